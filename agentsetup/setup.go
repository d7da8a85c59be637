package agentsetup

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Env is what setup reads its places from and reports to.
type Env struct {
	// Getenv reads the environment: HOME, GATESH_HOME, PATH, CODEX_HOME,
	// CLAUDE_CONFIG_DIR.
	Getenv func(string) string
	// Stdout gets the report: what changed, or would change.
	Stdout io.Writer
	// Cwd is the folder install runs in, whose project settings
	// --wrap-mcp also wraps (.mcp.json); "" for none.
	Cwd string
	// Self is the gatesh that runs, links followed; "" if unknown. When
	// the agent's folder has no gatesh yet (gatesh came from
	// `go install ./cmd/...`), install links it there.
	Self string
	// Etc is the folder of the administrator's settings; "" is /etc.
	Etc string
	// Ancestors lists the command lines of the processes above this one,
	// nearest first, where an agent may have been started with MCP servers
	// no settings file names; nil reads them from the system.
	Ancestors func() ([][]string, error)
}

// Options are install's and uninstall's command line.
type Options struct {
	Agent string
	// Route is RouteShell or RouteHook; "" is the agent's default.
	Route  string
	DryRun bool
	// WrapMCP also rewrites the agent's MCP servers to run through
	// `gatesh mcp`.
	WrapMCP bool
}

// Error is a setup failure with the next step to take.
type Error struct {
	Err  error
	Hint string
}

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

func fail(hint, format string, a ...any) error {
	return &Error{Err: fmt.Errorf(format, a...), Hint: hint}
}

// manifest records what install changed for one agent.
type manifest struct {
	Agent   string   `json:"agent"`
	Route   string   `json:"route"`
	Changes []record `json:"changes"`
}

func (p paths) manifestPath(agent string) string {
	return filepath.Join(p.gateshHome, "agents", agent+".json")
}

func (p paths) loadManifest(agent string) (*manifest, error) {
	data, err := os.ReadFile(p.manifestPath(agent))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", p.manifestPath(agent), err)
	}
	return &m, nil
}

func newPaths(e Env) (paths, error) {
	home := e.Getenv("HOME")
	if home == "" || !filepath.IsAbs(home) {
		return paths{}, fail("set HOME to your home folder", "HOME is not set to an absolute path")
	}
	gh := e.Getenv("GATESH_HOME")
	if gh == "" {
		gh = filepath.Join(home, ".gatesh")
	}
	gh, err := filepath.Abs(gh)
	if err != nil {
		return paths{}, err
	}
	etc := e.Etc
	if etc == "" {
		etc = "/etc"
	}
	p := paths{getenv: e.Getenv, home: home, gateshHome: gh, cwd: e.Cwd, etc: etc}
	p.lookPath = func(name string) (string, error) { return lookPath(name, e.Getenv("PATH"), filepath.Join(gh, "bin")) }
	return p, nil
}

// lookPath finds an executable on pathList outside gatesh's own folder.
func lookPath(name, pathList, skip string) (string, error) {
	for _, dir := range filepath.SplitList(pathList) {
		if dir == "" || !filepath.IsAbs(dir) || filepath.Clean(dir) == skip {
			continue
		}
		path := filepath.Join(dir, name)
		if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			return path, nil
		}
	}
	return "", fs.ErrNotExist
}

// resolve picks the agent and route of opts.
func resolve(e Env, o Options) (agent, string, paths, error) {
	a, err := findAgent(o.Agent)
	if err != nil {
		return agent{}, "", paths{}, fail("gatesh install --agent "+strings.Join(AgentNames(), "|"), "%v", err)
	}
	route := o.Route
	if route == "" {
		route = a.routes[0]
	}
	if !slices.Contains(a.routes, route) {
		return agent{}, "", paths{}, fail("", "%s has no %s route; its routes: %s", a.title, route, strings.Join(a.routes, ", "))
	}
	p, err := newPaths(e)
	return a, route, p, err
}

// fileEdit is one file's change.
type fileEdit struct {
	path    string
	kind    fileKind
	before  []byte // nil: the file does not exist
	after   []byte // nil: remove the file
	mode    os.FileMode
	records []record
}

