package queue

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"testing"
	"time"

	"gatesh/keys"
)

// fakeClock is a settable clock shared by the tests of one queue.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}

func (c *fakeClock) Add(d time.Duration) { c.Set(c.Now().Add(d)) }

var start = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

type fixture struct {
	t        testing.TB
	q        *Queue
	clock    *fakeClock
	signer   *keys.Signer
	verifier *keys.Verifier
	keyDir   string
}

func newFixture(t testing.TB, ttl time.Duration) *fixture {
	t.Helper()
	home := t.TempDir()
	clock := &fakeClock{t: start}
	q, err := Open(filepath.Join(home, "queue"), clock.Now, ttl)
	if err != nil {
		t.Fatal(err)
	}
	keyDir := filepath.Join(home, "keys")
	signer, verifier := newKeys(t, keyDir)
	return &fixture{t: t, q: q, clock: clock, signer: signer, verifier: verifier, keyDir: keyDir}
}

func newKeys(t testing.TB, dir string) (*keys.Signer, *keys.Verifier) {
	t.Helper()
	priv, pub := keys.Paths(dir)
	if err := keys.Generate(priv, pub); err != nil {
		t.Fatal(err)
	}
	s, err := keys.LoadSigner(priv)
	if err != nil {
		t.Fatal(err)
	}
	v, err := keys.LoadVerifier(pub)
	if err != nil {
		t.Fatal(err)
	}
	return s, v
}

func (f *fixture) submit(command, cwd string) Request {
	f.t.Helper()
	req, _, err := f.q.Submit(NewRequest{Command: command, Cwd: cwd, Tier: "red",
		Rules:   []Rule{{ID: "git.push.force", Tier: "red", Reason: "overwrites commits others may have"}},
		Session: "s1", Agent: "claude-code"})
	if err != nil {
		f.t.Fatal(err)
	}
	return req
}

func (f *fixture) approve(id string) Request {
	f.t.Helper()
	req, err := f.q.Approve(id, f.signer, "alice", "looked fine")
	if err != nil {
		f.t.Fatal(err)
	}
	return req
}

// onDisk reads a request file without any of the package's checks.
func (f *fixture) onDisk(id string) Request {
	f.t.Helper()
	data, err := os.ReadFile(f.q.path(id))
	if err != nil {
		f.t.Fatal(err)
	}
	var r Request
	if err := json.Unmarshal(data, &r); err != nil {
		f.t.Fatal(err)
	}
	return r
}

// edit rewrites a request file by hand, as a person or an agent could.
func (f *fixture) edit(id string, change func(*Request)) {
	f.t.Helper()
	r := f.onDisk(id)
	change(&r)
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		f.t.Fatal(err)
	}
	if err := os.WriteFile(f.q.path(id), data, 0o640); err != nil {
		f.t.Fatal(err)
	}
}

// put writes a valid pending request under a chosen id.
func (f *fixture) put(id, command string) {
	f.t.Helper()
	r := Request{ID: id, CreatedAt: f.clock.Now(), ExpiresAt: f.clock.Now().Add(time.Hour), Status: Pending,
		Command: command, CommandDigest: Digest(command), Cwd: "/w", Tier: "red", Rules: []Rule{}}
	if err := f.q.write(r); err != nil {
		f.t.Fatal(err)
	}
}

// files lists the names in the queue folder.
func (f *fixture) files() []string {
	f.t.Helper()
	entries, err := os.ReadDir(f.q.Dir())
	if err != nil {
		f.t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}

// assertOnlyRequests fails when the queue folder holds anything but the
// lock and request files, such as a temporary file left by a write.
func (f *fixture) assertOnlyRequests() {
	f.t.Helper()
	for _, name := range f.files() {
		if name != lockName && name != doneName && filepath.Ext(name) != fileSuffix || name[0] == '.' && name != lockName {
			f.t.Errorf("queue folder holds %q", name)
		}
	}
}
