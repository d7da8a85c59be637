package undo

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/rules"
)

// dayCase is one command of an agent's day, run against a repository in
// a known state. dangerous says whether running it there would lose work
// nobody can restore alone, or be seen by others.
type dayCase struct {
	repo      string // "clean" or "dirty"
	cmd       string
	dangerous bool
}

// dayRepos sets up the two repositories of the day. clean has nothing
// uncommitted but ignored build output; dirty has edits, staged work,
// untracked files, a stash entry and an unmerged branch.
func dayRepos(t *testing.T) map[string]*world {
	clean := newWorld(t)
	files := map[string]string{}
	for _, d := range []string{"src/old", "src/util", "docs/api", "scripts/legacy", "build-tools"} {
		files[d+"/a.txt"] = "a " + d + "\n"
		files[d+"/b.txt"] = "b " + d + "\n"
	}
	clean.commit(files)
	clean.write("node_modules/left-pad/index.js", "module.exports = 1\n")
	clean.run("-C", clean.dir, "branch", "merged-topic")

	dirty := newWorld(t)
	files["src/main.go"] = "package main\n"
	dirty.commit(files)
	dirty.run("-C", dirty.dir, "checkout", "-q", "-b", "wip")
	dirty.commit(map[string]string{"wip.txt": "wip\n"})
	dirty.run("-C", dirty.dir, "checkout", "-q", "main")
	dirty.write("docs/api/b.txt", "stashed\n")
	dirty.run("-C", dirty.dir, "stash", "push", "-q")
	dirty.write("src/old/a.txt", "edited\n")
	dirty.write("src/main.go", "package main // edited\n")
	dirty.write("docs/api/b.txt", "staged\n")
	dirty.run("-C", dirty.dir, "add", "docs/api/b.txt")
	dirty.write("work/notes.md", "untracked notes\n")
	dirty.write("work/draft.go", "package draft\n")
	dirty.write("debug.log", "ignored log\n")
	dirty.write("dist/bundle.js", "untracked build output\n")
	dirty.write("data.csv", strings.Repeat("row,1,2,3\n", 10000))
	return map[string]*world{"clean": clean, "dirty": dirty}
}

// day is a realistic day of one agent: mostly everyday work, with the
// deletions and discards the rules of thumb are about, in both states.
func day() []dayCase {
	var cs []dayCase
	add := func(repo string, dangerous bool, cmds ...string) {
		for _, c := range cmds {
			cs = append(cs, dayCase{repo, c, dangerous})
		}
	}
	for i := range 24 {
		f := fmt.Sprintf("src/util/f%d.go", i)
		add("clean", false,
			"go test ./...", "go vet ./...", "git status", "git diff", "git log --oneline -5",
			"ls -la src", "cat "+f, "grep -rn TODO src", "sed -n 1,40p docs/api/a.txt",
			"mkdir -p tmp/run"+fmt.Sprint(i), "echo draft > tmp/run"+fmt.Sprint(i)+"/note.txt",
			"git add -A", "git commit -qm 'step "+fmt.Sprint(i)+"'", "go build ./...",
			"npm test", "make lint", "python3 -m pytest -q", "git checkout -b feature/step"+fmt.Sprint(i),
		)
		add("dirty", false, "git status --short", "git diff --stat", "cat work/notes.md")
	}
	// What the rules of thumb lower: nothing is lost.
	for range 6 {
		add("clean", false,
			"rm -rf src/old", "rm -r docs/api scripts/legacy", "git reset --hard", "git checkout -- .",
			"git restore .", "git clean -fd", "git stash drop", "git stash clear", "git branch -D merged-topic",
			"rm src/util/a.txt", "rm -rf node_modules", "rm -rf build-tools/",
		)
	}
	// The same commands where they lose work.
	for range 4 {
		add("dirty", true,
			"rm -rf src/old", "rm -rf work", "rm -r src", "git reset --hard", "git checkout -- .",
			"git restore .", "git clean -fdx", "git clean -fd", "git stash clear", "git stash drop",
			"git branch -D wip", "rm -rf dist", "echo > data.csv", "git push origin main",
		)
	}
	// Pushes: a feature branch is local work others do not see yet.
	add("clean", false, "git push origin feature/step3", "git push -u origin feature/step4")
	add("clean", true, "git push origin HEAD:main", "git push --tags", "git push")
	return cs
}

// TestADay runs a day of commands through the default rules, then through
// the rules of thumb, and reports how many holds the facts remove. No
// dangerous command may pass.
func TestADay(t *testing.T) {
	repos := dayRepos(t)
	cases := day()
	if len(cases) < 500 {
		t.Fatalf("the day has %d commands; it should have at least 500", len(cases))
	}
	before, after, through := 0, 0, 0
	var lowered []string
	for _, c := range cases {
		w := repos[c.repo]
		set, err := rules.Load(rules.LoadOptions{Home: filepath.Join(w.home, ".gatesh"), Cwd: w.dir, UserHome: w.home})
		must(t, err)
		static := set.Classify(c.cmd)
		refined := Refine(static, testSettings(), Env{Cwd: w.dir, Home: w.home, Getenv: os.Getenv, Git: w.git})
		if static.Tier == rules.Red {
			before++
		}
		if refined.Tier == rules.Red {
			after++
		}
		if c.dangerous && refined.Tier != rules.Red {
			through++
			t.Errorf("dangerous in the %s repository, yet %s: %s (%s)", c.repo, refined.Tier, c.cmd, hitIDs(refined))
		}
		if static.Tier == rules.Red && refined.Tier != rules.Red {
			lowered = append(lowered, c.cmd)
		}
	}
	t.Logf("a day of %d commands: %d holds with the static rules, %d with the rules of thumb (%d removed, %.1f%% fewer); dangerous commands let through: %d",
		len(cases), before, after, before-after, 100*float64(before-after)/float64(max(before, 1)), through)
	if before <= after {
		t.Errorf("the rules of thumb removed no holds")
	}
}

// TestCorpusStaysHeld classifies every red corpus line in a repository
// that makes it dangerous (uncommitted edits, untracked and ignored
// files, a stash and an unmerged branch): the rules of thumb lower none.
func TestCorpusStaysHeld(t *testing.T) {
	w := dayRepos(t)["dirty"]
	data, err := os.ReadFile(filepath.Join("..", "testdata", "corpus", "red.jsonl"))
	must(t, err)
	set, err := rules.Load(rules.LoadOptions{Home: filepath.Join(w.home, ".gatesh"), Cwd: w.dir, UserHome: w.home})
	must(t, err)
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		var e struct {
			Cmd  string `json:"cmd"`
			Tier string `json:"tier"`
		}
		must(t, json.Unmarshal([]byte(line), &e))
		static := set.Classify(e.Cmd)
		if static.Tier != rules.Red {
			continue // the corpus test proper reports these
		}
		n++
		d := Refine(static, testSettings(), Env{Cwd: w.dir, Home: w.home, Getenv: os.Getenv, Git: w.git})
		if d.Tier != rules.Red {
			t.Errorf("lowered to %s in a dangerous repository: %s (%s)", d.Tier, e.Cmd, hitIDs(d))
		}
	}
	t.Logf("%d red corpus commands stay red in a dirty repository", n)
}
