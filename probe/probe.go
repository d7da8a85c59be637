package probe

import (
	"context"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Defaults of the probe's budget. Any of them exhausted means no
// downgrade: the command keeps its tier.
const (
	DefaultBudget   = 50 * time.Millisecond
	DefaultMaxPaths = 2000
	DefaultMaxBytes = 64 << 20
)

// Options configure a Prober.
type Options struct {
	// Git is the real git to run; never gatesh's own interposer.
	Git    string
	Getenv func(string) string
	// Budget is the wall-clock time all questions of one command may
	// take together.
	Budget time.Duration
	// MaxPaths bounds the files looked at; MaxBytes the bytes hashed.
	MaxPaths int
	MaxBytes int64
	// Cache, when set, answers questions git already answered in this
	// batch or shell run, for the same repository in the same state.
	Cache *Cache
}

// Prober answers questions about what an action would lose, for one
// command. It is not safe for concurrent use.
type Prober struct {
	gitPath   string
	env       []string
	deadline  time.Time
	maxPaths  int
	maxBytes  int64
	hashed    int64
	maxOutput int
	cache     *Cache
	// states are the states of the repositories asked about (state);
	// configs their configurations, by folder (config).
	states  map[string]string
	configs map[string]gitConfig
}

// New makes a prober whose budget starts now.
func New(o Options) *Prober {
	if o.Getenv == nil {
		o.Getenv = func(string) string { return "" }
	}
	if o.Budget <= 0 {
		o.Budget = DefaultBudget
	}
	if o.MaxPaths <= 0 {
		o.MaxPaths = DefaultMaxPaths
	}
	if o.MaxBytes <= 0 {
		o.MaxBytes = DefaultMaxBytes
	}
	return &Prober{
		gitPath:   o.Git,
		env:       gitEnv(o.Getenv),
		deadline:  time.Now().Add(o.Budget),
		maxPaths:  o.MaxPaths,
		maxBytes:  o.MaxBytes,
		maxOutput: 8 << 20,
		cache:     o.Cache,
	}
}

func (p *Prober) ctx() (context.Context, context.CancelFunc) {
	return context.WithDeadline(context.Background(), p.deadline)
}

func (p *Prober) checkTime() error {
	if time.Now().After(p.deadline) {
		return ErrBudget
	}
	return nil
}

// Report is what the probe found: whether the action loses nothing that
// git cannot restore, the facts behind that for the audit log, and what
// would be lost, for the operator.
type Report struct {
	Safe  bool
	Facts string
	Lost  []string
	// Modified are the lost files that are tracked but changed:
	// uncommitted edits, as opposed to untracked files.
	Modified []string
}

// entry is one file in a tree or the index.
type entry struct {
	mode string // "100644", "100755", "120000", "160000"
	oid  string
}

// Deletion reports whether deleting paths (absolute, symbolic links in
// them unresolved, a trailing slash kept) loses nothing: each must lie in
// the repository of cwd and be tracked in HEAD with the same content and
// mode, and a folder (when recursive) may hold nothing else. When none of
// the paths exists the report is not safe and names nothing lost.
func (p *Prober) Deletion(cwd string, paths []string, recursive bool) (Report, error) {
	ctx, cancel := p.ctx()
	defer cancel()
	r, err := p.repo(ctx, cwd)
	if err != nil {
		if !errors.Is(err, ErrOutside) && allOutside(cwd, paths) {
			return Report{}, fmt.Errorf("%w (%v)", ErrOutside, err)
		}
		return Report{}, err
	}
	var files []string // relative to the top, to compare with HEAD
	var rels []string
	for _, path := range paths {
		got, err := p.collect(r, path, recursive)
		if err != nil {
			return Report{}, err
		}
		files = append(files, got...)
		if len(got) > 0 {
			rel, _ := p.relInRepo(r, path)
			rels = append(rels, rel)
		}
		if len(files) > p.maxPaths {
			return Report{}, fmt.Errorf("%w: more than %d files", ErrBudget, p.maxPaths)
		}
	}
	if len(files) == 0 {
		// Nothing to compare: the facts say nothing about what the
		// command will find when it runs.
		return Report{Facts: "nothing to delete exists"}, nil
	}
	head, err := p.tree(ctx, r, rels)
	if err != nil {
		return Report{}, err
	}
	var lost, modified []string
	for _, f := range files {
		ok, err := p.sameAs(r, f, head[f])
		if err != nil {
			return Report{}, err
		}
		if !ok {
			lost = append(lost, f)
			if head[f].oid != "" {
				modified = append(modified, f)
			}
		}
	}
	if len(lost) > 0 {
		return Report{Lost: lost, Modified: modified, Facts: fmt.Sprintf("%d of %s not restorable from HEAD", len(lost), count(len(files), "file"))}, nil
	}
	return Report{Safe: true, Facts: fmt.Sprintf("restorable from HEAD: %s, tracked and unmodified", count(len(files), "file"))}, nil
}

// relInRepo resolves the folder of path (a link in it is followed) and
// returns path relative to the top; ok is false outside the work tree or
// inside the git folder.
func (p *Prober) relInRepo(r *Repo, path string) (string, bool) {
	dir, err := filepath.EvalSymlinks(filepath.Dir(path))
	if err != nil {
		return "", false
	}
	full := filepath.Join(dir, filepath.Base(path))
	rel, err := filepath.Rel(r.Top, full)
	if err != nil || rel == "." || rel == ".." || strings.HasPrefix(rel, "../") {
		return "", false
	}
	if rel == ".git" || strings.HasPrefix(rel, ".git/") {
		return "", false
	}
	return rel, true
}

// ErrOutside means there is nothing for git to restore from: the folder
// is in no work tree, or a target lies outside the repository, or is the
// repository itself or its git folder. Every other error of a question
// means the answer is unknown.
var ErrOutside = errors.New("outside the repository's work tree")

// allOutside reports, without git, whether every path lies outside the
// work tree of cwd: beside or above the nearest folder upward from cwd
// that holds a .git entry, which is where git itself would stop, or
// anywhere when there is none. A path whose folder cannot be resolved is
// not known to be outside.
func allOutside(cwd string, paths []string) bool {
	top, err := filepath.EvalSymlinks(cwd)
	if err != nil {
		return false
	}
	for {
		if _, err := os.Lstat(filepath.Join(top, ".git")); err == nil {
			break
		}
		parent := filepath.Dir(top)
		if parent == top {
			return true // no .git upward: no work tree to restore from
		}
		top = parent
	}
	for _, path := range paths {
		dir, err := filepath.EvalSymlinks(filepath.Dir(filepath.Clean(path)))
		if err != nil {
			return false
		}
		rel, err := filepath.Rel(top, filepath.Join(dir, filepath.Base(path)))
		if err != nil || rel != ".." && !strings.HasPrefix(rel, "../") {
			return false
		}
	}
	return true
}

// ErrLinkOut means a target named inside the work tree leads out of it
// through a symbolic link: deleting it deletes what lies outside.
var ErrLinkOut = errors.New("a symbolic link leads out of the repository")

// collect lists the files that deleting path removes, relative to the
// top. A link is a file (rm removes the link), unless the path ends in a
// slash, which makes rm follow it into the folder it names.
func (p *Prober) collect(r *Repo, path string, recursive bool) ([]string, error) {
	clean := filepath.Clean(path)
	if strings.HasSuffix(path, "/") {
		target, err := filepath.EvalSymlinks(clean)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		clean = target
	}
	rel, ok := p.relInRepo(r, clean)
	if !ok {
		// A folder that does not exist holds nothing to delete (rm -rf
		// src/__pycache__ with no src/); a link that leads nowhere does
		// exist, and is judged below.
		if _, err := os.Lstat(filepath.Dir(clean)); errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		if lexical, err := filepath.Rel(r.Top, filepath.Clean(path)); err == nil && lexical != "." &&
			lexical != ".." && !strings.HasPrefix(lexical, "../") && !strings.HasPrefix(lexical, ".git") {
			return nil, fmt.Errorf("%s: %w", path, ErrLinkOut)
		}
		return nil, fmt.Errorf("%s: %w", path, ErrOutside)
	}
	fi, err := os.Lstat(filepath.Join(r.Top, rel))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if !fi.IsDir() {
		return []string{rel}, nil
	}
	if !recursive {
		return nil, nil // rm refuses a folder without -r
	}
	var files []string
	err = filepath.WalkDir(filepath.Join(r.Top, rel), func(p2 string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Name() == ".git" {
			return fmt.Errorf("%s holds a nested repository", path)
		}
		if len(files) > p.maxPaths {
			return fmt.Errorf("%w: more than %d files", ErrBudget, p.maxPaths)
		}
		if err := p.checkTime(); err != nil {
			return err
		}
		if !d.IsDir() {
			r2, _ := filepath.Rel(r.Top, p2)
			files = append(files, r2)
		}
		return nil
	})
	return files, err
}

// tree lists the blobs of HEAD beneath the given paths.
func (p *Prober) tree(ctx context.Context, r *Repo, rels []string) (map[string]entry, error) {
	out, err := p.lsTree(ctx, r, rels)
	if err != nil {
		// A repository with no commit yet (git init, then work) has
		// nothing in HEAD to restore from: its tree is empty.
		if _, verr := p.git(ctx, r.Top, "rev-parse", "--verify", "--quiet", "HEAD"); verr != nil {
			if _, serr := p.git(ctx, r.Top, "symbolic-ref", "--quiet", "HEAD"); serr == nil {
				return map[string]entry{}, nil
			}
		}
		return nil, err
	}
	m := map[string]entry{}
	for _, rec := range splitZ(out) {
		meta, path, ok := strings.Cut(rec, "\t")
		f := strings.Fields(meta)
		if !ok || len(f) != 3 {
			return nil, fmt.Errorf("ls-tree: malformed record %q", rec)
		}
		m[path] = entry{mode: f[0], oid: f[2]}
	}
	return m, nil
}

// sameAs reports whether the file rel in the work tree is exactly the
// blob e: same kind, executable bit and content. A missing entry, a
// submodule or anything but a file or link is not.
func (p *Prober) sameAs(r *Repo, rel string, e entry) (bool, error) {
	if e.oid == "" {
		return false, nil
	}
	full := filepath.Join(r.Top, rel)
	fi, err := os.Lstat(full)
	if err != nil {
		return false, err
	}
	var content io.Reader
	var size int64
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		if e.mode != "120000" {
			return false, nil
		}
		target, err := os.Readlink(full)
		if err != nil {
			return false, err
		}
		content, size = strings.NewReader(target), int64(len(target))
	case fi.Mode().IsRegular():
		want := "100644"
		if fi.Mode()&0o111 != 0 {
			want = "100755"
		}
		if e.mode != want {
			return false, nil
		}
		if p.hashed += fi.Size(); p.hashed > p.maxBytes {
			return false, fmt.Errorf("%w: more than %d bytes to compare", ErrBudget, p.maxBytes)
		}
		f, err := os.Open(full)
		if err != nil {
			return false, err
		}
		defer f.Close()
		content, size = f, fi.Size()
	default:
		return false, nil
	}
	if err := p.checkTime(); err != nil {
		return false, err
	}
	oid, err := blobID(r.Hash, content, size)
	if err != nil {
		return false, err
	}
	return oid == e.oid, nil
}

// blobID is git's name for a blob: the hash of "blob SIZE\0" and the
// content.
func blobID(format string, content io.Reader, size int64) (string, error) {
	var h hash.Hash
	if format == "sha256" {
		h = sha256.New()
	} else {
		h = sha1.New()
	}
	h.Write([]byte("blob " + strconv.FormatInt(size, 10) + "\x00"))
	n, err := io.Copy(h, io.LimitReader(content, size+1))
	if err != nil {
		return "", err
	}
	if n != size {
		return "", fmt.Errorf("file changed while it was read")
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// count is "1 file", "2 files".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
