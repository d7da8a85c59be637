package hub

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"gatesh/hub/store"
	"gatesh/internal/pgtest"
	"gatesh/teamapi"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// syncBuffer is a buffer a running serve writes to while the test reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	st := Run(context.Background(), append([]string{"gatesh-hub"}, args...), &out, &errb, func(string) string { return "" })
	return st, out.String(), errb.String()
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// The admin's path: keygen, migrate (twice), enrol, member add --token,
// serve; a machine joins with the printed token and an approver lists
// with the printed token.
func TestAdminPath(t *testing.T) {
	dsn := pgtest.DB(t)
	dir := t.TempDir()
	key := filepath.Join(dir, "team.key")

	if st, _, stderr := run(t, "serve", "--db", dsn, "--team-key", key); st != 1 || !strings.Contains(stderr, "reading private key") {
		t.Fatalf("serve without a key: %d %s", st, stderr)
	}
	st, out, stderr := run(t, "keygen", "--out", key)
	if st != 0 || !strings.Contains(out, "team ") {
		t.Fatalf("keygen: %d %s %s", st, out, stderr)
	}
	if st, _, stderr := run(t, "keygen", "--out", key); st != 1 || !strings.Contains(stderr, "made once") {
		t.Fatalf("keygen over a key: %d %s", st, stderr)
	}
	if st, _, stderr := run(t, "serve", "--db", dsn, "--team-key", key); st != 1 || !strings.Contains(stderr, "older than this gatesh-hub") || !strings.Contains(stderr, "hint: run gatesh-hub migrate") {
		t.Fatalf("serve before migrate: %d %s", st, stderr)
	}
	var versions []string
	for _, m := range store.Migrations() {
		versions = append(versions, fmt.Sprint(m.Version))
	}
	if st, out, stderr := run(t, "migrate", "--db", dsn, "--team-key", filepath.Join(dir, "team.pub")); st != 0 || !strings.Contains(out, "applied migrations ["+strings.Join(versions, " ")+"]") {
		t.Fatalf("migrate: %d %s %s", st, out, stderr)
	}
	if st, out, _ := run(t, "migrate", "--db", dsn); st != 0 || !strings.Contains(out, "up to date") {
		t.Fatalf("migrate again: %d %s", st, out)
	}
	st, out, stderr = run(t, "enrol", "--db", dsn, "--group", "ci", "--expires", "2d")
	if st != 0 {
		t.Fatalf("enrol: %d %s", st, stderr)
	}
	tok, err := teamapi.ParseEnrolToken(lastLine(out))
	if err != nil || strings.Count(out, "\n") != 1 {
		t.Fatalf("enrol printed %q: %v", out, err)
	}
	st, out, stderr = run(t, "member", "add", "alice@example.com", "--role", "approver", "--group", "ci", "--login", "alice", "--login", "al@runner-1", "--token", "--db", dsn)
	if st != 0 {
		t.Fatalf("member add: %d %s", st, stderr)
	}
	pat := lastLine(out)
	if !regexp.MustCompile(`^gatesh-pat-v1\.[a-z0-9]{13}\.[A-Za-z0-9_-]{43}$`).MatchString(pat) {
		t.Fatalf("member add --token's last line is not the token alone: %q", out)
	}
	if st, out, _ := run(t, "member", "list", "--db", dsn); st != 0 || !strings.Contains(out, "alice@example.com\troles approver@ci\tlogins al@runner-1,alice") {
		t.Fatalf("member list: %q", out)
	}

	ctx, cancel := context.WithCancel(context.Background())
	var serr syncBuffer
	done := make(chan int)
	go func() {
		done <- Run(ctx, []string{"gatesh-hub", "serve", "--db", dsn, "--team-key", key, "--listen", "127.0.0.1:0", "--audit-retention", "400d"}, &serr, &serr, func(string) string { return "" })
	}()
	base := waitServing(t, &serr, done)
	pub, _, _ := ed25519.GenerateKey(rand.Reader)
	var jr teamapi.JoinResponse
	if code := post(t, base, teamapi.PathJoin, "", teamapi.JoinRequest{Token: tok.String(), PublicKey: teamapi.EncodeKey(pub), Name: "runner-1"}, &jr); code != 200 || jr.Group != "ci" || jr.Team != tok.Team {
		t.Fatalf("join: %d %+v", code, jr)
	}
	var reqs []teamapi.TeamRequest
	if code := get(t, base, teamapi.PathRequests, pat, &reqs); code != 200 {
		t.Fatalf("list with the printed token: %d", code)
	}
	cancel()
	if st := <-done; st != 0 {
		t.Fatalf("serve ended with %d: %s", st, serr.String())
	}
	if st, out, _ := run(t, "prune", "--db", dsn); st != 0 || !strings.Contains(out, "pruned 0") {
		t.Fatalf("prune with the stored retention: %d %q", st, out)
	}
	id := strings.Split(strings.TrimPrefix(pat, "gatesh-pat-v1."), ".")[0]
	if st, _, stderr := run(t, "token", "revoke", id, "--db", dsn); st != 0 {
		t.Fatalf("token revoke: %s", stderr)
	}
	if st, _, _ := run(t, "member", "remove", "alice@example.com", "--db", dsn); st != 0 {
		t.Fatal("member remove")
	}

	// Another key against the same database is refused.
	other := filepath.Join(dir, "other.key")
	run(t, "keygen", "--out", other)
	if st, _, stderr := run(t, "serve", "--db", dsn, "--team-key", other, "--listen", "127.0.0.1:0"); st != 1 || !strings.Contains(stderr, "another team key") {
		t.Fatalf("serve with another key: %d %s", st, stderr)
	}
}

