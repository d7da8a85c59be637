package rules

import (
	"path"
	"slices"
	"strings"

	"gatesh/parser"
)

// foundByName returns the command xargs runs on what find prints, with
// the files find finds in place of the input, when find looks only in
// the project and every file it prints is named by a literal -name or
// -iname (find . -name package.json | head -1 | xargs cat is cat
// ./package.json): the files are then judged by their names, as
// find -exec CMD {} judges them; a name with a wildcard is judged as the
// glob it is (find . -name '*.pyc' | xargs rm is rm ./*.pyc, as find
// . -name '*.pyc' -exec rm {} + is). nil when that cannot be told: a
// name with a backslash, a branch of the expression that names no file, a
// start outside the project or not known statically, a line filter that
// may change what it passes, another wrapper (xargs -a reads its words
// from a file), or an operand of the command's own.
func (s *Set) foundByName(c, up *parser.Command, before []*parser.Command) *parser.Command {
	if !c.MoreArgs || up == nil || up.Name != "find" || len(c.Wrappers) != 1 || c.Wrappers[0] != "xargs" || up.Depth != c.Depth {
		return nil
	}
	// xargs reads its words from what is redirected into it, not from
	// the pipe (xargs cat < list.txt, 0<&3).
	for _, r := range c.Redirs {
		if strings.HasPrefix(r.Op, "<") || r.Fd == "0" {
			return nil
		}
	}
	// Between find and xargs, only filters that pass some of its lines
	// as they are.
	// Each passes whole lines: not a part of each (head -c 5, grep -o
	// '^./[^/]*' pass ./src of ./src/a.pyc), nor a count (uniq -c).
	k := len(c.PipeFrom) - 1
	end := len(before)
	for ; k >= 0 && c.PipeFrom[k] != "find"; k-- {
		switch c.PipeFrom[k] {
		case "head", "tail", "sort", "uniq", "grep":
		default:
			return nil
		}
		var filter *parser.Command
		for i := end - 1; i >= 0; i-- {
			if b := before[i]; b.Name == c.PipeFrom[k] && b.Depth == c.Depth {
				filter, end = b, i
				break
			}
		}
		if filter == nil || cutsLines(filter) {
			return nil
		}
	}
	if k < 0 {
		return nil
	}
	// The found files are its only operands: a word of its own may be
	// xargs's replace token with a path around it ({}/../x, ~/.aws/%),
	// which gatesh cannot read as xargs fills it in.
	for _, a := range c.Args {
		if a.Dynamic || a.Input || !strings.HasPrefix(a.Value, "-") || strings.Contains(a.Value, "=") {
			return nil
		}
	}
	found := s.findNames(up)
	if len(found) == 0 {
		return nil
	}
	out := *c
	out.MoreArgs = false
	// What the pipe carries became these operands; xargs gives the
	// command it runs /dev/null as its standard input (xargs(1)), so
	// nothing else of the pipe reaches it.
	out.PipeFrom = nil
	out.Args = append([]parser.Word(nil), c.Args...)
	for _, f := range found {
		// find prints the name at any depth below its start, so it is
		// also judged as a glob one folder down (./*/credentials), which
		// a path pattern that starts with ** matches by its tail: a name
		// that is a credential only in its folder (.aws/credentials,
		// .kube/config) stays held.
		dir, base := path.Split(f)
		glob := strings.ContainsAny(base, "*?[")
		out.Args = append(out.Args, parser.Word{Value: f, Glob: glob, Span: c.Span},
			parser.Word{Value: dir + "*/" + base, Glob: true, Span: c.Span})
	}
	return &out
}

