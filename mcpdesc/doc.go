// Package mcpdesc reads what an MCP server's tools/list says a tool does,
// its description and input schema, and finds there the effects that
// raise the tool's tier (it sends, deletes for good, moves money, changes
// production or access, returns secrets); nothing it finds lowers one.
package mcpdesc
