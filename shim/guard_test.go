package shim

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/audit"
)

// A git project with a bare remote it pushed main to, and a victim
// folder that a hook planted by the agent would delete.
type gitScene struct {
	g                    *gateshEnv
	proj, remote, victim string
	realGit              string // the person's git
}

func newGitScene(t *testing.T) *gitScene {
	t.Helper()
	g := newGateshEnv(t)
	// The real git on PATH, not this binary's git link: what is tested is
	// the window where git itself acts.
	var path []string
	for _, d := range filepath.SplitList(os.Getenv("PATH")) {
		if p := os.Getenv(programsEnv); p == "" || !strings.HasPrefix(d, p) {
			path = append(path, d)
		}
	}
	g.env[0] = "PATH=" + strings.Join(path, string(filepath.ListSeparator))
	realGit := ""
	for _, d := range path {
		if p := filepath.Join(d, "git"); exec.Command(p, "--version").Run() == nil {
			realGit = p
			break
		}
	}
	if realGit == "" {
		t.Skip("git is not installed")
	}
	s := &gitScene{g: g, proj: filepath.Join(g.dir, "proj"), remote: filepath.Join(g.dir, "remote.git"), victim: filepath.Join(g.dir, "victim"), realGit: realGit}
	must(t, os.Mkdir(s.victim, 0o755))
	s.git(t, g.dir, "init", "-q", "--bare", "-b", "main", s.remote)
	s.git(t, g.dir, "init", "-q", "-b", "main", s.proj)
	s.git(t, s.proj, "config", "user.email", "a@example.com")
	s.git(t, s.proj, "config", "user.name", "A")
	s.git(t, s.proj, "remote", "add", "origin", s.remote)
	s.commit(t, "one")
	s.git(t, s.proj, "push", "-q", "origin", "main")
	s.git(t, s.proj, "branch", "-q", "-u", "origin/main")
	return s
}

// git runs the real git, as a person at the machine would: not gated.
func (s *gitScene) git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command(s.realGit, args...)
	cmd.Dir = dir
	cmd.Env = append(append([]string{}, s.g.env...), "GIT_CONFIG_NOSYSTEM=1", "GIT_ALLOW_PROTOCOL=file")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return strings.TrimSpace(string(out))
}

func (s *gitScene) commit(t *testing.T, msg string) string {
	t.Helper()
	must(t, os.WriteFile(filepath.Join(s.proj, msg+".txt"), []byte(msg+"\n"), 0o644))
	s.git(t, s.proj, "add", msg+".txt")
	s.git(t, s.proj, "commit", "-q", "-m", msg)
	return s.git(t, s.proj, "rev-parse", "HEAD")
}

// agent runs text through gatesh from the project, as the agent's shell.
func (s *gitScene) agent(t *testing.T, text string, env ...string) (string, int) {
	t.Helper()
	cmd := s.g.command("-c", text)
	cmd.Dir = s.proj
	cmd.Env = append(cmd.Env, env...)
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	status := exitStatusOf(cmd.Run())
	return out.String(), status
}

// approved holds text, has the operator approve it, and runs it again.
func (s *gitScene) approved(t *testing.T, text string, env ...string) (string, int) {
	t.Helper()
	out, status := s.agent(t, text, env...)
	if status != ExitHeld {
		t.Fatalf("%q was not held: %d\n%s", text, status, out)
	}
	if _, errOut, status := s.g.run(t, "approve", requestID(t, out)); status != 0 {
		t.Fatalf("approve: %s", errOut)
	}
	return s.agent(t, text, env...)
}

// evilRemote adds the remote evil, another repository, and returns it.
func (s *gitScene) evilRemote(t *testing.T) string {
	t.Helper()
	evil := filepath.Join(s.g.dir, "evil.git")
	s.git(t, s.g.dir, "init", "-q", "--bare", "-b", "main", evil)
	s.git(t, s.proj, "remote", "add", "evil", evil)
	return evil
}

// published reports whether the repository at dir has a main branch.
func (s *gitScene) published(dir string) bool {
	return exec.Command(s.realGit, "-C", dir, "rev-parse", "--verify", "-q", "main").Run() == nil
}

// write writes a file of the scene (never through a shell).
func write(t *testing.T, path, data string, mode os.FileMode) {
	t.Helper()
	must(t, os.MkdirAll(filepath.Dir(path), 0o755))
	must(t, os.WriteFile(path, []byte(data), mode))
}

