package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"gatesh/audit"
	"gatesh/report"
	"gatesh/teamapi"
)

// Flags the hub sets on a shipped audit line. The line is kept either way.
const (
	// FlagGap: the line before it never arrived. Cleared when it does and
	// this line follows it.
	FlagGap = "gap"
	// FlagFork: its prev is not the hash of the line the hub holds before
	// it: the chain forks, or a line was inserted or removed.
	FlagFork = "fork"
	// FlagChanged: a different line arrived for a seq the hub held. Set
	// by earlier hubs; a hub now flags such a line FlagConflict.
	FlagChanged = "changed"
	// FlagConflict: a different line arrived for a seq the hub held: at
	// most one of the two is the machine's; the log changed after the
	// first was shipped, or a line was shipped outside the machine's
	// sync (its key in other hands). Both lines are kept, the first as
	// the seq's line with its own flag, if any; each has a note that
	// names both, and Prune keeps both.
	FlagConflict = "conflict"
	// FlagUnreadable: not a record with a prev field.
	FlagUnreadable = "unreadable"
	// FlagGone: the lines before it never arrived, and the machine
	// declared them removed before it shipped them (AuditBatch.Gone):
	// its retention took them while the hub was away. The line's note
	// says which and how many; Through passes them.
	FlagGone = "gone"
	// FlagUnsealed: on a machine that seals its records, a record it
	// writes only sealed that carries no seal that vouches for it: the
	// operator's decision (approved, rejected, revoked) without the
	// operator's signature or a team decision, which `gatesh log verify`
	// on the machine rejects; the use and the run of an approval (used,
	// run) without a seal, which only the gatesh outside the commands
	// writes (a gatesh nested in a restricted command logs nothing of its
	// own). Anything that could write the log, or ship lines with the
	// machine's key, could have added it.
	FlagUnsealed = "unsealed"
)

// sealWindow is how many of a machine's last lines held tell whether it
// seals its records, when a push carries no seal.
const sealWindow = 256

// held is a line the hub holds at a seq.
type held struct {
	hash, prev, flag, note string
	at                     time.Time
	// row is its place among the rows this push adds; -1 for a line
	// stored before.
	row int
}

// lineFields are the fields of a record the chain check reads.
type lineFields struct {
	TS           string          `json:"ts"`
	Event        string          `json:"event"`
	Seal         string          `json:"seal"`
	TeamDecision json.RawMessage `json:"team_decision"`
	Prev         *string         `json:"prev"`
}

// unsealedRecord tells a record that a machine which seals writes only
// sealed, and that no seal vouches for (FlagUnsealed). The hub cannot
// check a gate seal, only that the line carries one.
func unsealedRecord(f lineFields) bool {
	switch f.Event {
	case audit.EventApproved, audit.EventRejected, audit.EventRevoked:
		return !strings.HasPrefix(f.Seal, audit.SealOperator+":") && len(f.TeamDecision) == 0
	case audit.EventUsed, audit.EventRun:
		return !strings.HasPrefix(f.Seal, audit.SealGate+":") && !strings.HasPrefix(f.Seal, audit.SealOperator+":")
	}
	return false
}

// unsealedNote is the flag's note of an unsealed record.
func unsealedNote(seq int64, event string) string {
	switch event {
	case audit.EventUsed, audit.EventRun:
		return fmt.Sprintf("unsealed: seq %d is a %s record that the gate's key does not seal: the machine's gatesh writes every %s sealed", seq, event, event)
	}
	return fmt.Sprintf("unsealed: seq %d is an %s record that neither the operator's key nor a team decision vouches for", seq, event)
}

// conflictNotes are the notes of two lines at one seq: the one held
// first, and the one that arrived since.
func conflictNotes(seq int64, first held, firstAt time.Time, hash string) (firstNote, laterNote string) {
	flagged := ""
	if first.flag != "" && first.flag != FlagConflict {
		flagged = ", flagged " + first.flag
	}
	firstNote = fmt.Sprintf("conflict: seq %d has two lines: this one (sha256 %s), shipped first, and one shipped later (sha256 %s); at most one is the machine's: the log changed after this one was shipped, or a line was shipped outside the machine's sync",
		seq, first.hash[:12], hash[:12])
	laterNote = fmt.Sprintf("conflict: seq %d has two lines: this one (sha256 %s) and one shipped first, at %s (sha256 %s%s); at most one is the machine's: the log changed after that one was shipped, or a line was shipped outside the machine's sync",
		seq, hash[:12], firstAt.UTC().Format(time.RFC3339), first.hash[:12], flagged)
	return firstNote, laterNote
}

