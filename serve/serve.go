package serve

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"html/template"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"gatesh/audit"
	"gatesh/auditlog"
	"gatesh/config"
	"gatesh/consume"
	"gatesh/decision"
	"gatesh/internal/atomicfile"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/slackapp"
	"gatesh/teamstate"
)

// DefaultAddr is where the page listens unless told otherwise: loopback.
const DefaultAddr = "127.0.0.1:7878"

// Limits of the HTTP server.
const (
	maxBody        = 16 << 10
	maxHeaderBytes = 16 << 10
	pollInterval   = 2 * time.Second
	pruneInterval  = 10 * time.Minute
)

// Options configure a review server.
type Options struct {
	Config *config.Config
	// Addr is host:port to listen on; DefaultAddr when empty.
	Addr string
	// ListenRemote must be set to listen on any address but loopback.
	ListenRemote bool
	// TLSCert and TLSKey name a certificate to serve with. Without them a
	// remote page gets a self-signed certificate kept in the serve folder.
	TLSCert, TLSKey string
	// Names are host names the page is reached by, besides its addresses.
	Names []string
	// Webhook, if set, is POSTed a summary of each new request.
	Webhook       string
	WebhookFormat string // ntfy (default), slack or json
	// User names the operator in decisions and the log.
	User string
	// TTL is hold.ttl after the environment's overrides.
	TTL time.Duration
	// Git is the git program that describes what a command would do, and
	// Getenv the environment it runs with (PATH, HOME); os.Getenv when nil.
	Git    string
	Getenv func(string) string
	// NoSocket leaves out the socket shims use approvals through.
	NoSocket bool
	Now      func() time.Time
	// Log tells the operator what happens: uses, notifications, errors.
	Log io.Writer
}

// Server is a running review page.
type Server struct {
	o       Options
	cfg     *config.Config
	q       *queue.Queue
	v       *keys.Verifier
	op      *decision.Operator
	auth    *auth
	tmpl    *template.Template
	base    *url.URL
	hosts   map[string]bool // allowed Host headers, lowercase
	anyIP   bool            // any IP literal is an allowed host (remote)
	cert    *tls.Certificate
	httpSrv *http.Server
	ln      net.Listener
	sock    *net.UnixListener
	use     *consume.Server
	log     *audit.Log
	who     decision.Who
	slack   *slackapp.App

	effects effectsCache
	logMu   sync.Mutex
	stop    chan struct{}
	wg      sync.WaitGroup
}

