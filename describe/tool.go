package describe

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gatesh/audit"
	"gatesh/toolcall"
)

// Limits of what describing a tool call reads and prints.
const (
	maxToolFile  = 1 << 20 // bytes of a file on disk read to diff against
	maxDiffLines = 2000    // lines on either side of a diff
	maxDiffShown = 120     // diff lines printed
)

// Effects describes a held request: a tool call's (tool is its name,
// server its MCP server or "") by WhatToolWouldDo, a command's by
// WhatItWouldDo.
func Effects(tool, server, text, cwd string, env Env) []string {
	if tool != "" {
		return safeLines(whatToolWouldDo(tool, server, text, cwd, onDisk{}))
	}
	return WhatItWouldDo(text, cwd, env)
}

// ServerText says in plain words which MCP server a held tool call goes
// to and what its approval binds; "" for a call of no MCP server. The
// server is the agent's word (or gatesh mcp's), or else what an
// mcp__SERVER__TOOL name says.
func ServerText(tool, server string) string {
	c := toolcall.Call{Tool: tool, Server: server}
	switch {
	case server != "" && tool == "resources/read":
		return fmt.Sprintf("%s: the MCP server whose resource this reads; an approval reads it from this server only", Shown(server))
	case server != "":
		return fmt.Sprintf("%s: the MCP server whose tool %s this calls; an approval runs it on this server only", Shown(server), Shown(c.OwnName()))
	}
	named, own, ok := toolcall.SplitMCP(tool)
	switch {
	case !ok:
		return ""
	case named != "":
		return fmt.Sprintf("%s, as the tool's name says: the agent named no server, so an approval binds the name %s alone", Shown(named), Shown(tool))
	}
	return fmt.Sprintf("not known: the agent named no MCP server for its tool %s, so an approval binds the name %s alone", Shown(own), Shown(tool))
}

// WhatToolWouldDo describes a held tool call for the person deciding on
// it: for a write or an edit, the change against the file on disk as a
// diff; for a patch, each file it adds, changes, moves or deletes; for a
// read, the file; for any other tool (an MCP tool), its arguments, the
// text another person would see. Secrets are redacted as the log
// redacts them.
func WhatToolWouldDo(tool, text, cwd string) []string {
	return safeLines(whatToolWouldDo(tool, "", text, cwd, onDisk{}))
}

// ToolCallAsSent describes a held tool call from its arguments alone,
// for a page away from the machine that made it (the team hub): a write
// shows its new content, an edit its change, an MCP call its arguments.
// It reads no file: the paths name the machine's files, not this host's.
func ToolCallAsSent(tool, text, cwd string) []string {
	return safeLines(whatToolWouldDo(tool, "", text, cwd, elsewhere{}))
}

// files is where a description looks at the files a call names.
type files interface {
	// read returns a file's contents and whether it exists.
	read(path string) (string, bool, error)
	// size says how large a file to be deleted is now.
	size(path string) string
}

type onDisk struct{}

func (onDisk) read(path string) (string, bool, error) { return readFile(path) }
func (onDisk) size(path string) string                { return deletedSize(path) }

// elsewhere is the machine's disk, out of reach.
type elsewhere struct{}

var errElsewhere = errors.New("the file is on the machine, not here")

func (elsewhere) read(string) (string, bool, error) { return "", false, errElsewhere }
func (elsewhere) size(string) string                { return "" }

