package parser

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A loop over what find prints is a fourth spelling of find -exec CMD
// {}, find -delete and find | xargs CMD: for f in $(find ARGS); do BODY;
// done and find ARGS | while read -r f; do BODY; done run BODY with f set
// to each file find prints. The body is walked with the variable set to
// the words find -exec shows for {} (findMatches: START/NAME for each
// -name or -path, else the start folder) when each start is a folder of
// the project (plainFolder), and for a name the same name
// one folder down too (find prints it at any depth: ./*/credentials), so
// that the one path policy judges them. Anything else about the loop or
// the find (an argument not literal, an action or output format of its
// own, a link followed, another filter, a redirection) leaves the
// variable read at run time (Word.Input), as read's is.

// loopFound says which loop's variable takes the files a find prints.
type loopFound struct {
	loop  syntax.Command
	name  string
	words []string
	// outside: a start folder is not the project's (~, /etc, .git/hooks):
	// the body is walked with the words, for what it writes there, and
	// once more with the variable read at run time, for what it reads.
	outside bool
}

// findPrints returns the words for the files the find command of st
// prints, one per line; nil when that cannot be told. outside is set
// when a start is a literal folder that is not the project's.
func (p *parser) findPrints(fr *frame, st *syntax.Stmt) (out []string, outside bool) {
	if st == nil || st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 {
		return nil, false
	}
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Assigns) > 0 || len(call.Args) < 2 {
		return nil, false
	}
	var argv []field
	for _, a := range call.Args {
		if _, ok := quotedLit(a); !ok {
			return nil, false
		}
		argv = append(argv, p.fields(fr, a)...)
	}
	if len(argv) < 2 || argv[0].Dynamic || path.Base(argv[0].Value) != "find" {
		return nil, false
	}
	// Each branch of an -o names the files it matches: find . -name
	// '*.js' -o -type f prints every file.
	named, branches := false, false
	for _, a := range argv[1:] {
		switch a.Value {
		case "-printf", "-print0", "-fprint", "-fprint0", "-fprintf", "-fls", "-ls", "-exec", "-execdir", "-ok", "-okdir",
			"-delete", "-L", "-H", "-follow", "-files0-from", "(", ")":
			return nil, false
		case "-o", "-or", ",":
			if !named {
				return nil, false
			}
			named, branches = false, true
		case "-name", "-iname", "-path", "-ipath", "-wholename":
			named = true
		}
	}
	for _, a := range argv[1:] {
		if strings.HasPrefix(a.Value, "-") || a.Value == "!" {
			break
		}
		if a.Glob || a.Dynamic || a.Value == "" {
			return nil, false
		}
		outside = outside || !p.plainFolder(a.Value)
	}
	found, byName := findMatches(argv[1:])
	if branches && !named {
		return nil, false
	}
	for _, w := range found {
		out = append(out, w.Value)
		if dir, base := path.Split(w.Value); byName && base != "" && !strings.Contains(dir, "*") {
			out = append(out, dir+"*/"+base)
		}
	}
	return out, outside
}

// loopOverFind returns the words a for loop's variable takes when its
// only item is $(find ARGS), or $(ls [DIR]) alone or through filters
// that pass some of its lines whole (shuf, head -n N, tail -n N, sort):
// ls with no option prints the names in DIR, without their folder and
// without those that start with a dot, which is what the pattern *
// matches there.
func (p *parser) loopOverFind(fr *frame, wi *syntax.WordIter) (words []string, outside bool) {
	if len(wi.Items) != 1 || len(wi.Items[0].Parts) != 1 {
		return nil, false
	}
	cs, ok := wi.Items[0].Parts[0].(*syntax.CmdSubst)
	if !ok || len(cs.Stmts) != 1 {
		return nil, false
	}
	if found, outside := p.findPrints(fr, cs.Stmts[0]); found != nil {
		return found, outside
	}
	var stages []*syntax.Stmt
	st := cs.Stmts[0]
	for {
		b, ok := st.Cmd.(*syntax.BinaryCmd)
		if !ok {
			break
		}
		if b.Op != syntax.Pipe || len(st.Redirs) > 0 || st.Negated || st.Background {
			return nil, false
		}
		stages = append([]*syntax.Stmt{b.Y}, stages...)
		st = b.X
	}
	stages = append([]*syntax.Stmt{st}, stages...)
	if named, outside := p.lsNamed(fr, stages[0]); len(named) > 0 {
		for _, st := range stages[1:] {
			if words, ok := literalCall(st); !ok || len(words) == 0 || !wholeLines(words) {
				return nil, false
			}
		}
		return named, outside
	}
	for i, st := range stages {
		words, ok := literalCall(st)
		if !ok || len(words) == 0 {
			return nil, false
		}
		if i == 0 {
			if words[0] != "ls" || len(words) > 2 || len(words) == 2 && (strings.HasPrefix(words[1], "-") || !p.plainFolder(words[1])) {
				return nil, false
			}
			continue
		}
		if !wholeLines(words) {
			return nil, false
		}
	}
	return []string{"*"}, false
}

