package parser

import "testing"

// TestFreshMarksWords checks that "$VAR" of a variable set to
// $(mktemp -d) is marked Fresh only while the variable surely still holds
// that folder, and only when written so that the shell cannot split it.
func TestFreshMarksWords(t *testing.T) {
	for _, tc := range []struct {
		in    string // the last rm's last argument is checked
		fresh bool
	}{
		{`d=$(mktemp -d); rm -rf "$d"`, true},
		{`d="$(mktemp -d)" && rm -rf "${d}"`, true},
		{"d=`mktemp -d`; rm -rf \"$d\"", true},
		{`w=$(mktemp --directory --tmpdir=/var/tmp); rm -r "$w"`, true},
		{`w=$(mktemp -dqt ci.XXXXXX); cp a "$w"; rm -r "$w"`, true},
		{`w=$(mktemp -d -p build); rm -r "$w"`, true},
		{`w=$(mktemp -pd); rm -r "$w"`, false},    // -p takes "d" as its folder: no -d
		{`d=$(mktemp -d); rm -rf $d`, false},      // unquoted: split and globbed
		{`d=$(mktemp); rm -rf "$d"`, false},       // a file, not a folder
		{`d=$(mktemp -d -u); rm -rf "$d"`, false}, // -u only prints a name
		{`d=$(mktemp --dry-run -d); rm -rf "$d"`, false},
		{`d=$(mktemp -d "$T"); rm -rf "$d"`, false},   // options not known
		{`d=$(mktemp -d) || d=/; rm -rf "$d"`, false}, // another value may win
		{`d=$(mktemp -d); d=$HOME; rm -rf "$d"`, false},
		{`d=$(mktemp -d); read -r d; rm -rf "$d"`, false},
		{`d=$(mktemp -d); for d in a b; do :; done; rm -rf "$d"`, false},
		{`d=$(mktemp -d); f() { d=~; }; f; rm -rf "$d"`, false},
		{`d=$(mktemp -d); declare -n r=d; r=~; rm -rf "$d"`, false},
		{`d=$(mktemp -d); eval 'd=~'; rm -rf "$d"`, false},
		{`d=$(mktemp -d | tr -d x); rm -rf "$d"`, false},
		{`d=$(mktemp -d; echo /); rm -rf "$d"`, false},
		{`d=$(mktemp -d); rm -rf "$d/../src"`, false},
		{`d=$(mktemp -d); rm -rf "${d:-/}"`, false},
		{`d=$(mktemp -d); bash -c 'rm -rf "$d"'`, false}, // a child does not have it
		// A trap's action runs later: d is fresh there only when nothing
		// changes it from the trap to the end (trapfresh.go).
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT`, true},
		{`t=$(mktemp -d) && trap "rm -rf \"\$t\"" EXIT INT TERM; make -C "$t"`, true},
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; (d=/; exit)`, true}, // a subshell's d is its own
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; d=~`, false},
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; d=$(mktemp -d)`, false}, // another folder
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; [ -n "$x" ] && d=/`, false},
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; f() { d=/; }; f`, false},
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; f() { d=/; }; trap f INT`, false},
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; trap 'd=~' USR1`, false},
		{`d=$(mktemp -d); trap 'rm -rf "$d"; d=/' EXIT`, false},
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; read -r d < f`, false},
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; . ./env.sh`, false},
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; eval "$x"`, false},
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; mv ~/x "$d"/`, false},
		{`d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; while :; do d=/; done`, false},
		{`trap 'rm -rf "$d"' EXIT; d=$(mktemp -d)`, false}, // d before the folder
		{`if x; then d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; fi`, false},
		{`d=$(mktemp -d); e=$(mktemp -d); trap 'rm -rf "$d"' EXIT; d=$e`, false},
		{`bash -c 'd=$(mktemp -d); trap "rm -rf \"\$d\"" EXIT'`, false}, // only the top level is followed
		{`IFS=$(mktemp -d); rm -rf "$IFS"`, false},
	} {
		s := Parse(tc.in, Options{})
		var c *Command
		for _, x := range s.Commands {
			if x.Name == "rm" {
				c = x
			}
		}
		if c == nil || len(c.Args) == 0 {
			t.Errorf("%q: no rm in %q", tc.in, lines(s))
			continue
		}
		if got := c.Args[len(c.Args)-1].Fresh; got != tc.fresh {
			t.Errorf("%q: %s's last argument Fresh=%v, want %v", tc.in, line(c), got, tc.fresh)
		}
	}
}
