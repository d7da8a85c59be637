package undo

import (
	"path/filepath"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
)

// Facts gathered before a script runs hold for a command in it only if
// nothing before or beside it changes files: `mv ~/data x && rm -rf x`
// probes an x that does not exist yet. So a tier is lowered only in a
// script whose other commands are inert: they read, print or move the
// shell around, and write nothing but /dev/null, a descriptor or files
// under /tmp.

// inertNames change no files by themselves (their redirections are
// checked separately).
var inertNames = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"cd": true, "pushd": true, "popd": true, "pwd": true, "echo": true, "printf": true,
		"true": true, "false": true, ":": true, "test": true, "[": true, "[[": true,
		"ls": true, "cat": true, "head": true, "tail": true, "wc": true, "grep": true,
		"sleep": true, "set": true, "shopt": true, "unset": true, "export": true,
		"declare": true, "local": true, "alias": true, "unalias": true, "type": true,
		"which": true, "eval": true, "trap": true, "exit": true, "return": true,
		"command": true, "builtin": true, "date": true, "whoami": true, "id": true,
	}
}}

// gitReads are git subcommands that change no files in the work tree.
var gitReads = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"status": true, "log": true, "diff": true, "show": true, "rev-parse": true,
		"ls-files": true, "describe": true, "shortlog": true, "blame": true, "grep": true,
	}
}}

// inert reports whether c changes no files that a probe could have looked
// at.
func inert(c *parser.Command, e Env) bool {
	for _, r := range c.Redirs {
		if writes(r) && !harmlessTarget(r.Target) {
			return false
		}
	}
	switch {
	case inertNames.Get()[c.Name]:
		return true
	case c.Name == "git":
		g, ok := parseGit(c)
		return ok && gitReads.Get()[g.sub]
	case c.Name == "source" || c.Name == ".":
		// Claude Code sources its own snapshot before every command: it
		// defines functions, aliases and options.
		return len(c.Args) == 1 && !c.Args[0].Dynamic &&
			strings.Contains(c.Args[0].Value, "/.claude/shell-snapshots/")
	}
	return false
}

// writes reports whether a redirection writes a file.
func writes(r parser.Redirect) bool {
	switch r.Op {
	case ">", ">>", ">|", "&>", "&>>", "<>":
		return true
	}
	return false
}

// harmlessTarget is a redirection target no probe looks at.
func harmlessTarget(w parser.Word) bool {
	if w.Dynamic || w.Glob {
		return false
	}
	v := filepath.Clean(w.Value)
	return strings.HasPrefix(v, "/dev/") || strings.HasPrefix(v, "/tmp/")
}

// onlyChange reports whether c is the only command of the script that
// is not inert.
func (f *refiner) onlyChange(c *parser.Command) bool {
	for _, o := range f.d.Script.Commands {
		if o != c && !inert(o, f.e) {
			return false
		}
	}
	return true
}
