package docs

import (
	"bufio"
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gatesh/internal/needs"
	"gatesh/internal/waitfor"
	"gatesh/serve"
)

// section is the text of a README section, from its heading to the next
// heading of the same level.
func section(t *testing.T, path, heading string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := "\n" + string(data)
	start := strings.Index(text, "\n"+heading+"\n")
	if start < 0 {
		t.Fatalf("%s has no section %q", path, heading)
	}
	rest := text[start+1+len(heading):]
	if end := strings.Index(rest, "\n## "); end >= 0 {
		rest = rest[:end]
	}
	return rest
}

// comment is a shell comment after a command, as the README writes them.
var comment = regexp.MustCompile(`\s+#\s.*$`)

// commandLines are the commands of an sh block, comments dropped.
func commandLines(b block) []string {
	var out []string
	for _, line := range strings.Split(strings.TrimSuffix(b.text, "\n"), "\n") {
		if line = strings.TrimSpace(comment.ReplaceAllString(line, "")); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// home is a person's machine in a folder of its own: HOME, the Go caches
// of the real machine (so that builds are not repeated), and a PATH of
// the folders given, then the system's. HOME is outside /tmp, as a real
// one is: gatesh doctor fails an install in a folder green commands may
// write, a temporary folder among them.
type home struct {
	t    *testing.T
	dir  string // HOME
	path []string
	env  []string // besides HOME and PATH
}

func newHome(t *testing.T) *home {
	dir, err := os.MkdirTemp("/var/tmp", "gatesh-home-")
	if err != nil {
		t.Fatalf("no folder outside /tmp for a home: %v", err)
	}
	t.Cleanup(func() {
		// A loop's run folders are read-only.
		filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				os.Chmod(path, 0o700)
			}
			return nil
		})
		os.RemoveAll(dir)
	})
	h := &home{t: t, dir: dir}
	goBin := needs.Program(t, "go")
	for _, key := range []string{"GOCACHE", "GOMODCACHE", "GOPATH", "GOFLAGS", "GOPROXY", "GONOSUMDB", "GOSUMDB", "GOTOOLCHAIN"} {
		out, err := exec.Command("go", "env", key).Output()
		if err != nil {
			t.Fatal(err)
		}
		h.env = append(h.env, key+"="+strings.TrimSpace(string(out)))
	}
	h.env = append(h.env, "TZ=UTC", "LC_ALL=C", "USER=dev", "GATESH_HOME="+filepath.Join(h.dir, ".gatesh"))
	h.path = []string{filepath.Join(h.dir, ".local", "bin"), filepath.Dir(goBin), "/usr/local/bin", "/usr/bin", "/bin"}
	return h
}

func (h *home) environ(extra ...string) []string {
	return append(append([]string{"HOME=" + h.dir, "PATH=" + strings.Join(h.path, ":")}, h.env...), extra...)
}

// sh runs a line of the README as written, in bash, in dir.
func (h *home) sh(dir, line string, extra ...string) (string, string, int) {
	h.t.Helper()
	cmd := exec.Command("bash", "-c", line)
	cmd.Dir = dir
	cmd.Env = h.environ(extra...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		h.t.Fatalf("%s: %v", line, err)
	}
	return stdout.String(), stderr.String(), code
}

// mustSh runs a line that must succeed.
func (h *home) mustSh(dir, line string, extra ...string) string {
	h.t.Helper()
	out, errOut, code := h.sh(dir, line, extra...)
	if code != 0 {
		h.t.Fatalf("%s: exit %d\n%s%s", line, code, out, errOut)
	}
	return out
}

// write puts a file into the temporary home, from Go.
func (h *home) write(rel, content string, mode os.FileMode) string {
	h.t.Helper()
	p := filepath.Join(h.dir, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		h.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), mode); err != nil {
		h.t.Fatal(err)
	}
	return p
}

