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
//     mail.
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
//     goes: both change who reaches the mail.
//
// Reads (/get, /query, /changes) and a /set that only creates or updates
// (a draft kept, a message marked read) are left to the other rules.
func jmapCalls(f *toolFacts, args map[string]any) {
	calls, ok := args["methodCalls"].([]any)
	if !ok {
		return
	}
	for _, c := range calls {
		triple, ok := c.([]any)
		if !ok || len(triple) < 2 {
			continue
		}
		name, _ := triple[0].(string)
		a, _ := triple[1].(map[string]any)
		if a == nil || !strings.HasSuffix(strings.ToLower(name), "/set") {
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
		}
		if jmapSets(arg("create"), "shareWith", nil) || jmapSets(arg("update"), "shareWith", nil) {
			f.kinds = append(f.kinds, "jmap", "access")
		}
		if nonEmpty(arg("destroy")) {
			f.kinds = append(f.kinds, "jmap", "destroy")
		}
	}
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
