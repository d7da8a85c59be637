package rules

import (
	"strings"

	"gatesh/parser"
)

// pipedNames adds, for a command that reads the names of its files on
// standard input (cpio -o, zip -@, tar -T -), the names the command
// piping into it prints, as files it reads: find ~/.ssh | cpio -o
// archives the keys, as cpio -o <<< ~/.ssh/id_rsa does. A find prints
// what is under its start folders (. when it names none), so those
// folders are read; echo, printf and ls print their operands. Another
// upstream is left to the rules that judge it.
func (v *cmdView) pipedNames(s *Set) {
	up := v.upstream
	if up == nil {
		return
	}
	sp := s.spec(v.cmd.Name)
	if sp == nil || len(sp.stdinNames) == 0 || !v.readsStdinNames(sp) {
		return
	}
	v.addNames(up)
}

// addNames adds the names a command prints (printedNames) as files v's
// command reads.
func (v *cmdView) addNames(c *parser.Command) {
	if c == nil {
		return
	}
	for _, w := range printedNames(c) {
		v.reads = append(v.reads, ref{value: w.Value, span: w.Span, glob: w.Glob})
	}
}

// printedNames are the names a command prints, one a line, that an
// archiver reading them archives: a find's start folders, echo's,
// printf's and ls's operands; nil for another command.
func printedNames(up *parser.Command) []parser.Word {
	var names []parser.Word
	switch up.Name {
	case "find", "gfind", "bfs":
		names = findStarts(up)
	case "echo", "printf", "ls":
		for _, a := range up.Args {
			if !strings.HasPrefix(a.Value, "-") || a.Dynamic {
				names = append(names, a)
			}
		}
		if up.Name == "printf" && len(names) > 0 {
			names = names[1:] // the format
		}
	}
	return names
}

// namesListedBy returns the command earlier in the script whose output
// was written to the file c reads the names of its files from (tar -T
// FILE, cpio -o < FILE): find ~/.ssh > l; tar -cf x.tar -T l archives
// the keys. nil when c reads no such list or no earlier command that
// prints names (printedNames) wrote it.
func (s *Set) namesListedBy(before []*parser.Command, c *parser.Command) *parser.Command {
	sp := s.spec(c.Name)
	if sp == nil || len(sp.stdinNames) == 0 || len(before) == 0 {
		return nil
	}
	list := s.view(c).namesFile(sp)
	if list == "" {
		return nil
	}
	for i := len(before) - 1; i >= 0; i-- {
		b := before[i]
		for _, r := range b.Redirs {
			if (r.Op == ">" || r.Op == ">>" || r.Op == ">|") && (r.Fd == "" || r.Fd == "1") && !r.Target.Dynamic && r.Target.Value == list {
				if len(printedNames(b)) == 0 {
					return nil
				}
				return b
			}
		}
	}
	return nil
}

// readsStdinNames reports whether the command is given one of the
// options with which standard input names its files: a flag of its own
// (cpio -o, zip -@), or an option whose value names the list and is "-"
// (tar -T -).
func (v *cmdView) readsStdinNames(sp *cmdSpec) bool {
	f, ok := v.findFlag(sp.stdinNames)
	return ok && (!f.hasValue || f.value == "-")
}

// findStarts are the start folders of a find: its operands before the
// expression, past the options that come first (-H, -L, -P, -D, -O);
// "." when there is none.
func findStarts(f *parser.Command) []parser.Word {
	var starts []parser.Word
	args := f.Args
	i := 0
	for ; i < len(args); i++ {
		a := args[i]
		if a.Dynamic {
			break
		}
		switch {
		case a.Value == "-H" || a.Value == "-L" || a.Value == "-P" || strings.HasPrefix(a.Value, "-O"):
			continue
		case a.Value == "-D":
			i++
			continue
		}
		break
	}
	for ; i < len(args); i++ {
		a := args[i]
		if !a.Dynamic && (strings.HasPrefix(a.Value, "-") || a.Value == "(" || a.Value == "!") {
			break
		}
		starts = append(starts, a)
	}
	if len(starts) == 0 {
		starts = append(starts, parser.Word{Value: ".", Span: f.Span})
	}
	return starts
}

// namesFile is the file the command reads the names of its files from:
// the value of its names option (tar -T FILE), or, when that option
// reads standard input, the file redirected into it (cpio -o < FILE);
// "" when there is none or it is not known statically.
func (v *cmdView) namesFile(sp *cmdSpec) string {
	f, ok := v.findFlag(sp.stdinNames)
	if !ok || f.dynamic {
		return ""
	}
	if f.hasValue && f.value != "-" {
		return f.value
	}
	for _, r := range v.cmd.Redirs {
		if r.Op == "<" && (r.Fd == "" || r.Fd == "0") && !r.Target.Dynamic {
			return r.Target.Value
		}
	}
	return ""
}
