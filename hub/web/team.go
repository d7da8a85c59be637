package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"gatesh/describe"
	"gatesh/hub/store"
	"gatesh/page"
	"gatesh/queue"
	"gatesh/teamapi"
)

// teamData is the team page.
type teamData struct {
	Title      string
	Count      int
	Who        string
	CSRFLogout string
	Flash      string
	Filter     store.Filter
	Filtered   bool
	Machines   []string // names, for the filter
	Groups     []string
	Pending    []page.Request
	Single     *page.Request
	History    []page.Request
	Status     []machineView
	Sessions   []sessionView
	Roles      string
	Error      string
	// PollURL is what the script polls, with the page's filters.
	PollURL string
	// Policy is the team's policy section.
	Policy *policyView
}

type machineView struct {
	Name, ID, Group, LastContact, Lag, Events string
	Behind, Removed                           bool
}

type sessionView struct {
	ID, Kind, Label, Created, Expires, LastUsed, CSRF string
	Current                                           bool
}

const historyRows = 40

func (s *Server) teamBase(r *http.Request, se *session) teamData {
	d := teamData{Who: se.m.Email, CSRFLogout: se.token("POST /logout")}
	var roles []string
	for g, role := range se.m.Roles {
		if g == store.AllGroups {
			roles = append(roles, orNone(role)+" of every group")
		} else {
			roles = append(roles, orNone(role)+" of group "+g)
		}
	}
	slices.Sort(roles)
	d.Roles = strings.Join(roles, ", ")
	if n, err := s.c.Store.ListRequests(r.Context(), se.m, store.Filter{Status: "pending", Limit: 1000}); err == nil {
		d.Count = len(n)
	}
	d.Title = page.Title("gatesh team", d.Count)
	return d
}

func (s *Server) index(w http.ResponseWriter, r *http.Request, se *session) {
	ctx := r.Context()
	q := r.URL.Query()
	d := s.teamBase(r, se)
	f := store.Filter{Machine: q.Get("machine"), Group: q.Get("group"), Agent: q.Get("agent"), Project: q.Get("project"), Rule: q.Get("rule")}
	d.Filter, d.Filtered = f, f != store.Filter{}
	d.PollURL = "/pending.json"
	if d.Filtered {
		d.PollURL += "?" + r.URL.RawQuery
	}
	f.Status = "pending"
	pending, err := s.c.Store.ListRequests(ctx, se.m, f)
	if err != nil {
		s.fail(w, err)
		return
	}
	for i := len(pending) - 1; i >= 0; i-- { // oldest first, as the review page
		d.Pending = append(d.Pending, s.view(se, pending[i]))
	}
	f.Status, f.Decided, f.Limit = "", true, historyRows
	done, err := s.c.Store.ListRequests(ctx, se.m, f)
	if err != nil {
		s.fail(w, err)
		return
	}
	for _, t := range done {
		v := s.view(se, t)
		v.CSRFApprove, v.CSRFReject = "", ""
		d.History = append(d.History, v)
	}
	ms, err := s.c.Store.Machines(ctx)
	if err != nil {
		s.fail(w, err)
		return
	}
	now := s.c.Now()
	groups := map[string]bool{}
	for _, m := range ms {
		if se.m.Role(m.Group) == "" {
			continue
		}
		d.Machines = append(d.Machines, m.Name)
		groups[m.Group] = true
		v := machineView{Name: m.Name, ID: m.ID, Group: m.Group, Removed: m.Removed, LastContact: "never",
			Lag: m.AuditLag.Round(time.Millisecond).String(), Events: fmt.Sprintf("%d of %d", m.EventsAfter, m.EventSeq), Behind: m.EventsAfter < m.EventSeq}
		if !m.LastContact.IsZero() {
			v.LastContact = page.Ago(now.Sub(m.LastContact)) + " ago"
		}
		d.Status = append(d.Status, v)
	}
	for g := range groups {
		d.Groups = append(d.Groups, g)
	}
	slices.Sort(d.Groups)
	sessions, err := s.c.Store.Sessions(ctx, se.m.Email)
	if err != nil {
		s.fail(w, err)
		return
	}
	for _, x := range sessions {
		v := sessionView{ID: x.ID, Kind: map[string]string{store.KindWeb: "page", store.KindDevice: "gatesh team login", store.KindPAT: "token"}[x.Kind],
			Label: x.Label, Created: x.Created.Local().Format(time.DateTime), Current: x.ID == se.m.Token, CSRF: se.token("POST /sessions/" + x.ID + "/end")}
		if x.Expires != nil {
			v.Expires = x.Expires.Local().Format(time.DateTime)
		}
		if x.LastUsed != nil {
			v.LastUsed = page.Ago(now.Sub(*x.LastUsed)) + " ago"
		}
		d.Sessions = append(d.Sessions, v)
	}
	if d.Policy, err = s.policySection(r, se); err != nil {
		s.fail(w, err)
		return
	}
	d.Flash = policyFlash(q.Get("done"))
	switch q.Get("done") {
	case "approve":
		d.Flash = "Your approval of " + plain(q.Get("id")) + " is recorded. The machine runs it once its approvers are enough."
	case "reject":
		d.Flash = "Rejected " + plain(q.Get("id")) + ". The agent is told, with your reason."
	case "revoke":
		d.Flash = "Revoked the approval of " + plain(q.Get("id")) + ". It does not run; the agent is told it was rejected."
	}
	s.render(w, http.StatusOK, "team", d)
}

