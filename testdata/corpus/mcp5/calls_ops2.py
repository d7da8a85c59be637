# Zabbix, NetBox, Redmine, Ghost, Paperless-ngx, MikroTik RouterOS.
# Descriptions and annotations from catalog.json (Ghost and Paperless
# publish their tools without a description: "").
Z, N, R, G, P, M = "zabbix", "netbox", "redmine", "ghost", "paperless", "mikrotik"


def c(server, tool, want, inp, why):
    return dict(server=server, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c(Z, "host_delete", "red", {"hostids": ["10612", "10613"]}, "deletes monitored hosts and their history"),
    c(Z, "maintenance_create", "red",
      {"name": "db upgrade", "active_since": 1765000000, "active_till": 1765014400, "groupids": ["4"], "timeperiods": [{"timeperiod_type": 0, "period": 14400}]},
      "silences production alerting for a host group: production monitoring"),
    c(Z, "user_create", "red", {"username": "ext.auditor", "passwd": "Aud1t-2026-x!", "usrgrps": [{"usrgrpid": "7"}], "name": "Ext", "surname": "Auditor"},
      "creates a monitoring user: access"),
    c(Z, "trigger_update", "red", {"triggerid": "23041", "status": 1}, "disables a production alert trigger"),
    c(Z, "configuration_import", "red", {"format": "yaml", "source": "zabbix_export:\n  version: '7.0'\n  hosts: []\n", "rules": {"hosts": {"createMissing": True, "updateExisting": True}, "templates": {"deleteMissing": True}}},
      "imports configuration that can delete missing templates: bulk overwrite"),
    c(Z, "event_acknowledge", "yellow", {"eventids": ["881204"], "action": 6, "message": "looking into it"},
      "acknowledges one event with a note: reversible"),
    c(Z, "problem_get", "green", {"severities": [4, 5], "recent": True}, "current problems: read"),
    c(Z, "history_get", "green", {"itemids": ["45112"], "history": 0, "limit": 100}, "metric history: read"),
    c(Z, "host_get", "green", {"search": {"host": "web"}, "output": "extend"}, "hosts: read"),

    c(N, "netbox_get_object_by_id", "green", {"object_type": "dcim.device", "object_id": 1842}, "one device: read"),
    c(N, "netbox_get_changelogs", "green", {"filters": {"time_after": "2026-12-01T00:00:00Z", "action": "delete"}}, "change log: read"),

    c(R, "redmine_request", "red", {"path": "/issues/5521.json", "method": "delete"}, "deletes an issue through the generic request tool"),
    c(R, "redmine_request", "red", {"path": "/issues/5522.json", "method": "put", "data": {"issue": {"notes": "Fixed in 2.4.1, please verify."}}},
      "adds a journal note watchers are emailed about: outward"),
    c(R, "redmine_request", "red", {"path": "/projects/web/memberships.json", "method": "post", "data": {"membership": {"user_id": 77, "role_ids": [3]}}},
      "adds a member with a role to a project: access"),
    c(R, "redmine_request", "green", {"path": "/issues.json", "method": "get", "params": {"project_id": "web", "status_id": "open", "limit": 25}},
      "lists issues through the generic tool: read"),
    c(R, "redmine_paths_list", "green", {}, "lists API paths from a local spec"),
    c(R, "redmine_paths_info", "green", {"path_templates": ["/issues.json"]}, "path spec: read"),

    c(G, "posts_add", "red", {"title": "We are moving to weekly releases", "html": "<p>Starting in January...</p>", "status": "published"},
      "publishes a blog post: outward"),
    c(G, "posts_edit", "red", {"id": "6751c0f2a4b1e20001d3f9aa", "status": "published", "updated_at": "2026-12-05T10:11:12.000Z"},
      "publishes a draft: outward"),
    c(G, "posts_add", "yellow", {"title": "Draft: Q1 roadmap", "html": "<p>notes</p>", "status": "draft"}, "creates a draft post: not seen by readers"),
    c(G, "members_delete", "red", {"id": "6751c0f2a4b1e20001d3faa0"}, "deletes a paying member's account"),
    c(G, "invites_add", "red", {"email": "guest.writer@example.org", "role_id": "6751c0f2a4b1e20001d3f001"}, "invites a staff user: access and an email"),
    c(G, "newsletters_delete", "red", {"id": "6751c0f2a4b1e20001d3fb10"}, "deletes a newsletter"),
    c(G, "webhooks_add", "red", {"event": "member.added", "target_url": "https://collector.example.net/ghost"}, "sends member data to an outside URL"),
    c(G, "posts_browse", "green", {"limit": 10, "filter": "status:draft"}, "lists posts: read"),
    c(G, "members_browse", "green", {"limit": 20}, "lists members: read"),

    c(P, "bulk_edit_documents", "red", {"documents": [101, 102, 103], "method": "delete"}, "deletes archived documents"),
    c(P, "delete_tag", "red", {"id": 14}, "deletes a tag from every document"),
    c(P, "post_document", "yellow", {"file": "JVBERi0xLjQKJcOkw7zDtsOfCjIgMCBvYmoK", "filename": "invoice-2291.pdf", "title": "Invoice 2291"},
      "uploads a document into the archive: reversible"),
    c(P, "create_tag", "yellow", {"name": "tax-2026", "color": "#a6cee3"}, "creates a tag: reversible"),
    c(P, "search_documents", "green", {"query": "electricity bill 2026"}, "searches documents: read"),
    c(P, "get_document", "green", {"id": 101}, "one document: read"),

    c(M, "create_filter_rule", "red", {"chain": "input", "action": "accept", "protocol": "tcp", "dst_port": "22", "in_interface": "ether1", "comment": "ssh from wan"},
      "opens SSH on the WAN interface: firewall"),
    c(M, "remove_filter_rule", "red", {"rule_id": "*5"}, "removes a firewall rule"),
    c(M, "add_user", "red", {"name": "support", "password": "Rb-2026-support!", "group": "full"}, "adds a router admin: access"),
    c(M, "set_dns_servers", "red", {"servers": ["203.0.113.53"], "allow_remote_requests": True}, "changes the network's DNS servers: DNS"),
    c(M, "disable_interface", "red", {"interface_name": "ether1"}, "takes the uplink down: outage"),
    c(M, "import_configuration", "red", {"filename": "changes.rsc"}, "runs a configuration script on the router"),
    c(M, "restore_backup", "red", {"filename": "pre-upgrade.backup"}, "restores a backup and reboots: overwrites the live config"),
    c(M, "create_backup", "yellow", {"name": "before-vlan-change"}, "writes a backup file on the router: reversible"),
    c(M, "search_logs", "green", {"term": "login failure"}, "searches logs: read"),
    c(M, "check_route_path", "green", {"destination": "8.8.8.8"}, "route lookup: read"),
    c(M, "safe_mode_status", "green", {}, "status: read"),
]
