package enforce

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/sys/unix"
)

// Access is a set of Landlock file system rights (the kernel's bits).
type Access uint64

// The rights a grant gives. Folder rights on a file are invalid, so a
// grant on a file keeps only fileRights.
const (
	readRights  Access = fsExecute | fsReadFile | fsReadDir | fsResolveUnix
	listRights  Access = fsReadDir
	writeRights Access = fsWriteFile | fsRemoveDir | fsRemoveFile |
		fsMakeChar | fsMakeDir | fsMakeReg | fsMakeSock |
		fsMakeFifo | fsMakeBlock | fsMakeSym | fsRefer |
		fsTruncate | fsIoctlDev
	deviceRights Access = fsReadFile | fsWriteFile | fsTruncate | fsIoctlDev
	fileRights   Access = fsExecute | fsWriteFile | fsReadFile | fsTruncate | fsIoctlDev
)

// MaxGrants bounds the rules one command's ruleset may have. Hiding a
// folder means granting each of its siblings instead, so a home folder
// with a huge number of entries could otherwise make every start slow.
const MaxGrants = 4096

// Grant is one Landlock rule: access to everything beneath Path.
type Grant struct {
	Path   string
	Access Access
	Why    string // "read", "list", "project", "temp", "cache", "setup", "git", "device"
}

// Plan is the ruleset a command gets, before it is handed to the kernel.
type Plan struct {
	Policy Policy
	Grants []Grant
	Notes  []string
}

// ErrTooManyGrants is returned when hiding the credential paths would
// need more than MaxGrants rules.
var ErrTooManyGrants = errors.New("too many landlock rules")

// Build resolves the policy's paths and lists the grants: reads of
// everything but the hidden paths, and writes beneath the writable roots
// except the protected paths. Paths that do not exist are skipped, except
// that a missing hidden or protected path still keeps its parent from
// being granted whole, so that it cannot be created.
func Build(pol Policy) (*Plan, error) { return build(pol, newFsys(nil)) }

// BuildWatched is Build, telling seen each folder and name of an entry
// the plan depends on ("": any entry of the folder; see fsys): the plan
// stays right until one of them changes.
func BuildWatched(pol Policy, seen func(dir, name string)) (*Plan, error) {
	return build(pol, newFsys(seen))
}

func build(pol Policy, fs *fsys) (*Plan, error) {
	p := &Plan{Policy: pol, Notes: append([]string(nil), pol.Notes...)}
	hidden, hiddenDirs := readable(fs, resolveAll(fs, pol.Hidden), pol.Home)
	protected := resolveAll(fs, pol.Protected)
	c := carver{budget: MaxGrants, fs: fs}
	for _, h := range hidden {
		if fi, err := fs.lstat(h); err == nil && fi.Mode().IsRegular() {
			if c.hiddenFiles == nil {
				c.hiddenFiles = map[string][]os.FileInfo{}
			}
			c.hiddenFiles[filepath.Dir(h)] = append(c.hiddenFiles[filepath.Dir(h)], fi)
		}
	}
	if err := c.carve("/", readRights, listRights, hidden, "read"); err != nil {
		return nil, err
	}
	roots := resolveRoots(fs, pol.Write)
	seen := map[string]bool{}
	for i, root := range pol.Write {
		path, err := roots[i].path, roots[i].err
		if err != nil || seen[path] {
			continue // a missing cache is nothing to write to
		}
		if dir := linkInWritable(roots, i); dir != "" {
			// A green command may have put that link there: it
			// decides nothing the kernel grants.
			p.Notes = append(p.Notes, fmt.Sprintf("%s %s leads through a link in the writable folder %s: not writable", root.Why, root.Path, dir))
			continue
		}
		if path != filepath.Clean(root.Path) && (root.Why == "project" || root.Why == "git") {
			// The policy names them as real paths, checked there
			// (grantProject). One that leads elsewhere now was swapped
			// for a link since, by a command that can write its parent.
			p.Notes = append(p.Notes, fmt.Sprintf("%s %s leads to %s since the policy was made: not writable", root.Why, root.Path, path))
			continue
		}
		seen[path] = true
		if fi, err := fs.stat(path); err != nil || !fi.IsDir() {
			continue
		}
		holes := within(protected, path)
		if containsAny(protected, path) {
			p.Notes = append(p.Notes, fmt.Sprintf("%s %s lies inside a protected folder: not writable", root.Why, path))
			continue
		}
		if len(holes) > 0 && root.Why == "temp" {
			// Carving a temporary folder would take away the right to
			// create files in it, which ordinary work needs.
			p.Notes = append(p.Notes, fmt.Sprintf("%s is inside the writable temporary folder %s: the kernel does not protect it", strings.Join(holes, ", "), path))
			holes = nil
		}
		if len(holes) > 0 && root.Why == "project" {
			p.Notes = append(p.Notes, fmt.Sprintf("%d paths in the project stay read-only, so no entry of its top level can be made, removed or renamed", len(holes)))
		}
		var pinned []string
		if root.Why != "temp" {
			for _, h := range within(hidden, path) {
				if _, err := fs.lstat(h); err == nil {
					pinned = append(pinned, h)
				}
			}
		}
		if len(pinned) > 0 {
			p.Notes = append(p.Notes, fmt.Sprintf("hidden %s lies in the writable %s: no entry of the folders above it there can be removed, renamed or linked, nor a file made in them", strings.Join(pinned, ", "), path))
		}
		if err := c.carveWrite(path, holes, pinned, root.Why); err != nil {
			return nil, err
		}
	}
	for _, f := range exceptionFiles(fs, pol, hiddenDirs) {
		if fi, err := fs.lstat(f); err == nil && fi.Mode().IsRegular() {
			c.add(f, readRights, "public")
		}
	}
	for _, d := range pol.Devices {
		c.add(d, deviceRights, "device")
	}
	if fi, err := fs.stat("/dev/pts"); err == nil && fi.IsDir() {
		c.add("/dev/pts", deviceRights, "device")
	}
	if c.err != nil {
		return nil, c.err
	}
	p.Grants = c.grants
	return p, nil
}

