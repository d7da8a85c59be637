//go:build linux

#include "textflag.h"

// func restrictExec(fd, flags uintptr, path, argv, envv unsafe.Pointer) (step, errno uintptr)
//
// prctl(PR_SET_NO_NEW_PRIVS, 1), landlock_restrict_self(fd, flags), then
// execve(path, argv, envv), on the calling thread, with no Go code in
// between: the goroutine cannot move to another thread before the exec.
// Any error of landlock_restrict_self fails, E2BIG (sixteen layers
// already) too, as Enforce does. It returns only on failure: step is the
// call that failed (1, 2 or 3) and errno its error.
TEXT ·restrictExec(SB), NOSPLIT, $0-56
	MOVQ $1, R12             // step
	MOVQ $38, DI             // PR_SET_NO_NEW_PRIVS
	MOVQ $1, SI
	XORQ DX, DX
	XORQ R10, R10
	XORQ R8, R8
	MOVQ $157, AX            // prctl
	SYSCALL
	CMPQ AX, $0xfffffffffffff001
	JHI  fail

	MOVQ $2, R12
	MOVQ fd+0(FP), DI
	MOVQ flags+8(FP), SI
	XORQ DX, DX
	MOVQ $446, AX            // landlock_restrict_self
	SYSCALL
	CMPQ AX, $0xfffffffffffff001
	JHI  fail

	MOVQ $3, R12
	MOVQ path+16(FP), DI
	MOVQ argv+24(FP), SI
	MOVQ envv+32(FP), DX
	MOVQ $59, AX             // execve
	SYSCALL

fail:
	MOVQ R12, step+40(FP)
	NEGQ AX
	MOVQ AX, errno+48(FP)
	RET
