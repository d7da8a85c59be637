package mcpdesc

import (
	"slices"
	"strings"

	"gatesh/toolcall"
)

// What an input schema's properties say a call does, whatever the tool
// is called or its description says: an amount beside a recipient moves
// money, a signed transaction is broadcast, an order's side buys or
// sells, a visibility of "public" shows the thing to anyone. Each
// applies to a call that gives the argument (or chooses the value). A
// tool whose description reads as a query (Lists, Gets, Searches,
// Estimates) carries such properties as filters, and they say nothing.

// addEffectProps keeps what the properties say, unless the description
// reads as a query.
func (r *reader) addEffectProps(description string, props []prop) {
	if queryDescription(description) {
		return
	}
	for _, p := range props {
		ws := toolcall.Words(p.name)
		q := "argument " + p.path
		switch {
		case signedTransaction(ws):
			r.add(toolcall.Said{Class: Money, Quote: q + ": a signed transaction is broadcast", Arg: p.path})
		case amountWord(ws) && slices.ContainsFunc(props, func(o prop) bool {
			return parent(o.path) == parent(p.path) && recipient(o, props)
		}):
			r.add(toolcall.Said{Class: Money, Quote: q + ": an amount for a recipient", Arg: p.path})
		case p.typ == "boolean" && publicFlag(ws):
			r.add(toolcall.Said{Class: Outward, Quote: q + ": made public", Arg: p.path, Default: p.defTrue})
		}
		for _, e := range p.enum {
			ev := toolcall.Words(e)
			switch {
			case len(ev) == 1 && (ev[0] == "public" || ev[0] == "everyone" || ev[0] == "anyone") && audienceWord(ws):
				r.add(toolcall.Said{Class: Outward, Quote: q + ": " + quote(e), Arg: p.path, Value: e,
					Default: p.defVal == e})
			case len(ev) == 1 && (ev[0] == "sell" || ev[0] == "buy") && slices.Contains(ws, "side"):
				r.add(toolcall.Said{Class: Money, Quote: q + ": " + quote(e), Arg: p.path, Value: e,
					Default: p.defVal == e})
			}
		}
	}
}

// queryDescription reports a description whose first words are a read:
// "Lists the transfers", "Get orders by side", "Estimate the fee".
func queryDescription(description string) bool {
	cs := clauses(description)
	return len(cs) > 0 && queryStart(tokens(cs[0]))
}

// queryStart reports a clause that begins with a read: "Lists the
// transfers", "Use this tool to search", "Get the public URL".
func queryStart(ts []string) bool {
	// "Use this tool to list", "This endpoint lists": the verb after
	// the words that name the tool
	for len(ts) > 1 {
		switch ts[0] {
		case "use", "this", "tool", "to", "function", "endpoint", "it", "will", "you", "can", "the", "a", "an", "lets", "allows":
			ts = ts[1:]
			continue
		}
		break
	}
	if len(ts) == 0 {
		return false
	}
	for _, b := range bases(ts[0]) {
		if returnVerb(b.word) && b.word != "export" && b.word != "output" && b.word != "decrypt" && b.word != "unmask" {
			return true
		}
		switch b.word {
		case "search", "find", "query", "count", "look", "check", "estimate", "simulate", "quote", "preview",
			"decode", "validate", "calculate", "compute", "lookup", "filter", "describe", "inspect", "verify":
			return true
		}
	}
	return false
}

// signedTransaction names a transaction already signed: signedTx,
// signed_transaction, raw_transaction, rawTx, serialized_tx.
func signedTransaction(ws []string) bool {
	tx := slices.Contains(ws, "transaction") || slices.Contains(ws, "tx") || slices.Contains(ws, "txn")
	return tx && (slices.Contains(ws, "signed") || slices.Contains(ws, "raw") || slices.Contains(ws, "serialized"))
}

// amountWord names an amount to move, not a bound of a filter: amount,
// amountWei, amount_in; not min_amount, amount_limit.
func amountWord(ws []string) bool {
	if !slices.Contains(ws, "amount") && !slices.Contains(ws, "amounts") {
		return false
	}
	for _, w := range ws {
		switch w {
		case "min", "max", "minimum", "maximum", "limit", "threshold", "gt", "lt", "gte", "lte", "from", "range":
			return false
		}
	}
	return true
}

// recipient reports a property that names who receives: toAddress,
// recipient, destination_account, payee, beneficiary; a bare "to" when
// no "from" stands beside it, or when its description says an address
// or an account ({amount, from, to} converts currencies).
func recipient(o prop, props []prop) bool {
	ws := toolcall.Words(o.name)
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "recipient", "recipients", "payee", "beneficiary", "destination", "receiver":
		return true
	case "to":
		if len(ws) > 1 {
			return true // to_address, toAccount, to_wallet
		}
		from := slices.ContainsFunc(props, func(f prop) bool {
			return parent(f.path) == parent(o.path) && f.name == "from"
		})
		if !from {
			return true
		}
		for _, w := range tokens(o.desc) {
			switch w {
			case "address", "account", "wallet", "recipient", "payee", "iban":
				return true
			}
		}
	}
	return false
}

// publicFlag names a switch that makes a thing public: public,
// is_public, makePublic, publicly_listed.
func publicFlag(ws []string) bool {
	return slices.Contains(ws, "public") || slices.Contains(ws, "publicly")
}

// audienceWord names who may see a thing: visibility, privacy,
// privacy_status, access_level, sharing, audience.
func audienceWord(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "visibility", "privacy", "access", "sharing", "audience", "acl":
			return true
		}
	}
	return false
}

// parent is the dotted path of what holds a property.
func parent(p string) string {
	if i := strings.LastIndexByte(p, '.'); i >= 0 {
		return p[:i]
	}
	return ""
}
