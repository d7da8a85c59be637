package mcpdesc

import (
	"slices"
	"strings"
)

// finding is one effect a clause says: its class, the verb that said it
// (its base form, "" for a phrase such as "cannot be undone") and the
// clause.
type finding struct {
	class, verb, clause string
}

// findAll reads every clause of text.
func findAll(text string) []finding {
	var out []finding
	for _, c := range clauses(text) {
		out = append(out, find(c)...)
	}
	return out
}

// find reads one clause.
func find(clause string) []finding {
	ts := tokens(clause)
	if question(ts) {
		return nil
	}
	machine := toMachine(ts)
	var out []finding
	// what the person does by hand ("review and send it manually") is
	// not the tool's
	manual := slices.Contains(ts, "manually") || slices.Contains(ts, "yourself")
	// "Use send_broadcast to send it": what another tool does
	// ("Use this tool to create a refund" is this tool's)
	other := len(ts) > 1 && (ts[0] == "use" || ts[0] == "call" || ts[0] == "see" || ts[0] == "try") &&
		ts[1] != "this" && ts[1] != "it"
	add := func(class, verb string) {
		if machine && class == Outward {
			return
		}
		f := finding{class: class, verb: verb, clause: clause}
		if !slices.Contains(out, f) { // once a clause: the quote is the clause's
			out = append(out, f)
		}
	}
	for i := range ts {
		if v, ok := sentAt(ts, i); ok && !manual {
			add(Outward, v)
		}
		if p := phraseAt(ts, i); p == "cannot be undone" || p != "" && !negated(ts, i) {
			add(Irreversible, "")
		}
		if class, v := phraseEffect(ts, i); class != "" && !(other && i > 0) && !(manual && class == Outward) {
			add(class, v)
		}
		b, ok := verbAt(ts, i)
		if !ok || other && i > 0 {
			continue
		}
		if class := verbClass(b.word); class != "" && (!needsObject(b.word) || objectAt(ts, i+1)) && !localObject(ts, i, b.word) &&
			!(manual && class == Outward) {
			add(class, b.word)
		}
		if class, ok := nounAfter(ts, i, b.word); ok {
			add(class, b.word)
		}
	}
	if i, ok := secretReturned(ts); ok {
		add(Secrets, ts[i])
	} else if i, ok := storeDumped(ts); ok {
		add(Secrets, ts[i])
	}
	return out
}

// storeDumped finds a key-value store handed back whole: a verb that
// returns, then all (every, recursively) of its key-value pairs ("Returns
// all key-value pairs under a prefix recursively"). A store keeps
// secrets beside settings, and a dump carries them all; one value read
// by its key, the keys alone, or the store's collections are not a dump.
func storeDumped(ts []string) (int, bool) {
	at, all, pairs := -1, false, false
	for i, w := range ts {
		switch w {
		case "masked", "redacted", "omitted", "excluding", "without", "not", "never":
			return 0, false
		case "all", "every", "recursively", "recursive", "whole", "entire":
			all = all || at >= 0
		case "pairs", "pair":
			// key-value pairs, KV pairs, key/value pairs
			pairs = pairs || i >= 2 && ts[i-1] == "value" && (ts[i-2] == "key" || ts[i-2] == ",") ||
				i >= 1 && strings.TrimPrefix(ts[i-1], "^") == "kv"
		}
		if at < 0 {
			for _, b := range bases(w) {
				if returnVerb(b.word) && b.word != "list" || b.word == "dump" || b.word == "export" {
					at = i
					break
				}
			}
		}
	}
	return at, at >= 0 && all && pairs
}

// phraseAt names an irreversible phrase starting at i: permanently,
// irreversible, cannot be undone, irrevocably.
func phraseAt(ts []string, i int) string {
	w := ts[i]
	switch {
	case w == "permanently" || w == "irreversible" || w == "irreversibly" ||
		strings.HasPrefix(w, "irrevocabl") || w == "unrecoverable" || w == "unrecoverably":
		return w
	case w == "undone" && i >= 2 && ts[i-1] == "be" && (ts[i-2] == "cannot" || ts[i-2] == "not" || ts[i-2] == "can't"):
		return "cannot be undone"
	}
	return ""
}

// form is one reading of a word as a verb: its base and its ending.
type form struct {
	word string
	end  string // "", "s", "ed", "ing"
}

