package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// hookBench measures whole `gatesh hook claude` processes, one decision
// each, in turn: a green shell command, one that edits a file in place,
// and green calls of a file, patch and MCP tool in the same folder, each
// answered "no objection". It prints
// the median of each and its ratio to the shell command's, measured side
// by side; with base, the same binary's decisions too, in turn with
// gatesh's, and the ratio of each pair.
func hookBench(n int, base string) error {
	tmp, gatesh, err := buildInTemp("gatesh-bench-hooks-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	proj := filepath.Join(tmp, "project")
	if err := os.MkdirAll(filepath.Join(proj, "src"), 0o755); err != nil {
		return err
	}
	progs := []string{gatesh}
	if base != "" {
		path := filepath.Join(tmp, "base", "gatesh")
		if err := copyFile(base, path); err != nil {
			return err
		}
		progs = append(progs, path)
	}
	cases := []struct {
		label, tool string
		input       map[string]any
	}{
		{"shell (Bash)", "Bash", map[string]any{"command": "go test ./..."}},
		// The same effect as Edit and apply_patch, through the shell.
		{"Bash sed -i", "Bash", map[string]any{"command": "sed -i s/a/b/ src/a.go"}},
		{"Write", "Write", map[string]any{"file_path": proj + "/src/new.go", "content": "package x\n"}},
		{"Edit", "Edit", map[string]any{"file_path": proj + "/main.go", "old_string": "a", "new_string": "b"}},
		{"Read", "Read", map[string]any{"file_path": proj + "/README.md"}},
		{"apply_patch", "apply_patch", map[string]any{"command": "*** Begin Patch\n*** Update File: src/a.go\n@@\n-a\n+b\n*** End Patch"}},
		{"MCP read", "mcp__comments__list_comments", map[string]any{"thread": 1}},
	}
	inputs := make([][]byte, len(cases))
	times := make([][][]time.Duration, len(progs))
	for p := range progs {
		times[p] = make([][]time.Duration, len(cases))
	}
	for i, c := range cases {
		inputs[i], _ = json.Marshal(map[string]any{"session_id": "bench", "cwd": proj,
			"hook_event_name": "PreToolUse", "tool_name": c.tool, "tool_input": c.input})
	}
	for r := 0; r < warmup+n; r++ {
		for i := range cases {
			for p, prog := range progs {
				// Each binary has a home of its own: a log another version
				// writes is not the one this version left.
				env := append(os.Environ(), fmt.Sprintf("GATESH_HOME=%s/gh-%d", tmp, p), "HOME="+tmp)
				cmd := exec.Command(prog, "hook", "claude")
				cmd.Env, cmd.Dir = env, proj
				cmd.Stdin = bytes.NewReader(inputs[i])
				var out bytes.Buffer
				cmd.Stdout = &out
				start := time.Now()
				err := cmd.Run()
				d := time.Since(start)
				if err != nil || out.Len() > 0 {
					return fmt.Errorf("%s: %v, answer %q: not a green call", cases[i].label, err, out.String())
				}
				if r >= warmup {
					times[p][i] = append(times[p][i], d)
				}
			}
		}
	}
	shell := median(times[0][0])
	fmt.Printf("gatesh hook claude, %d runs of each in turn, one green decision each:\n", n)
	for i, c := range cases {
		m := median(times[0][i])
		fmt.Printf("  %-14s %7.3f ms  %.2fx the shell command", c.label, ms(m), float64(m)/float64(shell))
		if len(progs) > 1 {
			ratios := make([]time.Duration, n)
			for k := range n {
				// In thousandths, so that median applies.
				ratios[k] = time.Duration(1000 * times[0][i][k].Seconds() / times[1][i][k].Seconds())
			}
			fmt.Printf("  base %7.3f ms  gatesh/base %.2fx (median of the paired ratios)", ms(median(times[1][i])), float64(median(ratios))/1000)
		}
		fmt.Println()
	}
	return nil
}
