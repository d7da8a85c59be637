//go:build !linux

package loop_test

import (
	"fmt"
	"os"
)

// bindPasswd needs a Linux mount namespace; the Codex test that uses it
// builds only on Linux.
func bindPasswd(args []string) int {
	fmt.Fprintln(os.Stderr, "bindpasswd: binding a private /etc/passwd needs Linux")
	return 125
}
