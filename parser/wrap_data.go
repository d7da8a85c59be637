package parser

import (
	"slices"
	"strings"

	"gatesh/cmdspec"
)

// wrapLevel is the part of a [commands] table in force for a wrapper's
// arguments: the command's own table, or a subcommand's (uv run).
type wrapLevel struct {
	runs   *cmdspec.Runs
	values [][]string // options that take a value
	joined []string   // options whose value is only joined to them
	pairs  []string   // options that take two values
	label  string     // how the wrapper is listed in Command.Wrappers
}

// takes returns how many values the option called name takes. A long
// option may be abbreviated, as getopt_long allows.
func (l *wrapLevel) takes(name string) int {
	if slices.Contains(l.joined, name) {
		return 0
	}
	if flagIn(name, l.pairs) {
		return 2
	}
	for _, list := range l.values {
		if flagIn(name, list) {
			return 1
		}
	}
	return 0
}

// flagIn reports whether the option name is one of list, or a unique
// enough abbreviation of a long one.
func flagIn(name string, list []string) bool {
	if slices.Contains(list, name) {
		return true
	}
	return longPrefixOf(name, list)
}

// scan reads options up to the first operand or "--", and returns them
// with the index of what follows.
func (l *wrapLevel) scan(args []field) ([]opt, int) { return scanWith(args, l.scanOne) }

// scanAll reads options anywhere in args: the operands do not matter.
func (l *wrapLevel) scanAll(args []field) []opt {
	opts, _ := scanAllWith(args, l.scanOne)
	return opts
}

// scanOne parses the option at args[i] and returns how many words it used.
func (l *wrapLevel) scanOne(args []field, i int, opts *[]opt) int {
	v := args[i].Value
	attached := func(val string) field {
		return field{Word: Word{Value: val, Dynamic: args[i].Dynamic, Span: args[i].Span}}
	}
	take := func(o opt, n int) int {
		used := 1
		if n > 0 && i+1 < len(args) {
			o.val = args[i+1]
			used = min(1+n, len(args)-i)
		}
		*opts = append(*opts, o)
		return used
	}
	if strings.HasPrefix(v, "--") {
		name, val, hasVal := strings.Cut(v, "=")
		if hasVal {
			*opts = append(*opts, opt{name: name, val: attached(val)})
			return 1
		}
		return take(opt{name: name}, l.takes(name))
	}
	if len(v) > 2 {
		// A single-dash option of several letters (gdb -ex, mpirun -np).
		if n := l.takes(v); n > 0 {
			return take(opt{name: v}, n)
		}
	}
	// A cluster of short options: once one takes a value, the rest of
	// the word (or the next word) is it.
	for j := 1; j < len(v); j++ {
		name := "-" + v[j:j+1]
		if slices.Contains(l.joined, name) && j+1 < len(v) {
			// An optional value is the rest of the word, as getopt
			// reads it: git commit -Sm signs with the key m.
			*opts = append(*opts, opt{name: name, val: attached(v[j+1:])})
			return 1
		}
		n := l.takes(name)
		if n == 0 {
			*opts = append(*opts, opt{name: name})
			continue
		}
		if j+1 < len(v) {
			o := opt{name: name, val: attached(v[j+1:])}
			if n == 2 && i+1 < len(args) {
				*opts = append(*opts, o)
				return 2
			}
			*opts = append(*opts, o)
			return 1
		}
		return take(opt{name: name}, n)
	}
	return 1
}

