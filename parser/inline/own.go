package inline

import (
	"regexp"
	"strings"
)

// Python code that deletes only what it made itself loses nothing that
// was there before it ran: a temporary file or folder from tempfile
// (mkdtemp, mkstemp, mktemp, NamedTemporaryFile's name,
// TemporaryDirectory), a folder it created with os.mkdir, os.makedirs or
// Path.mkdir (which fail when the folder exists, unless exist_ok says
// otherwise), or a file whose content it wrote itself (Path.write_text,
// open(..., 'w')), which the write already replaced. The dataflow is on
// names bound once and literal paths, inside one snippet; anything else
// (a name bound twice, a path built at run time, a move or rename into
// what it made) is not known to be its own.

var (
	// pyTempSource binds NAME to a fresh temporary path: NAME =
	// tempfile.mkdtemp(...), NAME = tempfile.mkstemp(...)[1], _, NAME =
	// tempfile.mkstemp(...), NAME = tempfile.mktemp(...).
	pyTempAssign = &lazyRegexp{src: `(?m)(?:^|;)[ \t]*(?:(\w+)[ \t]*,[ \t]*)?(\w+)[ \t]*=[ \t]*(?:tempfile\.)?(mkdtemp|mkstemp|mktemp)[ \t]*\(([^()]*)\)([ \t]*\[[ \t]*1[ \t]*\])?`}
	// pyTempWith binds NAME by with tempfile.X(...) as NAME.
	pyTempWith = &lazyRegexp{src: `\bwith[ \t]+(?:tempfile\.)?(NamedTemporaryFile|TemporaryDirectory)[ \t]*\(([^()]*)\)[ \t]+as[ \t]+(\w+)[ \t]*:`}
	// pyTempObject binds NAME = tempfile.NamedTemporaryFile(...) or
	// TemporaryDirectory(...), whose .name is the path.
	pyTempObject = &lazyRegexp{src: `(?m)(?:^|;)[ \t]*(\w+)[ \t]*=[ \t]*(?:tempfile\.)?(NamedTemporaryFile|TemporaryDirectory)[ \t]*\(([^()]*)\)`}
	// pyDerived binds NAME = OTHER.name or NAME = OTHER + 'suffix'.
	pyDerived = &lazyRegexp{src: `(?m)(?:^|;)[ \t]*(\w+)[ \t]*=[ \t]*(\w+)(?:\.name\b|[ \t]*\+[ \t]*(?:'([^'/\\]*)'|"([^"/\\]*)"))[ \t]*(?:$|;|#)`}
	// pyForOwn binds NAME by for NAME in [A, B, ...]: or (A, B, ...).
	pyForOwn = &lazyRegexp{src: `\bfor[ \t]+(\w+)[ \t]+in[ \t]+[\[(]([\w \t,]+)[\])][ \t]*:`}
	// pyMadeLiteral finds a literal path the code creates: a folder with
	// os.mkdir/os.makedirs/Path.mkdir, a file with Path.write_text/
	// write_bytes/touch or open(..., 'w'/'wb'/'x').
	pyMadeLiteral = &lazyRegexp{src: `\bos\.(?:mkdir|makedirs)[ \t]*\([ \t]*('[^'\\]+'|"[^"\\]+")([^()]*)\)|\bPath[ \t]*\([ \t]*('[^'\\]+'|"[^"\\]+")[ \t]*\)\.(mkdir|write_text|write_bytes|touch)[ \t]*\(([^()]*)\)|\bopen[ \t]*\([ \t]*('[^'\\]+'|"[^"\\]+")[ \t]*,[ \t]*['"](?:w|wb|x|xb|w\+|wb\+)['"]`}
	// pyOwnDelete finds a delete of one name or literal: os.remove,
	// os.unlink, os.rmdir, shutil.rmtree, Path(X).unlink() or .rmdir().
	pyOwnDelete = &lazyRegexp{src: `\b(?:os\.(?:remove|unlink|rmdir)|shutil\.rmtree)[ \t]*\([ \t]*(\w+|'[^'\\]+'|"[^"\\]+")[ \t]*(?:,[ \t]*(?:ignore_errors[ \t]*=[ \t]*True|True)[ \t]*)?\)|\b(?:pathlib\.)?Path[ \t]*\([ \t]*(\w+|'[^'\\]+'|"[^"\\]+")[ \t]*\)\.(?:unlink|rmdir)[ \t]*\([ \t]*(?:missing_ok[ \t]*=[ \t]*True)?[ \t]*\)`}
	// pyMoveCall finds calls that bring other data into a path.
	pyMoveCall = &lazyRegexp{src: `\b(?:rename|replace|move|renames|symlink_to|hardlink_to|copytree)[ \t]*\(`}
	// pyProcessCall finds calls that run a program, and pyMoveWord the
	// programs that move data (mv, rsync, a mount) among their words.
	pyProcessCall = &lazyRegexp{src: `\b(?:run|call|check_call|check_output|Popen|system|popen|getoutput|getstatusoutput|spawn\w*|exec\w*)[ \t]*\(`}
	pyMoveWord    = &lazyRegexp{src: `\b(?:mv|rsync|mount|rename|ditto)\b`}
	// pyRebinds finds ways to bind a name that no assignment shows.
	pyRebinds = &lazyRegexp{src: `\b(?:globals|locals|vars|setattr|exec|eval)[ \t]*\(|__dict__`}
)

