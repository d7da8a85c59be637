package shim

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/egress"
	"gatesh/enforce"
	"gatesh/projectdir"
	"gatesh/rules"
)

// ProjectNetworkFile is the project's own list, which can only narrow
// the operator's: .gatesh/network.toml with allow = [...].
const ProjectNetworkFile = "network.toml"

// networkAllowlist is the list a command run from cwd gets: the
// registries' list and the operator's network_allow, narrowed by the
// project's .gatesh/network.toml files, each in turn.
func (r *runtime) networkAllowlist(cfg *config.Config, cwd string) (*egress.Allowlist, string, error) {
	reg, from, err := egress.LoadRegistries(cfg.Home)
	if err != nil {
		return nil, "", err
	}
	op, err := egress.Parse(cfg.NetworkAllow, "config.toml network_allow")
	if err != nil {
		return nil, "", err
	}
	list := reg.Join(op)
	from = "registries " + from
	// Every .gatesh/network.toml from the root down to cwd narrows the
	// list, not the nearest alone: a green command may plant
	// sub/.gatesh/network.toml, which must not replace the project's own
	// (round 4b's H1).
	for _, path := range projectdir.GateFiles(cwd, cfg.Home, ProjectNetworkFile) {
		proj, err := egress.LoadProjectList(path)
		if err != nil {
			return nil, "", err
		}
		list, from = list.Narrow(proj), from+", narrowed by "+path
	}
	return list, from, nil
}

// NetworkUnenforced starts the audit record's network note when this
// machine cannot make the namespace: the command ran unrestricted.
const NetworkUnenforced = "network_unenforced"

// networkSession puts a command that runs because it is green or yellow
// into the allowlist's namespace, when the config asks for it. note is
// what the audit log keeps. A machine that cannot make the namespace runs
// the command unrestricted, with a note that starts network_unenforced;
// any other failure is an error, and the command does not run.
func (r *runtime) networkSession(cfg *config.Config, cwd string) (*egress.Session, string, error) {
	if cfg.Network != config.NetworkAllowlist {
		return nil, "", nil
	}
	if egress.InNamespace(r.env.get) {
		return nil, "inside the namespace of the command that started it", nil
	}
	list, from, err := r.networkAllowlist(cfg, cwd)
	if err != nil {
		return nil, "", err
	}
	dir, err := egress.RuntimeDir(cfg.Home)
	if errors.Is(err, egress.ErrUnavailable) {
		return nil, NetworkUnenforced + ": " + err.Error() + "; ran unrestricted", nil
	}
	if err != nil {
		return nil, "", err
	}
	project := cwd
	if p := enforce.ProjectOf(cwd); p != "" {
		project = p
	}
	exe, err := r.networkDaemon()
	if err != nil {
		return nil, "", err
	}
	spec := egress.Spec{GateshHome: cfg.Home, Project: project, Allow: list, Exe: exe, Env: r.env}
	sess, err := egress.Join(spec, dir)
	if errors.Is(err, egress.ErrUnavailable) {
		return nil, NetworkUnenforced + ": " + err.Error() + "; ran unrestricted", nil
	}
	if err != nil {
		return nil, "", err
	}
	return sess, fmt.Sprintf("allowlist: %d destinations (%s); namespace %s held by pid %d", len(list.Entries), from, sess.Netns, sess.Pid), nil
}

// networkError is the hold for a command whose network restriction could
// not be set up.
func networkError(err error) rules.Decision {
	return redDecision("network_error", "the network allowlist for this command could not be set up: "+err.Error())
}

// registerNetwork tells the daemon which decision the command's proxy
// token belongs to, so that its refusals name the command.
func (r *runtime) registerNetwork(sess *egress.Session, rec audit.Record) {
	if sess == nil {
		return
	}
	// A failure here leaves the restriction in place; only the names in
	// the refusal records are lost.
	sess.Register(egress.Origin{Decision: rec.ID, Command: rec.Command, Cwd: rec.Cwd, Agent: rec.Agent, Session: rec.Session})
}

// wrapNetwork is the program and arguments that run real inside the
// session's namespace, and the environment they add.
func wrapNetwork(sess *egress.Session, real string, argv, env []string) (string, []string, []string, error) {
	if sess == nil {
		return real, argv, env, nil
	}
	prog, wrapped, err := sess.Wrap(real, argv)
	if err != nil {
		return "", nil, nil, err
	}
	return prog, wrapped, append(append([]string(nil), env...), sess.Env()...), nil
}

// resolvedSelf is gatesh's own program file, links resolved.
func (r *runtime) resolvedSelf() (string, error) { return resolveSelf(r.selfPath) }

// resolveSelf is the program file at selfPath, links resolved. The link
// /proc/self/exe holds the kernel's path of it, which has none left: one
// readlink, where filepath.EvalSymlinks looked up every folder.
func resolveSelf(selfPath string) (string, error) {
	if selfPath == "/proc/self/exe" {
		return os.Readlink(selfPath)
	}
	return filepath.EvalSymlinks(selfPath)
}

// networkDaemon is gatesh-net beside gatesh's own executable, never one
// found on PATH: the command's environment sets PATH, and a daemon of
// its choosing would decide where the command's traffic goes.
func (r *runtime) networkDaemon() (string, error) {
	return besideSelf(r.selfPath, egress.DaemonProgram)
}

// besideSelf is gatesh's program name installed beside the gatesh at
// selfPath (links resolved), never one found on PATH: the command's
// environment sets PATH, and the agent could plant a program there that
// gatesh would run outside any restriction and believe.
func besideSelf(selfPath, name string) (string, error) {
	self, err := resolveSelf(selfPath)
	if err != nil {
		return "", err
	}
	path := filepath.Join(filepath.Dir(self), name)
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() || fi.Mode().Perm()&0o111 == 0 {
		return "", fmt.Errorf("%s is not installed beside gatesh (install/install.sh builds it; or: go build -o %s ./cmd/%s)", name, path, name)
	}
	return path, nil
}

// explainNetwork says where the command could connect: the allowlist a
// green or yellow command would get, or why it gets none.
func (r *runtime) explainNetwork(w io.Writer, cfg *config.Config, cwd string, d rules.Decision) {
	fmt.Fprintf(w, "\nnetwork:\n")
	switch {
	case cfg.Network != config.NetworkAllowlist:
		fmt.Fprintf(w, "  unrestricted (set network = \"allowlist\" in config.toml to hold green commands to the destinations you allow)\n")
		return
	case d.Verdict != rules.AutoPass || d.Tier >= rules.Red:
		fmt.Fprintf(w, "  unrestricted: a held command reaches the network as without gatesh once a person approves it\n")
		return
	}
	list, from, err := r.networkAllowlist(cfg, cwd)
	if err != nil {
		fmt.Fprintf(w, "  cannot be set up, so the command would be held (network_error): %v\n", err)
		return
	}
	if err := egress.Probe(); err != nil {
		fmt.Fprintf(w, "  unavailable (%v); the command would run unrestricted (network_unenforced)\n", err)
	}
	fmt.Fprintf(w, "  reaches the loopback of the project's namespace, Unix sockets, and these (%s):\n", from)
	for _, e := range list.Entries {
		fmt.Fprintf(w, "    %-28s %s\n", e.Text, e.Why)
	}
}
