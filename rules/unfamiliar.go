package rules

import (
	"slices"
	"strings"

	"gatesh/parser"
)

// unfamiliar appends to out what the rules do not know about c: a program
// that no rule and no [commands] table names, inline code in a general
// language, or a file that an earlier command of the same script wrote and
// c now runs. downloads are the files written before c (noteDownloads).
// A second opinion is asked only about such commands (consult =
// "unfamiliar"), so each note names the thing, for the log.
func (s *Set) unfamiliar(c *parser.Command, downloads map[string]string, out []string) []string {
	add := func(note string) {
		if !slices.Contains(out, note) {
			out = append(out, note)
		}
	}
	if !s.knownName(c) {
		add("program " + c.Name + " is in no rule and no command table")
	}
	for _, p := range c.Payloads {
		if !familiarPayload(p) {
			add("inline " + p.Lang + " code")
		}
	}
	if len(downloads) > 0 {
		if f, ok := s.runsWritten(c, downloads); ok {
			add("runs " + f + ", which the command itself wrote")
		}
	}
	return out
}

// Knows reports whether some rule or command table of the set names the
// program, or it is a shell builtin: a command of that name is not
// unfamiliar for its name alone.
func (s *Set) Knows(name string) bool {
	return s != nil && s.knownName(&parser.Command{Name: name})
}

// knownName reports whether some rule or command table names c's program,
// or it is a shell builtin or a function the script defines.
func (s *Set) knownName(c *parser.Command) bool {
	if c.FuncCall || isShellBuiltin(c.Name) || isOtherBuiltin(c.Name) {
		return true
	}
	if len(s.index.Lookup(c.Name)) > 0 {
		return true
	}
	return s.spec(c.Name) != nil
}

// familiarPayload: query languages are read statement by statement
// (package sqlscan), and an awk program that reaches nothing gatesh cannot
// follow only transforms text. Other inline code is a program of its own.
func familiarPayload(p parser.Payload) bool {
	switch p.Lang {
	case "sql", "redis", "mongo":
		return true
	case "awk":
		return len(p.Caps) == 0
	}
	return false
}

// runsWritten reports a file written earlier in the script that c runs:
// by its path (./build.sh), or as the script operand of a program that a
// runs_download rule names as one that runs its first operand (bash
// x.sh, python3 x.py, . ./env).
func (s *Set) runsWritten(c *parser.Command, downloads map[string]string) (string, bool) {
	written := func(value string) bool {
		for _, f := range s.pathForms(value, c) {
			if _, ok := downloads[f]; ok {
				return true
			}
		}
		return false
	}
	if strings.Contains(c.Path, "/") && written(c.Path) {
		return c.Path, true
	}
	if !s.runsOperand(c.Name) {
		return "", false
	}
	for _, w := range c.Args {
		if w.Dynamic || strings.HasPrefix(w.Value, "-") {
			continue
		}
		if written(w.Value) {
			return w.Value, true
		}
		break // only the script operand runs
	}
	return "", false
}

// runsOperand reports whether a rule with runs_download names name: the
// rules' own list of programs that run the file their operand names.
func (s *Set) runsOperand(name string) bool {
	for _, i := range s.index.Lookup(name) {
		if len(s.rules[i].spec().RunsDownload) > 0 {
			return true
		}
	}
	return false
}

// isOtherBuiltin: the rest of bash's builtins (bash 5.2, `enable -a`)
// beside isShellBuiltin's: part of the shell, not programs the rules could
// fail to know. Those that can end a process or run a command (kill,
// exec, source) are named by rules or unwrapped by the parser.
func isOtherBuiltin(name string) bool {
	switch name {
	case "bg", "bind", "caller", "compgen", "complete",
		"compopt", "disown", "enable", "fc", "fg",
		"help", "history", "jobs", "logout", "mapfile",
		"readarray", "suspend", "times", "ulimit":
		return true
	}
	return false
}
