package rules

import (
	"path"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
)

// What an editor run with commands, or a rename by a Perl expression,
// writes (round 4c's I3, G12's class). Each file a command names is a
// write, judged by the one path policy (vim -es -c 'w .mcp.json' writes
// .mcp.json as cp would). A script gatesh cannot read while the program
// writes (ed's from a pipe or a file, vim -S, a Perl rename's expression
// it cannot follow) is an unlisted write in the folder it runs in, held
// as an archive's unlisted names are where agents' settings live
// (archive-unlisted).

// editorWrites adds the writes of vim and its kin, ed, emacs and kak
// run with commands, and of rename.
func (v *cmdView) editorWrites() {
	name := path.Base(v.cmd.Name)
	var targets []parser.Word
	unknown := false
	switch name {
	case "vim", "vi", "nvim", "view", "ex", "gvim", "vimdiff", "vim.basic", "vim.tiny", "vim.nox", "vim.gtk3", "nvi", "rview", "rvim":
		targets, unknown = v.vimWrites(name)
	case "ed", "red":
		text, known, fed := v.stdinText()
		if fed && !known {
			unknown = true
		}
		if known {
			targets, unknown = exScriptWrites(text, v.cmd.Span, true)
		}
	case "emacs", "emacs-nox", "emacs-gtk", "xemacs":
		targets, unknown = v.emacsWrites()
	case "kak":
		targets = v.kakWrites()
	case "rename", "prename", "perl-rename", "file-rename", "rename.ul":
		var at []string
		targets, at = v.renameWrites(name)
		for _, a := range at {
			v.writes = append(v.writes, ref{value: a, span: v.cmd.Span, unlisted: true, brought: true, unread: true})
		}
	default:
		return
	}
	for _, t := range targets {
		if t.Value != "" {
			v.writes = append(v.writes, ref{value: t.Value, span: t.Span})
		}
	}
	if unknown {
		v.writes = append(v.writes, ref{value: ".", span: v.cmd.Span, unlisted: true, brought: true, unread: true})
	}
}

// stdinText is the text on the command's standard input when a heredoc,
// a here-string or a pipe from echo, printf or cat of a heredoc gives it
// (known); fed says something else does (a file, another pipe).
func (v *cmdView) stdinText() (text string, known, fed bool) {
	for _, rd := range v.cmd.Redirs {
		switch {
		case rd.Fd != "" && rd.Fd != "0":
		case rd.Op == "<" || rd.Op == "<>" || rd.Op == "<&":
			text, known, fed = "", false, true
		case rd.Op == "<<" || rd.Op == "<<-" || rd.Op == "<<<":
			if rd.Target.Dynamic {
				text, known, fed = "", false, true
			} else {
				text, known, fed = rd.Target.Value, true, true
			}
		}
	}
	if !fed && len(v.cmd.PipeFrom) > 0 {
		fed = true
		if t := v.cmd.PipedText; t != nil {
			text, known = t.Value, true
		}
	}
	return text, known, fed
}

