package rules

import (
	"path"
	"regexp"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
)

// pickingFilter reports whether c, a command in a pipeline, prints only
// lines or fields of what it reads: head, tail, grep, sort, uniq, cut,
// and awk whose whole program prints one field ({print $2}, NR>1 {print
// $2}). Such a filter adds no word of its own to what the next command
// reads, so what that command acts on is what came before the filter.
// A filter that can write text of its own (sed, tr, awk with any other
// program, an option that reads a file of patterns to print) is not one.
func pickingFilter(c *parser.Command) bool {
	for _, a := range c.Args {
		if a.Dynamic {
			return false
		}
	}
	name := path.Base(c.Name)
	switch name {
	case "head", "tail", "grep", "egrep", "fgrep", "sort", "uniq", "cut":
		return len(c.Redirs) == 0 && readsPipeOnly(name, c.Args)
	case "awk", "gawk", "mawk", "nawk":
		return len(c.Args) == 1 && len(c.Redirs) == 0 && awkPrintField.Get().MatchString(c.Args[0].Value)
	}
	return false
}

// awkPrintField is an awk program that prints one field of each line,
// or of each line after the first.
var awkPrintField = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*(NR\s*>\s*1\s*)?\{\s*print\s+\$[1-9][0-9]?\s*;?\s*\}\s*$`)
}}

// readsPipeOnly reports whether a line filter given args reads the pipe
// and nothing else: every word is an option, the value of an option that
// takes one, or grep's pattern. A file operand (grep -h . pids.txt)
// makes it print that file instead, and an output option (sort -o)
// writes elsewhere.
func readsPipeOnly(name string, args []parser.Word) bool {
	valued := "nc"
	switch name {
	case "cut":
		valued = "dfcb"
	case "sort":
		valued = "ktST"
	case "uniq":
		valued = "fsw"
	case "grep", "egrep", "fgrep":
		valued = "efmABC"
	}
	pattern := name == "grep" || name == "egrep" || name == "fgrep"
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		switch {
		case a == "-o" && name == "sort", strings.HasPrefix(a, "--output"), a == "--files0-from" || strings.HasPrefix(a, "--files0-from="):
			return false
		case len(a) == 2 && a[0] == '-' && strings.IndexByte(valued, a[1]) >= 0:
			if a[1] == 'e' || a[1] == 'f' {
				pattern = false
			}
			i++
		case len(a) > 1 && a[0] == '-':
			if strings.HasPrefix(a, "-e") || strings.HasPrefix(a, "-f") || strings.HasPrefix(a, "--regexp") || strings.HasPrefix(a, "--file") {
				if pattern && (name == "grep" || name == "egrep" || name == "fgrep") {
					pattern = false
				}
			}
		case (name == "tail" || name == "head") && strings.HasPrefix(a, "+"):
			// tail +2, the old spelling of -n +2.
		case pattern:
			pattern = false
		default:
			return false
		}
	}
	return true
}
