package archivelist

import (
	"bufio"
	"fmt"
	"io"
	"os"
)

// Main is gatesh-archive: given one path, it prints the names Names lists,
// each followed by a NUL byte (a name may hold a newline, never a NUL),
// and exits 0; it prints nothing and exits 1 when it cannot list them,
// and 2 when it is not given one path. gatesh runs it, found beside
// itself, and holds what an archive brings when it fails in any way.
func Main(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: gatesh-archive PATH")
		return 2
	}
	names, ok := Names(args[0])
	if !ok {
		fmt.Fprintf(stderr, "gatesh-archive: cannot list %s\n", args[0])
		return 1
	}
	w := bufio.NewWriter(stdout)
	for _, n := range names {
		w.WriteString(n)
		w.WriteByte(0)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "gatesh-archive: error: %v\n", err)
		return 1
	}
	return 0
}

// Run is Main for the program.
func Run() int { return Main(os.Args[1:], os.Stdout, os.Stderr) }
