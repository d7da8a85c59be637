package queue

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A tool call's approval is filed under a digest that covers the tool: no
// shell command of the same text finds it, and a request file edited to
// say it is a command (or another tool) no longer carries a valid
// decision.
func TestToolRequestIsNotACommand(t *testing.T) {
	f := newFixture(t, time.Hour)
	text := `Write {"content":"x","file_path":"/home/u/.bashrc"}`
	req, _, err := f.q.Submit(NewRequest{Command: text, Cwd: "/repo", Tier: "red", Tool: "Write",
		Rules: []Rule{{ID: "persistence-startup-file", Tier: "red", Reason: "r"}}})
	if err != nil {
		t.Fatal(err)
	}
	if req.Tool != "Write" || req.CommandDigest == Digest(text) || req.CommandDigest != (Subject{Tool: "Write", Command: text}).Digest() {
		t.Fatalf("request %+v: digest not the tool call's", req)
	}
	if _, err := f.q.Approve(req.ID, f.signer, "alice", ""); err != nil {
		t.Fatal(err)
	}
	if st, err := f.q.LookupTool("Write", text, "/repo", f.verifier); err != nil || st.Status != Approved {
		t.Fatalf("the call's own lookup: %+v, %v", st, err)
	}
	if _, err := f.q.Lookup(text, "/repo", f.verifier); !errors.Is(err, ErrNotFound) {
		t.Errorf("a shell command of the same text found the tool call's approval: %v", err)
	}
	if _, err := f.q.LookupTool("Edit", text, "/repo", f.verifier); !errors.Is(err, ErrNotFound) {
		t.Errorf("another tool found the approval: %v", err)
	}
	if _, err := f.q.Use(req.ID, Digest(text), "/repo", f.verifier); err == nil {
		t.Error("the approval was used with the command's digest")
	}

	// Edit the file: the tool is gone, or another. Neither passes.
	for _, tool := range []string{"", "Edit"} {
		path := filepath.Join(f.q.Dir(), req.ID+".json")
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		orig := data
		if tool == "" {
			delete(m, "tool")
			m["command_digest"] = Digest(text)
		} else {
			m["tool"] = tool
			m["command_digest"] = Subject{Tool: tool, Command: text}.Digest()
		}
		edited, _ := json.Marshal(m)
		if err := os.WriteFile(path, edited, 0o600); err != nil {
			t.Fatal(err)
		}
		st, err := f.q.Get(req.ID, f.verifier)
		if err == nil && st.Status == Approved {
			t.Errorf("tool edited to %q: still approved", tool)
		}
		if err := os.WriteFile(path, orig, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	used, err := f.q.Use(req.ID, Subject{Tool: "Write", Command: text}.Digest(), "/repo", f.verifier)
	if err != nil || used.Tool != "Write" {
		t.Errorf("the call's own use: %+v, %v", used, err)
	}
}
