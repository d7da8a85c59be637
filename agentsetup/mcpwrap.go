package agentsetup

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// An agent's MCP servers run through `gatesh mcp` once wrapped: the
// server's command becomes gatesh, with `mcp --name NAME -- COMMAND
// ARGS...` (or `mcp --name NAME --url URL` for a streamable-HTTP server),
// and every other setting of the server stays. Each wrap is recorded
// with the exact text it replaced, which uninstall puts back.

// mcpShape says where an agent's settings file keeps its MCP servers and
// how a server is spelled there.
type mcpShape struct {
	// containers are the key paths of objects of servers, by name; a "*"
	// is any key (Claude Code's projects.*.mcpServers).
	containers [][]string
	// array: the command is one array, program first (opencode), not a
	// command string and an args array.
	array bool
	// urlKeys are the keys that hold a streamable-HTTP server's URL.
	urlKeys []string
	// commandType is the type a wrapped server gets where the file names
	// one ("stdio", "local"); "" leaves it as it is.
	commandType string
	// bare: a file with no container keeps its servers at its top level
	// (GitHub Copilot CLI reads a .mcp.json without mcpServers so).
	bare bool
}

// The agents' shapes.
var (
	claudeMCP = mcpShape{containers: [][]string{{"mcpServers"}, {"projects", "*", "mcpServers"}},
		urlKeys: []string{"url"}, commandType: "stdio"}
	geminiMCP  = mcpShape{containers: [][]string{{"mcpServers"}}, urlKeys: []string{"httpUrl"}}
	copilotMCP = mcpShape{containers: [][]string{{"mcpServers"}}, urlKeys: []string{"url"}, commandType: "local"}
	// A repository's .mcp.json, which Claude Code reads too: its type
	// stays as it is.
	copilotProjectMCP = mcpShape{containers: [][]string{{"mcpServers"}}, urlKeys: []string{"url"}, bare: true}
	// Cline: mcpServers.NAME{command, args}; a remote server's url is
	// not one gatesh mcp --url takes as it stands.
	clineMCP = mcpShape{containers: [][]string{{"mcpServers"}}}
	// opencode: mcp.NAME{type: "local", command: [program, args...]}, or
	// {type: "remote", url}.
	opencodeMCP = mcpShape{containers: [][]string{{"mcp"}}, array: true, urlKeys: []string{"url"}, commandType: "local"}
)

// mcpServer is one server found in a settings file.
type mcpServer struct {
	keys    []string // the key path of its object
	name    string
	wrapped bool
	// via is the gatesh a wrapped server runs, and bound the name it
	// gives gatesh mcp (--name).
	via, bound string
	why        string // why it cannot be wrapped, "" if it can
	newValue   any    // its wrapped object, when it can be
}

// isGateshMCP tells whether a command line already runs gatesh mcp.
func isGateshMCP(command string, args []string) bool {
	return filepath.Base(command) == "gatesh" && len(args) > 0 && args[0] == "mcp"
}

// boundName is the --name of gatesh mcp's arguments, up to --.
func boundName(args []string) string {
	for i := 1; i+1 < len(args) && args[i] != "--"; i++ {
		if args[i] == "--name" {
			return args[i+1]
		}
	}
	return ""
}

// MCPServerWrapped tells whether every MCP server of that name in the
// named agent's settings runs through this gatesh's `gatesh mcp` under
// that name, which then decides its calls: the agent's hook need not
// decide them again (an approval would be spent twice). server is the
// server the hook names; "" for an agent that names it only in the
// tool's name (GitHub Copilot CLI's SERVER-TOOL), which tool then is.
// Any doubt is false.
func MCPServerWrapped(e Env, agentName, server, tool string) bool {
	a, err := findAgent(agentName)
	if err != nil || a.mcp == nil || (server == "" && a.mcpPrefix == "") {
		return false
	}
	p, err := newPaths(e)
	if err != nil {
		return false
	}
	all, ok := a.servers(p)
	if !ok {
		return false
	}
	if server == "" {
		server = serverOf(all, tool, a.mcpPrefix)
	}
	// The agent runs its built-in servers itself, whatever a settings file
	// of the same name says.
	if slices.Contains(a.builtinMCP, server) {
		return false
	}
	found := false
	for _, srv := range all {
		if srv.name != server && toolServerName(srv.name) != server {
			continue
		}
		if !srv.wrapped || srv.via != p.bin("gatesh") || srv.bound != server {
			return false
		}
		found = true
	}
	// A server the agent was given on its command line may bear the same
	// name and run unwrapped.
	return found && !a.startedWithServers(e)
}

