package agentcli

import (
	"fmt"
	"testing"

	"gatesh/internal/needs"
)

// Need returns the pinned CLI's program for the tests of what, or skips
// the test for want of the CLIs (a failure in CI, see internal/needs),
// saying where it looked and how to install them.
func Need(t testing.TB, c CLI, what string) string {
	t.Helper()
	cache, err := CacheDir()
	var p string
	if err == nil {
		p, err = c.Path(cache)
	}
	if err != nil {
		err = fmt.Errorf("%s: %v\n"+
			"install the pinned CLIs with `go run ./e2e/cmd/install-agents` (npm, about 2 GB; .ci/run does it), "+
			"or set %s to the folder that holds them", what, err, DirEnv)
	}
	needs.Check(t, needs.AgentCLIs, err)
	return p
}
