package parser

import (
	"path"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// optionShell is how one program reads its options, and which of them
// name a command the program runs through a shell or as a program.
type optionShell struct {
	withArg string   // short options that take an argument
	longArg []string // long options that take an argument, without "--"
	runs    []string // options whose value is a command ("-e", "--rsh")
	sshOpts bool     // -o Key=Value, where some keys are commands
}

var tarOptions = optionShell{
	withArg: "fCIFbgHKLNTVX",
	longArg: []string{"file", "directory", "use-compress-program", "info-script", "new-volume-script", "to-command", "rsh-command", "checkpoint-action"},
	runs:    []string{"-I", "--use-compress-program", "-F", "--info-script", "--new-volume-script", "--to-command", "--rsh-command"},
}

// optionShells lists programs that run a command named in an option.
var optionShells = &lazy.Value[map[string]optionShell]{New: func() map[string]optionShell {
	return map[string]optionShell{
		"ssh":   {withArg: "BbcDEeFIiJLlmOopQRSWw", sshOpts: true},
		"scp":   {withArg: "cDFiJloPSX", runs: []string{"-S"}, sshOpts: true},
		"sftp":  {withArg: "BbcDFiJloPRSs", runs: []string{"-S"}, sshOpts: true},
		"rsync": {withArg: "eBfTM@", longArg: []string{"rsh"}, runs: []string{"-e", "--rsh"}},
		"tar":   tarOptions,
		"gtar":  tarOptions,
		"man":   {withArg: "PCMmSsLpEeRr", longArg: []string{"pager"}, runs: []string{"-P", "--pager"}},
		"sort": {withArg: "ktTSo", longArg: []string{"key", "field-separator", "temporary-directory", "buffer-size", "output", "parallel", "batch-size", "files0-from", "random-source", "compress-program"},
			runs: []string{"--compress-program"}},
		// Builtins with a callback: mapfile -C runs it (with two words
		// added) every -c lines; compgen -C runs a command, -F a
		// function, and expands -W's word list again (see compgenWords).
		"mapfile":   {withArg: "dnOsuCc", runs: []string{"-C"}},
		"readarray": {withArg: "dnOsuCc", runs: []string{"-C"}},
		"compgen":   {withArg: "oAGWFCXPSV", runs: []string{"-C", "-F"}},
	}
}}

// sshCommandKeys are ssh -o settings whose value is a shell command.
var sshCommandKeys = []string{"proxycommand", "localcommand", "knownhostscommand", "remotecommand"}

// optionCommands parses the commands a program runs from its options:
// rsync -e, tar --to-command and --checkpoint-action=exec=, ssh -o
// ProxyCommand=, ... Their values are run as shell, as the programs do
// (or split into words, which shell parsing covers).
func (p *parser) optionCommands(fr *frame, u *unwrap, base string, argv []field, in cmdIn) {
	switch base {
	case "sed", "gsed":
		p.sedCommands(fr, u, argv, in)
		return
	case "vim", "vi", "nvim", "view", "ex", "gvim", "vimdiff":
		p.vimCommands(fr, u, base, argv, in)
		return
	case "make", "gmake":
		p.makeVarCommands(fr, u, argv, in)
		p.makefileInCommand(fr, base, argv)
		return
	case "gradle", "gradlew":
		p.gradleScriptInCommand(base, argv)
		return
	case "just", "task":
		p.taskfileInCommand(base, argv)
		return
	case "cargo":
		p.cargoConfigCommands(fr, u, argv, in)
		return
	case "go":
		p.goExecCommands(fr, u, argv, in)
		return
	case "zip":
		p.zipTestCommand(fr, u, argv, in)
		return
	case "man":
		p.manBrowser(fr, u, argv, in)
	case "tmux":
		p.tmuxCommands(fr, u, argv, in)
		return
	}
	spec, ok := optionShells.Get()[base]
	if !ok {
		return
	}
	in.stdin = nil
	opts, _ := scanOptsAll(argv[1:], spec.withArg, spec.longArg)
	for _, o := range opts {
		val := o.val
		switch {
		case spec.sshOpts && o.name == "-o":
			key, rest := sshOption(val.Value)
			if !slices.Contains(sshCommandKeys, key) || strings.EqualFold(rest, "none") {
				continue
			}
			val.Value = rest
		case base == "compgen" && o.name == "-W":
			p.compgenWords(fr, val)
			continue
		case o.name == "--checkpoint-action" && (base == "tar" || base == "gtar"):
			rest, isExec := strings.CutPrefix(val.Value, "exec=")
			if !isExec {
				continue
			}
			val.Value = rest
		case !slices.Contains(spec.runs, o.name) && !longPrefixOf(o.name, spec.runs):
			continue
		}
		if val.Dynamic {
			p.problem("dynamic_eval", base+" "+o.name+" runs a command not known statically", val.Span)
			continue
		}
		if strings.TrimSpace(val.Value) == "" {
			continue
		}
		p.nestedFields(fr, u, []field{val}, base+" "+o.name, in)
	}
}

// compgenWords parses compgen -W's word list, which bash expands as it
// expands words: a substitution in it runs.
func (p *parser) compgenWords(fr *frame, val field) {
	if val.Dynamic {
		p.problem("dynamic_eval", "compgen -W expands a word list not known statically", val.Span)
		return
	}
	if strings.ContainsAny(val.Value, "$`") {
		p.nested(fr, textSrc{text: ": " + val.Value, span: val.Span}, 0, "compgen -W")
	}
}

// sshOption splits an ssh -o value, "Key=Value", "Key Value" or
// "Key = Value", into the lower-case key and the value.
func sshOption(s string) (key, val string) {
	s = strings.TrimLeft(s, " \t")
	i := strings.IndexAny(s, "= \t")
	if i < 0 {
		return strings.ToLower(s), ""
	}
	key, val = s[:i], strings.TrimLeft(s[i:], " \t")
	val = strings.TrimLeft(strings.TrimPrefix(val, "="), " \t")
	return strings.ToLower(key), val
}

// gitRuns lists, per git subcommand, the options whose value git runs as
// a command, and the short options that take a value.
var gitRuns = &lazy.Value[map[string]struct {
	withArg string
	runs    []string
}]{New: func() map[string]struct {
	withArg string
	runs    []string
} {
	return map[string]struct {
		withArg string
		runs    []string
	}{
		"rebase":        {"xsXS", []string{"-x", "--exec"}},
		"difftool":      {"xtX", []string{"-x", "--extcmd"}},
		"filter-branch": {"d", []string{"--env-filter", "--tree-filter", "--index-filter", "--parent-filter", "--msg-filter", "--commit-filter", "--tag-name-filter"}},
		"clone":         {"ubocj", []string{"-u", "--upload-pack"}},
		"fetch":         {"j", []string{"--upload-pack"}},
		"pull":          {"sXj", []string{"--upload-pack"}},
		"ls-remote":     {"", []string{"--upload-pack", "--exec"}},
		"fetch-pack":    {"", []string{"--upload-pack", "--exec"}},
		"push":          {"o", []string{"--receive-pack", "--exec"}},
		"send-pack":     {"", []string{"--receive-pack", "--exec"}},
		"archive":       {"o", []string{"--exec"}},
	}
}}

// gitSubcommandShell parses the commands git subcommands run from their
// arguments: the options in gitRuns (rebase --exec, clone --upload-pack,
// ...), submodule foreach and bisect run.
func (p *parser) gitSubcommandShell(fr *frame, u *unwrap, sub string, args []field, in cmdIn) {
	in.stdin = nil
	run := func(name string, val field) {
		if val.Dynamic {
			p.problem("dynamic_eval", "git "+sub+" "+name+" runs a command not known statically", val.Span)
			return
		}
		if strings.TrimSpace(val.Value) != "" {
			p.nestedFields(fr, u, []field{val}, "git "+sub+" "+name, in)
		}
	}
	if spec, ok := gitRuns.Get()[sub]; ok {
		var longArg []string
		for _, r := range spec.runs {
			if l, ok := strings.CutPrefix(r, "--"); ok {
				longArg = append(longArg, l)
			}
		}
		opts, _ := scanOptsAll(args, spec.withArg, append(longArg, "strategy", "strategy-option", "onto", "tool", "origin", "branch", "depth", "template", "reference", "separate-git-dir", "config", "jobs", "remote", "format", "prefix", "output", "repo"))
		for _, o := range opts {
			if slices.Contains(spec.runs, o.name) || longPrefixOf(o.name, spec.runs) {
				run(o.name, o.val)
			}
		}
		return
	}
	switch sub {
	case "config":
		p.gitConfigPersist(fr, u, args, in)
	case "submodule":
		for k, a := range args {
			if a.Value != "foreach" {
				continue
			}
			rest := args[k+1:]
			for len(rest) > 0 && strings.HasPrefix(rest[0].Value, "-") {
				rest = rest[1:]
			}
			if len(rest) > 0 {
				p.nestedFields(fr, u, rest, "git submodule foreach", in)
			}
			return
		}
	case "bisect":
		if len(args) > 1 && args[0].Value == "run" {
			sub := &unwrap{ctx: u.ctx | InNested, wrappers: u.wrappers, container: u.container}
			sub.push("git bisect run")
			p.runArgv(fr.withWrappers(sub), args[1:], cmdIn{span: in.span})
		}
	}
}

// vimCommands parses the shell commands that Ex commands given on a vim
// command line run: -c CMD, --cmd CMD and +CMD, where CMD is `!cmd`,
// `r !cmd`, `w !cmd` or `silent !cmd`; system() and :terminal run text
// that is not parsed here, so they are problems.
func (p *parser) vimCommands(fr *frame, u *unwrap, base string, argv []field, in cmdIn) {
	in.stdin = nil
	args := argv[1:]
	for i := 0; i < len(args); i++ {
		v := args[i].Value
		var ex field
		switch {
		case v == "--":
			return
		case (v == "-c" || v == "--cmd" || vimFlagCluster(v)) && i+1 < len(args):
			// -sc, -esc: short flags run together, c last, take the
			// next word as the command.
			i++
			ex = args[i]
		case strings.HasPrefix(v, "+") && len(v) > 1:
			ex = args[i]
			ex.Value = v[1:]
		default:
			continue
		}
		shell, opaque := exShell(ex.Value)
		switch {
		case opaque:
			p.problem("dynamic_eval", base+" runs an Ex command that calls the shell with text not parsed here", ex.Span)
		case shell != "":
			if ex.Dynamic {
				p.problem("dynamic_eval", base+" runs a shell command not known statically", ex.Span)
				continue
			}
			p.nestedFields(fr, u, []field{{Word: Word{Value: shell, Span: ex.Span}}}, base+" !", in)
		}
	}
}

// vimFlagCluster reports whether a word is vim's short flags run
// together ending in c (-sc, -esc, -Nesc), whose command is the next word.
func vimFlagCluster(v string) bool {
	if len(v) < 3 || v[0] != '-' || v[1] == '-' || !strings.HasSuffix(v, "c") {
		return false
	}
	return strings.Trim(v[1:], "eEsNnbdRlmMhZyACDFL") == "c"
}

// exShell returns the shell text of an Ex command that filters through or
// runs the shell (`!cmd`, `r !cmd`, `w !cmd`, `silent !cmd`, with an
// optional range), and whether it reaches the shell in a way whose text
// is not plain (system(), :terminal, :execute).
func exShell(ex string) (shell string, opaque bool) {
	for _, cmd := range strings.Split(ex, "|") {
		c := strings.TrimLeft(cmd, " \t:")
		c = strings.TrimLeft(c, "0123456789.$%,'<>+- \t")
		for _, prefix := range []string{"silent!", "silent", "sil!", "sil"} {
			if rest, ok := strings.CutPrefix(c, prefix); ok {
				c = strings.TrimLeft(rest, " \t")
				break
			}
		}
		for _, prefix := range []string{"read", "r", "write", "w"} {
			if rest, ok := strings.CutPrefix(c, prefix); ok && strings.HasPrefix(strings.TrimLeft(rest, " \t"), "!") {
				c = strings.TrimLeft(rest, " \t")
				break
			}
		}
		if rest, ok := strings.CutPrefix(c, "!"); ok {
			// The rest of the line, bars included, is the shell's.
			i := strings.Index(ex, rest)
			return ex[i:], false
		}
		if strings.Contains(c, "system(") || strings.Contains(c, "systemlist(") || strings.HasPrefix(c, "term") ||
			strings.HasPrefix(c, "exe") || strings.HasPrefix(c, "call") || strings.HasPrefix(c, "lua") ||
			strings.HasPrefix(c, "py") || strings.HasPrefix(c, "perl") || strings.HasPrefix(c, "ruby") {
			return "", true
		}
	}
	return "", false
}

// envCommands are environment variables whose value programs run as a
// shell command: pagers, editors, less's input filters, askpass helpers,
// rsync's remote shell, git's programs; envCommandSuffixes name the
// same roles for any program (GIT_PAGER, SVN_EDITOR, CVS_RSH, HG_SSH).
var envCommands = []string{
	"PAGER", "MANPAGER", "EDITOR", "VISUAL", "LESSOPEN", "LESSCLOSE", "BROWSER", "FCEDIT", "HGEDITOR",
	"GIT_EXTERNAL_DIFF", "GIT_PROXY_COMMAND", "SHELL", "MAKE",
	// Compilers and their wrappers, which builds run (make, cargo, cc).
	"CC", "CXX", "CPP", "LD", "AR", "AS", "FC", "RUSTC", "RUSTDOC", "CARGO_BUILD_RUSTC",
}

var envCommandSuffixes = []string{"_PAGER", "_EDITOR", "_ASKPASS", "_RSH", "_SSH", "_SSH_COMMAND", "_WRAPPER"}

// envCommand reports whether a program runs the value of variable name
// as a command.
func envCommand(name string) bool {
	if slices.Contains(envCommands, name) {
		return true
	}
	for _, s := range envCommandSuffixes {
		if strings.HasSuffix(name, s) {
			return true
		}
	}
	// cargo runs a target's binaries through its runner, and links with
	// its linker.
	return strings.HasPrefix(name, "CARGO_TARGET_") && (strings.HasSuffix(name, "_RUNNER") || strings.HasSuffix(name, "_LINKER"))
}

// EnvRuns parses what programs run of the variables vars gives them, as
// a dotenv file gives them to the program that loads it and to every
// program that one starts: the value of PAGER or GIT_SSH_COMMAND, the
// settings GIT_CONFIG_* give git. It is nil when no variable is one of
// those.
func EnvRuns(vars []Assign, opts Options) *Script {
	var sb strings.Builder
	for _, a := range vars {
		if validName(a.Name) && (envCommand(a.Name) || strings.HasPrefix(a.Name, "GIT_CONFIG_")) {
			sb.WriteString(a.Name + "=" + shellQuote(a.Value.Value) + "\n")
		}
	}
	if sb.Len() == 0 {
		return nil
	}
	return Parse(sb.String(), opts)
}

// shellQuote single-quotes s for the shell, whatever it holds.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// envCommandValues parses the commands that variables set for one
// command (PAGER='...' man ls), or for the commands after them, make it
// run; and what git runs of the settings GIT_CONFIG_* give it.
func (p *parser) envCommandValues(fr *frame, u *unwrap, in cmdIn) {
	in.stdin = nil
	gitEnv := false
	for _, list := range [][]Assign{in.assigns, u.env} {
		for _, a := range list {
			gitEnv = gitEnv || strings.HasPrefix(a.Name, "GIT_CONFIG_")
			if !envCommand(a.Name) {
				continue
			}
			val := a.Value
			// LESSOPEN="|filter %s" and "||filter %s" pipe through a command.
			val.Value = strings.TrimLeft(val.Value, "| ")
			if val.Dynamic {
				p.problem("dynamic_eval", a.Name+" names a command not known statically", val.Span)
				continue
			}
			// A switch (USE_SSH=1, GIT_EDITOR=true) names no program
			// to read.
			if v := strings.TrimSpace(val.Value); v != "" && !gitBool(v) {
				p.nestedFields(fr, u, []field{{Word: val}}, a.Name, in)
			}
		}
	}
	if gitEnv {
		p.gitEnvShell(fr, u, in)
	}
}

// makefileInCommand holds a makefile that the command line itself gives
// (make -f <(...), -f - with a heredoc, --eval): make runs its recipes
// with the shell, and gatesh does not read makefiles. A makefile on disk
// is the project's code, as a script file is.
func (p *parser) makefileInCommand(fr *frame, base string, argv []field) {
	opts, _ := scanOptsAll(argv[1:], "fCIjloW", []string{"file", "makefile", "directory", "include-dir", "jobs", "load-average", "old-file", "assume-old", "what-if", "new-file", "assume-new", "eval"})
	// A makefile the same command wrote, or appended to, is text given
	// in the command: its recipes are read as the commands they are
	// (what it held before, on disk, is not read, as no program on disk
	// is).
	written := func(name string) {
		if src, ok := p.written[path.Clean(name)]; ok {
			for _, r := range makeRecipes(src.text) {
				p.nested(fr, textSrc{text: r, span: src.span}, 0, base+" recipe")
			}
		}
	}
	named, dir := false, ""
	for _, o := range opts {
		if o.name == "-C" || o.name == "--directory" {
			dir = path.Join(dir, o.val.Value)
		}
	}
	for _, o := range opts {
		switch o.name {
		case "-f", "--file", "--makefile":
			named = true
			fd, _ := descriptorPath(o.val.Value)
			if substValue(o.val) || o.val.Value == "-" || fd {
				p.problem("dynamic_eval", base+" runs the recipes of a makefile given in the command, which gatesh does not read", o.val.Span)
			} else if !o.val.Dynamic {
				written(path.Join(dir, o.val.Value))
			}
		case "--eval":
			p.problem("dynamic_eval", base+" --eval adds makefile text whose recipes gatesh does not read", o.val.Span)
		}
	}
	if named {
		return
	}
	for _, n := range []string{"GNUmakefile", "makefile", "Makefile"} {
		written(path.Join(dir, n))
	}
}

// makeRecipes are the recipe lines of makefile text, each as the shell
// command make hands to sh -c: the tab and the @, - and + prefixes gone,
// continued lines joined, $$ as $.
func makeRecipes(text string) []string {
	var out []string
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		l, ok := strings.CutPrefix(lines[i], "\t")
		if !ok {
			continue
		}
		for strings.HasSuffix(l, "\\") && i+1 < len(lines) {
			i++
			l = l[:len(l)-1] + strings.TrimPrefix(lines[i], "\t")
		}
		l = strings.TrimLeft(l, "@-+ \t")
		out = append(out, strings.ReplaceAll(l, "$$", "$"))
	}
	return out
}

