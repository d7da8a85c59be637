package shim

import (
	"errors"
	"fmt"
	"path/filepath"

	"gatesh/config"
	"gatesh/queue"
)

// configErrorRule is the rule id of a hold that a broken config.toml
// caused (see setup).
const configErrorRule = "config_error"

// operatorConfig reads the config for the operator's own commands. While
// config.toml is broken, shell mode holds everything; a command that only
// reads or refuses (pending, show, log, reject, revoke) still runs, on
// the defaults, after a warning that names the file and the line, so that
// the operator can see the flood and clear it. approve passes lenient
// false: nothing is approved under settings gatesh cannot read.
func (r *runtime) operatorConfig(lenient bool) (*config.Config, int) {
	home, err := config.Home(r.env.get)
	if err != nil {
		return nil, r.errorf(ExitFailed, "set GATESH_HOME or HOME", "gatesh folder: %v", err)
	}
	cfg, err := config.Salvage(home)
	switch {
	case err == nil:
		for _, note := range cfg.Deprecated {
			fmt.Fprintf(r.stderr, "gatesh: hint: %s: %s\n", filepath.Join(home, "config.toml"), note)
		}
		return cfg, 0
	case !lenient || !errors.Is(err, config.ErrInvalid):
		return nil, r.errorf(ExitFailed, "fix config.toml; until then every agent command is held, and `gatesh pending` and `gatesh reject` still work", "%v", err)
	}
	fmt.Fprintf(r.stderr, "gatesh: warning: %v\n", err)
	fmt.Fprintf(r.stderr, "gatesh: hint: every agent command is held until config.toml is fixed; this runs on the default settings; `gatesh reject --config-error` rejects the requests held only for this\n")
	return cfg, 0
}

// heldForConfig reports whether a request was held only because
// config.toml was broken.
func heldForConfig(req queue.Request) bool {
	return len(req.Rules) == 1 && req.Rules[0].ID == configErrorRule
}

// rejectConfigHolds rejects, one signed rejection each, every pending
// request that a broken config.toml alone held.
func (r *runtime) rejectConfigHolds(reason, keyPath string) int {
	cfg, q, v, status := r.operatorQueue(true)
	if status != 0 {
		return status
	}
	signer, err := loadSigner(cfg, keyPath)
	if err != nil {
		return r.errorf(ExitFailed, "run as the operator, with the private key that `gatesh init` made (--key PATH)", "cannot sign: %v", err)
	}
	l, err := q.List(v)
	if err != nil {
		return r.errorf(ExitFailed, "", "%v", err)
	}
	if reason == "" {
		reason = "held only because config.toml was broken; run the command again"
	}
	n := 0
	for _, st := range l.States {
		if st.Status != queue.Pending || !heldForConfig(st.Request) {
			continue
		}
		if _, err := q.Reject(st.Request.ID, signer, r.userName(), reason); err != nil {
			if errors.Is(err, queue.ErrAlreadyDecided) || errors.Is(err, queue.ErrExpired) {
				continue // decided meanwhile
			}
			r.requestError(err)
			status = ExitFailed
			continue
		}
		n++
	}
	fmt.Fprintf(r.stdout, "rejected %d %s held only because config.toml was broken\n", n, plural(n, "request", "requests"))
	if n > 0 {
		r.anchor(cfg, signer)
	}
	return status
}
