package rules

import (
	"strings"

	"gatesh/parser"
)

// countedOnly returns cat FILE... as wc FILE... when all that cat prints
// goes straight into wc, which prints only counts (cat secret.enc | wc
// -c: POSIX wc writes the number of newlines, words and bytes, never the
// text): the files are judged as wc names them (a size, nothing of the
// contents). cat with its own output redirected, a pipe through anything
// else first (tee, a copy), wc given files of its own or its input
// redirected, stay as they are. nil when the form is not this one.
func countedOnly(c *parser.Command, later []*parser.Command) *parser.Command {
	if c.Name != "cat" || c.MoreArgs || len(later) == 0 || len(c.Args) == 0 || !onlyErrorsRedirected(c) {
		return nil
	}
	for _, a := range c.Args {
		if a.Dynamic || strings.HasPrefix(a.Value, "-") || a.Value == "" {
			return nil
		}
	}
	w := later[0]
	if w.Name != "wc" || w.Depth != c.Depth || len(w.PipeFrom) != len(c.PipeFrom)+1 || w.PipeFrom[len(w.PipeFrom)-1] != "cat" || w.MoreArgs {
		return nil
	}
	for i, p := range c.PipeFrom {
		if w.PipeFrom[i] != p {
			return nil
		}
	}
	for _, a := range w.Args {
		if a.Dynamic || !strings.HasPrefix(a.Value, "-") || strings.HasPrefix(a.Value, "--files0-from") {
			return nil
		}
	}
	for _, r := range w.Redirs {
		if r.Op == "<" || r.Op == "<>" || r.Op == "<<" || r.Op == "<<-" || r.Op == "<<<" || r.Op == "<&" {
			return nil
		}
	}
	out := *c
	out.Name = "wc"
	out.Path = "wc"
	out.Args = append([]parser.Word{{Value: "-c", Span: c.Span}}, c.Args...)
	return &out
}

// onlyErrorsRedirected reports whether the command's redirections touch
// only its error output (2>/dev/null, 2>&1): what it prints still goes
// down the pipe.
func onlyErrorsRedirected(c *parser.Command) bool {
	for _, r := range c.Redirs {
		if r.Fd != "2" || (r.Op != ">" && r.Op != ">>" && r.Op != ">&") {
			return false
		}
		if r.Op == ">&" && r.Target.Value != "1" {
			return false
		}
		if r.Op != ">&" && r.Target.Value != "/dev/null" {
			return false
		}
	}
	return true
}
