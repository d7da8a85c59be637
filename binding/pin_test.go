package binding

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// pins reads text in the fixture's repository with the variables given
// and returns its pins.
func (f *fixture) pins(text string, vars map[string]string) *Pins {
	f.t.Helper()
	env := f.env()
	base := env.Getenv
	env.Getenv = func(k string) string {
		if v, ok := vars[k]; ok {
			return v
		}
		return base(k)
	}
	p, err := Read(text, f.dir, env).Pins()
	if err != nil {
		f.t.Fatal(err)
	}
	return p
}

// index is the position of the setting key=value in pins, -1 if none.
func index(pins []Setting, key, value string) int {
	return slices.Index(pins, Setting{Key: key, Value: value})
}

// Each remote's packs are pinned first, as read or as git's default;
// the settings where git keeps the last value are pinned last, absent
// ones as git does without them; the credential helpers are emptied,
// then the bound ones given again in order.
func TestPins(t *testing.T) {
	f := newFixture(t)
	f.run(f.dir, "remote", "add", "up", f.bare)
	f.run(f.dir, "config", "remote.up.receivepack", "git receive-pack --quiet")
	f.run(f.dir, "config", "credential.helper", "store")
	f.run(f.dir, "config", "credential.https://example.org.helper", "cache")
	f.run(f.dir, "config", "core.editor", "vi -n")
	f.run(f.dir, "config", "filter.lfs.smudge", "git-lfs smudge %f")
	f.run(f.dir, "config", "branch.main.remote", "up")
	p := f.pins("git push origin main", map[string]string{"GIT_SSH": "/opt/my ssh", "GIT_ASKPASS": "/bin/askpass"})
	// The repository, and the one the push lands in, whose hooks were
	// read too.
	gitDir, _ := filepath.EvalSymlinks(filepath.Join(f.dir, ".git"))
	i := slices.IndexFunc(p.Repos, func(r RepoPins) bool { return r.GitDir == gitDir })
	if len(p.Repos) != 2 || i < 0 {
		t.Fatalf("pins of %+v, want the repository's and the remote's", p.Repos)
	}
	rp := p.Repos[i]
	for _, kv := range [][2]string{
		{"remote.origin.receivepack", "git-receive-pack"}, {"remote.origin.uploadpack", "git-upload-pack"},
		{"remote.up.receivepack", "git receive-pack --quiet"}, {"remote.up.uploadpack", "git-upload-pack"},
		{"core.gitproxy", "none"},
	} {
		if index(rp.First, kv[0], kv[1]) < 0 {
			t.Errorf("no first pin %s=%s in %+v", kv[0], kv[1], rp.First)
		}
	}
	for _, kv := range [][2]string{
		{"core.sshcommand", `'/opt/my ssh'`}, {"core.fsmonitor", "false"}, {"core.editor", "vi -n"},
		{"sequence.editor", "vi -n"}, {"filter.lfs.smudge", "git-lfs smudge %f"}, {"gpg.program", "gpg"},
		{"commit.gpgsign", "false"}, {"protocol.ext.allow", "never"},
		{"branch.main.remote", "up"}, {"branch.main.pushremote", "up"}, {"remote.pushdefault", "origin"},
		{"core.attributesfile", filepath.Join(f.home, ".config", "git", "attributes")},
	} {
		if index(rp.Last, kv[0], kv[1]) < 0 {
			t.Errorf("no last pin %s=%s in %+v", kv[0], kv[1], rp.Last)
		}
	}
	if slices.ContainsFunc(rp.Last, func(s Setting) bool { return s.Key == "core.askpass" || s.Key == "core.hookspath" }) {
		t.Errorf("pinned what a variable or the gate decides: %+v", rp.Last)
	}
	reset := index(rp.Last, "credential.helper", "")
	store := index(rp.Last, "credential.helper", "store")
	cache := index(rp.Last, "credential.https://example.org.helper", "cache")
	if reset < 0 || store < reset || cache < store {
		t.Errorf("credential helpers pinned as %d %d %d, want emptied, then store, then cache: %+v", reset, store, cache, rp.Last)
	}
}

