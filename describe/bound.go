package describe

import (
	"gatesh/binding"
	"gatesh/queue"
)

// Bound is what an approval of a request binds besides its text, as a
// person reads it: git is set when the request binds anything of git's,
// hooks are the git hooks the command will run, each with its state
// ("PATH (sha256 ..., executable)"), and other the rest of the facts
// ("git-push main -> main on origin: OID"), each escaped onto one line.
func Bound(facts []queue.Fact) (git bool, hooks, other []string) {
	for _, f := range facts {
		git = true
		if f.Kind == binding.KindHook {
			hooks = append(hooks, oneLine(f.Name+" ("+f.Value+")"))
			continue
		}
		other = append(other, oneLine(f.String()))
	}
	return git, hooks, other
}
