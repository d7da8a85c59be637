package shim

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/parser"
	"gatesh/rules"
)

// maxScript bounds what gatesh reads of a script file or stdin; the parser
// holds anything past its own, smaller limit.
const maxScript = 16 << 20

// shell is shell mode: classify what the bash command line would run, log
// the decision, then exec the real shell with the same argv and
// environment, or refuse.
func (r *runtime) shell(args []string) int {
	inv, err := parseShellArgs(args)
	if err != nil {
		return r.usageHint(err.Error(), "gatesh takes bash's options: gatesh -c CMD [NAME [ARG...]]")
	}
	cwd, cfg, cls, status := r.start()
	if status != 0 {
		return status
	}
	real, err := r.realShell(cfg, shellKind(args[0]))
	notRun := func(err error) int {
		r.logShellNotRun(cfg, inv, cls, cwd, notRunReason(err))
		return r.errorf(ExitInternal, programHint(err, shellKind(args[0])), "%s", programError(err))
	}
	if err != nil {
		return notRun(err)
	}
	argv := handoverArgv(args, real)
	if inv.version || inv.help {
		// bash prints and exits; nothing is read, nothing restricts it.
		if err := r.trusted(cfg, cwd, real); err != nil {
			return notRun(err)
		}
		return r.handOver(real, argv, nil)
	}
	text, stdinData, d := r.gather(inv, cls)
	if r.stdinFile == nil || !r.ttyStdin(r.stdinFile) {
		// A bare shell in the command reads gatesh's own stdin, which is
		// no terminal: nobody can type commands into it.
		d = withoutHits(d, parser.StdinCommands)
	}
	d = merge(append([]rules.Decision{d}, r.envDecisions(inv, cls)...)...)
	// Run on an approval, the command runs unrestricted: what it runs
	// is checked before the approval is spent.
	r.beforeApproved = func() int {
		err := r.trusted(cfg, cwd, real)
		if err == nil {
			err = r.namedPrograms(cfg, cwd, text)
		}
		if err != nil {
			return notRun(err)
		}
		return 0
	}
	if d.Verdict == rules.Hold && inv.hasCommand && r.env.get(approvedEnv) != "" {
		if req, err := r.grantedText(cfg, cwd, text); err != nil {
			fmt.Fprintf(r.stderr, "gatesh: hint: %s does not cover this command: %v\n", approvedEnv, err)
		} else if status := r.beforeApproved(); status != 0 {
			return status
		} else {
			d = granted(d, req)
		}
	}
	out := r.decide(cfg, requestText(inv, text), cwd, d)
	if !out.run {
		return out.status
	}
	out.env = append(out.env, pinnedGateHome(r.env, cfg.Home)...)
	if inv.stdin && stdinData != nil {
		if err := r.restoreStdin(stdinData); err != nil {
			return r.errorf(ExitInternal, "", "hand stdin over to the shell: %v", err)
		}
	}
	return r.runAction(real, argv, out)
}

// logShellNotRun records the command of a shell-mode invocation that
// gatesh could not run for a reason of its own.
func (r *runtime) logShellNotRun(cfg *config.Config, inv invocation, cls Classifier, cwd, reason string) {
	text, d := "", rules.Decision{Tier: rules.Green, Verdict: rules.AutoPass}
	if !inv.version && !inv.help {
		t, _, classified := r.gather(inv, cls)
		text, d = requestText(inv, t), normalize(classified)
	}
	r.logNotRun(cfg, text, cwd, d, reason)
}

// logNotRun records a command that gatesh could not run for a reason of
// its own (event error), with the decision the rules made on it.
func (r *runtime) logNotRun(cfg *config.Config, text, cwd string, d rules.Decision, reason string) {
	rec := r.record(text, cwd, d)
	rec.Event, rec.Reason = audit.EventError, reason
	if _, err := r.auditLog(cfg).Append(rec); err != nil {
		fmt.Fprintf(r.stderr, "gatesh: error: %v\n", err)
	}
}

// shellKind is the shell to look for: sh when called as sh, else bash.
func shellKind(argv0 string) string {
	if strings.TrimPrefix(filepath.Base(argv0), "-") == "sh" {
		return "sh"
	}
	return "bash"
}

// handoverArgv is args with argv[0] kept, except that the name gatesh
// becomes the real shell's name, so that $0 and bash's messages read as
// under bash.
func handoverArgv(args []string, real string) []string {
	argv := append([]string(nil), args...)
	base := filepath.Base(args[0])
	if strings.TrimPrefix(base, "-") == "gatesh" {
		argv[0] = strings.TrimSuffix(base, "gatesh") + filepath.Base(real)
	}
	return argv
}

// handOver execs the real program with gatesh's environment, plus extra
// entries that replace any of the same name.
func (r *runtime) handOver(real string, argv, extra []string) int {
	err := r.exec(real, argv, withEnv(r.env, extra))
	return r.errorf(ExitInternal, "", "exec %s: %v", real, err)
}

