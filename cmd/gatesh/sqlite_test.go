package main

import (
	"os/exec"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// The SQL export's engine lives in gatesh-export: linked into gatesh it
// made every start take about 1.4 times as long (README, Reports).
func TestNoSQLiteOnTheStartPath(t *testing.T) {
	out, err := exec.Command(needs.Program(t, "go"), "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if pkg == "database/sql" || strings.HasPrefix(pkg, "modernc.org/") || pkg == "gatesh/report/sqlexport" {
			t.Errorf("gatesh links %s; the SQL export belongs in cmd/gatesh-export", pkg)
		}
	}
}
