package inline

import "strings"

// Python scripts that edit a file read it, change the text and write it
// back, most often through a name bound once to the path:
//
//	p = Path('pkg/mod.py'); s = p.read_text(); ...; p.write_text(s)
//	path = 'pkg/mod.py'; open(path, 'w').write(s)
//
// pythonPathWrites lists those writes with the literal path, so that the
// path policy judges them as it judges a redirection: an edit of the
// project is an editor's work, a write of a start-up file, an agent's
// settings or the gate's files is not. A name bound more than once, or to
// anything but a literal, stays a name gatesh does not know.

var (
	// pyPathWrite finds X.write_text( and X.write_bytes( with X a
	// name or Path(LITERAL).
	pyPathWrite = &lazyRegexp{src: `(?:\b(?:pathlib\.)?Path[ \t]*\([ \t]*('[^'\\\n]+'|"[^"\\\n]+")[ \t]*\)|\b([A-Za-z_]\w*))[ \t]*\.(?:write_text|write_bytes)[ \t]*\(`}
	// pyOpenName finds open(NAME, MODE: an open of a path held in a
	// name; its mode is read by the open call itself.
	pyOpenName = &lazyRegexp{src: `(?:^|[^\w.])(?:io\.)?open[ \t]*\([ \t]*([A-Za-z_]\w*)[ \t]*,[ \t]*['"]([rwabxt+]+)['"]`}
	// pyPathBind binds NAME = 'LITERAL' or NAME = Path('LITERAL').
	pyPathBind = &lazyRegexp{src: `(?m)(?:^|;)[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*(?:(?:pathlib\.)?Path[ \t]*\([ \t]*('[^'\\\n]+'|"[^"\\\n]+")[ \t]*\)|('[^'\\\n]+'|"[^"\\\n]+"))[ \t]*(?:$|;|#)`}
)

// pythonPathWrites finds the writes of files named by a literal or by a
// name bound once to one. Code that can run text or reach names through
// text is read as written; strings and comments otherwise are data.
func pythonPathWrites(code string) []Call {
	if !strings.Contains(code, "write_") && !strings.Contains(code, "open") {
		return nil
	}
	prog := pyProgram(code)
	if prog == "" {
		prog = code
	}
	// lit is the literal at the same place of the code: the program
	// text has its strings filled in.
	lit := func(from, to int) string { return code[from+1 : to-1] }
	// A literal with an escape (\x2f is a slash) is not read here.
	plain := func(p string) bool { return p != "" && !strings.Contains(p, "\\") }
	bound := map[string]string{}
	for _, m := range pyPathBind.get().FindAllStringSubmatchIndex(prog, -1) {
		name := prog[m[2]:m[3]]
		switch {
		case m[4] >= 0:
			bound[name] = lit(m[4], m[5])
		case m[6] >= 0:
			bound[name] = lit(m[6], m[7])
		}
	}
	once := func(name string) (string, bool) {
		p, ok := bound[name]
		if !ok || bindCount(prog, name) != 1 {
			return "", false
		}
		return p, true
	}
	var out []Call
	write := func(p string, at int) {
		if plain(p) {
			out = append(out, Call{Kind: "write", Args: []Value{{Str: p}}, at: at})
		}
	}
	for _, m := range pyPathWrite.get().FindAllStringSubmatchIndex(prog, -1) {
		switch {
		case m[2] >= 0:
			write(lit(m[2], m[3]), m[0])
		case m[4] >= 0:
			if p, ok := once(prog[m[4]:m[5]]); ok {
				write(p, m[0])
			}
		}
	}
	for _, m := range pyOpenName.get().FindAllStringSubmatchIndex(prog, -1) {
		if !strings.ContainsAny(code[m[4]:m[5]], "wax+") {
			continue
		}
		if p, ok := once(prog[m[2]:m[3]]); ok {
			write(p, m[0])
		}
	}
	return out
}
