package rules

import "testing"

func TestDefaultExamples(t *testing.T) {
	for _, err := range Default().CheckExamples() {
		t.Error(err)
	}
}
