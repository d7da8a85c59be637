package rules

import "testing"

// TestToolRemoteCommandChanges: a tool that runs a command on a site or
// a server its arguments name runs it there, as ssh would: a delete, a
// write, a mode change or a restart there is held; a read stays green.
func TestToolRemoteCommandChanges(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__panel__site_shell_command", `{"fqdn":"blog.example","command":"rm -f wp-content/debug.log"}`, Red, "remote-host-change"},
		{"mcp__panel__site_shell_command", `{"fqdn":"blog.example","command":"unlink x"}`, Red, "remote-host-change"},
		{"mcp__panel__site_shell_command", `{"fqdn":"blog.example","command":"mv a b"}`, Red, "remote-host-change"},
		{"mcp__panel__site_shell_command", `{"fqdn":"blog.example","command":"touch x"}`, Red, "remote-host-change"},
		{"mcp__panel__site_shell_command", `{"host":"https://web1.example.com:8443/","command":"chmod 600 x"}`, Red, "remote-host-change"},
		{"mcp__panel__run_command", `{"server":"web1.example.com","command":"systemctl restart nginx"}`, Red, ""},
		{"mcp__panel__site_shell_command", `{"fqdn":"blog.example","command":"df -h"}`, Green, ""},
		{"mcp__panel__site_shell_command", `{"fqdn":"blog.example","command":"cat /etc/hosts"}`, Green, ""},
	})
}
