package shim

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// The fourth red team's G3: the working folder is the agent's to name
// (Codex's exec_command takes one per call), and the kernel let a green
// command write the project it gives. Run from a folder whose code runs
// outside any restriction, a green project script planted a program
// there, which gatesh's own probe and an approved command then ran
// unrestricted.

// plantWorld is an enforceWorld whose project has a script that writes
// a program named git into the folder it runs from; that program appends
// to w.base/planted.log, a file no restricted command may write, and then
// runs the real git.
func plantWorld(t *testing.T) (*enforceWorld, string) {
	t.Helper()
	w := newEnforceWorld(t)
	exe, err := os.Stat(os.Args[0])
	must(t, err)
	realGit, err := findOther("git", os.Getenv("PATH"), exe)
	needs.Check(t, "git", err)
	marker := filepath.Join(w.base, "planted.log")
	w.writeFile(t, "tools/fakegit", "#!/bin/sh\necho \"planted git ran: $*\" >> "+marker+"\nexec "+realGit+" \"$@\"\n")
	w.writeFile(t, "tools/plant.sh", "#!/bin/sh\nrm -f ./git && cp "+w.project+"/tools/fakegit ./git && chmod +x ./git\n")
	must(t, os.Chmod(filepath.Join(w.project, "tools/plant.sh"), 0o755))
	return w, marker
}

// pathFirst is w's PATH with dirs first.
func (w *enforceWorld) pathFirst(dirs ...string) string {
	for _, e := range w.env {
		if p, ok := strings.CutPrefix(e, "PATH="); ok {
			return "PATH=" + strings.Join(dirs, ":") + ":" + p
		}
	}
	return "PATH=" + strings.Join(dirs, ":")
}

// A green command run from a folder gatesh trusts is held, not run with
// that folder writable: a folder on PATH (a dot-folder of the home or
// not), an agent's settings folder, a bare repository's hooks and another
// repository's git folder. Nothing is planted, and the probe of a green
// command in the project then runs no planted git.
func TestWorkingFolderThatGateshTrustsIsHeld(t *testing.T) {
	w, marker := plantWorld(t)
	localBin, homeBin := filepath.Join(w.home, ".local/bin"), filepath.Join(w.home, "bin")
	other := filepath.Join(w.base, "other")
	w.git(t, "init", "-q", other)
	path := w.pathFirst(localBin, homeBin)
	for _, dir := range []string{
		localBin,
		homeBin,
		filepath.Join(w.home, ".claude"),
		filepath.Join(w.home, ".codex"),
		filepath.Join(w.remote, "hooks"),
		filepath.Join(other, ".git", "hooks"),
	} {
		t.Run(strings.TrimPrefix(dir, w.base+"/"), func(t *testing.T) {
			must(t, os.MkdirAll(dir, 0o755))
			out, status := w.runIn(t, dir, w.project+"/tools/plant.sh", path)
			if _, err := os.Lstat(filepath.Join(dir, "git")); err == nil {
				t.Fatalf("a green command run from %s planted git there (status %d): %s", dir, status, out)
			}
			if status != ExitHeld || !strings.Contains(out, "enforce-workdir") {
				t.Errorf("status %d, want held as enforce-workdir: %s", status, out)
			}
		})
	}
	// A folder the command itself puts on PATH.
	cmdBin := filepath.Join(w.base, "cmdbin")
	must(t, os.MkdirAll(cmdBin, 0o755))
	out, status := w.runIn(t, cmdBin, "PATH="+cmdBin+":$PATH "+w.project+"/tools/plant.sh", path)
	if _, err := os.Lstat(filepath.Join(cmdBin, "git")); err == nil || status != ExitHeld {
		t.Errorf("run from a folder the command puts on PATH: status %d: %s", status, out)
	}
	if out, status := w.run(t, "touch scratch.txt && rm scratch.txt", path); status != 0 {
		t.Fatalf("a green command in the project: %d %s", status, out)
	}
	if got, err := os.ReadFile(marker); err == nil {
		t.Fatalf("a planted git ran: %s", got)
	}
	// explain says so.
	c := exec.Command(filepath.Join(w.bin, "gatesh"), "explain", "-c", "true")
	c.Dir, c.Env = localBin, append(append([]string(nil), w.env...), path)
	if out, _ := c.CombinedOutput(); !strings.Contains(string(out), "would be held (enforce-workdir)") {
		t.Errorf("explain from %s:\n%s", localBin, out)
	}
	// The project itself stays writable.
	if out, status := w.run(t, "./tools/plant.sh", path); status != 0 {
		t.Fatalf("the script in its own project: %d %s", status, out)
	}
	w.victimIntact(t)
}

