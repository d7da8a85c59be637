package egress

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// holder starts a process in a new user and network namespace, as the
// daemon's holder is, and returns a session naming it.
func holder(t testing.TB) *Session {
	t.Helper()
	uid, gid := os.Getuid(), os.Getgid()
	cmd := exec.Command("sleep", "60")
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Cloneflags:  syscall.CLONE_NEWUSER | syscall.CLONE_NEWNET,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: uid, HostID: uid, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: gid, HostID: gid, Size: 1}},
	}
	if err := cmd.Start(); err != nil {
		t.Skipf("this user cannot make user namespaces: %v", err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	netns, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/net", cmd.Process.Pid))
	if err != nil {
		t.Fatal(err)
	}
	return &Session{Pid: cmd.Process.Pid, Netns: netns}
}

func nsOf(t testing.TB, pid int, kind string) string {
	t.Helper()
	l, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/%s", pid, kind))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestJoinHelper runs a command through the helper: it must run in the
// holder's user and network namespaces, as the pid the helper was
// started with (so as the shim's own, which execs it), with its argv[0]
// and arguments as given, and with no descriptor but the standard ones.
func TestJoinHelper(t *testing.T) {
	if joinCode() == nil {
		t.Skip("no helper code for this architecture")
	}
	sess := holder(t)
	script := `tr '\0' ' ' < /proc/$$/cmdline; echo; echo "$$"; readlink /proc/self/ns/net /proc/self/ns/user; ls /proc/$$/fd`
	argv := []string{"mysh", "-c", script, "zero", "one"}
	run := func(prog string, argv []string) ([]string, int) {
		t.Helper()
		cmd := &exec.Cmd{Path: prog, Args: argv}
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("%v: %s", err, errb.String())
		}
		return strings.Split(strings.TrimSpace(out.String()), "\n"), cmd.Process.Pid
	}
	// Run directly before Wrap opens the namespaces, which a child of
	// this process would inherit.
	direct, _ := run("/bin/sh", argv)
	prog, wrapped, err := sess.Wrap("/bin/sh", argv)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(prog, "/proc/self/fd/") {
		t.Fatalf("Wrap ran %s, not the helper", prog)
	}
	lines, pid := run(prog, wrapped)
	if len(lines) < 5 || len(direct) < 5 {
		t.Fatalf("output: %q", lines)
	}
	if want := strings.Join(argv, " ") + " "; lines[0] != want {
		t.Errorf("argv %q, want %q", lines[0], want)
	}
	if lines[1] != strconv.Itoa(pid) {
		t.Errorf("pid %s, want the helper's %d", lines[1], pid)
	}
	if lines[2] != sess.Netns || lines[3] != nsOf(t, sess.Pid, "user") {
		t.Errorf("namespaces %q %q, want the holder's %q %q", lines[2], lines[3], sess.Netns, nsOf(t, sess.Pid, "user"))
	}
	if got, want := strings.Join(lines[4:], " "), strings.Join(direct[4:], " "); got != want {
		t.Errorf("descriptors %q, run directly %q: the command inherited the helper's", got, want)
	}
}

// TestJoinHelperFailsClosed: a helper that cannot join runs nothing,
// says so and exits 126.
func TestJoinHelperFailsClosed(t *testing.T) {
	if joinCode() == nil {
		t.Skip("no helper code for this architecture")
	}
	dir := t.TempDir()
	victim := dir + "/ran"
	for _, tc := range []struct{ name, user, net string }{
		{"closed descriptors", "900", "901"},
		{"not a number", "3x", "4"},
		{"empty", "", "4"},
		// Standard input is not a namespace.
		{"not a namespace", "0", "0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			helper, err := joinHelper()
			if err != nil {
				t.Fatal(err)
			}
			cmd := &exec.Cmd{Path: helper, Args: []string{joinMessage, tc.user, tc.net, "/bin/sh", "sh", "-c", "touch " + victim}}
			var errb bytes.Buffer
			cmd.Stderr = &errb
			err = cmd.Run()
			if code := cmd.ProcessState.ExitCode(); code != 126 {
				t.Errorf("exit status %d (%v), want 126", code, err)
			}
			if errb.String() != joinMessage {
				t.Errorf("stderr %q, want %q", errb.String(), joinMessage)
			}
			if _, err := os.Stat(victim); err == nil {
				t.Fatal("the command ran")
			}
		})
	}
	t.Run("too few arguments", func(t *testing.T) {
		helper, err := joinHelper()
		if err != nil {
			t.Fatal(err)
		}
		cmd := &exec.Cmd{Path: helper, Args: []string{joinMessage, "3", "4", "/bin/true"}}
		if err := cmd.Run(); cmd.ProcessState.ExitCode() != 126 {
			t.Errorf("exit %v, want 126", err)
		}
	})
}

