package shim

import (
	"fmt"
	"os"
	"path/filepath"

	"gatesh/binding"
)

// git reads its configuration when it starts, after the gate's last
// check, so an approved run carries the settings that check read
// (binding.Pins), each in the repository it was read in (includeIf
// "gitdir:"), from files in the run's folder:
//   - the system file (GIT_CONFIG_SYSTEM), which git reads before every
//     other, holds the pins of the settings where git keeps the first
//     value, then reads the system file git would have read;
//   - the command line's scope (GIT_CONFIG_COUNT), which git reads after
//     every file, holds those where it keeps the last;
//   - GIT_PAGER=cat, unless the agent set it: a run's git pages nothing,
//     so no pager setting (core.pager, pager.<command>) runs.
// A command that runs no git gets none of this.

// pinnedRun is what pinRun adds to an approved run's environment: the
// command scope's keys and values, in pairs, and other entries.
type pinnedRun struct {
	count []string
	env   []string
}

// pinRun writes the pins of rd into dir and returns what the run's
// environment gets.
func (r *runtime) pinRun(dir string, rd *binding.Reading) (pinnedRun, error) {
	pins, err := rd.Pins()
	if err != nil || len(pins.Repos) == 0 {
		return pinnedRun{}, err
	}
	var run pinnedRun
	var system []binding.Setting
	for i, repo := range pins.Repos {
		cond := binding.GitDirCondition(repo.GitDir)
		first := filepath.Join(dir, fmt.Sprintf("git-first-%d", i))
		last := filepath.Join(dir, fmt.Sprintf("git-last-%d", i))
		if err := writePins(first, repo.First); err != nil {
			return pinnedRun{}, err
		}
		if err := writePins(last, repo.Last); err != nil {
			return pinnedRun{}, err
		}
		system = append(system, binding.Setting{Key: "includeif." + cond + ".path", Value: first})
		run.count = append(run.count, "includeIf."+cond+".path", last)
	}
	if pins.System != "" {
		system = append(system, binding.Setting{Key: "include.path", Value: pins.System})
	}
	systemFile := filepath.Join(dir, "git-system")
	if err := writePins(systemFile, system); err != nil {
		return pinnedRun{}, err
	}
	// GIT_CONFIG_NOSYSTEM would skip the run's system file: what it
	// skipped, the real one, the run's file then leaves out.
	run.env = []string{"GIT_CONFIG_SYSTEM=" + systemFile, "GIT_CONFIG_NOSYSTEM"}
	if _, ok := valueIn(r.env, "GIT_PAGER"); !ok {
		run.env = append(run.env, "GIT_PAGER=cat")
	}
	return run, nil
}

func writePins(path string, settings []binding.Setting) error {
	return os.WriteFile(path, []byte(binding.Config(settings)), 0o600)
}
