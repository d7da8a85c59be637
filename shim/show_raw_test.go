package shim

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// gatesh show and gatesh pending print every field of a request file
// escaped. The agent's user may write the queue (two-user setup): a tier
// or a rule id holding a cursor movement and an erased line printed
// another command over the one shown, right above the line that approves
// it as shown.
func TestShowAndPendingPrintNothingRaw(t *testing.T) {
	g := newGateshEnv(t)
	must(t, os.Mkdir(filepath.Join(g.dir, "victim"), 0o755))
	id := g.heldRequest(t, "rm -rf victim")
	const overwrite = "\x1b[3A\r\x1b[2Kcommand:\n  ls -l\x1b[3B\r"
	path := filepath.Join(g.home, "queue", id+".json")
	raw, err := os.ReadFile(path)
	must(t, err)
	var file map[string]any
	must(t, json.Unmarshal(raw, &file))
	file["tier"] = "red" + overwrite
	file["rules"] = []map[string]string{{"id": "rm-recursive" + overwrite, "tier": "red" + overwrite, "reason": "deletes", "detail": "x"}}
	raw, err = json.Marshal(file)
	must(t, err)
	must(t, os.WriteFile(path, raw, 0o600))
	for _, args := range [][]string{{"show", id}, {"pending"}} {
		out, err := g.command(args...).Output()
		must(t, err)
		if strings.ContainsAny(string(out), "\x1b\r") {
			t.Errorf("gatesh %s printed control characters from the request file raw:\n%q", args[0], out)
		}
	}
}
