//go:build !linux

package tmpfs

import (
	"errors"
	"runtime"
)

// The tests that fill a disk mount a Linux tmpfs; elsewhere they skip.
func mount(dir string, size int) error {
	return errors.New("a tmpfs of a chosen size is mounted only on Linux, and this is " + runtime.GOOS)
}

func unmount(dir string) error { return nil }
