package rules

import (
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/toolcall"
)

// Read shapes (mcp-fix9, issue 31): names and arguments that only read,
// where no read verb leads the name. A tool whose name has no verb the
// lexicon knows is unknown (yellow, or held where the server is not
// local); these are the shapes that say a call returns something to the
// caller and changes nothing, so that reads do not pay for that default.

// readNouns are the nouns that, as the head of a name with no verb, name
// an answer computed from what exists: a route's directions, the area
// reached in a time (isochrone), a travel matrix, a binary's cross
// references, imports, exports, strings and callers, a summary or a
// search engine's summarizer of a page, a survey of what is there. A name made of one of them and nouns (directions_tool,
// xrefs_to, survey_binary) reads.
var readNouns = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{
		// Maps and routing services: what a route or a place would be.
		"directions", "isochrone", "isochrones", "matrix", "elevation", "distance", "distances", "eta",
		"forecast", "weather", "timezone",
		// A program's structure as an analyser reads it.
		"xref", "xrefs", "references", "callers", "callees", "callgraph", "imports", "exports", "strings",
		"symbols", "segments", "entrypoints", "disassembly", "decompilation",
		// What a language server answers about code (a symbol's
		// definition, a file's diagnostics).
		"definition", "definitions", "diagnostics",
		// What is there, told back.
		"summary", "summaries", "summarizer", "summariser", "survey", "overview", "stats", "statistics", "metrics", "metadata", "schema", "schemas",
		"insights", "indexes", "indices", "series",
	} {
		m[w] = true
	}
	return m
}}

// readNoun reports whether a name with no verb is a noun phrase whose
// first word (xrefs_to, survey_binary, directions_tool) or head, its last
// word before a preposition or a tool suffix (collection_schema,
// brave_summarizer, board_insights), names a computed answer (readNouns),
// and holds no word with a class.
func (lx *lexicon) readNoun(words []string) bool {
	if i := slices.IndexFunc(words, preposition); i >= 0 {
		words = words[:i]
	}
	if n := len(words); n > 1 && toolSuffix(words[n-1]) {
		words = words[:n-1]
	}
	if len(words) == 0 || !readNouns.Get()[words[0]] && !readNouns.Get()[words[len(words)-1]] {
		return false
	}
	return !slices.ContainsFunc(words, func(w string) bool { return lx.toolWordClass(w) != verbNone })
}

// nounOfSecret reports whether a noun phrase read whole (readNoun) is
// the answer about a secret (secrets_summary, api_key_metadata,
// password_stats): the words other than the answer's own name a secret,
// which the answer may hold, as get_secret's does.
func nounOfSecret(words, phrases []string) bool {
	rest := slices.DeleteFunc(slices.Clone(words), func(w string) bool { return readNouns.Get()[w] })
	return len(rest) > 0 && secretObject(rest, phrases, "get")
}

// verbLastRead reports whether a name of nouns ends in a read verb that
// leads tools' names (trigger_get, host_list, schedule_search), as an
// API grouped by object names its methods (Zabbix's trigger.get): the
// nouns before it, one of which may also be a verb that changes
// something (trigger, schedule, event), are what is read. A verb that is
// never a noun (create, update) still leads: create_get is no read.
func (lx *lexicon) verbLastRead(words []string) bool {
	n := len(words)
	if n < 2 {
		return false
	}
	// A verb, not a noun that reads as one (change_issue_status,
	// project_history, user_details name what is changed or shown).
	if !readVerbWord(words[n-1]) {
		return false
	}
	for _, w := range words[:n-1] {
		switch c := lx.toolWordClass(w); {
		case writeLeads.Get()[w], conjunction(w), preposition(w):
			return false
		case c == verbDestructive, c == verbOutward, c == verbInfrastructure:
			// destroy_get, send_list: the riskier verb decides, as
			// readClause reads it.
			return false
		}
	}
	return true
}

// readModifier reports whether a destructive word at i of a clause only
// qualifies the noun after it, because a read verb that leads names
// (toolLeads) comes first: get_drop_rules lists the rules that drop
// data, list_delete_requests lists requests. A destructive word last
// (get_and_drop, fetch_delete) or before nothing else is the verb.
func (lx *lexicon) readModifier(words []string, i int) bool {
	if i+1 >= len(words) {
		return false
	}
	for j := 0; j < i; j++ {
		if lx.toolWordClass(words[j]) == verbNone {
			continue
		}
		// The first word with a class is a read verb, right before it.
		return j == i-1 && readVerbWord(words[j])
	}
	return false
}

