package shim

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// check --batch judges lines on several workers and answers each line, in
// its order, exactly as check --json answers it alone: corpus commands in
// two folders, tool calls, malformed lines and blank ones.
func TestCheckBatchAnswersInOrder(t *testing.T) {
	h := newHarness(t)
	h.r.classify = loadRules
	other := t.TempDir()
	var lines []string
	add := func(v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(b))
	}
	for i, cmd := range corpusSample(t, 300) {
		switch i % 3 {
		case 0:
			add(map[string]string{"cmd": cmd})
		case 1:
			add(map[string]string{"cmd": cmd, "cwd": other})
		default:
			add(map[string]any{"tool": "Bash", "input": map[string]string{"command": cmd}})
		}
		switch i % 50 {
		case 7:
			lines = append(lines, `{"cmd": "ls", "cmd": "rm -rf /"}`)
		case 8:
			lines = append(lines, "   ")
		case 9:
			lines = append(lines, `not json`)
		}
	}
	h.r.stdin = strings.NewReader(strings.Join(lines, "\n"))
	status, out, stderr := h.run("gatesh", "check", "--batch")
	if status != 0 {
		t.Fatalf("status %d: %s", status, stderr)
	}
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	cwd, _ := h.r.getwd()
	var want []string
	for _, line := range lines {
		if strings.TrimSpace(line) == "" {
			continue
		}
		c := &checker{r: h.r, cache: map[string]Classifier{}}
		b, err := json.Marshal(c.answer([]byte(line), cwd))
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, string(b))
	}
	if len(got) != len(want) {
		t.Fatalf("%d answers to %d requests", len(got), len(want))
	}
	for i := range want {
		// The batch does not escape < > &; json.Marshal does.
		var g, w any
		if json.Unmarshal([]byte(got[i]), &g) != nil || json.Unmarshal([]byte(want[i]), &w) != nil {
			t.Fatalf("answer %d: not JSON: %s", i, got[i])
		}
		gb, _ := json.Marshal(g)
		wb, _ := json.Marshal(w)
		if string(gb) != string(wb) {
			t.Fatalf("answer %d:\n got %s\nwant %s", i, got[i], want[i])
		}
	}
}

// corpusSample is the first n/2 commands of the corpus's green and red
// files each.
func corpusSample(t testing.TB, n int) []string {
	t.Helper()
	var out []string
	for _, name := range []string{"green.jsonl", "red.jsonl"} {
		f, err := os.Open(filepath.Join("..", "testdata", "corpus", name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for i := 0; i < n/2 && sc.Scan(); i++ {
			var e struct {
				Cmd string `json:"cmd"`
			}
			if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
				t.Fatal(err)
			}
			out = append(out, e.Cmd)
		}
		f.Close()
	}
	return out
}
