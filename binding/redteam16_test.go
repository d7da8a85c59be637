package binding

import (
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"gatesh/queue"
)

// Each case is a file a held command's program runs that a green command
// can rewrite after the approval: the facts read again must differ, or
// the approval would run what the approver never saw. Each passed
// unbound before.
func TestWhatTheProgramReadsIsBound(t *testing.T) {
	for _, tc := range []struct {
		name   string
		files  map[string]string
		cmd    string
		env    map[string]string // the environment; HOME is dir/home
		change string            // the file rewritten after the approval
	}{
		{
			name:   "make include continued on the next line",
			files:  map[string]string{"Makefile": "include \\\n  rules.mk\ndeploy: release\n", "rules.mk": "release:\n\ttrue\n"},
			cmd:    "make deploy",
			change: "rules.mk",
		},
		{
			name:   "make include found in a folder -I names",
			files:  map[string]string{"Makefile": "include common.mk\n", "inc/common.mk": "deploy:\n\ttrue\n"},
			cmd:    "make -I inc deploy",
			change: "inc/common.mk",
		},
		{
			name:   "make include found in a folder --include-dir names",
			files:  map[string]string{"Makefile": "-include common.mk\n", "inc/common.mk": "deploy:\n\ttrue\n"},
			cmd:    "make --include-dir=inc deploy",
			change: "inc/common.mk",
		},
		{
			name:   "make include found in a folder a cluster's -I names",
			files:  map[string]string{"Makefile": "include common.mk\n", "inc/common.mk": "deploy:\n\ttrue\n"},
			cmd:    "make -sIinc deploy",
			change: "inc/common.mk",
		},
		{
			name:   "a makefile MAKEFILES names",
			files:  map[string]string{"Makefile": "deploy:\n\ttrue\n", "pre.mk": "x:\n"},
			env:    map[string]string{"MAKEFILES": "pre.mk"},
			cmd:    "make deploy",
			change: "pre.mk",
		},
		{
			name:   "a justfile's module named without a path",
			files:  map[string]string{"justfile": "mod ops\n", "ops.just": "deploy:\n  true\n"},
			cmd:    "just ops::deploy",
			change: "ops.just",
		},
		{
			name:   "a justfile's module in its folder's mod.just",
			files:  map[string]string{"justfile": "mod? ops\n", "ops/mod.just": "deploy:\n  true\n"},
			cmd:    "just ops::deploy",
			change: "ops/mod.just",
		},
		{
			name:   "the .env just loads",
			files:  map[string]string{"justfile": "set dotenv-load\ndeploy:\n  ls\n", ".env": "PATH=/usr/bin\n"},
			cmd:    "just deploy",
			change: ".env",
		},
		{
			name:   "the dotenv file a justfile names",
			files:  map[string]string{"justfile": "set dotenv-path := 'conf/deploy.env'\ndeploy:\n  ls\n", "conf/deploy.env": "PATH=/usr/bin\n"},
			cmd:    "just deploy",
			change: "conf/deploy.env",
		},
		{
			name:   "a Taskfile's include in flow form",
			files:  map[string]string{"Taskfile.yml": "version: '3'\nincludes:\n  ops: {taskfile: ./ops/Tasks.yml, dir: ./ops}\n", "ops/Tasks.yml": "version: '3'\n"},
			cmd:    "task ops:deploy",
			change: "ops/Tasks.yml",
		},
		{
			name:   "a Taskfile's include of a folder whose Taskfile has another of task's names",
			files:  map[string]string{"Taskfile.yml": "version: '3'\nincludes:\n  ops: ./ops\n", "ops/taskfile.yaml": "version: '3'\n"},
			cmd:    "task ops:deploy",
			change: "ops/taskfile.yaml",
		},
		{
			name:   "a Taskfile's include of a folder named without a slash",
			files:  map[string]string{"Taskfile.yml": "version: '3'\nincludes:\n  ops: ops\n", "ops/Taskfile.yml": "version: '3'\n"},
			cmd:    "task ops:deploy",
			change: "ops/Taskfile.yml",
		},
		{
			name:   "a Taskfile's include whose path is on the next line",
			files:  map[string]string{"Taskfile.yml": "version: '3'\nincludes:\n  ops:\n    taskfile: ops\n    vars:\n      X: y\n", "ops/Taskfile.yml": "version: '3'\n"},
			cmd:    "task ops:deploy",
			change: "ops/Taskfile.yml",
		},
		{
			name:   "the dotenv files a Taskfile names",
			files:  map[string]string{"Taskfile.yml": "version: '3'\ndotenv: ['.env', 'deploy.env']\ntasks:\n  deploy:\n    cmds: [ls]\n", "deploy.env": "PATH=/usr/bin\n"},
			cmd:    "task deploy",
			change: "deploy.env",
		},
		{
			name:   "the dotenv files a task names in a block list",
			files:  map[string]string{"Taskfile.yml": "version: '3'\ntasks:\n  deploy:\n    dotenv:\n      - deploy.env\n    cmds: [ls]\n", "deploy.env": "PATH=/usr/bin\n"},
			cmd:    "task deploy",
			change: "deploy.env",
		},
		{
			name:   "a workspace's package.json, whose install scripts npm install runs",
			files:  map[string]string{"package.json": `{"workspaces": ["packages/*"]}`, "packages/a/package.json": "{}"},
			cmd:    "npm install",
			change: "packages/a/package.json",
		},
		{
			name:   "a yarn workspace under a ** pattern",
			files:  map[string]string{"package.json": `{"workspaces": {"packages": ["libs/**"]}}`, "libs/ui/button/package.json": "{}"},
			cmd:    "yarn workspaces foreach run build",
			change: "libs/ui/button/package.json",
		},
		{
			name:   "a pnpm workspace",
			files:  map[string]string{"package.json": "{}", "pnpm-workspace.yaml": "packages:\n  - 'apps/*'\n", "apps/web/package.json": "{}"},
			cmd:    "pnpm -r run build",
			change: "apps/web/package.json",
		},
		{
			name:   "a file a variable of the command names",
			files:  map[string]string{"x.py": "print(1)\n"},
			cmd:    "PYTHONSTARTUP=./x.py python3",
			change: "x.py",
		},
		{
			name:   "a file among a variable's options",
			files:  map[string]string{"pre.js": "1\n", "app.js": "1\n"},
			cmd:    "NODE_OPTIONS='--require ./pre.js' node app.js",
			change: "pre.js",
		},
		{
			name:   "a program make is given as a variable",
			files:  map[string]string{"Makefile": "deploy:\n\t$(CC) x.c\n", "cc.sh": "true\n"},
			cmd:    "make deploy CC=./cc.sh",
			change: "cc.sh",
		},
		{
			name:   "a makefile MAKEFILES names before make -C",
			files:  map[string]string{"sub/Makefile": "deploy:\n\ttrue\n", "sub/pre.mk": "x:\n"},
			cmd:    "MAKEFILES=pre.mk make -C sub deploy",
			change: "sub/pre.mk",
		},
		{
			name:   "a sub-make's makefile",
			files:  map[string]string{"Makefile": "all:\n\t$(MAKE) -C docs html\n", "docs/Makefile": "html:\n\ttrue\n"},
			cmd:    "make all",
			change: "docs/Makefile",
		},
		{
			name:   "what a sub-make's makefile includes, from its folder",
			files:  map[string]string{"Makefile": "all:\n\t@+$(MAKE) -C sub -f build.mk; echo done\n", "sub/build.mk": "include rules.mk\n", "sub/rules.mk": "x:\n"},
			cmd:    "make all",
			change: "sub/rules.mk",
		},
		{
			name:   "the file npm run's script runs",
			files:  map[string]string{"package.json": `{"scripts": {"deploy": "node scripts/deploy.js --prod"}}`, "scripts/deploy.js": "1\n"},
			cmd:    "npm run deploy",
			change: "scripts/deploy.js",
		},
		{
			name:   "the file a pre script runs, from the package's folder",
			files:  map[string]string{"web/package.json": `{"scripts": {"predeploy": "./check.sh && echo ok", "deploy": "true"}}`, "web/check.sh": "true\n"},
			cmd:    "yarn --cwd web deploy",
			change: "web/check.sh",
		},
		{
			name:   "the file an install's lifecycle script runs",
			files:  map[string]string{"package.json": `{"scripts": {"postinstall": "bash tools/setup.sh"}}`, "tools/setup.sh": "true\n"},
			cmd:    "npm ci",
			change: "tools/setup.sh",
		},
		{
			name:   "a script named in the home folder",
			files:  map[string]string{"home/deploy.sh": "true\n"},
			cmd:    "bash ~/deploy.sh",
			change: "home/deploy.sh",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			writeTree(t, dir, tc.files)
			where := Where{Home: filepath.Join(dir, "home"), Getenv: func(k string) string { return tc.env[k] }}
			before := FileFactsFrom(tc.cmd, dir, where, nil)
			writeTree(t, dir, map[string]string{tc.change: "changed after the approval\n"})
			after := FileFactsFrom(tc.cmd, dir, where, nil)
			if slices.Equal(before, after) {
				t.Errorf("%s: %s rewritten after the reading left the facts as they were: %v", tc.cmd, tc.change, before)
			}
		})
	}
}

