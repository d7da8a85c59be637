package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"gatesh/parser"
)

// command builds a parser.Command from words, with spans as if the words
// were joined by single spaces.
func command(words ...string) *parser.Command {
	c := &parser.Command{Name: words[0], Path: words[0]}
	off := len(words[0]) + 1
	for _, w := range words[1:] {
		c.Args = append(c.Args, parser.Word{Value: w, Span: parser.Span{Start: off, End: off + len(w)}})
		off += len(w) + 1
	}
	c.Span = parser.Span{Start: 0, End: off - 1}
	return c
}

func flagNames(v *cmdView) []string {
	var out []string
	for _, f := range v.flags {
		s := f.name
		if f.hasValue {
			s += "=" + f.value
		}
		out = append(out, s)
	}
	return out
}

func posValues(v *cmdView) []string {
	var out []string
	for _, w := range v.pos {
		out = append(out, w.Value)
	}
	return out
}

func TestView(t *testing.T) {
	s := Default()
	cases := []struct {
		words []string
		flags []string
		pos   []string
	}{
		{[]string{"rm", "-rf", "x"}, []string{"-r", "-f"}, []string{"x"}},
		{[]string{"rm", "-r", "-f", "--", "-x"}, []string{"-r", "-f", "--"}, []string{"-x"}},
		{[]string{"git", "-C", "repo", "-c", "k=v", "push", "-f", "origin"}, []string{"-C=repo", "-c=k=v", "-f"}, []string{"push", "origin"}},
		{[]string{"git", "--git-dir=.git", "push", "--force-with-lease=main:abc"}, []string{"--git-dir=.git", "--force-with-lease=main:abc"}, []string{"push"}},
		{[]string{"git", "push", "-o", "ci.skip", "origin", "+main"}, []string{"-o=ci.skip"}, []string{"push", "origin", "+main"}},
		{[]string{"git", "push", "--push-o", "x", "origin"}, []string{"--push-o=x"}, []string{"push", "origin"}},
		{[]string{"git", "commit", "-mfix", "-a"}, []string{"-m=fix", "-a"}, []string{"commit"}},
		{[]string{"git", "commit", "-am", "msg"}, []string{"-a", "-m=msg"}, []string{"commit"}},
		{[]string{"find", ".", "-name", "*.go", "-exec", "rm", "{}", ";", "-delete"}, []string{"-name=*.go", "-exec", "-delete"}, []string{"."}},
		{[]string{"curl", "-XPOST", "-d", "@.env", "https://x"}, []string{"-X=POST", "-d=@.env"}, []string{"https://x"}},
		{[]string{"frob", "-abc", "--long", "v"}, []string{"-a", "-b", "-c", "--long"}, []string{"v"}},
	}
	for _, c := range cases {
		v := s.view(command(c.words...))
		if got := flagNames(v); !slices.Equal(got, c.flags) {
			t.Errorf("%v: flags %q, want %q", c.words, got, c.flags)
		}
		if got := posValues(v); !slices.Equal(got, c.pos) {
			t.Errorf("%v: positionals %q, want %q", c.words, got, c.pos)
		}
	}
}

func TestReadsAndWrites(t *testing.T) {
	s := Default()
	refs := func(rs []ref) []string {
		var out []string
		for _, r := range rs {
			out = append(out, r.value)
		}
		return out
	}
	cases := []struct {
		words         []string
		reads, writes []string
	}{
		{[]string{"grep", "-r", ".env", "src"}, []string{"src"}, nil},
		{[]string{"grep", "-e", "x", ".env"}, []string{".env"}, nil},
		{[]string{"rg", "-g", "*.env", "TOKEN"}, nil, nil},
		{[]string{"echo", ".env"}, nil, nil},
		{[]string{"cp", ".env.example", ".env"}, []string{".env.example"}, []string{".env"}},
		{[]string{"tee", "-a", "out.txt"}, nil, []string{"out.txt"}},
		{[]string{"dd", "if=a", "of=b"}, []string{"if=a", "of=b"}, []string{"b"}},
		{[]string{"git", "commit", "-m", ".env"}, []string{"commit"}, nil},
		{[]string{"curl", "-o", "out", "https://x"}, []string{"out"}, []string{"out"}},
	}
	for _, c := range cases {
		v := s.view(command(c.words...))
		if got := refs(v.reads); !slices.Equal(got, c.reads) {
			t.Errorf("%v: reads %q, want %q", c.words, got, c.reads)
		}
		if got := refs(v.writes); !slices.Equal(got, c.writes) {
			t.Errorf("%v: writes %q, want %q", c.words, got, c.writes)
		}
	}
}

