package rules

import (
	"slices"
	"strings"

	"gatesh/toolcall"
)

// What a call's payload and its finer keys say (issue 31): a generic
// change names its object in one argument (collection: "articles") and
// what it sets in another (data: {...}), so the state, the name and the
// operation a rule reads may sit one object down, under a key that says
// it is the record's new values:
//   - a state others see set in the payload (data: {status:
//     "published"}) posts what it writes, as one at the top does
//     (payloadPublished);
//   - a production target named as the object written (environment:
//     {name: "Production"}, data: {env: "prod"}) is one named at the top
//     (payloadProd);
//   - an operation on a part of the object, under a key that names the
//     part before the word operation or subcommand (memberSubcommand:
//     "add", role_operation: "grant"), is an operation on that part
//     (subOperation);
// and a few objects that say what they are by how they are named or
// what they are given:
//   - a credential's noun run into another word (honeytoken,
//     authtoken, botToken as one word) is a token (compoundToken);
//   - the records of a collection or a table named for credentials
//     (collection: "api_keys") are those credentials (secretCollection);
//   - a port handed to a name that makes a public URL of it (a tunnel,
//     a preview of a remote box or sandbox) exposes that port to anyone
//     (publishesPort);
//   - backups switched off (enable: false of a name that says backup)
//     turn the service's safety net off (backupsOff).

// payloadKeys are the keys whose object is the new values of the record
// a change writes.
func payloadKey(k string) bool {
	return keyIn(k, []string{"data", "fields", "values", "attributes", "properties", "updates", "update", "changes",
		"item", "record", "payload", "set", "doc", "document", "patch_data", "new_values"})
}

// payloadPublished reports whether the payload of a change sets a state
// others see (data: {status: "published"}).
func payloadPublished(args map[string]any) bool {
	for _, k := range sortedKeys(args) {
		if obj, ok := args[k].(map[string]any); ok && payloadKey(k) && publishedState(obj) {
			return true
		}
	}
	return false
}

// payloadProd reports whether an object a change writes names
// production: the payload's, or the object under a key that is the
// name's own object (putEnvironment {environment: {name:
// "Production"}}), has a name, a title or an environment that is
// production by itself.
func payloadProd(args map[string]any, objects []string) bool {
	for _, k := range sortedKeys(args) {
		obj, ok := args[k].(map[string]any)
		if !ok || !payloadKey(k) && !slices.Equal(toolcall.Words(k), objects) {
			continue
		}
		for _, ik := range sortedKeys(obj) {
			s, ok := obj[ik].(string)
			if ok && keyIn(ik, []string{"name", "title", "slug", "environment", "env", "stage"}) &&
				!strings.ContainsAny(s, " \t\n/") && prodWord(s) {
				return true
			}
		}
	}
	return false
}

// subOperation returns the words of an operation on a part of what a
// tool acts on, for an operation key of several words whose last is
// operation, subcommand or op and whose words before it name the part
// (memberSubcommand: "add" is add member); nil for any other key, for
// a part that only says when or how (filter_op, sort_operation,
// event_operation) and for an operation that reads.
func (lx *lexicon) subOperation(k, val string) []string {
	ws := toolcall.Words(k)
	if len(ws) < 2 || len(ws) > 3 {
		return nil
	}
	switch ws[len(ws)-1] {
	case "operation", "subcommand", "op":
	default:
		return nil
	}
	part := ws[:len(ws)-1]
	for _, w := range part {
		switch w {
		case "filter", "sort", "order", "event", "audit", "log", "logs", "search", "query", "match", "default", "on", "bulk", "batch", "http", "last":
			return nil
		}
	}
	op := opWords(val)
	if len(op) == 0 {
		return nil
	}
	switch lx.wordClass(op[0]) {
	case verbRead, verbNone:
		return nil
	}
	return append(op, part...)
}

// compoundToken reports whether a word of a name is a credential's
// noun run into another (honeytoken, authtoken, apitoken, bottoken):
// what a token is, not where a list resumes (pagetoken, nexttoken) or
// a design system's values.
func compoundToken(w string) bool {
	rest, ok := strings.CutSuffix(strings.TrimSuffix(w, "s"), "token")
	if !ok || len(rest) < 3 {
		return false
	}
	switch rest {
	case "page", "next", "continuation", "cursor", "sync", "resume", "pagination", "idempotency", "cancellation", "cancel", "design", "prev", "previous", "delta", "change":
		return false
	}
	return true
}

