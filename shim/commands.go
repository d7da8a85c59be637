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
		{"revoke", "revoke ID [--reason TEXT]: take back an approval that has not run yet", runRevoke},
		{"review", "walk the pending requests on a terminal, asking each with default No", runReview},
		{"serve", "serve the review page and use approvals for shims (--addr, --listen-remote; url: a new login link)", runServe},
		{"team", "team join|sync|login|pending|show|approve|reject|revoke|log: this machine's team hub, and an approver's commands (gatesh-team)", runTeam},
		{"hold", "hold --reason TEXT -- COMMAND...: ask a person before running a command", runHold},
		{"loop", "loop [TASKFILE|TASKSFILE] [flags] [-- WORKER...]: run an agent until a verifier passes; loop show [RUN[.TASK]]; loop resume RUN", runLoop},
		{"git-hook", "git-hook ID NAME: (git runs it) a git hook of an approved command, run only as its approval bound it", runGitHook},
		{"hook", "hook claude|codex|gemini|cursor: answer an agent's pre-tool hook (JSON on stdin)", runHook},
		{"mcp", "mcp [--name NAME] -- SERVER_CMD... | --url URL: run an MCP server behind gatesh, which decides every tools/call", runMCP},
		{"install", "install --agent NAME [--route shell|hook] [--dry-run]: make an agent's commands reach gatesh", runInstall},
		{"uninstall", "uninstall --agent NAME [--dry-run]: undo what install changed for an agent", runUninstall},
		{"doctor", "doctor [--agent NAME]: check the setup end to end and say how to fix each problem", runDoctor},
		{"log", "show the audit log (--since, --tier, --agent, --json, --follow, ...); log verify [FILE]: check its chain", runLog},
		{"digest", "the yellow actions and the holds of the last day, as Markdown (--since, --format md|json)", runDigest},
		{"stats", "commands, holds and outcomes per day and agent, with the interruption rate (--since, --json)", runStats},
		{"suggest", "propose tier changes the log supports, as a rules.toml snippet; applies nothing", runSuggest},
		{"export", "export --sqlite FILE: write the decisions, events and requests to a new SQLite file", runExport},
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