// PushAudit stores a machine's audit lines and checks its chain as they
// arrive: each line's prev must be the sha256 of the line before it,
// across rotations, from the first line the hub got on. A seq stored
// already with the same line changes nothing, so a batch pushed twice
// stores nothing the second time.
func (s *Store) PushAudit(ctx context.Context, machine string, lines []teamapi.AuditLine) (teamapi.AuditAck, error) {
	return s.PushAuditBatch(ctx, machine, teamapi.AuditBatch{Lines: lines})
}

// PushAuditBatch is PushAudit with the batch's declaration of lines gone
// before they were shipped (Gone, just before its first line): recorded
// as declared, so that Through passes them and the line after them is
// flagged gone, with a note that counts them, rather than gap.
func (s *Store) PushAuditBatch(ctx context.Context, machine string, b teamapi.AuditBatch) (teamapi.AuditAck, error) {
	var ack teamapi.AuditAck
	if len(b.Lines) > MaxBatch*10 {
		return ack, refuse(ErrBadInput, "push in batches", "%d lines in one push; at most %d", len(b.Lines), MaxBatch*10)
	}
	lines := append([]teamapi.AuditLine(nil), b.Lines...)
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].Seq < lines[j].Seq })
	for _, l := range lines {
		if l.Seq < 1 {
			return ack, refuse(ErrBadInput, "", "audit line seq %d: seqs count from 1", l.Seq)
		}
	}
	gone := b.Gone
	if gone != nil && (gone.From < 1 || gone.To < gone.From || len(lines) == 0 || gone.To >= lines[0].Seq) {
		return ack, refuse(ErrBadInput, "", "gone: lines %d to %d must come just before the batch's first line", gone.From, gone.To)
	}
	now := s.now()
	var flagged []string
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		flagged = nil
		var start *int64
		var through, pruned int64
		// The machine's row is the lock that keeps two pushes of one
		// machine (retries reaching two replicas) from interleaving.
		if err := tx.QueryRow(ctx, `SELECT audit_start, audit_through, audit_pruned_through FROM machines WHERE id = $1 FOR UPDATE`, machine).
			Scan(&start, &through, &pruned); err != nil {
			return err
		}
		if len(lines) == 0 {
			ack.Through = through
			return nil
		}
		if gone != nil {
			if _, err := tx.Exec(ctx, `INSERT INTO audit_gone (machine, from_seq, to_seq, declared_at) VALUES ($1, $2, $3, $4)
				ON CONFLICT (machine, from_seq) DO UPDATE SET to_seq = greatest(audit_gone.to_seq, EXCLUDED.to_seq)`, machine, gone.From, gone.To, now); err != nil {
				return err
			}
		}
		lo, hi := lines[0].Seq-1, lines[len(lines)-1].Seq+1
		// The declared losses that end just before a line of this push.
		goneBefore, err := goneEnding(ctx, tx, machine, lo-1, hi)
		if err != nil {
			return err
		}
		// A machine whose gatesh seals its records: some line of this
		// push, or of the last sealWindow lines held, carries a seal. Only
		// then is an unsealed decision, use or run a forgery, as `log
		// verify` there says of a decision; a log from before seals has
		// none. More than the last line: lines shipped ahead of the
		// machine's sync, unsealed, would otherwise turn the check off
		// for those after them.
		sealing := false
		for _, l := range lines {
			sealing = sealing || strings.Contains(l.Line, `"seal":"`)
		}
		if !sealing {
			var any *bool
			err := tx.QueryRow(ctx, `SELECT bool_or(strpos(line, '"seal":"') > 0) FROM (SELECT line FROM audit_lines WHERE machine = $1 ORDER BY seq DESC LIMIT $2) t`,
				machine, sealWindow).Scan(&any)
			if err != nil && !errors.Is(err, pgx.ErrNoRows) {
				return err
			}
			sealing = any != nil && *any
		}
		have := map[int64]held{}     // the canonical line of each seq
		seen := map[[2]string]bool{} // (seq, hash) of every line kept
		gapAt := map[int64]held{}    // lines flagged gap, by seq
		held0 := map[int64]held{}    // the lines held before this push
		rows, err := tx.Query(ctx, `SELECT seq, hash, coalesce(prev, ''), coalesce(flag, ''), coalesce(note, ''), received_at FROM audit_lines WHERE machine = $1 AND seq BETWEEN $2 AND $3 ORDER BY received_at`, machine, lo, hi)
		if err != nil {
			return err
		}
		var seq int64
		h := held{row: -1}
		if _, err := pgx.ForEachRow(rows, []any{&seq, &h.hash, &h.prev, &h.flag, &h.note, &h.at}, func() error {
			seen[[2]string{fmt.Sprint(seq), h.hash}] = true
			// The seq's line is the first received: a later one at the
			// seq is flagged conflict (changed, by earlier hubs).
			if h.flag != FlagChanged && h.flag != FlagConflict {
				have[seq] = h
				held0[seq] = h
			}
			if h.flag == FlagGap {
				gapAt[seq] = h
			}
			return nil
		}); err != nil {
			return err
		}
		var newRows, cmdRows, shadowRows [][]any
		var links []link
		var lastTS *time.Time
		for _, l := range lines {
			if l.Seq <= pruned {
				continue // held once, and removed by the retention since
			}
			sum := sha256.Sum256([]byte(l.Line))
			hash := hex.EncodeToString(sum[:])
			key := [2]string{fmt.Sprint(l.Seq), hash}
			if seen[key] {
				continue
			}
			seen[key] = true
			var f lineFields
			parseErr := json.Unmarshal([]byte(l.Line), &f)
			if parseErr == nil {
				// Readers must agree on what a line says (jq, SQL, Go).
				parseErr = audit.CheckKeys([]byte(l.Line))
			}
			var ts *time.Time
			if t, err := time.Parse(time.RFC3339Nano, f.TS); err == nil {
				ts = &t
				lastTS = &t
			}
			prev := ""
			if f.Prev != nil {
				prev = *f.Prev
			}
			flag, note := "", ""
			if old, ok := have[l.Seq]; ok {
				first, later := conflictNotes(l.Seq, old, old.at, hash)
				flag, note = FlagConflict, later
				flagged = append(flagged, fmt.Sprintf("conflict: seq %d has two lines: sha256 %s, shipped first, and %s, now", l.Seq, old.hash[:12], hash[:12]))
				// The first line, which keeps its flag and its place as
				// the seq's line, names the later one in its note.
				if old.flag != "" {
					first = old.flag + "; " + first
				}
				switch {
				case old.note != "": // its own note stays
				case old.row >= 0:
					newRows[old.row][8] = first
				default:
					if _, err := tx.Exec(ctx, `UPDATE audit_lines SET note = $4 WHERE machine = $1 AND seq = $2 AND hash = $3`,
						machine, l.Seq, old.hash, first); err != nil {
						return err
					}
				}
			} else {
				switch before, ok := have[l.Seq-1]; {
				case parseErr != nil || f.Prev == nil:
					flag = FlagUnreadable
					flagged = append(flagged, fmt.Sprintf("unreadable: seq %d is not a record with a prev field, or names a key twice", l.Seq))
				case sealing && unsealedRecord(f):
					flag = FlagUnsealed
					flagged = append(flagged, unsealedNote(l.Seq, f.Event))
				case ok && prev != before.hash:
					flag = FlagFork
					flagged = append(flagged, fmt.Sprintf("fork: seq %d does not follow seq %d", l.Seq, l.Seq-1))
				case ok:
				case l.Seq == 1 && prev != "":
					flag = FlagFork
					flagged = append(flagged, "fork: seq 1 chains to a line before it")
				case l.Seq == 1, l.Seq-1 == pruned && pruned > 0:
				case goneBefore[l.Seq-1] != nil:
					flag = FlagGone
					flagged = append(flagged, goneNote(goneBefore[l.Seq-1]))
				case start == nil || l.Seq < *start:
					// The first line the hub gets starts its chain: a
					// machine may join with a log that began long before,
					// and ship older lines later.
					s := l.Seq
					start = &s
				default:
					flag = FlagGap
					flagged = append(flagged, fmt.Sprintf("gap: seq %d arrived and seq %d never did", l.Seq, l.Seq-1))
				}
				have[l.Seq] = held{hash: hash, prev: prev, flag: flag, at: now, row: len(newRows)}
				// The line after it, held already, must follow it too.
				if next, ok := gapAt[l.Seq+1]; ok && next.prev == hash {
					if _, err := tx.Exec(ctx, `UPDATE audit_lines SET flag = NULL WHERE machine = $1 AND seq = $2 AND hash = $3`, machine, l.Seq+1, next.hash); err != nil {
						return err
					}
				} else if next, ok := held0[l.Seq+1]; ok && next.prev != hash && flag == "" {
					flag = FlagFork
					flagged = append(flagged, fmt.Sprintf("fork: seq %d, held already, does not follow seq %d", l.Seq+1, l.Seq))
				}
				if flag == "" || flag == FlagGap || flag == FlagFork || flag == FlagGone {
					if c, lk := commandOf(machine, l, prev); c != nil {
						cmdRows = append(cmdRows, c)
						if sh := shadowOf(machine, l); sh != nil {
							shadowRows = append(shadowRows, sh)
						}
					} else if lk != nil {
						links = append(links, *lk)
					}
				}
			}
			if flag == FlagGone {
				note = goneNote(goneBefore[l.Seq-1])
			}
			newRows = append(newRows, []any{machine, l.Seq, hash, l.Line, nullString(prev, f.Prev != nil), ts, now, nullString(flag, flag != ""), nullString(note, note != "")})
		}
		// A line flagged gap before the machine declared the loss is
		// flagged gone now.
		for end, g := range goneBefore {
			if h, ok := gapAt[end+1]; ok {
				if _, err := tx.Exec(ctx, `UPDATE audit_lines SET flag = $4, note = $5 WHERE machine = $1 AND seq = $2 AND hash = $3`,
					machine, end+1, h.hash, FlagGone, goneNote(g)); err != nil {
					return err
				}
			}
		}
		if start == nil {
			s := lines[0].Seq
			start = &s
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"audit_lines"}, []string{"machine", "seq", "hash", "line", "prev", "ts", "received_at", "flag", "note"}, pgx.CopyFromRows(newRows)); err != nil {
			return err
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"command_records"}, commandColumns, pgx.CopyFromRows(cmdRows)); err != nil {
			return err
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"shadow_records"}, shadowColumns, pgx.CopyFromRows(shadowRows)); err != nil {
			return err
		}
		if err := linkRequests(ctx, tx, machine, links); err != nil {
			return err
		}
		through = max(through, *start-1)
		// Lines held, and lines declared gone, both count.
		var ranges []teamapi.SeqRange
		rows, err = tx.Query(ctx, `SELECT from_seq, to_seq FROM audit_gone WHERE machine = $1 AND to_seq > $2 ORDER BY from_seq`, machine, through)
		if err != nil {
			return err
		}
		if ranges, err = pgx.CollectRows(rows, pgx.RowToStructByPos[teamapi.SeqRange]); err != nil {
			return err
		}
		pass := func() {
			for _, r := range ranges {
				if r.From <= through+1 && r.To > through {
					through = r.To
				}
			}
		}
		seqs, err := tx.Query(ctx, `SELECT DISTINCT seq FROM audit_lines WHERE machine = $1 AND seq > $2 ORDER BY seq`, machine, through)
		if err != nil {
			return err
		}
		var next int64
		if _, err := pgx.ForEachRow(seqs, []any{&next}, func() error {
			pass()
			if next == through+1 {
				through = next
			}
			return nil
		}); err != nil {
			return err
		}
		pass()
		ack.Through = through
		_, err = tx.Exec(ctx, `UPDATE machines SET audit_start = least(coalesce(audit_start, $2), $2), audit_through = $3, last_contact = $4, audit_received_at = $4,
			audit_line_ts = coalesce($5, audit_line_ts) WHERE id = $1`, machine, *start, through, now, lastTS)
		return err
	})
	if err != nil {
		return teamapi.AuditAck{}, err
	}
	ack.Flags = flagged
	for _, f := range flagged {
		s.Log(ctx, Event{Actor: "machine " + machine, Action: "audit flag", Outcome: "refused", Machine: machine, Detail: f})
	}
	return ack, nil
}

