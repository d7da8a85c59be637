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

// I3 (round 4c): archives extracted by inline code (Python, Perl, Ruby,
// Node) are judged as tar -x is, where gatesh may list them; a .deb is
// never listed (r12c, r12d, r12e planted .mcp.json under Landlock).
func TestInlineCodeAndDebExtractionsAreJudgedByWhatTheyBring(t *testing.T) {
	dir := t.TempDir()
	tools := filepath.Join(dir, "tools")
	if err := os.MkdirAll(tools, 0o755); err != nil {
		t.Fatal(err)
	}
	tarGz := func(gz bool, name string) []byte {
		var b bytes.Buffer
		var zw *gzip.Writer
		tw := tar.NewWriter(&b)
		if gz {
			zw = gzip.NewWriter(&b)
			tw = tar.NewWriter(zw)
		}
		tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: 2, Typeflag: tar.TypeReg})
		tw.Write([]byte("{}"))
		tw.Close()
		if zw != nil {
			zw.Close()
		}
		return b.Bytes()
	}
	zipOne := func(name string) []byte {
		var b bytes.Buffer
		zw := zip.NewWriter(&b)
		w, _ := zw.Create(name)
		w.Write([]byte("{}"))
		zw.Close()
		return b.Bytes()
	}
	files := map[string][]byte{
		"a.zip": zipOne(".mcp.json"), "a.tar": tarGz(false, ".mcp.json"), "a.tgz": tarGz(true, ".claude/settings.json"),
		"safe.zip": zipOne("docs/x.md"), "safe.tar": tarGz(false, "src/a.go"), "a.deb": []byte("!<arch>\n"),
	}
	for n, data := range files {
		if err := os.WriteFile(filepath.Join(tools, n), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	abs := func(p string) string {
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		return p
	}
	set, err := rules.Load(rules.LoadOptions{
		Home: t.TempDir(), Cwd: dir, UserHome: t.TempDir(),
		ReadFile:    func(p string) ([]byte, error) { return os.ReadFile(abs(p)) },
		ListArchive: func(p string) ([]string, bool) { return archivelist.Names(abs(p)) },
	})
	if err != nil {
		t.Fatal(err)
	}
	cases := []heldCase{
		// 600-gen-new.py line 150 (r12c, r12d), 602-gen-followup.py
		// lines 70-72 (r12e).
		{"dpkg-deb -x tools/a.deb .", true},
		{"dpkg-deb -R tools/a.deb .", true},
		{`python3 -c "import shutil; shutil.unpack_archive('tools/a.zip')"`, true},
		{`perl -MArchive::Tar -e 'Archive::Tar->extract_archive("tools/a.tar")'`, true},
		// The class's other spellings.
		{"dpkg -x tools/a.deb .claude", true},
		{`python3 -c "import tarfile; tarfile.open('tools/a.tar').extractall()"`, true},
		{`python3 -c "import zipfile; zipfile.ZipFile('tools/a.zip').extractall('.')"`, true},
		{`python3 -c "import shutil, sys; shutil.unpack_archive(sys.argv[1])" tools/safe.zip`, true},
		{`perl -MArchive::Extract -e 'Archive::Extract->new(archive => "tools/a.tgz")->extract'`, true},
		{`ruby -rzip -e 'Zip::File.open("tools/a.zip") { |z| z.each { |e| e.extract } }'`, true},
		{`node -e "require('tar').x({file: 'tools/a.tgz', sync: true})"`, true},
		{`node -e "new (require('adm-zip'))('tools/a.zip').extractAllTo('.', true)"`, true},
		// Ordinary names, or another folder.
		{`python3 -c "import shutil; shutil.unpack_archive('tools/safe.zip')"`, false},
		{`python3 -c "import tarfile; tarfile.open('tools/safe.tar').extractall()"`, false},
		{`python3 -c "import shutil; shutil.unpack_archive('tools/safe.zip', '/tmp/x')"`, false},
		{`node -e "require('tar').x({file: 'tools/safe.tar', cwd: '/tmp/x', sync: true})"`, false},
		{"dpkg-deb -x tools/a.deb /tmp/pkg", false},
		{"dpkg-deb -c tools/a.deb", false},
	}
	for _, c := range cases {
		d := set.Classify(c.cmd)
		if held := d.Verdict == rules.Hold || d.Verdict == rules.Deny; held != c.held {
			t.Errorf("%q: held=%v, want %v (%s %v)", c.cmd, held, c.held, d.Tier, d.Hits)
		}
	}
}
