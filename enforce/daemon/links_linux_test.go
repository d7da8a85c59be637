package daemon

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"gatesh/enforce"
)

// linkWorld is a world whose PATH holds a link, home/bin, that leads
// through a second link, links/hop, to a folder: the trusted folder a
// command's policy resolves, and that the daemon publishes.
type linkWorld struct {
	world
	bin, hop string
}

func newLinkWorld(t *testing.T) linkWorld {
	w := linkWorld{world: newWorld(t)}
	w.bin, w.hop = w.home+"/bin", w.base+"/links/hop"
	for _, d := range []string{w.base + "/links", w.base + "/tools-a", w.base + "/tools-b",
		w.project + "/sub-a", w.project + "/sub-b"} {
		must(t, os.MkdirAll(d, 0o755))
	}
	must(t, os.Symlink(w.hop, w.bin))
	// A folder on PATH in a folder others may write, as /tmp.
	must(t, os.MkdirAll(w.base+"/shared/tools", 0o755))
	must(t, os.Chmod(w.base+"/shared", 0o1777))
	return w
}

// point makes links/hop lead to target, replacing it at once.
func (w linkWorld) point(t *testing.T, target string) {
	t.Helper()
	must(t, os.Symlink(target, w.hop+".new"))
	must(t, os.Rename(w.hop+".new", w.hop))
}

func (w linkWorld) inputs(cwd string) enforce.Inputs {
	return enforce.Inputs{Cwd: cwd, Home: w.home,
		Getenv: func(k string) string {
			if k == "PATH" {
				return w.bin + ":/usr/bin:/bin:" + w.base + "/shared/tools"
			}
			return ""
		},
		SecretPaths: []string{"~/.ssh/**"}}
}

// prepare is a shim's Prepare for a command run from cwd.
func (w linkWorld) prepare(t *testing.T, cwd string) enforce.Policy {
	t.Helper()
	exe, err := os.Executable()
	must(t, err)
	pol, rs, _, err := Prepare(w.dir, exe, w.inputs(cwd), enforce.ProbeABI())
	if rs != nil {
		rs.Close()
	}
	if err != nil && pol.Refused == nil {
		t.Fatalf("prepare from %s: %v", cwd, err)
	}
	return pol
}

// published waits until the daemon publishes bin as leading to want.
func (w linkWorld) published(t *testing.T, want string) {
	t.Helper()
	for deadline := time.Now().Add(3 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		s := openSession(w.dir)
		got, ok := s.Links()[w.bin]
		s.Close()
		if ok && got == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the daemon does not publish %s as leading to %s (%q, %v)", w.bin, want, got, ok)
		}
	}
}

// settled waits until the daemon has read every change it watches for
// so far (what a shim checks before it believes the index): the index
// it publishes then is the one a shim would use.
func (w linkWorld) settled(t *testing.T) {
	t.Helper()
	for deadline := time.Now().Add(3 * time.Second); ; time.Sleep(time.Millisecond) {
		s := openSession(w.dir)
		err := s.err
		s.Close()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the daemon's index is not to be read: %v", err)
		}
	}
}

