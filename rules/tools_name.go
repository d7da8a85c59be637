package rules

import (
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/rules/internal/schema"
	"gatesh/toolcall"
)

// toolLeads are the read verbs that, first in a tool's name, make the
// whole name a read whatever nouns follow (get_release, search_emails):
// the verbs a command's subcommand leads with (leadingReads), and those a
// tool's name leads with, where a command would use a flag. Other read
// words lead as nouns (events_create, status_update).
var toolLeads = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for w := range leadingReads.Get() {
		m[w] = true
	}
	for _, w := range []string{"read", "fetch", "find", "query", "check", "verify", "validate", "lint", "explain",
		"preview", "ping", "scan", "count", "browse", "print", "lookup", "download", "estimate", "compare", "test",
		"retrieve", "peek", "diff", "whoami", "glob", "grep", "summarize", "analyze", "suggest", "recommend", "open",
		"geocode", "can", "enumerate"} {
		m[w] = true
	}
	return m
}}

// writeLeads are write verbs that are never nouns: after words that
// only say what a tool belongs to, they lead it as a read verb does.
var writeLeads = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"create", "update", "add", "insert", "upsert", "modify", "edit", "rename", "assign",
		"unassign", "enable", "append", "replace", "attach", "detach", "unlink", "unarchive", "unpin", "unlock", "unmute"} {
		m[w] = true
	}
	return m
}}

// nameVerb is what the words of a tool's name, or of an operation
// argument, say the call does.
type nameVerb struct {
	class string // a class of the lexicon, or verbNone
	word  string // the word that decided it; "" for none
	// verb is the name's verb: its first word when that is one
	// (draft_email drafts, whatever email is), else word.
	verb string
	// at is where verb is among the clause's words.
	at int
	// objects are the words the verb acts on: those after it
	// (create_pull_request), or before it when none follow (issue_write).
	// Words before a verb that has its object after it name what the
	// tool belongs to (repo_create_pull_request), not what it changes.
	objects []string
}

var joiners = &lazy.Value[*strings.Replacer]{New: func() *strings.Replacer { return strings.NewReplacer("&", "_and_", "+", "_and_") }}

// nameWords splits a tool's own name into words, reading the compounds
// of names (pull request) as one word: "pullrequest".
func nameWords(name string, compounds []string) []string {
	// & and + join as "and" does (fetch&post), where Words drops them.
	ws := toolcall.Words(joiners.Get().Replace(name))
	if len(ws) < 2 {
		return ws
	}
	for _, c := range compounds {
		first, second, ok := strings.Cut(c, " ")
		if !ok {
			continue
		}
		for i := 0; i+1 < len(ws); i++ {
			if ws[i] == first && (ws[i+1] == second || ws[i+1] == second+"s") {
				ws[i] = first + ws[i+1]
				ws = slices.Delete(ws, i+1, i+2)
			}
		}
	}
	// A search verb right before an in-place change names both steps
	// (search_replace, find_replace): read as search_and_replace is, a
	// replace, not a search.
	for i := 0; i+1 < len(ws); i++ {
		if searchThenChange(ws[i], ws[i+1]) {
			ws = slices.Insert(ws, i+1, "and")
			i++
		}
	}
	return ws
}

// searchThenChange reports whether two words in a row are a search verb
// and a verb that changes what it found in place.
func searchThenChange(a, b string) bool {
	switch a {
	case "search", "find", "grep", "match", "lookup":
	default:
		return false
	}
	switch b {
	case "replace", "overwrite":
		return true
	}
	return false
}

// readName reads the class of a tool's name, or of an operation's words,
// through the [verbs] lexicon. A conjunction starts another clause
// (list_users_and_remove, readAndSend); the riskiest clause decides.
func (lx *lexicon) readName(words []string, generic []string) nameVerb {
	var out nameVerb
	for _, clause := range lx.clauses(words) {
		if c := lx.readClause(clause, generic); out.word == "" || verbRisk.Get()[c.class] > verbRisk.Get()[out.class] {
			out = c
			if c.word != "" {
				out.objects = clause[c.at+1:]
				if len(out.objects) == 0 {
					out.objects = pathObject(clause[:c.at])
				} else if preposition(out.objects[0]) {
					// What follows the verb says how it finds what it
					// acts on (dns_edit_by_name_type): that is the noun
					// before the verb.
					out.objects = append(slices.Clip(pathObject(clause[:c.at])), out.objects...)
				}
			}
		}
	}
	return out
}

