"""Where each server's tool catalog was read: one entry per server.

prefix is the server's name in Claude Code's tool name, mcp__PREFIX__TOOL,
as a user would name it in the MCP configuration. source is the provenance
id every line carries: repository@commit, and the package for a repository
that publishes several servers. Every catalog was read on 2026-12-04 from
the commit named, through the search tool's snapshot of the repository.
"""

READ = "2026-12-04"


def _s(prefix, repo, commit, date, paths, kind, pkg=""):
    source = f"{repo}@{commit[:8]}" + (f"/{pkg}" if pkg else "")
    return {
        "prefix": prefix,
        "repo": repo,
        "commit": commit,
        "commit_date": date,
        "paths": paths,
        "kind": kind,
        "source": source,
    }


SERVERS = {
    # forges
    "gitlab": _s("gitlab", "zereight/gitlab-mcp", "32c5df77f0ad3e54aaeb92cd59b9a480b37e675e", "2026-08-23",
                 "tools/registry.ts, schemas.ts", "forge"),
    "bitbucket": _s("bitbucket", "MatanYemini/bitbucket-mcp", "d3594e2cfaae879ae2aa2ef15b0139c0aa6dc0f6", "2026-04-25",
                    "src/index.ts", "forge"),
    "azure-devops": _s("azure-devops", "microsoft/azure-devops-mcp", "7ecd6f77bc33482f2455eb7283217636267291d8", "2026-08-19",
                       "src/tools/*.ts, src/tools/pipelines.dto.ts", "forge"),
    # chat and email
    "discord": _s("discord", "SaseQ/discord-mcp", "0b35793bf9f86cc65849ae42ebae940718fbf812", "2026-04-25",
                  "src/main/java/dev/saseq/services/*.java (@Tool, @ToolParam)", "chat"),
    "telegram": _s("telegram", "chigwell/telegram-mcp", "a7bdd4d25fc1b35a1d3e83e743bf8c19ef54709e", "2026-08-07",
                   "telegram_mcp/tools/*.py", "chat"),
    "gmail": _s("gmail", "GongRzhe/Gmail-MCP-Server", "a890d19189bbc1325b8728fab830fc278cfd8804", "2025-08-06",
                "src/index.ts", "email"),
    "teams": _s("teams", "InditexTech/mcp-teams-server", "8a16c622bf7df9a8263f4473bf1f65d31a9170d2", "2026-03-16",
                "src/mcp_teams_server/__init__.py", "chat"),
    # docs, notes and work tracking
    "obsidian": _s("obsidian", "MarkusPfundstein/mcp-obsidian", "eb33932a66eebda9eb44745e5d31f5c0fe21fee2", "2026-08-20",
                   "src/mcp_obsidian/tools.py", "notes"),
    "linear": _s("linear", "tacticlaunch/mcp-linear", "e56c7071bf2fd1cca5c9515a5a5004ace6bf9b90", "2026-07-28",
                 "src/tools/definitions/*.ts", "work tracking"),
    "todoist": _s("todoist", "Doist/todoist-ai", "573cfb0914994340c9e86d5f00a48b072fa18b18", "2026-05-18",
                  "src/tools/*.ts, src/utils/tool-names.ts", "work tracking"),
    "gdrive": _s("gdrive", "modelcontextprotocol/servers", "1f705677a930ec618b7a16d87d00cee7db747ff2", "2025-05-29",
                 "src/gdrive/index.ts", "docs", "gdrive"),
    "figma": _s("figma", "GLips/Figma-Context-MCP", "c083d65c7e002923e7cb98f4e3bdafb105e90f6d", "2026-06-24",
                "src/mcp/index.ts, src/mcp/tools/*.ts", "design"),
    # databases
    "mongodb": _s("mongodb", "mongodb-js/mongodb-mcp-server", "36a405e33817577f0c5a34d6d9479c0285fac5e4", "2026-08-21",
                  "packages/tools-mongodb/src/tools, packages/tools-atlas/src/tools, packages/tools-atlas-local/src/tools",
                  "database"),
    "redis": _s("redis", "redis/mcp-redis", "5945b0b5b098c9a1882075a161a6a58f23de81ed", "2026-08-05",
                "src/tools/*.py", "database"),
    "clickhouse": _s("clickhouse", "ClickHouse/mcp-clickhouse", "cb75c276fbe67592e33142cf1760ddb7ce63a84b", "2026-04-29",
                     "mcp_clickhouse/mcp_server.py", "database"),
    "sqlite": _s("sqlite", "modelcontextprotocol/servers", "1f705677a930ec618b7a16d87d00cee7db747ff2", "2025-05-29",
                 "src/sqlite/src/mcp_server_sqlite/server.py", "database", "sqlite"),
    "neo4j-cypher": _s("neo4j", "neo4j-contrib/mcp-neo4j", "dbc01ba78f171851f2d57dcd125b028c29912fd1", "2026-04-10",
                       "servers/mcp-neo4j-cypher/src/mcp_neo4j_cypher/server.py", "database", "mcp-neo4j-cypher"),
    "neo4j-aura": _s("neo4j-aura", "neo4j-contrib/mcp-neo4j", "dbc01ba78f171851f2d57dcd125b028c29912fd1", "2026-04-10",
                     "servers/mcp-neo4j-cloud-aura-api/src/mcp_neo4j_aura_manager/server.py", "cloud database",
                     "mcp-neo4j-cloud-aura-api"),
    # vector stores and memory
    "chroma": _s("chroma", "chroma-core/chroma-mcp", "078dc678636b687f345ea64509a9fe2ec39f5b7b", "2025-06-18",
                 "src/chroma_mcp/server.py", "vector store"),
    "qdrant": _s("qdrant", "qdrant/mcp-server-qdrant", "e4ec69b2daa187c8de86d860f09192200b4c834a", "2026-03-30",
                 "src/mcp_server_qdrant/mcp_server.py", "vector store"),
    "pinecone": _s("pinecone", "pinecone-io/pinecone-mcp", "a15d4b9ebc2e81ef35586218bdcde63c49c1bd9c", "2026-08-14",
                   "src/tools/database/*.ts, src/tools/docs/search-docs.ts", "vector store"),
    "memory": _s("memory", "modelcontextprotocol/servers", "76d64c822f5125032f89eb71dbdb94e42b434821", "2026-07-29",
                 "src/memory/index.ts", "memory", "memory"),
    # cloud and infrastructure
    "gcloud": _s("gcloud", "googleapis/gcloud-mcp", "91535b64f153eda52ea7a0442d827f139981e499", "2026-04-17",
                 "packages/gcloud-mcp/src/tools/run_gcloud_command.ts", "cloud CLI", "gcloud-mcp"),
    "gcs": _s("gcs", "googleapis/gcloud-mcp", "91535b64f153eda52ea7a0442d827f139981e499", "2026-04-17",
              "packages/storage-mcp/src/tools/**/*.ts", "cloud storage", "storage-mcp"),
    "gcp-observability": _s("gcp-observability", "googleapis/gcloud-mcp", "91535b64f153eda52ea7a0442d827f139981e499",
                            "2026-04-17", "packages/observability-mcp/src/tools/registration.ts", "observability",
                            "observability-mcp"),
    "backupdr": _s("backupdr", "googleapis/gcloud-mcp", "91535b64f153eda52ea7a0442d827f139981e499", "2026-04-17",
                   "packages/backupdr-mcp/src/tools/**/*.ts", "cloud backup", "backupdr-mcp"),
    "digitalocean": _s("digitalocean", "digitalocean-labs/mcp-digitalocean", "dabfa28c70691f0f6209b76a40fe2343f27d6c3a",
                       "2025-06-06", "internal/tools/*.go", "cloud"),
    "netlify": _s("netlify", "netlify/netlify-mcp", "afe3ec46e8d3b1eab20419c38e8cc37c2b81abdb", "2026-08-12",
                  "src/tools/index.ts, src/tools/*/*.ts", "hosting"),
    "pulumi": _s("pulumi", "pulumi/mcp-server", "91ed260e02287aa270fa039524a4b214650d00b1", "2025-09-16",
                 "src/server/server.ts, src/pulumi/cli.ts, src/pulumi/registry.ts, src/insights/resource-search.ts, "
                 "src/neo/neo-task-launcher.ts", "infrastructure as code"),
    # observability and on-call
    "datadog": _s("datadog", "winor30/mcp-server-datadog", "4fa2b90092e2fc769c5f50be5e260459ec0a67d5", "2025-04-06",
                  "src/tools/*/tool.ts, src/tools/*/schema.ts", "observability"),
    "pagerduty": _s("pagerduty", "PagerDuty/pagerduty-mcp-server", "22adbf1967215083e4afde5a09d4de5959d402f8",
                    "2026-07-15", "pagerduty_mcp/tools/*.py, pagerduty_mcp/models/*.py, pagerduty_mcp/server.py",
                    "on-call"),
    "prometheus": _s("prometheus", "pab1it0/prometheus-mcp-server", "4885f271ec1b74be65614f7d1b73d85d06b75d90",
                     "2026-08-05", "src/prometheus_mcp_server/server.py", "observability"),
    # money
    "paypal": _s("paypal", "paypal/agent-toolkit", "1df21a620667595bd2cd326c2daee0c97c355f78", "2025-09-15",
                 "typescript/src/shared/tools.ts, typescript/src/shared/parameters.ts", "payments"),
    "square": _s("square", "square/square-mcp-server", "7d498d17c9fda67ad9459dd0dc77e9809e96d5ee", "2025-06-30",
                 "server.ts, services/*.ts", "payments"),
    # browsers
    "puppeteer": _s("puppeteer", "modelcontextprotocol/servers", "1f705677a930ec618b7a16d87d00cee7db747ff2", "2025-05-29",
                    "src/puppeteer/index.ts", "browser", "puppeteer"),
    "browserbase": _s("browserbase", "browserbase/mcp-server-browserbase", "1e196b3d3c4dc70944e0d19038dd9eb3608b207a",
                      "2026-05-05", "src/tools/*.ts", "browser"),
    "selenium": _s("selenium", "angiejones/mcp-selenium", "363ecf0f71958adc2b74a98389c1d31133011fb0", "2026-02-22",
                   "src/lib/server.js", "browser"),
    # search and fetch
    "brave-search": _s("brave-search", "brave/brave-search-mcp-server", "2748b47a378dc1a7e21551a8bd7726af38f65b6c",
                       "2025-07-17", "src/tools/*/index.ts, src/tools/*/params.ts", "search"),
    "exa": _s("exa", "exa-labs/exa-mcp-server", "15ffb50519e719dc791cdc750ce5ed1934c0a1ed", "2026-08-20",
              "src/tools/*.ts", "search"),
    "fetch": _s("fetch", "modelcontextprotocol/servers", "76d64c822f5125032f89eb71dbdb94e42b434821", "2026-07-29",
                "src/fetch/src/mcp_server_fetch/server.py", "fetch", "fetch"),
    # shells and terminals
    "desktop-commander": _s("desktop-commander", "wonderwhy-er/DesktopCommanderMCP",
                            "1eccc8b09cc09805202a1737fd20d605356c3671", "2026-07-21",
                            "src/server.ts, src/tools/schemas.ts", "shell"),
    "iterm": _s("iterm", "ferrislucas/iterm-mcp", "936182b2bbcdada70cf93d0284a48ab227d06a02", "2025-09-20",
                "src/index.ts", "terminal"),
    # small utilities
    "time": _s("time", "modelcontextprotocol/servers", "76d64c822f5125032f89eb71dbdb94e42b434821", "2026-07-29",
               "src/time/src/mcp_server_time/server.py", "utility", "time"),
}