// tmuxShellCommands are tmux commands, with their aliases, whose operands
// are a shell command, and the short options of each that take a value.
var tmuxShellCommands = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"new-session": "ceFfnstxy", "new": "ceFfnstxy",
		"new-window": "ceFnt", "neww": "ceFnt",
		"split-window": "ceFltp", "splitw": "ceFltp",
		"respawn-pane": "cet", "respawnp": "cet",
		"respawn-window": "cet", "respawnw": "cet",
		"run-shell": "cdt", "run": "cdt",
		"send-keys": "Nt", "send": "Nt",
		// A popup runs its shell command; pipe-pane pipes a pane's
		// output into one.
		"display-popup": "bcdehsStTwxy", "popup": "bcdehsStTwxy",
		"pipe-pane": "t", "pipep": "t",
	}
}}

// tmuxLaterCommands are tmux commands, with their aliases, whose last
// operand is a tmux command run later (when the user confirms, or
// answers a prompt), and the short options of each that take a value.
var tmuxLaterCommands = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"confirm-before": "cpt", "confirm": "cpt",
		"command-prompt": "IptT", "bind-key": "NT", "bind": "NT", "if-shell": "t", "if": "t",
		// A menu's items each run a tmux command when chosen; a file
		// sourced runs its lines as tmux commands.
		"display-menu": "bcCHsStTxy", "menu": "bcCHsStTxy", "source-file": "t", "source": "t",
	}
}}

