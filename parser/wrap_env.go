package parser

import (
	"path"
	"slices"
	"strings"
)

// Argv0Dispatch is the kind of the problem of a program run under the
// name of another that its binary also is (env -a apply_patch codex).
const Argv0Dispatch = "argv0_dispatch"

func (p *parser) unwrapEnv(fr *frame, u *unwrap, args []field, span Span) (step, bool) {
	opts, i := scanOpts(args, "uCSPa", []string{"unset", "chdir", "split-string", "argv0"})
	for _, o := range opts {
		switch o.name {
		case "-u", "--unset":
			// Unsetting shows as an empty assignment: both change the
			// variable the command sees.
			u.env = append(u.env, Assign{Name: o.val.Value, Value: Word{Span: o.val.Span}, Span: o.val.Span})
		case "-C", "--chdir":
			u.cwdMoved = true
			u.dir = moveDir(p.dir, o.val.Value, p.opts.Cwd, p.vars["HOME"])
			p.chdirAsCd(fr, u, o.val)
		case "-a", "--argv0":
			// A program of many programs acts by the name it is run
			// under: Codex's binary applies a patch as apply_patch or
			// applypatch and runs a command as codex-linux-sandbox.
			if name := path.Base(o.val.Value); dispatchName(name) {
				p.problem(Argv0Dispatch, "env -a runs the program under the name "+name+", under which Codex's binary applies a patch or runs a command that gatesh does not read", o.val.Span)
			}
		case "-S", "--split-string":
			// The split words stand where the option was: more
			// assignments, then the command.
			rest := append(p.splitWords(o.val), args[i:]...)
			args, i = rest, 0
		}
	}
	if i < len(args) && args[i].Value == "-" {
		i++ // `env -` is `env -i`
	}
	i = p.takeEnv(u, args, i)
	if i >= len(args) {
		if u.more {
			p.problem("dynamic_command", "env runs a command read at run time by "+lastWrapper(u), span)
		}
		return step{}, false
	}
	u.push("env")
	return step{argv: args[i:]}, false
}

// chdirAsCd lists env -C DIR as the cd into DIR that it is for the
// command after it, so that what a cd into that folder would meet (the
// gate's folder, a credentials folder) it meets too. The script's own
// folder does not change: env moves only its command.
func (p *parser) chdirAsCd(fr *frame, u *unwrap, dir field) {
	savedDir, changed, moved := p.dir, p.cwdChanged, p.cwdMoved
	cd := &unwrap{ctx: u.ctx, wrappers: append(slices.Clip(u.wrappers), "env"), container: u.container}
	p.emit(fr, cd, []field{{Word: Word{Value: "cd", Span: dir.Span}}, dir}, cmdIn{span: dir.Span})
	p.dir, p.cwdChanged, p.cwdMoved = savedDir, changed, moved
}

// splitWords splits a string into words with shell quoting, as env -S does.
func (p *parser) splitWords(f field) []field {
	var out []field
	fr := &frame{fixed: f.Span, src: f.Value}
	for w, err := range p.sp.WordsSeq(strings.NewReader(f.Value)) {
		if err != nil {
			p.problem("parse_error", "env -S: "+err.Error(), f.Span)
			return out
		}
		for _, g := range p.fields(fr, w) {
			g.raw = nil
			out = append(out, g)
		}
	}
	return out
}

// envFuncs reads the functions env gives a command: bash defines
// BASH_FUNC_NAME%%=() { BODY } in any bash child as the function NAME,
// which runs in place of the program of that name (cat, git), so it is
// defined, for this command only, as if the child had defined it: its
// body is read, and a call of NAME in the child runs the body with the
// call's arguments. Each is read once, by the first command that gets it.
func (p *parser) envFuncs(fr *frame, u *unwrap, in cmdIn) {
	funcs := u.funcs
	u.funcs = nil
	for _, a := range funcs {
		value := strings.TrimSpace(a.Value.Value)
		body := strings.TrimPrefix(value, "()")
		name := strings.TrimSuffix(strings.TrimPrefix(a.Name, "BASH_FUNC_"), "%%")
		switch {
		case a.Value.Dynamic:
			p.problem("dynamic_eval", a.Name+" gives a bash child a function not known statically", a.Value.Span)
		case strings.TrimSpace(body) == "":
		case len(body) == len(value):
			// Not a function bash imports: the body is read all the same.
			p.nestedFields(fr, u, []field{{Word: Word{Value: body, Span: a.Value.Span}}}, a.Name, in)
		case !funcName(name):
			p.problem("dynamic_command", a.Name+" gives a bash child a function whose name gatesh cannot read: it may run in place of any program", a.Value.Span)
		default:
			u.shadowed = append(u.shadowed, shadowedFunc{name: name, was: p.funcs[name], def: p.funcDefs[name]})
			p.nestedFields(fr, u, []field{{Word: Word{Value: name + " " + value, Span: a.Value.Span}}}, a.Name, in)
		}
	}
}

// shadowedFunc is a function as it was before env gave a command one of
// the same name.
type shadowedFunc struct {
	name string
	was  bool
	def  *funcDef
}

// dropEnvFuncs puts back the functions env shadowed for a command, in
// the reverse order: the script after it does not have them.
func (p *parser) dropEnvFuncs(u *unwrap) {
	for i := len(u.shadowed) - 1; i >= 0; i-- {
		s := u.shadowed[i]
		if s.was {
			p.funcs[s.name] = true
		} else {
			delete(p.funcs, s.name)
		}
		if s.def != nil {
			p.funcDefs[s.name] = s.def
		} else {
			delete(p.funcDefs, s.name)
		}
	}
	u.shadowed = nil
}

// funcName reports whether name is one gatesh may write before () to
// define it: no quoting, no operator, no expansion.
func funcName(name string) bool {
	if name == "" || name[0] == '-' || reservedWord(name) {
		return false
	}
	for _, c := range name {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("_.:+@-", c)) {
			return false
		}
	}
	return true
}

// reservedWord reports the words bash reads as syntax where a command
// name would stand.
func reservedWord(w string) bool {
	switch w {
	case "if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until", "do", "done", "in", "function", "time", "coproc":
		return true
	}
	return false
}

// dispatchName reports whether name is one under which a program of many
// programs does something else than under its own: Codex's binary
// applies a patch as apply_patch or applypatch and runs a command as
// codex-linux-sandbox.
func dispatchName(name string) bool {
	return name == "apply_patch" || name == "applypatch" || name == "codex-linux-sandbox"
}
