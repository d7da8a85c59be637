# More calls across the catalogs already read, plus Mapbox (all reads).
# Descriptions and annotations from catalog.json.


def c(server, tool, want, inp, why):
    return dict(server=server, tool=tool, want=want, input=inp, why=why)


CALLS = [
    # Mapbox
    c("mapbox", "search_and_geocode_tool", "green", {"q": "Alexanderplatz, Berlin", "limit": 3}, "geocodes a place: read"),
    c("mapbox", "directions_tool", "green", {"coordinates": [{"longitude": 13.4132, "latitude": 52.5219}, {"longitude": 13.3777, "latitude": 52.5163}], "routing_profile": "mapbox/walking"},
      "walking directions: read"),
    c("mapbox", "reverse_geocode_tool", "green", {"longitude": -0.1276, "latitude": 51.5072}, "reverse geocode: read"),
    c("mapbox", "category_search_tool", "green", {"category": "coffee", "proximity": {"longitude": 2.3522, "latitude": 48.8566}, "limit": 5}, "category search: read"),
    c("mapbox", "isochrone_tool", "green", {"coordinates": {"longitude": -122.4194, "latitude": 37.7749}, "profile": "mapbox/driving", "contours_minutes": [10, 20]}, "reachable area: read"),
    c("mapbox", "static_map_image_tool", "green", {"center": {"longitude": 139.6917, "latitude": 35.6895}, "zoom": 12, "size": {"width": 600, "height": 400}}, "renders a map image: read"),

    # Vultr
    c("vultr", "kubernetes_delete_kubernetes_cluster_with_resources", "red", {"cluster_id": "prod-k8s-fra"}, "deletes a cluster and its volumes and load balancers"),
    c("vultr", "ssh_keys_create", "red", {"name": "contractor-laptop", "ssh_key": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx contractor@laptop"}, "adds a key that new servers trust: access"),
    c("vultr", "managed_databases_delete", "red", {"database_id": "orders-pg"}, "deletes a managed database"),
    c("vultr", "managed_databases_create_user", "red", {"database_id": "orders-pg", "username": "reporting", "password": "R3p0rt-2026!"}, "creates a database login: access"),
    c("vultr", "regions_list", "green", {}, "lists regions: read"),
    c("vultr", "dns_get_domain", "green", {"domain": "example-shop.com"}, "one domain: read"),
    c("vultr", "instances_get_bandwidth", "green", {"instance_id": "web-prod-01"}, "bandwidth: read"),

    # UniFi
    c("unifi", "unifi_delete_firewall_policy", "red", {"policy_id": "65a0c1d2e3f4a5b6c7d8e9f1", "confirm": True}, "deletes a firewall policy"),
    c("unifi", "unifi_delete_network", "red", {"network_id": "64f1b2c3d4e5f60718293a50", "confirm": True}, "deletes a VLAN: devices on it lose connectivity"),
    c("unifi", "unifi_set_outlet_state", "red", {"mac_address": "f4:e2:c6:00:11:22", "outlet_index": 3, "state": "off", "confirm": True}, "cuts power to a PDU outlet: outage"),
    c("unifi", "unifi_archive_alarm", "yellow", {"alarm_id": "65b1c2d3e4f5a6b7c8d9e0f1", "confirm": True}, "archives one alarm: reversible"),
    c("unifi", "unifi_get_system_info", "green", {}, "controller info: read"),
    c("unifi", "unifi_get_network_health", "green", {}, "health: read"),
    c("unifi", "unifi_list_firewall_policies", "green", {"action": "BLOCK", "limit": 50}, "lists policies: read"),

    # MikroTik
    c("mikrotik", "remove_user", "red", {"name": "support"}, "removes a router user"),
    c("mikrotik", "add_wireguard_peer", "red", {"interface": "wg0", "public_key": "xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=", "allowed_address": "10.66.0.9/32", "comment": "laptop"},
      "lets a new VPN peer into the network: access"),
    c("mikrotik", "remove_route", "red", {"route_id": "*3"}, "removes a route: traffic breaks"),
    c("mikrotik", "list_filter_rules", "green", {"chain": "input"}, "lists firewall rules: read"),
    c("mikrotik", "list_interfaces", "green", {}, "lists interfaces: read"),
    c("mikrotik", "list_wireguard_peers", "green", {"interface": "wg0"}, "lists peers: read"),

    # Zabbix
    c("zabbix", "user_delete", "red", {"userids": ["31"]}, "deletes a monitoring user"),
    c("zabbix", "template_delete", "red", {"templateids": ["10564"]}, "deletes a template and what it monitors"),
    c("zabbix", "event_get", "green", {"time_from": 1764979200, "limit": 50}, "events: read"),
    c("zabbix", "trigger_get", "green", {"only_true": True, "min_severity": 3}, "triggers: read"),
    c("zabbix", "maintenance_get", "green", {}, "maintenance windows: read"),

    # Bitrise
    c("bitrise", "list_apps", "green", {}, "lists apps: read"),
    c("bitrise", "get_bitrise_yml", "green", {"app_slug": "d8db74e2675d54c4"}, "reads the CI config"),
    c("bitrise", "list_workspaces", "green", {}, "lists workspaces: read"),

    # Pipedrive
    c("pipedrive", "organizations_search", "green", {"term": "Northwind"}, "searches organizations: read"),
    c("pipedrive", "deals_get", "green", {"id": 4790}, "one deal: read"),
    c("pipedrive", "leads_search", "green", {"term": "webinar"}, "searches leads: read"),
    c("pipedrive", "roles_delete", "red", {"id": 5}, "deletes a role that users hold: access"),

    # Freshservice
    c("freshservice", "delete_change", "red", {"change_id": 311}, "deletes a change record"),
    c("freshservice", "update_agent", "red", {"agent_id": 2100033012, "role_ids": [2100000011]}, "changes an agent's roles: permissions"),
    c("freshservice", "get_all_agents", "green", {"page": 1}, "lists agents: read"),
    c("freshservice", "list_service_items", "green", {}, "service catalog: read"),

    # ServiceNow
    c("servicenow", "remove_group_members", "red", {"group_id": "477a05d153013010b846ddeeff7b1225", "members": ["beth.anglin"]}, "removes a person from a group: access"),
    c("servicenow", "list_articles", "green", {"query": "vpn", "limit": 10}, "knowledge articles: read"),
    c("servicenow", "get_change_request_details", "green", {"change_id": "CHG0030211"}, "one change: read"),
    c("servicenow", "list_workflows", "green", {"active": True}, "lists workflows: read"),

    # Ghost
    c("ghost", "offers_add", "red", {"name": "Black Friday", "code": "bf2026", "cadence": "year", "amount": 40, "duration": "once", "type": "percent", "tier": {"id": "6751c0f2a4b1e20001d3f100"}},
      "publishes a discount offer: prices and money"),
    c("ghost", "users_delete", "red", {"id": "6751c0f2a4b1e20001d3f200"}, "deletes a staff user"),
    c("ghost", "tags_browse", "green", {"limit": 50}, "lists tags: read"),
    c("ghost", "newsletters_browse", "green", {}, "lists newsletters: read"),

    # IDA
    c("ida", "list_funcs", "green", {"queries": [{"filter": "*crypt*", "count": 50}]}, "lists functions"),
    c("ida", "survey_binary", "green", {}, "binary overview: read"),
    c("ida", "imports", "green", {"offset": 0, "count": 100}, "imports: read"),

    # Dolt
    c("dolt", "show_tables", "green", {"working_database": "inventory", "working_branch": "main"}, "lists tables: read"),
    c("dolt", "list_dolt_branches", "green", {"working_database": "inventory", "working_branch": "main"}, "lists branches: read"),

    # Smartsheet
    c("smartsheet", "copy_sheet", "yellow", {"sheetId": "4583173393803140", "destinationId": "7960873114331012", "newName": "Budget 2027 (copy)"}, "copies a sheet: reversible"),
    c("smartsheet", "get_current_user", "green", {}, "current user: read"),
    c("smartsheet", "search_reports", "green", {"query": "weekly status"}, "searches reports: read"),

    # Coinbase
    c("coinbase", "edit_order", "red", {"orderId": "0a1b2c3d-4e5f-6789-abcd-ef0123456780", "price": "61250.00", "size": "0.05"}, "changes a live order's price and size: money"),
    c("coinbase", "get_best_bid_ask", "green", {"productIds": ["BTC-USD", "ETH-USD"]}, "best bid and ask: read"),
    c("coinbase", "list_portfolios", "green", {}, "lists portfolios: read"),

    # Kite
    c("kite", "get_margins", "green", {}, "margins: read"),
    c("kite", "get_orders", "green", {"limit": 20}, "orders: read"),

    # Astra
    c("astra", "DeleteRecord", "red", {"collectionName": "orders", "recordId": "ord_1004"}, "deletes a record"),
    c("astra", "UpdateRecord", "yellow", {"collectionName": "notes", "recordId": "n_77", "record": {"body": "done"}}, "updates one note: reversible"),
    c("astra", "ListRecords", "green", {"collectionName": "orders", "limit": 20}, "lists records: read"),

    # Metasploit, mobile, misc
    c("metasploit", "list_payloads", "green", {"platform": "windows", "arch": "x64"}, "lists payload modules: read"),
    c("metasploit", "list_listeners", "green", {}, "lists jobs: read"),
    c("mobile", "mobile_list_available_devices", "green", {}, "lists devices: read"),
    c("mobile", "mobile_list_apps", "green", {"device": "emulator-5554"}, "lists apps: read"),
    c("sendgrid", "delete_list", "red", {"list_id": "a1b2c3d4-0000-1111-2222-333344445555", "delete_contacts": True}, "deletes a list and its contacts"),
    c("sendgrid", "list_templates", "green", {}, "lists templates: read"),
    c("strava", "get-athlete-stats", "green", {"athleteId": 5512093}, "stats: read"),
    c("strava", "list-athlete-clubs", "green", {}, "clubs: read"),
    c("miro", "get_items_in_frame", "green", {"boardId": "uXjVK3q1mQo=", "frameId": "3458764558932145012"}, "frame items: read"),
    c("obs", "obs-get-stats", "green", {}, "OBS stats: read"),
    c("paperless", "list_tags", "green", {}, "lists tags: read"),
    c("paperless", "list_documents", "green", {"page": 1, "page_size": 25}, "lists documents: read"),
    c("rollbar", "list-projects", "green", {}, "lists projects: read"),
    c("growthbook", "growthbook_list_skills", "green", {}, "lists bundled guides: read"),
    c("last9", "get_exceptions", "green", {"service_name": "checkout", "lookback_minutes": 60}, "exceptions: read"),
    c("last9", "get_service_summary", "green", {"env": "production", "lookback_minutes": 30}, "service summary: read"),
    c("last9", "get_notification_channels", "green", {}, "lists alert channels: read"),
    c("vantage", "list-audit-logs", "green", {"page": 1}, "audit log: read"),

    # a few more writes
    c("pipefy", "remove_member_from_pipe", "red", {"pipe_id": "301122", "user_ids": ["55120"], "confirm": True}, "removes a member from a pipe: access"),
    c("servicenow", "reject_change", "red", {"change_id": "CHG0030212", "approver_id": "6816f79cc0a8016401c5a33be04be441", "rejection_reason": "no rollback plan"},
      "rejects a change request; the requester is notified"),
    c("freshservice", "send_change_approval_reminder", "red", {"change_id": 311, "approval_id": 2100004400}, "emails approvers a reminder: outward"),
    c("zabbix", "hostgroup_delete", "red", {"groupids": ["22"]}, "deletes a host group"),
    c("mikrotik", "remove_nat_rule", "red", {"rule_id": "*2"}, "removes a NAT rule: published services go dark"),
    c("vantage", "delete-budget-alert", "red", {"budget_alert_token": "bdgt_alrt_9e1c0b7a5d3f2e41"}, "deletes a budget alert"),
    c("unifi", "unifi_set_switch_port_profile", "red", {"mac_address": "74:ac:b9:3e:02:bb", "port_idx": 7, "profile_id": "disabled", "confirm": True},
      "disables a switch port: whatever is plugged in drops"),
    c("ghost", "members_edit", "red", {"id": "6751c0f2a4b1e20001d3faa1", "email": "new-address@example.org", "newsletters": []},
      "changes a member's email and unsubscribes them: another person's account"),
    c("redmine", "redmine_upload", "yellow", {"file_path": "/home/u/project/docs/design.pdf", "description": "design v3"},
      "uploads a file for a later attachment: unattached, reversible"),
    c("calcom", "deleteSchedule", "red", {"scheduleId": 4412}, "deletes an availability schedule: bookings open or close"),
]
