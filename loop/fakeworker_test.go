package loop_test

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/mattn/go-isatty"
)

// The fake worker is this test binary under the name fakeworker (or codex,
// or claude). It follows a scripted plan, one entry per turn, read from
// the JSON file $FAKEWORKER_PLAN; it counts its turns in $FAKEWORKER_STATE.
// Under the name codex it prints what it says as codex exec --json
// events, under claude as stream-json, otherwise as plain lines.

// turn is what the fake worker does in one turn, in this order.
type turn struct {
	// Write sets files, relative to the folder it runs in.
	Write map[string]string `json:"write,omitempty"`
	// Sh runs each text with $SHELL -c, which is gatesh; the exit
	// statuses are appended to sh-status in the state folder.
	Sh []string `json:"sh,omitempty"`
	// Probe records what the worker can reach of the operator's
	// terminal, in probe-N.json in the state folder.
	Probe bool `json:"probe,omitempty"`
	// Child starts a child that hangs, in the worker's process group; its
	// pid goes to child.pid in the state folder.
	Child bool `json:"child,omitempty"`
	// Print is printed on stdout as it is (before the result).
	Print string `json:"print,omitempty"`
	// Result is printed as the final message, as JSON.
	Result any `json:"result,omitempty"`
	// Raw is printed as the final message as it is, for malformed results.
	Raw string `json:"raw,omitempty"`
	// Hang ignores SIGTERM, notes that it got it in term-N, and sleeps.
	Hang bool `json:"hang,omitempty"`
	// Exit is the exit status.
	Exit int `json:"exit,omitempty"`
	// Kill has the worker kill itself with SIGKILL.
	Kill bool `json:"kill,omitempty"`
}

// probe is what a turn could see of terminals and sessions.
type probe struct {
	StdinIsTTY  bool   `json:"stdin_is_tty"`
	DevTTYError string `json:"dev_tty_error"`
	Sid         int    `json:"sid"`
	Pgid        int    `json:"pgid"`
	Pid         int    `json:"pid"`
	Prompt      string `json:"prompt"`
	// LogLinked lists the folders given with --add-dir that hold a link
	// to the live audit log ($GATESH_HOME/audit.jsonl) and its head.
	LogLinked []string `json:"log_linked"`
	Args      []string
	Env       map[string]string
}