// bases are the readings of w as a form of a verb: sends, sending,
// sent (irregular), deleted, scaled, shipped.
func bases(w string) []form {
	out := []form{{w, ""}}
	switch w { // irregular forms the lexicon needs
	case "sent":
		return append(out, form{"send", "ed"})
	case "paid":
		return append(out, form{"pay", "ed"})
	case "bought":
		return append(out, form{"buy", "ed"})
	case "sold":
		return append(out, form{"sell", "ed"})
	case "shut":
		return append(out, form{"shut", ""})
	}
	n := len(w)
	if strings.HasSuffix(w, "ies") {
		out = append(out, form{w[:n-3] + "y", "s"})
	}
	if strings.HasSuffix(w, "es") {
		out = append(out, form{w[:n-2], "s"})
	}
	if strings.HasSuffix(w, "s") {
		out = append(out, form{w[:n-1], "s"})
	}
	if strings.HasSuffix(w, "ied") {
		out = append(out, form{w[:n-3] + "y", "ed"})
	}
	if strings.HasSuffix(w, "ed") {
		out = append(out, form{w[:n-2], "ed"}, form{w[:n-1], "ed"})
		if n > 4 && w[n-3] == w[n-4] {
			out = append(out, form{w[:n-3], "ed"})
		}
	}
	if strings.HasSuffix(w, "ing") {
		out = append(out, form{w[:n-3], "ing"}, form{w[:n-3] + "e", "ing"})
		if n > 5 && w[n-4] == w[n-5] {
			out = append(out, form{w[:n-4], "ing"})
		}
	}
	return out
}

// verbAt reads the token at i as a verb that acts, if it is one: a
// known verb in a verb's place (see verbPlace), not negated.
func verbAt(ts []string, i int) (form, bool) {
	for _, b := range bases(ts[i]) {
		if !knownVerb(b.word) {
			continue
		}
		if verbPlace(ts, i, b, 0) && !negated(ts, i) {
			return b, true
		}
	}
	return form{}, false
}

// verbPlace reports whether the token at i stands where a verb acts:
// first in its clause (Sends, Send), after a subject, a modal, "to" or
// an adverb (it sends, will send, to send, permanently deletes), after
// a form of "be" as a participle (will be deleted), or joined by "and",
// "or" or a comma to a verb in such a place (create and send). "Lists
// the posts" and "messages sent" are not.
func verbPlace(ts []string, i int, b form, depth int) bool {
	if depth > maxChain {
		return false
	}
	if i == 0 {
		return b.end != "ed"
	}
	prev := ts[i-1]
	switch prev {
	case "#", "it", "this", "that", "which", "who", "tool", "will", "can", "may", "might", "should", "must",
		"to", "then", "also", "automatically", "immediately", "directly", "actually", "you", "we", "i",
		"function", "endpoint", "command", "operation", "action", "and/or", "instantly", "first":
		return b.end != "ed"
	case "be":
		// what will be done, not what can be or is: "will be deleted",
		// "scheduled to be published", not "can be published later",
		// "may be truncated", "want to be notified", "requires the flag
		// to be enabled"
		if i >= 2 && ts[i-2] == "to" &&
			slices.ContainsFunc(ts[:i], func(w string) bool { return w == "requires" || w == "require" || w == "required" }) {
			return false
		}
		return b.end == "ed" && i >= 2 && (ts[i-2] == "will" || ts[i-2] == "then" ||
			ts[i-2] == "to" && (i < 3 || ts[i-3] != "want" && ts[i-3] != "like" && ts[i-3] != "need"))
	case "later":
		// "for later editing or sending": what may be done with it later
		return b.end != "ed" && !(b.end == "ing" && i >= 2 && ts[i-2] == "for")
	case "get", "gets":
		return b.end == "ed"
	case ",":
		if b.end == "ing" {
			return true // "Removes the database, deleting its files"
		}
		fallthrough
	case "and", "or", "&":
		// joined to the verb before it in the clause, when that one
		// stands in a verb's place: "Creates a file or overwrites it",
		// not "Retrieves charges and refunds"
		for j := i - 2; j >= 0 && j >= i-10; j-- {
			for _, pb := range bases(ts[j]) {
				if pb.end == b.end && chainVerb(pb.word) {
					return verbPlace(ts, j, pb, depth+1)
				}
			}
		}
		return false
	}
	if strings.HasSuffix(prev, "ly") && prev != "only" && len(prev) > 4 {
		return b.end != "ed" // "permanently deletes", not "recently sent"
	}
	return false
}

// maxChain bounds how many verbs a conjunction chain is followed back
// through ("list, get, create, update or delete" is four), so a clause
// of a thousand commas costs no more than a short one.
const maxChain = 8

// negated reports whether a negation stands in the four tokens before i
// within its part of the clause: does not send, never deletes, without
// notifying, instead of publishing.
func negated(ts []string, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		switch ts[j] {
		case "not", "never", "no", "without", "nor", "neither", "instead",
			"doesn't", "don't", "won't", "can't", "isn't", "aren't", "wouldn't", "shouldn't", "didn't", "cannot":
			return true
		case ",":
			return false
		}
	}
	return false
}

