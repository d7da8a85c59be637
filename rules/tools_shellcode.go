package rules

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"gatesh/internal/lazy"
)

// shellName reports whether n is a shell's program name.
func shellName(n string) bool {
	switch n {
	case "bash", "sh", "zsh", "dash", "ksh", "ash", "mksh", "busybox":
		return true
	}
	return false
}

// codeKey reports whether a key names code a tool runs, in whatever
// language (code, snippet, a notebook's cell, a REPL's query).
func codeKey(k string) bool {
	return keyIn(k, []string{"code", "snippet", "cell", "cells", "source", "source_code", "script", "query", "statement", "expression", "expr", "program", "line", "lines", "block"})
}

// maxShellCode bounds the code read for shell text.
const maxShellCode = 1 << 16

// jupyterAssign is a notebook line that captures a shell escape's output
// (files = !ls).
var jupyterAssign = &lazy.Regexp{Src: `^[A-Za-z_][A-Za-z0-9_, ]*=\s*!`}

// ipythonShell is IPython's own call of a shell escape or magic, as
// notebooks saved as scripts spell it: get_ipython().system('cmd'),
// .getoutput('cmd'), .run_cell_magic("bash", "", "text").
var ipythonShell = &lazy.Regexp{Src: `get_ipython\(\)\.(?:system|getoutput)\(\s*(?:"([^"\\]*)"|'([^'\\]*)')|get_ipython\(\)\.run_cell_magic\(\s*["'](?:bash|sh|zsh|system)["']\s*,\s*["'][^"']*["']\s*,\s*(?:"([^"\\]*)"|'([^'\\]*)')`}

// cShell is a call of the shell by C's library (system, popen), as code
// or a debugger's expression makes it: its string literal is the command.
var cShell = &lazy.Regexp{Src: `\b(?:system|popen)\s*\(\s*"((?:[^"\\]|\\.)*)"`}

// shellInCode is the shell text inside code: all of it after a shell's
// shebang (#!/bin/sh, #!/usr/bin/env bash) or a shell cell magic
// (%%bash, %%sh, %%script bash, %%system, %%!), else the lines of
// Jupyter's shell escapes (!cmd, !!cmd, x = !cmd, %system cmd, %sx cmd,
// %sc x=cmd) and IPython's calls of them. "" when there is none.
func shellInCode(code string) string {
	if len(code) > maxShellCode {
		return ""
	}
	lines := strings.Split(code, "\n")
	first := strings.Fields(strings.TrimSpace(lines[0]))
	rest := strings.Join(lines[1:], "\n")
	if len(first) > 0 {
		switch {
		case strings.HasPrefix(first[0], "#!"):
			words := first
			words[0] = strings.TrimPrefix(words[0], "#!")
			if words[0] == "" {
				words = words[1:]
			}
			if len(words) > 0 && path.Base(words[0]) == "env" {
				words = words[1:]
				for len(words) > 0 && strings.HasPrefix(words[0], "-") {
					words = words[1:]
				}
			}
			if len(words) > 0 && shellName(path.Base(words[0])) {
				return rest
			}
			return ""
		case first[0] == "%%bash" || first[0] == "%%sh" || first[0] == "%%zsh" || first[0] == "%%system" || first[0] == "%%!":
			return rest
		case first[0] == "%%script" && len(first) > 1 && shellName(path.Base(first[1])):
			return rest
		}
	}
	var out []string
	for _, m := range ipythonShell.Get().FindAllStringSubmatch(code, 16) {
		out = append(out, m[1]+m[2]+m[3]+m[4])
	}
	// C's and a debugger expression's call of the shell: system("cmd"),
	// popen("cmd", "r"), with the string's escapes read.
	for _, m := range cShell.Get().FindAllStringSubmatch(code, 16) {
		if s, err := strconv.Unquote(`"` + m[1] + `"`); err == nil {
			out = append(out, s)
		}
	}
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if m := jupyterAssign.Get().FindString(t); m != "" {
			t = t[len(m)-1:]
		}
		switch {
		case strings.HasPrefix(t, "!"):
			out = append(out, strings.TrimLeft(t, "!"))
		case strings.HasPrefix(t, "%system ") || strings.HasPrefix(t, "%sx "):
			_, cmd, _ := strings.Cut(t, " ")
			out = append(out, cmd)
		case strings.HasPrefix(t, "%sc "):
			_, cmd, _ := strings.Cut(t, "=")
			out = append(out, cmd)
		}
	}
	return strings.Join(out, "\n")
}

// commandLines reports whether a list under a shell key is command
// lines, not an argument vector: its first entry holds words and
// operators, where a vector's first is one program's name or path (a
// Windows path may hold spaces, not a vector's program word); or the
// key names commands in the plural and no entry is an option
// ({"commands": ["uptime", "df -h"]}).
func commandLines(key string, list []string) bool {
	first := strings.TrimSpace(list[0])
	if shellText(first) && !strings.Contains(first, `\`) {
		return true
	}
	plural := sameKey(key, "commands") || sameKey(key, "cmds") || sameKey(key, "command_list") || sameKey(key, "lines")
	return plural && !slices.ContainsFunc(list, func(e string) bool { return strings.HasPrefix(strings.TrimSpace(e), "-") })
}

// joinLines joins a notebook's source lines, which keep their own line
// ends or may not.
func joinLines(lines []string) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l)
		if !strings.HasSuffix(l, "\n") {
			b.WriteByte('\n')
		}
	}
	return b.String()
}
