package keys

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// TokenFile is the review page's login token inside a key folder. Whoever
// reads it can sign in to the page and decide requests, so it is a secret
// of the operator's, like the private key.
const TokenFile = "serve.token"

// tokenBytes is the token's strength: 256 bits.
const tokenBytes = 32

// ErrBadToken means a token file does not hold a token gatesh made.
var ErrBadToken = errors.New("not a gatesh token file")

// GenerateToken writes a new random token to path as a 0600 file, creating
// its folder (0700) when missing. Like Generate it never overwrites: it
// returns ErrKeyExists when the file is there.
func GenerateToken(path string) error {
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s: %w", path, ErrKeyExists)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("checking token file: %w", err)
	}
	var b [tokenBytes]byte
	if _, err := rand.Read(b[:]); err != nil {
		return fmt.Errorf("making token: %w", err)
	}
	text := base64.RawURLEncoding.EncodeToString(b[:]) + "\n"
	return writeNew(path, []byte(text), 0o600)
}

// LoadToken reads the token at path. Like LoadSigner, it refuses a file
// that group or others may read or write (ErrKeyMode).
func LoadToken(path string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("reading token: %w", err)
	}
	if info.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("%s has mode %04o: %w", path, info.Mode().Perm(), ErrKeyMode)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading token: %w", err)
	}
	tok := bytes.TrimSpace(data)
	raw, err := base64.RawURLEncoding.DecodeString(string(tok))
	if err != nil || len(raw) != tokenBytes {
		return nil, fmt.Errorf("%s: %w", path, ErrBadToken)
	}
	return tok, nil
}
