package rules

import "strings"

// JMAP (RFC 8620, and RFC 8621 for mail) carries what a mail client does
// as a list of method calls, each [name, arguments, call id]; a server
// whose one tool takes that list (Fastmail's execute {methodCalls}) does
// what its methods do:
//   - EmailSubmission/set with create sends a message (RFC 8621, 7.5);
//   - any /set with destroy deletes those records for good (RFC 8620,
//     5.3: "ids for records to permanently delete"), a mailbox with its
//     mail;
//   - an argument may be given as a reference to an earlier call's
//     result, under its name with "#" before it (RFC 8620, 3.7:
//     "#destroy"), and does the same;
//   - a list of only the standard reads (/get, /changes, /query,
//     /queryChanges; RFC 8620, 5.1 to 5.6) reads.
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
		if !strings.HasSuffix(name, "/set") {
			continue
		}
		if strings.EqualFold(name, "EmailSubmission/set") && jmapArg(a, "create") {
			f.kinds = append(f.kinds, "jmap", "submission")
		}
		if jmapArg(a, "destroy") {
			f.kinds = append(f.kinds, "jmap", "destroy")
		}
	}
	if reads {
		f.class, f.verb = verbRead, "get"
	}
}

// jmapArg reports whether a method's arguments give name, as a value or
// as a reference to another call's result ("#" and the name).
func jmapArg(a map[string]any, name string) bool {
	return nonEmpty(a[name]) || nonEmpty(a["#"+name])
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
