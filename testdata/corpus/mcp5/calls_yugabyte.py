# YugabyteDB: yugabyte/yugabytedb-mcp-server; one write tool whose effect
# depends on the SQL it is given (catalog.json).
S = "yugabyte"


def c(tool, want, inp, why):
    return dict(server=S, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c("run_write_query", "red", {"query": "DELETE FROM orders WHERE created_at < now() - interval '2 years'"}, "deletes old orders: irreversible"),
    c("run_write_query", "red", {"query": "DROP TABLE IF EXISTS audit_log"}, "drops a table"),
    c("run_write_query", "red", {"query": "UPDATE accounts SET balance = 0 WHERE account_id = 88120"}, "overwrites a balance without history"),
    c("run_write_query", "red", {"query": "TRUNCATE TABLE sessions"}, "empties a table"),
    c("run_write_query", "yellow", {"query": "INSERT INTO feature_notes (author, body) VALUES ('u', 'try batching writes')"}, "inserts one row: reversible"),
    c("run_write_query", "yellow", {"query": "CREATE INDEX CONCURRENTLY idx_orders_customer ON orders (customer_id)"}, "adds an index: reversible schema change"),
    c("run_read_only_query", "green", {"query": "SELECT status, count(*) FROM orders GROUP BY status"}, "read-only query"),
    c("summarize_database", "green", {"schema": "public"}, "schema summary: read"),
]
