// Command floor is the bench's floor: a Go program that does nothing but
// exec bash with its own arguments, as gatesh does after its checks. The
// bench sets the path of bash at build time (-ldflags -X main.bash=PATH).
package main

import (
	"os"
	"syscall"
)

var bash = "/bin/bash"

func main() {
	argv := append([]string{"bash"}, os.Args[1:]...)
	err := syscall.Exec(bash, argv, os.Environ())
	os.Stderr.WriteString("floor: " + err.Error() + "\n")
	os.Exit(127)
}
