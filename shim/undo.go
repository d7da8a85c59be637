package shim

import (
	"sync"

	"gatesh/config"
	"gatesh/probe"
	"gatesh/rules"
	"gatesh/toolcall"
	"gatesh/undo"
)

// refining is a classifier whose decisions the rules of thumb of package
// undo then place by facts gathered now: whether git can restore what a
// command deletes or discards, where a push lands, what an overwrite
// replaces.
type refining struct {
	Classifier
	settings undo.Settings
	env      undo.Env
}

func (c refining) Classify(text string) rules.Decision {
	return undo.Refine(c.Classifier.Classify(text), c.settings, c.env)
}

func (c refining) ClassifyShell(text string, args []string) rules.Decision {
	return undo.Refine(c.Classifier.ClassifyShell(text, args), c.settings, c.env)
}

func (c refining) ClassifyArgv(argv []string) rules.Decision {
	return undo.Refine(c.Classifier.ClassifyArgv(argv), c.settings, c.env)
}

func (c refining) ClassifyTool(call toolcall.Call) rules.Decision {
	return undo.Refine(c.Classifier.ClassifyTool(call), c.settings, c.env)
}

// SecretPaths passes the rule set's credential paths through, for the
// kernel enforcement.
func (c refining) SecretPaths() (paths, except []string) {
	if sp, ok := c.Classifier.(secretPather); ok {
		return sp.SecretPaths()
	}
	return nil, nil
}

// refined wraps cls for commands run from cwd.
func (r *runtime) refined(cfg *config.Config, cwd string, cls Classifier) Classifier {
	s := undo.FromConfig(cfg.Undo)
	if s.Off {
		return cls
	}
	if r.probeCache == nil {
		r.probeCache = probe.NewCache()
	}
	// The decisions of one batch or shell run look for git once, as they
	// share the probe cache: nothing runs between them, and the search
	// walks PATH and checks the program and its folders.
	findGit := sync.OnceValue(func() string { return r.realGit(cfg, cwd) })
	return refining{Classifier: cls, settings: s, env: undo.Env{
		Cwd: cwd, Home: r.env.get("HOME"), Getenv: r.env.get, FindGit: findGit, Cache: r.probeCache,
	}}
}
