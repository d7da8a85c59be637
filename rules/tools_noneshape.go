package rules

import (
	"path"
	"slices"
	"strings"

	"gatesh/toolcall"
)

// Shapes of names with no verb the lexicon knows (mcp-fix11, issue 31).
// Such a tool is unknown and runs yellow; these are the shapes whose
// effect its name and arguments still say: a file exported into this
// machine's folders, a copy kept (a snapshot, a backup), a connection
// opened for the session, a noun phrase asked about by identifiers only,
// and a local application's own computation (an analysis, a test run, a
// compile). None of them applies where an argument sends anything to a
// person or a place off this machine.

// noneShape reads a name whose verb nothing knows (v.class is none) by
// its shape; it returns v unchanged when no shape fits.
func (lx *lexicon) noneShape(ts *toolSet, f *toolFacts, v nameVerb, words, server []string, args map[string]any) nameVerb {
	if v.class != verbNone || len(words) == 0 || reachesOut(args) || namesOthers(lx, args, 0) || slices.ContainsFunc(words, keyNoun) {
		return v
	}
	switch {
	case exportsHere(ts, words, server, args):
		// export_scene {filePath: "/home/u/project/flow.excalidraw"}:
		// a write of the files it names, which the path rules judge.
		return nameVerb{class: verbWrite, word: words[0], verb: words[0], objects: slices.Clip(words[1:])}
	case keepsCopy(words, args):
		// snapshot_scene, backup_config, take_snapshot: a copy made.
		objects := slices.Clip(words[1:])
		if words[0] == "snapshot" || words[0] == "backup" {
			objects = append([]string{words[0]}, objects...)
		}
		return nameVerb{class: verbWrite, word: words[0], verb: "create", objects: objects}
	case lx.opensConnection(words, server):
		// connect_database, initialize_connection_to_new_broker: the
		// session's target, as select_database is.
		return nameVerb{class: verbRead, word: words[0], verb: words[0], objects: slices.Clip(words[1:])}
	case lx.nounsAsked(ts, words, args):
		// tables, alerts, package_files {ecosystem, depname}: what the
		// nouns name, asked for by identifiers.
		return nameVerb{class: verbRead, word: words[0], verb: words[0], objects: slices.Clip(words)}
	case localServer(ts, server) && placesObject(words):
		// spawn_actor, instantiate_prefab: an object made in the app's
		// open document, which localApp reads as the app's own.
		return nameVerb{class: verbWrite, word: words[0], verb: "create", objects: slices.Clip(words[1:])}
	case localServer(ts, server) && computesHere(words) && !carriesCode(ts, args):
		// run_fem_analysis, recompile_scripts of an app on this machine:
		// not the generic run of what an argument names.
		f.generic = nameVerb{}
		return nameVerb{class: verbNone, word: words[0], verb: words[0], objects: append(slices.Clip(words[1:]), "computed", "on", "this", "machine")}
	}
	return v
}

// exportsHere reports whether a name that leads with export or save
// (export_bom_csv, export-diagram) is handed only paths of this machine
// (localPaths) and no URL: what it makes lands in those files.
func exportsHere(ts *toolSet, words, server []string, args map[string]any) bool {
	if len(words) < 2 || words[0] != "export" && words[0] != "save" || slices.ContainsFunc(words, preposition) {
		return false
	}
	// Credentials exported (export_cookies, export_passwords) are read
	// out of their store: tool-secret judges them, wherever they land.
	if secretObject(words[1:], programSecrets(ts, server), "get") || slices.ContainsFunc(words, revealsAlone) || slices.ContainsFunc(words[1:], secretNoun) {
		return false
	}
	for _, kv := range stringArgs(args) {
		if strings.Contains(kv[1], "://") {
			return false
		}
	}
	return localPaths(ts, args, words, server)
}

