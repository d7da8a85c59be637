package parser

import (
	"slices"
	"strconv"
	"strings"

	"gatesh/internal/lazy"
)

// gitShellKeys are git settings whose value git runs as a shell command
// (lower case; "*" stands for a subsection the user names, which may hold
// dots).
var gitShellKeys = []string{
	"core.sshcommand", "core.pager", "core.editor", "core.askpass", "core.fsmonitor", "core.gitproxy",
	"core.alternaterefscommand", "sequence.editor", "diff.external", "diff.*.command", "diff.*.textconv",
	"remote.*.uploadpack", "remote.*.receivepack",
	"merge.*.driver", "mergetool.*.cmd", "difftool.*.cmd", "filter.*.clean", "filter.*.smudge",
	"filter.*.process", "pager.*", "gpg.program", "gpg.*.program", "credential.helper", "credential.*.helper",
	"uploadpack.packobjectshook", "interactive.difffilter", "browser.*.cmd", "man.*.cmd",
	"sendemail.sendmailcmd",
}

// gitProgramKeys are git settings whose value names a program, a folder of
// hooks or another config file that git runs or reads later: setting one
// for good defers code past gatesh as a shell setting does.
var gitProgramKeys = []string{
	"core.hookspath", "include.path", "includeif.*.path", "init.templatedir", "web.browser",
	"browser.*.path", "man.*.path", "sendemail.smtpserver",
	"protocol.*.allow", "protocol.allow", "submodule.*.update", "core.worktree",
}

// gitForceKeys are git safety settings that, switched off, make a
// subcommand act as if given --force: clean.requireForce=false lets
// `git clean` delete without -f.
var gitForceKeys = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{"clean.requireforce": "clean"}
}}

// gitOff reports whether a boolean setting is switched off, or may be (a
// value not known statically, or not a recognised true).
func gitOff(v field) bool {
	switch strings.ToLower(strings.TrimSpace(v.Value)) {
	case "true", "yes", "on", "1":
		return v.Dynamic
	}
	return true
}

// gitForced reports whether args (a subcommand's arguments) already ask
// for --force, as -f or in a cluster of short options.
func gitForced(args []field) bool {
	for _, a := range args {
		switch v := a.Value; {
		case v == "--":
			return false
		case v == "--force":
			return true
		case len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.Contains(v, "f"):
			return true
		}
	}
	return false
}

func gitShellKey(key string) bool { return gitKeyIn(key, gitShellKeys) }

