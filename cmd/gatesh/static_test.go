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
	for _, pkg := range deps(t) {
		switch pkg {
		case "runtime/cgo", "net", "os/user", "crypto/x509":
			t.Errorf("gatesh links %s; find the import with: go list -deps -f '{{.ImportPath}}: {{.Imports}}' ./cmd/gatesh | grep %s", pkg, pkg)
		}
	}
}

// debug/elf links compress/flate, debug/dwarf and internal/zstd, whose
// initialisation would run at every start (the network allowlist's
// helper writes its ELF header without it).
func TestNoDebugELF(t *testing.T) {
	for _, pkg := range deps(t) {
		switch pkg {
		case "debug/elf", "compress/flate", "debug/dwarf", "internal/zstd":
			t.Errorf("gatesh links %s; find the import with: go list -deps -f '{{.ImportPath}}: {{.Imports}}' ./cmd/gatesh | grep %s", pkg, pkg)
		}
	}
}

// The Slack app runs in gatesh-serve and gatesh-hub; gatesh only reads
// the [slack] table (for gatesh doctor, which asks gatesh-serve).
func TestNoSlackClient(t *testing.T) {
	for _, pkg := range deps(t) {
		if strings.HasPrefix(pkg, "github.com/slack-go/") || strings.HasPrefix(pkg, "github.com/gorilla/websocket") || pkg == "gatesh/slackapp" {
			t.Errorf("gatesh links %s", pkg)
		}
	}
}

// deps lists the packages gatesh links.
func deps(t *testing.T) []string {
	t.Helper()
	out, err := exec.Command(needs.Program(t, "go"), "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	return strings.Fields(string(out))
}