// toolServerName is a server's name as Claude Code spells it in its
// tools' names: each character other than an ASCII letter, a digit, _
// or - is _, so that "my.db" and "my_db" name their tools alike.
func toolServerName(name string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '-' || r < 0x80 && (r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z') {
			return r
		}
		return '_'
	}, name)
}

// MCPServerOf names the MCP server whose tool the named agent's hook
// calls tool, for an agent whose hook names a server only in the tool's
// name (GitHub Copilot CLI's SERVER-TOOL, opencode's SERVER_TOOL): the
// longest server of its settings, or of those it runs by itself, whose
// name and the agent's joint start the tool's name. A server's name and
// a tool's may both hold the joint (notion-API-post-page is the tool
// API-post-page of notion), so nothing else can tell them apart. "" when
// none does: the rules then read the whole name.
func MCPServerOf(e Env, agentName, tool string) string {
	a, err := findAgent(agentName)
	if err != nil || a.mcp == nil || a.mcpPrefix == "" {
		return ""
	}
	p, err := newPaths(e)
	if err != nil {
		return ""
	}
	all, _ := a.servers(p)
	for _, name := range a.builtinMCP {
		all = append(all, mcpServer{name: name})
	}
	return serverOf(all, tool, a.mcpPrefix)
}

// servers lists the MCP servers of every settings file the agent may
// have started a server from, for a hook asked in p.cwd: the user's, and
// a project's there, in every folder above it (the agent may have
// cd'd down from where it started, and opencode reads every folder up),
// and in and above the project folder the agent's environment names
// (it may have cd'd out). ok is false when one that exists cannot be
// read, or not as the agent reads it, and when the agent has settings
// inline in its environment (mcpInline).
func (a agent) servers(p paths) (all []mcpServer, ok bool) {
	ok = a.mcpInline == "" || p.getenv(a.mcpInline) == ""
	seen := map[string]bool{}
	for _, dir := range startFolders(p.getenv, p.cwd) {
		q := p
		q.cwd = dir
		steps := a.mcp(q)
		if dir == p.cwd {
			steps = append(steps, a.managedMCP(p)...)
		}
		for _, s := range steps {
			if seen[s.target()] {
				continue
			}
			seen[s.target()] = true
			src, err := os.ReadFile(s.target())
			if err != nil {
				ok = false
				continue
			}
			servers, err := readServers(s, src)
			ok = ok && err == nil
			all = append(all, servers...)
		}
	}
	return all, ok
}

// managedMCP reads the servers of the administrator's settings, which
// install does not wrap: Claude Code's managed-mcp.json beside its
// managed settings, and the managed and system files of the others
// (managedFiles).
func (a agent) managedMCP(p paths) []step {
	files := managedFiles(p, p.etc, a.name)
	switch a.name {
	case "claude":
		return p.wrapSteps(claudeMCP, append(files, filepath.Join(p.etc, "claude-code", "managed-mcp.json"))...)
	case "gemini", "qwen":
		return p.wrapSteps(geminiMCP, files...)
	case "codex":
		var steps []step
		for _, f := range files {
			if exists(f) {
				steps = append(steps, codexWrapStep{file: f, gatesh: p.bin("gatesh")})
			}
		}
		return steps
	}
	return nil
}