// Start checks the options, opens the listeners and serves in the
// background until Close.
func Start(o Options) (*Server, error) {
	if o.Config == nil {
		return nil, errors.New("serve: no config")
	}
	if o.Addr == "" {
		o.Addr = DefaultAddr
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Log == nil {
		o.Log = io.Discard
	}
	if o.Getenv == nil {
		o.Getenv = os.Getenv
	}
	if o.TTL == 0 {
		o.TTL = o.Config.Hold.TTL
	}
	s := &Server{o: o, cfg: o.Config, stop: make(chan struct{})}
	host, port, err := net.SplitHostPort(o.Addr)
	if err != nil {
		return nil, fmt.Errorf("--addr %q: want host:port, such as %s", o.Addr, DefaultAddr)
	}
	loopback := isLoopback(host)
	if !loopback && !o.ListenRemote {
		return nil, fmt.Errorf("--addr %s is not a loopback address: the page would be open to the network; add --listen-remote to mean it", o.Addr)
	}
	if (o.TLSCert == "") != (o.TLSKey == "") {
		return nil, errors.New("--tls-cert and --tls-key go together")
	}

	token, err := keys.LoadToken(o.Config.ServeToken)
	if err != nil {
		return nil, fmt.Errorf("login token: %w", err)
	}
	s.auth = newAuth(token, o.Now)
	if s.v, err = keys.LoadVerifier(o.Config.PublicKey); err != nil {
		return nil, fmt.Errorf("operator key: %w", err)
	}
	signer, err := decision.LoadSigner(o.Config.PrivateKey, o.Config.PublicKey)
	if err != nil {
		return nil, fmt.Errorf("cannot sign decisions: %w", err)
	}
	if s.q, err = queue.Open(filepath.Join(o.Config.Home, "queue"), o.Now, o.TTL); err != nil {
		return nil, err
	}
	who := decision.Who{User: o.User, Pid: os.Getpid(), Ppid: os.Getppid()}
	// Every change the server makes (a decision, a use, an expiry, a
	// move) is logged first, and is not made when it cannot be logged.
	auditLog := auditlog.Open(o.Config, o.Now, auditlog.GateKey(o.Config))
	s.log, s.who = auditLog, who
	s.q.Journal(decision.Journal(auditLog, who))
	s.q.Retain(o.Config.QueueKeep)
	// The shims' uses of the team's approvals come through here too.
	if err := teamstate.Configure(s.q, o.Config); err != nil {
		s.logf("warning: %v; team decisions are not taken", err)
	}
	s.op = &decision.Operator{Queue: s.q, Signer: signer, Who: who}
	if s.tmpl, err = parseTemplates(); err != nil {
		return nil, err
	}

	s.use = &consume.Server{Home: o.Config.Home, Queue: s.q, Verifier: s.v, OnUse: func(r consume.Record) {
		s.logf("used: request %s by process %d (uid %d)", r.ID, r.Pid, r.UID)
	}}
	s.use.Allowed = allowedPeers(s.use, s.q.Dir())
	if err := s.use.Prepare(); err != nil {
		return nil, err
	}
	if o.Config.Slack != nil {
		if err := s.startSlack(); err != nil {
			return nil, err
		}
	}

	scheme := "http"
	if o.TLSCert != "" || !loopback {
		scheme = "https"
		if err := s.loadCert(host); err != nil {
			return nil, err
		}
	}
	if s.ln, err = net.Listen("tcp", o.Addr); err != nil {
		return nil, err
	}
	if _, port, err = net.SplitHostPort(s.ln.Addr().String()); err != nil {
		s.ln.Close()
		return nil, err
	}
	s.allowHosts(host, port, loopback)
	s.base = &url.URL{Scheme: scheme, Host: net.JoinHostPort(s.publicHost(host), port)}

	if !o.NoSocket {
		if s.sock, err = listenSocket(o.Config.Home); err != nil {
			s.ln.Close()
			return nil, err
		}
	}
	if err := atomicfile.WriteFile(consume.URLFile(o.Config.Home), []byte(s.base.String()+"\n"), 0o644); err != nil {
		s.logf("error: writing %s: %v", consume.URLFile(o.Config.Home), err)
	}

	s.httpSrv = &http.Server{
		Handler:           s.routes(),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          log.New(o.Log, "gatesh serve: ", 0),
	}
	ln := s.ln
	if s.cert != nil {
		ln = tls.NewListener(s.ln, &tls.Config{Certificates: []tls.Certificate{*s.cert}, MinVersion: tls.VersionTLS12})
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		s.httpSrv.Serve(ln)
	}()
	if s.sock != nil {
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			serveSocket(s.sock, s.use)
		}()
	}
	// Seeded before Start returns, so that a request queued once the
	// server runs is announced, however late the goroutine starts.
	var n *notifier
	if s.o.Webhook != "" {
		n = newNotifier(s.o.Webhook, s.o.WebhookFormat, s.base.String(), s.logf)
		n.seed(s.pendingNow())
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		s.background(n)
	}()
	if s.slack != nil {
		s.wg.Go(s.runSlack)
	}
	return s, nil
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// loadCert loads the operator's certificate or keeps a self-signed one.
func (s *Server) loadCert(listenHost string) error {
	if s.o.TLSCert != "" {
		cert, err := tls.LoadX509KeyPair(s.o.TLSCert, s.o.TLSKey)
		if err != nil {
			return fmt.Errorf("TLS certificate: %w", err)
		}
		s.cert = &cert
		return nil
	}
	hosts := localHosts(listenHost, s.o.Names)
	dir := consume.Dir(s.cfg.Home)
	cert, made, err := loadOrMakeCert(filepath.Join(dir, "tls.crt"), filepath.Join(dir, "tls.key"), hosts, s.o.Now())
	if err != nil {
		return fmt.Errorf("TLS certificate: %w", err)
	}
	if made {
		s.logf("made a self-signed TLS certificate for %s", strings.Join(hosts, ", "))
	}
	s.cert = &cert
	return nil
}

// allowHosts lists the Host headers the page answers to, so that a web
// page that rebinds its own name to this address cannot talk to it.
func (s *Server) allowHosts(host, port string, loopback bool) {
	s.hosts = map[string]bool{}
	add := func(h string) { s.hosts[strings.ToLower(net.JoinHostPort(h, port))] = true }
	if loopback {
		for _, h := range []string{"127.0.0.1", "localhost", "::1"} {
			add(h)
		}
		if ip := net.ParseIP(host); ip != nil {
			add(ip.String())
		}
		return
	}
	s.anyIP = true
	add("localhost")
	for _, n := range s.o.Names {
		add(n)
	}
}

// publicHost is the host part of the URLs the server prints.
func (s *Server) publicHost(listenHost string) string {
	if len(s.o.Names) > 0 {
		return s.o.Names[0]
	}
	ip := net.ParseIP(listenHost)
	if ip == nil || !ip.IsUnspecified() {
		return listenHost
	}
	for _, h := range localHosts(listenHost, nil) {
		if ip := net.ParseIP(h); ip != nil && !ip.IsLoopback() && ip.To4() != nil {
			return h
		}
	}
	return "127.0.0.1"
}

// URL is the page's address.
func (s *Server) URL() string { return s.base.String() }

// LoginURL mints a new one-time login URL.
func (s *Server) LoginURL() string {
	return LoginURL(s.base.String(), s.auth.token, s.o.Now())
}

// LoginURL is a one-time login URL for the page at base.
func LoginURL(base string, token []byte, now time.Time) string {
	return strings.TrimSuffix(base, "/") + "/login?code=" + MintCode(token, now.Add(codeLifetime))
}

// Certificate is the TLS certificate served, nil without TLS.
func (s *Server) Certificate() *tls.Certificate { return s.cert }

// Close stops the server: the page, the socket (removing its file) and the
// background work.
func (s *Server) Close() error {
	select {
	case <-s.stop:
		return nil
	default:
	}
	close(s.stop)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := s.httpSrv.Shutdown(ctx)
	if s.sock != nil {
		s.sock.Close() // removes the socket file
	}
	os.Remove(consume.URLFile(s.cfg.Home))
	s.wg.Wait()
	return err
}

func (s *Server) logf(format string, a ...any) {
	s.logMu.Lock()
	defer s.logMu.Unlock()
	fmt.Fprintf(s.o.Log, "gatesh serve: "+format+"\n", a...)
}

// background notifies n (when there is a webhook) about new requests,
// and prunes old use records.
func (s *Server) background(n *notifier) {
	tick := time.NewTicker(pollInterval)
	defer tick.Stop()
	lastPrune := time.Time{}
	for {
		if n != nil {
			n.check(s.pendingNow())
		}
		if now := s.o.Now(); now.Sub(lastPrune) >= pruneInterval {
			lastPrune = now
			if _, err := s.use.Prune(now); err != nil {
				s.logf("error: pruning use records: %v", err)
			}
			if s.slack != nil {
				pruneSlackRecords(SlackDir(s.cfg.Home), now.Add(-s.cfg.QueueKeep))
			}
		}
		select {
		case <-s.stop:
			return
		case <-tick.C:
		}
	}
}

// pendingNow lists the pending requests, oldest first.
func (s *Server) pendingNow() []queue.Request {
	l, err := s.q.List(s.v)
	if err != nil {
		return nil
	}
	var out []queue.Request
	for _, st := range l.States {
		if st.Status == queue.Pending {
			out = append(out, st.Request)
		}
	}
	return out
}
