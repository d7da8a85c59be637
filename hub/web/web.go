// Package web is the team hub's page: approvers sign in with the team's
// OpenID provider, see what waits across machines, and decide through
// the same store.Decide path as the API; machines' device logins are
// confirmed here. It draws with package page, as the review page does.
package web

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"log"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"gatesh/hub/store"
	"gatesh/page"
)

//go:embed templates/*.html
var templateFiles embed.FS

// Config configures the page.
type Config struct {
	Store  *store.Store
	Signer store.Signer
	// PublicURL is where people reach the hub (https://hub.example.com):
	// the redirect URL registered with the provider is PublicURL plus
	// CallbackPath, and cookies are Secure when it is https.
	PublicURL string
	// Issuer, ClientID and ClientSecret are the OpenID Connect client;
	// a public client has no secret and proves itself with PKCE alone.
	Issuer, ClientID, ClientSecret string
	// GroupsClaim names the ID token's claim of the person's groups
	// ("groups"); EmailVerifiedClaim the claim that must be true for the
	// email to be trusted ("email_verified").
	GroupsClaim, EmailVerifiedClaim string
	// Scopes are asked of the provider: openid, email, profile and
	// GroupsClaim when nil.
	Scopes []string
	// SessionTTL is how long a page session lasts (12h when 0).
	SessionTTL time.Duration
	// Now is the clock ID tokens are checked against.
	Now func() time.Time
	// Client makes the calls to the provider (http.DefaultClient).
	Client *http.Client
	Log    *log.Logger
}

// CallbackPath is where the provider sends the browser back.
const CallbackPath = "/auth/callback"

// loginTTL bounds the time from the redirect to the provider's answer.
const loginTTL = 10 * time.Minute

// Server serves the page. It holds no state of its own but the
// provider's discovery document: any number of Servers on one database
// share sessions.
type Server struct {
	c      Config
	base   *url.URL
	tmpl   *template.Template
	mu     sync.Mutex
	oidc   *oidc.Provider // discovered on first use, then kept
	scopes []string
}