// keepsCopy reports whether a name leads with snapshot or backup as its
// verb and names what is copied (snapshot_scene, backup_config), or
// takes or makes one (take_snapshot): a copy is made beside what
// exists, and nothing is lost. One that names a place or a path to put
// the copy in is not read here: where it goes decides. Nor is a copy of
// a machine or a data store (backup_database): it stays unknown.
func keepsCopy(words []string, args map[string]any) bool {
	if len(words) < 2 || slices.ContainsFunc(words, preposition) || slices.ContainsFunc(words, storeNoun) {
		return false
	}
	switch words[0] {
	case "snapshot", "backup":
	case "take", "make":
		if !slices.ContainsFunc(words[1:], func(w string) bool {
			return strings.TrimSuffix(w, "s") == "snapshot" || strings.TrimSuffix(w, "s") == "backup"
		}) {
			return false
		}
	default:
		return false
	}
	for _, kv := range stringArgs(args) {
		if savesTo(kv[0]) || pathKeyTail(kv[0]) || strings.Contains(kv[1], "://") {
			return false
		}
	}
	return true
}

// copyKept marks a write that makes a copy beside what exists (a
// backup or a snapshot created, taken or made) with the words "kept on
// the same system", which no name's words can be (a name is read up to
// its first preposition) and tool-copy-kept (green) knows: a device's or
// an application's copy of itself (create_backup {description},
// snapshot_scene {name}). A copy of a machine or a data store (an
// instance, a volume, a database, a cluster: what the name or an
// argument names) costs that system its load and its storage, and one
// sent off this machine goes elsewhere: neither is marked. A copy of
// production is left by the rule (unless_prod).
func copyKept(f *toolFacts, args map[string]any) {
	if f.class != verbWrite || reachesOut(args) {
		return
	}
	switch f.verb {
	case "create", "take", "make":
	default:
		return
	}
	if !slices.ContainsFunc(f.words, func(w string) bool {
		switch strings.TrimSuffix(w, "s") {
		case "backup", "snapshot":
			return true
		}
		return false
	}) || slices.ContainsFunc(f.words, storeNoun) || slices.ContainsFunc(f.kinds, storeNoun) {
		return
	}
	// Its arguments only describe the copy.
	for k, v := range args {
		for _, w := range toolcall.Words(k) {
			switch w {
			case "description", "desc", "name", "label", "comment", "note", "notes", "title", "tag", "tags", "reason":
				continue
			}
			return
		}
		if _, ok := v.(string); !ok {
			return
		}
	}
	f.words = append(slices.Clip(f.words), "kept", "on", "the", "same", "system")
}

// storeNoun reports whether a word names a machine or a store of data
// whose copy costs it load and storage: a server, an instance, a volume,
// a disk, a database, a cluster, a bucket, a namespace.
func storeNoun(w string) bool {
	if machineNoun(w) {
		return true
	}
	switch strings.TrimSuffix(w, "s") {
	case "volume", "disk", "database", "db", "bucket", "namespace", "project", "repo", "repository", "site", "app", "branch", "table",
		"collection", "index", "image", "storage", "data", "store", "node", "pod", "container":
		return true
	}
	return false
}

// opensConnection reports whether a name opens the connection later
// calls of its server use (connect_database, connect_to_cluster,
// initialize_connection_to_new_rabbitmq_broker, open_connection): its
// other words name only the session's target (a database, a server, a
// broker, a cluster, a connection) or the server itself. Connecting an
// account or an integration (connect_github_account) grants access and
// is not one.
func (lx *lexicon) opensConnection(words, server []string) bool {
	if len(words) < 2 {
		return false
	}
	conn := slices.Contains(words, "connection") || slices.Contains(words, "connections")
	switch words[0] {
	case "connect", "reconnect":
	case "initialize", "initialise", "init", "open", "establish":
		if !conn {
			return false
		}
	default:
		return false
	}
	for _, w := range words[1:] {
		switch strings.TrimSuffix(w, "s") {
		case "connection", "database", "db", "broker", "server", "cluster", "instance", "host", "endpoint", "new", "to", "a", "the":
			continue
		}
		if slices.Contains(server, w) {
			continue
		}
		return false
	}
	return true
}

