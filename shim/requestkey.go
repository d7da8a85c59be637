package shim

import (
	"regexp"
	"strings"

	"gatesh/agentwrap"
	"gatesh/internal/lazy"
)

// An agent's wrapper around a command may hold a name that is random for
// every call. A re-run after approval must find its request, so the
// request key replaces exactly that random part, and nothing else, with
// X's. The two texts then differ only in the name of a file the wrapper
// writes to itself.
//
// The regexps are compiled on first use: most commands are neither
// agent's, and a regexp compiled at start costs every command.

// claudeCwdFile matches the end of Claude Code's wrapper, which writes the
// shell's folder to a file: `... && pwd -P >| /tmp/claude-3f9a-cwd`.
var claudeCwdFile = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`( && pwd -P >\| '?(?:[^'\s]*/)?claude-)[0-9a-f]{1,32}(-cwd'?)$`)
}}

// claudeSnapshotName matches the start of Claude Code's wrapper, which
// sources the shell snapshot of its session:
// `source /home/u/.claude/shell-snapshots/snapshot-bash-1796158155849-7ho5ow.sh 2>/dev/null || true && ...`.
// The name is new in every Claude session, so a command approved in one
// session (a turn of gatesh loop) could never run in the next. Masking
// it gives the agent nothing: the approval binds the snapshot's path and
// content (snapshotFact), and Landlock keeps the folder from green
// commands.
var claudeSnapshotName = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`\A(source '?(?:[^'\s]*/)?\.claude/shell-snapshots/snapshot-(?:bash|zsh)-)[0-9]{1,20}-[a-z0-9]{1,16}(\.sh'? 2>/dev/null \|\| true && )`)
}}

// claudeSnapshotPath is the path of the snapshot in the same wrapper,
// which the approval binds (snapshotFact).
var claudeSnapshotPath = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`\Asource '?([^'\s]*\.claude/shell-snapshots/snapshot-(?:bash|zsh)-[0-9]{1,20}-[a-z0-9]{1,16}\.sh)'? 2>/dev/null \|\| true && `)
}}

// Gemini CLI's wrapper (agentwrap.GeminiHead) writes its background pids
// to a file in a folder from mkdtemp (six letters or digits), in
// os.tmpdir(), quoted when it needs to be.
var geminiPidsFile = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`\A(` + regexp.QuoteMeta(agentwrap.GeminiHead) + `'?(?:[^'\n]*/)?gemini-shell-)[A-Za-z0-9]{6}(/bgpids\.tmp'?\n\(\n  trap 'jobs -p > "\$_bgpids_file"' EXIT\n)`)
}}

// requestKey is the text a request is filed and approved under: the
// command text, with the random part of Claude Code's cwd file name and
// snapshot file name, or of Gemini CLI's folder for background pids,
// replaced by X's.
func requestKey(text string) string {
	switch {
	case strings.HasPrefix(text, agentwrap.GeminiHead) && strings.HasSuffix(text, agentwrap.GeminiTail):
		return geminiPidsFile.Get().ReplaceAllString(text, "${1}XXXXXX${2}")
	case strings.Contains(text, "claude-"):
		key := claudeCwdFile.Get().ReplaceAllString(text, "${1}XXXX${2}")
		if claudeCwdFile.Get().MatchString(text) { // only inside Claude's whole wrapper
			key = claudeSnapshotName.Get().ReplaceAllString(key, "${1}X-X${2}")
		}
		return key
	}
	return text
}
