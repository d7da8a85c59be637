package shim

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// newFlags makes the flag set of subcommand name. It prints nothing
// itself: flagError answers --help and bad flags in the house style.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// flagError answers an error of fs.Parse: the command's usage on stdout
// and status 0 for -h, -help or --help; otherwise the error and a hint on
// stderr, and ExitUsage.
func (r *runtime) flagError(fs *flag.FlagSet, err error) int {
	if errors.Is(err, flag.ErrHelp) {
		r.commandHelp(fs.Name(), fs)
		return 0
	}
	return r.usageHint(fmt.Sprintf("%s: %v", fs.Name(), err), fmt.Sprintf("`gatesh %s --help` lists its flags", fs.Name()))
}

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

// takesOwnHelp reports whether subcommand name parses its arguments with
// a flag set (newFlags), which answers --help wherever it comes; the
// dispatcher answers a leading --help for the others, so that none reads
// it as an id, a file or an agent name.
func takesOwnHelp(name string) bool {
	switch name {
	case "show", "rules", "hook", "version", "help":
		return false
	}
	return true
}

// commandHelp prints the usage of subcommand name: its line in `gatesh
// help`, then its flags, if it has any.
func (r *runtime) commandHelp(name string, fs *flag.FlagSet) {
	c, _ := findCommand(name)
	// A summary reads "NAME ARGS: what it does" or just "what it does".
	use, what := name, c.summary
	if head, rest, ok := strings.Cut(c.summary, ": "); ok && strings.HasPrefix(head, name+" ") {
		use, what = head, rest
	} else if fs != nil {
		use += " [flags]"
	}
	fmt.Fprintf(r.stdout, "usage: gatesh %s\n", use)
	if what != "" {
		fmt.Fprintf(r.stdout, "\n%s\n", what)
	}
	if fs == nil {
		return
	}
	first := true
	fs.VisitAll(func(f *flag.Flag) {
		if first {
			fmt.Fprintf(r.stdout, "\nflags:\n")
			first = false
		}
		arg, usage := flag.UnquoteUsage(f)
		dash := "-"
		if len(f.Name) > 1 {
			dash = "--"
		}
		line := "  " + dash + f.Name
		if arg != "" {
			line += " " + arg
		}
		if def := f.DefValue; def != "" && def != "false" && def != "0" && def != "[]" {
			usage += fmt.Sprintf(" (default %s)", def)
		}
		fmt.Fprintf(r.stdout, "%-24s %s\n", line, strings.ReplaceAll(usage, "\n", "\n"+strings.Repeat(" ", 25)))
	})
}
