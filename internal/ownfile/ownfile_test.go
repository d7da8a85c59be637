package ownfile_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"gatesh/config"
	"gatesh/internal/ownfile"
	"gatesh/keys"
	"gatesh/rules"
)

// TestGateFilesOthersMayWriteAreRefused: a config.toml or an operator's
// rules.toml every user may write, or in a gatesh folder every user may
// write, is one the agent's user of the two-user setup could have
// rewritten (naming its own key as the operator's, switching rules
// off). gatesh read them as the operator's; now loading them fails,
// which holds every command and fails doctor's config and rules checks.
func TestGateFilesOthersMayWriteAreRefused(t *testing.T) {
	for _, tc := range []struct {
		name           string
		dirMode, fMode os.FileMode
		refused        bool
		sticky         bool
	}{
		{"file every user may write", 0o700, 0o666, true, false},
		{"file every user may write, folder shared", 0o755, 0o646, true, false},
		{"folder every user may write", 0o777, 0o644, true, false},
		{"own files", 0o700, 0o600, false, false},
		{"two-user modes", 0o755, 0o644, false, false},
		{"group write (a private group)", 0o770, 0o664, false, false},
		{"sticky folder", 0o777, 0o644, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			home := filepath.Join(t.TempDir(), "gate")
			if err := os.Mkdir(home, 0o700); err != nil {
				t.Fatal(err)
			}
			for name, text := range map[string]string{"config.toml": "[hold]\nwait = \"1s\"\n", "rules.toml": ""} {
				p := filepath.Join(home, name)
				if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
					t.Fatal(err)
				}
				if err := os.Chmod(p, tc.fMode); err != nil {
					t.Fatal(err)
				}
			}
			mode := tc.dirMode
			if tc.sticky {
				mode |= os.ModeSticky
			}
			if err := os.Chmod(home, mode); err != nil {
				t.Fatal(err)
			}
			// The public key, which checks every decision, in a folder of
			// the same mode.
			keyDir := filepath.Join(t.TempDir(), "keys")
			if err := os.Mkdir(keyDir, 0o700); err != nil {
				t.Fatal(err)
			}
			priv, pub := keys.Paths(keyDir)
			if err := keys.Generate(priv, pub); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(pub, tc.fMode); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(keyDir, mode); err != nil {
				t.Fatal(err)
			}
			_, cerr := config.Load(home)
			_, rerr := rules.Load(rules.LoadOptions{Home: home})
			_, kerr := keys.LoadVerifier(pub)
			for what, err := range map[string]error{"config.toml": cerr, "rules.toml": rerr, "operator.pub": kerr} {
				if got := errors.Is(err, ownfile.ErrOthersMayWrite); got != tc.refused {
					t.Errorf("%s: refused %v, want %v (err %v)", what, got, tc.refused, err)
				}
			}
		})
	}
}
