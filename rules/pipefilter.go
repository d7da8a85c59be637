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
	switch path.Base(c.Name) {
	case "head", "tail", "grep", "egrep", "fgrep", "sort", "uniq", "cut":
		for _, a := range c.Args {
			// An output file (sort -o) or a redirection writes
			// elsewhere; nothing else these take adds text.
			if a.Value == "-o" && path.Base(c.Name) == "sort" || strings.HasPrefix(a.Value, "--output") {
				return false
			}
		}
		return len(c.Redirs) == 0
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
