package parser

import (
	"path"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

var findExec = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"-exec": true, "-execdir": true, "-ok": true, "-okdir": true}
}}

// unwrapFind lists find itself and each command it executes.
func (p *parser) unwrapFind(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	c := p.emit(fr, u, argv, *in)
	out := stageOut{names: []string{c.Name}}
	args := argv[1:]
	if u.more {
		// xargs find: words appended at run time may be -delete or
		// -exec; a placeholder standing alone where a start folder
		// or an action goes may be too. As an option's value it is data.
		appended, inExec := true, false
		for k, a := range args {
			switch {
			case findExec.Get()[a.Value]:
				inExec = true
			case inExec && (a.Value == ";" || a.Value == "+"):
				inExec = false
			}
			if !u.runtimeText(a.Value) {
				continue
			}
			appended = false
			if !inExec && !strings.Contains(a.Value, "/") && (k == 0 || !strings.HasPrefix(args[k-1].Value, "-")) {
				p.problem("dynamic_eval", "find's expression is completed at run time by "+lastWrapper(u), a.Span)
			}
		}
		if appended {
			p.problem("dynamic_eval", "find's expression is completed at run time by "+lastWrapper(u), in.span)
		}
	}
	var writes []string
	for i, a := range args {
		switch a.Value {
		case "-fprint", "-fprint0", "-fls", "-fprintf":
			// Each opens its file for writing and empties it.
			if i+1 < len(args) {
				if args[i+1].Dynamic {
					p.problem("dynamic_eval", "find "+a.Value+" writes a file whose name is not known statically", args[i+1].Span)
					continue
				}
				writes = append(writes, args[i+1].Value)
			}
		}
	}
	p.impliedWrites(fr, writes, in.span, "find -fprint")
	found, byName := findMatches(args)
	for i := 0; i < len(args); i++ {
		flag := args[i].Value
		if flag != "-exec" && flag != "-execdir" && flag != "-ok" && flag != "-okdir" {
			continue
		}
		j := i + 1
		for j < len(args) && args[j].Value != ";" && args[j].Value != "+" {
			j++
		}
		cmd := args[i+1 : j]
		// The names bound {} only when this action's own chain of
		// tests holds them (find . -name '*.pyc' -o -type f -exec rm
		// {} + removes every other file).
		byName := byName && boundByName(args, i)
		if len(cmd) > 0 {
			// -execdir runs in the folder of each file found, so
			// relative paths in it point anywhere.
			sub := &unwrap{ctx: u.ctx, wrappers: u.wrappers, cwdMoved: flag == "-execdir" || flag == "-okdir", more: u.more, tokens: u.tokens, container: u.container}
			sub.push("find -exec")
			var withFound []field
			for _, a := range cmd {
				// {} alone, with the files find matches known by the
				// pattern of their name, adds no word the pattern does not
				// show; a folder alone says nothing of the files in it.
				if strings.Contains(a.Value, "{}") && (a.Value != "{}" || !byName) {
					sub.more = true
				}
				if a.Value == "{}" && len(found) > 0 {
					// {} stands for the files find matches: show them
					// as the pattern they match, so that rules on
					// file names apply (find . -name .env -exec cat {}).
					for _, w := range found {
						w.Span = a.Span
						withFound = append(withFound, field{Word: w})
					}
					continue
				}
				withFound = append(withFound, a)
			}
			p.runFindAction(fr, sub, withFound, sub.more, in)
			p.findShellParams(fr, u, args[i+1:j], found, sub, in)
		}
		i = j
	}
	return step{out: out}, true
}

// findShellParams walks a shell that find -exec runs with {} among the
// words after its script (find DIR -exec sh -c 'echo x >> "$1"' _ {} \;)
// once more for each word findMatches shows for {}, with {} as that
// word alone, a pattern: the script's $0, $1 or "$@" is bound to it, so
// that what the script writes or reads through it is judged where it
// points. The walk with every word, where the parameters are not known,
// stays.
func (p *parser) findShellParams(fr *frame, u *unwrap, cmd []field, found []Word, sub *unwrap, in *cmdIn) {
	if len(found) == 0 || len(cmd) < 3 || cmd[0].Dynamic || !isShell(path.Base(cmd[0].Value)) {
		return
	}
	at := slices.IndexFunc(cmd, func(a field) bool { return a.Value == "{}" && !a.Dynamic })
	script := slices.IndexFunc(cmd[1:], func(a field) bool { return !strings.HasPrefix(a.Value, "-") })
	if at < 0 || script < 0 || at <= script+1 {
		return
	}
	for _, w := range found {
		argv := slices.Clone(cmd)
		argv[at] = field{Word: Word{Value: w.Value, Glob: true, Span: cmd[at].Span}}
		p.runFindAction(fr, sub, argv, u.more, in)
	}
}

// runFindAction walks the command of a find action: what it runs with
// more words at run time (more) is marked so, and in another folder
// when sub says -execdir.
func (p *parser) runFindAction(fr *frame, sub *unwrap, argv []field, more bool, in *cmdIn) {
	f := *fr
	f.ctx, f.wrappers = sub.ctx, sub.wrappers
	f.more, f.tokens = more, sub.tokens
	n := len(p.script.Commands)
	p.runArgv(&f, argv, cmdIn{span: in.span})
	for _, c := range p.script.Commands[n:] {
		c.CwdUnknown = c.CwdUnknown || sub.cwdMoved
		c.MoreArgs = c.MoreArgs || more
	}
}