// goneEnding returns the declared losses of machine whose last line is
// between lo and hi, by that line.
func goneEnding(ctx context.Context, tx pgx.Tx, machine string, lo, hi int64) (map[int64]*teamapi.SeqRange, error) {
	rows, err := tx.Query(ctx, `SELECT from_seq, to_seq FROM audit_gone WHERE machine = $1 AND to_seq BETWEEN $2 AND $3`, machine, lo, hi)
	if err != nil {
		return nil, err
	}
	rs, err := pgx.CollectRows(rows, pgx.RowToStructByPos[teamapi.SeqRange])
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*teamapi.SeqRange, len(rs))
	for i := range rs {
		out[rs[i].To] = &rs[i]
	}
	return out, nil
}

// goneNote is what an auditor reads of a declared loss.
func goneNote(g *teamapi.SeqRange) string {
	n := g.To - g.From + 1
	return fmt.Sprintf("gone: lines %d to %d (%d %s) were removed on the machine before they were shipped (its audit.keep, while the hub was away), as the machine declared",
		g.From, g.To, n, map[bool]string{true: "line", false: "lines"}[n == 1])
}

func nullString(s string, valid bool) any {
	if !valid {
		return nil
	}
	return s
}

var commandColumns = []string{"machine", "seq", "id", "ts", "tool_name", "payload", "verdict", "rule", "reason", "tier", "rules", "cwd",
	"agent", "session", "login", "pid", "ppid", "request", "enforce", "prev"}