// nounsAsked reports whether a name is one plural noun (no class, no
// generic word, no program), a collection (tables, alerts), and its
// arguments only
// filter that collection: every string an identifier (no space, no URL,
// no address), numbers only to page or bound the answer, no flag, no key
// that carries a new value, content, an operation, a command or code,
// and none that names the things themselves or one of them by its id
// (a scope's id, an organisation's or a project's, is a filter). A verb
// the lexicon does not know reads as a noun here, so it is what this
// last condition is for: an unknown verb acts on the things it names
// (refunds {charge_id}, bans {users}); a collection
// asked for is filtered by what they have (alerts {severity}).
func (lx *lexicon) nounsAsked(ts *toolSet, words []string, args map[string]any) bool {
	for _, w := range words {
		if lx.toolWordClass(w) != verbNone || slices.Contains(ts.names.Generic, w) || slices.Contains(ts.names.CLIs, w) ||
			preposition(w) || conjunction(w) || nounVerb(w) {
			return false
		}
	}
	// One word: a name of more (fire_employees, elevate_users) may lead
	// with a verb the lexicon does not know. A course's collections
	// (course_topics, course_materials of Google Classroom's
	// courses.topics.list) are named after the course they are listed
	// in: that word is a scope, not a verb.
	if len(words) == 2 && courseScope(words[0]) {
		words = words[1:]
	}
	if len(words) != 1 {
		return false
	}
	head := words[0]
	if len(head) < 4 || !strings.HasSuffix(head, "s") || strings.HasSuffix(head, "ss") || strings.HasSuffix(head, "us") || strings.HasSuffix(head, "is") {
		return false
	}
	// A verb's third person (bans, invites, restarts, transfers) or the
	// plural of its act (evictions, deletions) says the change: only a
	// noun that is no verb of change is a collection.
	for _, stem := range verbStems(head) {
		if c := lx.toolWordClass(stem); c != verbNone && c != verbRead {
			return false
		}
	}
	for k := range args {
		kw := toolcall.Words(k)
		if slices.ContainsFunc(kw, func(w string) bool { return slices.Contains(words, w) || slices.Contains(words, w+"s") }) {
			return false
		}
		if n := len(kw); n > 0 && (kw[n-1] == "id" || kw[n-1] == "ids" || kw[n-1] == "uid" || kw[n-1] == "uuid") && !slices.ContainsFunc(kw[:n-1], scopeWord) {
			return false
		}
	}
	return askedOnly(ts, "", pagedFilters(args), 0)
}

// pagedFilters returns args without the title or name they are filtered
// by when a page's size or position beside says the call lists
// (products {title: "merino", limit: 20}): a call that makes or renames
// something is given no page.
func pagedFilters(args map[string]any) map[string]any {
	paged := false
	for k, v := range args {
		switch v.(type) {
		case float64, int, int64:
			paged = paged || keyIn(k, []string{"limit", "first", "page", "per_page", "page_size", "offset"})
		}
	}
	if !paged {
		return args
	}
	out := map[string]any{}
	for k, v := range args {
		if !keyIn(k, []string{"title", "name"}) {
			out[k] = v
		}
	}
	return out
}

// verbStems are the verbs a plural noun or a third person may be made
// of: bans ban, pushes push, evictions evict, deletions delete.
func verbStems(w string) []string {
	stems := []string{strings.TrimSuffix(w, "s"), strings.TrimSuffix(w, "es")}
	if rest, ok := strings.CutSuffix(w, "ions"); ok && len(rest) >= 3 {
		stems = append(stems, rest, rest+"e")
	}
	return stems
}

// scopeWord reports whether a word names a scope a collection is asked
// for in (an organisation, a project, a workspace), not a thing acted on.
func scopeWord(w string) bool {
	switch w {
	case "org", "organization", "organisation", "project", "workspace", "account", "team", "tenant", "namespace", "repo", "repository", "deployment", "site", "env", "environment":
		return true
	}
	return courseScope(w)
}

