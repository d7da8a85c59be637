package keys

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestToken(t *testing.T) {
	path := filepath.Join(t.TempDir(), "keys", TokenFile)
	if err := GenerateToken(path); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("token file: %v, mode %v; want 0600", err, info.Mode().Perm())
	}
	tok, err := LoadToken(path)
	if err != nil || len(tok) != 43 {
		t.Fatalf("LoadToken = %q, %v", tok, err)
	}
	// Never replaced: a new token would sign everyone out without notice.
	if err := GenerateToken(path); !errors.Is(err, ErrKeyExists) {
		t.Errorf("second GenerateToken: %v, want ErrKeyExists", err)
	}
	again, _ := LoadToken(path)
	if !bytes.Equal(tok, again) {
		t.Error("the token changed")
	}
	other := filepath.Join(t.TempDir(), TokenFile)
	if err := GenerateToken(other); err != nil {
		t.Fatal(err)
	}
	if tok2, _ := LoadToken(other); bytes.Equal(tok, tok2) {
		t.Error("two tokens are equal")
	}

	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadToken(path); !errors.Is(err, ErrKeyMode) {
		t.Errorf("group-readable token: %v, want ErrKeyMode", err)
	}
	for _, bad := range []string{"", "short", "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"} {
		if err := os.WriteFile(path, []byte(bad), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(path, 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := LoadToken(path); !errors.Is(err, ErrBadToken) {
			t.Errorf("token %q: %v, want ErrBadToken", bad, err)
		}
	}
}
