// Package redteamdesc attacks `gatesh mcp` from the outside, as a malicious or buggy MCP server would, through what its catalog (tools/list) says.
package redteamdesc
