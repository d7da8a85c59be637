package audit_test

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"gatesh/audit"
)

func ExampleRedact() {
	fmt.Println(audit.Redact("curl -H 'Authorization: Bearer abc.def.ghi' https://user:hunter2@example.com/x"))
	// Output: curl -H 'Authorization: [REDACTED]' https://user:[REDACTED]@example.com/x
}

func ExampleLog_Verify() {
	dir, _ := os.MkdirTemp("", "audit-example-")
	defer os.RemoveAll(dir)
	l := &audit.Log{Path: filepath.Join(dir, "audit.jsonl"), Now: time.Now}
	l.Append(audit.Record{Event: audit.EventDecision, Command: "ls", Tier: "green", Verdict: "auto_pass"})
	l.Append(audit.Record{Event: audit.EventDecision, Command: "rm -rf /", Tier: "red", Verdict: "hold"})
	rep, err := l.Verify(nil)
	fmt.Println(rep.Records, rep.Damage(), err)
	// Output: 2 intact <nil>
}

func ExampleScan() {
	dir, _ := os.MkdirTemp("", "audit-example-")
	defer os.RemoveAll(dir)
	l := &audit.Log{Path: filepath.Join(dir, "audit.jsonl"), Now: time.Now}
	l.Append(audit.Record{Event: audit.EventDecision, Command: "ls", Tier: "green", Verdict: "auto_pass"})
	l.Append(audit.Record{Event: audit.EventDecision, Command: "git push --force", Tier: "red", Verdict: "hold"})
	audit.Scan(l.Path, func(r audit.Record) error {
		fmt.Println(r.Event, r.Tier, r.Command)
		return nil
	})
	// Output:
	// decision green ls
	// decision red git push --force
}