// secretCollection reports whether a read names a collection or a table
// whose records are credentials (collection: "api_keys", table:
// "access_tokens"): what it returns are their values, as SELECT * of a
// table named so does.
func secretCollection(ts *toolSet, args map[string]any, verb string) bool {
	if verb == "count" {
		return false
	}
	for _, k := range sortedKeys(args) {
		v, ok := args[k].(string)
		if ok && keyIn(k, []string{"collection", "collection_name", "collectionName", "table", "table_name", "tableName"}) &&
			secretObject(identifierWords(v), withoutEnv(ts.names.Secrets), "get") {
			return true
		}
	}
	return false
}

// publishesPort reports whether a change makes a public URL of a port:
// a port argument given to a name that says public, tunnel or expose,
// or a preview, a URL or a link of a machine off this one (a remote
// box, a sandbox, a container: [tools.names] elsewhere and outside).
// A local dev server's preview names no such machine. A read asks only
// for the URL (E2B's get_sandbox_url {port}): the sandbox's URL of a port
// is public, so anyone who has it reaches the port (E2B's
// https://PORT-ID.e2b.app, Daytona's preview links); a read of a tunnel
// lists one opened before.
func publishesPort(ts *toolSet, args map[string]any, words, server []string, read bool) bool {
	port := false
	for _, k := range sortedKeys(args) {
		if portKey(toolcall.Words(k)) && nonEmpty(args[k]) {
			port = true
		}
	}
	if !port {
		return false
	}
	named := func(ws ...string) bool {
		return slices.ContainsFunc(words, func(w string) bool { return slices.Contains(ws, w) })
	}
	if !read && named("public", "tunnel", "tunnels", "expose") {
		return true
	}
	if !named("preview", "previews", "url", "urls", "link", "links") {
		return false
	}
	remote := func(w string) bool {
		return slices.Contains(ts.names.Elsewhere, w) || w == "box" || w == "boxes"
	}
	if read {
		// A read names a hosted sandbox (get_sandbox_url, a box's
		// preview link) or is a server of machines elsewhere (Daytona's
		// web_preview): a container's or a dev server's URL may be
		// this machine's.
		sandbox := func(w string) bool { return w == "sandbox" || w == "sandboxes" || w == "box" || w == "boxes" }
		return slices.ContainsFunc(words, sandbox) || slices.ContainsFunc(server, remote)
	}
	return slices.ContainsFunc(words, remote) || slices.ContainsFunc(server, remote)
}

// backupsOff reports whether a change switches backups off: a name or a
// key that says backup, and enabled, enable, on or active set false (or
// the backup key itself). Making something without backups turns
// nothing off that was on.
func backupsOff(args map[string]any, verb string, name []string) bool {
	if verb == "create" || verb == "new" || verb == "add" {
		return false
	}
	backup := func(ws []string) bool {
		return slices.ContainsFunc(ws, func(w string) bool {
			switch w {
			case "backup", "backups", "pitr":
				return true
			}
			return false
		})
	}
	for _, k := range sortedKeys(args) {
		b, ok := args[k].(bool)
		if !ok || b {
			continue
		}
		if ws := toolcall.Words(k); backup(ws) || keyIn(k, []string{"enabled", "enable", "on", "active"}) && backup(name) {
			return true
		}
	}
	return false
}

// payloadFacts adds to f what the payload and the finer keys of a call
// say (see above).
func (s *Set) payloadFacts(ts *toolSet, f *toolFacts, args map[string]any, words, server []string) {
	changes := f.class != verbRead && f.class != verbNone
	if slices.ContainsFunc(words, compoundToken) {
		f.kinds = append(f.kinds, "token")
		// A list of tokens gives their names, as list_api_keys does
		// (secretObject); one read gives its value.
		switch f.verb {
		case "list", "search", "find", "count", "ls":
		default:
			if !changes {
				f.reveals = true
			}
		}
	}
	if !changes && secretCollection(ts, args, f.verb) {
		f.reveals = true
	}
	if f.class == verbRead && !slices.Contains([]string{"list", "search", "find", "count", "ls"}, f.verb) && publishesPort(ts, args, words, server, true) {
		f.class, f.verb, changes = verbOutward, "expose", true
	}
	// A node made ineligible or unschedulable takes no more work, as a
	// cordoned one does.
	if f.class != verbRead && unschedulable(args, words) {
		f.class, f.verb = verbInfrastructure, "cordon"
		changes = true
	}
	if !changes || f.localFiles {
		return
	}
	if f.class == verbWrite && (f.kv || slices.Contains(words, "kv")) {
		f.kinds = append(f.kinds, storeKinds(args)...)
	}
	if f.class == verbWrite && userRecordRole(args) {
		f.kinds = append(f.kinds, "role")
	}
	// Time or an expense billed to a client is money (tool-money).
	if f.class == verbWrite && billable(args) {
		f.kinds = append(f.kinds, "billing")
	}
	if f.class == verbWrite && payloadProd(args, f.words) {
		f.prod = true
	}
	if f.class == verbWrite && publishesPort(ts, args, words, server, false) {
		f.class, f.verb = verbOutward, "expose"
	}
	if backupsOff(args, f.verb, words) {
		f.guardOff = true
	}
	if defaultRoute(args) {
		f.kinds = append(f.kinds, "routing")
	}
}

