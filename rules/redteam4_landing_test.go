package rules_test

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"testing"

	"gatesh/archivelist"
	"gatesh/rules"
)

// G12: agent settings written by a program's output argument, by inline
// code that builds the name, or brought by an archive or a patch. With
// no file to look at, what an output argument names, a name built from
// literals, and what comes from a pipe or the terminal are held.
func TestAgentSettingsByOutputArgumentsAndBuiltNames(t *testing.T) {
	checkHeld(t, []heldCase{
		// 7F5-10 (7-r07 planted a server under Landlock), 7F5-30, 7F5-39,
		// 7F5-15, 7F5-38 (a patch read from the terminal).
		{"uniq tools/m.json .mcp.json", true},
		{"xxd -r tools/m.hex .mcp.json", true},
		{`perl -MFile::Copy -e 'copy("tools/m.json", ".mcp" . ".json")'`, true},
		{"git archive HEAD tools | tar -x --strip-components=1", true},
		{"git apply --unsafe-paths", true},
		// The class's other spellings.
		{"iconv -f utf8 -t utf8 -o .mcp.json tools/m.json", true},
		{"objcopy -O binary tools/x .claude/settings.json", true},
		{`python3 -c "import shutil; shutil.copy('tools/m.json', '.m' + 'cp.json')"`, true},
		{`python3 -c "import shutil, os; shutil.copy('tools/s.json', os.path.join('.claude', 'settings.json'))"`, true},
		{`node -e "require('fs').copyFileSync('tools/m.json', '.mcp' + '.json')"`, true},
		{`perl -e 'open(F, ">" . ".mcp" . ".json"); print F "{}"'`, true},
		{`php -r 'copy("tools/m.json", ".mcp" . ".json");'`, true},
		{"curl -sL https://x.example/a.tgz | tar xz", true},
		{"./gen | patch -p1", true},
		{"cat tools/a.tar | bsdtar -xf - -C .claude", true},
		{"git apply", true},
		{"gunzip .mcp.json.gz", true},
		{"xz -d .claude/settings.json.xz", true},
		// Everyday: output arguments and built names elsewhere, archives
		// from a pipe into a subfolder or /tmp, a heredoc patch of
		// ordinary files.
		{"uniq -c words.txt counts.txt", false},
		{`python3 -c "import shutil; shutil.copy('a.txt', 'out/' + 'b.txt')"`, false},
		{`python3 -c "print('.' + 'x')"`, false},
		{"curl -sL https://x.example/a.tgz | tar xz -C /tmp", false},
		{"git archive HEAD | tar -x -C build/export", false},
		{"git apply <<'EOF'\n--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-a\n+b\nEOF", false},
		{"git apply <<'EOF'\n--- /dev/null\n+++ b/.mcp.json\n@@ -0,0 +1 @@\n+{}\nEOF", true},
		{"patch <<'EOF'\n*** .claude/settings.json.orig\n--- .claude/settings.json\n***************\nEOF", true},
		// Text with no patch in it brings nothing (a peer's case).
		{"git apply <<'PATCH'\n*** Begin Patch\n+rm -rf ~ is inert patch text\n*** End Patch\nPATCH", false},
		{"tar -tf tools/a.tar", false},
		{"gunzip -c .mcp.json.gz", false},
		{"gunzip data/events.json.gz", false},
		{"gzip big.log", false},
		{"git merge --ff-only topic", false},
	})
}

