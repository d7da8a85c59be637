package queue

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Requests held before servers and facts were bound keep their digests,
// so their approvals still match.
func TestSubjectDigestKeepsTheOldForms(t *testing.T) {
	if got := (Subject{Command: "git push"}).Digest(); got != Digest("git push") {
		t.Errorf("shell command: %s", got)
	}
	if got := (Subject{Tool: "Write", Command: "Write {}"}).Digest(); got != Digest("gatesh tool call\x00Write\x00Write {}") {
		t.Errorf("tool call: %s", got)
	}
}

// Every input of the digest changes it; the order of the facts does not;
// no value can be crafted to pass for a neighbouring field.
func TestSubjectDigestBindsEveryInput(t *testing.T) {
	hook := Fact{Kind: "git-hook", Name: "/r/.git/hooks/pre-push", Value: "sha256 aa"}
	push := Fact{Kind: "git-push", Name: "main -> origin main", Value: "1111"}
	base := Subject{Tool: "mcp__db__query", Server: "sandbox", Command: `mcp__db__query {"sql":"drop table t"}`}
	seen := map[string]string{}
	for name, s := range map[string]Subject{
		"base":               base,
		"other server":       {Tool: base.Tool, Server: "production", Command: base.Command},
		"no server":          {Tool: base.Tool, Command: base.Command},
		"other tool":         {Tool: "mcp__db__exec", Server: base.Server, Command: base.Command},
		"other text":         {Tool: base.Tool, Server: base.Server, Command: base.Command + " "},
		"shell":              {Command: "git push"},
		"shell, hook":        {Command: "git push", Facts: []Fact{hook}},
		"shell, hook, push":  {Command: "git push", Facts: []Fact{hook, push}},
		"shell, other push":  {Command: "git push", Facts: []Fact{hook, {Kind: push.Kind, Name: push.Name, Value: "2222"}}},
		"shell, shifted":     {Command: "git push", Facts: []Fact{{Kind: "git-hook /r", Name: ".git/hooks/pre-push", Value: "sha256 aa"}}},
		"shell, shifted too": {Command: "git push", Facts: []Fact{{Kind: "git-hook", Name: "/r/.git/hooks/pre-push sha256", Value: "aa"}}},
	} {
		d := s.Digest()
		if prev, ok := seen[d]; ok {
			t.Errorf("%s and %s share a digest", name, prev)
		}
		seen[d] = name
	}
	a := Subject{Command: "git push", Facts: []Fact{hook, push}}
	b := Subject{Command: "git push", Facts: []Fact{push, hook, push}}
	if a.Digest() != b.Digest() {
		t.Error("the order or a repeat of facts changed the digest")
	}
}

// An approval of a call on one MCP server does not run the same call on
// another (issue 28, finding 3).
func TestApprovalIsBoundToTheServer(t *testing.T) {
	f := newFixture(t, DefaultTTL)
	text := `mcp__db__query {"sql":"drop table users"}`
	sandbox := Subject{Tool: "mcp__db__query", Server: "sandbox", Command: text}
	production := Subject{Tool: "mcp__db__query", Server: "production", Command: text}
	req, _, err := f.q.Submit(NewRequest{Command: text, Tool: sandbox.Tool, Server: "sandbox", Cwd: "/repo", Tier: "red"})
	if err != nil {
		t.Fatal(err)
	}
	if req.Server != "sandbox" || req.CommandDigest != sandbox.Digest() {
		t.Fatalf("request %+v", req)
	}
	if _, err := f.q.Approve(req.ID, f.signer, "alice", ""); err != nil {
		t.Fatal(err)
	}
	if _, err := f.q.LookupSubject(production, "/repo", f.verifier); !errors.Is(err, ErrNotFound) {
		t.Errorf("production found the sandbox request: %v", err)
	}
	if _, err := f.q.Use(req.ID, production.Digest(), "/repo", f.verifier); !errors.Is(err, ErrMismatch) {
		t.Errorf("used for production: %v", err)
	}
	if st, ok := f.q.Superseded(production, "/repo", f.verifier); !ok || st.Request.ID != req.ID {
		t.Errorf("Superseded = %+v, %v; want the sandbox approval", st.Request, ok)
	}
	if _, ok := f.q.Superseded(sandbox, "/repo", f.verifier); ok {
		t.Error("an approval supersedes its own subject")
	}
	// The server edited in the file, with a digest to match: the signature
	// no longer verifies.
	path := filepath.Join(f.q.Dir(), req.ID+".json")
	data, _ := os.ReadFile(path)
	var m map[string]any
	json.Unmarshal(data, &m)
	m["server"], m["command_digest"] = "production", production.Digest()
	edited, _ := json.Marshal(m)
	os.WriteFile(path, edited, 0o600)
	if st, err := f.q.LookupSubject(production, "/repo", f.verifier); err == nil && st.Status == Approved {
		t.Error("an edited server passed for an approval")
	}
	os.WriteFile(path, data, 0o600)
	if _, err := f.q.Use(req.ID, sandbox.Digest(), "/repo", f.verifier); err != nil {
		t.Errorf("the sandbox call itself: %v", err)
	}
}