// pathObject returns what a verb last in a name acts on, given the
// words before it. A name made of an API's path (an OpenAPI server's
// api_v1_projects_features_create, for POST /api/v1/projects/{pk}/features)
// acts on the path's last resource; those before it only say where it
// is. Any other name's words all count (issue_write, repo_pull_request_write).
func pathObject(before []string) []string {
	i := slices.IndexFunc(before, apiVersion)
	if i < 0 || i+2 > len(before) {
		return before
	}
	return before[len(before)-1:]
}

// apiVersion reports whether a word is an API's version in its path: v1,
// v2beta1.
func apiVersion(w string) bool {
	if len(w) < 2 || w[0] != 'v' || w[1] < '0' || w[1] > '9' {
		return false
	}
	return true
}

// verbBefore reports whether a word with a class comes in words before
// the next conjunction.
func (lx *lexicon) verbBefore(words []string) bool {
	for _, w := range words {
		if conjunction(w) {
			return false
		}
		if lx.toolWordClass(w) != verbNone {
			return true
		}
	}
	return false
}

// readClause reads one clause of a name, up to a preposition, as a
// command's subcommand is read (Set.verb), except that a tool's name
// puts its verb first:
//   - a destructive word decides, wherever it is (bulk_delete);
//   - a read verb first decides (get_release, list_deleted_items), also
//     after words with no class that name what the tool belongs to
//     (jira_get_issue);
//   - an outward or infrastructure verb first decides (post_message);
//   - a write verb first (create, update) decides, unless a later word
//     is an outward or infrastructure verb, which then names a risky
//     object (create_release, trigger_deploy);
//   - otherwise the name starts with a noun (issue_write, pods_exec,
//     kubectl_rollout): the last word with a class decides, and a write
//     there does not hide an outward or infrastructure word before it
//     (release_create).
func (lx *lexicon) readClause(words []string, generic []string) nameVerb {
	// Words after a preposition name a place or a thing, not the verb:
	// add_card_to_list adds, move_to_trash moves.
	notify := notifiesOnly(words)
	// Connecting with a person (connect_with_person, connect_to_user) on
	// a social network asks them: they see it. Connecting to a database
	// or a server is no such thing.
	if len(words) > 2 && words[0] == "connect" && preposition(words[1]) && personNoun(words[2]) {
		return nameVerb{class: verbOutward, word: "connect", verb: "connect", objects: words[2:]}
	}
	if i := slices.IndexFunc(words, preposition); i > 0 {
		words = words[:i]
	}
	// The status of a process the name's last word but one names, with
	// only the tool's own nouns before it (adguard_sync_status,
	// fastpurge_status, operations.status): what that run has come to,
	// read. A status set or posted (set_status, post_status,
	// create_deployment_status) leads with its verb.
	if n := len(words); n >= 2 && words[n-1] == "status" && processNoun(words[n-2]) &&
		!slices.ContainsFunc(words[:n-2], func(w string) bool { return lx.toolWordClass(w) != verbNone || slices.Contains(generic, w) }) {
		return nameVerb{class: verbRead, word: "status", verb: "status", at: n - 1}
	}
	// A grouped tool named by its agent noun last (deploy_services_reader,
	// project_services_updater) does what that verb does to the words
	// before it.
	if n := len(words); n > 1 {
		if v := agentVerb(words[n-1]); v != "" {
			if c := lx.toolWordClass(v); c != verbNone && !slices.ContainsFunc(words[:n-1], func(w string) bool { return lx.toolWordClass(w) == verbDestructive }) {
				return nameVerb{class: c, word: words[n-1], verb: v, at: n - 1}
			}
		}
	}
	classes := make([]string, len(words))
	nounish := make([]bool, len(words))
	for i, w := range words {
		c := verbNone
		nounish[i] = nounVerb(w)
		if !slices.Contains(generic, w) {
			c = lx.toolWordClass(w)
			if w == "reload" && slices.ContainsFunc(words, servesOthers) {
				c = verbInfrastructure
			}
			// A plural noun before another word is the verb it names
			// (releases_create), as for a subcommand.
			if c == verbNone && i+1 < len(words) && len(w) > 3 && strings.HasSuffix(w, "s") {
				if pc := lx.wordClass(w[:len(w)-1]); pc != verbWrite {
					c = pc
					nounish[i] = true
				}
			}
		}
		// A destructive word after a read verb that leads, with a noun
		// after it, qualifies that noun (get_drop_rules): the read
		// decides.
		if c == verbDestructive && lx.readModifier(words, i) {
			c = verbNone
		}
		if c == verbDestructive {
			// What comes back by itself is not lost: a cache refills,
			// and alerts flow again when a downtime or a silence ends
			// (flush_cache, cancel_downtime); such a delete only writes.
			obj := words[i+1:]
			if len(obj) == 0 {
				obj = words[:i]
			}
			if len(obj) == 0 || !allRestorable(obj) {
				return nameVerb{class: verbDestructive, word: w, verb: w, at: i}
			}
			c = verbWrite
		}
		classes[i] = c
	}
	// Words with no class before the verb name what the tool belongs to
	// (jira_get_issue, a Gemini name's server): a read verb after them
	// still leads.
	first := slices.IndexFunc(classes, func(c string) bool { return c != verbNone })
	if first < 0 {
		// Nouns ending in "me" (users_me, authentik_users_me) name the
		// route that returns the caller's own profile (GET /users/me of
		// Authentik, Mattermost, Discourse), as whoami does: a read.
		if n := len(words) - 1; n > 0 && words[n] == "me" {
			return nameVerb{class: verbRead, word: "me", verb: "me", at: n}
		}
		return nameVerb{}
	}
	if classes[first] == verbRead && toolLeads.Get()[words[first]] {
		return nameVerb{class: verbRead, word: words[first], verb: words[first], at: first}
	}
	// A name of nouns that ends in a read verb (trigger_get, host_list)
	// reads what the nouns name.
	if lx.verbLastRead(words) {
		n := len(words) - 1
		return nameVerb{class: verbRead, word: words[n], verb: words[n], at: n}
	}
	// So does a verb that is never a noun (atlas_create_access_list
	// creates; its last word is a noun); an outward or a write word that
	// may be one (api_post_search, pipelines_build_log) does not.
	risky := func(c string) bool { return c == verbOutward || c == verbInfrastructure }
	lead := 0
	if classes[first] == verbWrite && writeLeads.Get()[words[first]] {
		lead = first
	}
	// A noun that is also a verb, before a read verb, is what is read
	// (releases_get, messages_search, comments_list).
	readAfter := nounish[lead] && slices.ContainsFunc(words[lead+1:], func(w string) bool { return toolLeads.Get()[w] })
	// So too after words that only say whose tool it is
	// (nc_mail_list_messages): the read verb leads, and a noun that is
	// also a verb after it (messages) is what it lists.
	if classes[lead] == verbNone && first > lead && nounish[first] && risky(classes[first]) {
		if j := slices.IndexFunc(words[first+1:], func(w string) bool { return toolLeads.Get()[w] }); j >= 0 {
			j += first + 1
			return nameVerb{class: verbRead, word: words[j], verb: words[j], at: j}
		}
	}
	if risky(classes[lead]) {
		if c := keptHere(words[lead], words[lead+1:]); c != verbNone {
			return nameVerb{class: c, word: words[lead], verb: words[lead], at: lead}
		}
	}
	// So after words that only say whose tool it is
	// (mcp_aftereffects_applyEffect, tmux's capture-pane): the verb's
	// object says the act stays in the app, unless one of those words
	// names what its own rules judge (order_capture_frame).
	if classes[lead] == verbNone && first > lead && risky(classes[first]) && !keptAway(words[:first]) {
		if c := keptHere(words[first], words[first+1:]); c != verbNone {
			return nameVerb{class: c, word: words[first], verb: words[first], at: first}
		}
	}
	switch c := classes[lead]; {
	case risky(c) && readAfter:
	case risky(c) && notify:
		// Subscribing to an item's notifications (subscribe_to_issue)
		// is following it, not a paid subscription.
		return nameVerb{class: verbWrite, word: words[0], verb: words[0]}
	case risky(c):
		return nameVerb{class: c, word: words[0], verb: words[0]}
	case c == verbWrite:
		first = lead
		// A verb that changes what exists (modify_email, update_post)
		// does not send it: a later outward word is its object.
		if changesExisting(words[first]) {
			return nameVerb{class: verbWrite, word: words[first], verb: words[first], at: first}
		}
		for i := first + 1; i < len(words); i++ {
			// A draft or pending comment is not posted yet.
			if words[i] == "draft" || words[i] == "pending" {
				break
			}
			if risky(classes[i]) {
				return nameVerb{class: classes[i], word: words[i], verb: words[first], at: first}
			}
		}
		return nameVerb{class: verbWrite, word: words[first], verb: words[first], at: first}
	}
	out := nameVerb{}
	for i, c := range classes {
		switch {
		case c == verbNone:
		case c == verbWrite && risky(out.class):
		// A read word that is a plural noun after a change
		// (object_storage_regenerate_keys) is what it changes.
		case c == verbRead && out.class == verbWrite && readNoun(words[i]):
		default:
			out = nameVerb{class: c, word: words[i], verb: words[i], at: i}
		}
	}
	return out
}

