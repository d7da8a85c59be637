package parser

import (
	"slices"
	"testing"
)

// Files a program writes by its own arguments are listed as the
// redirection that equals each (`: > FILE`), so that the rules judge
// where they land (R13 of the second red team round: find -fprint and
// sed w wrote outside the project, green).
func TestImpliedWrites(t *testing.T) {
	for _, tc := range []struct {
		in    string
		wants []string // files written
	}{
		{`find . -maxdepth 0 -fprint /v/keep`, []string{"/v/keep"}},
		{`find . -fprint0 /v/a -fls /v/b`, []string{"/v/a", "/v/b"}},
		{`find . -fprintf /v/keep '%p\n'`, []string{"/v/keep"}},
		{`echo x | sed -n 'w /v/keep'`, []string{"/v/keep"}},
		{`sed 's/a/b/w /v/keep' f`, []string{"/v/keep"}},
		{`sed -e '/x/W /v/keep' f`, []string{"/v/keep"}},
		{"sed -n '1p\nw /v/keep' f", []string{"/v/keep"}},
		{`find . -name x -print`, nil},
		{`sed -n 's/a/b/p' f`, nil},
		{`sed 's/w/x/' f`, nil},
	} {
		var got []string
		for _, c := range Parse(tc.in, Options{}).Commands {
			for _, r := range c.Redirs {
				if c.Name == ":" && r.Op == ">" {
					got = append(got, r.Target.Value)
				}
			}
		}
		if !slices.Equal(got, tc.wants) {
			t.Errorf("%q: writes %q, want %q", tc.in, got, tc.wants)
		}
	}
	if k := kinds(Parse(`find . -fprint "$f"`, Options{})); !slices.Contains(k, "dynamic_eval") {
		t.Errorf("find -fprint to a name not known: problems %v", k)
	}
}

// A makefile the same command wrote (or appended to) runs its recipes:
// they are read as the commands they are.
func TestWrittenMakefileRecipes(t *testing.T) {
	for _, in := range []string{
		"printf 'all:\\n\\trm -f /v/keep\\n' > rt.mk; make -f rt.mk",
		"printf 'all:\\n\\t@rm -f /v/keep\\n' > Makefile && make",
		"printf 'x:\\n\\t-rm -f /v/keep\\n' >> Makefile && make x",
		"printf 'all:\\n\\trm -f /v/keep\\n' > sub/Makefile; make -C sub",
		"cat > GNUmakefile <<'EOF'\nall:\n\techo a && \\\n\t  rm -f /v/keep\nEOF\nmake",
	} {
		s := Parse(in, Options{})
		if find(s, "rm -f /v/keep") == nil {
			t.Errorf("%q: the recipe is not among the commands: %q", in, lines(s))
		}
	}
}
