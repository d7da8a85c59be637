package agentsetup

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"gatesh/config"
)

// slackCheckTimeout bounds `gatesh-serve slack-check`: a few Web API
// calls, each bounded on its own.
const slackCheckTimeout = 45 * time.Second

// slack checks the [slack] table's tokens and channel by running
// `gatesh-serve slack-check`: the Slack client lives in gatesh-serve,
// which gatesh does not link. Its lines are the doctor's own format.
func (d *doctor) slack(cfg *config.Config) {
	if cfg.Slack == nil {
		d.info("slack", "none; a [slack] table in config.toml posts held requests to a channel, with Approve once and Reject buttons (docs/slack.md)")
		return
	}
	prog := d.companion("gatesh-serve")
	if prog == "" {
		d.bad("slack", "install/install.sh builds gatesh-serve beside gatesh (or go install ./cmd/...)",
			"[slack] is set, but gatesh-serve, which runs the Slack app, is not installed")
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), slackCheckTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, prog, "slack-check")
	cmd.Env = d.environ
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	seen := false
	for i, line := range lines {
		kind, rest, _ := strings.Cut(line, "  ")
		what, detail, ok := strings.Cut(strings.TrimSpace(rest), ": ")
		if !ok {
			continue
		}
		switch kind {
		case "ok":
			d.ok(what, "%s", detail)
		case "info":
			d.info(what, "%s", detail)
		case "FAIL":
			fix := "see docs/slack.md"
			if i+1 < len(lines) {
				if f, ok := strings.CutPrefix(strings.TrimSpace(lines[i+1]), "fix: "); ok {
					fix = f
				}
			}
			d.bad(what, fix, "%s", detail)
		default:
			continue
		}
		seen = true
	}
	if err != nil && !seen {
		msg := strings.TrimSpace(stderr.String())
		fix := "see docs/slack.md"
		if m, hint, ok := strings.Cut(msg, "\ngatesh: hint: "); ok {
			msg, fix = m, hint
		}
		d.bad("slack", fix, "%s: %s", filepath.Base(prog)+" slack-check", strings.TrimPrefix(msg, "gatesh: error: "))
	}
}

// companion finds another of gatesh's programs: beside the gatesh that
// runs, beside the one the agent's folder links to, else on the PATH
// (never in the agent's folder). "" when there is none.
func (d *doctor) companion(name string) string {
	var dirs []string
	if exe, err := os.Executable(); err == nil {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			dirs = append(dirs, filepath.Dir(real))
		}
	}
	if self, err := filepath.EvalSymlinks(d.p.bin("gatesh")); err == nil {
		dirs = append(dirs, filepath.Dir(self))
	}
	for _, dir := range dirs {
		p := filepath.Join(dir, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			return p
		}
	}
	p, err := lookPath(name, d.p.getenv("PATH"), filepath.Join(d.p.gateshHome, "bin"))
	if err != nil {
		return ""
	}
	return p
}