// A file made later where the program looks first is a change, as a
// GNUmakefile beside the Makefile is: a Taskfile made in an included
// folder that had none, a module file just finds first.
func TestWhereTheProgramLooksFirstIsBound(t *testing.T) {
	for _, tc := range []struct {
		files map[string]string
		cmd   string
		made  string
	}{
		{map[string]string{"Taskfile.yml": "version: '3'\nincludes:\n  ops:\n    taskfile: ./ops\n    optional: true\n"}, "task ops:deploy", "ops/Taskfile.yml"},
		{map[string]string{"justfile": "mod ops\n", "ops/justfile": "deploy:\n"}, "just ops::deploy", "ops.just"},
		{map[string]string{"Makefile": "include common.mk\n", "inc/common.mk": "x:\n"}, "make -I inc", "common.mk"},
		{map[string]string{"package.json": `{"workspaces": ["packages/*"]}`, "packages/a/package.json": "{}"}, "npm run build --workspaces", "packages/b/package.json"},
	} {
		dir := t.TempDir()
		writeTree(t, dir, tc.files)
		before := FileFactsFrom(tc.cmd, dir, Where{}, nil)
		writeTree(t, dir, map[string]string{tc.made: "made after the approval\n"})
		if slices.Equal(before, FileFactsFrom(tc.cmd, dir, Where{}, nil)) {
			t.Errorf("%s: %s made after the reading left the facts as they were: %v", tc.cmd, tc.made, before)
		}
	}
}

