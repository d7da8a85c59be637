// Package mcpgate stands between an agent and an MCP server: it passes the
// protocol through as it is and has every tools/call and resources/read
// decided before the server sees it, answering a held call with an MCP
// tool error and a held read with a JSON-RPC error.
package mcpgate
