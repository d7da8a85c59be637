package archivelist

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"syscall"
	"testing"
)

func TestNames(t *testing.T) {
	dir := t.TempDir()
	put := func(name string, data []byte) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var tb bytes.Buffer
	tw := tar.NewWriter(&tb)
	tw.WriteHeader(&tar.Header{Name: ".mcp.json", Mode: 0o644, Size: 2, Typeflag: tar.TypeReg})
	tw.Write([]byte("{}"))
	tw.WriteHeader(&tar.Header{Name: "d/ln", Linkname: "../../.bashrc", Typeflag: tar.TypeSymlink})
	tw.WriteHeader(&tar.Header{Name: "abs", Linkname: "/etc/cron.d/x", Typeflag: tar.TypeSymlink})
	tw.Close()
	var gb bytes.Buffer
	gw := gzip.NewWriter(&gb)
	gw.Write(tb.Bytes())
	gw.Close()
	var zb bytes.Buffer
	zw := zip.NewWriter(&zb)
	w, _ := zw.Create(".claude/settings.json")
	w.Write([]byte("{}"))
	zw.Close()

	want := []string{".mcp.json", "d/ln", "../.bashrc", "abs", "/etc/cron.d/x"}
	for _, p := range []string{put("a.tar", tb.Bytes()), put("a.tgz", gb.Bytes())} {
		if got, ok := Names(p); !ok || !slices.Equal(got, want) {
			t.Errorf("%s: %q %v, want %q", p, got, ok, want)
		}
	}
	if got, ok := Names(put("a.zip", zb.Bytes())); !ok || !slices.Equal(got, []string{".claude/settings.json"}) {
		t.Errorf("zip: %q %v", got, ok)
	}
	// What it cannot list: another format, text, nothing there, a link
	// to an archive, a FIFO (not opened for reading, never waited on).
	link := filepath.Join(dir, "link.tar")
	os.Symlink(filepath.Join(dir, "a.tar"), link)
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{put("a.7z", []byte("7z\xbc\xaf\x27\x1c\x00\x04")), put("x.txt", []byte("hello\n")), filepath.Join(dir, "missing.tar"), link, fifo} {
		if got, ok := Names(p); ok {
			t.Errorf("%s: listed %q", p, got)
		}
	}
}

// Main prints each name followed by a NUL, so that a name with a newline
// in it stays one name; a zip name with a NUL in it, which could not be
// printed apart, is not listed; a failure prints nothing and exits 1.
func TestMainPrintsNamesApart(t *testing.T) {
	dir := t.TempDir()
	zipOf := func(names ...string) string {
		var zb bytes.Buffer
		zw := zip.NewWriter(&zb)
		for _, n := range names {
			if _, err := zw.Create(n); err != nil {
				t.Fatal(err)
			}
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, "a"+strconv.Itoa(len(names))+".zip")
		if err := os.WriteFile(p, zb.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var out, errb bytes.Buffer
	if code := Main([]string{zipOf("a\n.mcp.json", "src/b")}, &out, &errb); code != 0 || out.String() != "a\n.mcp.json\x00src/b\x00" {
		t.Errorf("newline name: exit %d, %q (%s)", code, out.String(), errb.String())
	}
	out.Reset()
	if code := Main([]string{zipOf("x\x00.mcp.json", "y", "z")}, &out, &errb); code != 1 || out.Len() != 0 {
		t.Errorf("NUL name: exit %d, %q", code, out.String())
	}
	if code := Main(nil, &out, &errb); code != 2 {
		t.Errorf("no path: exit %d", code)
	}
	if code := Main([]string{filepath.Join(dir, "missing.zip")}, &out, &errb); code != 1 || out.Len() != 0 {
		t.Errorf("missing: exit %d, %q", code, out.String())
	}
}