// TestChangedLinkOfATrustedFolderIsSeen: a link of a folder on PATH that
// changes after the daemon published where it leads lets no command
// write what it could not write with the link resolved by itself. A
// folder the link leads to now is refused as a project, and kept
// read-only inside one, from the first command after the change (the
// index the daemon published before it is not believed), and once the
// daemon publishes the link again, it publishes where it leads now.
func TestChangedLinkOfATrustedFolderIsSeen(t *testing.T) {
	w := newLinkWorld(t)
	w.point(t, w.base+"/tools-a")
	refused := func(cwd string) bool { return w.prepare(t, cwd).Refused != nil }
	if refused(w.base+"/tools-b") || !refused(w.base+"/tools-a") {
		t.Fatal("before the daemon: PATH's link is not resolved")
	}
	w.published(t, w.base+"/tools-a")
	for i := range 6 {
		from, to := w.base+"/tools-a", w.base+"/tools-b"
		if i%2 == 1 {
			from, to = to, from
		}
		if refused(to) || !refused(from) {
			t.Fatalf("round %d, before the change: the published link is not used as it leads", i)
		}
		w.point(t, to)
		if i >= 3 {
			// As a shim finds it once the daemon has read the change.
			w.settled(t)
		}
		if !refused(to) {
			t.Fatalf("round %d: the folder PATH's link leads to now is a project, from the index published before", i)
		}
		if refused(from) {
			t.Errorf("round %d: the folder PATH's link led to before is still refused", i)
		}
		w.published(t, to)
		if !refused(to) {
			t.Fatalf("round %d: the link published again is not believed", i)
		}
	}

	// Inside the project: the folder the link leads to stays read-only,
	// for a command from the published ruleset.
	w.point(t, w.project+"/sub-a")
	w.published(t, w.project+"/sub-a")
	pol := w.prepare(t, w.project)
	if !slices.Contains(pol.Protected, w.project+"/sub-a") {
		t.Fatalf("PATH's folder in the project is not kept read-only: %v", pol.Protected)
	}
	w.point(t, w.project+"/sub-b")
	w.settled(t)
	pol = w.prepare(t, w.project)
	if !slices.Contains(pol.Protected, w.project+"/sub-b") {
		t.Fatalf("after the change, the folder PATH's link leads to is writable: %v", pol.Protected)
	}
	w.published(t, w.project+"/sub-b")
	pol = w.prepare(t, w.project)
	out, _ := w.run(t, pol, false, "echo x > "+w.project+"/sub-b/git; echo y > "+w.project+"/sub-a/ok; cat "+w.home+"/.ssh/id_ed25519")
	if _, err := os.Stat(w.project + "/sub-b/git"); err == nil || !strings.Contains(out, "Permission denied") {
		t.Errorf("a command planted a program in the folder PATH's link leads to now: %s", out)
	}
	if _, err := os.Stat(w.project + "/sub-a/ok"); err != nil {
		t.Errorf("the folder PATH's link led to before is still read-only: %s", out)
	}
	if strings.Contains(out, "PRIVATE") {
		t.Errorf("a credential was read: %s", out)
	}
}

// TestLinksAreThoseTheShimResolves: what the daemon publishes for each
// trusted folder is what the shim resolves itself, for links, folders
// that are none and folders that do not exist, and it publishes none
// whose lookups pass through a folder others may write; a policy made
// with them is the policy made without.
func TestLinksAreThoseTheShimResolves(t *testing.T) {
	w := newLinkWorld(t)
	w.point(t, "../tools-a")
	must(t, os.Symlink(w.base+"/nowhere", w.home+"/.codex"))
	in := w.inputs(w.project)
	in.Install = w.base + "/links"
	w.prepare(t, w.project)
	w.published(t, w.base+"/tools-a")
	s := openSession(w.dir)
	links := s.Links()
	s.Close()
	for _, p := range enforce.TrustedPaths(in) {
		want, err := filepath.EvalSymlinks(p)
		if err != nil {
			want = ""
		}
		got, ok := links[p]
		switch {
		case p == in.Install:
			// This request did not name it: the shim resolves it.
		case p == w.base+"/shared/tools":
			// Watching the folder others write would keep the queue
			// of events busy: the shim resolves it.
			if ok {
				t.Errorf("%s, in a folder others may write, is published", p)
			}
		case !ok:
			t.Errorf("%s is not published", p)
		case got != want:
			t.Errorf("%s is published as leading to %q, the shim finds %q", p, got, want)
		}
	}
	with := in
	with.Links = links
	if a, b := RequestKey(enforce.NewPolicy(in), 6), RequestKey(enforce.NewPolicy(with), 6); a != b {
		t.Error("the policy made with the published links is another")
	}
}