// Install makes the agent's commands reach gatesh by the route in opts.
// It edits the agent's own files in place, keeping every other key and
// comment, backs up each file it changes, and records what it changed in
// $GATESH_HOME/agents/AGENT.json for uninstall. A second run changes
// nothing. With DryRun it prints the changes and writes nothing.
func Install(e Env, o Options) error {
	a, route, p, err := resolve(e, o)
	if err != nil {
		return err
	}
	m, err := p.loadManifest(a.name)
	if err != nil {
		return fail("move it away and run install again", "install record: %v", err)
	}
	if m != nil && m.Route != route {
		return fail(fmt.Sprintf("run `gatesh uninstall --agent %s` first", a.name),
			"%s is set up with the %s route; one route at a time: with both, every red command would need two approvals", a.title, m.Route)
	}
	links, err := p.neededLinks(route, e.Self)
	if err != nil {
		return err
	}
	if err := p.checkInstalled(links); err != nil {
		return err
	}
	steps, err := a.steps(p, route)
	if err != nil {
		return fail("install the agent, or put it on PATH, then run this again", "%v", err)
	}
	if m != nil && slices.ContainsFunc(m.Changes, func(r record) bool { return r.Op == "wrap" || r.Op == "wrap-toml" }) {
		// Wrapped servers stay wrapped: a record dropped here could not
		// be undone by uninstall.
		o.WrapMCP = true
	}
	if o.WrapMCP {
		if a.mcp == nil {
			return fail("name gatesh mcp in its MCP settings by hand (docs/mcp.md)", "gatesh does not know where %s keeps its MCP servers", a.title)
		}
		steps = append(steps, a.mcp(p)...)
	}
	edits, err := p.plan(steps, m)
	if err != nil {
		return err
	}
	changed := len(links) > 0 || slices.ContainsFunc(edits, func(f fileEdit) bool { return !bytes.Equal(f.before, f.after) })
	if !changed && m != nil {
		fmt.Fprintf(e.Stdout, "gatesh: %s is already set up (%s route); nothing changed\n", a.title, route)
		return nil
	}
	if o.DryRun {
		for _, l := range links {
			fmt.Fprintf(e.Stdout, "would link %s -> %s\n", l.path, l.target)
		}
		printEdits(e.Stdout, edits)
		replaced(e.Stdout, edits, a.name, "would replace")
		return nil
	}
	for _, l := range links {
		if err := l.make(); err != nil {
			return fail("check that "+filepath.Dir(l.path)+" is writable", "link %s: %v", l.path, err)
		}
		fmt.Fprintf(e.Stdout, "linked %s -> %s\n", l.path, l.target)
	}
	out := manifest{Agent: a.name, Route: route}
	for _, f := range edits {
		out.Changes = append(out.Changes, f.records...)
	}
	// The record first: a change on disk that uninstall cannot find is
	// worse than a record of a change that failed half-way.
	if err := writeAtomic(p.manifestPath(a.name), append(mustIndent(out), '\n'), 0o600); err != nil {
		return fail("check that "+p.gateshHome+" is writable", "install record: %v", err)
	}
	if err := applyEdits(e.Stdout, edits, true); err != nil {
		return err
	}
	replaced(e.Stdout, edits, a.name, "replaced")
	reportWraps(e.Stdout, steps, edits)
	fmt.Fprintf(e.Stdout, "gatesh: %s now reaches gatesh by the %s route; %s\n", a.title, route, a.restart(p, route))
	fmt.Fprintf(e.Stdout, "gatesh: hint: check it with `gatesh doctor --agent %s`\n", a.name)
	return nil
}

// replaced says which of the user's own values install overwrites, never
// silently: a shell the user chose (CLAUDE_CODE_SHELL=/usr/bin/zsh) is
// replaced by gatesh, which runs bash.
func replaced(w io.Writer, edits []fileEdit, agent, verb string) {
	for _, f := range edits {
		for _, rec := range f.records {
			if rec.Op != "set" || rec.Previous == nil || rec.Kept {
				continue
			}
			var prev any
			json.Unmarshal(rec.Previous, &prev)
			shown := string(rec.Previous)
			if s, ok := prev.(string); ok {
				shown = s
			}
			key := strings.Join(rec.Keys, ".")
			fmt.Fprintf(w, "gatesh: warning: %s %s in %s, which was %s\n", verb, key, f.path, shown)
			if s, ok := prev.(string); ok && strings.HasSuffix(key, "SHELL") && !strings.Contains(filepath.Base(s), "bash") {
				fmt.Fprintf(w, "gatesh: hint: gatesh runs bash, not %s: commands written for it may behave differently\n", filepath.Base(s))
			}
			fmt.Fprintf(w, "gatesh: hint: `gatesh uninstall --agent %s` puts it back\n", agent)
		}
	}
}

