package parser

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// setupGenerator reports whether fs is exactly one word that is one
// command substitution, "$(CMD ARGS)", whose command a [commands] table
// says prints only shell assignments and functions with these arguments
// (eval_output): an agent's ssh setup, a version manager's init, a
// prompt hook. The command must be the program itself: not a function or
// an alias of the script, not a path, and every word literal.
func (p *parser) setupGenerator(fs []field) bool {
	if len(fs) != 1 || fs[0].raw == nil {
		return false
	}
	call := soleSubstCall(fs[0].raw)
	if call == nil || len(call.Assigns) > 0 || len(call.Args) == 0 {
		return false
	}
	words := make([]string, 0, len(call.Args))
	for _, w := range call.Args {
		lit := w.Lit()
		if lit == "" && len(w.Parts) > 0 {
			// A quoted literal ('-') is fine; anything else is not known.
			s, ok := quotedLit(w)
			if !ok {
				return false
			}
			lit = s
		}
		words = append(words, lit)
	}
	name := words[0]
	if strings.Contains(name, "/") || p.funcs[name] || p.assigned["PATH"] {
		return false
	}
	if _, ok := p.aliases[name]; ok {
		return false
	}
	d := p.opts.Commands.Lookup(name)
	args := strings.Join(words[1:], " ")
	if strings.ContainsAny(args, ";&|<>`$") {
		return false
	}
	if d != nil {
		for _, pat := range d.Cmd.EvalOutput {
			if ok, _ := path.Match(pat, args); ok {
				return true
			}
		}
	}
	// A program with no table, or one whose table knows other setup
	// spellings, asked for its shell setup by the convention most such
	// tools share (mcfly init bash, scmpuff init -s, zoxide init --cmd j
	// bash). A table that says how the program reads its arguments
	// otherwise (cat, echo, python) is not a generator's.
	if d != nil && len(d.Cmd.EvalOutput) > 0 {
		// The table names the tool's setup verb (fnm env, minikube
		// docker-env): other options of that verb, before or after it,
		// print setup too.
		for i := 1; i < len(words); i++ {
			for _, pat := range d.Cmd.EvalOutput {
				if verb, _, _ := strings.Cut(pat, " "); verb == words[i] && verb != "" && verb[0] != '-' && !strings.ContainsAny(verb, "*?[") {
					return setupOptions(words[1:i]) && setupOptions(words[i+1:])
				}
			}
		}
	}
	return (d == nil || len(d.Cmd.EvalOutput) > 0) && setupShaped(words[1:])
}

// setupShaped reports whether a generator's arguments ask for shell setup
// and nothing else: init, activate, hook or shellenv first, then only
// shell names, options and short plain values.
func setupShaped(args []string) bool {
	if len(args) == 0 {
		return false
	}
	switch args[0] {
	case "init", "activate", "hook", "shellenv", "shell-init", "shell-hook":
	default:
		return false
	}
	return setupOptions(args[1:])
}

// setupOptions reports whether a generator's words after its verb are
// only shell names, options and short plain values.
func setupOptions(args []string) bool {
	for _, a := range args {
		switch {
		case a == "-" || a == "bash" || a == "zsh" || a == "sh" || a == "posix":
		case strings.HasPrefix(a, "-") && len(a) <= 40 && !strings.ContainsAny(a, "/~\\"):
		case len(a) <= 16 && !strings.ContainsAny(a, "/.~\\") && a != "":
			// A value (--cmd j): a short name, not a path.
		default:
			return false
		}
	}
	return true
}

// soleSubstCall returns the simple command of a word that is one command
// substitution (or one <(...) process substitution) holding one statement
// with no redirections, quoted or not.
func soleSubstCall(w *syntax.Word) *syntax.CallExpr {
	if len(w.Parts) != 1 {
		return nil
	}
	part := w.Parts[0]
	if dq, ok := part.(*syntax.DblQuoted); ok {
		if len(dq.Parts) != 1 {
			return nil
		}
		part = dq.Parts[0]
	}
	var stmts []*syntax.Stmt
	switch x := part.(type) {
	case *syntax.CmdSubst:
		stmts = x.Stmts
	case *syntax.ProcSubst:
		if x.Op != syntax.CmdIn {
			return nil
		}
		stmts = x.Stmts
	default:
		return nil
	}
	if len(stmts) != 1 {
		return nil
	}
	st := stmts[0]
	if st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 {
		return nil
	}
	call, _ := st.Cmd.(*syntax.CallExpr)
	return call
}

// quotedLit returns the text of a word made only of literals and quoted
// literals: '-', "bash".
func quotedLit(w *syntax.Word) (string, bool) {
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.Lit, *syntax.SglQuoted:
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				if _, ok := q.(*syntax.Lit); !ok {
					return "", false
				}
			}
		default:
			return "", false
		}
	}
	return literalParts(w, ""), true
}
