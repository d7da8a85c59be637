# Bitrise (mobile CI/CD): bitrise-io/bitrise-mcp, mcp-go tools with
# declared hint annotations (catalog.json).
S = "bitrise"


def c(tool, want, inp, why):
    return dict(server=S, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c("codepush_promote_deployment", "red",
      {"app_slug": "d8db74e2675d54c4", "deployment_id": "staging-7c1d", "target_deployment_id": "production-2a9f"},
      "promotes an over-the-air update to the production channel: users receive it"),
    c("codepush_rollback_deployment", "red", {"app_slug": "d8db74e2675d54c4", "deployment_id": "production-2a9f"},
      "rolls back what production users run: production change"),
    c("delete_app", "red", {"app_slug": "d8db74e2675d54c4"}, "deletes the app and its build history"),
    c("delete_all_cache_items", "red", {"app_slug": "d8db74e2675d54c4"}, "purges all build caches of the app"),
    c("invite_member_to_workspace", "red", {"workspace_slug": "acme-mobile", "emails": ["freelancer@example.org"]},
      "invites a person to the workspace: access and an email"),
    c("replace_group_roles", "red", {"app_slug": "d8db74e2675d54c4", "role_name": "admin", "group_slugs": ["contractors"]},
      "gives a group the admin role: permissions"),
    c("register_ssh_key", "red", {"app_slug": "d8db74e2675d54c4", "auth_ssh_private_key": "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----", "auth_ssh_public_key": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFq ci@acme", "is_register_key_into_provider_service": True},
      "installs a deploy key on the repository: access"),
    c("notify_tester_group", "red", {"connected_app_id": "4e1f9a2b-77c3-4d8e-9a10-2b3c4d5e6f70", "id": "b71c0e22-1f3a-4a55-8d2e-0c9b8a7f6e5d", "build_id": "3a9e5f10-2c4b-4d6e-8f70-1a2b3c4d5e6f"},
      "notifies testers about a build: messages other people get"),
    c("set_installable_artifact_public_install_page", "red",
      {"connected_app_id": "4e1f9a2b-77c3-4d8e-9a10-2b3c4d5e6f70", "installable_artifact_id": "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a", "with_public_page": True},
      "publishes a public install page for a build: sharing outward"),
    c("update_bitrise_yml", "red", {"app_slug": "d8db74e2675d54c4", "bitrise_yml_as_json": "{\"format_version\": \"13\", \"workflows\": {\"deploy\": {\"steps\": [{\"deploy-to-itunesconnect-deliver@2\": {}}]}}}"},
      "replaces the CI pipeline config, here adding an App Store deploy: infrastructure"),
    c("trigger_bitrise_build", "yellow", {"app_slug": "d8db74e2675d54c4", "branch": "feature/login-fix", "workflow_id": "test"},
      "runs a test build on a branch: expensive but reversible"),
    c("validate_bitrise_yml", "green", {"bitrise_yml": "format_version: \"13\"\nworkflows:\n  test:\n    steps:\n    - script@1: {}\n"},
      "validates a config without saving: a dry run"),
    c("get_build_log", "green", {"app_slug": "d8db74e2675d54c4", "build_slug": "0e1f2a3b-4c5d-6e7f-8091-a2b3c4d5e6f7"}, "build log: read"),
    c("list_builds", "green", {"app_slug": "d8db74e2675d54c4", "branch": "main", "status": 1}, "lists builds: read"),
    c("step_search", "green", {"query": "xcode archive"}, "searches the step library: read"),
]
