// Package mcpgate stands between an agent and an MCP server: it passes the
// protocol through as it is and has every tools/call decided before the
// server sees it, answering a held call with an MCP tool error.
package mcpgate