// Uninstall undoes what Install recorded for the agent, and only that: a
// value changed since install is left as it is, and said so.
func Uninstall(e Env, o Options) error {
	a, err := findAgent(o.Agent)
	if err != nil {
		return fail("gatesh uninstall --agent "+strings.Join(AgentNames(), "|"), "%v", err)
	}
	p, err := newPaths(e)
	if err != nil {
		return err
	}
	m, err := p.loadManifest(a.name)
	if err != nil {
		return fail("restore the file from its .gatesh-backup by hand", "install record: %v", err)
	}
	if m == nil {
		fmt.Fprintf(e.Stdout, "gatesh: %s: no install record in %s; nothing to undo\n", a.title, p.manifestPath(a.name))
		return nil
	}
	var edits []fileEdit
	for _, file := range filesOf(m.Changes) {
		f, err := readEdit(file, kindOf(m.Changes, file))
		if err != nil {
			return err
		}
		if f.before == nil {
			fmt.Fprintf(e.Stdout, "%s is gone; nothing to restore there\n", file)
			continue
		}
		src, newFile := f.before, false
		recs := recordsOf(m.Changes, file)
		for i := len(recs) - 1; i >= 0; i-- {
			newFile = newFile || recs[i].NewFile
			var note string
			if src, note, err = undo(src, recs[i]); err != nil {
				return fail("restore it from "+backupPath(file)+" by hand", "%s: %v", file, err)
			}
			if note != "" {
				fmt.Fprintf(e.Stdout, "%s: %s\n", file, note)
			}
			if src == nil {
				break
			}
		}
		if src != nil && newFile && emptyAfterUndo(f.kind, src) {
			src = nil
		}
		f.after = src
		edits = append(edits, f)
	}
	if o.DryRun {
		printEdits(e.Stdout, edits)
		return nil
	}
	if err := applyEdits(e.Stdout, edits, false); err != nil {
		return err
	}
	dropBackups(e.Stdout, edits)
	if err := os.Remove(p.manifestPath(a.name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fail("", "install record: %v", err)
	}
	fmt.Fprintf(e.Stdout, "gatesh: %s no longer reaches gatesh by the %s route; %s\n", a.title, m.Route, a.restart(p, m.Route))
	return nil
}

// checkInstalled checks that gatesh itself is where the settings point,
// or will be once links are made.
func (p paths) checkInstalled(links []link) error {
	bin := p.bin("gatesh")
	if !slices.ContainsFunc(links, func(l link) bool { return l.path == bin }) {
		st, err := os.Stat(bin)
		if err != nil || !st.Mode().IsRegular() || st.Mode()&0o111 == 0 {
			return fail("run install/install.sh first: it builds gatesh and links it into "+filepath.Dir(bin)+
				"; or run this gatesh by its path, so that install can link it there",
				"gatesh is not installed at %s", bin)
		}
	}
	if strings.ContainsFunc(p.gateshHome, func(r rune) bool { return r < 0x20 || r == 0x7f || r == '\u2028' || r == '\u2029' }) {
		return fail("set GATESH_HOME to a plainer path", "the gatesh folder %q holds control characters", p.gateshHome)
	}
	return nil
}

// link is a link in the agent's folder that install makes.
type link struct{ path, target string }

func (l link) make() error {
	// A gatesh folder made here is the operator's alone, as gatesh init
	// and install.sh make it; the agent's folder in it may be listed.
	dir := filepath.Dir(l.path)
	if err := os.MkdirAll(filepath.Dir(dir), 0o700); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.Symlink(l.target, l.path)
}

// neededLinks are the links of the agent's folder that are missing:
// gatesh itself, to self, when gatesh was installed another way than
// install.sh (go install ./cmd/...), and the bash a shell route names.
// They belong to gatesh, not to one agent, so uninstall leaves them.
func (p paths) neededLinks(route, self string) ([]link, error) {
	var out []link
	bin := p.bin("gatesh")
	if _, err := os.Lstat(bin); errors.Is(err, fs.ErrNotExist) {
		if self != "" && filepath.IsAbs(self) && filepath.Dir(self) != filepath.Dir(bin) {
			if st, err := os.Stat(self); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
				out = append(out, link{bin, self})
			}
		}
	} else if err != nil {
		return nil, err
	}
	if route != RouteShell {
		return out, nil
	}
	bash := p.bin("bash")
	if _, err := os.Lstat(bash); err == nil {
		return out, nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	return append(out, link{bash, "gatesh"}), nil
}

// plan computes each file's new content.
func (p paths) plan(steps []step, m *manifest) ([]fileEdit, error) {
	var edits []fileEdit
	for _, s := range steps {
		i := slices.IndexFunc(edits, func(f fileEdit) bool { return f.path == s.target() })
		if i < 0 {
			f, err := readEdit(s.target(), s.kind())
			if err != nil {
				return nil, err
			}
			if err := p.readable(f.path, f.before); err != nil {
				return nil, err
			}
			f.after = f.before
			if f.after == nil {
				f.after = emptyContent(s.kind())
			}
			edits = append(edits, f)
			i = len(edits) - 1
		}
		f := &edits[i]
		var old *record
		if m != nil {
			for j := range m.Changes {
				if m.Changes[j].same(record{Op: opOf(s), File: s.target(), Keys: keysOf(s)}) {
					old = &m.Changes[j]
				}
			}
		}
		after, rec, err := s.apply(f.after, old)
		if err != nil {
			return nil, fail(hintFor(s.target()), "%s: %v", s.target(), err)
		}
		if f.before == nil && len(f.records) == 0 {
			rec.NewFile = true
		}
		f.after = after
		f.records = append(f.records, rec)
		if fs, ok := s.(fileStep); ok {
			f.mode = fs.mode
		}
	}
	for _, f := range edits {
		// What install writes is strict JSON, so this holds of every file
		// that held before; it is checked all the same, since a file the
		// agent cannot read is a gate that is silently off.
		if err := p.readable(f.path, f.after); err != nil {
			return nil, fail("", "install would leave a file its agent cannot read, and changed nothing: %v", err)
		}
	}
	return edits, nil
}

// readable checks that the agent whose settings file is at path reads
// src (nil: no file yet) as it stands.
func (p paths) readable(path string, src []byte) error {
	d, ok := p.dialectOf(path)
	if !ok || src == nil {
		return nil
	}
	var de *DialectError
	if err := d.check(src); errors.As(err, &de) {
		return fail(de.Fix()+", then run this again; nothing was changed", "%s: %v", path, err)
	} else if err != nil {
		return fail(hintFor(path), "%s: %v", path, err)
	}
	return nil
}

func hintFor(file string) string {
	return "fix " + file + " (or move it away), then run this again; nothing was changed"
}

func opOf(s step) string {
	switch s.(type) {
	case setStep:
		return "set"
	case appendStep:
		return "append"
	case codexStep:
		return "block"
	case wrapStep:
		return "wrap"
	case codexWrapStep:
		return "wrap-toml"
	default:
		return "file"
	}
}

func keysOf(s step) []string {
	switch x := s.(type) {
	case setStep:
		return x.keys
	case appendStep:
		return x.keys
	}
	return nil
}

// emptyContent is what a step edits when its file does not exist yet.
func emptyContent(k fileKind) []byte {
	switch k {
	case jsonFile:
		return []byte("{}\n")
	case tomlFile:
		return []byte{}
	}
	return nil
}

// readEdit reads a file to edit; a missing file has nil content. A JSON
// file that does not parse is an error before anything changes.
func readEdit(path string, kind fileKind) (fileEdit, error) {
	f := fileEdit{path: path, kind: kind, mode: 0o600}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return f, nil
	case err != nil:
		return f, fail("", "%s: %v", path, err)
	}
	if st, err := os.Stat(path); err == nil {
		f.mode = st.Mode().Perm()
	}
	if kind == jsonFile {
		if _, err := parseJSONC(data); err != nil {
			return f, fail(hintFor(path), "%s: %v", path, err)
		}
	}
	f.before = data
	return f, nil
}

