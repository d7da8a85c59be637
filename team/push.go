package team

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"gatesh/teamapi"
)

// pushRequests ships every request whose state the hub has not
// acknowledged, oldest change first. The queue is read whole only when
// one of its folders changed, something is still unacknowledged, or
// Rescan has passed (a request may have expired meanwhile).
func (s *syncer) pushRequests(ctx context.Context) error {
	now := s.e.now()
	stamp, newest := folderStamp(s.q.Dir(), filepath.Join(s.q.Dir(), "done"))
	// A folder that changed just now may change again within the same
	// tick of the file system's clock (4 ms on Linux, a second on some
	// file systems) and keep its time: such a stamp is not trusted, and
	// the queue is read whole again next time. The times are the host's,
	// not the machine's clock.
	if time.Since(newest) < racyStamp {
		stamp = ""
	}
	s.mu.Lock()
	fresh := stamp != "" && stamp == s.stamp && now.Sub(s.scanned) < s.opts.Rescan && s.st.RequestsUnsent == 0
	s.mu.Unlock()
	if fresh {
		return nil
	}
	l, err := s.q.Snapshot(s.v, now)
	if err != nil {
		return fmt.Errorf("reading the queue: %w", err)
	}
	type change struct {
		req  teamapi.Request
		hash string
		at   time.Time
	}
	var changes []change
	seen := make(map[string]bool, len(l.States))
	s.mu.Lock()
	for _, st := range l.States {
		r := wireRequest(st)
		seen[r.ID] = true
		h := digestJSON(r)
		if s.cur.Requests[r.ID] != h {
			changes = append(changes, change{r, h, changedAt(r, now)})
		}
	}
	s.st.RequestsUnsent = len(changes)
	for _, c := range changes {
		if s.st.OldestUnsent.IsZero() || c.at.Before(s.st.OldestUnsent) {
			s.st.OldestUnsent = c.at
		}
	}
	s.mu.Unlock()
	sort.SliceStable(changes, func(i, j int) bool {
		if !changes[i].at.Equal(changes[j].at) {
			return changes[i].at.Before(changes[j].at)
		}
		return changes[i].req.ID < changes[j].req.ID
	})
	for len(changes) > 0 {
		batch := changes[:min(len(changes), maxBatchRequests)]
		body := teamapi.RequestBatch{Requests: make([]teamapi.Request, len(batch))}
		for i, c := range batch {
			body.Requests[i] = c.req
		}
		var ack teamapi.Ack
		if err := s.calls.call(ctx, "POST", teamapi.PathMachineRequests, body, &ack); err != nil {
			return err
		}
		s.mu.Lock()
		for _, c := range batch {
			s.cur.Requests[c.req.ID] = c.hash
		}
		changes = changes[len(batch):]
		s.st.RequestsUnsent = len(changes)
		err := s.saveCursor()
		s.mu.Unlock()
		if err != nil {
			return err
		}
		s.logf("shipped %d %s", len(batch), plural(len(batch), "request", "requests"))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	// Purged requests are forgotten: the hub keeps them, by id.
	pruned := false
	for id := range s.cur.Requests {
		if !seen[id] {
			delete(s.cur.Requests, id)
			pruned = true
		}
	}
	s.scanned, s.stamp = now, stamp
	if pruned {
		return s.saveCursor()
	}
	return nil
}

// racyStamp is how long after a folder's last change its time is not
// trusted to change with the next one.
const racyStamp = 2 * time.Second

// folderStamp is the modification time of each folder (a request file
// renamed into place or moved out changes it), and the newest of them.
func folderStamp(dirs ...string) (stamp string, newest time.Time) {
	for _, d := range dirs {
		if info, err := os.Stat(d); err == nil {
			stamp += fmt.Sprintf("%s %d;", d, info.ModTime().UnixNano())
			if info.ModTime().After(newest) {
				newest = info.ModTime()
			}
		}
	}
	return stamp, newest
}

func digestJSON(v any) string {
	data, _ := json.Marshal(v)
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// shipLine is an audit line on its way, and the place after it.
type shipLine struct {
	line  teamapi.AuditLine
	after auditPos
}

// pushAudit ships the audit lines after the cursor in batches, until the
// hub has stored them all. The hub answers through which line it holds
// the log whole; an answer that says less than an earlier one means it
// lost lines (a hub restored from a backup), and shipping goes on after
// the line it names, reaching back into rotated files. A gap the hub
// flags (lines this machine no longer had) does not stop shipping.
func (s *syncer) pushAudit(ctx context.Context) error {
	for {
		s.mu.Lock()
		pos, through, pending := s.cur.Audit, s.cur.Through, s.gone
		s.mu.Unlock()
		var batch []shipLine
		size := 0
		res, err := s.files.walk(pos, func(line []byte, after auditPos) bool {
			batch = append(batch, shipLine{teamapi.AuditLine{Seq: after.Seq, Line: string(line)}, after})
			size += len(line)
			return len(batch) < maxBatchLines && size < maxBatchBytes
		})
		if err != nil {
			return fmt.Errorf("reading the audit log: %w", err)
		}
		if len(batch) == 0 {
			return nil
		}
		body := teamapi.AuditBatch{Lines: make([]teamapi.AuditLine, len(batch)), Gone: res.Gone}
		for i, l := range batch {
			body.Lines[i] = l.line
		}
		if body.Gone == nil && pending != nil && pending.To+1 == batch[0].line.Seq {
			body.Gone = pending
		}
		var ack teamapi.AuditAck
		if err := s.calls.call(ctx, "POST", teamapi.PathMachineAudit, body, &ack); err != nil {
			return err
		}
		last := batch[len(batch)-1]
		next, gone := last.after, (*teamapi.SeqRange)(nil)
		if ack.Through < through {
			if next, gone, err = s.files.locate(last.after, max(ack.Through, 0)); err != nil {
				return err
			}
			s.logf("the hub holds the log only through line %d, after %d before; shipping again from line %d", ack.Through, through, ack.Through+1)
			if gone != nil {
				s.logf("the hub lacks audit lines %d to %d, which this machine no longer has; they are declared gone", gone.From, gone.To)
			}
		}
		s.mu.Lock()
		s.cur.Audit, s.cur.Through, s.gone = next, ack.Through, gone
		s.st.Flags = ack.Flags
		err = s.saveCursor()
		s.mu.Unlock()
		if err != nil {
			return err
		}
		s.noteWalk(res) // once the hub has seen past it
		if ack.Through >= through {
			s.logf("shipped audit lines %d to %d", batch[0].line.Seq, last.line.Seq)
		}
	}
}

// noteWalk records what a read of the log found missing, once the lines
// after it are shipped.
func (s *syncer) noteWalk(res walkResult) {
	if res.Lost == 0 && !res.Replaced {
		return
	}
	s.mu.Lock()
	s.st.Gaps += res.Lost
	s.mu.Unlock()
	if res.Lost > 0 {
		s.logf("%d audit lines were gone before they were shipped (audit.keep removed rotated files); the hub will flag the gap", res.Lost)
	}
	if res.Replaced {
		s.logf("the audit log was replaced; shipping the new one from its start")
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
