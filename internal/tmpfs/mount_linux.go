package tmpfs

import (
	"strconv"
	"syscall"
)

func mount(dir string, size int) error {
	return syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+strconv.Itoa(size)+",mode=0700")
}

func unmount(dir string) error { return syscall.Unmount(dir, syscall.MNT_DETACH) }