// tmuxName returns the tmux command sub names: itself when it is a name
// or an alias gatesh reads, else the one such full name it abbreviates
// (tmux takes a unique prefix of a command's name: new-s is
// new-session). A prefix that several of them share is refused by tmux
// unless it is one's alias.
func tmuxName(sub string) string {
	if _, ok := tmuxShellCommands.Get()[sub]; ok {
		return sub
	}
	if _, ok := tmuxLaterCommands.Get()[sub]; ok {
		return sub
	}
	if sub == "" {
		return sub
	}
	found := ""
	for _, m := range []map[string]string{tmuxShellCommands.Get(), tmuxLaterCommands.Get()} {
		for name := range m {
			if strings.Contains(name, "-") && strings.HasPrefix(name, sub) {
				if found != "" {
					return sub
				}
				found = name
			}
		}
	}
	if found == "" {
		return sub
	}
	return found
}

// tmuxKeys are key names send-keys types as more than their name.
var tmuxKeys = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{"Enter": "\n", "C-m": "\n", "C-j": "\n", "KPEnter": "\n", "Space": " ", "Tab": "\t"}
}}

// tmuxCommands parses what tmux runs: tmux -c CMD, the shell command of
// new-session, new-window, split-window, respawn-* and run-shell, and
// the text send-keys types into a pane's shell.
func (p *parser) tmuxCommands(fr *frame, u *unwrap, argv []field, in cmdIn) {
	in.stdin = nil
	opts, i := scanOpts(argv[1:], "LSfcT", nil)
	for _, o := range opts {
		if o.name == "-c" {
			p.nestedFields(fr, u, []field{o.val}, "tmux -c", in)
		}
	}
	p.tmuxCommandList(fr, u, argv[0], argv[1+i:], in)
	// The rules read a tmux command by its first word: the commands after
	// a ";" (tmux ls \; kill-server) are tmux's own as much, and each is
	// judged as one (tmux kill-server), as a binding's command is.
	for _, cmd := range tmuxLaterCommandsOf(argv[1+i:]) {
		words := []string{"tmux"}
		for _, a := range cmd {
			if a.Dynamic {
				p.problem("dynamic_eval", "tmux runs a command after ; that is not known statically", a.Span)
				words = nil
				break
			}
			words = append(words, shellQuote(a.Value))
		}
		if words != nil {
			p.nestedFields(fr, u, []field{{Word: Word{Value: strings.Join(words, " "), Span: cmd[0].Span}}}, "tmux", in)
		}
	}
}