// New checks the configuration and parses the templates. The provider
// is looked up when the first person signs in, so a replica starts
// while the provider is away.
func New(c Config) (*Server, error) {
	base, err := url.Parse(strings.TrimRight(c.PublicURL, "/"))
	if err != nil || base.Host == "" || (base.Scheme != "https" && base.Scheme != "http") || base.RawQuery != "" {
		return nil, fmt.Errorf("--public-url %q: want the URL people reach the hub at, such as https://hub.example.com", c.PublicURL)
	}
	if c.Issuer == "" || c.ClientID == "" {
		return nil, errors.New("the page needs --oidc-issuer and --oidc-client-id")
	}
	if c.GroupsClaim == "" {
		c.GroupsClaim = "groups"
	}
	if c.EmailVerifiedClaim == "" {
		c.EmailVerifiedClaim = "email_verified"
	}
	if c.SessionTTL <= 0 {
		c.SessionTTL = 12 * time.Hour
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Client == nil {
		c.Client = http.DefaultClient
	}
	if c.Log == nil {
		c.Log = log.New(nopWriter{}, "", 0)
	}
	s := &Server{c: c, base: base, scopes: c.Scopes}
	if s.scopes == nil {
		s.scopes = []string{oidc.ScopeOpenID, "email", "profile", c.GroupsClaim}
	}
	if s.tmpl, err = page.Parse(templateFiles, "templates/*.html"); err != nil {
		return nil, err
	}
	return s, nil
}

type nopWriter struct{}

func (nopWriter) Write(b []byte) (int, error) { return len(b), nil }

// RedirectURL is the URL to register with the provider.
func (s *Server) RedirectURL() string { return s.base.String() + CallbackPath }

// VerificationURI is the page where a device login's code is entered.
func (s *Server) VerificationURI() string { return s.base.String() + "/device" }

// CookieName is the session cookie's name: __Host- prefixed over TLS, so
// that the browser keeps it to this exact origin.
func (s *Server) CookieName() string {
	if s.secure() {
		return "__Host-gatesh_hub"
	}
	return "gatesh_hub"
}

func (s *Server) loginCookie() string {
	if s.secure() {
		return "__Host-gatesh_hub_login"
	}
	return "gatesh_hub_login"
}

func (s *Server) secure() bool { return s.base.Scheme == "https" }

// provider returns the discovered provider and the OAuth2 client.
func (s *Server) provider(ctx context.Context) (*oidc.Provider, *oauth2.Config, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.oidc == nil {
		p, err := oidc.NewProvider(oidc.ClientContext(ctx, s.c.Client), s.c.Issuer)
		if err != nil {
			return nil, nil, fmt.Errorf("the OpenID provider %s: %w", s.c.Issuer, err)
		}
		s.oidc = p
	}
	ep := s.oidc.Endpoint()
	if s.c.ClientSecret == "" {
		ep.AuthStyle = oauth2.AuthStyleInParams
	}
	return s.oidc, &oauth2.Config{ClientID: s.c.ClientID, ClientSecret: s.c.ClientSecret, Endpoint: ep,
		RedirectURL: s.RedirectURL(), Scopes: s.scopes}, nil
}

// Handler serves the page, and api under /api/ and /healthz.
func (s *Server) Handler(api http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/api/", api)
	mux.Handle("/healthz", api)
	mux.Handle("GET /static/", page.Static())
	mux.HandleFunc("GET /login", s.login)
	mux.HandleFunc("GET "+CallbackPath, s.callback)
	mux.Handle("POST /logout", s.authed(s.logout))
	mux.Handle("GET /{$}", s.authed(s.index))
	mux.Handle("GET /pending.json", s.authed(s.pendingJSON))
	mux.Handle("GET /r/{machine}/{id}", s.authed(s.single))
	mux.Handle("POST /r/{machine}/{id}/{action}", s.authed(s.decide))
	mux.Handle("GET /device", s.authed(s.device))
	mux.Handle("POST /device/{code}/{answer}", s.authed(s.confirmDevice))
	mux.Handle("POST /sessions/{id}/end", s.authed(s.endSession))
	mux.Handle("POST /stop", s.authed(s.stop))
	mux.Handle("POST /resume", s.authed(s.resume))
	mux.Handle("POST /policy", s.authed(s.pushPolicy))
	mux.Handle("/", s.authed(func(w http.ResponseWriter, r *http.Request, _ *session) {
		s.message(w, http.StatusNotFound, "Not found", "There is no such page.")
	}))
	return s.guard(mux)
}

// guard sets the page's security headers and refuses a POST from
// another origin before any route runs; the API's calls pass through.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/api/") || r.URL.Path == "/healthz" {
			next.ServeHTTP(w, r)
			return
		}
		page.SetHeaders(w, r)
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			if !strings.EqualFold(r.Host, s.base.Host) || !page.SameOrigin(r, s.base.Scheme) {
				s.message(w, http.StatusForbidden, "Refused", "This form was sent from another site. Decisions can only be made from this page.")
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, 16<<10)
		}
		next.ServeHTTP(w, r)
	})
}

// session is a signed-in person on the page.
type session struct {
	m *store.Member
	// key signs the session's form tokens: derived from the cookie's
	// secret, so any replica that sees the cookie computes it, and the
	// database, which keeps only the cookie's sha256, cannot.
	key []byte
}

func formKey(cookie string) []byte {
	m := hmac.New(sha256.New, []byte(cookie))
	m.Write([]byte("gatesh hub form key v1"))
	return m.Sum(nil)
}

func (se *session) token(form string) string { return page.FormToken(se.key, form) }

