package loop

import (
	"os"
	"path/filepath"

	"gatesh/audit"
	"gatesh/auditlog"
)

// Codex runs the worker's commands in its workspace-write sandbox, and
// gatesh, the login shell, runs inside it. The sandbox may write the work
// tree and the temporary folders; of the gatesh folder it gets only what
// gatesh writes while it decides on a command: the queue, where it files
// requests and marks an approval used (a decision counts only with the
// operator's signature over it), the rate counts, and the audit log
// through a folder of hard links to the live log and its head
// (audit.Log.Link), made before each turn and removed after it. The
// configuration, the rules, the keys, the run's own folder (its resume
// state and the worker's shell) and everything else there stay read-only
// to the worker: to its commands and to Codex's own tools (apply_patch).

// codexWritable are the folders the loop adds to Codex's sandbox with
// --add-dir. Codex mounts a folder it is given, so each must exist.
func (r *run) codexWritable() ([]string, error) {
	home := r.o.Config.Home
	dirs := []string{filepath.Join(home, "queue"), auditlog.Meter(r.o.Config, "").Dir}
	for _, d := range dirs {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return nil, err
		}
	}
	return append(dirs, r.logLinks()), nil
}

// logLinks is the folder of this run's links to the audit log.
func (r *run) logLinks() string {
	return filepath.Join(audit.LinksDir(r.o.Config.AuditPath), r.dir.ID)
}

// linkLog makes the links to the live log for one Codex turn, and
// returns what removes them after it: a rotation while no turn runs
// would leave them naming the old file. Other workers write the log
// directly.
func (r *run) linkLog() (unlink func(), err error) {
	if r.s.Kind != Codex {
		return func() {}, nil
	}
	l := r.auditLog()
	if _, err := l.Link(r.dir.ID); err != nil {
		return nil, err
	}
	return func() { r.logErr(l.Unlink(r.dir.ID)) }, nil
}
