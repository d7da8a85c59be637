//go:build !linux

package dirwatch

import (
	"context"
	"time"
)

// Watcher is a no-op where there is no inotify: callers poll.
type Watcher struct{}

// Open returns nil: there is no inotify here.
func Open(string, bool) *Watcher { return nil }

// Wait sleeps for d, or until ctx ends.
func (w *Watcher) Wait(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
}

// Close does nothing.
func (w *Watcher) Close() {}