func (s *gitScene) survived(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(s.victim); err != nil {
		t.Errorf("the victim is gone: something the approval did not bind ran: %v", err)
	}
}

// R3: a hook planted after the check, before git runs it (here by the
// approved script's own first step; a background process woken by the
// gate's "run" record does the same), does not run, and git stops.
func TestApprovedPushRunsNoHookPlantedAfterTheCheck(t *testing.T) {
	s := newGitScene(t)
	s.commit(t, "two")
	before := s.git(t, s.remote, "rev-parse", "main")
	write(t, filepath.Join(s.proj, "plant.sh"), "printf '#!/bin/sh\\nrm -rf "+s.victim+"\\n' > .git/hooks/pre-push\nchmod +x .git/hooks/pre-push\n", 0o644)
	out, status := s.approved(t, "sh ./plant.sh; git push --force origin main")
	s.survived(t)
	if status == 0 || !strings.Contains(out, "is not one the approval bound") {
		t.Errorf("status %d, want git stopped with a reason:\n%s", status, out)
	}
	if got := s.git(t, s.remote, "rev-parse", "main"); got != before {
		t.Errorf("the push landed: remote main is %s", got)
	}
	var stopped []string
	must(t, audit.Scan(filepath.Join(s.g.home, "audit.jsonl"), func(r audit.Record) error {
		if r.Event == audit.EventGitStopped {
			stopped = append(stopped, r.Reason)
		}
		return nil
	}))
	if len(stopped) != 1 || !strings.Contains(stopped[0], "pre-push") {
		t.Errorf("the log's git_stopped records: %q, want one naming the hook", stopped)
	}
}

// R3: a hook that was there when the approval was given runs as it was.
func TestApprovedPushRunsTheBoundHook(t *testing.T) {
	s := newGitScene(t)
	s.commit(t, "two")
	mark := filepath.Join(s.g.dir, "hook-ran")
	write(t, filepath.Join(s.proj, ".git", "hooks", "pre-push"), "#!/bin/sh\ncat >/dev/null\necho \"$1\" > "+mark+"\n", 0o755)
	out, status := s.approved(t, "git push --force origin main")
	if status != 0 {
		t.Fatalf("the approved push: %d\n%s", status, out)
	}
	if got, err := os.ReadFile(mark); err != nil || strings.TrimSpace(string(got)) != "origin" {
		t.Errorf("the bound hook did not run as git runs it: %q %v", got, err)
	}
	if s.git(t, s.remote, "rev-parse", "main") != s.git(t, s.proj, "rev-parse", "main") {
		t.Error("the approved push did not land")
	}
}

// R3: the branch moved after the check to a commit nobody was shown is
// not published.
func TestApprovedPushPublishesNoCommitMovedInAfterTheCheck(t *testing.T) {
	s := newGitScene(t)
	shown := s.commit(t, "two")
	tree := s.git(t, s.proj, "rev-parse", "HEAD^{tree}")
	hidden := s.git(t, s.proj, "commit-tree", "-p", shown, "-m", "hidden", tree)
	write(t, filepath.Join(s.proj, "move.sh"), "git update-ref refs/heads/main "+hidden+"\n", 0o644)
	out, status := s.approved(t, "sh ./move.sh; git push --force origin main")
	if got := s.git(t, s.remote, "rev-parse", "main"); got == hidden {
		t.Fatalf("the remote's main is the commit nobody was shown:\n%s", out)
	}
	if status == 0 || !strings.Contains(out, "which the approval did not bind") {
		t.Errorf("status %d, want git stopped with a reason:\n%s", status, out)
	}
}

// R4 and F10: a push remote set after the check does not move the
// approved push: it lands where it was bound (the branch's push remote
// is pinned), never on the other.
func TestApprovedPushGoesNowhereElseAfterTheCheck(t *testing.T) {
	s := newGitScene(t)
	s.commit(t, "two")
	evil := s.evilRemote(t)
	write(t, filepath.Join(s.proj, "redirect.sh"), "git config branch.main.pushRemote evil\n", 0o644)
	out, status := s.approved(t, "sh ./redirect.sh; git push --force")
	if s.published(evil) {
		t.Fatalf("the approved push published to another repository:\n%s", out)
	}
	if status != 0 || !s.landed(t) {
		t.Errorf("status %d, want the push landed where it was bound:\n%s", status, out)
	}
}