// startFolders are the folders whose project settings may have started
// the agent's servers: cwd, the project folders the agents name to their
// hooks, and every folder above each. "" alone when none is known.
func startFolders(getenv func(string) string, cwd string) []string {
	var dirs []string
	for _, base := range []string{cwd, getenv("CLAUDE_PROJECT_DIR"), getenv("GEMINI_PROJECT_DIR")} {
		if !filepath.IsAbs(base) {
			continue
		}
		for dir := filepath.Clean(base); !slices.Contains(dirs, dir); dir = filepath.Dir(dir) {
			dirs = append(dirs, dir)
		}
	}
	if len(dirs) == 0 {
		return []string{""}
	}
	return dirs
}

// serverOf is the longest server name that, with joint, starts tool:
// another server's name may start this one's.
func serverOf(all []mcpServer, tool, joint string) string {
	server := ""
	for _, srv := range all {
		if strings.HasPrefix(tool, srv.name+joint) && len(srv.name) > len(server) {
			server = srv.name
		}
	}
	return server
}

// serversIn lists the servers of a file a wrap step edits.
func serversIn(s step, src []byte) []mcpServer {
	servers, _ := readServers(s, src)
	return servers
}

// readServers is serversIn with the error of a file gatesh cannot parse
// (a key twice, which the agent reads as its last value).
func readServers(s step, src []byte) ([]mcpServer, error) {
	switch w := s.(type) {
	case wrapStep:
		return w.shape.findServers(src, w.gatesh)
	case codexWrapStep:
		doc, err := decodeTOML(string(src))
		if err != nil {
			return nil, err
		}
		return codexServers(doc, w.gatesh), nil
	}
	return nil, nil
}

// mcpArgs are gatesh mcp's arguments for a server named name.
func mcpArgs(name string, command []string, url string, headers map[string]string) []any {
	args := []any{"mcp", "--name", name}
	if url != "" {
		args = append(args, "--url", url)
		keys := make([]string, 0, len(headers))
		for k := range headers {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			args = append(args, "--header", k+": "+headers[k])
		}
		return args
	}
	args = append(args, "--")
	for _, c := range command {
		args = append(args, c)
	}
	return args
}

// findServers lists the servers of a JSON settings file in shape s, and
// for each that is not wrapped, its wrapped object, with gatesh at
// gatesh.
func (s mcpShape) findServers(src []byte, gatesh string) ([]mcpServer, error) {
	root, err := parseJSONC(src)
	if err != nil {
		return nil, err
	}
	var out []mcpServer
	containers := s.containers
	if s.bare && !s.holdsContainer(src, root) {
		containers = [][]string{{}}
	}
	for _, c := range containers {
		for _, path := range expand(src, root, c) {
			_, node, _, _, err := walk(src, path)
			if err != nil || node == nil || node.kind != '{' {
				continue
			}
			for _, m := range node.members {
				srv := mcpServer{keys: append(slices.Clone(path), m.key), name: m.key}
				s.wrap(src, m.value, &srv, gatesh)
				out = append(out, srv)
			}
		}
	}
	return out, nil
}

// holdsContainer tells whether src has one of s's containers.
func (s mcpShape) holdsContainer(src []byte, root *jnode) bool {
	for _, c := range s.containers {
		for _, path := range expand(src, root, c) {
			if _, node, _, _, err := walk(src, path); err == nil && node != nil {
				return true
			}
		}
	}
	return false
}

// expand turns a container path with "*" into the paths present in src.
func expand(src []byte, root *jnode, path []string) [][]string {
	i := slices.Index(path, "*")
	if i < 0 {
		return [][]string{path}
	}
	_, node, _, _, err := walk(src, path[:i])
	if err != nil || node == nil || node.kind != '{' {
		return nil
	}
	var out [][]string
	for _, m := range node.members {
		p := append(append(slices.Clone(path[:i]), m.key), path[i+1:]...)
		out = append(out, expand(src, root, p)...)
	}
	return out
}

