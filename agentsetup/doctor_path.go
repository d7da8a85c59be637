package agentsetup

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// operatorPrograms are what the operator runs by name.
var operatorPrograms = []string{"gatesh", "gatesh-serve", "gatesh-export", "gatesh-model", "gatesh-mcp"}

// companionUse is what cannot work without each of gatesh's other programs.
var companionUse = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"gatesh-serve":  "`gatesh serve` cannot run",
		"gatesh-export": "`gatesh export` cannot run",
		"gatesh-model":  "a [model] in config.toml is never asked",
		"gatesh-mcp":    "`gatesh mcp --url` cannot reach an HTTP MCP server",
	}
}}

// paths reports the two folders: what the operator's PATH finds of
// gatesh's programs, and what the agent's folder holds. The agent's
// folder on the operator's PATH is a problem: its bash would gate the
// operator's own shell.
func (d *doctor) paths() {
	agentDir := filepath.Join(d.p.gateshHome, "bin")
	pathList := d.p.getenv("PATH")
	var found []string
	for _, name := range operatorPrograms {
		p, err := lookPath(name, pathList, agentDir)
		if err != nil {
			found = append(found, name+" not found")
			continue
		}
		found = append(found, name+" "+p)
	}
	d.info("your PATH", "%s", strings.Join(found, "; "))
	if onPath(pathList, agentDir) {
		d.bad("your PATH", "remove "+agentDir+" from your PATH (~/.profile, ~/.bashrc); only the agent's settings should name it",
			"it holds the agent's folder %s: its bash and interposed names gate your own shell", agentDir)
	}
	// gatesh serve and gatesh export look beside gatesh, then on PATH.
	self, _ := filepath.EvalSymlinks(d.p.bin("gatesh"))
	if mine, err := lookPath("gatesh", pathList, agentDir); err == nil && self != "" && !sameFile(mine, self) {
		d.info("your PATH", "its gatesh %s is another program than the one the agent's folder links to (%s); install/install.sh makes them one", mine, self)
	}
	for _, name := range operatorPrograms[1:] {
		if self != "" {
			if st, err := os.Stat(filepath.Join(filepath.Dir(self), name)); err == nil && st.Mode().IsRegular() {
				continue
			}
		}
		if _, err := lookPath(name, pathList, agentDir); err == nil {
			continue
		}
		// Not a problem of the gate itself, which works without it.
		d.info(name, "not beside %s and not on your PATH: %s until install/install.sh or go install ./cmd/... puts it there",
			self, companionUse.Get()[name])
	}
	entries, err := os.ReadDir(agentDir)
	if err != nil {
		return // the gatesh and bash link checks say what is wrong
	}
	var links, others []string
	for _, e := range entries {
		p := filepath.Join(agentDir, e.Name())
		if e.Type()&os.ModeSymlink != 0 && self != "" && sameFile(p, self) {
			links = append(links, e.Name())
		} else {
			others = append(others, e.Name())
		}
	}
	slices.Sort(links)
	desc := strings.Join(links, ", ") + " -> " + self
	if len(others) > 0 {
		desc += "; also " + strings.Join(others, ", ")
	}
	d.info("agent's folder", "%s: %s; only the agent's settings or PATH name it", agentDir, desc)
}

// onPath tells whether dir is one of PATH's folders.
func onPath(pathList, dir string) bool {
	for _, p := range filepath.SplitList(pathList) {
		if p != "" && filepath.Clean(p) == dir {
			return true
		}
	}
	return false
}

// platform says, once, what needs Linux and is therefore not done here.
func (d *doctor) platform() {
	if runtime.GOOS == "linux" {
		return
	}
	d.info("platform", "%s: kernel enforcement (Landlock) needs Linux: with enforce = \"landlock\" green commands run unrestricted and the log says landlock_unenforced", runtime.GOOS)
	d.info("platform", "%s: without /proc the session is taken from the agent's environment only, and a command inside an approved one (an interposed git, a nested bash -c) is held again", runtime.GOOS)
}
