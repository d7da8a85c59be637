package shim

import (
	"fmt"
	"os"

	"gatesh/config"

	"gatesh/describe"
	"gatesh/undo"
)

// describeEnv is how gatesh show and gatesh review look at a request's
// repository: the real git, and which branches are shared from
// config.toml's [undo] (the defaults when it cannot be read).
func (r *runtime) describeEnv() describe.Env {
	cfg, cwd := r.here()
	env := describe.Env{Git: r.realGit(cfg, cwd), Getenv: r.env.get, Home: r.env.get("HOME"), Undo: undo.Defaults()}
	if cfg != nil {
		env.Undo = undo.FromConfig(cfg.Undo)
	}
	return env
}

// realGit finds git on PATH, skipping gatesh's own links: show only
// reads, and reading must not log decisions or hold itself. It is ""
// when there is none, or when a command gatesh let run could have put it
// there (see trusted), which it says: the probe runs git before any
// command, outside any restriction, and does without it.
func (r *runtime) realGit(cfg *config.Config, cwd string) string {
	self, err := os.Stat(r.selfPath)
	if err != nil {
		return ""
	}
	git, err := findOther("git", r.env.get("PATH"), self)
	if err != nil {
		return ""
	}
	if err := r.trusted(cfg, cwd, git); err != nil {
		fmt.Fprintf(r.stderr, "gatesh: error: %s\n", programError(err))
		fmt.Fprintf(r.stderr, "gatesh: hint: %s\n", programHint(err, "git"))
		return ""
	}
	return git
}
