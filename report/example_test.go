package report_test

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"gatesh/report"
	"gatesh/report/reporttest"
)

// A morning digest: read the log and the queue as of a time, replay them,
// and print the last day's yellow actions and holds.
func ExampleNewDigest() {
	home, _ := os.MkdirTemp("", "report-example-")
	defer os.RemoveAll(home)
	h, _ := reporttest.New(home, time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC))
	dev := reporttest.Agent{Name: "claude-code", Session: "s1", User: "dev", Cwd: "/home/dev/shop"}
	h.Run(dev, "npm install left-pad")
	req := h.Run(dev, "git push --force origin main")
	h.Wait(5 * time.Minute)
	h.Reject(req, "alice", "push a branch")

	until := time.Date(2026, 3, 2, 18, 0, 0, 0, time.UTC)
	src, _ := report.Open(report.Paths{Log: h.LogPath(), Queue: h.QueueDir(),
		PublicKey: filepath.Join(home, "keys", "operator.pub")}, until)
	w, _ := report.ParseWindow("24h", "", until, time.UTC)
	report.NewDigest(report.Replay(src, until), w).Markdown(os.Stdout, time.UTC)
	fmt.Println("done")
	// Output:
	// # gatesh digest: 2026-03-01 18:00 to 2026-03-02 18:00
	//
	// ## Yellow actions (1)
	//
	// - 2026-03-02 09:00 `npm install left-pad` · dependency-add · in `/home/dev/shop` · agent claude-code, session `s1`
	//
	// ## Holds (1)
	//
	// - 2026-03-02 09:00 `git push --force origin main` · git-force-push · in `/home/dev/shop` · agent claude-code, session `s1` · request o6lnu5upmqduq: **rejected** by alice at 2026-03-02 09:05 ("push a branch")
	// done
}
