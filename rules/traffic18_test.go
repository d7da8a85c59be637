package rules_test

import (
	"strings"
	"testing"
)

// TestTraffic18PatchInShell: agents send Codex's apply_patch with its
// patch in a quoted here-document as the whole script of bash -lc, sh -c
// or zsh -c. Codex takes that shape for its own apply_patch
// (codex-rs/apply-patch's maybe_parse_apply_patch) and applies the patch
// itself; a shell would run the same apply_patch on the same text. So it
// is judged as the apply_patch tool with that patch, as the bare
// command is. A patch of a start-up file or a file outside the project is
// held; so is any other wrapper around the shell, a cd before the
// command, or a patch read from a file.
func TestTraffic18PatchInShell(t *testing.T) {
	inShell := func(shell, script string) string {
		return shell + " '" + strings.ReplaceAll(script, "'", `'"'"'`) + "'"
	}
	patch := func(body string) string {
		return "apply_patch << 'EOF'\n*** Begin Patch\n" + body + "*** End Patch\nEOF"
	}
	update := func(file string) string {
		return "*** Update File: " + file + "\n@@\n-  const a = 1;\n+  const a = 2;\n"
	}
	checkTiersIn(t, "/Users/dev/Projects/app", "/Users/dev", nil, []tierCase{
		{"patch-shell", inShell("bash -lc", patch(update("bin/app.js"))), "pass"},
		{"patch-shell", inShell("sh -c", patch(update("README.md"))), "pass"},
		{"patch-shell", inShell("zsh -c", patch("*** Add File: test/new.test.js\n+it('works', () => {});\n")), "pass"},
		{"patch-shell", inShell("/bin/bash -c", patch(update("src/index.ts"))), "pass"},

		{"patch-shell-outside", inShell("bash -lc", patch(update("/Users/dev/.zshrc"))), "held"},
		{"patch-shell-outside", inShell("sh -c", patch(update("../other/index.js"))), "held"},
		{"patch-shell-outside", inShell("bash -lc", patch("*** Add File: .git/hooks/pre-push\n+#!/bin/sh\n")), "held"},
		{"patch-shell-shape", inShell("bash -lc", "cd /etc && "+patch(update("hosts"))), "held"},
		{"patch-shell-shape", "sudo " + inShell("bash -c", patch(update("bin/app.js"))), "held"},
		{"patch-shell-shape", inShell("bash -lc", "apply_patch < fix.patch"), "held"},
		{"patch-shell-shape", inShell("bash -lc", inShell("sh -c", patch(update("bin/app.js")))), "held"},
		{"patch-shell-shape", inShell("python3 -c", patch(update("bin/app.js"))), "held"},
	})
}

// TestTraffic18EdScriptFromPrintf: agents feed ed its commands from
// printf or echo in a pipe, as they do from a heredoc. The text printf
// prints is known, so ed's script is read as a heredoc's is: an append
// and a write of the file it edits in the project is an editor's edit;
// a write to a file outside the project or to git's hooks, a shell
// escape, or a script that is not known (a file, a variable) is held.
func TestTraffic18EdScriptFromPrintf(t *testing.T) {
	checkTiersIn(t, "/Users/dev/Projects/app", "/Users/dev", nil, []tierCase{
		{"ed-printf", `printf '%s\n' '/^## CI\/CD$/' 'a' 'The pipeline lints commit messages.' '.' 'w' 'q' | ed -s docs/guide.md`, "pass"},
		{"ed-printf", `printf '/--level=<lvl>/a\n| --check | Check mode |\n.\nw\nq\n' | ed -s README.md`, "pass"},
		{"ed-printf", `sh -c 'printf '"'"'/Options/a\nnew line\n.\nw\n'"'"' | ed -s README.md'`, "pass"},
		{"ed-printf", `echo -e '1i\n// header\n.\nw\nq' | ed -s src/index.js`, "pass"},

		{"ed-printf-held", `printf 'w /Users/dev/.zshrc\nq\n' | ed -s README.md`, "held"},
		{"ed-printf-held", `printf '%s\n' 'a' '#!/bin/sh' '.' 'w .git/hooks/pre-commit' 'q' | ed -s README.md`, "held"},
		{"ed-printf-held", `printf '!touch x\nq\n' | ed -s README.md`, "held"},
		{"ed-printf-held", `cat script.ed | ed -s README.md`, "held"},
		{"ed-printf-held", `printf "$script" | ed -s README.md`, "held"},
		{"ed-printf-held", `printf '1d\nw\n' | ed -s /Users/dev/.zshrc`, "held"},
	})
}
