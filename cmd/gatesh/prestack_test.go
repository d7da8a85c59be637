package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The stack must grow before the initialisations that run deep, or each
// of them copies a stack full of frames (internal/prestack).
func TestStackGrownFirst(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gatesh")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "gatesh")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "-c", "true")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1", "GATESH_HOME="+filepath.Join(dir, "home"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("gatesh -c true: %v\n%s", err, out)
	}
	// inittrace prints "init PACKAGE @... ms, ..." for each package with
	// initialisation work, in the order they run.
	var order []string
	for line := range strings.Lines(string(out)) {
		if f := strings.Fields(line); len(f) > 1 && f[0] == "init" {
			order = append(order, f[1])
		}
	}
	first := slices.Index(order, "gatesh/internal/prestack")
	if first < 0 {
		t.Fatalf("gatesh/internal/prestack did not initialise:\n%s", out)
	}
	for _, deep := range []string{"github.com/BurntSushi/toml/internal", "mvdan.cc/sh/v3/fileutil", "gatesh/parser", "gatesh/rules"} {
		if i := slices.Index(order, deep); i >= 0 && i < first {
			t.Errorf("%s initialises before gatesh/internal/prestack: %v", deep, order)
		}
	}
}
