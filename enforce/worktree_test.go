package enforce

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// A linked worktree's git folders are writable to its commands only when
// they are what git made for it: its .git file is the project's, and a
// green command that rewrites it must not make a folder of its choosing
// writable to the next command (red team, third round, F1).
func TestWorktreeGitDirsAreGitsOwn(t *testing.T) {
	needs.Program(t, "git")
	base := t.TempDir()
	repo := filepath.Join(base, "repo")
	wt := filepath.Join(base, "wt")
	git := func(dir string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+base,
			"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	if err := os.MkdirAll(repo, 0o755); err != nil {
		t.Fatal(err)
	}
	git(repo, "init", "-q")
	git(repo, "commit", "-q", "--allow-empty", "-m", "first")
	git(repo, "worktree", "add", "-q", wt)

	top, dirs := findProject(wt)
	common := filepath.Join(repo, ".git")
	if top != wt || !slices.Contains(dirs, filepath.Join(common, "worktrees", "wt")) || !slices.Contains(dirs, common) {
		t.Fatalf("a worktree git made: project %s, git folders %v; want %s with its gitdir and %s", top, dirs, wt, common)
	}

	victim := filepath.Join(base, "victim")
	fake := filepath.Join(base, "other", "worktrees", "x")
	for _, m := range []string{victim, fake} {
		if err := os.MkdirAll(m, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// A folder that names some other worktree back, and one laid out like
	// git's but naming nobody.
	if err := os.WriteFile(filepath.Join(fake, "gitdir"), []byte(filepath.Join(base, "elsewhere", ".git")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(fake, "commondir"), []byte("../..\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{victim, fake, common, filepath.Join(base, "other")} {
		if err := os.WriteFile(filepath.Join(wt, ".git"), []byte("gitdir: "+target+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, dirs := findProject(wt); len(dirs) != 0 {
			t.Errorf(".git rewritten to name %s: the folders %v would be writable", target, dirs)
		}
	}
	// A .git file longer than git writes one is not read, however its
	// first line reads.
	long := "gitdir: " + filepath.Join(common, "worktrees", "wt") + "\n" + strings.Repeat("#", 4096) + "\n"
	if err := os.WriteFile(filepath.Join(wt, ".git"), []byte(long), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, dirs := findProject(wt); len(dirs) != 0 {
		t.Errorf("a .git file of %d bytes: the folders %v would be writable", len(long), dirs)
	}
}

// ProjectOf is the project NewPolicy gives with nothing but the working
// folder known.
func TestProjectOfIsNewPolicys(t *testing.T) {
	needs.Program(t, "git")
	base := t.TempDir()
	repo := filepath.Join(base, "repo")
	wt := filepath.Join(base, "wt")
	for _, d := range []string{filepath.Join(repo, "src", "deep"), filepath.Join(base, "plain", "sub"), filepath.Join(base, "bare.git")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"-C", repo, "init", "-q"},
		{"-C", repo, "commit", "-q", "--allow-empty", "-m", "first"},
		{"-C", repo, "worktree", "add", "-q", wt},
		{"init", "-q", "--bare", filepath.Join(base, "bare.git")},
	} {
		cmd := exec.Command("git", args...)
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+base,
			"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	for _, cwd := range []string{repo, filepath.Join(repo, "src", "deep"), filepath.Join(repo, ".git"), wt,
		filepath.Join(base, "plain", "sub"), filepath.Join(base, "bare.git"), filepath.Join(base, "bare.git", "hooks"),
		"/", "/usr/bin", "/etc", base} {
		want := NewPolicy(Inputs{Cwd: cwd}).Project
		if got := ProjectOf(cwd); got != want {
			t.Errorf("ProjectOf(%s) = %q, NewPolicy's %q", cwd, got, want)
		}
	}
}
