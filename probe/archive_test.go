package probe

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
)

func TestArchiveNames(t *testing.T) {
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
		if got, ok := ArchiveNames(p); !ok || !slices.Equal(got, want) {
			t.Errorf("%s: %q %v, want %q", p, got, ok, want)
		}
	}
	if got, ok := ArchiveNames(put("a.zip", zb.Bytes())); !ok || !slices.Equal(got, []string{".claude/settings.json"}) {
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
		if got, ok := ArchiveNames(p); ok {
			t.Errorf("%s: listed %q", p, got)
		}
	}
}