// TestJoinProgramIsAnELF: the helper's file is a static executable for
// this machine whose entry is its code.
func TestJoinProgramIsAnELF(t *testing.T) {
	code := joinCode()
	if code == nil {
		t.Skip("no helper code for this architecture")
	}
	f, err := elf.NewFile(bytes.NewReader(joinProgram(code)))
	if err != nil {
		t.Fatal(err)
	}
	if f.Type != elf.ET_EXEC || f.Machine != joinMachine || f.Class != elf.ELFCLASS64 {
		t.Errorf("header %v %v %v", f.Type, f.Machine, f.Class)
	}
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			t.Error("the helper needs a dynamic loader")
		}
		if p.Type == elf.PT_LOAD && p.Flags&elf.PF_W != 0 {
			t.Error("the helper's code is writable")
		}
	}
	if len(code) < 32 || len(code) > joinMaxCode-len(joinEndMarker) {
		t.Errorf("%d bytes of code", len(code))
	}
}

// TestWrapChecksTheHoldersNamespace: a holder's pid that names a process
// in another network namespace (the holder gone, its pid reused) is not
// joined, and its namespaces are not left open.
func TestWrapChecksTheHoldersNamespace(t *testing.T) {
	sess := holder(t)
	other := holder(t)
	if sess.Netns == other.Netns {
		t.Fatal("two holders share a namespace")
	}
	own := sess.Pid
	sess.Pid = other.Pid
	before, _ := os.ReadDir("/proc/self/fd")
	if prog, _, err := sess.Wrap("/bin/true", []string{"true"}); err == nil || !strings.Contains(err.Error(), "is gone") {
		t.Fatalf("wrapped into another namespace: %s, %v", prog, err)
	}
	if after, _ := os.ReadDir("/proc/self/fd"); len(after) != len(before) {
		t.Errorf("%d descriptors open after the refusal, %d before", len(after), len(before))
	}
	if sess.nsFDs[1] != 0 {
		t.Errorf("the session kept namespaces %v", sess.nsFDs)
	}
	// Its own holder it joins.
	sess.Pid = own
	if _, _, err := sess.Wrap("/bin/true", []string{"true"}); err != nil {
		t.Errorf("the holder's own namespace: %v", err)
	}
}

// TestJoinProgramHasELFsLayout: the headers joinProgram writes field by
// field are the bytes of ELF64's header structs, as encoding/binary
// writes them.
func TestJoinProgramHasELFsLayout(t *testing.T) {
	type header struct {
		Ident                                                [16]byte
		Type, Machine                                        uint16
		Version                                              uint32
		Entry, Phoff, Shoff                                  uint64
		Flags                                                uint32
		Ehsize, Phentsize, Phnum, Shentsize, Shnum, Shstrndx uint16
	}
	type prog struct {
		Type, Flags                             uint32
		Off, Vaddr, Paddr, Filesz, Memsz, Align uint64
	}
	code := bytes.Repeat([]byte{0x90}, 77)
	start := uint64(64 + 56*2)
	size := start + uint64(len(code))
	hdr := header{Type: elfExec, Machine: joinMachine, Version: elfVersion,
		Entry: joinBase + start, Phoff: 64, Ehsize: 64, Phentsize: 56, Phnum: 2}
	copy(hdr.Ident[:], "\x7fELF")
	hdr.Ident[4], hdr.Ident[5], hdr.Ident[6] = elfClass64, elfLSB, elfVersion
	var want bytes.Buffer
	binary.Write(&want, binary.LittleEndian, &hdr)
	binary.Write(&want, binary.LittleEndian, &prog{Type: elfLoad, Flags: elfFlagRead | elfFlagExec,
		Vaddr: joinBase, Paddr: joinBase, Filesz: size, Memsz: size, Align: 0x1000})
	binary.Write(&want, binary.LittleEndian, &prog{Type: elfGNUStack, Flags: elfFlagRead | elfFlagWrite, Align: 16})
	want.Write(code)
	if got := joinProgram(code); !bytes.Equal(got, want.Bytes()) {
		t.Errorf("joinProgram:\n%x\nwant\n%x", got, want.Bytes())
	}
}

// BenchmarkJoinExec is what a command pays to start in the namespace:
// the helper against nsenter, each running /bin/true.
func BenchmarkJoinExec(b *testing.B) {
	sess := holder(b)
	for _, via := range []string{"helper", "nsenter"} {
		b.Run(via, func(b *testing.B) {
			for b.Loop() {
				prog, argv, err := sess.Wrap("/bin/true", []string{"true"})
				if via == "nsenter" {
					prog, argv, err = sess.WrapNsenter("/bin/true", []string{"true"})
				}
				if err != nil {
					b.Skip(err)
				}
				if err := (&exec.Cmd{Path: prog, Args: argv}).Run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
