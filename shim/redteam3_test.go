package shim

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// runIn runs gatesh with args from dir, and returns stderr and the exit
// status.
func (g *gateshEnv) runIn(t *testing.T, dir string, args ...string) (string, int) {
	t.Helper()
	cmd := g.command(args...)
	cmd.Dir = dir
	var errOut strings.Builder
	cmd.Stderr = &errOut
	err := cmd.Run()
	return errOut.String(), exitStatusOf(err)
}

// systemPath is a PATH with no interposer: as on the hook route, nothing
// but the classifier stands in the way of what a command runs.
const systemPath = "/usr/local/bin:/usr/bin:/bin"

// withSystemPath sets g's PATH to systemPath.
func (g *gateshEnv) withSystemPath() {
	for i, e := range g.env {
		if strings.HasPrefix(e, "PATH=") {
			g.env[i] = "PATH=" + systemPath
		}
	}
}

// redteamProject makes a project folder and, beside it (outside it), a
// victims folder; it returns both. g runs with the system's PATH.
func redteamProject(t *testing.T, g *gateshEnv) (project, victims string) {
	t.Helper()
	g.withSystemPath()
	project = filepath.Join(g.dir, "project")
	victims = filepath.Join(g.dir, "victims")
	must(t, os.MkdirAll(project, 0o755))
	must(t, os.MkdirAll(victims, 0o755))
	return project, victims
}

// A name that runs another program (F11 of the third red team round),
// run through gatesh with no enforcement, as on the hook route: each is
// held and its victim, outside the project, survives. Without the fix
// each was green and deleted the victim.
func TestNamesThatRunAnotherProgramAreHeld(t *testing.T) {
	g := newGateshEnv(t)
	project, victims := redteamProject(t, g)
	rm := "/bin/rm"
	for i, cmd := range []string{
		"BASH_ALIASES[cat]=rm; shopt -s expand_aliases\ncat VICTIM",
		"f=ls; declare -f $f >/dev/null; hash -p RM $f; $f VICTIM",
		`env 'BASH_FUNC_cat%%=() { rm "$@"; }' bash -c 'cat VICTIM'`,
	} {
		victim := filepath.Join(victims, "keep"+string(rune('a'+i)))
		must(t, os.WriteFile(victim, []byte("data"), 0o600))
		cmd = strings.ReplaceAll(strings.ReplaceAll(cmd, "VICTIM", victim), "RM", rm)
		stderr, status := g.runIn(t, project, "-c", cmd)
		if status != ExitHeld {
			t.Errorf("%s: status %d, want %d (held)\nstderr: %s", cmd, status, ExitHeld, stderr)
		}
		if _, err := os.Stat(victim); err != nil {
			t.Errorf("%s: the other program ran: %v", cmd, err)
		}
	}
}

// Readers of code from standard input or the terminal (F4 of the third
// red team round), on a terminal the agent types into: held as bash -s
// is, and what was typed does not run. Without the fix each was green
// and ran the typed command.
func TestCodeReadFromTheTerminalIsHeld(t *testing.T) {
	g := newGateshEnv(t)
	g.withSystemPath()
	typedDoesNotRun(t, g, []typedCase{
		{"source /dev/stdin", "rm -rf victim\n\x04"},
		{"bash /dev/stdin", "rm -rf victim\n\x04"},
		{"sh /dev/fd/0", "rm -rf victim\n\x04"},
		{"python3 -m code", "import shutil; shutil.rmtree('victim')\n\x04"},
		{"python3 -c 'import code; code.interact()'", "import shutil; shutil.rmtree('victim')\n\x04"},
		{"perl -e 'eval join(\"\", <STDIN>)'", "use File::Path; rmtree('victim');\n\x04"},
	})
}

// typedCase is a command run on a terminal and what the agent types
// there: text that removes the folder victim.
type typedCase struct{ cmd, typed string }

// typedDoesNotRun runs each command on a terminal with its text typed,
// from g's folder, and checks that it is held as stdin_commands and that
// the folder victim there keeps its file.
func typedDoesNotRun(t *testing.T, g *gateshEnv, cases []typedCase) {
	t.Helper()
	victim := filepath.Join(g.dir, "victim")
	for _, tc := range cases {
		must(t, os.MkdirAll(victim, 0o755))
		must(t, os.WriteFile(filepath.Join(victim, "keep"), []byte("data"), 0o600))
		_, stderr, status := g.onTerminal(t, tc.typed, "-c", tc.cmd)
		if status != ExitHeld || !strings.Contains(stderr, "stdin_commands") {
			t.Errorf("%s on a terminal: status %d, want %d\nstderr: %s", tc.cmd, status, ExitHeld, stderr)
		}
		if _, err := os.Stat(filepath.Join(victim, "keep")); err != nil {
			t.Errorf("%s: what was typed ran: %v", tc.cmd, err)
		}
	}
}

