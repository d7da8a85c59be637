package shim

import (
	"os"

	"github.com/mattn/go-isatty"
)

func stdinIsTerminal(f *os.File) bool { return isatty.IsTerminal(f.Fd()) }

// openTTY opens the controlling terminal, for the operator's `gatesh
// review`. Shell mode never reads a decision from a terminal.
func openTTY() (*os.File, error) { return os.OpenFile("/dev/tty", os.O_RDWR, 0) }
