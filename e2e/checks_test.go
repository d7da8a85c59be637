//go:build linux

package e2e

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/e2e/mockmodel"
)

// green is a command the rules let pass. Its output has quoting, runs
// of spaces, non-ASCII text, a variable, stderr after stdout and a
// non-zero status. (Gemini CLI refuses $(...) and $((...)) itself.) An
// agent that reads stdout and stderr from two pipes (Codex) orders them
// by when it reads each, so a pause keeps stderr after stdout on a
// loaded machine too.
const green = `printf '%s|' "two  spaces" 'it'\''s' é; echo; n=42; echo "sum $n"; sleep 0.3; ls no-such-file; (exit 3)`

// greenMark is a piece of green that survives the quoting agents wrap
// around a command (Claude Code puts it inside eval '...').
const greenMark = "ls no-such-file; (exit 3)"

// plainGreen runs the green command with plain bash as the agent's
// shell. Its result, as the model received it, is what every route
// through gatesh must give the model, byte for byte.
func plainGreen(t *testing.T, a *agent) mockmodel.Result {
	t.Helper()
	w := newWorld(t)
	w.model.Script(mockmodel.Say(mockmodel.Shell(green)))
	w.run(a, plain)
	res := w.model.Results()
	if len(res) != 1 {
		t.Fatalf("plain bash: the model got %d tool results, want 1\n%s", len(res), w.requestLog())
	}
	if st, ok := a.exit(res[0]); !ok || st != 3 {
		t.Fatalf("plain bash: exit status as the model sees it: %d (ok %v), want 3\n%q", st, ok, res[0].Output)
	}
	return res[0]
}

// comparable is a tool result as the model received it, with what
// differs between any two runs replaced by a placeholder.
func (a *agent) comparable(r mockmodel.Result) string {
	raw := string(r.Raw)
	if a.volatile != nil {
		raw = a.volatile.ReplaceAllString(raw, "${1}<varies>")
	}
	return fmt.Sprintf("is_error=%v %s", r.IsError, raw)
}

// A redCase is a command the rules hold, with a victim that shows
// whether it ran.
type redCase struct {
	cmd     string
	setup   func(w *world) // makes the victim; again to restore it
	alive   func(w *world) bool
	restore func(w *world)
}

// rmVictim deletes a folder of the project.
var rmVictim = redCase{
	cmd: "rm -rf victim",
	setup: func(w *world) {
		must(w.t, os.MkdirAll(filepath.Join(w.work, "victim"), 0o755))
		must(w.t, os.WriteFile(filepath.Join(w.work, "victim", "keep.txt"), []byte("precious\n"), 0o644))
	},
	alive: func(w *world) bool {
		_, err := os.Stat(filepath.Join(w.work, "victim", "keep.txt"))
		return err == nil
	},
}

// forcePush rewrites main on a local bare remote.
var forcePush = redCase{
	cmd: "git push --force origin main",
	setup: func(w *world) {
		remote := filepath.Join(w.root, "remote.git")
		w.git(w.root, "init", "-q", "--bare", "-b", "main", remote)
		w.git(w.work, "init", "-q", "-b", "main")
		must(w.t, os.WriteFile(filepath.Join(w.work, "README"), []byte("one\n"), 0o644))
		w.git(w.work, "add", "README")
		w.git(w.work, "commit", "-q", "-m", "first")
		w.git(w.work, "remote", "add", "origin", remote)
		w.git(w.work, "push", "-q", "origin", "main")
		// A tag in the remote keeps the first commit; then the local
		// commit is rewritten, so that only a force-push lands it.
		w.git(remote, "tag", "first", "main")
		w.git(w.work, "commit", "-q", "--amend", "-m", "rewritten")
	},
	alive: func(w *world) bool {
		remote := filepath.Join(w.root, "remote.git")
		return w.git(remote, "rev-parse", "main") == w.git(remote, "rev-parse", "first^{commit}")
	},
	restore: func(w *world) {
		w.git(filepath.Join(w.root, "remote.git"), "update-ref", "refs/heads/main", "first^{commit}")
	},
}

