package shim

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"gatesh/config"
	"gatesh/enforce"
	"gatesh/parser"
	"gatesh/rules"
)

// runExplain shows, for people, how gatesh sees a command and why.
//
//	gatesh explain -c CMD
func runExplain(r *runtime, args []string) int {
	fs := newFlags("explain")
	text := fs.String("c", "", "the command text to explain")
	ruleset := fs.Bool("ruleset", false, "list every Landlock rule the command would get")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	given := isFlagSet(fs, "c")
	if !given && fs.NArg() == 1 {
		*text, given = fs.Arg(0), true
	} else if fs.NArg() > 0 {
		return r.usageHint("explain: unexpected arguments", "quote the command: gatesh explain -c 'CMD'")
	}
	if !given {
		return r.usageHint("explain: no command", "gatesh explain -c 'CMD'")
	}
	cwd, cfg, cls, status := r.start()
	if status != 0 {
		return status
	}
	d := normalize(cls.ClassifyShell(*text, nil))
	explain(r.stdout, *text, d)
	r.explainEnforcement(r.stdout, cfg, cwd, d, *ruleset)
	r.explainNetwork(r.stdout, cfg, cwd, d)
	return 0
}

func explain(w io.Writer, text string, d rules.Decision) {
	fmt.Fprintf(w, "verdict: %s (tier %s)\n", d.Verdict, d.Tier)
	if d.Script != nil {
		fmt.Fprintf(w, "\ncommands, as gatesh sees them:\n")
		for i, c := range d.Script.Commands {
			fmt.Fprintf(w, "  %d. %s\n", i+1, c.String())
			if ctx := contextWords(c.Context); ctx != "" {
				fmt.Fprintf(w, "     context: %s\n", ctx)
			}
			for _, p := range c.Payloads {
				fmt.Fprintf(w, "     %s payload (%s): %s\n", p.Lang, p.From, oneLine(p.Text))
			}
		}
		if len(d.Script.Commands) == 0 {
			fmt.Fprintf(w, "  (none)\n")
		}
		for _, p := range d.Script.Problems {
			fmt.Fprintf(w, "  problem %s: %s\n", p.Kind, p.Msg)
			pointAt(w, text, p.Span, "     ")
		}
	}
	fmt.Fprintf(w, "\nrules that matched:\n")
	if len(d.Hits) == 0 {
		fmt.Fprintf(w, "  (none)\n")
	}
	for _, h := range d.Hits {
		kind := h.Tier.String()
		if h.Deny {
			kind += ", deny"
		}
		fmt.Fprintf(w, "  %s (%s): %s\n", h.ID, kind, h.Reason)
		if h.Command != "" {
			fmt.Fprintf(w, "     in: %s\n", h.Command)
		}
		if h.Detail != "" {
			fmt.Fprintf(w, "     here: %s\n", h.Detail)
		}
		pointAt(w, text, h.Span, "     ")
	}
	// A lower match is listed because it matched, not because it counts:
	// the command's tier is the highest of them.
	var lower []string
	for _, h := range d.Hits {
		if h.Tier < d.Tier && !slices.Contains(lower, h.ID+" ("+h.Tier.String()+")") {
			lower = append(lower, h.ID+" ("+h.Tier.String()+")")
		}
	}
	if len(lower) > 0 {
		verb := "does"
		if len(lower) > 1 {
			verb = "do"
		}
		fmt.Fprintf(w, "  the highest tier wins: the command is %s; %s %s not lower it\n", d.Tier, strings.Join(lower, ", "), verb)
	}
}

var contextNames = []struct {
	bit  parser.Context
	name string
}{
	{parser.InPipeline, "pipeline"}, {parser.InSubst, "substitution"}, {parser.InFunc, "function"},
	{parser.InLoop, "loop"}, {parser.InBackground, "background"}, {parser.InCondition, "condition"},
	{parser.InNested, "nested shell"}, {parser.InTrap, "trap"}, {parser.InAlias, "alias"},
	{parser.InCode, "inline code"},
}

