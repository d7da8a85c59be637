package serve

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/queue"
	"gatesh/report"
	"gatesh/report/reporttest"
)

var (
	histDay = time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC)
	histNow = histDay.Add(12 * time.Hour)
	dev     = reporttest.Agent{Name: "codex", Session: "s1", User: "dev", Cwd: "/home/dev/api"}
)

// dayOfWork writes yesterday evening and this morning into home, with a
// log that rotates every 2 KiB, so that the morning's first records are
// in rotated files: a hold made yesterday and approved and run today,
// holds made today that are approved and run, rejected, and left pending,
// one that expires, and green and yellow commands.
func dayOfWork(t *testing.T) (*reporttest.History, *queue.Listing) {
	t.Helper()
	h, err := reporttest.New(t.TempDir(), histDay.Add(-2*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	h.RotateAt(2 << 10)
	h.TTL = 9 * time.Hour
	h.Run(dev, "ls")
	late := h.Run(dev, "rm -rf fixtures")
	old := h.Run(dev, `psql -c "DROP TABLE t"`)
	h.At(histDay.Add(6 * time.Hour))
	h.Approve(late, "alice", "")
	h.Rerun(late)
	h.At(histDay.Add(8 * time.Hour))
	h.Expire(old) // expired at 07:00, recorded by the first gatesh after
	h.At(histDay.Add(9 * time.Hour))
	for _, c := range []string{"git status", "go test ./...", "npm install left-pad", "cat go.mod"} {
		h.Run(dev, c)
	}
	push := h.Run(dev, "git push --force origin main")
	h.Approve(push, "alice", "my branch")
	h.Rerun(push)
	rm := h.Run(dev, "rm -rf data")
	h.Reject(rm, "bob", "keep it")
	h.Run(dev, "cat ~/.ssh/id_rsa")
	q, err := queue.Open(h.QueueDir(), func() time.Time { return histNow }, queue.DefaultTTL)
	if err != nil {
		t.Fatal(err)
	}
	l, err := q.Snapshot(h.Verifier(), histNow)
	if err != nil {
		t.Fatal(err)
	}
	return h, &l
}

// The page's counts are `gatesh stats` for today: the same numbers from
// the same replay, read across the rotated files; yesterday's hold counts
// where it was made, its approval today.
func TestHistoryCountsAreTodaysStats(t *testing.T) {
	h, l := dayOfWork(t)
	if files, _ := audit.Files(h.LogPath()); len(files) < 3 {
		t.Fatalf("files %v: want the log rotated", files)
	}
	hist := readHistory(h.LogPath(), tailBytes, l, histNow, recentFilter{}, 40)
	if hist.Err != nil {
		t.Fatal(hist.Err)
	}
	want := report.Counts{Commands: 9, Holds: 3, Approvals: 2, Rejections: 1, Expiries: 1, Parks: 3}
	if hist.Counts.Counts != want {
		t.Errorf("counts %+v\nwant   %+v", hist.Counts.Counts, want)
	}
	if hist.Counts.Rate != "33.3" || hist.Counts.Partial || !hist.Counts.Since.Equal(histDay) {
		t.Errorf("rate %s, since %v (partial %v)", hist.Counts.Rate, hist.Counts.Since, hist.Counts.Partial)
	}

	// gatesh stats, as the shim runs it, for the same day.
	home := filepath.Dir(h.LogPath())
	src, err := report.Open(report.Paths{Log: h.LogPath(), Queue: h.QueueDir(),
		PublicKey: filepath.Join(home, "keys", "operator.pub")}, histNow)
	if err != nil {
		t.Fatal(err)
	}
	w := report.Window{Since: histDay, Until: histNow}
	stats := report.NewStats(report.ReplayWindow(src, w), w, time.UTC)
	if stats.Total != hist.Counts.Counts {
		t.Errorf("gatesh stats says %+v, the page %+v", stats.Total, hist.Counts.Counts)
	}
}

// The recent records are the newest that match, newest first.
func TestHistoryRecent(t *testing.T) {
	h, l := dayOfWork(t)
	hist := readHistory(h.LogPath(), tailBytes, l, histNow, recentFilter{Tier: "red", Event: "approved"}, 10)
	if len(hist.Recent) != 2 || hist.Recent[0].Command != "git push --force origin main" || hist.Recent[1].Command != "rm -rf fixtures" {
		t.Errorf("red approvals, newest first: %+v", hist.Recent)
	}
	hist = readHistory(h.LogPath(), tailBytes, l, histNow, recentFilter{}, 3)
	if len(hist.Recent) != 3 || hist.Recent[0].Command != "cat ~/.ssh/id_rsa" || hist.Recent[0].Event != audit.EventParked {
		t.Errorf("newest 3: %+v", hist.Recent)
	}
	hist = readHistory(h.LogPath(), tailBytes, l, histNow, recentFilter{Event: audit.EventDecision}, 100)
	if len(hist.Recent) != 12 { // yesterday's too
		t.Errorf("%d decisions, want 12", len(hist.Recent))
	}
	hist = readHistory(filepath.Join(t.TempDir(), "none.jsonl"), tailBytes, nil, histNow, recentFilter{}, 10)
	if hist.Err != nil || len(hist.Recent) != 0 || hist.Counts.Commands != 0 || hist.Counts.Rate != "-" {
		t.Errorf("missing log: %+v", hist)
	}
}

// The page reads at most the bound from the log's end. A day longer than
// that is counted from the first record read, and the page says from when.
func TestHistoryBounded(t *testing.T) {
	h, l := dayOfWork(t)
	var all []byte
	files, _ := audit.Files(h.LogPath())
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, data...)
	}
	max := int64(3 << 10)
	if int64(len(all)) < 3*max {
		t.Fatalf("log of %d bytes: too small for the test", len(all))
	}
	// The records that start in the last max bytes, and no other.
	want, off := 0, int64(0)
	for line := range bytes.Lines(all) {
		if off >= int64(len(all))-max {
			want++
		}
		off += int64(len(line))
	}
	hist := readHistory(h.LogPath(), max, l, histNow, recentFilter{}, 1000)
	if len(hist.Recent) != want {
		t.Errorf("%d records read, want the %d that start in the last %d bytes", len(hist.Recent), want, max)
	}
	if !hist.Counts.Partial || !hist.Counts.Since.After(histDay.Add(9*time.Hour)) {
		t.Errorf("since %v (partial %v), want later than 09:00", hist.Counts.Since, hist.Counts.Partial)
	}
	oldest := hist.Recent[len(hist.Recent)-1]
	if ts, _ := time.Parse(time.RFC3339Nano, oldest.TS); !ts.Equal(hist.Counts.Since) {
		t.Errorf("since %v, want the first record read, %v", hist.Counts.Since, ts)
	}
	full := readHistory(h.LogPath(), tailBytes, l, histNow, recentFilter{}, 1000)
	if hist.Counts.Commands >= full.Counts.Commands {
		t.Errorf("bounded read counted %d commands of %d", hist.Counts.Commands, full.Counts.Commands)
	}
}

