package store

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"gatesh/teamapi"
)

// Channel is the PostgreSQL notification channel of machine events; each
// payload is "MACHINE:SEQ".
const Channel = "gatesh_events"

// appendEvent adds an event to a machine's stream, numbered by the
// machine's own sequence, and notifies every replica at commit.
func (s *Store) appendEvent(ctx context.Context, tx pgx.Tx, machine string, ev teamapi.Event) (int64, error) {
	if err := tx.QueryRow(ctx, `UPDATE machines SET event_seq = event_seq + 1 WHERE id = $1 RETURNING event_seq`, machine).Scan(&ev.Seq); err != nil {
		return 0, err
	}
	body, err := json.Marshal(ev)
	if err != nil {
		return 0, err
	}
	if _, err := tx.Exec(ctx, `INSERT INTO machine_events (machine, seq, kind, body, created_at) VALUES ($1, $2, $3, $4, $5)`,
		machine, ev.Seq, ev.Kind, body, s.now()); err != nil {
		return 0, err
	}
	_, err = tx.Exec(ctx, `SELECT pg_notify($1, $2)`, Channel, machine+":"+strconv.FormatInt(ev.Seq, 10))
	return ev.Seq, err
}

// EventsAfter returns a machine's events after seq, oldest first, and
// records how far the machine has read.
func (s *Store) EventsAfter(ctx context.Context, machine string, after int64, limit int) ([]teamapi.Event, error) {
	rows, err := s.Pool.Query(ctx, `SELECT body FROM machine_events WHERE machine = $1 AND seq > $2 ORDER BY seq LIMIT $3`, machine, after, limit)
	if err != nil {
		return nil, err
	}
	evs, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (teamapi.Event, error) {
		var body []byte
		var ev teamapi.Event
		if err := r.Scan(&body); err != nil {
			return ev, err
		}
		return ev, json.Unmarshal(body, &ev)
	})
	if err != nil {
		return nil, err
	}
	_, err = s.Pool.Exec(ctx, `UPDATE machines SET events_after = greatest(events_after, $2), last_contact = $3 WHERE id = $1`, machine, after, s.now())
	return evs, err
}

// Notifier fans PostgreSQL's notifications of machine events out to the
// streams this replica serves. It holds one connection, listening.
type Notifier struct {
	mu   sync.Mutex
	subs map[string]map[chan struct{}]struct{}
	// Ready is closed once the first LISTEN is in place.
	Ready chan struct{}
	ready sync.Once
}

// Subscribe returns a channel that receives a value whenever the machine
// may have new events, and a function that ends the subscription.
func (n *Notifier) Subscribe(machine string) (<-chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	n.mu.Lock()
	if n.subs == nil {
		n.subs = map[string]map[chan struct{}]struct{}{}
	}
	if n.subs[machine] == nil {
		n.subs[machine] = map[chan struct{}]struct{}{}
	}
	n.subs[machine][ch] = struct{}{}
	n.mu.Unlock()
	return ch, func() {
		n.mu.Lock()
		delete(n.subs[machine], ch)
		if len(n.subs[machine]) == 0 {
			delete(n.subs, machine)
		}
		n.mu.Unlock()
	}
}

// wake tells the subscribers of machine, or of every machine for "".
func (n *Notifier) wake(machine string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for m, chans := range n.subs {
		if machine != "" && m != machine {
			continue
		}
		for ch := range chans {
			select {
			case ch <- struct{}{}:
			default:
			}
		}
	}
}

// NewNotifier makes a notifier; Run feeds it.
func NewNotifier() *Notifier { return &Notifier{Ready: make(chan struct{})} }

// Run listens until ctx ends, reconnecting after a lost connection (a
// PostgreSQL restart). After each (re)connection every stream re-reads
// its events, so a notification missed while away loses nothing.
func (n *Notifier) Run(ctx context.Context, s *Store) {
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := n.listen(ctx, s)
		if ctx.Err() != nil {
			return
		}
		_ = err
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 5*time.Second)
	}
}

func (n *Notifier) listen(ctx context.Context, s *Store) error {
	pc, err := s.Pool.Acquire(ctx)
	if err != nil {
		return err
	}
	// The connection leaves the pool: a LISTENing session is not for
	// other queries.
	conn := pc.Hijack()
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+Channel); err != nil {
		return err
	}
	n.ready.Do(func() { close(n.Ready) })
	n.wake("")
	for {
		note, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		machine, _, _ := strings.Cut(note.Payload, ":")
		n.wake(machine)
	}
}
