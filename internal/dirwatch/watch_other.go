//go:build !linux

package dirwatch

import "time"

// Watcher is a no-op where there is no inotify: callers poll.
type Watcher struct{}

// Open returns nil: there is no inotify here.
func Open(string, bool) *Watcher { return nil }

// Wait sleeps for d.
func (w *Watcher) Wait(d time.Duration) { time.Sleep(d) }

// Close does nothing.
func (w *Watcher) Close() {}
