package needs

import (
	"fmt"
	"strings"
	"testing"
)

// recorder notes whether skip skipped or failed, and with what.
type recorder struct{ skipped, failed string }

func (r *recorder) Helper()                        {}
func (r *recorder) Skipf(format string, a ...any)  { r.skipped = fmt.Sprintf(format, a...) }
func (r *recorder) Fatalf(format string, a ...any) { r.failed = fmt.Sprintf(format, a...) }

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

// Outside CI a missing capability skips; in CI it fails unless .ci/run
// named it absent, and the failure names the capability.
func TestSkipFailsInCIUnlessNamedAbsent(t *testing.T) {
	for _, c := range []struct {
		name   string
		env    map[string]string
		failed bool
	}{
		{"outside CI", map[string]string{}, false},
		{"CI=false", map[string]string{"CI": "false"}, false},
		{"in CI", map[string]string{"CI": "true"}, true},
		{"in CI, another named absent", map[string]string{"CI": "true", AbsentEnv: "pypi,chromium"}, true},
		{"in CI, a prefix named absent", map[string]string{"CI": "true", AbsentEnv: "roo"}, true},
		{"in CI, named absent", map[string]string{"CI": "true", AbsentEnv: "pypi, root"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			var r recorder
			skip(&r, env(c.env), RootUser, "runs as uid 1000")
			if c.failed {
				if r.failed == "" || r.skipped != "" || !strings.HasPrefix(r.failed, "needs root: runs as uid 1000") || !strings.Contains(r.failed, AbsentEnv) {
					t.Errorf("want a failure naming root: %+v", r)
				}
				return
			}
			if r.failed != "" || !strings.HasPrefix(r.skipped, "needs root: runs as uid 1000") {
				t.Errorf("want a skip naming root: %+v", r)
			}
		})
	}
}

// A capability that is present still counts as missing when simulated
// absent, so that a runner without it can be tried by hand: in CI the test
// fails, naming it.
func TestSimulatedAbsent(t *testing.T) {
	e := env(map[string]string{"CI": "true", SimulateEnv: "agent-clis,root"})
	var r recorder
	check(&r, e, RootUser, nil)
	if !strings.HasPrefix(r.failed, "needs root: simulated absent") {
		t.Errorf("a simulated absence in CI: %+v", r)
	}
	r = recorder{}
	check(&r, e, Chromium, nil)
	if r != (recorder{}) {
		t.Errorf("a present capability not simulated absent: %+v", r)
	}
}