// TestFirstCommands runs the README's two commands' first line as written
// on a fresh home that has only Go: it installs every program and shows
// how the default rules see a force-push. (The second line, go test
// ./..., is this test suite.)
func TestFirstCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the programs")
	}
	h := newHome(t)
	var first block
	intro, _ := fenced(section(t, "../README.md", "# gatesh"))
	for _, b := range intro {
		if b.lang == "sh" {
			first = b
			break
		}
	}
	lines := commandLines(first)
	if len(lines) != 2 || lines[1] != "go test ./..." {
		t.Fatalf("the README's first block is not the two commands: %q", lines)
	}
	out, errOut, code := h.sh("..", lines[0])
	if code != 0 {
		t.Fatalf("%s: exit %d\n%s%s", lines[0], code, out, errOut)
	}
	for _, want := range []string{"gatesh installed", "verdict: hold (tier red)", "git-force-push (red)",
		"the highest tier wins: the command is red; git-push-branch (yellow), everyday-git (green) do not lower it"} {
		if !strings.Contains(out, want) {
			t.Errorf("the first command printed no %q:\n%s", want, out)
		}
	}
	for _, p := range []string{".local/bin/gatesh", ".local/bin/gatesh-serve", ".local/bin/gatesh-export"} {
		if st, err := os.Stat(filepath.Join(h.dir, p)); err != nil || st.Mode()&0o111 == 0 {
			t.Errorf("%s is not installed: %v", p, err)
		}
	}
	if target, err := os.Readlink(filepath.Join(h.dir, ".gatesh", "bin", "bash")); err != nil || target != filepath.Join(h.dir, ".local", "bin", "gatesh") {
		t.Errorf("the agent's bash: %q %v", target, err)
	}
}

// hookServer records what a webhook receives.
type hookServer struct {
	mu    sync.Mutex
	posts []string // the Click header, then the body
}

func (s *hookServer) handler(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	s.posts = append(s.posts, r.Header.Get("Click")+"\n"+string(body))
	s.mu.Unlock()
}

func (s *hookServer) all() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.posts...)
}

// reachableIP is an address of this machine that is not loopback, as a
// phone on a private network would use; "" when there is none.
func reachableIP() string {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return ""
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			return n.IP.String()
		}
	}
	return ""
}

