# Vantage (cloud cost) and Last9 (observability). Descriptions and
# annotations come from catalog.json (extract.py).
V = "vantage"
L = "last9"


def c(server, tool, want, inp, why):
    return dict(server=server, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c(V, "delete-budget", "red", {"budget_token": "bdgt_4f2a91c07de3b811"},
      "deletes a budget; the tool itself says irreversible"),
    c(V, "delete-cost-report", "red", {"cost_report_token": "rprt_8c31d0e2a9f4b6c7"},
      "deletes a shared cost report: irreversible"),
    c(V, "delete-dashboard", "red", {"dashboard_token": "dshbrd_51be02aa93c7d410"},
      "deletes a team dashboard: irreversible"),
    c(V, "delete-canvas", "red", {"canvas_token": "cnvs_0a9d7e3355f1c2b8"},
      "deletes a canvas: irreversible"),
    c(V, "create-report-notification", "red",
      {"title": "Weekly AWS spend", "cost_report_token": "rprt_8c31d0e2a9f4b6c7", "recipient_channels": ["#finops"], "frequency": "weekly", "change": "percentage"},
      "sets up weekly report messages to a Slack channel: outward"),
    c(V, "submit-user-feedback", "red", {"message": "The query-costs tool times out on 90-day ranges."},
      "sends a feedback message to the vendor: another person reads it"),
    c(V, "create-workspace", "red", {"name": "EU subsidiaries", "currency": "EUR"},
      "creates a workspace, an access-control boundary for teams: access"),
    c(V, "create-dashboard", "yellow", {"title": "Q4 EC2 spend", "workspace_token": "wrkspc_77aa01c9e2d35b40", "date_interval": "last_3_months"},
      "creates a dashboard in a shared workspace: reversible create"),
    c(V, "update-anomaly", "yellow", {"anomaly_alert_token": "anmly_alrt_3e0c9b12f4a6d587", "status": "archived", "feedback": "planned migration load"},
      "archives one anomaly alert: reversible status change"),
    c(V, "create-budget", "yellow", {"name": "Data platform 2027", "cost_report_token": "rprt_8c31d0e2a9f4b6c7"},
      "creates a budget object for tracking: reversible, no money moves"),
    c(V, "query-costs", "green", {"filter": "costs.provider = 'aws' AND costs.service = 'Amazon EC2'", "start_date": "2026-11-01", "end_date": "2026-11-30", "workspace_token": "wrkspc_77aa01c9e2d35b40"},
      "queries costs with VQL: read"),
    c(V, "list-costs", "green", {"cost_report_token": "rprt_8c31d0e2a9f4b6c7", "page": 1},
      "lists cost items of a report: read"),
    c(V, "get-myself", "green", {}, "who am I and which workspaces: read"),
    c(V, "list-anomalies", "green", {"cost_report_token": "rprt_8c31d0e2a9f4b6c7", "provider": "aws"},
      "lists anomalies of a report: read"),
    c(V, "get-cost-report-forecast", "green", {"cost_report_token": "rprt_8c31d0e2a9f4b6c7", "start_date": "2027-01-01", "end_date": "2027-01-31"},
      "forecast of a report: read"),
    c(V, "list-budgets", "green", {"page": 1}, "lists budgets: read"),

    c(L, "add_drop_rule", "red",
      {"name": "drop-checkout-debug", "filters": [{"key": "attributes[\"level\"]", "value": "debug", "operator": "equals", "conjunction": "and"}, {"key": "resource.attributes[\"service.name\"]", "value": "checkout", "operator": "equals", "conjunction": "and"}]},
      "makes the production log pipeline drop matching logs: lost data, production config"),
    c(L, "delete_dashboard", "red", {"dashboard_id": "d-7f3a2c19"},
      "deletes a team dashboard: irreversible"),
    c(L, "delete_dashboard_snapshot", "red", {"snapshot_id": "snap-20261204-0912"},
      "deletes a frozen snapshot: irreversible"),
    c(L, "create_dashboard", "yellow",
      {"body": {"dashboard": {"name": "checkout latency", "panels": [{"title": "p99", "queries": [{"expr": "histogram_quantile(0.99, sum(rate(http_server_duration_bucket{service=\"checkout\"}[5m])) by (le))", "legend": {"format": "p99"}}]}]}, "metadata": {"_category": "custom", "_type": "metrics"}}},
      "creates a custom dashboard: reversible create"),
    c(L, "get_alerts", "green", {"time_iso": "2026-12-05T14:00:00Z", "window": 1800},
      "active alerts: read"),
    c(L, "get_change_events", "green", {"service_name": "checkout", "env": "production", "lookback_minutes": 120},
      "change events over a window: read"),
    c(L, "prometheus_instant_query", "green", {"query": "sum(rate(http_requests_total{service=\"checkout\",status=~\"5..\"}[5m]))"},
      "instant PromQL query: read"),
    c(L, "get_drop_rules", "green", {}, "lists drop rules: read"),
    c(L, "list_dashboards", "green", {}, "lists dashboards: read"),
    c(L, "get_database_slow_queries", "green", {"db_system": "postgresql", "lookback_minutes": 60, "limit": 20},
      "slowest queries of a database: read"),
]
