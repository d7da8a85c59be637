package shim

import "fmt"

// runVersion prints gatesh's version.
func runVersion(r *runtime, args []string) int {
	if len(args) > 0 {
		return r.usage("version takes no arguments")
	}
	fmt.Fprintf(r.stdout, "gatesh %s\n", Version)
	return 0
}

// shellVersion answers `gatesh --version` the way a bash stand-in must:
// gatesh's own line first, then the real bash's answer, so callers that
// probe for bash still find its version line.
func (r *runtime) shellVersion(args []string) int {
	fmt.Fprintf(r.stdout, "gatesh %s, running:\n", Version)
	if f, ok := r.stdout.(interface{ Sync() error }); ok {
		f.Sync()
	}
	cfg, err := r.config()
	shell := ""
	if err == nil {
		shell = cfg.Shell
	}
	real, err := r.realShell(shell, "bash")
	if err != nil {
		return r.errorf(ExitInternal, "install bash, or set shell in config.toml", "%v", err)
	}
	return r.handOver(real, []string{"bash", "--version"}, nil)
}