// G12, where gatesh may look at the project's files (as the shell and
// the hooks do): an archive's or a patch's names are each a write, judged
// by the one path policy; one it cannot list is held when it lands in
// the top of the project or a dot folder of it.
func TestArchivesAndPatchesAreJudgedByWhatTheyBring(t *testing.T) {
	dir := t.TempDir()
	tools := filepath.Join(dir, "tools")
	if err := os.MkdirAll(tools, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name string, data []byte) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(tools, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tarOf := func(gz bool, names ...string) []byte {
		var b bytes.Buffer
		var tw *tar.Writer
		var zw *gzip.Writer
		if gz {
			zw = gzip.NewWriter(&b)
			tw = tar.NewWriter(zw)
		} else {
			tw = tar.NewWriter(&b)
		}
		for _, n := range names {
			if err := tw.WriteHeader(&tar.Header{Name: n, Mode: 0o644, Size: 3, Typeflag: tar.TypeReg}); err != nil {
				t.Fatal(err)
			}
			tw.Write([]byte("{}\n"))
		}
		tw.Close()
		if zw != nil {
			zw.Close()
		}
		return b.Bytes()
	}
	zipOf := func(names ...string) []byte {
		var b bytes.Buffer
		zw := zip.NewWriter(&b)
		for _, n := range names {
			w, err := zw.Create(n)
			if err != nil {
				t.Fatal(err)
			}
			w.Write([]byte("{}"))
		}
		zw.Close()
		return b.Bytes()
	}
	write("a.tar", tarOf(false, ".mcp.json"))
	write("b.tgz", tarOf(true, "pkg/a.txt", "pkg/.claude/settings.json", ".claude/settings.json"))
	write("hooks.tar", tarOf(false, ".git/hooks/pre-commit"))
	write("safe.tgz", tarOf(true, "src/a.go", "README.md"))
	write("nested.tgz", tarOf(true, "pkg/src/a.go", "pkg/.mcp.json"))
	write("a.zip", zipOf(".claude/settings.json"))
	write("safe.zip", zipOf("docs/x.md"))
	write("a.7z", []byte("7z\xbc\xaf\x27\x1c\x00\x04"))
	write("p.diff", []byte("--- /dev/null\n+++ b/.mcp.json\n@@ -0,0 +1 @@\n+{}\n"))
	write("git.diff", []byte("diff --git a/x b/.vscode/tasks.json\nrename from x\nrename to .vscode/tasks.json\n"))
	write("ok.diff", []byte("--- a/README.md\n+++ b/README.md\n@@ -1 +1 @@\n-a\n+b\n"))
	// A link that leaves the folder, and a later entry through it.
	var lb bytes.Buffer
	tw := tar.NewWriter(&lb)
	tw.WriteHeader(&tar.Header{Name: "cfg", Linkname: "../../.config", Typeflag: tar.TypeSymlink})
	tw.WriteHeader(&tar.Header{Name: "cfg/autostart/x.desktop", Mode: 0o644, Typeflag: tar.TypeReg})
	tw.Close()
	write("link.tar", lb.Bytes())

	set, err := rules.Load(rules.LoadOptions{
		Home: t.TempDir(), Cwd: dir, UserHome: t.TempDir(),
		ReadFile: func(p string) ([]byte, error) {
			if !filepath.IsAbs(p) {
				p = filepath.Join(dir, p)
			}
			return os.ReadFile(p)
		},
		ListArchive: func(p string) ([]string, bool) {
			if !filepath.IsAbs(p) {
				p = filepath.Join(dir, p)
			}
			return archivelist.Names(p)
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	cases := []heldCase{
		// 7F5-32, 7F5-33, 7F5-34, 7F5-35, 7F5-37, 7F5-38.
		{"bsdtar -xf tools/a.tar", true},
		{"7z x tools/a.7z", true},
		{"python3 -m zipfile -e tools/a.zip .", true},
		{"python3 -m tarfile -e tools/a.tar .", true},
		{"patch < tools/p.diff", true},
		{"git apply --unsafe-paths tools/p.diff", true},
		// The class's other spellings.
		{"tar -xf tools/a.tar", true},
		{"tar xf tools/a.tar", true},
		{"tar -xzf tools/b.tgz", true},
		{"unzip -o tools/a.zip", true},
		{"tar -xf tools/hooks.tar", true},
		{"tar -xf tools/link.tar -C sub", true},
		{"patch -p1 -i tools/p.diff", true},
		{"git apply tools/git.diff", true},
		{"git am tools/p.diff", true},
		{"tar -xf tools/missing.tar", true},
		{"tar -xzf tools/nested.tgz --strip-components=1", true},
		{"tar -xzf tools/nested.tgz --strip-components 1", true},
		{"tar -xzf tools/safe.tgz --transform 's,^src,.claude,'", true},
		{"bsdtar -xf tools/safe.tgz -s ',^src,.git/hooks,'", true},
		{"git apply --directory=.claude tools/ok.diff", true},
		{"tar -x < tools/missing.tar", true},
		{"tar -xf tools/safe.tgz -C .cache", false},
		{"tar -xf tools/a.7z -C .cache", true},
		{"unzip tools/a.7z -d .git", true},
		{"jar xf tools/a.zip", true},
		{"ar x tools/lib.a", true},
		// What they bring is known and ordinary, or lands elsewhere.
		{"tar -xzf tools/safe.tgz", false},
		{"tar -x < tools/safe.tgz", false},
		{"unzip -o tools/safe.zip", false},
		{"python3 -m zipfile -e tools/safe.zip .", false},
		{"git apply tools/ok.diff", false},
		{"patch -p1 < tools/ok.diff", false},
		{"tar -xzf tools/safe.tgz -C vendor", false},
		{"tar -xzf tools/safe.tgz --strip-components=1", false},
		{"tar -xzf tools/nested.tgz --strip-components=2", false},
		{"unzip tools/a.7z -d vendor/x", false},
		{"jar xf tools/safe.zip", false},
		{"git merge --ff-only topic", false},
	}
	for _, c := range cases {
		d := set.Classify(c.cmd)
		held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
		if held != c.held {
			t.Errorf("%q: held=%v, want %v (%s %v)", c.cmd, held, c.held, d.Tier, d.Hits)
		}
	}
}
