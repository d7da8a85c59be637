package operator

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"gatesh/config"
	"gatesh/keys"
	"gatesh/queue"
)

func TestVerifierMissingKeyVerifiesNothing(t *testing.T) {
	cfg := config.Defaults(t.TempDir())
	v, err := Verifier(cfg)
	if err != nil || v != nil {
		t.Fatalf("Verifier without a key = %v, %v; want nil, nil", v, err)
	}
	if err := os.MkdirAll(filepath.Dir(cfg.PublicKey), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfg.PublicKey, []byte("not a key\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Verifier(cfg); err == nil {
		t.Fatal("a broken public key loaded")
	}
}

// A private key that is not the pair of the public key would sign
// decisions that gatesh then ignores: refuse it up front.
func TestSignerRefusesAnotherKey(t *testing.T) {
	cfg := config.Defaults(t.TempDir())
	if err := keys.Generate(cfg.PrivateKey, cfg.PublicKey); err != nil {
		t.Fatal(err)
	}
	s, err := Signer(cfg, "")
	if err != nil {
		t.Fatalf("Signer with the pair: %v", err)
	}
	v, err := Verifier(cfg)
	if err != nil || !s.Verifier().Equal(v) {
		t.Fatalf("signer does not match verifier: %v", err)
	}
	other := filepath.Join(t.TempDir(), "other.key")
	if err := keys.Generate(other, other+".pub"); err != nil {
		t.Fatal(err)
	}
	if _, err := Signer(cfg, other); err == nil {
		t.Fatal("Signer accepted a private key that is not the public key's pair")
	}
}

func TestRecordCarriesTheRequest(t *testing.T) {
	req := queue.Request{ID: "abcdefghijklm", Command: "git push --force", Cwd: "/w", Tier: "red",
		Rules:   []queue.Rule{{ID: "git-force-push", Tier: "red", Reason: "rewrites the remote"}},
		Session: "run-1", Agent: "codex", ExpiresAt: time.Now()}
	rec := Record("approved", req, "looked fine", "", Actor{Pid: 10, Ppid: 9, User: "alice"})
	if rec.Event != "approved" || rec.Request != req.ID || rec.Command != req.Command || rec.Cwd != "/w" ||
		rec.Session != "run-1" || rec.Agent != "codex" || rec.Reason != "looked fine" || rec.User != "alice" ||
		rec.Pid != 10 || rec.Ppid != 9 || len(rec.Rules) != 1 || rec.Rules[0].ID != "git-force-push" {
		t.Fatalf("record = %+v", rec)
	}
}