// plain keeps only the characters a request id has.
func plain(id string) string {
	return strings.Map(func(c rune) rune {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' {
			return c
		}
		return -1
	}, id)
}

func (s *Server) single(w http.ResponseWriter, r *http.Request, se *session) {
	t, err := s.c.Store.GetRequest(r.Context(), se.m, r.PathValue("id"), r.PathValue("machine"))
	var ref *store.Refusal
	if errors.As(err, &ref) {
		s.message(w, http.StatusNotFound, "No such request", ref.Msg)
		return
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	d := s.teamBase(r, se)
	v := s.view(se, *t)
	d.Single = &v
	s.render(w, http.StatusOK, "teamsingle", d)
}

// view draws a request as the review page does, with where it was made,
// the votes so far, and why this member may not decide it.
func (s *Server) view(se *session, t teamapi.TeamRequest) page.Request {
	v := Card(t, s.c.Now())
	role := se.m.Role(t.Group)
	switch {
	case role != store.Approver && role != store.Admin:
		v.Note = fmt.Sprintf("You are %s in group %s: you see this request, and an approver decides it.", orNone(role), t.Group)
	case t.User != "" && se.m.Is(t.User, t.Machine, t.MachineName):
		v.Note = fmt.Sprintf("You made this request (login %s on %s): another approver must decide it.", t.User, t.MachineName)
	case t.Status == "pending":
		if !t.HiddenSyntax {
			v.CSRFApprove = se.token("POST " + v.Path + "/approve")
		}
		v.CSRFReject = se.token("POST " + v.Path + "/reject")
	case t.Status == "approved":
		v.CSRFRevoke = se.token("POST " + v.Path + "/revoke")
	}
	return v
}

// Card is a team request as the team page and the Slack app draw it: the
// review page's card, with where it was made, the votes so far and the
// decision.
func Card(t teamapi.TeamRequest, now time.Time) page.Request {
	rules := make([]page.Rule, len(t.Rules))
	for i, x := range t.Rules {
		rules[i] = page.Rule{ID: x.ID, Tier: x.Tier, Reason: x.Reason}
	}
	v := page.NewRequest(page.Facts{ID: t.ID, Status: t.Status, Command: t.Command, Cwd: t.Cwd, Tier: t.Tier, Agent: t.Agent,
		Session: t.Session, Tool: t.Tool, Server: t.Server, Rules: rules, CreatedAt: t.CreatedAt, ExpiresAt: t.ExpiresAt}, now)
	v.Key = t.Machine + "-" + t.ID
	v.Path = "/r/" + url.PathEscape(t.Machine) + "/" + url.PathEscape(t.ID)
	v.Machine, v.MachineName, v.Group, v.User, v.Quorum = t.Machine, t.MachineName, t.Group, page.OrDash(t.User), max(t.Quorum, 1)
	if t.Tool != "" {
		v.Effects = describe.ToolCallAsSent(t.Tool, t.Command, t.Cwd)
	}
	v.Git, v.Hooks, v.Bound = describe.Bound(queue.FactsOf(t.Bound))
	v.Redacted, v.HiddenSyntax = t.Redacted, t.HiddenSyntax
	// The hub's count, as it settles: an approval that no longer counts
	// is shown, struck through, with why.
	v.Approvals = t.Approvals
	for _, x := range t.Votes {
		v.Votes = append(v.Votes, page.Vote{Member: x.Member, Verdict: x.Verdict, Reason: x.Reason, NotCounted: x.NotCounted})
	}
	if d := t.Decision; d != nil {
		v.Decided = fmt.Sprintf("by %s at %s", strings.Join(d.Approvers, ", "), d.DecidedAt.Local().Format(time.DateTime))
		if d.Reason != "" {
			v.Decided += ": " + d.Reason
		}
	}
	return v
}

// orNone names a role with its article.
func orNone(role string) string {
	switch role {
	case "":
		return "no member"
	case store.Approver, store.Admin:
		return "an " + role
	}
	return "a " + role
}

// decide is the page's approve, reject and revoke: the same store.Decide
// as the API's, after the form's token.
func (s *Server) decide(w http.ResponseWriter, r *http.Request, se *session) {
	action := r.PathValue("action")
	if action != store.Approve && action != store.Reject && action != store.Revoke {
		s.message(w, http.StatusNotFound, "Not found", "There is no such action.")
		return
	}
	// The form is spent once it decided: a refused vote (no role yet,
	// not pending) may be sent again, and a vote twice is refused by
	// Decide itself.
	if !s.checkToken(w, r, se) {
		return
	}
	reason := strings.TrimSpace(r.PostForm.Get("reason"))
	if len(reason) > 500 {
		reason = strings.ToValidUTF8(reason[:500], "")
	}
	t, err := s.c.Store.Decide(r.Context(), store.Vote{Member: se.m, ID: r.PathValue("id"), Machine: r.PathValue("machine"), Action: action, Reason: reason}, s.c.Signer)
	if s.refusal(w, err, "Not decided") {
		return
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	if !s.spend(w, r, se) {
		return
	}
	http.Redirect(w, r, "/?done="+action+"&id="+url.QueryEscape(t.ID), http.StatusSeeOther)
}

// refusal answers a refusal of the store's in its words, with the HTTP
// status of its kind, and reports whether err was one.
func (s *Server) refusal(w http.ResponseWriter, err error, title string) bool {
	var ref *store.Refusal
	if !errors.As(err, &ref) {
		return false
	}
	status := http.StatusConflict
	switch {
	case errors.Is(err, store.ErrForbidden):
		status = http.StatusForbidden
	case errors.Is(err, store.ErrNotFound):
		status = http.StatusNotFound
	case errors.Is(err, store.ErrBadInput):
		status = http.StatusBadRequest
	}
	text := ref.Msg + "."
	if ref.Hint != "" {
		text += " " + ref.Hint + "."
	}
	s.message(w, status, title, text)
	return true
}

// pendingJSON is what the page's script polls: how many requests wait,
// and which, so that it knows when to refresh the list.
func (s *Server) pendingJSON(w http.ResponseWriter, r *http.Request, se *session) {
	q := r.URL.Query()
	reqs, err := s.c.Store.ListRequests(r.Context(), se.m, store.Filter{Status: "pending", Limit: 1000,
		Machine: q.Get("machine"), Group: q.Get("group"), Agent: q.Get("agent"), Project: q.Get("project"), Rule: q.Get("rule")})
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	ids := []string{}
	for i := len(reqs) - 1; i >= 0; i-- {
		ids = append(ids, reqs[i].Machine+"/"+reqs[i].ID)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"count": len(ids), "ids": ids})
}