func filesOf(recs []record) []string {
	var files []string
	for _, r := range recs {
		if !slices.Contains(files, r.File) {
			files = append(files, r.File)
		}
	}
	return files
}

func recordsOf(recs []record, file string) []record {
	var out []record
	for _, r := range recs {
		if r.File == file {
			out = append(out, r)
		}
	}
	return out
}

func kindOf(recs []record, file string) fileKind {
	for _, r := range recs {
		if r.File == file {
			switch r.Op {
			case "block", "wrap-toml":
				return tomlFile
			case "file":
				return plainFile
			}
		}
	}
	return jsonFile
}

func backupPath(file string) string { return file + ".gatesh-backup" }

// dropBackups removes, after uninstall, each backup install made that
// holds what the file now holds again: it has done its work. A backup
// that differs (the file was changed by hand since install) stays, with
// a word, since it is the only copy of the file as it was before gatesh.
func dropBackups(w io.Writer, edits []fileEdit) {
	for _, f := range edits {
		b := backupPath(f.path)
		saved, err := os.ReadFile(b)
		if err != nil {
			continue
		}
		now, err := os.ReadFile(f.path)
		if err == nil && bytes.Equal(saved, now) {
			if os.Remove(b) == nil {
				fmt.Fprintf(w, "removed %s\n", b)
			}
			continue
		}
		fmt.Fprintf(w, "kept %s: it holds the file as it was before install, which differs from it now\n", b)
	}
}

