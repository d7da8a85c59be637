package agentsetup

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// Codex keeps its MCP servers as TOML tables, [mcp_servers.NAME]. gatesh
// rewrites a table's command, args or url lines in place, as text, and
// then decodes the whole file to check that it reads as the server
// wrapped and everything else as it was; a server written another way
// (inline tables, dotted keys) is left for the user, and said.

// tomlHeaderKeys reads a table header line, [a."b c".d], as its keys; ok
// is false for any other line, and for an array of tables.
func tomlHeaderKeys(line string) ([]string, bool) {
	t := strings.TrimSpace(line)
	if i := strings.Index(t, "#"); i >= 0 && !strings.ContainsAny(t[:i], `"'`) {
		t = strings.TrimSpace(t[:i])
	}
	if !strings.HasPrefix(t, "[") || strings.HasPrefix(t, "[[") || !strings.HasSuffix(t, "]") {
		return nil, false
	}
	inner := t[1 : len(t)-1]
	var keys []string
	var cur strings.Builder
	for i := 0; i < len(inner); i++ {
		c := inner[i]
		switch {
		case c == '"' || c == '\'':
			j := strings.IndexByte(inner[i+1:], c)
			if j < 0 {
				return nil, false
			}
			cur.WriteString(inner[i+1 : i+1+j])
			i += j + 1
		case c == '.':
			keys = append(keys, strings.TrimSpace(cur.String()))
			cur.Reset()
		case c == ' ' || c == '\t':
		default:
			cur.WriteByte(c)
		}
	}
	return append(keys, strings.TrimSpace(cur.String())), true
}

// tomlSection is the span of the table whose header names keys: from
// its header line to the next header, or -1.
func tomlSection(text string, keys []string) (start, end int) {
	start = -1
	pos := 0
	for _, line := range strings.SplitAfter(text, "\n") {
		// Any header ends a table, an array of tables' too.
		if start >= 0 && strings.HasPrefix(strings.TrimSpace(line), "[") {
			return start, pos
		}
		if k, ok := tomlHeaderKeys(line); ok && slices.Equal(k, keys) {
			start = pos
		}
		pos += len(line)
	}
	if start < 0 {
		return -1, -1
	}
	return start, len(text)
}

// tomlValueEnd is where the value that starts at text[i] ends, with its
// line: a string on one line, or an array over several.
func tomlValueEnd(text string, i int) (int, bool) {
	depth := 0
	for ; i < len(text); i++ {
		switch c := text[i]; c {
		case '"', '\'':
			if strings.HasPrefix(text[i:], `"""`) || strings.HasPrefix(text[i:], "'''") {
				return 0, false
			}
			for j := i + 1; j < len(text); j++ {
				if c == '"' && text[j] == '\\' {
					j++
					continue
				}
				if text[j] == '\n' {
					return 0, false
				}
				if text[j] == c {
					i = j
					break
				}
			}
		case '#':
			for i < len(text) && text[i] != '\n' {
				i++
			}
			if depth == 0 {
				return i + 1, true
			}
		case '[':
			depth++
		case ']':
			depth--
		case '\n':
			if depth == 0 {
				return i + 1, true
			}
		}
	}
	return len(text), depth == 0
}

// tomlKeyLines finds the lines of a section that set each of names, as
// spans; ok is false when one cannot be told apart.
func tomlKeyLines(section string, names []string) (spans map[string][2]int, ok bool) {
	spans = map[string][2]int{}
	pos := 0
	for pos < len(section) {
		lineEnd := strings.IndexByte(section[pos:], '\n')
		if lineEnd < 0 {
			lineEnd = len(section) - pos
		}
		line := section[pos : pos+lineEnd]
		key, _, found := strings.Cut(line, "=")
		key = strings.Trim(strings.TrimSpace(key), `"'`)
		if found && slices.Contains(names, key) {
			eq := pos + strings.Index(line, "=") + 1
			end, ok := tomlValueEnd(section, eq)
			if !ok {
				return nil, false
			}
			spans[key] = [2]int{pos, end}
			pos = end
			continue
		}
		pos += lineEnd + 1
	}
	return spans, true
}

// codexWrapStep wraps every server of Codex's config.toml.
type codexWrapStep struct {
	file   string
	gatesh string
}

func (s codexWrapStep) target() string { return s.file }
func (s codexWrapStep) kind() fileKind { return tomlFile }

