package enforce

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gatesh/projectdir"
)

// The working folder is the agent's to name (Codex's exec_command takes
// one per call), and the project it gives is what the kernel lets a green
// command write. So a folder whose code or settings run, or are trusted,
// outside any restriction may never be a project, nor lie in one as a
// writable folder: what gatesh trusts must be something a green command
// cannot make. Those folders are the home folder itself, the system's
// folders, a dot-folder of the home folder and the gate's folder (all as
// the static rules judge the working folder: projectdir), the folders on
// PATH, gatesh's own install folder, the agents' settings folders, the
// folder of the shell start files, and a repository's git folder.

// WorkdirError says why the project a working folder gives may not be
// written by a green command: the command is held rather than run with
// that grant.
type WorkdirError struct {
	Project string // the project the working folder gives
	Place   string // the trusted folder it is or lies in
	Why     string // what Place is, as a predicate of it
}

func (e *WorkdirError) Error() string {
	where := e.Project
	if e.Place != e.Project {
		where += " (in " + e.Place + ")"
	}
	return fmt.Sprintf("the working folder's project %s %s: a green command run from there could plant what runs outside the restriction", where, e.Why)
}

// Hint is the next step for the agent.
func (e *WorkdirError) Hint() string {
	return "run the command from the project's own folder (set the working folder to the repository you work on), or ask the person you work for to approve it"
}

// trustedFolder is a folder whose contents run, or are trusted, outside
// any restriction.
type trustedFolder struct {
	path string
	why  string
	// onPath is set for a folder on PATH, where what is found by name
	// is the folder's own entries, not its subfolders'.
	onPath bool
}

// agentSettings are the agents' settings folders in the home folder, and
// the variables that move them.
var (
	agentSettings    = []string{"~/.claude", "~/.codex", "~/.gemini", "~/.cursor", "~/.config", "~/.qwen", "~/.aider"}
	agentSettingVars = []string{"$CLAUDE_CONFIG_DIR", "$CODEX_HOME", "$GEMINI_CLI_HOME", "$XDG_CONFIG_HOME", "$ZDOTDIR"}
)

// trustedFolders lists the folders of in that no project may be or lie
// in: each absolute folder on PATH (the agent's and in.Path), the install
// folder, the agents' settings folders and the folders of the shell
// start files (the gatesh folder is projectdir's, and protected). Each
// is listed as written and with its links resolved.
func trustedFolders(in Inputs, getenv func(string) string, expand func(string) (string, bool)) []trustedFolder {
	var out []trustedFolder
	fs := newFsys(nil) // one lookup of each folder PATH's entries share
	eachTrusted(in, getenv, expand, func(p, why string) {
		onPath := why == onPathWhy
		out = append(out, trustedFolder{p, why, onPath})
		r, known := in.Links[p]
		if !known {
			var err error
			if r, err = fs.resolve(p); err != nil {
				r = ""
			}
		}
		if r != "" && r != p {
			out = append(out, trustedFolder{r, why, onPath})
		}
	})
	return out
}

// eachTrusted calls add with each absolute trusted folder of in, as
// written (cleaned), and what it is.
func eachTrusted(in Inputs, getenv func(string) string, expand func(string) (string, bool), add func(p, why string)) {
	try := func(p, why string) {
		if filepath.IsAbs(p) {
			add(filepath.Clean(p), why)
		}
	}
	for _, d := range filepath.SplitList(getenv("PATH")) {
		try(d, onPathWhy)
	}
	for _, d := range in.Path {
		try(d, onPathWhy)
	}
	try(in.Install, "holds gatesh's own programs")
	for _, list := range [][]string{agentSettings, agentSettingVars} {
		for _, s := range list {
			if p, ok := expand(s); ok {
				try(p, "holds settings an agent or the shell runs outside the restriction")
			}
		}
	}
}

// TrustedPaths are the folders of in whose links the policy resolves
// (the folders on PATH, the install folder, the agents' settings), as
// written: what a daemon that keeps plans resolves and watches for
// Inputs.Links.
func TrustedPaths(in Inputs) []string {
	getenv := in.Getenv
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	var out []string
	eachTrusted(in, getenv, func(p string) (string, bool) { return expandPath(p, in.Home, getenv) }, func(p, _ string) {
		out = append(out, p)
	})
	return dedupe(out)
}

// ResolveWatched resolves the links of the absolute path p as a policy
// does, telling seen each folder a name was looked up in and the name
// (see fsys): the resolution stays right while none of those entries
// changes.
func ResolveWatched(p string, seen func(dir, name string)) (string, error) {
	return newFsys(seen).resolve(p)
}

