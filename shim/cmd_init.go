package shim

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"gatesh/auditlog"
	"gatesh/config"
	"gatesh/egress"
	"gatesh/keys"
)

// runInit creates the operator's key pair and the queue folder. It never
// overwrites a key: a new key would void every decision signed so far.
//
//	gatesh init [--key PATH] [--group GROUP]
func runInit(r *runtime, args []string) int {
	fs := newFlags("init")
	keyPath := fs.String("key", "", "write the private key here, outside GATESH_HOME (two-user setup)")
	group := fs.String("group", "", "the agent's group: it may write requests to the queue (two-user setup)")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	if fs.NArg() > 0 {
		return r.usage("init: unexpected arguments")
	}
	cfg, err := r.config()
	if err != nil {
		return r.errorf(ExitFailed, "fix config.toml", "%v", err)
	}
	priv := cfg.PrivateKey
	if *keyPath != "" {
		if priv, err = filepath.Abs(*keyPath); err != nil {
			return r.errorf(ExitFailed, "", "%v", err)
		}
	}
	gid := -1
	if *group != "" {
		if gid, err = lookupGroup("/etc/group", *group); err != nil {
			return r.errorf(ExitFailed, "create the agent's group first", "%v", err)
		}
	}
	if err := os.MkdirAll(cfg.Home, 0o700); err != nil {
		return r.errorf(ExitFailed, "", "%v", err)
	}
	if err := keys.Generate(priv, cfg.PublicKey); err != nil {
		if errors.Is(err, keys.ErrKeyExists) {
			// A folder made before the review page, or before the audit
			// log's seals, had no token or no audit key: add them.
			madeKey, status := r.makeAuditKey(cfg)
			if status != 0 {
				return status
			}
			if made, status := r.makeServeToken(cfg); made || madeKey || status != 0 {
				return status
			}
			return r.errorf(ExitFailed, "gatesh init never replaces a key; remove the old pair by hand if you really mean to, which voids every pending approval", "%v", err)
		}
		return r.errorf(ExitFailed, "", "%v", err)
	}
	if err := setupFolders(cfg.Home, filepath.Dir(cfg.PublicKey), queueDir(cfg), cfg.AuditPath, gid); err != nil {
		return r.errorf(ExitFailed, "", "%v", err)
	}
	fmt.Fprintf(r.stdout, "private key: %s (mode 0600: only you may read it)\npublic key:  %s\nqueue:       %s\n", priv, cfg.PublicKey, queueDir(cfg))
	if _, status := r.makeAuditKey(cfg); status != 0 {
		return status
	}
	if _, status := r.makeServeToken(cfg); status != 0 {
		return status
	}
	if priv != cfg.PrivateKey {
		fmt.Fprintf(r.stderr, "gatesh: hint: add to %s:\n[keys]\nprivate = %q\n", filepath.Join(cfg.Home, "config.toml"), priv)
	}
	return 0
}

// makeServeToken creates the review page's login token unless it exists.
func (r *runtime) makeServeToken(cfg *config.Config) (made bool, status int) {
	err := keys.GenerateToken(cfg.ServeToken)
	switch {
	case errors.Is(err, keys.ErrKeyExists):
		return false, 0
	case err != nil:
		return false, r.errorf(ExitFailed, "", "review page token: %v", err)
	}
	fmt.Fprintf(r.stdout, "review token: %s (mode 0600: signs in to gatesh serve)\n", cfg.ServeToken)
	return true, 0
}

// makeAuditKey creates the key that seals gatesh's own audit records
// unless it exists. It is readable by the group that may write the log
// (the two-user setup), so that the agent's gatesh seals its records too.
func (r *runtime) makeAuditKey(cfg *config.Config) (made bool, status int) {
	key := auditlog.GateKey(cfg)
	if _, err := key.Load(); err == nil {
		return false, 0
	}
	l := auditlog.Open(cfg, r.now, key)
	if err := l.MakeGateKey(); err != nil {
		return false, r.errorf(ExitFailed, "", "audit key: %v", err)
	}
	fmt.Fprintf(r.stdout, "audit key:   %s (seals gatesh's own records in the audit log)\n", key.Path)
	return true, 0
}

// setupFolders gives the queue its modes. Alone, everything is the
// user's own (0700). With the agent's group, the agent may traverse home
// and read the public key, and the queue is setgid 2770 so that requests
// it writes stay readable by both; the audit log is shared the same way.
// The network daemons' folder and the approved runs' are 1770 for the
// group: each user makes its own folders there (0700), and none may move
// another's.
func setupFolders(home, keyDir, queue, auditPath string, gid int) error {
	if gid < 0 {
		return os.MkdirAll(queue, 0o700)
	}
	if err := os.MkdirAll(queue, 0o700); err != nil {
		return err
	}
	for _, p := range []struct {
		path string
		mode fs.FileMode
		gid  int
	}{
		{home, 0o755, -1},
		{keyDir, 0o755, -1},
		{queue, 0o770 | fs.ModeSetgid, gid},
		{filepath.Join(home, egress.RuntimeFolder), 0o770 | fs.ModeSticky, gid},
		{filepath.Join(home, RunFolder), 0o770 | fs.ModeSticky, gid},
	} {
		if err := os.MkdirAll(p.path, 0o700); err != nil {
			return err
		}
		if err := os.Chown(p.path, -1, p.gid); err != nil {
			return err
		}
		if err := os.Chmod(p.path, p.mode); err != nil {
			return err
		}
	}
	for _, path := range []string{auditPath, auditPath + ".head"} {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o660)
		if err != nil {
			return err
		}
		f.Close()
		if err := os.Chown(path, -1, gid); err != nil {
			return err
		}
		if err := os.Chmod(path, 0o660); err != nil {
			return err
		}
	}
	return nil
}

// lookupGroup returns the id of a group named in the group file, or of a
// numeric id. It reads the file itself rather than using os/user, which
// links cgo and so a dynamic loader into every gatesh start.
func lookupGroup(groupFile, name string) (int, error) {
	if id, err := strconv.Atoi(name); err == nil && id >= 0 {
		return id, nil
	}
	data, err := os.ReadFile(groupFile)
	if err != nil {
		return -1, fmt.Errorf("looking up group %s: %w", name, err)
	}
	for line := range strings.Lines(string(data)) {
		fields := strings.Split(strings.TrimSpace(line), ":")
		if len(fields) >= 3 && fields[0] == name {
			if id, err := strconv.Atoi(fields[2]); err == nil && id >= 0 {
				return id, nil
			}
		}
	}
	return -1, fmt.Errorf("group %s: unknown group", name)
}
