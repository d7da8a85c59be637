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
  %d  held or parked: nothing ran; once a person approves, run the same
      command again from the same folder and it runs once
  %d  denied, rejected, expired or already used: nothing ran
  %d  gatesh internal error: nothing ran
  %d  usage error

GATESH_HOME (default ~/.gatesh) holds config.toml, rules.toml, audit.jsonl,
queue/ (one JSON file per request) and keys/ (the operator's key pair).
GATESH_HOLD_WAIT and GATESH_HOLD_TTL override hold.wait and hold.ttl.
`, ExitHeld, ExitDenied, ExitInternal, ExitUsage)
	return 0
}
