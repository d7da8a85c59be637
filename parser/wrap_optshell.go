package parser

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// unknownOptionShell reads a program that no [commands] table describes
// and that is given a command line as the value of -c, --command, --cmd,
// --exec or --run (west forall -c 'git reset --hard', repo forall -c
// CMD, a fleet runner's --command): the convention of runners over many
// repositories or hosts for the command they run in each. The value is
// parsed as shell when it is static, has a space and parses as shell; a
// single word (-c config.yaml) or text that does not parse is the
// option's other common meaning, a file or a message, and is left. The
// program is listed whole as well, so reading the value as a command can
// only raise the tier.
func (p *parser) unknownOptionShell(fr *frame, u *unwrap, argv []field, in cmdIn) {
	in.stdin = nil
	for i := 1; i < len(argv); i++ {
		a := argv[i]
		if a.Dynamic {
			continue
		}
		if a.Value == "--" {
			return
		}
		name, val, joined := strings.Cut(a.Value, "=")
		switch {
		case name == "-c", name == "--command", name == "--cmd", name == "--exec", name == "--run":
		case len(a.Value) > 2 && a.Value[0] == '-' && a.Value[1] != '-' && strings.IndexByte(a.Value, 'c') > 0:
			// -c with its value in the same word (-c'CMD'), or last of
			// a cluster of short options (-vc CMD).
			k := strings.IndexByte(a.Value, 'c')
			if k == len(a.Value)-1 {
				name, joined = "-c", false
			} else if k == 1 {
				name, val, joined = "-c", a.Value[2:], true
			} else {
				continue
			}
		default:
			continue
		}
		f := a
		if joined {
			f.Value = val
			f.raw = nil
		} else {
			if i+1 >= len(argv) || argv[i+1].Dynamic {
				continue
			}
			i++
			f = argv[i]
		}
		if !strings.ContainsAny(f.Value, " \t") || !parsesAsShell(f.Value) {
			continue
		}
		p.nestedFields(fr, u, []field{f}, argv[0].Value+" "+name, in)
	}
}

// parsesAsShell reports whether text is a complete bash script.
func parsesAsShell(text string) bool {
	_, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(text), "")
	return err == nil
}