// A sub-make whose folder only make resolves is shown as not bound, by a
// fact that stays the same while nothing changes.
func TestComputedSubMakeIsShown(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"Makefile": "all:\n\t$(MAKE) -C $(SUB)\n"})
	first := FileFacts("make all", dir, nil)
	if v, ok := includesFact(dir, "Makefile", first); !ok || !strings.Contains(v, "sub-make") {
		t.Errorf("no fact tells that the sub-make's makefiles are not bound: %v", first)
	}
	if !slices.Equal(first, FileFacts("make all", dir, nil)) {
		t.Error("the facts changed with nothing changed")
	}
}

// A Taskfile's dotenv file named through a template is shown as not
// bound (it was left out silently).
func TestComputedTaskDotenvIsShown(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"Taskfile.yml": "version: '3'\ndotenv: ['{{.ENV}}.env']\n"})
	facts := FileFacts("task deploy", dir, nil)
	if v, ok := includesFact(dir, "Taskfile.yml", facts); !ok || !strings.Contains(v, "{{.ENV}}.env") {
		t.Errorf("no fact tells that the dotenv file is not bound: %v", facts)
	}
}

// A named pipe named as a script gives whatever a process writes into
// it when bash reads it: no reading binds that, so the approver is told.
// Before, it was no fact at all, and `bash ./deploy` showed nothing of
// what it would run.
func TestANamedPipeIsShown(t *testing.T) {
	dir := t.TempDir()
	must(t, syscall.Mkfifo(filepath.Join(dir, "deploy"), 0o644))
	facts := FileFacts("bash ./deploy", dir, nil)
	if !slices.ContainsFunc(facts, func(f queue.Fact) bool {
		return f.Name == filepath.Join(dir, "deploy") && strings.Contains(f.Value, "named pipe")
	}) {
		t.Errorf("a named pipe run as a script is not shown: %v", facts)
	}
}

// A Taskfile's include settings and vars name no file: a value of a
// variable that looks like a path is not taken for one.
func TestTaskIncludeVarsAreNotFiles(t *testing.T) {
	names := taskIncludes("version: '3'\nincludes:\n  ops:\n    taskfile: ./ops\n    dir: ./run\n    vars:\n      CONF: ./conf.yml\n  docs: docs\ntasks:\n  x:\n    cmds: [ls]\n")
	if !slices.Equal(names, []string{"./ops", "docs"}) {
		t.Errorf("taskIncludes = %q, want [./ops docs]", names)
	}
	if strings.Join(justIncludes("mod ops 'x/y.just'\nimport? 'a.just'\n"), " ") != "x/y.just a.just" {
		t.Errorf("justIncludes = %q", justIncludes("mod ops 'x/y.just'\nimport? 'a.just'\n"))
	}
}
