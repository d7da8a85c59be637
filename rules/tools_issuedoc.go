package rules

import (
	"slices"

	"gatesh/toolcall"
)

// An ERP's or an invoicing app's validate of a business document that it
// names by its record (Dolibarr's validate_invoice {invoice_id},
// validate_proposal, validate_order) issues it, as submit and post do:
// it takes its number, goes to the customer or the books, and can no
// longer be deleted, only cancelled by another document. A validate
// handed the document itself (a file, its XML, its fields) checks it.

// issuesDocument reports whether a read whose verb is validate names a
// business document by its record alone.
func issuesDocument(v nameVerb, args map[string]any) bool {
	if v.verb != "validate" || !slices.ContainsFunc(v.objects, businessDocument) || len(args) == 0 {
		return false
	}
	for k, a := range args {
		switch a.(type) {
		case string, float64:
		default:
			return false
		}
		if !slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
			switch w {
			case "id", "ids", "ref", "number", "no", "name", "notrigger", "idwarehouse", "warehouse":
				return true
			}
			return false
		}) {
			return false
		}
	}
	return true
}

// businessDocument reports whether a word names a document of trade or
// accounting that is issued: an invoice, a bill, a quote, an order, a
// credit note, a shipment, a contract, an expense report, a journal's
// entry.
func businessDocument(w string) bool {
	switch w {
	case "invoice", "invoices", "bill", "bills", "proposal", "proposals", "quote", "quotes", "quotation", "quotations",
		"order", "orders", "creditnote", "shipment", "shipments", "contract", "contracts", "expensereport", "intervention",
		"interventions", "receipt", "receipts", "journal", "entry", "voucher", "vouchers", "payment", "payments":
		return true
	}
	return false
}