// objectAt reports whether the token at i starts an object: an article,
// a pronoun, a quantifier or a number. A verb that is also a common noun
// (post, order, share, charge) counts only so: "Post a message", not
// "Posts from a user".
func objectAt(ts []string, i int) bool {
	if i >= len(ts) {
		return false
	}
	switch w := ts[i]; w {
	case "a", "an", "the", "this", "that", "these", "those", "it", "them", "one", "all", "any", "each",
		"every", "your", "my", "our", "their", "his", "her", "its", "some", "multiple", "new", "money",
		"funds", "to", "up", "out", "down", "back", "on", "off":
		return true
	default:
		return w[0] >= '0' && w[0] <= '9'
	}
}

// nounAfter reads a verb that changes (create, add, update, set) with
// what it acts on in the eight tokens after it: a role or a key is
// access, a payment money, a comment outward, settings production.
func nounAfter(ts []string, i int, verb string) (string, bool) {
	if !actVerb(verb) && verbClass(verb) == "" {
		return "", false
	}
	for j := i + 1; j < len(ts) && j <= i+8; j++ {
		switch ts[j] {
		case "draft", "drafts", "pending":
			return "", false
		case "with", "using", "via", "by", "from", "whose", "where", "that", "which", "if", "when", "in":
			// what the made thing has, not what is made: "Creates a
			// dataset with access settings"
			return "", false
		}
		if tradingRisk(ts, j) && actVerb(verb) {
			return Money, true
		}
		if c := nounClass(ts, j); c != "" && nounVerb(c, verb) && !localObject(ts, i, verb) && !passwordMadeUp(ts, i, j, verb) {
			return c, true
		}
	}
	return "", false
}

// nounVerb reports whether a verb acting on a noun of class c has that
// class's effect: a comment or a payment made (not one edited), a role
// or a key made or changed, settings changed (not made with a thing).
func nounVerb(c, verb string) bool {
	switch c {
	case Outward, Money:
		switch verb {
		case "create", "add", "write", "leave", "submit", "schedule", "place", "make", "issue", "execute",
			"initiate", "process", "insert", "upsert", "put":
			return true
		case "send", "transfer", "move", "withdraw", "capture":
			return c == Money
		}
		return false
	case Access:
		return verbClass(verb) != Money // "Swap tokens": a currency's
	case Production:
		switch verb {
		case "create", "add", "make", "generate", "register", "insert", "put", "write", "leave", "override", "allow":
			return false
		}
	}
	return true
}

// secretReturned finds a verb that hands something back (returns,
// reveals, includes, gets) followed by a secret (a password, a token, an
// API key, credentials) in a clause that does not say it is masked.
func secretReturned(ts []string) (int, bool) {
	for _, w := range ts {
		switch w {
		case "masked", "redacted", "obfuscated", "hidden", "without", "excluding", "omitted", "never", "not":
			return 0, false
		}
	}
	vars := slices.Contains(ts, "variables") || slices.Contains(ts, "vars")
	values := slices.Contains(ts, "values") || slices.Contains(ts, "value")
	for i := range ts {
		ok := false
		for _, b := range bases(ts[i]) {
			ok = ok || returnVerb(b.word) || b.word == "list" && vars && values
		}
		if !ok {
			continue
		}
		for j := i + 1; j < len(ts) && j <= i+12; j++ {
			switch ts[j] {
			case "using", "with", "via", "by", "through", "for", "from":
				j = len(ts)
				continue
			case "to":
				// "available to the current auth token", "visible to
				// your API key", "attached to my API key": the caller's
				// credential says whose view is read, it is not handed
				// back.
				switch strings.TrimPrefix(ts[j-1], "^") {
				case "available", "visible", "accessible", "scoped", "granted", "limited", "restricted",
					"attached", "linked", "tied", "bound", "belonging":
					j = len(ts)
					continue
				}
			case "names", "ids", "metadata":
				// "Returns the names of the API keys": what names them.
				// A list of keys may carry them: it raises.
				if j+1 < len(ts) && ts[j+1] == "of" {
					j = len(ts)
					continue
				}
			case "details", "information", "info":
				// "Returns the details of the current ACL token",
				// "information about the API token": what describes it,
				// unless the clause says its value comes too
				if j+1 < len(ts) && (ts[j+1] == "of" || ts[j+1] == "about") && !values &&
					!slices.Contains(ts, "plaintext") && !slices.Contains(ts, "secretid") {
					j = len(ts)
					continue
				}
			}
			if secretNoun(ts, j) || vars && values && (ts[j] == "variables" || ts[j] == "vars") {
				return i, true
			}
		}
	}
	return 0, false
}