// servesOthers reports whether a word of a name is a server that serves
// others while it runs: reloading one (settings-reloadTraefik, systemctl
// reload nginx) makes it re-read its configuration in place, and a bad
// one takes every site behind it down. A tool that reloads its own list
// or settings (reload_devices, reload_config) is not one.
func servesOthers(w string) bool {
	switch w {
	case "traefik", "nginx", "haproxy", "caddy", "apache", "httpd", "envoy", "proxy", "proxies", "webserver",
		"server", "servers", "service", "services", "daemon", "firewall", "loadbalancer", "gateway", "ingress":
		return true
	}
	return false
}

// notifiesOnly reports whether a name subscribes to, or unsubscribes
// from, the notifications of an item others work on: an issue, a
// thread, a channel, a pull request.
func notifiesOnly(words []string) bool {
	if len(words) < 2 || words[0] != "subscribe" && words[0] != "unsubscribe" {
		return false
	}
	for _, w := range words[1:] {
		switch strings.TrimSuffix(w, "s") {
		case "to", "issue", "thread", "channel", "notification", "pullrequest", "mergerequest", "discussion", "conversation", "ticket", "task", "repo", "repository":
		default:
			return false
		}
	}
	return true
}

// keptHere reads an outward or infrastructure verb whose object says the
// act stays on this machine or in the app: packets, a screen or frames
// captured are read, not a payment captured; a topic, a queue or a feed
// subscribed to is listened to, not a paid plan taken; a theme, an
// effect, a preset or a style applied changes a document's look, not
// infrastructure; a session, a tab or a connection closed ends this
// client's own handle, not an issue others see. It returns the class
// the verb takes, or verbNone when the object is not one of these.
func keptHere(verb string, objects []string) string {
	if len(objects) == 0 {
		return verbNone
	}
	anyOf := func(ws ...string) bool {
		return slices.ContainsFunc(objects, func(o string) bool { return slices.Contains(ws, o) })
	}
	if keptAway(objects) {
		return verbNone
	}
	switch verb {
	case "capture":
		// A terminal's pane (tmux capture-pane) and a 3D app's viewport
		// are screens.
		if anyOf("packet", "packets", "traffic", "pcap", "screen", "screenshot", "screenshots", "frame", "frames", "console", "output", "snapshot", "image", "window",
			"pane", "panes", "viewport", "viewports") {
			return verbRead
		}
	case "subscribe":
		if anyOf("topic", "topics", "queue", "queues", "stream", "streams", "feed", "feeds", "events", "mqtt", "subject", "subjects") {
			return verbRead
		}
	case "apply":
		// A material or a texture is a 3D model's look (Cinema 4D's,
		// Blender's apply_material).
		if anyOf("theme", "themes", "effect", "effects", "preset", "presets", "style", "styles", "stylesheet", "font", "fonts", "palette", "lut",
			"material", "materials", "texture", "textures") {
			return verbWrite
		}
	case "close":
		if anyOf("session", "sessions", "tab", "tabs", "window", "windows", "connection", "connections", "handle", "handles", "socket", "sockets", "file", "files", "dialog", "debugger") {
			return verbWrite
		}
	}
	return verbNone
}

