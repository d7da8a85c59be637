//go:build !linux && !darwin

package ctime

import (
	"syscall"
	"time"
)

// Of is not known here: ok is false, and callers fail closed.
func Of(*syscall.Stat_t) (time.Time, bool) { return time.Time{}, false }
