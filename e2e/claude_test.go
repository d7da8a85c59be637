//go:build linux

package e2e

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
)

// claude is Claude Code, in print mode: its shell is CLAUDE_CODE_SHELL,
// a path that must contain "bash" (gatesh's link named bash).
var claude = &agent{
	cli:     agentcli.Claude,
	logName: "claude-code",
	command: func(w *world, prog string, rt route) (*exec.Cmd, error) {
		sh := w.bash
		if rt == shell {
			sh = filepath.Join(w.bin, "bash")
		}
		if rt == hook {
			if err := w.installHook("claude"); err != nil {
				return nil, err
			}
		}
		cmd := exec.Command(prog, "-p", "--dangerously-skip-permissions", "--output-format", "stream-json", "--verbose", prompt)
		cmd.Env = w.env(
			"ANTHROPIC_BASE_URL="+w.model.URL(),
			"ANTHROPIC_API_KEY=dummy",
			"IS_SANDBOX=1", // lets root skip permissions
			"CLAUDE_CODE_SHELL="+sh,
			"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1",
		)
		return cmd, nil
	},
	exit:         claudeExit,
	sessionStart: "# Snapshot file",
}

var claudeStatus = regexp.MustCompile(`^Exit code (\d+)\n`)

// claudeExit reads "Exit code N" at the head of an error result; a
// result that is not an error is status 0.
func claudeExit(r mockmodel.Result) (int, bool) {
	if !r.IsError {
		return 0, true
	}
	m := claudeStatus.FindStringSubmatch(r.Output)
	if m == nil {
		return -1, false
	}
	n, _ := strconv.Atoi(m[1])
	return n, true
}

func TestClaude(t *testing.T) {
	t.Parallel()
	findCLI(t, claude.cli)
	want := plainGreen(t, claude)
	t.Run("shell route", func(t *testing.T) { testRoute(t, claude, rmVictim, shell, want) })
	t.Run("hook route", func(t *testing.T) { testRoute(t, claude, rmVictim, hook, want) })
}
