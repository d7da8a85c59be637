package peercred

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// TestReadSmallReadsToTheEnd: ReadSmall takes a short read for the end,
// so what it reads must be whole: a file shorter than max, one of max
// bytes and one longer (cut at max), and a command line of several
// pages, which the kernel gives whole to one read.
func TestReadSmallReadsToTheEnd(t *testing.T) {
	dir := t.TempDir()
	for _, size := range []int{0, 1, 31, 32, 33, 9000} {
		path := dir + "/" + strconv.Itoa(size)
		data := bytes.Repeat([]byte("x"), size)
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := ReadSmall(path, 32)
		if want := data[:min(size, 32)]; err != nil || !bytes.Equal(got, want) {
			t.Errorf("a file of %d bytes: %d bytes, %v; want %d", size, len(got), err, len(want))
		}
	}
	long := strings.Repeat("a", 3*4096)
	c := exec.Command("sh", "-c", "read x", "sh", long)
	stdin, err := c.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(); err != nil {
		t.Skip("no sh:", err)
	}
	defer func() { stdin.Close(); c.Wait() }()
	want := "sh\x00-c\x00read x\x00sh\x00" + long + "\x00"
	got, err := ReadSmall("/proc/"+strconv.Itoa(c.Process.Pid)+"/cmdline", 8*4096)
	if err != nil || string(got) != want {
		t.Errorf("a command line of %d bytes: read %d bytes, %v", len(want), len(got), err)
	}
}
