package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestReview12FunctionShadows: a function named like a program is what
// the shell runs for that name, but not behind command, builtin, exec
// or any wrapper that runs a program (env, nice, timeout, nohup), nor
// in a child shell that was not given it: the program runs there, with
// its own shell strings.
func TestReview12FunctionShadows(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, cwd, home, []tierCase{
		{"behind-wrapper", `sh() { :; }; command sh -c "rm -rf ~/"`, "held"},
		{"behind-wrapper", `bash() { :; }; command -p bash -c "rm -rf ~/"`, "held"},
		{"behind-wrapper", `eval() { :; }; builtin eval "rm -rf ~/"`, "held"},
		{"behind-wrapper", `eval() { :; }; command eval "rm -rf ~/"`, "held"},
		{"behind-wrapper", `sh() { :; }; exec sh -c "rm -rf ~/"`, "held"},
		{"behind-wrapper", `sh() { :; }; nice sh -c "rm -rf ~/"`, "held"},
		{"behind-wrapper", `sh() { :; }; timeout 5 sh -c "rm -rf ~/"`, "held"},
		{"behind-wrapper", `sh() { :; }; nohup sh -c "rm -rf ~/" &`, "held"},
		{"behind-wrapper", `sh() { :; }; env sh -c "rm -rf ~/"`, "held"},
		{"behind-wrapper", `env() { :; }; command env rm -rf ~/`, "held"},
		{"behind-wrapper", `xargs() { :; }; echo ~ | command xargs rm -rf`, "held"},
		{"behind-wrapper", `ssh() { :; }; command ssh db.example.org "rm -rf ~/"`, "held"},
		{"behind-wrapper", `ssh() { command ssh db.example.org "rm -rf ~/tmp/x"; }; ssh x`, "held"},
		{"behind-wrapper", `git() { command git -c core.fsmonitor="rm -rf ~/" "$@"; }; git status`, "held"},
		// A child shell has no function it was not given.
		{"child-shell", `sh() { :; }; bash -c 'sh -c "rm -rf ~/"'`, "held"},
		{"child-shell", `eval() { :; }; bash -c 'eval "rm -rf ~/"'`, "held"},
		{"child-shell", `sh() { :; }; xargs -a list.txt bash -c 'sh -c "rm -rf ~/"'`, "held"},
		// The function itself, where the shell runs it, is what is judged.
		{"function", `sh() { echo hi; }; sh -c "rm -rf ~/"`, "pass"},
		{"function", `sh() { echo hi; }; \sh -c "rm -rf ~/"`, "pass"},
		{"function", `sh() { echo hi; }; eval 'sh -c "rm -rf ~/"'`, "pass"},
		{"function", `build() { make -j4; }; build && build`, "pass"},
		{"function", `rm() { command rm -i "$@"; }; rm -rf ~/`, "held"},
	})
}
