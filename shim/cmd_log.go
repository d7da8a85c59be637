package shim

import (
	"errors"
	"fmt"
	"io/fs"

	"gatesh/audit"
)

// runLog checks the audit log, or shows it (cmd_logview.go).
//
//	gatesh log verify [FILE]
func runLog(r *runtime, args []string) int {
	if len(args) == 0 || args[0] != "verify" {
		return runLogView(r, args)
	}
	if len(args) > 2 {
		return r.usageHint("log: want `log verify [FILE]`", "gatesh log verify checks $GATESH_HOME/audit.jsonl")
	}
	path := ""
	if len(args) == 2 {
		path = args[1]
	} else {
		cfg, err := r.config()
		if err != nil {
			return r.errorf(ExitFailed, "fix config.toml", "%v", err)
		}
		path = cfg.AuditPath
	}
	l := &audit.Log{Path: path}
	n, err := l.Verify()
	var chain *audit.ChainError
	switch {
	case errors.As(err, &chain):
		return r.errorf(ExitFailed, "the log was changed outside gatesh from this line on; keep a copy and investigate",
			"audit log %s: line %d: %s", path, chain.Line, chain.Reason)
	case errors.Is(err, fs.ErrNotExist):
		return r.errorf(ExitFailed, "gatesh writes it on the first shell-mode decision", "no audit log at %s", path)
	case err != nil:
		return r.errorf(ExitFailed, "", "audit log %s: %v", path, err)
	}
	fmt.Fprintf(r.stdout, "ok: %d records, chain intact\n", n)
	return 0
}
