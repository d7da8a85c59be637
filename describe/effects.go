package describe

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gatesh/parser"
	"gatesh/probe"
	"gatesh/undo"
)

// Limits of what `gatesh show` reads to describe a request.
const (
	maxShownBody  = 4 << 10 // bytes of a message body or payload
	maxWalked     = 10000   // files counted under an rm target
	maxWalkedAll  = 50000   // files counted under all the targets of one command
	maxRemovals   = 20      // rm targets described for one command
	maxOverwrites = 20      // commits listed for a force-push
	maxListed     = 20      // files or commits listed for a discard or a push
)

// DefaultBudget is how long describing one command may take, all its git
// runs together: a person waits for it, not the shell, so it is generous.
const DefaultBudget = 10 * time.Second

// Bounds of the probe's work for a description: far above the shell's
// (probe.DefaultMaxPaths, probe.DefaultMaxBytes), with the time budget
// the real bound.
const (
	probeMaxPaths = 1 << 20
	probeMaxBytes = 4 << 30
)

// Env is how describe looks at a request's repository: the real git
// (never gatesh's interposer; "" when there is none) with the
// environment it runs in, the user's home (for ~), the settings of the
// rules of thumb (which branches are shared), and the time all git runs
// for one command may take (0: DefaultBudget). Every git run goes through
// package probe's hardening: the repository is the agent's, and reading
// it must not run anything it configures.
type Env struct {
	Git    string
	Getenv func(string) string
	Home   string
	Undo   undo.Settings
	Budget time.Duration
}

func (e Env) budget() time.Duration {
	if e.Budget <= 0 {
		return DefaultBudget
	}
	return e.Budget
}

// walkBudget is what is left for counting the files removals delete.
type walkBudget struct {
	targets, files int
	deadline       time.Time
}

// prober returns a Prober whose budget starts now.
func (e Env) prober() *probe.Prober {
	budget := e.budget()
	return probe.New(probe.Options{Git: e.Git, Getenv: e.Getenv, Budget: budget,
		MaxPaths: probeMaxPaths, MaxBytes: probeMaxBytes})
}

// gitRunner runs a read-only git command in the request's folder.
type gitRunner func(args ...string) (string, error)

var errNoGit = errors.New("git is not installed")

// WhatItWouldDo describes, from the command text and local files, the
// effects a person deciding on it should see: message bodies of outward
// actions, commits a force-push would overwrite, what a push to a shared
// branch would publish, files an rm would delete, the uncommitted work a
// git reset, checkout, restore or clean would lose, and SQL or inline
// code.
func WhatItWouldDo(text, cwd string, env Env) []string {
	s := parser.Parse(text, parser.Options{})
	p := env.prober()
	git := func(args ...string) (string, error) {
		if env.Git == "" {
			return "", errNoGit
		}
		out, err := p.Git(cwd, args...)
		return string(out), err
	}
	fixed := undo.FixedDir(s)
	// Counting what removals delete shares one bound of targets, files
	// and time for the whole command: rm -rf BIG BIG ... must not keep a
	// person (or the review page) waiting.
	walk := &walkBudget{deadline: time.Now().Add(env.budget())}
	var out []string
	for _, c := range s.Commands {
		args := Words(c.Args)
		switch c.Name {
		case "gh":
			out = append(out, bodies(c, args, cwd, []string{"--body", "-b", "--title", "-t"}, []string{"--body-file", "-F"})...)
		case "git":
			sub, rest := gitSubcommand(args)
			switch sub {
			case "commit", "tag":
				out = append(out, bodies(c, rest, cwd, []string{"--message", "-m"}, []string{"--file", "-F"})...)
			case "push":
				out = append(out, forcePush(rest, git)...)
				out = append(out, env.published(c, cwd, p, fixed)...)
			case "reset", "checkout", "restore", "clean":
				out = append(out, env.lost(c, cwd, p, fixed)...)
			}
		case "curl", "wget", "http", "xh":
			out = append(out, bodies(c, args, cwd, []string{"--data", "-d", "--data-raw", "--data-binary", "--data-urlencode", "--data-ascii", "--json", "--form", "-F", "--post-data", "--body-data"}, []string{"--post-file", "--body-file", "--upload-file", "-T"})...)
		case "rm", "unlink", "shred", "rmdir":
			out = append(out, removal(c, args, cwd, git, p, walk)...)
		}
		for _, p := range c.Payloads {
			out = append(out, fmt.Sprintf("%s statements (%s, from %s):\n%s", p.Lang, c.Name, p.From, limited(p.Text)))
		}
	}
	if len(s.Problems) > 0 {
		out = append(out, "gatesh could not read all of it statically ("+s.Problems[0].Kind+"): what it does may differ from the above")
	}
	return safeLines(out)
}