func waitServing(t *testing.T, serr *syncBuffer, done chan int) string {
	t.Helper()
	re := regexp.MustCompile(`serving (https?://[0-9.:]+)`)
	for range 500 {
		if m := re.FindStringSubmatch(serr.String()); m != nil {
			return m[1]
		}
		select {
		case st := <-done:
			t.Fatalf("serve ended with %d: %s", st, serr.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	t.Fatalf("serve did not start: %s", serr.String())
	return ""
}

func post(t *testing.T, base, path, token string, body, out any) int {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", base+path, bytes.NewReader(b))
	return do(t, req, token, out)
}

func get(t *testing.T, base, path, token string, out any) int {
	req, _ := http.NewRequest("GET", base+path, nil)
	return do(t, req, token, out)
}

func do(t *testing.T, req *http.Request, token string, out any) int {
	t.Helper()
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	client := http.DefaultClient
	if strings.HasPrefix(req.URL.Scheme, "https") {
		client = &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		json.NewDecoder(resp.Body).Decode(out)
	}
	return resp.StatusCode
}

// Plain HTTP is served on loopback only; TLS anywhere.
func TestServeRefusesPlainHTTPOffLoopback(t *testing.T) {
	for _, c := range []struct {
		addr string
		tls  bool
		ok   bool
	}{
		{"127.0.0.1:8443", false, true}, {"[::1]:8443", false, true}, {"localhost:8443", false, true},
		{"0.0.0.0:8443", false, false}, {":8443", false, false}, {"10.0.0.5:8443", false, false}, {"hub.example.com:80", false, false},
		{"0.0.0.0:8443", true, true},
	} {
		if err := checkListen(c.addr, c.tls); (err == nil) != c.ok {
			t.Errorf("checkListen(%q, tls %v) = %v", c.addr, c.tls, err)
		}
	}
	st, _, stderr := run(t, "serve", "--db", "x", "--team-key", "k", "--listen", "0.0.0.0:8443")
	if st != 2 || !strings.Contains(stderr, "loopback address only") {
		t.Fatalf("serve on 0.0.0.0 without TLS: %d %s", st, stderr)
	}
}

func TestOIDCFlags(t *testing.T) {
	for _, c := range []struct {
		issuer, id string
		ok         bool
	}{
		{"", "", true}, {"https://accounts.example.com", "gatesh", true}, {"http://127.0.0.1:5556/dex", "gatesh", true},
		{"http://idp.example.com", "gatesh", false}, {"https://accounts.example.com", "", false}, {"", "gatesh", false},
		{"ftp://x", "gatesh", false}, {"https://x/?a=b", "gatesh", false},
	} {
		if err := checkOIDC(c.issuer, c.id); (err == nil) != c.ok {
			t.Errorf("checkOIDC(%q, %q) = %v", c.issuer, c.id, err)
		}
	}
}

// With a certificate the hub serves HTTPS, on any address.
func TestServeTLS(t *testing.T) {
	dsn := pgtest.DB(t)
	dir := t.TempDir()
	key := filepath.Join(dir, "team.key")
	run(t, "keygen", "--out", key)
	if st, _, stderr := run(t, "migrate", "--db", dsn); st != 0 {
		t.Fatal(stderr)
	}
	cert, certKey := selfSigned(t, dir)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var serr syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- Run(ctx, []string{"gatesh-hub", "serve", "--db", dsn, "--team-key", key, "--listen", "127.0.0.1:0", "--tls-cert", cert, "--tls-key", certKey}, &serr, &serr, func(string) string { return "" })
	}()
	base := waitServing(t, &serr, done)
	if !strings.HasPrefix(base, "https://") {
		t.Fatalf("serving %s", base)
	}
	var e teamapi.Error
	if code := get(t, base, teamapi.PathRequests, "", &e); code != 401 || e.Error == "" {
		t.Fatalf("an approver call without a token over TLS: %d %+v", code, e)
	}
	st, _ := store.Open(context.Background(), dsn)
	defer st.Close()
	if fp, _, err := st.Team(context.Background()); err != nil || len(fp) != 64 {
		t.Fatalf("the first serve did not record the team key: %q %v", fp, err)
	}
}

func selfSigned(t *testing.T, dir string) (string, string) {
	t.Helper()
	pub, priv, _ := ed25519.GenerateKey(rand.Reader)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "hub"}, NotBefore: time.Now().Add(-time.Hour),
		NotAfter: time.Now().Add(time.Hour), IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, pub, priv)
	if err != nil {
		t.Fatal(err)
	}
	pk, _ := x509.MarshalPKCS8PrivateKey(priv)
	cert, key := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644)
	os.WriteFile(key, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: pk}), 0o600)
	return cert, key
}
