package parser

import (
	"path"
	"slices"
	"strconv"
	"strings"
)

// cmdIn is what a simple command gets besides its argv.
type cmdIn struct {
	assigns  []Assign
	redirs   []Redirect
	stdin    *textSrc
	pipeFrom []string
	span     Span
	// input is what the previous pipeline stage printed, as contentOf
	// sees it.
	input *string
}

// unwrap is the state built while wrappers are peeled off.
type unwrap struct {
	ctx      Context
	wrappers []string
	more     bool
	env      []Assign
	// tokens are the words xargs -I or parallel replace with input at
	// run time ("{}").
	tokens []string
	// cwdMoved is set by env -C: the command runs in another folder.
	cwdMoved bool
}

// runtimeText reports whether s holds a word that xargs or parallel
// replaces with input at run time.
func (u *unwrap) runtimeText(s string) bool {
	if !u.more {
		return false
	}
	for _, t := range u.tokens {
		if t != "" && strings.Contains(s, t) {
			return true
		}
	}
	return strings.Contains(s, "{}")
}

func (u *unwrap) push(w string) {
	u.wrappers = append(append([]string(nil), u.wrappers...), w)
}

var shells = map[string]bool{"bash": true, "sh": true, "dash": true, "zsh": true, "ksh": true, "mksh": true, "ash": true, "yash": true, "posh": true, "rbash": true}

// runArgv peels wrappers off argv and lists the command that runs, plus
// every command hidden in shell strings it is given.
func (p *parser) runArgv(fr *frame, argv []field, in cmdIn) stageOut {
	u := &unwrap{ctx: fr.ctx, wrappers: fr.wrappers, more: fr.more, tokens: fr.tokens}
	for len(argv) > 0 {
		if p.stopped {
			return stageOut{}
		}
		name := argv[0]
		if u.runtimeText(name.Value) {
			p.problem("dynamic_command", "the command name is filled in at run time by "+lastWrapper(u), name.Span)
		}
		if name.Dynamic {
			if p.deferArgs(name, u) {
				return stageOut{}
			}
			p.problem("dynamic_command", "command name "+strconv.Quote(name.Value)+" is not known statically", name.Span)
			p.emit(fr, u, argv, in)
			return stageOut{names: []string{name.Value}}
		}
		base := path.Base(name.Value)
		if strings.Contains(name.Value, "/") {
			if _, ok := p.written[path.Clean(name.Value)]; ok {
				// ./x.sh that this script wrote: its text is known.
				c := p.emit(fr, u, argv, in)
				p.runWritten(fr, u, in, name, name.Value)
				return stageOut{names: []string{c.Name}}
			}
		}
		if !strings.Contains(name.Value, "/") && p.funcs[name.Value] {
			c := p.emit(fr, u, argv, in)
			c.FuncCall = true
			p.callFunc(fr, u, name.Value, argv[1:], in)
			return stageOut{names: []string{base}}
		}
		next, done := p.unwrapOne(fr, u, base, argv, &in)
		if done {
			return next.out
		}
		if next.argv == nil {
			break
		}
		argv = next.argv
	}
	if len(argv) == 0 {
		return stageOut{}
	}
	p.envCommandValues(fr, u, in)
	c := p.emit(fr, u, argv, in)
	out := p.staticStdout(fr, c, argv, in)
	p.noteWritten(c, out)
	return stageOut{names: []string{c.Name}, stdout: out, content: p.noteContent(c, in)}
}

// noteWritten records what a command writes to a file with >, when the
// text is known, and forgets files written with text not known.
func (p *parser) noteWritten(c *Command, out *textSrc) {
	note := func(target Word, appends bool, span Span) {
		if target.Dynamic {
			return
		}
		name := path.Clean(target.Value)
		if out == nil || appends || len(p.written) >= maxVars {
			delete(p.written, name)
			return
		}
		src := *out
		src.exact, src.offs, src.span = false, nil, span
		p.written[name] = src
	}
	for _, r := range c.Redirs {
		if r.Op != ">" && r.Op != ">|" && r.Op != ">>" || r.Fd != "" && r.Fd != "1" {
			continue
		}
		note(r.Target, r.Op == ">>", r.Span)
	}
	if c.Name == "tee" {
		// tee writes its input, which is also its output, to each file.
		appends := slices.ContainsFunc(c.Args, func(a Word) bool {
			return a.Value == "--append" || len(a.Value) > 1 && a.Value[0] == '-' && a.Value[1] != '-' && strings.Contains(a.Value, "a")
		})
		for _, a := range c.Args {
			if !strings.HasPrefix(a.Value, "-") {
				note(a, appends, a.Span)
			}
		}
	}
}

// runWritten parses a script file the same script wrote earlier with
// known text; it reports whether it did.
func (p *parser) runWritten(fr *frame, u *unwrap, in cmdIn, f field, wrapper string) bool {
	src, ok := p.written[path.Clean(f.Value)]
	if !ok || f.Dynamic {
		return false
	}
	p.runText(fr, u, in, &src, wrapper, f)
	return true
}

type step struct {
	argv []field // the inner command; nil to list argv as is
	out  stageOut
}

