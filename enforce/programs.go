package enforce

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"

	"golang.org/x/sys/unix"
)

// Some programs gatesh runs outside any command's restriction: the real
// shell of an approved command, the git its probe asks before a command
// runs, the program behind an interposed name, the gate's helpers, and
// gatesh's own programs. A program in a folder that a command gatesh let
// run may write could be one that command put there, so gatesh refuses to
// run it. Such folders are the ones a green command may write under the
// kernel enforcement (the project, the temporary folders, the caches),
// whether or not the kernel enforces it (without it, a command may write
// them all the more), a folder every user may write, and, in the two-user
// setup (the gatesh folder belongs to another user, the operator), every
// folder the agent's user, who runs gatesh there, may write.

// UnsafeProgramError says why gatesh will not run a program.
type UnsafeProgramError struct {
	Path string // the program as it was found
	// Place is the file or folder a command could write: the program's
	// folder, the folder of the file it links to, or the file itself.
	Place string
	Why   string // who may write Place, as a predicate of it
}

func (e *UnsafeProgramError) Error() string {
	return fmt.Sprintf("%s lies where a command gatesh let run could have put it: %s %s", e.Path, e.Place, e.Why)
}

// CheckProgram returns an *UnsafeProgramError when path, a program gatesh
// would run outside any command's restriction, or the file it links to,
// lies in a folder a command gatesh let run may write (see above), or
// may itself be written by another user (or, in the two-user setup, by
// this one); nil otherwise. in is what the policy of a command run from
// in.Cwd is made from; its credential paths play no part.
func CheckProgram(in Inputs, path string) error { return NewProgramChecker(in).Program(path) }

// A ProgramChecker is CheckProgram for several programs or folders: it
// works out the policy's writable roots once, when first needed.
type ProgramChecker struct {
	in      Inputs
	twoUser bool
	roots   []Root
	ids     []fileID
	trusted []trustedFolder
	homes   []string
	ready   bool
}

// NewProgramChecker checks programs for a command run from in.Cwd.
func NewProgramChecker(in Inputs) *ProgramChecker {
	return &ProgramChecker{in: in, twoUser: otherOwner(in.GateshHome)}
}

// Program is CheckProgram.
func (c *ProgramChecker) Program(path string) error {
	places := []string{filepath.Dir(path)}
	file := path
	if real, err := filepath.EvalSymlinks(path); err == nil {
		file = real
		if d := filepath.Dir(real); d != places[0] {
			places = append(places, d)
		}
	}
	if why := writers(file, c.twoUser); why != "" {
		return &UnsafeProgramError{Path: path, Place: file, Why: why}
	}
	for _, place := range places {
		if err := c.folder(path, place); err != nil {
			return err
		}
	}
	return nil
}

// Folder returns an *UnsafeProgramError (whose Path is dir) when a
// command gatesh let run may write the folder dir, as Program says.
func (c *ProgramChecker) Folder(dir string) error { return c.folder(dir, dir) }

func (c *ProgramChecker) folder(path, place string) error {
	if real, err := filepath.EvalSymlinks(place); err == nil {
		place = real
	}
	unsafe := func(why string) error { return &UnsafeProgramError{Path: path, Place: place, Why: why} }
	if why := writers(place, c.twoUser); why != "" {
		return unsafe(why)
	}
	if !c.ready {
		// A root is compared by what it is (device and inode), not by
		// its name, so a root reached through a link counts: one stat
		// per root and per folder above the place.
		in := Inputs{Cwd: c.in.Cwd, Home: c.in.Home, GateshHome: c.in.GateshHome,
			Getenv: c.in.Getenv, Writable: c.in.Writable, Install: c.in.Install, Path: c.in.Path}
		getenv := in.Getenv
		if getenv == nil {
			getenv = func(string) string { return "" }
		}
		c.trusted = trustedFolders(in, getenv, func(p string) (string, bool) { return expandPath(p, in.Home, getenv) })
		c.roots = newPolicy(in, c.trusted).Write
		c.homes = homesOf(in.Home)
		c.ids = make([]fileID, len(c.roots))
		for i, r := range c.roots {
			c.ids[i], _ = idOf(r.Path)
		}
		c.ready = true
	}
	for _, r := range c.roots {
		if isWithin(place, r.Path) {
			return unsafe(rootWhy(r))
		}
	}
	if p := c.projectOf(place); p != "" {
		if p == place {
			return unsafe("is a folder a green command run from there may write")
		}
		return unsafe("is in " + p + ", which a green command run from there may write")
	}
	for dir := place; ; dir = filepath.Dir(dir) {
		if id, ok := idOf(dir); ok {
			for i, r := range c.roots {
				if c.ids[i] == id {
					return unsafe(rootWhy(r))
				}
			}
		}
		if dir == "/" || dir == "." {
			break
		}
	}
	return nil
}

// projectOf is the project that a green command run from some working
// folder may write and that place lies in, "" for none: the working
// folder is the agent's to name, so the project of this command's is not
// the only one. Only a place this user may write counts (file
// permissions bind a green command too), and not a trusted folder the
// project keeps read-only (a folder on PATH in it).
func (c *ProgramChecker) projectOf(place string) string {
	if !canWrite(place) {
		return ""
	}
	for dir := place; ; dir = filepath.Dir(dir) {
		if g := grantProject(dir, c.homes, c.in.GateshHome, c.trusted); g.project != "" && isWithin(place, g.project) && !containsAny(g.inner, place) {
			return g.project
		}
		if dir == "/" || dir == "." {
			return ""
		}
	}
}

// fileID is a file's device and inode.
type fileID struct{ dev, ino uint64 }

// idOf is the device and inode of the file path names, links followed;
// ok is false when it cannot be read (the zero fileID is never one).
func idOf(path string) (fileID, bool) {
	var st syscall.Stat_t
	if syscall.Stat(path, &st) != nil {
		return fileID{}, false
	}
	return fileID{uint64(st.Dev), uint64(st.Ino)}, true
}

// writers says who besides its owner may write path: every user, or, in
// the two-user setup, this user (the agent's); "" for neither.
func writers(path string, twoUser bool) string {
	var st syscall.Stat_t
	if syscall.Stat(path, &st) != nil {
		return ""
	}
	if st.Mode&0o002 != 0 {
		return "is writable by every user"
	}
	if twoUser && canWrite(path) {
		return "is writable by the agent's user, who runs gatesh in the two-user setup"
	}
	return ""
}

// otherOwner reports whether the gatesh folder belongs to a user other
// than this process's: the two-user setup, where gatesh runs as the
// agent's user. Root is never the agent's user: it may write anything.
func otherOwner(home string) bool {
	var st syscall.Stat_t
	if home == "" || os.Geteuid() == 0 || syscall.Stat(home, &st) != nil {
		return false
	}
	return int(st.Uid) != os.Geteuid()
}

func rootWhy(r Root) string {
	switch r.Why {
	case "project", "git":
		return "is in the project, which green commands may write"
	case "temp":
		return "is a temporary folder, which green commands may write"
	}
	return "is beneath " + r.Path + ", a cache folder green commands may write"
}

// canWrite reports whether this process's user may write path.
func canWrite(path string) bool { return unix.Access(path, unix.W_OK) == nil }