// link is a request event of a process: it names the request that the
// process's last held command made or used.
type link struct {
	seq, pid, ppid int64
	request        string
}

// commandOf returns the command_records row of a decision line, or the
// link of a line about its process's own request, as the export replays
// them (report.Replay).
func commandOf(machine string, l teamapi.AuditLine, prev string) ([]any, *link) {
	rec, err := audit.Decode([]byte(l.Line))
	if err != nil {
		return nil, nil
	}
	switch rec.Event {
	case audit.EventDecision:
		if audit.IsDoctorProbe(rec.Command) {
			return nil, nil
		}
		tool, payload, rule, reason := report.DecisionFields(&rec)
		rules, _ := json.Marshal(nonNilAuditRules(rec.Rules))
		var ts *time.Time
		if t, err := time.Parse(time.RFC3339Nano, rec.TS); err == nil {
			ts = &t
		}
		return []any{machine, l.Seq, rec.ID, ts, tool, payload, nullString(rec.Verdict, rec.Verdict != ""), rule, reason,
			nullString(rec.Tier, rec.Tier != ""), rules, rec.Cwd, nullString(rec.Agent, rec.Agent != ""), nullString(rec.Session, rec.Session != ""),
			nullString(rec.User, rec.User != ""), int64(rec.Pid), int64(rec.Ppid), nil, nullString(rec.Enforce, rec.Enforce != ""), prev}, nil
	case audit.EventHeld, audit.EventParked, audit.EventApproved, audit.EventRejected, audit.EventRevoked, audit.EventUsed, audit.EventRun:
		if rec.Request != "" {
			return nil, &link{seq: l.Seq, pid: int64(rec.Pid), ppid: int64(rec.Ppid), request: rec.Request}
		}
	}
	return nil, nil
}

