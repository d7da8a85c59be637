package config

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"gatesh/rules"
)

func write(t *testing.T, text string) string {
	t.Helper()
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, "config.toml"), []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return home
}

func TestLoadMissingFileGivesDefaults(t *testing.T) {
	home := t.TempDir()
	cfg, err := Load(home)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Posture != rules.DefaultAllow || cfg.Shell != "" || cfg.AuditPath != filepath.Join(home, "audit.jsonl") || cfg.Hold.Wait != DefaultHoldWait ||
		cfg.Enforce != EnforceOff || cfg.EnforceWritable != nil || cfg.AuditRotateSize != DefaultRotateSize || cfg.QueueKeep != DefaultQueueKeep {
		t.Fatalf("defaults: %+v", cfg)
	}
}

func TestLoadFullFile(t *testing.T) {
	home := write(t, `
posture = "default-hold"
shell = "/usr/bin/bash"
[hold]
wait = "30s"
ttl = "2h"
prompt = false
notify = ["notify-send", "gatesh"]
[audit]
path = "logs/a.jsonl"
rotate_size = "8MiB"
[queue]
keep = "72h"
[keys]
private = "/srv/operator/operator.key"
`)
	undone, err := Load(write(t, "[undo]\nregenerable = [\"out\"]\nshared_branches = [\"main\", \"stable/*\"]\noverwrite_min = 0\nbudget = \"80ms\"\n"))
	if err != nil || undone.Undo.Regenerable[0] != "out" || len(undone.Undo.SharedBranches) != 2 ||
		undone.Undo.OverwriteMin != 0 || undone.Undo.Budget != 80*time.Millisecond || undone.Undo.Off {
		t.Fatalf("undo: %+v, %v", undone.Undo, err)
	}
	if d := Defaults(home); d.Undo.OverwriteMin >= 0 || d.Undo.Off {
		t.Fatalf("undo defaults: %+v", d.Undo)
	}
	enforced, err := Load(write(t, "enforce = \"landlock\"\nenforce_writable = [\"~/.cache\", \"$GOCACHE\", \"/opt/cache\"]\n"))
	if err != nil || enforced.Enforce != EnforceLandlock || len(enforced.EnforceWritable) != 3 {
		t.Fatalf("enforce: %+v, %v", enforced, err)
	}
	cfg, err := Load(home)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Posture != rules.DefaultHold || cfg.Shell != "/usr/bin/bash" || cfg.Hold.Wait != 30*time.Second ||
		cfg.Hold.TTL != 2*time.Hour || len(cfg.Hold.Notify) != 2 ||
		cfg.AuditPath != filepath.Join(home, "logs/a.jsonl") || cfg.PrivateKey != "/srv/operator/operator.key" ||
		cfg.PublicKey != filepath.Join(home, "keys", "operator.pub") || cfg.AuditRotateSize != 8<<20 || cfg.QueueKeep != 72*time.Hour {
		t.Fatalf("got %+v", cfg)
	}
	if len(cfg.Deprecated) != 1 || cfg.Deprecated[0] != DeprecatedPrompt {
		t.Fatalf("hold.prompt not reported as deprecated: %q", cfg.Deprecated)
	}
}

// hold.prompt, from before shell mode stopped asking on a terminal, loads
// (it must not hold every command as a broken config would) and changes
// nothing, whatever its value.
func TestLoadIgnoresHoldPrompt(t *testing.T) {
	for _, v := range []string{"true", "false"} {
		cfg, err := Load(write(t, "[hold]\nprompt = "+v+"\n"))
		if err != nil {
			t.Fatalf("prompt = %s: %v", v, err)
		}
		def := Defaults(cfg.Home)
		if cfg.Hold.Wait != def.Hold.Wait || cfg.Hold.TTL != def.Hold.TTL || len(cfg.Deprecated) != 1 {
			t.Fatalf("prompt = %s: %+v", v, cfg)
		}
	}
	if cfg, err := Load(write(t, "[hold]\nwait = \"1s\"\n")); err != nil || len(cfg.Deprecated) != 0 {
		t.Fatalf("no prompt key: %v %q", err, cfg.Deprecated)
	}
}

