package rules

import "strings"

// JMAP (RFC 8620, and RFC 8621 for mail) carries what a mail client does
// as a list of method calls, each [name, arguments, call id]; a server
// whose one tool takes that list (Fastmail's execute {methodCalls}) does
// what its methods do:
//
//   - EmailSubmission/set with create sends a message (RFC 8621, 7.5);
//
//   - any /set with destroy deletes those records for good (RFC 8620,
//     5.3: "ids for records to permanently delete"), a mailbox with its
//     mail;
//
//   - a list of only the standard reads (/get, /changes, /query,
//     /queryChanges; RFC 8620, 5.1 to 5.6) reads;
//
//   - an argument given by a result reference (RFC 8620, 3.7: "#destroy"
//     with the ids an Email/query found) is that argument;
//
//   - a CalendarEvent/set with sendSchedulingMessages e-mails its
//     participants (RFC 8984's JMAP for Calendars), and a VacationResponse
//     switched on answers every sender (RFC 8621, 8): both send mail;
//
//   - shareWith given in a /set (RFC 9670, JMAP Sharing) lets other
//     people read or change the mailbox or calendar, and a SieveScript/set
//     that activates a script (RFC 9661) changes where incoming mail
//     goes: both change who reaches the mail. So do a PushSubscription
//     created (RFC 8620, 7.2: the server posts every change of the
//     account to its URL) and an Identity given a replyTo or bcc (RFC
//     8621, 6: where the replies to, or a copy of, each message sent
//     from it go).
//
// A /set that only creates or updates (a draft kept, a message marked
// read) is left to the other rules.
func jmapCalls(f *toolFacts, args map[string]any) {
	calls, ok := args["methodCalls"].([]any)
	if !ok {
		return
	}
	reads := len(calls) > 0
	for _, c := range calls {
		triple, ok := c.([]any)
		if !ok || len(triple) < 2 {
			reads = false
			continue
		}
		name, _ := triple[0].(string)
		a, _ := triple[1].(map[string]any)
		if a == nil {
			reads = false
			continue
		}
		reads = reads && jmapRead(name)
		if !strings.HasSuffix(strings.ToLower(name), "/set") {
			continue
		}
		arg := func(k string) any {
			if v := a[k]; nonEmpty(v) {
				return v
			}
			return a["#"+k]
		}
		switch kind, _, _ := strings.Cut(strings.ToLower(name), "/"); {
		case kind == "emailsubmission" && nonEmpty(arg("create")):
			f.kinds = append(f.kinds, "jmap", "submission")
		case kind == "calendarevent" && a["sendSchedulingMessages"] == true && (nonEmpty(arg("create")) || nonEmpty(arg("update")) || nonEmpty(arg("destroy"))):
			f.kinds = append(f.kinds, "jmap", "submission")
		case kind == "vacationresponse" && jmapSets(arg("update"), "isEnabled", true):
			f.kinds = append(f.kinds, "jmap", "submission")
		case kind == "sievescript" && (nonEmpty(a["onSuccessActivateScript"]) || nonEmpty(a["#onSuccessActivateScript"])):
			f.kinds = append(f.kinds, "jmap", "access")
		case kind == "pushsubscription" && nonEmpty(arg("create")):
			f.kinds = append(f.kinds, "jmap", "access")
		case kind == "identity" && (jmapSets(arg("create"), "replyTo", nil) || jmapSets(arg("update"), "replyTo", nil) ||
			jmapSets(arg("create"), "bcc", nil) || jmapSets(arg("update"), "bcc", nil)):
			f.kinds = append(f.kinds, "jmap", "access")
		}
		if jmapSets(arg("create"), "shareWith", nil) || jmapSets(arg("update"), "shareWith", nil) {
			f.kinds = append(f.kinds, "jmap", "access")
		}
		if nonEmpty(arg("destroy")) {
			f.kinds = append(f.kinds, "jmap", "destroy")
		}
	}
	if reads {
		f.class, f.verb = verbRead, "get"
	}
}

// jmapRead reports whether a JMAP method is one of the standard methods
// that only read (RFC 8620, 5.1 to 5.6): Type/get, /changes, /query,
// /queryChanges. Method names are case-sensitive.
func jmapRead(name string) bool {
	typ, method, ok := strings.Cut(name, "/")
	if !ok || typ == "" {
		return false
	}
	switch method {
	case "get", "changes", "query", "queryChanges":
		return true
	}
	return false
}

// jmapResultRef reports whether an object is a JMAP ResultReference
// (RFC 8620, 3.7): resultOf, name and path, the path a JSON Pointer into
// that call's result, not a file.
func jmapResultRef(obj map[string]any) bool {
	if len(obj) != 3 {
		return false
	}
	_, r := obj["resultOf"].(string)
	n, _ := obj["name"].(string)
	p, _ := obj["path"].(string)
	return r && strings.Contains(n, "/") && strings.HasPrefix(p, "/")
}

// jmapSets reports whether a /set's create or update map gives one of
// its records the property key (or a patch of it, "key/..."), with the
// value want when want is not nil, else with any value but null or an
// empty one.
func jmapSets(records any, key string, want any) bool {
	m, ok := records.(map[string]any)
	if !ok {
		return false
	}
	for _, r := range m {
		props, ok := r.(map[string]any)
		if !ok {
			continue
		}
		for k, v := range props {
			if k != key && !strings.HasPrefix(k, key+"/") {
				continue
			}
			if want != nil && v == want || want == nil && nonEmpty(v) && v != false {
				return true
			}
		}
	}
	return false
}
