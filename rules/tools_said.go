package rules

import "gatesh/toolcall"

// saidHits are the hits of what an MCP server's catalog says its tool
// does (toolcall.Hints.Said, read by package mcpdesc from the
// description and input schema): each raises the call to red, with the
// server's own words as the cause. None lowers anything.
func saidHits(c toolcall.Call, otherOp func(toolcall.Said) bool) []Hit {
	if len(c.Hints.Said) == 0 {
		return nil
	}
	args := c.Args()
	var hits []Hit
	for _, s := range c.Hints.Said {
		if !s.Applies(args) || otherOp != nil && otherOp(s) {
			continue
		}
		what := saidWhat(s.Class)
		if s.Arg != "" {
			what += " (as this call's " + s.Arg + " asks)"
		}
		hits = append(hits, Hit{ID: "mcp-said-" + s.Class, Tier: Red, Command: c.Tool,
			Reason: "its MCP server's catalog says this tool " + what + ": " + s.Quote})
	}
	return hits
}

func saidWhat(class string) string {
	switch class {
	case "outward":
		return "sends or publishes something another person will see"
	case "irreversible":
		return "deletes or overwrites what may not come back"
	case "money":
		return "moves money"
	case "production":
		return "changes production, infrastructure or settings"
	case "access":
		return "changes who has access, or a credential"
	case "secrets":
		return "returns secrets"
	case "unread":
		return "is one gatesh could not read the catalog of"
	}
	return "has an effect gatesh does not know (" + class + ")"
}
