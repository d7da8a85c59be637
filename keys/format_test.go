package keys

import (
	"crypto/ed25519"
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"testing"
)

// The key files are written without crypto/x509; these tests hold them to
// the standard formats that crypto/x509 (and openssl) read and write.
func TestKeyFilesAreStandardPEM(t *testing.T) {
	dir := t.TempDir()
	priv, pub := Paths(dir)
	if err := Generate(priv, pub); err != nil {
		t.Fatal(err)
	}
	signer, err := LoadSigner(priv)
	if err != nil {
		t.Fatal(err)
	}
	parsedPriv, err := x509.ParsePKCS8PrivateKey(pemBytes(t, priv, "PRIVATE KEY"))
	if err != nil {
		t.Fatalf("private key is not PKCS #8: %v", err)
	}
	parsedPub, err := x509.ParsePKIXPublicKey(pemBytes(t, pub, "PUBLIC KEY"))
	if err != nil {
		t.Fatalf("public key is not PKIX: %v", err)
	}
	msg := []byte("gatesh decision")
	sig := signer.Sign(msg)
	if !ed25519.Verify(parsedPub.(ed25519.PublicKey), msg, sig) {
		t.Fatal("x509's reading of the public key does not verify our signature")
	}
	if !ed25519.Verify(parsedPriv.(ed25519.PrivateKey).Public().(ed25519.PublicKey), msg, sig) {
		t.Fatal("x509's reading of the private key is another key")
	}
}

func TestKeyFilesFromCryptoX509Load(t *testing.T) {
	pub, priv, err := ed25519.GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	privDER, _ := x509.MarshalPKCS8PrivateKey(priv)
	pubDER, _ := x509.MarshalPKIXPublicKey(pub)
	privPath, pubPath := filepath.Join(dir, "k"), filepath.Join(dir, "k.pub")
	os.WriteFile(privPath, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: privDER}), 0o600)
	os.WriteFile(pubPath, pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pubDER}), 0o644)
	s, err := LoadSigner(privPath)
	if err != nil {
		t.Fatal(err)
	}
	v, err := LoadVerifier(pubPath)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Verifier().Equal(v) || !v.Verify([]byte("m"), ed25519.Sign(priv, []byte("m"))) {
		t.Fatal("keys written by crypto/x509 do not load as the same pair")
	}
	// An RSA or truncated key in the same PEM type is refused.
	os.WriteFile(privPath, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: privDER[:40]}), 0o600)
	if _, err := LoadSigner(privPath); err == nil {
		t.Fatal("truncated private key loaded")
	}
}

func pemBytes(t *testing.T, path, typ string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := pem.Decode(data)
	if b == nil || b.Type != typ {
		t.Fatalf("%s: no %s block", path, typ)
	}
	return b.Bytes
}
