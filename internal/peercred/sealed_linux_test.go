package peercred

import (
	"bytes"
	"testing"

	"golang.org/x/sys/unix"
)

// TestSealedReadsWhole: a published file is read whole at any size up
// to max, across the first read's page, and refused past max or
// unsealed.
func TestSealedReadsWhole(t *testing.T) {
	const max = 3 * firstRead
	free, err := unix.Open("/dev/null", unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	// A descriptor number Publish may take over: the one just opened.
	for _, size := range []int{0, 1, firstRead - 1, firstRead, firstRead + 1, max, max + 1} {
		data := bytes.Repeat([]byte{'x'}, size)
		if err := Publish("test", data, free); err != nil {
			t.Fatal(err)
		}
		got, err := Sealed(free, max)
		switch {
		case size > max && err == nil:
			t.Errorf("a file of %d bytes, past max %d: read", size, max)
		case size <= max && (err != nil || !bytes.Equal(got, data)):
			t.Errorf("a file of %d bytes: %d bytes, %v", size, len(got), err)
		}
	}
	unix.Close(free)
	m, err := unix.MemfdCreate("unsealed", unix.MFD_CLOEXEC)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close(m)
	if _, err := Sealed(m, max); err != ErrNotSealed {
		t.Errorf("an unsealed memfd: %v", err)
	}
}