// localObject reports a verb whose object keeps it on this machine or
// makes it mean "allow": keys sent to an element or a terminal
// ("Sends keys", "send a control character"), a feature that "enables
// agents to" do something.
func localObject(ts []string, i int, verb string) bool {
	for j := i + 1; j < len(ts) && j <= i+4; j++ {
		switch w := ts[j]; {
		case verb == "send" && (w == "keys" || w == "key" || w == "keystrokes" || w == "keystroke" ||
			w == "character" || w == "characters" || w == "input" || w == "signal"):
			return true
		case (verb == "enable" || verb == "disable" || verb == "allow") && w == "to":
			return true // "allowing you to see", "enables agents to"
		case (verb == "enable" || verb == "disable") && (w == "javascript" || w == "js" || w == "rendering"):
			return true // how a page is fetched: "enable JavaScript rendering"
		case verb == "forward" && (w == "port" || w == "ports"):
			return true
		case verbClass(verb) == Irreversible && (w == "cache" || w == "caches"):
			return true // a cache fills again
		case verbClass(verb) == Production && desktopObject(ts, j, verb):
			return true // "Activate a window", "Release a keyboard key", "release its resources"
		case (verb == "resize" || verb == "scale") && (w == "image" || w == "images" || w == "photo" || w == "photos" ||
			w == "picture" || w == "pictures" || w == "thumbnail" || w == "thumbnails"):
			return true // a picture's size, not a service's
		}
	}
	if verbClass(verb) == Irreversible {
		// "Wipe all browser logs from memory": the tool's own buffer
		for j := i + 2; j < len(ts) && j <= i+8; j++ {
			if ts[j] == "memory" && (ts[j-1] == "from" || ts[j-1] == "in") {
				return true
			}
		}
	}
	if verb == "call" {
		// a person is called; an API, a function or a tool is not
		for j := i + 1; j < len(ts) && j <= i+4; j++ {
			switch ts[j] {
			case "phone", "number", "someone", "contact", "customer", "person", "user", "recipient":
				return false
			}
		}
		return true
	}
	return false
}

// passwordMadeUp reports a random password generated for the caller to
// read ("Generate a cryptographically secure random password"): a new
// string, nothing stored or set. One the clause puts on an account, a
// user or an item ("Generates a random password for the user and sets
// it") is a credential changed.
func passwordMadeUp(ts []string, i, j int, verb string) bool {
	if verb != "generate" || !strings.HasPrefix(ts[j], "password") && !strings.HasPrefix(ts[j], "passphrase") {
		return false
	}
	random := false
	for _, w := range ts[i+1 : j] {
		random = random || w == "random" || w == "secure" || w == "strong"
	}
	for _, w := range ts {
		switch strings.TrimPrefix(w, "^") {
		case "user", "users", "account", "accounts", "login", "logins", "member", "members", "set", "sets", "reset",
			"resets", "assign", "assigns", "store", "stores", "save", "saves", "item", "items", "vault", "vaults", "rotate":
			return false
		}
	}
	return random
}

// desktopObject reports what a production verb acts on when it drives
// this machine's desktop or frees what a local session held: a window
// or a tab brought forward ("Activate a window"), a key or a mouse
// button let go ("Release a specific keyboard key"), a session's own
// resources freed ("close the session and release its resources").
// None is a service others use; a release of software names none, and
// a maintenance or backup window enabled, or a button disabled, is a
// service's setting.
func desktopObject(ts []string, j int, verb string) bool {
	prev, _ := around(ts, j)
	switch ts[j] {
	case "window", "windows", "tab", "tabs":
		switch prev {
		case "maintenance", "backup", "release", "deployment", "deploy", "change", "freeze", "time", "sliding", "rolling":
			return false
		}
		return verb == "activate" || verb == "deactivate" || verb == "resize"
	case "keyboard", "mouse", "button", "buttons":
		return verb == "release"
	case "resources":
		return verb == "release"
	}
	return false
}

// question reports a clause that asks ("How do I configure pipelines",
// "What does a deploy do"): an example of a question the tool answers,
// not what it does.
func question(ts []string) bool {
	if len(ts) < 2 {
		return false
	}
	switch ts[0] {
	case "how", "what", "why", "where", "which":
		switch ts[1] {
		case "do", "does", "did", "can", "could", "should", "to", "is", "are", "was", "were":
			return true
		}
	}
	return false
}

// toMachine reports a clause whose message goes to a program that
// answers: "Send a message to Nebula AI and get a response", "to a
// Vectara agent and get a response". Nobody else reads it.
func toMachine(ts []string) bool {
	machine, answer := false, false
	for i, w := range ts {
		switch strings.TrimPrefix(w, "^") {
		case "ai", "assistant", "agent", "bot", "chatbot", "llm", "model", "gpt":
			machine = true
		case "response", "answer", "reply", "completion":
			for k := i - 1; k >= 0 && k >= i-3; k-- {
				switch ts[k] {
				case "get", "gets", "receive", "receives", "return", "returns":
					answer = true
				}
			}
		}
	}
	return machine && answer
}
