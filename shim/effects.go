package shim

import (
	"os"

	"gatesh/describe"
	"gatesh/undo"
)

// describeEnv is how gatesh show and gatesh review look at a request's
// repository: the real git, and which branches are shared from
// config.toml's [undo] (the defaults when it cannot be read).
func (r *runtime) describeEnv() describe.Env {
	env := describe.Env{Git: r.realGit(), Getenv: r.env.get, Home: r.env.get("HOME"), Undo: undo.Defaults()}
	if cfg, err := r.config(); err == nil {
		env.Undo = undo.FromConfig(cfg.Undo)
	}
	return env
}

// realGit finds git on PATH, skipping gatesh's own links: show only
// reads, and reading must not log decisions or hold itself.
func (r *runtime) realGit() string {
	self, err := os.Stat(r.selfPath)
	if err != nil {
		return ""
	}
	git, err := findOther("git", r.env.get("PATH"), self)
	if err != nil {
		return ""
	}
	return git
}
