package shim

import (
	"fmt"
	"slices"
	"strings"

	"gatesh/binding"
	"gatesh/queue"
)

// An approval binds everything that decides what the action does, not
// only its text: for a tool call, the MCP server it goes to; for a git
// command, the hooks and configured programs it will run, and for a
// push, the commits it would publish (package binding). The facts are
// read when the command is held, kept in the request for the operator
// to read, and read again right before an approval is used: when they
// differ, the approval does not cover the command, which is held again
// as a new request, and the agent is told what changed.

// bindingEnv is how facts are read: the real git, never gatesh's link,
// nor one a command gatesh let run could have put on PATH (realGit).
func (r *runtime) bindingEnv() binding.Env {
	cfg, cwd := r.here()
	return binding.Env{Git: r.realGit(cfg, cwd), Getenv: r.env.get, Home: r.env.get("HOME")}
}

// loopBind is what an approval the loop asks for binds besides the text.
func (r *runtime) loopBind(command, cwd string) []queue.Fact {
	return binding.Facts(requestKey(command), cwd, r.bindingEnv())
}

// subject is what an approval of the held command or call binds now.
func (h *holdRun) subject() queue.Subject {
	if !queue.Fits(h.text) {
		// The queue keeps only its start and its sha256 (which the log
		// names as such), and it can never be approved: nothing to bind.
		return queue.Subject{Tool: h.tool, Command: h.text}
	}
	s := queue.Subject{Tool: h.tool, Server: h.server, Command: h.text}
	if h.tool == "" {
		s.Facts = binding.Facts(h.text, h.cwd, h.r.bindingEnv())
	}
	return s
}

// maxChanges is the most changes one message names.
const maxChanges = 6

// changed tells the agent that an approval no longer covers what the
// command would do, and what changed.
func (r *runtime) changed(req queue.Request, now queue.Subject) {
	var what []string
	if req.Server != now.Server {
		what = append(what, fmt.Sprintf("the MCP server is %s, not %s", orNone(now.Server), orNone(req.Server)))
	}
	changes := queue.DiffFacts(req.Bound, now.Facts)
	for i, c := range changes {
		if i == maxChanges {
			what = append(what, fmt.Sprintf("and %d more (gatesh show %s lists what it bound)", len(changes)-i, req.ID))
			break
		}
		what = append(what, shown(c.String()))
	}
	if len(what) == 0 {
		what = append(what, "what it binds differs")
	}
	fmt.Fprintf(r.stderr, "gatesh: held: request %s was approved for this command as things stood then; since then: %s; the approval does not cover it, so nothing ran\n",
		req.ID, strings.Join(what, "; "))
}

// coveredFacts checks that the facts of what an approved command runs
// now are among those its approval bound.
func coveredFacts(req queue.Request, facts []queue.Fact) error {
	var missing []string
	for _, f := range facts {
		if !slices.Contains(req.Bound, f) {
			missing = append(missing, f.String())
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("request %s was approved as things stood then; now %s", req.ID, strings.Join(missing, "; "))
	}
	return nil
}
