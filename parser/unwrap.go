package parser

import (
	"maps"
	"path"
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
}

// unwrap is the state built while wrappers are peeled off.
type unwrap struct {
	ctx      Context
	wrappers []string
	more     bool
	env      []Assign
}

func (u *unwrap) push(w string) {
	u.wrappers = append(append([]string(nil), u.wrappers...), w)
}

var shells = map[string]bool{"bash": true, "sh": true, "dash": true, "zsh": true, "ksh": true, "mksh": true, "ash": true, "yash": true, "posh": true, "rbash": true}

// runArgv peels wrappers off argv and lists the command that runs, plus
// every command hidden in shell strings it is given.
func (p *parser) runArgv(fr *frame, argv []field, in cmdIn) stageOut {
	u := &unwrap{ctx: fr.ctx, wrappers: fr.wrappers}
	for len(argv) > 0 {
		if p.stopped {
			return stageOut{}
		}
		name := argv[0]
		if name.Dynamic {
			p.problem("dynamic_command", "command name "+strconv.Quote(name.Value)+" is not known statically", name.Span)
			p.emit(fr, u, argv, in)
			return stageOut{names: []string{name.Value}}
		}
		base := path.Base(name.Value)
		if !strings.Contains(name.Value, "/") && p.funcs[name.Value] {
			c := p.emit(fr, u, argv, in)
			c.FuncCall = true
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
	c := p.emit(fr, u, argv, in)
	return stageOut{names: []string{c.Name}, stdout: p.staticStdout(fr, c, argv, in)}
}

type step struct {
	argv []field // the inner command; nil to list argv as is
	out  stageOut
}

// unwrapOne handles one wrapper or shell-running builtin. It returns the
// inner argv to continue with, or done when it listed everything itself.
func (p *parser) unwrapOne(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	args := argv[1:]
	inner := func(label string, i int) (step, bool) {
		if i >= len(args) {
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
		return p.unwrapEnv(fr, u, args)
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
	case "busybox":
		if len(args) > 0 && !strings.HasPrefix(args[0].Value, "-") {
			return inner("busybox", 0)
		}
	case "flock":
		return p.unwrapFlock(fr, u, args, in)
	case "xargs":
		_, i := scanOpts(args, "IEnPsdaL", []string{"replace", "eof", "max-lines", "max-args", "max-procs", "max-chars", "delimiter", "arg-file", "process-slot-var"})
		u.more = true
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
	case "ssh":
		_, i := scanOpts(args, "BbcDEeFIiJLlmOopQRSWw", nil)
		if i+1 >= len(args) {
			return step{}, false
		}
		p.emit(fr, u, argv[:i+2], cmdIn{span: in.span, pipeFrom: in.pipeFrom})
		p.nestedFields(fr, u, args[i+1:], "ssh", *in)
		return step{}, true
	case "docker", "podman", "nerdctl":
		return p.unwrapDocker(fr, u, base, argv, in)
	case "git":
		p.gitAlias(fr, u, argv, in)
		return step{}, false
	case "kubectl", "oc":
		return p.unwrapKubectl(fr, u, base, argv, in)
	case "eval":
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
		p.defineAliases(args)
		return step{}, false
	case "unalias":
		for _, a := range args {
			delete(p.aliases, a.Value)
		}
		return step{}, false
	case "unset":
		for _, a := range args {
			delete(p.vars, a.Value)
		}
		return step{}, false
	case "read", "mapfile", "readarray", "getopts", "printf":
		p.forgetAssigned(base, args)
		return step{}, false
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
			if l == name {
				if i+1 < len(args) {
					o.val = args[i+1]
				}
				*opts = append(*opts, o)
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
			if i+1 < len(args) {
				o.val = args[i+1]
			}
			*opts = append(*opts, o)
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

func (p *parser) unwrapEnv(fr *frame, u *unwrap, args []field) (step, bool) {
	opts, i := scanOpts(args, "uCSPa", []string{"unset", "chdir", "split-string", "argv0"})
	var split []field
	for _, o := range opts {
		switch o.name {
		case "-u", "--unset":
			// Unsetting shows as an empty assignment: both change the
			// variable the command sees.
			u.env = append(u.env, Assign{Name: o.val.Value, Value: Word{Span: o.val.Span}, Span: o.val.Span})
		case "-S", "--split-string":
			split = p.splitWords(o.val)
		}
	}
	if i < len(args) && args[i].Value == "-" {
		i++ // `env -` is `env -i`
	}
	i = p.takeEnv(u, args, i)
	rest := append(split, args[min(i, len(args)):]...)
	if len(rest) == 0 {
		return step{}, false
	}
	u.push("env")
	return step{argv: rest}, false
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
	_, i := scanOpts(args, "jSaIdCn", []string{"jobs", "sshlogin", "arg-file", "colsep", "delimiter", "joblog", "results", "tmpdir", "workdir", "timeout", "retries", "memfree", "load", "halt", "tag-string", "env"})
	end := len(args)
	for j := i; j < len(args); j++ {
		if strings.HasPrefix(args[j].Value, ":::") {
			end = j
			break
		}
	}
	u.more = true
	if end > i {
		p.nestedFields(fr, u, args[i:end], "parallel", *in)
		return step{}, true
	}
	// Without a command, each argument is a command line.
	for j := end; j < len(args); j++ {
		if !strings.HasPrefix(args[j].Value, ":::") {
			p.nestedFields(fr, u, args[j:j+1], "parallel", *in)
		}
	}
	return step{}, true
}

// unwrapFind lists find itself and each command it executes.
func (p *parser) unwrapFind(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	c := p.emit(fr, u, argv, *in)
	out := stageOut{names: []string{c.Name}}
	args := argv[1:]
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
			sub := &unwrap{ctx: u.ctx, wrappers: u.wrappers}
			sub.push("find -exec")
			for _, a := range cmd {
				if strings.Contains(a.Value, "{}") {
					sub.more = true
				}
			}
			f := *fr
			f.ctx, f.wrappers = sub.ctx, sub.wrappers
			n := len(p.script.Commands)
			p.runArgv(&f, cmd, cmdIn{span: in.span})
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

func (p *parser) unwrapDocker(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	_, i := scanOpts(argv[1:], "HHcl", []string{"host", "context", "config", "log-level"})
	i++
	if i < len(argv) && argv[i].Value == "container" {
		i++
	}
	if i >= len(argv) || argv[i].Value != "exec" {
		return step{}, false
	}
	_, j := scanOpts(argv[i+1:], "euw", []string{"env", "env-file", "user", "workdir", "detach-keys"})
	j += i + 1
	if j+1 >= len(argv) {
		return step{}, false
	}
	p.emit(fr, u, argv[:j+1], cmdIn{span: in.span, pipeFrom: in.pipeFrom})
	u.push(base + " exec")
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
	cflag, sflag := false, false
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
			if v == "--rcfile" || v == "--init-file" {
				i++
			}
			i++
			continue
		}
		for _, ch := range v[1:] {
			switch ch {
			case 'c':
				cflag = true
			case 's':
				sflag = true
			case 'o', 'O':
				i++
			}
		}
		i++
	}
	if cflag {
		if i >= len(args) {
			return step{}, false
		}
		saved := maps.Clone(p.vars)
		for k, a := range args[i+1:] {
			if a.Dynamic || p.noVars {
				delete(p.vars, strconv.Itoa(k))
			} else {
				p.vars[strconv.Itoa(k)] = a.Value
			}
		}
		p.nestedFields(fr, u, args[i:i+1], base+" -c", *in)
		p.vars = saved
		return step{}, true
	}
	if i < len(args) && !sflag {
		// A script file, or a process substitution standing for one.
		sub := args[i].sub
		if args[i].Dynamic {
			c := p.emit(fr, u, argv, *in)
			if sub != nil {
				c.PipeFrom = append(append([]string(nil), in.pipeFrom...), sub.names...)
				p.runText(fr, u, sub.stdout, base, args[i])
			} else {
				p.problem("dynamic_eval", base+" runs a script whose name is not known statically", args[i].Span)
			}
			return step{out: stageOut{names: []string{base}}}, true
		}
		return step{}, false
	}
	c := p.emit(fr, u, argv, *in)
	if in.stdin != nil {
		p.runText(fr, u, in.stdin, base, field{Word: Word{Span: in.stdin.span}})
	}
	return step{out: stageOut{names: []string{c.Name}}}, true
}

// runText parses the known output of a substitution that a shell or
// source runs, or reports that it is not known.
func (p *parser) runText(fr *frame, u *unwrap, out *textSrc, wrapper string, f field) {
	if out == nil || out.dynamic {
		p.problem("dynamic_eval", wrapper+" runs text that is not known statically", f.Span)
		return
	}
	src := *out
	src.exact = src.exact && fr.exact
	child := fr.withWrappers(u)
	child.stdin = nil // the text is the script itself
	p.nested(child, src, 0, wrapper)
}

func (fr *frame) withWrappers(u *unwrap) *frame {
	f := *fr
	f.ctx, f.wrappers = u.ctx, u.wrappers
	return &f
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
	f := fr.withWrappers(u)
	f.stdin = in.stdin
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
	if len(argv) < 2 {
		return step{}, false
	}
	f := argv[1]
	if !f.Dynamic {
		return step{}, false
	}
	c := p.emit(fr, u, argv, *in)
	if f.sub != nil {
		c.PipeFrom = append(append([]string(nil), in.pipeFrom...), f.sub.names...)
		p.runText(fr, u, f.sub.stdout, "source", f)
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
func (p *parser) defineAliases(args []field) {
	for _, a := range args {
		name, val, ok := strings.Cut(a.Value, "=")
		if !ok || strings.HasPrefix(a.Value, "-") {
			continue
		}
		if a.Dynamic || val == "" {
			p.aliases[name] = ""
			continue
		}
		p.aliases[name] = val
	}
}

// forgetAssigned makes variables set by read, mapfile, printf -v ... unknown.
func (p *parser) forgetAssigned(base string, args []field) {
	for i, a := range args {
		if validName(a.Value) {
			delete(p.vars, a.Value)
		}
		if a.Value == "-v" && i+1 < len(args) {
			delete(p.vars, args[i+1].Value)
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
		Assigns:  append(append([]Assign(nil), in.assigns...), u.env...),
		Redirs:   in.redirs,
		Context:  u.ctx,
		Wrappers: u.wrappers,
		PipeFrom: in.pipeFrom,
		MoreArgs: u.more,
		Depth:    fr.depth,
		Span:     in.span,
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
	p.payloads(fr, u, c, argv, in)
	return c
}

// gitAlias parses the shell of a `git -c alias.NAME='!CMD' NAME` call:
// git runs CMD with sh -c, with the remaining arguments as $1...
func (p *parser) gitAlias(fr *frame, u *unwrap, argv []field, in *cmdIn) {
	aliases := map[string]field{}
	args := argv[1:]
	i := 0
	for i < len(args) {
		v := args[i].Value
		switch {
		case v == "-c" && i+1 < len(args):
			key, val, _ := strings.Cut(args[i+1].Value, "=")
			if name, ok := strings.CutPrefix(strings.ToLower(key), "alias."); ok && strings.HasPrefix(val, "!") {
				f := args[i+1]
				aliases[name] = field{Word: Word{Value: val[1:], Dynamic: f.Dynamic, Span: f.Span}}
			}
			i += 2
			continue
		case v == "-C" || v == "--git-dir" || v == "--work-tree" || v == "--namespace" || v == "--exec-path" || v == "--config-env":
			i += 2
			continue
		case strings.HasPrefix(v, "-"):
			i++
			continue
		}
		break
	}
	if i >= len(args) {
		return
	}
	cmd, ok := aliases[strings.ToLower(args[i].Value)]
	if !ok {
		return
	}
	saved := maps.Clone(p.vars)
	for k, a := range args[i+1:] {
		if !a.Dynamic {
			p.vars[strconv.Itoa(k+1)] = a.Value
		}
	}
	p.nestedFields(fr, u, []field{cmd}, "git alias", *in)
	p.vars = saved
}