// readVerbWord reports whether w is a verb that only reads and is not a
// noun as well (get, list, show; not status, history, logs, test).
func readVerbWord(w string) bool {
	switch w {
	case "get", "list", "search", "find", "query", "read", "fetch", "show", "describe", "view", "count", "lookup", "retrieve",
		"check", "can", "preview", "explain", "validate", "verify", "inspect":
		return true
	}
	return false
}

// filterKey reports whether an argument's key holds the criteria of a
// read (filters, filter, where, criteria, conditions, match): an
// operation named inside it (filters: {action: "delete"}) is a value
// records are matched on, not what the call does.
func filterKey(k string) bool {
	for _, w := range toolcall.Words(k) {
		switch w {
		case "filter", "filters", "where", "criteria", "conditions", "condition", "match", "matching", "constraints":
			return true
		}
	}
	return false
}

// withoutFilters is args without the objects and lists under a filter's
// key (filterKey), for reading operations; the arguments themselves are
// not changed.
func withoutFilters(args map[string]any) map[string]any {
	var out map[string]any
	for k, v := range args {
		switch v.(type) {
		case map[string]any, []any:
			if filterKey(k) {
				if out == nil {
					out = make(map[string]any, len(args))
					for k2, v2 := range args {
						out[k2] = v2
					}
				}
				delete(out, k)
			}
		}
	}
	if out == nil {
		return args
	}
	return out
}

// collectionRead reports whether a read verb leads a name and returns a
// collection of what the name's nouns say, which its arguments filter
// (list_events, search_logs, find_policies, count_alerts): an argument
// named action or operation of such a call (GitLab's list events
// {action: "pushed"}, a firewall's policies listed by action: "BLOCK")
// is a field matched, not the operation. A bare verb (search, query) or
// a query of records may be a generic tool whose operation says what it
// does.
func collectionRead(v nameVerb) bool {
	if v.class != verbRead || v.at != 0 || len(v.objects) == 0 {
		return false
	}
	switch v.verb {
	case "list", "search", "find", "filter", "count":
		return true
	}
	return false
}

// promRange matches a PromQL range selector ([5m], [1h:30s]) or a label
// matcher ({job="api"}, {service=~"a|b"}); promStart, the text's opening
// as a metric or a function applied to one.
var (
	promRange = &lazy.Regexp{Src: `\[\s*\d+(?:ms|[smhdwy])(?:\s*:\s*\d*(?:ms|[smhdwy])?)?\s*\]|\{\s*[A-Za-z_][A-Za-z0-9_]*\s*(?:=~|!~|!=|=)\s*["']`}
	promStart = &lazy.Regexp{Src: `^\s*[A-Za-z_:][A-Za-z0-9_:]*\s*[({\[]`}
)

// promReadQuery reports whether a query is one of PromQL's family
// (PromQL, MetricsQL, GreptimeDB's TQL, LogQL's metric queries): a
// metric or a function applied to one, with a range selector or a label
// matcher. These languages have no statement that writes: the query only
// reads series.
func promReadQuery(v string) bool {
	if len(v) > 8192 || strings.ContainsAny(v, ";") || sqlText(v) {
		return false
	}
	return promStart.Get().MatchString(v) && promRange.Get().MatchString(v)
}

// sqlKeyTail reports whether a key of several words names SQL and ends
// in a word of the SQL keys (sql_query, raw_sql_statement, sqlScript):
// its value is SQL for a tool that speaks it, as under sql or query. A
// query of another language (graphql_query) is not.
func sqlKeyTail(k string, sql []string) bool {
	ws := toolcall.Words(k)
	return len(ws) > 1 && slices.Contains(sql, ws[len(ws)-1]) && slices.Contains(ws[:len(ws)-1], "sql")
}

// writeLead reports whether w is a write verb that is never a noun
// (writeLeads).
func writeLead(w string) bool { return writeLeads.Get()[w] }

// httpMethod reports whether an operation's value is an HTTP method.
func httpMethod(v string) bool {
	_, ok := httpMethods.Get()[strings.ToUpper(v)]
	return ok
}

