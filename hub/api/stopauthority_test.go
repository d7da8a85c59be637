package api

import (
	"strings"
	"testing"

	"gatesh/teamapi"
)

// A stop that an admin of every group put on one group is lifted by an
// admin of every group: the group's own admin, who may stop and resume
// the group, cannot undo it. Before, the admin of group ci resumed ci
// minutes after the team's admin stopped it ("runner compromised").
func TestGroupAdminCannotLiftTeamAdminsStop(t *testing.T) {
	h := newHub(t)
	m := h.join("runner-1", "ci")
	alice := h.member("alice@example.com", "admin", "", "approve")
	mallory := h.member("mallory@example.com", "admin", "ci", "approve")
	state := func() teamapi.State {
		var st teamapi.State
		if code := m.signed("GET", teamapi.PathMachineState, nil, &st, 0); code != 200 {
			t.Fatalf("state: %d", code)
		}
		return st
	}
	ask := func(token, path string, body teamapi.StopAsk) (int, teamapi.Error) {
		var raw any
		var e teamapi.Error
		st := h.as(token, "POST", path, body, &raw)
		if st != 200 {
			remarshal(t, raw, &e)
		}
		return st, e
	}
	if st := h.as(alice, "POST", teamapi.PathStop, teamapi.StopAsk{Group: "ci", Reason: "runner compromised"}, nil); st != 200 {
		t.Fatalf("alice's stop: %d", st)
	}
	st, e := ask(mallory, teamapi.PathResume, teamapi.StopAsk{Group: "ci"})
	if !state().Stopped {
		t.Fatalf("the group's admin lifted the team admin's stop (%d)", st)
	}
	if st != 403 || !strings.Contains(e.Error, "every group") {
		t.Errorf("mallory's resume: %d %q", st, e.Error)
	}
	// Nor by stopping it again herself, to make the stop hers.
	if st, e := ask(mallory, teamapi.PathStop, teamapi.StopAsk{Group: "ci", Reason: "mine now"}); st != 200 {
		t.Fatalf("mallory's stop of a stopped group: %d %q", st, e.Error)
	}
	if st, _ := ask(mallory, teamapi.PathResume, teamapi.StopAsk{Group: "ci"}); !state().Stopped {
		t.Fatalf("the group's admin lifted the team admin's stop after stopping it again (%d)", st)
	}
	if s := state(); s.StoppedBy != "alice@example.com" || s.StopReason != "runner compromised" {
		t.Errorf("the stop in force: %s %q", s.StoppedBy, s.StopReason)
	}
	// Her own stop of her group she lifts herself, and alice lifts hers.
	if st := h.as(alice, "POST", teamapi.PathResume, teamapi.StopAsk{Group: "ci"}, nil); st != 200 || state().Stopped {
		t.Fatalf("alice's resume: %d", st)
	}
	if st := h.as(mallory, "POST", teamapi.PathStop, teamapi.StopAsk{Group: "ci", Reason: "deploy freeze"}, nil); st != 200 {
		t.Fatalf("mallory's stop: %d", st)
	}
	if st, e := ask(mallory, teamapi.PathResume, teamapi.StopAsk{Group: "ci"}); st != 200 || state().Stopped {
		t.Fatalf("mallory's resume of her own stop: %d %q", st, e.Error)
	}
}