// processNoun reports whether a word names a run of work whose status
// may be asked for: a sync, a purge of a CDN's cache (Akamai's Fast
// Purge), an operation, a job, a build, a deploy, an import or an
// export, a backup or a restore, a migration, an index, a scan.
func processNoun(w string) bool {
	switch w {
	case "sync", "synchronization", "purge", "fastpurge", "operation", "operations", "job", "jobs", "build", "builds",
		"deploy", "deployment", "deployments", "import", "imports", "export", "exports", "backup", "backups", "restore",
		"migration", "migrations", "index", "indexing", "replication", "scan", "scans", "crawl", "render", "task", "tasks",
		"workflow", "workflows", "pipeline", "pipelines", "installation", "upload", "uploads":
		return true
	}
	return false
}

// keptAway reports whether words name what stays with its own rules
// whatever is done to it: a payment, an order, a subscription, an issue
// or a person (capture_payment_on_screen, close_ticket_session).
func keptAway(words []string) bool {
	return slices.ContainsFunc(words, func(o string) bool {
		switch o {
		case "payment", "payments", "charge", "charges", "intent", "order", "orders", "invoice", "invoices", "funds",
			"issue", "issues", "ticket", "tickets", "account", "accounts", "customer", "customers", "user", "users", "newsletter", "plan":
			return true
		}
		return false
	})
}

