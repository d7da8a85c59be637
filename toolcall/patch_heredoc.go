package toolcall

import (
	"fmt"
	"strings"
	"unicode"
)

// patchHeredoc reads a shell text that runs apply_patch (or applypatch)
// with a here-document, as Codex applies it when its shell tool is given
// one: `apply_patch <<'EOF'`, the patch, then the delimiter line. ok
// reports whether the text starts so; body is then the here-document.
//
// Codex finds the here-document with a bash grammar, and runs the text
// in a shell instead when it is not this one statement alone. bash ends
// a here-document at the first line that is exactly the delimiter (after
// leading tabs, for <<-), so a delimiter line before the last line ends
// it early, and what follows would run as shell commands: that is an
// error here, as are a delimiter that only whitespace sets apart from a
// line of the text, a carriage return anywhere, and a
// delimiter word with any quoting other than '...' or "..." around all
// of it.
func patchHeredoc(text string) (body string, ok bool, err error) {
	text = strings.TrimLeftFunc(text, unicode.IsSpace)
	first, rest, _ := strings.Cut(text, "\n")
	fields := strings.Fields(first)
	if len(fields) == 0 || fields[0] != "apply_patch" && fields[0] != "applypatch" {
		return "", false, nil
	}
	after := strings.TrimLeft(strings.TrimPrefix(first, fields[0]), " \t")
	op, ok := strings.CutPrefix(after, "<<")
	if !ok {
		return "", false, nil
	}
	bad := func(why string) (string, bool, error) {
		return "", true, fmt.Errorf("%w: apply_patch here-document: %s", ErrPatch, why)
	}
	dash := strings.HasPrefix(op, "-")
	word := strings.TrimRight(strings.TrimLeft(strings.TrimPrefix(op, "-"), " \t"), " \t")
	if strings.ContainsRune(text, '\r') {
		// bash keeps it in the line, so "EOF\r" ends nothing there.
		return bad("a carriage return in it")
	}
	delim, okWord := heredocWord(word)
	if !okWord {
		return bad(fmt.Sprintf("cannot read the delimiter %q", word))
	}
	lines := strings.Split(rest, "\n")
	end := -1
	for i, l := range lines {
		exact := l
		if dash {
			exact = strings.TrimLeft(l, "\t")
		}
		if exact == delim {
			end = i
			break
		}
		if strings.TrimSpace(l) == delim {
			return bad(fmt.Sprintf("line %d is the delimiter %s with whitespace around it", i+2, delim))
		}
	}
	switch {
	case end < 0:
		return bad("no line ends it with " + delim)
	case strings.TrimSpace(strings.Join(lines[end+1:], "\n")) != "":
		return bad(fmt.Sprintf("it ends at line %d, and what follows would run as shell commands", end+2))
	}
	return strings.TrimRight(strings.Join(lines[:end], "\n"), "\n"), true, nil
}

// heredocWord returns the delimiter of a here-document word: the word
// itself, or the inside of '...' or "..." around all of it, made of
// letters, digits, _, - and . only.
func heredocWord(w string) (string, bool) {
	if len(w) >= 2 && (w[0] == '\'' || w[0] == '"') && w[len(w)-1] == w[0] {
		w = w[1 : len(w)-1]
	}
	if w == "" {
		return "", false
	}
	for _, c := range w {
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.') {
			return "", false
		}
	}
	return w, true
}