// tmuxLaterCommandsOf returns the tmux commands after the first of a list
// split by ";" operands, read as tmuxCommandList reads them.
func tmuxLaterCommandsOf(args []field) [][]field {
	var out [][]field
	var cmd []field
	seen := false
	for k := 0; k <= len(args); k++ {
		ends := k == len(args)
		if !ends {
			var w field
			var keep bool
			w, ends, keep = tmuxListWord(args[k])
			if keep {
				cmd = append(cmd, w)
			}
		}
		if ends && len(cmd) > 0 {
			if seen {
				out = append(out, cmd)
			}
			seen, cmd = true, nil
		}
	}
	return out
}

// tmuxListWord reads one operand of a tmux command list: the word its
// command keeps, whether it ends that command (a ";" at its end), and
// whether anything of it is kept (of a lone ";", nothing). "\;" at the
// end is a literal ";".
func tmuxListWord(a field) (w field, ends, keep bool) {
	v, ends := strings.CutSuffix(a.Value, ";")
	if a.Dynamic || !ends {
		return a, false, true
	}
	if literal, ok := strings.CutSuffix(v, "\\"); ok {
		a.Value = literal + ";"
		return a, false, true
	}
	a.Value = v
	return a, true, v != ""
}

// tmuxCommandList parses a list of tmux commands split by ";" operands
// (tmux bind X run-shell a \; run-shell b), each with tmuxCommand. As
// tmux reads its arguments, one that ends in ";" ends its command too
// (tmux ls\; run-shell x, display 'hi;' run-shell x), and "\;" at the
// end of one is a literal ";". A word not known statically may end in
// ";" when it runs: what follows it is also read as a command list.
func (p *parser) tmuxCommandList(fr *frame, u *unwrap, name field, args []field, in cmdIn) {
	var cmd []field
	for k := 0; k <= len(args); k++ {
		if k == len(args) {
			if len(cmd) > 0 {
				p.tmuxCommand(fr, u, name, cmd, in)
			}
			break
		}
		if args[k].Dynamic && k+1 < len(args) {
			p.tmuxCommandList(fr, u, name, args[k+1:], in)
		}
		w, ends, keep := tmuxListWord(args[k])
		if keep {
			cmd = append(cmd, w)
		}
		if ends {
			if len(cmd) > 0 {
				p.tmuxCommand(fr, u, name, cmd, in)
			}
			cmd = nil
		}
	}
}

