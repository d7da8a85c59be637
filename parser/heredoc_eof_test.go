package parser

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A heredoc with no line that ends it runs to the end of the text, as
// bash reads it (it warns and runs the command): the commands are seen,
// not held as a parse error. Checked against real bash with a harmless
// command: where bash runs `touch marker`, the parser sees touch; where
// the text swallows it into the body, neither does.
func TestHeredocRunsToTheEnd(t *testing.T) {
	for _, c := range []struct {
		text string
		runs bool // bash runs touch
	}{
		{"cat <<'EOF' > notes.md && touch marker\n# Notes\nsome text", true},
		{"cat <<EOF > notes.md\n# Notes\n$(touch marker)\nmore", true},
		{"cat > a.txt <<EOF; touch marker\nline one\nline two\n", true},
		{"cat <<-\"END\" > a.txt && touch marker\n\tindented\n", true},
		{"cat <<A > a.txt <<B && touch marker\nx\nA\ny", true},
		{"cat <<'EOF' > notes.md\nbody\n  EOF\ntouch marker", false},
		{"cat <<EOF > notes.md\nbody\nEOF \ntouch marker\n", false},
	} {
		s := Parse(c.text, Options{})
		if len(s.Problems) > 0 {
			t.Errorf("%q: problems %+v, want none", c.text, s.Problems)
			continue
		}
		seen := slices.ContainsFunc(s.Commands, func(cmd *Command) bool { return cmd.Name == "touch" })
		if seen != c.runs {
			t.Errorf("%q: parser sees touch %v, want %v", c.text, seen, c.runs)
		}
		if !slices.ContainsFunc(s.Commands, func(cmd *Command) bool { return cmd.Name == "cat" }) {
			t.Errorf("%q: the cat that writes the heredoc is not seen", c.text)
		}
		for _, cmd := range s.Commands {
			if cmd.Span.End > len(c.text) {
				t.Errorf("%q: span %v past the end of the text", c.text, cmd.Span)
			}
		}
		if bash, err := exec.LookPath("bash"); err == nil {
			dir := t.TempDir()
			run := exec.Command(bash, "-c", c.text)
			run.Dir = dir
			out, _ := run.CombinedOutput()
			_, err := os.Stat(filepath.Join(dir, "marker"))
			if (err == nil) != c.runs {
				t.Errorf("%q: bash runs touch %v, the table says %v\n%s", c.text, err == nil, c.runs, out)
			}
			if !strings.Contains(string(out), "delimited by end-of-file") {
				t.Errorf("%q: bash did not warn of a heredoc ended by the end of the text: %s", c.text, out)
			}
		}
	}
}

// A heredoc left open where closing it at the end does not make the text
// parse (inside $(...), a brace group, an unclosed backquote in its
// body) stays a parse error, with the message that names the heredoc.
func TestHeredocOpenInsideStaysAnError(t *testing.T) {
	for _, text := range []string{
		"x=$(cat <<EOF\nfoo)",
		"{ cat <<EOF > a.txt\nfoo\n}",
		"cat > b.txt <<EOF\nabc `\nmore",
		"cat <<EOF > a.txt\nfine\nEOF\necho \"x",
	} {
		s := Parse(text, Options{})
		if len(s.Problems) != 1 || s.Problems[0].Kind != "parse_error" {
			t.Errorf("%q: problems %+v, want one parse_error", text, s.Problems)
		}
	}
	s := Parse("x=$(cat <<EOF\nfoo)", Options{})
	if len(s.Problems) == 1 && !strings.Contains(s.Problems[0].Msg, `has no line "EOF" that ends it`) {
		t.Errorf("message %q does not name the heredoc", s.Problems[0].Msg)
	}
}
