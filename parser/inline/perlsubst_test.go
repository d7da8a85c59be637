package inline

import "testing"

// TestPerlSubstitutionBackticks checks that a backtick inside the pattern
// or replacement of a plain s/// or tr/// is text (reStructuredText and
// Markdown edits are full of them), and that it is still a command where
// the substitution evaluates code or the code does anything else.
func TestPerlSubstitutionBackticks(t *testing.T) {
	for _, tc := range []struct {
		code  string
		shell bool
	}{
		{"s/:meth:`foo\\(\\)`/:meth:`bar()`/sg", false},
		{"s/(:setting:`SECRET_KEY`\\))/\\1\n\n.. note::\n\n    see `x`\n/s", false},
		{"s/a`b`/c/g; s{`x`}{`y`}g", false},
		{"s/(`[^`]+`)/$1 and `z`/g", false},
		{"s'`id`'`uname`'", false},
		{"tr/`/'/", false},
		{"s/\\s+$//; s/`old`/`new`/", false},
		{"`id`", true},
		{"s/a/b/; `id`", true},
		{"s/a/`id`/e", true},
		{"s/a/`id`/ge", true},
		{"s/a/@{[`id`]}/", true},
		{"s/a/${\\`id`}/", true},
		{"s/a/$x[`id`]/", true},
		{"s/a/$1[`id`]/", true},
		{"s/a/$+{`id`}/", true},
		{"s/(?{`id`})a/b/", true},
		{"s/(??{`id`})a/b/", true},
		{"s/a/b/ if `id`", true},
		{"s/a/b/ for `id`", true},
		{"print `id`; s/a/b/", true},
		{"s/a`/b/;`id", true},
		{"s {a`}{`id`}", true},
		{"qx{id}; s/a/b/", true},
	} {
		r := perl.Analyze(tc.code)
		got := false
		for _, c := range r.Calls {
			if c.Kind == "shell" {
				got = true
			}
		}
		if got != tc.shell {
			t.Errorf("perl %q: runs a shell command = %v, want %v (calls %+v)", tc.code, got, tc.shell, r.Calls)
		}
	}
}
