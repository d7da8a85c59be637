package parser

import (
	"os/exec"
	"testing"

	"gatesh/internal/needs"
)

// TestInputsAreValidBash checks the test tables against real bash, so the
// tests speak of what bash would actually run.
func TestInputsAreValidBash(t *testing.T) {
	bash := needs.Program(t, "bash")
	var inputs []string
	for _, row := range spellingRows {
		inputs = append(inputs, row.spellings...)
	}
	for _, row := range nearMisses {
		inputs = append(inputs, row.inputs...)
	}
	inputs = append(inputs, agentCommands...)
	for _, c := range payloadCases {
		inputs = append(inputs, c.in)
	}
	for _, c := range inlineCases {
		inputs = append(inputs, c.in)
	}
	for _, c := range contextCases {
		inputs = append(inputs, c.in)
	}
	for _, c := range wrapperCases {
		inputs = append(inputs, c.in)
	}
	for _, in := range inputs {
		if out, err := exec.Command(bash, "-n", "-c", in).CombinedOutput(); err != nil {
			t.Errorf("bash -n rejects %q: %v\n%s", in, err, out)
		}
	}
}
