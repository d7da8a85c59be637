package egress

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// A command joins the namespace through a helper exec'd in its place: it
// joins the holder's user and network namespaces and execs the command,
// so that the command keeps the shim's pid, process group and exit
// status. Joining a user namespace takes a process with one thread, which
// a Go program never is, so the helper cannot be gatesh itself. nsenter
// can, but it is a dynamically linked program that loads libselinux and
// pcre2 before it does anything (about a millisecond); the helper is a
// few dozen instructions of gatesh's own (joincode_*.s), written into an
// in-memory file (memfd) as a static ELF program and run from there. No
// file on disk is involved: nothing a command could have written is run.
// Where the architecture has no helper code, or the kernel refuses to
// run it (vm.memfd_noexec = 2, a sandbox's seccomp filter), commands join
// through nsenter as before.

// joinMaxCode bounds the helper's code, end marker included.
const joinMaxCode = 512

// joinEndMarker ends the helper's code: bytes after its last instruction
// that never run.
var joinEndMarker = []byte("join-end")

// joinMessage is what the helper prints when it cannot join or exec.
const joinMessage = "gatesh: error: could not start the command in the network allowlist's namespace; nothing ran\n"

// joinBase is where the helper is loaded: above vm.mmap_min_addr.
const joinBase = 0x400000

// joinCode is the helper's machine code, or nil where there is none.
func joinCode() []byte {
	p := joinEntryAddr()
	if p == nil {
		return nil
	}
	// Read no further than the marker: it lies inside joinEntry.
	for i := 0; i+len(joinEndMarker) <= len(p); i++ {
		if bytes.Equal(p[i:i+len(joinEndMarker)], joinEndMarker) {
			return p[:i:i]
		}
	}
	return nil
}

const (
	elfExec      = 2          // ET_EXEC
	elfVersion   = 1          // EV_CURRENT
	elfClass64   = 2          // ELFCLASS64
	elfLSB       = 1          // ELFDATA2LSB
	elfLoad      = 1          // PT_LOAD
	elfGNUStack  = 0x6474e551 // PT_GNU_STACK
	elfFlagExec  = 1          // PF_X
	elfFlagWrite = 2          // PF_W
	elfFlagRead  = 4          // PF_R
)

// joinProgram is the helper as a static ELF file: one loadable segment,
// readable and executable, holding the headers and the code, and a
// non-executable stack. The headers are written field by field, in the
// order of ELF64's Elf64_Ehdr and Elf64_Phdr (debug/elf is not imported:
// it links compress/flate, debug/dwarf and zstd, whose initialisation
// every start of gatesh would run; encoding/binary.Write of structs
// reads their fields by reflection, at every command).
func joinProgram(code []byte) []byte {
	const ehsize, phsize, nprog = 64, 56, 2
	start := uint64(ehsize + phsize*nprog)
	size := start + uint64(len(code))
	le := binary.LittleEndian
	b := make([]byte, 0, size)
	b = append(b, 0x7f, 'E', 'L', 'F', elfClass64, elfLSB, elfVersion) // e_ident, then zeros
	b = append(b, make([]byte, 16-len(b))...)
	b = le.AppendUint16(b, elfExec)
	b = le.AppendUint16(b, joinMachine)
	b = le.AppendUint32(b, elfVersion)
	b = le.AppendUint64(b, joinBase+start) // e_entry
	b = le.AppendUint64(b, ehsize)         // e_phoff
	b = le.AppendUint64(b, 0)              // e_shoff
	b = le.AppendUint32(b, 0)              // e_flags
	b = le.AppendUint16(b, ehsize)
	b = le.AppendUint16(b, phsize)
	b = le.AppendUint16(b, nprog)
	b = append(b, make([]byte, 6)...) // e_shentsize, e_shnum, e_shstrndx
	b = appendProg(b, elfLoad, elfFlagRead|elfFlagExec, joinBase, size, 0x1000)
	b = appendProg(b, elfGNUStack, elfFlagRead|elfFlagWrite, 0, 0, 16)
	return append(b, code...)
}

// appendProg appends a program header of a segment that starts the file
// (p_offset 0), loaded at vaddr, of size bytes in the file and in memory.
func appendProg(b []byte, typ, flags uint32, vaddr, size, align uint64) []byte {
	le := binary.LittleEndian
	b = le.AppendUint32(b, typ)
	b = le.AppendUint32(b, flags)
	b = le.AppendUint64(b, 0)     // p_offset
	b = le.AppendUint64(b, vaddr) // p_vaddr
	b = le.AppendUint64(b, vaddr) // p_paddr
	b = le.AppendUint64(b, size)  // p_filesz
	b = le.AppendUint64(b, size)  // p_memsz
	return le.AppendUint64(b, align)
}

// errNoHelper means this architecture has no helper code.
var errNoHelper = errors.New("no namespace helper for this architecture")

// joinHelper writes the helper into a new memfd and returns the path
// that execs it, /proc/self/fd/N. The descriptor is closed on exec: the
// helper does not inherit it. The file is sealed, so that nothing writes
// it between here and the exec.
func joinHelper() (string, error) {
	code := joinCode()
	if code == nil {
		return "", errNoHelper
	}
	flags := unix.MFD_CLOEXEC | unix.MFD_ALLOW_SEALING
	fd, err := unix.MemfdCreate("gatesh-join", flags|unix.MFD_EXEC)
	if errors.Is(err, unix.EINVAL) {
		// A kernel before 6.3 knows no MFD_EXEC; its memfds execute.
		fd, err = unix.MemfdCreate("gatesh-join", flags)
	}
	if err != nil {
		return "", fmt.Errorf("memfd for the namespace helper: %w", err)
	}
	prog := joinProgram(code)
	if n, err := unix.Write(fd, prog); err != nil || n != len(prog) {
		unix.Close(fd)
		return "", fmt.Errorf("write the namespace helper: %v", err)
	}
	seals := unix.F_SEAL_SEAL | unix.F_SEAL_SHRINK | unix.F_SEAL_GROW | unix.F_SEAL_WRITE
	if _, err := unix.FcntlInt(uintptr(fd), unix.F_ADD_SEALS, seals); err != nil {
		unix.Close(fd)
		return "", fmt.Errorf("seal the namespace helper: %w", err)
	}
	return helperPrefix + strconv.Itoa(fd), nil
}

// IsHelper says whether prog, as Wrap returned it, is the helper.
func IsHelper(prog string) bool { return strings.HasPrefix(prog, helperPrefix) }

// helperPrefix starts the path of the helper's memfd.
const helperPrefix = "/proc/self/fd/"

// joinArgs is the helper's argv for running real with argv inside the
// namespaces open as userFD and netFD.
func joinArgs(userFD, netFD int, real string, argv []string) []string {
	out := []string{joinMessage, strconv.Itoa(userFD), strconv.Itoa(netFD), real}
	if len(argv) == 0 {
		argv = []string{real}
	}
	return append(out, argv...)
}
