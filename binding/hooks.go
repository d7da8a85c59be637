package binding

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gatesh/parser"
	"gatesh/queue"
)

// hookNames are the hooks git sub may run, from githooks(5): nearly
// every command that changes something runs reference-transaction,
// post-index-change and pre-auto-gc; a subcommand not listed here may
// run any hook.
func hookNames(sub string) []string {
	every := []string{"reference-transaction", "post-index-change", "pre-auto-gc"}
	commit := []string{"pre-commit", "prepare-commit-msg", "commit-msg", "post-commit", "post-rewrite"}
	var own []string
	switch sub {
	case "commit", "cherry-pick", "revert":
		own = commit
	case "merge":
		own = append([]string{"pre-merge-commit", "post-merge"}, commit...)
	case "pull":
		own = append([]string{"pre-merge-commit", "post-merge", "pre-rebase", "post-checkout"}, commit...)
	case "rebase":
		own = append([]string{"pre-rebase", "post-checkout"}, commit...)
	case "am":
		own = append([]string{"applypatch-msg", "pre-applypatch", "post-applypatch"}, commit...)
	case "checkout", "switch", "worktree", "stash", "clone":
		own = []string{"post-checkout"}
	case "push":
		own = []string{"pre-push"}
	case "send-email":
		own = []string{"sendemail-validate"}
	case "fetch", "reset", "restore", "branch", "tag", "add", "rm", "mv", "gc",
		"status", "log", "diff", "show", "ls-files", "rev-parse", "describe", "blame", "grep", "remote",
		"config", "for-each-ref", "cat-file", "ls-remote", "shortlog", "reflog":
	default:
		return []string{
			"applypatch-msg", "pre-applypatch", "post-applypatch", "pre-commit", "pre-merge-commit",
			"prepare-commit-msg", "commit-msg", "post-commit", "pre-rebase", "post-checkout", "post-merge",
			"pre-push", "pre-receive", "update", "proc-receive", "post-receive", "post-update",
			"reference-transaction", "push-to-checkout", "pre-auto-gc", "post-rewrite", "sendemail-validate",
			"fsmonitor-watchman", "p4-changelist", "p4-prepare-changelist", "p4-post-changelist", "p4-pre-submit",
			"post-index-change",
		}
	}
	return append(every, own...)
}

// receiveHooks run in the repository a push lands in, on the machine
// that holds it: this one, for a remote that is a path.
func receiveHooks() []string {
	return []string{"pre-receive", "update", "proc-receive", "post-receive", "post-update", "push-to-checkout", "reference-transaction"}
}

// maxHook is the most of a hook file hashed.
const maxHook = 64 << 20

// hooks returns a fact for each of the hooks named that is in the
// repository's hooks folder: its path, and its content's sha256 and
// whether git can run it. A hook that is not there gives no fact, so
// one planted later changes the facts.
func (rp *repo) hooks(names []string) []queue.Fact {
	return hooksIn(rp.hooksDir(), names)
}

// hooksIn is hooks for the hooks folder dir.
func hooksIn(dir string, names []string) []queue.Fact {
	var facts []queue.Fact
	for _, name := range names {
		path := filepath.Join(dir, name)
		if _, err := os.Lstat(path); err != nil {
			continue
		}
		facts = append(facts, queue.Fact{Kind: KindHook, Name: path, Value: hookState(path)})
	}
	return facts
}

// hookState describes a hook file as git will find it: through any
// link, its content's sha256, and whether it is executable (git skips a
// hook that is not, with a hint).
func hookState(path string) string {
	_, state := readHook(path, false)
	return state
}

// readHook is hookState, and with keep the content it hashed.
func readHook(path string, keep bool) ([]byte, string) {
	link := ""
	if target, err := os.Readlink(path); err == nil {
		link = ", a link to " + target
	}
	info, err := os.Stat(path)
	switch {
	case err != nil:
		return nil, "cannot be read" + link
	case info.IsDir():
		return nil, "a folder" + link
	case !info.Mode().IsRegular():
		return nil, "not a regular file" + link
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, "cannot be read" + link
	}
	defer f.Close()
	h := sha256.New()
	var content bytes.Buffer
	w := io.Writer(h)
	if keep {
		w = io.MultiWriter(h, &content)
	}
	n, err := io.Copy(w, io.LimitReader(f, maxHook+1))
	switch {
	case err != nil:
		return nil, "cannot be read" + link
	case n > maxHook:
		return nil, fmt.Sprintf("larger than %d bytes", maxHook) + link
	}
	run := "executable"
	if info.Mode().Perm()&0o111 == 0 {
		run = "not executable"
	}
	return content.Bytes(), fmt.Sprintf("sha256 %s, %d bytes, %s%s", hex.EncodeToString(h.Sum(nil)), n, run, link)
}

// commandHooksPath is the core.hooksPath a git command line sets for
// itself (git -c core.hooksPath=DIR), which wins over every file's and
// over the gate's own while an approved command runs.
func commandHooksPath(c *parser.Command) (string, bool) {
	path, set := "", false
	for i := 0; i+1 < len(c.Args); i++ {
		if c.Args[i].Value != "-c" {
			continue
		}
		if k, v, ok := strings.Cut(c.Args[i+1].Value, "="); ok && strings.EqualFold(k, "core.hooksPath") {
			path, set = v, true
		}
		i++
	}
	return path, set
}
