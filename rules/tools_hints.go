package rules

import "gatesh/toolcall"

// hintHits are the hits of what an MCP server says of its own tool
// (toolcall.Hints). They only add: a server that calls a delete
// read-only changes nothing, one that calls a tool destructive raises it.
// What its description says of one of the tool's operations is not said
// of a call whose arguments choose another (otherOp), nor are its
// destructive and open-world hints of a call whose arguments choose
// operations that only read (opReads: method GET of its api_request), as
// a read-only tool's open world is not.
func hintHits(c toolcall.Call, otherOp func(toolcall.Said) bool, opReads bool) []Hit {
	var hits []Hit
	if c.Hints.Destructive && !opReads {
		hits = append(hits, Hit{ID: "mcp-hint-destructive", Tier: Red, Command: c.Tool,
			Reason: "its MCP server marks this tool destructive: what it deletes or overwrites may not come back"})
	}
	if c.Hints.OpenWorld && !opReads {
		hits = append(hits, Hit{ID: "mcp-hint-open-world", Tier: Yellow, Command: c.Tool,
			Reason: "its MCP server says this tool changes things beyond this machine; it runs and is listed in the digest"})
	}
	return append(hits, saidHits(c, otherOp)...)
}
