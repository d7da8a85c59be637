//go:build !linux

package main

import "errors"

// downloadBench needs network namespaces: Linux only.
func downloadBench(int) error {
	return errors.New("-download needs Linux (network namespaces)")
}
