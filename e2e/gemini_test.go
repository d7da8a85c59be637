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

// geminiSettings selects the API key (GEMINI_API_KEY alone makes -p fail
// with "Invalid auth method"), turns folder trust off (else --yolo falls
// back to asking) and sends no telemetry.
const geminiSettings = `{
  "security": {"auth": {"selectedType": "gemini-api-key"}, "folderTrust": {"enabled": false}},
  "privacy": {"usageStatisticsEnabled": false},
  "telemetry": {"enabled": false}
}
`

// gemini is Gemini CLI: its shell is bash looked up on PATH, so a folder
// holding gatesh's link named bash goes first.
var gemini = &agent{
	cli:     agentcli.Gemini,
	logName: "gemini",
	command: func(w *world, prog string, rt route) (*exec.Cmd, error) {
		if err := writeFile(filepath.Join(w.home, ".gemini", "settings.json"), geminiSettings); err != nil {
			return nil, err
		}
		if rt == hook {
			if err := w.installHook("gemini"); err != nil {
				return nil, err
			}
		}
		path := basePath
		if rt == shell {
			path = w.bin + ":" + path
		}
		cmd := exec.Command(prog, "--yolo", "-p", prompt)
		cmd.Env = w.env(
			"PATH="+path,
			"GOOGLE_GEMINI_BASE_URL="+w.model.URL(),
			"GEMINI_API_KEY=dummy",
			// One node process instead of a relaunch with a larger heap.
			"GEMINI_CLI_NO_RELAUNCH=true",
		)
		return cmd, nil
	},
	exit:     geminiExit,
	volatile: regexp.MustCompile(`(Process Group PGID: )\d+`),
}

var geminiStatus = regexp.MustCompile(`\nExit Code: (\d+)\n`)

// geminiExit reads "Exit Code: N"; a result without it is status 0.
func geminiExit(r mockmodel.Result) (int, bool) {
	m := geminiStatus.FindStringSubmatch(r.Output)
	if m == nil {
		return 0, true
	}
	n, _ := strconv.Atoi(m[1])
	return n, true
}

func TestGemini(t *testing.T) {
	t.Parallel()
	findCLI(t, gemini.cli)
	want := plainGreen(t, gemini)
	t.Run("shell route", func(t *testing.T) { testRoute(t, gemini, rmVictim, shell, want) })
	t.Run("hook route", func(t *testing.T) { testRoute(t, gemini, rmVictim, hook, want) })
}