// changesExisting reports whether a write verb changes an item that is
// there already (its text, its place, its marks), so that an outward
// word after it is the item (modify_email), not a sending.
func changesExisting(w string) bool {
	switch w {
	case "modify", "update", "edit", "mark", "move", "label", "unlabel", "archive", "unarchive", "star", "unstar",
		"flag", "unflag", "tag", "untag", "snooze", "rename",
		// Dismissing or muting what one received (a notification, an
		// alert) sends nothing.
		"dismiss", "mute", "unmute":
		return true
	}
	return false
}

// allRestorable reports whether every word names what comes back by
// itself once removed: a cache, a downtime, a silence, a snooze.
func allRestorable(words []string) bool {
	for _, w := range words {
		switch strings.TrimSuffix(w, "s") {
		case "cache", "downtime", "silence", "snooze", "mute":
		default:
			return false
		}
	}
	return true
}

// preposition reports whether a word of a name starts a phrase of place
// or manner (to, from, in, by, ...).
func preposition(w string) bool {
	switch w {
	case "to", "from", "in", "into", "on", "onto", "for", "by", "with", "of", "at", "as", "via", "within":
		return true
	}
	return false
}

// toolReads are verbs that, in a tool's name, compute or look up and
// change nothing: the lexicon leaves them out, since as a command's
// subcommand they may write files (convert). A model's own task
// (summarize_text) stays an unknown tool.
var toolReads = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"research", "calculate", "compute", "convert", "translate",
		"transcribe", "parse", "classify", "detect", "recommend", "suggest", "think", "reason", "analyse", "analyze", "diagnose", "measure",
		"geocode", "can",
		// Waiting for something to happen (wait_for_build) changes
		// nothing.
		"wait",
		// Reading a program's machine code back as source or assembly
		// (a disassembler's decompile_function) changes nothing.
		"decompile", "disassemble",
		// Zooming a view (zoom_to_layer, zoom_in) changes what is shown,
		// nothing that is kept.
		"zoom",
		// A debugger's memory examined (lldb's and gdb's x), the frame's
		// locals listed and a binary's hardening checked (gdb_checksec)
		// are read from the program under test.
		"examine", "locals", "checksec"} {
		m[w] = true
	}
	return m
}}