func whatToolWouldDo(tool, server, text, cwd string, disk files) []string {
	call, err := toolcall.ParseText(text)
	if err != nil || call.Tool != tool {
		return []string{"gatesh cannot read this call's arguments: what it does is not shown"}
	}
	if server != "" {
		call.Server = server
	}
	args := call.Args()
	str := func(key string) (string, bool) {
		var s string
		raw, ok := args[key]
		return s, ok && json.Unmarshal(raw, &s) == nil
	}
	abs := func(p string) string {
		if filepath.IsAbs(p) || strings.HasPrefix(p, "~") {
			return p
		}
		return filepath.Join(cwd, p)
	}
	var out []string
	if path, ok := str("file_path"); ok {
		switch {
		case has(args, "content"):
			content, _ := str("content")
			out = append(out, writeDiff(disk, abs(path), content))
			return out
		case has(args, "old_string") && has(args, "new_string"):
			old, _ := str("old_string")
			new, _ := str("new_string")
			return append(out, editDiff(disk, abs(path), old, new))
		case has(args, "edits"):
			return append(out, fmt.Sprintf("edits %s in several places:\n%s", Shown(abs(path)), argumentsText(args)))
		default:
			return append(out, fmt.Sprintf("reads %s and hands its contents to the model", Shown(abs(path))))
		}
	}
	for _, key := range []string{"command", "input", "patch"} {
		if patch, ok := str(key); ok && tool == "apply_patch" {
			files, err := toolcall.ParsePatch(patch)
			if err != nil {
				return []string{fmt.Sprintf("a patch gatesh cannot read (%v):\n%s", err, limited(redact(patch)))}
			}
			for _, f := range files {
				head := fmt.Sprintf("%s %s", map[toolcall.PatchOp]string{toolcall.PatchAdd: "adds", toolcall.PatchUpdate: "changes", toolcall.PatchDelete: "deletes"}[f.Op], Shown(abs(f.Path)))
				if f.MoveTo != "" {
					head += " and moves it to " + Shown(abs(f.MoveTo))
				}
				if f.Op == toolcall.PatchDelete {
					head += disk.size(abs(f.Path))
				}
				if f.Body != "" {
					head += ":\n" + clipLines(redact(f.Body))
				}
				out = append(out, head)
			}
			return out
		}
	}
	if uri, ok := str("uri"); ok && tool == "resources/read" && call.Server != "" {
		return []string{fmt.Sprintf("reads the resource %s of the MCP server %s and hands its contents to the model", Shown(redact(uri)), Shown(call.Server))}
	}
	what := "calls " + Shown(tool)
	if call.Server != "" {
		what += " of the MCP server " + Shown(call.Server)
	}
	if len(args) == 0 {
		return []string{what + " with no arguments"}
	}
	return []string{what + " with:\n" + argumentsText(args)}
}

func has(args map[string]json.RawMessage, key string) bool {
	_, ok := args[key]
	return ok
}

func redact(s string) string { return audit.Redact(s) }

// argumentsText prints each argument on its own line, strings as text so
// that a comment's body reads as the person who gets it will read it.
func argumentsText(args map[string]json.RawMessage) string {
	keys := make([]string, 0, len(args))
	for k := range args {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		var s string
		v := string(args[k])
		if json.Unmarshal(args[k], &s) == nil {
			v = s
		} else {
			var buf bytes.Buffer
			if json.Indent(&buf, args[k], "", "  ") == nil {
				v = buf.String()
			}
		}
		fmt.Fprintf(&b, "%s: %s\n", Shown(k), IndentLines(limited(redact(v)), "  "))
	}
	return strings.TrimRight(b.String(), "\n")
}

// writeDiff is what a write would change, against the file as it is now.
func writeDiff(disk files, path, content string) string {
	old, exists, err := disk.read(path)
	switch {
	case errors.Is(err, errElsewhere):
		return fmt.Sprintf("writes %s with:\n%s", Shown(path), clipLines(addAll(redact(content))))
	case err != nil:
		return fmt.Sprintf("writes %s, which cannot be read now (%v); the new content:\n%s", Shown(path), err, clipLines(redact(content)))
	case !exists:
		return fmt.Sprintf("creates %s with:\n%s", Shown(path), clipLines(addAll(redact(content))))
	case old == content:
		return fmt.Sprintf("writes %s with the content it has now: no change", Shown(path))
	}
	return fmt.Sprintf("replaces %s (as it is now):\n%s", Shown(path), lineDiff(redact(old), redact(content)))
}

