package binding

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// What a convention's file includes is bound with it: a makefile's
// include (make's folder), a justfile's import and mod, a Taskfile's
// includes (the including file's folder), and a package manager's
// settings and a workspace's package.json. Each was unbound: a recipe
// moved there and rewritten after the approval ran as approved.
func TestConventionIncludesAreBound(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"Makefile":               "include rules.mk common/*.mk\n-include local.mk # optional\ndeploy:\n\t@echo ok\n",
		"rules.mk":               "include deep.mk\n",
		"deep.mk":                "x:\n",
		"local.mk":               "y:\n",
		"just/justfile":          "import 'lib/tasks.just'\nmod? ops \"ops/mod.just\"\n",
		"just/lib/tasks.just":    "deploy:\n",
		"just/ops/mod.just":      "x:\n",
		"task/Taskfile.yml":      "version: '3'\nincludes:\n  docs: ./docs\n  ops:\n    taskfile: ./ops/Tasks.yml\ntasks:\n  deploy:\n    cmds: [echo ok]\n",
		"task/docs/Taskfile.yml": "version: '3'\n",
		"task/ops/Tasks.yml":     "version: '3'\n",
		"web/package.json":       "{}",
		"web/.npmrc":             "script-shell=./sh\n",
		"web/.yarnrc.yml":        "yarnPath: ./y.cjs\n",
		"web/pkg/a/package.json": "{}",
	}
	writeTree(t, dir, files)
	for _, tc := range []struct {
		cmd  string
		want []string
	}{
		{"make deploy", []string{"Makefile", "rules.mk", "local.mk", "deep.mk"}},
		{"cd just && just deploy", []string{"just/justfile", "just/lib/tasks.just", "just/ops/mod.just"}},
		{"task -d task deploy", []string{"task/Taskfile.yml", "task/docs/Taskfile.yml", "task/ops/Tasks.yml"}},
		{"cd web && npm run deploy -w pkg/a", []string{"web/package.json", "web/.npmrc", "web/.yarnrc.yml", "web/pkg/a/package.json"}},
	} {
		var got []string
		for _, f := range FileFacts(tc.cmd, dir, nil) {
			if rel, err := filepath.Rel(dir, f.Name); err == nil && !strings.HasPrefix(rel, "..") {
				got = append(got, rel)
			}
		}
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: bound %q, want %s among them", tc.cmd, got, w)
			}
		}
	}
}
