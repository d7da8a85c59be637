package api

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"gatesh/internal/waitfor"
	"gatesh/teamapi"
)

// stream opens a machine's event stream on a hub at base and sends what
// it reads on the returned channel.
func (m *testMachine) stream(t *testing.T, base string, after int64) <-chan teamapi.Event {
	t.Helper()
	target := teamapi.PathMachineEvents + "?after=" + strconv.FormatInt(after, 10)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", base+target, nil)
	req.Header.Set("Authorization", teamapi.MachineAuthHeader(m.key, m.id, "GET", target, m.h.clock.Now(), nil))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	out := make(chan teamapi.Event, 16)
	go func() {
		defer resp.Body.Close()
		defer close(out)
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			data, ok := strings.CutPrefix(sc.Text(), "data: ")
			if !ok {
				continue
			}
			var ev teamapi.Event
			if json.Unmarshal([]byte(data), &ev) == nil {
				out <- ev
			}
		}
	}()
	return out
}

func next(t *testing.T, evs <-chan teamapi.Event, kind string) teamapi.Event {
	t.Helper()
	for {
		select {
		case ev, ok := <-evs:
			if !ok {
				t.Fatalf("the stream ended before a %s event", kind)
			}
			if ev.Kind == kind {
				return ev
			}
		case <-time.After(time.Until(waitfor.Deadline(t))):
			t.Fatalf("no %s event", kind)
		}
	}
}

// A decision made through one replica reaches a machine streaming from
// another, through PostgreSQL's notification: the streams here ping once
// an hour and never poll, so only the notification can wake them.
func TestDecisionReachesAStreamOnAnotherReplica(t *testing.T) {
	h := newHub(t)
	other := h.replica(time.Hour)
	m := h.join("box", "dev")
	alice := h.member("alice@example.com", "approver", "dev", "approve")
	m.push(m.request("streamedreq01", "rm -rf build", "carol"), m.request("streamedreq02", "rm -rf dist", "carol"))
	// The first decision is there before the stream opens, and its first
	// read takes it: a decision made while that read runs could be read
	// both by it and after its notification, which moves how far the
	// machine has read (checked below) by a race.
	h.vote(alice, "streamedreq01", "", "approve")
	evs := m.stream(t, other.URL, 0)
	ev := next(t, evs, "decision")
	if ev.Seq != 1 || ev.Decision == nil || ev.Decision.Request != "streamedreq01" || ev.Decision.Machine != m.id {
		t.Fatalf("event %+v", ev)
	}
	h.vote(alice, "streamedreq02", "", "reject")
	if ev := next(t, evs, "decision"); ev.Seq != 2 || ev.Decision.Verdict != teamapi.Rejected {
		t.Fatalf("second event %+v", ev)
	}

	// Reconnecting after seq 1 gives what came after it, and from 0 all
	// of it again: decisions are rows a machine can fetch again.
	again := m.stream(t, h.url, 1)
	if ev := next(t, again, "decision"); ev.Seq != 2 {
		t.Fatalf("after=1 gave seq %d", ev.Seq)
	}
	all := m.stream(t, other.URL, 0)
	if ev := next(t, all, "decision"); ev.Seq != 1 {
		t.Fatalf("after=0 gave seq %d first", ev.Seq)
	}
	var ms []teamapi.MachineStatus
	h.as(alice, "GET", teamapi.PathMachines, nil, &ms)
	// events_after is the furthest any stream of the machine has asked to
	// read from: at least 1, since the stream from 1 delivered seq 2, and
	// not lowered by the stream from 0 opened after it. It may be 2, the
	// last event: a stream woken again after it read seq 2 (by a
	// notification that came while it read, or by the notifier's re-read
	// on connecting) has asked from 2.
	if len(ms) != 1 || ms[0].EventSeq != 2 || ms[0].EventsAfter < 1 || ms[0].EventsAfter > ms[0].EventSeq {
		t.Fatalf("machine status %+v", ms)
	}
}

// Pings keep the stream alive and record the machine's contact.
func TestStreamPings(t *testing.T) {
	h := newHub(t)
	fast := h.replica(20 * time.Millisecond)
	m := h.join("box", "dev")
	before := h.scalar(`SELECT extract(epoch FROM last_contact)::bigint FROM machines`)
	h.clock.Add(time.Minute)
	evs := m.stream(t, fast.URL, 0)
	next(t, evs, "ping")
	next(t, evs, "ping")
	if after := h.scalar(`SELECT extract(epoch FROM last_contact)::bigint FROM machines`); after != before+60 {
		t.Fatalf("last contact %d, want %d", after, before+60)
	}
}

// A machine's stream carries its own events only, whoever asks.
func TestStreamIsTheMachines(t *testing.T) {
	h := newHub(t)
	a, b := h.join("a", "dev"), h.join("b", "dev")
	alice := h.member("alice@example.com", "approver", "dev", "approve")
	a.push(a.request("onlyforaaaaa1", "rm -rf x", "carol"))
	evsB := b.stream(t, h.url, 0)
	h.vote(alice, "onlyforaaaaa1", "", "approve")
	evsA := a.stream(t, h.url, 0)
	next(t, evsA, "decision")
	select {
	case ev := <-evsB:
		if ev.Kind == "decision" {
			t.Fatalf("machine b got a's decision: %+v", ev)
		}
	case <-time.After(300 * time.Millisecond):
	}
}
