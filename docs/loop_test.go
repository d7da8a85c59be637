package docs

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gatesh/shim"
)

const loopDoc = "loop.md"

// TestMain makes this test binary gatesh (and bash and sh, which the loop
// links to gatesh for its worker), so that the loop examples run the
// gatesh of this tree.
func TestMain(m *testing.M) {
	switch filepath.Base(os.Args[0]) {
	case "gatesh", "bash", "sh":
		os.Exit(shim.Main(os.Args, os.Stdin, os.Stdout, os.Stderr, os.Environ()))
	}
	os.Exit(m.Run())
}

// loopExample is one "###" section of loop.md's Examples: the files its
// blocks name (```LANG PATH) and its console session.
type loopExample struct {
	name    string
	files   map[string]string
	console block
}

func loopExamples(t *testing.T) []loopExample {
	t.Helper()
	data, err := os.ReadFile(loopDoc)
	if err != nil {
		t.Fatal(err)
	}
	_, examples, ok := strings.Cut(string(data), "\n## Examples\n")
	if !ok {
		t.Fatalf("%s has no Examples section", loopDoc)
	}
	examples, _, _ = strings.Cut(examples, "\n## ")
	offset := strings.Count(strings.SplitN(string(data), "\n## Examples\n", 2)[0], "\n") + 2
	var out []loopExample
	for _, sec := range strings.Split(examples, "\n### ")[1:] {
		name, _, _ := strings.Cut(sec, "\n")
		ex := loopExample{name: name, files: map[string]string{}}
		tmp := filepath.Join(t.TempDir(), "section.md")
		if err := os.WriteFile(tmp, []byte(sec), 0o600); err != nil {
			t.Fatal(err)
		}
		for _, b := range blocks(t, tmp) {
			lang, path, named := strings.Cut(b.lang, " ")
			switch {
			case named:
				ex.files[path] = b.text
			case lang == "console":
				ex.console = b
				ex.console.line += offset + strings.Count(strings.SplitN(examples, sec, 2)[0], "\n")
			}
		}
		if len(ex.files) == 0 || ex.console.text == "" {
			t.Fatalf("%s: example %q has no files or no console session", loopDoc, name)
		}
		out = append(out, ex)
	}
	if len(out) < 2 {
		t.Fatalf("%s has %d loop examples, want the single task and the tasks file", loopDoc, len(out))
	}
	return out
}

// volatile are the parts of a run's output that differ between runs.
var volatile = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`\d{8}T\d{6}Z-[a-z2-7]{6}`), "RUN"},
	{regexp.MustCompile(`\b[0-9a-f]{40}\b`), "COMMIT"},
	{regexp.MustCompile(`\d{4}-\d\d-\d\d \d\d:\d\d:\d\d`), "DATE"},
	{regexp.MustCompile(`(took\s+)\S+`), "${1}TIME"},
	{regexp.MustCompile(`\b[a-z2-7]{13}\b`), "REQUEST"},
}

func normalize(s string) string {
	for _, v := range volatile {
		s = v.re.ReplaceAllString(s, v.with)
	}
	return s
}

// TestLoopExamples runs each example of loop.md as written: its files in
// a fresh folder under a fresh HOME (shown as /home/u), gatesh init, then
// its console commands in one bash, comparing what they print.
func TestLoopExamples(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var overnight string
	for _, ex := range loopExamples(t) {
		t.Run(strings.ReplaceAll(ex.name, " ", "_"), func(t *testing.T) {
			got := runLoopExample(t, exe, ex)
			if normalize(got) != normalize(ex.console.text) {
				t.Errorf("%s:%d: the example %q printed:\n%s", loopDoc, ex.console.line, ex.name, got)
			}
			if strings.Contains(ex.name, "overnight") {
				overnight = got
			}
		})
	}
	// The README's overnight section shows the morning's loop show of
	// the tasks example.
	readme := blocks(t, filepath.Join("..", "README.md"))
	found := false
	for _, b := range readme {
		if b.lang == "console" && strings.HasPrefix(b.text, "$ gatesh loop show\n") {
			found = true
			if overnight != "" && !strings.Contains(normalize(overnight), normalize(b.text)) {
				t.Errorf("README.md:%d: the overnight loop show is not what the tasks example prints:\n%s", b.line, overnight)
			}
		}
	}
	if !found {
		t.Error("README.md has no console block of `gatesh loop show`")
	}
}

// runLoopExample sets up an example's folder and runs its console
// commands; it returns the session as a terminal would show it.
func runLoopExample(t *testing.T, exe string, ex loopExample) string {
	t.Helper()
	root := t.TempDir()
	home := filepath.Join(root, "home")
	dir := filepath.Join(home, "example")
	bin := filepath.Join(root, "bin")
	for _, d := range []string{dir, bin} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { // run folders are read-only
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				os.Chmod(p, 0o700)
			}
			return nil
		})
	})
	if err := os.Symlink(exe, filepath.Join(bin, "gatesh")); err != nil {
		t.Fatal(err)
	}
	for path, content := range ex.files {
		p := filepath.Join(dir, path)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gitconfig := filepath.Join(root, "gitconfig")
	if err := os.WriteFile(gitconfig, []byte("[init]\n\tdefaultBranch = main\n[user]\n\tname = u\n\temail = u@example.com\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := []string{"HOME=" + home, "PATH=" + bin + ":/usr/local/bin:/usr/bin:/bin", "USER=u", "LANG=C", "LC_ALL=C", "TZ=UTC",
		"GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=" + gitconfig}
	initCmd := exec.Command(filepath.Join(bin, "gatesh"), "init")
	initCmd.Env = env
	if out, err := initCmd.CombinedOutput(); err != nil {
		t.Fatalf("gatesh init: %v\n%s", err, out)
	}
	var script strings.Builder
	script.WriteString("exec 2>&1\n")
	for _, line := range strings.Split(ex.console.text, "\n") {
		cmd, ok := strings.CutPrefix(line, "$ ")
		if !ok {
			continue
		}
		script.WriteString("printf '%s\\n' " + shellQuote("$ "+cmd) + "\n" + cmd + "\n")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bash, "--noprofile", "--norc", "-c", script.String())
	cmd.Dir, cmd.Env = dir, env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", ex.name, err, out.String())
	}
	return strings.ReplaceAll(out.String(), home, "/home/u")
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
