"""Calls: Linkwarden, CrowdSec.

Rows: (server, tool, want, input, why).
"""

CALLS = [
    # ---- linkwarden (bookmarks and page archives) ---------------------------
    ("linkwarden", "get_dashboard", "green", {"count": 20}, "reads the dashboard"),
    ("linkwarden", "get_link", "green", {"link_id": 4412}, "reads a bookmark"),
    ("linkwarden", "get_link_content", "green", {"link_id": 4412, "max_chars": 8000}, "reads an archived article"),
    ("linkwarden", "list_collections", "green", {}, "lists collections"),
    ("linkwarden", "list_tags", "green", {}, "lists tags"),
    ("linkwarden", "get_worker_stats", "green", {}, "reads the archive queue"),
    ("linkwarden", "create_link", "green", {"url": "https://www.postgresql.org/docs/16/routine-vacuuming.html", "collection_id": 12, "tags": ["postgres"]}, "saves a bookmark in the user's own collection"),
    ("linkwarden", "create_collection", "green", {"name": "Reading list", "description": "to read"}, "a new collection (private by default)"),
    ("linkwarden", "set_link_pinned", "green", {"link_id": 4412, "pinned": True}, "pins a link on the user's dashboard"),
    ("linkwarden", "delete_link", "green", {"link_id": 4412}, "first call: a confirmation token only"),
    ("linkwarden", "update_collection", "red", {"collection_id": 12, "is_public": True}, "publishes a collection to anyone with the link"),
    ("linkwarden", "delete_link", "red", {"link_id": 4412, "confirm_token": "cf-41ab-9921"}, "deletes a bookmark and its preserved copies"),
    ("linkwarden", "bulk_delete_links", "red", {"link_ids": [4412, 4413, 4414, 4415], "confirm_token": "cf-77de-1180"}, "deletes four bookmarks and their archives"),
    ("linkwarden", "delete_collection", "red", {"collection_id": 12, "confirm_token": "cf-90aa-0042"}, "deletes a collection with every link and sub-collection"),
    ("linkwarden", "delete_link_preservations", "red", {"link_ids": [4412], "confirm_token": "cf-12bc-5510"}, "deletes archived copies of pages that may be gone"),
    ("linkwarden", "represerve_link", "red", {"link_id": 4413}, "deletes the archived copy before fetching the page again"),
    ("linkwarden", "merge_tags", "red", {"tag_ids": [3, 7, 9], "new_name": "databases", "confirm_token": "cf-5f5f-2210"}, "folds three tags into one; the split cannot be recovered"),
    ("linkwarden", "create_rss_subscription", "yellow", {"name": "Postgres weekly", "url": "https://postgresweekly.com/rss", "collection_id": 12}, "the server polls an outside feed from now on"),
    ("linkwarden", "delete_rss_subscription", "yellow", {"rss_subscription_id": 5, "confirm_token": "cf-aa01-7711"}, "stops a feed; its links stay"),

    # ---- crowdsec (reads, and writes it only prepares) ----------------------
    ("crowdsec", "crowdsec_health", "green", {}, "reads health"),
    ("crowdsec", "security_summary", "green", {"window": "24h"}, "reads a summary"),
    ("crowdsec", "top_offenders", "green", {"window": "7d"}, "reads top offenders"),
    ("crowdsec", "inspect_ip", "green", {"ip": "185.220.101.45"}, "reads one IP's decisions"),
    ("crowdsec", "decision_inventory", "green", {"origin": "crowdsec", "limit": 50}, "reads decisions"),
    ("crowdsec", "recent_crowdsec_alerts", "green", {"window": "1h"}, "reads alerts"),
    ("crowdsec", "ban_ip", "green", {"ip": "185.220.101.45", "duration": "24h", "reason": "ssh brute force", "execute": True}, "only prepares a cscli command; execute is a no-op"),
    ("crowdsec", "unban_ip", "green", {"ip": "203.0.113.7", "reason": "false positive"}, "only prepares a cscli command"),
]
