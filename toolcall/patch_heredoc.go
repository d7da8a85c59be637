package toolcall

import (
	"fmt"
	"strings"
)

// The programs Codex applies a patch for itself (APPLY_PATCH_COMMANDS in
// codex-rs/apply-patch/src/invocation.rs, and the names its arg0 dispatch
// answers to).
var patchPrograms = []string{"apply_patch", "applypatch"}

// IsPatchInvocation tells whether a shell text Codex is asked to run may
// be one it applies as a patch itself, without a shell: it names
// apply_patch or applypatch and has a here-document operator, or it
// starts with one of those programs (Codex's argv form, apply_patch
// PATCH). Such a text is judged as the patch it applies, by ParsePatch,
// which reads the exact forms Codex does and refuses every other: what
// looks like an invocation but is not one of them is held, never
// passed as an ordinary command.
func IsPatchInvocation(text string) bool {
	named := false
	for _, p := range patchPrograms {
		named = named || strings.Contains(text, p)
	}
	if !named {
		return false
	}
	if strings.Contains(text, "<<") {
		return true
	}
	f := strings.Fields(text)
	return len(f) > 0 && isPatchProgram(f[0])
}

func isPatchProgram(name string) bool {
	return name == patchPrograms[0] || name == patchPrograms[1]
}

// patchHeredoc reads a shell text that runs apply_patch (or applypatch)
// with a here-document, as Codex applies it when its shell tool is given
// one, in the two forms codex-rs/apply-patch/src/invocation.rs
// recognises, each the only statement of the text:
//
//	apply_patch <<'EOF'             (no space before << is the same)
//	cd DIR && apply_patch <<'EOF'   (DIR a word, "string" or 'raw')
//
// then the patch, then the delimiter line. ok reports whether the text
// starts as one (with cd, apply_patch or applypatch); body is then
// the here-document, and dir the folder of the cd form, which Codex
// joins to the working folder and resolves the patch's relative paths
// from.
//
// Codex finds the here-document with a bash grammar, and runs the text
// in a shell instead when it is not one of these forms. bash ends a
// here-document at the first line that is exactly the delimiter (after
// leading tabs, for <<-), so a delimiter line before the last line ends
// it early, and what follows would run as shell commands: that is an
// error here, as are a delimiter that only whitespace sets apart from a
// line of the text, a carriage return anywhere, a delimiter word with
// any quoting other than '...' or "..." around all of it, a cd folder
// that Codex and bash would read differently (an expansion, a tilde, a
// backslash, an option, an empty string), arguments after the program,
// and anything else that names apply_patch but is not one of the forms.
func patchHeredoc(text string) (body, dir string, ok bool, err error) {
	// Codex's grammar skips blanks and newlines before the statement;
	// other whitespace would be part of a word to it.
	text = strings.TrimLeft(text, " \t\n")
	word := text
	if i := strings.IndexAny(text, " \t\n<"); i >= 0 {
		word = text[:i]
	}
	if word != "cd" && !isPatchProgram(word) {
		return "", "", false, nil
	}
	bad := func(why string) (string, string, bool, error) {
		return "", "", true, fmt.Errorf("%w: apply_patch invocation: %s", ErrPatch, why)
	}
	if strings.ContainsRune(text, '\r') {
		// bash keeps it in the line, so "EOF\r" ends nothing there.
		return bad("a carriage return in it")
	}
	first, rest, _ := strings.Cut(text, "\n")
	line := first
	cdForm := false
	if after, isCd := strings.CutPrefix(line, "cd"); isCd && (strings.HasPrefix(after, " ") || strings.HasPrefix(after, "\t")) {
		d, tail, why := cdFolder(strings.TrimLeft(after, " \t"))
		if why != "" {
			return bad("cd " + why)
		}
		tail, isAnd := strings.CutPrefix(strings.TrimLeft(tail, " \t"), "&&")
		if !isAnd {
			return bad("the cd is not followed by && and the program on its line")
		}
		dir, line, cdForm = d, strings.TrimLeft(tail, " \t"), true
	}
	name := line
	if i := strings.IndexAny(line, " \t<"); i >= 0 {
		name = line[:i]
	}
	if !isPatchProgram(name) {
		return bad(fmt.Sprintf("it is not %s <<DELIM or cd DIR && %s <<DELIM alone", patchPrograms[0], patchPrograms[0]))
	}
	op, isHeredoc := strings.CutPrefix(strings.TrimLeft(line[len(name):], " \t"), "<<")
	if !isHeredoc {
		if cdForm {
			return bad("arguments after " + name)
		}
		return bad(name + " is not given a here-document")
	}
	dash := strings.HasPrefix(op, "-")
	word = strings.TrimRight(strings.TrimLeft(strings.TrimPrefix(op, "-"), " \t"), " \t")
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
	return strings.TrimRight(strings.Join(lines[:end], "\n"), "\n"), dir, true, nil
}

// cdFolder reads cd's one argument at the start of s, as Codex's grammar
// and bash both read it: a word of plain characters, 'raw' or "string"
// with nothing bash would expand. It returns the folder, the rest of
// the line and, when the argument is none of those, why.
func cdFolder(s string) (dir, rest, why string) {
	if s == "" {
		return "", "", "names no folder"
	}
	switch q := s[0]; q {
	case '\'', '"':
		end := strings.IndexByte(s[1:], q)
		if end < 0 {
			return "", "", "folder's quote is not closed on its line"
		}
		dir, rest = s[1:end+1], s[end+2:]
		if q == '"' && strings.ContainsAny(dir, "$`\\!") {
			return "", "", fmt.Sprintf("folder %q holds an expansion", dir)
		}
	default:
		end := strings.IndexAny(s, " \t&")
		if end < 0 {
			end = len(s)
		}
		dir, rest = s[:end], s[end:]
		for _, c := range dir {
			if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || strings.ContainsRune("/._-+,:@%", c)) {
				return "", "", fmt.Sprintf("folder %q is not a plain word", dir)
			}
		}
	}
	switch {
	case dir == "":
		return "", "", "folder is empty"
	case strings.HasPrefix(dir, "-"), strings.HasPrefix(dir, "~"):
		// An option, the last folder or the home folder to bash; a
		// folder of that name to Codex.
		return "", "", fmt.Sprintf("folder %q means one thing to bash and another to Codex", dir)
	}
	return dir, rest, ""
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