// unschedulable reports whether a call on a node (a machine that takes
// scheduled work) sets its eligibility or its scheduling false
// (eligibility_node {eligible: false}, update_node {schedulable:
// false}).
func unschedulable(args map[string]any, words []string) bool {
	if !slices.ContainsFunc(words, func(w string) bool { return w == "node" || w == "nodes" || machineNoun(w) }) {
		return false
	}
	for _, k := range sortedKeys(args) {
		if b, ok := args[k].(bool); ok && !b && slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
			switch w {
			case "eligible", "eligibility", "schedulable", "scheduling":
				return true
			}
			return false
		}) {
			return true
		}
	}
	return false
}

// storeKinds returns the words of the bucket or the namespace a key-value
// store's write puts its key in (bucket: "feature-flags"): what the store
// keeps is what the write changes.
func storeKinds(args map[string]any) []string {
	var out []string
	for _, k := range sortedKeys(args) {
		if v, ok := args[k].(string); ok && keyIn(k, []string{"bucket", "bucket_name", "bucketName", "namespace", "keyspace", "store"}) {
			out = append(out, identifierWords(v)...)
		}
	}
	return out
}

// userRecordRole reports whether a generic change of a record in a
// collection or a table of accounts (collection: "directus_users",
// table: "members") sets its role, permissions or admin flag, at the
// top or in its payload: a role named alone in a string is a grant
// when the record is a person's account.
func userRecordRole(args map[string]any) bool {
	users := false
	for _, k := range sortedKeys(args) {
		v, ok := args[k].(string)
		if ok && keyIn(k, []string{"collection", "collection_name", "collectionName", "table", "table_name", "tableName"}) &&
			slices.ContainsFunc(identifierWords(v), func(w string) bool {
				switch w {
				case "user", "users", "member", "members", "account", "accounts", "admin", "admins":
					return true
				}
				return false
			}) {
			users = true
		}
	}
	if !users {
		return false
	}
	sets := func(obj map[string]any) bool {
		for _, k := range sortedKeys(obj) {
			if roleKey(toolcall.Words(k)) && nonEmpty(obj[k]) {
				return true
			}
		}
		return false
	}
	if sets(args) {
		return true
	}
	for _, k := range sortedKeys(args) {
		if obj, ok := args[k].(map[string]any); ok && payloadKey(k) && sets(obj) {
			return true
		}
	}
	return false
}

// batchEntryTool returns the words of the tool or the operation an entry
// of a batch names by a key (operations: [{tool: "delete_scene", params:
// {...}}]), or nil.
func batchEntryTool(obj map[string]any) []string {
	for _, k := range sortedKeys(obj) {
		if v, ok := obj[k].(string); ok && keyIn(k, []string{"tool", "tool_name", "toolName", "operation_name", "operationName"}) {
			return opWords(v)
		}
	}
	return nil
}

// defaultRoute reports whether a change routes every address: a route,
// a prefix or a subnet given as 0.0.0.0/0 or ::/0 (an exit node
// advertised, a VPN's default route) carries everyone's traffic.
func defaultRoute(args map[string]any) bool {
	for _, k := range sortedKeys(args) {
		if !slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
			switch w {
			case "route", "routes", "prefix", "prefixes", "subnet", "subnets", "destination", "cidr", "cidrs":
				return true
			}
			return false
		}) {
			continue
		}
		vals := []any{args[k]}
		if l, ok := args[k].([]any); ok {
			vals = l
		}
		for _, v := range vals {
			if s, ok := v.(string); ok && (strings.TrimSpace(s) == "0.0.0.0/0" || strings.TrimSpace(s) == "::/0") {
				return true
			}
		}
	}
	return false
}
