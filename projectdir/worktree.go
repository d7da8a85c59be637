package projectdir

import (
	"path"
	"strings"
)

// worktreeFolders are the folders inside a repository where agents and
// their harnesses keep its linked git worktrees, one per task
// (<main>/.worktrees/<name>: Automaker, the superpowers skill;
// <main>/.claude/worktrees/<name>: Claude Code's --worktree). A
// worktree there is the same repository as the checkout that holds it.
// The folders that hold a repository's workspace members, one package or
// app each, by the workspace tools' conventions (npm, pnpm and Yarn
// workspaces' packages/*, Turborepo's and Nx's apps/* and libs/*, Cargo's
// crates/*, services/*) are in the same list: an agent working in
// <main>/apps/web works in the repository <main>, and moving a note from
// <main>/.planning/todos/pending to done is its project's work.
var worktreeFolders = [...]string{"/.worktrees/", "/.claude/worktrees/", "/apps/", "/packages/", "/libs/", "/crates/", "/services/"}

// Root returns the folder that is the project for commands run in cwd
// (absolute and clean): cwd itself, or, when cwd is in a linked worktree
// kept inside its repository's main checkout (<main>/.worktrees/<name>)
// or in a member of its workspace (<main>/apps/<name>), that main
// checkout, which the work goes back to (cd <main> && npm test, mv a
// file from the worktree into it). The main checkout must itself be a
// project folder (not a home, a system folder or a folder of projects),
// and, when exists can ask the file system, hold a .git folder: a folder
// of projects that happens to be named so is not one repository. The
// outermost such folder is the root.
func Root(cwd, home, gate string, exists func(string) bool) string {
	if !path.IsAbs(cwd) || Of(cwd, home, gate) != Project {
		return cwd
	}
	best := len(cwd)
	for _, f := range worktreeFolders {
		// The folder's name followed by "/" or the end of cwd, without
		// building cwd+"/": this runs at every start.
		f = f[:len(f)-1]
		for at := 0; at < len(cwd); {
			k := strings.Index(cwd[at:], f)
			if k < 0 {
				break
			}
			k += at
			if end := k + len(f); k > 0 && k < best && (end == len(cwd) || cwd[end] == '/') {
				best = k
				break
			}
			at = k + 1
		}
	}
	if best == len(cwd) {
		return cwd
	}
	main := cwd[:best]
	if Of(main, home, gate) != Project || exists != nil && !exists(path.Join(main, ".git")) {
		return cwd
	}
	return main
}
