package agentsetup

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
)

// A dialect is what one agent's own reader accepts in a JSON settings
// file, and what the agent does with a file it cannot read. gatesh
// edits settings as JSON with comments; a file that the agent's reader
// rejects is one whose hooks never run, so install refuses it and doctor
// fails on it.
type dialect struct {
	agent  string // as people know it
	reader string // how the agent reads the file
	// allows are the extras beyond strict JSON that the reader takes.
	allows []extraKind
	// unread says what the agent does with a file its reader rejects.
	unread string
	// schema, if set, describes the first value the agent refuses in a
	// file its reader takes, or says "".
	schema func(src []byte) string
}

// The agents' readers, as checked against the pinned CLIs by e2e's
// TestSettingsDialects.
var (
	// Claude Code 2.1.328 parses settings.json as strict JSON (a byte
	// order mark aside) and skips a file that fails ("invalid JSON, JSON
	// comments, schema mismatch": the file is skipped and its rules are
	// not applied).
	claudeDialect = dialect{agent: "Claude Code", reader: "strict JSON (no comments, no trailing commas)",
		allows: []extraKind{extraBOM},
		unread: "ignores the whole file, without a word: its hooks, env and permissions do not apply"}
	// Gemini CLI 0.61.0 runs strip-json-comments, then JSON.parse, and
	// stops with a FatalConfigError on a file that fails.
	geminiDialect = dialect{agent: "Gemini CLI", reader: "JSON with comments (no trailing commas)",
		allows: []extraKind{extraLineComment, extraBlockComment},
		unread: "refuses to start"}
	// Qwen Code documents settings.json as JSON: gatesh takes no more.
	qwenDialect = dialect{agent: "Qwen Code", reader: "plain JSON, as its documentation shows it",
		unread: "may refuse the file, and with it gatesh's hook"}
	// Cursor documents hooks.json as plain JSON and says nothing of
	// comments: gatesh takes no more than that.
	cursorDialect = dialect{agent: "Cursor", reader: "plain JSON, as its documentation shows it",
		unread: "may ignore the file, and with it gatesh's hooks"}
)

// claudeSettingsDialect is Claude Code's dialect for its settings.json, which
// it checks against its schema too, skipping a file that fails
// (claude_schema.go); not for ~/.claude.json, another file.
func claudeSettingsDialect() dialect {
	d := claudeDialect
	d.schema = claudeSchema
	return d
}

// ErrDialect is wrapped by the error about a settings file that is JSON
// with comments but not what its agent reads (a *DialectError).
var ErrDialect = errors.New("not what the agent reads")

// DialectError is a settings file that holds what its agent's reader
// does not take.
type DialectError struct {
	d     dialect
	found []extraKind // what the reader does not take, first found first
	// schema is the value the agent refuses, when the reader takes the
	// text (found is then empty).
	schema string
	line   int // where the first is
	col    int
}

func (e *DialectError) Error() string {
	if e.schema != "" {
		return fmt.Sprintf("%v: %s; %s %s", ErrDialect, e.schema, e.d.agent, e.d.unread)
	}
	return fmt.Sprintf("%v: line %d, column %d: %s; %s reads this file as %s, and %s",
		ErrDialect, e.line, e.col, e.found[0], e.d.agent, e.d.reader, e.d.unread)
}

func (e *DialectError) Unwrap() error { return ErrDialect }

// Fix says what to take out of the file.
func (e *DialectError) Fix() string {
	if e.schema != "" {
		return "correct it: " + e.schema
	}
	var names []string
	for _, k := range e.found {
		if !slices.Contains(names, k.plural()) {
			names = append(names, k.plural())
		}
	}
	list := names[0]
	if n := len(names); n > 1 {
		list = strings.Join(names[:n-1], ", ") + " and " + names[n-1]
	}
	return "remove " + list + " from it: " + e.d.agent + " reads " + e.d.reader
}

// dialectOf is the dialect of a JSON file gatesh edits or reads; ok is
// false for a file that no agent reads.
func (p paths) dialectOf(file string) (dialect, bool) {
	switch filepath.Clean(file) {
	case filepath.Clean(p.claudeSettings()):
		return claudeSettingsDialect(), true
	case filepath.Clean(p.claudeJSON()):
		return claudeDialect, true
	case filepath.Clean(p.geminiSettings()):
		return geminiDialect, true
	case filepath.Clean(p.cursorHooks()):
		return cursorDialect, true
	case filepath.Clean(p.qwenSettings()):
		return qwenDialect, true
	}
	return dialect{}, false
}

// projectDialect is the dialect of an agent's project settings file.
func projectDialect(agentName string) dialect {
	// Not Claude Code's schema: a project file it skips turns nothing
	// off, and one gatesh took for skipped by mistake would hide what it
	// turns off.
	if agentName == "gemini" {
		return geminiDialect
	}
	return claudeDialect
}

// check parses src and returns an error that wraps ErrSyntax when it is
// not JSON with comments, or a *DialectError when it holds what d's
// reader does not take.
func (d dialect) check(src []byte) error {
	_, extras, err := scanJSONC(src)
	if err != nil {
		return err
	}
	var e *DialectError
	for _, x := range extras {
		if slices.Contains(d.allows, x.kind) {
			continue
		}
		if e == nil {
			e = &DialectError{d: d}
			e.line, e.col = lineCol(src, x.pos)
		}
		e.found = append(e.found, x.kind)
	}
	if e == nil && d.schema != nil {
		if bad := d.schema(src); bad != "" {
			return &DialectError{d: d, schema: bad}
		}
	}
	if e == nil {
		return nil
	}
	return e
}

// CheckSettings reports whether the named agent (claude, gemini, cursor)
// reads src as its settings file: nil, a *DialectError when its reader
// rejects what src holds beyond strict JSON, or an error wrapping
// ErrSyntax when src is not JSON with comments at all.
func CheckSettings(agentName string, src []byte) error {
	d, ok := map[string]dialect{"claude": claudeSettingsDialect(), "gemini": geminiDialect, "cursor": cursorDialect}[agentName]
	if !ok {
		return fmt.Errorf("%s has no JSON settings file", agentName)
	}
	return d.check(src)
}
