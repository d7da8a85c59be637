// Command gatesh-hub serves a team's gate: machines, members and signed
// decisions on one PostgreSQL database.
package main

import (
	"os"

	"gatesh/hub"
)

func main() {
	os.Exit(hub.Main(os.Args, os.Stdout, os.Stderr, os.Getenv))
}
