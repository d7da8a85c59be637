package binding

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/parser"
)

// `npm run deploy` runs package.json's deploy script, and that script
// most often runs a file of the project (`node scripts/deploy.js`). The
// approval binds package.json, so a new script text is a change; it
// binds the files the script names too, read as the command's own are
// (a program named with a slash, each literal argument ...), from the
// package's folder, so that a deploy.js rewritten after the approval is
// a change as well. Only the scripts the command runs are read: the one
// it names, with its pre and post scripts, or an install's lifecycle
// scripts.

// maxScriptDepth is how many times a script's paths are read through a
// script that runs another package manager's script.
const maxScriptDepth = 2

// packageManagerValueOptions are the options of npm, pnpm, yarn and bun
// whose value is the next word.
func packageManagerValueOptions() []string {
	return []string{"--prefix", "-C", "--dir", "--cwd", "-w", "--workspace", "--filter", "-F"}
}

// scriptsRun are the names of the package.json scripts c runs: `npm run
// X` (and npm's run-script, yarn's, pnpm's and bun's run) and `yarn X`,
// `pnpm X` run X with preX and postX; npm's test, start, stop and restart
// their own; an install (npm install or ci, bare yarn, pnpm install)
// the lifecycle scripts.
func scriptsRun(c *parser.Command) []string {
	var words []string
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		switch {
		case a.Dynamic:
			return nil
		case slices.Contains(packageManagerValueOptions(), a.Value):
			i++
		case !strings.HasPrefix(a.Value, "-"):
			words = append(words, a.Value)
		}
	}
	install := []string{"preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "postprepare"}
	if len(words) == 0 {
		if c.Name == "yarn" || c.Name == "bun" {
			return install
		}
		return nil
	}
	name := words[0]
	switch {
	case slices.Contains([]string{"run", "run-script", "rum", "urn"}, name) && len(words) > 1:
		name = words[1]
	case slices.Contains([]string{"install", "i", "ci", "add", "isntall"}, name):
		return install
	case c.Name == "npm" && !slices.Contains([]string{"test", "t", "tst", "start", "stop", "restart"}, name):
		return nil
	}
	return []string{"pre" + name, name, "post" + name}
}

// scriptPaths are the paths named by the scripts c runs, in each of
// the package.json files among paths, and the includes among them that
// cannot be followed.
func scriptPaths(c *parser.Command, paths []string, where Where) ([]string, []unfollowed) {
	names := scriptsRun(c)
	if len(names) == 0 || where.depth >= maxScriptDepth {
		return nil, nil
	}
	inner := where
	inner.depth++
	var out []string
	var missed []unfollowed
	for _, p := range paths {
		if filepath.Base(p) != "package.json" {
			continue
		}
		text, _, ok := readHead(p)
		if !ok {
			continue
		}
		var pkg struct {
			Scripts map[string]string `json:"scripts"`
		}
		if json.Unmarshal([]byte(text), &pkg) != nil {
			continue
		}
		for _, n := range names {
			if script, ok := pkg.Scripts[n]; ok {
				ps, m := namedPaths(script, filepath.Dir(p), inner)
				out = append(out, ps...)
				missed = append(missed, m...)
			}
		}
	}
	return out, missed
}
