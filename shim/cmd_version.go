package shim

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"time"
)

// runVersion prints gatesh's version, then the real shell gatesh hands
// commands to and the first line of its --version: what a person asking
// "which bash runs my agent's commands?" needs.
func runVersion(r *runtime, args []string) int {
	if len(args) > 0 {
		return r.usage("version takes no arguments")
	}
	fmt.Fprintf(r.stdout, "gatesh %s\n", Version)
	real, err := r.realBash()
	if err != nil {
		return r.errorf(ExitInternal, programHint(err, "bash"), "%s", programError(err))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, real, "--version")
	cmd.Args[0] = "bash"
	cmd.Env = r.env
	out, err := cmd.Output()
	first, _, _ := strings.Cut(string(out), "\n")
	if err != nil || first == "" {
		return r.errorf(ExitInternal, "set shell in config.toml to a working bash", "the real shell %s does not answer --version: %v", real, err)
	}
	fmt.Fprintf(r.stdout, "shell %s: %s\n", real, first)
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
	real, err := r.realBash()
	if err != nil {
		return r.errorf(ExitInternal, programHint(err, "bash"), "%s", programError(err))
	}
	return r.handOver(real, []string{"bash", "--version"}, nil)
}

// realBash is the bash gatesh hands over to: the configured shell, else
// the first bash on PATH that is not gatesh. A config that does not load
// leaves the choice to PATH: version questions work on a broken config.
func (r *runtime) realBash() (string, error) {
	cfg, cwd := r.here()
	real, err := r.realShell(cfg, "bash")
	if err != nil {
		return "", err
	}
	// It runs unrestricted.
	return real, r.trusted(cfg, cwd, real)
}