// stdinScript is the script read from stdin, kept to hand over.
type stdinScript struct {
	data   []byte
	offset int64 // where a seekable stdin started; -1 for a pipe
}

// gather reads and classifies the main text the invocation runs: the -c
// string, the script file or the script on stdin.
func (r *runtime) gather(inv invocation, cls Classifier) (string, *stdinScript, rules.Decision) {
	switch {
	case inv.hasCommand:
		return inv.command, nil, r.classifyMain(cls, inv, inv.command)
	case inv.hasFile && r.installedProgram(inv.file):
		return inv.file, nil, installedDecision(inv.file)
	case inv.hasFile:
		data, err := readScriptFile(inv.file, r.env.get("PATH"))
		if err != nil {
			return inv.file, nil, redDecision("script_unreadable", fmt.Sprintf("script file %s cannot be read to check it: %v", inv.file, err))
		}
		text := asBashReads(data)
		return text, nil, r.classifyMain(cls, inv, text)
	}
	if r.stdinFile != nil && r.ttyStdin(r.stdinFile) {
		// A person at a terminal types the commands; nothing to read ahead.
		return "", nil, rules.Decision{Tier: rules.Green, Verdict: rules.AutoPass,
			Hits: []rules.Hit{{ID: "interactive_terminal", Tier: rules.Green, Reason: "interactive shell on a terminal: a person types the commands"}}}
	}
	s, err := r.readStdin()
	if err != nil {
		return "", nil, redDecision("stdin_unreadable", fmt.Sprintf("the script on stdin cannot be read: %v", err))
	}
	if len(s.data) > maxScript {
		return string(s.data[:maxScript]), nil, redDecision("input_too_large", fmt.Sprintf("the script on stdin is larger than %d bytes", maxScript))
	}
	text := asBashReads(s.data)
	return text, s, r.classifyMain(cls, inv, text)
}

// classifyMain classifies the main text with the positional parameters
// bash gives it: the words after -c TEXT NAME, or after the script. A
// BASH_ENV or ENV file runs first and may change them (set --), so then
// they are not known.
func (r *runtime) classifyMain(cls Classifier, inv invocation, text string) rules.Decision {
	for _, key := range []string{"BASH_ENV", "ENV"} {
		if slices.ContainsFunc(r.env.all(key), func(v string) bool { return v != "" }) {
			return cls.Classify(text)
		}
	}
	args := inv.args
	if inv.hasCommand && len(args) > 0 {
		args = args[1:] // $0
	}
	return cls.ClassifyShell(text, args)
}

// asBashReads is script input as bash parses it: bash drops NUL bytes
// from input it reads, so `r\0m` runs rm.
func asBashReads(data []byte) string {
	return strings.ReplaceAll(string(data), "\x00", "")
}

// readScriptFile reads a script file as bash finds it: as named, else,
// for a bare name, in PATH.
func readScriptFile(name, pathList string) ([]byte, error) {
	data, err := readLimited(name)
	if err == nil || !errors.Is(err, os.ErrNotExist) || strings.Contains(name, "/") {
		return data, err
	}
	for _, dir := range filepath.SplitList(pathList) {
		if dir == "" {
			continue
		}
		if d, err := readLimited(filepath.Join(dir, name)); err == nil {
			return d, nil
		}
	}
	return nil, err
}

func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxScript+1))
	if err == nil && len(data) > maxScript {
		return nil, fmt.Errorf("%s is larger than %d bytes", path, maxScript)
	}
	return data, err
}

func (r *runtime) readStdin() (*stdinScript, error) {
	s := &stdinScript{offset: -1}
	if r.stdinFile != nil {
		if st, err := r.stdinFile.Stat(); err == nil && st.Mode().IsRegular() {
			if off, err := r.stdinFile.Seek(0, io.SeekCurrent); err == nil {
				s.offset = off
			}
		}
	}
	data, err := io.ReadAll(io.LimitReader(r.stdin, maxScript+1))
	s.data = data
	return s, err
}

// restoreStdin puts the script back on fd 0 so that bash reads exactly
// those bytes, and `read` in the script sees the rest of it as under bash:
// a seekable stdin is rewound; otherwise the bytes go into a fresh pipe
// when they fit its buffer, else into an unlinked temporary file.
func (r *runtime) restoreStdin(s *stdinScript) error {
	f := r.stdinFile
	if f == nil {
		return nil // not a real process stdin (in-process tests)
	}
	if s.offset >= 0 {
		_, err := f.Seek(s.offset, io.SeekStart)
		return err
	}
	pr, pw, err := os.Pipe()
	if err != nil {
		return err
	}
	defer pr.Close()
	size, err := pipeCapacity(pw.Fd())
	if err == nil && len(s.data) <= size {
		_, err = pw.Write(s.data)
		if cerr := pw.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
		return onStdin(int(pr.Fd()))
	}
	pw.Close()
	tmp, err := os.CreateTemp("", "gatesh-stdin-")
	if err != nil {
		return err
	}
	defer tmp.Close()
	if err := os.Remove(tmp.Name()); err != nil {
		return err
	}
	if _, err := tmp.Write(s.data); err != nil {
		return err
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return err
	}
	return onStdin(int(tmp.Fd()))
}

