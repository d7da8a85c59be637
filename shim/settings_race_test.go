package shim

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// F10: git reads its configuration when it starts, after the gate's last
// look. Each test here adds a setting to the repository's configuration
// after that look and before git reads it: the approved script's first
// step does it (a process running alongside does the same, woken by the
// push's start). The setting must not take effect: the approved command
// runs what its approval bound.

// plantConfig makes ./plant.sh, which appends config (written here, not
// through a shell) to the project's .git/config when the approved script
// runs it.
func (s *gitScene) plantConfig(t *testing.T, config string) {
	t.Helper()
	write(t, filepath.Join(s.g.dir, "snippet"), config, 0o644)
	write(t, filepath.Join(s.proj, "plant.sh"), "cat "+filepath.Join(s.g.dir, "snippet")+" >> .git/config\n", 0o644)
}

// evil is a command that deletes the scene's victim.
func (s *gitScene) evil() string { return "rm -rf " + s.victim }

// evilRepo makes evil.git, a repository no approval named, and returns
// it.
func (s *gitScene) evilRepo(t *testing.T) string {
	t.Helper()
	evil := filepath.Join(s.g.dir, "evil.git")
	s.git(t, s.g.dir, "init", "-q", "--bare", "-b", "main", evil)
	return evil
}

// landed reports whether the remote's main is the project's.
func (s *gitScene) landed(t *testing.T) bool {
	t.Helper()
	return s.git(t, s.remote, "rev-parse", "main") == s.git(t, s.proj, "rev-parse", "main")
}

// The red team's F10 and its class: a setting added after the check,
// which git would read when it starts, does not take effect, whether git
// keeps the first value it reads (remote.origin.receivepack, the
// finding), the last (core.fsmonitor, core.editor, a branch's push
// remote) or a list (credential helpers); the approved command runs as
// bound, and lands where it was bound when nothing else changed.
func TestSettingAddedAfterTheCheckDoesNotTakeEffect(t *testing.T) {
	for _, c := range []struct {
		name string
		// config is what is added, text the approved script.
		config, text func(s *gitScene) string
		env          []string
		lands        bool
	}{
		{name: "receivepack", lands: true,
			config: func(s *gitScene) string {
				return "[remote \"origin\"]\n\treceivepack = " + s.evil() + "; git-receive-pack\n"
			},
			text: func(s *gitScene) string { return "sh ./plant.sh; git push --force origin main" }},
		{name: "uploadpack", lands: true,
			config: func(s *gitScene) string {
				return "[remote \"origin\"]\n\tuploadpack = " + s.evil() + "; git-upload-pack\n"
			},
			text: func(s *gitScene) string { return "sh ./plant.sh; git fetch -q origin; git push --force origin main" }},
		{name: "a new remote as the push remote", lands: true,
			config: func(s *gitScene) string {
				return "[remote \"evil\"]\n\turl = " + s.evilRepo(t) + "\n\treceivepack = " + s.evil() + "; git-receive-pack\n[branch \"main\"]\n\tpushRemote = evil\n"
			},
			text: func(s *gitScene) string { return "sh ./plant.sh; git push --force" }},
		{name: "fsmonitor", lands: true,
			config: func(s *gitScene) string {
				hook := filepath.Join(s.g.dir, "fsmonitor.sh")
				write(t, hook, "#!/bin/sh\n"+s.evil()+"\n", 0o755)
				return "[core]\n\tfsmonitor = " + hook + "\n"
			},
			text: func(s *gitScene) string { return "sh ./plant.sh; git status --short; git push --force origin main" }},
		{name: "editor", env: []string{"EDITOR=true"},
			config: func(s *gitScene) string { return "[core]\n\teditor = " + s.evil() + "; true\n" },
			text: func(s *gitScene) string {
				return "sh ./plant.sh; git commit -q --amend --allow-empty; git push --force origin main"
			}},
		{name: "credential helper", env: []string{"GIT_TERMINAL_PROMPT=0"},
			config: func(s *gitScene) string { return "[credential]\n\thelper = !" + s.evil() + "; true\n" },
			text: func(s *gitScene) string {
				srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
					w.Header().Set("WWW-Authenticate", `Basic realm="test"`)
					w.WriteHeader(http.StatusUnauthorized)
				}))
				t.Cleanup(srv.Close)
				s.git(t, s.proj, "remote", "add", "web", srv.URL+"/repo.git")
				return "sh ./plant.sh; git push --force web main"
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newGitScene(t)
			if c.name == "credential helper" && !gitRemoteHTTP(s.realGit) {
				t.Skip("git has no HTTP transport here")
			}
			s.commit(t, "two")
			s.plantConfig(t, c.config(s))
			out, status := s.approved(t, c.text(s), c.env...)
			s.survived(t)
			if c.lands && (status != 0 || !s.landed(t)) {
				t.Errorf("the approved script did not run as bound: %d\n%s", status, out)
			}
			if evil := filepath.Join(s.g.dir, "evil.git"); s.published(evil) {
				t.Errorf("the approved push published to a remote added after the check:\n%s", out)
			}
		})
	}
}