// toCaller reports whether a name with no verb the lexicon knows leads
// with export or filter and hands what it makes back to the caller: no
// preposition names a place (export_to_csv, export_to_s3), and no
// argument names a path or a destination to put it in
// (export-route-gpx {routeId}, filter_tickets {query}), nor a person,
// an address or a URL to send it to (export_report {email: ...}).
func toCaller(ts *toolSet, words []string, args map[string]any) bool {
	if len(words) < 2 || words[0] != "export" && words[0] != "filter" {
		return false
	}
	if slices.ContainsFunc(words, preposition) {
		return false
	}
	// What holds keys (a wallet, a keystore, a key pair, a seed, a
	// signed-in session) exported is the keys themselves.
	if slices.ContainsFunc(words[1:], func(w string) bool {
		switch strings.TrimSuffix(w, "s") {
		case "key", "keystore", "keypair", "wallet", "seed", "session", "identity", "identitie", "keychain", "keyring", "vault":
			return true
		}
		return false
	}) {
		return false
	}
	if reachesOut(args) {
		return false
	}
	for _, kv := range stringArgs(args) {
		if keyIn(kv[0], ts.args.Paths) || savesTo(kv[0]) || pathKeyTail(kv[0]) || strings.Contains(kv[1], "://") || addressed(kv[1]) {
			return false
		}
	}
	return true
}

// localApp marks a write of a server that drives an application on this
// machine ([tools.names] local) as one of the app's own objects: the
// words "on this machine", which no name's words can be (a name is read
// up to its first preposition), join what the write acts on. A write
// whose object goes out from the app (a stream, a broadcast, an upload)
// or that runs code (dbg_start, run_script, a process), or writes a
// memory the agent reads back later (write_memory), is not marked; nor is any verb that deletes, sends or changes
// infrastructure, which its own rules judge. A write verb whose object
// reads as an outward verb (set_comment, add_note) writes that object.
func (lx *lexicon) localApp(ts *toolSet, f *toolFacts, args map[string]any, server []string) {
	// A server named for the app and for a place off this machine as
	// well (ghidra_cloud, anki_sync, an app's remote server) is not.
	if !slices.ContainsFunc(server, func(w string) bool { return slices.Contains(ts.names.Local, w) }) ||
		slices.ContainsFunc(server, func(w string) bool {
			switch w {
			case "cloud", "online", "web", "hub", "sync", "team", "shared":
				return true
			}
			return slices.Contains(ts.names.Elsewhere, w) || slices.Contains(ts.names.Outside, w)
		}) {
		return
	}
	if f.class == verbOutward && lx.toolWordClass(f.verb) == verbWrite && !slices.Contains(f.own, "merge") {
		f.class = verbWrite
	}
	// A part deleted from the open document (a component, an element,
	// a layer, a timeline) comes back with the app's undo: an edit, not
	// a loss (tool-local-app-delete).
	if f.class == verbDestructive && deletesInDocument(ts, f, args) {
		f.class = verbWrite
		f.words = append(slices.Clip(f.words), "undone", "by", "its", "undo")
		return
	}
	if f.class != verbWrite || hiddenOrParent(ts, args) {
		return
	}
	if slices.ContainsFunc(f.own, func(w string) bool {
		switch w {
		case "stream", "streaming", "streams", "broadcast", "live", "upload", "publish", "share", "send", "email", "webhook", "sync", "remote", "cloud",
			// What runs code (a debugger started on the analysed
			// binary, a script, a plugin, a process): its own rules and
			// the code it is given decide, not the app's objects.
			"run", "exec", "execute", "launch", "invoke", "call", "eval", "dbg", "debug", "debugger", "process", "binary", "program",
			"script", "scripts", "shell", "command", "macro", "plugin", "plugins", "payload", "exploit", "py", "python", "lua", "js",
			// A memory the agent reads back in later sessions (serena's
			// write_memory) is persistence, as save_memory is.
			"memory", "memories",
			// How the app runs things or what it runs later (an
			// editor's settings, an interpreter's path, a hook, an
			// autocommand, a key mapping, a task, a build setting or
			// phase, a scheme's pre-action, an extension installed):
			// code the app runs, not an object of it.
			"setting", "settings", "config", "configuration", "configurations", "preference", "preferences",
			"option", "options", "env", "environment", "hook", "hooks", "autocmd",
			"autocommand", "keymap", "keymaps", "keybinding", "keybindings", "mapping", "mappings", "task",
			"tasks", "scheme", "schemes", "phase", "extension", "extensions", "install", "addon", "addons",
			"package", "packages", "proxy":
			return true
		case "variable", "variables":
			// An editor's variable is a setting; a variable of a
			// function in the program a disassembler or debugger
			// works on (retype_variable {function_name}) is the
			// program's.
			return !ofProgramFunction(args)
		}
		return false
	}) {
		return
	}
	f.words = append(slices.Clip(f.words), "on", "this", "machine")
}