// The pins, written as a file, are what git reads back, whatever the
// value holds; a boolean without a value stays one.
func TestConfigRoundTrip(t *testing.T) {
	f := newFixture(t)
	pins := []Setting{
		{Key: "core.sshcommand", Value: ` ssh -o "A=b" \ x` + "\n\tend "},
		{Key: "url.https://a.example/x\"y\\.insteadof", Value: "z"},
		{Key: "core.fsmonitor", Value: ""},
		{Key: "core.bare", Null: true},
	}
	file := filepath.Join(t.TempDir(), "pins")
	if err := os.WriteFile(file, []byte(Config(pins)), 0o600); err != nil {
		t.Fatal(err)
	}
	var got []Setting
	for _, rec := range strings.Split(strings.TrimSuffix(f.run(f.dir, "config", "--file", file, "--list", "-z"), "\x00"), "\x00") {
		key, value, hasValue := strings.Cut(rec, "\n")
		got = append(got, Setting{Key: key, Value: value, Null: !hasValue})
	}
	if !slices.Equal(got, pins) {
		t.Errorf("read back as\n%+v\nwant\n%+v", got, pins)
	}
}

// The condition holds in the repository it names and in no other, even
// when the name holds characters git's patterns read.
func TestGitDirCondition(t *testing.T) {
	f := newFixture(t)
	root := t.TempDir()
	mk := func(name string) string {
		dir := filepath.Join(root, name)
		f.run(root, "init", "-q", dir)
		gitDir, err := filepath.EvalSymlinks(filepath.Join(dir, ".git"))
		if err != nil {
			t.Fatal(err)
		}
		return gitDir
	}
	named, other := mk("a[b]*?c"), mk("abxc")
	pinFile := filepath.Join(root, "pins")
	if err := os.WriteFile(pinFile, []byte(Config([]Setting{{Key: "gatesh.pinned", Value: "yes"}})), 0o600); err != nil {
		t.Fatal(err)
	}
	get := func(gitDir string) string {
		cmd := exec.Command(f.git, "-C", filepath.Dir(gitDir), "config", "--get", "gatesh.pinned")
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + f.home, "GIT_CONFIG_NOSYSTEM=1",
			"GIT_CONFIG_COUNT=1", "GIT_CONFIG_KEY_0=includeIf." + GitDirCondition(named) + ".path", "GIT_CONFIG_VALUE_0=" + pinFile}
		out, _ := cmd.Output()
		return strings.TrimSpace(string(out))
	}
	if got := get(named); got != "yes" {
		t.Errorf("the named repository does not read its pins: %q", got)
	}
	if got := get(other); got != "" {
		t.Errorf("another repository reads them: %q", got)
	}
}

// A git that does not read the pins cannot run an approved git command.
func TestPinsNeedANewEnoughGit(t *testing.T) {
	f := newFixture(t)
	fake := filepath.Join(t.TempDir(), "git")
	f.write(fake, "#!/bin/sh\nfor a; do [ \"$a\" = version ] && { echo 'git version 2.25.1'; exit 0; }; done\nexec "+f.git+" \"$@\"\n", 0o755)
	env := f.env()
	env.Git = fake
	if _, err := Read("git push origin main", f.dir, env).Pins(); !errors.Is(err, ErrOldGit) {
		t.Errorf("git 2.25: %v, want ErrOldGit", err)
	}
	for line, want := range map[string][2]int{
		"git version 2.39.5": {2, 39}, "git version 2.39.3 (Apple Git-145)": {2, 39}, "git version 2.45.1.windows.1": {2, 45},
	} {
		major, minor, ok := parseVersion(line)
		if !ok || [2]int{major, minor} != want {
			t.Errorf("%q: %d.%d %v, want %v", line, major, minor, ok, want)
		}
	}
	if _, _, ok := parseVersion("hub version 2.14.2"); ok {
		t.Error("read a version that is not git's")
	}
}

// The system file the run reads after its pins is the one git would
// read: none under GIT_CONFIG_NOSYSTEM, the agent's GIT_CONFIG_SYSTEM.
func TestPinsSystemFile(t *testing.T) {
	f := newFixture(t)
	if p := f.pins("git push", map[string]string{"GIT_CONFIG_NOSYSTEM": "1"}); p.System != "" {
		t.Errorf("GIT_CONFIG_NOSYSTEM: system file %q, want none", p.System)
	}
	if p := f.pins("git push", map[string]string{"GIT_CONFIG_SYSTEM": "/etc/other"}); p.System != "/etc/other" {
		t.Errorf("GIT_CONFIG_SYSTEM: system file %q", p.System)
	}
	if p := f.pins("ls", nil); len(p.Repos) != 0 {
		t.Errorf("a command without git has pins: %+v", p)
	}
}