// tmuxCommand parses one tmux command and its operands.
func (p *parser) tmuxCommand(fr *frame, u *unwrap, name field, args []field, in cmdIn) {
	p.tmuxFormats(fr, u, args, in)
	sub := tmuxName(args[0].Value)
	switch sub {
	case "bind-key", "bind":
		p.tmuxBinding(fr, u, name, args[1:], in)
		return
	case "if-shell", "if":
		p.tmuxIfShell(fr, u, name, args[1:], in)
		return
	case "display-menu", "menu":
		// NAME KEY COMMAND for each item; an empty NAME alone is a
		// separator.
		_, j := scanOpts(args[1:], tmuxLaterCommands.Get()[sub], nil)
		rest := args[1+j:]
		for k := 0; k < len(rest); {
			if !rest[k].Dynamic && rest[k].Value == "" {
				k++
				continue
			}
			if k+2 >= len(rest) {
				break
			}
			p.tmuxCommandText(fr, u, name, rest[k+2:k+3], "tmux display-menu", in)
			k += 3
		}
		return
	case "source-file", "source":
		_, j := scanOpts(args[1:], tmuxLaterCommands.Get()[sub], nil)
		for _, f := range args[1+j:] {
			p.tmuxSourceFile(fr, u, name, f, in)
		}
		return
	case "confirm-before", "confirm", "command-prompt":
		// The tmux command run when the prompt is answered.
		opts, j := scanOpts(args[1:], tmuxLaterCommands.Get()[sub], nil)
		if rest := args[1+j:]; len(rest) > 0 {
			p.tmuxCommandText(fr, u, name, rest[len(rest)-1:], "tmux "+sub, in)
			return
		}
		// With no template, what the prompt holds when it is answered
		// runs as a tmux command: the text it starts with (-I).
		for _, o := range opts {
			if o.name == "-I" {
				p.tmuxCommandText(fr, u, name, []field{o.val}, "tmux "+sub, in)
			}
		}
		return
	}
	withArg, ok := tmuxShellCommands.Get()[sub]
	if !ok {
		return
	}
	subOpts, j := scanOpts(args[1:], withArg, nil)
	rest := args[1+j:]
	if len(rest) == 0 {
		return
	}
	if sub != "send-keys" && sub != "send" {
		p.nestedFields(fr, u, rest, "tmux "+sub, in)
		return
	}
	literal := false
	for _, o := range subOpts {
		switch o.name {
		case "-X":
			return // copy-mode commands, not typed text
		case "-l":
			literal = true
		}
	}
	typed := field{Word: Word{Span: rest[0].Span}}
	for _, k := range rest {
		typed.Dynamic = typed.Dynamic || k.Dynamic
		if s, isKey := tmuxKeys.Get()[k.Value]; isKey && !literal {
			typed.Value += s
			continue
		}
		typed.Value += k.Value
	}
	if typed.Dynamic {
		p.problem("dynamic_eval", "tmux send-keys types text not known statically into a shell", typed.Span)
		return
	}
	p.nestedFields(fr, u, []field{typed}, "tmux send-keys", in)
}