func nonNilAuditRules(rs []audit.Rule) []audit.Rule {
	if rs == nil {
		return []audit.Rule{}
	}
	return rs
}

// linkRequests sets the request of the held command each link's process
// classified last, as the export does: a process's held command and its
// request's records come from that one process.
func linkRequests(ctx context.Context, tx pgx.Tx, machine string, links []link) error {
	if len(links) == 0 {
		return nil
	}
	b := &pgx.Batch{}
	for _, l := range links {
		b.Queue(`UPDATE command_records SET request = $5 WHERE machine = $1 AND request IS NULL AND verdict = 'hold' AND seq = (
			SELECT max(seq) FROM command_records WHERE machine = $1 AND pid = $2 AND ppid = $3 AND seq < $4)`, machine, l.pid, l.ppid, l.seq, l.request)
	}
	return tx.SendBatch(ctx, b).Close()
}

// QueryAudit returns shipped lines of the machines m may see, oldest
// first: of one machine (id or name) when given, received since a time
// when not zero.
func (s *Store) QueryAudit(ctx context.Context, m *Member, machine string, since time.Time, limit int) ([]teamapi.AuditRecord, error) {
	if limit <= 0 || limit > 10000 {
		limit = 1000
	}
	args := []any{since}
	where := "($1::timestamptz = '0001-01-01' OR coalesce(a.ts, a.received_at) >= $1)"
	if groups := groupsOf(m); groups != nil {
		args = append(args, groups)
		where += fmt.Sprintf(" AND mm.group_name = ANY($%d)", len(args))
	}
	if machine != "" {
		args = append(args, machine)
		where += " AND " + machineIs("mm", fmt.Sprintf("$%d", len(args)))
	}
	rows, err := s.Pool.Query(ctx, `SELECT a.machine, a.seq, a.received_at, a.line, coalesce(a.flag, ''), coalesce(a.note, '') FROM audit_lines a JOIN machines mm ON mm.id = a.machine
		WHERE `+where+fmt.Sprintf(" ORDER BY coalesce(a.ts, a.received_at), a.machine, a.seq, a.received_at LIMIT %d", limit), args...)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (teamapi.AuditRecord, error) {
		var a teamapi.AuditRecord
		err := r.Scan(&a.Machine, &a.Seq, &a.At, &a.Line, &a.Flag, &a.Note)
		a.At = a.At.UTC()
		return a, err
	})
}

