package loop_test

import (
	"os"
	"path/filepath"
	"testing"

	"gatesh/enforce"
)

// The verifier's text is the operator's, but the script it runs is the
// worker's to write: the loop runs it through gatesh, so under Landlock
// a script the worker rewrote cannot write outside the project (R7 of the
// second red team round).
func TestVerifierRunsThroughTheGate(t *testing.T) {
	if enforce.ProbeABI() < enforce.MinABI {
		t.Skip("skipping: the kernel has no usable Landlock")
	}
	base, err := os.MkdirTemp("/var/tmp", "gatesh-loop-verify-")
	if err != nil {
		t.Skipf("skipping: no folder outside /tmp to test in: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	t.Setenv("TMPDIR", base)
	f := newFixture(t)
	must(t, os.MkdirAll(f.home, 0o700))
	must(t, os.WriteFile(filepath.Join(f.home, "config.toml"), []byte("enforce = \"landlock\"\n"), 0o600))
	victim := filepath.Join(base, "victim")
	must(t, os.MkdirAll(victim, 0o755))
	must(t, os.WriteFile(filepath.Join(victim, "keep.txt"), []byte("keep\n"), 0o644))
	f.writeFile("check.sh", "grep -qx ok ok.txt\n")
	f.git("add", "check.sh")
	f.git("commit", "-qm", "verifier script")
	f.plan(turn{Write: map[string]string{"ok.txt": "ok\n", "check.sh": "rm -rf " + victim + "\nexit 0\n"}, Result: result("done", "ok")})
	f.run(f.spec("sh check.sh"))
	if got, err := os.ReadFile(filepath.Join(victim, "keep.txt")); err != nil || string(got) != "keep\n" {
		t.Fatalf("the verifier's script, as the worker rewrote it, ran unrestricted: %q %v", got, err)
	}
	found := false
	for _, rec := range f.audit() {
		if rec["event"] == "decision" && rec["command"] == "sh check.sh" {
			found = true
		}
	}
	if !found {
		t.Error("gatesh decided nothing on the verifier")
	}
}

// The loop's own snapshots of the work tree (git add to a scratch index)
// run no clean filter that the repository's config names: a program the
// worker planted there would run outside the gate (R7).
func TestSnapshotRunsNoFilter(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	victim := filepath.Join(f.root, "filter-ran")
	cfg, err := os.OpenFile(filepath.Join(f.repo, ".git", "config"), os.O_WRONLY|os.O_APPEND, 0)
	must(t, err)
	_, err = cfg.WriteString("[filter \"evil\"]\n\tclean = touch " + victim + "; cat\n\tsmudge = touch " + victim + "; cat\n[filter \"a.b\"]\n\tprocess = touch " + victim + "\n")
	must(t, err)
	must(t, cfg.Close())
	f.plan(turn{Write: map[string]string{"ok.txt": "ok\n", ".gitattributes": "* filter=evil\n*.txt filter=a.b\n"}, Result: result("done", "ok")})
	f.run(f.spec(verifyOK))
	if _, err := os.Stat(victim); err == nil {
		t.Fatal("the loop's git add ran a filter the repository's config names")
	}
}

// Nor does it run a hook the worker planted, in the repository's hooks
// folder or in one its config names (red team, third round, F3).
func TestSnapshotRunsNoHook(t *testing.T) {
	t.Parallel()
	for _, where := range []string{"hooks folder", "core.hooksPath"} {
		t.Run(where, func(t *testing.T) {
			f := newFixture(t)
			victim := filepath.Join(f.root, "hook-ran")
			hooks := filepath.Join(f.repo, ".git", "hooks")
			if where == "core.hooksPath" {
				hooks = filepath.Join(f.root, "planted-hooks")
				cfg, err := os.OpenFile(filepath.Join(f.repo, ".git", "config"), os.O_WRONLY|os.O_APPEND, 0)
				must(t, err)
				_, err = cfg.WriteString("[core]\n\thooksPath = " + hooks + "\n")
				must(t, err)
				must(t, cfg.Close())
			}
			must(t, os.MkdirAll(hooks, 0o755))
			for _, hook := range []string{"post-index-change", "post-checkout", "reference-transaction"} {
				must(t, os.WriteFile(filepath.Join(hooks, hook), []byte("#!/bin/sh\ntouch "+victim+"\n"), 0o755))
			}
			f.plan(turn{Write: map[string]string{"ok.txt": "ok\n"}, Result: result("done", "ok")})
			f.run(f.spec(verifyOK))
			if _, err := os.Stat(victim); err == nil {
				t.Fatal("the loop's own git ran a hook the worker planted")
			}
		})
	}
}
