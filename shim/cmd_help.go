package shim

import "fmt"

// runHelp prints usage.
func runHelp(r *runtime, _ []string) int {
	fmt.Fprintf(r.stdout, `gatesh: a gated shell for AI coding agents

usage:
  gatesh -c CMD [NAME [ARG...]]   run CMD as bash would, unless the rules hold it
  gatesh [BASH OPTIONS] [FILE]    any other bash command line, script on stdin included
  gatesh COMMAND [ARGS]

commands:
`)
	for _, c := range commands() {
		fmt.Fprintf(r.stdout, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(r.stdout, `
exit statuses besides the command's own:
  %d  held: nothing ran; a person must approve or change the rules
  %d  denied, rejected or expired: nothing ran
  %d  gatesh internal error: nothing ran
  %d  usage error

GATESH_HOME (default ~/.gatesh) holds config.toml, rules.toml and audit.jsonl.
`, ExitHeld, ExitDenied, ExitInternal, ExitUsage)
	return 0
}
