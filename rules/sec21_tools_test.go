package rules

import "testing"

// TestSec21SandboxMountsTheHost: a volume given as HOST:GUEST names a
// folder of the machine that runs the sandbox, even for a sandbox whose
// names say it runs apart (microsandbox's microVMs, a container): the
// host's root or home mounted is judged as this machine's path, not
// left as the sandbox's own. A privileged container, one in the host's
// process namespace, or one given SYS_ADMIN has root on the machine
// that runs it, whatever the server calls itself
// (tool-container-host-root). A project folder mounted, and a container
// with none of these, are not held.
func TestSec21SandboxMountsTheHost(t *testing.T) {
	s := toolSetFor(t, LoadOptions{Home: "/home/u/.gatesh", UserHome: "/home/u", Cwd: "/home/u/code/app"})
	checkTools(t, s, []toolCase{
		{"mcp__microsandbox__sandbox_start", `{"name":"dev","image":"python","volumes":["/:/host"]}`, Red, ""},
		{"mcp__microsandbox__sandbox_start", `{"name":"dev","image":"python","volumes":["/etc:/mnt/etc:ro"]}`, Red, ""},
		{"mcp__runner__container_sandbox_create", `{"image":"ubuntu","volumes":["/:/host"]}`, Red, ""},
		{"mcp__e2b__create_sandbox", `{"template":"base","volumes":["/var/run/docker.sock:/var/run/docker.sock"]}`, Red, ""},
		{"mcp__runner__container_sandbox_create", `{"image":"ubuntu","privileged":true}`, Red, "tool-container-host-root"},
		{"mcp__docker__run_container", `{"image":"alpine","privileged":true}`, Red, "tool-container-host-root"},
		{"mcp__docker__run_container", `{"image":"alpine","pid_mode":"host"}`, Red, "tool-container-host-root"},
		{"mcp__docker__create_container", `{"image":"alpine","host_config":{"Privileged":true}}`, Red, "tool-container-host-root"},
		{"mcp__docker__create_container", `{"image":"alpine","HostConfig":{"CapAdd":["CAP_SYS_ADMIN"]}}`, Red, "tool-container-host-root"},
		{"mcp__sandbox__create_sandbox", `{"image":"ubuntu:24.04","userns_mode":"host"}`, Red, "tool-container-host-root"},

		{"mcp__runner__container_sandbox_create", `{"image":"ubuntu","volumes":["/home/u/code/app:/workspace"]}`, Yellow, ""},
		{"mcp__docker__run_container", `{"image":"alpine","privileged":false}`, Green, ""},
		{"mcp__docker__run_container", `{"image":"alpine","cap_add":["NET_BIND_SERVICE"]}`, Green, ""},
		{"mcp__e2b__write_file", `{"sandboxId":"i7k2m9q4x1","filePath":"/etc/cron.d/job","fileContents":"x"}`, Green, "tool-files-local"},
	})
}
