package agentsetup

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/enforce"
	"gatesh/keys"
	"gatesh/rules"
)

// doctor checks the setup end to end and says how to fix each problem.
type doctor struct {
	p        paths
	w        io.Writer
	cwd      string
	passwd   string
	problems int
	cfg      *config.Config
	// broken is set when config or rules do not load: every command is
	// then held, and a probe would only queue a request nobody wants.
	broken bool
	// environ is the environment the probes run in.
	environ []string
	// claudeSrc is Claude Code's settings file, once read.
	claudeSrc []byte
	// etc is the folder of the administrator's settings (managedFiles):
	// "" is /etc.
	etc string
	// route is the route install recorded for the agent being checked.
	route string
	clock func() time.Time
}

func (d *doctor) now() time.Time {
	if d.clock != nil {
		return d.clock()
	}
	return time.Now()
}

// DoctorOptions are doctor's inputs besides Env.
type DoctorOptions struct {
	// Agent limits the agent checks to one; "" checks every agent that
	// install set up.
	Agent string
	// Cwd is the folder rules are loaded for and probes run in.
	Cwd string
	// Environ is the environment probes run in (KEY=VALUE).
	Environ []string
	// Passwd is the password database Codex reads the login shell from;
	// "" is /etc/passwd.
	Passwd string
	// Now is the clock the team sync's status is judged by; nil: the
	// system's.
	Now func() time.Time
}

// Doctor checks gatesh's own setup (binary, bash link, real bash, config,
// rules, key, queue, log) and each agent's route: which shell the agent
// will really run, that its hook answers, and that a harmless probe
// command goes through the installed route into the audit log. It prints
// one line per check, with a fix for each problem, and returns how many
// problems it found.
func Doctor(e Env, o DoctorOptions) (int, error) {
	p, err := newPaths(e)
	if err != nil {
		return 0, err
	}
	p.cwd = o.Cwd
	d := &doctor{p: p, w: e.Stdout, cwd: o.Cwd, passwd: o.Passwd, environ: o.Environ, clock: o.Now}
	if d.passwd == "" {
		d.passwd = "/etc/passwd"
	}
	var names []string
	if o.Agent != "" {
		if _, err := findAgent(o.Agent); err != nil {
			return 0, fail("gatesh doctor --agent "+strings.Join(AgentNames(), "|"), "%v", err)
		}
		names = []string{o.Agent}
	} else {
		for _, a := range agents.Get() {
			if m, _ := p.loadManifest(a.name); m != nil {
				names = append(names, a.name)
			}
		}
	}
	d.gatesh()
	for _, name := range names {
		d.agent(name)
	}
	if o.Cwd != "" {
		d.projectCode()
	}
	if len(names) == 0 {
		d.info("agents", "no agent is set up; run `gatesh install --agent %s`", strings.Join(AgentNames(), "|"))
	}
	switch d.problems {
	case 0:
		fmt.Fprintln(d.w, "gatesh doctor: no problems found")
	case 1:
		fmt.Fprintln(d.w, "gatesh doctor: 1 problem")
	default:
		fmt.Fprintf(d.w, "gatesh doctor: %d problems\n", d.problems)
	}
	return d.problems, nil
}

func (d *doctor) ok(what, format string, a ...any) {
	fmt.Fprintf(d.w, "ok    %s: %s\n", what, fmt.Sprintf(format, a...))
}

func (d *doctor) info(what, format string, a ...any) {
	fmt.Fprintf(d.w, "info  %s: %s\n", what, fmt.Sprintf(format, a...))
}

// bad reports a problem and how to fix it.
func (d *doctor) bad(what, fix, format string, a ...any) {
	d.problems++
	msg := strings.ReplaceAll(strings.TrimSpace(fmt.Sprintf(format, a...)), "\n", "\n      ")
	fmt.Fprintf(d.w, "FAIL  %s: %s\n", what, msg)
	fmt.Fprintf(d.w, "      fix: %s\n", fix)
}

