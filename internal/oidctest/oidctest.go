// Package oidctest runs a real OpenID provider for tests: zitadel's op
// package (discovery, the authorization endpoint with PKCE, the token
// endpoint, signed ID tokens, userinfo, keys) over an in-memory storage,
// on a loopback address, with the users and clients a test defines and a
// login page a test or a browser fills in.
package oidctest

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	jose "github.com/go-jose/go-jose/v4"
	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// User is a person the provider knows.
type User struct {
	// Username and Password are what the login page asks.
	Username, Password string
	Email              string
	EmailVerified      bool
	Groups             []string
}

// Client is an application registered with the provider. A client with
// no Secret is public: it proves itself with PKCE alone.
type Client struct {
	ID, Secret   string
	RedirectURIs []string
}

// Provider is a running OpenID provider.
type Provider struct {
	// Issuer is its URL: http://localhost:PORT from Start, or the one
	// given to New.
	Issuer string
	st     *storage
	// idTokenLifetime is how long ID tokens last, in nanoseconds.
	idTokenLifetime atomic.Int64
	handler         http.Handler
}

// Start runs a provider with users until the test ends.
func Start(t testing.TB, users ...User) *Provider {
	t.Helper()
	var p *Provider
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { p.handler.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	// localhost, not the address: the hub's tests serve on 127.0.0.1, and
	// another host name makes the provider another site, as it is for
	// real (the sign-in's cookies must survive a cross-site redirect).
	p = New(t, strings.Replace(srv.URL, "127.0.0.1", "localhost", 1), users...)
	return p
}

// New makes a provider whose issuer is issuer (https://sso.example.com/realms/acme,
// as a real provider's may be), for the caller to serve with Handler
// wherever issuer leads: behind TLS, under a host name of its own.
func New(t testing.TB, issuer string, users ...User) *Provider {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(issuer)
	if err != nil {
		t.Fatal(err)
	}
	prefix := strings.TrimSuffix(u.Path, "/")
	st := &storage{users: map[string]User{}, clients: map[string]*client{}, requests: map[string]*authRequest{},
		codes: map[string]string{}, tokens: map[string]accessToken{}, key: key, keyID: randomHex(8), prefix: prefix}
	for _, u := range users {
		st.users[u.Username] = u
	}
	p := &Provider{st: st, Issuer: issuer}
	p.idTokenLifetime.Store(int64(5 * time.Minute))
	var cryptoKey [32]byte
	rand.Read(cryptoKey[:])
	provider, err := op.NewProvider(&op.Config{CryptoKey: cryptoKey, CodeMethodS256: true, AuthMethodPost: true},
		st, op.StaticIssuer(p.Issuer), op.WithAllowInsecure(), op.WithLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))
	if err != nil {
		t.Fatal(err)
	}
	st.provider = provider
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+prefix+LoginForm, st.loginPage)
	mux.Handle("POST "+prefix+LoginForm, op.NewIssuerInterceptor(provider.IssuerFromRequest).HandlerFunc(st.login))
	if prefix == "" {
		mux.Handle("/", provider)
	} else {
		mux.Handle(prefix+"/", http.StripPrefix(prefix, provider))
	}
	p.handler = mux
	return p
}

// Handler serves the provider: its endpoints under the issuer's path.
func (p *Provider) Handler() http.Handler { return p.handler }

// AddClient registers a client, or replaces one of the same id.
func (p *Provider) AddClient(c Client) {
	p.st.mu.Lock()
	defer p.st.mu.Unlock()
	p.st.clients[c.ID] = &client{Client: c, lifetime: &p.idTokenLifetime, login: p.st.prefix + LoginForm}
}

// SetIDTokenLifetime sets how long the ID tokens issued from now last.
func (p *Provider) SetIDTokenLifetime(d time.Duration) { p.idTokenLifetime.Store(int64(d)) }

// SetUser adds a user, or changes one of the same username.
func (p *Provider) SetUser(u User) {
	p.st.mu.Lock()
	defer p.st.mu.Unlock()
	p.st.users[u.Username] = u
}

// TokensIssued counts the ID tokens the token endpoint gave out.
func (p *Provider) TokensIssued() int {
	p.st.mu.Lock()
	defer p.st.mu.Unlock()
	return p.st.issued
}

