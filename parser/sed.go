package parser

import (
	"path"
	"strings"
)

// sedCommands parses what a sed script runs: GNU sed's `e COMMAND` runs
// COMMAND with the shell, and `e` alone or the e flag of s/// runs the
// pattern space, which comes from the input and is not known statically.
// --sandbox makes sed refuse both.
func (p *parser) sedCommands(fr *frame, u *unwrap, argv []field, in cmdIn) {
	args := make([]field, 0, len(argv)-1)
	bareI := false // -i with no suffix in its word
	for _, a := range argv[1:] {
		if a.Value == "--sandbox" {
			return
		}
		// -i takes the rest of its word as a backup suffix (-i.bak, -ie).
		if v := a.Value; len(v) > 1 && v[0] == '-' && v[1] != '-' {
			if k := strings.IndexByte(v, 'i'); k > 0 && !strings.ContainsAny(v[1:k], "efl") {
				a.Value = v[:k]
				bareI = bareI || k == len(v)-1
				if k == 1 {
					continue
				}
			}
		}
		args = append(args, a)
	}
	opts, operands := scanOptsAll(args, "efl", []string{"expression", "file", "line-length"})
	var scripts []field
	fromFile := false
	for _, o := range opts {
		switch o.name {
		case "-e", "--expression":
			scripts = append(scripts, o.val)
		case "-f", "--file":
			fromFile = true
			if s, ok := p.stdinScript(u, in, o.val, "sed -f"); ok {
				scripts = append(scripts, s)
			}
		}
	}
	if len(scripts) == 0 && !fromFile && len(operands) > 0 {
		scripts = operands[:1]
		// BSD sed's -i takes the next word as its suffix, empty in
		// sed -i '' SCRIPT FILE, where GNU sed's script is ''. Both are
		// read.
		if bareI && len(operands) > 1 && operands[0].Value == "" && !operands[0].Dynamic {
			scripts = operands[:2]
		}
	}
	in.stdin = nil
	for _, s := range scripts {
		cmds, runsInput, writes := sedExec(s.Value)
		if runsInput {
			p.problem("dynamic_eval", "sed runs lines of its input as commands (e, or the e flag of s)", s.Span)
		}
		if s.Dynamic {
			// The files its w commands write are not known either.
			writes = nil
		}
		p.impliedWrites(fr, writes, s.Span, "sed w")
		for _, c := range cmds {
			p.nestedFields(fr, u, []field{{Word: Word{Value: c, Dynamic: s.Dynamic, Span: s.Span}}}, "sed e", in)
		}
	}
}

// sedExec scans a sed script for the commands it runs: the text of each
// `e COMMAND`, whether an `e` alone or an s///e runs the input, and the
// files that `w FILE`, `W FILE` and s///w FILE write.
func sedExec(script string) (cmds []string, runsInput bool, writes []string) {
	n := len(script)
	i := 0
	toEOL := func() string {
		start := i
		for i < n && script[i] != '\n' {
			i++
		}
		return script[start:i]
	}
	skipDelimited := func() {
		if i >= n {
			return
		}
		delim := script[i]
		i++
		for i < n && script[i] != delim {
			if script[i] == '\\' {
				i++
			}
			i++
		}
		i++
	}
	for i < n {
		c := script[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '}' || c == '{' || c == '!':
			i++
			continue
		case c == '#':
			toEOL()
			continue
		case c >= '0' && c <= '9' || c == '$' || c == ',' || c == '~' || c == '+':
			i++
			continue
		case c == '/':
			skipDelimited()
			for i < n && (script[i] == 'I' || script[i] == 'M') {
				i++
			}
			continue
		case c == '\\':
			i++
			skipDelimited()
			continue
		}
		i++
		switch c {
		case 's':
			start := i
			skipDelimited()
			// sed reads a delimiter inside a bracket expression of the
			// pattern as text (s/[/]/x/ replaces the slash), which
			// skipDelimited does not: with one, the flags below may not
			// be where sed finds them.
			brackets := strings.ContainsRune(script[start:min(i, n)], '[')
			i--
			skipDelimited()
			for i < n && !strings.ContainsRune(";\n}", rune(script[i])) {
				switch ch := script[i]; {
				case ch == 'e':
					runsInput = true
				case ch == 'w':
					i++
					if f := strings.TrimLeft(toEOL(), " \t"); f != "" {
						writes = append(writes, f)
					}
					continue
				case ch == '#':
					toEOL() // a comment, after the flags
					continue
				case !brackets && !strings.ContainsRune("gpiImM0123456789 \t\r", rune(ch)):
					// GNU, BSD and busybox sed refuse any other flag
					// ("unknown option to `s'") while they compile the
					// script, before they read or run anything:
					// s@a/b@v2@a/b@v3@g, whose delimiter is in its text.
					return nil, false, nil
				}
				i++
			}
		case 'y':
			skipDelimited()
			i--
			skipDelimited()
		case 'e':
			if cmd := strings.TrimSpace(toEOL()); cmd != "" {
				cmds = append(cmds, cmd)
			} else {
				runsInput = true
			}
		case 'a', 'i', 'c':
			for i < n && script[i] != '\n' {
				if script[i] == '\\' {
					i++
				}
				i++
			}
		case 'w', 'W':
			if f := strings.TrimLeft(toEOL(), " \t"); f != "" {
				writes = append(writes, f)
			}
		case 'r', 'R', ':':
			toEOL()
		case 'b', 't', 'T', 'v':
			for i < n && script[i] != ';' && script[i] != '\n' {
				i++
			}
		}
	}
	return cmds, runsInput, writes
}

// impliedWrites lists the files a program writes by its own arguments
// (sed w FILE, find -fprint FILE) as the redirection that equals each,
// `: > FILE` (each is opened for writing and emptied), so that the rules
// judge where they land as they judge a redirection.
func (p *parser) impliedWrites(fr *frame, files []string, span Span, why string) {
	for _, f := range files {
		p.nested(fr, textSrc{text: ": > " + quoteWord(f), span: span}, 0, why)
	}
}

// stdinScript reads a script file that is standard input, a descriptor or
// a terminal (sed -f /dev/stdin): known text fed to the command is the
// script; a pipeline's unknown output, another descriptor and a file
// given as input are not known statically; with none, what is typed is
// the script (stdin_commands, as bash -s). A file on disk is not read.
func (p *parser) stdinScript(u *unwrap, in cmdIn, f field, what string) (field, bool) {
	fd, isStdin := descriptorPath(f.Value)
	if f.Value == "-" {
		fd, isStdin = true, true // sed -f -: the script is standard input
	}
	switch {
	case f.Dynamic || !fd && !terminalPath(path.Clean(f.Value)):
	case terminalPath(path.Clean(f.Value)):
		p.problem(StdinCommands, what+" runs what is typed on the terminal it names: the agent may type it, unseen", f.Span)
	case !isStdin:
		p.problem("dynamic_eval", what+" runs a script read from a descriptor not known statically", f.Span)
	case in.stdin != nil && !in.stdin.dynamic && !in.stdin.file:
		return field{Word: Word{Value: in.stdin.text, Span: in.stdin.span}}, true
	case in.stdin != nil || len(in.pipeFrom) > 0 || u.more:
		p.problem("dynamic_eval", what+" runs a script from its input, which is not known statically", f.Span)
	case !stdinRedirected(in.redirs):
		p.problem(StdinCommands, what+" reads its script from the standard input it inherits: on a terminal the agent may type it, unseen", f.Span)
	}
	return field{}, false
}
