package serve

import (
	"embed"
	"fmt"
	"html/template"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"gatesh/audit"
	"gatesh/decision"
	"gatesh/describe"
	"gatesh/page"
	"gatesh/queue"
	"gatesh/undo"
)

//go:embed templates/*.html
var templateFiles embed.FS

func parseTemplates() (*template.Template, error) {
	return page.Parse(templateFiles, "templates/*.html")
}

// render writes a page.
func (s *Server) render(w http.ResponseWriter, status int, name string, data any) {
	if err := page.Render(w, s.tmpl, status, name, data); err != nil {
		s.logf("error: page %s: %v", name, err)
	}
}

// message is a page with a title and one paragraph.
func (s *Server) message(w http.ResponseWriter, status int, title, text string) {
	s.render(w, status, "message", page.Message{Status: status, Title: title, Text: text, Back: "Back to the review page"})
}

type loginData struct{ Error string }

type signinData struct {
	Again bool
	Path  string
}

// SafePath is the path to offer again: only a local path.
func (d signinData) SafePath() string { return page.SafePath(d.Path) }

// The forms a token is bound to, as formOf names them.
const logoutForm = "POST /logout"

func decideForm(id string, verb decision.Verb) string { return "POST /r/" + id + "/" + string(verb) }

type recentView struct {
	Time    string
	Event   string
	Tier    string
	Command string
	Request string
	Who     string
	Reason  string
}

type link struct {
	Label, Href string
	On          bool
}

type pageData struct {
	Title      string
	Count      int
	Pending    []page.Request
	Single     *page.Request
	Recent     []recentView
	TierLinks  []link
	EventLinks []link
	Filtered   bool
	Counts     Counts
	Flash      string
	CSRFLogout string
	LogError   string
	Who        string // the local page names nobody: the operator is signed in
}

var (
	tiers  = []string{"green", "yellow", "red"}
	events = []string{audit.EventDecision, audit.EventHeld, audit.EventParked, audit.EventApproved,
		audit.EventRejected, audit.EventRevoked, audit.EventExpired, audit.EventUsed, audit.EventRun, audit.EventForgedDecision,
		audit.EventSlackRefused, audit.EventArchived, audit.EventPurged, audit.EventRotated, audit.EventError}
)

const recentRows = 40

func (s *Server) indexData(r *http.Request, sid string) pageData {
	pending := s.pendingNow()
	d := pageData{Count: len(pending), CSRFLogout: s.auth.csrfToken(sid, logoutForm)}
	d.Title = title(len(pending))
	for _, req := range pending {
		d.Pending = append(d.Pending, s.view(queue.State{Request: req, Status: queue.Pending}, sid))
	}
	q := r.URL.Query()
	f := recentFilter{Tier: q.Get("tier"), Event: q.Get("event")}
	if !slices.Contains(tiers, f.Tier) {
		f.Tier = ""
	}
	if !slices.Contains(events, f.Event) {
		f.Event = ""
	}
	d.Filtered = f.Tier != "" || f.Event != ""
	d.TierLinks = filterLinks("all tiers", tiers, f.Tier, func(v string) string { return filterHref(v, f.Event) })
	d.EventLinks = filterLinks("all events", events, f.Event, func(v string) string { return filterHref(f.Tier, v) })

	now := s.o.Now()
	var listing *queue.Listing
	if l, err := s.q.Snapshot(s.v, now); err != nil {
		d.LogError = "the request queue: " + err.Error()
	} else {
		listing = &l
	}
	hist := readHistory(s.cfg.AuditPath, tailBytes, listing, now, f, recentRows)
	if hist.Err != nil {
		d.LogError = hist.Err.Error()
	}
	d.Counts = hist.Counts
	for _, rec := range hist.Recent {
		d.Recent = append(d.Recent, recentOf(rec, now))
	}
	switch q.Get("done") {
	case "approved":
		d.Flash = "Approved " + plain(q.Get("id")) + ". It runs once: at once if gatesh still waits for it, else when the agent runs the same command again."
	case "rejected":
		d.Flash = "Rejected " + plain(q.Get("id")) + ". The agent is told, with your reason."
	case "revoked":
		d.Flash = "Revoked the approval of " + plain(q.Get("id")) + ". It does not run; the agent is told it was rejected."
	}
	return d
}

// plain keeps only the characters a request id has.
func plain(id string) string {
	return strings.Map(func(c rune) rune {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			return c
		}
		return -1
	}, id)
}

func title(n int) string { return page.Title("gatesh review", n) }

func filterHref(tier, event string) string {
	v := make([]string, 0, 2)
	if tier != "" {
		v = append(v, "tier="+tier)
	}
	if event != "" {
		v = append(v, "event="+event)
	}
	if len(v) == 0 {
		return "/#recent"
	}
	return "/?" + strings.Join(v, "&") + "#recent"
}

func filterLinks(all string, values []string, on string, href func(string) string) []link {
	out := []link{{Label: all, Href: href(""), On: on == ""}}
	for _, v := range values {
		out = append(out, link{Label: strings.ReplaceAll(v, "_", " "), Href: href(v), On: on == v})
	}
	return out
}