func contextWords(c parser.Context) string {
	var words []string
	for _, n := range contextNames {
		if c&n.bit != 0 {
			words = append(words, n.name)
		}
	}
	return strings.Join(words, ", ")
}

func oneLine(s string) string {
	s = strings.ReplaceAll(s, "\n", `\n`)
	if len(s) > 120 {
		s = s[:117] + "..."
	}
	return s
}

// pointAt prints the line of text that holds span and a caret line under
// the part the span covers (up to the end of that line).
func pointAt(w io.Writer, text string, span parser.Span, indent string) {
	if span.Start < 0 || span.End <= span.Start || span.Start >= len(text) {
		return
	}
	lineStart := strings.LastIndexByte(text[:span.Start], '\n') + 1
	lineEnd := len(text)
	if i := strings.IndexByte(text[span.Start:], '\n'); i >= 0 {
		lineEnd = span.Start + i
	}
	end := min(span.End, lineEnd)
	line := text[lineStart:lineEnd]
	var pad strings.Builder
	for _, c := range text[lineStart:span.Start] {
		if c == '\t' {
			pad.WriteByte('\t')
		} else {
			pad.WriteByte(' ')
		}
	}
	width := max(utf8.RuneCountInString(text[span.Start:end]), 1)
	fmt.Fprintf(w, "%s%s\n%s%s%s\n", indent, line, indent, pad.String(), strings.Repeat("^", width))
}

// explainEnforcement says what the kernel would let the command do: the
// Landlock policy for a command that runs because it is green or yellow,
// with every rule when all is set.
func (r *runtime) explainEnforcement(w io.Writer, cfg *config.Config, cwd string, d rules.Decision, all bool) {
	fmt.Fprintf(w, "\nkernel restriction:\n")
	switch {
	case cfg.Enforce != config.EnforceLandlock:
		fmt.Fprintf(w, "  off (set enforce = \"landlock\" in config.toml to have the kernel hold green commands to the project)\n")
		return
	case d.Verdict != rules.AutoPass || d.Tier >= rules.Red:
		fmt.Fprintf(w, "  none: a held command runs unrestricted once a person approves it, as approved\n")
		return
	}
	abi := 0
	if r.landlockABI != nil {
		abi = r.landlockABI()
	}
	pol := enforce.NewPolicy(r.enforceInputs(cfg, cwd))
	if pol.Refused != nil {
		fmt.Fprintf(w, "  none: a green or yellow command would be held (enforce-workdir): %v\n", pol.Refused)
		return
	}
	plan, err := enforce.Build(pol)
	if err != nil {
		fmt.Fprintf(w, "  cannot be prepared, so the command would be held (enforce_error): %v\n", err)
		return
	}
	if abi < enforce.MinABI {
		fmt.Fprintf(w, "  unavailable: the kernel's Landlock ABI is %d (need %d); the command would run unrestricted\n", abi, enforce.MinABI)
	} else {
		fmt.Fprintf(w, "  Landlock ABI %d, %d rules\n", abi, len(plan.Grants))
	}
	fmt.Fprintf(w, "  writes allowed beneath:\n")
	for _, root := range pol.Write {
		fmt.Fprintf(w, "    %-8s %s\n", root.Why, root.Path)
	}
	fmt.Fprintf(w, "  never written: %s\n", strings.Join(pol.Protected, ", "))
	fmt.Fprintf(w, "  never read: %s\n", strings.Join(pol.Hidden, ", "))
	for _, n := range plan.Notes {
		fmt.Fprintf(w, "  note: %s\n", n)
	}
	if all {
		fmt.Fprintf(w, "  rules:\n")
		for _, g := range plan.Grants {
			fmt.Fprintf(w, "    %-7s %s %s\n", g.Why, g.Path, g.Access)
		}
	}
}
