//go:build linux

package docs

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"html"
	"io"
	"log"
	"math/big"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"gatesh/config"
	"gatesh/internal/needs"
	"gatesh/internal/oidctest"
	"gatesh/internal/pgtest"
	"gatesh/keys"
	"gatesh/queue"
	"gatesh/teamstate"
)

// pageNamespaces is set in the test's own process that runs in network
// and mount namespaces of its own.
const pageNamespaces = "GATESH_DOCS_TEAM_NAMESPACES"

// The page's names, which the test's namespaces make its own.
const (
	pageHub    = "https://hub.example.com"
	pageIssuer = "https://sso.example.com/realms/acme"
	pageSecret = "the-client-secret"
)

// TestTeamPageLines runs every sh line of team.md, as written and in
// order, as an admin, a machine's operator and an approver would: from
// nothing to a hub on PostgreSQL with sign-in, a machine that joins and
// syncs, and an approver who logs in (the device login, confirmed on the
// hub's page by a person signed in at the provider, then a personal
// access token) and approves, revokes and rejects what the machine
// holds; the machine's queue must then say so, and the SQL of "SQL on the
// hub" must run on the hub's database.
//
// The page names real places: PostgreSQL on 127.0.0.1:5432 and
// /var/run/postgresql, the hub at https://hub.example.com (a TLS proxy
// in front of 127.0.0.1:8443), the provider at
// https://sso.example.com/realms/acme. So the test runs itself again
// in network and mount namespaces of its own (root), where those are the
// test's: a PostgreSQL cluster of pgtest's, a TLS front with a CA of the
// test's (SSL_CERT_FILE) and zitadel's provider. A line the page marks
// `<!-- doc test: skip ... -->` (a root package install, systemd) is not
// run; the test says which and why.
func TestTeamPageLines(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the programs and starts PostgreSQL")
	}
	if os.Getenv(pageNamespaces) == "" {
		runInNamespaces(t)
		return
	}
	_, err := exec.LookPath("jq")
	need(t, "jq", err)
	p := newPageRun(t)
	var skipped []string
	for _, b := range docBlocks(t, "") {
		for _, line := range commandLines(b) {
			if why := p.skip(line); why != "" {
				t.Logf("not run: %s (%s)", line, why)
				skipped = append(skipped, line)
				p.instead(line)
				continue
			}
			p.run(line)
		}
	}
	if len(skipped) != 5 {
		t.Errorf("skipped %q: the page's skip markers changed", skipped)
	}
	p.checkQueue()
	p.checkSQL()
}

