package shim

import "gatesh/agentsetup"

// runUninstall undoes what install changed for an agent, and only that.
//
//	gatesh uninstall --agent NAME [--dry-run]
func runUninstall(r *runtime, args []string) int {
	return r.agentSetup("uninstall", args, agentsetup.Uninstall)
}
