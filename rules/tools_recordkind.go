package rules

import (
	"strings"

	"gatesh/toolcall"
)

// A generic record tool (an ERP's or an ORM's create_record, write,
// insert_document) says what kind of record it makes in an argument, its
// model or document type (mcp-fix10, issue 31): [tools.args] kinds reads
// model, doctype and sobject as it reads kind and resource_type
// (create_record {model: "res.users"} makes users, {model: "sale.order"}
// a sale order). A model may hold several kinds of record, told apart by
// a type field of the values written (an accounting entry's move_type
// "out_invoice" is a customer invoice): recordSubtypes reads those.

// recordSubtypes returns the words of the type fields (a key whose last
// word is type or kind: move_type, record_kind) in the objects of a call
// that names its record's kind by an argument of [tools.args] kinds.
// A call that names none returns nothing: a free-form object's type
// field may say anything.
func recordSubtypes(ts *toolSet, args map[string]any) []string {
	named := false
	for k, v := range args {
		if s, ok := v.(string); ok && s != "" && keyIn(k, ts.args.Kinds) {
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
