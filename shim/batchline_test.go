package shim

import (
	"encoding/json"
	"testing"
)

var flatSeeds = []string{
	`{"cmd":"ls -la","cwd":"/tmp"}`,
	` { "cmd" : "grep \"x\" a\\b\n\t\u00e9\u0000" , "cwd" : null } ` + "\n",
	`{"cmd":"a","cmd":"rm -rf /"}`,
	`{"cmd":"a","CMD":"b"}`,
	`{"c\u006dd":"x"}`,
	`{"cmd":"\ud83d\ude00"}`,
	`{"cmd":"\ud83d"}`,
	`{"cmd":"x"} {}`,
	`{"cmd":"x",}`,
	`{"cmd":1}`,
	`{"tool":"Bash","input":{"command":"ls"}}`,
	`{}`,
	`{"cwd":"/x"}`,
	"{\"cmd\":\"tab\there\"}",
	`{"cmd":"\x"}`,
	`{"cmd":"é","cwd":"\/"}`,
	`[]`,
	`{"cmd":"x"`,
}

// flatRequest agrees with the exact reading of every line it reads: the
// same command and folder, where the exact path finds no error and no
// tool. What it does not read, the exact path does.
func FuzzFlatRequest(f *testing.F) {
	for _, s := range flatSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		checkFlat(t, line)
	})
}

func checkFlat(t *testing.T, line []byte) bool {
	t.Helper()
	cmd, cwd, hasCmd, _, ok := flatRequest(line)
	if !ok {
		return false
	}
	var q request
	if err := q.read(line); err != nil {
		t.Fatalf("%q: read flat as %q in %q, but the exact path refuses it: %v", line, cmd, cwd, err)
	}
	if q.cmd != cmd || q.hasCmd != hasCmd || q.dir != cwd || q.hasTool || q.server != "" || q.input != nil {
		t.Fatalf("%q: flat %q %v in %q, exact %+v", line, cmd, hasCmd, cwd, q)
	}
	return true
}

// The lines the batch is given, corpus commands with their folder, take
// the flat path, and the seeds each agree.
func TestFlatRequestReadsCorpusLines(t *testing.T) {
	for _, s := range flatSeeds {
		checkFlat(t, []byte(s))
	}
	n := 0
	for _, cmd := range corpusSample(t, 2000) {
		line, err := json.Marshal(map[string]string{"cmd": cmd, "cwd": "/work/p"})
		if err != nil {
			t.Fatal(err)
		}
		if checkFlat(t, append(line, '\n')) {
			n++
		}
	}
	if n < 1900 {
		t.Errorf("only %d corpus lines took the flat path", n)
	}
}
