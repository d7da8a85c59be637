package parser

import (
	"slices"
	"testing"
)

// TestGlobNamesAreDynamic checks that a command name the shell expands as
// a pattern is not known statically, whatever it seems to spell.
func TestGlobNamesAreDynamic(t *testing.T) {
	for _, in := range []string{
		`/bin/r? -rf /tmp/x`, `/usr/bin/[r]m x`, `/???/?m x`, `r* x`, `gi? status`, `/bin/r[a-z] x`,
		`x='/bin/r?'; $x -f y`, `set -- '/bin/c?t'; $1 f`, `bash -c '/bin/r? x'`, `eval '/sbin/sh*d x'`,
		`alias k='/bin/r*'; k x`, `sudo /bin/r? x`, `env A=1 /bin/r? x`, `+(r)m x`, `@(rm) x`,
	} {
		s := Parse(in, Options{})
		if !slices.Contains(kinds(s), "dynamic_command") {
			t.Errorf("%q: want dynamic_command, got %q %q", in, kinds(s), lines(s))
		}
	}
	for _, in := range []string{
		`[ -f x ]`, `\[ -f x ]`, `ls *.go`, `rm -f *.o`, `x='*.go'; ls $x`, `'r?' x`, `"/bin/r*" x`, `/bin/r\? x`,
		`test -n "$x"`, `[[ -f x ]]`,
	} {
		if s := Parse(in, Options{}); slices.Contains(kinds(s), "dynamic_command") {
			t.Errorf("%q: a quoted or escaped pattern, or one in an argument, is not a dynamic name: %+v", in, s.Problems)
		}
	}
	// An unquoted expansion of a known value globs in arguments too.
	s := Parse(`p='*'; rm -f $p`, Options{})
	if c := find(s, "rm -f *"); c == nil || !c.Args[1].Glob {
		t.Errorf("an unquoted expansion with * is a glob: %q", lines(s))
	}
	s = Parse(`p='*'; rm -f "$p"`, Options{})
	if c := find(s, "rm -f *"); c == nil || c.Args[1].Glob {
		t.Errorf("a quoted one is not: %q", lines(s))
	}
}

// TestInputWords checks that words whose value is read at run time are
// marked: a substitution's output, and variables read or mapfile set.
func TestInputWords(t *testing.T) {
	for in, want := range map[string]bool{
		`cat $(cat list)`:                        true,
		`while read f; do cat "$f"; done < list`: true,
		`read -r a b; cat "$b"`:                  true,
		`mapfile -t F < l; cat "${F[0]}"`:        true,
		`read; cat "$REPLY"`:                     true,
		`cat "$HOME/x"`:                          false,
		`for f in *.md; do cat "$f"; done`:       false,
		`f=a.txt; cat "$f"`:                      false,
		`cat "$(printf a.txt)"`:                  false, // known output
	} {
		s := Parse(in, Options{})
		got := false
		for _, c := range s.Commands {
			if c.Name == "cat" {
				for _, a := range c.Args {
					got = got || a.Input
				}
			}
		}
		if got != want {
			t.Errorf("%q: Input=%v, want %v (%+v)", in, got, want, s.Commands)
		}
	}
}

// TestArithmeticAssigns checks that variables arithmetic assigns are
// listed as assignments, so rules on variables see them.
func TestArithmeticAssigns(t *testing.T) {
	for in, name := range map[string]string{
		`let GATESH_X=1`:          "GATESH_X",
		`(( A += 2 ))`:            "A",
		`(( B++ ))`:               "B",
		`let 'C = 3' D=4`:         "C",
		`(( E[1] = 5 ))`:          "E",
		`x=$(( F = 1 )); echo $x`: "",
	} {
		s := Parse(in, Options{})
		found := false
		for _, a := range s.Assigns {
			found = found || a.Name == name
		}
		if name != "" && !found {
			t.Errorf("%q: want an assignment of %s, got %+v", in, name, s.Assigns)
		}
	}
	if s := Parse(`x=1; (( x++ )); rm $x`, Options{}); find(s, "rm 1") != nil {
		t.Errorf("an arithmetic assignment makes the value unknown: %q", lines(s))
	}
}
