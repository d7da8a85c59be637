package cmdspec

import (
	"sync"
	"testing"
)

func TestLookupAndLayers(t *testing.T) {
	base := NewTable(Defs(map[string]Command{
		"a": {ValueFlags: []string{"-x"}},
		"b": {Subcommands: map[string]Subcommand{"run": {Runs: Runs{RunsCommand: true}}, "tool run": {}}},
	}))
	top := NewTable(Defs(map[string]Command{"a": {ValueFlags: []string{"-y"}}}))
	if base.Lookup("c") != nil || base.Lookup("a") == nil {
		t.Fatal("lookup by name")
	}
	if got := (Layers{base, top}).Lookup("a").Cmd.ValueFlags; len(got) != 1 || got[0] != "-y" {
		t.Fatalf("a later layer must win: %v", got)
	}
	if (Layers{base, top}).Lookup("b") == nil {
		t.Fatal("a name only an earlier layer has is found there")
	}
	b := base.Lookup("b")
	if s := b.Sub("run"); s == nil || !s.Wraps() {
		t.Fatal("subcommand run")
	}
	if b.Sub("tool run") == nil || b.Sub("tool") != nil {
		t.Fatal("two-word subcommand names are whole keys")
	}
	if (&Runs{ShellFlags: []string{"-c"}}).Wraps() != true || (&Runs{}).Wraps() {
		t.Fatal("Wraps")
	}
}

func TestDefaultIsSorted(t *testing.T) {
	d := Default()
	if d.Len() == 0 {
		t.Fatal("empty default")
	}
	for i := 1; i < d.Len(); i++ {
		if d.At(i-1).Name >= d.At(i).Name {
			t.Fatalf("not sorted at %q", d.At(i).Name)
		}
		if j, ok := d.Index(d.At(i).Name); !ok || j != i {
			t.Fatalf("names do not match defs at %q", d.At(i).Name)
		}
	}
	if d.Lookup("sudo") == nil || !d.Lookup("sudo").Cmd.Wraps() {
		t.Fatal("the default knows sudo as a wrapper")
	}
}

// The default builds each table on first use; goroutines that look one
// up at once must all get the same table.
func TestDefaultBuiltOnce(t *testing.T) {
	const n = 8
	got := make([]*Def, n)
	var wg sync.WaitGroup
	for g := range n {
		wg.Go(func() { got[g] = Default().Lookup("git") })
	}
	wg.Wait()
	if got[0] == nil || got[0].Name != "git" {
		t.Fatalf("Lookup(git) = %+v", got[0])
	}
	for _, d := range got[1:] {
		if d != got[0] {
			t.Fatal("two lookups of git built two tables")
		}
	}
	if d := Default(); d.Lookup("no-such-command") != nil || d.At(0) != d.At(0) {
		t.Fatal("default table lookups are not stable")
	}
}
