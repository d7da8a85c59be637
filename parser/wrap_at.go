package parser

import (
	"slices"
	"strings"
)

// unwrapAt handles at and batch, whose job is the script on stdin.
func (p *parser) unwrapAt(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	c := p.emit(fr, u, argv, *in)
	if _, i := scanOpts(argv[1:], "fqmMtbl", nil); slices.ContainsFunc(argv[1:i+1], func(a field) bool {
		return strings.HasPrefix(a.Value, "-f") || strings.HasPrefix(a.Value, "-l") || a.Value == "-c"
	}) {
		// -f FILE reads the job from a file on disk; -l, -c list jobs.
		return step{out: stageOut{names: []string{c.Name}}}, true
	}
	p.runStdin(fr, u, in, c.Name)
	return step{out: stageOut{names: []string{c.Name}}}, true
}
