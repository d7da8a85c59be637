package describe

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/undo"
)

// invisible are characters a display hides or uses to reorder text: a
// preview that prints them raw may read as something else than what runs.
var invisible = []string{"\u202e", "\u2066", "\u2069", "\u200b", "\u200f", "\ufeff", "\x1b"}

func rawInvisible(s string) string {
	for _, c := range invisible {
		if strings.Contains(s, c) {
			return c
		}
	}
	return ""
}

// Every line of what a held request would do is escaped, whatever part
// of it came from outside: git's error text quotes the branch name of
// the command, and a file's contents show in a tool call's diff. The
// second red team round found raw U+202E and U+2066/U+2069 in the
// preview's git error text on the review page.
func TestPreviewEscapesInvisible(t *testing.T) {
	dir, git := gitRepo(t)
	for _, cmd := range []string{
		"git push --force origin \u2066#\u2069 \u202edehsup gnihton ,nur yrd #",
		"git push --force origin main:\u202eniam",
		"git reset --hard \u202eDAEH",
		"rm -rf 'src/\u200bnew.txt'",
		"gh issue comment 1 --body 'ok \u202e'",
	} {
		for _, l := range WhatItWouldDo(cmd, dir, Env{Git: git, Undo: undo.Defaults()}) {
			if c := rawInvisible(l); c != "" {
				t.Errorf("%q: the preview shows %U raw:\n%s", cmd, []rune(c)[0], l)
			}
		}
	}
	path := filepath.Join(dir, "doc.md")
	must(t, os.WriteFile(path, []byte("a\u202eb\n"), 0o644))
	for _, l := range WhatToolWouldDo("Write", `{"file_path":"`+path+`","content":"x\u2066y\n"}`, dir) {
		if c := rawInvisible(l); c != "" {
			t.Errorf("Write: the preview shows %U raw:\n%s", []rune(c)[0], l)
		}
	}
}