// unwrapOne handles one wrapper or shell-running builtin. It returns the
// inner argv to continue with, or done when it listed everything itself.
func (p *parser) unwrapOne(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	p.optionCommands(fr, u, base, argv, *in)
	args := argv[1:]
	inner := func(label string, i int) (step, bool) {
		if i >= len(args) {
			if u.more {
				// xargs nice, xargs env: the command itself comes
				// from the input.
				p.problem("dynamic_command", base+" runs a command read at run time by "+lastWrapper(u), argv[0].Span)
			}
			return step{}, false
		}
		u.push(label)
		return step{argv: args[i:]}, false
	}
	switch base {
	case "sudo":
		opts, i := scanOpts(args, "ugpCDrtUTRh", []string{"user", "group", "prompt", "close-from", "chdir", "role", "type", "other-user", "command-timeout", "host", "chroot"})
		for _, o := range opts {
			if o.name == "-e" || o.name == "--edit" || o.name == "-l" || o.name == "--list" {
				return step{}, false
			}
		}
		i = p.takeEnv(u, args, i)
		return inner("sudo", i)
	case "doas":
		_, i := scanOpts(args, "uC", nil)
		return inner("doas", i)
	case "env":
		return p.unwrapEnv(u, args, in.span)
	case "command":
		opts, i := scanOpts(args, "", nil)
		for _, o := range opts {
			if o.name == "-v" || o.name == "-V" {
				return step{}, false
			}
		}
		return inner("command", i)
	case "builtin":
		return inner("builtin", 0)
	case "exec":
		_, i := scanOpts(args, "a", nil)
		return inner("exec", i)
	case "nice":
		_, i := scanOpts(args, "n", []string{"adjustment"})
		return inner("nice", i)
	case "ionice":
		opts, i := scanOpts(args, "cnpPu", []string{"class", "classdata", "pid", "pgid", "uid"})
		for _, o := range opts {
			if strings.ContainsAny(o.name, "pPu") && !strings.HasPrefix(o.name, "--") || o.name == "--pid" || o.name == "--pgid" || o.name == "--uid" {
				return step{}, false
			}
		}
		return inner("ionice", i)
	case "nohup", "setsid", "caffeinate", "unbuffer":
		_, i := scanOpts(args, "", nil)
		return inner(base, i)
	case "timeout":
		_, i := scanOpts(args, "sk", []string{"signal", "kill-after"})
		return inner("timeout", i+1)
	case "time":
		_, i := scanOpts(args, "of", []string{"output", "format"})
		return inner("time", i)
	case "stdbuf":
		_, i := scanOpts(args, "ioe", []string{"input", "output", "error"})
		return inner("stdbuf", i)
	case "chroot":
		_, i := scanOpts(args, "", []string{"userspec", "groups"})
		return inner("chroot", i+1)
	case "busybox", "toybox":
		if len(args) > 0 && !strings.HasPrefix(args[0].Value, "-") {
			return inner(base, 0)
		}
	case "flock":
		return p.unwrapFlock(fr, u, args, in)
	case "xargs":
		opts, i := scanOpts(args, "IJEnPsdaLRS", []string{"replace", "eof", "max-lines", "max-args", "max-procs", "max-chars", "delimiter", "arg-file", "process-slot-var"})
		u.more = true
		for _, o := range opts {
			switch o.name {
			case "-I", "-J", "--replace":
				u.tokens = append(append([]string(nil), u.tokens...), o.val.Value)
			case "-i":
				u.tokens = append(append([]string(nil), u.tokens...), "{}")
			}
		}
		if i >= len(args) {
			u.push("xargs")
			return step{argv: []field{{Word: Word{Value: "echo", Span: argv[0].Span}}}}, false
		}
		return inner("xargs", i)
	case "parallel":
		return p.unwrapParallel(fr, u, args, in)
	case "find":
		return p.unwrapFind(fr, u, argv, in)
	case "watch":
		opts, i := scanOpts(args, "n", []string{"interval"})
		for _, o := range opts {
			if o.name == "-x" || o.name == "--exec" {
				return inner("watch", i)
			}
		}
		if i >= len(args) {
			return step{}, false
		}
		p.nestedFields(fr, u, args[i:], "watch", *in)
		// watch joins its arguments for sh -c, so quoting inside them
		// is lost; a watch built with -x semantics runs them as they
		// are. Classify both readings when they differ.
		for _, a := range args[i:] {
			if strings.ContainsAny(a.Value, " \t\n;&|<>'\"$`\\") {
				p.runArgv(fr.withEnv(u, *in), args[i:], cmdIn{span: in.span})
				break
			}
		}
		return step{}, true
	case "script":
		opts, _ := scanOpts(args, "cEIOBTm", []string{"command", "echo", "log-in", "log-out", "log-io", "log-timing", "logging-format"})
		for _, o := range opts {
			if o.name == "-c" || o.name == "--command" {
				p.nestedFields(fr, u, []field{o.val}, "script -c", *in)
				return step{}, true
			}
		}
	case "pkexec":
		_, i := scanOpts(args, "", []string{"user"})
		return inner("pkexec", i)
	case "gosu", "su-exec":
		return inner(base, 1)
	case "setpriv", "unshare", "firejail", "torsocks", "rlwrap", "catchsegv":
		_, i := scanOpts(args, "", []string{"reuid", "regid", "groups", "inh-caps", "bounding-set", "securebits", "selinux-label", "apparmor-profile", "propagation", "setgroups"})
		return inner(base, i)
	case "nsenter":
		_, i := scanOpts(args, "tSGw", []string{"target", "setuid", "setgid", "wd"})
		return inner(base, i)
	case "proxychains", "proxychains4":
		_, i := scanOpts(args, "f", nil)
		return inner(base, i)
	case "strace", "ltrace":
		opts, i := scanOpts(args, "oeEpsSIPbuXaA", nil)
		for _, o := range opts {
			if o.name == "-p" {
				return step{}, false
			}
		}
		return inner(base, i)
	case "systemd-run":
		_, i := scanOpts(args, "pEMHu", []string{"unit", "property", "description", "slice", "uid", "gid", "nice", "working-directory", "setenv", "machine", "host", "on-active", "on-boot", "on-calendar", "timer-property", "service-type"})
		return inner(base, i)
	case "chrt", "taskset":
		opts, i := scanOpts(args, "", nil)
		for _, o := range opts {
			if o.name == "-p" || o.name == "--pid" {
				return step{}, false
			}
		}
		return inner(base, i+1)
	case "runuser":
		all, _ := scanOptsAll(args, "ugGcsw", []string{"user", "group", "supp-group", "command", "shell", "whitelist-environment", "session-command"})
		for _, o := range all {
			if o.name == "-c" || o.name == "--command" || o.name == "--session-command" {
				p.nestedFields(fr, u, []field{o.val}, "runuser -c", *in)
				return step{}, true
			}
		}
		opts, i := scanOpts(args, "ugGcsw", []string{"user", "group", "supp-group", "command", "shell", "whitelist-environment", "session-command"})
		for _, o := range opts {
			if o.name == "-u" || o.name == "--user" {
				return inner("runuser", i)
			}
		}
	case "su":
		opts, _ := scanOptsAll(args, "csgGw", []string{"command", "shell", "group", "supp-group", "whitelist-environment", "session-command"})
		for _, o := range opts {
			if o.name == "-c" || o.name == "--command" || o.name == "--session-command" {
				p.nestedFields(fr, u, []field{o.val}, "su -c", *in)
				return step{}, true
			}
		}
	case "sg":
		// sg GROUP [-c] COMMAND runs COMMAND with /bin/sh -c.
		if len(args) > 1 {
			rest := args[1:]
			if rest[0].Value == "-c" {
				rest = rest[1:]
			}
			p.emit(fr, u, argv[:2], cmdIn{span: in.span, pipeFrom: in.pipeFrom})
			p.nestedFields(fr, u, rest, "sg -c", *in)
			return step{}, true
		}
	case "at", "batch":
		// The job is the script on stdin.
		c := p.emit(fr, u, argv, *in)
		if in.stdin != nil {
			p.runText(fr, u, *in, in.stdin, base, field{Word: Word{Span: in.stdin.span}})
		}
		return step{out: stageOut{names: []string{c.Name}}}, true
	case "ssh":
		_, i := scanOpts(args, "BbcDEeFIiJLlmOopQRSWw", nil)
		if i+1 >= len(args) {
			return step{}, false
		}
		p.emit(fr, u, argv[:i+2], cmdIn{span: in.span, pipeFrom: in.pipeFrom})
		p.nestedFields(fr, u, args[i+1:], "ssh", *in)
		return step{}, true
	case "docker", "podman", "nerdctl", "docker-compose", "podman-compose":
		return p.unwrapDocker(fr, u, base, argv, in)
	case "git":
		if next, ok := gitDropDashes(argv); ok {
			return step{argv: next}, false
		}
		p.gitConfig(fr, u, argv, in)
		return step{}, false
	case "kubectl", "oc":
		return p.unwrapKubectl(fr, u, base, argv, in)
	case "eval":
		if u.more {
			p.problem("dynamic_eval", "eval runs text read at run time by "+lastWrapper(u), argv[0].Span)
			return step{}, false
		}
		if len(args) == 0 {
			return step{}, false
		}
		p.nestedFields(fr, u, args, "eval", *in)
		return step{}, true
	case "source", ".":
		return p.unwrapSource(fr, u, argv, in)
	case "trap":
		return p.unwrapTrap(fr, u, argv, in)
	case "alias":
		p.defineAliases(fr, args)
		return step{}, false
	case "hash":
		p.hashPaths(args)
		return step{}, false
	case "unalias":
		for _, a := range args {
			delete(p.aliases, a.Value)
		}
		p.changesState()
		return step{}, false
	case "unset":
		for _, a := range args {
			delete(p.vars, a.Value)
		}
		return step{}, false
	case "set":
		if p.setBuiltin(args) {
			p.changesState()
		}
		return step{}, false
	case "shopt":
		if slices.ContainsFunc(args, func(a field) bool { return a.Dynamic || a.Value == "-s" || a.Value == "-u" || a.Value == "-o" }) {
			p.changesState()
		}
		return step{}, false
	case "shift":
		p.shiftBuiltin(args)
		return step{}, false
	case "read", "mapfile", "readarray", "getopts", "printf":
		p.forgetAssigned(base, args)
		return step{}, false
	}
	if specs, ok := runners[base]; ok {
		if i, ok := runnerStart(specs, args); ok {
			return inner(base, i)
		}
	}
	if shells[base] {
		return p.unwrapShell(fr, u, base, argv, in)
	}
	return step{}, false
}

