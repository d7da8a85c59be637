"""Where each server's tool catalog was read: one entry per server.

prefix is the server's name in Claude Code's tool name, mcp__PREFIX__TOOL,
as a user would name it in the MCP configuration. source is the provenance
id every line carries: repository@commit. Every catalog was read on
2026-12-05 from the commit named (the newest snapshot the search tool's
store held), with fetch and git show.
"""

READ = "2026-12-05"


def _s(prefix, repo, commit, date, paths, kind):
    return {
        "prefix": prefix,
        "repo": repo,
        "commit": commit,
        "commit_date": date,
        "paths": paths,
        "kind": kind,
        "source": f"{repo}@{commit[:8]}",
    }


SERVERS = {
    # CI
    "circleci": _s("circleci", "CircleCI-Public/mcp-server-circleci", "8787136b6c8bf72752ebcffad1520c2a847b5276",
                   "2026-07-19", "src/tools/*/tool.ts, src/tools/*/inputSchema.ts", "CI"),
    "buildkite": _s("buildkite", "buildkite/buildkite-mcp-server", "bcc16421af9ccd3116a1f6774cd9e38a9816db12",
                    "2026-08-21", "pkg/buildkite/*.go", "CI"),
    "jenkins": _s("jenkins", "jenkinsci/mcp-server-plugin", "508e265019a754f011f5db46b6be7514d6f51e93", "2026-08-20",
                  "src/main/java/io/jenkins/plugins/mcp/server/extensions/*.java (@Tool, @ToolParam)", "CI"),
    # chat, email, social, calendars
    "whatsapp": _s("whatsapp", "lharries/whatsapp-mcp", "a45960fdbf9ce49042aa88232b45f4a9559f87a2", "2025-04-06",
                   "whatsapp-mcp-server/main.py", "chat"),
    "resend": _s("resend", "resend/mcp-send-email", "7c9110ef6206c917f2cab24af8ef83ee1a96f39c", "2026-02-18",
                 "tools/*.ts", "email"),
    "twitter": _s("twitter", "EnesCinr/twitter-mcp", "740e42f86449b34b086df0a02f848b938235809f", "2025-07-17",
                  "src/index.ts", "social"),
    "apple": _s("apple", "supermemoryai/apple-mcp", "50c773814abfc82eb17fd5560ab5e1a6b42a85e1", "2025-07-09",
                "tools.ts", "messages, mail, calendar"),
    "gcal": _s("gcal", "nspady/google-calendar-mcp", "0f2c9c5d7d96b63e424f035cca3269f857f3b0e1", "2026-03-30",
               "src/tools/registry.ts", "calendar"),
    # money
    "razorpay": _s("razorpay", "razorpay/razorpay-mcp-server", "ad68cf044342687313fdf3245f2cb2250e106556",
                   "2026-01-16", "pkg/razorpay/*.go", "payments"),
    "adyen": _s("adyen", "Adyen/adyen-mcp", "b4f62b87fd343a2975e2f9da3a17385f6da5bb59", "2026-04-22",
                "typescript/src/index.ts, typescript/src/tools/**/*.ts", "payments"),
    "xero": _s("xero", "XeroAPI/xero-mcp-server", "1b2e9b332086fa0887c8248010b4bc75083491d1", "2026-05-05",
               "src/tools/{create,delete,list,update}/*.tool.ts", "accounting"),
    "paddle": _s("paddle", "PaddleHQ/paddle-mcp-server", "2807da76b51e3554bc3946db3c8070559bbfeb14", "2025-06-09",
                 "src/tools.ts, src/parameters.ts, src/toolkit.ts", "billing"),
    # browsers, search, crawl
    "chrome-devtools": _s("chrome-devtools", "ChromeDevTools/chrome-devtools-mcp",
                          "ebf58f2f4aa8f1dfbbae38e440fde4e5fef7deef", "2026-08-21", "src/tools/*.ts", "browser"),
    "steel": _s("steel", "steel-dev/steel-mcp-server", "35c2a1597be85ebaa88758dc3e4e26e8959aaf95", "2025-02-16",
                "src/index.ts", "browser"),
    "hyperbrowser": _s("hyperbrowser", "hyperbrowserai/mcp", "7492e83cf1825b3cf9725bfa25c5086df702599a", "2025-05-23",
                       "src/tools/*.ts, src/transports/setup_server.ts", "browser agent"),
    "tavily": _s("tavily", "tavily-ai/tavily-mcp", "7bcf90750ef5180968b78abb891eed837d9f7c20", "2026-04-24",
                 "src/index.ts", "search"),
    "firecrawl": _s("firecrawl", "mendableai/firecrawl-mcp-server", "1b9c89b502a04d7c6383b20484dabdf67a326363",
                    "2025-06-30", "src/index.ts", "crawl"),
    "apify": _s("apify", "apify/actors-mcp-server", "6216fa40638616c481ce401cd671a112e897e42a", "2025-08-23",
                "src/const.ts, src/tools/*.ts", "scraping"),
    # shells, sandboxes, code editing
    "shell": _s("shell", "tumf/mcp-shell-server", "b0404b1c3b02f2625946454f6ab4913b9a86dd51", "2026-08-08",
                "src/mcp_shell_server/server.py", "shell"),
    "ssh": _s("ssh", "tufantunc/ssh-mcp", "fa496292c2384cb4f86103826d3240d21c8fafe8", "2026-08-21",
              "src/tools/command-tools.ts, src/tools/file-tools.ts, src/tools/session-tools.ts", "remote shell"),
    "e2b": _s("e2b", "e2b-dev/mcp-server", "dba87432cacaa7a5af1326d72e37e2d770628a0b", "2026-04-16",
              "packages/js/src/index.ts", "sandbox"),
    "serena": _s("serena", "oraios/serena", "7fcbca7e62555ec2287ddb2f083caee805848ea6", "2026-08-20",
                 "src/serena/tools/*.py, src/serena/tools/tools_base.py (names from class names)", "files and shell"),
    # secrets
    "vault": _s("vault", "hashicorp/vault-mcp-server", "8d1967b0e45ced8f1ac0820b285893277fd1832d", "2026-04-13",
                "pkg/tools/kv/*.go, pkg/tools/pki/*.go, pkg/tools/sys/*.go", "secrets manager"),
    "infisical": _s("infisical", "Infisical/infisical-mcp-server", "20eba84f0ac9d3e6d1310d0735e51863f5be5f1d",
                    "2026-04-14", "src/index.ts", "secrets manager"),
    "bitwarden": _s("bitwarden", "bitwarden/mcp-server", "70a23d3c90e1a19fa6884ff00ef33a908e99d823", "2026-07-29",
                    "src/tools/cli.ts, src/tools/api.ts", "password manager"),
    # observability
    "axiom": _s("axiom", "axiomhq/mcp-server-axiom", "9062f52af8fedd0763d0bcb5301cfd1cdc8542a1", "2025-08-13",
                "tools.go", "observability"),
    "dynatrace": _s("dynatrace", "dynatrace-oss/dynatrace-mcp", "2df7089fc07a88660575a9f476f7b15a29da5a82",
                    "2026-07-24", "src/index.ts", "observability"),
    "logfire": _s("logfire", "pydantic/logfire-mcp", "9850c41df97499ea96eb16e2d389ceb33c205059", "2026-03-24",
                  "logfire_mcp/main.py", "observability"),
    "victoriametrics": _s("victoriametrics", "VictoriaMetrics-Community/mcp-victoriametrics",
                          "b66974bfa7d5ade497d51ff1517a4f7641066c08", "2026-01-13",
                          "cmd/mcp-victoriametrics/tools/*.go", "observability"),
    # databases
    "mysql": _s("mysql", "benborla/mcp-server-mysql", "27d5b27e4e02a2d651c7708074dde5ea4d833e68", "2026-06-29",
                "index.ts", "SQL database"),
    "snowflake": _s("snowflake", "isaacwasserman/mcp-snowflake-server", "f5e2022abba75a49440b5c42995cbcd70517e16f",
                    "2025-08-05", "src/mcp_snowflake_server/server.py", "SQL warehouse"),
    "elasticsearch": _s("elasticsearch", "elastic/mcp-server-elasticsearch", "a2b050d07c1e0af19974f63efa20f4553cb43b2b",
                        "2026-03-13", "src/servers/elasticsearch/base_tools.rs", "search engine"),
    "milvus": _s("milvus", "zilliztech/mcp-server-milvus", "7d5187b3d4f4128af07fa5f90e6db9a4c2eedd51", "2026-05-08",
                 "src/mcp_server_milvus/server.py", "vector database"),
    "airtable": _s("airtable", "domdomegg/airtable-mcp-server", "8a759ba9c0cb71d79af1d7595fc9775055380569",
                   "2026-08-11", "src/tools/*.ts, src/tools/schemas.ts", "table database"),
    "motherduck": _s("motherduck", "motherduckdb/mcp-server-motherduck", "adef923b42425751265d478431eaf9dafa8846bc",
                     "2026-04-29", "src/mcp_server_motherduck/server.py", "SQL (DuckDB)"),
    # cloud, hosting, container platforms
    "azure": _s("azure", "Azure/azure-mcp", "f7a3323e24328f6502078bbcf33cec595ac2c538", "2025-08-25",
                "core/src/AzureMcp.Core/Areas/Server/Commands/ToolLoading/ServerToolLoader.cs, "
                "areas/*/src/*/*Setup.cs, areas/*/src/*/Options/*.cs, docs/e2eTestPrompts.md", "cloud"),
    "render": _s("render", "render-oss/render-mcp-server", "4175c5c06d62bd6875b0a0fae51bbced0685b57b", "2026-08-07",
                 "pkg/*/tools.go", "hosting"),
    "railway": _s("railway", "railwayapp/railway-mcp-server", "c7c5b650c0cbe87b109809bdd0e10445bde78776",
                  "2026-02-09", "src/tools/*.ts", "hosting"),
    "alibaba": _s("alibaba", "aliyun/alibaba-cloud-ops-mcp-server", "ab1ad07332acaf2626eb522e2915becb14c22387",
                  "2026-02-04", "src/alibaba_cloud_ops_mcp_server/tools/*.py, src/alibaba_cloud_ops_mcp_server/config.py",
                  "cloud"),
    "portainer": _s("portainer", "portainer/portainer-mcp", "260ba5c3cd1f76a974b0ddbdedd5187c9becdfb6", "2026-07-31",
                    "src/portainer_mcp/server.py, src/portainer_mcp/data/portainer-patched.yaml (operationIds)",
                    "container platform"),
    # work tracking, docs, CRM
    "asana": _s("asana", "roychri/mcp-server-asana", "d02f4368a3c16560390311566583c58c9e226a5a", "2026-03-29",
                "src/tools/*.ts", "work tracking"),
    "plane": _s("plane", "makeplane/plane-mcp-server", "61bb4fd3cb1859ad0686e5f669089916ec06a117", "2026-08-20",
                "plane_mcp/tools/*.py", "work tracking"),
    "shortcut": _s("shortcut", "useshortcut/mcp-server-shortcut", "71779fd66a1a6460229accb8284236d7476b5571",
                   "2026-06-23", "src/tools/*.ts", "work tracking"),
    "monday": _s("monday", "mondaycom/mcp", "cd3690e5a6d860da53fb13089b6048490b468716", "2026-07-23",
                 "packages/agent-toolkit/src/core/tools/**/*.ts", "work tracking and docs"),
    "salesforce": _s("salesforce", "tsmztech/mcp-server-salesforce", "8f4d651c7829e0adcf194531768c3df3aecc43b5",
                     "2026-07-23", "src/tools/*.ts", "CRM"),
}
