package store

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// ExportCursor is how far an audit export has read: the machines' lines
// and the hub's own record, each by its id.
type ExportCursor struct {
	Lines, Events int64
}

func (c ExportCursor) String() string { return fmt.Sprintf("%d:%d", c.Lines, c.Events) }

// ParseExportCursor reads ExportCursor.String.
func ParseExportCursor(s string) (ExportCursor, error) {
	a, b, ok := strings.Cut(s, ":")
	l, err1 := strconv.ParseInt(a, 10, 64)
	e, err2 := strconv.ParseInt(b, 10, 64)
	if !ok || err1 != nil || err2 != nil || l < 0 || e < 0 {
		return ExportCursor{}, fmt.Errorf("cursor %q: want LINES:EVENTS, as the export prints it", s)
	}
	return ExportCursor{l, e}, nil
}

// ExportLine is one shipped audit line, with its machine.
type ExportLine struct {
	ID                          int64
	Machine, MachineName, Group string
	Seq                         int64
	Line                        string
	ReceivedAt                  time.Time
	Flag                        string
}

// ExportEvent is one line of the hub's own record.
type ExportEvent struct {
	ID int64
	Event
}

// ExportSettle is how old a row must be before an export reads it: ids
// are taken at insert and committed in any order, and a transaction of
// the hub's is over well within it.
const ExportSettle = 2 * time.Second

// ExportBatch returns the lines and hub events after c, oldest first (at
// most limit of each) that are older than settle, and the cursor after
// them.
func (s *Store) ExportBatch(ctx context.Context, c ExportCursor, limit int, settle time.Duration) ([]ExportLine, []ExportEvent, ExportCursor, error) {
	before := s.now().Add(-settle)
	rows, err := s.Pool.Query(ctx, `SELECT a.id, a.machine, m.name, m.group_name, a.seq, a.line, a.received_at, coalesce(a.flag, '')
		FROM audit_lines a JOIN machines m ON m.id = a.machine WHERE a.id > $1 AND a.received_at <= $2 ORDER BY a.id LIMIT $3`, c.Lines, before, limit)
	if err != nil {
		return nil, nil, c, err
	}
	lines, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (ExportLine, error) {
		var l ExportLine
		err := r.Scan(&l.ID, &l.Machine, &l.MachineName, &l.Group, &l.Seq, &l.Line, &l.ReceivedAt, &l.Flag)
		l.ReceivedAt = l.ReceivedAt.UTC()
		return l, err
	})
	if err != nil {
		return nil, nil, c, err
	}
	rows, err = s.Pool.Query(ctx, `SELECT id, at, actor, action, outcome, machine, request, detail FROM hub_events WHERE id > $1 AND at <= $2 ORDER BY id LIMIT $3`,
		c.Events, before, limit)
	if err != nil {
		return nil, nil, c, err
	}
	events, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (ExportEvent, error) {
		var e ExportEvent
		err := r.Scan(&e.ID, &e.At, &e.Actor, &e.Action, &e.Outcome, &e.Machine, &e.Request, &e.Detail)
		e.At = e.At.UTC()
		return e, err
	})
	if err != nil {
		return nil, nil, c, err
	}
	if n := len(lines); n > 0 {
		c.Lines = lines[n-1].ID
	}
	if n := len(events); n > 0 {
		c.Events = events[n-1].ID
	}
	return lines, events, c, nil
}

// exportSetting names where an export keeps its cursor.
func exportSetting(name string) string { return "export_cursor." + name }

// ExportPlace returns where the export name has read to (zero at first).
func (s *Store) ExportPlace(ctx context.Context, name string) (ExportCursor, error) {
	v, err := s.Setting(ctx, exportSetting(name))
	if err != nil || v == "" {
		return ExportCursor{}, err
	}
	return ParseExportCursor(v)
}

// SetExportPlace records where the export name has read to.
func (s *Store) SetExportPlace(ctx context.Context, name string, c ExportCursor) error {
	return s.SetSetting(ctx, exportSetting(name), c.String())
}

// ErrExportBusy means another process runs the export of that name.
var ErrExportBusy = errors.New("another process runs this export")

// ExportLock holds the export name for this process, on a connection
// of its own, until release: two replicas do not send the same records.
func (s *Store) ExportLock(ctx context.Context, name string) (release func(), err error) {
	conn, err := s.Pool.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	var ok bool
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock(hashtext($1))`, exportSetting(name)).Scan(&ok); err != nil {
		conn.Release()
		return nil, err
	}
	if !ok {
		conn.Release()
		return nil, ErrExportBusy
	}
	return func() {
		conn.Exec(context.Background(), `SELECT pg_advisory_unlock(hashtext($1))`, exportSetting(name))
		conn.Release()
	}, nil
}
