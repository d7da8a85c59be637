package shim

import (
	"fmt"

	"gatesh/rules"
	"gatesh/toolcall"
)

// runRules checks rule examples.
//
//	gatesh rules test [FILE]
func runRules(r *runtime, args []string) int {
	if len(args) == 0 || args[0] != "test" || len(args) > 2 {
		return r.usageHint("rules: want `rules test [FILE]`", "gatesh rules test checks the rules in force; gatesh rules test FILE checks one file")
	}
	var set *rules.Set
	var err error
	what := "the rules in force"
	if len(args) == 2 {
		what = args[1]
		set, err = rules.LoadFile(args[1])
	} else {
		set, err = r.rulesInForce()
	}
	if err != nil {
		return r.errorf(ExitFailed, "fix the file; while it is broken every command is held", "%s: %v", what, err)
	}
	errs := set.CheckExamples()
	for _, e := range errs {
		fmt.Fprintf(r.stderr, "gatesh: error: %v\n", e)
	}
	if len(errs) > 0 {
		fmt.Fprintf(r.stderr, "gatesh: hint: %d example(s) of %s do not hold; fix the rule or the example\n", len(errs), what)
		return ExitFailed
	}
	fmt.Fprintf(r.stdout, "ok: the examples of %s hold\n", what)
	return 0
}

func (r *runtime) rulesInForce() (*rules.Set, error) {
	cwd, err := r.getwd()
	if err != nil {
		return nil, err
	}
	cfg, err := r.config()
	if err != nil {
		return nil, err
	}
	return rules.Load(rules.LoadOptions{Home: cfg.Home, Cwd: cwd, UserHome: r.env.get("HOME"), Posture: cfg.Posture, ReadFile: readFrom(cwd), ListArchive: archiveFrom(cwd), IsLink: linkFrom(cwd), ReadLink: toolcall.ReadLinkFrom(cwd), ListLinks: toolcall.ListLinksFrom(cwd), IsFile: fileFrom(cwd), ScratchHosts: cfg.ScratchHosts})
}