// freePort is a TCP port that was free on ip a moment ago.
func freePort(t *testing.T, ip string) string {
	l, err := net.Listen("tcp", net.JoinHostPort(ip, "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	_, port, _ := net.SplitHostPort(l.Addr().String())
	return port
}

// TestOvernightRecipe runs every line of the README's "Leave it running
// overnight", as written, in a temporary home: the agent set up, the
// config with hold.wait and a desktop notification, the review page
// over TLS with a webhook, a login link opened as a phone would, a night
// of agent commands, and the morning's digest, stats and log check. The
// placeholders it replaces are the private-network address (with this
// machine's own, or loopback when it has no other) and the webhook's URL
// (with a local server's). A line it does not know fails it, so the
// README cannot gain an untested step.
func TestOvernightRecipe(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the programs and waits out a hold")
	}
	h := newHome(t)
	h.mustSh("..", "install/install.sh")
	sec := section(t, "../README.md", "## Leave it running overnight")
	if n := strings.Count(sec, "\n"); n > 40 {
		t.Errorf("the overnight recipe has %d lines; it is meant to be about 20", n)
	}
	blocks, _ := fenced(sec)
	if len(blocks) != 2 || blocks[0].lang != "toml" || blocks[1].lang != "sh" {
		t.Fatalf("the recipe is a toml block and an sh block, not %+v", blocks)
	}
	// Stand-ins for what a real machine has: a desktop notifier that
	// records what it was asked to show, and npm for a yellow command.
	fake := filepath.Join(h.dir, "fake")
	notified := filepath.Join(h.dir, "notified")
	h.write("fake/notify-send", "#!/bin/sh\nprintf '%s\\n' \"$@\" >> "+notified+"\n", 0o755)
	h.write("fake/npm", "#!/bin/sh\necho \"added 1 package\"\n", 0o755)
	h.path = append([]string{fake}, h.path...)

	// Set the agent up as above, and the key.
	project := filepath.Join(h.dir, "shop")
	victim := filepath.Join(project, "victim", "keep.txt")
	h.write("shop/victim/keep.txt", "precious\n", 0o644)
	h.mustSh(project, "gatesh init")
	h.mustSh(project, "gatesh install --agent claude")
	h.mustSh(project, "gatesh doctor --agent claude")
	if !strings.Contains(strings.SplitN(blocks[0].text, "\n", 2)[0], "[hold]") {
		t.Fatalf("the config block does not start with [hold]:\n%s", blocks[0].text)
	}
	h.write(".gatesh/config.toml", blocks[0].text, 0o600)
	if out := h.mustSh(project, "gatesh doctor"); !strings.Contains(out, "no problems found") {
		t.Fatalf("doctor with the recipe's config:\n%s", out)
	}

	hooks := &hookServer{}
	hs := httptest.NewServer(http.HandlerFunc(hooks.handler))
	defer hs.Close()
	ip := reachableIP()
	if ip == "" {
		t.Log("no address but loopback: the page runs over plain HTTP on loopback")
		ip = "127.0.0.1"
	}
	addr := net.JoinHostPort(ip, freePort(t, ip))

	var serve *exec.Cmd
	var fingerprint, loginURL string
	lines := commandLines(blocks[1])
	ran := map[string]bool{}
	for _, line := range lines {
		switch {
		case strings.HasPrefix(line, "gatesh serve --listen-remote "):
			for _, p := range []string{"100.101.102.103:7878", "https://ntfy.sh/your-secret-topic"} {
				if !strings.Contains(line, p) {
					t.Fatalf("the serve line no longer holds %s: %s", p, line)
				}
			}
			run := strings.NewReplacer("100.101.102.103:7878", addr, "https://ntfy.sh/your-secret-topic", hs.URL).Replace(line)
			serve, fingerprint = h.startServe(project, run)
			ran["serve"] = true
		case line == "gatesh serve url":
			out := h.mustSh(project, line)
			loginURL = strings.TrimSpace(out)
			ran["url"] = true
		case strings.HasPrefix(line, "gatesh digest"), strings.HasPrefix(line, "gatesh stats"), line == "gatesh log verify":
			// The morning: after the night below.
		default:
			t.Fatalf("the recipe's line %q is not run by this test", line)
		}
	}
	if serve == nil || loginURL == "" {
		t.Fatal("the recipe does not start the page and print a login link")
	}

	// The phone opens the login link; over TLS it checks the printed
	// fingerprint first, as the README says.
	client := phoneClient(t, fingerprint)
	resp, err := client.Get(loginURL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("login link: %s", resp.Status)
	}
	if ip != "127.0.0.1" && (!strings.HasPrefix(loginURL, "https://") || fingerprint == "") {
		t.Errorf("the page on %s is not served over TLS with a printed fingerprint: %s", ip, loginURL)
	}

	// The night: the agent's shell (what CLAUDE_CODE_SHELL names) runs a
	// yellow command, then a red one that nobody answers.
	agentBash := filepath.Join(h.dir, ".gatesh", "bin", "bash")
	agent := []string{"GATESH_AGENT=claude-code", "GATESH_SESSION=night-1"}
	if out, errOut, code := h.sh(project, agentBash+" -c 'npm install left-pad'", agent...); code != 0 || !strings.Contains(out, "added 1 package") {
		t.Fatalf("the yellow command: exit %d\n%s%s", code, out, errOut)
	}
	_, errOut, code := h.sh(project, agentBash+" -c 'rm -rf victim'", agent...)
	if code != 75 || !strings.Contains(errOut, "(no decision within 5s); nothing ran") {
		t.Fatalf("the held command: exit %d, want 75 after the recipe's 5 s\n%s", code, errOut)
	}
	if data, err := os.ReadFile(victim); err != nil || string(data) != "precious\n" {
		t.Fatalf("the victim did not survive: %q %v", data, err)
	}
	id := regexp.MustCompile(`request ([a-z2-7]{13}) `).FindStringSubmatch(errOut)
	if id == nil {
		t.Fatalf("no request id in:\n%s", errOut)
	}
	page := strings.TrimSuffix(loginURL[:strings.Index(loginURL, "/login")], "/") + "/r/" + id[1]

	// The desktop notification and the webhook both name the request's page.
	data, _ := os.ReadFile(notified)
	if !strings.Contains(string(data), "gatesh: a command waits for approval") || !strings.Contains(string(data), page) {
		t.Errorf("notify-send was shown %q, want the recipe's title and %s", data, page)
	}
	deadline := waitfor.Deadline(t)
	for len(hooks.all()) == 0 && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	if posts := hooks.all(); len(posts) != 1 || !strings.HasPrefix(posts[0], page+"\n") || !strings.Contains(posts[0], "rm-recursive") {
		t.Errorf("webhook posts %q, want one linking %s", posts, page)
	}
	resp, err = client.Get(page)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "rm -rf victim") {
		t.Errorf("the phone's view of the request: %s\n%s", resp.Status, body)
	}

	// The morning.
	for _, line := range lines {
		switch {
		case strings.HasPrefix(line, "gatesh digest"):
			out := h.mustSh(project, line)
			for _, want := range []string{"## Yellow actions (1)", "`npm install left-pad` · dependency-add", "## Holds (1)",
				"`rm -rf victim` · rm-recursive", "agent claude-code, session `night-1`", "request " + id[1]} {
				if !strings.Contains(out, want) {
					t.Errorf("%s lacks %q:\n%s", line, want, out)
				}
			}
			ran["digest"] = true
		case strings.HasPrefix(line, "gatesh stats"):
			out := h.mustSh(project, line)
			if !regexp.MustCompile(`(?m)^\d{4}-\d\d-\d\d  claude-code +\d+ +1 +0 +0 +0 +1 `).MatchString(out) {
				t.Errorf("%s does not count the night's hold and park for claude-code:\n%s", line, out)
			}
			ran["stats"] = true
		case line == "gatesh log verify":
			if out := h.mustSh(project, line); !strings.Contains(out, "chain intact") {
				t.Errorf("%s:\n%s", line, out)
			}
			ran["verify"] = true
		}
	}
	for _, step := range []string{"serve", "url", "digest", "stats", "verify"} {
		if !ran[step] {
			t.Errorf("the recipe has no %s step", step)
		}
	}
}

