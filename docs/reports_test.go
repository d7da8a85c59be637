package docs

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the real run in reports.md with this run's output")

const reportsDoc = "reports.md"

// session is one agent's commands through gatesh -c.
type agentSession struct{ name, session string }

// normalise makes two runs of the same scenario comparable: times,
// dates, request ids and the temporary project folder differ from run to
// run, and nothing else may.
func normalise(s, project string) string {
	if project != "" {
		s = strings.ReplaceAll(s, project, "PROJECT")
	}
	s = regexp.MustCompile(`/tmp/gatesh-readme-[A-Za-z0-9]+/shop`).ReplaceAllString(s, "PROJECT")
	s = regexp.MustCompile(`\d{4}-\d\d-\d\d \d\d:\d\d`).ReplaceAllString(s, "TIME")
	s = regexp.MustCompile(`\d{4}-\d\d-\d\d`).ReplaceAllString(s, "DATE")
	s = regexp.MustCompile(`\b[a-z2-7]{13}\b`).ReplaceAllString(s, "ID")
	return s
}

// TestReportsRealRun makes the real run that reports.md shows and checks
// that digest and stats print what the page says, times, ids and the
// temporary folder aside: gatesh and gatesh-export built from this tree,
// a git project with a local bare remote, two agents running eleven
// commands through gatesh -c, a force-push approved and run on the retry,
// an rm -rf rejected and its retry refused. go test ./docs/ -run
// TestReportsRealRun -update writes this run's output into the page.
func TestReportsRealRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the programs")
	}
	need(t, "git", func() error { _, err := exec.LookPath("git"); return err }())
	h := newHome(t)
	h.mustSh("..", "install/install.sh")
	h.write("fake/npm", "#!/bin/sh\necho \"added 1 package\"\n", 0o755)
	h.path = append([]string{filepath.Join(h.dir, "fake")}, h.path...)
	h.env = append(h.env, "GATESH_HOLD_WAIT=0s",
		"GIT_AUTHOR_NAME=dev", "GIT_AUTHOR_EMAIL=dev@example.org", "GIT_COMMITTER_NAME=dev", "GIT_COMMITTER_EMAIL=dev@example.org")
	h.mustSh(h.dir, "gatesh init")

	// The project: a clone of a local bare remote, one commit pushed, a
	// second one made locally after a rebase.
	parent, err := os.MkdirTemp("", "gatesh-readme-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(parent) })
	project := filepath.Join(parent, "shop")
	remote := filepath.Join(parent, "remote.git")
	for _, c := range [][]string{
		{"git", "init", "-q", "--bare", "-b", "main", remote},
		{"git", "init", "-q", "-b", "main", project},
	} {
		if out, err := exec.Command(c[0], c[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", c, err, out)
		}
	}
	if err := os.WriteFile(filepath.Join(project, "README.md"), []byte("shop\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(project, "build-cache"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(project, "build-cache", "obj"), []byte("cached\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"git remote add origin " + remote, "git add README.md", "git commit -qm first", "git push -q origin main",
		"git commit -q --amend -m 'first, rebased'"} {
		h.mustSh(project, line) // set-up, not through gatesh
	}

	claude := agentSession{"claude-code", "7d1e9b40"}
	codex := agentSession{"codex", "019a4c2e"}
	gatesh := filepath.Join(h.dir, ".local", "bin", "gatesh")
	run := func(a agentSession, command string, want int) string {
		t.Helper()
		cmd := exec.Command(gatesh, "-c", command)
		cmd.Dir = project
		cmd.Env = h.environ("GATESH_AGENT="+a.name, "GATESH_SESSION="+a.session)
		out, err := cmd.CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != want {
			t.Fatalf("%s: exit %d, want %d\n%s", command, code, want, out)
		}
		return string(out)
	}
	requestOf := func(out string) string {
		t.Helper()
		m := regexp.MustCompile(`request ([a-z2-7]{13}) `).FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("no request in:\n%s", out)
		}
		return m[1]
	}
	run(claude, "git status --short", 0)
	run(claude, "ls", 0)
	run(claude, "npm install left-pad", 0)
	run(codex, "git log --oneline", 0)
	run(codex, "cat README.md", 0)
	push := requestOf(run(claude, "git push --force origin main", 75))
	h.mustSh(project, "gatesh approve "+push+" --reason 'my branch, rebased'", "USER=alice")
	run(claude, "git push --force origin main", 0)
	clean := requestOf(run(codex, "rm -rf build-cache", 75))
	h.mustSh(project, "gatesh reject "+clean+" --reason 'keep the cache; use make clean'", "USER=alice")
	run(codex, "rm -rf build-cache", 77)
	run(claude, "git status --short", 0)
	run(claude, "git log --oneline -1", 0)
	if _, err := os.Stat(filepath.Join(project, "build-cache", "obj")); err != nil {
		t.Fatalf("the rejected rm -rf removed its target: %v", err)
	}
	if out, err := exec.Command("git", "-C", remote, "log", "--format=%s", "-1", "main").Output(); err != nil || string(out) != "first, rebased\n" {
		t.Fatalf("the approved force-push did not run: %q %v", out, err)
	}

	// The page's block: "$ COMMAND" lines, each followed by its output.
	var doc block
	for _, b := range blocks(t, reportsDoc) {
		if b.lang == "" && strings.HasPrefix(b.text, "$ gatesh digest\n") {
			doc = b
		}
	}
	if doc.text == "" {
		t.Fatalf("%s has no block that starts with $ gatesh digest", reportsDoc)
	}
	var got strings.Builder
	for i, part := range strings.Split(strings.TrimPrefix(doc.text, "$ "), "\n$ ") {
		command, _, _ := strings.Cut(part, "\n")
		if !strings.HasPrefix(command, "gatesh ") {
			t.Fatalf("%s:%d: %q is not a gatesh command", reportsDoc, doc.line, command)
		}
		if i > 0 {
			got.WriteString("\n")
		}
		got.WriteString("$ " + command + "\n" + h.mustSh(project, command))
	}
	if *update {
		data, err := os.ReadFile(reportsDoc)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Replace(string(data), doc.text, got.String(), 1)
		if err := os.WriteFile(reportsDoc, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if g, w := normalise(got.String(), project), normalise(doc.text, ""); g != w {
		t.Errorf("%s:%d: the real run prints, times, ids and folder aside:\n%s\nthe page shows:\n%s", reportsDoc, doc.line, g, w)
	}
}
