package binding

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"gatesh/queue"
)

// writeTree writes each file of files under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, name)
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(text), 0o644))
	}
}

// includesFact is the fact that tells of includes of from not bound.
func includesFact(dir, from string, facts []queue.Fact) (string, bool) {
	for _, f := range facts {
		if f.Name == filepath.Join(dir, from)+" (includes)" {
			return f.Value, true
		}
	}
	return "", false
}

// A makefile's include is a pattern: each file it matches is bound, so
// a recipe moved into one and rewritten after the approval is a change.
// The files were unbound: the pattern was looked up as a file's name.
func TestMakeIncludePatternIsBound(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"Makefile":      "include mk/*.mk\ndeploy: release\n",
		"mk/release.mk": "release:\n\t@echo ok\n",
	})
	before := FileFacts("make deploy", dir, nil)
	if !slices.ContainsFunc(before, func(f queue.Fact) bool { return f.Name == filepath.Join(dir, "mk/release.mk") }) {
		t.Fatalf("mk/release.mk, which the include matches, is not bound: %v", before)
	}
	writeTree(t, dir, map[string]string{"mk/release.mk": "release:\n\t@echo changed\n"})
	if slices.Equal(before, FileFacts("make deploy", dir, nil)) {
		t.Error("a matched include rewritten after the reading left the facts as they were")
	}
	writeTree(t, dir, map[string]string{"mk/later.mk": "x:\n"})
	if !slices.ContainsFunc(FileFacts("make deploy", dir, nil), func(f queue.Fact) bool { return f.Name == filepath.Join(dir, "mk/later.mk") }) {
		t.Error("a file the pattern matches, made later, is not bound")
	}
}

// An include named through a variable, a template or a home folder
// names files only the program resolves: the approver is told, by a fact
// that stays the same while nothing changes (so the approval still
// covers the command), naming the include.
func TestComputedIncludeIsShown(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"Makefile":          "-include $(DEPS)\ninclude ${ROOT}/common.mk\ndeploy:\n",
		"task/Taskfile.yml": "version: '3'\nincludes:\n  ops:\n    taskfile: '{{.OPS}}/Tasks.yml'\n    dir: '{{.OPS}}'\n  lib: ./lib\ntasks:\n  deploy:\n    cmds: [echo ok]\n",
		"just/justfile":     "import '~/shared.just'\ndeploy:\n",
	})
	for _, tc := range []struct{ cmd, from, want string }{
		{"make deploy", "Makefile", `"$(DEPS)"`},
		{"make deploy", "Makefile", `"${ROOT}/common.mk"`},
		{"task -d task deploy", "task/Taskfile.yml", `"{{.OPS}}/Tasks.yml"`},
		{"cd just && just deploy", "just/justfile", `"~/shared.just"`},
	} {
		first := FileFacts(tc.cmd, dir, nil)
		v, ok := includesFact(dir, tc.from, first)
		if !ok || !strings.Contains(v, tc.want) || !strings.Contains(v, "not bound") {
			t.Errorf("%s: no fact tells that %s of %s is not bound: %v", tc.cmd, tc.want, tc.from, first)
		}
		if again := FileFacts(tc.cmd, dir, nil); !slices.Equal(first, again) {
			t.Errorf("%s: the facts changed with nothing changed, so no approval could cover it:\n%v\n%v", tc.cmd, first, again)
		}
	}
	facts := FileFacts("task -d task deploy", dir, nil)
	if v, _ := includesFact(dir, "task/Taskfile.yml", facts); strings.Contains(v, "{{.OPS}}\"") {
		t.Errorf("an include's dir: was taken for a file it reads: %s", v)
	}
}

// Past the bounds on reading includes (levels, files, bytes), what is
// not read is not bound, so no approval covers the command: each reading
// gives a fact no later one repeats. Each was left out silently, and an
// approval covered a recipe in a file past them.
func TestIncludesPastTheBoundsCoverNothing(t *testing.T) {
	deep := map[string]string{"Makefile": "include l1.mk\ndeploy:\n"}
	for i := 1; i <= maxIncludeDepth+1; i++ {
		deep[fmt.Sprintf("l%d.mk", i)] = fmt.Sprintf("include l%d.mk\n", i+1)
	}
	var many strings.Builder
	wide := map[string]string{}
	for i := range maxIncludeFiles + 1 {
		fmt.Fprintf(&many, "include f%d.mk\n", i)
		wide[fmt.Sprintf("f%d.mk", i)] = "x:\n"
	}
	wide["Makefile"] = many.String() + "deploy:\n"
	long := map[string]string{
		"Makefile": "deploy:\n" + strings.Repeat("# padding\n", maxIncludeRead/10+1) + "include late.mk\n",
		"late.mk":  "deploy:\n\t@echo late\n",
	}
	for name, files := range map[string]map[string]string{"levels": deep, "files": wide, "bytes": long} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			writeTree(t, dir, files)
			first := FileFacts("make deploy", dir, nil)
			time.Sleep(time.Millisecond)
			second := FileFacts("make deploy", dir, nil)
			if !slices.ContainsFunc(first, func(f queue.Fact) bool {
				return strings.HasSuffix(f.Name, " (includes)") && strings.Contains(f.Value, "no approval covers it")
			}) || slices.Equal(first, second) {
				t.Errorf("past the bound on %s, an approval would cover the command:\n%v\n%v", name, first, second)
			}
		})
	}
}

// Only includes of files the agent could have written are facts, as
// with the files themselves.
func TestUnfollowedIncludeOfAFileTheAgentCannotWrite(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"Makefile": "include $(X).mk\ndeploy:\n"})
	facts := FileFacts("make deploy", dir, func(string) bool { return false })
	if _, ok := includesFact(dir, "Makefile", facts); ok {
		t.Errorf("an include of a file no command gatesh let run could write is a fact: %v", facts)
	}
}
