//go:build linux

#include "textflag.h"

// joinEntry is the whole of the namespace helper (joinexec_linux.go): the
// code of a small program that joins the allowlist's namespaces and
// execs the command. It is copied out of gatesh into an in-memory file
// and run there, with no Go runtime: the kernel starts it with argc at
// 0(SP), then argv, a nil, then the environment. Its arguments are
//
//	argv[0]  the message to print should anything fail
//	argv[1]  the descriptor of the user namespace, in decimal
//	argv[2]  the descriptor of the network namespace, in decimal
//	argv[3]  the program to run
//	argv[4:] that program's arguments, from its argv[0]
//
// It joins the user namespace, then the network namespace (setns, as
// nsenter --user --net --preserve-credentials does), closes both
// descriptors and execs argv[3] with the same environment. On any
// failure it writes argv[0] to standard error and exits with status 126.
// Jumps are relative and nothing is read but the stack, so the code runs
// wherever it is copied.
TEXT ·joinEntry(SB), NOSPLIT|NOFRAME, $0
	MOVQ SP, R12             // R12: &argc
	MOVQ 0(R12), AX
	CMPQ AX, $5
	JLT  fail

	// R14: the user namespace's descriptor, from argv[1].
	MOVQ  16(R12), SI
	XORL  R14, R14
	MOVBLZX 0(SI), CX
	TESTL CX, CX
	JZ    fail
userdigit:
	MOVBLZX 0(SI), CX
	TESTL CX, CX
	JZ    userdone
	SUBL  $48, CX
	CMPL  CX, $9
	JHI   fail
	LEAL  (R14)(R14*4), R14
	ADDL  R14, R14
	ADDL  CX, R14
	INCQ  SI
	JMP   userdigit
userdone:

	// R15: the network namespace's descriptor, from argv[2].
	MOVQ  24(R12), SI
	XORL  R15, R15
	MOVBLZX 0(SI), CX
	TESTL CX, CX
	JZ    fail
netdigit:
	MOVBLZX 0(SI), CX
	TESTL CX, CX
	JZ    netdone
	SUBL  $48, CX
	CMPL  CX, $9
	JHI   fail
	LEAL  (R15)(R15*4), R15
	ADDL  R15, R15
	ADDL  CX, R15
	INCQ  SI
	JMP   netdigit
netdone:

	// setns(user, CLONE_NEWUSER), then setns(net, CLONE_NEWNET).
	MOVL R14, DI
	MOVL $0x10000000, SI
	MOVL $308, AX
	SYSCALL
	TESTQ AX, AX
	JNZ  fail
	MOVL R15, DI
	MOVL $0x40000000, SI
	MOVL $308, AX
	SYSCALL
	TESTQ AX, AX
	JNZ  fail

	// close(user), close(net): the command inherits neither.
	MOVL R14, DI
	MOVL $3, AX
	SYSCALL
	MOVL R15, DI
	MOVL $3, AX
	SYSCALL

	// execve(argv[3], &argv[4], envp); envp is &argv[argc+1].
	MOVQ 32(R12), DI
	LEAQ 40(R12), SI
	MOVQ 0(R12), AX
	LEAQ 16(R12)(AX*8), DX
	MOVL $59, AX
	SYSCALL

fail:
	// write(2, argv[0], strlen(argv[0])), then exit_group(126).
	MOVQ 8(R12), SI
	XORL DX, DX
	TESTQ SI, SI
	JZ   exit
msglen:
	CMPB (SI)(DX*1), $0
	JEQ  write
	INCQ DX
	JMP  msglen
write:
	MOVL $2, DI
	MOVL $1, AX
	SYSCALL
exit:
	MOVL $126, DI
	MOVL $231, AX
	SYSCALL

	// Never runs: marks the end of the code for joinCode's copy.
	MOVQ $0x646e652d6e696f6a, AX
	RET

// func joinEntryAddr() uintptr
TEXT ·joinEntryAddr(SB), NOSPLIT, $0-8
	LEAQ ·joinEntry(SB), AX
	MOVQ AX, ret+0(FP)
	RET
