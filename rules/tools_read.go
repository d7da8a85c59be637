package rules

import (
	"encoding/json"
	"net/url"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"

	"gatesh/audit"
	"gatesh/internal/lazy"
	"gatesh/toolcall"
)

// DefaultSharedBranches are the branches a push to is seen by others,
// unless the operator names others: the remote's default branch is one
// too when it can be told. A tool call that writes to one of these,
// named in a branch argument, is held as such a push is. Beside git
// flow's develop, dev, staging and pre-production are the environment
// branches of GitLab Flow's deployment model: a push there deploys to
// that environment.
var DefaultSharedBranches = []string{"main", "master", "trunk", "develop", "dev", "staging", "pre-production", "release/*", "prod*", "production"}

// sharedBranch reports whether a push to branch is seen by others, by
// DefaultSharedBranches.
func sharedBranch(branch string) bool {
	branch = strings.TrimPrefix(branch, "refs/heads/")
	for _, p := range DefaultSharedBranches {
		if ok, _ := path.Match(p, branch); ok {
			return true
		}
	}
	return false
}

// decodeArgs decodes a call's arguments, an object.
func decodeArgs(c toolcall.Call) (map[string]any, error) {
	var args map[string]any
	if err := json.Unmarshal(c.Input, &args); err != nil {
		return nil, err
	}
	return args, nil
}

