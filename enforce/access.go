package enforce

// Landlock's file system rights, as the kernel numbers them (its ABI,
// which never changes a bit once given). They are spelled out here rather
// than taken from x/sys/unix so that the policy and its plan build on
// every system: only applying a plan needs Linux (landlock.go).
// access_linux_test.go checks each against x/sys/unix.
const (
	fsExecute     Access = 1 << 0
	fsWriteFile   Access = 1 << 1
	fsReadFile    Access = 1 << 2
	fsReadDir     Access = 1 << 3
	fsRemoveDir   Access = 1 << 4
	fsRemoveFile  Access = 1 << 5
	fsMakeChar    Access = 1 << 6
	fsMakeDir     Access = 1 << 7
	fsMakeReg     Access = 1 << 8
	fsMakeSock    Access = 1 << 9
	fsMakeFifo    Access = 1 << 10
	fsMakeBlock   Access = 1 << 11
	fsMakeSym     Access = 1 << 12
	fsRefer       Access = 1 << 13
	fsTruncate    Access = 1 << 14
	fsIoctlDev    Access = 1 << 15
	fsResolveUnix Access = 1 << 16
)
