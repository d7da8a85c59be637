package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestIndirectRuns checks programs made to run or print something by an
// option or a variable rather than by their command line's own words:
// jq reading a file or a variable named like a secret, a pager's
// start-up command in LESS, build tools handed a command, git allowed to
// run an ext:: URL. Each beside the harmless twin.
func TestIndirectRuns(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// jq --rawfile NAME FILE reads FILE: not the filter.
		{"jq pair", `jq -n --rawfile k ~/.ssh/id_rsa '$k'`, true},
		{"jq pair", `jq --slurpfile k ~/.aws/credentials -n '$k'`, true},
		{"jq pair", `jq --rawfile k notes.txt -n '$k'`, false},
		{"jq pair", `jq --arg x ~/.ssh/id_rsa -n '$x'`, false},
		{"jq pair", `jq --arg x y '.a' f.json`, false},
		// jq's environment, by a secret's name.
		{"jq env", `jq -n '$ENV.GITHUB_TOKEN'`, true},
		{"jq env", `jq -r '.name, env.NPM_TOKEN' package.json`, true},
		{"jq env", `jq -n '$ENV.HOME'`, false},
		{"jq env", `jq -r '.environment.LOG_LEVEL' task.json`, false},
		// A pager's start-up command in the environment.
		{"pager env", `LESS='+!rm -rf ~/code' git log`, true},
		{"pager env", `LESS=-R git log`, false},
		// Build tools handed a command.
		{"build", `make CC='rm -rf ~/code'`, true},
		{"build", `make CC=clang CFLAGS=-O2`, false},
		{"build", `cargo --config 'target.x86_64-unknown-linux-gnu.runner="rm -rf ~/code"' run`, true},
		{"build", `cargo --config 'profile.release.lto=true' build --release`, false},
		{"build", `go test -exec 'rm -rf ~/code' ./...`, true},
		{"build", `go test -run TestX ./...`, false},
		{"build", `npm exec -c 'rm -rf ~/code'`, true},
		{"build", `npm exec -c 'eslint .'`, false},
		{"build", `npm x -c 'rm -rf ~/code'`, true},
		{"build", `pnpm dlx -c 'rm -rf ~/code'`, true},
		{"build", `npm x eslint .`, false},
		{"build", `pnpm dlx create-vite my-app`, false},
		// git allowed to run the command of an ext:: URL named elsewhere.
		{"ext", `git -c protocol.ext.allow=always submodule update --init`, true},
		{"ext", `GIT_ALLOW_PROTOCOL=ext:https git submodule update --init`, true},
		{"ext", `git -c protocol.file.allow=always submodule update --init`, false},
	})
}
