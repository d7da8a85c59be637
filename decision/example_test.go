package decision_test

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"gatesh/audit"
	"gatesh/decision"
	"gatesh/keys"
	"gatesh/queue"
)

// The operator approves a held command, as `gatesh approve` and the review
// page both do: signed with the operator's key, and logged.
func Example() {
	home, _ := os.MkdirTemp("", "gatesh-example-")
	defer os.RemoveAll(home)
	now := func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }
	priv, pub := keys.Paths(filepath.Join(home, "keys"))
	if err := keys.Generate(priv, pub); err != nil {
		fmt.Println(err)
		return
	}
	signer, err := decision.LoadSigner(priv, pub)
	if err != nil {
		fmt.Println(err)
		return
	}
	q, _ := queue.Open(filepath.Join(home, "queue"), now, queue.DefaultTTL)
	who := decision.Who{User: "alice", Pid: os.Getpid()}
	// The queue logs every change before it makes it.
	q.Journal(decision.Journal(&audit.Log{Path: filepath.Join(home, "audit.jsonl"), Now: now}, who))
	req, _, _ := q.Submit(queue.NewRequest{Command: "git push --force origin main", Cwd: "/work/repo", Tier: "red"})

	op := &decision.Operator{Queue: q, Signer: signer, Who: who}
	approved, err := op.Decide(decision.Approve, req.ID, "my branch")
	fmt.Println(approved.Status, approved.DecidedBy, err)

	verifier, _ := keys.LoadVerifier(pub)
	st, _ := q.Get(req.ID, verifier)
	fmt.Println("verified:", st.Status)
	// Output:
	// approved alice <nil>
	// verified: approved
}
