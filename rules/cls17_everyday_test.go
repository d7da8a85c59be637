package rules_test

import (
	"path"
	"testing"

	"gatesh/rules"
)

// TestCls17WorktreeMainCheckout checks that a linked worktree kept inside
// its repository (<main>/.worktrees/<name>, <main>/.claude/worktrees/<name>)
// counts the main checkout as the project: the agent runs the project's
// tests there and moves its files back (traffic6's Automaker sessions).
// What leaves the repository, a secret, the repository's own machinery
// and the gate stay held.
func TestCls17WorktreeMainCheckout(t *testing.T) {
	const home = "/home/dev"
	const main = home + "/code/app"
	for _, cwd := range []string{main + "/.worktrees/feature-x", main + "/.claude/worktrees/brave-owl/web"} {
		set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
		if err != nil {
			t.Fatal(err)
		}
		checkTiers(t, set, cwd, home, []tierCase{
			{"worktree", `cd ` + main + ` && npx playwright test tests/x.spec.ts --reporter=list`, "pass"},
			{"worktree", `cd ` + main + ` && pnpm exec playwright test tests/vercel-config.spec.ts`, "pass"},
			{"worktree", `cd ` + main + ` && frobtool build ./src`, "pass"},
			{"worktree", `mv ` + cwd + `/tests/a.spec.ts ` + main + `/tests/a.spec.ts`, "pass"},
			{"worktree", `cp ` + main + `/src/a.ts src/a.ts`, "pass"},
			{"worktree", `rm ` + main + `/tests/vercel-config.spec.ts`, "pass"},
			{"worktree", `frobtool --out ` + main + `/dist/x.js`, "pass"},
			// Beside or above the main checkout is outside.
			{"worktree", `cd ` + main + ` && frobtool ../other/x.txt`, "held"},
			{"worktree", `cd ` + main + `/.. && frobtool other/x.txt`, "held"},
			{"worktree", `cd ` + path.Dir(main) + ` && npx playwright test tests/x.spec.ts`, "held"},
			{"worktree", `rm ` + path.Dir(main) + `/other/x.txt`, "held"},
			{"worktree", `mv a.txt ` + path.Dir(main) + `/other/a.txt`, "held"},
			{"worktree", `frobtool --out ` + home + `/x.js`, "held"},
			{"worktree", `cd ` + main + ` && frobtool ~/.bashrc`, "held"},
			// The main checkout's secrets, hooks, history and gate files
			// are what they are anywhere.
			{"worktree", `cat ` + main + `/.env`, "held"},
			{"worktree", `cd ` + main + ` && cat .env`, "held"},
			{"worktree", `cp hook.sh ` + main + `/.git/hooks/pre-commit`, "held"},
			{"worktree", `cd ` + main + ` && rm -rf .git`, "held"},
			{"worktree", `rm -rf ` + main + `/src`, "held"},
			{"worktree", `cd ` + main + ` && git push --force origin main`, "held"},
		})
	}
}

// TestCls17WorktreeRootNeedsARepository checks where a folder named
// .worktrees does not make its parent the project: a home folder, a
// folder of projects (no .git when the file system is asked), the root.
func TestCls17WorktreeRootNeedsARepository(t *testing.T) {
	const home = "/home/dev"
	noGit := func(string) bool { return false }
	for _, tc := range []struct {
		cwd    string
		exists func(string) bool
		target string
	}{
		{home + "/.worktrees/x", nil, home + "/notes.txt"},
		{home + "/code/.worktrees/x", noGit, home + "/code/other/x.txt"},
		{"/srv/.worktrees/x", nil, "/srv/site/x.txt"},
		{"/.worktrees/x", nil, "/home/dev/x.txt"},
	} {
		set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: tc.cwd, Exists: tc.exists})
		if err != nil {
			t.Fatal(err)
		}
		checkTiers(t, set, tc.cwd, home, []tierCase{
			{"not-a-worktree", `rm ` + tc.target, "held"},
			{"not-a-worktree", `frobtool --out ` + tc.target, "held"},
		})
	}
	// With a .git there, the same place is the repository's.
	hasGit := func(p string) bool { return p == home+"/code/app/.git" }
	cwd := home + "/code/app/.worktrees/x"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd, Exists: hasGit})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, cwd, home, []tierCase{{"worktree", `rm ` + home + `/code/app/tests/x.ts`, "pass"}})
}