// own is what a snippet made itself: names bound once to a path it made,
// and literal paths it created, each from the offset where it was made.
type own struct {
	names map[string]int
	lits  map[string]int
	// loops are the bodies of for NAME in [A, B]: loops over names the
	// code made: inside, until rebound, NAME is one of them.
	loops map[string][][2]int
	code  string
}

// pythonOwn reads the paths a Python snippet makes itself.
func pythonOwn(code string) own {
	o := own{names: map[string]int{}, lits: map[string]int{}, loops: map[string][][2]int{}, code: code}
	if pyRebinds.get().MatchString(code) {
		return o
	}
	if !strings.Contains(code, "temp") && !strings.Contains(code, "mkdir") && !strings.Contains(code, "makedirs") && !strings.Contains(code, "write") && !strings.Contains(code, "open") && !strings.Contains(code, "touch") {
		return o
	}
	// A comment or a string that spells a call makes nothing.
	data := pyDataSpans(code)
	inData := func(m []int) bool { return inSpans(m[0], data) }
	// inTemp are the names whose path is in the system's temporary
	// folder (no dir= given), so that a suffix keeps them there.
	inTemp := map[string]bool{}
	add := func(name string, at int, args string) {
		// A prefix or suffix that climbs (suffix='/../x') may name a
		// path outside what was made.
		if name == "_" || strings.Contains(args, "..") || bindCount(code, name) != 1 {
			return
		}
		o.names[name] = at
		if !strings.Contains(args, "dir") {
			inTemp[name] = true
		}
	}
	for _, m := range pyTempAssign.get().FindAllStringSubmatchIndex(code, -1) {
		if inData(m) {
			continue
		}
		fn := code[m[6]:m[7]]
		tuple := m[2] >= 0
		index := m[10] >= 0
		// mkstemp returns (fd, path): only its second value is a path.
		if fn == "mkstemp" && !tuple && !index || fn != "mkstemp" && (tuple || index) {
			continue
		}
		add(code[m[4]:m[5]], m[1], code[m[8]:m[9]])
	}
	// objects are temporary files and folders by their object, whose
	// .name is the path, with the arguments that made them.
	objects := map[string]string{}
	for _, m := range pyTempObject.get().FindAllStringSubmatchIndex(code, -1) {
		if inData(m) {
			continue
		}
		if bindCount(code, code[m[2]:m[3]]) == 1 {
			objects[code[m[2]:m[3]]] = code[m[6]:m[7]]
		}
	}
	for _, m := range pyTempWith.get().FindAllStringSubmatchIndex(code, -1) {
		if inData(m) {
			continue
		}
		name := code[m[6]:m[7]]
		if code[m[2]:m[3]] == "NamedTemporaryFile" {
			if bindCount(code, name) == 1 {
				objects[name] = code[m[4]:m[5]]
			}
			continue
		}
		add(name, m[1], code[m[4]:m[5]])
	}
	for _, m := range pyDerived.get().FindAllStringSubmatchIndex(code, -1) {
		if inData(m) {
			continue
		}
		name, from := code[m[2]:m[3]], code[m[4]:m[5]]
		suffix := m[6] >= 0 || m[8] >= 0
		switch {
		case !suffix:
			if args, ok := objects[from]; ok {
				add(name, m[1], args)
			}
		case suffix && inTemp[from]:
			if _, ok := o.names[from]; ok && bindCount(code, name) == 1 {
				o.names[name] = m[1]
				inTemp[name] = true
			}
		}
	}
	for _, m := range pyForOwn.get().FindAllStringSubmatchIndex(code, -1) {
		if inData(m) {
			continue
		}
		all := true
		for _, item := range strings.Split(code[m[4]:m[5]], ",") {
			if item = strings.TrimSpace(item); item == "" {
				continue
			}
			if at, ok := o.names[item]; !ok || at > m[0] {
				all = false
			}
		}
		if all {
			name := code[m[2]:m[3]]
			o.loops[name] = append(o.loops[name], [2]int{m[1], loopEnd(code, m[0], m[1])})
		}
	}
	for _, m := range pyMadeLiteral.get().FindAllStringSubmatchIndex(code, -1) {
		if inData(m) {
			continue
		}
		var lit, args string
		switch {
		case m[2] >= 0:
			lit, args = code[m[2]:m[3]], code[m[4]:m[5]]
		case m[6] >= 0:
			lit, args = code[m[6]:m[7]], code[m[10]:m[11]]
			if code[m[8]:m[9]] != "mkdir" {
				args = ""
			}
		default:
			lit = code[m[12]:m[13]]
		}
		// exist_ok, by name or as the third positional argument, lets
		// mkdir keep what was there.
		if strings.Contains(args, "exist_ok") || strings.Count(args, ",") >= 2 {
			continue
		}
		lit = lit[1 : len(lit)-1]
		// Named before it was made (a delete first) is not its own.
		if strings.Index(code, lit) < m[0] {
			continue
		}
		if _, seen := o.lits[lit]; !seen && !strings.Contains(lit, "..") {
			o.lits[lit] = m[1]
		}
	}
	// A move or rename that names what the code made may bring other
	// data into it, and so may a program run to move (mv, rsync).
	moves := pyMoveCall.get().FindAllStringIndex(code, -1)
	for _, m := range pyProcessCall.get().FindAllStringIndex(code, -1) {
		if pyMoveWord.get().MatchString(callArgs(code, m[1])) {
			moves = append(moves, m)
		}
	}
	for _, m := range moves {
		args := callArgs(code, m[1])
		for name := range o.names {
			if indexWord(args, name) >= 0 {
				delete(o.names, name)
			}
		}
		for lit := range o.lits {
			if strings.Contains(args, lit) {
				delete(o.lits, lit)
			}
		}
	}
	return o
}