// vimWrites reads vim's commands: -c, --cmd, +cmd, a cluster of short
// flags ending in c (-sc, -esc), and in Ex mode (ex, -e, -E) standard
// input; a script it sources (-S, -u, -s in Normal mode) is unknown, and
// -w/-W write the keys typed to their file.
func (v *cmdView) vimWrites(name string) (targets []parser.Word, unknown bool) {
	args := v.cmd.Args
	exMode := name == "ex"
	var scripts []parser.Word
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		next := func() (parser.Word, bool) {
			if i+1 < len(args) {
				i++
				return args[i], true
			}
			return parser.Word{}, false
		}
		switch {
		case a == "--":
			i = len(args)
		case a == "--cmd":
			if w, ok := next(); ok {
				scripts = append(scripts, w)
			}
		case a == "--headless", a == "--clean", a == "--noplugin", strings.HasPrefix(a, "--"):
		case strings.HasPrefix(a, "+") && len(a) > 1:
			w := args[i]
			w.Value = a[1:]
			scripts = append(scripts, w)
		case strings.HasPrefix(a, "-") && len(a) > 1:
			flags := a[1:]
			for j := 0; j < len(flags); j++ {
				switch flags[j] {
				case 'e', 'E':
					exMode = true
				case 'c':
					if rest := flags[j+1:]; rest != "" {
						w := args[i]
						w.Value = rest
						scripts = append(scripts, w)
					} else if w, ok := next(); ok {
						scripts = append(scripts, w)
					}
					j = len(flags)
				case 'S':
					if flags[j+1:] == "" {
						next()
					}
					unknown = true
					j = len(flags)
				case 'u':
					w, ok := parser.Word{Value: flags[j+1:]}, flags[j+1:] != ""
					if !ok {
						w, ok = next()
					}
					if ok && w.Value != "NONE" && w.Value != "NORC" && w.Value != "DEFAULTS" {
						unknown = true
					}
					j = len(flags)
				case 's':
					if exMode || strings.ContainsAny(flags, "eE") {
						continue // silent, in Ex mode
					}
					if flags[j+1:] == "" {
						next()
					}
					unknown = true // Normal-mode keys from a file
					j = len(flags)
				case 'w', 'W':
					if rest := flags[j+1:]; rest != "" && flags[j] == 'W' {
						targets = append(targets, parser.Word{Value: rest, Span: args[i].Span})
					} else if w, ok := next(); ok && flags[j] == 'W' || ok && !isDigits(w.Value) {
						targets = append(targets, w)
					}
					j = len(flags)
				case 'i', 'T', 'r', 'q', 't', 'U', 'V', 'o', 'O', 'p':
					j = len(flags) // their value, if any, is not a script
				}
			}
		}
	}
	if exMode {
		text, known, fed := v.stdinText()
		switch {
		case known:
			scripts = append(scripts, parser.Word{Value: text, Span: v.cmd.Span})
		case fed:
			unknown = true
		}
	}
	// Read as one script: a name :file gives is what a later -c w
	// writes.
	if len(scripts) > 0 {
		var all []string
		for _, s := range scripts {
			all = append(all, s.Value)
		}
		t, u := exScriptWrites(strings.Join(all, "\n"), scripts[0].Span, false)
		targets = append(targets, t...)
		unknown = unknown || u
	}
	return targets, unknown
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// exWriteCmds are the Ex (and ed) commands that write the file they
// name: :write and its kin, :saveas, :update, :wnext, and those that
// write a session, a vimrc, viminfo or shada, or redirect messages.
var exWriteCmds = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"w": true, "wr": true, "wri": true, "writ": true, "write": true, "wq": true, "x": true, "xi": true, "xit": true,
		"exi": true, "exit": true, "sav": true, "save": true, "savea": true, "saveas": true, "up": true, "upd": true,
		"upda": true, "updat": true, "update": true, "wn": true, "wne": true, "wnext": true, "wN": true, "wNext": true,
		"wp": true, "wprevious": true, "W": true, "mks": true, "mksession": true, "mkvie": true, "mkview": true,
		"mkv": true, "mkvimrc": true, "mkexrc": true, "mk": true, "wv": true, "wviminfo": true, "wsh": true, "wshada": true,
		"redi": true, "redir": true,
	}
}}

// exNameCmds give the buffer a name that a later :write writes to.
var exNameCmds = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"f": true, "fi": true, "fil": true, "file": true, "e": true, "ed": true, "edi": true, "edit": true, "E": true,
		"new": true, "vne": true, "vnew": true, "sp": true, "split": true, "vs": true, "vsplit": true, "tabe": true,
		"tabedit": true, "tabnew": true, "bad": true, "badd": true, "o": true, "open": true,
	}
}}

// exOpaqueCmds run what gatesh does not read: a script, a function,
// typed keys, a string built as a command, another language.
var exOpaqueCmds = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"so": true, "sou": true, "sour": true, "sourc": true, "source": true, "ru": true, "runtime": true,
		"cal": true, "call": true, "exe": true, "exec": true, "execute": true, "norm": true, "normal": true,
		"py": true, "python": true, "py3": true, "python3": true, "pyx": true, "pythonx": true, "pyf": true, "pyfile": true,
		"py3f": true, "py3file": true, "lua": true, "luafile": true, "luado": true, "perl": true, "perld": true, "perldo": true,
		"rub": true, "ruby": true, "rubyd": true, "rubydo": true, "rubyf": true, "rubyfile": true, "mz": true, "tcl": true,
		"let": true, "ec": true, "echo": true,
	}
}}

