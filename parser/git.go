package parser

import (
	"maps"
	"strconv"
	"strings"
)

// gitShellKeys are git settings whose value git runs as a shell command
// (lower case, "*" for a name part chosen by the user).
var gitShellKeys = []string{
	"core.sshcommand", "core.pager", "core.editor", "core.askpass", "core.fsmonitor", "core.gitproxy",
	"sequence.editor", "diff.external", "diff.*.command", "diff.*.textconv", "merge.*.driver",
	"filter.*.clean", "filter.*.smudge", "filter.*.process", "pager.*", "gpg.program", "gpg.*.program",
	"credential.helper", "credential.*.helper", "uploadpack.packobjectshook",
}

// gitShellEnv are environment variables whose value git runs as a shell
// command or program.
var gitShellEnv = map[string]bool{
	"GIT_SSH_COMMAND": true, "GIT_SSH": true, "GIT_EDITOR": true, "GIT_SEQUENCE_EDITOR": true,
	"GIT_PAGER": true, "GIT_EXTERNAL_DIFF": true, "GIT_ASKPASS": true, "GIT_PROXY_COMMAND": true,
}

func gitShellKey(key string) bool {
	parts := strings.Split(key, ".")
	for _, k := range gitShellKeys {
		kp := strings.Split(k, ".")
		if len(kp) != len(parts) && !(len(kp) == 2 && kp[1] == "*" && len(parts) >= 2) {
			continue
		}
		ok := true
		for i := range kp {
			if i >= len(parts) || kp[i] != "*" && kp[i] != parts[i] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// gitBool reports values that switch a setting on or off rather than
// name a command (pager.log=false).
func gitBool(v string) bool {
	switch strings.ToLower(v) {
	case "", "true", "false", "yes", "no", "on", "off", "1", "0":
		return true
	}
	return false
}

// gitSetting is one configuration value given to a single git call.
type gitSetting struct {
	key string // lower case
	val field
}

// gitDropDashes removes a "--" among git's global options: `git -- reset`
// runs reset.
func gitDropDashes(argv []field) ([]field, bool) {
	for i := 1; i < len(argv); i++ {
		v := argv[i].Value
		switch {
		case v == "--":
			return append(append([]field(nil), argv[:i]...), argv[i+1:]...), true
		case v == "-C" || v == "-c" || v == "--git-dir" || v == "--work-tree" || v == "--namespace" || v == "--exec-path" || v == "--config-env":
			i++
		case strings.HasPrefix(v, "-"):
		default:
			return nil, false
		}
	}
	return nil, false
}

// gitConfig classifies what a single git call runs through settings given
// on its command line or in its environment: `-c alias.x='!cmd'`,
// `-c core.sshCommand=cmd`, GIT_SSH_COMMAND, GIT_CONFIG_COUNT/KEY_n/VALUE_n,
// GIT_CONFIG_PARAMETERS and --config-env. Shell values are parsed as
// shell; an alias to another subcommand is expanded.
func (p *parser) gitConfig(fr *frame, u *unwrap, argv []field, in *cmdIn) {
	env := map[string]field{}
	for _, list := range [][]Assign{fr.env, in.assigns, u.env} {
		for _, a := range list {
			env[a.Name] = field{Word: a.Value}
		}
	}
	var settings []gitSetting
	add := func(kv field) {
		key, val, _ := strings.Cut(kv.Value, "=")
		if u.runtimeText(key) {
			p.problem("dynamic_eval", "a git setting named at run time by "+lastWrapper(u), kv.Span)
		}
		settings = append(settings, gitSetting{strings.ToLower(key), field{Word: Word{Value: val, Dynamic: kv.Dynamic, Span: kv.Span}}})
	}
	args := argv[1:]
	i := 0
	for i < len(args) {
		v := args[i].Value
		switch {
		case v == "-c" && i+1 < len(args):
			add(args[i+1])
			i += 2
			continue
		case strings.HasPrefix(v, "-c") && len(v) > 2:
			add(field{Word: Word{Value: v[2:], Dynamic: args[i].Dynamic, Span: args[i].Span}})
		case v == "--config-env" && i+1 < len(args), strings.HasPrefix(v, "--config-env="):
			spec := args[i]
			if v == "--config-env" {
				spec = args[i+1]
				i++
			} else {
				spec.Value = strings.TrimPrefix(v, "--config-env=")
			}
			key, name, _ := strings.Cut(spec.Value, "=")
			if u.runtimeText(spec.Value) {
				p.problem("dynamic_eval", "a git setting named at run time by "+lastWrapper(u), spec.Span)
			}
			val, ok := env[name]
			if !ok {
				val = field{Word: Word{Value: "$" + name, Dynamic: true, Span: spec.Span}}
			}
			settings = append(settings, gitSetting{strings.ToLower(key), val})
		case v == "-C" || v == "--git-dir" || v == "--work-tree" || v == "--namespace" || v == "--exec-path":
			i += 2
			continue
		case strings.HasPrefix(v, "-"):
		default:
			goto done
		}
		i++
	}
done:
	if n, ok := env["GIT_CONFIG_COUNT"]; ok {
		count, err := strconv.Atoi(strings.TrimSpace(n.Value))
		if n.Dynamic {
			count = 0
			p.problem("dynamic_eval", "GIT_CONFIG_COUNT is not known statically", n.Span)
		}
		for k := 0; err == nil && k < count && k < 64; k++ {
			key, kok := env["GIT_CONFIG_KEY_"+strconv.Itoa(k)]
			val, vok := env["GIT_CONFIG_VALUE_"+strconv.Itoa(k)]
			if !kok || !vok {
				continue
			}
			if key.Dynamic {
				p.problem("dynamic_eval", "a git setting named at run time", key.Span)
				continue
			}
			settings = append(settings, gitSetting{strings.ToLower(key.Value), val})
		}
	}
	if params, ok := env["GIT_CONFIG_PARAMETERS"]; ok {
		if params.Dynamic {
			p.problem("dynamic_eval", "GIT_CONFIG_PARAMETERS is not known statically", params.Span)
		} else {
			for _, w := range p.splitWords(params) {
				if key, val, ok := strings.Cut(w.Value, "="); ok {
					settings = append(settings, gitSetting{strings.ToLower(key), field{Word: Word{Value: val, Span: params.Span}}})
				}
			}
		}
	}
	for name := range gitShellEnv {
		if val, ok := env[name]; ok {
			p.gitShell(fr, u, *in, name, val)
		}
	}
	aliases := map[string]field{}
	for _, s := range settings {
		if name, ok := strings.CutPrefix(s.key, "alias."); ok {
			aliases[name] = s.val
			continue
		}
		if !gitShellKey(s.key) {
			continue
		}
		val := s.val
		if strings.HasPrefix(s.key, "credential.") {
			// A helper is a git-credential-NAME program unless it
			// starts with "!", which makes it shell.
			rest, isShell := strings.CutPrefix(val.Value, "!")
			if !isShell && !val.Dynamic {
				continue
			}
			val.Value = rest
		}
		if !val.Dynamic && gitBool(val.Value) {
			continue
		}
		p.gitShell(fr, u, *in, s.key, val)
	}
	if u.more && (i >= len(args) || u.runtimeText(args[i].Value)) {
		// xargs git: the subcommand itself comes from the input.
		p.problem("dynamic_command", "the git subcommand is chosen at run time by "+lastWrapper(u), in.span)
	}
	if i >= len(args) {
		return
	}
	p.gitSubcommandShell(fr, u, args[i].Value, args[i+1:], *in)
	cmd, ok := aliases[strings.ToLower(args[i].Value)]
	if !ok {
		return
	}
	if cmd.Dynamic {
		p.problem("dynamic_eval", "git alias "+args[i].Value+" is not known statically", cmd.Span)
		return
	}
	if p.gitAliases >= 4 {
		p.problem("nesting_too_deep", "git aliases expand into each other", cmd.Span)
		return
	}
	p.gitAliases++
	defer func() { p.gitAliases-- }()
	if rest, isShell := strings.CutPrefix(cmd.Value, "!"); isShell {
		// git runs "!CMD" with sh -c, the remaining arguments as $1...
		saved := maps.Clone(p.vars)
		for k, a := range args[i+1:] {
			if !a.Dynamic {
				p.vars[strconv.Itoa(k+1)] = a.Value
			}
		}
		p.nestedFields(fr, u, []field{{Word: Word{Value: rest, Span: cmd.Span}}}, "git alias", *in)
		p.vars = saved
		return
	}
	// An alias to another subcommand: git ALIAS ARGS runs git VALUE ARGS.
	expanded := append([]field{argv[0]}, p.splitWords(cmd)...)
	expanded = append(expanded, args[i+1:]...)
	sub := &unwrap{ctx: u.ctx, wrappers: u.wrappers}
	sub.push("git alias")
	f := fr.withWrappers(sub)
	p.runArgv(f, expanded, cmdIn{span: in.span, pipeFrom: in.pipeFrom})
}

// gitShell parses a setting git runs as shell.
func (p *parser) gitShell(fr *frame, u *unwrap, in cmdIn, key string, val field) {
	if val.Dynamic {
		p.problem("dynamic_eval", "git runs "+key+" as a command, and its value is not known statically", val.Span)
		return
	}
	if strings.TrimSpace(val.Value) == "" {
		return
	}
	in.stdin = nil
	p.nestedFields(fr, u, []field{val}, "git "+key, in)
}

// unwrapGit handles git: `git -- CMD` forms and settings given on the
// command line that make git run programs.
func (p *parser) unwrapGit(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	if next, ok := gitDropDashes(argv); ok {
		return step{argv: next}, false
	}
	p.gitConfig(fr, u, argv, in)
	return step{}, false
}