// toolVerbs are verbs of tools' names that the lexicon leaves out, since
// as a command's subcommand or a script's name they say less
// (./cleanup.py status, git revert): the class each has in a tool's name.
var toolVerbs = &lazy.Value[map[string]string]{New: func() map[string]string {
	m := map[string]string{}
	add := func(class string, ws ...string) {
		for _, w := range ws {
			m[w] = class
		}
	}
	// Answering, passing on or voting on what others wrote, where they
	// see it; money or assets that move (a payment authorised or
	// settled, a payout, a top-up, a sale, a bid, a booking, a chain's
	// mint, burn, swap, stake and bridge).
	// A notification made is sent (create_notification); one marked
	// read is the user's own (mark_notifications_read).
	add(verbOutward, "notification", "notifications")
	add(verbOutward, "respond", "answer", "rsvp", "forward", "retweet", "repost", "upvote", "downvote", "escalate", "fax",
		"authorize", "authorise", "settle", "disburse", "deposit", "topup", "recharge", "sell", "bid", "book", "reserve",
		"mint", "burn", "swap", "stake", "unstake", "bridge")
	// Emptying, clearing or cleaning up what a service holds; a
	// resource deprovisioned; an item put in the trash.
	add(verbDestructive, "clear", "empty", "cleanup", "deprovision", "trash")
	// A machine put to sleep; a node let back to take work.
	add(verbInfrastructure, "hibernate", "uncordon")
	// What deactivate and pause stop, started again for every user: a
	// sign-on rule, a workflow, a schedule.
	add(verbInfrastructure, "activate", "reactivate", "unpause", "unsuspend")
	// An option or a right exercised: money moves, and it is final.
	add(verbOutward, "exercise")
	// Joining a group, a chat or a call is seen by its members, as
	// leaving it is (a lexicon verb of a command would read kubeadm's or
	// a swarm's join too: this is a tool's name only).
	add(verbOutward, "join")
	// Disconnecting someone (from a call, a voice channel, a device) or
	// something: the object decides.
	add(verbWrite, "disconnect")
	// Changes whose object decides: a revert, a rebase, a migration, an
	// index rebuilt, a key regenerated, a cache invalidated, a workflow
	// dispatched, a job queued, an item flagged, hidden or blocked, a
	// share taken back, a grant, a role lowered.
	// Starting what a process then carries out (initiate_payment);
	// running a CI build again, or letting one past its manual gate.
	add(verbWrite, "initiate", "rerun", "retry", "replay", "unblock")
	// Routes or an exit node announced to a network (a mesh VPN's, a
	// router's): what is announced decides.
	add(verbWrite, "advertise", "unadvertise")
	// A message fanned out reaches every consumer bound to it, as a
	// broadcast does.
	add(verbOutward, "fanout", "multicast")
	// What is not read yet, as a mail or chat tool's operation lists it.
	add(verbRead, "unread")
	// Placing an order, a bet, a hold; receiving a payment, consuming
	// credits: the object decides (a queue's messages received are
	// read: readsQueue).
	add(verbWrite, "place", "receive", "consume")
	// Cutting a host off the network or moving a file into quarantine
	// on it (an endpoint's response actions), denying a host: running
	// machines change. Allowing (firewall_allow) is a write whose object
	// decides; adjusting (a balance) too.
	add(verbInfrastructure, "isolate", "unisolate", "quarantine", "unquarantine", "deny")
	add(verbWrite, "allow", "adjust")
	// Set paused (set_build_configs_paused, set_queue_paused): what
	// pause stops, or starts again, for everyone.
	add(verbInfrastructure, "paused")
	// A type given again (a disassembler's retype_variable, a column
	// retyped): the object decides.
	add(verbWrite, "retype")
	add(verbWrite, "revert", "rebase", "migrate", "reindex", "regenerate", "regen", "invalidate", "dispatch", "enqueue", "flag",
		"unflag", "hide", "unhide", "block", "unshare", "grant", "demote", "downgrade")
	return m
}}

// toolWordClass is wordClass for a word of a tool's name: the lexicon's
// class, else toolVerbs', else a read for toolReads.
func (lx *lexicon) toolWordClass(w string) string {
	if c := lx.wordClass(w); c != verbNone {
		return c
	}
	if c, ok := toolVerbs.Get()[w]; ok {
		return c
	}
	if toolReads.Get()[w] {
		return verbRead
	}
	// A verb undone is a change of the same kind (unapprove_merge_request
	// takes back an approval others saw, unpublish takes a page down):
	// "un" before a verb that changes something has that verb's class.
	// Unsubscribing stops a feed or a notification (a channel's, a
	// pattern's): it is no subscription bought.
	if rest, ok := strings.CutPrefix(w, "un"); ok && len(rest) >= 3 && rest != "subscribe" {
		if c := lx.wordClass(rest); c != verbNone && c != verbRead {
			return c
		}
	}
	// A verb done again is a change of the same kind (reinvite sends an
	// invitation again, recreate creates, resend sends); a read done
	// again (review, report) is no verb of this reading.
	if rest, ok := strings.CutPrefix(w, "re"); ok && len(rest) >= 4 {
		if c := lx.wordClass(rest); c != verbNone && c != verbRead {
			return c
		}
	}
	return verbNone
}