// testRoute drives one agent session through gatesh on route rt (shell
// or hook):
//   - the green command: the model receives the same bytes as from plain
//     bash (want), and the audit log shows it passing;
//   - the red command is held and its victim survives;
//   - after `gatesh approve ID` the same tool call runs once;
//   - a third call is held again;
//
// and then checks what every run must leave in the log and the queue.
func testRoute(t *testing.T, a *agent, red redCase, rt route, want mockmodel.Result) {
	w := newWorld(t)
	red.setup(w)
	restore := red.restore
	if restore == nil {
		restore = red.setup
	}
	// held checks that the model was told the call is held: by exit
	// status 75 from the shell, or by the hook's refusal, which carries
	// the same message.
	held := func(call string, res mockmodel.Result) {
		t.Logf("%s, as the model received it: %q", call, res.Output)
		if rt == hook {
			if !strings.Contains(res.Output, "gatesh: held") {
				t.Errorf("%s: the hook did not refuse it as held:\n%q", call, res.Output)
			}
			return
		}
		if st, ok := a.exit(res); !ok || st != 75 {
			t.Errorf("%s: exit status %d (ok %v), want 75 (held)\n%q", call, st, ok, res.Output)
		}
	}
	var first, third string
	stop := mockmodel.Text("stopping: the test failed")
	w.model.Script(
		mockmodel.Say(mockmodel.Shell(green)),
		func(turn mockmodel.Turn) mockmodel.Reply {
			res := turn.Last()
			if bash, gatesh := a.comparable(want), a.comparable(res); bash != gatesh {
				t.Errorf("green call: the model received different bytes\nplain bash: %s\ngatesh:     %s", bash, gatesh)
			}
			return mockmodel.Shell(red.cmd)
		},
		func(turn mockmodel.Turn) mockmodel.Reply {
			res := turn.Last()
			held("first call", res)
			if !red.alive(w) {
				t.Errorf("first call: the held command ran: its victim is gone")
			}
			m := requestID.FindStringSubmatch(res.Output)
			if m == nil {
				t.Errorf("first call: the model was not told a request id:\n%q", res.Output)
				return stop
			}
			first = m[1]
			if out, err := w.operator("approve", "--reason", "the test approves it", first); err != nil {
				t.Errorf("gatesh approve %s: %v\n%s", first, err, out)
				return stop
			}
			return mockmodel.Shell(red.cmd)
		},
		func(turn mockmodel.Turn) mockmodel.Reply {
			res := turn.Last()
			if st, ok := a.exit(res); !ok || st == 75 || st == 77 {
				t.Errorf("second call after approval: exit status %d (ok %v), want the command's own\n%q", st, ok, res.Output)
			}
			// The shell says so; a hook that lets a call through is silent.
			if rt == shell && !strings.Contains(res.Output, "gatesh: approved: request "+first) {
				t.Errorf("second call: the model was not told that request %s ran once:\n%q", first, res.Output)
			}
			if red.alive(w) {
				t.Errorf("second call: the approved command did not run: its victim is still there")
			}
			restore(w)
			return mockmodel.Shell(red.cmd)
		},
		func(turn mockmodel.Turn) mockmodel.Reply {
			res := turn.Last()
			held("third call", res)
			if m := requestID.FindStringSubmatch(res.Output); m == nil || m[1] == first {
				t.Errorf("third call: want a new request id, not %q:\n%q", first, res.Output)
			} else {
				third = m[1]
			}
			return mockmodel.Text("done")
		},
	)
	w.run(a, rt)
	if n := w.model.Remaining(); n != 0 {
		t.Fatalf("the agent stopped with %d steps of the script left\n%s", n, w.requestLog())
	}
	if !red.alive(w) {
		t.Errorf("after the third call the victim is gone: the command ran again")
	}
	if !w.passed(greenMark) {
		t.Errorf("the audit log shows no pass of the green command: it did not go through gatesh")
	}
	// Only the shell sees the agent's own session-start call.
	if rt == shell && a.sessionStart != "" && !w.passed(a.sessionStart) {
		t.Errorf("the audit log shows no pass of the agent's session-start call (%q)", a.sessionStart)
	}
	runs := 0
	for _, l := range w.audit() {
		if l.Event == "run" && l.Request != "" {
			runs++
			if l.Request != first {
				t.Errorf("a run of request %s, want only %s", l.Request, first)
			}
		}
	}
	if runs != 1 {
		t.Errorf("%d approved runs in the audit log, want 1", runs)
	}
	// One agent session made the four calls: an auditor groups them.
	sessions := map[string]bool{}
	for _, l := range w.audit() {
		if strings.Contains(l.Command, red.cmd) || strings.Contains(l.Command, greenMark) {
			sessions[l.Session] = true
		}
	}
	if len(sessions) != 1 {
		t.Errorf("the four calls of one agent session are logged under sessions %v, want one", slices.Collect(maps.Keys(sessions)))
	}
	status := map[string]string{}
	for _, r := range w.requests() {
		status[r.ID] = r.Status
	}
	if status[first] != "used" || status[third] != "pending" {
		t.Errorf("requests %s and %s: %v, want used and pending", first, third, status)
	}
	ids := make([]string, 0, len(status))
	for id := range status {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	if len(ids) != 2 {
		t.Errorf("requests %v, want exactly the approved one and the third call's", ids)
	}
	w.checkLog(a, red.cmd)
}
