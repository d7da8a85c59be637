package shim

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"syscall"

	"gatesh/agentsetup"
	"gatesh/audit"
	"gatesh/config"
	"gatesh/consume"
	"gatesh/egress"
	"gatesh/enforce"
	"gatesh/parser"
	"gatesh/rules"
	"gatesh/teamstate"
)

// secretPather is the part of the rule set the kernel enforcement reads:
// the credential paths to hide.
type secretPather interface {
	SecretPaths() (paths, except []string)
}

// enforceInputs are the facts the Landlock policy for a command run from
// cwd is made from.
func (r *runtime) enforceInputs(cfg *config.Config, cwd string) enforce.Inputs {
	in := enforce.Inputs{
		Cwd:        cwd,
		Home:       r.env.get("HOME"),
		GateshHome: cfg.Home,
		Getenv:     r.env.get,
		Writable:   cfg.EnforceWritable,
		Install:    r.installFolder(),
	}
	if sp, ok := r.cls.(secretPather); ok {
		in.SecretPaths, in.SecretExceptions = sp.SecretPaths()
	}
	in.Hidden = append(gateSecrets(cfg), logFiles(cfg)...)
	if cfg.EnforceAgentSettings {
		in.ProjectProtected = agentsetup.ProjectSettings
	}
	return in
}

// logFiles are the audit log's files, which a command gatesh lets run
// neither reads nor writes: a write in place blanks a record, an append
// without bound fills the disk and holds every later command, and a read
// tells a waiting process when the gate has let a command run. A gatesh
// nested in the command logs nothing of its own (see nestedUnlogged).
func logFiles(cfg *config.Config) []string {
	files, _ := audit.Files(cfg.AuditPath)
	return append(files, cfg.AuditPath, cfg.AuditPath+".head", audit.LinksDir(cfg.AuditPath))
}

// gateSecrets are the files only the operator's own gatesh reads, never a
// command it lets run: whoever reads one signs as the gate or the
// operator (keys/: the operator's key, the audit log's key, the review
// token), calls the hub as this machine (the team's machine key), votes
// as the approver signed in here (an approver's session), or serves the
// review page (its TLS key). The policy hides keys/ itself.
func gateSecrets(cfg *config.Config) []string {
	s := []string{cfg.PrivateKey, cfg.ServeToken,
		teamstate.Path(cfg.Home, teamstate.MachineKeyFile), teamstate.Path(cfg.Home, teamstate.ApproverFile),
		filepath.Join(consume.Dir(cfg.Home), "tls.key")}
	if cfg.Team != nil {
		s = append(s, cfg.Team.MachineKey)
	}
	return s
}

// setupFolders are the folders in which a session-start call, recognised
// by the rules (a script gatesh follows whole that creates a new file:
// parser.Redirect.New), makes the agent's shell snapshot. Only such a
// call may write there; every other command finds the agent's snapshots
// read-only, since the agent sources one before every command.
func (r *runtime) setupFolders(d rules.Decision, cwd string) []string {
	if d.Script == nil {
		return nil
	}
	home := r.env.get("HOME")
	var dirs []string
	for _, c := range d.Script.Commands {
		for _, rd := range c.Redirs {
			if !rd.New {
				continue
			}
			path := rd.Target.Value
			switch {
			case path == "~" || strings.HasPrefix(path, "~/"):
				if home == "" {
					continue
				}
				path = home + path[1:]
			case !filepath.IsAbs(path):
				path = filepath.Join(cwd, path)
			}
			if dir := filepath.Dir(filepath.Clean(path)); r.isSnapshotFolder(dir) {
				dirs = append(dirs, dir)
			}
		}
	}
	return dirs
}

// isSnapshotFolder tells whether dir is Claude Code's folder of shell
// snapshots: in ~/.claude, or in $CLAUDE_CONFIG_DIR.
func (r *runtime) isSnapshotFolder(dir string) bool {
	for _, base := range []string{r.env.get("CLAUDE_CONFIG_DIR"), filepath.Join(r.env.get("HOME"), ".claude")} {
		if filepath.IsAbs(base) && dir == filepath.Join(base, "shell-snapshots") {
			return true
		}
	}
	return false
}

// installFolder is the folder of the gatesh program that runs, links
// resolved, "" when it is not known: gatesh-net and gatesh's other
// programs live beside it.
func (r *runtime) installFolder() string {
	self, err := r.resolvedSelf()
	if err != nil || !filepath.IsAbs(self) {
		return ""
	}
	return filepath.Dir(self)
}

// scriptPath are the absolute folders of the PATH values the decided
// command sets with a literal (PATH=/x:$PATH cmd, export PATH=/x): folders
// its programs are found in, as the environment's are.
func scriptPath(d rules.Decision) []string {
	if d.Script == nil {
		return nil
	}
	var out []string
	add := func(as []parser.Assign) {
		for _, a := range as {
			if a.Name == "PATH" {
				out = append(out, filepath.SplitList(a.Value.Value)...)
			}
		}
	}
	add(d.Script.Assigns)
	for _, c := range d.Script.Commands {
		add(c.Assigns)
	}
	return out
}

// LandlockUnenforced starts the audit record's enforce note on a system
// without Landlock: the config asks for the kernel's restriction and
// this system has none to give.
const LandlockUnenforced = "landlock_unenforced"