// gatesh's own probe and an approved command take no program from a
// folder a green command could write from another working folder: here
// ~/.local/bin/git links to a tool's folder (a project of its own, and
// so writable from there), where a green command replaced it.
func TestNoProgramFromAnotherWorkingFoldersProject(t *testing.T) {
	w, marker := plantWorld(t)
	exe, err := os.Stat(os.Args[0])
	must(t, err)
	realGit, err := findOther("git", os.Getenv("PATH"), exe)
	must(t, err)
	localBin := filepath.Join(w.home, ".local/bin")
	tool := filepath.Join(w.base, "devtools")
	must(t, os.MkdirAll(localBin, 0o755))
	must(t, os.MkdirAll(tool, 0o755))
	must(t, os.Symlink(realGit, filepath.Join(tool, "git")))
	must(t, os.Symlink(filepath.Join(tool, "git"), filepath.Join(localBin, "git")))
	path := w.pathFirst(localBin)
	c := exec.Command(filepath.Join(w.bin, "gatesh"), "init")
	c.Env = w.env
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("gatesh init: %v\n%s", err, out)
	}

	// devtools is an ordinary folder: a green command run from there
	// may write it.
	if out, status := w.runIn(t, tool, w.project+"/tools/plant.sh", path); status != 0 {
		t.Fatalf("plant in devtools: %d %s", status, out)
	}
	if fi, err := os.Lstat(filepath.Join(tool, "git")); err != nil || !fi.Mode().IsRegular() {
		t.Fatalf("the test's plant did not happen: %v", err)
	}

	// The probe of a green command in the project runs git.
	if out, status := w.run(t, "touch scratch.txt && rm scratch.txt", path); status != 0 {
		t.Fatalf("a green command in the project: %d %s", status, out)
	}
	if got, err := os.ReadFile(marker); err == nil {
		t.Fatalf("gatesh's probe ran the planted git: %s", got)
	}

	// An approved push would run the git PATH names, unrestricted.
	cmd := "git push --force origin main"
	if out, status := w.run(t, cmd, path); status != ExitHeld {
		t.Fatalf("push: %d, want held: %s", status, out)
	}
	ids, _ := filepath.Glob(filepath.Join(w.gatesh, "queue", "*.json"))
	if len(ids) != 1 {
		t.Fatalf("%d requests, want 1", len(ids))
	}
	id := strings.TrimSuffix(filepath.Base(ids[0]), ".json")
	// show lists the program the approved push would run, where a green
	// command could have planted it.
	c = exec.Command(filepath.Join(w.bin, "gatesh"), "show", id)
	c.Env = w.env
	shown, err := c.CombinedOutput()
	if err != nil {
		t.Fatalf("show: %v\n%s", err, shown)
	}
	if !strings.Contains(string(shown), "program git: "+filepath.Join(localBin, "git")) || !strings.Contains(string(shown), tool) {
		t.Errorf("show does not list the planted git:\n%s", shown)
	}
	c = exec.Command(filepath.Join(w.bin, "gatesh"), "approve", id)
	c.Env = w.env
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("approve: %v\n%s", err, out)
	}
	out, status := w.run(t, cmd, path)
	if got, err := os.ReadFile(marker); err == nil {
		t.Fatalf("the approved push ran the planted git: %s", got)
	}
	if status == 0 || !strings.Contains(out, tool) {
		t.Errorf("the approved push: status %d, want refused naming %s: %s", status, tool, out)
	}
}
