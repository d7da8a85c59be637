package config

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A config.toml that does not load names its file and the line at fault;
// Salvage still finds where the file keeps the audit log.
func TestLoadErrorLines(t *testing.T) {
	tests := []struct {
		name, text string
		line       int
	}{
		{"unknown key", "posture = \"default-hold\"\n\npostur = 1\n", 3},
		{"unknown key in a table", "# c\n[hold]\nwait = \"1s\"\nprompts = true\n", 4},
		{"bad value", "[audit]\npath = \"a.jsonl\"\n\n[hold]\nttl = \"forever\"\n", 5},
		{"bad posture", "\n\nposture = \"lax\"\n", 3},
		{"syntax", "posture = \"default-hold\"\nshell = = 3\n", 2},
		{"wrong type", "[undo]\n\noff = \"yes\"\n", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			if err := os.WriteFile(filepath.Join(home, "config.toml"), []byte(tt.text), 0o600); err != nil {
				t.Fatal(err)
			}
			_, err := Load(home)
			var le *LoadError
			if !errors.As(err, &le) || !errors.Is(err, ErrInvalid) {
				t.Fatalf("Load: %v, want a *LoadError matching ErrInvalid", err)
			}
			if le.Line != tt.line || le.Path != filepath.Join(home, "config.toml") {
				t.Errorf("error at %s:%d, want line %d: %v", le.Path, le.Line, tt.line, err)
			}
			cfg, serr := Salvage(home)
			if cfg == nil || serr == nil {
				t.Fatalf("Salvage: %v, %v", cfg, serr)
			}
			want := filepath.Join(home, "audit.jsonl")
			if tt.name == "bad value" {
				want = filepath.Join(home, "a.jsonl")
			}
			if cfg.AuditPath != want {
				t.Errorf("salvaged audit path %s, want %s", cfg.AuditPath, want)
			}
		})
	}
}

// audit.keep is a count of rotated files or an age.
func TestAuditKeep(t *testing.T) {
	for text, want := range map[string][2]int64{`"10"`: {10, 0}, `"30d"`: {0, int64(30 * 24 * time.Hour)}, `"12h"`: {0, int64(12 * time.Hour)}} {
		home := t.TempDir()
		if err := os.WriteFile(filepath.Join(home, "config.toml"), []byte("[audit]\nkeep = "+text+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		cfg, err := Load(home)
		if err != nil || int64(cfg.AuditKeepFiles) != want[0] || int64(cfg.AuditKeepAge) != want[1] {
			t.Errorf("keep = %s: %v %v %v", text, cfg.AuditKeepFiles, cfg.AuditKeepAge, err)
		}
	}
	for _, text := range []string{`"0"`, `"-3"`, `"forever"`, `"0d"`} {
		home := t.TempDir()
		os.WriteFile(filepath.Join(home, "config.toml"), []byte("[audit]\nkeep = "+text+"\n"), 0o600)
		if _, err := Load(home); !errors.Is(err, ErrInvalid) {
			t.Errorf("keep = %s loaded: %v", text, err)
		}
	}
}
