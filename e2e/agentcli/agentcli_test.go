package agentcli

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestDirIsOnePerPackageAndVersion(t *testing.T) {
	for c, want := range map[CLI]string{
		Claude: "_anthropic-ai_claude-code_2.1.328",
		Codex:  "_openai_codex_0.169.0",
		Gemini: "_google_gemini-cli_0.61.0",
	} {
		if got := filepath.Base(c.Dir("/cache")); got != want {
			t.Errorf("%s: %s, want %s", c.Spec(), got, want)
		}
	}
}

// fakeInstall lays out what npm install --prefix leaves, with version.
func fakeInstall(t *testing.T, cache string, c CLI, version string) {
	t.Helper()
	mod := filepath.Join(c.Dir(cache), "node_modules")
	pkg := filepath.Join(mod, filepath.FromSlash(c.Package))
	for _, d := range []string{pkg, filepath.Join(mod, ".bin")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(pkg, "package.json"), []byte(`{"name":"`+c.Package+`","version":"`+version+`"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(mod, ".bin", c.Bin), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
}

func TestPathChecksThePinnedVersion(t *testing.T) {
	cache := t.TempDir()
	if _, err := Codex.Path(cache); !errors.Is(err, ErrMissing) {
		t.Errorf("empty cache: %v, want ErrMissing", err)
	}
	fakeInstall(t, cache, Codex, "0.1.0")
	if _, err := Codex.Path(cache); !errors.Is(err, ErrMissing) {
		t.Errorf("other version: %v, want ErrMissing", err)
	}
	fakeInstall(t, cache, Codex, Codex.Version)
	p, err := Codex.Path(cache)
	if err != nil || p != filepath.Join(Codex.Dir(cache), "node_modules", ".bin", "codex") {
		t.Errorf("Path = %q, %v", p, err)
	}
}

func TestCacheDirFollowsTheVariable(t *testing.T) {
	t.Setenv(DirEnv, "/somewhere/agents")
	if d, err := CacheDir(); err != nil || d != "/somewhere/agents" {
		t.Errorf("CacheDir = %q, %v", d, err)
	}
	t.Setenv(DirEnv, "")
	t.Setenv("XDG_CACHE_HOME", "/xdg")
	if d, err := CacheDir(); err != nil || d != "/xdg/gatesh-agents" {
		t.Errorf("CacheDir = %q, %v", d, err)
	}
}

// Two test binaries overlap: the first finds the CLI's folder absent and
// its CLI makes it, the second starts while the folder is there and its
// CLI makes it again after the first ended. The last to end removes it,
// and the count file too; a folder that was there before stays.
func TestTidyRemovesWhatOverlappingRunsMade(t *testing.T) {
	dir := t.TempDir()
	lock := filepath.Join(dir, "count")
	made := filepath.Join(dir, "codex-daemon")
	kept := filepath.Join(dir, "was-there")
	if err := os.Mkdir(kept, 0o755); err != nil {
		t.Fatal(err)
	}
	folders := []string{made, kept}
	firstIn, secondIn, firstOut := make(chan bool), make(chan bool), make(chan bool)
	firstDone, secondDone := make(chan int), make(chan int)
	go func() {
		firstDone <- tidy(lock, folders, func() int {
			os.Mkdir(made, 0o755)
			firstIn <- true
			<-secondIn
			return 0
		})
	}()
	<-firstIn
	go func() {
		secondDone <- tidy(lock, folders, func() int {
			secondIn <- true
			<-firstOut
			os.RemoveAll(made) // as the first binary's tidying would have
			os.Mkdir(made, 0o755)
			return 3
		})
	}()
	if code := <-firstDone; code != 0 {
		t.Errorf("first run's code %d, want 0", code)
	}
	close(firstOut)
	if code := <-secondDone; code != 3 {
		t.Errorf("second run's code %d, want 3", code)
	}
	if _, err := os.Lstat(made); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the folder the runs made is left: %v", err)
	}
	if _, err := os.Lstat(kept); err != nil {
		t.Errorf("the folder that was there before is gone: %v", err)
	}
	if _, err := os.Lstat(lock); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the count file is left: %v", err)
	}
}
