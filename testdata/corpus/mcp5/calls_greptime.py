# GreptimeDB (time-series database): GreptimeTeam/greptimedb-mcp-server,
# MCP SDK FastMCP tools (catalog.json).
S = "greptime"


def c(tool, want, inp, why):
    return dict(server=S, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c("execute_sql", "red", {"query": "DROP TABLE public.http_logs", "format": "json"}, "drops a table of logs"),
    c("execute_sql", "red", {"query": "DELETE FROM metrics.cpu WHERE host = 'web-3'"}, "deletes rows: irreversible"),
    c("delete_pipeline", "red", {"name": "nginx_logs", "version": "2026-11-30 10:02:11.123456789"}, "deletes an ingest pipeline version"),
    c("delete_dashboard", "red", {"name": "service-latency"}, "deletes a dashboard"),
    c("create_pipeline", "yellow", {"name": "app_logs_v2", "pipeline": "processors:\n  - date:\n      fields: [ts]\n      formats: ['%Y-%m-%dT%H:%M:%S%.3fZ']\ntransform:\n  - fields: [message]\n    type: string\n"},
      "creates a new, unused pipeline: reversible"),
    c("dryrun_pipeline", "green", {"pipeline_name": "nginx_logs", "data": "{\"message\": \"GET / 200\"}"}, "tests a pipeline without writing: a dry run"),
    c("execute_sql", "green", {"query": "SELECT host, avg(usage) FROM metrics.cpu WHERE ts > now() - INTERVAL '1 hour' GROUP BY host", "format": "markdown", "limit": 50},
      "read query"),
    c("execute_tql", "green", {"query": "rate(http_requests_total[5m])", "start": "2026-12-05T00:00:00Z", "end": "2026-12-05T01:00:00Z", "step": "1m"}, "PromQL query: read"),
    c("explain_query", "green", {"query": "SELECT count(*) FROM public.http_logs", "analyze": False}, "explains a plan: read"),
    c("list_pipelines", "green", {}, "lists pipelines: read"),
]
