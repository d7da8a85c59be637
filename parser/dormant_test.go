package parser

import (
	"testing"
)

// Code bash runs without a visible substitution: a subscript with a
// command substitution in a text that bash later reads as a name or
// evaluates as arithmetic (R12 of the second red team round: each of
// these ran its command under bash 5.2), and the builtins that run a
// callback or expand a word list again. The hidden command must be one
// of the commands found.
func TestDormantSubscriptsRun(t *testing.T) {
	const hidden = "rm -f /v/keep"
	for _, in := range []string{
		// R12's attempts, E01 to E19 and D08, D11.
		`x='a[$(rm -f /v/keep)]'; echo "${!x}"`,
		`x='a[$(rm -f /v/keep)]'; s=abc; echo "${s:x}"`,
		`unset 'a[$(rm -f /v/keep)]'; true`,
		`typeset -i n; x='a[$(rm -f /v/keep)]'; n=x`,
		`f() { local -i n; x='a[$(rm -f /v/keep)]'; n=x; }; f`,
		`x='a[$(rm -f /v/keep)]'; b[x]=1`,
		`declare -i n=0; x='a[$(rm -f /v/keep)]'; n+=x`,
		`x='a[$(rm -f /v/keep)]'; declare -ri n=x`,
		`declare -i n; export n; x='a[$(rm -f /v/keep)]'; n=x`,
		`getopts a 'a[$(rm -f /v/keep)]' -a; true`,
		`sleep 0 & wait -n -p 'a[$(rm -f /v/keep)]'; true`,
		// Other places bash evaluates a text (checked against bash 5.2).
		`x='a[$(rm -f /v/keep)]'; test "$x" -eq 1`,
		`[ 'a[$(rm -f /v/keep)]' -eq 1 ]`,
		`x='a[$(rm -f /v/keep)]'; printf '%d' "$x"`,
		`x='a[$(rm -f /v/keep)]'; exit "$x"`,
		`declare -i n; read n <<< 'a[$(rm -f /v/keep)]'`,
		`declare -a arr=(['a[$(rm -f /v/keep)]']=1)`,
		`x='a[$(rm -f /v/keep)]'; declare -n r=x; ((r))`,
		// Hidden by quoting, or built from pieces.
		`x=$'a[\x24(rm -f /v/keep)]'; echo $((x))`,
		`x=a[\$\(rm\ -f\ /v/keep\)]; echo $((x))`,
		"x='a[`rm -f /v/keep`]'; echo $((x))",
		`x='a['; y='$(rm -f /v/keep)]'; declare -i n; n=$x$y`,
		`printf -v x '%s[%s(%s)]' a '$' 'rm -f /v/keep'; echo $((x))`,
		// Callbacks and word lists run again.
		`compgen -W '$(rm -f /v/keep)' x; true`,
		`compgen -C 'rm -f /v/keep' x`,
		`readarray -C 'rm -f /v/keep' -c 1 arr <<< x`,
		`mapfile -C 'rm -f /v/keep' -c 1 arr <<< x`,
		`mapfile -c1 -C'rm -f /v/keep' arr <<< x`,
	} {
		s := Parse(in, Options{})
		if find(s, hidden) == nil {
			t.Errorf("%q: %q not among the commands: %q", in, hidden, lines(s))
		}
	}
}

// What only looks alike runs nothing hidden.
func TestDormantSubscriptsQuiet(t *testing.T) {
	for _, in := range []string{
		`echo "${a[0]}"`,
		`arr[$((i+1))]=x`,
		`grep -n 'a\[$(' f`,
		`compgen -W 'start stop' -- st`,
		`mapfile -t lines < f`,
		`printf -v x '%s' 1`,
	} {
		s := Parse(in, Options{})
		if k := kinds(s); len(k) > 0 {
			t.Errorf("%q: problems %v", in, k)
		}
		for _, c := range s.Commands {
			if c.Name == "rm" {
				t.Errorf("%q: found %q", in, line(c))
			}
		}
	}
}