// boundByName reports whether the action at args[at] runs only on files
// that a -name, -path or -wholename test of its own chain matches. find(1)
// joins tests with -a unless -o or "," parts them, so the tests after the
// last -o before the action decide, and no test before it. A parenthesis
// or a negation in that chain is not read, and a test blind to case
// (-iname) names nothing: the words shown for {} would not say what it
// is. Anything misread leaves the action unbound, which holds more.
func boundByName(args []field, at int) bool {
	named, unread := false, false
	for i := 0; i < at; i++ {
		switch args[i].Value {
		case "-o", "-or", ",":
			named, unread = false, false
		case "(":
			// \( -name '*.md' -o -name '*.json' \): a group each of
			// whose branches names its files is named.
			end, ok := namedGroup(args[:at], i)
			if !ok || i > 0 && (args[i-1].Value == "!" || args[i-1].Value == "-not") {
				unread = true
				continue
			}
			named, i = true, end
		case ")", "!", "-not":
			unread = true
		case "-name", "-path", "-wholename":
			if i+1 < at {
				named = true
			}
			i++ // its pattern
		case "-iname", "-ipath", "-iwholename", "-regex", "-iregex":
			// They narrow the chain but name no file in a case the
			// words show.
			i++
		case "-exec", "-execdir", "-ok", "-okdir":
			// An earlier action of the chain is one more test; its
			// words are its command's.
			for i+1 < at && args[i+1].Value != ";" && args[i+1].Value != "+" {
				i++
			}
			i++
		}
	}
	return named && !unread
}

// namedGroup reports whether the group that opens at args[open] closes
// in args, with no group or negation inside, and each of its branches
// holds a -name, -path or -wholename test; end is its ")".
func namedGroup(args []field, open int) (end int, ok bool) {
	named := false
	for i := open + 1; i < len(args); i++ {
		switch args[i].Value {
		case ")":
			return i, named
		case "(", "!", "-not", "-exec", "-execdir", "-ok", "-okdir":
			return 0, false
		case "-o", "-or", ",":
			if !named {
				return 0, false
			}
			named = false
		case "-name", "-path", "-wholename":
			named = i+1 < len(args) && args[i+1].Value != ")"
			i++
		case "-iname", "-ipath", "-iwholename", "-regex", "-iregex":
			i++
		}
	}
	return 0, false
}

// findMatches returns, for each start folder of a find command, a word
// for the files it matches: FOLDER/NAME for each -name, -iname or -path
// pattern given (with several, one word for each: a file one of them
// matches may be among what is found, whether they are joined by -a or
// -o), else the folder itself, as when a test is negated (! -name,
// -not -path). byName: the patterns say all that {} can be.
func findMatches(args []field) (found []Word, byName bool) {
	var starts []field
	i := 0
	// The options before the start folders (-H, -L and -P for links,
	// -D with its word, -O with its level): find -L keys -exec cat {} +
	// looks in keys, and follows it.
	for ; i < len(args); i++ {
		v := args[i].Value
		if v == "-D" {
			i++
			continue
		}
		if v != "-H" && v != "-L" && v != "-P" && !strings.HasPrefix(v, "-O") {
			break
		}
	}
	for ; i < len(args); i++ {
		v := args[i].Value
		if strings.HasPrefix(v, "-") || v == "(" || v == "!" {
			break
		}
		starts = append(starts, args[i])
	}
	if len(starts) == 0 {
		starts = []field{{Word: Word{Value: "."}}}
	}
	var names []string
	negated := false
	for ; i < len(args); i++ {
		switch args[i].Value {
		case "!", "-not":
			// ! -name '*.pub' finds every file but those: the
			// pattern says nothing of what {} is.
			negated = true
		case "-name", "-iname", "-path", "-ipath", "-wholename":
			// -name '*' matches every name, a leading dot's too
			// (find's patterns do not treat it apart): it names nothing.
			if i+1 < len(args) && args[i+1].Value == "*" && !args[i+1].Dynamic {
				continue
			}
			if i+1 < len(args) {
				names = append(names, args[i+1].Value)
				if args[i+1].Dynamic {
					return nil, false
				}
			}
		case "-exec", "-execdir", "-ok", "-okdir":
			i = len(args)
		}
	}
	var out []Word
	for _, st := range starts {
		if st.Dynamic {
			return nil, false
		}
		if len(names) == 0 || negated {
			if path.Clean(st.Value) == "." {
				return nil, false // {} says no more than the folder does
			}
			// The folder and, as a glob, the files at its top (find .aws
			// -exec cat {} + reads .aws/credentials).
			out = append(out, Word{Value: st.Value, Glob: st.Glob},
				Word{Value: strings.TrimSuffix(st.Value, "/") + "/*", Glob: true})
			continue
		}
		for _, name := range names {
			w := Word{Value: strings.TrimSuffix(st.Value, "/") + "/" + strings.TrimPrefix(name, "*/"), Glob: st.Glob || strings.ContainsAny(name, "*?[")}
			if strings.Contains(name, "/") {
				w.Value = name
			}
			out = append(out, w)
			// find matches the name at any depth below its start: it is
			// also shown one folder down (./*/credentials), which a path
			// pattern that starts with ** matches by its tail, as the
			// xargs spelling is judged.
			if !strings.Contains(name, "/") {
				out = append(out, Word{Value: strings.TrimSuffix(st.Value, "/") + "/*/" + name, Glob: true})
			}
		}
	}
	return out, len(names) > 0 && !negated
}
