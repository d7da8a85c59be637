package shim

// command is one gatesh subcommand. Each lives in its own cmd_*.go file;
// add a row to commands to register a new one.
type command struct {
	name    string
	summary string
	run     func(r *runtime, args []string) int
}

func commands() []command {
	return []command{
		{"check", "classify a command without running it (--json, --batch)", runCheck},
		{"explain", "show how gatesh sees a command and which rules matched", runExplain},
		{"rules", "rules test [FILE]: check the examples of the rules in force or of FILE", runRules},
		{"init", "create the operator's key pair and the request queue (--key PATH, --group GROUP)", runInit},
		{"pending", "list requests waiting for a decision (--json, --all)", runPending},
		{"show", "show ID: everything needed to decide on a request", runShow},
		{"approve", "approve ID [--reason TEXT]: let a held command run once", runApprove},
		{"reject", "reject ID [--reason TEXT]: refuse a held command", runReject},
		{"review", "walk the pending requests on a terminal, asking each with default No", runReview},
		{"hold", "hold --reason TEXT -- COMMAND...: ask a person before running a command", runHold},
		{"hook", "hook claude|codex|gemini|cursor: answer an agent's pre-tool hook (JSON on stdin)", runHook},
		{"install", "install --agent NAME [--route shell|hook] [--dry-run]: make an agent's commands reach gatesh", runInstall},
		{"uninstall", "uninstall --agent NAME [--dry-run]: undo what install changed for an agent", runUninstall},
		{"doctor", "doctor [--agent NAME]: check the setup end to end and say how to fix each problem", runDoctor},
		{"log", "log verify [FILE]: check the audit log's hash chain", runLog},
		{"version", "print gatesh's version", runVersion},
		{"help", "show this help", runHelp},
	}
}

func findCommand(name string) (command, bool) {
	for _, c := range commands() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}