// BenchmarkHistory is a page load's read of a log far larger than the
// bound: tailBytes of a busy day's records, replayed and counted.
func BenchmarkHistory(b *testing.B) {
	dir := b.TempDir()
	path := filepath.Join(dir, "audit.jsonl")
	var buf bytes.Buffer
	start := histDay.Add(time.Hour)
	for i := 0; buf.Len() < 2*tailBytes; i++ {
		ts := start.Add(time.Duration(i) * time.Second).Format(time.RFC3339Nano)
		fmt.Fprintf(&buf, `{"ts":"%s","id":"%d","event":"decision","command":"go test ./... -run TestSomething%d","cwd":"/home/dev/api","tier":"green","verdict":"auto_pass","rules":[{"id":"everyday-build","tier":"green","reason":"builds and tests the project"}],"pid":%d,"ppid":3000,"user":"dev","agent":"codex","session":"019a4c2e","prev":"e27284c264b9473c817d25c33963adc27782e66db7707115808b63ef5ec3b4af"}`+"\n", ts, i, i, 4000+i)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		b.Fatal(err)
	}
	now := start.Add(20 * time.Hour)
	b.ResetTimer()
	for range b.N {
		hist := readHistory(path, tailBytes, nil, now, recentFilter{}, recentRows)
		if hist.Counts.Commands == 0 {
			b.Fatal("nothing counted")
		}
	}
}
