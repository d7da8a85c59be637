# ServiceNow (ITSM): echelon-ai-labs/servicenow-mcp; names and descriptions
# from the tool table in utils/tool_utils.py (catalog.json). No annotations.
S = "servicenow"


def c(tool, want, inp, why):
    return dict(server=S, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c("add_comment", "red", {"incident_id": "INC0010452", "comment": "We rolled back the release; please retry and confirm.", "is_work_note": False},
      "adds a customer-visible comment: the caller is notified"),
    c("approve_change", "red", {"change_id": "CHG0030211", "approver_id": "6816f79cc0a8016401c5a33be04be441", "approval_comments": "Approved for tonight's window"},
      "approves a production change request: production"),
    c("add_group_members", "red", {"group_id": "477a05d153013010b846ddeeff7b1225", "members": ["beth.anglin", "contractor.ext01"]},
      "adds people to an assignment group: access"),
    c("update_user", "red", {"user_id": "62826bf03710200044e0bfc8bcbe5df1", "roles": ["admin", "security_admin"]},
      "grants admin roles to a user: permissions"),
    c("publish_changeset", "red", {"changeset_id": "a3f5c7e2db1e1010b1b7f3e5ca9619c4", "publish_notes": "deploy scoped app 1.4"},
      "publishes an update set to the instance: production change"),
    c("delete_script_include", "red", {"script_include_id": "5c8d1e3a1b2c3d4e5f60718293a4b5c6"}, "deletes server-side code: irreversible"),
    c("publish_article", "red", {"article_id": "KB0010087", "workflow_state": "published"}, "publishes a knowledge article to users: outward"),
    c("resolve_incident", "yellow", {"incident_id": "INC0010452", "resolution_code": "Solved (Permanently)", "resolution_notes": "Cache node replaced."},
      "resolves an incident: reversible state change"),
    c("create_change_request", "yellow", {"short_description": "Rotate TLS cert on lb-02", "type": "normal", "risk": "low", "impact": "3"},
      "opens a change request record, nothing is executed: reversible create"),
    c("list_incidents", "green", {"state": "2", "limit": 20, "query": "vpn"}, "lists incidents: read"),
    c("get_incident_by_number", "green", {"incident_number": "INC0010452"}, "one incident: read"),
    c("list_change_requests", "green", {"state": "assess", "limit": 10}, "lists change requests: read"),
    c("list_users", "green", {"limit": 25, "query": "department=IT"}, "lists users: read"),
]
