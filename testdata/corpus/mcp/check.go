//go:build ignore

// Command check validates the format of the held-out MCP call set and prints
// its counts per server and per label. It classifies nothing and runs
// nothing: it only reads red.jsonl and green.jsonl.
//
//	cd testdata/corpus/mcp && go run check.go
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

// The bounds the set was built to (issue 31): they fail the check when broken.
const (
	minTotal      = 500
	minRed        = 200
	minGreen      = 200 // green and yellow together
	minServers    = 25
	maxServerPart = 0.08
)

var (
	required    = []string{"agent", "tool", "input", "cwd", "kind", "want", "why", "server", "source"}
	knownAgents = map[string]bool{"claude": true, "codex": true, "gemini": true, "generic": true}
	wantsIn     = map[string]map[string]bool{
		"red.jsonl":   {"red": true},
		"green.jsonl": {"green": true, "yellow": true},
	}
)

type counts struct{ red, yellow, green int }

func (c counts) total() int { return c.red + c.yellow + c.green }

func main() {
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }

	seen := map[string]string{}
	perServer := map[string]*counts{}
	sourceOf := map[string]string{}
	var all counts

	for _, file := range []string{"red.jsonl", "green.jsonl"} {
		f, err := os.Open(file)
		if err != nil {
			fmt.Fprintf(os.Stderr, "check: error: %v\n", err)
			os.Exit(1)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for n := 1; sc.Scan(); n++ {
			where := fmt.Sprintf("%s:%d", file, n)
			line := sc.Bytes()
			var obj map[string]json.RawMessage
			dec := json.NewDecoder(bytes.NewReader(line))
			if err := dec.Decode(&obj); err != nil {
				bad("%s: not a JSON object: %v", where, err)
				continue
			}
			if dec.More() {
				bad("%s: more than one JSON value on the line", where)
				continue
			}
			for _, k := range required {
				if _, ok := obj[k]; !ok {
					bad("%s: missing key %q", where, k)
				}
			}
			if len(obj) != len(required) {
				bad("%s: %d keys, want exactly %v", where, len(obj), required)
			}
			str := func(k string) string {
				var s string
				if err := json.Unmarshal(obj[k], &s); err != nil || s == "" {
					bad("%s: %q is not a non-empty string", where, k)
				}
				return s
			}
			agent, tool, cwd, kind := str("agent"), str("tool"), str("cwd"), str("kind")
			want, server, source := str("want"), str("server"), str("source")
			str("why")

			if !knownAgents[agent] {
				bad("%s: unknown agent %q", where, agent)
			}
			if kind != "mcp" {
				bad("%s: kind %q, want mcp", where, kind)
			}
			if cwd != "/home/u/project" {
				bad("%s: cwd %q, want /home/u/project", where, cwd)
			}
			if !wantsIn[file][want] {
				bad("%s: want %q does not belong in %s", where, want, file)
			}
			if (agent == "claude" || agent == "codex") && len(strings.Split(tool, "__")) != 3 {
				bad("%s: tool %q is not mcp__SERVER__TOOL", where, tool)
			}
			if (agent == "claude" || agent == "codex") && !strings.HasPrefix(tool, "mcp__") {
				bad("%s: tool %q does not start with mcp__", where, tool)
			}
			var input map[string]any
			if err := json.Unmarshal(obj["input"], &input); err != nil {
				bad("%s: input is not a JSON object", where)
			}
			if prev, ok := sourceOf[server]; ok && prev != source {
				bad("%s: server %q has two sources, %q and %q", where, server, prev, source)
			}
			sourceOf[server] = source

			// A duplicate is the same tool with the same arguments, whatever the label.
			canon, _ := json.Marshal(input)
			key := tool + " " + string(canon)
			if first, dup := seen[key]; dup {
				bad("%s: repeats %s", where, first)
			}
			seen[key] = where

			c := perServer[server]
			if c == nil {
				c = &counts{}
				perServer[server] = c
			}
			for _, cc := range []*counts{c, &all} {
				switch want {
				case "red":
					cc.red++
				case "yellow":
					cc.yellow++
				case "green":
					cc.green++
				}
			}
		}
		if err := sc.Err(); err != nil {
			bad("%s: %v", file, err)
		}
		f.Close()
	}

	servers := make([]string, 0, len(perServer))
	for s := range perServer {
		servers = append(servers, s)
	}
	sort.Slice(servers, func(i, j int) bool {
		a, b := perServer[servers[i]].total(), perServer[servers[j]].total()
		if a != b {
			return a > b
		}
		return servers[i] < servers[j]
	})

	fmt.Println("| server | source | red | yellow | green | total | share |")
	fmt.Println("|---|---|---:|---:|---:|---:|---:|")
	for _, s := range servers {
		c := perServer[s]
		share := float64(c.total()) / float64(all.total())
		fmt.Printf("| %s | %s | %d | %d | %d | %d | %.1f%% |\n", s, sourceOf[s], c.red, c.yellow, c.green, c.total(), 100*share)
		if share > maxServerPart {
			bad("server %s is %.1f%% of the set, over %.0f%%", s, 100*share, 100*maxServerPart)
		}
	}
	fmt.Printf("| **all %d servers** | | %d | %d | %d | %d | |\n", len(servers), all.red, all.yellow, all.green, all.total())

	if all.total() < minTotal {
		bad("%d calls, want at least %d", all.total(), minTotal)
	}
	if all.red < minRed {
		bad("%d red calls, want at least %d", all.red, minRed)
	}
	if all.green+all.yellow < minGreen {
		bad("%d green and yellow calls, want at least %d", all.green+all.yellow, minGreen)
	}
	if len(servers) < minServers {
		bad("%d servers, want at least %d", len(servers), minServers)
	}

	if len(problems) > 0 {
		for _, p := range problems {
			fmt.Fprintf(os.Stderr, "check: error: %s\n", p)
		}
		os.Exit(1)
	}
	fmt.Fprintln(os.Stderr, "check: ok")
}