// cutsLines reports whether a line filter passes something other than
// whole lines: head's and tail's bytes (-c, --bytes), grep's matched part
// (-o) or its count (-c), uniq's count before each line (-c).
func cutsLines(f *parser.Command) bool {
	short, valued := "", ""
	var long []string
	switch f.Name {
	case "head", "tail":
		short, valued, long = "c", "n", []string{"--bytes"}
	case "grep":
		short, valued, long = "oc", "efmABC", []string{"--only-matching", "--count"}
	case "uniq":
		short, valued, long = "c", "fsw", []string{"--count"}
	}
	for _, a := range f.Args {
		v := a.Value
		if name, _, _ := strings.Cut(v, "="); strings.HasPrefix(v, "--") && slices.Contains(long, name) {
			return true
		}
		if v == "--" {
			return false
		}
		if len(v) < 2 || v[0] != '-' || v[1] == '-' {
			continue
		}
		for _, r := range v[1:] {
			if strings.ContainsRune(short, r) {
				return true
			}
			if strings.ContainsRune(valued, r) {
				break
			}
		}
	}
	return false
}

// findNames are the files a find command prints, as START/NAME, when
// each is named by a -name or -iname, literal or a pattern (both spellings of the
// latter: as written and in lower case) and each start is in the
// project; nil otherwise.
func (s *Set) findNames(f *parser.Command) []string {
	args := f.Args
	var starts []string
	i := 0
	for ; i < len(args); i++ {
		a := args[i]
		if a.Dynamic || a.Glob {
			return nil
		}
		if strings.HasPrefix(a.Value, "-") || a.Value == "(" || a.Value == "!" {
			break
		}
		if a.Link || !s.findStartInProject(a.Value, f) || s.findStartLinked(a.Value) {
			return nil
		}
		starts = append(starts, a.Value)
	}
	if len(starts) == 0 {
		// find with no start looks in ".", but an option first
		// (-L follows links) is not read here.
		return nil
	}
	var names []string
	branchNamed := false
	for ; i < len(args); i++ {
		a := args[i]
		if a.Dynamic {
			return nil
		}
		switch a.Value {
		case "(":
			// ! ( -name '*.pyc' ) finds every file but those.
			if i > 0 && (args[i-1].Value == "!" || args[i-1].Value == "-not") {
				return nil
			}
		case "-o", "-or", ",":
			if !branchNamed {
				return nil
			}
			branchNamed = false
		case "-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls", "-follow", "-L",
			// They print more than the names, or text of their own
			// (-printf '/root/.ssh/id_rs\141\n').
			"-printf", "-ls", "-files0-from":
			return nil
		case "-name", "-iname":
			if i+1 >= len(args) {
				return nil
			}
			v := args[i+1]
			negated := i > 0 && (args[i-1].Value == "!" || args[i-1].Value == "-not")
			i++
			if negated {
				continue
			}
			// A pattern is kept as the glob it is; a backslash (an
			// escaped wildcard) is not read here.
			if v.Dynamic || v.Value == "" || strings.ContainsAny(v.Value, "\\/") {
				return nil
			}
			names = append(names, v.Value)
			if a.Value == "-iname" && strings.ToLower(v.Value) != v.Value {
				names = append(names, strings.ToLower(v.Value))
			}
			branchNamed = true
		}
	}
	if !branchNamed {
		return nil
	}
	var out []string
	for _, st := range starts {
		for _, n := range names {
			out = append(out, strings.TrimSuffix(st, "/")+"/"+n)
		}
	}
	return out
}

// findStartLinked reports whether find's start p may go through a
// symbolic link: its first folder is one on disk (find h/ with h ->
// ~/.config/gh looks in the credentials' folder), or a ".." part climbs
// from where a folder really is. "." is the folder the text runs in.
func (s *Set) findStartLinked(p string) bool {
	if hasDotDot(p) {
		return true
	}
	clean := path.Clean(p)
	if clean == "." || path.IsAbs(clean) || s.isLink == nil {
		return false
	}
	first, _, _ := strings.Cut(clean, "/")
	return s.isLink(first)
}

// findStartInProject reports whether find's start folder is in the
// project: relative and below the folder the text runs in, with no cd
// before, or the project's own folder by its absolute path.
func (s *Set) findStartInProject(p string, f *parser.Command) bool {
	if f.Dir != "" || f.CwdUnknown || f.Container != nil {
		return false
	}
	if !path.IsAbs(p) {
		return inProject(parser.Word{Value: p})
	}
	cwd := path.Clean(s.cwd)
	return s.cwdKind == projectFolder && s.cwd != "" && path.IsAbs(s.cwd) && within(path.Clean(p), cwd)
}