// wrap fills srv from its object: wrapped already, or the object wrapped,
// or why it cannot be.
func (s mcpShape) wrap(src []byte, n *jnode, srv *mcpServer, gatesh string) {
	if n.kind != '{' {
		srv.why = "its entry is not an object"
		return
	}
	v, err := n.decode(src)
	if err != nil {
		srv.why = err.Error()
		return
	}
	obj := v.(map[string]any)
	command, url, headers, why := s.read(obj)
	if why != "" {
		srv.why = why
		return
	}
	if len(command) > 0 && isGateshMCP(command[0], command[1:]) {
		srv.wrapped, srv.via, srv.bound = true, command[0], boundName(command[1:])
		return
	}
	newArgs := mcpArgs(srv.name, command, url, headers)
	// The server's own members in their order; the command's in place.
	var out orderedObject
	put := func(k string, v any) {
		out = append(out, struct {
			key   string
			value any
		}{k, v})
	}
	placed := false
	for _, m := range n.members {
		switch {
		case m.key == "command" || (url != "" && slices.Contains(s.urlKeys, m.key)):
			if !placed {
				s.putCommand(put, gatesh, newArgs)
				placed = true
			}
		case m.key == "args" && !s.array, url != "" && m.key == "headers":
		case m.key == "type" && s.commandType != "":
			put("type", s.commandType)
		default:
			val, _ := m.value.decode(src)
			put(m.key, val)
		}
	}
	srv.newValue = out
}

func (s mcpShape) putCommand(put func(string, any), gatesh string, args []any) {
	if s.array {
		put("command", append([]any{gatesh}, args...))
		return
	}
	put("command", gatesh)
	put("args", args)
}

// read takes a server's command line, or its URL, from its object; why
// says what gatesh mcp cannot stand in front of.
func (s mcpShape) read(obj map[string]any) (command []string, url string, headers map[string]string, why string) {
	if raw, ok := obj["command"]; ok {
		switch c := raw.(type) {
		case string:
			command = []string{c}
		case []any:
			for _, x := range c {
				str, ok := x.(string)
				if !ok {
					return nil, "", nil, "its command is not a list of strings"
				}
				command = append(command, str)
			}
		default:
			return nil, "", nil, "its command is not a string"
		}
		if a, ok := obj["args"]; ok && !s.array {
			list, ok := a.([]any)
			if !ok {
				return nil, "", nil, "its args are not a list"
			}
			for _, x := range list {
				str, ok := x.(string)
				if !ok {
					return nil, "", nil, "its args are not all strings"
				}
				command = append(command, str)
			}
		}
		if len(command) == 0 || command[0] == "" {
			return nil, "", nil, "its command is empty"
		}
		return command, "", nil, ""
	}
	for _, k := range s.urlKeys {
		u, ok := obj[k].(string)
		if !ok {
			continue
		}
		if t, _ := obj["type"].(string); t == "sse" {
			return nil, "", nil, "it speaks the old HTTP+SSE transport, which gatesh mcp does not"
		}
		if h, ok := obj["headers"]; ok {
			hm, ok := h.(map[string]any)
			if !ok {
				return nil, "", nil, "its headers are not an object of strings"
			}
			headers = map[string]string{}
			for hk, hv := range hm {
				str, ok := hv.(string)
				if !ok {
					return nil, "", nil, "its headers are not an object of strings"
				}
				headers[hk] = str
			}
		}
		return nil, u, headers, ""
	}
	return nil, "", nil, "it names neither a command nor a streamable-HTTP URL gatesh mcp can reach"
}

// mcpWrap is one server install wrapped: where, and the exact text
// before and after, for uninstall.
type mcpWrap struct {
	Keys     []string `json:"keys"`
	Original string   `json:"original"`
	Wrapped  string   `json:"wrapped"`
}

// wrapStep wraps every MCP server of one JSON settings file.
type wrapStep struct {
	file   string
	shape  mcpShape
	gatesh string
}

func (s wrapStep) target() string { return s.file }
func (s wrapStep) kind() fileKind { return jsonFile }

