package shim

import (
	"os"

	"gatesh/egress/daemon"
)

// netMain is gatesh-net, for the test binary run under that name.
func netMain() {
	os.Exit(daemon.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv))
}
