package keys

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// newPair generates a key pair in a new folder and loads both halves.
func newPair(t *testing.T) (*Signer, *Verifier) {
	t.Helper()
	priv, pub := Paths(t.TempDir())
	if err := Generate(priv, pub); err != nil {
		t.Fatal(err)
	}
	return loadPair(t, priv, pub)
}

func loadPair(t *testing.T, priv, pub string) (*Signer, *Verifier) {
	t.Helper()
	s, err := LoadSigner(priv)
	if err != nil {
		t.Fatal(err)
	}
	v, err := LoadVerifier(pub)
	if err != nil {
		t.Fatal(err)
	}
	return s, v
}

func TestGenerateWritesPairWithModes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "keys")
	priv, pub := Paths(dir)
	if err := Generate(priv, pub); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]fs.FileMode{priv: 0o600, pub: 0o644} {
		info, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := info.Mode().Perm(); got != want {
			t.Errorf("%s: mode %04o, want %04o", path, got, want)
		}
	}
	s, v := loadPair(t, priv, pub)
	msg := []byte("decision")
	sig := s.Sign(msg)
	if !v.Verify(msg, sig) {
		t.Error("public key file does not verify a signature of its private key")
	}
	if !s.Verifier().Verify(msg, sig) {
		t.Error("signer's own verifier rejects its signature")
	}
	if v.Verify([]byte("decisioN"), sig) {
		t.Error("signature verified over a different message")
	}
}

func TestGenerateRefusesToOverwrite(t *testing.T) {
	for _, existing := range []string{PrivateFile, PublicFile} {
		t.Run(existing, func(t *testing.T) {
			dir := t.TempDir()
			priv, pub := Paths(dir)
			old := []byte("old key\n")
			if err := os.WriteFile(filepath.Join(dir, existing), old, 0o600); err != nil {
				t.Fatal(err)
			}
			err := Generate(priv, pub)
			if !errors.Is(err, ErrKeyExists) {
				t.Fatalf("Generate over existing %s: err = %v, want ErrKeyExists", existing, err)
			}
			got, err := os.ReadFile(filepath.Join(dir, existing))
			if err != nil || string(got) != string(old) {
				t.Errorf("existing key changed: %q, %v", got, err)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 {
				t.Errorf("refused Generate left %d files, want only the existing one", len(entries))
			}
		})
	}
}

func TestPrivateKeyOutsideHome(t *testing.T) {
	root := t.TempDir()
	priv := filepath.Join(root, "operator", "secret", "gatesh.key")
	pub := filepath.Join(root, "home", ".gatesh", "keys", PublicFile)
	if err := Generate(priv, pub); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(filepath.Dir(priv))
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o700 {
		t.Errorf("private key folder mode %04o, want 0700", info.Mode().Perm())
	}
	s, v := loadPair(t, priv, pub)
	if !v.Verify([]byte("m"), s.Sign([]byte("m"))) {
		t.Error("split key pair does not verify")
	}
}

func TestOtherKeyDoesNotVerify(t *testing.T) {
	s, _ := newPair(t)
	_, v := newPair(t)
	if v.Verify([]byte("m"), s.Sign([]byte("m"))) {
		t.Error("a signature by another key verified")
	}
	var nilVerifier *Verifier
	if nilVerifier.Verify([]byte("m"), s.Sign([]byte("m"))) {
		t.Error("a nil verifier accepted a signature")
	}
}

func TestLoadSignerRefusesLooseMode(t *testing.T) {
	dir := t.TempDir()
	priv, pub := Paths(dir)
	if err := Generate(priv, pub); err != nil {
		t.Fatal(err)
	}
	for _, mode := range []fs.FileMode{0o640, 0o604, 0o644, 0o660} {
		if err := os.Chmod(priv, mode); err != nil {
			t.Fatal(err)
		}
		if _, err := LoadSigner(priv); !errors.Is(err, ErrKeyMode) {
			t.Errorf("mode %04o: err = %v, want ErrKeyMode", mode, err)
		}
	}
	if err := os.Chmod(priv, 0o400); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadSigner(priv); err != nil {
		t.Errorf("mode 0400: %v", err)
	}
}

func TestLoadRejectsWrongFiles(t *testing.T) {
	dir := t.TempDir()
	priv, pub := Paths(dir)
	if err := Generate(priv, pub); err != nil {
		t.Fatal(err)
	}
	garbage := filepath.Join(dir, "garbage")
	if err := os.WriteFile(garbage, []byte("not a key\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	pubCopy := filepath.Join(dir, "pub-as-private")
	data, err := os.ReadFile(pub)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pubCopy, data, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{garbage, pubCopy} {
		if _, err := LoadSigner(p); !errors.Is(err, ErrBadKey) {
			t.Errorf("LoadSigner(%s): err = %v, want ErrBadKey", filepath.Base(p), err)
		}
	}
	for _, p := range []string{garbage, priv} {
		if _, err := LoadVerifier(p); !errors.Is(err, ErrBadKey) {
			t.Errorf("LoadVerifier(%s): err = %v, want ErrBadKey", filepath.Base(p), err)
		}
	}
	if _, err := LoadVerifier(filepath.Join(dir, "missing")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing public key: err = %v, want ErrNotExist", err)
	}
}

func TestVerifierEqual(t *testing.T) {
	s, va := newPair(t)
	_, vb := newPair(t)
	if !s.Verifier().Equal(va) {
		t.Error("a private key does not match its own public key")
	}
	if s.Verifier().Equal(vb) || va.Equal(nil) || (*Verifier)(nil).Equal(va) {
		t.Error("different or missing keys compare equal")
	}
}