// applyEdits writes each changed file. With backup (install), it first
// copies what it replaces to FILE.gatesh-backup; uninstall writes none,
// so that the backup keeps the file as it was before gatesh.
func applyEdits(w io.Writer, edits []fileEdit, backup bool) error {
	for _, f := range edits {
		if bytes.Equal(f.before, f.after) && (f.before == nil) == (f.after == nil) {
			continue
		}
		target := f.path
		if real, err := filepath.EvalSymlinks(f.path); err == nil {
			target = real // keep a linked settings file a link
		}
		if backup && f.before != nil {
			if err := writeAtomic(backupPath(f.path), f.before, f.mode); err != nil {
				return fail("", "backup of %s: %v", f.path, err)
			}
		}
		switch {
		case f.after == nil:
			if err := os.Remove(target); err != nil {
				return fail("", "remove %s: %v", f.path, err)
			}
			fmt.Fprintf(w, "removed %s\n", f.path)
		default:
			if err := os.MkdirAll(filepath.Dir(target), 0o700); err != nil {
				return fail("", "%v", err)
			}
			if err := writeAtomic(target, f.after, f.mode); err != nil {
				return fail("", "write %s: %v", f.path, err)
			}
			switch {
			case f.before == nil:
				fmt.Fprintf(w, "created %s\n", f.path)
			case backup:
				fmt.Fprintf(w, "changed %s (the previous one is in %s)\n", f.path, backupPath(f.path))
			default:
				fmt.Fprintf(w, "changed %s\n", f.path)
			}
		}
	}
	return nil
}

// writeAtomic writes data to path through a temporary file and a rename.
func writeAtomic(path string, data []byte, mode os.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".gatesh-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

func mustIndent(v any) []byte {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		panic(err)
	}
	return b
}

// printEdits shows each file's change as a diff, for --dry-run.
func printEdits(w io.Writer, edits []fileEdit) {
	any := false
	for _, f := range edits {
		switch {
		case bytes.Equal(f.before, f.after) && (f.before == nil) == (f.after == nil):
			continue
		case f.before == nil:
			fmt.Fprintf(w, "would create %s:\n", f.path)
		case f.after == nil:
			fmt.Fprintf(w, "would remove %s\n", f.path)
			any = true
			continue
		default:
			fmt.Fprintf(w, "would change %s:\n", f.path)
		}
		any = true
		writeDiff(w, string(f.before), string(f.after))
	}
	if !any {
		fmt.Fprintln(w, "nothing would change")
	}
}