// exScriptWrites reads Ex or ed commands (lines, and | between vim's):
// the files they write, and whether they run something unknown (a
// script, a function, the shell) or write a name gatesh cannot read.
// ed takes one command a line and no |.
func exScriptWrites(script string, span parser.Span, ed bool) (targets []parser.Word, unknown bool) {
	var names []string
	writes := false
	var visit func(cmd string, depth int)
	visit = func(cmd string, depth int) {
		if depth > 4 {
			unknown = true
			return
		}
		c := exSkipAddress(strings.TrimLeft(cmd, " \t:"))
		for {
			trimmed := false
			for _, m := range []string{"silent!", "silent", "sil!", "sil", "keepalt", "keepa", "noautocmd", "noa", "keepjumps", "keepj", "lockmarks", "loc", "verbose", "verb", "unsilent", "uns", "vertical", "vert", "confirm", "conf", "keepmarks", "kee"} {
				if rest, ok := strings.CutPrefix(c, m); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t') {
					c, trimmed = strings.TrimLeft(rest, " \t"), true
					break
				}
			}
			if !trimmed {
				break
			}
		}
		if strings.HasPrefix(c, "!") {
			unknown = true // the shell (parsed as a command for vim)
			return
		}
		n := 0
		for n < len(c) && (c[n] >= 'a' && c[n] <= 'z' || c[n] >= 'A' && c[n] <= 'Z' || c[n] >= '0' && c[n] <= '9' && n > 0 && c[:n] == "py") {
			n++
		}
		name, rest := c[:n], c[n:]
		if ed && n > 1 && name != "wq" {
			name, rest = c[:1], c[1:] // ed's commands are one letter, a name may follow
		}
		if exReadsCommand(name, rest, ed) {
			unknown = true // r !cmd (and ed's e !cmd) runs the shell
			return
		}
		rest = strings.TrimPrefix(rest, "!")
		arg := strings.TrimSpace(rest)
		switch {
		case name == "g" || name == "global" || name == "v" || name == "vglobal":
			if arg != "" {
				d := arg[0]
				if end := strings.IndexByte(arg[1:], d); end >= 0 {
					visit(arg[1+end+1:], depth+1)
					return
				}
			}
			unknown = true
		case name == "argdo" || name == "bufdo" || name == "windo" || name == "tabdo" || name == "cdo" || name == "cfdo" || name == "ldo" || name == "lfdo":
			visit(arg, depth+1)
		case exWriteCmds.Get()[name]:
			writes = true
			arg = strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(arg, ">>"), ">"), " \t")
			for strings.HasPrefix(arg, "++") {
				_, after, _ := strings.Cut(arg, " ")
				arg = strings.TrimSpace(after)
			}
			switch {
			case strings.HasPrefix(arg, "!"):
				unknown = true
			case arg == "END" && strings.HasPrefix(name, "redi"):
			case arg != "":
				if strings.HasPrefix(name, "redi") {
					arg = strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(arg, "!"), ">>"), ">"), " \t")
				}
				if strings.ContainsAny(arg, "%#<`$") {
					unknown = true // a name vim expands
				}
				targets = append(targets, parser.Word{Value: arg, Span: span})
			}
		case exNameCmds.Get()[name] && arg != "":
			names = append(names, arg)
		case exOpaqueCmds.Get()[name]:
			if strings.Contains(c, "writefile") || name != "let" && name != "ec" && name != "echo" {
				unknown = true
			}
		case strings.Contains(c, "writefile("):
			unknown = true
		}
	}
	for line := range strings.SplitSeq(script, "\n") {
		if ed {
			visit(line, 0)
			continue
		}
		for cmd := range strings.SplitSeq(line, "|") {
			visit(cmd, 0)
		}
	}
	if writes {
		for _, n := range names {
			targets = append(targets, parser.Word{Value: n, Span: span})
		}
	}
	return targets, unknown
}

