package shim

import (
	"errors"
	"path/filepath"
	"strings"

	"gatesh/agentsetup"
)

// runInstall sets an agent up to reach gatesh.
//
//	gatesh install --agent NAME [--route shell|hook] [--wrap-mcp] [--dry-run]
func runInstall(r *runtime, args []string) int {
	return r.agentSetup("install", args, agentsetup.Install)
}

// agentSetup parses install's and uninstall's flags and runs do.
func (r *runtime) agentSetup(name string, args []string, do func(agentsetup.Env, agentsetup.Options) error) int {
	fs := newFlags(name)
	var o agentsetup.Options
	agents := strings.Join(agentsetup.AgentNames(), "|")
	fs.StringVar(&o.Agent, "agent", "", "the agent: "+agents)
	if name == "install" {
		fs.StringVar(&o.Route, "route", "", "shell or hook (default: the agent's usual route)")
		fs.BoolVar(&o.WrapMCP, "wrap-mcp", false, "also run the agent's MCP servers through gatesh mcp")
	}
	fs.BoolVar(&o.DryRun, "dry-run", false, "print the changes and write nothing")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	if o.Agent == "" || fs.NArg() > 0 {
		return r.usageHint(name+": want --agent NAME and no other arguments", "gatesh "+name+" --agent "+agents)
	}
	self, _ := filepath.EvalSymlinks(r.selfPath)
	cwd, _ := r.getwd()
	err := do(agentsetup.Env{Getenv: r.env.get, Stdout: r.stdout, Self: self, Cwd: cwd}, o)
	if err == nil {
		return 0
	}
	hint := ""
	if se, ok := errors.AsType[*agentsetup.Error](err); ok {
		hint = se.Hint
	}
	return r.errorf(ExitFailed, hint, "%s: %v", name, err)
}
