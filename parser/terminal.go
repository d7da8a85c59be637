package parser

import (
	"slices"
	"strings"
)

// startsShell reports whether a command starts an interactive shell that
// reads its commands from the terminal it inherits, as a bare bash does:
// script without -c, tmux and
// screen without a command, nix-shell without --run or --command, and
// poetry shell and pipenv shell. On a terminal the agent holds (Codex's
// exec_command with tty, then write_stdin, which starts no hook) the
// agent types into it unseen.
func startsShell(name string, args []field) bool {
	words := make([]string, len(args))
	for i, a := range args {
		if a.Dynamic {
			return false // what it is given is not known: other rules judge it
		}
		words[i] = a.Value
	}
	has := func(flags ...string) bool {
		return slices.ContainsFunc(words, func(w string) bool { return slices.Contains(flags, w) })
	}
	if slices.ContainsFunc(words, infoOption) {
		return false
	}
	switch name {
	case "script":
		return !slices.ContainsFunc(words, func(w string) bool {
			// -c, glued (-cCMD) or in a cluster (-qc CMD).
			return w == "--command" || strings.HasPrefix(w, "--command=") || len(w) > 1 && w[0] == '-' && w[1] != '-' && strings.ContainsRune(w, 'c')
		})
	case "tmux":
		_, i := scanOpts(args, "LSfcT", nil)
		if has("-c") {
			return false
		}
		if i == len(args) {
			return true
		}
		switch words[i] {
		case "attach-session", "attach", "a", "at":
			return true
		case "new-session", "new":
			// -d: the shell starts detached, on no terminal; what
			// send-keys types into it is read (tmuxCommands).
			opts, j := scanOpts(args[i+1:], "ceFfnstxy", nil)
			return i+1+j == len(args) && !slices.ContainsFunc(opts, func(o opt) bool { return o.name == "-d" })
		}
		return false
	case "screen":
		if has("-ls", "-list", "-wipe", "-X", "-Q") {
			return false
		}
		_, i := scanOpts(args, "ceEhpsStT", nil)
		return i == len(args)
	case "nix-shell":
		return !has("--run", "--command")
	case "poetry", "pipenv":
		return len(words) > 0 && words[0] == "shell"
	}
	return false
}

// readsTerminal marks a command whose [commands] table (or its
// subcommand's) says it reads commands typed on its terminal, in the
// form its words give: less FILE, git commit without -m, crontab -e.
// Only a route where the agent may type into that terminal unseen holds
// it; elsewhere the mark is unused.
func (p *parser) readsTerminal(c *Command, args []field, in cmdIn) {
	d := p.opts.Commands.Lookup(c.Name)
	if d == nil {
		return
	}
	t, values, joined := d.Cmd.Terminal, [][]string{d.Cmd.ValueFlags, d.Cmd.TextFlags}, d.Cmd.JoinedValueFlags
	if len(d.Subs) > 0 {
		lv := wrapLevel{values: values, joined: joined}
		if _, i := lv.scan(args); i < len(args) && !args[i].Dynamic {
			if s := d.Sub(args[i].Value); s != nil {
				t, values, joined, args = s.Terminal, [][]string{s.ValueFlags, s.TextFlags}, s.JoinedValueFlags, args[i+1:]
			}
		}
	}
	if !t.ReadsTerminal && len(t.TerminalFlags) == 0 {
		return
	}
	if t.StdinTerminal && (in.stdin != nil || len(c.PipeFrom) > 0 || stdinRedirected(in.redirs)) {
		return
	}
	if slices.ContainsFunc(args, func(a field) bool { return !a.Dynamic && infoOption(a.Value) }) {
		return
	}
	opts := (&wrapLevel{values: values, joined: joined}).scanAll(args)
	given := func(list []string) bool {
		// A word as it is, too: single-dash long options (gdb -batch).
		return slices.ContainsFunc(opts, func(o opt) bool { return flagIn(o.name, list) }) ||
			slices.ContainsFunc(args, func(a field) bool { return !a.Dynamic && len(a.Value) > 2 && slices.Contains(list, a.Value) })
	}
	if d.Cmd.StdinAlways || given(d.Cmd.StdinFlags) {
		return // ex mode (vim -es): its commands are standard input, judged as such
	}
	switch {
	case given(t.TerminalFlags):
	case !t.ReadsTerminal || given(t.NoTerminalFlags):
		return
	}
	c.Terminal = t.TerminalInstead
	if c.Terminal == "" {
		c.Terminal = "a form that reads no terminal"
	}
}

// infoOption reports an option that asks a program for its help or
// version, after which it starts nothing.
func infoOption(w string) bool {
	return w == "--help" || w == "-h" || w == "--version" || w == "-V"
}

// sshShell reports whether ssh's words, none of them a command, log in
// to HOST's shell on this terminal: not -N (no command), -O (a control
// request), -G or -Q (print and exit), nor a tunnel (-L, -R, -D, -W);
// nor as the user git, whose login on a git host (git@github.com,
// gitlab, gitea, a server's git-shell) runs only git's own commands and
// greets a bare login (ssh -T git@github.com checks the key).
func sshShell(args []field) bool {
	opts, i := scanOpts(args, "BbcDEeFIiJLlmOopQRSWw", nil)
	user := ""
	for _, o := range opts {
		switch o.name {
		case "-N", "-O", "-G", "-Q", "-V", "-L", "-R", "-D", "-W":
			// No shell, or one opened for a tunnel, its purpose.
			return false
		case "-l":
			user = o.val.Value
		case "-o":
			// -o User=root picks another user, whatever the host says.
			if k, _, _ := strings.Cut(strings.TrimSpace(o.val.Value), "="); strings.EqualFold(strings.TrimSpace(k), "user") {
				return true
			}
		}
	}
	if i >= len(args) || slices.ContainsFunc(args, func(a field) bool { return a.Dynamic }) {
		return false
	}
	// Both -l and user@ must say git: which one wins differs.
	dest := strings.TrimPrefix(args[i].Value, "ssh://")
	if u, _, ok := strings.Cut(dest, "@"); ok {
		if user != "" && user != u {
			return true
		}
		user = u
	}
	return user != "git"
}
