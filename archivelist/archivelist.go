// Package archivelist lists the names an archive brings, as an extractor
// would create them; it runs in gatesh-archive, so that gatesh itself
// links no archive or decompression code (whose initialisation would run
// at every start, and archive/tar brings os/user and cgo).
package archivelist

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"io"
	"os"
	"path"
	"strings"
	"syscall"
)

// Bounds of Names: past them the archive's names are not listed,
// and the caller holds what it brings as it would an archive it cannot
// read.
const (
	// MaxEntries bounds the entries listed.
	MaxEntries = 20000
	// MaxBytes bounds the bytes a compressed tar is read for
	// (decompressed: its entries are found only by reading through);
	// a plain tar's contents are skipped, not read.
	MaxBytes = 256 << 20
)

// Names lists the names of the entries of the archive at path,
// as an extractor would create them: a tar (plain, gzip or bzip2) or a
// zip. ok is false when it cannot tell: the file is not a plain file,
// its format is another's (7z, rar, xz, zstd), it is past the bounds, or
// it holds a zip's symbolic link (whose target is its content) or a name
// with a NUL byte in it (which Main could not print apart). A tar's
// link entry lists where it leads as well, absolute or relative to the
// folder the archive is extracted into: a later entry may be written
// through it. It follows no symbolic link
// to the archive and never blocks on a FIFO.
func Names(name string) (names []string, ok bool) {
	fd, err := syscall.Open(name, syscall.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, false
	}
	f := os.NewFile(uintptr(fd), name)
	defer f.Close()
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return nil, false
	}
	br := bufio.NewReader(io.LimitReader(f, MaxBytes))
	head, _ := br.Peek(4)
	switch {
	case bytes.HasPrefix(head, []byte("PK\x03\x04")) || bytes.HasPrefix(head, []byte("PK\x05\x06")):
		return zipNames(f, info.Size())
	case bytes.HasPrefix(head, []byte{0x1f, 0x8b}):
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, false
		}
		return tarNames(io.LimitReader(zr, MaxBytes))
	case bytes.HasPrefix(head, []byte("BZh")):
		return tarNames(io.LimitReader(bzip2.NewReader(br), MaxBytes))
	}
	// A plain tar is read from the file itself, which tar skips through
	// without reading the entries' contents, whatever its size.
	return tarNames(io.NewSectionReader(f, 0, info.Size()))
}

// tarNames lists a tar stream's entries.
func tarNames(r io.Reader) ([]string, bool) {
	tr := tar.NewReader(r)
	var names []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return names, len(names) > 0
		}
		if err != nil || len(names) >= MaxEntries {
			return nil, false
		}
		if strings.IndexByte(h.Name, 0) >= 0 || strings.IndexByte(h.Linkname, 0) >= 0 {
			return nil, false
		}
		names = append(names, h.Name)
		// A later entry may be written through a link: where the link
		// leads is written too (absolute, or relative to the folder the
		// archive is extracted into).
		switch h.Typeflag {
		case tar.TypeSymlink:
			names = append(names, linkTarget(path.Dir(h.Name), h.Linkname))
		case tar.TypeLink:
			names = append(names, linkTarget(".", h.Linkname))
		}
	}
}

// zipNames lists a zip's entries from its central directory.
func zipNames(f *os.File, size int64) ([]string, bool) {
	zr, err := zip.NewReader(f, size)
	if err != nil || len(zr.File) > MaxEntries {
		return nil, false
	}
	names := make([]string, 0, len(zr.File))
	for _, e := range zr.File {
		if e.Mode()&os.ModeSymlink != 0 {
			// The link's target is its content: not read here.
			return nil, false
		}
		if strings.IndexByte(e.Name, 0) >= 0 {
			return nil, false
		}
		names = append(names, e.Name)
	}
	return names, len(names) > 0
}

// linkTarget is where a link's target leads, relative to the folder the
// archive is extracted into (dir is the symbolic link's own folder, the
// archive's top for a hard link), or absolute.
func linkTarget(dir, target string) string {
	if path.IsAbs(target) {
		return path.Clean(target)
	}
	return path.Join(dir, target)
}
