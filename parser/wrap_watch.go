package parser

import "strings"

// unwrapWatch handles watch: it joins its arguments for sh -c, unless -x
// runs them as an argument vector.
func (p *parser) unwrapWatch(fr *frame, u *unwrap, argv []field, in *cmdIn) (step, bool) {
	args := argv[1:]
	opts, i := scanOpts(args, "n", []string{"interval"})
	if i >= len(args) {
		return step{}, false
	}
	for _, o := range opts {
		if o.name == "-x" || o.name == "--exec" {
			u.push("watch")
			return step{argv: args[i:]}, false
		}
	}
	p.nestedFields(fr, u, args[i:], "watch", *in)
	// Joining loses the quoting inside the words; a watch built with -x
	// semantics runs them as they are. Classify both readings when they
	// differ.
	for _, a := range args[i:] {
		if strings.ContainsAny(a.Value, " \t\n;&|<>'\"$`\\") {
			p.runArgv(fr.withEnv(u, *in), args[i:], cmdIn{span: in.span})
			break
		}
	}
	return step{}, true
}
