package rules

import (
	"slices"
	"strings"

	"gatesh/parser"
)

// countedOnly returns cat FILE... as wc FILE... when all that cat prints
// goes straight into wc, which prints only counts (cat secret.enc | wc
// -c: POSIX wc writes the number of newlines, words and bytes, never the
// text): the files are judged as wc names them (a size, nothing of the
// contents). cat with its own output redirected, a pipe through anything
// else first (tee, a copy), wc given files of its own or its input
// redirected, stay as they are. So do a wc that may be another program
// (a path, a function of the script, PATH or hash changed in the
// script, variables given to it) and wc options other than the counts
// (--files0-from, which GNU wc takes abbreviated, reads file names from
// the text and prints them in its errors). nil when the form is not this
// one.
func countedOnly(c *parser.Command, sc *parser.Script, i int) *parser.Command {
	later := sc.Commands[i+1:]
	if c.Name != "cat" || c.MoreArgs || len(later) == 0 || len(c.Args) == 0 || !onlyErrorsRedirected(c) {
		return nil
	}
	if !systemWc(c, later[0], sc) {
		return nil
	}
	for _, a := range c.Args {
		if a.Dynamic || strings.HasPrefix(a.Value, "-") || a.Value == "" {
			return nil
		}
	}
	w := later[0]
	if w.Name != "wc" || w.Depth != c.Depth || len(w.PipeFrom) != len(c.PipeFrom)+1 || w.PipeFrom[len(w.PipeFrom)-1] != "cat" || w.MoreArgs {
		return nil
	}
	for i, p := range c.PipeFrom {
		if w.PipeFrom[i] != p {
			return nil
		}
	}
	for _, a := range w.Args {
		if a.Dynamic || !countOption(a.Value) {
			return nil
		}
	}
	for _, r := range w.Redirs {
		if r.Op == "<" || r.Op == "<>" || r.Op == "<<" || r.Op == "<<-" || r.Op == "<<<" || r.Op == "<&" {
			return nil
		}
	}
	out := *c
	out.Name = "wc"
	out.Path = "wc"
	out.Args = append([]parser.Word{{Value: "-c", Span: c.Span}}, c.Args...)
	return &out
}

// onlyErrorsRedirected reports whether the command's redirections touch
// only its error output (2>/dev/null, 2>&1): what it prints still goes
// down the pipe.
func onlyErrorsRedirected(c *parser.Command) bool {
	for _, r := range c.Redirs {
		if r.Fd != "2" || (r.Op != ">" && r.Op != ">>" && r.Op != ">&") {
			return false
		}
		if r.Op == ">&" && r.Target.Value != "1" {
			return false
		}
		if r.Op != ">&" && r.Target.Value != "/dev/null" {
			return false
		}
	}
	return true
}

// countOption reports whether an option of wc only chooses a count
// (POSIX wc -c -l -m -w, the GNU -L and their long names): any other,
// --files0-from and its abbreviations first, is not one.
func countOption(v string) bool {
	switch v {
	case "--bytes", "--chars", "--lines", "--words", "--max-line-length":
		return true
	}
	if len(v) < 2 || v[0] != '-' || v[1] == '-' {
		return false
	}
	return strings.Trim(v[1:], "clmwL") == ""
}

// systemWc reports whether w is the system's wc: named without a
// folder (or from a system one), not a function of the script, with no
// variable or wrapper of its own given to it (those of the cat it reads
// from, a docker exec, pass), in a script that changes neither PATH
// nor the shell's table of program locations (hash -p).
func systemWc(c, w *parser.Command, sc *parser.Script) bool {
	if w.FuncCall || len(w.Assigns) > 0 || len(w.Wrappers) > len(c.Wrappers) || !slices.Equal(w.Wrappers, c.Wrappers[:len(w.Wrappers)]) {
		return false
	}
	switch w.Path {
	case "wc", "/usr/bin/wc", "/bin/wc":
	default:
		return false
	}
	for _, a := range sc.Assigns {
		if a.Name == "PATH" {
			return false
		}
	}
	for _, e := range sc.Commands {
		if e.Name == "hash" {
			return false
		}
		for _, a := range e.Exported {
			if a.Name == "PATH" {
				return false
			}
		}
		for _, a := range e.Args {
			if strings.HasPrefix(a.Value, "PATH=") {
				return false
			}
		}
	}
	return true
}
