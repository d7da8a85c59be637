package rules

import (
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/parser"
	"gatesh/rules/internal/pathglob"
)

// TestGlobSetIsAnOr checks the index of a set of path patterns (base
// names found by search, the others grouped by their first folder): for
// every list of the default rules, a name matches the set exactly when it
// matches one of the patterns alone, and a shell glob is matched by the
// set exactly when by one of them. The names are every pattern's own
// sample, under the home, the root and a project, and the words of every
// corpus command.
func TestGlobSetIsAnOr(t *testing.T) {
	var names, words []string
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "corpus", "*.jsonl"))
	if len(files) == 0 {
		t.Fatal("no corpus files")
	}
	for _, f := range files {
		for _, text := range corpusCommands(t, f) {
			for _, c := range parser.Parse(text, parser.Options{}).Commands {
				for _, a := range c.Args {
					names = append(names, a.Value)
					if strings.ContainsAny(a.Value, "*?[") {
						words = append(words, a.Value)
					}
				}
			}
		}
	}
	var lists [][]string
	for _, r := range defaultRules() {
		for _, ps := range [][]string{r.Paths, r.ExceptPaths, r.Writes} {
			if len(ps) > 0 {
				lists = append(lists, ps)
			}
		}
	}
	for _, ps := range lists {
		for _, p := range ps {
			one, err := pathglob.Compile([]string{p})
			if err != nil {
				t.Fatal(err)
			}
			sample := strings.ReplaceAll(strings.ReplaceAll(p, "**", "x"), "*", "x")
			for _, n := range []string{sample, "~/" + sample, "/" + sample, "/home/u/" + sample, "src/" + sample, strings.TrimPrefix(sample, "~/")} {
				if one.Match(n) {
					names = append(names, n)
				}
			}
		}
	}
	words = append(words, "*.pem", ".en*", "~/.ss?/id_*", "*", "~/.aws/*", "/etc/*", ".claude/*", "*.go")
	matched := 0
	for _, ps := range lists {
		set, err := pathglob.Compile(ps)
		if err != nil {
			t.Fatal(err)
		}
		ones := make([]pathglob.Set, len(ps))
		for i, p := range ps {
			ones[i], _ = pathglob.Compile([]string{p})
		}
		anyOne := func(f func(*pathglob.Set) bool) bool {
			for i := range ones {
				if f(&ones[i]) {
					return true
				}
			}
			return false
		}
		for _, n := range names {
			want := anyOne(func(s *pathglob.Set) bool { return s.Match(n) })
			if got := set.Match(n); got != want {
				t.Fatalf("patterns %q: Match(%q) = %v, one by one %v", ps, n, got, want)
			}
			if want {
				matched++
			}
		}
		for _, w := range words {
			want := anyOne(func(s *pathglob.Set) bool { return s.MatchedBy(w) })
			if got := set.MatchedBy(w); got != want {
				t.Fatalf("patterns %q: MatchedBy(%q) = %v, one by one %v", ps, w, got, want)
			}
		}
	}
	if matched == 0 {
		t.Fatal("no name matched: the test exercises nothing")
	}
	t.Logf("%d lists, %d names (%d matches), %d shell globs", len(lists), len(names), matched, len(words))
}

// TestWildcardsIndexIsAnOr checks the index of a list of argument
// wildcards (patterns that start with a plain byte, by that byte): for
// every list of the default rules, a string matches the list exactly when
// it matches one of its patterns. The strings are the words of every
// corpus command, each pattern with its wildcards filled in, and the
// empty string.
func TestWildcardsIndexIsAnOr(t *testing.T) {
	strs := []string{""}
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "corpus", "*.jsonl"))
	for _, f := range files {
		for _, text := range corpusCommands(t, f) {
			for _, c := range parser.Parse(text, parser.Options{}).Commands {
				for _, a := range c.Args {
					strs = append(strs, a.Value, path.Clean(a.Value))
				}
			}
		}
	}
	var lists [][]string
	for _, r := range defaultRules() {
		for _, ps := range [][]string{r.Args, r.ExceptArgs, r.UnlessAllArgs, r.ReadVerbs, r.WriteVerbs, r.UpstreamArgs, r.UnlessUpstreamArgs} {
			if len(ps) > 0 {
				lists = append(lists, ps)
				for _, p := range ps {
					strs = append(strs, strings.NewReplacer("*", "x", "?", "y", "[", "", "]", "", "\\", "").Replace(p), strings.ReplaceAll(p, "*", ""))
				}
			}
		}
	}
	matched := 0
	for _, ps := range lists {
		ws, err := compileWildcards(ps)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range strs {
			want := slices.ContainsFunc(ps, func(p string) bool { return wildMatch(p, s) })
			if got := ws.match(s); got != want {
				t.Fatalf("patterns %q: match(%q) = %v, one by one %v (use %d)", ps, s, got, want, i)
			}
			if want {
				matched++
			}
		}
	}
	if matched == 0 || len(strs) < 10*warmUses {
		t.Fatal("nothing matched: the test exercises nothing")
	}
	t.Logf("%d lists, %d strings, %d matches", len(lists), len(strs), matched)
}

// A string that a wildcard matches holds the pattern's longest run of
// plain bytes, which match.go looks for before it runs wildMatch.
func FuzzWildcardNeed(f *testing.F) {
	for _, c := range [][2]string{
		{"[^/~]*/node_modules/*", "a/node_modules/x"}, {"*.pyc", "x.pyc"}, {"[]a]bc", "]bc"},
		{"[!]]x", "ax"}, {"a\\*b", "a*b"}, {"[ab", "[ab"}, {"?x*yz", "axqyz"}, {"+*", "+main"},
		{"/home/[^/]*", "/home/u"}, {"/home/[^/]*/.ssh/*", "/home/u/.ssh/id"},
	} {
		f.Add(c[0], c[1])
	}
	f.Fuzz(func(t *testing.T, p, s string) {
		if wildMatch(p, s) && !strings.Contains(s, plainRun(p)) {
			t.Fatalf("%q matches %q, which lacks %q", p, s, plainRun(p))
		}
	})
}
