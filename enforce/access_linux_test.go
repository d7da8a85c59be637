package enforce

import (
	"testing"

	"golang.org/x/sys/unix"
)

// The rights spelled out in access.go are the kernel's.
func TestAccessBitsAreTheKernels(t *testing.T) {
	for _, c := range []struct {
		name       string
		ours, want Access
	}{
		{"EXECUTE", fsExecute, unix.LANDLOCK_ACCESS_FS_EXECUTE},
		{"WRITE_FILE", fsWriteFile, unix.LANDLOCK_ACCESS_FS_WRITE_FILE},
		{"READ_FILE", fsReadFile, unix.LANDLOCK_ACCESS_FS_READ_FILE},
		{"READ_DIR", fsReadDir, unix.LANDLOCK_ACCESS_FS_READ_DIR},
		{"REMOVE_DIR", fsRemoveDir, unix.LANDLOCK_ACCESS_FS_REMOVE_DIR},
		{"REMOVE_FILE", fsRemoveFile, unix.LANDLOCK_ACCESS_FS_REMOVE_FILE},
		{"MAKE_CHAR", fsMakeChar, unix.LANDLOCK_ACCESS_FS_MAKE_CHAR},
		{"MAKE_DIR", fsMakeDir, unix.LANDLOCK_ACCESS_FS_MAKE_DIR},
		{"MAKE_REG", fsMakeReg, unix.LANDLOCK_ACCESS_FS_MAKE_REG},
		{"MAKE_SOCK", fsMakeSock, unix.LANDLOCK_ACCESS_FS_MAKE_SOCK},
		{"MAKE_FIFO", fsMakeFifo, unix.LANDLOCK_ACCESS_FS_MAKE_FIFO},
		{"MAKE_BLOCK", fsMakeBlock, unix.LANDLOCK_ACCESS_FS_MAKE_BLOCK},
		{"MAKE_SYM", fsMakeSym, unix.LANDLOCK_ACCESS_FS_MAKE_SYM},
		{"REFER", fsRefer, unix.LANDLOCK_ACCESS_FS_REFER},
		{"TRUNCATE", fsTruncate, unix.LANDLOCK_ACCESS_FS_TRUNCATE},
		{"IOCTL_DEV", fsIoctlDev, unix.LANDLOCK_ACCESS_FS_IOCTL_DEV},
		{"RESOLVE_UNIX", fsResolveUnix, unix.LANDLOCK_ACCESS_FS_RESOLVE_UNIX},
	} {
		if c.ours != c.want {
			t.Errorf("LANDLOCK_ACCESS_FS_%s: ours %#x, the kernel's %#x", c.name, c.ours, c.want)
		}
	}
}