// tmuxSourceFile parses the tmux commands a file sourced runs, line by
// line, when gatesh may read it; the user's own tmux configuration is
// theirs (writing it is held), and any other file it cannot read is held.
func (p *parser) tmuxSourceFile(fr *frame, u *unwrap, name, f field, in cmdIn) {
	switch f.Value {
	case "~/.tmux.conf", "~/.config/tmux/tmux.conf", "$HOME/.tmux.conf", "$HOME/.config/tmux/tmux.conf", "/etc/tmux.conf":
		return
	}
	var data []byte
	read := false
	if p.opts.ReadFile != nil && !f.Dynamic && !p.cwdChanged && !strings.ContainsAny(f.Value, "*?[") {
		var err error
		data, err = p.opts.ReadFile(f.Value)
		read = err == nil
	}
	if !read || len(data) > maxPayloadFile {
		p.problem("dynamic_eval", "tmux source-file runs the tmux commands of a file gatesh could not read", f.Span)
		return
	}
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p.tmuxCommandText(fr, u, name, []field{{Word: Word{Value: line, Span: f.Span}}}, "tmux source-file", in)
	}
}

// tmuxBinding parses what a key binding runs when the key is pressed
// (bind-key [-nr] [-N NOTE] [-T TABLE] KEY COMMAND...): a tmux command,
// given as words or as one string of tmux's own syntax.
func (p *parser) tmuxBinding(fr *frame, u *unwrap, name field, args []field, in cmdIn) {
	_, j := scanOpts(args, "NT", nil)
	if j+1 >= len(args) {
		return
	}
	p.tmuxCommandText(fr, u, name, args[j+1:], "tmux bind-key", in)
}

