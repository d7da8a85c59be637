package hub

import (
	"context"
	"crypto/ed25519"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"gatesh/hub/api"
	"gatesh/hub/store"
	"gatesh/hub/web"
	"gatesh/keys"
	"gatesh/teamapi"
)

// OIDCSecretEnv names the environment variable that holds the OpenID
// Connect client secret, kept off the command line.
const OIDCSecretEnv = "GATESH_HUB_OIDC_CLIENT_SECRET"

func (c *cli) keygen(args []string) int {
	fs := c.flags("keygen")
	out := fs.String("out", "", "the private key file to write; the public key goes beside it as FILE.pub")
	if pos, err := parse(fs, args); err != nil || len(pos) > 0 {
		return 2
	}
	if *out == "" {
		return c.fail(2, "gatesh-hub keygen --out team.key", "--out is required")
	}
	if err := keys.Generate(*out, pubPath(*out)); err != nil {
		if errors.Is(err, keys.ErrKeyExists) {
			return c.fail(1, "a team key is made once: every machine pins it", "%v", err)
		}
		return c.fail(1, "", "%v", err)
	}
	pub, err := loadPublic(pubPath(*out))
	if err != nil {
		return c.fail(1, "", "%v", err)
	}
	fmt.Fprintf(c.stdout, "wrote %s (private, 0600) and %s\nteam %s\n", *out, pubPath(*out), teamapi.Fingerprint(pub))
	return 0
}

// pubPath is the public key file beside a private one.
func pubPath(private string) string { return strings.TrimSuffix(private, ".key") + ".pub" }

// loadPublic reads a team public key from its .pub file, or from the
// private key file (whose mode it checks).
func loadPublic(path string) (ed25519.PublicKey, error) {
	if v, err := keys.LoadVerifier(path); err == nil {
		return v.PublicKey(), nil
	}
	s, err := keys.LoadSigner(path)
	if err != nil {
		return nil, err
	}
	return s.Verifier().PublicKey(), nil
}

// checkListen refuses plain HTTP anywhere but on a loopback address:
// machines send their audit and approvers their tokens to the hub.
func checkListen(addr string, tls bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("--listen %q: want HOST:PORT", addr)
	}
	if tls {
		return nil
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("--listen %s without --tls-cert and --tls-key: plain HTTP is served on a loopback address only", addr)
}

// checkOIDC validates the OpenID Connect flags.
func checkOIDC(issuer, clientID string) error {
	if issuer == "" && clientID == "" {
		return nil
	}
	if issuer == "" || clientID == "" {
		return errors.New("--oidc-issuer and --oidc-client-id go together")
	}
	u, err := url.Parse(issuer)
	if err != nil || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return fmt.Errorf("--oidc-issuer %q is not an issuer URL", issuer)
	}
	if u.Scheme == "https" {
		return nil
	}
	if u.Scheme == "http" {
		host := u.Hostname()
		if ip := net.ParseIP(host); host == "localhost" || ip != nil && ip.IsLoopback() {
			return nil
		}
	}
	return fmt.Errorf("--oidc-issuer %s: an issuer must be https, except on a loopback address", issuer)
}