// runInNamespaces runs TestTeamPageLines again in a process with network
// and mount namespaces of its own.
func runInNamespaces(t *testing.T) {
	t.Helper()
	needs.Root(t) // the page's lines run in network and mount namespaces of the test's own
	if _, err := pgtest.BinDir(); err != nil {
		pgtest.Skip(t, err.Error())
	}
	for _, prog := range []string{"ip", "su", "psql", "createdb"} {
		_, err := exec.LookPath(prog)
		need(t, prog, err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestTeamPageLines$", "-test.v", "-test.count=1", "-test.timeout=20m")
	cmd.Env = append(os.Environ(), pageNamespaces+"=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Cloneflags: syscall.CLONE_NEWNET | syscall.CLONE_NEWNS}
	out, err := cmd.CombinedOutput()
	t.Logf("in namespaces of its own:\n%s", out)
	if err != nil || !strings.Contains(string(out), "--- PASS: TestTeamPageLines") {
		t.Fatalf("TestTeamPageLines in its namespaces: %v", err)
	}
}

// pageRun is the page's lines run one after another: each in a bash of
// its own, in the same folder, with the variables the lines before it
// exported or set.
type pageRun struct {
	t      *testing.T
	h      *home
	state  string // the variables after the last line (export -p)
	vars   []string
	person *http.Client
	hub    *bgLine // the replica serving now
	hubLog string
	held   []string // the commands the machine holds
}

func newPageRun(t *testing.T) *pageRun {
	p := &pageRun{t: t, h: newHome(t), hubLog: filepath.Join(t.TempDir(), "hub.log")}
	p.state = filepath.Join(t.TempDir(), "state.sh")
	must(t, os.WriteFile(p.state, nil, 0o600))
	ca := p.namespaces()
	bin := filepath.Join(p.h.dir, ".local", "bin")
	for _, prog := range []string{"gatesh", "gatesh-team", "gatesh-hub"} {
		cmd := exec.Command("go", "build", "-o", filepath.Join(bin, prog), "./cmd/"+prog)
		cmd.Dir = ".."
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("building %s: %v\n%s", prog, err, out)
		}
	}
	p.vars = []string{"HUB=" + pageHub, "SSL_CERT_FILE=" + ca, "GATESH_HOLD_WAIT=0s"}
	return p
}

// namespaces makes this process's namespaces the page's world: loopback
// up, the page's host names on it, PostgreSQL on 127.0.0.1:5432 and at
// /var/run/postgresql, and a TLS front for the hub and the provider. It
// returns the CA's file.
func (p *pageRun) namespaces() string {
	t := p.t
	if out, err := exec.Command("ip", "link", "set", "lo", "up").CombinedOutput(); err != nil {
		t.Fatalf("ip link set lo up: %v %s", err, out)
	}
	must(t, syscall.Mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, ""))
	hosts := filepath.Join(t.TempDir(), "hosts")
	must(t, os.WriteFile(hosts, []byte("127.0.0.1 localhost hub.example.com sso.example.com\n::1 localhost\n"), 0o644))
	must(t, syscall.Mount(hosts, "/etc/hosts", "", syscall.MS_BIND, ""))

	pg, err := pgtest.Start(t.TempDir(), "-c", "listen_addresses=127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pg.Stop)
	sock := filepath.Join(pg.Dir(), "sock")
	must(t, os.Chmod(sock, 0o755))
	run, err := filepath.EvalSymlinks("/var/run/postgresql")
	must(t, err)
	must(t, syscall.Mount(sock, run, "", syscall.MS_BIND, ""))

	caPEM, cert := testCA(t, "hub.example.com", "sso.example.com")
	ca := filepath.Join(t.TempDir(), "ca.pem")
	must(t, os.WriteFile(ca, caPEM, 0o644))
	provider := oidctest.New(t, pageIssuer, oidctest.User{Username: "alice", Password: "pw", Email: "alice@example.com", EmailVerified: true})
	provider.AddClient(oidctest.Client{ID: "gatesh-hub", Secret: pageSecret, RedirectURIs: []string{pageHub + "/auth/callback"}})
	backend, _ := url.Parse("http://127.0.0.1:8443")
	proxy := &httputil.ReverseProxy{FlushInterval: -1, ErrorLog: log.New(io.Discard, "", 0), Rewrite: func(r *httputil.ProxyRequest) {
		r.SetURL(backend)
		r.Out.Host = r.In.Host
		r.SetXForwarded()
	}}
	ln, err := net.Listen("tcp", "127.0.0.1:443")
	must(t, err)
	front := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Host == "sso.example.com" {
			provider.Handler().ServeHTTP(w, r)
			return
		}
		proxy.ServeHTTP(w, r)
	}), TLSConfig: &tls.Config{Certificates: []tls.Certificate{cert}}}
	go front.ServeTLS(ln, "", "")
	t.Cleanup(func() { front.Close() })

	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(caPEM)
	jar, _ := cookiejar.New(nil)
	p.person = &http.Client{Jar: jar, Timeout: 20 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	return ca
}

// skipMarker is the page's word that a line is not run by this test:
// `<!-- doc test: skip `PREFIX`: WHY -->`.
var skipMarker = regexp.MustCompile("<!-- doc test: skip `([^`]+)`: ([^>]*) -->")

// skip returns why the page says line is not run, or "".
func (p *pageRun) skip(line string) string {
	data, err := os.ReadFile("team.md")
	must(p.t, err)
	for _, m := range skipMarker.FindAllStringSubmatch(string(data), -1) {
		if strings.HasPrefix(line, m[1]) {
			return m[2]
		}
	}
	return ""
}

