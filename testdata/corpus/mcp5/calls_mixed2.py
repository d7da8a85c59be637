# Freshservice, Perplexity, Mobile MCP, Miro, SendGrid, Strava.
# Descriptions and annotations from catalog.json.
FS, PX, MB, MI, SG, ST = "freshservice", "perplexity", "mobile", "miro", "sendgrid", "strava"


def c(server, tool, want, inp, why):
    return dict(server=server, tool=tool, want=want, input=inp, why=why)


DEV = "emulator-5554"

CALLS = [
    c(FS, "send_ticket_reply", "red", {"ticket_id": 48213, "body": "<p>Your laptop replacement ships Monday.</p>", "from_email": "it-help@ourco.example"},
      "emails a reply to the requester: outward"),
    c(FS, "delete_ticket", "red", {"ticket_id": 48177}, "deletes a ticket"),
    c(FS, "create_agent", "red", {"first_name": "Lee", "last_name": "Park", "email": "lee.park@ourco.example", "occasional": False, "job_title": "IT Support"},
      "creates an agent account with helpdesk access: access"),
    c(FS, "add_requester_to_group", "red", {"group_id": 2100004511, "requester_id": 2100872245}, "adds a person to a requester group: access"),
    c(FS, "publish_solution_article", "red", {"article_id": 2100103321}, "publishes a knowledge-base article to the portal: outward"),
    c(FS, "update_ticket", "yellow", {"ticket_id": 48213, "ticket_fields": {"priority": 3, "status": 3}}, "changes a ticket's priority and status: reversible"),
    c(FS, "create_ticket_note", "yellow", {"ticket_id": 48213, "body": "Checked warranty: expired in March.", "private": True},
      "adds a private note: reversible, not a message"),
    c(FS, "filter_tickets", "green", {"query": "\"priority:4 AND status:2\"", "page": 1}, "filters tickets: read"),
    c(FS, "get_ticket_by_id", "green", {"ticket_id": 48213}, "one ticket: read"),
    c(FS, "get_changes", "green", {"page": 1, "per_page": 30}, "lists changes: read"),

    c(PX, "perplexity_search", "green", {"query": "kubernetes 1.32 deprecated APIs list", "max_results": 5}, "web search: read"),
    c(PX, "perplexity_search", "green", {"query": "rust tokio select cancellation safety"}, "web search: read"),

    c(MB, "mobile_uninstall_app", "red", {"device": "00008110-001A2C3E0E90801E", "bundle_id": "com.ourco.fieldapp"},
      "uninstalls an app from a phone, deleting its data"),
    c(MB, "mobile_install_app", "yellow", {"device": DEV, "path": "/home/u/project/app/build/outputs/apk/debug/app-debug.apk"},
      "installs a debug build on an emulator: reversible"),
    c(MB, "mobile_open_url", "green", {"device": DEV, "url": "https://staging.ourco.example/login"}, "opens a page on an emulator: navigation"),
    c(MB, "mobile_list_elements_on_screen", "green", {"device": DEV}, "reads the screen: read"),
    c(MB, "mobile_type_keys", "green", {"device": DEV, "text": "test-user-01", "submit": False}, "types into a field without submitting"),
    c(MB, "mobile_save_screenshot", "green", {"device": DEV, "saveTo": "/home/u/project/screens/login.png"}, "saves a screenshot into the project: local"),

    c(MI, "create_sticky_note", "yellow", {"boardId": "uXjVK3q1mQo=", "content": "Retro: flaky e2e tests", "color": "yellow", "x": 120, "y": -40},
      "adds a sticky note to a board: reversible create"),
    c(MI, "bulk_create_items", "yellow", {"boardId": "uXjVK3q1mQo=", "items": [{"type": "sticky_note", "data": {"content": "idea A"}}, {"type": "sticky_note", "data": {"content": "idea B"}}]},
      "adds two items to a board: reversible"),
    c(MI, "list_boards", "green", {}, "lists boards: read"),
    c(MI, "get_frames", "green", {"boardId": "uXjVK3q1mQo="}, "frames of a board: read"),

    c(SG, "send_email", "red", {"to": "customer@example.com", "subject": "Your invoice", "text": "Invoice 2291 is attached.", "from": "billing@ourco.example"},
      "sends an email: outward"),
    c(SG, "send_to_list", "red", {"name": "December newsletter", "list_ids": ["a1b2c3d4-0000-1111-2222-333344445555"], "subject": "What's new in December", "html_content": "<h1>News</h1>", "plain_content": "News", "sender_id": 5521009, "suppression_group_id": 21877},
      "sends a campaign to a whole list: outward, mass"),
    c(SG, "delete_contacts", "red", {"emails": ["old1@example.com", "old2@example.com"]}, "deletes marketing contacts"),
    c(SG, "delete_template", "red", {"template_id": "d-f3e1c9a2b4d5468f9a7b6c5d4e3f2a10"}, "deletes an email template"),
    c(SG, "add_contact", "yellow", {"email": "new.lead@example.org", "first_name": "Ana", "last_name": "Ruiz"}, "adds one marketing contact: reversible"),
    c(SG, "create_template", "yellow", {"name": "Password reset v2", "subject": "Reset your password", "html_content": "<p>Click {{link}}</p>", "plain_content": "Open {{link}}"},
      "creates a template, sends nothing: reversible"),
    c(SG, "get_stats", "green", {"start_date": "2026-11-01", "end_date": "2026-11-30"}, "email statistics: read"),
    c(SG, "list_contact_lists", "green", {}, "lists contact lists: read"),

    c(ST, "star-segment", "yellow", {"segmentId": 229781, "starred": True}, "stars a segment on one's own account: reversible"),
    c(ST, "get-recent-activities", "green", {"perPage": 10}, "recent activities: read"),
    c(ST, "get-segment-leaderboard", "green", {"segmentId": 229781, "perPage": 10}, "leaderboard: read"),
    c(ST, "export-route-gpx", "green", {"routeId": "3344556677889900112"}, "exports a route file to a local folder"),
]
