# UniFi Network (home and office network gear) and Coinbase Advanced
# Trade. Descriptions and annotations from catalog.json.
U = "unifi"
C = "coinbase"


def c(server, tool, want, inp, why):
    return dict(server=server, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c(U, "unifi_block_client", "red", {"mac_address": "a4:83:e7:12:9c:0f", "confirm": True},
      "cuts a device off the network: a person loses access"),
    c(U, "unifi_create_port_forward", "red",
      {"port_forward_data": {"name": "nas-ssh", "dst_port": "2222", "fwd": "192.168.1.20", "fwd_port": "22", "proto": "tcp", "src": "any", "enabled": True}, "confirm": True},
      "exposes an internal SSH port to the internet: firewall"),
    c(U, "unifi_delete_wlan", "red", {"wlan_id": "64f1b2c3d4e5f60718293a4b", "confirm": True},
      "deletes a Wi-Fi network: every client on it drops"),
    c(U, "unifi_upgrade_device", "red", {"mac_address": "74:ac:b9:3e:01:aa", "confirm": True},
      "flashes firmware on a gateway: outage and hard to roll back"),
    c(U, "unifi_reboot_device", "red", {"mac_address": "74:ac:b9:3e:01:aa", "confirm": True},
      "reboots the gateway: network outage"),
    c(U, "unifi_toggle_firewall_policy", "red", {"policy_id": "65a0c1d2e3f4a5b6c7d8e9f0", "confirm": True},
      "switches a firewall policy on or off: firewall"),
    c(U, "unifi_create_voucher", "red", {"expire_minutes": 1440, "count": 5, "quota": 1, "note": "conference guests", "confirm": True},
      "issues guest network access codes: access"),
    c(U, "unifi_update_wlan", "red", {"wlan_id": "64f1b2c3d4e5f60718293a4b", "update_data": {"x_passphrase": "new-office-key-2027"}, "confirm": True},
      "changes the Wi-Fi password: everyone is disconnected, access"),
    c(U, "unifi_create_backup", "yellow", {"confirm": True},
      "writes a new controller backup file: reversible, no one affected"),
    c(U, "unifi_list_clients", "green", {"filter_type": "wireless", "limit": 50}, "lists clients: read"),
    c(U, "unifi_get_device_details", "green", {"mac_address": "74:ac:b9:3e:01:aa"}, "one device: read"),
    c(U, "unifi_get_wlan_details", "green", {"wlan_id": "64f1b2c3d4e5f60718293a4b"}, "one Wi-Fi network's settings: read"),
    c(U, "unifi_get_ips_events", "green", {}, "intrusion events: read"),

    c(C, "create_order", "red",
      {"clientOrderId": "mcp-7f1e2a", "productId": "BTC-USD", "side": "BUY", "orderConfiguration": {"marketMarketIoc": {"quoteSize": "250"}}},
      "buys 250 USD of bitcoin: money"),
    c(C, "cancel_orders", "red", {"orderIds": ["0a1b2c3d-4e5f-6789-abcd-ef0123456789"]},
      "cancels a live order: trading action"),
    c(C, "close_position", "red", {"clientOrderId": "mcp-close-11", "productId": "ETH-PERP-INTX"},
      "closes a leveraged position at market: money"),
    c(C, "commit_convert_trade", "red", {"tradeId": "c0ffee00-1111-2222-3333-444455556666", "fromAccount": "5e2b1a0c-7d3f-4e21-9c88-1a2b3c4d5e6f", "toAccount": "8f7e6d5c-4b3a-4291-8e7d-6c5b4a392817"},
      "executes a currency conversion: money"),
    c(C, "move_portfolio_funds", "red",
      {"funds": {"value": "1000", "currency": "USD"}, "sourcePortfolioUuid": "9b1d3c55-aaaa-bbbb-cccc-000000000001", "targetPortfolioUuid": "9b1d3c55-aaaa-bbbb-cccc-000000000002"},
      "moves 1000 USD between portfolios: money"),
    c(C, "delete_portfolio", "red", {"portfolioUuid": "9b1d3c55-aaaa-bbbb-cccc-000000000002"}, "deletes a portfolio"),
    c(C, "preview_order", "green",
      {"productId": "BTC-USD", "side": "BUY", "orderConfiguration": {"marketMarketIoc": {"quoteSize": "250"}}},
      "previews an order without placing it: the name says preview"),
    c(C, "list_accounts", "green", {}, "balances: read"),
    c(C, "get_product_candles", "green", {"productId": "ETH-USD", "start": "2026-12-01T00:00:00Z", "end": "2026-12-02T00:00:00Z", "granularity": "ONE_HOUR"},
      "candles: read"),
    c(C, "calculate_rsi", "green", {"candles": [{"start": "1733011200", "open": "3610.1", "high": "3644.0", "low": "3598.2", "close": "3633.5", "volume": "912.4"}], "period": 14},
      "pure calculation: read"),
]