// courseScope reports whether a word names a course of a learning
// platform (Google Classroom, Canvas, Moodle), the scope its
// assignments, topics and materials are listed in.
func courseScope(w string) bool {
	return w == "course" || w == "classroom"
}

// askedOnly reports whether v, under key k, only identifies or bounds
// what is asked for (nounsAsked).
func askedOnly(ts *toolSet, k string, v any, depth int) bool {
	if depth > 3 {
		return false
	}
	if k != "" {
		if keyIn(k, ts.args.Content) || keyIn(k, ts.args.Operation) || keyIn(k, ts.args.Shell) || keyIn(k, ts.args.Code) || keyIn(k, ts.args.Branch) {
			return false
		}
		for _, w := range toolcall.Words(k) {
			switch w {
			case "value", "values", "data", "payload", "body", "new", "set", "state", "status", "enabled", "enable", "disabled",
				"active", "mode", "config", "settings", "setting", "eligible", "topic", "name", "title", "to", "password", "secret", "token":
				return false
			}
		}
	}
	switch x := v.(type) {
	case map[string]any:
		for k2, v2 := range x {
			if !askedOnly(ts, k2, v2, depth+1) {
				return false
			}
		}
		return true
	case []any:
		for _, e := range x {
			if !askedOnly(ts, k, e, depth+1) {
				return false
			}
		}
		return true
	case string:
		return len(x) <= 200 && !strings.ContainsAny(x, " \t\n\r") && !strings.Contains(x, "://") && !addressed(x) && !phoneNumber(x) &&
			!strings.HasPrefix(x, "~") && (!path.IsAbs(x) || k == "")
	case float64, int, int64:
		return slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
			switch w {
			case "limit", "page", "offset", "size", "max", "top", "count", "per", "first", "last", "lines", "depth":
				return true
			}
			return false
		})
	case nil:
		return true
	}
	return false
}

// localServer reports whether a server's name says it drives an
// application on this machine ([tools.names] local) and nothing off it.
func localServer(ts *toolSet, server []string) bool {
	if !slices.ContainsFunc(server, func(w string) bool { return slices.Contains(ts.names.Local, w) }) {
		return false
	}
	return !slices.ContainsFunc(server, func(w string) bool {
		switch w {
		case "cloud", "online", "web", "hub", "sync", "team", "shared":
			return true
		}
		return slices.Contains(ts.names.Elsewhere, w) || slices.Contains(ts.names.Outside, w)
	})
}

// placesObject reports whether a name of a local application's server
// makes an object in its scene or document by a verb of placing
// (spawn_actor, instantiate_prefab). What runs (a process, a shell, a
// program) is not placed (codeObject).
func placesObject(words []string) bool {
	return len(words) >= 2 && (words[0] == "spawn" || words[0] == "instantiate") &&
		!slices.ContainsFunc(words[1:], runsOrShips) && !slices.ContainsFunc(words[1:], codeObject)
}

// computesHere reports whether a name computes on the application's own
// document or project: an analysis, a simulation or its tests run
// (run_fem_analysis, run_tests), or its code compiled (compile_blueprint,
// recompile_scripts). A run of a script, code, a command or a macro,
// and a build that runs or ships what it makes (build_and_run,
// build_and_deploy), are not (codeObject, runsOrShips).
func computesHere(words []string) bool {
	if len(words) < 2 || slices.ContainsFunc(words[1:], runsOrShips) {
		return false
	}
	switch words[0] {
	case "run", "start", "execute", "analyze", "analyse", "simulate", "solve":
		return !slices.ContainsFunc(words[1:], codeObject) && slices.ContainsFunc(words[1:], func(w string) bool {
			switch w {
			case "analysis", "analyses", "simulation", "simulations", "test", "tests", "solver", "fem", "study":
				return true
			}
			return false
		})
	case "compile", "recompile", "build", "rebuild":
		return true
	}
	return false
}

