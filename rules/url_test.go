package rules

import (
	"testing"

	"gatesh/rules/internal/pathglob"
)

func TestIsLoopback(t *testing.T) {
	loopback := []string{
		"http://localhost/", "http://localhost:8080/api", "localhost:3000/x", "http://127.0.0.1:9/",
		"127.0.0.2", "http://[::1]:8080/", "https://user:pw@localhost/x", "http://app.localhost/",
	}
	remote := []string{
		"http://localhost@api.example.org/", "http://localhost.example.com/hook",
		"http://api.example.org/#@localhost", "http://localhost:8080@api.example.org:443/",
		"https://api.example.org", "api.example.org/x", "http://127.0.0.1.example.org/",
		"http://10.0.0.1/", "http://[::2]/", "http://x.app.localhost.example.org/",
	}
	for _, u := range loopback {
		if !isLoopback(u) {
			t.Errorf("%q: want loopback", u)
		}
	}
	for _, u := range remote {
		if isLoopback(u) {
			t.Errorf("%q: want remote", u)
		}
	}
}

func TestLooksLikeURL(t *testing.T) {
	for _, s := range []string{"https://x", "api.example.org/x", "localhost:8080", "example.org", "[::1]:80"} {
		if !looksLikeURL(s) {
			t.Errorf("%q: want a URL", s)
		}
	}
	for _, s := range []string{"POST", "name=x", "@body.json", "-d", "a:=1", "file"} {
		if looksLikeURL(s) {
			t.Errorf("%q: want not a URL", s)
		}
	}
}

func TestFlagMatches(t *testing.T) {
	cases := []struct {
		rule string
		seen flagUse
		want bool
	}{
		{"--force", flagUse{name: "--force"}, true},
		{"--force", flagUse{name: "--forc"}, true},
		{"--force-with-lease", flagUse{name: "--force-w"}, true},
		{"--force-with-lease", flagUse{name: "--force-with"}, true},
		{"--force-with-lease", flagUse{name: "--force"}, false},
		{"--export-secret-keys", flagUse{name: "--export"}, false},
		{"--force", flagUse{name: "--f"}, true},
		{"--force", flagUse{name: "--"}, false},
		{"-f", flagUse{name: "-F"}, false},
		{"-X=POST", flagUse{name: "-X", value: "POST", hasValue: true}, true},
		{"-X=POST", flagUse{name: "-X", value: "GET", hasValue: true}, false},
		{"-X=POST", flagUse{name: "-X"}, false},
		{"-c=alias.*", flagUse{name: "-c", value: "alias.x=!rm -rf /", hasValue: true}, true},
		{"--request=*", flagUse{name: "--req", value: "PUT", hasValue: true}, true},
	}
	for _, c := range cases {
		if got := flagMatches(c.rule, c.seen); got != c.want {
			t.Errorf("flagMatches(%q, %+v) = %v, want %v", c.rule, c.seen, got, c.want)
		}
	}
}

func TestGlobs(t *testing.T) {
	cases := []struct {
		pat, name string
		want      bool
	}{
		{".env", "config/.env", true},
		{".env", ".env.example", false},
		{"*.pem", "/etc/ssl/x.pem", true},
		{"~/.ssh/**", "~/.ssh", true},
		{"~/.ssh/**", "~/.ssh/a/b", true},
		{"~/.ssh/**", "~/.sshx", false},
		{"**/.aws/credentials", ".aws/credentials", true},
		{"**/.aws/credentials", "a/b/.aws/credentials", true},
		{"**/.aws/credentials", "/root/.aws/credentials", false},
		{"/**/.aws/credentials", "/root/.aws/credentials", true},
		{"$GATESH_HOME/**", "$GATESH_HOME/queue/x.json", true},
	}
	for _, c := range cases {
		g, err := pathglob.Compile([]string{c.pat})
		if err != nil {
			t.Fatal(err)
		}
		if got := g.Match(c.name); got != c.want {
			t.Errorf("glob %q on %q = %v, want %v", c.pat, c.name, got, c.want)
		}
	}
	wild := []struct {
		pat, s string
		want   bool
	}{
		{"+*", "+refs/heads/main", true},
		{"/tmp/?*", "/tmp/a/b", true},
		{"/tmp/?*", "/tmp/", false},
		{"[^/~]*/dist", "packages/web/dist", true},
		{"[^/~]*/dist", "/srv/dist", false},
		{"[*]", "*", true},
		{"[*]", "a", false},
		{"of=*", "of=/dev/sda", true},
		// One segment: a home, not what is in it.
		{"/home/[^/]*", "/home/alice", true},
		{"/home/[^/]*", "/home/", true},
		{"/home/[^/]*", "/home/alice/src", false},
		{"/home/[^/]*/", "/home/alice/", true},
		{"/home/[^/]*/", "/home/alice/work/", false},
		{"/home/[^/]*/.[*]", "/home/alice/.*", true},
		{"/home/[^/]*/.[*]", "/home/alice/x/.*", false},
		{"*/[^/]*.key", "a/b/c.key", true},
		{"*/[^/]*.key", "a/b/c.key/d", false},
	}
	for _, c := range wild {
		if got := wildMatch(c.pat, c.s); got != c.want {
			t.Errorf("wildMatch(%q, %q) = %v, want %v", c.pat, c.s, got, c.want)
		}
	}
}
