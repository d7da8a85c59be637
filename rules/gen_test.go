package rules

import (
	"os"
	"reflect"
	"slices"
	"testing"

	"github.com/BurntSushi/toml"

	"gatesh/cmdspec"
	"gatesh/rules/internal/pathglob"
	"gatesh/rules/internal/schema"
)

// TestGeneratedIsFresh fails when default_gen.go no longer says what
// rules.toml says: run `go generate ./rules`.
func TestGeneratedIsFresh(t *testing.T) {
	var f schema.File
	md, err := toml.DecodeFile("../rules.toml", &f)
	if err != nil {
		t.Fatal(err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		t.Fatalf("rules.toml: unknown keys %v", und)
	}
	if !reflect.DeepEqual(f.Rules, defaultRules()) || defaultRule(defaultRuleCount) != nil {
		t.Fatal("rules/default_gen.go is stale: run `go generate ./rules`")
	}
	if !reflect.DeepEqual(f.Verbs, defaultVerbs()) {
		t.Fatal("rules/default_gen.go: defaultVerbs is stale: run `go generate ./rules`")
	}
	tools := defaultTools()
	for i := range tools.Rules {
		r := &tools.Rules[i]
		r.Examples, r.NotExamples = defaultToolExamples(i)
		paths, _ := pathglob.Compile(r.Paths)
		if got := defaultToolPaths(i); got == nil && !paths.Empty() || got != nil && !sameGlobs(*got, paths) {
			t.Fatalf("rules/default_tools_gen.go: defaultToolPaths(%d) is stale: run `go generate ./rules`", i)
		}
		tool, server, urlHosts := defaultToolGlobs(i)
		for _, l := range []struct {
			ps []string
			g  nameGlobs
		}{{r.Tool, tool}, {r.Server, server}, {r.URLHosts, urlHosts}} {
			if g, _ := compileNames(l.ps); !reflect.DeepEqual(g, l.g) {
				t.Fatalf("rules/default_tools_gen.go: defaultToolGlobs(%d) is stale: run `go generate ./rules`", i)
			}
		}
	}
	access := make(map[string]schema.ToolAccess, len(tools.Access))
	for name, a := range tools.Access {
		a.Examples, a.NotExamples = defaultAccessExamples(name)
		access[name] = a
	}
	tools.Access = access
	if !reflect.DeepEqual(f.Tools, *tools) {
		t.Fatal("rules/default_tools_gen.go is stale: run `go generate ./rules`")
	}
	want := cmdspec.NewTable(cmdspec.Defs(f.Commands))
	got := cmdspec.Default()
	if want.Len() != got.Len() {
		t.Fatal("cmdspec/default_gen.go is stale: run `go generate ./rules`")
	}
	for i := range want.Len() {
		if !reflect.DeepEqual(want.At(i), got.At(i)) {
			t.Fatalf("cmdspec/default_gen.go is stale at %q: run `go generate ./rules`", want.At(i).Name)
		}
		if j, ok := got.Index(want.At(i).Name); !ok || j != i {
			t.Fatalf("cmdspec/default_gen.go: defaultNames is stale at %q: run `go generate ./rules`", want.At(i).Name)
		}
	}
	var enabled []int
	var needs []schema.Needs
	for i := range f.Rules {
		if !f.Rules[i].Disabled {
			enabled, needs = append(enabled, i), append(needs, f.Rules[i].Needs())
		}
	}
	if !reflect.DeepEqual(enabled, defaultEnabled) || !reflect.DeepEqual(needs, defaultNeeds) {
		t.Fatal("rules/default_gen.go: defaultEnabled or defaultNeeds is stale: run `go generate ./rules`")
	}
	var rs []*schema.Rule
	for _, i := range enabled {
		rs = append(rs, &f.Rules[i])
	}
	if !reflect.DeepEqual(schema.GenericCommands(rs, schema.BuildIndex(rs)), defaultGenericCommands) {
		t.Fatal("rules/default_gen.go: defaultGenericCommands is stale: run `go generate ./rules`")
	}
	s := Default()
	srcs := make([]*schema.Rule, len(s.rules))
	for i, l := range s.rules {
		srcs[i] = l.spec()
	}
	if !reflect.DeepEqual(schema.BuildIndex(srcs), defaultIndex) {
		t.Fatal("rules/default_gen.go: the index is stale: run `go generate ./rules`")
	}
	// Every rule's compiled path patterns are what compiling its lists
	// makes now: the shell and the file tools meet these, not the text.
	for i, r := range f.Rules {
		var want ruleGlobs
		for _, l := range []struct {
			ps  []string
			out *globs
		}{{r.Paths, &want.paths}, {r.ExceptPaths, &want.exceptPaths}, {r.Writes, &want.writes}} {
			if *l.out, err = pathglob.Compile(l.ps); err != nil {
				t.Fatalf("rule %q: %v", r.ID, err)
			}
		}
		got := defaultGlobs(i)
		if got == nil {
			if !want.paths.Empty() || !want.exceptPaths.Empty() || !want.writes.Empty() {
				t.Fatalf("rules/default_globs_gen.go has no patterns for rule %q: run `go generate ./rules`", r.ID)
			}
			continue
		}
		want.pathsFold, want.writesFold = want.paths.Fold(), want.writes.Fold()
		if want.pathsFold.Text == want.paths.Text {
			want.pathsFold = globs{}
		}
		if want.writesFold.Text == want.writes.Text {
			want.writesFold = globs{}
		}
		if !sameGlobs(got.paths, want.paths) || !sameGlobs(got.exceptPaths, want.exceptPaths) || !sameGlobs(got.writes, want.writes) ||
			!sameGlobs(got.pathsFold, want.pathsFold) || !sameGlobs(got.writesFold, want.writesFold) {
			t.Fatalf("rules/default_globs_gen.go is stale at rule %q: run `go generate ./rules`", r.ID)
		}
	}
	if defaultGlobs(len(f.Rules)) != nil {
		t.Fatal("rules/default_globs_gen.go has patterns past the last rule: run `go generate ./rules`")
	}
}

// sameGlobs compares two sets by content; capacities do not matter.
func sameGlobs(a, b globs) bool {
	return a.Text == b.Text && slices.Equal(a.Base, b.Base) && slices.Equal(a.Segs, b.Segs) && slices.Equal(a.Rest, b.Rest) &&
		a.Free == b.Free && slices.Equal(a.Heads, b.Heads)
}

// TestDefaultFileLoads checks that rules.toml is valid through the same
// path an operator's file takes, including the regexps compiled lazily.
func TestDefaultFileLoads(t *testing.T) {
	data, err := os.ReadFile("../rules.toml")
	if err != nil {
		t.Fatal(err)
	}
	l, err := decodeLayer("rules.toml", string(data), false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := build([]layer{l}, LoadOptions{}); err != nil {
		t.Fatal(err)
	}
	if Default().broken != nil {
		t.Fatal(Default().broken)
	}
	for _, l := range Default().rules {
		if _, err := l.get(); err != nil {
			t.Error(err)
		}
		if len(l.spec().Examples) == 0 || len(l.spec().NotExamples) == 0 {
			t.Errorf("rule %q: examples and not_examples are required in the default file", l.spec().ID)
		}
	}
}

func mustRead(tb testing.TB, path string) string {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	return string(data)
}
