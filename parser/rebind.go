package parser

import (
	"strings"
)

// Bash finds what a command name runs in tables a script may change:
// functions, aliases (alias, and the BASH_ALIASES array behind them), the
// hash table of paths (hash -p, and BASH_CMDS behind it) and the enabled
// builtins (enable). A change gatesh reads is followed: a function is
// walked, alias x=y and hash -p PATH NAME make x and NAME run what they
// name. Any other change, and one with a part not known statically, may
// make any name run any program: it is dynamic_command, held as `$x` is.

// commandTables are bash's variables whose entries say what a name runs.
func commandTable(name string) bool {
	if i := strings.IndexByte(name, '['); i > 0 {
		name = name[:i]
	}
	name = strings.TrimSuffix(name, "+")
	return name == "BASH_ALIASES" || name == "BASH_CMDS"
}

// tableAssign holds an assignment to BASH_ALIASES or BASH_CMDS, however
// it is spelt: an entry, the whole array, +=, declare, read, printf -v.
func (p *parser) tableAssign(name string, span Span) bool {
	if !commandTable(name) {
		return false
	}
	name, _, _ = strings.Cut(name, "[")
	p.problem("dynamic_command", "assigning "+strings.TrimSuffix(name, "+")+" changes which program a name runs", span)
	return true
}

// assignedNames holds what the builtins that assign variables by name
// (declare and its kin, read, mapfile, printf -v, wait -p, getopts) say
// of bash's command tables: an assignment to one, a name reference to
// one, or a name not known statically, which may be one.
func (p *parser) assignedNames(base string, args []field) {
	unknown := func(a field) {
		p.problem("dynamic_command", base+" assigns a variable whose name is not known statically: it may be one that says which program a name runs (BASH_CMDS, BASH_ALIASES)", a.Span)
	}
	switch base {
	case "declare", "typeset", "local", "export", "readonly", "nameref":
		nameref := base == "nameref"
		for _, a := range args {
			if v := a.Value; !a.Dynamic && len(v) > 1 && (v[0] == '-' || v[0] == '+') {
				if strings.ContainsAny(v, "fFp") {
					return // declare -f NAME, -p: prints, assigns nothing
				}
				nameref = nameref || v[0] == '-' && strings.ContainsRune(v, 'n') && base != "export" && base != "readonly"
			}
		}
		for _, a := range args {
			v := a.Value
			if !a.Dynamic && (strings.HasPrefix(v, "-") || strings.HasPrefix(v, "+")) {
				continue
			}
			name, val, hasVal := strings.Cut(v, "=")
			switch {
			case a.Dynamic && !literalName(name):
				unknown(a)
			case p.tableAssign(name, a.Span):
			case nameref && hasVal && (commandTable(val) || a.Dynamic && !literalName(val)):
				// declare -n r=BASH_CMDS; r[ls]=/bin/rm
				p.problem("dynamic_command", "a name reference to "+val+" may change which program a name runs", a.Span)
			}
		}
	case "read", "mapfile", "readarray", "printf", "wait", "getopts":
		for i, a := range args {
			v := a.Value
			isName := base == "getopts" && i == 1 || base != "getopts" && namesAt(base, args, i)
			if !isName || base != "printf" && !a.Dynamic && strings.HasPrefix(v, "-") {
				// printf -vNAME, read -aNAME: a name glued to its option.
				if !a.Dynamic && len(v) > 2 && v[0] == '-' && v[1] != '-' {
					for j := 2; j < len(v) && !p.tableAssign(v[j:], a.Span); j++ {
					}
				}
				continue
			}
			if a.Dynamic && !literalName(v) {
				unknown(a)
				continue
			}
			p.tableAssign(v, a.Span)
		}
	case "alias":
		for _, a := range args {
			name, _, ok := strings.Cut(a.Value, "=")
			if a.Dynamic && (!ok || strings.ContainsAny(name, "$`")) {
				p.problem("dynamic_command", "alias gives a value to a name not known statically: any command may run another program", a.Span)
			}
		}
	case "enable":
		for _, a := range args {
			if a.Dynamic {
				p.problem("dynamic_command", "enable switches a builtin not known statically on or off: the name then runs another program", a.Span)
			}
		}
	}
}

// literalName reports whether the name part of a word (before = or a
// subscript) is a name as written: it holds no placeholder of a part not
// known statically.
func literalName(name string) bool {
	if i := strings.IndexByte(name, '['); i > 0 {
		name = name[:i]
	}
	return validName(strings.TrimSuffix(name, "+"))
}

// hashedName follows hash -p PATH NAME for a command name that an
// expansion produced ($f after f=ls), which no alias replaces: bash
// looks the name up in its hash table, whatever wrote it. It returns the
// program that runs, and whether NAME was given one.
func (p *parser) hashedName(name field) (field, bool) {
	path, ok := p.hashed[name.Value]
	if !ok || strings.Contains(name.Value, "/") || p.funcs[name.Value] {
		return field{}, false
	}
	if path == "" {
		p.problem("dynamic_command", "hash -p gave "+name.Value+" a program not known statically", name.Span)
		return field{}, false
	}
	return field{Word: Word{Value: path, Span: name.Span}}, true
}
