package api

import (
	"net/http"
	"strconv"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

// machineState answers a machine with its current state, signed for it.
func (s *Server) machineState(w http.ResponseWriter, r *http.Request, c machineCall) {
	st, err := s.Store.MachineState(r.Context(), c.m.ID, s.Signer)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// stop and resume are an admin's; both answer with the stops in force.
func (s *Server) stop(w http.ResponseWriter, r *http.Request, m *store.Member) {
	s.stopOrResume(w, r, m, true)
}

func (s *Server) resume(w http.ResponseWriter, r *http.Request, m *store.Member) {
	s.stopOrResume(w, r, m, false)
}

func (s *Server) stopOrResume(w http.ResponseWriter, r *http.Request, m *store.Member, stop bool) {
	var ask teamapi.StopAsk
	if _, err := readJSON(r, &ask); err != nil {
		s.fail(w, err)
		return
	}
	var err error
	if stop {
		err = s.Store.Stop(r.Context(), m, ask.Group, ask.Reason, s.Signer)
	} else {
		err = s.Store.Resume(r.Context(), m, ask.Group, s.Signer)
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	list, err := s.Store.Policies(r.Context(), false)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, list.Stops)
}

// policy lists the policies pushed and the stops in force; ?body=1 adds
// each policy's text.
func (s *Server) policy(w http.ResponseWriter, r *http.Request, m *store.Member) {
	list, err := s.Store.Policies(r.Context(), r.URL.Query().Get("body") == "1")
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

// shadow is what a shadow policy would have decided otherwise, on the
// machines the member may see.
func (s *Server) shadow(w http.ResponseWriter, r *http.Request, m *store.Member) {
	q := r.URL.Query()
	since, err := ParseSince(q.Get("since"), s.now())
	if err != nil {
		s.fail(w, &store.Refusal{Kind: store.ErrBadInput, Msg: err.Error()})
		return
	}
	limit, _ := strconv.Atoi(q.Get("limit"))
	d, err := s.Store.ShadowDiff(r.Context(), m, q.Get("version"), q.Get("machine"), since, limit)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}
