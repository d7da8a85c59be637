# One entry per server of set mcp5: the repository, the commit read (the
# newest stored snapshot, fetched 2026-12-06), and the paths read for tool
# names, input schemas, descriptions and annotations.
SOURCES = {
    "kite": dict(repo="zerodha/kite-mcp-server", commit="dcf2dc41",
                 product="Zerodha Kite (stock broker)",
                 paths=["mcp/post_tools.go", "mcp/get_tools.go", "mcp/market_tools.go"]),
    "vantage": dict(repo="vantage-sh/vantage-mcp-server", commit="2aebc2c9d909b572407b4b08127a0b0b8b5fd47a",
                    product="Vantage (cloud cost management)",
                    paths=["src/tools/*/*.ts", "src/tools/structure/registerTool.ts"]),
    "last9": dict(repo="last9/last9-mcp-server", commit="a16ca344",
                  product="Last9 (observability)",
                  paths=["tools.go", "internal/prompts/prompts.go", "internal/prompts/descriptions/*.md",
                         "internal/telemetry/logs/drop_rule.go", "internal/dashboards/input_schema.go"]),
    "vultr": dict(repo="rsp2k/mcp-vultr", commit="3b800542bf4ac08959ff57c8eef46b6ef006055b",
                  product="Vultr (cloud provider), community server",
                  paths=["src/mcp_vultr/fastmcp_server.py", "src/mcp_vultr/*.py (the mounted modules)"]),
    "pipedrive": dict(repo="iamsamuelfraga/mcp-pipedrive", commit="3fb7a4ba27313bed94d160dea14d2b75c6f15645",
                      product="Pipedrive (CRM), community server",
                      paths=["src/tools/*/*.ts"]),
    "pipefy": dict(repo="gbrlcustodio/pipefy-mcp-server", commit="9d04abac5fd4d13d950ae22cf91c572e890fdb1b",
                   product="Pipefy (workflow and process management)",
                   paths=["src/pipefy_mcp/tools/*.py"]),
}