// sortedKeys are a map's keys in order, so that a call reads the same
// every time.
func sortedKeys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// readCall reads what a tool that no access table describes does, from
// its name and the arguments that say what is done, into f: its words
// and kind, its class by the lexicon, whether it reads a secret, the
// shared branch it writes to, the hosts of the URLs it is given and, for
// a browser, whether the action commits the page.
func (s *Set) readCall(ts *toolSet, f *toolFacts, args map[string]any) {
	c := f.read
	words := nameWords(c.OwnName(), ts.names.Compounds)
	// A name grouped as API--Operation (TwilioVerifyV2--CreateVerification)
	// says what it does after the last --; the group before it (a
	// product named Verify) names what it acts on, after the operation.
	if group, op, ok := cutLast(c.OwnName(), "--"); ok && group != "" {
		if ow := nameWords(op, ts.names.Compounds); len(ow) > 0 && s.lexicon().toolWordClass(ow[0]) != verbNone {
			words = append(ow, nameWords(group, ts.names.Compounds)...)
		}
	}
	if f.clause != nil {
		words = slices.Clip(f.clause)
	}
	f.own = words
	// A server's tools often repeat its name (slack_post_message of the
	// server slack): the verb comes after it.
	server := toolcall.Words(c.Server)
	if len(server) > 0 && len(words) > len(server) && slices.Equal(words[:len(server)], server) {
		words = words[len(server):]
	}
	// Or with its name cut short (ls_refund_order of lemonsqueezy), or
	// a prefix of two letters (ps_restart): before a word that is a verb,
	// a read verb there says whose tool it is, or what part of it, not
	// what the tool does: the later verb reads. A read verb in full that
	// happens to spell a server's letters (get of gerrit), and is, lead.
	if w := words[0]; len(words) > 2 && w != "is" && s.lexicon().toolWordClass(w) == verbRead &&
		(len(w) <= 2 || abbreviates(w, c.Server) && !toolLeads.Get()[w]) && s.lexicon().toolWordClass(words[1]) != verbNone {
		words = words[1:]
	}
	f.words = slices.Clip(words)
	// A name that ends in live (create_item_live, go_live) puts what it
	// writes live, before the site's or the app's users: production. A
	// live stream or a live chat (live before its noun) is a thing.
	if n := len(words); n > 1 && words[n-1] == "live" {
		f.prod = true
	}
	// A feature flag made on (active, enabled: true) serves its users at
	// once, as one turned on does; one made on only in named test
	// environments does not.
	f.testEnv = testEnvOnly(args)
	if hasPhrase(words, []string{"flag", "featureflag", "toggle"}) && flagOn(args) && !f.testEnv {
		f.prod = true
	}
	f.sql = sqlTool(ts, f.own, server)
	f.kv = wordsIn(ts.args.KVWords, f.own, server)
	// A computer-use agent (computer_use_agent) drives a browser or a
	// desktop by a task, as a browser agent does; a server merely named
	// for a computer is no browser.
	// A server named for browsers (a cloud of them) whose tool leads
	// with a verb that makes or changes a record (createAuthConfig,
	// update_project) calls that service's API: it drives no browser.
	// A request the browser sends with a method that changes
	// something (chrome_network_request {method: "POST"}) is an HTTP
	// request made with its session: judged as any tool's request.
	if browserTool(words, nil, ts.browser) || computerUse(words) || browserTool(nil, server, ts.browser) && !writeLeads.Get()[words[0]] {
		if !browserSends(ts, words, args) {
			f.kind = KindBrowser
		}
	}
	keys := sortedKeys(args)
	// The URLs it is given, in a list or an object too (urls: [...]).
	for _, kv := range stringArgs(args) {
		for _, raw := range fetchURLs(kv[1]) {
			if h := webHost(raw); h != "" {
				f.hosts = append(f.hosts, h)
				f.servedHere = f.servedHere || loopbackHost(h) && !recipientKey(kv[0])
			}
			f.urlSecret = f.urlSecret || urlCarriesSecret(raw)
		}
	}
	// A query or a search handed a credential (a live key pasted into
	// a web search) sends it to whoever runs the search; a search
	// tool's text (search {text: ...}) is its query.
	search := hasPhrase(words, []string{"search"})
	for _, kv := range stringArgs(args) {
		if (queryArgKey(kv[0]) || search && kv[0] == "text") && len(kv[1]) <= 4096 && !f.urlSecret {
			if _, hidden := audit.RedactHidden(kv[1]); len(hidden) > 0 {
				f.urlSecret = true
			}
		}
	}
	// The CI jobs of a list (trigger-multiple-builds {job_names: [...]})
	// are each one run, as one under the same key is.
	for _, k := range keys {
		if l, ok := args[k].([]any); ok && ciTargetKey(k) {
			for i, e := range l {
				if x, ok := e.(string); ok && i < maxArgValues && len(x) <= 60 && s.shipsName(x) {
					f.prod = true
				}
			}
		}
	}
	for _, k := range keys {
		v, ok := args[k].(string)
		if !ok {
			continue
		}
		// A cluster's manifest handed whole (resources_create_or_update
		// {resource: "apiVersion: apps/v1\nkind: Deployment ..."}) names
		// the kinds it makes and the namespaces they go to, as a
		// resourceType and a namespace argument do.
		if strings.Contains(v, "apiVersion") {
			for _, m := range manifestFields.Get().FindAllStringSubmatch(v, 64) {
				if m[1] == "kind" {
					f.kinds = append(f.kinds, toolcall.Words(m[2])...)
				} else if prodWord(m[2]) {
					f.prod = true
				}
			}
		}
		if len(v) > 60 {
			continue
		}
		// The kind of object an argument names is the object of the
		// call as its name's nouns are (kubectl_create {resourceType:
		// "secret"}); a target named production, by itself
		// (environment: "prod", job: "deploy-prod"), as the command
		// rules read one.
		if (keyIn(k, ts.args.Kinds) || recordKind(ts, k, v, words)) && !logsActivity(words) {
			f.kinds = append(f.kinds, toolcall.Words(v)...)
		}
		if !strings.ContainsAny(v, " \t\n/") && prodWord(v) {
			f.prod = true
		}
		// A job or a pipeline named by its path (deploy/production) is
		// production when a part of it is.
		if strings.Contains(v, "/") && !strings.ContainsAny(v, " \t\n") && !strings.Contains(v, "://") &&
			slices.ContainsFunc(strings.Split(v, "/"), prodWord) {
			f.prod = true
		}
		// A CI job or pipeline named for a deploy or a release runs
		// one: what runs, reruns, unblocks or stops it acts on what it
		// ships (pipeline_slug: "deploy", jobFullName: "release/publish-npm").
		if ciTargetKey(k) && s.shipsName(v) {
			f.prod = true
		}
	}
	f.kinds = append(f.kinds, recordSubtypes(ts, args, words)...)
	// What an argument says the call acts on, whatever the name: a
	// device command that unlocks, opens or disarms a lock, a door or an
	// alarm (physical access), or turns a car's guarding mode off
	// (tools_vehicleguard.go); a price given with its currency.
	if physicalAccess(args) || vehicleGuardOff(args) {
		f.kinds = append(f.kinds, "physical", "access")
	}
	if pricedArgs(args) {
		f.kinds = append(f.kinds, "price")
	}
	// A person opted into marketing mail on their behalf (tools_optin.go).
	if marketingOptIn(args) {
		f.kinds = append(f.kinds, "marketing", "opted", "in")
	}
	// A change given to every host a service manages (tools_fleet.go).
	if everyHost(args) {
		f.kinds = append(f.kinds, "every", "managed", "host")
	}
	// The relative paths it names are a repository's, on a forge
	// (create_or_update_file {path}, push_files {files: [{path}]}):
	// this machine's are absolute, and the path rules judge them.
	for _, kv := range stringArgs(args) {
		if p := kv[1]; keyIn(kv[0], ts.args.Paths) && p != "" && !path.IsAbs(p) && !strings.HasPrefix(p, "~") && !strings.Contains(p, "://") {
			f.paths = append(f.paths, strings.TrimPrefix(path.Clean(p), "./"))
		}
	}
	if len(words) > 0 {
		f.verb = words[0]
	}
	// A tool a green rule names by its own name (the agent's own
	// TodoWrite, KillShell) is known for what it is; its name is not
	// read for verbs.
	if ts.namedGreen(f.call.Tool) {
		return
	}
	v := s.readVerb(ts, f, args, keys, words)
	// A message's thread, file or history (Zoom's message_thread
	// {message_id}, message_history {channel}), handed nothing to send
	// nor anyone to send to, is read: the noun that is also a verb
	// names what is read.
	if v.class == verbOutward && messageRecord(v.verb, v.objects) && !slices.ContainsFunc(keys, func(k string) bool { return keyIn(k, ts.args.Content) || recipientKey(k) }) {
		v = nameVerb{class: verbRead, word: v.word, verb: "read", at: v.at, objects: slices.Clip(v.objects)}
	}
	// A debugger's kill or detach of its session names no process: it
	// ends the program under test, which the session started
	// (tools_debugger.go); one handed a process's id is a kill.
	if v.class == verbDestructive && debuggerTool(f.own, server) && debuggerOwnEnd(v.verb, args) {
		v.class = verbWrite
	}
	// A debugger's stepping and its own sessions (step_over,
	// continue_execution, create_debug_session, close_debug_session)
	// move the program under test, which the session launched.
	if v.class != verbDestructive && v.class != verbOutward && debuggerTool(f.own, server) && debuggerSessionStep(f.own, args) {
		v = nameVerb{class: verbRead, word: words[0], verb: words[0], objects: slices.Clip(words[1:])}
	}
	// A business document validated by its record is issued
	// (tools_issuedoc.go): judged as its submit.
	if v.class == verbRead && issuesDocument(v, args) {
		if sv := s.lexicon().readName(append([]string{"submit"}, v.objects...), ts.names.Generic); sv.class != verbNone {
			v = sv
		}
	}
	nounPhrase := false
	// Choosing what later calls act on (select_workspace, use_database,
	// switch_database_connection) changes only the server's session.
	// A name headed by a noun that names a computed answer (directions,
	// xrefs, summary) or one that asks for a dry run (dryrun_pipeline)
	// reads.
	if v.class == verbNone && (choosesTarget(words) || selectsRecords(words) || dryRunName(words) || toCaller(ts, words, args)) || readsQueue(words) {
		v = nameVerb{class: verbRead, word: words[0], verb: words[0], objects: words[1:]}
	} else if v.class == verbNone && s.lexicon().readNoun(words) {
		// A noun phrase read whole: what it names is what is read
		// (secrets_summary reads secrets).
		v = nameVerb{class: verbRead, word: words[0], verb: words[0], objects: words}
		nounPhrase = true
	}
	// Other shapes of a name with no verb (tools_noneshape.go).
	v = s.lexicon().noneShape(ts, f, v, words, server, args)
	// A conversion to text (pdf_to_markdown, webpage-to-markdown {url})
	// reads what it is given and returns it: a page, or the project's
	// own files. One handed a file elsewhere on this machine stays
	// unknown, its path judged as such a tool's are.
	if v.class == verbNone && convertsToText(words) && !reachesOut(args) && s.convertsHere(args) {
		i := max(slices.Index(words, "to"), slices.Index(words, "2"), slices.Index(words, "into"), 0)
		v = nameVerb{class: verbRead, word: words[len(words)-1], verb: "convert", objects: slices.Clip(words[:i])}
	}
	// A state told back (address_balance, health_service {service_name},
	// sitemap {url}) is read.
	if v.class == verbNone && s.lexicon().toldBack(ts, words, args) {
		v = nameVerb{class: verbRead, word: words[0], verb: words[0], objects: slices.Clip(words)}
	}
	// So is one that a call's only argument, its operation, names
	// (Gotify's gotify {action: "health"}): nothing else is handed.
	if ows := onlyOperation(ts, args); v.class == verbNone && len(ows) == 1 && s.lexicon().toldBack(ts, ows, nil) {
		v = nameVerb{class: verbRead, word: ows[0], verb: ows[0], objects: ows}
	}
	// A scraper or a crawler (smartscraper, sitecrawler_initiate) reads
	// the pages it is pointed at; the steps it is handed are read below.
	if v.class == verbNone || v.class == verbWrite && startsRun(v.verb) {
		if verb := s.lexicon().scraperName(words); verb != "" {
			v = nameVerb{class: verbRead, word: verb, verb: verb}
		}
	}
	// The invoice or receipt of a record that exists (an order's, a
	// subscription's) generated or rendered is a document of what was
	// billed already: it bills nobody again.
	if recordDocument(v) {
		v.objects = []string{"pdf"}
	}
	f.dryRun = dryRunName(words)
	f.class = v.class
	if v.verb != "" {
		f.verb = v.verb
	}
	// The rules' nouns are read in what the verb acts on; a name that
	// says local acts on this machine, which qualifies its object
	// (atlas_local_create_deployment).
	if v.word != "" {
		f.words = slices.Clip(v.objects)
		// A machine named before the verb is what the verb changes a
		// part of (droplet_enable_backups, vm_create_from_template,
		// instance-attach-volume): a change to it is one to the machine.
		if v.at > 0 && v.at < len(words) && words[v.at] == v.verb && v.class != verbRead {
			for _, w := range words[:v.at] {
				if machineNoun(w) {
					f.kinds = append(f.kinds, w)
				}
			}
			// So is the kind of a record or a rule that says nothing
			// of its own kind (dns_create_record, firewall_create_rule).
			if plainObject(v.objects) {
				f.kinds = append(f.kinds, words[:v.at]...)
			}
			// A bulk or mass change named before a verb that sets a
			// field of each record (bulk_categorize_transactions,
			// mass_assign_leads) changes many records at once. A bulk
			// update is judged by its object, as before: what it sets is
			// in its arguments (bulk_update_documents moving an
			// account's own reading list to its archive).
			if v.verb != "update" {
				for _, w := range words[:v.at] {
					if w == "bulk" || w == "mass" {
						f.kinds = append(f.kinds, w)
					}
				}
			}
		}
		// A name that is only a verb (set, put, del) acts on the key or
		// item its argument names: config:maintenance_mode is what a
		// set changes.
		if len(f.words) == 0 && v.class != verbRead {
			for _, k := range keys {
				if val, ok := args[k].(string); ok && keyIn(k, []string{"key", "item", "object", "field", "var", "variable", "setting", "property", "entry"}) {
					f.words = append(f.words, identifierWords(val)...)
				}
			}
		}
		// Once: a phrase that ends in it (local storage) stays the
		// object's last words.
		if (slices.Contains(words, "local") || slices.Contains(words, "localhost")) && !slices.Contains(f.words, "local") {
			f.words = append(f.words, "local")
		}
	}
	// A write that sets what it makes to a state others see (status:
	// POSTED, PUBLISHED, SENT, AUTHORISED) posts it.
	// A draft flag switched off (Zendesk Help Center's translation
	// {draft: false}) is the published version; a pull request that is
	// no draft is only opened (tool-proposal).
	if f.class == verbWrite && draftOff(args) && !slices.ContainsFunc(f.words, func(w string) bool {
		return strings.Contains(w, "request") || w == "pr" || w == "mr" || w == "pull" || w == "merge"
	}) {
		f.class, f.verb = verbOutward, "post"
	}
	if f.class == verbWrite && (publishedState(args) || payloadPublished(args)) {
		f.class, f.verb = verbOutward, "post"
	}
	// A share link asked for with public access (Synology Drive's
	// get_sharing_link {public: true} makes one when there is none) opens
	// the file to whoever holds the link: it is made, not read.
	// A list of them filtered to the public ones reads.
	if f.class == verbRead && shareLink(f.words) && slices.Contains([]string{"get", "fetch", "retrieve"}, f.verb) && accessSetting(args) {
		f.class, f.verb = verbWrite, "share"
	}
	// A write that sets who may see or change something (sharingModel,
	// visibility, allow-blob-public-access: true) changes access.
	if f.class != verbRead && f.class != verbNone && accessSetting(args) {
		f.kinds = append(f.kinds, "sharing")
	}
	// A report or an export made of a service's data (create_report
	// {type: "transactions"}) reads that data: it changes none of it;
	// one sent to a person or a place off this machine (recipients,
	// destination: "s3://...") sends it.
	if f.class == verbWrite && len(f.words) > 0 && !slices.ContainsFunc(f.words, func(w string) bool {
		switch strings.TrimSuffix(w, "s") {
		case "report", "export":
			return false
		}
		return true
	}) {
		f.class, f.kinds = verbRead, nil
		if reachesOut(args) {
			f.class, f.verb = verbOutward, "send"
		}
	}
	// A read handed a recipient or a webhook (get_report {email_to:
	// ...}, get_weather {webhook: "https://..."}) sends what it reads
	// there.
	if f.class == verbRead && readSendsOut(args) {
		f.class, f.verb = verbOutward, "send"
	}
	// An event in a calendar is seen by others when it invites them
	// (attendees, guests): then it is an invitation; else it is the
	// user's own, as a note to self.
	if f.class == verbWrite && slices.ContainsFunc(f.words, calendarWord) && scheduled(args) {
		if invites(args) {
			f.words = append(f.words, "invitation")
		} else {
			f.words = slices.DeleteFunc(slices.Clone(f.words), calendarWord)
		}
	}
	// A change of existing records' fields that say what is paid (Plan,
	// Seats, Amount, Price, Balance) changes what a customer pays or a
	// deal is worth; new rows of fixtures or a draft quote do not.
	if f.class == verbWrite && (changesExisting(f.verb) || f.verb == "set" || f.verb == "patch") && moneyFields(args, 0) {
		f.kinds = append(f.kinds, "billing")
	}
	// A write of a generic record (update_record, create_entry) of a
	// server named for what it keeps (a DNS server, a secrets server)
	// writes one of those.
	if f.class != verbRead && f.class != verbNone && len(f.words) > 0 && !slices.ContainsFunc(f.words, func(w string) bool { return !genericRecord(w) }) {
		f.kinds = append(f.kinds, toolcall.Words(c.Server)...)
	}
	// A session as another user (login_as, impersonate_user, act_as)
	// uses that user's access.
	if slices.ContainsFunc(words, func(w string) bool { return w == "impersonate" || w == "sudo" }) || actsAs(words) {
		f.class, f.verb, f.words = verbWrite, "impersonate", append(slices.Clip(f.words), "user")
	}
	// A plan, a tier or seats upgraded or downgraded is what is paid.
	if (f.verb == "upgrade" || f.verb == "downgrade") && slices.ContainsFunc(words, func(w string) bool {
		switch w {
		case "plan", "plans", "tier", "seat", "seats", "license", "licenses", "subscription":
			return true
		}
		return false
	}) {
		f.kinds = append(f.kinds, "billing")
	}
	// A document's text replaced whole (update_document {content},
	// put_content, replace_note {body}) loses the text that was there:
	// an overwrite, unless its operation adds to it (append, prepend).
	if f.class == verbWrite && overwritesText(ts, f, args) && !fileTextHere(ts, words, server, args) {
		f.class, f.verb = verbDestructive, "overwrite"
	}
	// Text or lines taken out of a file this machine holds (a text
	// editor's delete_text_file_contents {path}) edit that file, as a
	// Write or sed -i of it does: the path rules judge it where it is,
	// not the file deleted.
	if f.class == verbDestructive && f.verb != "overwrite" && fileTextHere(ts, words, server, args) {
		f.class, f.verb = verbWrite, "edit"
	}
	// A write asked to keep what it makes a draft (is_draft: true,
	// as_draft, status: "draft") sends nothing, as draft_email does
	// not: a post created as a draft is not posted.
	if f.class != verbRead && f.class != verbNone && (draftFlag(args) || draftState(args)) {
		f.words = append(f.words, "draft")
		// posts_add: the write verb of the name makes the post.
		if f.class == verbOutward && (writeLeads.Get()[f.verb] || slices.ContainsFunc(words, writeLead)) {
			f.class = verbWrite
		}
	}
	// A change of a template that is given a mail's subject or HTML
	// (SendGrid's update_template_html {htmlContent, subject}, Mailtrap's
	// update-template {subject}) changes what every message sent from
	// it says from then on: the phrase "mailed template", which no
	// name's words are, is for tool-mail-template-change. One made
	// anew is sent from nowhere yet.
	if f.class == verbWrite && changesExisting(f.verb) && slices.ContainsFunc(words, func(w string) bool { return w == "template" || w == "templates" }) && mailContent(args) {
		f.kinds = append(f.kinds, "mailed", "template")
	}
	// A cookie set in a browser that signs it in (a session, an auth or
	// a token cookie, or a JSON Web Token as its value) on a site off
	// this machine acts as whoever it was issued to (Selenium's
	// add_cookie, a browser's set_cookies): the phrase "planted
	// session cookie" is for tool-session-cookie-set. A preference
	// cookie, or one for localhost, signs nobody in.
	if f.class == verbWrite && slices.ContainsFunc(words, func(w string) bool { return w == "cookie" || w == "cookies" }) && sessionCookie(args, 0) {
		f.kinds = append(f.kinds, "planted", "session", "cookie")
	}
	// An expense or a purchase recorded as paid from an account
	// (QuickBooks' create_expense {payment_type: "Check",
	// payment_account}) posts money spent from that account to the
	// books: the phrase "paid expense" is a money word. One booked
	// with no account it was paid from is a record to settle later.
	if f.class == verbWrite && slices.ContainsFunc(words, func(w string) bool {
		return w == "expense" || w == "expenses" || w == "purchase" || w == "purchases"
	}) && paidFrom(args) {
		f.kinds = append(f.kinds, "paid", "expense")
	}
	// An update of nothing but an item's labels, tags or priority
	// changes its metadata (update_issue {labels}, a work item's
	// System.Tags patched).
	if f.class == verbWrite && changesExisting(f.verb) && changesMetadataOnly(ts, args) {
		f.words = append(f.words, "labels")
	}
	// A document of a database (Couchbase's, MongoDB's, a search or a
	// vector index's, one in a database: databases_create_document
	// {database_id}) is one of its records: it is data, not a page
	// others read (upsert_document_by_id, insert-many documents).
	if f.class != verbRead && (slices.ContainsFunc(server, documentStore) || slices.ContainsFunc(f.own, documentStore) || inDatabase(f.own, args)) {
		f.words = documentsAsRecords(f.words)
	}
	// An update that only renames or redescribes what it names (an
	// automation, a shared scope's settings) changes nothing it does.
	if f.class == verbWrite && (changesExisting(f.verb) || f.verb == "patch" || f.verb == "set") && renamesOnly(args) {
		f.kinds = append(f.kinds, "renamed")
	}
	// A tag made at a ref of a repository (create_tag {ref: "main"}) is
	// a git tag, published where others fetch it, as git push origin
	// TAG is: releases build from tags.
	if f.class == verbWrite && (slices.Contains(f.words, "tag") || slices.Contains(f.words, "tags")) &&
		slices.ContainsFunc(keys, func(k string) bool {
			return keyIn(k, []string{"ref", "sha", "commit", "commit_sha", "target_commitish", "revision"})
		}) {
		f.class, f.verb = verbOutward, "push"
	}
	// A write whose every path is this machine's (write_file {path:
	// "/home/u/project/a.ts"}, edit_block {file_path}) acts on those
	// files: the path rules judge it, and the nouns of its name (a
	// block, a note) are parts of them; so does a delete of parts of
	// such a file (delete_paragraph, delete_sheet_rows: partOfFile)
	// that the call names as the file (documentNamed).
	if (f.class == verbWrite || partOfFile(f) && documentNamed(ts, args)) && localPaths(ts, args, words, toolcall.Words(c.Server)) {
		f.class, f.localFiles, f.words, f.kinds = verbWrite, true, nil, nil
	}
	// So does a write of a sandbox's own files (tools_sandbox.go).
	if f.class == verbWrite && s.sandboxFiles(ts, f, args) {
		f.localFiles, f.words, f.kinds = true, nil, nil
	}
	// A clone or a checkout of a branch (git_clone {branch: "main"})
	// reads it, as git clone --branch main does.
	branch := branchArg(ts, args)
	if slices.Contains([]string{"clone", "checkout", "fetch", "pull"}, f.verb) {
		branch = ""
	}
	if f.class != verbRead && branch != "" {
		f.branch = branch
		if sharedBranch(branch) {
			f.shared = branch
		} else if nv := s.lexicon().readName(words, ts.names.Generic); f.class == verbOutward && f.verb == "push" ||
			(f.class == verbDestructive || f.class == verbOutward) && (nv.class == verbWrite || nv.verb == "push" || nv.verb == "commit") {
			// A push to a branch of its own is a commit on that branch,
			// as git push origin feature is, whatever files it deletes
			// (push_files {files: [{action: "delete"}]}): git keeps them.
			f.class = verbWrite
		}
	}
	if f.class == verbRead || f.class == verbNone {
		// What is read: the object of the name (keyvault_secret_get,
		// get_password, pg_credentials), a kind of object that is a
		// secret, or a flag that asks for values decrypted.
		f.reveals = secretObject(f.words, programSecrets(ts, server), f.verb) || slices.ContainsFunc(words, revealsAlone) ||
			slices.ContainsFunc(f.kinds, secretNoun) || nounPhrase && nounOfSecret(words, ts.names.Secrets) || fetchVerb(f.verb) && certKeyBundle(words) ||
			credentialPartRead(f.own, f.verb, f.words)
		for _, k := range keys {
			// includeCredentials as include_credentials.
			if b, ok := args[k].(bool); ok && b && (revealOption(strings.ReplaceAll(k, "_", "-")) || revealOption(strings.Join(toolcall.Words(k), "-"))) {
				f.reveals = true
			}
		}
		// Or SQL that selects a credential (SELECT token FROM
		// api_tokens).
		for _, kv := range stringArgs(args) {
			if k, v := kv[0], kv[1]; (keyIn(k, ts.args.SQL) && f.sql || !keyIn(k, ts.args.Content) && sqlText(v)) && sqlSelectsSecret(v, ts.names.Secrets) {
				f.reveals = true
			}
			// Or GraphQL that selects one ({ me { apiKeys { secret } } }),
			// as gh api graphql does on the shell route.
			if !keyIn(kv[0], ts.args.Content) && (cypherReturnsSecret(kv[1], ts.names.Secrets) || graphqlSelectsSecret(kv[1])) {
				f.reveals = true
			}
		}
		// Or a key-value store's value read by a key named for a
		// session or a credential (redis_get {key: "session:7f3a"},
		// hgetall {name: "session:8f2a"}): a session store's value
		// signs whoever holds it in.
		if f.kv && kvSecretKey(f.own, args) {
			f.reveals = true
		}
		// Or a query or a search that asks for credentials (a log
		// query for passwords, a search of messages for a login code).
		if querySeeksSecret(words, args) {
			f.reveals = true
		}
		// Or a URL of a service inside a private network whose path
		// names its secrets (http://10.0.0.12:8500/v1/kv/secrets).
		if internalSecretURL(args) {
			f.reveals = true
		}
		// Or the argument that names what is read: a key, an item, an
		// output, a file of another store (get {"key":
		// "oauth:github:access_token"}, stack_output {"outputName":
		// "dbPassword"}, get_variable {"key": "STRIPE_SECRET_KEY"}).
		if f.verb != "list" && f.verb != "search" && f.verb != "find" && f.verb != "count" {
			for _, k := range keys {
				if v, ok := args[k].(string); ok && objectKey(k) && secretObject(identifierWords(v), withoutEnv(ts.names.Secrets), "get") {
					f.reveals = true
				}
				// A part of a note or a page read by its heading
				// (Joplin's get_note {section: "Recovery codes"}) is
				// what the heading names.
				if v, ok := args[k].(string); ok && headingKey(k) && len(v) <= 80 && secretObject(toolcall.Words(v), withoutEnv(ts.names.Secrets), "get") {
					f.reveals = true
				}
			}
		}
	}
	// A link or token made to sign a user in (generate_magic_link,
	// create_login_token, Supabase's generate_link {type: "magiclink"})
	// is that user's credential, returned to the model, whatever else
	// its verb does.
	if signInMinted(f.verb, words, args) {
		f.reveals = true
	}
	// A write that sets a password, or hands a person (by an address) a
	// role, changes who may do what, whatever object its name says
	// (update_current_user {password}, folder_collaboration {user_login,
	// role: "editor"}).
	if f.class == verbWrite {
		f.kinds = append(f.kinds, accessArgs(args)...)
	}
	// What else a change's arguments carry: a password, roles, a person
	// assigned, a port opened, a power state off (tools_carriers.go).
	if f.class != verbRead && f.class != verbNone && !f.localFiles {
		kinds, off := carriedKinds(args)
		f.kinds = append(f.kinds, kinds...)
		if staffAccount(f.words, args) {
			f.kinds = append(f.kinds, "user")
		}
		if slices.ContainsFunc(f.own, personNoun) && privilegedLabel(args) {
			f.kinds = append(f.kinds, "role")
		}
		if off && f.class == verbWrite {
			f.class, f.verb = verbInfrastructure, "poweroff"
		}
	}
	// A verb nothing knows that sets a power state off (Plugwise's
	// control_switch {state: "off"}) switches the device off as a set
	// does: what it powers stops.
	if f.class == verbNone && !f.localFiles {
		if _, off := carriedKinds(args); off {
			f.class, f.verb = verbInfrastructure, "poweroff"
		}
	}
	f.guardOff = guardOff(args, f.class, f.verb, append(slices.Clip(words), server...)) || sinkholeOff(args, f.class, words, server)
	// What the payload and the finer keys say (tools_payload.go).
	s.payloadFacts(ts, f, args, words, server)
	// A browser's action, or a press of a button in any app (a chat
	// bot's inline button), commits what its target names.
	// So does text typed into an app's element (set_value {elementUUID,
	// text: "482913\n"}) that ends in Enter, and a card's number typed
	// into an app's element, or filled into a page's form, is a payment
	// made.
	typed := typesIntoElement(words, keys)
	if f.kind == KindBrowser || typed || slices.ContainsFunc(words, func(w string) bool { return w == "press" || w == "click" || w == "tap" }) {
		f.submits = browserSubmits(ts, args, keys) || (typed || f.kind == KindBrowser) && cardNumberTyped(args) ||
			f.kind == KindBrowser && sendChordPressed(args)
	}
	// A scraper's page actions (actions: [{type: "click", selector}],
	// a script it runs in the page) are a browser's.
	pageActions(ts, f, args)
	// An agent handed a page and a plan in words (steps: ["click
	// 'Place order'"]) does what the plan's actions do there.
	if (f.kind == KindBrowser || len(f.hosts) > 0) && (f.class == verbRead || f.class == verbNone) && !f.submits {
		f.submits = stepTexts(ts, args)
	}
	// A debugger attached to a running process reads its memory
	// (tools_debugger.go).
	if debuggerTool(f.own, server) && debuggerAttaches(ts, f.own, args) {
		f.kinds = append(f.kinds, "attached", "process")
	}
	// Or connected to a debug server on another machine.
	if debuggerTool(f.own, server) && debuggerRemote(ts, f.own, args) {
		f.kinds = append(f.kinds, "remote", "debuggee")
	}
	// A scanner or a web attack tool aimed at another machine
	// (tools_scanner.go).
	if scannerAimedAway(f.own, server, args) {
		f.kinds = append(f.kinds, "scanned", "host")
	}
	// Pictures, video or a voice a hosted model makes spend credits.
	if mediaGeneration(ts, f, args) || voiceMaking(ts, f) {
		f.kinds = append(f.kinds, "generated", "media")
	}
	s.lexicon().localApp(ts, f, args, server)
	copyKept(f, args)
	workItem(ts, f, args)
	restingOrderCancel(f, args)
	desktopInput(f, args)
	jmapCalls(f, args)
	drivePublicFolder(ts, f, args)
	s.handedFacts(f, args)
	containerHostRoot(f, args)
	launcherChord(f, args)
	passwordGenerated(f, args)
}

