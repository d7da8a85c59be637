package binding

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gatesh/queue"
)

// KindLink is the fact of the links along the working folder or a path a
// command names, where a command gatesh let run could have made them:
// Name the path, Value each such link and what it holds, then where the
// path leads.
const KindLink = "link"

// The folder and the paths are bound as text, but what they name
// depends on the links along them. The agent could get `rm -rf
// sub/build` approved while sub was a folder of the project, replace sub
// by a link to a folder outside it, and run the same text: the approval
// would run it there. The working folder is the same: gatesh takes it as
// the agent's CLI names it (os.Getwd gives back PWD while PWD is the
// same folder), whatever the links along it lead to now. So an approval
// binds each such link; one made, removed or pointed elsewhere after it
// is a new request.

// LinkFacts returns the facts of the links along cwd and along each
// path text names, as run from cwd with where, that lie in a folder agentWrites
// reports a command gatesh let run may write (nil: every folder). A link
// in a system folder (/var to /private/var) cannot change at the agent's
// hand and is no fact.
func LinkFacts(text, cwd string, where Where, agentWrites func(dir string) bool) []queue.Fact {
	var facts []queue.Fact
	named, _ := namedPaths(text, cwd, where)
	for i, p := range append([]string{filepath.Clean(cwd)}, named...) {
		if i == maxBoundFiles {
			// No path is left out: past the bound, no approval covers it.
			facts = append(facts, queue.Fact{Kind: KindLink, Name: "more paths",
				Value: fmt.Sprintf("past %d paths, not read at %s: no approval covers it", maxBoundFiles, stamp(time.Now()))})
			break
		}
		if !filepath.IsAbs(p) {
			continue
		}
		links := linksAlong(p, agentWrites)
		if len(links) == 0 {
			continue
		}
		value := strings.Join(links, ", ") + "; leads to " + resolved(p)
		facts = append(facts, queue.Fact{Kind: KindLink, Name: fitText(p), Value: fitText(value)})
	}
	return facts
}

// linksAlong lists the links along the absolute path p, each as "LINK ->
// TARGET", in a folder that agentWrites reports the agent may write.
func linksAlong(p string, agentWrites func(dir string) bool) []string {
	var links []string
	q := string(filepath.Separator)
	for _, elem := range strings.Split(p, string(filepath.Separator)) {
		if elem == "" {
			continue
		}
		q = filepath.Join(q, elem)
		fi, err := os.Lstat(q)
		if err != nil {
			break // nothing further along exists
		}
		if fi.Mode()&fs.ModeSymlink == 0 || agentWrites != nil && !agentWrites(filepath.Dir(q)) {
			continue
		}
		target, err := os.Readlink(q)
		if err != nil {
			target = "unreadable: " + err.Error()
		}
		links = append(links, q+" -> "+target)
	}
	return links
}

// resolved is p with every link along it followed, as far as p exists.
func resolved(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	dir := filepath.Dir(p)
	if dir == p {
		return p
	}
	return filepath.Join(resolved(dir), filepath.Base(p))
}
