package probe

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

const (
	pemCert = "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----\n"
	pemKey  = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG\n-----END PRIVATE KEY-----\n"
)

// FileContent reads a file's first bytes: a private key anywhere in
// them wins, certificates alone are public, and whatever it cannot read
// whole or safely is unknown, so that the name decides.
func TestFileContent(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	key := write("server.pem", pemKey)
	chainThenKey := write("fullchain.pem", pemCert+pemCert+pemKey)
	cert := write("cert.pem", pemCert)
	rsa := write("id", "-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\n")
	openssh := write("k", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3Bl\n-----END OPENSSH PRIVATE KEY-----\n")
	pub := write("k.pub", "ssh-ed25519 AAAAC3Nza u@h\n")
	text := write("notes.pem", "just words\n")
	long := write("long.pem", pemCert+strings.Repeat("x", HeadBytes)+pemKey)
	link := filepath.Join(dir, "link.pem")
	if err := os.Symlink(cert, link); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo.pem")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		want Content
	}{
		{key, ContentPrivateKey},
		{chainThenKey, ContentPrivateKey},
		{rsa, ContentPrivateKey},
		{openssh, ContentPrivateKey},
		{cert, ContentPublic},
		{pub, ContentPublic},
		{text, ContentUnknown},
		// Longer than what is read, with only a certificate seen: a key
		// may follow.
		{long, ContentUnknown},
		// A link is not followed, a FIFO not opened for reading, a
		// folder or a missing file tells nothing.
		{link, ContentUnknown},
		{fifo, ContentUnknown},
		{dir, ContentUnknown},
		{filepath.Join(dir, "missing.pem"), ContentUnknown},
	} {
		if got := FileContent(c.path); got != c.want {
			t.Errorf("FileContent(%s) = %d, want %d", filepath.Base(c.path), got, c.want)
		}
	}
}
