// Package waitfor gives a test that polls for something a deadline of
// the test's own, so that no test asserts a wall-clock bound: on a loaded
// machine a wait may take long, and only a hang fails.
package waitfor

import (
	"testing"
	"time"
)

// margin is left before the test binary's own timeout, so that the wait
// fails with its message rather than the binary with a panic.
const margin = 30 * time.Second

// Deadline is when a test's wait gives up: shortly before the test
// binary's -timeout, or in an hour when there is none.
func Deadline(t *testing.T) time.Time {
	t.Helper()
	if d, ok := t.Deadline(); ok {
		if early := d.Add(-margin); time.Until(early) > 0 {
			return early
		}
		return d
	}
	return time.Now().Add(time.Hour)
}