// R4: a URL rewrite set after the check (pushInsteadOf) sends the
// approved push nowhere.
func TestApprovedPushGoesToNoOtherURLAfterTheCheck(t *testing.T) {
	s := newGitScene(t)
	s.commit(t, "two")
	evil := filepath.Join(s.g.dir, "evil.git")
	s.git(t, s.g.dir, "init", "-q", "--bare", "-b", "main", evil)
	write(t, filepath.Join(s.proj, "rewrite.sh"), "git config url."+evil+".pushInsteadOf "+s.remote+"\n", 0o644)
	out, status := s.approved(t, "sh ./rewrite.sh; git push --force origin main")
	if s.published(evil) {
		t.Fatalf("the approved push published to another repository:\n%s", out)
	}
	if status == 0 || !strings.Contains(out, "git pushes to "+evil) {
		t.Errorf("status %d, want git stopped naming the URL:\n%s", status, out)
	}
}

// R4: a push remote set between the approval and the run is a new
// request: gatesh reads where the push lands as git does.
func TestPushRemoteSetAfterTheApprovalIsANewRequest(t *testing.T) {
	s := newGitScene(t)
	s.commit(t, "two")
	evil := s.evilRemote(t)
	text := "git push --force"
	out, status := s.agent(t, text)
	if status != ExitHeld {
		t.Fatalf("not held: %d\n%s", status, out)
	}
	if _, errOut, status := s.g.run(t, "approve", requestID(t, out)); status != 0 {
		t.Fatalf("approve: %s", errOut)
	}
	s.git(t, s.proj, "config", "branch.main.pushRemote", "evil")
	out, status = s.agent(t, text)
	if s.published(evil) {
		t.Fatalf("the approved push published to another repository:\n%s", out)
	}
	if status != ExitHeld || !strings.Contains(out, "branch.main.pushremote") {
		t.Errorf("status %d, want a new hold naming the setting:\n%s", status, out)
	}
}

// withSubmodule gives the project a submodule sub, with a commit the
// superproject records that its remote has not got: a push with
// --recurse-submodules=on-demand pushes the submodule first.
func (s *gitScene) withSubmodule(t *testing.T) (subGitDir, subRemote string) {
	t.Helper()
	subRemote = filepath.Join(s.g.dir, "sub.git")
	src := filepath.Join(s.g.dir, "subsrc")
	s.git(t, s.g.dir, "init", "-q", "--bare", "-b", "main", subRemote)
	s.git(t, s.g.dir, "init", "-q", "-b", "main", src)
	write(t, filepath.Join(src, "a.txt"), "a\n", 0o644)
	s.git(t, src, "add", "a.txt")
	s.git(t, src, "-c", "user.email=a@example.com", "-c", "user.name=A", "commit", "-q", "-m", "a")
	s.git(t, src, "push", "-q", subRemote, "main")
	s.git(t, s.proj, "-c", "protocol.file.allow=always", "submodule", "add", "-q", subRemote, "sub")
	s.git(t, s.proj, "commit", "-q", "-m", "add sub")
	s.git(t, s.proj, "push", "-q", "origin", "main")
	sub := filepath.Join(s.proj, "sub")
	write(t, filepath.Join(sub, "b.txt"), "b\n", 0o644)
	s.git(t, sub, "add", "b.txt")
	s.git(t, sub, "-c", "user.email=a@example.com", "-c", "user.name=A", "commit", "-q", "-m", "b")
	s.git(t, s.proj, "add", "sub")
	s.git(t, s.proj, "commit", "-q", "-m", "bump sub")
	return filepath.Join(s.proj, ".git", "modules", "sub"), subRemote
}

// R5: a submodule's hook planted after the approval of a push that
// pushes submodules is a new request; the hook does not run.
func TestSubmoduleHookPlantedAfterTheApprovalIsANewRequest(t *testing.T) {
	s := newGitScene(t)
	subGitDir, subRemote := s.withSubmodule(t)
	text := "git push --force --recurse-submodules=on-demand origin main"
	out, status := s.agent(t, text)
	if status != ExitHeld {
		t.Fatalf("not held: %d\n%s", status, out)
	}
	id := requestID(t, out)
	shown, _, _ := s.g.run(t, "show", id)
	if !strings.Contains(shown, "every local refs/heads and refs/tags of "+subGitDir) {
		t.Errorf("show does not name the submodule:\n%s", shown)
	}
	if _, errOut, status := s.g.run(t, "approve", id); status != 0 {
		t.Fatalf("approve: %s", errOut)
	}
	write(t, filepath.Join(subGitDir, "hooks", "pre-push"), "#!/bin/sh\nrm -rf "+s.victim+"\n", 0o755)
	out, status = s.agent(t, text)
	s.survived(t)
	if status != ExitHeld || !strings.Contains(out, filepath.Join(subGitDir, "hooks", "pre-push")) {
		t.Errorf("status %d, want a new hold naming the hook:\n%s", status, out)
	}
	if s.git(t, subRemote, "log", "--format=%s", "-1", "main") != "a" {
		t.Error("the submodule was pushed")
	}
}