// RetentionSetting names the setting that keeps shipped audit lines for a
// duration (Go syntax, or days as "400d"); unset keeps them for ever.
const RetentionSetting = "audit_retention"

// Prune removes shipped audit lines received more than keep ago. It keeps
// each machine's newest lines and every flagged line or line with a note
// (the first of a conflict), so the chain goes on from the hub's copy and
// the evidence of tampering stays. It returns how
// many lines went.
func (s *Store) Prune(ctx context.Context, keep time.Duration) (int64, error) {
	if keep <= 0 {
		return 0, nil
	}
	cut := s.now().Add(-keep)
	var n int64
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		// One pruning pass at a time across replicas.
		var got bool
		if err := tx.QueryRow(ctx, `SELECT pg_try_advisory_xact_lock($1)`, int64(migrateLock+1)).Scan(&got); err != nil || !got {
			return err
		}
		rows, err := tx.Query(ctx, `WITH gone AS (
			DELETE FROM audit_lines a USING machines m
			WHERE m.id = a.machine AND a.received_at < $1 AND a.flag IS NULL AND a.note IS NULL AND a.seq < m.audit_through
			RETURNING a.machine, a.seq)
			SELECT machine, max(seq), count(*) FROM gone GROUP BY machine`, cut)
		if err != nil {
			return err
		}
		var machine string
		var top, count int64
		type pruned struct {
			machine string
			top     int64
		}
		var cuts []pruned
		if _, err := pgx.ForEachRow(rows, []any{&machine, &top, &count}, func() error {
			n += count
			cuts = append(cuts, pruned{machine, top})
			return nil
		}); err != nil {
			return err
		}
		for _, c := range cuts {
			if _, err := tx.Exec(ctx, `UPDATE machines SET audit_pruned_through = greatest(audit_pruned_through, $2) WHERE id = $1`, c.machine, c.top); err != nil {
				return err
			}
		}
		if n > 0 {
			return s.logIn(ctx, tx, Event{Actor: "hub", Action: "prune", Detail: fmt.Sprintf("%d audit lines received before %s", n, cut.Format(time.RFC3339))})
		}
		return nil
	})
	return n, err
}
