# SingleStore (cloud database): singlestore-labs/mcp-server-singlestore;
# descriptions are the functions' __doc__ (catalog.json). No annotations.
S = "singlestore"
WS = "3c1f9e2a-7b4d-4e5f-8a6b-9c0d1e2f3a4b"


def c(tool, want, inp, why):
    return dict(server=S, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c("run_sql", "red", {"sql_query": "DROP DATABASE analytics", "id": WS, "database": "analytics"}, "drops a database"),
    c("terminate_starter_workspace", "red", {"workspace_id": "f0e1d2c3-b4a5-4697-8879-6a5b4c3d2e1f"}, "permanently deletes a workspace"),
    c("delete_job", "red", {"job_id": "9a8b7c6d-5e4f-4321-8765-4f3e2d1c0b9a"}, "deletes a scheduled job"),
    c("stage_delete", "red", {"deployment_id": "b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e", "path": "exports/2026/"}, "deletes a folder of files"),
    c("get_cloud_function_token", "red", {}, "returns a token for invoking cloud functions: a credential"),
    c("create_cloud_function", "red", {"name": "score-api", "notebook_path": "score.ipynb", "target_id": WS, "target_type": "Workspace", "database_name": "analytics"},
      "deploys a notebook as a live HTTP endpoint: deploy"),
    c("resume_workspace", "yellow", {"workspace_group_id": "b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e", "workspace_id": WS},
      "resumes a suspended workspace: costs money while running, reversible"),
    c("run_sql", "green", {"sql_query": "SELECT COUNT(*) FROM events WHERE ts > NOW() - INTERVAL 1 DAY", "id": WS, "database": "analytics"}, "read query"),
    c("workspace_groups_info", "green", {}, "lists workspace groups: read"),
    c("list_regions", "green", {}, "lists regions: read"),
    c("stage_list_files", "green", {"deployment_id": "b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e", "path": "exports/"}, "lists files: read"),
]
