package queue

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"gatesh/keys"
)

// The test binary doubles as a second process that uses an approval, so
// that the flock is tested between processes and not only goroutines.
const helperEnv = "GATESH_QUEUE_TEST_HELPER"

func TestMain(m *testing.M) {
	switch os.Getenv(helperEnv) {
	case "use":
		os.Exit(useHelper())
	case "agent":
		os.Exit(agentHelper())
	}
	os.Exit(m.Run())
}

// Exit statuses of the helper process.
const (
	helperRan  = 0
	helperUsed = 3
	helperFail = 1
)

func useHelper() int {
	env := os.Getenv
	now, err := time.Parse(time.RFC3339Nano, env("HELPER_NOW"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return helperFail
	}
	q, err := Open(env("HELPER_QUEUE"), func() time.Time { return now }, time.Hour)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return helperFail
	}
	v, err := keys.LoadVerifier(env("HELPER_PUB"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return helperFail
	}
	// Start together: wait for the gate file so the processes really race.
	for {
		if _, err := os.Stat(env("HELPER_GATE")); err == nil {
			break
		}
		time.Sleep(time.Millisecond)
	}
	_, err = q.Use(env("HELPER_ID"), Digest(env("HELPER_CMD")), env("HELPER_CWD"), v)
	switch {
	case err == nil:
		return helperRan
	case errors.Is(err, ErrUsed):
		return helperUsed
	}
	fmt.Fprintln(os.Stderr, err)
	return helperFail
}

func TestUseRaceGoroutines(t *testing.T) {
	f := newFixture(t, time.Hour)
	const cmd, cwd = "git push --force origin main", "/w"
	id := f.submit(cmd, cwd).ID
	f.approve(id)
	const n = 32
	errs := make([]error, n)
	var wg sync.WaitGroup
	gate := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-gate
			// Each goroutine opens its own Queue, as separate shims would.
			q, err := Open(f.q.Dir(), f.clock.Now, time.Hour)
			if err != nil {
				errs[i] = err
				return
			}
			_, errs[i] = q.Use(id, Digest(cmd), cwd, f.verifier)
		})
	}
	close(gate)
	wg.Wait()
	ran := 0
	for _, err := range errs {
		switch {
		case err == nil:
			ran++
		case !errors.Is(err, ErrUsed):
			t.Errorf("unexpected error: %v", err)
		}
	}
	if ran != 1 {
		t.Errorf("%d of %d callers may run the command, want exactly 1", ran, n)
	}
	if s := f.onDisk(id).Status; s != Used {
		t.Errorf("status %s, want used", s)
	}
	f.assertOnlyRequests()
}

func TestUseRaceProcesses(t *testing.T) {
	f := newFixture(t, time.Hour)
	const cmd, cwd = "rm -rf /srv/data", "/srv"
	id := f.submit(cmd, cwd).ID
	f.approve(id)
	_, pub := keys.Paths(f.keyDir)
	gate := filepath.Join(t.TempDir(), "go")
	const n = 6
	procs := make([]*exec.Cmd, n)
	for i := range procs {
		c := exec.Command(os.Args[0], "-test.run=^$")
		c.Env = append(os.Environ(), helperEnv+"=use",
			"HELPER_NOW="+f.clock.Now().Format(time.RFC3339Nano), "HELPER_QUEUE="+f.q.Dir(),
			"HELPER_PUB="+pub, "HELPER_GATE="+gate, "HELPER_ID="+id, "HELPER_CMD="+cmd, "HELPER_CWD="+cwd)
		c.Stderr = os.Stderr
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		procs[i] = c
	}
	if err := os.WriteFile(gate, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	counts := map[int]int{}
	for _, c := range procs {
		err := c.Wait()
		var exit *exec.ExitError
		switch {
		case err == nil:
			counts[helperRan]++
		case errors.As(err, &exit):
			counts[exit.ExitCode()]++
		default:
			t.Fatal(err)
		}
	}
	if counts[helperRan] != 1 || counts[helperUsed] != n-1 {
		t.Errorf("processes: %d ran, %d found it used, %d failed; want 1 and %d", counts[helperRan], counts[helperUsed], counts[helperFail], n-1)
	}
	if s := f.onDisk(id).Status; s != Used {
		t.Errorf("status %s, want used", s)
	}
	f.assertOnlyRequests()
}

func TestSubmitRaceCreatesOneRequest(t *testing.T) {
	f := newFixture(t, time.Hour)
	const n = 16
	ids := make([]string, n)
	created := make([]bool, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			req, c, err := f.q.Submit(NewRequest{Command: "terraform destroy", Cwd: "/infra"})
			if err != nil {
				t.Error(err)
				return
			}
			ids[i], created[i] = req.ID, c
		})
	}
	wg.Wait()
	nCreated := 0
	for i := range n {
		if ids[i] != ids[0] {
			t.Errorf("two requests for one command: %s and %s", ids[0], ids[i])
		}
		if created[i] {
			nCreated++
		}
	}
	if nCreated != 1 {
		t.Errorf("%d callers were told they created the request, want 1", nCreated)
	}
	if got := len(f.files()); got != 2 { // the request and the lock
		t.Errorf("queue folder holds %d entries: %v", got, f.files())
	}
}

func TestApproveRejectRaceKeepsOneDecision(t *testing.T) {
	for range 10 {
		f := newFixture(t, time.Hour)
		id := f.submit("dropdb prod", "/").ID
		var wg sync.WaitGroup
		var approveErr, rejectErr error
		wg.Go(func() { _, approveErr = f.q.Approve(id, f.signer, "alice", "") })
		wg.Go(func() { _, rejectErr = f.q.Reject(id, f.signer, "bob", "") })
		wg.Wait()
		if (approveErr == nil) == (rejectErr == nil) {
			t.Fatalf("approve: %v, reject: %v; want exactly one to succeed", approveErr, rejectErr)
		}
		lost := approveErr
		want := Rejected
		if lost == nil {
			lost, want = rejectErr, Approved
		}
		if !errors.Is(lost, ErrAlreadyDecided) {
			t.Errorf("losing decision: %v, want ErrAlreadyDecided", lost)
		}
		st, err := f.q.Get(id, f.verifier)
		if err != nil || st.Status != want || st.Forged {
			t.Errorf("final state %s forged=%v %v, want %s", st.Status, st.Forged, err, want)
		}
	}
}