// codexServers lists the servers of a decoded config.toml and how each
// reads, as findServers does for JSON.
func codexServers(doc map[string]any, gatesh string) []mcpServer {
	table, _ := doc["mcp_servers"].(map[string]any)
	names := make([]string, 0, len(table))
	for n := range table {
		names = append(names, n)
	}
	slices.Sort(names)
	var out []mcpServer
	for _, name := range names {
		srv := mcpServer{keys: []string{"mcp_servers", name}, name: name}
		obj, ok := table[name].(map[string]any)
		if !ok {
			srv.why = "its entry is not a table"
			out = append(out, srv)
			continue
		}
		command, url, _, why := mcpShape{urlKeys: []string{"url"}}.read(obj)
		switch {
		case why != "":
			srv.why = why
		case len(command) > 0 && isGateshMCP(command[0], command[1:]):
			srv.wrapped, srv.via, srv.bound = true, command[0], boundName(command[1:])
		case url != "" && (obj["bearer_token_env_var"] != nil || obj["http_headers"] != nil || obj["env_http_headers"] != nil):
			srv.why = "it sends headers from its settings or the environment, which gatesh mcp --url does not pass on yet"
		default:
			wrapped := map[string]any{}
			for k, v := range obj {
				wrapped[k] = v
			}
			delete(wrapped, "url")
			wrapped["command"] = gatesh
			wrapped["args"] = mcpArgs(name, command, url, nil)
			srv.newValue = wrapped
		}
		out = append(out, srv)
	}
	return out
}

func (s codexWrapStep) apply(src []byte, old *record) ([]byte, record, error) {
	rec := record{Op: "wrap-toml", File: s.file, Value: rawJSON(s.gatesh)}
	text := string(src)
	if old != nil {
		for _, w := range old.Wraps {
			if start, end := tomlSection(text, w.Keys); start >= 0 && text[start:end] == w.Wrapped {
				rec.Wraps = append(rec.Wraps, w)
			}
		}
	}
	before, err := decodeTOML(text)
	if err != nil {
		return nil, rec, fmt.Errorf("not valid TOML: %w", err)
	}
	for _, srv := range codexServers(before, s.gatesh) {
		if srv.newValue == nil {
			continue
		}
		start, end := tomlSection(text, srv.keys)
		if start < 0 {
			continue // an inline table or dotted keys: doctor says so
		}
		section := text[start:end]
		spans, ok := tomlKeyLines(section, []string{"command", "args", "url"})
		if !ok || len(spans) == 0 {
			continue
		}
		first := len(section)
		for _, sp := range spans {
			first = min(first, sp[0])
		}
		args := srv.newValue.(map[string]any)["args"].([]any)
		quoted := make([]string, len(args))
		for i, a := range args {
			quoted[i] = tomlString(a.(string))
		}
		lines := "command = " + tomlString(s.gatesh) + "\nargs = [" + strings.Join(quoted, ", ") + "]\n"
		var b strings.Builder
		for i := 0; i < len(section); {
			if i == first {
				b.WriteString(lines)
			}
			if sp, ok := spanAt(spans, i); ok {
				i = sp[1]
				continue
			}
			b.WriteByte(section[i])
			i++
		}
		wrapped := b.String()
		next := text[:start] + wrapped + text[end:]
		if !codexWrapReadsBack(next, before, srv) {
			continue // left as it is; doctor names it
		}
		text = next
		before, _ = decodeTOML(text) // the next server is checked against this
		rec.Wraps = append(rec.Wraps, mcpWrap{Keys: srv.keys, Original: section, Wrapped: wrapped})
	}
	if len(rec.Wraps) == 0 {
		rec.Kept = true
	}
	return []byte(text), rec, nil
}

func spanAt(spans map[string][2]int, i int) ([2]int, bool) {
	for _, sp := range spans {
		if sp[0] == i {
			return sp, true
		}
	}
	return [2]int{}, false
}

// codexWrapReadsBack checks that text decodes as before with srv, and
// only srv, wrapped.
func codexWrapReadsBack(text string, before map[string]any, srv mcpServer) bool {
	after, err := decodeTOML(text)
	if err != nil {
		return false
	}
	servers, _ := after["mcp_servers"].(map[string]any)
	got := servers[srv.name]
	want := normalizeTOML(srv.newValue)
	if !reflect.DeepEqual(normalizeTOML(anySlices(got)), normalizeTOML(anySlices(want))) {
		return false
	}
	was, _ := before["mcp_servers"].(map[string]any)
	rest := map[string]any{}
	for k, v := range after {
		rest[k] = v
	}
	restServers := map[string]any{}
	for k, v := range servers {
		restServers[k] = v
	}
	restServers[srv.name] = was[srv.name]
	rest["mcp_servers"] = restServers
	return reflect.DeepEqual(normalizeTOML(rest), normalizeTOML(before))
}

// anySlices makes []string and []any compare alike.
func anySlices(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			out[k] = anySlices(e)
		}
		return out
	case []string:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = e
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = anySlices(e)
		}
		return out
	}
	return v
}