// has reports whether the argument text (a name, or a quoted literal)
// is a path the code made before offset at.
func (o own) has(arg string, at int) bool {
	if arg == "" {
		return false
	}
	if arg[0] == '\'' || arg[0] == '"' {
		made, ok := o.lits[arg[1:len(arg)-1]]
		return ok && made <= at
	}
	if made, ok := o.names[arg]; ok && made <= at {
		return true
	}
	for _, body := range o.loops[arg] {
		if at >= body[0] && at < body[1] && bindCount(o.code[body[0]:at], arg) == 0 {
			return true
		}
	}
	return false
}

// loopEnd returns where the body of the loop whose header is
// code[start:colon] ends: the rest of its line, and the lines after it
// indented deeper than it.
func loopEnd(code string, start, colon int) int {
	ls := strings.LastIndexByte(code[:start], '\n') + 1
	indent := len(code[ls:start]) - len(strings.TrimLeft(code[ls:start], " \t"))
	if strings.TrimSpace(code[ls:start]) != "" {
		// for after other code on its line (a; for x in y: z): only
		// the rest of the line.
		indent = -1
	}
	i := strings.IndexByte(code[colon:], '\n')
	if i < 0 {
		return len(code)
	}
	i += colon + 1
	if strings.TrimSpace(code[colon:i]) != "" || indent < 0 {
		return i // the body is on the header's line
	}
	for i < len(code) {
		e := strings.IndexByte(code[i:], '\n')
		if e < 0 {
			e = len(code) - i
		}
		line := code[i : i+e]
		t := strings.TrimLeft(line, " \t")
		if t != "" && !strings.HasPrefix(t, "#") && len(line)-len(t) <= indent {
			return i
		}
		i += e + 1
	}
	return len(code)
}

