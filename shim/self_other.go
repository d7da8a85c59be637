//go:build !linux

package shim

import "os"

// selfExecutable names gatesh's own executable. Without /proc (macOS)
// the system says the path it was started by; "" when it cannot, and
// then everything that needs it fails, closed.
func selfExecutable() string {
	p, err := os.Executable()
	if err != nil {
		return ""
	}
	return p
}