// runsOrShips reports whether a word of a local application's name says
// that it runs what it makes or sends it elsewhere (build_and_run,
// build_and_deploy, publish): what runs or where it goes decides, not
// the app's own state.
func runsOrShips(w string) bool {
	switch w {
	case "run", "exec", "execute", "launch", "play", "deploy", "publish", "upload", "install", "release", "ship":
		return true
	}
	return false
}

// codeObject reports whether a word names code or what runs it (a
// script, a command, a process, a program): a run or a spawn of it is
// judged by what it runs.
func codeObject(w string) bool {
	switch w {
	case "script", "scripts", "code", "command", "commands", "macro", "macros", "plugin", "plugins", "shell", "python", "program",
		"binary", "process", "processes", "file", "agent", "agents", "terminal", "session", "job", "task", "worker":
		return true
	}
	return false
}

// programSecrets are the phrases that name a credential
// ([tools.names] secrets) for a server's tool: of an application on this
// machine (a disassembler, a debugger, an editor: localServer), a
// variable is one of the program's it works on (retype_variable
// {function_name, variable_name}), not a setting's value; the phrases of
// environment and config variables stay.
func programSecrets(ts *toolSet, server []string) []string {
	if !localServer(ts, server) {
		return ts.names.Secrets
	}
	return slices.DeleteFunc(slices.Clone(ts.names.Secrets), func(p string) bool { return p == "variable" || p == "variables" })
}

// namesOthers reports whether a call's arguments name, at any depth,
// someone the call may act on or send to, or money: a person or a
// recipient (recipient, employee, beneficiary, payee), an amount, or a
// decision (a value that is a verb of change: approve, delete). Whatever
// its name's shape, such a call is not read as a copy kept, a
// connection, a collection asked for or an app's own work: bob as a
// recipient, 5000 as an amount are what the call is about. (A channel
// is a sales channel as often as a chat's; a connection's host and
// password are the session's target, as select_database's are.)
func namesOthers(lx *lexicon, args map[string]any, depth int) bool {
	if depth > 3 {
		return true
	}
	for k, v := range args {
		for _, w := range toolcall.Words(k) {
			switch strings.TrimSuffix(w, "s") {
			case "to", "recipient", "cc", "bcc", "email", "notify", "webhook", "send", "deliver", "share",
				"beneficiary", "payee", "destination", "dest", "user", "employee", "member", "customer", "person", "people",
				"contact", "invitee", "assignee", "phone", "upload", "publish", "post",
				"amount", "sum", "price", "payment", "currency", "fund", "balance", "decision", "approve", "approval":
				return true
			}
		}
		switch x := v.(type) {
		case map[string]any:
			if namesOthers(lx, x, depth+1) {
				return true
			}
		case []any:
			for _, e := range x {
				if m, ok := e.(map[string]any); ok && namesOthers(lx, m, depth+1) {
					return true
				}
				if s, ok := e.(string); ok && changeWord(lx, s) {
					return true
				}
			}
		case string:
			if changeWord(lx, x) {
				return true
			}
		}
	}
	return false
}

// changeWord reports whether a value is one word that the lexicon knows
// as a verb of change (approve, delete, ban).
func changeWord(lx *lexicon, s string) bool {
	if s == "" || len(s) > 32 || strings.ContainsAny(s, " /.:@") {
		return false
	}
	c := lx.toolWordClass(strings.ToLower(s))
	return c != verbNone && c != verbRead
}

// keyNoun reports whether a word names keys or what holds them: a copy
// or an export of keys (backup_keys, export_keys) hands them out,
// whatever its shape.
func keyNoun(w string) bool {
	switch strings.TrimSuffix(w, "s") {
	case "key", "keystore", "keychain", "keyring", "cert", "certificate", "seed", "mnemonic":
		return true
	}
	return false
}

// carriesCode reports whether a call hands its tool code or a command
// line (a key [tools.args] code or shell names): a compile or a run of
// that is what it runs, not the app's own computation.
func carriesCode(ts *toolSet, args map[string]any) bool {
	for k := range args {
		if keyIn(k, ts.args.Code) || keyIn(k, ts.args.Shell) {
			return true
		}
	}
	return false
}