// R5 and R3: a submodule's hook planted while the approved push runs
// does not run, and git stops.
func TestSubmoduleHookPlantedAfterTheCheckDoesNotRun(t *testing.T) {
	s := newGitScene(t)
	subGitDir, _ := s.withSubmodule(t)
	hook := filepath.Join(subGitDir, "hooks", "pre-push")
	write(t, filepath.Join(s.proj, "plant.sh"), "printf '#!/bin/sh\\nrm -rf "+s.victim+"\\n' > "+hook+"\nchmod +x "+hook+"\n", 0o644)
	out, status := s.approved(t, "sh ./plant.sh; git push --force --recurse-submodules=on-demand origin main")
	s.survived(t)
	if status == 0 || !strings.Contains(out, "is not one the approval bound") {
		t.Errorf("status %d, want git stopped with a reason:\n%s", status, out)
	}
}

// R6: a startup file bash reads, changed after the approval, makes the
// command a new request; it does not run.
func TestStartupFileChangedAfterTheApprovalIsANewRequest(t *testing.T) {
	s := newGitScene(t)
	s.commit(t, "two")
	startup := filepath.Join(s.proj, "env.sh")
	write(t, startup, "export LC_ALL=C\n", 0o644)
	text := "git push --force origin main"
	out, status := s.agent(t, text, "BASH_ENV="+startup)
	if status != ExitHeld {
		t.Fatalf("not held: %d\n%s", status, out)
	}
	if _, errOut, status := s.g.run(t, "approve", requestID(t, out)); status != 0 {
		t.Fatalf("approve: %s", errOut)
	}
	write(t, startup, "rm -rf "+s.victim+"\n", 0o644)
	out, status = s.agent(t, text, "BASH_ENV="+startup)
	s.survived(t)
	if status != ExitHeld || !strings.Contains(out, "BASH_ENV") {
		t.Errorf("status %d, want a new hold naming BASH_ENV:\n%s", status, out)
	}
}

// R6: the approved command runs the startup file as bound, from the
// gate's copy, and without the loader's variables.
func TestApprovedRunHasNoLoaderVariables(t *testing.T) {
	s := newGitScene(t)
	startup := filepath.Join(s.proj, "env.sh")
	write(t, startup, "export FROM_STARTUP=yes\n", 0o644)
	dump := filepath.Join(s.g.dir, "env.out")
	lib := filepath.Join(s.proj, "lib.so") // a library a green command built
	out, status := s.approved(t, "rm -rf "+s.victim+"; env > "+dump, "BASH_ENV="+startup, "LD_PRELOAD="+lib, "LD_AUDIT="+lib, "LD_LIBRARY_PATH="+s.proj)
	if status != 0 {
		t.Fatalf("the approved command: %d\n%s", status, out)
	}
	env, err := os.ReadFile(dump)
	must(t, err)
	for _, line := range strings.Split(string(env), "\n") {
		if strings.HasPrefix(line, "LD_") {
			t.Errorf("the approved command ran with %s", line)
		}
		if v, ok := strings.CutPrefix(line, "BASH_ENV="); ok && v == startup {
			t.Errorf("the approved command read the startup file from where the agent can change it: %s", line)
		}
	}
	if !strings.Contains(string(env), "FROM_STARTUP=yes") {
		t.Errorf("the bound startup file was not read:\n%s", env)
	}
}

// The gate's pre-push lets the approved push through as it was bound:
// with push.followTags, the annotated tags it follows too.
func TestApprovedPushWithFollowTagsLands(t *testing.T) {
	s := newGitScene(t)
	head := s.commit(t, "two")
	s.git(t, s.proj, "tag", "-a", "-m", "v1", "v1")
	s.git(t, s.proj, "config", "push.followTags", "true")
	out, status := s.approved(t, "git push --force origin main")
	if status != 0 {
		t.Fatalf("the approved push: %d\n%s", status, out)
	}
	if s.git(t, s.remote, "rev-parse", "main") != head || s.git(t, s.remote, "rev-parse", "v1^{}") != head {
		t.Errorf("the approved push did not land with its tag:\n%s", out)
	}
}
