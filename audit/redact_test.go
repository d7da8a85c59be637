package audit

import (
	"slices"
	"strings"
	"testing"
)

func TestRedactRemovesSecrets(t *testing.T) {
	for _, tc := range []struct{ in, secret string }{
		{"git push https://ghp_abcdefghijklmnopqrstuvwxyz0123@github.com/o/r", "ghp_abcdefghijklmnopqrstuvwxyz0123"},
		{"GH_TOKEN=github_pat_11ABCDEFG0123456789_abcdefghijk gh pr list", "github_pat_11ABCDEFG0123456789_abcdefghijk"},
		{"curl -H 'Authorization: token abc123secretvalue' https://api", "abc123secretvalue"},
		{"curl -H \"authorization: Basic dXNlcjpwYXNz\" x", "dXNlcjpwYXNz"},
		{"curl -H 'X: y' --oauth2-bearer zzzzyyyyxxxx1234 https://api", "zzzzyyyyxxxx1234"},
		{"curl -H 'Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig' x", "eyJhbGciOiJIUzI1NiJ9.payload.sig"},
		{"psql postgres://admin:hunter2@db.example/prod -c 'select 1'", "hunter2"},
		{"git clone https://user:s3cr3t@example.com/repo.git", "s3cr3t"},
		{"mysql -u root -phunter2 prod", "hunter2"},
		{"mysql -u root -p'hunter 2' prod", "hunter 2"},
		{"mysqldump --password=hunter2 prod", "hunter2"},
		{"tool --token 'tok en value' run", "tok en value"},
		{"OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwx python x.py", "sk-proj-abcdefghijklmnopqrstuvwx"},
		{"export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG", "wJalrXUtnFEMI/K7MDENG"},
		{"aws configure set aws_access_key_id AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE"},
		{"curl -d token=xoxb-1234567890-abcdefghij https://slack.com/api", "xoxb-1234567890-abcdefghij"},
		{"DB_PASSWORD='p@ss word' ./migrate", "p@ss word"},
		// No "gh" anywhere, and no other pattern's marker.
		{"curl -u x:github_pat_11AAAAAAAAAAAAAAAAAAAAAA_bbbbbbbbbb https://api.example", "github_pat_11AAAAAAAAAAAAAAAAAAAAAA_bbbbbbbbbb"},
		// (?i) folds the long s with s; lower-casing does not.
		{"export DB_PAſſWORD=hunter2 && ./migrate", "hunter2"},
		{"curl -H 'Authorization: Key abc123secretvalue' x", "abc123secretvalue"},
		// A JSON Web Token in a URL's query signs its holder in.
		{"open 'https://collect.example.net/c?session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln'", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln"},
	} {
		got := Redact(tc.in)
		if strings.Contains(got, tc.secret) || !strings.Contains(got, Redacted) {
			t.Errorf("Redact(%q) = %q: secret %q still there", tc.in, got, tc.secret)
		}
		// RedactHidden is Redact, and names what it took out.
		same, hidden := RedactHidden(tc.in)
		if same != got || !slices.ContainsFunc(hidden, func(h string) bool { return strings.Contains(h, tc.secret) }) {
			t.Errorf("RedactHidden(%q) = %q, %q; want %q and a part that holds %q", tc.in, same, hidden, got, tc.secret)
		}
	}
}

// TestRedactHiddenIsWhatWasCut: each hidden part is what the replacement
// took out, and no more: an option's name and a header's name stay.
func TestRedactHiddenIsWhatWasCut(t *testing.T) {
	for _, tc := range []struct {
		in     string
		hidden []string
	}{
		{"git clone https://user:s3cr3t@example.com/repo.git", []string{"s3cr3t"}},
		{"tool --token 'tok en value' run", []string{"'tok en value'"}},
		{"curl -H 'Authorization: Bearer abc123secretvalue' x", []string{"Bearer abc123secretvalue"}},
		{"echo Authorization: x; rm -rf ~/victim", []string{"x; rm -rf ~/victim"}},
		{"DB_PASSWORD=a;b ./migrate && MY_TOKEN=c ./x", []string{"a;b", "c"}},
		{"ls", nil},
		{"git clone https://user:" + Redacted + "@example.com/repo.git", nil},
	} {
		_, hidden := RedactHidden(tc.in)
		if !slices.Equal(hidden, tc.hidden) {
			t.Errorf("RedactHidden(%q) hid %q, want %q", tc.in, hidden, tc.hidden)
		}
	}
}

// TestRedactMarkersAreSound checks the shortcut: every text a pattern
// changes holds one of its markers, for every case above and more.
func TestRedactMarkersAreSound(t *testing.T) {
	texts := []string{
		"git push https://ghp_abcdefghijklmnopqrstuvwxyz0123@github.com/o/r",
		"curl -H 'AUTHORIZATION: token abc' x", "BEARER abcdefghijkl", "x --PASSWORD=a",
		"glpat-abcdefghijklmnopqrstuv", "ASIAABCDEFGHIJKLMNOP", "MARIADB -u r -psecret",
		"*** Begin Patch\n*** Update File: a.go\n@@\n-a\n+b\n*** End Patch",
		"tool --api-key=k --apikey k --secret s --token t --passwd p", "X_SECRET_KEY=1 api_key=2",
	}
	for _, p := range secretPatterns.Get() {
		for _, text := range texts {
			if p.re().ReplaceAllString(text, p.repl) != text && !holdsAny(strings.ToLower(text), p.markers) {
				t.Errorf("pattern %v changes %q, which holds none of its markers %q", p.re(), text, p.markers)
			}
		}
	}
}

func TestRedactLeavesOrdinaryCommands(t *testing.T) {
	for _, in := range []string{
		"git push origin feature/x",
		"mkdir -p build && go test ./...",
		"git log -p --stat",
		"ssh git@github.com",
		"echo user@example.com",
		"grep -r token_count src/",
		"",
	} {
		if got := Redact(in); got != in {
			t.Errorf("Redact(%q) = %q, want unchanged", in, got)
		}
	}
}

func BenchmarkRedactOrdinary(b *testing.B) {
	for b.Loop() {
		Redact("go test ./... && git commit -m 'fix the parser' && make build")
	}
}