// agentVerb returns the verb whose agent noun w is (reader: read,
// updater: update, creator: create, getter: get), "" for none.
func agentVerb(w string) string {
	if len(w) < 5 {
		return ""
	}
	var stems []string
	switch {
	case strings.HasSuffix(w, "er"):
		stem := w[:len(w)-2]
		stems = append(stems, stem, w[:len(w)-1]) // read(er), update(r)
		if n := len(stem); n > 2 && stem[n-1] == stem[n-2] {
			stems = append(stems, stem[:n-1]) // get(t)er
		}
	case strings.HasSuffix(w, "or"):
		stems = append(stems, w[:len(w)-2]+"e", w[:len(w)-2]) // creat(or)e, edit(or)
	}
	for _, st := range stems {
		if len(st) >= 3 && (agentVerbs.Get()[st] || toolReads.Get()[st]) {
			return st
		}
	}
	return ""
}

// agentVerbs are the verbs whose agent nouns name grouped tools.
var agentVerbs = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"read", "get", "fetch", "view", "list", "search", "find", "query", "write", "update", "create",
		"edit", "set", "run", "execute", "manage", "publish", "send", "deploy", "delete", "remove"} {
		m[w] = true
	}
	return m
}}

// wordClass is classOf for one word of a tool's name, which
// toolcall.Words has split already: a pattern of the lexicon (delete*)
// matches a verb glued to more (deleteall), not the verb's own endings
// (deleted, listing, deletions).
func (lx *lexicon) wordClass(w string) string {
	if c, ok := lx.word(w); ok {
		return c
	}
	if c := gluedVerb(w); c != verbNone {
		return c
	}
	for _, e := range lx.wild {
		if prefix, ok := strings.CutSuffix(e.pattern, "*"); ok && !strings.ContainsAny(prefix, "*?[") {
			if rest, ok := strings.CutPrefix(w, prefix); ok && (len(rest) < 3 || verbEnding(rest)) {
				continue
			}
		}
		if wildMatch(e.pattern, w) {
			return e.class
		}
	}
	return verbNone
}

// opWords are the words of an operation argument's value (get_diff,
// is_destroy, "delete all"): a few words, not a text or a path.
func opWords(v string) []string {
	if v == "" || len(v) > 80 || strings.ContainsAny(v, "\n/") {
		return nil
	}
	ws := toolcall.Words(v)
	if len(ws) > 8 {
		return nil
	}
	return ws
}

// httpMethods are the methods of an HTTP request, as an operation
// argument names them.
var httpMethods = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{"GET": verbRead, "HEAD": verbRead, "OPTIONS": verbRead,
		"POST": verbOutward, "PUT": verbOutward, "PATCH": verbOutward, "DELETE": verbDestructive}
}}

// keyIn reports whether an argument's key is one of keys, spelled in any
// case or with _ and - anywhere (subCommand, sub_command, subcommand).
func keyIn(key string, keys []string) bool {
	for _, k := range keys {
		if sameKey(key, k) {
			return true
		}
	}
	return false
}

// sameKey compares two keys by their letters and digits, in lower case.
func sameKey(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && (a[i] == '_' || a[i] == '-') {
			i++
		}
		for j < len(b) && (b[j] == '_' || b[j] == '-') {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		x, y := a[i], b[j]
		if x >= 'A' && x <= 'Z' {
			x += 'a' - 'A'
		}
		if y >= 'A' && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
		i++
		j++
	}
}

