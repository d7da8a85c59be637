package inline

import (
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// A builtin function reached through the builtins module is the builtin
// itself: __builtins__.exec(s), builtins.exec(s), getattr(__builtins__,
// 'exec')(s), __builtins__.__dict__['exec'](s), vars(builtins)['eval'](s)
// and json.__builtins__['exec'](s) all run s as exec(s) does (Python's
// docs, "builtins" and "Built-in Functions": __builtins__ is the module,
// or its dict, in every module's globals; a builtin function's __self__
// is the module). pyPlainBuiltins writes each such reach by a literal
// name as the plain name, so that it is read as the plain call is, and
// one by a name computed at run time as a lookup in __builtins__
// (code-indirect). importlib's functions reached by getattr, vars or
// __dict__ with a literal are written as importlib.NAME.

var (
	// pyBuiltinsRef finds a spelling of the builtins module or its dict:
	// __builtins__ (also a module's, json.__builtins__), a builtin
	// function's __self__, the module builtins, sys.modules['builtins'],
	// __import__('builtins'), and a globals dict's ['__builtins__'].
	pyBuiltinsRef = &lazy.Regexp{Src: `(?:[A-Za-z_]\w*\s*\.\s*)*(?:__builtins__|__self__)\b|\bbuiltins\b|\bsys\s*\.\s*modules\s*(?:\[\s*['"]builtins['"]\s*\]|\.\s*get\s*\(\s*['"]builtins['"]\s*\))|\[\s*['"]__builtins__['"]\s*\]|(?:\bimportlib\s*\.\s*)?(?:\b__import__|\bimport_module)\s*\(\s*['"]builtins['"]\s*\)`}
	// pyBuiltinsAlias finds a name bound to the builtins module or its
	// dict: import builtins as b, b = __builtins__, d = vars(builtins),
	// d = builtins.__dict__, b = __import__('builtins').
	pyBuiltinsAlias = &lazy.Regexp{Src: `\bimport\s+builtins\s+as\s+([A-Za-z_]\w*)|(?:^|[^\w.=!<>])([A-Za-z_]\w*)\s*=\s*(?:vars\s*\(\s*)?(?:(?:[A-Za-z_]\w*\s*\.\s*)*__builtins__\b|builtins\b|(?:importlib\s*\.\s*)?(?:__import__|import_module)\s*\(\s*['"]builtins['"])`}
	// pyImportlibAlias finds a name bound to importlib.
	pyImportlibAlias = &lazy.Regexp{Src: `\bimport\s+importlib\s+as\s+([A-Za-z_]\w*)|(?:^|[^\w.=!<>])([A-Za-z_]\w*)\s*=\s*importlib\b`}
	// After a reference: a member by a literal name (.__dict__['x'],
	// ['x'], .get('x'), .__getattribute__('x'), .x).
	pyMemberLit  = &lazy.Regexp{Src: `^(?:\s*\.\s*__dict__)?\s*(?:\.\s*(?:get|__getattribute__)\s*\(\s*|\[\s*)[rRuU]?['"]([A-Za-z_]\w*)['"]\s*[\])]`}
	pyMemberAttr = &lazy.Regexp{Src: `^\s*\.\s*([A-Za-z_]\w*)`}
	// After a reference: a member by a name computed at run time.
	pyMemberDyn = &lazy.Regexp{Src: `^(?:\s*\.\s*__dict__)?\s*(?:\[|\.\s*(?:get|__getattribute__)\s*\()`}
	// Before a reference: getattr( or vars(.
	pyImportlibRef  = &lazy.Regexp{Src: `\bimportlib\b`}
	pyGetattrBefore = &lazy.Regexp{Src: `\b(getattr|vars)\s*\(\s*$`}
	// Before a reference: operator.attrgetter(ARGS)( or
	// operator.methodcaller(ARGS)(; after it, the call's end.
	pyAttrgetterBefore = &lazy.Regexp{Src: `\b(attrgetter|methodcaller)\s*\(\s*([^()]*?)\s*\)\s*\(\s*$`}
	pyCallEnd          = &lazy.Regexp{Src: `^\s*\)`}
	// A literal name first in an argument list.
	pyFirstLit = &lazy.Regexp{Src: `^[rRuU]?['"]([A-Za-z_]\w*)['"]\s*`}
	// After a reference in getattr(REF, 'x'[, default]).
	pyGetattrLit = &lazy.Regexp{Src: `^\s*,\s*[rRuU]?['"]([A-Za-z_]\w*)['"]\s*(?:,[^()\n]*)?\)`}
	// After a reference in vars(REF)['x'] or vars(REF).get('x').
	pyVarsLit = &lazy.Regexp{Src: `^\s*\)\s*(?:\[\s*|\.\s*get\s*\(\s*)[rRuU]?['"]([A-Za-z_]\w*)['"]\s*[\])]`}
	pyVarsDyn = &lazy.Regexp{Src: `^\s*\)\s*(?:\[|\.\s*get\s*\()`}
)

// pyNotMembers are the names after a builtins reference that are ways to
// its members, not members themselves.
var pyNotMembers = []string{"__dict__", "__self__", "__builtins__", "get", "__getattribute__", "keys", "values", "items"}

// pyPlainBuiltins returns code with each reach of a builtin through the
// builtins module written as the plain name (see above), and each call
// of a name bound to a builtin that runs code as that builtin's call
// (pyAliasedBuiltins), or code itself when there is none; a call of a
// name bound to attrgetter or methodcaller is first written as theirs
// (pyOperatorAliases). References inside string literals and comments
// are left: they are data unless the code runs them, and running them
// is read on its own.
func pyPlainBuiltins(code string) string {
	code = pyOperatorAliases(code)
	if strings.Contains(code, "builtins") || strings.Contains(code, "__self__") {
		code = pyRewriteReach(code, pyBuiltinsRef.Get(), pyBuiltinsAlias.Get(), true)
	}
	if strings.Contains(code, "importlib") {
		code = pyRewriteReach(code, pyImportlibRef.Get(), pyImportlibAlias.Get(), false)
	}
	return pyAliasedBuiltins(code)
}

// pyRewriteReach rewrites the members of the object ref finds (or a name
// alias binds to it) reached by a literal name: as the plain name when
// plain is true, else as OBJ.NAME. A member reached by a computed name
// is written as a lookup in __builtins__ when plain is true.
func pyRewriteReach(code string, ref, alias *regexp.Regexp, plain bool) string {
	var names []string
	for _, m := range alias.FindAllStringSubmatch(code, -1) {
		for _, n := range m[1:] {
			if n != "" && n != "builtins" && n != "importlib" {
				names = append(names, regexp.QuoteMeta(n))
			}
		}
	}
	if len(names) > 0 {
		ref = regexp.MustCompile(ref.String() + `|\b(?:` + strings.Join(names, "|") + `)\b`)
	}
	spans := pyLiteralSpans(code)
	var sb strings.Builder
	last := 0
	emit := func(from, to int, repl string) {
		sb.WriteString(code[last:from])
		if sb.Len() > 0 && repl != "" {
			if c := sb.String()[sb.Len()-1]; isIdent(c) || c == '.' {
				sb.WriteByte(' ')
			}
		}
		sb.WriteString(repl)
		last = to
	}
	for off := 0; off < len(code); {
		loc := ref.FindStringIndex(code[off:])
		if loc == nil {
			break
		}
		start, end := off+loc[0], off+loc[1]
		off = end
		if start < last || inSpans(start, spans) {
			continue
		}
		obj := code[start:end]
		if isIdent(obj[0]) && !strings.HasPrefix(obj, "__") && start > 0 && code[start-1] == '.' {
			continue // x.builtins is an attribute of x, not the module
		}
		member := func(name string) string {
			if plain {
				return name
			}
			return strings.TrimSpace(obj) + "." + name
		}
		rest := code[end:]
		if b := pyAttrgetterBefore.Get().FindStringSubmatchIndex(code[last:start]); b != nil {
			// operator.attrgetter('x')(REF) is getattr(REF, 'x'), and
			// operator.methodcaller('x', a)(REF) is getattr(REF, 'x')(a).
			if a := pyCallEnd.Get().FindStringIndex(rest); a != nil {
				from, args := last+b[0], code[last+b[4]:last+b[5]]
				lit := pyFirstLit.Get().FindStringSubmatchIndex(args)
				switch {
				case lit != nil && code[last+b[2]:last+b[3]] == "methodcaller":
					emit(from, end+a[1], member(args[lit[2]:lit[3]])+"("+strings.TrimLeft(args[lit[1]:], " \t,")+")")
				case lit != nil && lit[1] == len(args):
					emit(from, end+a[1], member(args[lit[2]:lit[3]]))
				case plain:
					emit(from, end+a[1], "getattr(__builtins__, "+args+")")
				default:
					continue
				}
				off = end + a[1]
				continue
			}
		}
		if b := pyGetattrBefore.Get().FindStringSubmatchIndex(code[last:start]); b != nil {
			from := last + b[0]
			lit, dyn := pyGetattrLit.Get(), (*regexp.Regexp)(nil)
			if code[last+b[2]:last+b[3]] == "vars" {
				lit, dyn = pyVarsLit.Get(), pyVarsDyn.Get()
			}
			if m := lit.FindStringSubmatchIndex(rest); m != nil {
				emit(from, end+m[1], member(rest[m[2]:m[3]]))
				off = end + m[1]
				continue
			}
			if plain && (dyn == nil || dyn.MatchString(rest)) {
				emit(start, end, "__builtins__")
			}
			continue
		}
		if m := pyMemberLit.Get().FindStringSubmatchIndex(rest); m != nil {
			emit(start, end+m[1], member(rest[m[2]:m[3]]))
			off = end + m[1]
			continue
		}
		if !plain {
			continue
		}
		if m := pyMemberAttr.Get().FindStringSubmatchIndex(rest); m != nil {
			if name := rest[m[2]:m[3]]; !slices.Contains(pyNotMembers, name) {
				emit(start, end+m[1], name)
				off = end + m[1]
				continue
			}
		}
		if pyMemberDyn.Get().MatchString(rest) && obj != "__builtins__" {
			emit(start, end, "__builtins__")
		}
	}
	if last == 0 {
		return code
	}
	sb.WriteString(code[last:])
	return sb.String()
}
