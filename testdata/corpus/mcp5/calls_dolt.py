# Dolt (version-controlled SQL database): dolthub/dolt-mcp, mcp-go tools
# whose names and descriptions are Go constants (catalog.json).
S = "dolt"
WD = {"working_database": "inventory", "working_branch": "main"}


def c(tool, want, inp, why):
    return dict(server=S, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c("drop_database", "red", {"database": "inventory_archive"}, "drops a whole database"),
    c("drop_table", "red", dict(WD, table="stock_movements"), "drops a table with uncommitted rows"),
    c("dolt_reset_hard", "red", dict(WD, revision="HEAD~3"), "discards three commits and the working set"),
    c("dolt_push_branch", "red", dict(WD, remote="origin", branch="main", force=True), "force-pushes main to the shared remote: outward, overwrites"),
    c("exec", "red", dict(WD, query="DELETE FROM suppliers WHERE last_order < '2024-01-01'"), "deletes rows through the write-query tool"),
    c("delete_dolt_branch", "red", dict(WD, branch="feature/price-import", force=True), "deletes a branch with unmerged work"),
    c("kill_process", "red", dict(WD, process_id=4182), "kills another client's connection"),
    c("exec", "yellow", dict(WD, working_branch="feature/price-import", query="UPDATE products SET price = price * 1.05 WHERE category = 'tools'"),
      "updates rows on a feature branch: versioned, reversible"),
    c("merge_dolt_branch", "yellow", dict(WD, branch="feature/price-import"), "merges a feature branch into main: reversible by reset"),
    c("create_dolt_branch", "green", dict(WD, original_branch="main", new_branch="fix/sku-dupes"), "creates a branch: local, reversible"),
    c("create_dolt_commit", "green", dict(WD, working_branch="fix/sku-dupes", message="dedupe SKUs"), "commits to a branch"),
    c("query", "green", dict(WD, query="SELECT sku, COUNT(*) FROM products GROUP BY sku HAVING COUNT(*) > 1"), "read query"),
    c("list_dolt_commits", "green", dict(WD), "commit log: read"),
    c("list_dolt_diff_changes_in_working_set", "green", dict(WD), "working-set diff: read"),
]
