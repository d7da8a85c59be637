package parser

import (
	"slices"
	"testing"
)

// A builtin handed a name with a subscript sets or unsets the variable
// itself: x[0] is the scalar x's value (bash 5.2: printf -v 'x[0]' rm
// and read x[0] set x to rm, unset 'x[0]' unsets x, and ${x:-rm} is
// then rm). The variable's earlier value no longer stands for it.
func TestSubscriptedNamesAssignTheVariable(t *testing.T) {
	for _, in := range []string{
		`x=ls; printf -v x[0] rm; $x -rf /`,
		`x=ls; printf -v 'x[0]' rm; "$x" -rf /`,
		`x=ls; printf -vx[0] rm; $x -rf /`,
		`x=ls; printf -v x[-1] rm; $x -rf /`,
		`x=ls; printf -v 'x[1-1]' rm; $x -rf /`,
		`x=ls; read x[0] <<< rm; $x -rf /`,
		`x=ls; read -r 'x[00]' <<< rm; $x -rf /`,
		`x=ls; read -r x[1] x[0] <<< 'a rm'; $x -rf /`,
		`x=ls; sleep 1 & wait -n -p 'x[0]'; $x -rf /`,
		`x=ls; unset 'x[0]'; ${x:-rm} -rf /`,
		`x=ls; unset x[@]; ${x:-rm} -rf /`,
		`x=ls; f() { read x[0] <<< rm; }; f; $x -rf /`,
		`x=ls; f() { printf -v x[0] rm; }; f; $x -rf /`,
		`x=ls; f() { unset x[0]; }; f; ${x:-rm} -rf /`,
		// A name not known statically may be x.
		`x=ls; unset "$(cat n)"; ${x:-rm} -rf /`,
		`x=ls; unset $n; ${x:-rm} -rf /`,
		`x=ls; unset -v "$1"; ${x:-rm} -rf /`,
	} {
		s := Parse(in, Options{})
		if !slices.Contains(kinds(s), "dynamic_command") {
			t.Errorf("%q: want dynamic_command, got %q %q", in, kinds(s), lines(s))
		}
		if find(s, "ls -rf /") != nil {
			t.Errorf("%q: read as ls: %q", in, lines(s))
		}
	}
	// Another variable's element leaves x as it was.
	for _, in := range []string{
		`x=ls; printf -v y[0] rm; $x -l`,
		`x=ls; read y[0] <<< rm; $x -l`,
		`x=ls; unset 'y[0]'; $x -l`,
		`x=ls; f() { read y[0] <<< rm; }; f; $x -l`,
	} {
		s := Parse(in, Options{})
		if len(s.Problems) > 0 || find(s, "ls -l") == nil {
			t.Errorf("%q: want ls -l with no problem, got %q %q", in, kinds(s), lines(s))
		}
	}
}
