package projectdir

import (
	"path/filepath"
	"syscall"
)

// GateFiles lists every .gatesh/NAME from the folder cwd up to the
// filesystem's root, the outermost first, leaving out the gate's own
// folder (gate/NAME is the operator's, not a project's). A file that
// cannot be stated for a reason other than its absence is listed too, so
// that reading it reports the error.
//
// Every one is listed, not the nearest only: the project is writable by
// the agent, so a green command can plant sub/.gatesh/NAME (and sub/.git,
// which would make sub a project of its own). Each file a caller layers
// must therefore only add restrictions, and a planted one cannot replace
// the project's (round 4b's H1).
func GateFiles(cwd, gate, name string) []string {
	var out []string
	gate = filepath.Clean(gate)
	for dir := filepath.Clean(cwd); ; dir = filepath.Dir(dir) {
		if d := filepath.Join(dir, ".gatesh"); d != gate {
			p := filepath.Join(d, name)
			// A plain lstat: this runs for every folder up to the root
			// at every start, and os.Lstat allocates for each miss. A
			// link that leads nowhere is listed, and its read fails.
			var st syscall.Stat_t
			err := syscall.Lstat(p, &st)
			for err == syscall.EINTR {
				err = syscall.Lstat(p, &st)
			}
			if err != syscall.ENOENT {
				out = append(out, p)
			}
		}
		if dir == filepath.Dir(dir) {
			break
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}
