package rules

import (
	"strings"

	"gatesh/internal/lazy"
	"gatesh/toolcall"
)

// Shell commands inside an editor's Ex command (issue 31, mcp-fix10). A
// tool that hands its text to Vim, Neovim or ex (vim_command, a
// terminal editor's "run this command") runs a shell command where the
// Ex grammar says so: `:!cmd`, a range filtered through one (`%!sort`,
// `'<,'>!cmd`), a buffer written to one or its output read in
// (`:w !curl ... @-`, `:r !cat FILE`), a terminal opened on one
// (`:terminal cmd`), or the editor's functions that start one
// (`call system("cmd")`, systemlist, `lua os.execute("cmd")`). Read as
// a shell line, `w !curl ...` is the program w (who is logged in) and
// `:!git push` the builtin `:`: both green. exShellCommands returns the
// shell commands the Ex reading finds, and the call is judged by them as
// well as by the shell's reading; a text that has no such shape returns
// nothing.

// exCommand is one Ex command's head: leading colons, a range (%, ., $,
// line numbers, marks, offsets), the silent modifier, then a bang, or a
// write, read or terminal command followed by its shell command.
var exCommand = &lazy.Regexp{Src: `^[:\s]*(?:[%.$0-9,;+\-]|'[a-zA-Z<>])*\s*(?:(?:sil|silent)!?\s+)?(?:(?:w|wr|wri|writ|write|r|re|rea|read)!?\s*!|!|(?:ter|term|termi|termin|termina|terminal)\s+)(.+)$`}

// exCall is a Vim or Lua function that runs its string argument in a
// shell.
var exCall = &lazy.Regexp{Src: `\b(?:system|systemlist|jobstart|termopen|os\.execute|io\.popen)\s*\(\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')`}

// exExecute is Ex's execute of one quoted string: the string is run as
// an Ex command.
var exExecute = &lazy.Regexp{Src: `^[:\s]*(?:exe|exec|execu|execut|execute)\s+(?:"((?:[^"\\]|\\.)*)"|'([^']*)')\s*$`}

// exBang returns the shell command of the first of an Ex line's
// commands, joined by bars, that runs one (exCommand).
func exBang(line string) (string, bool) {
	parts := strings.Split(line, "|")
	for i, p := range parts {
		m := exCommand.Get().FindStringSubmatch(strings.TrimSpace(p))
		if m == nil {
			continue
		}
		if cmd := strings.Join(append([]string{m[1]}, parts[i+1:]...), "|"); strings.TrimSpace(cmd) != "" {
			return cmd, true
		}
	}
	return "", false
}

// exEditor reports whether a tool hands its text to Vim, Neovim or ex:
// its server's or its own name says so (neovim's vim_command, an nvim
// server's exec). Elsewhere the Ex grammar is not what runs the text: a
// JavaScript line that starts with ! negates, and a shell's : is a
// builtin that does nothing.
func exEditor(f *toolFacts) bool {
	for _, w := range append(toolcall.Words(f.read.Server), f.own...) {
		switch w {
		case "vim", "nvim", "neovim", "gvim", "mvim", "macvim", "lvim", "vi", "ex":
			return true
		}
	}
	return false
}

// exShellCommands returns the shell commands an Ex command text runs, one
// a line of it.
func exShellCommands(text string) []string {
	return exShellCommandsAt(text, 0)
}

func exShellCommandsAt(text string, depth int) []string {
	if len(text) > maxShellCode {
		return nil
	}
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		// A string executed (exe "!git push") is an Ex command itself.
		if m := exExecute.Get().FindStringSubmatch(line); m != nil {
			if depth < 2 {
				out = append(out, exShellCommandsAt(strings.ReplaceAll(m[1]+m[2], `\"`, `"`), depth+1)...)
			}
			continue
		}
		// Commands joined by a bar (set ft=go | !make): a bang's command
		// takes the rest of the line, bars and all.
		if cmd, ok := exBang(line); ok {
			out = append(out, cmd)
			continue
		}
		for _, m := range exCall.Get().FindAllStringSubmatch(line, 8) {
			if s := m[1] + m[2]; strings.TrimSpace(s) != "" {
				out = append(out, strings.ReplaceAll(s, `\"`, `"`))
			}
		}
	}
	return out
}
