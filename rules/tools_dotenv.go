package rules

import (
	"encoding/json"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
)

// A dotenv file's lines are variables some program puts into its own
// environment when it starts: Qwen Code loads a project's .env and
// .qwen/.env, where QWEN_CODE_SAFE_MODE turns every hook off. So what a
// file tool writes into one is judged as the same assignments made in a
// shell (the rules' env conditions: gate-env-prefix, persistence-env).

// maxDotenvAssigns bounds the assignments read from one call.
const maxDotenvAssigns = 1000

// isDotenv tells whether a file is a dotenv file by its name: .env,
// .env.local, prod.env.
func isDotenv(p string) bool {
	base := path.Base(p)
	return base == ".env" || strings.HasPrefix(base, ".env.") || strings.HasSuffix(base, ".env")
}

var dotenvLine = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$`)
}}

// DotenvVars reads the NAME=value lines of a dotenv file's text as
// dotenv does: an export before the name and quotes around the value
// are taken off; other lines are none.
func DotenvVars(text string) [][2]string {
	var out [][2]string
	for line := range strings.Lines(text) {
		m := dotenvLine.Get().FindStringSubmatch(line)
		if m == nil {
			continue
		}
		v := m[2]
		if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
			v = v[1 : len(v)-1]
		}
		out = append(out, [2]string{m[1], v})
	}
	return out
}

// dotenvAssigns are the assignments the text of a call writes into a
// dotenv file: each line NAME=value of any of its string arguments (the
// new content, the old, the text to insert: which is which is the
// tool's), with dotenv's quotes taken off.
func dotenvAssigns(args map[string]json.RawMessage) []parser.Assign {
	var out []parser.Assign
	var walk func(raw json.RawMessage)
	walk = func(raw json.RawMessage) {
		if len(out) >= maxDotenvAssigns {
			return
		}
		var s string
		var list []json.RawMessage
		var obj map[string]json.RawMessage
		switch {
		case json.Unmarshal(raw, &s) == nil:
			for _, nv := range DotenvVars(s) {
				if len(out) < maxDotenvAssigns {
					out = append(out, parser.Assign{Name: nv[0], Value: parser.Word{Value: nv[1]}})
				}
			}
		case json.Unmarshal(raw, &list) == nil:
			for _, e := range list {
				walk(e)
			}
		case json.Unmarshal(raw, &obj) == nil:
			for _, e := range obj {
				walk(e)
			}
		}
	}
	for _, k := range slices.Sorted(maps.Keys(args)) {
		walk(args[k])
	}
	return out
}
