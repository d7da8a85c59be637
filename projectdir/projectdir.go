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
// /srv or /opt works on the system's folder.
var parentFolders = [...]string{"/srv", "/opt", "/var", "/home", "/mnt", "/media", "/usr/local", "/Users", "/Volumes", "/workspace", "/workspaces"}

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

// within reports whether p is folder or below it; both are clean.
func within(p, folder string) bool {
	return p == folder || strings.HasPrefix(p, folder+"/")
}