// deletesInDocument reports whether a local app's delete takes an object
// out of the document open in the app, which its undo brings back: a
// plain delete or clear, of no file, folder, project, library, backup or
// recording (which go from the disk), of nothing kept apart from the
// document (notes, cards and decks a flashcard app syncs, a process
// killed), and with no path among its arguments.
func deletesInDocument(ts *toolSet, f *toolFacts, args map[string]any) bool {
	switch f.verb {
	case "delete", "remove", "clear", "erase", "del":
	default:
		return false
	}
	if slices.ContainsFunc(f.own, func(w string) bool {
		switch w {
		case "file", "files", "folder", "folders", "dir", "directory", "directories", "project", "projects", "library", "libraries",
			"book", "books", "backup", "backups", "snapshot", "snapshots", "recording", "recordings", "disk", "drive",
			"note", "notes", "card", "cards", "deck", "decks", "database", "databases", "db", "history", "all", "everything",
			"process", "processes", "session", "sessions", "memory", "memories", "cloud", "remote", "account", "user", "users":
			return true
		}
		return false
	}) {
		return false
	}
	// A part of the document (a component, an element, a layer), not a
	// whole scene, canvas or collection, which some apps keep apart
	// from any undo.
	if !slices.ContainsFunc(f.own, func(w string) bool {
		switch strings.TrimSuffix(w, "s") {
		case "component", "element", "object", "layer", "actor", "node", "mesh", "shape", "slide", "clip", "track",
			"keyframe", "material", "face", "edge", "vertex", "curve", "group", "timeline", "marker", "effect",
			"text", "primitive", "light", "camera", "instance", "sprite", "joint", "bone", "point":
			return true
		}
		return false
	}) {
		return false
	}
	for _, kv := range stringArgs(args) {
		if keyIn(kv[0], ts.args.Paths) || pathKeyTail(kv[0]) || strings.Contains(kv[1], "://") ||
			slices.ContainsFunc(toolcall.Words(kv[0]), placeWord) {
			return false
		}
	}
	return true
}

// ofProgramFunction reports whether an argument's key names the function,
// the stack frame or the address that a variable belongs to.
func ofProgramFunction(args map[string]any) bool {
	for k := range args {
		for _, w := range toolcall.Words(k) {
			switch w {
			case "function", "func", "frame", "address", "addr":
				return true
			}
		}
	}
	return false
}

// hiddenOrParent reports whether a path argument names a relative path
// that climbs out (..) or goes into a hidden file or folder (.git/hooks,
// .bashrc): relative to a folder another argument names, the path rules
// cannot place it, so it is not an app's own object. Nor is a place the
// path rules do not read: a URL (rtmp://, https://) or a file: URI in
// any argument, or a path in an argument whose key names one but is not
// among the keys the path rules read (uri, pathInProject).
func hiddenOrParent(ts *toolSet, args map[string]any) bool {
	for _, kv := range stringArgs(args) {
		k, v := kv[0], kv[1]
		if strings.Contains(v, "://") || len(v) >= 5 && strings.EqualFold(v[:5], "file:") {
			return true
		}
		if !keyIn(k, ts.args.Paths) && !pathKeyTail(k) {
			if !slices.ContainsFunc(toolcall.Words(k), placeWord) {
				continue
			}
			if strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "$") || strings.HasPrefix(v, "\\") {
				return true
			}
		}
		for _, seg := range strings.FieldsFunc(v, func(r rune) bool { return r == '/' || r == '\\' }) {
			if seg == ".." || len(seg) > 1 && seg[0] == '.' {
				return true
			}
		}
	}
	return false
}

// placeWord reports whether a word of an argument's key says its value
// is a place on disk (pathInProject, file_uri, target_folder).
func placeWord(w string) bool {
	switch w {
	case "path", "paths", "file", "files", "filename", "dir", "directory", "folder", "uri", "location":
		return true
	}
	return false
}

// logsActivity reports whether a name's words say it keeps a record of
// an activity (a CRM's activities, engagements, interactions): the kind
// its type argument names (type: "call", "email", "meeting") is what was
// done, logged, not a call placed or a mail sent.
func logsActivity(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool {
		switch w {
		case "activity", "activities", "engagement", "engagements", "interaction", "interactions":
			return true
		}
		return false
	})
}
