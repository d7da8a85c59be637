// Command gatesh-serve is gatesh's review page; `gatesh serve` runs it. It
// is a program of its own so that gatesh, which starts before every
// command an agent runs, does not link the web server.
package main

import (
	"os"

	"gatesh/serve"
)

func main() {
	os.Exit(serve.Main(os.Args[1:], os.Stdout, os.Stderr, os.Environ()))
}
