# GrowthBook, Rollbar, Smartsheet, Astra DB, Metasploit, Kagi.
# Descriptions and annotations from catalog.json.
G, R, SM, A, M, K = "growthbook", "rollbar", "smartsheet", "astra", "metasploit", "kagi"


def c(server, tool, want, inp, why):
    return dict(server=server, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c(G, "growthbook_api_write", "red",
      {"method": "POST", "path": "/api/v1/features/new-checkout/toggle", "body": "{\"environments\": {\"production\": true}}"},
      "turns a feature flag on in production: production change"),
    c(G, "growthbook_api_write", "red",
      {"method": "DELETE", "path": "/api/v1/experiments/exp_19g61ulmk8ns4h"},
      "deletes an experiment and its results: irreversible"),
    c(G, "growthbook_api_write", "red",
      {"method": "POST", "path": "/api/v1/features/pricing-banner", "body": "{\"defaultValue\": \"true\", \"environments\": {\"production\": {\"enabled\": true, \"rules\": [{\"type\": \"rollout\", \"value\": \"true\", \"coverage\": 0.5}]}}}"},
      "rolls a flag out to half of production users: production"),
    c(G, "growthbook_api_write", "yellow",
      {"method": "POST", "path": "/api/v1/features", "body": "{\"id\": \"dark-mode-v2\", \"valueType\": \"boolean\", \"defaultValue\": \"false\", \"owner\": \"ui-team\"}"},
      "creates a new flag that is off everywhere: reversible create"),
    c(G, "growthbook_api_read", "green", {"path": "/api/v1/features?limit=50"}, "lists features: read"),
    c(G, "growthbook_api_read", "green", {"path": "/api/v1/experiments/exp_19g61ulmk8ns4h/results"}, "experiment results: read"),
    c(G, "growthbook_read_skill", "green", {"name": "feature-flags/references/flag-create"}, "reads a bundled guide: read"),

    c(R, "update-item", "red", {"itemId": 1187345621, "assignedUserId": 40512}, "assigns an error to a teammate, who is notified: outward"),
    c(R, "update-item", "yellow", {"itemId": 1187345622, "status": "resolved", "resolvedInVersion": "4.12.1"},
      "marks one error item resolved: reversible status change"),
    c(R, "list-items", "green", {"status": "active", "level": "error", "query": "TimeoutError"}, "lists error items: read"),
    c(R, "get-item-details", "green", {"counter": 5512}, "one item's details: read"),
    c(R, "get-deployments", "green", {"limit": 10}, "recent deployments: read"),
    c(R, "get-top-items", "green", {"environment": "production"}, "top items: read"),

    c(SM, "delete_rows", "red", {"sheetId": "4583173393803140", "rowIds": ["7721932311693188", "2218372777678724"]}, "deletes rows from a shared sheet"),
    c(SM, "create_sheet_discussion", "red", {"sheetId": "4583173393803140", "commentText": "Budget numbers for Q1 are final, please stop editing column F."},
      "posts a discussion comment collaborators see: outward"),
    c(SM, "create_update_request", "red",
      {"sheetId": "4583173393803140", "rowIds": [7721932311693188], "columnIds": [5005385858869124], "sendTo": [{"email": "vendor@example.net"}], "message": "Please fill in the delivery date."},
      "emails an update request to another person: outward"),
    c(SM, "update_rows", "yellow", {"sheetId": "4583173393803140", "rows": [{"id": "7721932311693188", "cells": [{"columnId": "5005385858869124", "value": "In progress"}]}]},
      "edits one cell of a sheet (cell history keeps the old value): reversible"),
    c(SM, "add_rows", "yellow", {"sheetId": "4583173393803140", "rows": [{"toBottom": True, "cells": [{"columnId": "5005385858869124", "value": "Order toner"}]}]},
      "adds a row: reversible"),
    c(SM, "search_sheets", "green", {"query": "hiring plan 2027"}, "searches sheets: read"),
    c(SM, "get_cell_history", "green", {"sheetId": "4583173393803140", "rowId": "7721932311693188", "columnId": "5005385858869124"},
      "cell history: read"),
    c(SM, "get_sheet", "green", {"sheetId": "4583173393803140", "pageSize": 100, "page": 1}, "reads a sheet"),

    c(A, "DeleteCollection", "red", {"collectionName": "customer_events"}, "drops a collection with all its data"),
    c(A, "BulkDeleteRecords", "red", {"collectionName": "orders", "recordIds": ["ord_1001", "ord_1002", "ord_1003"]}, "deletes records: irreversible"),
    c(A, "CreateRecord", "yellow", {"collectionName": "notes", "record": {"title": "draft", "body": "todo"}}, "inserts one record: reversible"),
    c(A, "FindRecord", "green", {"collectionName": "orders", "field": "status", "value": "pending"}, "finds records: read"),
    c(A, "GetCollections", "green", {}, "lists collections: read"),
    c(A, "EstimateDocumentCount", "green", {"collectionName": "orders"}, "approximate count: read"),

    c(M, "run_exploit", "red",
      {"module_name": "exploit/unix/ftp/vsftpd_234_backdoor", "options": {"RHOSTS": "10.10.20.15"}, "payload_name": "cmd/unix/interact", "payload_options": {}},
      "attacks another machine: outward, irreversible"),
    c(M, "send_session_command", "red", {"session_id": 3, "command": "cat /etc/shadow"},
      "runs a command on a compromised host and reads its password hashes: remote, secrets"),
    c(M, "start_listener", "red", {"payload_type": "windows/meterpreter/reverse_tcp", "lhost": "10.10.20.2", "lport": 4444},
      "opens a listening handler for incoming shells: network exposure"),
    c(M, "terminate_session", "red", {"session_id": 3}, "kills an established session: cannot be resumed"),
    c(M, "run_auxiliary_module", "red", {"module_name": "auxiliary/scanner/portscan/tcp", "options": {"RHOSTS": "10.10.20.0/24", "PORTS": "1-1024"}},
      "scans another network: outward traffic at other people's hosts"),
    c(M, "list_exploits", "green", {"search_term": "smb"}, "lists local module names: read"),
    c(M, "list_active_sessions", "green", {}, "lists sessions: read"),

    c(K, "kagi_search_fetch", "green", {"queries": ["postgres 17 logical replication failover slots"]}, "web search: read"),
    c(K, "kagi_summarizer", "green", {"url": "https://www.postgresql.org/docs/17/logical-replication.html", "summary_type": "takeaway"}, "summarizes a page: read"),
]
