package shim

import (
	"errors"
	"fmt"
	"path/filepath"
	goruntime "runtime"
	"strings"

	"gatesh/config"
	"gatesh/egress"
	"gatesh/enforce"
	landlockd "gatesh/enforce/daemon"
	"gatesh/rules"
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
		LogFiles:   []string{cfg.AuditPath, cfg.AuditPath + ".head"},
	}
	if sp, ok := r.cls.(secretPather); ok {
		in.SecretPaths, in.SecretExceptions = sp.SecretPaths()
	}
	if !strings.HasPrefix(cfg.PrivateKey, cfg.Home+string(filepath.Separator)) {
		in.Hidden = append(in.Hidden, cfg.PrivateKey)
	}
	return in
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
func (r *runtime) enforcement(cfg *config.Config, cwd string) (rs *enforce.Ruleset, note string, err error) {
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
	pol := enforce.NewPolicy(r.enforceInputs(cfg, cwd))
	if rs, summary, ok := r.preparedRuleset(cfg, pol, abi); ok {
		return rs, summary, nil
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

// preparedRuleset asks the Landlock daemon (package enforce/daemon) for
// the ruleset of pol, starting it when none runs; ok is false when this
// process must prepare its own: inside a command's restriction, when the
// daemon cannot be started or answers wrongly. Both ways the command
// gets the same restriction.
func (r *runtime) preparedRuleset(cfg *config.Config, pol enforce.Policy, abi int) (*enforce.Ruleset, string, bool) {
	if r.rulesetDaemon == nil {
		return nil, "", false
	}
	dir, err := egress.RuntimeDir(cfg.Home)
	if err != nil {
		return nil, "", false
	}
	rs, summary, err := r.rulesetDaemon(dir, pol, abi)
	if errors.Is(err, landlockd.ErrNoDaemon) && landlockd.Start(dir, r.selfPath) == nil {
		rs, summary, err = r.rulesetDaemon(dir, pol, abi)
	}
	return rs, summary, err == nil
}

// enforceError is the hold for a command whose restriction could not be
// prepared: it would have run with less than the config asks.
func enforceError(err error) rules.Decision {
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
	if out.ruleset != nil {
		restrict := r.restrict
		if restrict == nil {
			restrict = (*enforce.Ruleset).Enforce
		}
		if err := restrict(out.ruleset); err != nil {
			return r.errorf(ExitInternal, "nothing ran; set enforce = \"off\" in config.toml if this kernel cannot restrict commands", "%v", err)
		}
	}
	if out.network != nil && egress.IsHelper(prog) {
		// The namespace helper runs from memory; a kernel or sandbox that
		// will not exec it gets nsenter instead. exec returns only when
		// it failed.
		r.exec(prog, wrapped, withEnv(r.env, env))
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
	return r.handOver(prog, wrapped, env)
}
