// Package toolcall reads an agent's tool call (a tool name and its JSON
// arguments) exactly as the agent meant it: strict JSON, one canonical form
// to approve and log, the words of a tool's name, an MCP tool's server, and
// the files an apply_patch text adds, updates, deletes or moves.
package toolcall
