package shim

import (
	"errors"
	"os"
	"path/filepath"
)

// exportBinary is the program that writes the SQL export. It is separate
// because the SQLite engine, linked into gatesh, would slow every start of
// the shell.
const exportBinary = "gatesh-export"

// runExport hands over to gatesh-export with the paths of the config.
//
//	gatesh export --sqlite FILE [--until TIME]
func runExport(r *runtime, args []string) int {
	fs := newFlags("export")
	out := fs.String("sqlite", "", "the SQLite file to create (it must not exist)")
	until := fs.String("until", "", "export as of this time instead of now")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	if *out == "" || fs.NArg() > 0 {
		return r.usageHint("export: want --sqlite FILE", "gatesh export --sqlite decisions.db")
	}
	cfg, status := r.operatorConfig(true)
	if status != 0 {
		return status
	}
	prog, err := r.findExporter()
	if err != nil {
		return r.errorf(ExitFailed, "build it beside gatesh: install/install.sh does, or go build -o \"$(dirname \"$(command -v gatesh)\")\" ./cmd/gatesh-export",
			"%s not found beside gatesh or on PATH", exportBinary)
	}
	p := reportPaths(cfg)
	argv := []string{exportBinary, "--sqlite", *out, "--log", p.Log, "--queue", p.Queue, "--public-key", p.PublicKey}
	if *until != "" {
		argv = append(argv, "--until", *until)
	}
	err = r.exec(prog, argv, r.env)
	return r.errorf(ExitInternal, "", "running %s: %v", prog, err)
}

// findExporter looks for gatesh-export beside gatesh's own executable,
// then in the absolute folders of PATH. (Unlike the real shell, it may be
// gatesh itself under that name, as in tests: that fails, it cannot loop.)
func (r *runtime) findExporter() (string, error) { return r.findCompanion(exportBinary) }

// findCompanion looks for one of gatesh's own programs by name beside
// gatesh's executable, then in the absolute folders of PATH. One beside
// gatesh is as trusted as gatesh (`gatesh doctor` checks that folder);
// one on PATH never where a command gatesh let run could have put it
// (see trusted).
func (r *runtime) findCompanion(name string) (string, error) {
	beside := ""
	if exe, err := filepath.EvalSymlinks(r.selfPath); err == nil {
		beside = filepath.Dir(exe)
	}
	for i, dir := range append([]string{beside}, filepath.SplitList(r.env.get("PATH"))...) {
		p := filepath.Join(dir, name)
		if st, err := os.Stat(p); err == nil && filepath.IsAbs(dir) && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			if i > 0 {
				if err := r.trustedHere(p); err != nil {
					return "", err
				}
			}
			return p, nil
		}
	}
	return "", errors.New("no executable file of that name")
}