// editDiff is what an edit would change.
func editDiff(disk files, path, old, new string) string {
	data, exists, err := disk.read(path)
	where := ""
	switch {
	case errors.Is(err, errElsewhere):
	case err != nil:
		where = fmt.Sprintf(" (it cannot be read now: %v)", err)
	case !exists:
		where = " (it does not exist now)"
	default:
		switch n := strings.Count(data, old); {
		case old == "":
		case n == 0:
			where = " (the text to replace is not in the file now)"
		case n > 1:
			where = fmt.Sprintf(" (the text to replace is there %d times)", n)
		}
	}
	return fmt.Sprintf("edits %s%s:\n%s", Shown(path), where, lineDiff(redact(old), redact(new)))
}

func deletedSize(path string) string {
	info, err := os.Lstat(path)
	if err != nil {
		return " (not there now)"
	}
	return fmt.Sprintf(" (%d bytes now)", info.Size())
}

// readFile reads a regular file of at most maxToolFile bytes, without
// blocking on a FIFO or a device.
func readFile(path string) (string, bool, error) {
	if strings.HasPrefix(path, "~") {
		home, _ := os.UserHomeDir()
		path = filepath.Join(home, strings.TrimPrefix(path, "~"))
	}
	info, err := os.Stat(path)
	if os.IsNotExist(err) {
		return "", false, nil
	}
	if err != nil {
		return "", true, err
	}
	if !info.Mode().IsRegular() || info.Size() > maxToolFile {
		return "", true, fmt.Errorf("not a regular file of at most %d bytes", maxToolFile)
	}
	data, err := readHead(path, maxToolFile+1)
	if err != nil {
		return "", true, err
	}
	return string(data), true, nil
}

func addAll(s string) string {
	lines := splitLines(s)
	for i, l := range lines {
		lines[i] = "+" + l
	}
	return strings.Join(lines, "\n")
}

// clipLines is text made safe to print, cut to maxDiffShown lines.
func clipLines(s string) string {
	lines := splitLines(s)
	more := ""
	if len(lines) > maxDiffShown {
		more = fmt.Sprintf("\n... (%d more lines)", len(lines)-maxDiffShown)
		lines = lines[:maxDiffShown]
	}
	t, _ := SafeText(strings.Join(lines, "\n"))
	return t + more
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// lineDiff shows old against new line by line: " " kept, "-" removed, "+"
// added, from a longest common subsequence. Texts past maxDiffLines are
// shown as removed and added whole, cut.
func lineDiff(old, new string) string {
	a, b := splitLines(old), splitLines(new)
	var out []string
	if len(a) > maxDiffLines || len(b) > maxDiffLines {
		for _, l := range a {
			out = append(out, "-"+l)
		}
		for _, l := range b {
			out = append(out, "+"+l)
		}
		return clipLines(strings.Join(out, "\n"))
	}
	// lcs[i][j] is the length of the longest common subsequence of a[i:]
	// and b[j:].
	lcs := make([][]int32, len(a)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case i < len(a) && j < len(b) && a[i] == b[j]:
			out = append(out, " "+a[i])
			i, j = i+1, j+1
		case i < len(a) && (j == len(b) || lcs[i+1][j] >= lcs[i][j+1]):
			// Removed lines come before the lines that replace them.
			out = append(out, "-"+a[i])
			i++
		default:
			out = append(out, "+"+b[j])
			j++
		}
	}
	return clipLines(strings.Join(hunks(out, 3), "\n"))
}

// hunks keeps the changed lines of a diff and context lines around each,
// and marks what it leaves out, so that a change far into a long file is
// still among the lines printed.
func hunks(lines []string, context int) []string {
	keep := make([]bool, len(lines))
	for i, l := range lines {
		if l[0] != ' ' {
			for j := max(0, i-context); j <= min(len(lines)-1, i+context); j++ {
				keep[j] = true
			}
		}
	}
	var out []string
	skipped := 0
	for i, l := range lines {
		if !keep[i] {
			skipped++
			continue
		}
		if skipped > 0 {
			out = append(out, fmt.Sprintf("@@ %d unchanged lines @@", skipped))
			skipped = 0
		}
		out = append(out, l)
	}
	if skipped > 0 {
		out = append(out, fmt.Sprintf("@@ %d unchanged lines @@", skipped))
	}
	return out
}