func Words(ws []parser.Word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Value
	}
	return out
}

// limited is text made safe to print and cut at maxShownBody.
func limited(s string) string {
	cut := ""
	if len(s) > maxShownBody {
		s, cut = s[:maxShownBody], fmt.Sprintf("\n... (%d more bytes)", len(s)-maxShownBody)
	}
	t, _ := SafeText(s)
	return t + cut
}

// flagValues returns the values given to any of names, in the spellings
// --name VALUE, --name=VALUE, -n VALUE, -xn VALUE and -nVALUE.
func flagValues(args, names []string) []string {
	var vals []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		for _, n := range names {
			switch {
			case a == n && i+1 < len(args):
				vals = append(vals, args[i+1])
				i++
			case len(n) == 2 && len(a) > 2 && a[0] == '-' && a[1] != '-' && a[len(a)-1] == n[1] && i+1 < len(args):
				// combined short options ending in this one: -am MSG
				vals = append(vals, args[i+1])
				i++
			case strings.HasPrefix(n, "--") && strings.HasPrefix(a, n+"="):
				vals = append(vals, a[len(n)+1:])
			case len(n) == 2 && !strings.HasPrefix(a, "--") && strings.HasPrefix(a, n) && len(a) > 2:
				vals = append(vals, a[2:])
			default:
				continue
			}
			break
		}
	}
	return vals
}

// bodies describes message bodies given inline or read from files.
func bodies(c *parser.Command, args []string, cwd string, inline, files []string) []string {
	var out []string
	for _, v := range flagValues(args, inline) {
		if f, ok := strings.CutPrefix(v, "@"); ok && c.Name == "curl" {
			out = append(out, fileBody(c.Name, f, cwd))
			continue
		}
		out = append(out, fmt.Sprintf("%s sends this text:\n%s", c.Name, limited(v)))
	}
	for _, f := range flagValues(args, files) {
		out = append(out, fileBody(c.Name, f, cwd))
	}
	return out
}

func fileBody(name, file, cwd string) string {
	if file == "-" {
		return fmt.Sprintf("%s sends what it reads on stdin", name)
	}
	path := file
	if !filepath.IsAbs(path) {
		path = filepath.Join(cwd, path)
	}
	data, err := readHead(path, maxShownBody+1)
	if err != nil {
		return fmt.Sprintf("%s sends the file %s, which cannot be read now: %v", name, Shown(file), err)
	}
	return fmt.Sprintf("%s sends the file %s (as it is now):\n%s", name, Shown(file), limited(string(data)))
}

func readHead(path string, n int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, n))
}

// gitSubcommand skips git's global options.
func gitSubcommand(args []string) (string, []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree" || a == "--namespace":
			i++
		case strings.HasPrefix(a, "-"):
		default:
			return a, args[i+1:]
		}
	}
	return "", nil
}

// forcePush lists, from local refs only, the commits a forced push would
// take off the remote branch: those on the remote-tracking ref that the
// pushed local ref does not contain.
func forcePush(args []string, git gitRunner) []string {
	force := false
	var pos []string
	for _, a := range args {
		switch {
		case a == "--force" || a == "-f" || strings.HasPrefix(a, "--force-with-lease") || a == "--force-if-includes" || a == "--mirror":
			force = true
		case strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--"):
			force = force || strings.Contains(a, "f")
		case strings.HasPrefix(a, "-"):
		default:
			pos = append(pos, a)
		}
	}
	for _, p := range pos[min(1, len(pos)):] {
		force = force || strings.HasPrefix(p, "+")
	}
	if !force {
		return nil
	}
	const label = "force-push, from local refs only (no fetch; the remote may hold more)"
	remote := "origin"
	if len(pos) > 0 {
		remote = pos[0]
	}
	refspecs := pos[min(1, len(pos)):]
	if len(refspecs) == 0 {
		branch, err := git("symbolic-ref", "--short", "HEAD")
		if err != nil {
			return []string{fmt.Sprintf("%s: cannot tell the current branch: %v", label, err)}
		}
		refspecs = []string{strings.TrimSpace(branch)}
	}
	var out []string
	for _, spec := range refspecs {
		src, dst, ok := strings.Cut(strings.TrimPrefix(spec, "+"), ":")
		if !ok {
			dst = src
		}
		if src == "" {
			out = append(out, fmt.Sprintf("%s: %s deletes the remote branch %s", label, Shown(spec), Shown(dst)))
			continue
		}
		dst = strings.TrimPrefix(dst, "refs/heads/")
		tracking := "refs/remotes/" + remote + "/" + dst
		log, err := git("log", "--oneline", "--no-decorate", fmt.Sprintf("--max-count=%d", maxOverwrites+1), tracking, "^"+src, "--")
		switch {
		case err != nil:
			out = append(out, fmt.Sprintf("%s: cannot compare %s with %s: %v", label, Shown(src), Shown(remote+"/"+dst), err))
		case strings.TrimSpace(log) == "":
			out = append(out, fmt.Sprintf("%s: %s already contains %s as last fetched: no commit would be lost", label, Shown(src), Shown(remote+"/"+dst)))
		default:
			lines := strings.Split(strings.TrimSpace(log), "\n")
			more := ""
			if len(lines) > maxOverwrites {
				lines, more = lines[:maxOverwrites], "\n... and more"
			}
			text, _ := SafeText(strings.Join(lines, "\n"))
			out = append(out, fmt.Sprintf("%s: commits on %s that %s would overwrite:\n%s%s", label, Shown(remote+"/"+dst), Shown(src), text, more))
		}
	}
	return out
}

