package parser

import (
	"slices"
	"testing"
)

// wantDynamic checks that each script's command name is held as not
// known statically, and that none of them is read as ls.
func wantDynamic(t *testing.T, ins []string) {
	t.Helper()
	for _, in := range ins {
		s := Parse(in, Options{})
		if !slices.Contains(kinds(s), "dynamic_command") {
			t.Errorf("%q: want dynamic_command, got %q %q", in, kinds(s), lines(s))
		}
		for _, c := range s.Commands {
			if c.Name == "ls" && len(c.Args) > 0 && c.Args[0].Value == "-rf" {
				t.Errorf("%q: read as ls: %q", in, lines(s))
			}
		}
	}
}

// wantKnown checks that each script yields want with no problem.
func wantKnown(t *testing.T, want string, ins []string) {
	t.Helper()
	for _, in := range ins {
		s := Parse(in, Options{})
		if len(s.Problems) > 0 || find(s, want) == nil {
			t.Errorf("%q: want %q with no problem, got %q %q", in, want, kinds(s), lines(s))
		}
	}
}

// NAME=value before a special builtin stays in a POSIX shell (dash, bash
// as sh, set -o posix: x is rm afterwards), and not in bash otherwise:
// the value is not known.
func TestSpecialBuiltinAssignmentsMayStay(t *testing.T) {
	wantDynamic(t, []string{
		`set -o posix; x=ls; x=rm :; $x -rf /`,
		`x=ls; x=rm :; $x -rf /`,
		`x=ls; x=rm eval :; $x -rf /`,
		`x=ls; x=rm . /dev/null; $x -rf /`,
		`x=ls; x=rm set --; $x -rf /`,
		`x=ls; x=rm export y; $x -rf /`,
		`x=ls; x=rm readonly y; $x -rf /`,
		`x=ls; x=rm shift 0; $x -rf /`,
		`x=ls; x=rm trap - INT; $x -rf /`,
		`x=ls; x=rm unset y; $x -rf /`,
		`x=ls; x=rm times; $x -rf /`,
	})
	// Before any other command, or a function, it goes.
	wantKnown(t, "ls -l", []string{
		`x=ls; x=rm true; $x -l`,
		`x=ls; x=rm env; $x -l`,
		`x=ls; f() { :; }; x=rm f; $x -l`,
		`x=ls; y=rm :; $x -l`,
	})
}

// declare -l, -u and -c change the case of the values later given to a
// variable (bash 5.2: declare -l x; x=RM makes x rm; -c makes rM Rm).
func TestCaseAttributesChangeValues(t *testing.T) {
	wantDynamic(t, []string{
		`declare -l x; x=RM; $x -rf /`,
		`declare -l x=RM; $x -rf /`,
		`typeset -l x; x=RM; "$x" -rf /`,
		`f() { local -l x=RM; $x -rf /; }; f`,
		`declare -il x; x=RM; $x -rf /`,
		`declare -l -- x; x=RM; $x -rf /`,
		`declare -l a b x; x=RM; $x -rf /`,
		`declare -l x; export x=RM; $x -rf /`,
		`declare -l x; readonly x=RM; $x -rf /`,
		`declare -l x; for x in RM; do $x -rf /; done`,
		`builtin declare -l x; x=RM; $x -rf /`,
		`command typeset -l x; x=RM; $x -rf /`,
		`x=LS; declare -u x; x=ls; $x -rf /`,
		`o=-l; declare "$o" x; x=RM; $x -rf /`,
	})
	// Other attributes, and other variables, keep the values written.
	wantKnown(t, "ls -l", []string{
		`declare -l y; x=ls; $x -l`,
		`declare -r x=ls; $x -l`,
		`declare -x x=ls; $x -l`,
		`local x=ls; $x -l`,
		`export x=ls; $x -l`,
	})
}

// ${x:=rm} assigns x wherever bash expands it, not only in a command's
// words (each checked against bash 5.2: x is rm afterwards).
func TestAssigningDefaultsEverywhere(t *testing.T) {
	wantDynamic(t, []string{
		`x=; [[ ${x:=rm} ]]; $x -rf /`,
		`x=; [[ -n ${x:=rm} ]] && $x -rf /`,
		`x=; if [[ a == ${x:=rm} ]]; then :; fi; $x -rf /`,
		`x=; [[ ${x[0]:=rm} ]]; $x -rf /`,
		`x=; a=(${x:=rm}); $x -rf /`,
		`x=; : ${y:-${x:=rm}}; $x -rf /`,
		`x=; : "${y:-"${x:=rm}"}"; $x -rf /`,
		`x=; case a in ${x:=rm}) ;; esac; $x -rf /`,
		`x=; case a in b) ;; ${x:=rm}) ;; esac; $x -rf /`,
		`x=; (( ${x:=1} )); $x -rf /`,
		`x=; y=x; : ${!y:=rm}; $x -rf /`,
		`x=ls; : ${!y:=rm}; $x -rf /`,
	})
	// A variable that holds a value keeps it; another variable's
	// default leaves it alone.
	wantKnown(t, "ls -l", []string{
		`x=ls; [[ ${x:=rm} ]]; $x -l`,
		`x=ls; [[ ${y:=rm} ]]; $x -l`,
		`x=ls; case a in ${y:=rm}) ;; esac; $x -l`,
		`x=ls; : ${z:-${y:=rm}}; $x -l`,
	})
}