func (s wrapStep) apply(src []byte, old *record) ([]byte, record, error) {
	rec := record{Op: "wrap", File: s.file, Value: rawJSON(s.gatesh)}
	if old != nil {
		// Servers wrapped by an earlier install stay recorded while
		// they read as install left them.
		for _, w := range old.Wraps {
			if _, node, _, _, err := walk(src, w.Keys); err == nil && node != nil && string(src[node.start:node.end]) == w.Wrapped {
				rec.Wraps = append(rec.Wraps, w)
			}
		}
	}
	servers, err := s.shape.findServers(src, s.gatesh)
	if err != nil {
		return nil, rec, err
	}
	for _, srv := range servers {
		if srv.wrapped || srv.why != "" {
			continue
		}
		_, node, _, _, err := walk(src, srv.keys)
		if err != nil || node == nil {
			continue
		}
		original := string(src[node.start:node.end])
		// On one line if it was: the file keeps its look.
		val, err := render(srv.newValue, lineIndent(src, node.start), indentUnit(src), node.multiline(src))
		if err != nil {
			return nil, rec, err
		}
		src = splice(src, node.start, node.end, val)
		_, node, _, _, _ = walk(src, srv.keys)
		rec.Wraps = append(rec.Wraps, mcpWrap{Keys: srv.keys, Original: original, Wrapped: string(src[node.start:node.end])})
	}
	if len(rec.Wraps) == 0 {
		rec.Kept = true // nothing of gatesh's to undo here
	}
	return src, rec, nil
}

// unwrap puts back what install replaced, server by server, where the
// server still reads as install left it.
func unwrap(src []byte, rec record) ([]byte, string, error) {
	var notes []string
	for i := len(rec.Wraps) - 1; i >= 0; i-- {
		w := rec.Wraps[i]
		if rec.Op == "wrap-toml" {
			start, end := tomlSection(string(src), w.Keys)
			if start < 0 || string(src[start:end]) != w.Wrapped {
				notes = append(notes, "left MCP server "+pathString(w.Keys)+" as it is: it changed after install")
				continue
			}
			src = splice(src, start, end, w.Original)
			continue
		}
		_, node, _, _, err := walk(src, w.Keys)
		if err != nil || node == nil || string(src[node.start:node.end]) != w.Wrapped {
			notes = append(notes, "left MCP server "+pathString(w.Keys)+" as it is: it changed after install")
			continue
		}
		src = setRaw(src, node, []byte(w.Original))
	}
	return src, strings.Join(notes, "; "), nil
}

// unwrapped lists the servers of a settings file that do not run
// through gatesh mcp, with why install cannot wrap those it cannot.
func unwrapped(src []byte, shape mcpShape) []mcpServer {
	servers, err := shape.findServers(src, "gatesh")
	if err != nil {
		return nil
	}
	var out []mcpServer
	for _, s := range servers {
		if !s.wrapped {
			out = append(out, s)
		}
	}
	return out
}

// mcpServersOf lists the servers of a file a wrap step edits, as src
// holds it.
func mcpServersOf(s step, src []byte) []mcpServer {
	servers := serversIn(s, src)
	for i := range servers {
		if servers[i].newValue != nil {
			// Still unwrapped after install: written in a form
			// install does not rewrite.
			servers[i].why = "it is written in a form install does not rewrite (an inline table, dotted keys)"
		}
	}
	return servers
}

// reportWraps says, after install, which MCP servers run through gatesh
// mcp and which do not, with why.
func reportWraps(w io.Writer, steps []step, edits []fileEdit) {
	for _, s := range steps {
		i := slices.IndexFunc(edits, func(f fileEdit) bool { return f.path == s.target() })
		if i < 0 {
			continue
		}
		for _, srv := range mcpServersOf(s, edits[i].after) {
			switch {
			case srv.wrapped:
				fmt.Fprintf(w, "MCP server %s (%s) runs through gatesh mcp\n", srv.name, s.target())
			default:
				why := srv.why
				if why == "" {
					why = "install could not rewrite it"
				}
				fmt.Fprintf(w, "gatesh: warning: MCP server %s (%s) does not run through gatesh mcp: %s\n", srv.name, s.target(), why)
				fmt.Fprintf(w, "gatesh: hint: name gatesh mcp in its settings by hand (docs/mcp.md), or keep it on the agent's hook route\n")
			}
		}
	}
}