// enforcement prepares the kernel's restriction for a command that runs
// because it is green or yellow, when the config asks for it. note is
// what the audit log keeps: the ABI and ruleset, or why the kernel could
// not enforce it. A kernel without Landlock never blocks ordinary work;
// any other failure is an error, and the command does not run.
func (r *runtime) enforcement(cfg *config.Config, cwd string, d rules.Decision) (rs *enforce.Ruleset, note string, err error) {
	if cfg.Enforce != config.EnforceLandlock {
		return nil, "", nil
	}
	abi := 0
	if r.landlockABI != nil {
		abi = r.landlockABI()
	}
	if !enforce.Supported {
		return nil, LandlockUnenforced + ": Landlock is Linux only, and this is " + goruntime.GOOS + "; ran unrestricted", nil
	}
	if abi < enforce.MinABI {
		return nil, fmt.Sprintf("unavailable: the kernel's Landlock ABI is %d (need %d); ran unrestricted", abi, enforce.MinABI), nil
	}
	in := r.enforceInputs(cfg, cwd)
	in.Setup = r.setupFolders(d, cwd)
	in.Path = scriptPath(d)
	var pol enforce.Policy
	prepared := false
	if r.prepareLandlock != nil {
		if dir, err := egress.RuntimeDir(cfg.Home); err == nil {
			var rs *enforce.Ruleset
			var summary string
			pol, rs, summary, err = r.prepareLandlock(dir, r.selfPath, in, abi)
			if pol.Refused != nil {
				return nil, "", pol.Refused
			}
			if err == nil {
				return rs, summary, nil
			}
			prepared = true
		}
	}
	if !prepared {
		if pol = enforce.NewPolicy(in); pol.Refused != nil {
			return nil, "", pol.Refused
		}
	}
	plan, err := enforce.Build(pol)
	if err != nil {
		return nil, "", err
	}
	rs, err = plan.Prepare(abi)
	if errors.Is(err, enforce.ErrUnavailable) {
		return nil, "unavailable: " + err.Error() + "; ran unrestricted", nil
	}
	if err != nil {
		return nil, "", err
	}
	return rs, plan.Summary(abi), nil
}

// nestedUnlogged reports that the log could not be written because this
// gatesh runs inside a command an outer gatesh restricted: the kernel
// hides the log from it, so that even reading it is refused while the
// file is there. Another sandbox (Codex's) lets the log be read.
func (r *runtime) nestedUnlogged(cfg *config.Config, err error) bool {
	if !errors.Is(err, fs.ErrPermission) && !errors.Is(err, syscall.EROFS) {
		return false
	}
	if _, serr := os.Lstat(cfg.AuditPath); serr != nil {
		return false
	}
	f, oerr := os.Open(cfg.AuditPath)
	if oerr == nil {
		f.Close()
		return false
	}
	return errors.Is(oerr, fs.ErrPermission)
}

// enforceError is the hold for a command whose restriction could not be
// prepared: it would have run with less than the config asks.
func enforceError(err error) rules.Decision {
	var wd *enforce.WorkdirError
	if errors.As(err, &wd) {
		return redDecision("enforce-workdir", wd.Error()+"; "+wd.Hint())
	}
	return redDecision("enforce_error", "the kernel restriction for this command could not be prepared: "+err.Error())
}

// runAction hands over to the real program, first restricting this
// process when the decision carries a ruleset. The network namespace is
// opened before Landlock applies: a restricted process may not look into
// another's /proc entries.
func (r *runtime) runAction(real string, argv []string, out action) int {
	prog, wrapped, env, err := wrapNetwork(out.network, real, argv, out.env)
	if err != nil {
		return r.errorf(ExitInternal, "nothing ran; set network = \"off\" in config.toml if this machine cannot hold commands to the allowlist", "%v", err)
	}
	exec := r.exec
	if out.ruleset != nil {
		if r.restrict != nil {
			if err := r.restrict(out.ruleset); err != nil {
				return r.restrictFailed(err)
			}
		} else {
			// Restricted right before each exec, on the thread that
			// execs (enforce.Ruleset.Exec).
			exec = out.ruleset.Exec
		}
	}
	if out.network != nil && egress.IsHelper(prog) {
		// The namespace helper runs from memory; a kernel or sandbox that
		// will not exec it gets nsenter instead. exec returns only when
		// it failed.
		if err := exec(prog, wrapped, withEnv(r.env, env)); isRestrictError(err) {
			return r.restrictFailed(err)
		}
		if prog, wrapped, err = out.network.WrapNsenter(real, argv); err != nil {
			return r.errorf(ExitInternal, "nothing ran; set network = \"off\" in config.toml if this machine cannot hold commands to the allowlist", "%v", err)
		}
	}
	if out.network != nil && !egress.IsHelper(prog) {
		// nsenter is dynamically linked: what these variables name would
		// run in it before it joins the namespace, with the machine's
		// network.
		if name := egress.LoaderVar(withEnv(r.env, env)); name != "" {
			return r.errorf(ExitInternal, "unset "+name+" in the agent's environment, or run gatesh where its namespace helper can run",
				"nothing ran: gatesh's namespace helper cannot run here, and nsenter would load what %s names before it joins the allowlist's namespace", name)
		}
	}
	err = exec(prog, wrapped, withEnv(r.env, env))
	if isRestrictError(err) {
		return r.restrictFailed(err)
	}
	return r.errorf(ExitInternal, "", "exec %s: %v", prog, err)
}

// restrictFailed reports a restriction the kernel refused: nothing ran.
func (r *runtime) restrictFailed(err error) int {
	if errors.Is(err, syscall.E2BIG) {
		return r.errorf(ExitInternal, "run it from a shell nested less deep",
			"nothing ran: sixteen Landlock layers already restrict this process (gatesh inside green commands, sixteen deep), and the kernel stacks no more; without this project's layer the command would run unrestricted by it")
	}
	return r.errorf(ExitInternal, "nothing ran; set enforce = \"off\" in config.toml if this kernel cannot restrict commands", "%v", err)
}

func isRestrictError(err error) bool {
	var re *enforce.RestrictError
	return errors.As(err, &re)
}
