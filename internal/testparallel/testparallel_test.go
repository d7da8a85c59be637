package testparallel

import (
	"flag"
	"testing"
)

// Default sets -test.parallel when the command line did not, and keeps
// what the command line said when it did.
func TestDefault(t *testing.T) {
	f := flag.Lookup("test.parallel")
	was := f.Value.String()
	t.Cleanup(func() { f.Value.Set(was) })
	commandLine := false
	flag.Visit(func(f *flag.Flag) { commandLine = commandLine || f.Name == "test.parallel" })

	Default(7)
	want := "7"
	if commandLine {
		want = was
	}
	if got := f.Value.String(); got != want {
		t.Errorf("-test.parallel = %s, want %s (set on the command line: %v)", got, want, commandLine)
	}
}