// pageActions reads the page actions a call carries, as a list of
// objects under actions or steps, each a browser action: one whose
// target names a commit, or whose script submits or reads a secret,
// commits the page or reveals.
func pageActions(ts *toolSet, f *toolFacts, args map[string]any) {
	for _, k := range sortedKeys(args) {
		list, ok := args[k].([]any)
		if !ok || !keyIn(k, []string{"actions", "steps", "page_actions", "browser_actions"}) {
			continue
		}
		for i, e := range list {
			obj, ok := e.(map[string]any)
			if !ok || i >= maxArgValues {
				continue
			}
			if browserSubmits(ts, obj, sortedKeys(obj)) {
				f.submits = true
			}
			for _, ak := range sortedKeys(obj) {
				if v, isStr := obj[ak].(string); isStr && (keyIn(ak, ts.args.Code) || codeKeyTail(ak, ts.args.Code)) {
					pageCode(ts, f, v)
				}
			}
		}
	}
}

// ciTargetKey reports whether an argument's key names a CI job, a
// pipeline or a workflow (pipeline_slug, jobFullName, workflow_name).
func ciTargetKey(k string) bool {
	return slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
		switch w {
		// A build's configuration names a CI job too (TeamCity's
		// buildTypeId, build_config).
		case "pipeline", "job", "workflow", "build":
			return true
		}
		return false
	})
}

// shipsName reports whether a job's or a pipeline's name says what it
// runs ships: a word of it names production, or is a verb that deploys,
// releases or publishes (deploy, release, publish, rollout).
func (s *Set) shipsName(v string) bool {
	if len(v) > 120 || strings.ContainsAny(v, " \t\n") {
		return false
	}
	lx := s.lexicon()
	for _, w := range toolcall.Words(v) {
		if prodNamed(w) {
			return true
		}
		if c := lx.wordClass(w); c == verbOutward || c == verbInfrastructure {
			return true
		}
	}
	return false
}

// objectKey reports whether an argument's key says it names the object
// a call acts on: a key, a name, an item, a field, an output, a file, or
// a key-value store's prefix (every key under secrets/).
func objectKey(k string) bool {
	for _, w := range toolcall.Words(k) {
		switch w {
		case "key", "name", "path", "filepath", "file", "filename", "object", "item", "field", "var", "variable",
			"output", "secret", "blob", "note", "entry", "document", "option", "setting", "parameter", "param", "prefix":
			return true
		}
	}
	return false
}

// onlyOperation returns the words of the operation a call's arguments
// name when that is all they hold ({action: "health"}); nil otherwise.
func onlyOperation(ts *toolSet, args map[string]any) []string {
	if len(args) != 1 {
		return nil
	}
	for k, v := range args {
		if s, ok := v.(string); ok && keyIn(k, ts.args.Operation) {
			return opWords(s)
		}
	}
	return nil
}

// headingKey reports whether an argument's key names a part of a
// document by its heading (section, heading, section_title).
func headingKey(k string) bool {
	return slices.ContainsFunc(toolcall.Words(k), func(w string) bool { return w == "section" || w == "heading" })
}

// identifierWords are the words of a value that is one identifier (a
// key, a name, a path; no spaces), its last file extension dropped
// (passwords.md is passwords); nil for text, and for a file of code,
// whose name says what the code handles, not what it holds (token.go).
func identifierWords(v string) []string {
	if v == "" || len(v) > 200 || strings.ContainsAny(v, " \t\n") {
		return nil
	}
	base := path.Base(v)
	if ext := path.Ext(base); ext != "" && ext != base {
		if !dataExtension(ext) {
			return nil
		}
		v = strings.TrimSuffix(v, ext)
	}
	return toolcall.Words(v)
}

// dataExtension reports whether a file extension is one of text or data
// (notes, configuration, tables), whose name says what the file holds.
func dataExtension(ext string) bool {
	switch strings.ToLower(ext) {
	case ".md", ".txt", ".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".env", ".csv", ".tsv", ".xml",
		".properties", ".kdbx", ".key", ".pem", ".secret", ".secrets", ".gpg", ".asc", ".org", ".note", ".rtf", ".doc", ".docx", ".xlsx", ".pdf":
		return true
	}
	return false
}