// tmuxIfShell parses if-shell [-bF] [-t PANE] SHELL-COMMAND COMMAND
// [COMMAND]: the shell command it tests (a format with -F), and the
// tmux commands it runs.
func (p *parser) tmuxIfShell(fr *frame, u *unwrap, name field, args []field, in cmdIn) {
	opts, j := scanOpts(args, "t", nil)
	rest := args[j:]
	if len(rest) == 0 {
		return
	}
	format := false
	for _, o := range opts {
		format = format || o.name == "-F"
	}
	if !format {
		p.nestedFields(fr, u, rest[:1], "tmux if-shell", in)
	}
	for _, c := range rest[1:] {
		p.tmuxCommandText(fr, u, name, []field{c}, "tmux if-shell", in)
	}
}

// tmuxCommandText parses a tmux command given as words, or as one word
// that tmux parses itself: that word is read as the words of a tmux
// command line. One with a ";" in it, which tmux may split into more
// commands where the shell would not, is not read and is held.
func (p *parser) tmuxCommandText(fr *frame, u *unwrap, name field, args []field, wrapper string, in cmdIn) {
	if len(args) > 1 {
		p.tmuxCommandList(fr, u, name, args, in)
		return
	}
	a := args[0]
	if !a.Dynamic && strings.Contains(a.Value, ";") {
		p.problem("dynamic_eval", wrapper+" runs tmux commands that gatesh does not split", a.Span)
		return
	}
	line := a
	line.Value = "tmux " + a.Value
	p.nestedFields(fr, u, []field{line}, wrapper, in)
}

