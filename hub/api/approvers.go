package api

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

// member resolves the member a call is made by before next runs. A call
// no authenticator accepts is refused, and logged when it carried
// credentials.
func (s *Server) member(next func(http.ResponseWriter, *http.Request, *store.Member)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		for _, a := range s.Auth {
			m, err := a.Authenticate(r)
			if err != nil {
				why := err.Error()
				if !errors.Is(err, store.ErrBadToken) {
					s.fail(w, err)
					return
				}
				s.Store.Log(r.Context(), store.Event{Actor: "bearer token from " + remote(r), Action: r.Method + " " + r.URL.Path, Outcome: "refused", Detail: why})
				writeError(w, http.StatusUnauthorized, why, "gatesh team login URL signs in again")
				return
			}
			if m != nil {
				next(w, r, m)
				return
			}
		}
		writeError(w, http.StatusUnauthorized, "this call needs a member's bearer token", "gatesh team login URL --token TOKEN")
	}
}

func filterOf(r *http.Request) store.Filter {
	q := r.URL.Query()
	limit, _ := strconv.Atoi(q.Get("limit"))
	return store.Filter{Status: q.Get("status"), Machine: q.Get("machine"), Group: q.Get("group"), Agent: q.Get("agent"),
		Project: q.Get("project"), Rule: q.Get("rule"), Limit: limit}
}

func (s *Server) listRequests(w http.ResponseWriter, r *http.Request, m *store.Member) {
	reqs, err := s.Store.ListRequests(r.Context(), m, filterOf(r))
	if err != nil {
		s.fail(w, err)
		return
	}
	if reqs == nil {
		reqs = []teamapi.TeamRequest{}
	}
	writeJSON(w, http.StatusOK, reqs)
}

func (s *Server) showRequest(w http.ResponseWriter, r *http.Request, m *store.Member) {
	t, err := s.Store.GetRequest(r.Context(), m, r.PathValue("id"), r.URL.Query().Get("machine"))
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, t)
}

func (s *Server) vote(w http.ResponseWriter, r *http.Request, m *store.Member) {
	action := r.PathValue("action")
	if action != store.Approve && action != store.Reject && action != store.Revoke {
		writeError(w, http.StatusNotFound, "no such action "+action+": approve, reject or revoke", "")
		return
	}
	var v teamapi.Vote
	if _, err := readJSON(r, &v); err != nil {
		s.fail(w, err)
		return
	}
	t, err := s.Store.Decide(r.Context(), store.Vote{Member: m, ID: r.PathValue("id"), Machine: r.URL.Query().Get("machine"),
		Action: action, Reason: v.Reason}, s.Signer)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, t)
}

// ParseSince reads a time as RFC 3339, a date, or a duration back from
// now ("90m", "24h", "7d").
func ParseSince(v string, now time.Time) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(time.RFC3339Nano, v); err == nil {
		return t, nil
	}
	if t, err := time.Parse(time.DateOnly, v); err == nil {
		return t, nil
	}
	d, err := ParseDuration(v)
	if err != nil {
		return time.Time{}, errors.New("since: want an RFC 3339 time, a date or a duration such as 24h or 7d")
	}
	return now.Add(-d), nil
}

// ParseDuration reads a Go duration, or whole days as "7d".
func ParseDuration(v string) (time.Duration, error) {
	if days, ok := strings.CutSuffix(v, "d"); ok {
		n, err := strconv.Atoi(days)
		if err != nil || n < 0 {
			return 0, errors.New("want a number of days such as 7d")
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	return time.ParseDuration(v)
}

func (s *Server) audit(w http.ResponseWriter, r *http.Request, m *store.Member) {
	q := r.URL.Query()
	since, err := ParseSince(q.Get("since"), s.now())
	if err != nil {
		s.fail(w, &store.Refusal{Kind: store.ErrBadInput, Msg: err.Error()})
		return
	}
	limit, _ := strconv.Atoi(q.Get("limit"))
	recs, err := s.Store.QueryAudit(r.Context(), m, q.Get("machine"), since, limit)
	if err != nil {
		s.fail(w, err)
		return
	}
	if recs == nil {
		recs = []teamapi.AuditRecord{}
	}
	writeJSON(w, http.StatusOK, recs)
}

func (s *Server) machines(w http.ResponseWriter, r *http.Request, m *store.Member) {
	ms, err := s.Store.Machines(r.Context())
	if err != nil {
		s.fail(w, err)
		return
	}
	out := []teamapi.MachineStatus{}
	for _, x := range ms {
		if m.Role(x.Group) == "" {
			continue
		}
		out = append(out, teamapi.MachineStatus{ID: x.ID, Name: x.Name, Group: x.Group, EnrolledAt: x.EnrolledAt, LastContact: x.LastContact,
			AuditThrough: x.AuditThrough, AuditLagSeconds: x.AuditLag.Seconds(), EventSeq: x.EventSeq, EventsAfter: x.EventsAfter, Removed: x.Removed})
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) whoami(w http.ResponseWriter, r *http.Request, m *store.Member) {
	logins := make([]string, len(m.Logins))
	for i, l := range m.Logins {
		logins[i] = l.String()
	}
	writeJSON(w, http.StatusOK, teamapi.Member{Email: m.Email, Roles: m.Roles, Logins: logins, Scope: m.Scope})
}