// instead does what a skipped line stands for, where the rest depends on
// it: the sync the service manager starts, as the unit's ExecStart.
func (p *pageRun) instead(line string) {
	if !strings.HasPrefix(line, "systemctl --user enable --now gatesh-team-sync") {
		return
	}
	var exec_ string
	all, _ := fenced(section(p.t, "team.md", "## A machine joins"))
	for _, b := range all {
		for _, l := range strings.Split(b.text, "\n") {
			if v, ok := strings.CutPrefix(l, "ExecStart="); ok && b.lang == "ini" {
				exec_ = strings.ReplaceAll(v, "%h", p.h.dir)
			}
		}
	}
	if exec_ == "" {
		p.t.Fatal("the unit has no ExecStart")
	}
	p.background(exec_, filepath.Join(p.t.TempDir(), "sync.log"))
}

// run runs one line of the page, and checks what it says where the rest
// depends on it.
func (p *pageRun) run(line string) {
	t := p.t
	t.Helper()
	switch {
	case strings.HasPrefix(line, "gatesh-hub serve "):
		p.serve(line)
		return
	case line == `gatesh team login "$HUB"`:
		p.deviceLogin(line)
		return
	case strings.HasPrefix(line, "gatesh team join "):
		// The operator's gatesh, and two commands it holds for the
		// approvers, parked at once.
		p.mustSh("gatesh init")
		for _, c := range []string{"git push --force origin main", "rm -rf /srv/data"} {
			if _, errOut, code := p.sh("gatesh -c '" + c + "'"); code != 75 {
				t.Fatalf("%s: exit %d, want 75 (parked)\n%s", c, code, errOut)
			}
			p.held = append(p.held, c)
		}
	}
	out, errOut, code := p.sh(line)
	t.Logf("$ %s\n%s%s", line, out, errOut)
	if code != 0 && !strings.HasPrefix(line, "gatesh doctor") {
		t.Fatalf("%s: exit %d\n%s%s", line, code, out, errOut)
	}
	last := lastLine(out)
	switch {
	case strings.HasPrefix(line, "gatesh-hub enrol "):
		p.vars = append(p.vars, "TOKEN="+last)
	case strings.HasPrefix(line, "gatesh-hub member add ") && strings.Contains(line, "--token"):
		p.vars = append(p.vars, "PAT="+last)
	}
	for _, w := range lineSays {
		if !strings.HasPrefix(line, w.prefix) {
			continue
		}
		for _, want := range w.says {
			if !strings.Contains(out, strings.ReplaceAll(want, "$HUB", pageHub)) {
				t.Errorf("%s printed no %q:\n%s%s", line, want, out, errOut)
			}
		}
	}
}

// lineSays is what the lines that the rest depends on must print.
var lineSays = []struct {
	prefix string
	says   []string
}{
	{"gatesh-hub migrate ", []string{"applied migrations"}},
	{"gatesh team join ", []string{"(group ci)"}},
	{"gatesh team sync --once", []string{"the hub holds the audit log through line", "and 2 requests"}},
	{"gatesh doctor", []string{"ok    team: machine ", "of the team at $HUB", "ok    team sync: connected"}},
	{`printf '%s\n' "$PAT" | gatesh team login`, []string{"as alice@example.com"}},
	{"gatesh team approve", []string{"approved request"}},
	{"gatesh team revoke", []string{"revoked the approval of request"}},
	{"gatesh team reject", []string{"rejected request"}},
}

// script wraps a line so that it runs with the variables of the lines
// before it, and leaves its own for the lines after it.
func (p *pageRun) script(line string) string {
	return "set -a\n. " + shellQuote(p.state) + "\n" + line + "\n__st=$?\nexport -p > " + shellQuote(p.state) + "\nexit $__st\n"
}

func (p *pageRun) sh(line string) (string, string, int) {
	p.t.Helper()
	return p.h.sh(p.h.dir, p.script(line), p.vars...)
}

func (p *pageRun) mustSh(line string) string {
	p.t.Helper()
	return p.h.mustSh(p.h.dir, p.script(line), p.vars...)
}

// A bgLine is a long-running line: done is closed once it exited, and
// stop ends it.
type bgLine struct {
	cmd  *exec.Cmd
	done chan struct{}
	stop func()
}

