package loop_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"gatesh/loop"
)

func TestTaskFile(t *testing.T) {
	full := `
task = "make go test pass"
done = "go test ./... exits 0"
verify = ["go", "test", "./..."]
worker = "claude"
model = "sonnet"
worker_args = ["--model", "opus"]
max_iterations = 4
deadline = "30m"
max_repeated_failures = 2
grace = "2s"
`
	s, err := loop.ParseSpec("task.toml", []byte(full))
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Settings()
	if err != nil {
		t.Fatal(err)
	}
	if got.Task != "make go test pass" || got.Done != "go test ./... exits 0" || !slices.Equal(got.Verify.Argv, []string{"go", "test", "./..."}) ||
		got.Kind != loop.Claude || got.Model != "sonnet" || got.MaxIterations != 4 || got.Deadline != 30*time.Minute ||
		got.MaxRepeatedFailures != 2 || got.Grace != 2*time.Second {
		t.Fatalf("settings = %+v", got)
	}

	s, err = loop.ParseSpec("task.toml", []byte("task = \"t\"\ndone = \"d\"\nverify = \"make test\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	got, err = s.Settings()
	if err != nil {
		t.Fatal(err)
	}
	if got.Kind != loop.Codex || got.Verify.Text != "make test" || got.MaxIterations != loop.DefaultMaxIterations ||
		got.Deadline != loop.DefaultDeadline || got.MaxRepeatedFailures != loop.DefaultMaxRepeatedFailures || got.Grace != loop.DefaultGrace {
		t.Fatalf("defaults = %+v", got)
	}
	s, err = loop.ParseSpec("task.toml", []byte("task = \"t\"\ndone = \"d\"\nverify = \"true\"\nworker = [\"./agent\", \"--fast\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got, err = s.Settings(); err != nil || got.Kind != loop.Program || !slices.Equal(got.Argv, []string{"./agent", "--fast"}) {
		t.Fatalf("program worker = %+v, %v", got, err)
	}
}

// The task file is decoded strictly: anything unknown or malformed is an
// error that names the problem, never a default.
func TestTaskFileStrict(t *testing.T) {
	base := "task = \"t\"\ndone = \"d\"\nverify = \"true\"\n"
	for _, tc := range []struct {
		name, text, want string
	}{
		{"unknown key", base + "max_iteration = 3\n", "unknown key max_iteration"},
		{"unknown table", base + "[budget]\nmax_iterations = 3\n", "unknown key budget"},
		{"misspelt deadline", base + "dead_line = \"1h\"\n", "unknown key dead_line"},
		{"wrong type", base + "max_iterations = \"3\"\n", "max_iterations"},
		{"zero iterations", base + "max_iterations = 0\n", "max_iterations = 0: want at least 1"},
		{"negative repeats", base + "max_repeated_failures = -1\n", "want at least 1"},
		{"bad deadline", base + "deadline = \"soon\"\n", `deadline = "soon"`},
		{"negative grace", base + "grace = \"-1s\"\n", `grace = "-1s"`},
		{"verify number", "task = \"t\"\ndone = \"d\"\nverify = 3\n", "want a string or an array of strings"},
		{"verify mixed array", "task = \"t\"\ndone = \"d\"\nverify = [\"go\", 1]\n", "array holding int64"},
		{"not TOML", "task = \n", "invalid task"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := loop.ParseSpec("task.toml", []byte(tc.text))
			if err == nil || !errors.Is(err, loop.ErrTask) || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "task.toml: ") {
				t.Fatalf("err = %v, want an ErrTask naming task.toml and %q", err, tc.want)
			}
		})
	}
	for _, tc := range []struct {
		name, text, want string
	}{
		{"no task", "done = \"d\"\nverify = \"true\"\n", "no task"},
		{"blank task", "task = \"  \"\ndone = \"d\"\nverify = \"true\"\n", "no task"},
		{"no done", "task = \"t\"\nverify = \"true\"\n", "no done condition"},
		{"no verifier", "task = \"t\"\ndone = \"d\"\n", "no verifier"},
		{"empty verifier argv", "task = \"t\"\ndone = \"d\"\nverify = []\n", "verify: an empty argv"},
		{"unknown worker", base + "worker = \"gemini\"\n", `worker = "gemini": want "codex", "claude"`},
		{"empty worker argv", base + "worker = []\n", "worker: an empty argv"},
		{"model for a program", base + "worker = [\"./a\"]\nmodel = \"m\"\n", "model and worker_args are for codex and claude"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := loop.ParseSpec("task.toml", []byte(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			_, err = s.Settings()
			if err == nil || !errors.Is(err, loop.ErrTask) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

// Flags override the task file, key by key.
func TestSpecOverride(t *testing.T) {
	s, err := loop.ParseSpec("task.toml", []byte("task = \"file task\"\ndone = \"d\"\nverify = \"make test\"\nmax_iterations = 4\ndeadline = \"1h\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	s.Override(loop.Spec{Task: "flag task", MaxIterations: 2, Worker: loop.Command{Argv: []string{"./w"}}})
	got, err := s.Settings()
	if err != nil {
		t.Fatal(err)
	}
	if got.Task != "flag task" || got.Done != "d" || got.Verify.Text != "make test" || got.MaxIterations != 2 ||
		got.Deadline != time.Hour || got.Kind != loop.Program {
		t.Fatalf("settings = %+v", got)
	}
}

func TestParseResult(t *testing.T) {
	good := []struct {
		name, msg string
		want      loop.Result
	}{
		{"continue", `{"status":"continue","summary":"s"}`, loop.Result{Status: "continue", Summary: "s"}},
		{"null approval", `{"status":"done","summary":"","approval":null}`, loop.Result{Status: "done"}},
		{"whitespace around", "\n  {\"status\":\"blocked\",\"summary\":\"no db\"}  \n", loop.Result{Status: "blocked", Summary: "no db"}},
		{"fenced", "```json\n{\"status\":\"done\",\"summary\":\"x\"}\n```", loop.Result{Status: "done", Summary: "x"}},
		{"needs approval", `{"status":"needs_approval","summary":"s","approval":{"action_id":"a","category":"c","reason":"r","action":"git push --force"}}`,
			loop.Result{Status: "needs_approval", Summary: "s", Approval: &loop.Approval{ActionID: "a", Category: "c", Reason: "r", Action: "git push --force"}}},
	}
	for _, tc := range good {
		t.Run(tc.name, func(t *testing.T) {
			got, err := loop.ParseResult(tc.msg)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != tc.want.Status || got.Summary != tc.want.Summary || (got.Approval == nil) != (tc.want.Approval == nil) ||
				got.Approval != nil && *got.Approval != *tc.want.Approval {
				t.Fatalf("got %+v, want %+v", got, tc.want)
			}
		})
	}
	for _, tc := range []struct{ name, msg string }{
		{"empty", ""},
		{"truncated", `{"status":"done","summary":"x"`},
		{"not an object", `["done"]`},
		{"string", `"done"`},
		{"prose before", `Done! {"status":"done","summary":"x"}`},
		{"prose after", `{"status":"done","summary":"x"} as you asked`},
		{"two objects", `{"status":"done","summary":"x"}{"status":"done","summary":"y"}`},
		{"unknown field", `{"status":"done","summary":"x","confidence":1}`},
		{"unknown approval field", `{"status":"needs_approval","summary":"s","approval":{"action_id":"a","category":"c","reason":"r","action":"x","cwd":"/"}}`},
		{"no status", `{"summary":"x"}`},
		{"no summary", `{"status":"done"}`},
		{"status not a string", `{"status":1,"summary":"x"}`},
		{"unknown status", `{"status":"finished","summary":"x"}`},
		{"status case", `{"status":"Done","summary":"x"}`},
		{"needs approval without one", `{"status":"needs_approval","summary":"x"}`},
		{"approval with done", `{"status":"done","summary":"x","approval":{"action_id":"a","category":"c","reason":"r","action":"x"}}`},
		{"empty action", `{"status":"needs_approval","summary":"s","approval":{"action_id":"a","category":"c","reason":"r","action":" "}}`},
		{"multi-line category", `{"status":"needs_approval","summary":"s","approval":{"action_id":"a","category":"c\nd","reason":"r","action":"x"}}`},
		{"invalid UTF-8", "{\"status\":\"done\",\"summary\":\"\xff\"}"},
		{"fence of another language", "```sh\n{\"status\":\"done\",\"summary\":\"x\"}\n```"},
		{"too big", `{"status":"done","summary":"` + strings.Repeat("x", 70000) + `"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, err := loop.ParseResult(tc.msg); err == nil || !errors.Is(err, loop.ErrResult) {
				t.Fatalf("ParseResult(%.60q) = %+v, %v; want an ErrResult", tc.msg, got, err)
			}
		})
	}
}

// Every stop has its own exit status, none of them gatesh's own or
// bash's, and only verified is 0.
func TestStopStatusesDistinct(t *testing.T) {
	seen := map[int]loop.Stop{}
	for _, s := range loop.Stops() {
		n := s.Status()
		if other, dup := seen[n]; dup {
			t.Errorf("%s and %s share exit status %d", s, other, n)
		}
		seen[n] = s
		if (n == 0) != (s == loop.Verified) {
			t.Errorf("%s has status %d", s, n)
		}
		switch n {
		case 1, 2, 75, 77, 126, 127:
			t.Errorf("%s reuses status %d", s, n)
		}
		if n > 128 {
			t.Errorf("%s has status %d, which reads as a signal", s, n)
		}
	}
}
