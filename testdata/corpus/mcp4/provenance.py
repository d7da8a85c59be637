"""Where each server's tool catalog was read: one entry per server.

prefix is the server's name in Claude Code's tool name, mcp__PREFIX__TOOL.
source is the provenance id every line carries: repository@commit. Every
catalog was read on 2026-12-06 from the commit named (the newest snapshot the
search tool's store held), with fetch and git show. tool_paths are the
folders or files the tool definitions were read from (extract.py reads only
those); commit_date is the commit's date.
"""

READ = "2026-12-06"


def _s(prefix, repo, commit, date, tool_paths, kind):
    return {
        "prefix": prefix,
        "repo": repo,
        "commit": commit,
        "commit_date": date,
        "tool_paths": tool_paths,
        "kind": kind,
        "source": f"{repo}@{commit[:8]}",
    }


SERVERS = {
    # money, billing, commerce
    "invoiced": _s("invoiced", "chriscouch/invoiced-mcp", "e5b8bc1f4828027d23687e1d236ae9357bb32d52", "2026-02-17",
                   ["packages/core/src/tools"], "billing"),
    "actual": _s("actual", "guitarbeat/Actual-MCP-Server", "aa1e9a7f6fe75ec15100d70209a0756543f8e626", "2026-08-12",
                 ["src/tools"], "personal finance"),
    # infrastructure, hosting, network
    "mittwald": _s("mittwald", "mittwald/mcp-server", "2f50f68c5455f29d6a3c5197425135606da78f08", "2026-08-11",
                   ["src/constants/tool"], "hosting"),
    "akamai": _s("akamai", "acedergren/alecs-mcp-server-akamai", "c01a6a347d2f8eef237516d4e5d154f25202cd56", "2025-07-13",
                 ["src/tools"], "CDN and DNS"),
    # CI/CD and platforms
    "harness": _s("harness", "harness/mcp-server", "59bfd120f9619cf1b232825a2286bfacc6d7ee0c", "2026-08-20",
                  ["src/registry/toolsets", "src/tools"], "CI/CD"),
    # observability and databases
    "influxdb": _s("influxdb", "influxdata/influxdb3_mcp_server", "d981377b3ac27afcd1c808696ac2a2f6268ca97b", "2026-08-19",
                   ["src/tools"], "time-series database"),
    "tableau": _s("tableau", "tableau/tableau-mcp", "c5e4bb24d02e8d1072fa54df6bec694be9ad857d", "2026-08-21",
                  ["src/tools"], "analytics"),
    # CRM, project management, documents
    "attio": _s("attio", "kesslerio/attio-mcp-server", "c1e9cce5e17ebdc6b2e15206266675d9a28fa8dd", "2026-07-15",
                ["src/handlers/tool-configs"], "CRM"),
    "backlog": _s("backlog", "Reality2byte/backlog-mcp-server-rust", "8e839a0fe8004746b43ed6fed888bd75aaf9055a",
                  "2025-10-19", ["backlog-mcp-server/src"], "project management"),
    "nextcloud": _s("nextcloud", "cbcoutinho/nextcloud-mcp-server", "10ebac6e23d681daa9611f7c5770bda3cbc6d7d0",
                    "2026-08-22", ["nextcloud_mcp_server/server"], "files, calendar, notes"),
    "umbraco": _s("umbraco", "umbraco/Umbraco-CMS-MCP-Dev", "32d47a0298832927533801fd874b971d6833afc3", "2026-08-19",
                  ["src/umbraco-api/tools"], "CMS"),
    "zotero": _s("zotero", "54yyyu/zotero-mcp", "f331646da6d54ed2c499e5a5020742ad2e9e8333", "2026-08-13",
                 ["src/zotero_mcp/tools"], "references library"),
    "logseq": _s("logseq", "eborden/logseq-mcp-server", "1d4f725ca6b3e1a46da94149e9cc323492c5956b", "2025-12-05",
                 ["src"], "notes"),
    # messaging and social
    "line": _s("line", "line/line-bot-mcp-server", "2b1ca850aee645706fcdf50ea6d3863a43bb7261", "2026-08-22",
               ["src/tools"], "messaging"),
    "lark": _s("lark", "larksuite/lark-openapi-mcp", "21920354ec6e3966b52e89152620c5085e496b55", "2025-08-14",
               ["src/mcp-tool/tools/en/gen-tools"], "messaging and docs"),
    "pubnub": _s("pubnub", "pubnub/pubnub-mcp-server", "898b29653559815edea1a837e19999179cbc6dcb", "2026-06-23",
                 ["src/tools.ts"], "realtime messaging"),
    "linkedin": _s("linkedin", "stickerdaniel/linkedin-mcp-server", "9bc9cf226d219e162bcf338c70aef58ce3696023",
                   "2026-08-22", ["linkedin_mcp_server/tools"], "social network"),
    # search, registries, security
    "jina": _s("jina", "jina-ai/MCP", "ae01f8a42e326eeb0b1ad3cf596e0613ea42f26e", "2026-08-18",
               ["src/tools"], "search and reader"),
    "pkgregistry": _s("package-registry", "Artmann/package-registry-mcp", "89e60ef40f8c82856b637b0cfbcc417773dd4e03",
                      "2025-12-02", ["src/tools"], "package registries"),
    "shodan": _s("shodan", "BurtTheCoder/mcp-shodan", "59c70b91647a22b338bad04ac6269650af5a6f0f", "2026-03-31",
                 ["src/tools"], "security intelligence"),
    "virustotal": _s("virustotal", "BurtTheCoder/mcp-virustotal", "364ce0d0fb505644c52ed1a83c4f3d5f10abee1f",
                     "2026-05-24", ["src/index.ts"], "security intelligence"),
    "ghidra": _s("ghidra", "LaurieWired/GhidraMCP", "27f316f80139e2d5dec882519a1bdf4aa46ac04c", "2025-06-22",
                 ["bridge_mcp_ghidra.py"], "reverse engineering (local)"),
    # local tools, design, IoT
    "godot": _s("godot", "Coding-Solo/godot-mcp", "3c49a93a843c0ec09dd29dc4a04ae720ae55d13b", "2026-03-18",
                ["src/index.ts"], "game engine (local)"),
    "ableton": _s("ableton", "ahujasid/ableton-mcp", "f0bbf4ea5b9e334313ad2e1abfd32334d5b53e4f", "2026-08-16",
                  ["MCP_Server/server.py"], "music production (local)"),
    # added in a second round
    "coolify": _s("coolify", "StuMason/coolify-mcp", "94bd9d98dc0ceb75ce92e9425ab2da4aef0b50a3", "2026-08-22",
                  ["src/lib/mcp-server.ts"], "self-hosted PaaS"),
    "opsgenie": _s("opsgenie", "giantswarm/mcp-opsgenie", "637c7b8c9e181204c2324faee26ad0f1dd409ad1", "2025-08-07",
                   ["pkg/mcp"], "alerting and on-call"),
    "freshdesk": _s("freshdesk", "bcavas/freshdesk-mcp-server", "edf584514b9e6d267d589d36a2f3d1b27f5da245", "2026-03-14",
                    ["src/tools"], "support desk"),
    "zulip": _s("zulip", "dmikushin/zulip-mcp-server", "277989acfa5be8d07a996b5a9ee2f4996aa1cd7a", "2026-03-06",
                ["src/server.ts"], "team chat"),
    "namecheap": _s("namecheap", "ringo380/namecheap-mcp", "3a9a0e3124e93757b20ae0fed0c3e7227f3912ea", "2026-05-02",
                    ["src/tools"], "domains and DNS"),
    "wazuh": _s("wazuh", "gensecaihq/Wazuh-MCP-Server", "af5a61e65589010dc4099827d9da4f91f6e5b20a", "2026-08-11",
                ["src/wazuh_mcp_server/server.py"], "SIEM and endpoint security"),
    "intercom": _s("intercom", "im360john/fast-intercom-mcp", "63ff9280fb498ae87051a1c31295213b76a8d77f", "2025-07-17",
                   ["fast_intercom_mcp/mcp_server.py"], "customer support"),
    "bamboohr": _s("bamboohr", "twentytwokhz/bamboohr-mcp", "c7147b7edeac40ddd2e30dd7794bfa1b3d44837b", "2026-02-08",
                   ["src/tools"], "HR"),
    "lemonsqueezy": _s("lemonsqueezy", "YawLabs/lemonsqueezy-mcp", "7c4ae3cae517e5d38eb4e91f12e58dd78f75f02e",
                       "2026-04-27", ["src/tools"], "payments and subscriptions"),
    "dokploy": _s("dokploy", "vcode-sh/dokploy-mcp", "fb4383005222299ba15017f02181014544ba3721", "2026-03-03",
                  ["src/tools"], "self-hosted PaaS"),
    "teamcity": _s("teamcity", "Daghis/teamcity-mcp", "5b241fc6f3d5fb6f27f536816bda7caf6dcadb07", "2026-04-27",
                   ["src/tools.ts"], "CI/CD"),
    "windows": _s("windows", "CursorTouch/Windows-MCP", "a4016e79bddd9aacf6d963d48669d2299e424066", "2025-07-12",
                  ["main.py"], "desktop automation (local)"),
    "penpot": _s("penpot", "penpot/penpot-mcp", "9f0006a0c77a1a3b1a098b57b6d3001dc123ce7a", "2025-12-05",
                 ["mcp-server/src/tools"], "design"),
    "smartthings": _s("smartthings", "pianzhu/smartthings-mcp", "e00f5b918e95d9a10d48cda28aca0351aa5baad5", "2025-11-14",
                      ["src/server.py"], "home and IoT"),
    "surrealdb": _s("surrealdb", "zenkodr/surrealdb-mcp-server", "f925d655434543ae8009a2b4fd0bd46bc2f60db0", "2025-05-21",
                    ["src/index.ts"], "database"),
    "saleor": _s("saleor", "saleor/saleor-mcp", "7270f0570da945b4a60df0f0fd5126f032bb97a4", "2026-07-17",
                 ["src/saleor_mcp/tools"], "e-commerce"),
}
