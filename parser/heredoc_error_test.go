package parser

import (
	"strings"
	"testing"
)

// A heredoc whose text does not parse holds the command, and the problem
// says which heredoc, which file it writes, which line failed, and how to
// write the text as it is.
func TestHeredocParseError(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // all in the problem's message
	}{
		{"cat > README.md <<EOF\n# Title\nRun ```npm test``\nEOF\necho done",
			[]string{"heredoc <<EOF that writes README.md (line 1)", "at line 3", "<<'EOF'"}},
		{"mkdir -p src && cat <<EOF > src/app.py\nx = 1\nprint(f\"$(x\")\nEOF",
			[]string{"heredoc <<EOF that writes src/app.py (line 1)", "at line 3"}},
		{"tee -a notes.md <<-END\n\tsee `x\n\tEND",
			[]string{"heredoc <<END that writes notes.md (line 1)", "at line 2", "<<'END'"}},
		{"echo start\npython3 - <<PY\nprint('`')\nPY",
			[]string{"heredoc <<PY that starts on line 2", "at line 3"}},
		{"cat > b.txt <<EOF\nabc `\nmore",
			[]string{"heredoc <<EOF that writes b.txt (line 1) has no line \"EOF\" that ends it"}},
	} {
		s := Parse(c.text, Options{})
		if len(s.Problems) != 1 || s.Problems[0].Kind != "parse_error" {
			t.Errorf("%q: problems %+v, want one parse_error", c.text, s.Problems)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(s.Problems[0].Msg, w) {
				t.Errorf("%q: message %q does not say %q", c.text, s.Problems[0].Msg, w)
			}
		}
	}
	// A parse error outside any heredoc keeps the parser's message.
	for _, text := range []string{"echo 'unterminated", "cat > a.txt <<EOF\nfine\nEOF\necho \"x"} {
		s := Parse(text, Options{})
		if len(s.Problems) != 1 || strings.Contains(s.Problems[0].Msg, "heredoc") {
			t.Errorf("%q: problems %+v, want the parser's own message", text, s.Problems)
		}
	}
}