// gatesh checks gatesh's own installation.
func (d *doctor) gatesh() {
	bin := d.p.bin("gatesh")
	st, err := os.Stat(bin)
	if err != nil || !st.Mode().IsRegular() || st.Mode()&0o111 == 0 {
		d.bad("gatesh", "run install/install.sh, which links gatesh into "+filepath.Dir(bin)+" (after go install ./cmd/..., gatesh install --agent NAME does)", "no executable gatesh at %s", bin)
	} else {
		d.ok("gatesh", "%s", bin)
	}
	d.bashLink()
	d.paths()
	d.platform()
	cfg, err := config.Load(d.p.gateshHome)
	if err != nil {
		d.bad("config", "correct it, or move it away for the defaults; while it is broken every command is held",
			"%v", err)
		cfg = config.Defaults(d.p.gateshHome)
		d.broken = true
	} else {
		d.ok("config", "%s", filepath.Join(d.p.gateshHome, "config.toml"))
	}
	d.cfg = cfg
	d.teamPolicy(cfg)
	if _, err := rules.Load(rules.LoadOptions{Home: cfg.Home, Cwd: d.cwd, UserHome: d.p.home, Posture: cfg.Posture, Team: cfg.TeamRules, ScratchHosts: cfg.ScratchHosts}); err != nil {
		d.bad("rules", "correct the file it names (`gatesh rules test FILE` shows more); while it is broken every command is held", "%v", err)
		d.broken = true
	} else {
		d.ok("rules", "the rules in force for %s load", d.cwd)
	}
	if _, err := keys.LoadVerifier(cfg.PublicKey); err != nil {
		fix := "run `gatesh init` as the operator"
		if !errors.Is(err, fs.ErrNotExist) {
			fix = "restore " + cfg.PublicKey + " or run `gatesh init` again"
		}
		d.bad("operator key", fix, "%v; held commands can be queued but never approved", err)
	} else {
		d.ok("operator key", "%s", cfg.PublicKey)
	}
	d.writable("queue", filepath.Join(cfg.Home, "queue"), true)
	d.writable("audit log", cfg.AuditPath, false)
	d.installed(cfg)
	d.programsOnPath(cfg)
	d.enforcement(cfg)
	d.network(cfg)
	d.team(cfg, d.now())
	d.slack(cfg)
}

// enforcement says whether the kernel restricts green commands, and which
// Landlock ABI it offers.
func (d *doctor) enforcement(cfg *config.Config) {
	abi := enforce.ProbeABI()
	switch {
	case !enforce.Supported && cfg.Enforce == config.EnforceLandlock:
		d.bad("kernel enforcement", "set enforce = \"off\": Landlock is Linux's",
			"enforce = \"landlock\", but this system has no Landlock: green commands run unrestricted, and the log says landlock_unenforced")
	case !enforce.Supported:
		d.info("kernel enforcement", "off; Landlock is Linux's, so enforce = \"landlock\" cannot be turned on here")
	case cfg.Enforce != config.EnforceLandlock:
		d.info("kernel enforcement", "off; the kernel offers Landlock ABI %d (enforce = \"landlock\" in config.toml turns it on)", abi)
	case abi < enforce.MinABI:
		d.bad("kernel enforcement", "boot a kernel with Landlock (5.19 or later, landlock in the lsm= list), or set enforce = \"off\"",
			"enforce = \"landlock\", but the kernel's Landlock ABI is %d (need %d): green commands run unrestricted, and the audit log says so", abi, enforce.MinABI)
	case abi < 6:
		d.ok("kernel enforcement", "landlock ABI %d: file system rules; signal scoping needs ABI 6", abi)
	default:
		d.ok("kernel enforcement", "landlock ABI %d: file system rules and signal scoping", abi)
	}
}

// bashLink checks $GATESH_HOME/bin/bash: a link to gatesh, no loop, and
// that gatesh finds the real bash behind it.
func (d *doctor) bashLink() {
	link := d.p.bin("bash")
	target, err := os.Readlink(link)
	if err != nil {
		d.bad("bash link", "run install/install.sh (or: ln -s gatesh "+link+")", "%s: %v", link, err)
		return
	}
	if _, err := os.Stat(link); errors.Is(err, syscall.ELOOP) {
		d.bad("bash link", "point it at gatesh: ln -sfn gatesh "+link, "%s -> %s: the links loop back on themselves", link, target)
		return
	}
	resolved, err := filepath.EvalSymlinks(link)
	if err != nil {
		d.bad("bash link", "point it at gatesh: ln -sfn gatesh "+link, "%s -> %s does not resolve: %v", link, target, err)
		return
	}
	if !sameFile(resolved, d.p.bin("gatesh")) {
		d.bad("bash link", "point it at gatesh: ln -sfn gatesh "+link, "%s -> %s is not gatesh", link, resolved)
		return
	}
	d.ok("bash link", "%s -> %s", link, target)
	// gatesh answers --version by handing over to the real bash: that
	// proves the real one is found and is not gatesh again.
	out, err := d.run(link, []string{link, "--version"}, nil, nil)
	first, _, _ := strings.Cut(string(out), "\n")
	if err != nil || !strings.Contains(first, "bash") {
		d.bad("real bash", "install bash, or set shell = \"/path/to/bash\" in "+filepath.Join(d.p.gateshHome, "config.toml"),
			"%s --version: %v: %s", link, err, strings.TrimSpace(string(out)))
		return
	}
	d.ok("real bash", "%s", strings.TrimSpace(first))
}

