package enforce

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// fillLayers restricts the child thread with rs until the kernel refuses
// another layer (sixteen in all, whatever the child inherited). It
// returns a child status of 105 when the kernel never refuses.
func fillLayers(rs *Ruleset) int {
	for range 17 {
		if err := rs.Enforce(); err != nil {
			if errors.Is(err, syscall.E2BIG) {
				return 0
			}
			fmt.Fprintln(os.Stderr, "child: layer:", err)
			return 105
		}
	}
	fmt.Fprintln(os.Stderr, "child: the kernel stacked seventeen layers")
	return 105
}

// TestNoLayerLeftRunsNothing checks that a command whose own Landlock
// layer the kernel refuses (sixteen layers already, a gatesh nested that
// deep) does not run with the layers it inherited alone.
func TestNoLayerLeftRunsNothing(t *testing.T) {
	w := newWorld(t)
	in := w.inputs()
	mark := filepath.Join(w.project, "ran")
	out, err := runSpec(t, childSpec{In: in, ABI: ProbeABI(), Cmd: "touch " + mark, Full: true})
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 103 {
		t.Fatalf("want the restriction refused (status 103), got %v: %s", err, out)
	}
	if !strings.Contains(string(out), syscall.E2BIG.Error()) {
		t.Errorf("the error does not name the kernel's refusal: %s", out)
	}
	if _, err := os.Stat(mark); err == nil {
		t.Errorf("the command ran with only the layers it inherited")
	}
}