func (c *cli) serve(ctx context.Context, args []string) int {
	fs := c.flags("serve")
	dsn := c.dbFlag(fs)
	listen := fs.String("listen", "127.0.0.1:8443", "the address to serve")
	teamKey := fs.String("team-key", "", "the team's private key file (gatesh-hub keygen)")
	cert := fs.String("tls-cert", "", "the TLS certificate file (PEM, with its chain)")
	certKey := fs.String("tls-key", "", "the TLS private key file")
	issuer := fs.String("oidc-issuer", "", "the OpenID Connect issuer URL of the approvers' sign-in")
	clientID := fs.String("oidc-client-id", "", "the OpenID Connect client id; the secret is read from "+OIDCSecretEnv+" (none: a public client with PKCE)")
	publicURL := fs.String("public-url", "", "the URL people reach the hub at (https://hub.example.com); the redirect URL is it plus "+web.CallbackPath)
	groupsClaim := fs.String("oidc-groups-claim", "groups", "the ID token's claim of the person's groups, mapped to roles by gatesh-hub role map")
	verifiedClaim := fs.String("oidc-email-verified-claim", "email_verified", "the claim that must be true for the email to be trusted")
	sessionTTL := fs.String("session-ttl", "12h", "how long a sign-in on the page lasts")
	deviceTTL := fs.String("device-session-ttl", "7d", "how long a session of gatesh team login lasts")
	ttl := fs.String("decision-ttl", "1h", "how long a team approval stays usable at most")
	keep := fs.String("audit-retention", "", "keep shipped audit lines this long (e.g. 400d); stored for every replica")
	ping := fs.Duration("ping", 15*time.Second, "the event stream's ping interval")
	otlp := fs.String("otlp-endpoint", "", "send every audit record to this OTLP/HTTP logs URL (one replica at a time)")
	otlpHeaders := headers{}
	fs.Var(otlpHeaders, "otlp-header", "a header for the OTLP collector, NAME=VALUE (repeat)")
	sf := c.slackFlags(fs)
	if pos, err := parse(fs, args); err != nil || len(pos) > 0 {
		return 2
	}
	if *teamKey == "" {
		return c.fail(2, "gatesh-hub keygen --out team.key makes one; give every replica the same file", "--team-key is required")
	}
	if (*cert == "") != (*certKey == "") {
		return c.fail(2, "", "--tls-cert and --tls-key go together")
	}
	if err := checkListen(*listen, *cert != ""); err != nil {
		return c.fail(2, "give --tls-cert and --tls-key, or --listen 127.0.0.1:PORT behind a TLS proxy on this host", "%v", err)
	}
	if err := checkOIDC(*issuer, *clientID); err != nil {
		return c.fail(2, "", "%v", err)
	}
	if *issuer != "" && *publicURL == "" {
		return c.fail(2, "the redirect URL registered with the provider is it plus "+web.CallbackPath, "--oidc-issuer needs --public-url, the URL people reach the hub at")
	}
	pageTTL, err1 := api.ParseDuration(*sessionTTL)
	devTTL, err2 := api.ParseDuration(*deviceTTL)
	if err1 != nil || err2 != nil || pageTTL <= 0 || devTTL <= 0 {
		return c.fail(2, "", "--session-ttl and --device-session-ttl: want durations such as 12h or 7d")
	}
	decisionTTL, err := api.ParseDuration(*ttl)
	if err != nil || decisionTTL <= 0 {
		return c.fail(2, "", "--decision-ttl %q: want a duration such as 1h", *ttl)
	}
	signer, err := keys.LoadSigner(*teamKey)
	if err != nil {
		return c.fail(1, "gatesh-hub keygen --out FILE makes one (mode 0600)", "%v", err)
	}
	st, err := c.open(ctx, *dsn)
	if err != nil {
		return c.failErr(err)
	}
	defer st.Close()
	pub := signer.Verifier().PublicKey()
	if err := st.SetTeam(ctx, pub); err != nil {
		return c.fail(1, "every replica serves the team key the database recorded first", "%v", err)
	}
	if *keep != "" {
		if _, err := retention(ctx, st, *keep); err != nil {
			return c.fail(2, "", "--audit-retention: %v", err)
		}
		if err := st.SetSetting(ctx, store.RetentionSetting, *keep); err != nil {
			return c.failErr(err)
		}
	}
	logger := log.New(c.stderr, "", log.LstdFlags)
	n := store.NewNotifier()
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	go n.Run(runCtx, st)
	go pruneLoop(runCtx, st, logger)
	if *otlp != "" {
		go otlpLoop(runCtx, st, *otlp, otlpHeaders, logger)
	}
	fp := teamapi.Fingerprint(pub)
	srv := &api.Server{
		Store: st, Notifier: n, Ping: *ping, Log: logger,
		Auth:   []api.Authenticator{api.BearerTokens{Store: st}},
		Signer: store.Signer{Team: fp, Sign: func(d *teamapi.Decision) { d.SignWith(signer.Sign) }, SignBytes: signer.Sign, TTL: decisionTTL},
	}
	if sf.on() {
		h, err := runSlack(runCtx, sf, c.getenv, st, srv.Signer, logger)
		if err != nil {
			return c.fail(2, "start gatesh-hub with the Slack app's tokens in its environment (docs/slack.md)", "%v", err)
		}
		srv.Slack = h.Health
		fmt.Fprintf(c.stderr, "gatesh-hub: posting held requests to Slack: %s\n", strings.Join(sf.list(), ", "))
	}
	var handler http.Handler = srv.Handler()
	if *issuer != "" {
		pg, err := web.New(web.Config{Store: st, Signer: srv.Signer, PublicURL: *publicURL, Issuer: *issuer, ClientID: *clientID,
			ClientSecret: c.getenv(OIDCSecretEnv), GroupsClaim: *groupsClaim, EmailVerifiedClaim: *verifiedClaim, SessionTTL: pageTTL, Log: logger})
		if err != nil {
			return c.fail(2, "", "%v", err)
		}
		srv.Auth = append(srv.Auth, api.PageSessions{Store: st, Cookie: pg.CookieName()})
		srv.Device = &api.Device{VerificationURI: pg.VerificationURI(), CodeTTL: 10 * time.Minute, SessionTTL: devTTL}
		handler = pg.Handler(srv.Handler())
		fmt.Fprintf(c.stderr, "gatesh-hub: approvers sign in at %s/ with %s (redirect URL %s)\n", strings.TrimRight(*publicURL, "/"), *issuer, pg.RedirectURL())
	}
	hs := &http.Server{Addr: *listen, Handler: handler, ReadHeaderTimeout: 10 * time.Second,
		BaseContext: func(net.Listener) context.Context { return runCtx }}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		return c.fail(1, "", "%v", err)
	}
	scheme := "http"
	if *cert != "" {
		scheme = "https"
	}
	fmt.Fprintf(c.stderr, "gatesh-hub: team %s serving %s://%s\n", fp, scheme, ln.Addr())
	if *issuer == "" {
		fmt.Fprintf(c.stderr, "gatesh-hub: note: no --oidc-issuer: approvers use personal access tokens\n")
	}
	errc := make(chan error, 1)
	go func() {
		if *cert != "" {
			errc <- hs.ServeTLS(ln, *cert, *certKey)
		} else {
			errc <- hs.Serve(ln)
		}
	}()
	select {
	case err := <-errc:
		return c.fail(1, "", "%v", err)
	case <-ctx.Done():
	}
	// Streams end with the run context; the rest get a few seconds.
	cancel()
	shutdown, done := context.WithTimeout(context.Background(), 5*time.Second)
	defer done()
	hs.Shutdown(shutdown)
	return 0
}

// pruneLoop applies the audit retention once an hour; replicas take
// turns through an advisory lock.
func pruneLoop(ctx context.Context, st *store.Store, logger *log.Logger) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		if d, err := retention(ctx, st, ""); err == nil && d > 0 {
			if _, err := st.Prune(ctx, d); err != nil && ctx.Err() == nil {
				logger.Printf("gatesh-hub: error: prune: %v", err)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