// dataLevel returns the table that says how d runs a command, and where
// its own options start in args: a subcommand's (kubectl exec, uv run,
// ip netns exec) when one matches, else the command's.
func dataLevel(d *cmdspec.Def, args []field) (wrapLevel, int, bool) {
	c := &d.Cmd
	top := wrapLevel{
		runs:   &c.Runs,
		values: [][]string{c.ValueFlags, c.TextFlags, c.PatternFlags, c.PatternFileFlags, c.WriteFlags, c.ShellFlags},
		joined: c.JoinedValueFlags,
		pairs:  c.PairFlags,
		label:  d.Name,
	}
	if len(d.Subs) > 0 {
		_, i := top.scan(args)
		if i < len(args) {
			var sub *cmdspec.Subcommand
			name, n := "", 0
			if i+1 < len(args) {
				name, n = args[i].Value+" "+args[i+1].Value, 2
				sub = d.Sub(name)
			}
			if sub == nil {
				name, n = args[i].Value, 1
				sub = d.Sub(name)
			}
			if sub != nil && !sub.Wraps() && c.Wraps() {
				// The tool's own subcommand (rtk gain, rtk init), not a
				// program it runs by name (rtk git status).
				return wrapLevel{}, 0, false
			}
			if sub != nil && sub.Wraps() {
				l := wrapLevel{
					runs:   &sub.Runs,
					values: [][]string{sub.ValueFlags, sub.TextFlags, sub.PatternFlags, sub.ShellFlags},
					pairs:  sub.PairFlags,
					label:  d.Name + " " + name,
				}
				if c.OptionsAnywhere {
					l.values = append(l.values, top.values...)
				}
				return l, i + n, true
			}
		}
	}
	if c.Wraps() {
		return top, 0, true
	}
	return wrapLevel{}, 0, false
}