// secretObject reports whether the words of a read name a secret as what
// is read: a secret's noun last (get_password, pg_credentials), or
// before a word for its value (get_secret_value). A noun before another
// noun only qualifies it (get_token_count). A list or a search of
// secrets gives their names (list_secrets, secret_list); of keys, cookies
// or variables (the phrases), their values.
func secretObject(words []string, phrases []string, verb string) bool {
	// A list of credentials an issuer hands out (api keys, access
	// tokens) gives their names and prefixes; a list of variables,
	// cookies or webhooks (whose URLs carry their tokens) gives what
	// grants access. A webhook comes with its secret from a read or a
	// list of it, not from a test of it.
	lists := verb == "list" || verb == "search" || verb == "find" || verb == "count" || verb == "ls"
	phrases = slices.DeleteFunc(slices.Clone(phrases), func(p string) bool {
		last := p[strings.LastIndexByte(p, ' ')+1:]
		switch {
		case lists && (last == "key" || last == "token" || last == "keyset" || last == "keysets"):
			return true
		case last == "webhook":
			return !lists && !fetchVerb(verb)
		}
		return false
	})
	// A phrase that ends in a word for a value (connection string) is
	// read whole first.
	if phraseAt(words, len(words), phrases) {
		return true
	}
	n := len(words)
	for n > 1 {
		switch words[n-1] {
		case "value", "values", "data", "content", "contents", "plaintext", "hash", "hashes", "string", "strings":
			n--
			continue
		}
		break
	}
	if n == 0 {
		return false
	}
	// A list of secrets' names is not their values; a list of keys,
	// cookies or variables (the phrases) shows them.
	last := words[n-1]
	if secretNoun(last) && verb != "list" && verb != "search" && verb != "find" && verb != "count" && verb != "ls" {
		return true
	}
	return phraseAt(words, n, phrases)
}

// certKeyBundle reports whether a name's words fetch a TLS certificate's
// bundle or key pair (a registrar's ssl_retrieve_bundle, a PKCS#12
// export): it carries the certificate's private key.
func certKeyBundle(words []string) bool {
	cert, bundle := false, false
	for _, w := range words {
		switch w {
		case "ssl", "tls", "certificate", "certificates", "cert", "certs":
			cert = true
		case "bundle", "bundles", "keypair", "pfx", "p12", "pkcs12":
			bundle = true
		}
	}
	return cert && bundle
}

// fetchVerb reports whether a read verb returns an item itself, not a
// list, a test or a check of it.
func fetchVerb(verb string) bool {
	switch verb {
	case "get", "show", "read", "view", "describe", "retrieve", "fetch", "reveal", "export", "print", "cat", "download", "dump":
		return true
	}
	return false
}

// phraseAt reports whether words[:n] ends in one of phrases, its last
// word maybe plural.
func phraseAt(words []string, n int, phrases []string) bool {
	for _, p := range phrases {
		pw := strings.Fields(p)
		if len(pw) == 0 || len(pw) > n {
			continue
		}
		tail := words[n-len(pw) : n]
		end := len(pw) - 1
		if slices.Equal(tail[:end], pw[:end]) && (tail[end] == pw[end] || tail[end] == pw[end]+"s") {
			return true
		}
	}
	return false
}

// singular is the singular of a plural in -ies (stories: story,
// policies: policy), which no list spells; "" for any other word (the
// lists spell the plurals in -s they mean).
func singular(w string) string {
	if len(w) > 4 && strings.HasSuffix(w, "ies") {
		return w[:len(w)-3] + "y"
	}
	return ""
}

// hasPhrase reports whether words hold one of phrases (one word, or
// several in a row), in any place.
func hasPhrase(words []string, phrases []string) bool {
	for _, p := range phrases {
		if !strings.Contains(p, " ") {
			// A plural in -ies names what its singular does
			// (stories: story).
			if slices.Contains(words, p) || slices.ContainsFunc(words, func(w string) bool { return singular(w) == p }) {
				return true
			}
			continue
		}
		pw := strings.Fields(p)
		for i := 0; i+len(pw) <= len(words) && len(pw) > 0; i++ {
			if slices.Equal(words[i:i+len(pw)], pw) {
				return true
			}
		}
	}
	return false
}

// browserTool reports whether a call drives a browser: a word of its
// name or of its server is one of the browser words.
func browserTool(words, server []string, b schema.ToolBrowser) bool {
	// A word that starts with a long browser word is one too
	// (browserless, browsers).
	is := func(w string) bool {
		return slices.ContainsFunc(b.Words, func(bw string) bool { return w == bw || len(bw) >= 6 && strings.HasPrefix(w, bw) })
	}
	return slices.ContainsFunc(words, is) || slices.ContainsFunc(server, is)
}

// personNoun reports whether a word names a person one reaches.
func personNoun(w string) bool {
	switch strings.TrimSuffix(w, "s") {
	case "person", "people", "user", "member", "contact", "profile", "recruiter", "candidate", "lead", "prospect", "connection":
		return true
	}
	return false
}
