package agentwrap

import (
	"regexp"
	"strings"

	"gatesh/internal/lazy"
)

// An agent's CLI wraps the command its model asked for in a script of its
// own before it runs its shell: Claude Code sources its shell snapshot and
// evals the command, Gemini CLI runs it in a subshell that records its
// background jobs. A person deciding on a hold reads the command the
// agent asked for; the wrapper, which the approval binds with the rest of
// the exact text, stays one step away.

// Agents' names, as audit.Identify gives them.
const (
	Claude = "claude-code"
	Gemini = "gemini"
)

// claudeHead matches what Claude Code (2.1) runs before the eval: its
// session's snapshot, then shell options and unaliases.
var claudeHead = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`\A(?:source '?(?:[^'\s;&|<>$` + "`" + `]*/)?\.claude/shell-snapshots/snapshot-(?:bash|zsh)-[0-9X]{1,20}-[A-Za-z0-9X]{1,16}\.sh'? 2>/dev/null \|\| true && )?` +
		`(?:\\builtin )?shopt -u extglob 2>/dev/null \|\| true` +
		`(?: && \{ \\builtin unalias -- '[A-Za-z_]+'; \\builtin unset -f -- '[A-Za-z_]+'; \} >/dev/null 2>&1 \|\| true)*` +
		` && eval `)
}}

// claudeTail matches what follows the evalled command: the shell's
// folder written to Claude's cwd file.
var claudeTail = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?: < /dev/null)? && pwd -P >\| '?(?:[^'\s;&|<>$` + "`" + `]*/)?claude-[0-9a-fA-FX]{1,32}-cwd'?\z`)
}}

// geminiHead and geminiTail are Gemini CLI's wrapper around a command,
// with the file of background pids, which is new on every call, between
// the head and the trap:
//
//	shopt -u promptvars nullglob extglob nocaseglob dotglob; _bgpids_file=/tmp/gemini-shell-Ab12Cd/bgpids.tmp
//	(
//	  trap 'jobs -p > "$_bgpids_file"' EXIT
//	CMD
//	)
//	__code=$?
//	exit $__code
const (
	GeminiHead = "shopt -u promptvars nullglob extglob nocaseglob dotglob; _bgpids_file="
	GeminiTail = "\n)\n__code=$?\nexit $__code"
	geminiTrap = "\n(\n  trap 'jobs -p > \"$_bgpids_file\"' EXIT\n"
)

// Command returns the command an agent's model asked for when text
// is exactly that command in its CLI's wrapper, and the agent; ok is
// false for any other text. Only the wrapper's own shape is taken off:
// the snapshot must be one of Claude's snapshot files and the evalled
// command one single-quoted word, Gemini's pid file a plain path, so no
// other command can hide in what is taken off.
func Command(text string) (cmd, agent string, ok bool) {
	if c, ok := geminiCommand(text); ok {
		return c, Gemini, true
	}
	if c, ok := claudeCommand(text); ok {
		return c, Claude, true
	}
	return "", "", false
}

func claudeCommand(text string) (string, bool) {
	if !strings.Contains(text, " && eval ") || !strings.Contains(text, "claude-") {
		return "", false
	}
	head := claudeHead.Get().FindStringIndex(text)
	if head == nil {
		return "", false
	}
	rest := text[head[1]:]
	tail := claudeTail.Get().FindStringIndex(rest)
	if tail == nil {
		return "", false
	}
	return singleQuoted(rest[:tail[0]])
}

// singleQuoted decodes one shell word made only of single-quoted parts
// and the two spellings of a quote between them ('\” and '"'"'), as
// Claude Code quotes the command it evals.
func singleQuoted(w string) (string, bool) {
	var b strings.Builder
	for w != "" {
		switch {
		case strings.HasPrefix(w, "'"):
			end := strings.IndexByte(w[1:], '\'')
			if end < 0 {
				return "", false
			}
			b.WriteString(w[1 : 1+end])
			w = w[2+end:]
		case strings.HasPrefix(w, `\'`):
			b.WriteByte('\'')
			w = w[2:]
		case strings.HasPrefix(w, `"'"`):
			b.WriteByte('\'')
			w = w[3:]
		default:
			return "", false
		}
	}
	return b.String(), true
}

func geminiCommand(text string) (string, bool) {
	if !strings.HasPrefix(text, GeminiHead) || !strings.HasSuffix(text, GeminiTail) {
		return "", false
	}
	rest := text[len(GeminiHead) : len(text)-len(GeminiTail)]
	i := strings.Index(rest, geminiTrap)
	if i < 0 || !plainPath(rest[:i]) {
		return "", false
	}
	return rest[i+len(geminiTrap):], true
}

// plainPath reports whether w is a file name with nothing the shell
// would run or expand, quoted or not.
func plainPath(w string) bool {
	if len(w) >= 2 && w[0] == '\'' && w[len(w)-1] == '\'' {
		w = w[1 : len(w)-1]
	}
	return w != "" && !strings.ContainsAny(w, " \t\n'\";&|<>()$`\\*?[]{}~!#")
}

// AsAsked is the text to show a person first: the command the agent asked
// for when text is its CLI's wrapper around it (agent names the CLI),
// else text itself (agent is "").
func AsAsked(text string) (cmd, agent string) {
	if c, a, ok := Command(text); ok {
		return c, a
	}
	return text, ""
}
