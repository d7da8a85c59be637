package parser

import (
	"slices"
	"testing"
)

// A name that runs another program (F11 of the third red team round):
// bash's tables of what a name runs, written in a way the reader did not
// follow. Each case either runs the hidden rm where gatesh sees it, or
// is dynamic_command.
func TestNamesThatRunAnotherProgram(t *testing.T) {
	const hidden = "rm /v/keep"
	for _, in := range []string{
		// The hash table, for a name an expansion makes (6-d11).
		`f=ls; declare -f $f >/dev/null; hash -p /bin/rm $f; $f /v/keep`,
		`f=ls; hash -p /bin/rm "$f"; "$f" /v/keep`,
		`f=ls; hash -p rm ls; command $f /v/keep`,
		// A function env gives a bash child runs in place of the program.
		`env 'BASH_FUNC_cat%%=() { rm "$@"; }' bash -c 'cat /v/keep'`,
		`env 'BASH_FUNC_git%%=() { rm "$@"; }' sh -c 'git /v/keep'`,
	} {
		s := Parse(in, Options{})
		if find(s, hidden) == nil {
			t.Errorf("%q: %q not among the commands: %q (%v)", in, hidden, lines(s), kinds(s))
		}
	}
	for _, in := range []string{
		// BASH_ALIASES with expand_aliases (6-d03), in every spelling.
		"BASH_ALIASES[cat]=rm; shopt -s expand_aliases\ncat /v/keep",
		`BASH_ALIASES+=([cat]=rm)`,
		`BASH_ALIASES=([cat]=rm)`,
		`declare -A BASH_ALIASES=([cat]=rm)`,
		`declare BASH_ALIASES[cat]=rm`,
		`typeset 'BASH_ALIASES[cat]=rm'`,
		`n=BASH_ALIASES; declare "$n[cat]=rm"`,
		`printf -v 'BASH_ALIASES[cat]' rm`,
		`printf -vBASH_CMDS[cat] /bin/rm`,
		`read 'BASH_ALIASES[cat]' <<< rm`,
		`mapfile -t BASH_CMDS < list`,
		`getopts a BASH_ALIASES`,
		`declare -n a=BASH_ALIASES; a[cat]=rm`,
		`local -n a=BASH_CMDS`,
		`(( BASH_CMDS[ls]=1 ))`,
		`BASH_CMDS[cat]=/bin/rm`,
		// A name not known statically may be either.
		`declare "$(cat n)=rm"`,
		`printf -v "$(cat n)" rm`,
		`read -r "$(cat n)" <<< rm`,
		`declare -n r="$(cat n)"`,
		`alias "$(cat n)=rm"`,
		`alias "$(cat n)"`,
		`enable -n "$(cat n)"`,
		`hash -p /bin/rm "$(cat n)"`,
		`hash -p "$(cat n)" ls; f=ls; $f x`,
		`env "BASH_FUNC_a;b%%=() { :; }" bash -c true`,
		// Functions the shell calls by itself (G16 of the fourth round).
		`command_not_found_handle() { rm "$@"; }; zzz /v/keep`,
		`function command_not_found_handle { :; }`,
		`command_not_found_handler() { :; }`,
		`TRAPEXIT() { :; }`,
		`precmd() { :; }`,
		`env 'BASH_FUNC_command_not_found_handle%%=() { rm "$@"; }' bash -c 'zzz /v/keep'`,
	} {
		if !slices.Contains(kinds(Parse(in, Options{})), "dynamic_command") {
			t.Errorf("%q: not dynamic_command: %v %q", in, kinds(Parse(in, Options{})), lines(Parse(in, Options{})))
		}
	}
	// Reading and assigning ordinary variables, and tables changed in a
	// way gatesh reads, stay as they were.
	for _, in := range []string{
		`read -r line < f`, `while read -r a b; do echo "$a"; done < f`, `mapfile -t arr < f`,
		`printf -v out '%s' x`, `declare -n ref=arr`, `declare -A m=([a]=1)`, `x="$(cat f)"; declare "y=$x"`,
		`declare -f ls`, `export -f f`, `hash -r`, `hash ls`, `enable -n echo`, `alias ll='ls -l'`,
		`unset 'BASH_ALIASES[ls]'`, `echo "${BASH_ALIASES[@]}"`,
		`env 'BASH_FUNC_cat%%=() { echo hi; }' bash -c true; cat x`,
	} {
		if slices.Contains(kinds(Parse(in, Options{})), "dynamic_command") {
			t.Errorf("%q: dynamic_command: %+v", in, Parse(in, Options{}).Problems)
		}
	}
	// The function env gave a child is the child's only.
	s := Parse(`env 'BASH_FUNC_cat%%=() { rm "$@"; }' bash -c true; cat /v/keep`, Options{})
	if find(s, "cat /v/keep") == nil || find(s, hidden) != nil {
		t.Errorf("the parent's cat became the child's function: %q", lines(s))
	}
}