// Facts are kept whole, in the file, sorted, and a set past the limits is
// refused rather than cut.
func TestFactsAreKeptWhole(t *testing.T) {
	f := newFixture(t, DefaultTTL)
	facts := []Fact{{Kind: "git-push", Name: "main -> origin main", Value: "1111"}, {Kind: "git-hook", Name: "/r/.git/hooks/pre-push", Value: "sha256 aa"}}
	req, _, err := f.q.Submit(NewRequest{Command: "git push", Cwd: "/r", Tier: "red", Bound: facts})
	if err != nil {
		t.Fatal(err)
	}
	got, err := f.q.Get(req.ID, f.verifier)
	if err != nil || len(got.Request.Bound) != 2 || got.Request.Bound[0].Kind != "git-hook" {
		t.Fatalf("read back %+v, %v", got.Request.Bound, err)
	}
	data, _ := os.ReadFile(filepath.Join(f.q.Dir(), req.ID+".json"))
	if !strings.Contains(string(data), `"bound": [`) || !strings.Contains(string(data), `"name": "/r/.git/hooks/pre-push"`) {
		t.Errorf("file:\n%s", data)
	}
	// Without its facts, the same text is another request.
	other, created, err := f.q.Submit(NewRequest{Command: "git push", Cwd: "/r", Tier: "red"})
	if err != nil || !created || other.ID == req.ID {
		t.Errorf("no facts reused %s: %v", other.ID, err)
	}
	many := make([]Fact, MaxFacts+1)
	for i := range many {
		many[i] = Fact{Kind: "k", Name: strings.Repeat("x", i+1)}
	}
	if _, _, err := f.q.Submit(NewRequest{Command: "git push", Cwd: "/r", Bound: many}); !errors.Is(err, errFacts) {
		t.Errorf("too many facts: %v", err)
	}
	if _, _, err := f.q.Submit(NewRequest{Command: "git push", Cwd: "/r", Bound: []Fact{{Kind: "k", Value: strings.Repeat("v", MaxFactField+1)}}}); !errors.Is(err, errFacts) {
		t.Errorf("a long fact: %v", err)
	}
}

func TestDiffFacts(t *testing.T) {
	was := []Fact{{"git-hook", "/h/pre-push", "sha256 aa"}, {"git-push", "main", "1111"}, {"git-config", "core.sshCommand", "ssh"}}
	now := []Fact{{"git-hook", "/h/pre-push", "sha256 bb"}, {"git-push", "main", "1111"}, {"git-hook", "/h/reference-transaction", "sha256 cc"}}
	var got []string
	for _, c := range DiffFacts(was, now) {
		got = append(got, c.String())
	}
	want := []string{
		"git-config core.sshCommand: gone (was ssh)",
		"git-hook /h/pre-push: sha256 bb, was sha256 aa",
		"git-hook /h/reference-transaction: new (sha256 cc)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
