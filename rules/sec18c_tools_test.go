package rules

import "testing"

// TestExposePortNotRead: a CLI's tool named for exposing or publishing a
// port publishes a service; the CLI reading "port" as its own read verb
// (docker port) does not make the call a read. The CLI's port read
// stays one.
func TestExposePortNotRead(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__docker__expose_port", `{"port":8080}`, Red, "tool-outward"},
		{"mcp__docker__expose_port", `{"container":"web","port":"80"}`, Red, "tool-outward"},
		{"mcp__docker__publish_port", `{"port":8080}`, Red, "tool-outward"},
		{"mcp__docker__port", `{"container":"web"}`, Green, ""},
		{"mcp__docker__list_ports", `{"container":"web"}`, Green, ""},
	})
}
