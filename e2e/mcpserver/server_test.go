package mcpserver

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// session sends lines to a fresh server and returns its answer lines.
func session(t *testing.T, file string, lines ...string) []map[string]any {
	t.Helper()
	var out bytes.Buffer
	s := &server{file: file}
	if err := s.serve(strings.NewReader(strings.Join(lines, "\n")+"\n"), &out); err != nil {
		t.Fatal(err)
	}
	var got []map[string]any
	for _, l := range strings.Split(strings.TrimRight(out.String(), "\n"), "\n") {
		if l == "" {
			continue
		}
		if strings.HasPrefix(l, "[") {
			var batch []map[string]any
			if err := json.Unmarshal([]byte(l), &batch); err != nil {
				t.Fatalf("answer %q: %v", l, err)
			}
			got = append(got, batch...)
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("answer %q: %v", l, err)
		}
		got = append(got, m)
	}
	return got
}

func resultText(t *testing.T, m map[string]any) (string, bool) {
	t.Helper()
	r, ok := m["result"].(map[string]any)
	if !ok {
		t.Fatalf("no result in %v", m)
	}
	content := r["content"].([]any)
	return content[0].(map[string]any)["text"].(string), r["isError"].(bool)
}

func TestSessionPostsAndLists(t *testing.T) {
	file := filepath.Join(t.TempDir(), "comments.txt")
	got := session(t, file,
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":"two","method":"tools/list"}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_comments","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"post_comment","arguments":{"body":"ship it\nnow"}}}`,
		`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"list_comments"}}`,
		`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":9}}`,
		`{"jsonrpc":"2.0","id":6,"method":"ping"}`,
	)
	if len(got) != 6 {
		t.Fatalf("%d answers, want 6 (notifications get none): %v", len(got), got)
	}
	init := got[0]["result"].(map[string]any)
	if init["protocolVersion"] != "2025-06-18" || init["serverInfo"].(map[string]any)["name"] != "comments" {
		t.Errorf("initialize: %v", init)
	}
	if _, ok := init["capabilities"].(map[string]any)["tools"]; !ok {
		t.Errorf("initialize does not offer tools: %v", init)
	}
	if got[1]["id"] != "two" {
		t.Errorf("tools/list answered id %v, want the request's", got[1]["id"])
	}
	var names []string
	for _, tl := range got[1]["result"].(map[string]any)["tools"].([]any) {
		m := tl.(map[string]any)
		names = append(names, m["name"].(string))
		if m["inputSchema"].(map[string]any)["type"] != "object" {
			t.Errorf("tool %v: input schema is not an object", m["name"])
		}
	}
	if strings.Join(names, ",") != "post_comment,list_comments,delete_comments,tidy_comments,thread_action" {
		t.Errorf("tools %v", names)
	}
	if txt, isErr := resultText(t, got[2]); txt != "no comments yet" || isErr {
		t.Errorf("list before posting: %q %v", txt, isErr)
	}
	if txt, isErr := resultText(t, got[3]); txt != "posted comment 1" || isErr {
		t.Errorf("post: %q %v", txt, isErr)
	}
	if txt, _ := resultText(t, got[4]); txt != `ship it\nnow`+"\n" {
		t.Errorf("list after posting: %q", txt)
	}
	if data, _ := os.ReadFile(file); string(data) != `ship it\nnow`+"\n" {
		t.Errorf("comments file %q", data)
	}
	if r, ok := got[5]["result"].(map[string]any); !ok || len(r) != 0 || got[5]["id"] != float64(6) {
		t.Errorf("ping: %v", got[5])
	}
}

func TestVersionNegotiation(t *testing.T) {
	for _, tc := range []struct{ asked, want string }{
		{"2024-11-05", "2024-11-05"},
		{"2025-11-25", "2025-11-25"},
		{"1999-01-01", versions[len(versions)-1]},
		{"", versions[len(versions)-1]},
	} {
		got := session(t, filepath.Join(t.TempDir(), "c"),
			`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"`+tc.asked+`"}}`)
		if v := got[0]["result"].(map[string]any)["protocolVersion"]; v != tc.want {
			t.Errorf("asked %q: got %v, want %q", tc.asked, v, tc.want)
		}
	}
}

func TestErrorsAndBatches(t *testing.T) {
	file := filepath.Join(t.TempDir(), "comments.txt")
	got := session(t, file,
		`not json`,
		`{"jsonrpc":"2.0","id":1,"method":"resources/list"}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"delete_everything","arguments":{}}}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"post_comment","arguments":{"body":7}}}`,
		`{"id":4,"method":"ping"}`,
		`[{"jsonrpc":"2.0","id":5,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":6,"method":"tools/list"}]`,
	)
	code := func(m map[string]any) float64 {
		e, ok := m["error"].(map[string]any)
		if !ok {
			t.Fatalf("no error in %v", m)
		}
		return e["code"].(float64)
	}
	if len(got) != 7 {
		t.Fatalf("%d answers, want 7: %v", len(got), got)
	}
	if code(got[0]) != codeParse || got[0]["id"] != nil {
		t.Errorf("bad JSON: %v", got[0])
	}
	if code(got[1]) != codeNoMethod {
		t.Errorf("unknown method: %v", got[1])
	}
	if code(got[2]) != codeInvalidParams {
		t.Errorf("unknown tool: %v", got[2])
	}
	if txt, isErr := resultText(t, got[3]); !isErr || !strings.Contains(txt, "body") {
		t.Errorf("bad body: %q %v", txt, isErr)
	}
	if code(got[4]) != codeInvalidRequest {
		t.Errorf("no jsonrpc 2.0: %v", got[4])
	}
	if got[5]["id"] != float64(5) || got[6]["id"] != float64(6) {
		t.Errorf("batch: %v %v", got[5], got[6])
	}
	if _, err := os.Stat(file); err == nil {
		t.Errorf("a refused post wrote the comments file")
	}
}

// The two tools whose annotations lie or say more than their names do
// what their descriptions say.
func TestDeleteAndTidy(t *testing.T) {
	file := filepath.Join(t.TempDir(), "comments.txt")
	if err := os.WriteFile(file, []byte("one\ntwo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	session(t, file, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"tidy_comments","arguments":{}}}`)
	if data, _ := os.ReadFile(file); string(data) != "two\n" {
		t.Errorf("after tidy_comments: %q", data)
	}
	session(t, file, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"delete_comments","arguments":{}}}`)
	if data, _ := os.ReadFile(file); string(data) != "" {
		t.Errorf("after delete_comments: %q", data)
	}
}