func (s *Server) singleData(st queue.State, sid string) pageData {
	pending := s.pendingNow()
	v := s.view(st, sid)
	return pageData{Title: title(len(pending)), Count: len(pending), Single: &v, CSRFLogout: s.auth.csrfToken(sid, logoutForm)}
}

func (s *Server) view(st queue.State, sid string) page.Request {
	v := s.card(st)
	v.Effects = s.effects.get(st.Request, s.describeEnv(), s.o.Now())
	switch st.Status {
	case queue.Pending:
		v.CSRFApprove = s.auth.csrfToken(sid, decideForm(st.Request.ID, decision.Approve))
		v.Shown = st.Request.Shown()
		v.CSRFReject = s.auth.csrfToken(sid, decideForm(st.Request.ID, decision.Reject))
	case queue.Approved:
		v.CSRFRevoke = s.auth.csrfToken(sid, decideForm(st.Request.ID, decision.Revoke))
	}
	return v
}

// card is a request as the page and Slack show it, without what it would
// do (which runs git) and without forms.
func (s *Server) card(st queue.State) page.Request {
	req := st.Request
	rules := make([]page.Rule, len(req.Rules))
	for i, r := range req.Rules {
		rules[i] = page.Rule{ID: r.ID, Tier: r.Tier, Reason: r.Reason, Detail: r.Detail}
	}
	v := page.NewRequest(page.Facts{ID: req.ID, Status: string(st.Status), Command: req.Command, Cwd: req.Cwd, Tier: req.Tier,
		Agent: req.Agent, Session: req.Session, Tool: req.Tool, Server: req.Server, Rules: rules, CreatedAt: req.CreatedAt, ExpiresAt: req.ExpiresAt}, s.o.Now())
	v.Forged = st.Forged
	v.Git, v.Hooks, v.Bound = describe.Bound(req.Bound)
	if req.DecidedBy != "" && !st.Forged {
		v.Decided = fmt.Sprintf("%s by %s at %s", req.Status, req.DecidedBy, req.DecidedAt.Local().Format(time.DateTime))
		if req.DecisionReason != "" {
			reason, _ := describe.SafeText(req.DecisionReason)
			v.Decided += ": " + reason
		}
	}
	return v
}

func recentOf(r audit.Record, now time.Time) recentView {
	v := recentView{Event: strings.ReplaceAll(r.Event, "_", " "), Tier: r.Tier, Request: plain(r.Request), Who: r.User, Reason: r.Reason}
	if ts, err := time.Parse(time.RFC3339Nano, r.TS); err == nil {
		ts = ts.In(now.Location())
		if y, m, d := ts.Date(); y == now.Year() && m == now.Month() && d == now.Day() {
			v.Time = ts.Format("15:04:05")
		} else {
			v.Time = ts.Format("Jan 2 15:04")
		}
	}
	text := r.Command
	switch r.Event {
	case audit.EventRotated:
		text = fmt.Sprintf("continues %s (%d lines)", r.PrevFile, r.PrevLines)
	case audit.EventArchived, audit.EventPurged:
		v.Reason = "ended " + r.Status
	}
	cmd, _ := describe.SafeText(text)
	cmd = strings.Join(strings.Fields(cmd), " ")
	if rs := []rune(cmd); len(rs) > 140 {
		cmd = string(rs[:139]) + "…"
	}
	v.Command = cmd
	if r.Agent != "" && r.Event == audit.EventDecision {
		v.Who = r.Agent
	}
	return v
}

// effectsCache keeps what each request would do for a short while: the
// page is reloaded often, and describing runs git in the request's folder.
type effectsCache struct {
	mu sync.Mutex
	m  map[string]effectsEntry
}

type effectsEntry struct {
	at    time.Time
	lines []string
}

const effectsTTL = 30 * time.Second

// describeBudget bounds what describing one request may take on the
// page: less than `gatesh show`'s, since a page load waits for every
// pending request it describes (once per effectsTTL). Past it, the page
// says it cannot tell, and `gatesh show` has longer.
const describeBudget = 3 * time.Second

// describeEnv is how the page looks at a request's repository, as
// `gatesh show` does.
func (s *Server) describeEnv() describe.Env {
	return describe.Env{Git: s.o.Git, Getenv: s.o.Getenv, Home: s.o.Getenv("HOME"),
		Undo: undo.FromConfig(s.cfg.Undo), Budget: describeBudget}
}

// get describes req, or returns its description of the last effectsTTL.
// The describing runs outside the lock: one slow request (rm -rf of
// many big folders) holds up only the page that shows it, never the
// other pages, the API or the decisions.
func (c *effectsCache) get(req queue.Request, env describe.Env, now time.Time) []string {
	c.mu.Lock()
	if e, ok := c.m[req.ID]; ok && now.Sub(e.at) < effectsTTL {
		c.mu.Unlock()
		return e.lines
	}
	c.mu.Unlock()
	lines := describe.Effects(req.Tool, req.Server, req.Command, req.Cwd, env)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[string]effectsEntry{}
	}
	for id, e := range c.m {
		if now.Sub(e.at) >= effectsTTL {
			delete(c.m, id)
		}
	}
	c.m[req.ID] = effectsEntry{at: now, lines: lines}
	return lines
}