// A file an archiver writes by its own argument (F6 of the third red team
// round): tar -cf, zip and go build -o outside the project are held as
// the redirection they stand for, and the victim keeps its content.
// Without the fix each was green and overwrote the victim.
func TestArchiverOutputOutsideTheProjectIsHeld(t *testing.T) {
	g := newGateshEnv(t)
	project, victims := redteamProject(t, g)
	must(t, os.WriteFile(filepath.Join(project, "README"), []byte("readme"), 0o644))
	heldVictimsKept(t, g, project, victims, []string{
		"tar -cf VICTIM README",
		"tar cf VICTIM README",
		"zip -q VICTIM README",
	})
}

// heldVictimsKept runs each command from project with VICTIM standing
// for a file of its own in victims (by its path from the project: the
// temporary folder the test runs in is scratch, where writing is green),
// and checks that it is held before it runs, whether its program is
// installed or not (one that ran would exit 127 or 0, not held), and that
// the victim keeps its content.
func heldVictimsKept(t *testing.T, g *gateshEnv, project, victims string, cmds []string) {
	t.Helper()
	for i, cmd := range cmds {
		name := "keep" + string(rune('a'+i))
		victim := filepath.Join(victims, name)
		must(t, os.WriteFile(victim, []byte("data"), 0o600))
		cmd = strings.ReplaceAll(cmd, "VICTIM", "../"+filepath.Base(victims)+"/"+name)
		stderr, status := g.runIn(t, project, "-c", cmd)
		if status != ExitHeld {
			t.Errorf("%s: status %d, want %d (held)\nstderr: %s", cmd, status, ExitHeld, stderr)
		}
		if data, err := os.ReadFile(victim); err != nil || string(data) != "data" {
			t.Errorf("%s: the victim was overwritten (%d bytes) %v", cmd, len(data), err)
		}
	}
}

// An agent's project settings written by spellings the reader did not
// model (F5 of the third red team round): in a git project whose tools/
// folder holds an MCP server's settings, each way of putting them at the
// top of the project is held, and no .mcp.json appears. Without the fix
// each was green and planted the server the agent then starts.
func TestAgentSettingsPlantedBySpellingsAreHeld(t *testing.T) {
	g := newGateshEnv(t)
	project, _ := redteamProject(t, g)
	gitPath, err := exec.LookPath("git")
	needs.Check(t, "git", err)
	git := func(args ...string) {
		t.Helper()
		c := exec.Command(gitPath, args...)
		c.Dir = project
		c.Env = append([]string{"GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@example.org",
			"GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@example.org"}, g.env...)
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	must(t, os.MkdirAll(filepath.Join(project, "tools"), 0o755))
	server := `{"mcpServers":{"x":{"command":"touch","args":["planted"]}}}`
	must(t, os.WriteFile(filepath.Join(project, "tools", "s.json"), []byte(server), 0o644))
	must(t, os.WriteFile(filepath.Join(project, "tools", ".mcp.json"), []byte(server), 0o644))
	git("init", "-q", "-b", "main")
	git("add", "tools")
	git("commit", "-q", "-m", "tools")
	for _, cmd := range []string{
		"git mv tools/s.json .mcp.json",
		"cp -t . tools/.mcp.json",
		"cp tools/.mcp.json .",
		"cp -r tools/. .",
		"rsync -a tools/ ./",
		`python3 -c "import shutil; shutil.copy('tools/s.json', '.mcp.json')"`,
		`perl -e 'rename "tools/s.json", ".mcp.json"'`,
	} {
		// A program that is not installed is held all the same: the
		// decision comes before anything runs, and a command that ran
		// would fail with 127, not the held status.
		// What an earlier command moved is put back.
		must(t, os.WriteFile(filepath.Join(project, "tools", "s.json"), []byte(server), 0o644))
		must(t, os.WriteFile(filepath.Join(project, "tools", ".mcp.json"), []byte(server), 0o644))
		stderr, status := g.runIn(t, project, "-c", cmd)
		if status != ExitHeld || !strings.Contains(stderr, "gate-agent-project-settings") {
			t.Errorf("%s: status %d, want %d (held as gate-agent-project-settings)\nstderr: %s", cmd, status, ExitHeld, stderr)
		}
		if _, err := os.Stat(filepath.Join(project, ".mcp.json")); err == nil {
			t.Errorf("%s planted .mcp.json", cmd)
			must(t, os.Remove(filepath.Join(project, ".mcp.json")))
		}
	}
}