// lsNamed returns the words a loop's variable takes from ls given
// operands that are not a single folder of the project (ls ~/.bashrc
// ~/.profile): ls prints a file operand as it was named, and the names
// in a folder operand without their folder (*, read from where the loop
// runs). outside is set when an operand is not a plain folder of the
// project: the body is walked once more with the variable read at run
// time. nil when ls has an option, or an operand not known statically.
func (p *parser) lsNamed(fr *frame, st *syntax.Stmt) (words []string, outside bool) {
	if st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 {
		return nil, false
	}
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Assigns) > 0 || len(call.Args) < 2 {
		return nil, false
	}
	if name, ok := quotedLit(call.Args[0]); !ok || name != "ls" {
		return nil, false
	}
	var ops []string
	for _, a := range call.Args[1:] {
		if _, ok := quotedLit(a); !ok {
			return nil, false
		}
		for _, f := range p.fields(fr, a) {
			if f.Dynamic || f.Glob || f.Value == "" || strings.HasPrefix(f.Value, "-") {
				return nil, false
			}
			ops = append(ops, f.Value)
			outside = outside || !p.plainFolder(f.Value)
		}
	}
	if len(ops) == 1 && !outside {
		return nil, false // ls DIR: the names in it (loopOverFind)
	}
	return append(ops, "*"), outside
}

// literalCall returns the words of a simple command made only of
// literals, with no assignment, redirection or other form.
func literalCall(st *syntax.Stmt) ([]string, bool) {
	if st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 {
		return nil, false
	}
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Assigns) > 0 {
		return nil, false
	}
	var words []string
	for _, a := range call.Args {
		v, ok := quotedLit(a)
		if !ok || strings.ContainsAny(v, "*?[{~$`") {
			return nil, false
		}
		words = append(words, v)
	}
	return words, true
}

// wholeLines reports a filter that passes some of its input's lines as
// they are: shuf, head and tail by a count of lines, sort.
func wholeLines(words []string) bool {
	args := words[1:]
	switch words[0] {
	case "shuf", "head", "tail":
		for i := 0; i < len(args); i++ {
			a := args[i]
			switch {
			case a == "-n" && i+1 < len(args) && allDigits(args[i+1]):
				i++
			case len(a) > 2 && a[:2] == "-n" && allDigits(a[2:]), len(a) > 1 && a[0] == '-' && allDigits(a[1:]):
			default:
				return false
			}
		}
		return true
	case "sort":
		for _, a := range args {
			if a != "-r" && a != "-u" && a != "-n" && a != "-V" {
				return false
			}
		}
		return true
	}
	return false
}

// plainFolder reports a folder below the one the text runs in, named
// from there or by its absolute path before any cd, with no .. and no
// part that starts with a dot (.aws, .ssh): where the names a find or an
// ls prints are the project's files.
func (p *parser) plainFolder(v string) bool {
	if v == "" || strings.ContainsAny(v, "~$*?[{") {
		return false
	}
	if path.IsAbs(v) {
		cwd := path.Clean(p.opts.Cwd)
		if p.opts.Cwd == "" || !path.IsAbs(cwd) || cwd == "/" || p.dir != "" || p.cwdMoved || strings.Contains(v, "..") {
			return false
		}
		rest, ok := strings.CutPrefix(path.Clean(v), cwd)
		if !ok || rest != "" && !strings.HasPrefix(rest, "/") {
			return false
		}
		v = strings.TrimPrefix(rest, "/")
	}
	if strings.HasPrefix(v, "/") {
		return false
	}
	for part := range strings.SplitSeq(v, "/") {
		if part != "." && part != "" && strings.HasPrefix(part, ".") {
			return false
		}
	}
	return true
}

// readLoopOverFind returns what the last stage of a pipeline, a while
// loop whose only condition is read [-r] NAME, reads when the stages
// before it are a find alone.
func (p *parser) readLoopOverFind(fr *frame, stages []*syntax.Stmt) *loopFound {
	if len(stages) != 2 {
		return nil
	}
	last := stages[1]
	wc, ok := last.Cmd.(*syntax.WhileClause)
	if !ok || wc.Until || len(last.Redirs) > 0 || last.Negated || last.Background || len(wc.Cond) != 1 {
		return nil
	}
	cond := wc.Cond[0]
	call, ok := cond.Cmd.(*syntax.CallExpr)
	if !ok || cond.Negated || cond.Background || len(cond.Redirs) > 0 {
		return nil
	}
	for _, as := range call.Assigns {
		// IFS= read -r f keeps each line whole.
		if as.Name == nil || as.Name.Value != "IFS" || as.Append || as.Array != nil || as.Index != nil {
			return nil
		}
		if as.Value != nil {
			if v, ok := quotedLit(as.Value); !ok || v != "" {
				return nil
			}
		}
	}
	var words []string
	for _, a := range call.Args {
		v, ok := quotedLit(a)
		if !ok {
			return nil
		}
		words = append(words, v)
	}
	if len(words) == 3 && words[1] == "-r" {
		words = []string{words[0], words[2]}
	}
	if len(words) != 2 || words[0] != "read" || !validName(words[1]) || words[1] == "IFS" || words[1] == "REPLY" {
		return nil
	}
	found, outside := p.findPrints(fr, stages[0])
	if len(found) == 0 {
		return nil
	}
	return &loopFound{loop: wc, name: words[1], words: found, outside: outside}
}

// walkLoopFound walks the body of a loop whose variable takes the
// files a find prints, once with each word for them.
func (p *parser) walkLoopFound(lf *loopFound, body []*syntax.Stmt, fr *frame) {
	delete(p.inputVars, lf.name)
	if p.globVars == nil {
		p.globVars = map[string]bool{}
	}
	p.globVars[lf.name] = true
	for _, w := range lf.words {
		p.vars[lf.name] = w
		p.walkStmts(body, fr)
	}
	// Afterwards it holds the last name find printed, or nothing.
	delete(p.globVars, lf.name)
	delete(p.vars, lf.name)
	p.markInput(lf.name)
	if lf.outside {
		p.walkStmts(body, fr)
	}
}

func allDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}
