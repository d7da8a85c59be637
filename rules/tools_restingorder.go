package rules

import (
	"gatesh/toolcall"
)

// restingOrderCancel marks a call that cancels the account's own
// resting orders on an exchange's order book (cancel_order {symbol,
// orderId}, cancel_all_orders {symbol}, cancel_pending_orders_by_symbol):
// nothing is bought or sold, no money leaves, nobody is told, and the
// order is placed again in a moment. Exchanges' APIs cancel an order by
// its market (Binance, Bybit and Kraken take the symbol or pair, an
// on-chain order book its market), and a broker's pending order is the
// same thing: an order is one of the book when the call names its market
// (a symbol, a pair, an instrument), a broker's ticket, or the name says
// it rests (a limit order). A shop's pending or open order is a
// customer's: those words alone do not say it. It is yellow
// (tool-resting-order-cancel), not the red of a delete or of what moves
// money. A shop's order cancelled (a customer's, with its refund and its
// notice) names no market and stays held; so does a cancel that asks
// for a refund or a notice, and every order placed, changed or closed.
func restingOrderCancel(f *toolFacts, args map[string]any) {
	if f.verb != "cancel" || f.kind != KindMCP && f.kind != KindOther {
		return
	}
	// The words after the verb name only the order (cancel_all_orders,
	// cancel_pending_orders_by_symbol); what comes before it is the
	// product's (alpha_cancel_order). A second step (cancel_order_and_
	// withdraw) is judged as itself.
	order, resting, after := false, false, false
	for _, w := range f.own {
		switch w {
		case "cancel":
			after = true
		case "order", "orders":
			order = true
		case "limit", "resting":
			resting = true
		case "all", "by", "symbol", "symbols", "id", "ids", "pending", "open":
		default:
			if after {
				return
			}
		}
	}
	for _, w := range f.words {
		switch w {
		case "order", "orders", "pending", "open", "limit", "resting", "all", "by", "symbol":
		default:
			return // something else is cancelled too
		}
	}
	if !order {
		return
	}
	// Every argument names the order or its book: anything else (a
	// refund, a customer told, a withdrawal's address, a new order to
	// place, a position to close, steps that follow) is more than a
	// cancel, and the call is judged as before.
	for k, v := range args {
		if _, ok := v.(map[string]any); ok {
			return
		}
		for _, w := range toolcall.Words(k) {
			switch w {
			case "symbol", "symbols", "pair", "pairs", "ticker", "instrument", "market", "ticket":
				resting = true
			case "order", "orders", "id", "ids", "txid", "client", "orig", "cl", "ord", "name", "category", "kind", "type",
				"side", "product", "exchange", "recv", "window", "timestamp", "all", "link", "app", "escrow", "owner":
			default:
				if !isEmptyValue(v) {
					return
				}
			}
		}
	}
	if !resting {
		return
	}
	for _, k := range f.kinds {
		if k != "order" && k != "orders" {
			return // its arguments name more than the order
		}
	}
	f.class, f.words, f.kinds = verbWrite, []string{"restingorder"}, nil
}
