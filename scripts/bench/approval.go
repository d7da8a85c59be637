package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// approvalLatency measures, for each gatesh binary, how long a shim that
// waits for a decision takes to finish once the operator's `gatesh
// approve` has written it: a held `rm -rf victim` in a fresh gatesh home,
// runs times, in turn. It prints the median of the time from the end of
// `gatesh approve` to the end of the shim (the approval is on disk by
// then) and, for reference, from its start.
func approvalLatency(labels, progs []string, runs int, tmp string) error {
	fromEnd := make([][]time.Duration, len(progs))
	fromStart := make([][]time.Duration, len(progs))
	for i := range runs {
		for p, prog := range progs {
			end, start, err := oneApproval(prog, filepath.Join(tmp, fmt.Sprintf("approval-%d-%d", p, i)))
			if err != nil {
				return fmt.Errorf("%s: %w", labels[p], err)
			}
			fromEnd[p] = append(fromEnd[p], end)
			fromStart[p] = append(fromStart[p], start)
		}
	}
	fmt.Printf("approval reaches a waiting shim (%d runs each, in turn; median):\n", runs)
	for p := range progs {
		fmt.Printf("  %-8s %7.1f ms after `gatesh approve` exits, %7.1f ms after it starts (max %.1f ms after it exits)\n",
			labels[p]+":", ms(median(fromEnd[p])), ms(median(fromStart[p])), ms(slices.Max(fromEnd[p])))
	}
	return nil
}

func oneApproval(prog, dir string) (fromEnd, fromStart time.Duration, err error) {
	home := filepath.Join(dir, "home")
	work := filepath.Join(dir, "work")
	if err := os.MkdirAll(filepath.Join(work, "victim"), 0o755); err != nil {
		return 0, 0, err
	}
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "GATESH_HOME=" + home, "GATESH_HOLD_WAIT=30s", "USER=bench"}
	run := func(args ...string) ([]byte, error) {
		c := exec.Command(prog, args...)
		c.Env, c.Dir = env, work
		return c.CombinedOutput()
	}
	if out, err := run("init"); err != nil {
		return 0, 0, fmt.Errorf("init: %v: %s", err, out)
	}
	shim := exec.Command(prog, "-c", "rm -rf victim")
	shim.Env, shim.Dir = env, work
	var shimOut bytes.Buffer
	shim.Stderr = &shimOut
	if err := shim.Start(); err != nil {
		return 0, 0, err
	}
	exited := make(chan time.Time, 1)
	go func() { shim.Wait(); exited <- time.Now() }()
	id, err := pendingID(filepath.Join(home, "queue"))
	if err != nil {
		shim.Process.Kill()
		return 0, 0, err
	}
	time.Sleep(100 * time.Millisecond) // the shim is waiting by now
	start := time.Now()
	if out, err := run("approve", id); err != nil {
		shim.Process.Kill()
		return 0, 0, fmt.Errorf("approve: %v: %s", err, out)
	}
	end := time.Now()
	var done time.Time
	select {
	case done = <-exited:
	case <-time.After(20 * time.Second):
		shim.Process.Kill()
		return 0, 0, fmt.Errorf("the shim did not finish after the approval: %s", shimOut.String())
	}
	if _, err := os.Stat(filepath.Join(work, "victim")); err == nil {
		return 0, 0, fmt.Errorf("the approved command did not run: %s", shimOut.String())
	}
	return max(done.Sub(end), 0), done.Sub(start), nil
}

// pendingID waits for the one request file in dir and returns its id.
func pendingID(dir string) (string, error) {
	for range 5000 {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if name, ok := strings.CutSuffix(e.Name(), ".json"); ok && !strings.HasPrefix(name, ".") {
				return name, nil
			}
		}
		time.Sleep(time.Millisecond)
	}
	return "", fmt.Errorf("no request in %s", dir)
}