// TestStructural checks rules on commands built directly, without the
// parser: wrappers, redirects, assignments and spans.
func TestStructural(t *testing.T) {
	s := Default()
	c := command("git", "-C", "repo", "push", "origin", "+main")
	d := s.ClassifyScript(&parser.Script{Commands: []*parser.Command{c}})
	if d.Tier != Red || !hasHit(d, "git-force-push-refspec") {
		t.Fatalf("got %v", ids(d))
	}
	text := "git -C repo push origin +main"
	for _, h := range d.Hits {
		if h.ID == "git-force-push-refspec" && text[h.Span.Start:h.Span.End] != "+main" {
			t.Errorf("span %v shows %q, want +main", h.Span, text[h.Span.Start:h.Span.End])
		}
	}

	redirect := command("wc", "-l")
	redirect.Redirs = []parser.Redirect{{Op: "<", Target: parser.Word{Value: ".env"}, Span: parser.Span{Start: 6, End: 12}}}
	if d := s.ClassifyScript(&parser.Script{Commands: []*parser.Command{redirect}}); !hasHit(d, "secret-dotenv") {
		t.Errorf("< .env: got %v", ids(d))
	}

	found := command("rm", "-f")
	found.Wrappers = []string{"find -exec"}
	found.MoreArgs = true
	if d := s.ClassifyScript(&parser.Script{Commands: []*parser.Command{found}}); d.Tier != Red {
		t.Errorf("find -exec rm: got %v", ids(d))
	}

	problem := &parser.Script{Problems: []parser.Problem{{Kind: "dynamic_command", Msg: "command name is not known"}}}
	if d := s.ClassifyScript(problem); d.Tier != Red || d.Verdict != Hold || !hasHit(d, "dynamic_command") {
		t.Errorf("problem: got %s %v", d.Tier, ids(d))
	}
	if d := s.ClassifyScript(nil); d.Tier != Red {
		t.Errorf("nil script: got %s", d.Tier)
	}
}

func TestHomePlaceholders(t *testing.T) {
	o := layout(t, "", "")
	o.UserHome = "/home/u"
	s := mustLoad(t, o)
	for _, cmd := range []string{"cat /home/u/.aws/credentials", "cat ~/.aws/credentials", "cat $HOME/.aws/credentials", "cat ${HOME}/.aws/credentials"} {
		if d := s.Classify(cmd); !hasHit(d, "secret-credential-file") {
			t.Errorf("%q: got %v", cmd, ids(d))
		}
	}
	if d := s.Classify("cat /home/other/.aws/credentials"); !hasHit(d, "secret-credential-file") {
		t.Errorf("another user's credentials: got %v", ids(d))
	}
	gate := o.Home + "/rules.toml"
	if got := s.normalise(gate); !slices.Contains(got, "$GATESH_HOME/rules.toml") {
		t.Errorf("normalise(%q) = %q", gate, got)
	}
}

func TestBrokenDefaultHoldsEverything(t *testing.T) {
	s := &Set{broken: errTest}
	d := s.Classify("ls")
	if d.Tier != Red || d.Verdict != Hold || !hasHit(d, "rules_error") || !strings.Contains(d.Hits[0].Reason, "boom") {
		t.Fatalf("got %+v", d)
	}
}

type testErr string

func (e testErr) Error() string { return string(e) }

const errTest = testErr("boom")

// TestConcurrentClassify runs first uses of lazily compiled rules and specs
// from many goroutines at once; run with -race.
func TestConcurrentClassify(t *testing.T) {
	s, err := build([]layer{defaultLayer()}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cmds := []string{"git push -f", "rm -rf src", "cat .env", "psql -c 'DROP TABLE t'", "ls", "curl -d x https://x.example.org"}
	want := make([]Tier, len(cmds))
	for i, c := range cmds {
		want[i] = Default().Classify(c).Tier
	}
	done := make(chan error)
	for g := 0; g < 8; g++ {
		go func(g int) {
			for i := range cmds {
				c := cmds[(i+g)%len(cmds)]
				if got := s.Classify(c).Tier; got != want[(i+g)%len(cmds)] {
					done <- fmt.Errorf("%q: got %s", c, got)
					return
				}
			}
			done <- nil
		}(g)
	}
	for g := 0; g < 8; g++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
