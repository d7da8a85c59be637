package shim

import (
	"flag"
	"fmt"
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
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	out := fs.String("sqlite", "", "the SQLite file to create (it must not exist)")
	until := fs.String("until", "", "export as of this time instead of now")
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	if *out == "" || fs.NArg() > 0 {
		return r.usageHint("export: want --sqlite FILE", "gatesh export --sqlite decisions.db")
	}
	cfg, err := r.config()
	if err != nil {
		return r.errorf(ExitFailed, "fix config.toml", "%v", err)
	}
	prog, err := r.findExporter()
	if err != nil {
		return r.errorf(ExitFailed, "build it beside gatesh: install/install.sh does, or go build -o \"$(dirname \"$(command -v gatesh)\")\" ./cmd/gatesh-export",
			"%s not found beside gatesh or on PATH: %v", exportBinary, err)
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
// then on PATH, never taking gatesh itself.
func (r *runtime) findExporter() (string, error) {
	self, err := os.Stat(r.selfPath)
	if err != nil {
		return "", fmt.Errorf("find own executable: %w", err)
	}
	if exe, err := os.Readlink(r.selfPath); err == nil {
		if p, ok := otherExecutable(filepath.Join(filepath.Dir(exe), exportBinary), self); ok {
			return p, nil
		}
	}
	return findOther(exportBinary, r.env.get("PATH"), self)
}
