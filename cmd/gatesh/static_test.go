package main

import (
	"os/exec"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// gatesh runs before every command an agent types. Linking cgo (through
// net, os/user or crypto/x509) makes each start load the dynamic loader
// and libc first, which costs about a millisecond here, so the binary must
// stay free of it.
func TestNoCgoOnTheStartPath(t *testing.T) {
	out, err := exec.Command(needs.Program(t, "go"), "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		switch pkg {
		case "runtime/cgo", "net", "os/user", "crypto/x509":
			t.Errorf("gatesh links %s; find the import with: go list -deps -f '{{.ImportPath}}: {{.Imports}}' ./cmd/gatesh | grep %s", pkg, pkg)
		}
	}
}
