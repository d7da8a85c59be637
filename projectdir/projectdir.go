package projectdir

import (
	"path"
	"strings"
)

// Kind is how the relative paths of commands run in a folder are
// judged, and whether the folder may be a project at all.
type Kind uint8

const (
	// Project: the folder the agent works in is its project,
	// wherever it is (/home/u/app, /root/app, /srv/site, /opt/tool,
	// /usr/src/app); its relative paths stay relative.
	Project Kind = iota
	// Home: a home folder itself, where a dot-file or a path
	// through a dot-folder is a start-up file or settings (.bashrc).
	Home
	// System: the system's own folders, a dot-folder of a home,
	// the gate's folder and the root: every relative path is judged by
	// its full path (hosts in /etc is /etc/hosts).
	System
)

// systemTrees are folders that hold the system itself, with all below
// them: nobody's project is in them.
var systemTrees = [...]string{
	"/etc", "/usr", "/boot", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/var/spool",
	"/var/lib", "/proc", "/sys", "/dev", "/System", "/Library", "/private/etc",
}

// projectTrees are folders below a system tree where projects are kept
// (/usr/src/app is the Node images' convention).
var projectTrees = [...]string{"/usr/src", "/usr/local/src"}

// parentFolders hold projects, but are none themselves: a command run in
// /srv or /opt works on the system's folder. /workspaces holds a dev
// container's checkouts (/workspaces/<repo>); /workspace is not among
// them: it is the checkout itself where agents' sandboxes mount the
// project (OpenHands' SANDBOX_VOLUMES=$PWD:/workspace, Harbor's tasks).
var parentFolders = [...]string{"/srv", "/opt", "/var", "/home", "/mnt", "/media", "/usr/local", "/Users", "/Volumes", "/workspaces"}

// Of judges the folder cwd (absolute and clean), given the user's
// home folder and the gate's folder. A relative cwd is a Project.
func Of(cwd, home, gate string) Kind {
	switch {
	case !path.IsAbs(cwd):
		return Project
	case cwd == "/":
		return System
	case gate != "" && within(cwd, path.Clean(gate)):
		return System
	}
	for _, h := range [...]string{home, "/root"} {
		if h == "" {
			continue
		}
		h = path.Clean(h)
		switch {
		case cwd == h:
			return Home
		case strings.HasPrefix(cwd, h+"/."):
			if agentWorktree(cwd[len(h)+1:]) {
				return Project
			}
			return System
		case strings.HasPrefix(cwd, h+"/"):
			return Project
		}
	}
	for _, p := range projectTrees {
		if strings.HasPrefix(cwd, p+"/") {
			return Project
		}
	}
	for _, t := range systemTrees {
		if within(cwd, t) {
			return System
		}
	}
	for _, p := range parentFolders {
		if cwd == p {
			return System
		}
	}
	return Project
}

// notAgentFolders are dot-folders of a home that no agent keeps its
// checkouts in: the gate's default folder, git's records, keys and
// credentials, and the folders of every tool's settings and programs.
var notAgentFolders = [...]string{
	".gatesh", ".git", ".ssh", ".gnupg", ".aws", ".azure", ".kube", ".docker", ".password-store",
	".config", ".local", ".netrc", ".pki",
}

// within reports whether p is folder or below it; both are clean.
func within(p, folder string) bool {
	return p == folder || strings.HasPrefix(p, folder+"/")
}

// InAgentWorktree reports whether cwd (absolute and clean) is inside a
// checkout an agent's harness keeps in its own dot-folder of the home
// (agentWorktree): a project whose surroundings are that tool's settings.
func InAgentWorktree(cwd, home string) bool {
	for _, h := range [...]string{home, "/root"} {
		if h == "" {
			continue
		}
		h = path.Clean(h)
		if strings.HasPrefix(cwd, h+"/.") {
			return agentWorktree(cwd[len(h)+1:])
		}
	}
	return false
}

// agentWorktree reports whether rel, a path below a home folder that
// starts with a dot-folder, is inside a checkout that an agent's harness
// keeps in its own folder of the home, one per task:
// .<tool>/worktrees/<a>/<b>[/...] (the Codex app's
// ~/.codex/worktrees/<id>/<repo>, Grok's ~/.grok/worktrees/<repo>/<name>,
// Cursor's ~/.cursor/worktrees/<repo>/<name>). That checkout is where the
// agent works: its project. The tool's folder itself, its worktrees
// folder and the folder of one task (.codex/worktrees/<id>) stay the
// home's dot-folder, and so do the git folder's own worktrees
// (.git/worktrees/<name>, git's records, not a checkout) and anything
// below a second dot-folder of the home's (.codex/.x/worktrees/a/b).
// The gate's own folder and the folders that hold keys, credentials
// or every tool's settings (notAgentFolders) are never a project this
// way, whatever they hold.
func agentWorktree(rel string) bool {
	tool, rest, ok := strings.Cut(rel, "/")
	if !ok || tool == "." || tool == ".." {
		return false
	}
	for _, f := range notAgentFolders {
		// A home on a file system that ignores case (macOS's) has its
		// ~/.ssh as ~/.SSH too.
		if strings.EqualFold(tool, f) {
			return false
		}
	}
	rest, ok = strings.CutPrefix(rest, "worktrees/")
	if !ok {
		return false
	}
	a, b, ok := strings.Cut(rest, "/")
	if !ok || a == "" || b == "" || a == "." || a == ".." {
		return false
	}
	b, _, _ = strings.Cut(b, "/")
	return b != "" && b != "." && b != ".."
}
