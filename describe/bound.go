package describe

import (
	"gatesh/binding"
	"gatesh/queue"
)

// Bound is what an approval of a request binds besides its text, as a
// person reads it: git is set when the request binds anything of git's,
// hooks are the git hooks the command will run, each with its state
// ("PATH (sha256 ..., executable)"), or why they are unknown when a
// repository could not be read, and other the rest of the facts
// ("git-push main -> main on origin: OID", "env BASH_ENV: ..."), each
// escaped onto one line.
func Bound(facts []queue.Fact) (git bool, hooks, other []string) {
	var unread []string
	for _, f := range facts {
		git = git || f.Kind != binding.KindEnv && f.Kind != binding.KindProgram && f.Kind != binding.KindFile && f.Kind != binding.KindLink
		switch f.Kind {
		case binding.KindHook:
			hooks = append(hooks, oneLine(f.Name+" ("+f.Value+")"))
			continue
		case binding.KindGit:
			unread = append(unread, oneLine("unknown: "+f.Name+": "+f.Value))
		}
		other = append(other, oneLine(f.String()))
	}
	return git, append(hooks, unread...), other
}

// BoundLines is Bound as a terminal shows it, one line each: the git
// hooks it runs (or none) when it binds anything of git's, then the rest
// under "bound:"; nil when the request binds nothing. The approval binds
// these as they were when the command was held: if any has changed when
// it runs, it is held again.
func BoundLines(facts []queue.Fact) []string {
	git, hooks, other := Bound(facts)
	var out []string
	switch {
	case !git:
	case len(hooks) == 0:
		out = append(out, "git hooks it runs: none")
	default:
		out = append(out, "git hooks it runs:")
		for _, h := range hooks {
			out = append(out, "  "+h)
		}
	}
	if len(other) > 0 {
		out = append(out, "bound:")
		for _, o := range other {
			out = append(out, "  "+o)
		}
	}
	return out
}