// resolvedRoot is a writable root's real path, and the real folders of
// the links its path was resolved through.
type resolvedRoot struct {
	path     string
	err      error
	linkDirs []string
}

func resolveRoots(fs *fsys, write []Root) []resolvedRoot {
	out := make([]resolvedRoot, len(write))
	for i, root := range write {
		r := &out[i]
		fs.onLink = func(dir string) { r.linkDirs = append(r.linkDirs, dir) }
		r.path, r.err = fs.resolve(root.Path)
	}
	fs.onLink = nil
	return out
}

// linkInWritable is the writable root that holds a link roots[i] was
// resolved through, "" for none: a cache or temporary folder that lies
// in /tmp (GOCACHE=/tmp/gocache) is removed and replaced by a link to
// the home folder as easily as a file is written there.
func linkInWritable(roots []resolvedRoot, i int) string {
	for _, d := range roots[i].linkDirs {
		for _, w := range roots {
			if w.err == nil && isWithin(d, w.path) {
				return w.path
			}
		}
	}
	return ""
}

// containsAny reports whether path lies inside (or is) one of dirs.
func containsAny(dirs []string, path string) bool {
	for _, d := range dirs {
		if isWithin(path, d) {
			return true
		}
	}
	return false
}

// resolveAll resolves symbolic links in each path, and in the parent of a
// path that does not exist, so that they compare with real paths. A link
// is kept as well as its target.
func resolveAll(fs *fsys, ps []string) []string {
	var out []string
	for _, p := range ps {
		p = filepath.Clean(p)
		out = append(out, p)
		if r, err := fs.resolve(p); err == nil {
			out = append(out, r)
		} else if dir, err := fs.resolve(filepath.Dir(p)); err == nil {
			out = append(out, filepath.Join(dir, filepath.Base(p)))
		}
	}
	return dedupe(out)
}

// readable keeps the hidden paths this user could read at all, and
// says which are folders. A path that file permissions already keep
// from this user (/etc/shadow for anyone but root) needs no rules:
// hiding a path costs a rule for each of its siblings. Nor does one
// that does not exist, unless it lies in the home folder (home): made
// there later (gh auth login in another terminal), it would lie in a
// folder granted whole, and a command still running (a dev server, a
// watcher) would read it. A system path appears when a package is
// installed, not while an agent works.
func readable(fs *fsys, paths []string, home string) ([]string, map[string]bool) {
	var out []string
	dirs := map[string]bool{}
	for _, p := range paths {
		fi, err := fs.stat(p)
		if errors.Is(err, os.ErrNotExist) {
			if home != "" && isWithin(p, home) {
				out = append(out, p)
			}
			continue
		}
		if err != nil {
			continue
		}
		mode := uint32(unix.R_OK)
		if fi.IsDir() {
			mode = unix.X_OK // names known beforehand open without a listing
		}
		if fs.canAccess(p, mode) {
			out = append(out, p)
			if fi.IsDir() {
				dirs[p] = true
			}
		}
	}
	return out, dirs
}

// carver collects grants within a budget.
type carver struct {
	grants []Grant
	budget int
	err    error
	fs     *fsys
	// hiddenFiles are the hidden files that exist, by folder: a hard
	// link to one made beside it (where a writable root lets a green
	// command make files, pinRights) is not granted either.
	hiddenFiles map[string][]os.FileInfo
}

// linkOfHidden reports whether the entry e of dir, at path, is a hidden
// file of dir under another name.
func (c *carver) linkOfHidden(dir, path string, e os.DirEntry) bool {
	files := c.hiddenFiles[dir]
	if len(files) == 0 || e.IsDir() {
		return false
	}
	fi, err := c.fs.lstat(path)
	if err != nil {
		return false
	}
	for _, h := range files {
		if os.SameFile(fi, h) {
			return true
		}
	}
	return false
}

