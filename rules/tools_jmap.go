package rules

import "strings"

// JMAP (RFC 8620, and RFC 8621 for mail) carries what a mail client does
// as a list of method calls, each [name, arguments, call id]; a server
// whose one tool takes that list (Fastmail's execute {methodCalls}) does
// what its methods do:
//   - EmailSubmission/set with create sends a message (RFC 8621, 7.5);
//   - any /set with destroy deletes those records for good (RFC 8620,
//     5.3: "ids for records to permanently delete"), a mailbox with its
//     mail.
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
		if a == nil || !strings.HasSuffix(name, "/set") {
			continue
		}
		if strings.EqualFold(name, "EmailSubmission/set") && nonEmpty(a["create"]) {
			f.kinds = append(f.kinds, "jmap", "submission")
		}
		if nonEmpty(a["destroy"]) {
			f.kinds = append(f.kinds, "jmap", "destroy")
		}
	}
}
