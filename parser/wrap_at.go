package parser

// unwrapAt handles at and batch, whose job is the script on stdin.
func (p *parser) unwrapAt(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	c := p.emit(fr, u, argv, *in)
	if in.stdin != nil {
		p.runText(fr, u, *in, in.stdin, c.Name, field{Word: Word{Span: in.stdin.span}})
	}
	return step{out: stageOut{names: []string{c.Name}}}, true
}
