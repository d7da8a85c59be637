package probe

import (
	"bytes"
	"os"
	"syscall"
)

// Content is what the first bytes of a file say it holds.
type Content uint8

const (
	// ContentUnknown: the file is not there, is not a plain file, could
	// not be read whole enough to tell, or holds nothing gatesh knows.
	// Its name decides.
	ContentUnknown Content = iota
	// ContentPrivateKey: a private key (PEM, OpenSSH, PGP), whatever
	// else the file holds and whatever its name.
	ContentPrivateKey
	// ContentPublic: only certificates, requests, revocation lists or
	// public keys: nothing secret.
	ContentPublic
)

// HeadBytes bounds how much of a file FileContent reads: a chain of a
// few certificates and a key fits, and a file longer than that which
// showed no key may still hold one further on.
const HeadBytes = 64 << 10

var privateMarkers = [][]byte{
	[]byte("PRIVATE KEY-----"),       // PKCS#1, PKCS#8, EC, OpenSSH, encrypted
	[]byte("PRIVATE KEY BLOCK-----"), // PGP
	[]byte("PuTTY-User-Key-File-"),
}

var publicMarkers = [][]byte{
	[]byte("-----BEGIN CERTIFICATE-----"),
	[]byte("-----BEGIN TRUSTED CERTIFICATE-----"),
	[]byte("-----BEGIN X509 CERTIFICATE-----"),
	[]byte("-----BEGIN CERTIFICATE REQUEST-----"),
	[]byte("-----BEGIN NEW CERTIFICATE REQUEST-----"),
	[]byte("-----BEGIN X509 CRL-----"),
	[]byte("-----BEGIN PUBLIC KEY-----"),
	[]byte("-----BEGIN RSA PUBLIC KEY-----"),
	[]byte("-----BEGIN PGP PUBLIC KEY BLOCK-----"),
	[]byte("-----BEGIN DH PARAMETERS-----"),
	[]byte("-----BEGIN EC PARAMETERS-----"),
	[]byte("-----BEGIN PKCS7-----"),
}

// FileContent tells what the file at path (absolute) holds by its first
// HeadBytes: a private key anywhere in them, or, when the whole file was
// read, public material only. It follows no symbolic link (a link names
// another file, which may be one gatesh should not open), opens nothing
// but a plain file, and never blocks on a FIFO. Anything it cannot tell
// is ContentUnknown: the caller then goes by the name, as it would
// without the file.
func FileContent(path string) Content {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if err != nil {
		return ContentUnknown
	}
	f := os.NewFile(uintptr(fd), path)
	defer f.Close()
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return ContentUnknown
	}
	buf := make([]byte, min(info.Size(), HeadBytes)+1)
	n, _ := readFull(f, buf)
	return contentOf(buf[:n], n < len(buf))
}

// readFull reads until buf is full, the file ends, or an error.
func readFull(f *os.File, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		k, err := f.Read(buf[n:])
		n += k
		if err != nil || k == 0 {
			return n, err
		}
	}
	return n, nil
}

// contentOf judges the first bytes of a file; whole says they are all
// of it.
func contentOf(head []byte, whole bool) Content {
	for _, m := range privateMarkers {
		if bytes.Contains(head, m) {
			return ContentPrivateKey
		}
	}
	if !whole {
		return ContentUnknown
	}
	for _, m := range publicMarkers {
		if bytes.Contains(head, m) {
			return ContentPublic
		}
	}
	// An OpenSSH public key line: ssh-ed25519 AAAA... comment.
	if bytes.HasPrefix(head, []byte("ssh-")) || bytes.HasPrefix(head, []byte("ecdsa-sha2-")) {
		return ContentPublic
	}
	return ContentUnknown
}