// envDecisions classifies code the environment makes bash run besides the
// command: the BASH_ENV and ENV files (a value that needs expansion is
// held: bash expands it, command substitutions included), exported
// functions (BASH_FUNC_name%%), a PS4 with a command substitution, and,
// for an interactive shell, PROMPT_COMMAND, the prompts and the rc file.
func (r *runtime) envDecisions(inv invocation, cls Classifier) []rules.Decision {
	var ds []rules.Decision
	for _, key := range []string{"BASH_ENV", "ENV"} {
		for _, v := range r.env.all(key) {
			if v != "" {
				ds = append(ds, r.fileDecision(cls, key, v, "bash_env"))
			}
		}
	}
	for _, kv := range r.env {
		if !strings.HasPrefix(kv, "BASH_FUNC_") {
			continue
		}
		k, v, _ := strings.Cut(kv, "=")
		// bash imports only values that start like a function definition.
		if name := strings.TrimPrefix(k, "BASH_FUNC_"); strings.HasPrefix(v, "() {") {
			name = strings.TrimSuffix(name, "%%")
			ds = append(ds, annotate(cls.Classify(name+" "+v), "in exported function "+name))
		}
	}
	if inv.keyword || slices.ContainsFunc(r.env.all("SHELLOPTS"), func(v string) bool {
		return slices.Contains(strings.Split(v, ":"), "keyword")
	}) {
		ds = append(ds, redDecision("shell_keyword_option", "the keyword option (-k) moves assignments anywhere on a command line into its environment, which gatesh does not model"))
	}
	// PS4 is expanded before each line that xtrace prints, and any
	// script can turn xtrace on.
	for _, v := range r.env.all("PS4") {
		if strings.Contains(v, "$(") || strings.Contains(v, "`") {
			ds = append(ds, redDecision("ps4_dynamic", "PS4 holds a command substitution, which bash runs whenever xtrace is on"))
		}
	}
	if inv.interactive {
		// An interactive shell runs PROMPT_COMMAND and expands the
		// prompts before each command, even when stdin is no terminal.
		for _, v := range r.env.all("PROMPT_COMMAND") {
			if v != "" {
				ds = append(ds, annotate(cls.Classify(v), "in PROMPT_COMMAND"))
			}
		}
		for _, key := range []string{"PS0", "PS1", "PS2"} {
			for _, v := range r.env.all(key) {
				if strings.Contains(v, "$(") || strings.Contains(v, "`") {
					ds = append(ds, redDecision("prompt_dynamic", key+" holds a command substitution, which an interactive bash runs at each prompt"))
				}
			}
		}
	}
	if inv.rcfile != "" && inv.interactive && !inv.norc {
		ds = append(ds, r.fileDecision(cls, "--rcfile", inv.rcfile, "rcfile"))
	}
	return ds
}

// fileDecision classifies the file a startup variable or option names.
// A missing file is nothing to run: bash skips it silently.
func (r *runtime) fileDecision(cls Classifier, what, path, id string) rules.Decision {
	if strings.ContainsAny(path, "$`") {
		return redDecision(id+"_dynamic", fmt.Sprintf("%s=%s is expanded by bash, which may run commands", what, path))
	}
	data, err := readLimited(path)
	if errors.Is(err, os.ErrNotExist) {
		return rules.Decision{Verdict: rules.AutoPass}
	}
	if err != nil {
		return redDecision(id+"_unreadable", fmt.Sprintf("%s file %s cannot be read to check it: %v", what, path, err))
	}
	return annotate(cls.Classify(asBashReads(data)), fmt.Sprintf("in %s file %s", what, path))
}

// annotate says where the hits of a decision came from.
func annotate(d rules.Decision, where string) rules.Decision {
	hits := make([]rules.Hit, len(d.Hits))
	for i, h := range d.Hits {
		h.Reason = where + ": " + h.Reason
		hits[i] = h
	}
	d.Hits = hits
	return d
}

// withoutHits drops the hits of one id and decides again from the rest.
func withoutHits(d rules.Decision, id string) rules.Decision {
	if !slices.ContainsFunc(d.Hits, func(h rules.Hit) bool { return h.ID == id }) {
		return d
	}
	d.Hits = slices.DeleteFunc(slices.Clone(d.Hits), func(h rules.Hit) bool { return h.ID == id })
	return rules.Finish(d)
}
