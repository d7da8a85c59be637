package rules

import (
	"strings"

	"gatesh/toolcall"
)

// A generic record tool (an ERP's or an ORM's create_record, write,
// insert_document) says what kind of record it makes in an argument, its
// model or document type (mcp-fix10, issue 31): [tools.args] records
// reads model, doctype and sobject as kinds reads kind and resource_type
// (create_record {model: "res.users"} makes users, {model: "sale.order"}
// a sale order), for a tool whose name says no more than that it acts on
// a record (recordKind): create_completion {model: "deepseek-chat"} or
// invoke {model: "gpt-4o"} names an AI model. A model may hold several
// kinds of record, told apart by a type field of the values written (an
// accounting entry's move_type "out_invoice" is a customer invoice):
// recordSubtypes reads those.

// recordKind reports whether an argument names the kind of record a
// generic record tool acts on: its key is one of [tools.args] records,
// the name's object is a record (recordTool), and the value is spelled
// as a model of records is (res.users, Sales Invoice, User), with no
// digit or hyphen, as an AI model's name has (gpt-4o, deepseek-chat).
func recordKind(ts *toolSet, k, v string, words []string) bool {
	return keyIn(k, ts.args.Records) && recordTool(words) && !strings.ContainsAny(v, "-0123456789")
}

// recordTool reports whether the words of a tool's name say that it
// acts on a record: its object is a record, an entry, an item, an
// object or a document (create_record, insert_document, search_read).
func recordTool(words []string) bool {
	for _, w := range words {
		switch w {
		case "document", "documents", "doc", "docs":
			return true
		}
		if genericRecord(w) {
			return true
		}
	}
	return false
}

// recordSubtypes returns the words of the type fields (a key whose last
// word is type or kind: move_type, record_kind) in the objects of a call
// that names its record's kind by an argument of [tools.args] kinds, or
// of records for a record tool (recordKind). A call that names none
// returns nothing: a free-form object's type field may say anything.
func recordSubtypes(ts *toolSet, args map[string]any, words []string) []string {
	named := false
	for k, v := range args {
		if s, ok := v.(string); ok && s != "" && (keyIn(k, ts.args.Kinds) || recordKind(ts, k, s, words)) {
			named = true
		}
	}
	if !named {
		return nil
	}
	var kinds []string
	for _, k := range sortedKeys(args) {
		obj, ok := args[k].(map[string]any)
		if !ok {
			continue
		}
		for _, ik := range sortedKeys(obj) {
			s, ok := obj[ik].(string)
			ws := toolcall.Words(ik)
			if !ok || len(s) > 60 || strings.ContainsAny(s, " \t\n/") || len(ws) < 2 {
				continue
			}
			if last := ws[len(ws)-1]; last == "type" || last == "kind" {
				kinds = append(kinds, toolcall.Words(s)...)
			}
		}
	}
	return kinds
}
