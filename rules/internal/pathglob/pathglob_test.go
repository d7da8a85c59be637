package pathglob

import (
	"math/rand/v2"
	"path"
	"slices"
	"strings"
	"testing"
)

// TestLiteralBytesAreInEveryMatch checks literalBytes against path.Match:
// whenever a pattern matches a name, the name has every byte the mask
// says it must, over random patterns and names of an alphabet with the
// special characters, and patterns written out.
func TestLiteralBytesAreInEveryMatch(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 34))
	const alphabet = "ab-]^*?[\\."
	word := func(max int) string {
		b := make([]byte, rng.IntN(max))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return string(b)
	}
	fixed := []string{"[Ii][Dd]_*", "*[Ss]ecret*", "a\\*b", "[^a]b", "[a-]", "[]a]", "[\\]]x", "*.[pP][eE][mM]", "x[a-c]y"}
	matched, narrowed := 0, 0
	for i := range 2000000 {
		p := word(6)
		if i < len(fixed) {
			p = fixed[i]
		}
		m := literalBytes(p)
		if m != 0 {
			narrowed++
		}
		for range 3 {
			name := word(5)
			if ok, _ := path.Match(p, name); ok {
				matched++
				if m&^Bytes(name) != 0 {
					t.Fatalf("pattern %q matches %q, which lacks bytes of its mask %#x", p, name, m)
				}
			}
		}
	}
	if matched < 10000 || narrowed < 10000 {
		t.Errorf("%d matches, %d masks that say anything: the comparison proves little", matched, narrowed)
	}
}

func TestSetMatches(t *testing.T) {
	set, err := Compile([]string{".netrc", "id_rsa", "*.pem", "~/.ssh/**", "**/.aws/credentials", "/**/.aws/credentials", "*service-account*.json", ".netrc", "~/.config/[gh]h/hosts.yml"})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{
		".netrc": true, "a/b/id_rsa": true, "keys/x.pem": true, "~/.ssh/config": true, "~/.ssh": true,
		".aws/credentials": true, "a/.aws/credentials": true, "/root/.aws/credentials": true,
		"prod-service-account-1.json": true, "~/.config/gh/hosts.yml": true,
		"src/main.go": false, "x.pem.txt": false, "~/.sshx/config": false, "~/.config/xh/hosts.yml": false,
		"credentials": false, "id_rsa.pub": false,
	} {
		if got := set.Match(name); got != want {
			t.Errorf("Match(%q) = %v, want %v", name, got, want)
		}
	}
	// A shell glob that names what a pattern means.
	for word, want := range map[string]bool{".ne*": true, "*.pem": true, "~/.ss?/id_*": true, "*.go": false} {
		if got := set.MatchedBy(word); got != want {
			t.Errorf("MatchedBy(%q) = %v, want %v", word, got, want)
		}
	}
}

// TestSetLayout checks the encoding the generator writes out: base names
// sorted and unique, every span inside the text and the segments, and a
// text held once however often it is used.
func TestSetLayout(t *testing.T) {
	set, err := Compile([]string{"b.key", "a.key", "b.key", "src/**/b.key", "*.key"})
	if err != nil {
		t.Fatal(err)
	}
	var base []string
	for _, x := range set.Base {
		base = append(base, set.str(x))
	}
	if !slices.Equal(base, []string{"a.key", "b.key"}) {
		t.Errorf("base names %q, want sorted and unique", base)
	}
	if n := strings.Count(set.Text, "b.key"); n != 1 {
		t.Errorf("text %q holds b.key %d times", set.Text, n)
	}
	for _, p := range set.Rest {
		if p.Off < 0 || p.End > int32(len(set.Segs)) || p.Off >= p.End {
			t.Errorf("span %+v outside %d segments", p, len(set.Segs))
		}
	}
	for _, pc := range set.Segs {
		for _, x := range []Str{pc.Pat, pc.Lit, pc.Need} {
			if x.Off < 0 || x.End > int32(len(set.Text)) || x.Off > x.End {
				t.Errorf("piece %+v outside the text", pc)
			}
		}
	}
	if _, err := Compile([]string{"a", ""}); err == nil {
		t.Error("an empty pattern compiled")
	}
}

// Names not known landing below the folder a command runs in may match a
// name pattern or a relative path pattern, never one rooted elsewhere.
func TestMatchesRelative(t *testing.T) {
	for _, c := range []struct {
		patterns []string
		want     bool
	}{
		{[]string{".mcp.json"}, true},
		{[]string{"*.pem"}, true},
		{[]string{".claude/settings.json"}, true},
		{[]string{"**/hooks/pre-commit"}, true},
		{[]string{"/**", "~", "~/**", "..", "../**"}, false},
		{[]string{"$GATESH_HOME/**", "/etc/**"}, false},
		{nil, false},
	} {
		s, err := Compile(c.patterns)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.MatchesRelative(); got != c.want {
			t.Errorf("%q: %v, want %v", c.patterns, got, c.want)
		}
	}
}

// A folder read whole holds what a path pattern names below it; a name
// pattern, a ** or a bare * that would take the folder's own name, tells
// nothing.
func TestMatchesBelow(t *testing.T) {
	for _, c := range []struct {
		patterns []string
		dir      string
		want     bool
	}{
		{[]string{"~/.*/*.json"}, "~/.docker", true},
		{[]string{"~/.config/*/*.yml"}, "~/.config/gh", false},
		{[]string{"~/.config/gh/hosts.yml"}, "~/.config/gh", true},
		{[]string{"~/.config/*/*.yml"}, "~/.config", true},
		{[]string{"~/**/*.pem"}, "~", true},
		{[]string{"**/.aws/credentials"}, "~/.aws", true},
		{[]string{"~/.*/*.json"}, "~/.docker/x.json", false},
		{[]string{"~/**/*.pem"}, "~/src", false},
		{[]string{"~/**/*.pem"}, "~/src/app", false},
		{[]string{"*.pem", ".env"}, "~/.docker", false},
		{[]string{"~/.ssh/id_*"}, "~/.sshx", false},
		{[]string{"**/.aws/credentials"}, "/srv", false},
	} {
		s, err := Compile(c.patterns)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.MatchesBelow(c.dir); got != c.want {
			t.Errorf("%q below %s: %v, want %v", c.patterns, c.dir, got, c.want)
		}
	}
}

// A folded set matches a name made lower case whatever the case of the
// pattern's letters, its literal base names sorted again.
func TestFold(t *testing.T) {
	s, err := Compile([]string{"Zeta", ".mcp.json", "~/.claude/**", "*.PEM", "~/Library/LaunchAgents/*"})
	if err != nil {
		t.Fatal(err)
	}
	f := s.Fold()
	for _, name := range []string{".MCP.json", "zeta", "~/.Claude/settings.json", "key.pem", "~/library/launchagents/x.plist"} {
		if !f.Match(Lower(name)) {
			t.Errorf("folded set does not match %q", name)
		}
	}
	for _, name := range []string{".mcp.jsonx", "~/.claudex/a", "key.pe"} {
		if f.Match(Lower(name)) {
			t.Errorf("folded set matches %q", name)
		}
	}
	if s.Match(".MCP.json") {
		t.Error("the set itself ignores case")
	}
}