func sameFile(a, b string) bool {
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// writable checks that a folder (or a file's folder) takes new files.
func (d *doctor) writable(what, path string, dir bool) {
	folder := path
	if !dir {
		folder = filepath.Dir(path)
		if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
			d.bad(what, "move it away; gatesh creates it", "%s is not a regular file", path)
			return
		}
	}
	if err := os.MkdirAll(folder, 0o700); err != nil {
		d.bad(what, "check the permissions of "+filepath.Dir(folder), "%v", err)
		return
	}
	f, err := os.CreateTemp(folder, ".gatesh-doctor-*")
	if err != nil {
		d.bad(what, "check the permissions and free space of "+folder+"; while it cannot be written, nothing runs", "%v", err)
		return
	}
	f.Close()
	os.Remove(f.Name())
	if !dir {
		if fh, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0); err == nil {
			fh.Close()
		} else if !errors.Is(err, fs.ErrNotExist) {
			d.bad(what, "check the permissions of "+path+"; while it cannot be written, nothing runs", "%v", err)
			return
		}
	}
	d.ok(what, "%s is writable", path)
}

// run runs a program with the probe environment and extra entries.
func (d *doctor) run(path string, argv, extra []string, stdin []byte) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path)
	cmd.Args = argv
	cmd.Dir = d.cwd
	cmd.Env = append(slices.Clone(d.environ), extra...)
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.Bytes(), err
}

// status is a finished program's exit status, or -1.
func status(err error) int {
	if err == nil {
		return 0
	}
	if ee, ok := errors.AsType[*exec.ExitError](err); ok {
		return ee.ExitCode()
	}
	return -1
}

