package shim

import (
	"testing"
)

// TestApprovalBindsTheCodeTheEnvironmentRuns: bash runs more than the
// command: an exported function of the command's name runs instead of
// the program, PROMPT_COMMAND runs before an interactive command, PS4
// when xtrace is on. gatesh classifies them with the command, but the
// approval bound only BASH_ENV, ENV and git's variables, so `DANGER`
// approved in a clean environment ran again with a function named
// DANGER exported (a green script's export -f, then bash -c through
// gatesh's link): what ran was the function's body, which nobody read.
func TestApprovalBindsTheCodeTheEnvironmentRuns(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  string
		argv []string
	}{
		{"an exported function", "BASH_FUNC_DANGER%%=() {  echo other DANGER; }", []string{"bash", "-c", "DANGER"}},
		{"PS4 with a substitution", "PS4=$(echo other DANGER)", []string{"bash", "-c", "DANGER"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			if status, _, stderr := h.run("gatesh", "init"); status != 0 {
				t.Fatalf("init: %d %s", status, stderr)
			}
			status, _, stderr := h.run(tc.argv...)
			if status != ExitHeld {
				t.Fatalf("hold: %d %s", status, stderr)
			}
			id := requestID(t, stderr)
			if status, _, stderr := h.run("gatesh", "approve", id); status != 0 {
				t.Fatalf("approve: %d %s", status, stderr)
			}
			h.r.env = append(h.r.env, tc.env)
			status, _, stderr = h.run(tc.argv...)
			if status != ExitHeld || h.call.called {
				t.Fatalf("%s was added after the approval, and the approval ran with it: status %d, ran %v\n%s", tc.env, status, h.call.called, stderr)
			}
		})
	}
}