// readVerb reads the class of a call in its name and in the arguments
// that name its operation. An operation says what a name of nouns
// (issue_write, alerting_manage_rules) does; it can only add to a name
// that says so itself, since a tool may ignore an argument it does not
// take. An HTTP method is read by what it does to the URL it is sent to.
func (s *Set) readVerb(ts *toolSet, f *toolFacts, args map[string]any, keys, words []string) nameVerb {
	lx := s.lexicon()
	v := lx.readName(words, ts.names.Generic)
	var ops, sub []string
	httpClass := ""
	// The operation may be named in an object of the arguments
	// (request: {verb: "delete"}), as at their top.
	strs := stringArgs(args)
	// An operation named in a read's criteria (filters: {action:
	// "delete"}), or beside a list's or a search's paging (a policy's
	// action: "BLOCK"), is what records are matched on.
	// Nor is one in what a read operation checks (readOpFields).
	for _, kv := range stringArgs(withoutFilters(s.readOpFields(ts, args))) {
		k, val := kv[0], kv[1]
		// A command line is judged as one (argEffects), not read as
		// the name of an operation.
		if !keyIn(k, ts.args.Operation) && !proxiedTool(ts, k, val, words) || keyIn(k, ts.args.Shell) && shellText(val) {
			// An operation on a part of the object (memberSubcommand:
			// "add") is one on that part (tools_payload.go).
			if sub := lx.subOperation(k, val); sub != nil {
				if len(ops) > 0 {
					ops = append(ops, "and")
				}
				ops = append(ops, sub...)
			}
			continue
		}
		cl, ok := httpMethods.Get()[strings.ToUpper(val)]
		ok = ok && (val == strings.ToUpper(val) || urlArg(args) != "")
		if collectionRead(v) && !ok {
			continue
		}
		if ok {
			httpClass = riskier(httpClass, httpVerb(cl, urlArg(args)))
			continue
		}
		if ws := opWords(val); ws != nil {
			if subOperationKey(k) {
				sub = append(sub, switchedOff(ws)...)
				continue
			}
			if len(ops) > 0 {
				ops = append(ops, "and")
			}
			ops = append(ops, switchedOff(ws)...)
		}
	}
	// A request that pays for what it fetches (x402's HTTP 402 Payment
	// Required, a maximum it may spend per request) spends money,
	// whatever its method.
	if paysPerRequest(words, args) {
		if len(ops) > 0 {
			ops = append(ops, "and")
		}
		ops = append(ops, "pay")
	}
	// A sub-operation (unraid {action: "vm", subaction: "force_stop"})
	// is what is done to what the operation beside it names: its verb
	// leads.
	if len(sub) > 0 {
		ops = append(sub, ops...)
	}
	// A server acts on the method a request's override names
	// (X-HTTP-Method-Override: DELETE, _method=delete), whatever method
	// it was sent with.
	for _, m := range overrideMethods(args) {
		if cl, ok := httpMethods.Get()[m]; ok {
			httpClass = riskier(httpClass, httpVerb(cl, urlArg(args)))
		}
	}
	// A GraphQL mutation changes what the server holds whatever method
	// carries it (method: GET beside a query argument, a URL's
	// ?query=mutation...): it is the POST GraphQL over HTTP sends.
	if httpClass != "" && graphqlMutationArgs(args) {
		httpClass = riskier(httpClass, httpVerb(httpMethods.Get()["POST"], urlArg(args)))
	}
	// A name that says nothing of what it does (mcp__kube__resources)
	// does what a destructive verb of any argument says, alone or with
	// one word (mode: "delete", what: "drop all"): yellow would run it.
	if v.class == verbNone && len(ops) == 0 && !slices.ContainsFunc(words, func(w string) bool { return slices.Contains(ts.names.Generic, w) }) {
		for _, kv := range strs {
			if ws := opWords(kv[1]); len(ws) > 0 && len(ws) <= 2 && lx.wordClass(ws[0]) == verbDestructive &&
				!keyIn(kv[0], ts.args.Paths) && !keyIn(kv[0], ts.args.Kinds) && !keyIn(kv[0], ts.args.Branch) {
				ops = append(ops, ws...)
				break
			}
		}
	}
	// A generic tool (call_actor, run_function) runs what an argument
	// names: the name of that actor, function or workflow says what
	// it does (apify/send-mail sends mail).
	if v.class == verbNone && len(ops) == 0 && slices.ContainsFunc(words, func(w string) bool { return slices.Contains(ts.names.Generic, w) }) {
		for _, kv := range strs {
			if runnableKey(kv[0]) && !strings.Contains(kv[1], "://") {
				if ws := opWords(path.Base(kv[1])); len(ws) > 0 && lx.readName(ws, ts.names.Generic).class != verbNone {
					ops = append(ops, ws...)
					break
				}
			}
		}
	}
	// A batch of changes (WooCommerce's products_batch {create, update,
	// delete}, each a list of records) does what each list it is given
	// names: its deletes delete.
	if slices.Contains(words, "batch") || slices.Contains(words, "bulk") {
		for _, k := range sortedKeys(args) {
			if l, ok := args[k].([]any); ok && len(l) > 0 {
				if ws := toolcall.Words(k); len(ws) == 1 && lx.wordClass(ws[0]) != verbNone && lx.wordClass(ws[0]) != verbRead {
					if len(ops) > 0 {
						ops = append(ops, "and")
					}
					ops = append(ops, ws[0])
				}
			}
		}
	}
	// A run or a schedule of a hosted process, job or function that an
	// argument names (execute_process_sync {identifier:
	// "charge-overdue-invoices"}, schedule_job {name: "send-dunning-emails"})
	// does what that name says, where it says more than the tool's.
	if runsNamed(words) {
		for _, kv := range strs {
			if namedKey(kv[0]) && !strings.Contains(kv[1], "://") {
				// An infrastructure verb there (rebuild-search-index, restart-cache)
				// names the process's own work, not a machine it changes.
				if ws := opWords(path.Base(kv[1])); len(ws) > 1 && lx.readName(ws, ts.names.Generic).class != verbNone && lx.readName(ws, ts.names.Generic).class != verbInfrastructure {
					if len(ops) > 0 {
						ops = append(ops, "and")
					}
					ops = append(ops, ws...)
					break
				}
			}
		}
	}
	// An argument that forwards, shares or sends to an address (a
	// filter's action {forward: "x@elsewhere"}) sends there.
	for _, kv := range strs {
		if addressed(kv[1]) && slices.ContainsFunc(toolcall.Words(kv[0]), func(w string) bool {
			switch w {
			case "forward", "forwarding", "send", "share", "notify", "publish", "redirect":
				return true
			}
			return false
		}) {
			if len(ops) > 0 {
				ops = append(ops, "and")
			}
			ops = append(ops, "send")
		}
	}
	// A mail rule or filter that moves what it matches to the deleted
	// items, the trash or junk (Outlook's create-rule {moveToFolder:
	// "Deleted Items"}, Gmail's filter {addLabelIds: ["TRASH"]}) deletes
	// each message as it arrives, before anyone reads it; one message
	// moved there is not a rule (delete-mail-message).
	if v.class == verbWrite && mailRuleDeletes(words, strs) {
		if len(ops) > 0 {
			ops = append(ops, "and")
		}
		ops = append(ops, "delete")
	}
	// A mail setting that copies every message to an address
	// (SendGrid's mail_settings {bcc: {email}}) sends all mail there.
	if slices.ContainsFunc(words, func(w string) bool { return w == "setting" || w == "settings" }) && bccAddress(args, 0) {
		if len(ops) > 0 {
			ops = append(ops, "and")
		}
		ops = append(ops, "send")
	}
	// A tool whose name says nothing of what it does (voice_call,
	// call_phone), handed a person to reach (to: a phone number or an
	// address), reaches them; one handed a place off this machine to
	// put what it makes (destination: "s3://partner/x.csv") sends it
	// there.
	// A write of any other object handed a recipient (create_call {To:
	// "+1555..."}, create_fax {to: ...}) reaches that person too; a draft
	// is not sent, and a phone number kept on a record (phone) is no
	// recipient.
	recipients := []string{"to", "recipient", "recipients", "phone", "phone_number", "cc", "bcc"}
	reach := v.class == verbNone || v.class == verbWrite && len(v.objects) == 0
	if !reach && v.class == verbWrite && !slices.ContainsFunc(words, func(w string) bool { return w == "draft" || w == "drafts" }) {
		reach, recipients = true, []string{"to", "recipient", "recipients", "cc", "bcc"}
	}
	if reach {
		for _, kv := range strs {
			k, val := kv[0], kv[1]
			switch {
			case (keyIn(k, recipients) || toKey(k)) && (addressed(val) || phoneNumber(val)):
			case savesTo(k) && remotePlace(val):
			default:
				continue
			}
			if len(ops) > 0 {
				ops = append(ops, "and")
			}
			ops = append(ops, "send")
			break
		}
	}
	// An option that deletes or overwrites (dropTarget, overwrite: true,
	// a pipeline's $out stage) does so whatever the name says.
	if kw := keyOps(lx, args); len(kw) > 0 {
		if len(ops) > 0 {
			ops = append(ops, "and")
		}
		ops = append(ops, kw...)
	}
	// An update that sets what is active or paused (active: true,
	// is_paused: false, as a workflow's or a schedule's state) activates
	// or pauses it, as activate_X and pause_X do; a list's filter of the
	// same name reads, and a thing made active is its maker's.
	if v.class == verbWrite && v.verb != "create" && v.verb != "new" && v.verb != "add" {
		if w := stateOp(args, 0); w != "" {
			if len(ops) > 0 {
				ops = append(ops, "and")
			}
			ops = append(ops, w)
		}
	}
	// A batch names each operation as the one key of an object in a
	// list (actions: [{delete_webhook: {...}}], requests: [{deleteSheet:
	// {...}}]): those keys are its operations.
	for _, kw := range batchOps(args) {
		if len(ops) > 0 {
			ops = append(ops, "and")
		}
		ops = append(ops, kw...)
	}
	// A query in a language no rule reads (Cypher, a key-value store's
	// commands) is destructive when its keywords say so: MATCH (n)
	// DETACH DELETE n, DEL session:1.
	if !f.sql {
		for _, k := range keys {
			if val, ok := args[k].(string); ok && queryKey(k, ts.args.SQL) {
				if w := queryDeletes(lx, val); w != "" {
					ops = append(ops, "and", w)
				}
			}
		}
	}
	// Cypher's deletes in any case and a MongoDB shell's, under any key
	// but a stored text's (cypher, statement, eval...), whatever the tool;
	// a stored text too where the name says it is code a server runs
	// (write_apex_trigger {body}, create_function {content}).
	code := slices.ContainsFunc(words, func(w string) bool {
		switch w {
		case "apex", "trigger", "triggers", "function", "functions", "script", "scripts", "code", "procedure", "lambda", "macro", "class":
			return true
		}
		return false
	})
	for _, kv := range strs {
		if code || !keyIn(kv[0], ts.args.Content) {
			if w := queryLanguageDeletes(kv[1]); w != "" {
				ops = append(ops, "and", w)
			}
		}
	}
	// A tool that only sends requests (make_api_request, http_request)
	// does what its operation does to what the arguments name: the
	// service and the method together (payments create, refunds payment,
	// customers search), lower or higher than the name.
	transport := len(words) > 0 && !slices.ContainsFunc(words, func(w string) bool {
		return !slices.Contains(ts.names.HTTP, w) && !slices.Contains(ts.names.Generic, w)
	})
	if transport && len(ops) > 0 {
		var on []string
		for _, k := range keys {
			if val, ok := args[k].(string); ok && keyIn(k, []string{"service", "resource", "resource_type", "entity", "object", "object_type", "api", "kind", "type"}) {
				on = append(on, opWords(val)...)
			}
		}
		if ov := lx.readName(append(on, ops...), ts.names.Generic); ov.class != verbNone {
			ov.objects = append(slices.Clip(ov.objects), on...)
			v, ops = ov, nil
		}
	}
	if len(ops) > 0 {
		ov := lx.readName(ops, ts.names.Generic)
		// An operation of a generic verb (manage_assignee) changes
		// what it names.
		if ov.class == verbNone {
			if i := slices.IndexFunc(ops, func(w string) bool {
				return slices.Contains(ts.names.Generic, w) && lx.wordClass(w) == verbWrite
			}); i >= 0 && i+1 < len(ops) {
				ov = nameVerb{class: verbWrite, word: ops[i], verb: ops[i], at: i, objects: ops[i+1:]}
			}
		}
		switch {
		case v.class == verbNone || verbRisk.Get()[ov.class] > verbRisk.Get()[v.class]:
			// It acts on what the operation names and all the name says.
			ov.objects = append(slices.Clip(ov.objects), words...)
			v = ov
		case ov.class != verbNone && v.word != "" && (v.at == len(words)-1 || v.at == len(words)-2 && toolSuffix(words[len(words)-1])) && nounVerb(v.word) && ov.word != "" &&
			(lx.toolWordClass(ov.word) != verbNone || toolLeads.Get()[ov.word]):
			// A name whose last word is a noun that is also a verb
			// (messages, mail, workitem_comment) names what the
			// tool's operations act on: the operation its argument
			// names (read, search, list, send) is the verb.
			ov.objects = append(slices.Clip(ov.objects), words...)
			v = ov
		case v.class == verbWrite && ov.class != verbNone && v.at > 0 && v.at == len(words)-1:
			// A name of nouns that ends in a write (pipelines_build,
			// repo_pull_request_write) groups a service's operations on
			// the noun before it: the one its argument names (list,
			// create) is the verb, and the words before that noun name
			// the group.
			ov.objects = append(slices.Clip(ov.objects), words[v.at-1])
			v = ov
		}
	}
	// SQL it runs says what it changes, whatever its name says: a
	// query tool handed an UPDATE writes rows, one handed a DELETE
	// deletes them.
	var sqlWords []string
	for _, kv := range strs {
		if k, val := kv[0], kv[1]; (keyIn(k, ts.args.SQL) || sqlKeyTail(k, ts.args.SQL)) && f.sql || !keyIn(k, ts.args.Content) && sqlText(val) {
			if sq := sqlOps(val); len(sq) > 0 {
				if len(sqlWords) > 0 {
					sqlWords = append(sqlWords, "and")
				}
				sqlWords = append(sqlWords, sq...)
			}
		}
	}
	if sv := lx.readName(sqlWords, nil); sv.class != verbNone && verbRisk.Get()[sv.class] >= verbRisk.Get()[v.class] {
		v = sv
	}
	// A query of a piped language that only reads (ES|QL, DQL, APL,
	// KQL: a source, then filters and counts) reads, where the name
	// says nothing (esql, execute_dql).
	if v.class == verbNone && len(ops) == 0 {
		for _, kv := range strs {
			if queryArgKey(kv[0]) && (pipedReadQuery(kv[1]) || promReadQuery(kv[1])) {
				v = nameVerb{class: verbRead, word: "query", verb: "query", objects: words}
				break
			}
		}
	}
	// So does a GraphQL document: a query reads, a mutation does what
	// its fields name (issueSetConfidential sets an issue's field).
	for _, kv := range strs {
		if keyIn(kv[0], ts.args.Content) {
			continue
		}
		if gv, ok := lx.readGraphQL(kv[1]); ok && (v.class == verbNone || verbRisk.Get()[gv.class] > verbRisk.Get()[v.class]) {
			v = gv
		}
		// And a Cypher statement (tools_cypher.go).
		if cv, ok := readCypher(kv[1]); ok && (v.class == verbNone || verbRisk.Get()[cv.class] > verbRisk.Get()[v.class]) {
			v = cv
		}
	}
	if httpClass != "" {
		// A tool that only sends requests (http_request, send_request)
		// does what its method does; any other can only be raised.
		if transport || verbRisk.Get()[httpClass] > verbRisk.Get()[v.class] {
			v = nameVerb{class: httpClass, word: "http", verb: "http", objects: words}
		}
	}
	// A name that puts something to, into or onto a place off this
	// machine (export_to_s3, save_into_drive) sends it there; a read's
	// (login_to_registry) fetches.
	if v.class == verbNone || v.class == verbWrite {
		for i, w := range words {
			if (w == "to" || w == "into" || w == "onto") && i > 0 && slices.ContainsFunc(words[i+1:], func(p string) bool { return slices.Contains(ts.names.Outside, p) }) {
				v = nameVerb{class: verbOutward, word: words[0], verb: words[0], objects: words[1:i]}
				break
			}
		}
	}
	// A generic verb (run_pipeline, manage_dashboard) that no argument
	// explains changes something; one that runs what an argument
	// carries does what that does (argEffects).
	if v.class == verbNone {
		if i := slices.IndexFunc(words, func(w string) bool {
			return slices.Contains(ts.names.Generic, w) && lx.wordClass(w) == verbWrite
		}); i >= 0 {
			f.generic = nameVerb{class: verbWrite, word: words[i], verb: words[i], objects: words[i+1:]}
			if len(f.generic.objects) == 0 {
				f.generic.objects = words[:i]
			}
		}
	}
	return v
}