// tmuxFormats parses the shell commands a tmux format runs, #(CMD), in
// any operand of a tmux command: an option's value (status-right), a
// message displayed. They run when tmux expands the format, later and
// again. One whose end cannot be found is held.
func (p *parser) tmuxFormats(fr *frame, u *unwrap, args []field, in cmdIn) {
	for _, a := range args {
		v := a.Value
		for {
			k := strings.Index(v, "#(")
			if k < 0 {
				break
			}
			v = v[k+2:]
			depth, end := 1, -1
			for i := 0; i < len(v) && end < 0; i++ {
				switch v[i] {
				case '(':
					depth++
				case ')':
					if depth--; depth == 0 {
						end = i
					}
				}
			}
			if end < 0 {
				p.problem("dynamic_eval", "a tmux format runs a shell command whose end gatesh cannot find", a.Span)
				break
			}
			// A format inside it, #{name}, is a value filled in when it
			// runs, read as the shell's ${name}; any other # (#S, ##)
			// would start a shell comment that hides the rest, and is
			// held.
			text := strings.ReplaceAll(v[:end], "#{", "${")
			if strings.Contains(text, "#") {
				p.problem("dynamic_eval", "a tmux format runs a shell command with a tmux # sequence in it that gatesh does not read", a.Span)
				break
			}
			cmd := a
			cmd.Value = text
			p.nestedFields(fr, u, []field{cmd}, "tmux format", in)
			v = v[end+1:]
		}
	}
}
