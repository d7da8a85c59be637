package binding

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The gate's hook runs the repository's hook only as it was bound, and
// its pre-push lets through only the push that was bound: the objects,
// the remote, the URL.
func TestGuardChecksWhatGitDoes(t *testing.T) {
	f := newFixture(t)
	head := f.commit("second")
	hook := filepath.Join(f.dir, ".git", "hooks", "pre-push")
	f.write(hook, "#!/bin/sh\nexit 0\n", 0o755)
	bound := f.facts("git push origin main")

	content, err := Hook(f.dir, "pre-push", bound, f.env())
	if err != nil || string(content) != "#!/bin/sh\nexit 0\n" {
		t.Fatalf("the bound hook: %q %v", content, err)
	}
	if content, err := Hook(f.dir, "post-commit", bound, f.env()); err != nil || content != nil {
		t.Errorf("no hook: %q %v, want nothing to run", content, err)
	}
	f.write(hook, "#!/bin/sh\nexit 1\n", 0o755)
	if _, err := Hook(f.dir, "pre-push", bound, f.env()); !errors.Is(err, ErrNotBound) {
		t.Errorf("a changed hook: %v, want ErrNotBound", err)
	}
	f.write(filepath.Join(f.dir, ".git", "hooks", "post-commit"), "#!/bin/sh\n", 0o755)
	if _, err := Hook(f.dir, "post-commit", bound, f.env()); !errors.Is(err, ErrNotBound) {
		t.Errorf("a planted hook: %v, want ErrNotBound", err)
	}

	zero := "0000000000000000000000000000000000000000"
	line := func(oid string) []byte { return []byte("refs/heads/main " + oid + " refs/heads/main " + zero + "\n") }
	if err := CheckPush(f.dir, "origin", f.bare, line(head), bound, f.env()); err != nil {
		t.Errorf("the bound push: %v", err)
	}
	for name, c := range map[string]struct {
		remote, url string
		updates     []byte
	}{
		"another object": {"origin", f.bare, line(f.run(f.dir, "rev-parse", "HEAD^"))},
		"another branch": {"origin", f.bare, []byte("refs/heads/main " + head + " refs/heads/release " + zero + "\n")},
		"another remote": {"evil", f.bare, line(head)},
		"another URL":    {"origin", "/elsewhere.git", line(head)},
		"unreadable":     {"origin", f.bare, []byte("refs/heads/main " + head + "\n")},
	} {
		if err := CheckPush(f.dir, c.remote, c.url, c.updates, bound, f.env()); !errors.Is(err, ErrNotBound) {
			t.Errorf("%s: %v, want ErrNotBound", name, err)
		}
	}

	// A push with an option gatesh does not read goes only to a URL a
	// remote named.
	unread := f.facts("git push --an-option origin main")
	if err := CheckPush(f.dir, "origin", f.bare, line(head), unread, f.env()); err != nil {
		t.Errorf("the bound push with an unread option: %v", err)
	}
	if err := CheckPush(f.dir, "evil", "/elsewhere.git", line(head), unread, f.env()); !errors.Is(err, ErrNotBound) {
		t.Errorf("an unread push to another URL: %v, want ErrNotBound", err)
	}
}

// The environment binds the startup file's content and git's steering
// variables, not the ones git sets for each child.
func TestEnvFacts(t *testing.T) {
	startup := filepath.Join(t.TempDir(), "env.sh")
	if err := os.WriteFile(startup, []byte("export A=1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	environ := []string{"BASH_ENV=" + startup, "GIT_SSH_COMMAND=ssh -i k", "GIT_TRACE2_PARENT_SID=123", "GIT_INDEX_FILE=/tmp/i", "BASH_ENV=/other"}
	facts := EnvFacts(environ)
	var names []string
	for _, f := range facts {
		names = append(names, f.Name)
	}
	if strings.Join(names, " ") != "BASH_ENV GIT_SSH_COMMAND" {
		t.Errorf("bound %v, want BASH_ENV and GIT_SSH_COMMAND", names)
	}
	if content, err := StartupFile("BASH_ENV", startup, facts); err != nil || string(content) != "export A=1\n" {
		t.Errorf("the bound startup file: %q %v", content, err)
	}
	if err := os.WriteFile(startup, []byte("export A=2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := StartupFile("BASH_ENV", startup, facts); !errors.Is(err, ErrNotBound) {
		t.Errorf("a changed startup file: %v, want ErrNotBound", err)
	}
	if content, err := StartupFile("ENV", "$HOME/x", EnvFacts([]string{"ENV=$HOME/x"})); err != nil || content != nil {
		t.Errorf("a value bash expands: %q %v, want nothing to copy", content, err)
	}
}

// A hooks folder set on git's own command line is the one bound: git
// runs its hooks, not the repository's, nor the gate's.
func TestCommandLineHooksPathIsBound(t *testing.T) {
	f := newFixture(t)
	hook := filepath.Join(f.dir, "elsewhere", "pre-push")
	f.write(hook, "#!/bin/sh\nexit 0\n", 0o755)
	if _, ok := find(f.facts("git -c core.hooksPath=elsewhere push origin main"), KindHook, hook); !ok {
		t.Errorf("the hook in the command line's hooks folder is not bound")
	}
	if _, ok := find(f.facts("git push origin main"), KindHook, hook); ok {
		t.Errorf("a hook git does not run is bound")
	}
}