// runnableKey reports whether an argument's key names what a generic
// tool runs: an actor, a function, a workflow, a tool, a recipe.
func runnableKey(k string) bool {
	return slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
		switch w {
		case "actor", "function", "workflow", "recipe", "skill", "plugin", "automation", "flow", "lambda":
			return true
		}
		return false
	})
}

// publishedState reports whether a status or state argument names a
// state others see: posted, published, sent, submitted, authorised.
func publishedState(args map[string]any) bool {
	for k, v := range args {
		// A time of publication set (publishedAt: "2026-...", publish_date)
		// publishes it then, or now; published: true does now.
		if ws := toolcall.Words(k); len(ws) > 0 && len(ws) <= 3 && (ws[0] == "published" || ws[0] == "publish" || ws[0] == "is" && len(ws) > 1 && ws[1] == "published") {
			switch x := v.(type) {
			case bool:
				if x && (ws[len(ws)-1] == "published") {
					return true
				}
			case string:
				switch ws[len(ws)-1] {
				case "at", "date", "on", "time":
					if strings.TrimSpace(x) != "" {
						return true
					}
				}
			}
		}
		s, ok := v.(string)
		if !ok || !keyIn(k, []string{"status", "state"}) {
			continue
		}
		switch strings.ToLower(s) {
		case "posted", "published", "publish", "sent", "submitted", "authorised", "authorized", "live", "public", "released":
			return true
		}
	}
	return false
}

// accessSetting reports whether an argument sets who may see or change
// something: a key for sharing, visibility, permissions or an ACL, or
// one that allows public access, set true.
func accessSetting(args map[string]any) bool {
	return accessSettingAt(args, 0)
}

// accessSettingAt is accessSetting of an object depth levels down the
// arguments (parameters: {...}).
func accessSettingAt(args map[string]any, depth int) bool {
	for k, v := range args {
		ws := toolcall.Words(k)
		for _, w := range ws {
			switch w {
			case "sharing", "visibility", "acl", "acls", "permission", "permissions", "privacy":
				return true
			}
		}
		switch x := v.(type) {
		case bool:
			// Made public (public: true, is_private: false).
			if x && slices.Contains(ws, "public") || !x && slices.Contains(ws, "private") {
				return true
			}
		case map[string]any:
			if depth < 3 && accessSettingAt(x, depth+1) {
				return true
			}
		}
	}
	return false
}

