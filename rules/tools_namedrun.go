package rules

import "gatesh/toolcall"

// runsNamed reports whether a tool's name runs or schedules something
// that an argument names: a run verb and a process, a job, a function or
// a script (execute_process_sync, schedule_job, invoke_function). That
// name says what the run does (mcp-fix15): readVerb reads it.
func runsNamed(words []string) bool {
	run, thing := false, false
	for _, w := range words {
		switch w {
		case "execute", "exec", "run", "invoke", "call", "trigger", "start", "schedule", "enqueue", "launch", "dispatch":
			run = true
		case "process", "processes", "job", "jobs", "function", "functions", "script", "scripts", "task", "tasks", "routine", "routines", "lambda", "actor",
			// An app's or a platform's named action (invoke_action {action_name}).
			"action", "actions":
			thing = true
		}
	}
	return run && thing
}

// namedKey reports whether an argument's key names what is run: its
// identifier, name or slug, or a runnableKey.
func namedKey(k string) bool {
	ws := toolcall.Words(k)
	if len(ws) == 0 {
		return false
	}
	switch ws[len(ws)-1] {
	case "identifier", "name", "slug":
		return true
	}
	return runnableKey(k)
}