// gitKeyIn reports whether the lower-case key matches one of patterns:
// "a.b" exactly, "a.*" any key in section a, "a.*.b" key b of any
// subsection of a.
func gitKeyIn(key string, patterns []string) bool {
	for _, k := range patterns {
		section, rest, _ := strings.Cut(k, ".")
		after, ok := strings.CutPrefix(key, section+".")
		if !ok {
			continue
		}
		switch {
		case rest == "*":
			return true
		case strings.HasPrefix(rest, "*."):
			name := rest[1:] // ".b"
			if strings.HasSuffix(after, name) && len(after) > len(name) {
				return true
			}
		case after == rest:
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

// gitEnvOf is what git sees of the variables that configure it
// (GIT_CONFIG_*): the values the script gave them earlier, exported or
// not (one the environment exports already passes on any new value),
// under the variables given to this call in lists. A variable the script
// gave a value not known statically is dynamic.
func (p *parser) gitEnvOf(span Span, lists ...[]Assign) map[string]field {
	env := map[string]field{}
	for name := range p.assigned {
		if !strings.HasPrefix(name, "GIT_CONFIG_") {
			continue
		}
		v, ok := p.vars[name]
		env[name] = field{Word: Word{Value: v, Dynamic: !ok, Span: span}}
	}
	for _, list := range lists {
		for _, a := range list {
			env[a.Name] = field{Word: a.Value}
		}
	}
	return env
}

// gitEnvSettings are the settings GIT_CONFIG_COUNT with GIT_CONFIG_KEY_n
// and GIT_CONFIG_VALUE_n, and GIT_CONFIG_PARAMETERS, give git in env.
// With report, what is not known statically is a problem.
func (p *parser) gitEnvSettings(env map[string]field, report bool) []gitSetting {
	var settings []gitSetting
	problem := func(msg string, span Span) {
		if report {
			p.problem("dynamic_eval", msg, span)
		}
	}
	if n, ok := env["GIT_CONFIG_COUNT"]; ok {
		count, err := strconv.Atoi(strings.TrimSpace(n.Value))
		if n.Dynamic {
			count = 0
			problem("GIT_CONFIG_COUNT is not known statically", n.Span)
		}
		for k := 0; err == nil && k < count && k < 64; k++ {
			key, kok := env["GIT_CONFIG_KEY_"+strconv.Itoa(k)]
			val, vok := env["GIT_CONFIG_VALUE_"+strconv.Itoa(k)]
			if !kok || !vok {
				continue
			}
			if key.Dynamic {
				problem("a git setting named at run time", key.Span)
				continue
			}
			settings = append(settings, gitSetting{strings.ToLower(key.Value), val})
		}
	}
	if params, ok := env["GIT_CONFIG_PARAMETERS"]; ok {
		if params.Dynamic {
			problem("GIT_CONFIG_PARAMETERS is not known statically", params.Span)
		} else {
			for _, w := range p.splitWords(params) {
				if key, val, ok := strings.Cut(w.Value, "="); ok {
					settings = append(settings, gitSetting{strings.ToLower(key), field{Word: Word{Value: val, Span: params.Span}}})
				}
			}
		}
	}
	return settings
}

// gitEnvShell parses what git runs of the settings GIT_CONFIG_* give it,
// where they are set: for the one command they prefix, whatever it is
// (make or a script may run git), or for the commands after an
// assignment or export. A "!" alias is read as what it runs, as some
// later `git NAME` may run it.
func (p *parser) gitEnvShell(fr *frame, u *unwrap, in cmdIn) {
	for _, s := range p.gitEnvSettings(p.gitEnvOf(in.span, in.assigns, u.env), true) {
		if _, ok := strings.CutPrefix(s.key, "alias."); ok {
			if rest, isShell := strings.CutPrefix(s.val.Value, "!"); isShell || s.val.Dynamic {
				s.val.Value = rest
				p.gitShell(fr, u, in, s.key, s.val)
			}
			continue
		}
		p.gitSettingShell(fr, u, in, s)
	}
}

// gitSettingShell parses s when git runs its value as shell: a key of
// gitShellKeys, a "!" value of a key that otherwise names a program or
// a mode (credential.helper, submodule.NAME.update). A setting that lets
// remote URLs run commands (protocol.ext.allow, protocol.allow) runs what
// the repository's settings or .gitmodules name, which gatesh does not
// read.
func (p *parser) gitSettingShell(fr *frame, u *unwrap, in cmdIn, s gitSetting) {
	val := s.val
	bangOnly := gitKeyIn(s.key, []string{"submodule.*.update"})
	switch {
	case s.key == "protocol.ext.allow" || s.key == "protocol.allow":
		if val.Dynamic || strings.ToLower(strings.TrimSpace(val.Value)) != "never" {
			p.problem("dynamic_eval", "git "+s.key+" lets a remote URL of the repository's settings or .gitmodules run a command (ext::), which gatesh does not read", val.Span)
		}
		return
	case !gitShellKey(s.key) && !bangOnly:
		return
	}
	if bangOnly || strings.HasPrefix(s.key, "credential.") {
		// A helper is a git-credential-NAME program, an update mode is
		// checkout or rebase, unless it starts with "!", which makes
		// it shell.
		rest, isShell := strings.CutPrefix(val.Value, "!")
		if !isShell && !val.Dynamic {
			return
		}
		val.Value = rest
	}
	if !val.Dynamic && gitBool(val.Value) {
		return
	}
	p.gitShell(fr, u, in, s.key, val)
}

// gitConfig classifies what a single git call runs through settings given
// on its command line: `-c alias.x='!cmd'`, `-c core.sshCommand=cmd` and
// --config-env. Shell values are parsed as shell; an alias to another
// subcommand, given there or by GIT_CONFIG_*, is expanded. (What git runs
// of the variables it is given, envCommandValues parses where they are
// set.)
//
// When a setting switches off a safety (gitForceKeys) for the subcommand
// that runs, it returns argv with --force added after the subcommand, so
// the rules see the forced call; the caller walks that argv instead.
func (p *parser) gitConfig(fr *frame, u *unwrap, argv []field, in *cmdIn) []field {
	env := p.gitEnvOf(in.span, fr.env, in.assigns, u.env)
	var settings []gitSetting
	add := func(kv field) {
		key, val, ok := strings.Cut(kv.Value, "=")
		if !ok {
			val = "true" // `-c key` alone sets a boolean on
		}
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
	given := len(settings)
	settings = append(settings, p.gitEnvSettings(env, false)...)
	if i < len(args) && !gitForced(args[i+1:]) {
		for _, s := range settings {
			if gitForceKeys.Get()[s.key] == args[i].Value && gitOff(s.val) {
				force := field{Word: Word{Value: "--force", Span: s.val.Span}}
				return slices.Concat(argv[:i+2], []field{force}, args[i+1:])
			}
		}
	}
	aliases := map[string]field{}
	for k, s := range settings {
		if name, ok := strings.CutPrefix(s.key, "alias."); ok {
			aliases[name] = s.val
		} else if k < given {
			p.gitSettingShell(fr, u, *in, s)
		}
	}
	if u.more && (i >= len(args) || u.runtimeText(args[i].Value)) {
		// xargs git: the subcommand itself comes from the input.
		p.problem("dynamic_command", "the git subcommand is chosen at run time by "+lastWrapper(u), in.span)
	}
	if i >= len(args) {
		return nil
	}
	p.gitSubcommandShell(fr, u, args[i].Value, args[i+1:], *in)
	cmd, ok := aliases[strings.ToLower(args[i].Value)]
	if !ok {
		// An alias the script stored with git config earlier.
		if cmd, ok = p.gitStored[strings.ToLower(args[i].Value)]; !ok {
			return nil
		}
	}
	if cmd.Dynamic {
		p.problem("dynamic_eval", "git alias "+args[i].Value+" is not known statically", cmd.Span)
		return nil
	}
	if p.gitAliases >= 4 {
		p.problem("nesting_too_deep", "git aliases expand into each other", cmd.Span)
		return nil
	}
	p.gitAliases++
	defer func() { p.gitAliases-- }()
	if rest, isShell := strings.CutPrefix(cmd.Value, "!"); isShell {
		// git runs "!CMD" with sh -c, the remaining arguments as $1...
		ps := paramsOf(args[i+1:], u)
		p.pendingParams = &ps
		p.nestedFields(fr, u, []field{{Word: Word{Value: rest, Span: cmd.Span}}}, "git alias", *in)
		p.pendingParams = nil
		return nil
	}
	// An alias to another subcommand: git ALIAS ARGS runs git VALUE ARGS.
	expanded := append([]field{argv[0]}, p.splitWords(cmd)...)
	expanded = append(expanded, args[i+1:]...)
	sub := &unwrap{ctx: u.ctx, wrappers: u.wrappers, container: u.container}
	sub.push("git alias")
	f := fr.withWrappers(sub)
	p.runArgv(f, expanded, cmdIn{span: in.span, pipeFrom: in.pipeFrom})
	return nil
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
	if next := p.gitConfig(fr, u, argv, in); next != nil {
		return step{argv: next}, false
	}
	return step{}, false
}

// gitConfigReads are git config options and subcommands after which it
// only reads or removes settings.
var gitConfigReads = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"--get": true, "--get-all": true, "--get-regexp": true, "--get-urlmatch": true, "--get-color": true,
		"--get-colorbool": true, "-l": true, "--list": true, "--unset": true, "--unset-all": true,
		"--remove-section": true, "--rename-section": true, "get": true, "list": true, "unset": true,
		"remove-section": true, "rename-section": true, "edit": true, "-e": true, "--edit": true,
	}
}}

// gitConfigPersist lists what a setting that git config stores for good
// will run later: the shell command of a key in gitShellKeys or of a "!"
// alias, the program, hook folder or file of a key in gitProgramKeys, or
// the forced subcommand a safety in gitForceKeys no longer guards.
// They are listed with InLater, which the rules hold as persistence.
func (p *parser) gitConfigPersist(fr *frame, u *unwrap, args []field, in cmdIn) {
	opts, operands := scanOptsAll(args, "f", []string{"file", "blob", "type", "default", "comment", "value"})
	for _, o := range opts {
		if gitConfigReads.Get()[o.name] {
			return
		}
	}
	if len(operands) > 0 && operands[0].Value == "set" {
		operands = operands[1:]
	}
	if len(operands) < 2 || gitConfigReads.Get()[operands[0].Value] {
		return
	}
	keyWord, val := operands[0], operands[1]
	if keyWord.Dynamic {
		p.problem("dynamic_eval", "git config stores a setting whose name is not known statically", keyWord.Span)
		return
	}
	key := strings.ToLower(keyWord.Value)
	later := &unwrap{ctx: u.ctx | InLater, wrappers: u.wrappers, container: u.container}
	label := "git config " + key
	shell := func(text field) {
		if text.Dynamic {
			p.problem("dynamic_eval", label+" stores a command not known statically", text.Span)
		}
		p.nestedFields(fr, later, []field{text}, label, in)
	}
	program := func(name field) {
		later.push(label)
		p.runArgv(fr.withWrappers(later), []field{name}, cmdIn{span: in.span})
	}
	rest, bang := strings.CutPrefix(val.Value, "!")
	switch {
	case strings.HasPrefix(key, "alias."):
		// Later commands of this script call it by its name; each later
		// `git NAME` runs it, read now as what it will run.
		if p.gitStored == nil {
			p.gitStored = map[string]field{}
		}
		p.gitStored[strings.TrimPrefix(key, "alias.")] = val
		if bang {
			val.Value = rest
			shell(val)
		} else if !val.Dynamic && strings.TrimSpace(val.Value) != "" {
			// Stored for good, it is as risky as what it runs: the
			// subcommand is read as run (not held as persistence, which
			// an alias to log is not).
			as := &unwrap{ctx: u.ctx, wrappers: u.wrappers, container: u.container}
			as.push(label)
			p.runArgv(fr.withWrappers(as), append([]field{{Word: Word{Value: "git", Span: val.Span}}}, p.splitWords(val)...), cmdIn{span: in.span})
		}
	case strings.HasPrefix(key, "credential.") && gitShellKey(key):
		// A helper is a git-credential-NAME program unless it starts
		// with "!": either way it is handed the credentials later.
		if bang {
			val.Value = rest
			shell(val)
		} else if val.Value != "" {
			program(val)
		}
	case gitShellKey(key):
		if val.Dynamic || !gitBool(val.Value) {
			shell(val)
		}
	case gitForceKeys.Get()[key] != "" && gitOff(val):
		// Every later `git clean` deletes as if forced.
		later.push(label)
		sp := val.Span
		forced := []field{{Word: Word{Value: "git", Span: sp}}, {Word: Word{Value: gitForceKeys.Get()[key], Span: sp}}, {Word: Word{Value: "--force", Span: sp}}}
		p.runArgv(fr.withWrappers(later), forced, cmdIn{span: in.span})
	case gitKeyIn(key, gitProgramKeys):
		// protocol.ext.allow=always lets remotes run commands.
		if val.Dynamic || strings.HasPrefix(key, "protocol.") && val.Value != "never" || !strings.HasPrefix(key, "protocol.") && !gitBool(val.Value) {
			program(val)
		}
	}
}
