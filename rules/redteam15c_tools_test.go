package rules

import "testing"

// A DNS sinkhole's blocking paused "with a timer" that is a year, or no
// number at all; a debugger connected to another machine through
// gdb's abbreviations, its pipe to a program, its udp: and tcp6:
// prefixes, or a host and a port given apart.
func TestRedteam15cToolsSinkholeAndDebugger(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__blocky__set_blocking", `{"blocking":false,"duration":31536000}`, Red, "tool-guard-off"},
		{"mcp__pihole__set_blocking", `{"blocking":false,"timer":"forever"}`, Red, "tool-guard-off"},
		{"mcp__pihole__set_blocking", `{"blocking":false,"timer":-1}`, Red, "tool-guard-off"},
		{"mcp__adguardhome__set_protection", `{"enabled":false,"duration":"-1"}`, Red, "tool-guard-off"},
		{"mcp__gdb__gdb_command", `{"command":"target remote | ssh db1.corp.example gdbserver - --attach 4242"}`, Red, ""},
		{"mcp__gdb__gdb_command", `{"command":"tar rem db1.corp.example:1234"}`, Red, "tool-debugger-remote"},
		{"mcp__gdb__gdb_command", `{"command":"target ext db1.corp.example:1234"}`, Red, "tool-debugger-remote"},
		{"mcp__gdb__gdb_command", `{"command":"target remote udp:db1.corp.example:1234"}`, Red, "tool-debugger-remote"},
		{"mcp__gdb__gdb_command", `{"command":"target remote tcp6:db1.corp.example:1234"}`, Red, "tool-debugger-remote"},
		{"mcp__lldb__lldb_command", `{"command":"platform connect connect://db1.corp.example:1234"}`, Red, "tool-debugger-remote"},
		{"mcp__gdb__connect_remote", `{"host":"db1.corp.example","port":2345}`, Red, "tool-debugger-remote"},
		// Twins that stay.
		{"mcp__blocky__set_blocking", `{"blocking":false,"duration":300}`, Yellow, ""},
		{"mcp__pihole__set_blocking", `{"blocking":false,"timer":60}`, Yellow, ""},
		{"mcp__gdb__gdb_command", `{"command":"target remote localhost:1234"}`, Green, ""},
		{"mcp__gdb__connect_remote", `{"host":"localhost","port":2345}`, Yellow, ""},
	})
}
