package rules

import (
	"path"
	"strings"

	"gatesh/sqlscan"
)

// operandWrites adds the files a program writes by an operand where its
// table cannot say when: python -m venv DIR (or virtualenv) makes or
// rewrites DIR, and sqlite3 or duckdb DB SQL writes DB when its SQL does
// more than read. Outside the project these are writes outside it, as the
// redirection each stands for would be.
func (v *cmdView) operandWrites() {
	name := path.Base(v.cmd.Name)
	args := v.cmd.Args
	switch {
	case strings.HasPrefix(name, "python") || name == "pypy3":
		for i := 0; i+1 < len(args); i++ {
			if args[i].Value != "-m" {
				if !strings.HasPrefix(args[i].Value, "-") {
					return // a script: its arguments are its own
				}
				continue
			}
			if m := args[i+1].Value; m != "venv" && m != "virtualenv" {
				return
			}
			for _, a := range args[i+2:] {
				if !strings.HasPrefix(a.Value, "-") {
					v.writes = append(v.writes, ref{value: a.Value, span: a.Span})
				}
			}
			return
		}
	case name == "sqlite3" || name == "sqlite" || name == "duckdb":
		if len(v.pos) == 0 || strings.HasPrefix(v.pos[0].Value, ":") {
			return // :memory:
		}
		for _, p := range v.cmd.Payloads {
			if p.Lang == "sql" && !sqlscan.Scan(p.Text).ReadOnly() {
				v.writes = append(v.writes, ref{value: v.pos[0].Value, span: v.pos[0].Span})
				return
			}
		}
	}
}