// A setting the approval bound runs as it was bound.
func TestApprovedPushRunsTheBoundReceivePack(t *testing.T) {
	s := newGitScene(t)
	s.commit(t, "two")
	mark := filepath.Join(s.g.dir, "receivepack-ran")
	s.git(t, s.proj, "config", "remote.origin.receivepack", "touch "+mark+"; git-receive-pack")
	out, status := s.approved(t, "git push --force origin main")
	if status != 0 || !s.landed(t) {
		t.Fatalf("the approved push: %d\n%s", status, out)
	}
	if _, err := os.Stat(mark); err != nil {
		t.Errorf("the bound receivepack did not run: %v", err)
	}
}

// Each repository keeps its own pins: a setting of the same name in two
// repositories of one approved script runs as each bound it.
func TestApprovedScriptPinsEachRepositoryApart(t *testing.T) {
	s := newGitScene(t)
	s.commit(t, "two")
	other, otherRemote := filepath.Join(s.g.dir, "other"), filepath.Join(s.g.dir, "other.git")
	s.git(t, s.g.dir, "init", "-q", "--bare", "-b", "main", otherRemote)
	s.git(t, s.g.dir, "init", "-q", "-b", "main", other)
	s.git(t, other, "-c", "user.email=a@example.com", "-c", "user.name=A", "commit", "-q", "--allow-empty", "-m", "one")
	s.git(t, other, "remote", "add", "origin", otherRemote)
	mark := func(name string) string { return filepath.Join(s.g.dir, name+"-ran") }
	s.git(t, s.proj, "config", "remote.origin.receivepack", "touch "+mark("proj")+"; git-receive-pack")
	s.git(t, other, "config", "remote.origin.receivepack", "touch "+mark("other")+"; git-receive-pack")
	out, status := s.approved(t, "git push --force origin main; git -C "+other+" push --force origin main")
	if status != 0 || !s.landed(t) || !s.published(otherRemote) {
		t.Fatalf("the approved pushes: %d\n%s", status, out)
	}
	for _, name := range []string{"proj", "other"} {
		if _, err := os.Stat(mark(name)); err != nil {
			t.Errorf("the receivepack %s bound did not run: %v", name, err)
		}
	}
}

// core.sshCommand set after the check does not replace the ssh program
// the approval bound (here GIT_SSH, which the setting would override).
func TestApprovedPushRunsNoSSHCommandSetAfterTheCheck(t *testing.T) {
	s := newGitScene(t)
	s.commit(t, "two")
	mark := filepath.Join(s.g.dir, "ssh-ran")
	fake := filepath.Join(s.g.dir, "fake-ssh")
	write(t, fake, "#!/bin/sh\ntouch "+mark+"\nexit 1\n", 0o755)
	s.git(t, s.proj, "remote", "add", "far", "ssh://far.invalid/repo.git")
	s.plantConfig(t, "[core]\n\tsshCommand = "+s.evil()+"; exit 1; #\n")
	out, status := s.approved(t, "sh ./plant.sh; git push --force far main", "GIT_SSH="+fake)
	s.survived(t)
	if status == 0 {
		t.Errorf("the push to the fake host succeeded:\n%s", out)
	}
	if _, err := os.Stat(mark); err != nil {
		t.Errorf("the bound ssh program did not run: %v\n%s", err, out)
	}
}

// gitRemoteHTTP reports whether git can speak HTTP here.
func gitRemoteHTTP(git string) bool {
	out, err := exec.Command(git, "--exec-path").Output()
	if err != nil {
		return false
	}
	_, err = os.Stat(filepath.Join(strings.TrimSpace(string(out)), "git-remote-http"))
	return err == nil
}
