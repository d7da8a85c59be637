package parser

import (
	"strconv"
	"strings"
)

// Options of build tools and archivers whose value is a command the
// program runs: cargo --config target.X.runner=, go -exec and -toolexec,
// zip -TT, man -H, and make's command-line variables (CC=, SHELL=).

// valueCommand parses val, the value of what names a command, as the
// shell text it runs (a program and its words, split as the shell
// splits them); a value not known statically is a problem.
func (p *parser) valueCommand(fr *frame, u *unwrap, in cmdIn, label string, val field) {
	if val.Dynamic {
		p.problem("dynamic_eval", label+" runs a command not known statically", val.Span)
		return
	}
	if strings.TrimSpace(val.Value) == "" {
		return
	}
	in.stdin = nil
	p.nestedFields(fr, u, []field{val}, label, in)
}

// optionValues calls fn with the value of each option of args named in
// names, given as `NAME VALUE` or `NAME=VALUE`, up to a "--".
func optionValues(args []field, names []string, fn func(name string, val field)) {
	for i := 0; i < len(args); i++ {
		v := args[i].Value
		if v == "--" {
			return
		}
		for _, n := range names {
			switch {
			case v == n && i+1 < len(args):
				fn(n, args[i+1])
				i++
			case strings.HasPrefix(v, n+"="):
				fn(n, field{Word: Word{Value: v[len(n)+1:], Dynamic: args[i].Dynamic, Span: args[i].Span}})
			default:
				continue
			}
			break
		}
	}
}

// cargoConfigCommands parses the programs cargo --config KEY=VALUE makes
// it run: a target's runner (cargo run and test run the program through
// it) or linker, and the compiler and its wrappers.
func (p *parser) cargoConfigCommands(fr *frame, u *unwrap, argv []field, in cmdIn) {
	optionValues(argv[1:], []string{"--config"}, func(_ string, kv field) {
		key, val, ok := strings.Cut(kv.Value, "=")
		if !ok {
			return // a file of settings, which gatesh does not read
		}
		key = strings.ToLower(strings.TrimSpace(key))
		switch {
		case strings.HasPrefix(key, "target.") && (strings.HasSuffix(key, ".runner") || strings.HasSuffix(key, ".linker")):
		case key == "build.rustc" || key == "build.rustc-wrapper" || key == "build.rustc-workspace-wrapper" || key == "build.rustdoc":
		default:
			return
		}
		kv.Value = tomlCommand(strings.TrimSpace(val))
		p.valueCommand(fr, u, in, "cargo --config "+key, kv)
	})
}

// tomlCommand is the command a TOML value names: a string, or an array
// of strings (a program and its arguments) as shell words.
func tomlCommand(v string) string {
	unquote := func(s string) string {
		if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
			return s[1 : len(s)-1]
		}
		if u, err := strconv.Unquote(s); err == nil {
			return u
		}
		return s
	}
	if !strings.HasPrefix(v, "[") {
		return unquote(v)
	}
	var words []string
	for _, e := range strings.Split(strings.Trim(v, "[] \t"), ",") {
		if e = strings.TrimSpace(e); e != "" {
			words = append(words, shellQuote(unquote(e)))
		}
	}
	return strings.Join(words, " ")
}

// goExecCommands parses the programs go build, test and run hand their
// work to: -exec runs the binary through a program, -toolexec runs every
// tool through one, go vet -vettool is the checker; given on the command
// line or in GOFLAGS.
func (p *parser) goExecCommands(fr *frame, u *unwrap, argv []field, in cmdIn) {
	names := []string{"-exec", "--exec", "-toolexec", "--toolexec", "-vettool", "--vettool"}
	run := func(name string, val field) { p.valueCommand(fr, u, in, "go "+name, val) }
	optionValues(argv[1:], names, run)
	for _, list := range [][]Assign{in.assigns, u.env} {
		for _, a := range list {
			if a.Name != "GOFLAGS" {
				continue
			}
			if a.Value.Dynamic {
				p.problem("dynamic_eval", "GOFLAGS may name a program go runs, and is not known statically", a.Value.Span)
				continue
			}
			var words []field
			for _, w := range strings.Fields(a.Value.Value) {
				words = append(words, field{Word: Word{Value: w, Span: a.Value.Span}})
			}
			optionValues(words, names, run)
		}
	}
}

// zipTestCommand parses zip -TT CMD (--unzip-command): zip -T tests the
// archive by running CMD on it.
func (p *parser) zipTestCommand(fr *frame, u *unwrap, argv []field, in cmdIn) {
	optionValues(argv[1:], []string{"-TT", "--unzip-command"}, func(name string, val field) {
		p.valueCommand(fr, u, in, "zip "+name, val)
	})
}

// manBrowser parses man -HBROWSER (--html=BROWSER): man shows the page
// by running the browser command.
func (p *parser) manBrowser(fr *frame, u *unwrap, argv []field, in cmdIn) {
	for _, a := range argv[1:] {
		if a.Value == "--" {
			return
		}
		if rest, ok := strings.CutPrefix(a.Value, "-H"); ok && rest != "" {
			a.Value = rest
			p.valueCommand(fr, u, in, "man -H", a)
		} else if rest, ok := strings.CutPrefix(a.Value, "--html="); ok {
			a.Value = rest
			p.valueCommand(fr, u, in, "man --html", a)
		}
	}
}

// makeVarCommands parses what make's command-line variables name as
// programs (make CC='...' SHELL=...): the recipes run them, as the same
// variables in the environment would.
func (p *parser) makeVarCommands(fr *frame, u *unwrap, argv []field, in cmdIn) {
	var vars []Assign
	for _, a := range argv[1:] {
		if a.Value == "--" {
			break
		}
		name, val, ok := strings.Cut(a.Value, "=")
		name = strings.TrimSuffix(strings.TrimSuffix(name, ":"), "+")
		if ok && validName(name) && envCommand(name) {
			vars = append(vars, Assign{Name: name, Value: Word{Value: val, Dynamic: a.Dynamic, Span: a.Span}, Span: a.Span})
		}
	}
	if len(vars) > 0 {
		p.envCommandValues(fr, u, cmdIn{assigns: vars, span: in.span})
	}
}
