package inline

import "strings"

// gdb models the commands gdb -ex runs: shell and ! run a shell
// command, pipe and | pipe output into one, python runs Python, and
// call or print can call system() in the program.
var gdb = Lang{
	Name:    "gdb",
	Wrapper: "gdb -ex",
	calls:   []call{{"system", "shell"}, {"popen", "shell"}},
	unlisted: []pattern{
		{cap: Process, src: `\b(execve|execl\w*|execv\w*|fork|vfork|posix_spawn\w*|dlopen)\s*\(|(?m)^\s*(eval|guile|gu|source)\b`},
	},
}

func init() { gdb.analyze = gdbAnalyze }

// gdbAnalyze reads gdb commands, one a line.
func gdbAnalyze(code string) Result {
	var r Result
	for _, line := range strings.Split(code, "\n") {
		cmd := strings.TrimSpace(line)
		word, rest, _ := strings.Cut(cmd, " ")
		switch {
		case strings.HasPrefix(cmd, "!"):
			r.Calls = append(r.Calls, Call{Kind: "shell", Args: []Value{{Str: strings.TrimSpace(cmd[1:])}}})
		case word == "shell":
			r.Calls = append(r.Calls, Call{Kind: "shell", Args: []Value{{Str: strings.TrimSpace(rest)}}})
		case word == "pipe" || strings.HasPrefix(cmd, "|"):
			if k := strings.LastIndexByte(cmd, '|'); k >= 0 && k+1 < len(cmd) {
				r.Calls = append(r.Calls, Call{Kind: "shell", Args: []Value{{Str: strings.TrimSpace(cmd[k+1:])}}})
			}
		case word == "python" || word == "py" || word == "python-interactive" || word == "pi":
			sub := python.Analyze(rest)
			r.Calls = append(r.Calls, sub.Calls...)
			r.Caps = appendNew(r.Caps, sub.Caps...)
		default:
			r.Calls = append(r.Calls, gdb.scan(cmd, gdb.calls)...)
		}
	}
	for i := range gdb.unlisted {
		if p := &gdb.unlisted[i]; p.match(code) {
			r.Caps = appendNew(r.Caps, p.cap)
		}
	}
	return r
}

func appendNew(list []string, xs ...string) []string {
	for _, x := range xs {
		found := false
		for _, y := range list {
			found = found || x == y
		}
		if !found {
			list = append(list, x)
		}
	}
	return list
}
