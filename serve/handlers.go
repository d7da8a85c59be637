package serve

import (
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/url"
	"strings"

	"gatesh/decision"
	"gatesh/page"
	"gatesh/queue"
)

func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /login", s.loginPage)
	mux.HandleFunc("POST /login", s.loginForm)
	mux.Handle("GET /static/", page.Static())
	mux.Handle("POST /logout", s.authed(s.logout))
	mux.Handle("GET /{$}", s.authed(s.index))
	mux.Handle("GET /r/{id}", s.authed(s.requestPage))
	mux.Handle("POST /r/{id}/approve", s.authed(s.decide(decision.Approve)))
	mux.Handle("POST /r/{id}/reject", s.authed(s.decide(decision.Reject)))
	mux.Handle("POST /r/{id}/revoke", s.authed(s.decide(decision.Revoke)))
	mux.Handle("GET /api/pending", s.authed(s.apiPending))
	mux.Handle("/", s.authed(func(w http.ResponseWriter, r *http.Request, _ string) {
		s.message(w, http.StatusNotFound, "Not found", "There is no such page.")
	}))
	return s.guard(mux)
}

// guard sets the security headers and refuses, before any route runs, a
// Host this server is not known by and a POST from another origin.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		page.SetHeaders(w, r)
		if !s.hostAllowed(r.Host) {
			s.message(w, http.StatusMisdirectedRequest, "Unknown host", "This server does not answer to that name. Use the address gatesh serve printed.")
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			if !s.sameOrigin(r) {
				s.message(w, http.StatusForbidden, "Refused", "This form was sent from another site. Decisions can only be made from this page.")
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, maxBody)
		}
		next.ServeHTTP(w, r)
	})
}

func (s *Server) hostAllowed(host string) bool {
	host = strings.ToLower(host)
	if s.hosts[host] {
		return true
	}
	if s.anyIP {
		h, port, err := net.SplitHostPort(host)
		return err == nil && port == s.base.Port() && net.ParseIP(h) != nil
	}
	return false
}

// sameOrigin reports whether a state-changing request comes from this
// page.
func (s *Server) sameOrigin(r *http.Request) bool { return page.SameOrigin(r, s.base.Scheme) }

// authed lets a request through with a live session cookie; anything else
// gets 401 and a page that says how to sign in.
func (s *Server) authed(next func(http.ResponseWriter, *http.Request, string)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie(s.cookieName())
		if err != nil || !s.auth.valid(c.Value) {
			if strings.HasPrefix(r.URL.Path, "/api/") {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusUnauthorized)
				w.Write([]byte(`{"error":"not signed in"}` + "\n"))
				return
			}
			s.render(w, http.StatusUnauthorized, "signin", signinData{Again: r.Method == http.MethodGet, Path: r.URL.Path})
			return
		}
		next(w, r, c.Value)
	})
}

// cookieName is __Host- prefixed over TLS, so that the browser keeps it
// to this exact origin.
func (s *Server) cookieName() string {
	if s.base.Scheme == "https" {
		return "__Host-gatesh_session"
	}
	return "gatesh_session"
}

func (s *Server) setSession(w http.ResponseWriter, id string) {
	http.SetCookie(w, &http.Cookie{
		Name:     s.cookieName(),
		Value:    id,
		Path:     "/",
		MaxAge:   int(sessionLifetime.Seconds()),
		HttpOnly: true,
		Secure:   s.base.Scheme == "https",
		SameSite: http.SameSiteStrictMode,
	})
}

func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// loginPage signs in with a one-time code, or shows the token form.
func (s *Server) loginPage(w http.ResponseWriter, r *http.Request) {
	code := r.URL.Query().Get("code")
	if code == "" {
		s.render(w, http.StatusOK, "login", loginData{})
		return
	}
	id, err := s.auth.loginCode(code, clientIP(r))
	if err != nil {
		s.loginFailed(w, err)
		return
	}
	s.setSession(w, id)
	// A page rather than a redirect: the next navigation starts on this
	// origin, so the SameSite=Strict cookie goes with it, and the script
	// replaces this URL in the history.
	s.render(w, http.StatusOK, "signedin", page.SignedIn{Title: "Signed in · gatesh review", Link: "Open the review page", Next: "/"})
}

func (s *Server) loginForm(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		s.message(w, http.StatusBadRequest, "Bad request", "The form could not be read.")
		return
	}
	id, err := s.auth.loginToken(r.PostForm.Get("token"), clientIP(r))
	if err != nil {
		s.loginFailed(w, err)
		return
	}
	s.setSession(w, id)
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