// nonce marks one probe, to find it in the audit log.
func nonce() string {
	b := make([]byte, 6)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// logged tells whether the audit log has a decision line for command.
func (d *doctor) logged(command string) bool {
	f, err := os.Open(d.cfg.AuditPath)
	if err != nil {
		return false
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > 1<<20 {
		f.Seek(st.Size()-1<<20, io.SeekStart)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 4<<20)
	for sc.Scan() {
		var rec struct{ Event, Command, Verdict string }
		if json.Unmarshal(sc.Bytes(), &rec) == nil && rec.Event == "decision" && rec.Command == command {
			return rec.Verdict == "auto_pass"
		}
	}
	return false
}

// skipProbe says why there is no probe while config or rules are broken.
func (d *doctor) skipProbe() bool {
	if d.broken {
		d.info("probe", "skipped until the config and rules load: every command is held until then")
	}
	return d.broken
}

// probeShell runs a harmless command through a shell path, as an agent
// would, and checks it ran and was logged.
func (d *doctor) probeShell(shell string, agentEnv []string) {
	if d.cfg.Enforce == config.EnforceLandlock {
		// The hook only answers yes or no; the agent then runs the
		// command with its own shell, outside gatesh's restriction.
		d.info("kernel enforcement", "does not reach the hook route: the agent runs green commands with its own shell, unrestricted (the shell route is restricted)")
	}
	if d.skipProbe() {
		return
	}
	cmd := audit.DoctorProbe + nonce()
	out, err := d.run(shell, []string{shell, "-c", cmd}, agentEnv, nil)
	switch {
	case err != nil:
		d.bad("probe", "run `"+shell+" -c true` to see why; `gatesh explain -c true` shows how it is classified",
			"%s -c '%s': %v: %s", shell, cmd, err, strings.TrimSpace(string(out)))
	case !d.logged(cmd):
		d.bad("probe", "check that "+shell+" is gatesh and that GATESH_HOME is the same for the agent",
			"%s -c '%s' ran but is not in %s", shell, cmd, d.cfg.AuditPath)
	default:
		d.ok("probe", "`%s` went through %s and is in the audit log", cmd, shell)
	}
}

// probeHook runs the registered hook command as the agent runs it (sh
// -c, the input on stdin): a harmless command must pass and be logged,
// and input it cannot read must be blocked with exit 2.
func (d *doctor) probeHook(agentName, command string, input func(cmd string) []byte) {
	if d.cfg.Hold.Wait >= hookTimeoutSeconds*time.Second {
		d.bad("hold.wait", fmt.Sprintf("set [hold] wait under %ds in %s", hookTimeoutSeconds, filepath.Join(d.p.gateshHome, "config.toml")),
			"hold.wait is %s: the agent's hook times out first and the agent may run the command", d.cfg.Hold.Wait)
	}
	if d.cfg.Enforce == config.EnforceLandlock {
		// The hook only answers yes or no; the agent then runs the
		// command with its own shell, outside gatesh's restriction.
		d.info("kernel enforcement", "does not reach the hook route: the agent runs green commands with its own shell, unrestricted (the shell route is restricted)")
	}
	tools := isToolsOnly(command)
	switch {
	case tools && d.route != RouteShell:
		d.bad("hook", fmt.Sprintf("gatesh uninstall --agent %s && gatesh install --agent %s --route hook", agentName, agentName),
			"`%s` lets every shell command through to the shell (%s), and on the hook route the shell is not gatesh: commands are not gated", command, toolsOnly)
	case !tools && d.route == RouteShell && agentName == "codex":
		d.bad("route", "gatesh uninstall --agent codex && gatesh install --agent codex --route shell",
			"`%s` decides Bash too, which your login shell gatesh decides again: every red command would need two approvals", command)
	}
	if d.skipProbe() {
		return
	}
	cmd := audit.DoctorProbe + nonce()
	out, err := d.run("/bin/sh", []string{"sh", "-c", command}, nil, input(cmd))
	text := strings.TrimSpace(string(out))
	switch {
	case err != nil:
		d.bad("hook answers", "run the hook by hand to see why: echo '{}' | "+command,
			"`%s` failed on a harmless command: %v: %s", command, err, text)
		return
	case strings.Contains(text, "deny") || strings.Contains(text, `"cancel":true`):
		d.bad("hook answers", "`gatesh explain -c true` shows how it is classified", "`%s` refused a harmless command: %s", command, text)
		return
	}
	out, err = d.run("/bin/sh", []string{"sh", "-c", command}, nil, []byte("not json"))
	if st := status(err); st != 2 {
		d.bad("hook answers", "register the hook as `gatesh hook "+agentName+"` with gatesh "+d.p.bin("gatesh"),
			"`%s` exited %d on input it cannot read; it must exit 2 so that the agent blocks the call: %s", command, st, strings.TrimSpace(string(out)))
		return
	}
	d.ok("hook answers", "`%s` passes a harmless command and blocks bad input (exit 2)", command)
	if tools {
		// The shell decides and logs the command; the hook, the rest.
		d.probeToolHook(agentName, command)
		return
	}
	if !d.logged(cmd) {
		d.bad("probe", "check that the hook's gatesh uses the same GATESH_HOME", "the probe `%s` is not in %s", cmd, d.cfg.AuditPath)
		return
	}
	d.ok("probe", "`%s` went through the hook and is in the audit log", cmd)
	d.probeToolHook(agentName, command)
}

// hookInputs are probe inputs shaped as each agent sends them.
func (d *doctor) hookInput(agentName string) func(string) []byte {
	return func(cmd string) []byte {
		var m map[string]any
		switch agentName {
		case "claude", "codex":
			m = map[string]any{"session_id": "gatesh-doctor", "cwd": d.cwd, "hook_event_name": "PreToolUse",
				"tool_name": "Bash", "tool_input": map[string]any{"command": cmd}}
		case "copilot":
			m = map[string]any{"sessionId": "gatesh-doctor", "cwd": d.cwd, "toolName": "bash",
				"toolArgs": map[string]any{"command": cmd}}
		case "cline":
			m = map[string]any{"hookName": "tool_call", "taskId": "gatesh-doctor", "workspaceRoots": []string{d.cwd},
				"tool_call": map[string]any{"name": "run_commands", "input": map[string]any{"commands": []string{cmd}}}}
		case "opencode":
			m = map[string]any{"session_id": "gatesh-doctor", "cwd": d.cwd, "hook_event_name": "tool.execute.before",
				"tool_name": "bash", "tool_input": map[string]any{"command": cmd}}
		case "qwen":
			m = map[string]any{"session_id": "gatesh-doctor", "cwd": d.cwd, "hook_event_name": "PreToolUse",
				"tool_name": "run_shell_command", "tool_input": map[string]any{"command": cmd}}
		case "gemini":
			m = map[string]any{"session_id": "gatesh-doctor", "cwd": d.cwd, "hook_event_name": "BeforeTool",
				"tool_name": "run_shell_command", "tool_input": map[string]any{"command": cmd}}
		default:
			m = map[string]any{"conversation_id": "gatesh-doctor", "cwd": d.cwd, "hook_event_name": "beforeShellExecution",
				"command": cmd, "workspace_roots": []string{d.cwd}}
		}
		b, _ := json.Marshal(m)
		return b
	}
}
