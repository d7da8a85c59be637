package shim

import (
	"strings"
	"testing"

	"gatesh/rules"
)

// Codex's exec_command may start a command on a terminal (tty: true),
// and its write_stdin, which starts no hook, types into it. A program
// that runs what is typed there (less's !CMD, vim's :!CMD, gdb's shell,
// $EDITOR opened by git commit) would run it unjudged: on Codex's hook
// it is held, unless its form reads no terminal.

// terminalReaders are the forms held on Codex's hook, by each program's
// documentation.
var terminalReaders = []string{
	// pagers
	"less notes.txt", "less -F notes.txt", "more notes.txt", "most notes.txt", "git log | less",
	"timeout 60 less notes.txt", "bash -c 'less notes.txt'", "command less notes.txt",
	// editors
	"vim notes.txt", "vi notes.txt", "nvim notes.txt", "view notes.txt", "vimdiff a b",
	"nano notes.txt", "emacs -nw notes.txt", "emacs notes.txt",
	// $EDITOR opened by another program
	"git commit", "git commit -a", "git -C . commit --amend", "git commit -m x -e", "git commit -Sm x",
	"git rebase -i HEAD~3", "git rebase --interactive main",
	"crontab -e", "visudo", "vipw",
	// debuggers
	"gdb ./a.out", "lldb ./a.out",
	// file transfer and remote prompts
	"ftp", "tftp", "telnet localhost 25",
	// process viewers, which send signals
	"top", "htop", "top -d 1",
	// file managers and git browsers with a shell escape
	"tig", "ranger", "nnn",
}

// terminalFree are forms of the same programs that read no terminal.
var terminalFree = []string{
	"git commit -m x", "git commit -am x", "git commit --amend --no-edit", "git commit -F msg.txt",
	"git commit -C HEAD", "git commit --dry-run", "git status", "git log -n 3", "git commit -S -m x", "git commit -Skey -m x",
	"git rebase main", "git rebase --onto main topic",
	"top -b -n 1", "top -bn1", "crontab -l", "visudo -c",
	"gdb -batch -ex bt ./a.out", "lldb --batch -o bt ./a.out",
	"emacs --batch -l build.el", "nvim --headless -c q",
	"echo bt | gdb ./a.out", "gdb -q ./a.out < cmds.gdb", "ftp -n < cmds.txt",
	"less --version", "vim --version", "cat notes.txt", "sed -n 1,20p notes.txt",
}

// TestTerminalReaderForms: on a route where the agent types into the
// command's terminal unseen, each form that reads it is held, with the
// reason, and each form that reads none is not held for it. The
// decision is the hook's own (withTerminalHits over the rules' decision);
// TestTerminalReaderHeldOnCodexHook runs the routes through gatesh.
func TestTerminalReaderForms(t *testing.T) {
	set := rules.Default()
	marked := func(d rules.Decision) bool {
		for _, h := range d.Hits {
			if h.ID == ReadsTerminal {
				return true
			}
		}
		return false
	}
	for _, cmd := range terminalReaders {
		d := withTerminalHits(set.Classify(cmd), "codex")
		if !marked(d) || d.Verdict != rules.Hold || !strings.Contains(hitReasons(d), "Codex may run it") {
			t.Errorf("%q on Codex's terminal: %s %v, not held for reading its terminal", cmd, d.Verdict, d.Hits)
		}
	}
	for _, cmd := range terminalFree {
		if d := withTerminalHits(set.Classify(cmd), "codex"); marked(d) {
			t.Errorf("%q was held for reading its terminal, which it does not: %v", cmd, d.Hits)
		}
	}
}

func hitReasons(d rules.Decision) string {
	var s []string
	for _, h := range d.Hits {
		s = append(s, h.Reason)
	}
	return strings.Join(s, "\n")
}

// TestTerminalReaderHeldOnCodexHook: through gatesh, Codex's hook holds a
// terminal reader of each kind; the same command is not held for it on
// Claude Code's hook or in shell mode (gatesh check), where nobody types
// into its terminal unseen, and a form that reads none runs on Codex's.
func TestTerminalReaderHeldOnCodexHook(t *testing.T) {
	g := newGateshEnv(t)
	writeFile(t, g.dir+"/notes.txt", "notes\n")
	const mark = "reads commands typed on its terminal"
	for _, cmd := range []string{"less notes.txt", "bash -c 'less notes.txt'", "git commit", "top"} {
		out, errOut, status := g.runStdin(t, hookInput("codex", g.dir, cmd), "hook", "codex")
		if agentRuns(t, "codex", status, out) || !strings.Contains(out+errOut, mark) {
			t.Errorf("Codex's hook let %q run (status %d), or not for reading its terminal:\n%s%s", cmd, status, out, errOut)
		}
	}
	for _, cmd := range []string{"less notes.txt", "git commit"} {
		out, errOut, status := g.runStdin(t, hookInput("claude", g.dir, cmd), "hook", "claude")
		if strings.Contains(out+errOut, mark) {
			t.Errorf("Claude Code's hook held %q for reading its terminal (status %d):\n%s%s", cmd, status, out, errOut)
		}
		out, errOut, _ = g.run(t, "check", "--json", "-c", cmd)
		if strings.Contains(out+errOut, mark) {
			t.Errorf("shell mode held %q for reading its terminal:\n%s%s", cmd, out, errOut)
		}
	}
	for _, cmd := range []string{"git commit -m x", "top -b -n 1"} {
		out, errOut, status := g.runStdin(t, hookInput("codex", g.dir, cmd), "hook", "codex")
		if strings.Contains(out+errOut, mark) {
			t.Errorf("Codex's hook held %q, which reads no terminal (status %d):\n%s%s", cmd, status, out, errOut)
		}
	}
}

// runStdin runs gatesh in g with stdin and returns stdout, stderr and the
// exit status.
func (g *gateshEnv) runStdin(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	cmd := g.command(args...)
	var out, errOut strings.Builder
	cmd.Stdin, cmd.Stdout, cmd.Stderr = strings.NewReader(stdin), &out, &errOut
	err := cmd.Run()
	return out.String(), errOut.String(), exitStatusOf(err)
}