// granted is the project a command run from a working folder may write.
type granted struct {
	project string   // "" when nothing there is writable
	gitDirs []string // a linked worktree's git folders
	inner   []string // trusted folders beneath the project, kept read-only
	refused *WorkdirError
	note    string // why nothing there is writable
}

// grantProject works out the project a green command run from cwd may
// write: the git top level of cwd, else cwd (findProject), unless it is
// too broad (the root, the home folder or above it: nothing writable) or
// refused (refuseProject).
func grantProject(cwd string, homes []string, gate string, trusted []trustedFolder) granted {
	// The working folder may be named through a link (os.Getwd gives
	// $PWD when it names the same folder): Build grants where the link
	// leads, so that is the folder judged here.
	if r, err := filepath.EvalSymlinks(cwd); err == nil {
		cwd = r
	}
	project, gitDirs := findProject(cwd)
	broad := project == "/"
	for _, h := range homes {
		broad = broad || isWithin(h, project)
	}
	if broad {
		return granted{note: "the working folder " + project + " is too broad to be a project: nothing in it is writable"}
	}
	refused, inner := refuseProject(project, filepath.Clean(cwd), homes, gate, trusted)
	if refused != nil {
		return granted{refused: refused, note: refused.Error() + ": nothing in it is writable"}
	}
	return granted{project: project, gitDirs: gitDirs, inner: inner}
}

// homesOf is the home folder as given and with its links resolved: the
// working folder is a real path ("" for none).
func homesOf(home string) []string {
	if home == "" {
		return nil
	}
	out := []string{filepath.Clean(home)}
	if r, err := filepath.EvalSymlinks(home); err == nil && r != out[0] {
		out = append(out, r)
	}
	return out
}

// refuseProject returns why the project a command run from cwd gets may
// not be written by it, nil when it may. homes are the user's home
// folder (homesOf) and gate the gatesh folder. A trusted folder that
// lies beneath the project is not a reason: it is returned in inner, to
// stay read-only.
func refuseProject(project, cwd string, homes []string, gate string, trusted []trustedFolder) (err *WorkdirError, inner []string) {
	if len(homes) == 0 {
		homes = []string{""}
	}
	for _, dir := range []string{project, cwd} {
		for _, h := range homes {
			if k := projectdir.Of(dir, h, gate); k != projectdir.Project {
				return &WorkdirError{Project: project, Place: dir, Why: "is a system folder, a dot-folder of the home folder or gatesh's folder"}, nil
			}
		}
	}
	if g := gitFolder(cwd); g != "" {
		return &WorkdirError{Project: project, Place: g, Why: "is a repository's git folder, whose hooks and config git runs outside the restriction"}, nil
	}
	t, inner := trustedIn(project, trusted)
	if t != nil {
		return &WorkdirError{Project: project, Place: t.path, Why: t.why}, nil
	}
	return nil, inner
}

const onPathWhy = "is on PATH, where programs run outside the restriction are found"

// trustedIn returns the trusted folder dir is or lies in, else nil and
// the trusted folders beneath dir. A folder on PATH counts only as
// itself: what PATH finds is its own entries, which a folder beneath it
// cannot make (a cache beneath PNPM_HOME, its package store, is not found
// by name).
func trustedIn(dir string, trusted []trustedFolder) (*trustedFolder, []string) {
	var inner []string
	for i, t := range trusted {
		switch {
		case isWithin(dir, t.path) && (!t.onPath || dir == t.path):
			return &trusted[i], nil
		case isWithin(t.path, dir):
			inner = append(inner, t.path)
		}
	}
	return nil, inner
}

// gitFolder is the git folder dir is or lies in, "" for none: a folder
// named .git, or one that has what a bare repository has (HEAD, objects,
// refs).
func gitFolder(dir string) string {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if filepath.Base(d) == ".git" || isBareRepo(d) {
			return d
		}
		if d == "/" || d == "." {
			return ""
		}
	}
}

func isBareRepo(d string) bool {
	head, err := os.Lstat(filepath.Join(d, "HEAD"))
	if err != nil || !head.Mode().IsRegular() {
		return false
	}
	for _, sub := range []string{"objects", "refs"} {
		if fi, err := os.Stat(filepath.Join(d, sub)); err != nil || !fi.IsDir() {
			return false
		}
	}
	return true
}

// trustedNote says which trusted folders beneath the project stay
// read-only.
func trustedNote(inner []string) string {
	return "trusted folders in the project stay read-only: " + strings.Join(inner, ", ")
}