// exSkipAddress returns an Ex or ed command without the addresses
// before it: line numbers, ., $, %, marks ('a, '<), offsets, and
// patterns (/re/, ?re?, \/, \?, \&), so that /x/w FILE and 'aw FILE are
// read as w FILE. A pattern that does not end takes the rest of the line.
func exSkipAddress(c string) string {
	for {
		c = strings.TrimLeft(c, "0123456789.$%,;+-* \t")
		switch {
		case c == "":
			return c
		case c[0] == '\'' && len(c) > 1:
			c = c[2:]
		case c[0] == '/' || c[0] == '?':
			end := 1
			for end < len(c) && c[end] != c[0] {
				if c[end] == '\\' {
					end++
				}
				end++
			}
			if end >= len(c) {
				return ""
			}
			c = c[end+1:]
		case c[0] == '\\' && len(c) > 1 && strings.IndexByte("/?&", c[1]) >= 0:
			c = c[2:]
		default:
			return c
		}
	}
}

// exReadsCommand reports whether an Ex or ed command reads the output of
// a shell command: :r !cmd and :r!cmd in vim, r !cmd, e !cmd and E !cmd
// in ed (GNU ed's manual: "If file is prefixed with a bang (!), then it
// is interpreted as a shell command").
func exReadsCommand(name, rest string, ed bool) bool {
	if !strings.HasPrefix(strings.TrimLeft(rest, " \t"), "!") {
		return false
	}
	switch name {
	case "r", "re", "rea", "read":
		return true
	case "e", "E":
		return ed
	}
	return false
}

// elispWriters are Emacs Lisp functions that write a file whose name
// they are given, or the visited file under a name set before.
var elispWriters = &lazy.Regexp{Src: `\((?:write-file|write-region|save-buffer|basic-save-buffer|save-some-buffers|copy-file|rename-file|make-symbolic-link|add-name-to-file|with-temp-file|append-to-file|set-visited-file-name|copy-directory|dired-copy-file|f-write|f-write-text|f-touch)\b`}

// elispOpaque builds a name or runs what is not read here.
var elispOpaque = &lazy.Regexp{Src: `\((?:concat|format|expand-file-name|intern|eval|funcall|apply|load|symbol-value|read)\b`}

// elispString is a Lisp string literal.
var elispString = &lazy.Regexp{Src: `"((?:[^"\\]|\\.)*)"`}

// emacsWrites reads emacs's --eval (-eval, --execute) code: with a
// writer in it, each string literal is a name it may write; a name it
// builds is unknown. A file it loads (-l, --script: a test runner's
// ert files) is the project's own code, run as bash tools/x.sh is.
func (v *cmdView) emacsWrites() (targets []parser.Word, unknown bool) {
	args := v.cmd.Args
	var code []parser.Word
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		switch {
		case a == "--eval" || a == "-eval" || a == "--execute" || a == "-execute":
			if i+1 < len(args) {
				i++
				code = append(code, args[i])
			}
		case strings.HasPrefix(a, "--eval=") || strings.HasPrefix(a, "--execute="):
			w := args[i]
			_, w.Value, _ = strings.Cut(a, "=")
			code = append(code, w)
		}
	}
	for _, c := range code {
		if !elispWriters.Get().MatchString(c.Value) {
			continue
		}
		for _, m := range elispString.Get().FindAllStringSubmatch(c.Value, -1) {
			targets = append(targets, parser.Word{Value: m[1], Span: c.Span})
		}
		if elispOpaque.Get().MatchString(c.Value) || len(targets) == 0 && !strings.Contains(c.Value, "save-buffer") {
			unknown = true
		}
	}
	return targets, unknown
}

// kakWrites reads kak's -e commands: write (w) and write-quit (wq) with
// a name write it.
func (v *cmdView) kakWrites() []parser.Word {
	var targets []parser.Word
	args := v.cmd.Args
	for i := 0; i+1 < len(args); i++ {
		if args[i].Value != "-e" {
			continue
		}
		i++
		for _, cmd := range strings.FieldsFunc(args[i].Value, func(r rune) bool { return r == ';' || r == '\n' }) {
			f := strings.Fields(cmd)
			if len(f) < 2 {
				continue
			}
			switch strings.TrimSuffix(f[0], "!") {
			case "w", "write", "wq", "write-quit", "write-all":
				for _, t := range f[1:] {
					if !strings.HasPrefix(t, "-") {
						targets = append(targets, parser.Word{Value: strings.Trim(t, `'"`), Span: args[i].Span})
						break
					}
				}
			}
		}
	}
	return targets
}
