package parser

import (
	"strings"
)

func (p *parser) unwrapParallel(fr *frame, u *unwrap, args []field, in *cmdIn) (step, bool) {
	p.parallelPerl(fr, u, args, in)
	opts, i := scanOpts(args, "jSaIdCnL", []string{"jobs", "sshlogin", "arg-file", "colsep", "delimiter", "joblog", "results", "tmpdir", "workdir", "timeout", "retries", "memfree", "load", "halt", "tag-string", "env", "nice", "max-args", "max-lines", "header", "rpl", "replace", "basefile", "return", "transferfile", "shebang-wrap", "termseq"})
	for _, o := range opts {
		switch o.name {
		case "--dry-run", "--help", "-h", "--version", "--citation", "--number-of-cpus", "--number-of-cores", "--max-line-length-allowed":
			// Prints the commands, or something about parallel; runs none.
			return step{}, false
		case "-I", "--replace":
			u.tokens = append(append([]string(nil), u.tokens...), o.val.Value)
		}
	}
	end := len(args)
	for j := i; j < len(args); j++ {
		if strings.HasPrefix(args[j].Value, ":::") {
			end = j
			break
		}
	}
	u.more = true
	quote := false
	for _, o := range opts {
		quote = quote || o.name == "-q" || o.name == "--quote"
	}
	if end > i {
		if !quote {
			p.nestedFields(fr, u, args[i:end], "parallel", *in)
		}
		// parallel joins the command's words for a shell unless -q;
		// classify the words as they are too when joining changes them.
		for _, a := range args[i:end] {
			if quote || strings.ContainsAny(a.Value, " \t\n;&|<>'\"$`\\") {
				f := fr.withEnv(u, *in)
				f.more, f.tokens = true, u.tokens
				n := len(p.script.Commands)
				p.runArgv(f, args[i:end], cmdIn{span: in.span})
				for _, c := range p.script.Commands[n:] {
					c.MoreArgs = true
				}
				break
			}
		}
		return step{}, true
	}
	// Without a command, each argument is a command line; without
	// arguments either, the command lines come from the input.
	if end == len(args) {
		p.problem("dynamic_eval", "parallel runs command lines read at run time", in.span)
		return step{}, true
	}
	for j := end; j < len(args); j++ {
		if !strings.HasPrefix(args[j].Value, ":::") {
			p.nestedFields(fr, u, args[j:j+1], "parallel", *in)
		}
	}
	return step{}, true
}

// parallelPerl lists the perl code of {= ... =} replacement strings and
// --rpl definitions, which parallel runs even with --dry-run.
func (p *parser) parallelPerl(fr *frame, u *unwrap, args []field, in *cmdIn) {
	for k, a := range args {
		var codes []string
		v := a.Value
		for {
			i := strings.Index(v, "{=")
			if i < 0 {
				break
			}
			j := strings.Index(v[i+2:], "=}")
			if j < 0 {
				break
			}
			codes = append(codes, v[i+2:i+2+j])
			v = v[i+2+j+2:]
		}
		if k > 0 && args[k-1].Value == "--rpl" {
			if _, code, ok := strings.Cut(a.Value, " "); ok {
				codes = append(codes, code)
			}
		}
		for _, code := range codes {
			sub := &unwrap{ctx: u.ctx, wrappers: u.wrappers, container: u.container}
			sub.push("parallel {= =}")
			w := field{Word: Word{Value: code, Dynamic: a.Dynamic, Span: a.Span}}
			p.runArgv(fr.withWrappers(sub), []field{{Word: Word{Value: "perl", Span: a.Span}}, {Word: Word{Value: "-e", Span: a.Span}}, w}, cmdIn{span: in.span})
		}
	}
}
