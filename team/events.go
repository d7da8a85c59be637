package team

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/decision"
	"gatesh/queue"
	"gatesh/teamapi"
)

// eventLoop reads the hub's event stream for this machine, resuming after
// the last event taken, and reconnects with backoff when it ends.
func (s *syncer) eventLoop(ctx context.Context) {
	backoff := s.opts.MinBackoff
	for {
		connected, err := s.stream(ctx)
		if ctx.Err() != nil {
			return
		}
		if connected {
			backoff = s.opts.MinBackoff
		}
		if err == nil {
			err = errors.New("the hub ended the event stream")
		}
		s.offline(err)
		s.logf("events: %v; reconnecting in %s", err, backoff)
		if !sleep(ctx, backoff) {
			return
		}
		backoff = min(2*backoff, s.opts.MaxBackoff)
	}
}

// maxEvent bounds one event of the stream.
const maxEvent = 1 << 20

// stream reads events until the stream ends, fails, or stays silent for
// Idle. connected reports whether the hub accepted the stream at all.
func (s *syncer) stream(parent context.Context) (connected bool, err error) {
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	s.mu.Lock()
	after := s.cur.Events
	s.mu.Unlock()
	r, err := s.feed.request(ctx, "GET", teamapi.PathMachineEvents+"?after="+strconv.FormatInt(after, 10), nil)
	if err != nil {
		return false, err
	}
	r.Header.Set("Accept", "text/event-stream")
	resp, err := s.feed.client.Do(r)
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	if err := checkStatus(resp); err != nil {
		return false, err
	}
	s.contact()
	// The state may have changed while the stream was down, or the file
	// been lost here: the current one comes first.
	if err := s.fetchState(ctx); err != nil {
		return true, err
	}
	idle := time.AfterFunc(s.opts.Idle, cancel)
	defer idle.Stop()
	br := bufio.NewReaderSize(resp.Body, 64<<10)
	var data strings.Builder
	var id string
	for {
		line, err := readLine(br)
		if err != nil {
			if ctx.Err() != nil && parent.Err() == nil {
				return true, fmt.Errorf("the event stream was silent for %s", s.opts.Idle)
			}
			if err == io.EOF {
				return true, nil
			}
			return true, err
		}
		idle.Reset(s.opts.Idle)
		switch {
		case line == "":
			if data.Len() > 0 {
				if err := s.event(data.String(), id); err != nil {
					return true, err
				}
			}
			data.Reset()
			id = ""
		case strings.HasPrefix(line, ":"): // a comment keeps the stream alive
		default:
			field, value, _ := strings.Cut(line, ":")
			value = strings.TrimPrefix(value, " ")
			switch field {
			case "data":
				if data.Len() > 0 {
					data.WriteByte('\n')
				}
				if data.Len()+len(value) > maxEvent {
					return true, errors.New("an event of the stream is too large")
				}
				data.WriteString(value)
			case "id":
				id = value
			}
		}
	}
}

// readLine reads one line of the stream without its end (\n, \r\n).
func readLine(br *bufio.Reader) (string, error) {
	var b strings.Builder
	for {
		chunk, err := br.ReadSlice('\n')
		if b.Len()+len(chunk) > maxEvent {
			return "", errors.New("a line of the event stream is too long")
		}
		b.Write(chunk)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && (err != io.EOF || b.Len() == 0) {
			return "", err
		}
		return strings.TrimSuffix(strings.TrimSuffix(b.String(), "\n"), "\r"), nil
	}
}

// event handles one message of the stream. An error leaves the cursor
// where it was: the hub sends the event again on the next connection.
func (s *syncer) event(data, id string) error {
	var ev teamapi.Event
	if err := json.Unmarshal([]byte(data), &ev); err != nil {
		return fmt.Errorf("an event the hub sent is not JSON: %w", err)
	}
	if ev.Seq == 0 {
		ev.Seq, _ = strconv.ParseInt(id, 10, 64)
	}
	switch ev.Kind {
	case "decision":
		if ev.Decision != nil {
			if err := s.importDecision(*ev.Decision); err != nil {
				return err
			}
		}
	case "state":
		if ev.State != nil {
			if err := s.takeState(*ev.State); err != nil {
				return err
			}
		}
	}
	s.contact()
	s.mu.Lock()
	defer s.mu.Unlock()
	// A ping names the last event the hub sent, not one to take.
	if ev.Kind == "ping" || ev.Seq <= s.cur.Events {
		return nil
	}
	s.cur.Events = ev.Seq
	return s.saveCursor()
}

// importDecision brings a team decision into the local queue, where a
// waiting shim sees it at once. The queue verifies it against the local
// request file; a decision it refuses is logged (forged_decision or
// decision_refused) and decides nothing.
func (s *syncer) importDecision(d teamapi.Decision) error {
	req, applied, err := s.q.TeamDecide(d, s.v)
	var refused *queue.RefusedError
	switch {
	case errors.As(err, &refused):
		event := audit.EventDecisionRefused
		if refused.Forged() {
			event = audit.EventForgedDecision
		}
		rec := decision.Record(event, refused.Request, "team decision: "+refused.Err.Error(), "", s.who)
		rec.Via, rec.Approvers = queue.ViaTeam, d.Approvers
		if _, err := s.log.Append(rec); err != nil {
			return fmt.Errorf("logging a refused team decision on request %s: %w", d.Request, err)
		}
		s.logf("refused the team's %s of request %s: %v", verdictNoun(d.Verdict), d.Request, refused.Err)
		return nil
	case err != nil:
		return fmt.Errorf("recording the team's decision on request %s: %w", d.Request, err)
	case applied:
		s.logf("request %s %s by the team (%s)", req.ID, req.Status, req.DecidedBy)
	}
	return nil
}

func verdictNoun(v string) string {
	if v == teamapi.Approved {
		return "approval"
	}
	return "rejection"
}
