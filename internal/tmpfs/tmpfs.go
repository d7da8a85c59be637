// Package tmpfs mounts a small tmpfs for tests that need a disk that fills up.
package tmpfs

import (
	"errors"
	"os"
	"syscall"
	"testing"

	"gatesh/internal/needs"
)

// Mount mounts a tmpfs of size bytes on a new folder and returns it; it
// is unmounted when the test ends. It skips the test, saying why, when
// the process may not mount (not root, or no CAP_SYS_ADMIN).
func Mount(t testing.TB, size int) string {
	t.Helper()
	needs.Root(t) // to mount a small tmpfs to fill the disk
	dir := t.TempDir()
	if err := mount(dir, size); err != nil {
		needs.Skip(t, needs.Mounts, "cannot mount a tmpfs to fill the disk: %v", err)
	}
	t.Cleanup(func() {
		if err := unmount(dir); err != nil {
			t.Errorf("unmounting %s: %v", dir, err)
		}
	})
	return dir
}

// Fill writes a file in dir until the file system is full, and returns
// its path: removing it frees the space again.
func Fill(t testing.TB, dir string) string {
	t.Helper()
	path := dir + "/filler"
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 512)
	for {
		if _, err := f.Write(buf); err != nil {
			if errors.Is(err, syscall.ENOSPC) {
				return path
			}
			t.Fatalf("filling %s: %v", dir, err)
		}
	}
}