func TestLoadRejectsBrokenFiles(t *testing.T) {
	for name, text := range map[string]string{
		"unknown top key":    `postur = "default-hold"`,
		"unknown nested key": "[hold]\nwaits = \"1s\"",
		"unknown table":      "[holds]\nwait = \"1s\"",
		"bad posture":        `posture = "allow-everything"`,
		"relative shell":     `shell = "bash"`,
		"bad duration":       "[hold]\nwait = \"soon\"",
		"negative duration":  "[hold]\nttl = \"-1h\"",
		"wrong type":         `posture = 3`,
		"syntax":             `posture = "default-hold`,
		"relative key":       "[keys]\nprivate = \"op.key\"",
		"bad rotate size":    "[audit]\nrotate_size = \"big\"",
		"negative rotate":    "[audit]\nrotate_size = \"-1MiB\"",
		"bad keep":           "[queue]\nkeep = \"forever\"",
		"bad enforce":        `enforce = "seccomp"`,
		"regenerable path":   "[undo]\nregenerable = [\"a/b\"]",
		"bad branch pattern": "[undo]\nshared_branches = [\"[main\"]",
		"negative size":      "[undo]\noverwrite_min = -1",
		"bad undo budget":    "[undo]\nbudget = \"fast\"",
		"unknown undo key":   "[undo]\nregen = []",
		"relative writable":  `enforce_writable = ["cache"]`,
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Load(write(t, text))
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("want ErrInvalid, got %v", err)
			}
		})
	}
}

func TestLoadUnreadableFileIsError(t *testing.T) {
	home := t.TempDir()
	if err := os.Mkdir(filepath.Join(home, "config.toml"), 0o700); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(home); err == nil {
		t.Fatal("a config.toml that cannot be read must be an error")
	}
}

func TestHome(t *testing.T) {
	env := map[string]string{"HOME": "/home/u"}
	h, err := Home(func(k string) string { return env[k] })
	if err != nil || h != "/home/u/.gatesh" {
		t.Fatalf("got %q %v", h, err)
	}
	env["GATESH_HOME"] = "/tmp/g"
	if h, _ := Home(func(k string) string { return env[k] }); h != "/tmp/g" {
		t.Fatalf("got %q", h)
	}
	if _, err := Home(func(string) string { return "" }); err == nil {
		t.Fatal("no HOME and no GATESH_HOME must be an error")
	}
}

func TestParseSize(t *testing.T) {
	for text, want := range map[string]int64{"0": 0, "1048576": 1 << 20, "64MiB": 64 << 20, "64 MiB": 64 << 20, "2GiB": 2 << 30, "512KB": 512 << 10} {
		if got, err := ParseSize(text); err != nil || got != want {
			t.Errorf("%q: got %d %v, want %d", text, got, err, want)
		}
	}
	for _, text := range []string{"", "MiB", "1.5MiB", "-1", "1TiB", "99999999999GiB"} {
		if _, err := ParseSize(text); err == nil {
			t.Errorf("%q: want an error", text)
		}
	}
}

// TestLoadScratchHosts: scratch_hosts are read as given; a pattern that
// could never match a host, or a misspelt key, is an error naming the
// setting, never a setting silently ignored.
func TestLoadScratchHosts(t *testing.T) {
	cfg, err := Load(write(t, "scratch_hosts = [\"qa-mac1\", \"buildbox-*\", \"ci@lab?\"]\n"))
	if err != nil || len(cfg.ScratchHosts) != 3 || cfg.ScratchHosts[2] != "ci@lab?" {
		t.Fatalf("scratch_hosts: %+v, %v", cfg.ScratchHosts, err)
	}
	if d := Defaults(t.TempDir()); d.ScratchHosts != nil {
		t.Fatalf("no scratch host by default: %q", d.ScratchHosts)
	}
	for _, bad := range []string{
		"scratch_hosts = [\"qa-mac1:22\"]\n",
		"scratch_hosts = [\"\"]\n",
		"scratch_hosts = [\"qa-mac1 buildbox\"]\n",
		"scratch_hosts = \"qa-mac1\"\n",
		"scratch_host = [\"qa-mac1\"]\n",
		"[scratch_hosts]\nnames = [\"qa-mac1\"]\n",
	} {
		_, err := Load(write(t, bad))
		if err == nil || !errors.Is(err, ErrInvalid) {
			t.Errorf("%q: %v, want an invalid config", bad, err)
		}
	}
}
