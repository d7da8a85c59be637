package shim

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"gatesh/config"
	"gatesh/keys"
	"gatesh/queue"
)

// grantWorld is an operator key, a queue with one approved request for
// text, and a runtime whose GATESH_APPROVED names that request and this
// process, which started before any use: every check of the grant but
// the request's own state passes.
type grantWorld struct {
	r    *runtime
	cfg  *config.Config
	q    *queue.Queue
	req  queue.Request
	sign *keys.Signer
	now  time.Time
}

func newGrantWorld(t *testing.T, text string) *grantWorld {
	t.Helper()
	cfg := config.Defaults(t.TempDir())
	must(t, keys.Generate(cfg.PrivateKey, cfg.PublicKey))
	signer, err := loadSigner(cfg, "")
	must(t, err)
	// A fixed clock after this process started; the grant compares the
	// process's start with the time of use.
	g := &grantWorld{cfg: cfg, sign: signer, now: time.Now().UTC().Truncate(time.Millisecond)}
	g.r = &runtime{now: func() time.Time { return g.now }, pid: os.Getpid(), procs: procFS{root: "/proc"},
		getwd: func() (string, error) { return "/w", nil }, stderr: io.Discard}
	g.q, err = g.r.openQueue(cfg, time.Hour)
	must(t, err)
	g.req, _, err = g.q.Submit(queue.NewRequest{Command: text, Cwd: "/w", Tier: "red"})
	must(t, err)
	_, err = g.q.Approve(g.req.ID, signer, "operator", "")
	must(t, err)
	g.r.env = environ{grantEnv(g.req.ID, os.Getpid()), "GATESH_HOME=" + cfg.Home}
	return g
}

// claimUsed writes used_at into the request's file, as the agent could:
// the field is not signed.
func (g *grantWorld) claimUsed(t *testing.T) {
	t.Helper()
	paths, _ := filepath.Glob(filepath.Join(queueDir(g.cfg), "*", g.req.ID+".json"))
	direct, _ := filepath.Glob(filepath.Join(queueDir(g.cfg), g.req.ID+".json"))
	paths = append(paths, direct...)
	if len(paths) != 1 {
		t.Fatalf("request file of %s: %q", g.req.ID, paths)
	}
	data, err := os.ReadFile(paths[0])
	must(t, err)
	var m map[string]any
	must(t, json.Unmarshal(data, &m))
	m["used_at"] = g.now.Format(time.RFC3339Nano)
	data, err = json.Marshal(m)
	must(t, err)
	must(t, os.WriteFile(paths[0], data, 0o600))
}

// GATESH_APPROVED grants only a used approval: one approved but not used
// yet (its file claiming a use), or revoked, lets nothing through, so
// the approval still runs once, and only through the shell that used it.
func TestGrantNeedsAUsedApproval(t *testing.T) {
	const text = "rm -rf build"
	argv := []string{"rm", "-rf", "build"}
	g := newGrantWorld(t, text)
	g.claimUsed(t)
	if req, err := g.r.grantedBy(g.cfg, "/w", argv); err == nil {
		t.Fatalf("an approval not yet used granted %s", req.ID)
	}
	v := g.sign.Verifier()
	_, err := g.q.Use(g.req.ID, queue.Digest(text), "/w", v)
	must(t, err)
	if _, err := g.r.grantedBy(g.cfg, "/w", argv); err != nil {
		t.Fatalf("the used approval: %v", err)
	}

	r := newGrantWorld(t, text)
	_, err = r.q.Revoke(r.req.ID, r.sign, "operator", "no")
	must(t, err)
	r.claimUsed(t)
	if req, err := r.r.grantedBy(r.cfg, "/w", argv); err == nil {
		t.Fatalf("a revoked approval granted %s", req.ID)
	}
}

// A used approval grants nothing once it has expired: a process that
// still carries GATESH_APPROVED a day later runs the held argv no more.
func TestGrantEndsAtExpiry(t *testing.T) {
	const text = "rm -rf build"
	argv := []string{"rm", "-rf", "build"}
	g := newGrantWorld(t, text)
	_, err := g.q.Use(g.req.ID, queue.Digest(text), "/w", g.sign.Verifier())
	must(t, err)
	if _, err := g.r.grantedBy(g.cfg, "/w", argv); err != nil {
		t.Fatalf("before expiry: %v", err)
	}
	g.now = g.req.ExpiresAt
	if req, err := g.r.grantedBy(g.cfg, "/w", argv); err == nil {
		t.Fatalf("an expired approval granted %s", req.ID)
	}
}