// removal counts the files and bytes an rm would delete and how many of
// them git tracks, so that the person knows what git can restore.
func removal(c *parser.Command, args []string, cwd string, git gitRunner, p *probe.Prober, walk *walkBudget) []string {
	var out []string
	options := true
	for i, a := range args {
		if options && a == "--" {
			options = false
			continue
		}
		if options && strings.HasPrefix(a, "-") && a != "-" {
			continue
		}
		w := c.Args[i]
		if w.Dynamic {
			out = append(out, fmt.Sprintf("%s %s: the target is only known when it runs", c.Name, Shown(a)))
			continue
		}
		targets := []string{a}
		if w.Glob {
			pattern := a
			if !filepath.IsAbs(pattern) {
				pattern = filepath.Join(cwd, pattern)
			}
			matches, _ := filepath.Glob(pattern)
			if len(matches) == 0 {
				out = append(out, fmt.Sprintf("%s %s: matches nothing now", c.Name, Shown(a)))
				continue
			}
			targets = matches
		}
		for ti, t := range targets {
			if walk.targets >= maxRemovals {
				rest := len(targets) - ti
				for _, later := range args[i+1:] {
					if !options || !strings.HasPrefix(later, "-") || later == "-" {
						rest++
					}
				}
				out = append(out, fmt.Sprintf("%s: %s more not described (only the first %d are)", c.Name, plural(rest, "target"), maxRemovals))
				return out
			}
			walk.targets++
			out = append(out, describeRemoval(c.Name, t, cwd, git, p, walk))
		}
	}
	return out
}

func describeRemoval(name, target, cwd string, git gitRunner, p *probe.Prober, walk *walkBudget) string {
	path := target
	if !filepath.IsAbs(path) {
		path = filepath.Join(cwd, path)
	}
	if _, err := os.Lstat(path); err != nil {
		return fmt.Sprintf("%s %s: does not exist now", name, Shown(target))
	}
	files, bytes, capped := 0, int64(0), false
	filepath.WalkDir(path, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if files >= maxWalked || walk.files >= maxWalkedAll || files%256 == 255 && time.Now().After(walk.deadline) {
			capped = true
			return fs.SkipAll
		}
		if !d.IsDir() {
			files++
			walk.files++
			if info, err := d.Info(); err == nil {
				bytes += info.Size()
			}
		}
		return nil
	})
	count := plural(files, "file") + ", " + plural(int(bytes), "byte")
	if capped {
		count = fmt.Sprintf("at least %d files, over %d bytes (counting stopped there)", files, bytes)
	}
	if time.Now().After(walk.deadline) {
		return fmt.Sprintf("%s %s: deletes %s; out of time to ask git what it tracks: assume nothing can be restored", name, Shown(target), count)
	}
	tracked, err := git("ls-files", "-z", "--", path)
	if err != nil {
		if strings.Contains(err.Error(), "not a git repository") {
			return fmt.Sprintf("%s %s: deletes %s; not in a git repository, so git cannot restore any of it", name, Shown(target), count)
		}
		return fmt.Sprintf("%s %s: deletes %s; git cannot tell what it tracks here (%s): assume nothing can be restored", name, Shown(target), count, oneLine(err.Error()))
	}
	nTracked := strings.Count(tracked, "\x00")
	untracked := max(files-nTracked, 0)
	// Which tracked files have uncommitted changes: the probe compares
	// them with HEAD itself, since git diff would run the repository's
	// filters on them.
	changed := "an unknown number"
	if rep, err := p.Deletion(cwd, []string{path}, true); err == nil {
		changed = strconv.Itoa(len(rep.Modified))
	}
	return fmt.Sprintf("%s %s: deletes %s; git tracks %d of them (restorable with git checkout, except %s with uncommitted changes); %d untracked cannot be restored",
		name, Shown(target), count, nTracked, changed, untracked)
}
