//go:build !linux

package daemon

import (
	"fmt"
	"io"
)

// Main is gatesh-net, which only Linux runs: elsewhere gatesh never
// starts it.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	fmt.Fprintln(stderr, "gatesh-net: error: the network allowlist needs Linux network namespaces")
	return 2
}