// unwrapData peels off a wrapper that a [commands.NAME] table describes:
// its options, the operands before the command, where the command
// starts, or the option whose value is a shell command.
func (p *parser) unwrapData(fr *frame, u *unwrap, d *cmdspec.Def, argv []field, in *cmdIn) (step, bool) {
	args := argv[1:]
	lv, start, ok := dataLevel(d, args)
	if !ok {
		return step{}, false
	}
	r := lv.runs
	if r.RunsAs != "" {
		u.push(lv.label)
		return step{argv: runsAs(lv, argv, start)}, false
	}
	if r.OperandsAreShell {
		// Each operand, and each shell option's value, is a command line.
		if r.Listed {
			p.emit(fr, u, argv, cmdIn{span: in.span, pipeFrom: in.pipeFrom})
		}
		opts, operands := scanAllWith(args[start:], lv.scanOne)
		for _, o := range opts {
			if flagIn(o.name, r.ShellFlags) {
				p.nestedFields(fr, u, []field{o.val}, lv.label, *in)
			}
		}
		for _, a := range operands {
			p.nestedFields(fr, u, []field{a}, lv.label, *in)
		}
		return step{}, true
	}
	opts, i := lv.scan(args[start:])
	i += start
	wrapping := r.RunsCommand
	if wrapping {
		// Operands before the command, each perhaps followed by more
		// options (flock FILE -c CMD, aws-vault exec PROFILE -- CMD).
		for k := 0; k < r.CommandSkip && i < len(args); k++ {
			more, j := lv.scan(args[i+1:])
			opts = append(opts, more...)
			i += 1 + j
		}
		if r.EnvOperands {
			i = p.takeEnv(u, args, i)
		}
	}
	for _, o := range opts {
		if flagIn(o.name, r.NoCommandFlags) {
			return step{}, false
		}
	}
	if len(r.CommandNeedsFlags) > 0 && !slices.ContainsFunc(opts, func(o opt) bool { return flagIn(o.name, r.CommandNeedsFlags) }) {
		wrapping = false
	}
	if len(r.ShellFlags) > 0 {
		// The tool reads its options anywhere unless what follows them
		// is the command it runs, whose options are its own.
		shellOpts := opts
		if !wrapping {
			shellOpts = lv.scanAll(args[start:])
		}
		for _, o := range shellOpts {
			if flagIn(o.name, r.ShellFlags) {
				switch {
				case r.Listed:
					p.emit(fr, u, argv[:1+start], cmdIn{span: in.span, pipeFrom: in.pipeFrom})
				case d.Cmd.WriteArgs != "" || len(d.Cmd.WriteFlags) > 0:
					// The tool writes files its own words name (script
					// -c CMD FILE writes FILE): listed whole, so that
					// the rules see them.
					p.emit(fr, u, argv, cmdIn{span: in.span, pipeFrom: in.pipeFrom})
				}
				p.nestedFields(fr, u, []field{o.val}, lv.label+" "+r.ShellFlags[0], *in)
				if !wrapping || i >= len(args) {
					return step{}, true
				}
				// A command follows the options as well (tokf run
				// --baseline-pipe CMD2 CMD): both run.
				break
			}
		}
	}
	if !wrapping {
		return step{}, false
	}
	if len(r.CommandAfter) > 0 {
		k := slices.IndexFunc(args[start:], func(a field) bool { return slices.Contains(r.CommandAfter, a.Value) })
		if k < 0 {
			return step{}, false
		}
		i = start + k + 1
	}
	if i >= len(args) {
		typed := !u.more && in.stdin == nil && len(in.pipeFrom) == 0 && !stdinRedirected(in.redirs)
		if d.Name == "ssh" && typed && sshShell(args) {
			// ssh HOST: a shell there, reading what is typed here.
			p.problem(StdinCommands, "ssh with no command starts a shell on the host that reads its commands from this terminal: the agent may type them, unseen", in.span)
		}
		if r.ShellWithoutCommand && typed && !slices.ContainsFunc(opts, func(o opt) bool { return infoOption(o.name) }) {
			p.problem(StdinCommands, d.Name+" with no command starts a shell that reads its commands from the terminal it inherits: the agent may type them, unseen", in.span)
		}
		if u.more {
			// xargs nice, xargs env: the command itself comes from the
			// input.
			p.problem("dynamic_command", d.Name+" runs a command read at run time by "+lastWrapper(u), argv[0].Span)
		}
		return step{}, false
	}
	if r.Listed || len(d.Cmd.WriteFlags) > 0 {
		// A listed wrapper's own words are judged; so are a wrapper's
		// that names a file it writes (strace -o FILE CMD).
		end := 1 + i
		if argv[end-1].Value == "--" {
			end--
		}
		own := cmdIn{span: in.span, pipeFrom: in.pipeFrom}
		if r.CommandIsShell {
			// The text it runs elsewhere (ssh HOST CMD > FILE) is parsed
			// without the redirections, which are this shell's: they
			// are the wrapper's own.
			own.redirs = in.redirs
		}
		p.emit(fr, u, argv[:end], own)
		if r.Listed {
			u.ctx |= InNested
		}
	}
	if r.CommandIsShell {
		if d.Name == "ssh" && lv.label == "ssh" {
			// What ssh runs is the host's: see Command.Remote. A cd
			// there moves the remote shell, not this one.
			saved, dir, changed, moved := p.remote, p.dir, p.cwdChanged, p.cwdMoved
			p.remote = sshRemote(args)
			if p.remote != nil {
				p.remote.Dir, p.remote.CwdUnknown = p.dir, p.cwdMoved
				p.remote.Opaque = p.remote.Opaque || asOtherUser(u.wrappers)
			}
			defer func() { p.remote, p.dir, p.cwdChanged, p.cwdMoved = saved, dir, changed, moved }()
		}
		p.nestedFields(fr, u, args[i:], lv.label, *in)
		return step{}, true
	}
	u.push(lv.label)
	return step{argv: args[i:]}, false
}

// runsAs returns the command a subcommand that is the tool's own
// spelling of another program runs (cmdspec.Runs.RunsAs): that program,
// named where the subcommand stands, with the words after the
// subcommand, less the tool's own options that take a value. Every
// other word is passed on, so that the program's own reading of it (a
// pattern, a path, -exec) is judged.
func runsAs(lv wrapLevel, argv []field, start int) []field {
	args := argv[1:]
	at := argv[0].Span
	if start > 0 {
		at = args[start-1].Span
	}
	out := []field{{Word: Word{Value: lv.runs.RunsAs, Span: at}}}
	rest := args[start:]
	for i := 0; i < len(rest); i++ {
		v := rest[i].Value
		if v == "--" {
			out = append(out, rest[i:]...)
			break
		}
		if len(v) > 1 && v[0] == '-' && !rest[i].Dynamic {
			name, _, hasVal := strings.Cut(v, "=")
			if lv.takes(name) > 0 {
				if !hasVal && i+1 < len(rest) {
					i++
				}
				continue
			}
		}
		out = append(out, rest[i])
	}
	return out
}