// moneyFields reports whether a write's records set a field that says
// what is paid: an amount, a price, a plan, seats, a balance, a credit,
// a discount, under fields or records at any depth.
func moneyFields(args map[string]any, depth int) bool {
	if depth > 4 {
		return false
	}
	for k, v := range args {
		if depth > 0 {
			for _, w := range toolcall.Words(k) {
				switch w {
				case "amount", "price", "plan", "seats", "balance", "credit", "credits", "discount", "salary", "payout", "refund":
					return true
				}
			}
		}
		switch x := v.(type) {
		case map[string]any:
			if moneyFields(x, depth+1) {
				return true
			}
		case []any:
			for _, e := range x {
				if m, ok := e.(map[string]any); ok && moneyFields(m, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// genericRecord reports whether a word of a name's object says nothing
// of what kind it is: a record, an entry, an item, a resource, an object.
func genericRecord(w string) bool {
	switch w {
	case "record", "records", "entry", "entries", "item", "items", "resource", "resources", "object", "objects":
		return true
	}
	return false
}

// overwritesText reports whether a write replaces a document's text
// whole: a verb that replaces (update, replace, put, set, overwrite,
// patch), an object that is a document, its content or a note, a
// content argument that is not empty, and no operation that only adds
// (append, prepend, insert).
func overwritesText(ts *toolSet, f *toolFacts, args map[string]any) bool {
	switch f.verb {
	case "update", "replace", "put", "set", "overwrite", "patch":
	default:
		return false
	}
	if !slices.ContainsFunc(f.words, func(w string) bool {
		switch w {
		case "document", "documents", "doc", "docs", "content", "contents", "note", "notes", "text":
			return true
		}
		return false
	}) {
		return false
	}
	content := false
	for k, v := range args {
		sv, ok := v.(string)
		if !ok {
			continue
		}
		if keyIn(k, ts.args.Operation) || keyIn(k, []string{"mode", "position", "insert_mode"}) {
			switch strings.ToLower(sv) {
			case "append", "prepend", "insert", "add", "after", "before", "end", "start":
				return false
			}
		}
		// The text itself; a title, a summary or a comment beside it
		// is not.
		if keyIn(k, []string{"content", "contents", "body", "text", "markdown", "html", "file_content", "new_source", "data"}) && strings.TrimSpace(sv) != "" {
			content = true
		}
	}
	return content
}

// fileTextHere reports whether a name acts on the text of a file (its
// contents, lines or text: patch_text_file_contents,
// delete_file_lines) and nothing else, and the call names that file
// only by a path of this machine (localPaths): a write of a file, which
// the path rules judge as a redirection's, not a document's text lost
// or a file deleted.
func fileTextHere(ts *toolSet, words, server []string, args map[string]any) bool {
	i := slices.Index(words, "file")
	if i < 0 || i+1 >= len(words) {
		return false
	}
	for _, w := range words[i+1:] {
		switch w {
		case "content", "contents", "line", "lines", "text":
		default:
			return false
		}
	}
	for _, w := range words[:i] {
		switch w {
		case "delete", "remove", "patch", "replace", "update", "overwrite", "put", "set", "text":
		default:
			return false
		}
	}
	// Only the file, its text and where in it: an argument that names
	// anything else (a host, a target) may say where the file is.
	for k := range args {
		if keyIn(k, ts.args.Paths) || keyIn(k, ts.args.Content) {
			continue
		}
		for _, w := range toolcall.Words(k) {
			switch w {
			case "file", "line", "lines", "start", "end", "range", "ranges", "hash", "hashes", "encoding", "expected", "offset", "count", "position":
			default:
				return false
			}
		}
	}
	return localPaths(ts, args, words, server)
}

// scheduled reports whether a call's arguments place what it makes in
// time, as a calendar's entry is: a start, an end, a date or a time (an
// incident's or an analytics event has none).
func scheduled(args map[string]any) bool {
	for k := range args {
		for _, w := range toolcall.Words(k) {
			switch w {
			case "start", "end", "date", "time", "datetime", "starts", "ends", "when", "duration", "day", "allday":
				return true
			}
		}
	}
	return false
}

// calendarWord reports whether a word names an entry of a calendar.
func calendarWord(w string) bool {
	switch w {
	case "event", "events", "calendar", "calendars", "meeting", "meetings", "appointment", "appointments":
		return true
	}
	return false
}

// invites reports whether a call's arguments reach other people: it
// names people it invites (attendees, guests, participants), asks to
// send them updates (sendUpdates: "all", notify: true), declines their
// invitations (an out of office that auto-declines), or writes to a
// calendar other than the user's own (calendarName: "Engineering").
func invites(args map[string]any) bool {
	return invitesAt(args, 0)
}

// invitesAt is invites of an object depth levels down the arguments
// (events: [{attendees: [...]}]).
func invitesAt(args map[string]any, depth int) bool {
	if depth > 3 {
		return false
	}
	for k, v := range args {
		ws := toolcall.Words(k)
		switch {
		case hasPhrase(ws, []string{"attendee", "attendees", "guest", "guests", "invitee", "invitees", "participant", "participants"}),
			// An appointment booked for a CRM's contact, a clinic's
			// patient or a client is one they are sent.
			hasPhrase(ws, []string{"contact", "contacts", "customer", "customers", "patient", "patients", "client", "clients", "lead", "leads"}):
			if nonEmpty(v) {
				return true
			}
		case hasPhrase(ws, []string{"send updates", "notify", "notifications", "send notifications", "send invites"}):
			if b, ok := v.(bool); ok && b {
				return true
			}
			if sv, ok := v.(string); ok && sv != "" && !strings.EqualFold(sv, "none") && !strings.EqualFold(sv, "false") {
				return true
			}
		case slices.ContainsFunc(ws, func(w string) bool { return strings.HasPrefix(w, "decline") }):
			if nonEmpty(v) {
				return true
			}
		case slices.Contains(ws, "calendar") && !slices.Contains(ws, "id") || slices.Equal(ws, []string{"calendar", "id"}):
			if sv, ok := v.(string); ok && sv != "" && !ownCalendar(sv) {
				return true
			}
		}
		switch x := v.(type) {
		case map[string]any:
			if invitesAt(x, depth+1) {
				return true
			}
		case []any:
			for _, e := range x {
				if m, ok := e.(map[string]any); ok && invitesAt(m, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// ownCalendar reports whether a calendar's name or id is the user's own:
// primary, default, me, or an address (the user's own calendar's id). A
// calendar named by its URL (a CalDAV collection,
// https://dav.example.com/calendars/u/work/) is named by its last part.
func ownCalendar(v string) bool {
	if strings.Contains(v, "://") {
		u, err := url.Parse(v)
		if err != nil || u.RawQuery != "" {
			return false
		}
		parts := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
		if len(parts) == 0 {
			return false
		}
		v = parts[len(parts)-1]
	}
	switch strings.ToLower(v) {
	case "primary", "default", "me", "my", "calendar", "personal", "home", "work":
		return true
	}
	return strings.Contains(v, "@")
}

// nonEmpty reports whether an argument's value says something: a
// non-empty string, list or object, or true.
func nonEmpty(v any) bool {
	switch x := v.(type) {
	case []any:
		return len(x) > 0
	case string:
		return x != ""
	case map[string]any:
		return len(x) > 0
	case bool:
		return x
	}
	return v != nil
}

// choosesTarget reports whether a name chooses what later calls of its
// server act on: select, use or switch, then only the words of a
// session's target (a workspace, a database and its connection, a
// project, an account, a context, a profile, a region, a model).
func choosesTarget(words []string) bool {
	if len(words) < 2 {
		return false
	}
	switch words[0] {
	case "select", "use", "switch", "choose", "pick":
	default:
		return false
	}
	for _, w := range words[1:] {
		switch strings.TrimSuffix(w, "s") {
		case "workspace", "database", "db", "connection", "project", "org", "organization", "account", "context",
			"profile", "region", "model", "schema", "catalog", "team", "tenant", "subscription", "namespace", "session", "current", "active", "default", "to",
			// A reference manager's library (switch_library).
			"library":
		default:
			return false
		}
	}
	return true
}

// readsQueue reports whether a name takes messages or events from a
// queue or a topic to read them (consume_messages, receive_message,
// dequeue_events): a credit consumed or a payment received is not one.
func readsQueue(words []string) bool {
	if len(words) < 2 {
		return false
	}
	switch words[0] {
	case "consume", "receive", "dequeue":
	default:
		return false
	}
	for _, w := range words[1:] {
		switch strings.TrimSuffix(w, "s") {
		case "message", "event", "record", "batche", "batch", "from", "topic", "queue":
		default:
			return false
		}
	}
	return true
}

// dryRunName reports whether a tool's name says it only shows what an
// operation would do: it starts with a dry run, a preview, a
// simulation or a what-if (dry_run_deploy, preview_delete).
func dryRunName(words []string) bool {
	if len(words) < 2 {
		return false
	}
	switch words[0] {
	case "preview", "simulate", "dryrun", "whatif":
		return true
	case "dry", "what":
		return words[1] == "run" || words[1] == "if"
	}
	return false
}

// actsAs reports whether a name logs in or acts as someone else
// (login_as, sign_in_as, act_as, become).
func actsAs(words []string) bool {
	for i, w := range words {
		if w == "as" && i > 0 {
			switch words[i-1] {
			case "login", "signin", "in", "act", "become", "switch", "run", "assume":
				return true
			}
		}
	}
	return false
}

// draftState reports whether a status or state argument keeps what a
// call makes a draft, pending or private to its author.
func draftState(args map[string]any) bool {
	for k, v := range args {
		if sv, ok := v.(string); ok && keyIn(k, []string{"status", "state"}) {
			switch strings.ToLower(sv) {
			case "draft", "drafts", "pending_review":
				return true
			}
		}
	}
	return false
}

// draftFlag reports whether an argument set true asks for a draft
// (draft, is_draft, as_draft, save_as_draft).
func draftFlag(args map[string]any) bool {
	for k, v := range args {
		if b, ok := v.(bool); ok && b && slices.Contains(toolcall.Words(k), "draft") {
			return true
		}
	}
	return false
}

// computerUse reports whether a name is a computer-use agent's: the
// words computer and use in a row (claude_computer_use_agent).
func computerUse(words []string) bool {
	i := slices.Index(words, "computer")
	return i >= 0 && i+1 < len(words) && words[i+1] == "use"
}

// messageRecord reports whether a name is a message's or a mail's record
// of what was sent (message_thread, email_history, messages_transcript).
// A post's thread (Bluesky's post_thread) and a message's file (a file
// sent with it) may be what is sent.
func messageRecord(verb string, objects []string) bool {
	switch verb {
	case "message", "messages", "email", "emails", "mail", "mails":
	default:
		return false
	}
	if len(objects) != 1 {
		return false
	}
	switch objects[0] {
	case "history", "histories", "thread", "threads", "transcript", "transcripts":
		return true
	}
	return false
}

// nounVerb reports whether a word of a name that the lexicon reads as a
// verb is as often the noun of what a tool handles: a message, mail, a
// comment, a post, a note, a reply.
func nounVerb(w string) bool {
	switch w {
	case "message", "messages", "mail", "mails", "email", "emails", "comment", "comments", "post", "posts", "note", "notes",
		"reply", "replies", "sms", "dm", "dms", "tweet", "tweets", "notification", "notifications":
		return true
	}
	return false
}

// localPaths reports whether a call names files only by paths of this
// machine: it has path arguments, each an absolute or home path, and no
// word of its name, its server or its arguments' keys says it acts
// elsewhere (a container, a remote host, a bucket).
func localPaths(ts *toolSet, args map[string]any, words, server []string) bool {
	elsewhere := func(w string) bool {
		return slices.Contains(ts.names.Elsewhere, w) || slices.Contains(ts.names.Outside, w)
	}
	if slices.ContainsFunc(words, elsewhere) || slices.ContainsFunc(server, elsewhere) {
		return false
	}
	n := 0
	for _, kv := range stringArgs(args) {
		// An argument that names a container, a host or a pod says
		// where the paths are.
		if slices.ContainsFunc(toolcall.Words(kv[0]), elsewhere) {
			return false
		}
		listed, project, tail := keyIn(kv[0], ts.args.Paths) || fileKeyTail(kv[0]), projectKey(kv[0]), pathKeyTail(kv[0])
		if !listed && !project && !tail {
			continue
		}
		// What the name says it puts in the project's folder may be a
		// secret fetched from elsewhere (save_credentials_to_file
		// {project_path}): the folder does not make that local.
		if project && !listed && slices.ContainsFunc(words, secretNoun) {
			return false
		}
		p := kv[1]
		// The root alone names a store's own root as often as this
		// machine's.
		if p == "/" {
			return false
		}
		if !path.IsAbs(p) && p != "~" && !strings.HasPrefix(p, "~/") {
			// A path relative to the project's folder the call names
			// (godot's scenePath beside its projectPath) that climbs out
			// of it nowhere and names nothing hidden there.
			if tail && !listed && !project && plainRelative(p) {
				continue
			}
			return false
		}
		// An absolute path under a key that says neither that it is a
		// file acted on nor the project's folder (manifest_path) is an
		// input whose use the verb decides.
		if !listed && !project {
			return false
		}
		n++
	}
	return n > 0
}

// projectKey reports whether an argument's key names the folder of the
// project a local application works in (projectPath, project_dir,
// workspace_folder).
func projectKey(k string) bool {
	ws := toolcall.Words(k)
	return len(ws) == 2 && (ws[0] == "project" || ws[0] == "workspace") && pathKeyTail(k)
}

// pathKeyTail reports whether an argument's key ends in a word that says
// it holds a path (projectPath, scene_path, output_dir, project_folder).
func pathKeyTail(k string) bool {
	ws := toolcall.Words(k)
	if len(ws) < 2 {
		return false
	}
	switch ws[len(ws)-1] {
	case "path", "dir", "directory", "folder":
		return true
	}
	return false
}

// plainRelative reports whether p is a relative path that stays under
// the folder it is relative to and names nothing hidden there: no .., no
// part starting with a dot (.git/hooks, .env), no scheme.
func plainRelative(p string) bool {
	if p == "" || strings.Contains(p, "://") || strings.Contains(p, "\\") {
		return false
	}
	for _, part := range strings.Split(p, "/") {
		if strings.HasPrefix(part, ".") {
			return false
		}
	}
	return true
}

// reachesOut reports whether a call's arguments name a person or a
// place off this machine that what it makes goes to: an address or a
// phone number under a key that names a recipient (to, recipients,
// email_to, notify, webhook, upload_url, callback), or a remote URL under a key that says
// where it saves (destination, output).
func reachesOut(args map[string]any) bool {
	for _, kv := range stringArgs(args) {
		k, v := kv[0], kv[1]
		if recipientKey(k) && (addressed(v) || phoneNumber(v)) || savesTo(k) && remotePlace(v) {
			return true
		}
	}
	return false
}

// recipientKey reports whether an argument's key names who or what is
// sent the result (email_to, cc, notify, webhook_url, callback).
func recipientKey(k string) bool {
	return slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
		switch w {
		case "to", "recipient", "recipients", "email", "emails", "cc", "bcc", "notify", "webhook", "send", "deliver", "share", "upload", "callback", "forward", "sink":
			return true
		}
		return false
	})
}

// readSendsOut reports whether a read's arguments also hand what it
// reads to someone: a key named for a recipient, a copy, a notice or a
// webhook (email_to, cc, notify, webhook_url) whose value is an address,
// a phone number or a URL. A bare email or a target is what a read looks
// for (search_people {email}, scan {target: URL}), not where it sends.
func readSendsOut(args map[string]any) bool {
	for _, kv := range stringArgs(args) {
		k, v := kv[0], kv[1]
		ws := toolcall.Words(k)
		dest := false
		for _, w := range ws {
			switch w {
			case "recipient", "recipients", "cc", "bcc", "notify", "webhook", "deliver", "send":
				dest = true
			case "to":
				dest = dest || len(ws) > 1
			}
		}
		if dest && (addressed(v) || phoneNumber(v)) {
			return true
		}
	}
	return false
}

// phoneNumber reports whether a value is a phone number: a + and 7 to
// 15 digits, spaces, dashes and brackets between.
func phoneNumber(v string) bool {
	v = strings.TrimSpace(v)
	if !strings.HasPrefix(v, "+") {
		return false
	}
	n := 0
	for _, r := range v[1:] {
		switch {
		case r >= '0' && r <= '9':
			n++
		case r == ' ' || r == '-' || r == '(' || r == ')' || r == '.':
		default:
			return false
		}
	}
	return n >= 7 && n <= 15
}

// remotePlace reports whether a value is a URL of a place off this
// machine: a scheme and a host that is not a loopback one.
func remotePlace(v string) bool {
	u, err := url.Parse(strings.TrimSpace(v))
	return err == nil && u.Scheme != "" && u.Scheme != "file" && u.Host != "" && !isLoopback(v)
}

// addressed reports whether a value is an address mail or a request can
// be sent to: an email address or a URL.
func addressed(v string) bool {
	v = strings.TrimSpace(v)
	if strings.Contains(v, "://") {
		return true
	}
	at := strings.IndexByte(v, '@')
	return at > 0 && at < len(v)-1 && strings.Contains(v[at:], ".") && !strings.ContainsAny(v, " \t\n")
}

// keyOps are the operations a call's keys name, at any depth: an option
// set true whose key has a destructive verb (dropTarget, purge_existing,
// overwrite), and a pipeline stage that replaces or merges into a
// collection ($out, $merge).
func keyOps(lx *lexicon, args map[string]any) []string {
	var ops []string
	add := func(ws ...string) {
		if len(ops) > 0 {
			ops = append(ops, "and")
		}
		ops = append(ops, ws...)
	}
	seen := 0
	var visit func(v any, depth int)
	visit = func(v any, depth int) {
		if seen++; seen > maxArgValues || depth > 6 {
			return
		}
		switch x := v.(type) {
		case map[string]any:
			if m := mongoCommandOps(x, depth); m != nil {
				add(m...)
			}
			for _, k := range sortedKeys(x) {
				switch k {
				case "$out":
					add("overwrite", "collection")
				case "$merge":
					add("upsert", "collection")
				}
				if b, ok := x[k].(bool); ok && b {
					for _, w := range toolcall.Words(k) {
						if lx.wordClass(w) == verbDestructive {
							add(w)
							break
						}
					}
				}
				visit(x[k], depth+1)
			}
		case []any:
			for _, e := range x {
				visit(e, depth+1)
			}
		}
	}
	visit(args, 0)
	return ops
}

// batchOps are the operations a batch names: the words of the one key of
// each object of a list under a key that names operations (actions,
// requests, operations, ops, commands, batch), when that key's value is
// an object: an operation and its parameters.
func batchOps(args map[string]any) [][]string {
	var out [][]string
	for _, k := range sortedKeys(args) {
		list, ok := args[k].([]any)
		if !ok || !batchKey(k) {
			continue
		}
		for i, e := range list {
			if i >= maxArgValues {
				break
			}
			obj, ok := e.(map[string]any)
			if !ok {
				continue
			}
			if len(obj) != 1 {
				// An entry that names its tool by a key
				// (tools_payload.go).
				if ws := batchEntryTool(obj); ws != nil {
					out = append(out, ws)
				}
				continue
			}
			for op, v := range obj {
				if _, ok := v.(map[string]any); !ok {
					continue
				}
				if ws := opWords(op); ws != nil {
					out = append(out, ws)
				}
			}
		}
	}
	return out
}

// batchKey reports whether an argument's key names a list of operations.
func batchKey(k string) bool {
	switch strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(k)) {
	case "actions", "requests", "operations", "ops", "commands", "batch", "mutations":
		return true
	}
	return false
}

// changesMetadataOnly reports whether a call's arguments change nothing but an
// item's labels, tags or priority: every key names the item (an id, the
// project), the operation, or that metadata, also as the paths of a JSON
// Patch's operations, and one does the latter.
func changesMetadataOnly(ts *toolSet, args map[string]any) bool {
	meta := func(ws []string) bool {
		return slices.ContainsFunc(ws, func(w string) bool {
			switch strings.TrimSuffix(w, "s") {
			case "label", "tag", "priority", "due", "deadline", "estimate", "point", "duedate":
				return true
			}
			return false
		})
	}
	locator := func(ws []string) bool {
		return slices.ContainsFunc(ws, func(w string) bool {
			switch w {
			case "id", "iid", "ids", "uuid", "number", "num", "slug", "owner", "repo", "repository", "project", "workspace", "team", "org", "organization":
				return true
			}
			return false
		})
	}
	n := 0
	for k, v := range args {
		ws := toolcall.Words(k)
		switch {
		case keyIn(k, ts.args.Operation) || locator(ws) && !meta(ws):
		case meta(ws):
			n++
		default:
			ops, ok := v.([]any)
			if !ok || len(ops) == 0 {
				return false
			}
			for _, e := range ops {
				op, ok := e.(map[string]any)
				if !ok || !jsonPatchOp(op) {
					return false
				}
				p, _ := op["path"].(string)
				if !meta(toolcall.Words(path.Base(p))) {
					return false
				}
			}
			n++
		}
	}
	return n > 0
}

// subOperationKey reports whether an operation's key names a part of
// another operation (subaction, sub_operation), not the subcommand of a
// CLI: its verb is done to what the other one names.
func subOperationKey(k string) bool {
	return sameKey(k, "subaction") || sameKey(k, "sub_operation")
}

// paysPerRequest reports whether a call's name or arguments say its
// requests pay: x402 in the name, or a most it may spend per request.
func paysPerRequest(words []string, args map[string]any) bool {
	if slices.Contains(words, "x402") {
		return true
	}
	for k, v := range args {
		ws := toolcall.Words(k)
		// A filter's maxAmount is what records are matched on.
		if _, num := v.(float64); num && slices.Contains(ws, "max") && (slices.Contains(ws, "payment") || slices.Contains(ws, "spend") ||
			slices.Contains(ws, "per") && slices.Contains(ws, "request")) {
			return true
		}
	}
	return false
}

// apiRequest reports whether an object is an HTTP request to an API
// (make_paystack_request {request: {method: "GET", path: "/bank"}}, a
// generic api_request {method, endpoint}): an HTTP method in capitals
// beside a path that starts at the API's root. That path is the
// request's, on the API's host, not a file of this machine; its method
// says what the request does (readVerb).
func apiRequest(obj map[string]any) bool {
	m, _ := obj["method"].(string)
	if _, ok := httpMethods.Get()[m]; !ok {
		return false
	}
	for _, k := range []string{"path", "endpoint"} {
		if p, ok := obj[k].(string); ok && strings.HasPrefix(p, "/") {
			return true
		}
	}
	return false
}

// jsonPatchOp reports whether an object is an operation of a JSON Patch
// (RFC 6902): an op it names and a path that points into a document.
func jsonPatchOp(obj map[string]any) bool {
	op, _ := obj["op"].(string)
	p, _ := obj["path"].(string)
	switch op {
	case "add", "remove", "replace", "move", "copy", "test":
		return strings.HasPrefix(p, "/")
	}
	return false
}

// branchArg is the branch a call's arguments name: under a branch key,
// or as the name of a ref whose type is a branch ({ref_type: "branch",
// ref_name: ...}, at any depth); "" for none.
func branchArg(ts *toolSet, args map[string]any) string {
	for _, k := range sortedKeys(args) {
		if b, ok := args[k].(string); ok && keyIn(k, ts.args.Branch) && b != "" {
			return b
		}
	}
	seen := 0
	var visit func(obj map[string]any, depth int) string
	visit = func(obj map[string]any, depth int) string {
		if t, _ := obj["ref_type"].(string); strings.EqualFold(t, "branch") {
			if n, _ := obj["ref_name"].(string); n != "" {
				return n
			}
		}
		for _, k := range sortedKeys(obj) {
			if seen++; seen > maxArgValues || depth > 4 {
				return ""
			}
			if m, ok := obj[k].(map[string]any); ok {
				if b := visit(m, depth+1); b != "" {
					return b
				}
			}
		}
		return ""
	}
	return visit(args, 0)
}

// stringArgs are the string values of a call's arguments with their
// keys, at the top and in the objects and lists under it,
// within bounds, in a stable order.
func stringArgs(args map[string]any) [][2]string {
	var out [][2]string
	seen := 0
	var visit func(obj map[string]any, depth int)
	visit = func(obj map[string]any, depth int) {
		patch, ref := jsonPatchOp(obj), jmapResultRef(obj)
		for _, k := range sortedKeys(obj) {
			if seen++; seen > maxArgValues {
				return
			}
			// A JSON Patch operation's path is a pointer into a
			// document, a JMAP result reference's into a result: not a
			// file.
			if patch && (k == "path" || k == "from") || ref && k == "path" {
				continue
			}
			switch v := obj[k].(type) {
			case string:
				out = append(out, [2]string{k, v})
			case map[string]any:
				if depth < 4 {
					visit(v, depth+1)
				}
			case []any:
				for _, e := range v {
					switch x := e.(type) {
					case map[string]any:
						if depth < 4 {
							visit(x, depth+1)
						}
					case string:
						out = append(out, [2]string{k, x})
					}
				}
			}
		}
	}
	visit(args, 0)
	return out
}

// overrideMethods are the HTTP methods, in capitals, that a request's
// arguments name as an override: a header X-HTTP-Method-Override,
// X-HTTP-Method or X-Method-Override (as a key of any object, a
// "Name: value" string, or {name, value}), or a _method field.
func overrideMethods(args map[string]any) []string {
	override := func(name string) bool {
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "x-http-method-override", "x-http-method", "x-method-override", "_method":
			return true
		}
		return false
	}
	var out []string
	var pending string // a {name: ...} seen, for its value
	for _, kv := range stringArgs(args) {
		k, v := kv[0], kv[1]
		switch {
		case override(k):
			out = append(out, strings.ToUpper(strings.TrimSpace(v)))
		case (k == "name" || k == "key") && override(v):
			pending = v
		case k == "value" && pending != "":
			out, pending = append(out, strings.ToUpper(strings.TrimSpace(v))), ""
		}
		if name, val, ok := strings.Cut(v, ":"); ok && override(name) {
			out = append(out, strings.ToUpper(strings.TrimSpace(val)))
		}
	}
	// Headers as a list of "Name: value" strings.
	for _, k := range sortedKeys(args) {
		if list, ok := args[k].([]any); ok {
			for _, h := range stringsOf(list) {
				if name, val, ok := strings.Cut(h, ":"); ok && override(name) {
					out = append(out, strings.ToUpper(strings.TrimSpace(val)))
				}
			}
		}
	}
	return out
}

// urlCarriesSecret reports whether a URL hands a credential to a host
// that is not this machine: the shapes of a secret that the audit log
// redacts (a token's prefix, a password in its userinfo, a token= or
// api_key= parameter), one policy for both. A local server's token
// (Jupyter's ?token=) stays here. So does one percent-encoded or in
// base64 in the query (encodedSecretInURL).
func urlCarriesSecret(raw string) bool {
	if isLoopback(raw) {
		return false
	}
	_, hidden := audit.RedactHidden(raw)
	return len(hidden) > 0 || encodedSecretInURL(raw)
}

// namedGreen reports whether a green tool rule names the tool by its own
// name: the rules know what it is.
func (ts *toolSet) namedGreen(tool string) bool {
	for i := range ts.rules {
		if r := &ts.rules[i]; r.tier == Green && len(r.tool) > 0 && r.tool.match(tool) {
			return true
		}
	}
	return false
}

// urlArg returns the first argument that is a URL, "" for none.
func urlArg(args map[string]any) string {
	for _, k := range sortedKeys(args) {
		if v, ok := args[k].(string); ok && strings.Contains(v, "://") {
			return v
		}
	}
	return ""
}

// httpVerb is the class of an HTTP request by its method's class: a
// request that sends something (POST) reads when its URL's path names a
// read (/search, /v1/query), as a search sent in a body does.
func httpVerb(class, raw string) string {
	if class != verbOutward || raw == "" {
		return class
	}
	u, err := url.Parse(raw)
	if err != nil {
		return class
	}
	for seg := range strings.SplitSeq(u.Path, "/") {
		for _, w := range toolcall.Words(seg) {
			if toolLeads.Get()[w] {
				return verbRead
			}
		}
	}
	return class
}

// queryDeletes returns the destructive keyword of a query, "" for none:
// a word in capitals that the lexicon reads as destructive (DELETE, DROP,
// DEL), in a text whose shape is a query's: another word in capitals, or
// three words at most. A search for "why does delete fail" is not one.
func queryDeletes(lx *lexicon, text string) string {
	if len(text) > 4096 {
		return ""
	}
	fields := strings.Fields(text)
	upper, found := 0, ""
	for _, f := range fields {
		w := strings.Trim(f, "();,")
		if len(w) < 3 || !upperWord(w) {
			continue
		}
		upper++
		if found == "" && lx.wordClass(strings.ToLower(w)) == verbDestructive {
			found = strings.ToLower(w)
		}
	}
	if found != "" && (upper >= 2 || len(fields) <= 3) {
		return found
	}
	return ""
}

// buttonFiller reports whether w is one of the articles and possessives
// a button's text puts between a verb and its object.
func buttonFiller(w string) bool {
	switch w {
	case "a", "an", "the", "your", "my", "our", "this":
		return true
	}
	return false
}

// browserSubmits reports whether a browser action commits what the page
// holds: its target (the element, selector or instruction) names a
// commit (submit, place order, delete), or it types with submit set into
// a field that is not a search.
func browserSubmits(ts *toolSet, args map[string]any, keys []string) bool {
	var target []string
	_, locator := args["by"]
	for _, k := range keys {
		v, ok := args[k].(string)
		// A value says which element when "by" says how to find it
		// (Selenium's locators); otherwise it is the text typed. A key
		// may say so in a word of its own (button_text).
		if ok && (keyIn(k, ts.browser.Targets) || locator && k == "value" || hasPhrase(toolcall.Words(k), ts.browser.Targets)) {
			target = append(target, toolcall.Words(v)...)
		}
	}
	// A button's text puts a possessive or an article between the verb
	// and its object ("Place your order", "Confirm the payment"): the
	// phrase is read without them.
	target = slices.DeleteFunc(target, buttonFiller)
	if hasPhrase(target, ts.browser.Commit) {
		return true
	}
	search := slices.ContainsFunc(target, func(w string) bool { return toolLeads.Get()[w] || w == "filter" })
	// An instruction that types and then presses Enter ("type 'x' into
	// the message box and press Enter") submits the field typed into,
	// as text typed that ends in Enter does, unless it is a search. A
	// step that only presses Enter says nothing of what it submits.
	if hasPhrase(target, []string{"press enter", "hit enter", "press return", "hit return"}) && slices.Contains(target, "type") {
		return !search
	}
	for _, k := range keys {
		if b, ok := args[k].(bool); ok && b && keyIn(k, ts.browser.Submit) {
			return !search
		}
		// A key to press after typing (submitKey: "Enter") submits.
		if v, ok := args[k].(string); ok && slices.Contains(toolcall.Words(k), "submit") && v != "" &&
			!strings.EqualFold(v, "none") && !strings.EqualFold(v, "false") {
			return !search
		}
		// Text typed that ends in Enter submits the field it is typed
		// into, as submit: true does.
		if v, ok := args[k].(string); ok && !keyIn(k, ts.browser.Targets) && !(locator && k == "value") &&
			(strings.HasSuffix(v, "\n") || strings.HasSuffix(v, "\r")) {
			return !search
		}
	}
	return false
}

// sendChordPressed reports whether a browser call presses Enter with
// Control, Meta or Command held (Control+Enter, Meta+Enter, cmd+return):
// the chord web apps give to sending what was composed (Gmail's and
// Outlook's send, a GitHub comment's submit, a post's publish), whatever
// field has the focus. Enter alone, or with Shift (a new line), is not.
func sendChordPressed(args map[string]any) bool {
	for _, v := range args {
		s, ok := v.(string)
		if !ok || len(s) > 40 {
			continue
		}
		mod, enter := false, false
		for _, w := range toolcall.Words(s) {
			switch w {
			case "control", "ctrl", "meta", "cmd", "command":
				mod = true
			case "enter", "return":
				enter = true
			}
		}
		if mod && enter {
			return true
		}
	}
	return false
}

// manifestFields finds a manifest's kind and namespace fields, in YAML
// (kind: Deployment) or JSON ("kind": "Deployment").
var manifestFields = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)(?:^\s*|")(kind|namespace)"?\s*:\s*["']?([A-Za-z0-9-]+)`)
}}

// flagOn reports whether a call's arguments turn what it makes on: a
// top-level active, enabled or on set true.
func flagOn(args map[string]any) bool {
	for k, v := range args {
		if b, ok := v.(bool); ok && b && keyIn(k, []string{"active", "enabled", "on", "is_active", "is_enabled"}) {
			return true
		}
	}
	return false
}

// testEnvOnly reports whether the environments a call names, by an
// argument whose key names an environment (environmentKey: "test",
// environments: ["dev"]) or by a JSON Patch path into one
// (/environments/staging/on), are all named non-production ones, and it
// names at least one. A name it cannot tell (eu-1, blue) is not one.
func testEnvOnly(args map[string]any) bool {
	named, other := 0, false
	note := func(v string) {
		switch strings.ToLower(v) {
		case "test", "testing", "dev", "development", "staging", "stage", "sandbox", "qa", "preview", "local":
			named++
		default:
			other = true
		}
	}
	seen := 0
	var visit func(v any, key string, depth int)
	visit = func(v any, key string, depth int) {
		if seen++; seen > maxArgValues || depth > 6 {
			return
		}
		switch x := v.(type) {
		case string:
			if ws := toolcall.Words(key); len(ws) > 0 && slices.ContainsFunc(ws, func(w string) bool {
				return w == "environment" || w == "environments" || w == "env" || w == "envs"
			}) {
				note(x)
			}
			if i := strings.Index(x, "/environments/"); i >= 0 && (key == "path" || key == "from") {
				env, _, _ := strings.Cut(x[i+len("/environments/"):], "/")
				note(env)
			}
		case map[string]any:
			for _, k := range sortedKeys(x) {
				visit(x[k], k, depth+1)
			}
		case []any:
			for _, e := range x {
				visit(e, key, depth+1)
			}
		}
	}
	visit(args, "", 0)
	return named > 0 && !other
}

// toKey reports whether an argument's key names where something goes by
// a leading to (to_number, toEmail, to_address).
func toKey(k string) bool {
	ws := toolcall.Words(k)
	return len(ws) == 2 && ws[0] == "to"
}

// stateOp is the operation a state field of an update names, at the top
// of its arguments or one object down (updates: {active: true}):
// activate, unpause or pause; "" for none.
func stateOp(args map[string]any, depth int) string {
	for _, k := range sortedKeys(args) {
		switch x := args[k].(type) {
		case bool:
			switch strings.Join(toolcall.Words(k), " ") {
			case "active", "is active", "activated":
				if x {
					return "activate"
				}
			case "paused", "is paused":
				if x {
					return "pause"
				}
				return "unpause"
			}
		case map[string]any:
			if depth == 0 {
				if w := stateOp(x, 1); w != "" {
					return w
				}
			}
		}
	}
	return ""
}

// accessArgs are the kinds of access a write's top-level arguments set:
// a password given a value, a role given to someone an argument names by
// an address.
func accessArgs(args map[string]any) []string {
	var out []string
	role, person := false, false
	for _, k := range sortedKeys(args) {
		v, ok := args[k].(string)
		if !ok || v == "" {
			continue
		}
		switch strings.Join(toolcall.Words(k), " ") {
		case "password", "new password", "passwd":
			out = append(out, "password")
		case "role", "user role", "member role":
			role = true
		}
		if addressed(v) && !strings.Contains(v, "://") {
			person = true
		}
	}
	if role && person {
		out = append(out, "role")
	}
	return out
}

// toolSuffix reports whether a name's last word only says it is a tool
// (data_comments_tool): the word before it is the name's last.
func toolSuffix(w string) bool {
	return w == "tool" || w == "tools"
}

// cutLast cuts s around the last sep.
func cutLast(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

// switchedOff reads an operation that switches something off (off,
// turn_off, switch_off, power off) as a power-off, the infrastructure
// verb: a device, a machine or a service stops for everyone.
func switchedOff(ws []string) []string {
	if len(ws) == 1 && ws[0] == "off" || len(ws) == 2 && ws[1] == "off" && (ws[0] == "turn" || ws[0] == "switch" || ws[0] == "power") {
		return []string{"poweroff"}
	}
	return ws
}

// abbreviates reports whether w is a server's name cut short: its first
// letter and more of its letters in order, shorter than the name
// (ls of lemonsqueezy, nc of nextcloud, gh of github).
func abbreviates(w, server string) bool {
	var name []byte
	for i := 0; i < len(server); i++ {
		if ch := server[i] | 0x20; ch >= 'a' && ch <= 'z' {
			name = append(name, ch)
		}
	}
	if len(w) < 2 || len(w) > 4 || len(w) >= len(name) || w[0] != name[0] {
		return false
	}
	j := 1
	for i := 1; i < len(name) && j < len(w); i++ {
		if name[i] == w[j] {
			j++
		}
	}
	return j == len(w)
}

// queryKey reports whether an argument's key names a query a server
// runs: a key the table lists (query, statement), or one whose words
// name a query or a query language (query_string, queryText, surql,
// influxql, flux, cypher, promql), whatever the language.
func queryKey(k string, listed []string) bool {
	if keyIn(k, listed) {
		return true
	}
	return slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
		switch w {
		case "query", "sql", "statement", "statements", "cypher", "surql", "surrealql", "influxql", "flux", "promql",
			"gql", "aql", "kql", "n1ql", "sparql", "cql", "sqlpp", "ql":
			return true
		}
		return false
	})
}

// recordDocument reports whether a name generates or renders the
// document of a record named before it (generate_order_invoice,
// render_subscription_receipt): the record's invoice, not a new one.
func recordDocument(v nameVerb) bool {
	switch v.verb {
	case "generate", "render", "print", "export":
	default:
		return false
	}
	n := len(v.objects)
	if n < 2 {
		return false
	}
	switch strings.TrimSuffix(v.objects[n-1], "s") {
	case "invoice", "receipt", "statement":
	default:
		return false
	}
	switch strings.TrimSuffix(v.objects[n-2], "s") {
	case "order", "subscription", "payment", "transaction", "charge", "booking", "purchase":
		return true
	}
	return false
}

// selectsRecords reports whether a name with no verb selects records, as
// a router's procedures name their queries (project_all,
// application_one, domain_by_application_id): one noun, then all or one,
// or by and the key it is looked up by. A word more before them may be a
// verb no lexicon knows (settings_clean_all): that stays unknown.
func selectsRecords(words []string) bool {
	if len(words) == 2 {
		switch words[1] {
		case "all", "one", "many":
			return true
		}
	}
	if len(words) > 2 && words[1] == "by" {
		switch words[len(words)-1] {
		case "id", "ids", "name", "key", "slug", "uuid":
			return true
		}
	}
	return false
}

// physicalAccess reports whether a call's arguments (a device command,
// in a list of them too) unlock, open or disarm what guards a place: a
// lock, a door, a garage, a gate, an alarm or security system.
func physicalAccess(args map[string]any) bool {
	opens, guard := false, false
	for _, kv := range stringArgs(args) {
		v := strings.ToLower(kv[1])
		if len(v) > 40 {
			continue
		}
		words := toolcall.Words(v)
		// A car's own commands (Tesla's vehicle command API): HomeLink
		// is the garage door's opener built into the car, and a remote
		// start lets anyone at the wheel drive off without the key.
		if keyIn(kv[0], []string{"command", "cmd", "action"}) &&
			(slices.Contains(words, "homelink") || slices.Equal(words, []string{"remote", "start", "drive"})) {
			return true
		}
		for _, w := range words {
			switch w {
			case "unlock", "disarm", "open", "opendoor", "unlatch":
				if keyIn(kv[0], []string{"command", "cmd", "action", "operation", "op", "state", "value"}) {
					opens = true
				}
			case "lock", "doorcontrol", "door", "garage", "garagedoor", "garagedoorcontrol", "gate", "alarm", "securitysystem", "security":
				guard = true
			}
		}
	}
	return opens && guard
}

// pricedArgs reports whether a call's arguments give a price: an
// amount or a price with its currency (a plan, a product, a checkout).
func pricedArgs(args map[string]any) bool {
	currency, amount := false, false
	for _, k := range sortedKeys(args) {
		switch args[k].(type) {
		case string:
			// currency, currency_code, amount_currency.
			if slices.Contains(toolcall.Words(k), "currency") {
				currency = true
			}
		case float64, int, int64:
			// amount, unit_price, amount_cents, price_in_cents.
			if slices.ContainsFunc(toolcall.Words(k), func(w string) bool { return w == "amount" || w == "price" }) {
				amount = true
			}
		}
	}
	return currency && amount
}

// shareLink reports whether the words of a name are a link that shares
// what it points at: a sharing link, a share or a shared link.
func shareLink(words []string) bool {
	link := slices.ContainsFunc(words, func(w string) bool { return w == "link" || w == "links" || w == "url" })
	return link && slices.ContainsFunc(words, func(w string) bool { return w == "sharing" || w == "share" || w == "shared" })
}

// proxiedTool reports whether an argument names the tool a generic tool
// runs for the caller by a tool's plain name (App Store Connect's
// asc__call {tool: "app_store_versions__delete"}): the operation is that
// tool's. Words that are no tool's name say nothing.
func proxiedTool(ts *toolSet, k, val string, words []string) bool {
	return keyIn(k, []string{"tool", "tool_name"}) && plainToolName(strings.ReplaceAll(val, "__", "_")) &&
		slices.ContainsFunc(words, func(w string) bool { return slices.Contains(ts.names.Generic, w) })
}

// bccAddress reports whether the arguments name an address under a bcc
// key ({bcc: "x@example.org"}, {bcc: {enabled: true, email: ...}}) that
// is not switched off.
func bccAddress(args map[string]any, depth int) bool {
	if depth > 3 {
		return false
	}
	for k, v := range args {
		switch x := v.(type) {
		case string:
			if keyIn(k, []string{"bcc", "bcc_email", "bcc_address"}) && addressed(x) {
				return true
			}
		case map[string]any:
			if keyIn(k, []string{"bcc"}) {
				if on, ok := x["enabled"].(bool); ok && !on {
					continue
				}
				for _, kv := range stringArgs(x) {
					if addressed(kv[1]) {
						return true
					}
				}
			}
			if bccAddress(x, depth+1) {
				return true
			}
		}
	}
	return false
}

// draftOff reports whether the arguments switch a draft flag off
// ({draft: false}, {is_draft: false}).
func draftOff(args map[string]any) bool {
	for k, v := range args {
		if b, ok := v.(bool); ok && !b && keyIn(k, []string{"draft", "is_draft"}) {
			return true
		}
	}
	return false
}

// kvSecretKey reports whether a key-value store's read of values (get,
// hget, hgetall, mget, dump) is handed a key whose words name a session
// or a credential. A key's time to live or its type returns no value.
func kvSecretKey(own []string, args map[string]any) bool {
	if !slices.ContainsFunc(own, func(w string) bool {
		switch w {
		case "get", "hget", "hgetall", "hmget", "mget", "dump", "getdel", "getex", "value", "values":
			return true
		}
		return false
	}) {
		return false
	}
	for _, k := range []string{"key", "keys", "name"} {
		var vals []string
		switch v := args[k].(type) {
		case string:
			vals = []string{v}
		case []any:
			for _, e := range v {
				if x, ok := e.(string); ok {
					vals = append(vals, x)
				}
			}
		}
		for _, v := range vals {
			if slices.ContainsFunc(toolcall.Words(v), func(w string) bool {
				switch w {
				// An OAuth grant's refresh or bearer token and a cookie
				// sign in as a session does.
				case "session", "sessions", "sess", "token", "tokens", "secret", "secrets", "password", "passwords", "apikey", "credential", "credentials", "jwt", "otp",
					"oauth", "refresh", "bearer", "cookie", "cookies":
					return true
				}
				return false
			}) {
				return true
			}
		}
	}
	return false
}

// mailRuleDeletes reports whether a write names a rule or a filter
// (words of the tool's name) and an argument that moves to a folder or a
// label names one whose mail is deleted: the deleted items, the trash,
// the bin, junk or spam (Outlook's well-known folders, Gmail's system
// labels).
func mailRuleDeletes(words []string, strs [][2]string) bool {
	if !slices.ContainsFunc(words, func(w string) bool {
		return w == "rule" || w == "rules" || w == "filter" || w == "filters"
	}) {
		return false
	}
	for _, kv := range strs {
		if !slices.ContainsFunc(toolcall.Words(kv[0]), func(w string) bool {
			switch w {
			case "folder", "folders", "label", "labels", "move", "destination":
				return true
			}
			return false
		}) {
			continue
		}
		switch strings.Join(toolcall.Words(kv[1]), " ") {
		case "deleted items", "deleteditems", "trash", "bin", "junk", "junk email", "junkemail", "spam", "gmail trash", "gmail spam":
			return true
		}
	}
	return false
}

// mailContent reports whether a call's arguments carry a mail's subject
// or its HTML (subject, htmlContent, html_content, html), at the top or
// one object down.
func mailContent(args map[string]any) bool {
	for _, kv := range stringArgs(args) {
		if kv[1] != "" && slices.ContainsFunc(toolcall.Words(kv[0]), func(w string) bool { return w == "subject" || w == "html" }) {
			return true
		}
	}
	return false
}

// paidFrom reports whether a call's arguments name the account or the
// means a payment is made from (payment_account, paymentType,
// payment_method, paid_from_account), with a value.
func paidFrom(args map[string]any) bool {
	for _, k := range sortedKeys(args) {
		ws := toolcall.Words(k)
		pay := slices.Contains(ws, "payment") || slices.Contains(ws, "paid")
		how := slices.ContainsFunc(ws, func(w string) bool {
			return w == "account" || w == "type" || w == "method" || w == "from" || w == "source"
		})
		if pay && how && nonEmpty(args[k]) {
			return true
		}
	}
	return false
}

// sessionCookie reports whether a cookie the arguments set (name and
// value at the top, or in a list of cookies) signs a browser in: its
// name says session, auth, token, sid or login, or its value is a JSON
// Web Token; and its domain, where given, is no loopback name.
func sessionCookie(args map[string]any, depth int) bool {
	for _, k := range sortedKeys(args) {
		if l, ok := args[k].([]any); ok && depth == 0 {
			for _, e := range l {
				if m, ok := e.(map[string]any); ok && sessionCookie(m, 1) {
					return true
				}
			}
		}
	}
	name, _ := args["name"].(string)
	value, _ := args["value"].(string)
	if value == "" {
		return false
	}
	if d, ok := args["domain"].(string); ok {
		switch strings.TrimPrefix(strings.ToLower(d), ".") {
		case "localhost", "127.0.0.1", "::1", "[::1]":
			return false
		}
	}
	if strings.HasPrefix(value, "eyJ") {
		return true
	}
	return slices.ContainsFunc(toolcall.Words(name), func(w string) bool {
		switch w {
		case "session", "sess", "sessionid", "sid", "auth", "token", "jwt", "login", "remember", "sso":
			return true
		}
		return false
	})
}