// LoginForm is the login page, after the issuer's path; it posts its form
// to itself: a test without a browser fills it for a user with Fill.
const LoginForm = "/login"

// Fill answers the provider's login page, at loginURL (where the
// authorization endpoint sent the browser), as username with password,
// and returns where the provider sends the browser next.
func Fill(c *http.Client, loginURL, username, password string) (*http.Response, error) {
	u, err := url.Parse(loginURL)
	if err != nil {
		return nil, err
	}
	id := u.Query().Get("id")
	if id == "" {
		return nil, fmt.Errorf("%s is not the provider's login page", loginURL)
	}
	form := url.Values{"id": {id}, "username": {username}, "password": {password}}
	return c.PostForm(u.Scheme+"://"+u.Host+u.Path, form)
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

type storage struct {
	mu       sync.Mutex
	provider *op.Provider
	users    map[string]User
	clients  map[string]*client
	requests map[string]*authRequest
	codes    map[string]string // code -> request id
	tokens   map[string]accessToken
	key      *rsa.PrivateKey
	keyID    string
	issued   int
	// prefix is the issuer's path, under which the pages are.
	prefix string
}

type accessToken struct {
	subject, clientID string
	scopes            []string
	expires           time.Time
}

var errNotFound = errors.New("not found")

var loginPage = template.Must(template.New("login").Parse(`<!doctype html>
<html><head><title>Sign in · test provider</title></head>
<body>
<h1>Test provider</h1>
{{with .Error}}<p id="error">{{.}}</p>{{end}}
<form method="post" action="{{.Action}}">
<input type="hidden" name="id" value="{{.ID}}">
<label>Username <input type="text" name="username" id="username"></label>
<label>Password <input type="password" name="password" id="password"></label>
<button type="submit" id="submit">Sign in</button>
</form>
</body></html>`))

func (s *storage) loginPage(w http.ResponseWriter, r *http.Request) {
	loginPage.Execute(w, map[string]string{"ID": r.URL.Query().Get("id"), "Action": s.prefix + LoginForm})
}

// login checks a user's password and finishes their auth request.
func (s *storage) login(w http.ResponseWriter, r *http.Request) {
	id, name, pass := r.FormValue("id"), r.FormValue("username"), r.FormValue("password")
	s.mu.Lock()
	u, okUser := s.users[name]
	req, okReq := s.requests[id]
	ok := okUser && okReq && u.Password == pass
	if ok {
		req.subject, req.done, req.authTime = u.Username, true, time.Now()
	}
	s.mu.Unlock()
	if !ok {
		w.WriteHeader(http.StatusUnauthorized)
		loginPage.Execute(w, map[string]string{"ID": id, "Error": "wrong username or password", "Action": s.prefix + LoginForm})
		return
	}
	http.Redirect(w, r, op.AuthCallbackURL(s.provider)(r.Context(), id), http.StatusFound)
}

// authRequest is an authorization request under way.
type authRequest struct {
	id       string
	req      oidc.AuthRequest
	subject  string
	done     bool
	authTime time.Time
}

func (a *authRequest) GetID() string    { return a.id }
func (a *authRequest) GetACR() string   { return "" }
func (a *authRequest) GetAMR() []string { return []string{"pwd"} }
func (a *authRequest) GetAudience() []string {
	return []string{a.req.ClientID}
}
func (a *authRequest) GetAuthTime() time.Time { return a.authTime }
func (a *authRequest) GetClientID() string    { return a.req.ClientID }
func (a *authRequest) GetCodeChallenge() *oidc.CodeChallenge {
	if a.req.CodeChallenge == "" {
		return nil
	}
	return &oidc.CodeChallenge{Challenge: a.req.CodeChallenge, Method: a.req.CodeChallengeMethod}
}
func (a *authRequest) GetNonce() string                   { return a.req.Nonce }
func (a *authRequest) GetRedirectURI() string             { return a.req.RedirectURI }
func (a *authRequest) GetResponseType() oidc.ResponseType { return a.req.ResponseType }
func (a *authRequest) GetResponseMode() oidc.ResponseMode { return a.req.ResponseMode }
func (a *authRequest) GetScopes() []string                { return a.req.Scopes }
func (a *authRequest) GetState() string                   { return a.req.State }
func (a *authRequest) GetSubject() string                 { return a.subject }
func (a *authRequest) Done() bool                         { return a.done }

func (s *storage) CreateAuthRequest(_ context.Context, req *oidc.AuthRequest, _ string) (op.AuthRequest, error) {
	if slices.Contains(req.Prompt, oidc.PromptNone) {
		return nil, oidc.ErrLoginRequired()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	a := &authRequest{id: randomHex(16), req: *req}
	s.requests[a.id] = a
	return a, nil
}

func (s *storage) AuthRequestByID(_ context.Context, id string) (op.AuthRequest, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if a, ok := s.requests[id]; ok {
		return a, nil
	}
	return nil, errNotFound
}

func (s *storage) AuthRequestByCode(ctx context.Context, code string) (op.AuthRequest, error) {
	s.mu.Lock()
	id, ok := s.codes[code]
	s.mu.Unlock()
	if !ok {
		return nil, errors.New("code invalid or used")
	}
	return s.AuthRequestByID(ctx, id)
}

func (s *storage) SaveAuthCode(_ context.Context, id, code string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.codes[code] = id
	return nil
}

// DeleteAuthRequest ends a request once its code was exchanged: a code
// works once.
func (s *storage) DeleteAuthRequest(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.requests, id)
	for code, rid := range s.codes {
		if rid == id {
			delete(s.codes, code)
		}
	}
	return nil
}

func (s *storage) CreateAccessToken(_ context.Context, r op.TokenRequest) (string, time.Time, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	id := randomHex(16)
	clientID := ""
	if a, ok := r.(*authRequest); ok {
		clientID = a.req.ClientID
	}
	exp := time.Now().Add(5 * time.Minute)
	s.tokens[id] = accessToken{subject: r.GetSubject(), clientID: clientID, scopes: r.GetScopes(), expires: exp}
	s.issued++
	return id, exp, nil
}

func (s *storage) CreateAccessAndRefreshTokens(context.Context, op.TokenRequest, string) (string, string, time.Time, error) {
	return "", "", time.Time{}, errors.New("refresh tokens are not offered")
}

func (s *storage) TokenRequestByRefreshToken(context.Context, string) (op.RefreshTokenRequest, error) {
	return nil, op.ErrInvalidRefreshToken
}
func (s *storage) TerminateSession(context.Context, string, string) error { return nil }
func (s *storage) RevokeToken(context.Context, string, string, string) *oidc.Error {
	return nil
}
func (s *storage) GetRefreshTokenInfo(context.Context, string, string) (string, string, error) {
	return "", "", op.ErrInvalidRefreshToken
}

type signingKey struct {
	id  string
	key *rsa.PrivateKey
}

func (k signingKey) SignatureAlgorithm() jose.SignatureAlgorithm { return jose.RS256 }
func (k signingKey) Key() any                                    { return k.key }
func (k signingKey) ID() string                                  { return k.id }

type publicKey struct{ signingKey }

func (k publicKey) Algorithm() jose.SignatureAlgorithm { return jose.RS256 }
func (k publicKey) Use() string                        { return "sig" }
func (k publicKey) Key() any                           { return &k.key.PublicKey }

func (s *storage) SigningKey(context.Context) (op.SigningKey, error) {
	return signingKey{s.keyID, s.key}, nil
}
func (s *storage) SignatureAlgorithms(context.Context) ([]jose.SignatureAlgorithm, error) {
	return []jose.SignatureAlgorithm{jose.RS256}, nil
}
func (s *storage) KeySet(context.Context) ([]op.Key, error) {
	return []op.Key{publicKey{signingKey{s.keyID, s.key}}}, nil
}

func (s *storage) GetClientByClientID(_ context.Context, id string) (op.Client, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if c, ok := s.clients[id]; ok {
		return c, nil
	}
	return nil, errNotFound
}

func (s *storage) AuthorizeClientIDSecret(_ context.Context, id, secret string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.clients[id]
	if !ok || c.Secret == "" || sha256.Sum256([]byte(c.Secret)) != sha256.Sum256([]byte(secret)) {
		return errors.New("client authentication failed")
	}
	return nil
}

// setUserinfo fills the claims of the scopes asked: email with
// email_verified, profile, and groups.
func (s *storage) setUserinfo(info *oidc.UserInfo, subject string, scopes []string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.users[subject]
	if !ok {
		return errNotFound
	}
	info.Subject = u.Username
	for _, sc := range scopes {
		switch sc {
		case oidc.ScopeEmail:
			info.Email, info.EmailVerified = u.Email, oidc.Bool(u.EmailVerified)
		case oidc.ScopeProfile:
			info.PreferredUsername = u.Username
		case "groups":
			info.AppendClaims("groups", slices.Clone(u.Groups))
		}
	}
	return nil
}

func (s *storage) SetUserinfoFromScopes(_ context.Context, info *oidc.UserInfo, userID, _ string, scopes []string) error {
	return s.setUserinfo(info, userID, scopes)
}

func (s *storage) SetUserinfoFromToken(_ context.Context, info *oidc.UserInfo, tokenID, _, _ string) error {
	s.mu.Lock()
	t, ok := s.tokens[tokenID]
	s.mu.Unlock()
	if !ok || time.Now().After(t.expires) {
		return errors.New("token is not valid")
	}
	return s.setUserinfo(info, t.subject, t.scopes)
}

func (s *storage) SetIntrospectionFromToken(_ context.Context, in *oidc.IntrospectionResponse, tokenID, _, _ string) error {
	s.mu.Lock()
	t, ok := s.tokens[tokenID]
	s.mu.Unlock()
	if !ok || time.Now().After(t.expires) {
		return errors.New("token is not valid")
	}
	in.Active, in.Subject, in.ClientID = true, t.subject, t.clientID
	return nil
}

func (s *storage) GetPrivateClaimsFromScopes(context.Context, string, string, []string) (map[string]any, error) {
	return nil, nil
}
func (s *storage) GetKeyByIDAndClientID(context.Context, string, string) (*jose.JSONWebKey, error) {
	return nil, errNotFound
}
func (s *storage) ValidateJWTProfileScopes(_ context.Context, _ string, scopes []string) ([]string, error) {
	return scopes, nil
}
func (s *storage) Health(context.Context) error { return nil }

// client is a registered application: a web client, allowed http
// redirects on loopback (dev mode), whose ID tokens carry the user's
// claims (as Keycloak's and Dex's do) so the relying party needs no
// userinfo call.
type client struct {
	Client
	lifetime *atomic.Int64
	login    string // the login page's path
}

func (c *client) GetID() string                    { return c.ID }
func (c *client) RedirectURIs() []string           { return c.Client.RedirectURIs }
func (c *client) PostLogoutRedirectURIs() []string { return nil }
func (c *client) ApplicationType() op.ApplicationType {
	return op.ApplicationTypeWeb
}
func (c *client) AuthMethod() oidc.AuthMethod {
	if c.Secret == "" {
		return oidc.AuthMethodNone
	}
	return oidc.AuthMethodBasic
}
func (c *client) ResponseTypes() []oidc.ResponseType {
	return []oidc.ResponseType{oidc.ResponseTypeCode}
}
func (c *client) GrantTypes() []oidc.GrantType {
	return []oidc.GrantType{oidc.GrantTypeCode}
}
func (c *client) LoginURL(id string) string            { return c.login + "?id=" + url.QueryEscape(id) }
func (c *client) AccessTokenType() op.AccessTokenType  { return op.AccessTokenTypeBearer }
func (c *client) IDTokenLifetime() time.Duration       { return time.Duration(c.lifetime.Load()) }
func (c *client) DevMode() bool                        { return true }
func (c *client) IsScopeAllowed(scope string) bool     { return scope == "groups" }
func (c *client) IDTokenUserinfoClaimsAssertion() bool { return true }
func (c *client) ClockSkew() time.Duration             { return 0 }
func (c *client) RestrictAdditionalIdTokenScopes() func([]string) []string {
	return func(s []string) []string { return s }
}
func (c *client) RestrictAdditionalAccessTokenScopes() func([]string) []string {
	return func(s []string) []string { return s }
}

// FreeLoopback returns a loopback address nothing listens on now, for a
// relying party whose URL the provider must know before it starts (its
// redirect URI).
func FreeLoopback(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}
