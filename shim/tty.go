package shim

import (
	"os"

	"github.com/mattn/go-isatty"
)

func stdinIsTerminal(f *os.File) bool { return isatty.IsTerminal(f.Fd()) }
