package agentsetup

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Each agent's reader, as the pinned CLIs read their settings: a row
// lists the spellings that are one case.
func TestDialects(t *testing.T) {
	for _, tc := range []struct {
		d        dialect
		accepted []string
		refused  []string // each refused at line 2, column 3 or 1, 1 (a BOM)
	}{
		{
			d: claudeDialect,
			accepted: []string{
				`{"model": "opus"}`,
				"{\n  \"url\": \"http://example.com//x\", \"glob\": \"/*.go\"\n}\n", // comment marks inside strings
				`{"a": [1, 2], "b": {}}`,
				"\ufeff{\"model\": \"opus\"}\n",
			},
			refused: []string{
				"{\n  // a note\n  \"model\": \"opus\"\n}\n",
				"{\n  /* a note */ \"model\": \"opus\"\n}\n",
				"{\n  \"model\": \"opus\",\n}\n",
				"{\n  \"a\": [1, 2,]}\n",
			},
		},
		{
			d: geminiDialect,
			accepted: []string{
				"{\n  // a note\n  \"model\": \"x\"\n}\n",
				"{\n  /* a note */ \"model\": \"x\"\n}\n",
				"// first\n{}\n",
			},
			refused: []string{
				"{\n  \"model\": \"x\",\n}\n",
				"{\n  \"a\": [1, 2,]}\n",
				"\ufeff{}\n",
			},
		},
		{
			d:        cursorDialect,
			accepted: []string{`{"version": 1, "hooks": {}}`},
			refused:  []string{"{\n  // hooks\n  \"version\": 1\n}\n", "{\n  \"version\": 1,\n}\n"},
		},
	} {
		for _, src := range tc.accepted {
			if err := tc.d.check([]byte(src)); err != nil {
				t.Errorf("%s refuses %q: %v", tc.d.agent, src, err)
			}
		}
		for _, src := range tc.refused {
			err := tc.d.check([]byte(src))
			if !errors.Is(err, ErrDialect) || !strings.Contains(err.Error(), tc.d.agent+" reads this file as "+tc.d.reader) {
				t.Errorf("%s takes %q: %v", tc.d.agent, src, err)
				continue
			}
			if !strings.Contains(err.Error(), "line 2, column ") && !strings.Contains(err.Error(), "line 1, column 1: a byte order mark") {
				t.Errorf("%q: the place is not named: %v", src, err)
			}
		}
	}
	// What is not JSON with comments at all stays a syntax error.
	if err := claudeDialect.check([]byte(`{"a": }`)); !errors.Is(err, ErrSyntax) {
		t.Errorf("a syntax error: %v", err)
	}
}

// install refuses a settings file its agent would not read, and changes
// nothing: not the file, no backup, no install record. A comment in
// Claude Code's settings.json made Claude Code ignore the whole file, and
// with it the hook that install added.
func TestInstallRefusesWhatTheAgentCannotRead(t *testing.T) {
	for _, tc := range []struct {
		agent, route, file, content, want, fix string
	}{
		{"claude", "hook", ".claude/settings.json", "{\n  // mine\n  \"model\": \"opus\", /* more */\n}\n",
			"line 2, column 3: a // comment; Claude Code reads this file as strict JSON", "remove the comments and the trailing commas from it"},
		{"claude", "shell", ".claude/settings.json", "{\n  \"model\": \"opus\",\n}\n", "line 2, column 18: a trailing comma; Claude Code", "remove the trailing commas"},
		{"gemini", "hook", ".gemini/settings.json", "{\n  \"ui\": {}, // mine\n}\n",
			"line 2, column 11: a trailing comma; Gemini CLI reads this file as JSON with comments (no trailing commas), and refuses to start", "remove the trailing commas from it:"},
		{"cursor", "hook", ".cursor/hooks.json", "{\n  /* mine */\n  \"version\": 1\n}\n", "line 2, column 3: a /* */ comment; Cursor", "remove the comments from it"},
	} {
		t.Run(tc.agent+" "+tc.route, func(t *testing.T) {
			f := newFixture(t)
			must(t, os.WriteFile(filepath.Join(f.binDir, tc.agent), []byte("#!/bin/sh\n"), 0o755))
			file := f.write(tc.file, tc.content)
			for _, dry := range []bool{true, false} {
				err := f.install(tc.agent, tc.route, dry)
				var e *Error
				if !errors.As(err, &e) || !strings.Contains(err.Error(), tc.want) || !strings.Contains(e.Hint, tc.fix) || !strings.Contains(e.Hint, "nothing was changed") {
					t.Fatalf("install (dry run %v): %v", dry, err)
				}
			}
			if got := f.read(file); got != tc.content {
				t.Errorf("the file changed:\n%s", got)
			}
			p := paths{home: f.home, gateshHome: f.gh, getenv: f.env().Getenv}
			for _, left := range []string{backupPath(file), p.manifestPath(tc.agent), filepath.Join(f.gh, "bin", "gatesh-"+tc.agent)} {
				if _, err := os.Stat(left); err == nil {
					t.Errorf("install left %s", left)
				}
			}
		})
	}
}