func (c *carver) add(path string, access Access, why string) {
	fi, err := c.fs.stat(path)
	if err != nil {
		return
	}
	c.addKnown(path, fi.IsDir(), access, why)
}

// addKnown adds a grant for a path known to exist and to be a folder or
// not.
func (c *carver) addKnown(path string, dir bool, access Access, why string) {
	if !dir {
		access &= fileRights
	}
	if access == 0 {
		return
	}
	if c.budget <= 0 {
		c.err = fmt.Errorf("%w: more than %d", ErrTooManyGrants, MaxGrants)
		return
	}
	c.budget--
	c.grants = append(c.grants, Grant{Path: path, Access: access, Why: why})
}

// carve grants access beneath dir, except beneath the holes. Landlock only
// allows, so a folder with a hole beneath it gets just along (listing,
// for reads), and each of its entries is carved in turn. Symbolic links
// are skipped: a grant follows them, and their targets are granted or not
// where they really are.
func (c *carver) carve(dir string, access, along Access, holes []string, why string) error {
	if containsAny(holes, dir) {
		return nil
	}
	inner := within(holes, dir)
	if len(inner) == 0 {
		c.add(dir, access, why)
		return c.err
	}
	c.add(dir, along, why)
	entries, err := c.fs.readDir(dir)
	if err != nil {
		return fmt.Errorf("list %s to grant all but %s: %w", dir, strings.Join(inner, ", "), err)
	}
	if len(entries) > c.budget {
		return fmt.Errorf("%w: %s has %d entries", ErrTooManyGrants, dir, len(entries))
	}
	for _, e := range entries {
		if e.Type()&os.ModeSymlink != 0 {
			continue
		}
		path := filepath.Join(dir, e.Name())
		if len(within(holes, path)) == 0 {
			if c.linkOfHidden(dir, path, e) {
				continue
			}
			c.addKnown(path, e.IsDir(), access, why)
			continue
		}
		if err := c.carve(path, access, along, holes, why); err != nil {
			return err
		}
	}
	return c.err
}

// pinRights are what a folder above a hidden path in a writable root
// keeps: a credential there (~/.cache/huggingface/token) is hidden by
// its path, so nothing may move it, or its folder, to a path the next
// plan grants, nor hard-link it (a link is a regular file made; the
// rights of a rule hold for everything beneath it, so the folders above
// lose that too). New folders and writes to files stay.
const pinRights = writeRights &^ (fsRemoveDir | fsRemoveFile | fsRefer)

// carveWrite grants writes beneath dir except beneath the protected
// holes, and with the folders above each pinned path (a hidden path that
// exists) given only pinRights. The pinned path itself is given nothing
// of its own.
func (c *carver) carveWrite(dir string, holes, pinned []string, why string) error {
	if len(pinned) == 0 {
		return c.carve(dir, writeRights, 0, holes, why)
	}
	if containsAny(holes, dir) || containsAny(pinned, dir) {
		return nil
	}
	innerHoles, innerPinned := within(holes, dir), within(pinned, dir)
	if len(innerHoles) == 0 && len(innerPinned) == 0 {
		c.add(dir, writeRights, why)
		return c.err
	}
	along := pinRights
	if len(innerHoles) > 0 {
		along = 0
	}
	c.add(dir, along, why)
	entries, err := c.fs.readDir(dir)
	if err != nil {
		return fmt.Errorf("list %s to grant all but %s: %w", dir, strings.Join(append(innerHoles, innerPinned...), ", "), err)
	}
	if len(entries) > c.budget {
		return fmt.Errorf("%w: %s has %d entries", ErrTooManyGrants, dir, len(entries))
	}
	for _, e := range entries {
		if e.Type()&os.ModeSymlink != 0 {
			continue
		}
		if err := c.carveWrite(filepath.Join(dir, e.Name()), holes, pinned, why); err != nil {
			return err
		}
	}
	return c.err
}

// Summary is the one line the audit log keeps about a plan.
func (p *Plan) Summary(abi int) string {
	counts := map[string]int{}
	for _, g := range p.Grants {
		counts[g.Why]++
	}
	setup := ""
	if counts["setup"] > 0 {
		setup = ", the agent's snapshot folder"
	}
	s := fmt.Sprintf("landlock v%d: %d rules; writes: project %s, temp, %d caches%s; %d credential paths hidden",
		abi, len(p.Grants), orNone(p.Policy.Project), counts["cache"], setup, len(p.Policy.Hidden))
	if len(p.Notes) > 0 {
		s += "; " + strings.Join(p.Notes, "; ")
	}
	return s
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

var accessNames = []string{
	"execute", "write_file", "read_file", "read_dir", "remove_dir", "remove_file",
	"make_char", "make_dir", "make_reg", "make_sock", "make_fifo", "make_block",
	"make_sym", "refer", "truncate", "ioctl_dev", "resolve_unix",
}

// String lists the rights by their kernel names.
func (a Access) String() string {
	var names []string
	for i, n := range accessNames {
		if a&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	return "{" + strings.Join(names, ",") + "}"
}