// opt is one parsed option.
type opt struct {
	name string // "-x" or "--long"
	val  field  // its argument, when it takes one
}

// scanOpts reads options up to the first operand or "--". Short options
// listed in withArg and long options in longArg take an argument.
func scanOpts(args []field, withArg string, longArg []string) ([]opt, int) {
	var opts []opt
	i := 0
	for i < len(args) {
		v := args[i].Value
		if v == "--" {
			return opts, i + 1
		}
		if len(v) < 2 || v[0] != '-' {
			return opts, i
		}
		i += scanOne(args, i, withArg, longArg, &opts)
	}
	return opts, i
}

// scanOptsAll reads options anywhere in args and returns the operands.
func scanOptsAll(args []field, withArg string, longArg []string) ([]opt, []field) {
	var opts []opt
	var operands []field
	for i := 0; i < len(args); {
		v := args[i].Value
		if v == "--" {
			operands = append(operands, args[i+1:]...)
			break
		}
		if len(v) < 2 || v[0] != '-' {
			operands = append(operands, args[i])
			i++
			continue
		}
		i += scanOne(args, i, withArg, longArg, &opts)
	}
	return opts, operands
}

// scanOne parses the option at args[i] and returns how many args it used.
func scanOne(args []field, i int, withArg string, longArg []string, opts *[]opt) int {
	v := args[i].Value
	if strings.HasPrefix(v, "--") {
		name, val, hasVal := strings.Cut(v[2:], "=")
		o := opt{name: "--" + name}
		if hasVal {
			o.val = field{Word: Word{Value: val, Dynamic: args[i].Dynamic, Span: args[i].Span}}
			*opts = append(*opts, o)
			return 1
		}
		for _, l := range longArg {
			// getopt_long takes an abbreviation of a long option.
			if l == name || len(name) >= 3 && strings.HasPrefix(l, name) {
				*opts = append(*opts, o)
				if i+1 >= len(args) {
					return 1 // the value is missing
				}
				(*opts)[len(*opts)-1].val = args[i+1]
				return 2
			}
		}
		*opts = append(*opts, o)
		return 1
	}
	for j := 1; j < len(v); j++ {
		o := opt{name: "-" + v[j:j+1]}
		if strings.IndexByte(withArg, v[j]) >= 0 {
			if j+1 < len(v) {
				o.val = field{Word: Word{Value: v[j+1:], Dynamic: args[i].Dynamic, Span: args[i].Span}}
				*opts = append(*opts, o)
				return 1
			}
			*opts = append(*opts, o)
			if i+1 >= len(args) {
				return 1 // the value is missing
			}
			(*opts)[len(*opts)-1].val = args[i+1]
			return 2
		}
		*opts = append(*opts, o)
	}
	return 1
}