// startServe starts the review page as the recipe's line says, and waits
// for its login link; it returns the TLS fingerprint it printed, if any.
func (h *home) startServe(dir, line string) (*exec.Cmd, string) {
	t := h.t
	t.Helper()
	cmd := exec.Command("bash", "-c", "exec "+line)
	cmd.Dir = dir
	cmd.Env = h.environ()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Error("gatesh serve did not stop on SIGTERM")
		}
	})
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	var out strings.Builder
	fingerprint, nextIsPrint := "", false
	timeout := time.After(30 * time.Second)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("%s ended:\n%s%s", line, out.String(), errOut.String())
			}
			out.WriteString(l + "\n")
			if nextIsPrint {
				fingerprint, nextIsPrint = strings.TrimSpace(l), false
			}
			if strings.HasPrefix(l, "TLS certificate SHA-256 fingerprint:") {
				nextIsPrint = true
			}
			if strings.Contains(l, "within 15 minutes: ") {
				go func() {
					for range lines {
					}
				}()
				return cmd, fingerprint
			}
		case <-timeout:
			t.Fatalf("%s printed no login link:\n%s%s", line, out.String(), errOut.String())
		}
	}
}

// phoneClient keeps cookies like a browser and, over TLS, accepts only a
// certificate whose SHA-256 fingerprint is the one the server printed.
func phoneClient(t *testing.T, fingerprint string) *http.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	tr := &http.Transport{TLSClientConfig: &tls.Config{
		InsecureSkipVerify: true, // a self-signed certificate: checked by fingerprint below
		VerifyPeerCertificate: func(raw [][]byte, _ [][]*x509.Certificate) error {
			if len(raw) == 0 {
				return fmt.Errorf("no certificate")
			}
			if got := serve.Fingerprint(tls.Certificate{Certificate: raw}); got != fingerprint {
				return fmt.Errorf("certificate fingerprint %s, the server printed %q", got, fingerprint)
			}
			return nil
		},
	}}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Jar: jar, Transport: tr, Timeout: 10 * time.Second}
}
