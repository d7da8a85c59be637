// Command gatesh is a gated shell for AI coding agents.
package main

import (
	"os"

	_ "gatesh/internal/prestack" // grows the stack before any deep initialisation
	"gatesh/shim"
)

func main() {
	os.Exit(shim.Main(os.Args, os.Stdin, os.Stdout, os.Stderr, os.Environ()))
}