func (s *Server) loginFailed(w http.ResponseWriter, err error) {
	status := http.StatusUnauthorized
	if errors.Is(err, errTooMany) {
		status = http.StatusTooManyRequests
		w.Header().Set("Retry-After", "600")
	}
	s.render(w, status, "login", loginData{Error: err.Error()})
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request, sid string) {
	if !s.checkCSRF(w, r, sid) {
		return
	}
	s.auth.logout(sid)
	http.SetCookie(w, &http.Cookie{Name: s.cookieName(), Value: "", Path: "/", MaxAge: -1, HttpOnly: true,
		Secure: s.base.Scheme == "https", SameSite: http.SameSiteStrictMode})
	http.Redirect(w, r, "/login", http.StatusSeeOther)
}

// checkCSRF spends the form's token, or answers 403.
func (s *Server) checkCSRF(w http.ResponseWriter, r *http.Request, sid string) bool {
	if err := r.ParseForm(); err != nil {
		s.message(w, http.StatusBadRequest, "Bad request", "The form could not be read.")
		return false
	}
	if err := s.auth.spendCSRF(sid, page.FormOf(r), r.PostForm.Get("csrf")); err != nil {
		s.message(w, http.StatusForbidden, "Refused", err.Error())
		return false
	}
	return true
}

// sentShown answers 400 to an approve form that does not say what it
// showed, and reports whether it did. Such a form (written by hand, or
// kept from an older page) would sign whatever the request file says at
// the click; every approve form the page draws carries it. The form's
// token is not spent, so the reloaded page's form works; a form whose
// token is bad is left to checkCSRF's refusal.
func (s *Server) sentShown(w http.ResponseWriter, r *http.Request, sid string) bool {
	if err := r.ParseForm(); err != nil || r.PostForm.Get("shown") != "" ||
		!s.auth.validCSRF(sid, page.FormOf(r), r.PostForm.Get("csrf")) {
		return true
	}
	s.message(w, http.StatusBadRequest, "Not decided", "The form did not say which request it showed. Reload the page, read the request, and approve it again.")
	return false
}

func (s *Server) index(w http.ResponseWriter, r *http.Request, sid string) {
	s.render(w, http.StatusOK, "index", s.indexData(r, sid))
}

func (s *Server) requestPage(w http.ResponseWriter, r *http.Request, sid string) {
	st, err := s.q.Get(r.PathValue("id"), s.v)
	if err != nil {
		s.message(w, http.StatusNotFound, "No such request", err.Error())
		return
	}
	s.render(w, http.StatusOK, "single", s.singleData(st, sid))
}

// decide approves or rejects a request, signed with the operator's key.
func (s *Server) decide(verb decision.Verb) func(http.ResponseWriter, *http.Request, string) {
	return func(w http.ResponseWriter, r *http.Request, sid string) {
		if verb == decision.Approve && !s.sentShown(w, r, sid) {
			return
		}
		if !s.checkCSRF(w, r, sid) {
			return
		}
		id := r.PathValue("id")
		reason := strings.TrimSpace(r.PostForm.Get("reason"))
		if len(reason) > 500 {
			reason = reason[:500]
		}
		var req queue.Request
		var err error
		if verb == decision.Approve {
			// The page sends back what it showed: a request rewritten
			// since (by the agent's user, who may write the queue in the
			// two-user setup) is not what the operator read.
			req, err = s.op.ApproveShown(id, r.PostForm.Get("shown"), reason)
		} else {
			req, err = s.op.Decide(verb, id, reason)
		}
		switch {
		case err != nil:
			status := http.StatusConflict
			if errors.Is(err, queue.ErrNotFound) || errors.Is(err, queue.ErrTooShort) {
				status = http.StatusNotFound
			}
			s.message(w, status, "Not decided", err.Error())
			return
		}
		done := map[decision.Verb]string{decision.Approve: "approved", decision.Reject: "rejected", decision.Revoke: "revoked"}[verb]
		s.logf("%s: request %s by %s on the page", done, req.ID, s.o.User)
		http.Redirect(w, r, "/?done="+done+"&id="+url.QueryEscape(req.ID), http.StatusSeeOther)
	}
}

// apiPending is what the page's script polls: how many requests wait, and
// which, so that it knows when to refresh the list.
func (s *Server) apiPending(w http.ResponseWriter, r *http.Request, _ string) {
	ids := []string{}
	for _, req := range s.pendingNow() {
		ids = append(ids, req.ID)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"count": len(ids), "ids": ids})
}
