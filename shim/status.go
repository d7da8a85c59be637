package shim

// Exit statuses of gatesh itself. They are distinct from bash's own
// (0-2, 126, 127 and 128+N), which pass through unchanged.
const (
	// ExitUsage is a command-line mistake; nothing ran.
	ExitUsage = 2
	// ExitInternal is an error inside gatesh (EX_SOFTWARE); nothing ran.
	ExitInternal = 70
	// ExitHeld means the command was held or parked and did not run; it
	// may run later, once a person approves it (EX_TEMPFAIL).
	ExitHeld = 75
	// ExitDenied means the command was denied, rejected or its approval
	// expired; it did not run (EX_NOPERM).
	ExitDenied = 77
	// ExitFailed is a subcommand whose check failed: a broken audit
	// chain, a rule example that does not hold.
	ExitFailed = 1
	// ExitCrashDamage is log verify finding only the damage a crash
	// leaves (a torn line, a head file behind), and no change.
	ExitCrashDamage = 3
)
