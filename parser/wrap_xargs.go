package parser

import (
	"path"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// unwrapXargs handles xargs: the command it runs gets more arguments at
// run time, and -I/-J/-i name the words replaced by input. When its input
// is text known statically (echo a b | xargs rm), the arguments are known
// too and are filled in.
func (p *parser) unwrapXargs(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	args := argv[1:]
	opts, i := scanWith(args, xargsOpt)
	var tokens []string
	for _, o := range opts {
		switch o.name {
		case "-I", "-J", "--replace":
			tokens = append(tokens, o.val.Value)
		case "-i":
			if o.val.Value != "" {
				tokens = append(tokens, o.val.Value)
			} else {
				tokens = append(tokens, "{}")
			}
		}
	}
	u.push("xargs")
	for _, o := range opts {
		if o.name == "-a" || o.name == "--arg-file" {
			// The words come from that file, not from the pipe.
			u.push("xargs -a")
			break
		}
	}
	inner := args[i:]
	if i >= len(args) {
		// xargs alone runs echo.
		inner = []field{{Word: Word{Value: "echo", Span: argv[0].Span}}}
	}
	if lines, ok := xargsInput(in.stdin, opts); ok && !p.runsItsArguments(inner[0].Value) && tokensUsed(inner, tokens) {
		return p.xargsKnown(fr, u, inner, tokens, lines, in)
	}
	u.more = true
	u.tokens = append(append([]string(nil), u.tokens...), tokens...)
	return step{argv: inner}, false
}

// xargsOpt reads one of xargs's options at args[i] and returns how many
// args it used. GNU xargs's -e, -i and -l take a value only when it is
// joined to them, which is then the rest of the word: -i-S replaces -S
// (not -i, -- and -S with a value), -l1 runs a command per line.
func xargsOpt(args []field, i int, opts *[]opt) int {
	const withArg = "IJEnPsdaLRS"
	v := args[i].Value
	if !strings.HasPrefix(v, "--") {
		for j := 1; j < len(v); j++ {
			c := v[j]
			if strings.IndexByte(withArg, c) >= 0 {
				break
			}
			if (c == 'e' || c == 'i' || c == 'l') && j+1 < len(v) {
				for k := 1; k < j; k++ {
					*opts = append(*opts, opt{name: "-" + v[k:k+1]})
				}
				*opts = append(*opts, opt{name: "-" + v[j:j+1], val: field{Word: Word{Value: v[j+1:], Dynamic: args[i].Dynamic, Span: args[i].Span}}})
				return 1
			}
		}
	}
	return scanOne(args, i, withArg, []string{"replace", "eof", "max-lines", "max-args", "max-procs", "max-chars", "delimiter", "arg-file", "process-slot-var"}, opts)
}

// runsItsArguments reports programs that read their arguments as a
// command or code (a shell, an interpreter, a wrapper): text that xargs
// hands them stays input not known statically even when it is, so that
// data turned into code is held rather than read as the text looks.
func (p *parser) runsItsArguments(name string) bool {
	base := path.Base(name)
	switch base {
	case "env", "xargs", "parallel", "find", "watch", "at", "batch", "eval", "source", ".", "trap",
		"docker", "podman", "nerdctl", "docker-compose", "podman-compose":
		return true
	}
	if isShell(base) || isInterpreter(base) {
		return true
	}
	if _, ok := optionShells.Get()[base]; ok {
		return true
	}
	d := p.opts.Commands.Lookup(base)
	return d != nil && (d.Cmd.Runs.RunsCommand || len(d.Cmd.CodeFlags) > 0 || d.Cmd.StdinCode)
}

// tokensUsed reports whether each replace token appears in the command;
// one that appears nowhere is likely a mistake, so the input stays
// unknown.
func tokensUsed(inner []field, tokens []string) bool {
	for _, t := range tokens {
		if t == "" || !slices.ContainsFunc(inner, func(a field) bool { return strings.Contains(a.Value, t) }) {
			return false
		}
	}
	return true
}

// xargsOptsKnown are the options under which xargs splits its input at
// blanks and newlines (or lines, with -I) as xargsInput does.
var xargsOptsKnown = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"-I": true, "-J": true, "--replace": true, "-i": true, "-n": true, "--max-args": true, "-L": true,
		"--max-lines": true, "-P": true, "--max-procs": true, "-r": true, "--no-run-if-empty": true, "-t": true,
		"--verbose": true, "-x": true, "--exit": true, "-s": true, "--max-chars": true, "-p": true, "--interactive": true,
		"-o": true, "--open-tty": true,
	}
}}

// xargsMaxLines bounds the commands listed for known input.
const xargsMaxLines = 32

// xargsInput returns the lines of xargs's input when it is text known
// statically, holds no quotes or backslashes (which xargs reads as
// quoting) and the options split it plainly.
func xargsInput(stdin *textSrc, opts []opt) ([]string, bool) {
	if stdin == nil || stdin.dynamic || stdin.file || strings.ContainsAny(stdin.text, "'\"\\\x00") {
		return nil, false
	}
	for _, o := range opts {
		if !xargsOptsKnown.Get()[o.name] {
			return nil, false
		}
	}
	var lines []string
	for l := range strings.SplitSeq(stdin.text, "\n") {
		if l = strings.TrimLeft(l, " \t"); l != "" {
			lines = append(lines, l)
		}
	}
	return lines, len(lines) <= xargsMaxLines
}

// xargsKnown lists what xargs runs for known input lines: with a replace
// token, one command per line with the token filled in; otherwise one
// command with every word of the input after the given arguments.
func (p *parser) xargsKnown(fr *frame, u *unwrap, inner []field, tokens []string, lines []string, in *cmdIn) (step, bool) {
	word := func(v string) field { return field{Word: Word{Value: v, Span: in.stdin.span}} }
	if len(tokens) == 0 {
		next := append([]field(nil), inner...)
		for _, l := range lines {
			for _, w := range strings.Fields(l) {
				next = append(next, word(w))
			}
		}
		return step{argv: next}, false
	}
	if len(lines) == 0 {
		return step{}, true // -I with no input runs nothing
	}
	fill := func(line string) []field {
		out := make([]field, len(inner))
		for k, a := range inner {
			out[k] = a
			for _, t := range tokens {
				if t != "" && strings.Contains(a.Value, t) {
					out[k].Value = strings.ReplaceAll(out[k].Value, t, line)
				}
			}
		}
		return out
	}
	var out stageOut
	for _, l := range lines {
		out = p.runArgv(fr.withEnv(u, *in), fill(l), cmdIn{span: in.span, redirs: in.redirs})
	}
	return step{out: out}, true
}
