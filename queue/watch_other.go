//go:build !linux

package queue

import "time"

// watch is a no-op where there is no inotify: Wait polls.
type watch struct{}

func watchDir(string) *watch { return nil }

func (w *watch) wait(d time.Duration) { time.Sleep(d) }

func (w *watch) close() {}