func fakeWorker(name string) int {
	state := os.Getenv("FAKEWORKER_STATE")
	data, err := os.ReadFile(os.Getenv("FAKEWORKER_PLAN"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "fakeworker:", err)
		return 3
	}
	var plan []turn
	// A plan for a tasks run is an object: a plan per task, found by the
	// name of the worktree the worker runs in (the task's id); the state
	// files then end in -ID.
	suffix := ""
	if len(data) > 0 && data[0] == '{' {
		var plans map[string][]turn
		if err := json.Unmarshal(data, &plans); err != nil {
			fmt.Fprintln(os.Stderr, "fakeworker: plan:", err)
			return 3
		}
		wd, _ := os.Getwd()
		suffix = "-" + filepath.Base(wd)
		plan = plans[filepath.Base(wd)]
	} else if err := json.Unmarshal(data, &plan); err != nil {
		fmt.Fprintln(os.Stderr, "fakeworker: plan:", err)
		return 3
	}
	n := 1
	if b, err := os.ReadFile(filepath.Join(state, "turns"+suffix)); err == nil {
		n, _ = strconv.Atoi(string(b))
		n++
	}
	os.WriteFile(filepath.Join(state, "turns"+suffix), []byte(strconv.Itoa(n)), 0o644)
	if n > len(plan) {
		fmt.Fprintf(os.Stderr, "fakeworker: no plan for turn %d\n", n)
		return 3
	}
	t := plan[n-1]
	prompt, _ := io.ReadAll(os.Stdin)
	os.WriteFile(filepath.Join(state, fmt.Sprintf("prompt%s-%d.txt", suffix, n)), prompt, 0o644)
	for path, content := range t.Write {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "fakeworker:", err)
			return 3
		}
	}
	for _, text := range t.Sh {
		cmd := exec.Command(os.Getenv("SHELL"), "-c", text)
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		err := cmd.Run()
		status := 0
		if ee, ok := err.(*exec.ExitError); ok {
			status = ee.ExitCode()
		} else if err != nil {
			status = -1
		}
		appendFile(filepath.Join(state, "sh-status"+suffix), fmt.Sprintf("%d %d %s\n", n, status, text))
	}
	if t.Probe {
		p := probe{StdinIsTTY: isatty.IsTerminal(0), Pid: os.Getpid(), Args: os.Args,
			Env: map[string]string{}}
		if f, err := os.OpenFile("/dev/tty", os.O_RDWR, 0); err != nil {
			p.DevTTYError = err.Error()
		} else {
			f.Close()
		}
		p.Sid, _ = getsid(0)
		p.Pgid, _ = syscall.Getpgid(0)
		p.Prompt = string(prompt)
		log := filepath.Join(os.Getenv("GATESH_HOME"), "audit.jsonl")
		for i, a := range os.Args {
			if a == "--add-dir" && i+1 < len(os.Args) && sameFile(log, filepath.Join(os.Args[i+1], "audit.jsonl")) &&
				sameFile(log+".head", filepath.Join(os.Args[i+1], "audit.jsonl.head")) {
				p.LogLinked = append(p.LogLinked, os.Args[i+1])
			}
		}
		for _, k := range []string{"SHELL", "PATH", "GATESH_SESSION", "GATESH_HOLD_WAIT", "GATESH_HOME", "CLAUDE_CODE_SHELL", "GATESH_APPROVED"} {
			p.Env[k] = os.Getenv(k)
		}
		out, _ := json.Marshal(p)
		os.WriteFile(filepath.Join(state, fmt.Sprintf("probe-%d.json", n)), out, 0o644)
	}
	if t.Child {
		self, _ := os.Executable()
		cmd := exec.Command(self)
		cmd.Args = []string{"fakechild"}
		cmd.Env = os.Environ()
		if err := cmd.Start(); err != nil {
			fmt.Fprintln(os.Stderr, "fakeworker: child:", err)
			return 3
		}
		os.WriteFile(filepath.Join(state, "child.pid"), []byte(strconv.Itoa(cmd.Process.Pid)), 0o644)
	}
	if t.Print != "" {
		fmt.Println(t.Print)
	}
	if t.Hang {
		sigs := make(chan os.Signal, 4)
		signal.Notify(sigs, syscall.SIGTERM)
		os.WriteFile(filepath.Join(state, fmt.Sprintf("hang-%d.pid", n)), []byte(strconv.Itoa(os.Getpid())), 0o644)
		for range sigs {
			appendFile(filepath.Join(state, fmt.Sprintf("term-%d", n)), "SIGTERM\n")
		}
	}
	if t.Kill {
		syscall.Kill(os.Getpid(), syscall.SIGKILL)
		time.Sleep(time.Minute)
	}
	final := t.Raw
	if t.Result != nil {
		b, _ := json.Marshal(t.Result)
		final = string(b)
	}
	say(name, final)
	return t.Exit
}

// fakeChild hangs until it is killed, ignoring SIGTERM.
func fakeChild() int {
	signal.Ignore(syscall.SIGTERM)
	time.Sleep(time.Hour)
	return 0
}

// say prints the final message in the output format of the agent the
// fake worker stands in for.
func say(name, final string) {
	switch name {
	case "codex":
		for _, ev := range []any{
			map[string]any{"type": "thread.started", "thread_id": "t1"},
			map[string]any{"type": "turn.started"},
			map[string]any{"type": "item.completed", "item": map[string]any{"id": "i0", "type": "agent_message", "text": "working on it"}},
			map[string]any{"type": "item.completed", "item": map[string]any{"id": "i1", "type": "agent_message", "text": final}},
			map[string]any{"type": "turn.completed", "usage": map[string]int{"input_tokens": 1, "output_tokens": 1}},
		} {
			b, _ := json.Marshal(ev)
			fmt.Println(string(b))
		}
	case "claude":
		for _, ev := range []any{
			map[string]any{"type": "system", "subtype": "init", "session_id": "s1"},
			map[string]any{"type": "assistant", "message": map[string]any{"content": []any{map[string]any{"type": "text", "text": final}}}},
			map[string]any{"type": "result", "subtype": "success", "is_error": false, "result": final},
		} {
			b, _ := json.Marshal(ev)
			fmt.Println(string(b))
		}
	default:
		if final != "" {
			fmt.Println(final)
		}
	}
}

func appendFile(path, text string) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err == nil {
		f.WriteString(text)
		f.Close()
	}
}

func getsid(pid int) (int, error) {
	sid, _, errno := syscall.RawSyscall(syscall.SYS_GETSID, uintptr(pid), 0, 0)
	if errno != 0 {
		return 0, errno
	}
	return int(sid), nil
}

func sameFile(a, b string) bool {
	x, err1 := os.Stat(a)
	y, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(x, y)
}
