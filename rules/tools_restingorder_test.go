package rules

import "testing"

// An exchange's or a broker's resting order cancelled by its market (a
// symbol, a pair, an instrument, an order book's market) or named as
// pending or open is the account's own order taken off the book: yellow.
// Spellings from the exchanges' APIs (Binance DELETE /api/v3/order and
// openOrders take the symbol, Bybit's cancel-order and cancel-all its
// category and symbol, Kraken's CancelOrder a txid, MetaTrader a pending
// order's ticket). Twins that stay held: an order placed or changed, a
// position closed, a withdrawal cancelled, a shop's order cancelled (a
// customer's, with or without its refund and notice), a cancel that
// names more than the order.
func TestToolRestingOrderCancel(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__cex__cancel_order", `{"symbol":"BTCUSDT","orderId":4412}`, Yellow, "tool-resting-order-cancel"},
		{"mcp__cex__cancelOpenOrders", `{"symbol":"ETHBTC"}`, Yellow, "tool-resting-order-cancel"},
		{"mcp__derivs__cancel_all_orders", `{"category":"linear","symbol":"SOLUSDT"}`, Yellow, "tool-resting-order-cancel"},
		{"mcp__spotdesk__cancel-order", `{"pair":"XBTUSD","txid":"OQCLML-BW3P3-BUCMWZ"}`, Yellow, "tool-resting-order-cancel"},
		{"mcp__fx__cancel_pending_order", `{"ticket":5512}`, Yellow, "tool-resting-order-cancel"},
		{"mcp__fx__cancel_pending_orders_by_symbol", `{"symbol":"EURUSD"}`, Yellow, "tool-resting-order-cancel"},
		{"mcp__futures__cancel_order", `{"instrument_name":"BTC-PERPETUAL","order_id":"o-1"}`, Yellow, "tool-resting-order-cancel"},
		{"mcp__dexbook__cancel_limit_order", `{"orderId":"0xabc"}`, Yellow, "tool-resting-order-cancel"},
		// Twins that stay held.
		{"mcp__cex__create_order", `{"symbol":"BTCUSDT","side":"BUY","type":"MARKET","quantity":1}`, Red, "tool-money"},
		{"mcp__cex__modify_order", `{"symbol":"BTCUSDT","orderId":4412,"price":"61000"}`, Red, "tool-money"},
		{"mcp__fx__close_position", `{"symbol":"EURUSD","ticket":9}`, Red, ""},
		{"mcp__cex__cancel_withdrawal", `{"symbol":"USDT","id":"w-1"}`, Red, "tool-destructive"},
		{"mcp__shop__cancel_order", `{"order_id":"1001"}`, Red, "tool-destructive"},
		{"mcp__shop__cancel_order", `{"order_id":"1001","refund":true,"notify_customer":true}`, Red, "tool-destructive"},
		{"mcp__shop__cancel_pending_order", `{"order_id":"1001"}`, Red, "tool-destructive"},
		{"mcp__shop__cancelOpenOrders", `{"customer_id":"c-9"}`, Red, "tool-destructive"},
		{"mcp__shop__cancel_open_order", `{"order_id":"1001","reason":"customer changed mind","notify":true}`, Red, "tool-destructive"},
		{"mcp__cex__cancel_order", `{"symbol":"BTCUSDT","orderId":4412,"email":"ops@acme.example"}`, Red, "tool-destructive"},
		{"mcp__cex__cancel_order_and_withdraw", `{"symbol":"BTCUSDT","orderId":4412}`, Red, ""},
		{"mcp__billing__cancel_subscription", `{"subscription_id":"sub_1","symbol":"x"}`, Red, ""},
	})
}
