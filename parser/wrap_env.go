package parser

import (
	"strings"
)

func (p *parser) unwrapEnv(u *unwrap, args []field, span Span) (step, bool) {
	opts, i := scanOpts(args, "uCSPa", []string{"unset", "chdir", "split-string", "argv0"})
	for _, o := range opts {
		switch o.name {
		case "-u", "--unset":
			// Unsetting shows as an empty assignment: both change the
			// variable the command sees.
			u.env = append(u.env, Assign{Name: o.val.Value, Value: Word{Span: o.val.Span}, Span: o.val.Span})
		case "-C", "--chdir":
			u.cwdMoved = true
			u.dir = moveDir(p.dir, o.val.Value, p.opts.Cwd)
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
// BASH_FUNC_NAME%%=() { BODY } in any bash child, which may call it, so
// the body is read as if it ran. Each is read once, by the first command
// that gets it.
func (p *parser) envFuncs(fr *frame, u *unwrap, in cmdIn) {
	funcs := u.funcs
	u.funcs = nil
	for _, a := range funcs {
		body := strings.TrimPrefix(strings.TrimSpace(a.Value.Value), "()")
		switch {
		case a.Value.Dynamic:
			p.problem("dynamic_eval", a.Name+" gives a bash child a function not known statically", a.Value.Span)
		case strings.TrimSpace(body) != "":
			p.nestedFields(fr, u, []field{{Word: Word{Value: body, Span: a.Value.Span}}}, a.Name, in)
		}
	}
}
