package parser

// unwrapXargs handles xargs: the command it runs gets more arguments at
// run time, and -I/-J/-i name the words replaced by input.
func (p *parser) unwrapXargs(u *unwrap, argv []field) (step, bool) {
	args := argv[1:]
	opts, i := scanOpts(args, "IJEnPsdaLRS", []string{"replace", "eof", "max-lines", "max-args", "max-procs", "max-chars", "delimiter", "arg-file", "process-slot-var"})
	u.more = true
	for _, o := range opts {
		switch o.name {
		case "-I", "-J", "--replace":
			u.tokens = append(append([]string(nil), u.tokens...), o.val.Value)
		case "-i":
			u.tokens = append(append([]string(nil), u.tokens...), "{}")
		}
	}
	u.push("xargs")
	if i >= len(args) {
		// xargs alone runs echo.
		return step{argv: []field{{Word: Word{Value: "echo", Span: argv[0].Span}}}}, false
	}
	return step{argv: args[i:]}, false
}