// takeEnv moves NAME=value operands into the environment of the command.
func (p *parser) takeEnv(u *unwrap, args []field, i int) int {
	for ; i < len(args); i++ {
		name, val, ok := strings.Cut(args[i].Value, "=")
		if !ok || !validName(name) {
			break
		}
		u.env = append(u.env, Assign{Name: name, Value: Word{Value: val, Dynamic: args[i].Dynamic, Span: args[i].Span}, Span: args[i].Span})
	}
	return i
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		if c != '_' && !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') && !(i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

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

func (p *parser) unwrapFlock(fr *frame, u *unwrap, args []field, in *cmdIn) (step, bool) {
	opts, i := scanOpts(args, "wEc", []string{"wait", "timeout", "conflict-exit-code", "command"})
	if i+1 < len(args) && (args[i+1].Value == "-c" || args[i+1].Value == "--command") {
		more, _ := scanOpts(args[i+1:], "c", []string{"command"})
		opts = append(opts, more...)
	}
	for _, o := range opts {
		if o.name == "-c" || o.name == "--command" {
			p.nestedFields(fr, u, []field{o.val}, "flock", *in)
			return step{}, true
		}
	}
	if i+1 >= len(args) {
		return step{}, false
	}
	u.push("flock")
	return step{argv: args[i+1:]}, false
}

func (p *parser) unwrapParallel(fr *frame, u *unwrap, args []field, in *cmdIn) (step, bool) {
	p.parallelPerl(fr, u, args, in)
	opts, i := scanOpts(args, "jSaIdCnL", []string{"jobs", "sshlogin", "arg-file", "colsep", "delimiter", "joblog", "results", "tmpdir", "workdir", "timeout", "retries", "memfree", "load", "halt", "tag-string", "env", "nice", "max-args", "max-lines", "header", "rpl", "replace", "basefile", "return", "transferfile", "shebang-wrap", "termseq"})
	for _, o := range opts {
		switch o.name {
		case "--dry-run", "--help", "-h", "--version", "--citation", "--number-of-cpus", "--number-of-cores", "--max-line-length-allowed":
			// Prints the commands, or something about parallel; runs none.
			return step{}, false
		case "-I", "--replace":
			u.tokens = append(append([]string(nil), u.tokens...), o.val.Value)
		}
	}
	end := len(args)
	for j := i; j < len(args); j++ {
		if strings.HasPrefix(args[j].Value, ":::") {
			end = j
			break
		}
	}
	u.more = true
	quote := false
	for _, o := range opts {
		quote = quote || o.name == "-q" || o.name == "--quote"
	}
	if end > i {
		if !quote {
			p.nestedFields(fr, u, args[i:end], "parallel", *in)
		}
		// parallel joins the command's words for a shell unless -q;
		// classify the words as they are too when joining changes them.
		for _, a := range args[i:end] {
			if quote || strings.ContainsAny(a.Value, " \t\n;&|<>'\"$`\\") {
				f := fr.withEnv(u, *in)
				f.more, f.tokens = true, u.tokens
				n := len(p.script.Commands)
				p.runArgv(f, args[i:end], cmdIn{span: in.span})
				for _, c := range p.script.Commands[n:] {
					c.MoreArgs = true
				}
				break
			}
		}
		return step{}, true
	}
	// Without a command, each argument is a command line; without
	// arguments either, the command lines come from the input.
	if end == len(args) {
		p.problem("dynamic_eval", "parallel runs command lines read at run time", in.span)
		return step{}, true
	}
	for j := end; j < len(args); j++ {
		if !strings.HasPrefix(args[j].Value, ":::") {
			p.nestedFields(fr, u, args[j:j+1], "parallel", *in)
		}
	}
	return step{}, true
}

var findExec = map[string]bool{"-exec": true, "-execdir": true, "-ok": true, "-okdir": true}

// parallelPerl lists the perl code of {= ... =} replacement strings and
// --rpl definitions, which parallel runs even with --dry-run.
func (p *parser) parallelPerl(fr *frame, u *unwrap, args []field, in *cmdIn) {
	for k, a := range args {
		var codes []string
		v := a.Value
		for {
			i := strings.Index(v, "{=")
			if i < 0 {
				break
			}
			j := strings.Index(v[i+2:], "=}")
			if j < 0 {
				break
			}
			codes = append(codes, v[i+2:i+2+j])
			v = v[i+2+j+2:]
		}
		if k > 0 && args[k-1].Value == "--rpl" {
			if _, code, ok := strings.Cut(a.Value, " "); ok {
				codes = append(codes, code)
			}
		}
		for _, code := range codes {
			sub := &unwrap{ctx: u.ctx, wrappers: u.wrappers}
			sub.push("parallel {= =}")
			w := field{Word: Word{Value: code, Dynamic: a.Dynamic, Span: a.Span}}
			p.runArgv(fr.withWrappers(sub), []field{{Word: Word{Value: "perl", Span: a.Span}}, {Word: Word{Value: "-e", Span: a.Span}}, w}, cmdIn{span: in.span})
		}
	}
}

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
			case findExec[a.Value]:
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
	found := findMatches(args)
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
		if len(cmd) > 0 {
			// -execdir runs in the folder of each file found, so
			// relative paths in it point anywhere.
			sub := &unwrap{ctx: u.ctx, wrappers: u.wrappers, cwdMoved: flag == "-execdir" || flag == "-okdir", more: u.more, tokens: u.tokens}
			sub.push("find -exec")
			var withFound []field
			for _, a := range cmd {
				if strings.Contains(a.Value, "{}") {
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
			cmd = withFound
			f := *fr
			f.ctx, f.wrappers = sub.ctx, sub.wrappers
			f.more, f.tokens = sub.more, sub.tokens
			n := len(p.script.Commands)
			p.runArgv(&f, cmd, cmdIn{span: in.span})
			if sub.cwdMoved {
				for _, c := range p.script.Commands[n:] {
					c.CwdUnknown = true
				}
			}
			if sub.more {
				for _, c := range p.script.Commands[n:] {
					c.MoreArgs = true
				}
			}
		}
		i = j
	}
	return step{out: out}, true
}

// findMatches returns, for each start folder of a find command, a word
// for the files it matches: FOLDER/NAME when one -name, -iname or -path
// pattern is given, else the folder itself.
func findMatches(args []field) []Word {
	var starts []field
	i := 0
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
	name, names := "", 0
	for ; i < len(args); i++ {
		switch args[i].Value {
		case "-name", "-iname", "-path", "-ipath", "-wholename":
			if i+1 < len(args) {
				name = args[i+1].Value
				names++
				if args[i+1].Dynamic {
					return nil
				}
			}
		case "-exec", "-execdir", "-ok", "-okdir":
			i = len(args)
		}
	}
	var out []Word
	for _, st := range starts {
		if st.Dynamic {
			return nil
		}
		if names != 1 && path.Clean(st.Value) == "." {
			return nil // {} says no more than the folder does
		}
		w := Word{Value: st.Value, Glob: st.Glob}
		if names == 1 {
			w.Value = strings.TrimSuffix(st.Value, "/") + "/" + strings.TrimPrefix(name, "*/")
			w.Glob = w.Glob || strings.ContainsAny(name, "*?[")
			if strings.Contains(name, "/") {
				w.Value = name
			}
		}
		out = append(out, w)
	}
	return out
}

func (p *parser) unwrapDocker(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	i := 1
	compose := strings.HasSuffix(base, "-compose")
	if !compose {
		_, k := scanOpts(argv[1:], "HHcl", []string{"host", "context", "config", "log-level"})
		i += k
		if i < len(argv) && argv[i].Value == "container" {
			i++
		}
		compose = i < len(argv) && argv[i].Value == "compose"
		if compose {
			i++
		}
	}
	if compose {
		// docker compose [OPTIONS] exec|run [OPTIONS] SERVICE CMD...
		_, k := scanOpts(argv[i:], "fp", []string{"file", "project-name", "profile", "env-file", "project-directory", "ansi", "progress", "parallel"})
		i += k
	}
	if i >= len(argv) || argv[i].Value != "exec" && !(compose && argv[i].Value == "run") {
		return step{}, false
	}
	sub := argv[i].Value
	withArg, longArg := "euw", []string{"env", "env-file", "user", "workdir", "detach-keys"}
	if compose {
		withArg, longArg = "euwlpv", append(longArg, "index", "name", "entrypoint", "label", "publish", "volume", "cap-add", "cap-drop")
	}
	_, j := scanOpts(argv[i+1:], withArg, longArg)
	j += i + 1
	if j+1 >= len(argv) {
		return step{}, false
	}
	p.emit(fr, u, argv[:j+1], cmdIn{span: in.span, pipeFrom: in.pipeFrom})
	if compose {
		u.push(base + " compose " + sub)
	} else {
		u.push(base + " exec")
	}
	u.ctx |= InNested
	return step{argv: argv[j+1:]}, false
}

func (p *parser) unwrapKubectl(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	isExec := false
	for i, a := range argv[1:] {
		if a.Value == "exec" {
			isExec = true
		}
		if a.Value == "--" && isExec {
			p.emit(fr, u, argv[:i+1], cmdIn{span: in.span, pipeFrom: in.pipeFrom})
			if i+2 >= len(argv) {
				return step{}, true
			}
			u.push(base + " exec")
			u.ctx |= InNested
			return step{argv: argv[i+2:]}, false
		}
	}
	return step{}, false
}

// unwrapShell handles bash/sh/zsh...: -c STR, a script on stdin, or a file.
func (p *parser) unwrapShell(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	args := argv[1:]
	cflag, sflag, noexec := false, false, false
	var startup []field // --rcfile and --init-file
	i := 0
	for i < len(args) {
		v := args[i].Value
		if v == "--" || v == "-" {
			i++
			break
		}
		if len(v) < 2 || (v[0] != '-' && v[0] != '+') {
			break
		}
		if strings.HasPrefix(v, "--") {
			name, val, eq := strings.Cut(v, "=")
			if name == "--rcfile" || name == "--init-file" {
				switch {
				case eq:
					startup = append(startup, field{Word: Word{Value: val, Dynamic: args[i].Dynamic, Span: args[i].Span}})
				case i+1 < len(args):
					startup = append(startup, args[i+1])
					i++
				}
			}
			i++
			continue
		}
		optVal := ""
		for j := 1; j < len(v); j++ {
			switch v[j] {
			case 'c':
				cflag = true
			case 's':
				sflag = true
			case 'n':
				noexec = noexec || v[0] == '-'
			case 'o', 'O':
				// The option's name is the rest of the word or the
				// next word.
				if j+1 < len(v) {
					optVal = v[j+1:]
				} else if i+1 < len(args) {
					i++
					optVal = args[i].Value
				}
				j = len(v)
			}
		}
		if v[0] == '-' && optVal == "noexec" {
			noexec = true
		}
		i++
	}
	for _, f := range startup {
		if f.Dynamic {
			p.problem("dynamic_eval", base+" runs a start-up file whose name is not known statically", f.Span)
		}
	}
	if noexec {
		// -n reads the script without running any of it.
		c := p.emit(fr, u, argv, *in)
		return step{out: stageOut{names: []string{c.Name}}}, true
	}
	if u.more {
		// Under xargs or parallel, a script that is missing or holds
		// the input placeholder is chosen at run time.
		runtime := i >= len(args) && !sflag
		for _, a := range args[:min(i+1, len(args))] {
			runtime = runtime || u.runtimeText(a.Value)
		}
		if runtime {
			p.problem("dynamic_eval", base+" runs a script read at run time by "+lastWrapper(u), in.span)
		}
	}
	// Start-up files and $BASH_ENV the script wrote itself run first.
	for _, f := range startup {
		p.runWritten(fr, u, *in, f, base+" start-up file")
	}
	for _, list := range [][]Assign{fr.env, in.assigns, u.env} {
		for _, a := range list {
			if a.Name == "BASH_ENV" || a.Name == "ENV" {
				p.runWritten(fr, u, *in, field{Word: a.Value}, base+" "+a.Name)
			}
		}
	}
	if cflag {
		if i >= len(args) {
			return step{}, false
		}
		// $0 is the word after the text, $1... the rest.
		ps := params{known: true}
		if len(args) > i+2 {
			ps = paramsOf(args[i+2:], u)
		}
		if len(args) > i+1 && !args[i+1].Dynamic {
			ps.zero, ps.zeroKnown = args[i+1].Value, true
		}
		if u.more {
			ps = params{}
		}
		p.pendingParams = &ps
		p.nestedFields(fr, u, args[i:i+1], base+" -c", *in)
		p.pendingParams = nil
		return step{}, true
	}
	if i < len(args) && !sflag {
		// A script file, or a process substitution standing for one.
		sub := args[i].sub
		if args[i].Dynamic {
			c := p.emit(fr, u, argv, *in)
			if sub != nil {
				c.PipeFrom = append(append([]string(nil), in.pipeFrom...), sub.names...)
				p.runText(fr, u, *in, sub.stdout, base, args[i])
			} else {
				p.problem("dynamic_eval", base+" runs a script whose name is not known statically", args[i].Span)
			}
			return step{out: stageOut{names: []string{base}}}, true
		}
		if fd, stdin := descriptorPath(args[i].Value); fd {
			c := p.emit(fr, u, argv, *in)
			p.runDescriptor(fr, u, in, args[i], stdin, base)
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		if _, ok := p.written[path.Clean(args[i].Value)]; ok {
			c := p.emit(fr, u, argv, *in)
			p.runWritten(fr, u, *in, args[i], base)
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		return step{}, false
	}
	c := p.emit(fr, u, argv, *in)
	if in.stdin != nil {
		p.runText(fr, u, *in, in.stdin, base, field{Word: Word{Span: in.stdin.span}})
	} else if u.ctx&InSubst != 0 && len(in.pipeFrom) == 0 && !u.more {
		// >(bash): the script is whatever the outer command writes.
		p.problem("dynamic_eval", base+" in a substitution runs text that is not known statically", in.span)
	}
	return step{out: stageOut{names: []string{c.Name}}}, true
}

// descriptorPath reports whether name opens a descriptor of the process
// rather than a file (/dev/stdin, /dev/fd/N, /proc/self/fd/N), and whether
// that descriptor is standard input.
func descriptorPath(name string) (fd, stdin bool) {
	v := path.Clean(name)
	switch v {
	case "/dev/stdin":
		return true, true
	case "/dev/stdout", "/dev/stderr":
		return true, false
	}
	if rest, ok := strings.CutPrefix(v, "/dev/fd/"); ok {
		return true, rest == "0"
	}
	if rest, ok := strings.CutPrefix(v, "/proc/"); ok {
		if pid, n, ok := strings.Cut(rest, "/fd/"); ok {
			// Another process's descriptor is not this one's input.
			return true, n == "0" && (pid == "self" || pid == "thread-self")
		}
	}
	return false, false
}

// runDescriptor parses what a shell or source reads from a descriptor
// path: standard input is the text fed to the command, any other
// descriptor is not known statically.
func (p *parser) runDescriptor(fr *frame, u *unwrap, in *cmdIn, f field, stdin bool, wrapper string) {
	switch {
	case !stdin:
		p.problem("dynamic_eval", wrapper+" runs a script read from a descriptor not known statically", f.Span)
	case in.stdin != nil:
		p.runText(fr, u, *in, in.stdin, wrapper, f)
	case u.ctx&InSubst != 0 && len(in.pipeFrom) == 0 && !u.more:
		p.problem("dynamic_eval", wrapper+" in a substitution runs text that is not known statically", in.span)
	}
}

// runText parses the known output of a substitution that a shell or
// source runs, or reports that it is not known.
func (p *parser) runText(fr *frame, u *unwrap, in cmdIn, out *textSrc, wrapper string, f field) {
	if out == nil || out.dynamic {
		p.problem("dynamic_eval", wrapper+" runs text that is not known statically", f.Span)
		return
	}
	src := *out
	src.exact = src.exact && fr.exact
	child := fr.withEnv(u, in)
	child.stdin = nil // the text is the script itself
	p.nested(child, src, 0, wrapper)
}

func (fr *frame) withWrappers(u *unwrap) *frame {
	f := *fr
	f.ctx, f.wrappers = u.ctx, u.wrappers
	return &f
}

// withEnv is withWrappers plus the environment the command was given,
// which every command it runs inherits.
func (fr *frame) withEnv(u *unwrap, in cmdIn) *frame {
	f := fr.withWrappers(u)
	if len(in.assigns)+len(u.env) > 0 {
		f.env = append(append(append([]Assign(nil), fr.env...), in.assigns...), u.env...)
	}
	return f
}

func lastWrapper(u *unwrap) string {
	if len(u.wrappers) == 0 {
		return "a wrapper"
	}
	return u.wrappers[len(u.wrappers)-1]
}

// leavesProject reports whether cd, pushd or popd with these arguments
// may leave the project folder: no operand (home), "-", an absolute,
// home, parent or unknown path.
func leavesProject(args []Word, cwd string) bool {
	var operands []Word
	for _, a := range args {
		if len(a.Value) > 1 && a.Value[0] == '-' && !a.Dynamic {
			continue
		}
		operands = append(operands, a)
	}
	if len(operands) == 0 {
		return true
	}
	for _, a := range operands {
		v := path.Clean(a.Value)
		if !a.Dynamic && within(v, cwd) {
			continue
		}
		if a.Dynamic || v == "-" || v == ".." || strings.HasPrefix(v, "../") || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "+") {
			return true
		}
	}
	return false
}

// within reports whether the absolute path dir is cwd or below it. The
// root folder is never a project: everything would be inside it.
func within(dir, cwd string) bool {
	if cwd == "" || !path.IsAbs(cwd) {
		return false
	}
	cwd = path.Clean(cwd)
	return cwd != "/" && (dir == cwd || strings.HasPrefix(dir, cwd+"/"))
}

// nestedFields joins fields with spaces and parses them as shell, as
// eval, ssh, watch and sh -c do; text not known statically is a problem.
func (p *parser) nestedFields(fr *frame, u *unwrap, fs []field, wrapper string, in cmdIn) {
	src, known := p.joinSrc(fr, fs, "arg")
	if !known {
		p.problem("dynamic_eval", wrapper+" runs a string that is not known statically", src.span)
		if wrapper == "eval" || strings.HasSuffix(wrapper, " -c") {
			return
		}
	}
	f := fr.withEnv(u, in)
	f.stdin = in.stdin
	f.more, f.tokens = u.more, u.tokens
	if u.more {
		n := len(p.script.Commands)
		defer func() {
			for _, c := range p.script.Commands[n:] {
				c.MoreArgs = true
			}
		}()
	}
	if !known {
		return
	}
	p.nested(f, src, 0, wrapper)
}

func (p *parser) unwrapSource(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	k := 1
	if len(argv) > 1 && argv[1].Value == "-p" {
		// bash 5.3: source -p PATH FILE looks FILE up in PATH.
		if len(argv) > 2 && argv[2].Dynamic {
			p.problem("dynamic_eval", "source looks the file up in a path not known statically", argv[2].Span)
		}
		k = 3
	}
	if len(argv) <= k {
		return step{}, false
	}
	f := argv[k]
	if len(argv) > k+1 {
		// The words after the file are its positional parameters while
		// it runs; bash restores the caller's afterwards.
		saved := p.params()
		p.setParams(paramsOf(argv[k+1:], u))
		defer p.setParams(saved)
	}
	if !f.Dynamic {
		if fd, stdin := descriptorPath(f.Value); fd {
			c := p.emit(fr, u, argv, *in)
			p.runDescriptor(fr, u, in, f, stdin, "source")
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		if _, ok := p.written[path.Clean(f.Value)]; ok {
			c := p.emit(fr, u, argv, *in)
			p.runWritten(fr, u, *in, f, "source")
			return step{out: stageOut{names: []string{c.Name}}}, true
		}
		p.sourcesUnread(f.Span)
		return step{}, false
	}
	c := p.emit(fr, u, argv, *in)
	if f.sub != nil {
		c.PipeFrom = append(append([]string(nil), in.pipeFrom...), f.sub.names...)
		p.runText(fr, u, *in, f.sub.stdout, "source", f)
	} else {
		p.problem("dynamic_eval", "source of a file whose name is not known statically", f.Span)
	}
	return step{out: stageOut{names: []string{c.Name}}}, true
}

func (p *parser) unwrapTrap(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	c := p.emit(fr, u, argv, *in)
	out := step{out: stageOut{names: []string{c.Name}}}
	args := argv[1:]
	if len(args) > 0 && args[0].Value == "--" {
		args = args[1:]
	}
	if len(args) < 2 || args[0].Value == "-" || strings.HasPrefix(args[0].Value, "-") && !args[0].Dynamic {
		return out, true
	}
	t := &unwrap{ctx: u.ctx | InTrap, wrappers: u.wrappers}
	p.nestedFields(fr, t, args[:1], "trap", *in)
	return out, true
}

// defineAliases records alias NAME=VALUE; a value not known statically
// makes any later use of the alias a problem.
//
// A known value is also walked where it is defined, as functions are:
// the alias may be used where gatesh does not see it (a later command
// that sources a snapshot of it).
func (p *parser) defineAliases(fr *frame, args []field) {
	for _, a := range args {
		name, val, ok := strings.Cut(a.Value, "=")
		if !ok || strings.HasPrefix(a.Value, "-") {
			continue
		}
		p.changesState()
		if a.Dynamic || val == "" {
			p.aliases[name] = ""
			continue
		}
		p.aliases[name] = val
		if !p.inAlias[name] {
			p.inAlias[name] = true
			p.nested(fr, textSrc{text: val, span: a.Span}, InAlias, "alias "+name)
			delete(p.inAlias, name)
		}
	}
}

// hashPaths records hash -p PATH NAME...: each NAME then runs PATH, as
// an alias to it would.
func (p *parser) hashPaths(args []field) {
	opts, i := scanOpts(args, "p", nil)
	for _, o := range opts {
		if o.name != "-p" {
			continue
		}
		for _, a := range args[i:] {
			if a.Dynamic {
				p.problem("dynamic_command", "hash -p gives a program to a name not known statically", a.Span)
				continue
			}
			if o.val.Dynamic {
				p.aliases[a.Value] = ""
				continue
			}
			p.aliases[a.Value] = quoteWord(o.val.Value)
		}
	}
}

// forgetAssigned makes variables set by read, mapfile, printf -v ... unknown.
func (p *parser) forgetAssigned(base string, args []field) {
	for i, a := range args {
		if validName(a.Value) {
			delete(p.vars, a.Value)
			p.noteAssigned(a.Value)
		}
		if a.Value == "-v" && i+1 < len(args) {
			delete(p.vars, args[i+1].Value)
			p.noteAssigned(args[i+1].Value)
		}
	}
	if base == "mapfile" || base == "readarray" {
		delete(p.vars, "MAPFILE")
	}
	delete(p.vars, "REPLY")
}

// emit lists one command.
func (p *parser) emit(fr *frame, u *unwrap, argv []field, in cmdIn) *Command {
	name := argv[0].Value
	c := &Command{
		Name:     path.Base(name),
		Path:     name,
		Assigns:  append(append(append([]Assign(nil), fr.env...), in.assigns...), u.env...),
		Redirs:   in.redirs,
		Context:  u.ctx,
		Wrappers: u.wrappers,
		PipeFrom: in.pipeFrom,
		MoreArgs: u.more,
		Depth:    fr.depth,
		Span:     in.span,
		// The command itself may be the cd; it still runs where the
		// script was.
		CwdUnknown: p.cwdMoved || u.cwdMoved,
	}
	if name == "" || argv[0].Dynamic {
		c.Name = name
	}
	if len(argv) > 1 {
		c.Args = make([]Word, len(argv)-1)
		for i, a := range argv[1:] {
			c.Args[i] = a.Word
		}
	}
	if len(p.script.Commands) >= maxCommands {
		if !p.stopped {
			p.problem("input_too_large", "too many commands", in.span)
		}
		p.stopped = true
		return c
	}
	p.script.Commands = append(p.script.Commands, c)
	p.understood(c, in)
	if c.Name == "cd" || c.Name == "pushd" || c.Name == "popd" {
		p.cwdChanged = true
		if leavesProject(c.Args, p.opts.Cwd) {
			p.cwdMoved = true
		}
	}
	p.payloads(fr, u, c, argv, in)
	return c
}