// maskOwnDeletes blanks the deletes of what the code made itself, so
// that the patterns that hold a delete do not read them.
func maskOwnDeletes(code string, o own) string {
	if len(o.names)+len(o.lits)+len(o.loops) == 0 {
		return ""
	}
	var b []byte
	for _, m := range pyOwnDelete.get().FindAllStringSubmatchIndex(code, -1) {
		arg := ""
		if m[2] >= 0 {
			arg = code[m[2]:m[3]]
		} else {
			arg = code[m[4]:m[5]]
		}
		if !o.has(arg, m[0]) {
			continue
		}
		if b == nil {
			b = []byte(code)
		}
		for i := m[0]; i < m[1]; i++ {
			if b[i] != '\n' {
				b[i] = ' '
			}
		}
	}
	if b == nil {
		return ""
	}
	return string(b)
}

// bindCount counts the places that bind name: assignments (plain,
// augmented, walrus, tuple), as, for, global, nonlocal, del, import,
// def or class, and a function's or a lambda's parameter. A keyword
// argument (f(name=1)) counts too, which only errs toward not knowing.
func bindCount(code, name string) int {
	re, err := regexp.Compile(`(?m)(?:^|[;:])[ \t]*\(?(?:[\w \t]*,[ \t]*)*\b` + name + `\b[ \t]*(?:,[\w \t,]*)?\)?[ \t]*[-+*/%|&@^]?:?=[^=]|\b(?:as|for|global|nonlocal|del|import|def|class)[ \t]+(?:[\w \t]*,[ \t]*)*` + name + `\b|\b` + name + `[ \t]*:=|[(,][ \t]*` + name + `[ \t]*=[^=]|\bdef[ \t]+\w+[ \t]*\([^)]*\b` + name + `\b|\blambda\b[^:]*\b` + name + `\b`)
	if err != nil {
		return 0
	}
	return len(re.FindAllStringIndex(code, -1))
}

// callArgs returns the text of a call's arguments from just after its
// opening parenthesis to the one that closes it.
func callArgs(code string, i int) string {
	depth := 1
	for j := i; j < len(code); j++ {
		switch code[j] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return code[i:j]
			}
		}
	}
	return code[i:]
}

// markOwn marks the deletes among calls whose target the code made
// itself, and returns the code with those deletes blanked ("" when
// there are none).
func markOwn(orig, code string, calls []Call) string {
	o := pythonOwn(code)
	if len(o.names)+len(o.lits)+len(o.loops) == 0 {
		return ""
	}
	for i := range calls {
		c := &calls[i]
		switch c.Kind {
		case "rmrf", "rmf", "rmdir":
		default:
			continue
		}
		v := &c.Args[0]
		switch {
		case v.IsList:
		case v.Dynamic && IsIdent(v.Expr):
			v.Own = o.has(v.Expr, c.at)
		case !v.Dynamic:
			v.Own = o.has("'"+v.Str+"'", c.at)
		}
	}
	if orig != code {
		o = pythonOwn(orig)
	}
	return maskOwnDeletes(orig, o)
}
