package rules

import (
	"slices"

	"gatesh/toolcall"
)

// A tool that runs an Ansible playbook (a home-lab server's
// ansible-playbook {playbook, inventory, limit, become, check},
// run_playbook {playbook_path, check_mode}) is the ansible-playbook command
// its arguments spell: the command rules judge it, so a run changes the
// hosts it reaches (ansible-run) and a check-mode or syntax-check run
// reads, as in a shell.

// playbookArgv returns the ansible-playbook command line a call stands
// for, and whether it is one: its name or server says Ansible or a
// playbook, its name runs one (no verb, or run, execute, launch, apply),
// and it is handed a playbook.
func playbookArgv(own, server []string, args map[string]any) ([]string, bool) {
	if !slices.Contains(own, "playbook") && !slices.Contains(own, "playbooks") {
		return nil, false
	}
	if !slices.Contains(own, "ansible") && !slices.Contains(server, "ansible") && !slices.Contains(own, "run") && !slices.Contains(own, "execute") {
		return nil, false
	}
	for _, w := range own {
		switch w {
		case "ansible", "playbook", "playbooks", "run", "execute", "launch", "apply", "mcp":
		default:
			return nil, false
		}
	}
	argv := []string{"ansible-playbook"}
	found := false
	for _, k := range sortedKeys(args) {
		ws := toolcall.Words(k)
		v := args[k]
		s, isString := v.(string)
		on, _ := v.(bool)
		switch {
		case isString && (keyIn(k, []string{"playbook", "playbook_path", "playbook_file", "playbook_name"})):
			argv = append(argv, s)
			found = true
		case isString && keyIn(k, []string{"inventory", "inventory_path", "inventory_file"}):
			argv = append(argv, "-i", s)
		case isString && keyIn(k, []string{"limit", "hosts"}):
			argv = append(argv, "--limit", s)
		case isString && keyIn(k, []string{"tags"}):
			argv = append(argv, "--tags", s)
		case on && keyIn(k, []string{"check", "check_mode", "dry_run"}):
			argv = append(argv, "--check")
		case on && keyIn(k, []string{"syntax_check"}):
			argv = append(argv, "--syntax-check")
		case on && keyIn(k, []string{"become", "sudo"}):
			argv = append(argv, "--become")
		case on && slices.Contains(ws, "diff"):
			argv = append(argv, "--diff")
		}
	}
	return argv, found
}
