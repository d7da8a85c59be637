package keys

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"gatesh/internal/ownfile"
)

// File names of the key pair inside a key folder ($GATESH_HOME/keys).
const (
	PrivateFile = "operator.key"
	PublicFile  = "operator.pub"
)

var (
	// ErrKeyExists means Generate found a key file already in place; it
	// never overwrites one, since that would void every signed decision.
	ErrKeyExists = errors.New("key file already exists")
	// ErrKeyMode means the private key file can be read by other users.
	ErrKeyMode = errors.New("private key file is readable by other users")
	// ErrBadKey means a key file does not hold a key of the expected kind.
	ErrBadKey = errors.New("not an ed25519 key file")
)

// Paths returns the private and public key paths inside dir.
func Paths(dir string) (private, public string) {
	return filepath.Join(dir, PrivateFile), filepath.Join(dir, PublicFile)
}

// Signer signs decisions with the operator's private key.
type Signer struct {
	key ed25519.PrivateKey
}

// Verifier checks signatures with the operator's public key only.
type Verifier struct {
	key ed25519.PublicKey
}

// Sign returns the ed25519 signature of msg.
func (s *Signer) Sign(msg []byte) []byte {
	return ed25519.Sign(s.key, msg)
}

// Ed25519 returns the private key itself, for a protocol that takes it:
// a machine's signed calls to its team's hub (package teamapi).
func (s *Signer) Ed25519() ed25519.PrivateKey { return s.key }

// Verifier returns the verifier for the signer's public key.
func (s *Signer) Verifier() *Verifier {
	return &Verifier{key: s.key.Public().(ed25519.PublicKey)}
}

// Verify reports whether sig is a valid signature of msg. A nil verifier
// verifies nothing, so a missing key can never turn into an approval.
func (v *Verifier) Verify(msg, sig []byte) bool {
	if v == nil || len(v.key) != ed25519.PublicKeySize {
		return false
	}
	return ed25519.Verify(v.key, msg, sig)
}

// PublicKey returns the raw public key.
func (v *Verifier) PublicKey() ed25519.PublicKey { return v.key }

// Equal reports whether two verifiers hold the same public key, so that a
// private key can be checked against the public key the shim will use.
func (v *Verifier) Equal(other *Verifier) bool {
	return v != nil && other != nil && v.key.Equal(other.key)
}

// Generate creates a new key pair: the private key as a 0600 file at
// privatePath and the public key as a 0644 file at publicPath, creating
// their folders (0700) when missing. The two paths may be in different
// folders, so the private key can live outside GATESH_HOME. It returns
// ErrKeyExists, and changes nothing, when either file exists.
func Generate(privatePath, publicPath string) error {
	for _, p := range []string{privatePath, publicPath} {
		if _, err := os.Lstat(p); err == nil {
			return fmt.Errorf("%s: %w", p, ErrKeyExists)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("checking key file: %w", err)
		}
	}
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return fmt.Errorf("generating key: %w", err)
	}
	privDER := append(append([]byte{}, pkcs8Prefix...), priv.Seed()...)
	pubDER := append(append([]byte{}, pkixPrefix...), pub...)
	if err := writeNew(privatePath, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: privDER}), 0o600); err != nil {
		return err
	}
	if err := writeNew(publicPath, pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pubDER}), 0o644); err != nil {
		// Without its public half the private key is useless; leave no half pair behind.
		os.Remove(privatePath)
		return err
	}
	return nil
}

// writeNew creates path exclusively with mode, writes data and syncs the
// file and its folder.
func writeNew(path string, data []byte, mode fs.FileMode) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("creating key folder: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s: %w", path, ErrKeyExists)
		}
		return fmt.Errorf("creating key file: %w", err)
	}
	// The umask may have narrowed the mode; the public key must stay readable.
	if err := f.Chmod(mode); err != nil {
		f.Close()
		os.Remove(path)
		return fmt.Errorf("setting key file mode: %w", err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(path)
		return fmt.Errorf("writing key file: %w", err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		os.Remove(path)
		return fmt.Errorf("syncing key file: %w", err)
	}
	if err := f.Close(); err != nil {
		os.Remove(path)
		return fmt.Errorf("closing key file: %w", err)
	}
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("syncing key folder: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("syncing key folder: %w", err)
	}
	return nil
}

// LoadSigner reads the private key at path. It returns ErrKeyMode when
// the file is readable or writable by group or others, as ssh does.
func LoadSigner(path string) (*Signer, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("reading private key: %w", err)
	}
	if info.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("%s has mode %04o: %w", path, info.Mode().Perm(), ErrKeyMode)
	}
	block, err := readPEM(path, "PRIVATE KEY")
	if err != nil {
		return nil, err
	}
	seed, ok := bytes.CutPrefix(block, pkcs8Prefix)
	if !ok || len(seed) != ed25519.SeedSize {
		return nil, fmt.Errorf("%s: %w", path, ErrBadKey)
	}
	return &Signer{key: ed25519.NewKeyFromSeed(seed)}, nil
}

// LoadVerifier reads the public key at path.
func LoadVerifier(path string) (*Verifier, error) {
	block, err := readPEM(path, "PUBLIC KEY")
	if err != nil {
		return nil, err
	}
	pub, ok := bytes.CutPrefix(block, pkixPrefix)
	if !ok || len(pub) != ed25519.PublicKeySize {
		return nil, fmt.Errorf("%s: %w", path, ErrBadKey)
	}
	return &Verifier{key: ed25519.PublicKey(pub)}, nil
}

// The key files are standard PKCS #8 and PKIX PEM, as openssl writes them
// for Ed25519. Their DER is a fixed prefix followed by the 32 key bytes, so
// it is written and read here without crypto/x509: that package links the
// net package and cgo into every gatesh start.
var (
	pkcs8Prefix = []byte{0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20}
	pkixPrefix  = []byte{0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00}
)

// readPEM returns the DER bytes of the single PEM block of the given type.
// The public key, which checks every decision, is read only when no one
// but its owner may write it (package ownfile).
func readPEM(path, blockType string) ([]byte, error) {
	read := os.ReadFile
	if blockType == "PUBLIC KEY" {
		read = func(path string) ([]byte, error) { return ownfile.Read(filepath.Dir(path), path) }
	}
	data, err := read(path)
	if err != nil {
		return nil, fmt.Errorf("reading key: %w", err)
	}
	block, rest := pem.Decode(data)
	if block == nil || block.Type != blockType || len(bytes.TrimSpace(rest)) != 0 {
		return nil, fmt.Errorf("%s: %w", path, ErrBadKey)
	}
	return block.Bytes, nil
}
