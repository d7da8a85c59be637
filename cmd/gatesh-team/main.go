// Command gatesh-team is a machine's side of a team's hub and an
// approver's commands; `gatesh team` runs it. It is a program of its own
// so that gatesh, which starts before every command an agent runs, links
// no network code.
package main

import (
	"os"

	"gatesh/team"
)

func main() {
	os.Exit(team.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Environ()))
}
