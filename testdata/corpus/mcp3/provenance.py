"""Where each server's tool catalog was read: one entry per server.

prefix is the server's name in Claude Code's tool name, mcp__PREFIX__TOOL,
as a user would name it in the MCP configuration. source is the provenance
id every line carries: repository@commit. Every catalog was read on
2026-12-06 from the commit named (the newest snapshot the search tool's
store held), with fetch and git show.
"""

READ = "2026-12-06"


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
    # money and commerce
    "alpaca": _s("alpaca", "alpacahq/alpaca-mcp-server", "88722ce0ead33a5c69c41f9bfe5deec0a759cbf6", "2026-06-29",
                 "src/alpaca_mcp_server/tool_registry.py, src/alpaca_mcp_server/overrides.py, "
                 "src/alpaca_mcp_server/specs/trading-api.json", "trading"),
    "shopify": _s("shopify", "GeLi2001/shopify-mcp", "d9ce6d9a4b651923ae5c2aab10d7c2e37609c20c", "2026-02-22",
                  "src/index.ts, src/tools/*.ts", "commerce"),
    # messages, email, voice, social, help desk, CRM, office
    "twilio": _s("twilio", "twilio-labs/mcp", "64c0f059d3cdc8f0e6fd796a1f76d872f78a1c2c", "2025-07-07",
                 "packages/openapi-mcp-server/src/utils/loadTools.ts (SPEC--operationId), packages/mcp/src/tools/*.ts",
                 "SMS and voice"),
    "elevenlabs": _s("elevenlabs", "elevenlabs/elevenlabs-mcp", "c93b790e8ce163d4793a13d93f539fe824f160e0", "2026-08-04",
                     "elevenlabs_mcp/server.py", "voice"),
    "mailgun": _s("mailgun", "mailgun/mailgun-mcp-server", "78d610f7265bf7cc6d86f72953a36f382fb93c9e", "2026-07-09",
                  "src/endpoints.ts, src/openapi.yaml (operationId), src/schema.ts (sanitizeToolId), src/tools.ts",
                  "email"),
    "postmark": _s("postmark", "ActiveCampaign/postmark-mcp", "80db79b59ace5ebaa640c092b853e761f099aabd", "2025-11-26",
                   "index.js", "email"),
    "zendesk": _s("zendesk", "reminia/zendesk-mcp-server", "3410b0d6efa19b99781ede4f536c6a6e565a879a", "2025-10-17",
                  "src/zendesk_mcp_server/server.py", "help desk"),
    "hubspot": _s("hubspot", "peakmojo/mcp-hubspot", "00aff63d916ee8cd69b2805976f06234b60d199d", "2025-04-26",
                  "src/mcp_server_hubspot/server.py, src/mcp_server_hubspot/handlers/*.py", "CRM"),
    "bluesky": _s("bluesky", "keturiosakys/bluesky-context-server", "e22e7426cd4ea7a526ad37cc0f77983180da8dd1",
                  "2025-02-06", "index.ts", "social (read-only)"),
    "ms365": _s("ms365", "Softeria/ms-365-mcp-server", "3b7f3a3cb799fc779e8b0c1d1aeee934554094fc", "2026-08-21",
                "src/endpoints.json (toolName), src/graph-tools.ts", "mail, calendar, files"),
    # deploys, hosts, servers, homes, artifacts, streaming
    "argocd": _s("argocd", "akuity/argocd-mcp", "a1971c7b79f5877ae1ec0f0146d950ae09942269", "2025-10-13",
                 "src/server/server.ts", "GitOps deploys"),
    "fly": _s("fly", "superfly/flymcp", "25b36d9263a773e43c0fd79e0a96fe44e49e2c90", "2025-04-08", "main.go", "hosting"),
    "hetzner": _s("hetzner", "dkruyt/mcp-hetzner", "aedcffb5025dc67cb3b71f6586d3869f8855d788", "2025-04-10",
                  "mcp_hetzner/server.py", "cloud servers"),
    "proxmox": _s("proxmox", "canvrno/ProxmoxMCP", "1452cdd5a2d8b456a82a13aeae26c60daff9d6ca", "2025-02-19",
                  "src/proxmox_mcp/server.py", "virtualization"),
    "vercel": _s("vercel", "nganiet/mcp-vercel", "8b7b242515b96dc5067d39e5a7c32e5f9e03e09c", "2025-06-17",
                 "src/constants/tools.ts", "hosting"),
    "hass": _s("hass", "voska/hass-mcp", "bd6ae37b1b51c21ab91f394058d2c416337a0eb6", "2026-05-17", "app/server.py",
               "home automation"),
    "octopus": _s("octopus", "OctopusDeploy/mcp-server", "bc929e61eac9a4a169e2f6c526d8d1c0b1ea9b7b", "2026-06-18",
                  "src/tools/*.ts", "deploys"),
    "jfrog": _s("jfrog", "jfrog/mcp-jfrog", "667a01f6d39360db730ece3f57723afbfb900722", "2025-09-14", "tools/*.ts",
                "artifacts"),
    "confluent": _s("confluent", "confluentinc/mcp-confluent", "11b205e7cb395397d5601d6b12f52afcabb1082d", "2026-08-07",
                    "src/confluent/tools/tool-name.ts, src/confluent/tools/handlers/**/*.ts", "streaming"),
    # identity
    "auth0": _s("auth0", "auth0/auth0-mcp-server", "c2709eb5630c5850c94826f54a2fbc8131fb6d48", "2026-08-07",
                "src/tools/*.ts", "identity"),
    "okta": _s("okta", "okta/okta-mcp-server", "49bd540a7aaf996f7acca40aef6ea79cbbf3779d", "2026-07-23",
               "src/okta_mcp_server/tools/**/*.py", "identity"),
    # data
    "bigquery": _s("bigquery", "LucasHild/mcp-server-bigquery", "d8c3ad9c5d558d3cfe6e4abc907d97ae1c5345d7", "2025-05-30",
                   "src/mcp_server_bigquery/server.py", "SQL warehouse"),
    "mssql": _s("mssql", "RichardHan/mssql_mcp_server", "5cc5f9f46e4222e81d089b5d55e0cd0b60f9bec6", "2025-08-23",
                "src/mssql_mcp_server/server.py", "SQL database"),
    "couchbase": _s("couchbase", "Couchbase-Ecosystem/mcp-server-couchbase", "233d141a98ae3ab6007124689c6cc01fd986118e",
                    "2026-06-12", "src/cb_mcp/tools/*.py, src/cb_mcp/tool_registration.py", "document database"),
    "tinybird": _s("tinybird", "tinybirdco/mcp-tinybird", "3a94f2abd101aea9e0b974d7f538731a92a2d23c", "2025-09-01",
                   "src/mcp_tinybird/server.py", "analytics database"),
    "meilisearch": _s("meilisearch", "meilisearch/meilisearch-mcp", "2821835a5e2d213609c2e4d5e59d84cb2922673f",
                      "2025-06-20", "src/meilisearch_mcp/server.py", "search engine"),
    "algolia": _s("algolia", "algolia/mcp-node", "7df0c9e310acd0ddcaa55bf766e23951eba6c9db", "2025-07-03",
                  "src/tools/registerOpenApi.ts (operationId), src/data/*.json", "search engine"),
    "gsheets": _s("gsheets", "xing5/mcp-google-sheets", "b2f98244590f1d0982505f4faa908731278ea998", "2026-05-14",
                  "src/mcp_google_sheets/server.py", "spreadsheets"),
    "airflow": _s("airflow", "yangkyeongmo/mcp-server-apache-airflow", "642dab3efe6458e32b6384d24dffa2ab3d5e0bf3",
                  "2026-03-03", "src/airflow/*.py (get_all_functions)", "pipelines"),
    "dbt": _s("dbt", "dbt-labs/dbt-mcp", "c964666f0dcbbd8d6c9dd3abf0fe518ea5a0f6bd", "2026-08-20",
              "src/dbt_mcp/tools/tool_names.py, src/dbt_mcp/tools/toolsets.py, src/dbt_mcp/dbt_cli/tools.py, "
              "src/dbt_mcp/dbt_admin/tools.py",
              "data transformation"),
    # sites, CMSs, files, code quality
    "webflow": _s("webflow", "webflow/mcp-server", "c4fa339cd9ba7a93d771e710db89302fc443c447", "2026-04-11",
                  "src/tools/*.ts", "site builder"),
    "wordpress": _s("wordpress", "Automattic/wordpress-mcp", "295b5cc86bbc5bfa66ffe670d8d521b8218e87dc", "2025-08-29",
                    "includes/Tools/*.php", "CMS and store"),
    "sanity": _s("sanity", "sanity-io/sanity-mcp-server", "19f204e9c9e5d858c11396f01d156216706cc040", "2025-10-20",
                 "src/tools/*/register.ts, src/tools/**/*Tool.ts", "CMS"),
    "contentful": _s("contentful", "contentful/contentful-mcp-server", "952d1c80965eae0a5ddf15124adfdef5bddbd02b",
                     "2026-08-18", "packages/mcp-tools/src/tools/*/register.ts, packages/mcp-server/src/tools/register.ts",
                     "CMS"),
    "box": _s("box", "box-community/mcp-server-box", "50f4b677d6ffc2bad19a82e0f6f24eb644c0b02d", "2025-12-02",
              "src/tool_registry/*.py, src/tools/box_tools_*.py", "file sharing"),
    "sonarqube": _s("sonarqube", "SonarSource/sonarqube-mcp-server", "b9c734cc9949b0d17c49c88db6eb8a195070d218",
                    "2026-08-18", "src/main/java/org/sonarsource/sonarqube/mcp/tools/**/*Tool.java (TOOL_NAME)",
                    "code quality"),
    # feature flags and product analytics
    "launchdarkly": _s("launchdarkly", "launchdarkly/mcp-server", "77296aaca76d0dfffeddcc59ed1eb079b5adbced",
                       "2026-06-26", "src/mcp-server/tools/*.ts, src/models/operations/*.ts, docs/models/operations/*.md",
                       "feature flags"),
    "posthog": _s("posthog", "PostHog/mcp", "e2ee61a01b3d06b9934eaf6196c222ccc70cee5c", "2025-10-10",
                  "typescript/src/tools/**/*.ts, typescript/src/schema/tool-inputs.ts", "product analytics and flags"),
    # notebooks, 3D, automation, observability, incidents, model hub
    "jupyter": _s("jupyter", "datalayer/jupyter-mcp-server", "0fe1eaecf9d54b655f65eaf4a971b4a4d4e76784", "2026-08-22",
                  "jupyter_mcp_server/server.py", "notebooks"),
    "blender": _s("blender", "ahujasid/blender-mcp", "da4e16d2069ce5154eaa2535bf995e843caf5c73", "2026-07-21",
                  "src/blender_mcp/server.py", "3D"),
    "n8n": _s("n8n", "czlonkowski/n8n-mcp", "149b59a541ecb572f08290e5f57d4f32ded47ec6", "2025-06-15",
              "src/mcp/tools.ts", "workflow automation"),
    "honeycomb": _s("honeycomb", "honeycombio/honeycomb-mcp", "7e4afc49a29314dc080259cbdd64377b3af5684d", "2025-04-25",
                    "src/tools/*.ts, src/types/*.ts", "observability (read-only)"),
    "rootly": _s("rootly", "Rootly-AI-Labs/Rootly-MCP-server", "b032775dfcd1f33197f8c132249ae9a1ef206bdb", "2026-04-10",
                 "src/rootly_mcp_server/tools/*.py", "incidents and on-call"),
    "hf": _s("hf", "huggingface/hf-mcp-server", "e83f335036b3e42f93787f2e8df0c0af72b1fd43", "2026-08-21",
             "packages/mcp/src/*.ts, packages/mcp/src/jobs/jobs-tool.ts", "model hub"),
}
