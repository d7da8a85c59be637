package queue_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"gatesh/keys"
	"gatesh/queue"
)

// The life of a held command: the shim submits it and waits, the operator
// approves it, and the shim uses the approval once.
func Example() {
	home, _ := os.MkdirTemp("", "gatesh-example-")
	defer os.RemoveAll(home)
	now := func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }

	// gatesh init
	priv, pub := keys.Paths(filepath.Join(home, "keys"))
	if err := keys.Generate(priv, pub); err != nil {
		fmt.Println(err)
		return
	}
	signer, _ := keys.LoadSigner(priv)
	verifier, _ := keys.LoadVerifier(pub)
	q, _ := queue.Open(filepath.Join(home, "queue"), now, queue.DefaultTTL)

	// The shim holds a red command.
	const command, cwd = "git push --force origin main", "/work/repo"
	req, created, _ := q.Submit(queue.NewRequest{Command: command, Cwd: cwd, Tier: "red",
		Rules: []queue.Rule{{ID: "git.push.force", Tier: "red", Reason: "overwrites commits others may have"}}})
	fmt.Println("created:", created, req.Status)

	// A retry of the same command reuses the request.
	again, created, _ := q.Submit(queue.NewRequest{Command: command, Cwd: cwd, Tier: "red"})
	fmt.Println("created:", created, again.ID == req.ID)

	// gatesh approve ID (a unique prefix will do)
	if _, err := q.Approve(req.ID[:4], signer, "alice", "checked the branch"); err != nil {
		fmt.Println(err)
		return
	}

	// The shim's wait sees the approval, and the approval runs once.
	st, _ := q.Wait(context.Background(), req.ID, verifier, 100*time.Millisecond)
	fmt.Println("wait:", st.Status)
	_, err := q.Use(req.ID, queue.Digest(command), cwd, verifier)
	fmt.Println("first use runs:", err == nil)
	_, err = q.Use(req.ID, queue.Digest(command), cwd, verifier)
	fmt.Println("second use:", errors.Is(err, queue.ErrUsed))
	// Output:
	// created: true pending
	// created: false true
	// wait: approved
	// first use runs: true
	// second use: true
}