// authed lets a request through with a live page session; anything else
// gets 401 and the sign-in page.
func (s *Server) authed(next func(http.ResponseWriter, *http.Request, *session)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var m *store.Member
		c, err := r.Cookie(s.CookieName())
		if err == nil {
			m, err = s.c.Store.ResolveSession(r.Context(), c.Value)
		}
		if err != nil && !errors.Is(err, store.ErrBadToken) && !errors.Is(err, http.ErrNoCookie) {
			s.fail(w, err)
			return
		}
		if m == nil {
			if c != nil {
				why := "the session cookie is unknown, expired or ended"
				if te := (*store.TokenError)(nil); errors.As(err, &te) {
					why = te.Msg
				}
				s.c.Store.Log(r.Context(), store.Event{Actor: "page session from " + remote(r), Action: r.Method + " " + r.URL.Path, Outcome: "refused",
					Detail: why})
			}
			if strings.HasSuffix(r.URL.Path, ".json") {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusUnauthorized)
				w.Write([]byte(`{"error":"not signed in"}` + "\n"))
				return
			}
			next := r.URL.Path
			if r.Method == http.MethodGet && r.URL.RawQuery != "" {
				next += "?" + r.URL.RawQuery
			}
			s.render(w, http.StatusUnauthorized, "signin", signinData{Next: page.SafePath(next), Issuer: s.c.Issuer})
			return
		}
		next(w, r, &session{m: m, key: formKey(c.Value)})
	})
}

type signinData struct {
	Next, Issuer, Error string
}

// LoginHref is the sign-in link that comes back to Next.
func (d signinData) LoginHref() string { return "/login?next=" + url.QueryEscape(d.Next) }

// checkForm spends the form's token once, or answers 403.
func (s *Server) checkForm(w http.ResponseWriter, r *http.Request, se *session) bool {
	return s.checkToken(w, r, se) && s.spend(w, r, se)
}

// checkToken checks the form's token, or answers 403.
func (s *Server) checkToken(w http.ResponseWriter, r *http.Request, se *session) bool {
	if err := r.ParseForm(); err != nil {
		s.message(w, http.StatusBadRequest, "Bad request", "The form could not be read.")
		return false
	}
	form := page.FormOf(r)
	if !page.CheckFormToken(se.key, form, r.PostForm.Get("csrf")) {
		s.c.Store.Log(r.Context(), store.Event{Actor: se.m.Email, Action: form, Outcome: "refused", Detail: "the form's token is missing or wrong"})
		s.message(w, http.StatusForbidden, "Refused", "This form has no valid token; reload the page and try again.")
		return false
	}
	return true
}

// spend records that the session sent the form, or answers 403 when it
// did already.
func (s *Server) spend(w http.ResponseWriter, r *http.Request, se *session) bool {
	if err := s.c.Store.SpendForm(r.Context(), se.m.Token, page.FormOf(r)); err != nil {
		if errors.Is(err, store.ErrFormSpent) {
			s.message(w, http.StatusForbidden, "Refused", err.Error())
		} else {
			s.fail(w, err)
		}
		return false
	}
	return true
}

func (s *Server) render(w http.ResponseWriter, status int, name string, data any) {
	if err := page.Render(w, s.tmpl, status, name, data); err != nil {
		s.c.Log.Printf("gatesh-hub: error: page %s: %v", name, err)
	}
}

func (s *Server) message(w http.ResponseWriter, status int, title, text string) {
	s.render(w, status, "message", page.Message{Status: status, Title: title, Text: text, Back: "Back to the team page"})
}

// fail answers the hub's own failure, logged and not shown.
func (s *Server) fail(w http.ResponseWriter, err error) {
	s.c.Log.Printf("gatesh-hub: error: %v", err)
	s.message(w, http.StatusInternalServerError, "The hub failed", "Its log says why.")
}

func remote(r *http.Request) string {
	if i := strings.LastIndexByte(r.RemoteAddr, ':'); i > 0 {
		return strings.Trim(r.RemoteAddr[:i], "[]")
	}
	return r.RemoteAddr
}
