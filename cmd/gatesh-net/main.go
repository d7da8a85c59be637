// Command gatesh-net is the network allowlist's daemon and namespace
// holder, which gatesh starts for network = "allowlist". It is a program
// of its own so that gatesh, which starts before every command an agent
// runs, does not link the proxy.
package main

import (
	"os"

	"gatesh/egress/daemon"
)

func main() {
	os.Exit(daemon.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv))
}
