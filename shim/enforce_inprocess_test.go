package shim

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"gatesh/enforce"
	"gatesh/internal/needs"
)

// enforcedHarness is a harness whose config asks for Landlock, with the
// ABI probe and the restriction replaced.
func enforcedHarness(t *testing.T, abi int) (*harness, *[]string) {
	t.Helper()
	h := newHarness(t)
	must(t, os.MkdirAll(h.home, 0o700))
	must(t, os.WriteFile(filepath.Join(h.home, "config.toml"), []byte("enforce = \"landlock\"\n"), 0o600))
	var steps []string
	h.r.landlockABI = func() int { return abi }
	h.r.restrict = func(rs *enforce.Ruleset) error {
		steps = append(steps, fmt.Sprintf("restrict abi %d", rs.ABI()))
		return rs.Close()
	}
	exec := h.r.exec
	h.r.exec = func(path string, argv, env []string) error {
		steps = append(steps, "exec")
		return exec(path, argv, env)
	}
	return h, &steps
}

func lastEnforceNote(t *testing.T, h *harness) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(h.home, "audit.jsonl"))
	must(t, err)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	last := lines[len(lines)-1]
	_, note, ok := strings.Cut(last, `"enforce":"`)
	if !ok {
		return ""
	}
	note, _, _ = strings.Cut(note, `"`)
	return note
}

func TestEnforceRestrictsGreenBeforeExecOnly(t *testing.T) {
	abi := enforce.ProbeABI()
	needs.Landlock(t, abi, enforce.MinABI)
	h, steps := enforcedHarness(t, abi)
	// The fake exec returns, so main reports an internal error after it.
	if h.r.main([]string{"gatesh", "-c", "ls"}); !h.call.called {
		t.Fatalf("green command did not run: stderr %s", h.stderr)
	}
	if want := fmt.Sprintf("restrict abi %d,exec", abi); strings.Join(*steps, ",") != want {
		t.Errorf("steps %q, want %s", *steps, want)
	}
	if note := lastEnforceNote(t, h); !strings.HasPrefix(note, fmt.Sprintf("landlock v%d: ", abi)) {
		t.Errorf("audit note %q", note)
	}
	*steps = nil
	if status := h.r.main([]string{"gatesh", "-c", "DANGER"}); status != ExitHeld || len(*steps) != 0 {
		t.Errorf("held command: status %d, steps %q", status, *steps)
	}
}

// A kernel without Landlock, or with ABI 1, never blocks ordinary work,
// and the log says the command ran unrestricted.
func TestEnforceOnOldKernels(t *testing.T) {
	for _, abi := range []int{0, 1} {
		h, steps := enforcedHarness(t, abi)
		if h.r.main([]string{"gatesh", "-c", "ls"}); strings.Join(*steps, ",") != "exec" {
			t.Errorf("abi %d: steps %q, stderr %s", abi, *steps, h.stderr)
		}
		note := lastEnforceNote(t, h)
		if !strings.HasPrefix(note, "unavailable: ") || !strings.Contains(note, fmt.Sprintf("ABI is %d", abi)) || !strings.Contains(note, "unrestricted") {
			t.Errorf("abi %d: audit note %q", abi, note)
		}
	}
}

// When the restriction cannot be prepared or applied, nothing runs.
func TestEnforceFailuresRunNothing(t *testing.T) {
	abi := enforce.ProbeABI()
	needs.Landlock(t, abi, enforce.MinABI)
	h, steps := enforcedHarness(t, abi)
	h.r.restrict = func(rs *enforce.Ruleset) error {
		rs.Close()
		return errors.New("landlock_restrict_self: operation not permitted")
	}
	if status := h.r.main([]string{"gatesh", "-c", "ls"}); status != ExitInternal || h.call.called {
		t.Errorf("failed restriction: status %d, exec called %v, steps %q", status, h.call.called, *steps)
	}

	// Sixteen layers already (gatesh nested that deep): nothing runs, and
	// the error says why rather than blaming the kernel.
	h, steps = enforcedHarness(t, abi)
	h.r.restrict = func(rs *enforce.Ruleset) error {
		rs.Close()
		return &enforce.RestrictError{Err: fmt.Errorf("landlock_restrict_self: %w", syscall.E2BIG)}
	}
	if status := h.r.main([]string{"gatesh", "-c", "ls"}); status != ExitInternal || h.call.called ||
		!strings.Contains(h.stderr.String(), "sixteen Landlock layers") {
		t.Errorf("no layer left: status %d, exec called %v, steps %q, stderr %s", status, h.call.called, *steps, h.stderr)
	}

	// Hiding the gatesh keys inside a folder with more entries than the
	// rule budget cannot be expressed: held, never run unrestricted.
	h, _ = enforcedHarness(t, abi)
	must(t, os.MkdirAll(filepath.Join(h.home, "keys"), 0o700))
	parent := filepath.Dir(h.home)
	for i := range enforce.MaxGrants + 1 {
		must(t, os.WriteFile(filepath.Join(parent, fmt.Sprint("f", i)), nil, 0o600))
	}
	status := h.r.main([]string{"gatesh", "-c", "ls"})
	if status != ExitHeld || h.call.called || !strings.Contains(h.stderr.String(), "enforce_error") {
		t.Errorf("unpreparable restriction: status %d, exec %v, stderr %s", status, h.call.called, h.stderr)
	}
}
