package shim

import (
	"bytes"
	"context"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// archiveProgram lists the names an archive brings (package
// archivelist): a program of its own, so that gatesh links no archive or
// decompression code, whose initialisation would run at every start
// (cmd/gatesh/static_test.go).
const archiveProgram = "gatesh-archive"

// Bounds of a listing: past them the archive is one gatesh cannot list,
// and what it brings is held. archiveTimeout allows for reading a
// compressed tar through to archivelist.MaxBytes.
const (
	archiveTimeout   = 10 * time.Second
	archiveMaxOutput = 32 << 20
)

// archiveFrom lists the names of an archive at a path relative to cwd
// with gatesh-archive beside gatesh's own program (listArchive).
func archiveFrom(cwd string) func(string) ([]string, bool) {
	return func(path string) ([]string, bool) {
		if !filepath.IsAbs(path) {
			path = filepath.Join(cwd, path)
		}
		return listArchive(selfExecutable(), path)
	}
}

// listArchive runs gatesh-archive, found beside the gatesh at selfPath
// and never on PATH, on the archive at the absolute path, with no shell,
// no environment and a time limit, and returns the names it printed. ok
// is false on any failure: no program there, killed past the time limit,
// a non-zero exit, or output that is not names each ended by a NUL.
func listArchive(selfPath, path string) (names []string, ok bool) {
	prog, err := besideSelf(selfPath, archiveProgram)
	if err != nil {
		return nil, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), archiveTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, prog, path)
	cmd.Args[0] = archiveProgram
	cmd.Env = []string{} // none of the command's, nor gatesh's
	cmd.Dir = "/"
	out := &boundedBuffer{max: archiveMaxOutput}
	cmd.Stdout = out
	cmd.WaitDelay = 100 * time.Millisecond
	if err := cmd.Run(); err != nil || ctx.Err() != nil || out.over {
		return nil, false
	}
	return parseArchiveNames(out.Bytes())
}

// parseArchiveNames reads gatesh-archive's output: at least one name,
// each followed by a NUL.
func parseArchiveNames(out []byte) ([]string, bool) {
	s, found := strings.CutSuffix(string(out), "\x00")
	if !found {
		return nil, false
	}
	return strings.Split(s, "\x00"), true
}

// boundedBuffer keeps up to max bytes and fails the write past them.
type boundedBuffer struct {
	bytes.Buffer
	max  int
	over bool
}

func (b *boundedBuffer) Write(p []byte) (int, error) {
	if b.Len()+len(p) > b.max {
		b.over = true
		return 0, errors.New("output past its bound")
	}
	return b.Buffer.Write(p)
}