// background starts a long-running line (a server, a service) with the
// variables so far, stopped at the test's end.
func (p *pageRun) background(line, logPath string) *bgLine {
	t := p.t
	t.Helper()
	logFile, err := os.OpenFile(logPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	must(t, err)
	defer logFile.Close()
	cmd := exec.Command("bash", "-c", "set -a\n. "+shellQuote(p.state)+"\nexec "+line)
	cmd.Dir, cmd.Env = p.h.dir, p.h.environ(p.vars...)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	must(t, cmd.Start())
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	stop := func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	}
	t.Cleanup(func() {
		stop()
		if t.Failed() {
			data, _ := os.ReadFile(logPath)
			t.Logf("%s said:\n%s", line, data)
		}
	})
	return &bgLine{cmd: cmd, done: done, stop: stop}
}

// serve starts a replica as the line says, in place of the one before:
// an admin who restarts the hub with more flags.
func (p *pageRun) serve(line string) {
	t := p.t
	t.Helper()
	if p.hub != nil {
		p.hub.stop()
	}
	p.hub = p.background(line, p.hubLog)
	deadline := time.Now().Add(30 * time.Second)
	for {
		resp, err := p.person.Get(pageHub + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			data, _ := os.ReadFile(p.hubLog)
			t.Fatalf("%s: the hub does not answer at %s: %v\n%s", line, pageHub, err, data)
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Logf("$ %s\n(serving)", line)
}

// deviceLogin runs `gatesh team login "$HUB"` while a person, Alice,
// opens the page it prints, signs in there at the provider, and confirms
// the code.
func (p *pageRun) deviceLogin(line string) {
	t := p.t
	t.Helper()
	out := filepath.Join(t.TempDir(), "login.out")
	login := p.background(line, out)
	var code string
	deadline := time.Now().Add(30 * time.Second)
	for code == "" {
		data, _ := os.ReadFile(out)
		if m := regexp.MustCompile(`open (\S+), sign in, and enter the code ([A-Z]{4}-[A-Z]{4})`).FindStringSubmatch(string(data)); m != nil {
			if m[1] != pageHub+"/device" {
				t.Errorf("the page to open: %s", m[1])
			}
			code = m[2]
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s printed no code:\n%s", line, data)
		}
		time.Sleep(20 * time.Millisecond)
	}
	// The page it names asks the person to sign in first; its link leads
	// to the provider.
	resp, err := p.person.Get(pageHub + "/device?code=" + code)
	must(t, err)
	link := regexp.MustCompile(`id="signin" href="([^"]+)"`).FindStringSubmatch(readBody(resp))
	if link == nil {
		t.Fatalf("the device page (%s) offers no sign-in", resp.Request.URL)
	}
	next, err := resp.Request.URL.Parse(html.UnescapeString(link[1]))
	must(t, err)
	resp, err = p.person.Get(next.String())
	must(t, err)
	resp.Body.Close()
	if !strings.HasPrefix(resp.Request.URL.String(), pageIssuer+"/login?") {
		t.Fatalf("the sign-in sent the person to %s, not to the provider's login", resp.Request.URL)
	}
	if resp, err = oidctest.Fill(p.person, resp.Request.URL.String(), "alice", "pw"); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("signing in at the provider: %v %v", resp, err)
	}
	resp.Body.Close()
	resp, err = p.person.Get(pageHub + "/device?code=" + code)
	must(t, err)
	page := readBody(resp)
	form := regexp.MustCompile(`action="(/device/` + code + `/confirm)"[^>]*>\s*<input type="hidden" name="csrf" value="([^"]+)"`).FindStringSubmatch(page)
	if form == nil {
		t.Fatalf("the code's page has no confirm form:\n%s", page)
	}
	req, _ := http.NewRequest("POST", pageHub+form[1], strings.NewReader(url.Values{"csrf": {form[2]}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", pageHub)
	if resp, err = p.person.Do(req); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("confirming the code: %v %v", resp, err)
	}
	resp.Body.Close()
	select {
	case <-login.done:
		data, _ := os.ReadFile(out)
		if !login.cmd.ProcessState.Success() || !strings.Contains(string(data), "as alice@example.com") {
			t.Fatalf("%s: %v\n%s", line, login.cmd.ProcessState, data)
		}
		t.Logf("$ %s\n%s", line, data)
	case <-time.After(time.Minute):
		t.Fatalf("%s did not end once the code was confirmed", line)
	}
}

// checkQueue waits until the machine's queue holds what the approver's
// lines decided: one held command approved and then revoked, the other
// rejected.
func (p *pageRun) checkQueue() {
	t := p.t
	home := filepath.Join(p.h.dir, ".gatesh")
	cfg, err := config.Load(home)
	must(t, err)
	q, err := queue.Open(filepath.Join(home, "queue"), time.Now, time.Hour)
	must(t, err)
	must(t, teamstate.Configure(q, cfg))
	v, err := keys.LoadVerifier(cfg.PublicKey)
	must(t, err)
	want := []string{"rejected approval revoked: wrong branch", "rejected not on a Friday"}
	deadline := time.Now().Add(30 * time.Second)
	for {
		l, err := q.Snapshot(v, time.Now())
		must(t, err)
		var got []string
		for _, st := range l.States {
			if st.Request.Via == queue.ViaTeam && slices.Contains(p.held, st.Request.Command) {
				got = append(got, string(st.Status)+" "+st.Request.DecisionReason)
			}
		}
		slices.Sort(got)
		if slices.Equal(got, want) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the machine's queue says %q, want %q", got, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if info, err := os.Stat(filepath.Join(home, "team", "approver.json")); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("the approver's session: %v", err)
	}
}

// checkSQL runs the queries of "SQL on the hub" on the hub's database.
func (p *pageRun) checkSQL() {
	t := p.t
	out := p.mustSh(`printf '%s\n' "$GATESH_HUB_DB"`)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, strings.TrimSpace(out))
	must(t, err)
	defer conn.Close(ctx)
	all, _ := fenced(section(t, "team.md", "## SQL on the hub"))
	n := 0
	for _, b := range all {
		if b.lang != "sql" {
			continue
		}
		for _, q := range strings.Split(strings.TrimSpace(b.text), "\n") {
			rows, err := conn.Query(ctx, q)
			if err == nil {
				rows.Close()
				err = rows.Err()
			}
			if err != nil {
				t.Errorf("%s: %v", q, err)
			}
			n++
		}
	}
	if n < 2 {
		t.Errorf("ran %d queries of SQL on the hub", n)
	}
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// docBlocks are the sh blocks of team.md's section, or of the whole page
// for "".
func docBlocks(t *testing.T, heading string) []block {
	t.Helper()
	var all []block
	if heading == "" {
		all = blocks(t, "team.md")
	} else {
		all, _ = fenced(section(t, "team.md", heading))
	}
	var out []block
	for _, b := range all {
		if b.lang == "sh" {
			out = append(out, b)
		}
	}
	if len(out) == 0 {
		t.Fatalf("team.md's %q has no sh block", heading)
	}
	return slices.Clip(out)
}

// testCA makes a certificate authority and a certificate it signed for
// names, and returns the authority's PEM.
func testCA(t *testing.T, names ...string) ([]byte, tls.Certificate) {
	t.Helper()
	caPEM, certPEM, keyPEM, err := makeCA(names)
	must(t, err)
	cert, err := tls.X509KeyPair(certPEM, keyPEM)
	must(t, err)
	return caPEM, cert
}

// makeCA makes an ECDSA authority and a server certificate for names.
func makeCA(names []string) (caPEM, certPEM, keyPEM []byte, err error) {
	caKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, nil, err
	}
	now := time.Now()
	caTmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "gatesh docs test CA"},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(24 * time.Hour), IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		return nil, nil, nil, err
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, nil, err
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: names[0]}, DNSNames: names,
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(24 * time.Hour), KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, caTmpl, &key.PublicKey, caKey)
	if err != nil {
		return nil, nil, nil, err
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return nil, nil, nil, err
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER}), pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}),
		pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), nil
}

func readBody(resp *http.Response) string {
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}
