package shim

import (
	"gatesh/rules"
)

// runHold is the agent asking a person before a command the rules would
// pass: "I am not sure this is reversible". It can only raise: the rules
// still apply, so a denied command stays denied.
//
//	gatesh hold --reason TEXT -- COMMAND...
func runHold(r *runtime, args []string) int {
	fs := newFlags("hold")
	reason := fs.String("reason", "", "why a person should look at it first")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	words := fs.Args()
	if *reason == "" || len(words) == 0 {
		return r.usageHint("hold: want --reason TEXT and a command", "gatesh hold --reason 'not sure it is reversible' -- COMMAND...")
	}
	// One word is a whole script; several are the words of one command.
	text := words[0]
	if len(words) > 1 {
		text = quoteArgv(words)
	}
	cwd, cfg, cls, status := r.start()
	if status != 0 {
		return status
	}
	asked := rules.Decision{Tier: rules.Red, Verdict: rules.Hold,
		Hits: []rules.Hit{{ID: "agent_hold", Tier: rules.Red, Reason: "the agent asked: " + *reason}}}
	d := merge(asked, cls.Classify(text))
	real, err := r.realShell(cfg, "bash")
	if err == nil {
		err = r.trusted(cfg, cwd, real) // approved, it runs unrestricted
	}
	if err == nil {
		err = r.namedPrograms(cfg, cwd, text)
	}
	if err != nil {
		r.logNotRun(cfg, text, cwd, d, notRunReason(err))
		return r.errorf(ExitInternal, programHint(err, "bash"), "%s", programError(err))
	}
	out := r.decide(cfg, text, cwd, d)
	if !out.run {
		return out.status
	}
	return r.handOver(real, []string{"bash", "-c", text}, out.env)
}
