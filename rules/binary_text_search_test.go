package rules_test

import "testing"

// grep -a (--text, --binary-files=text) reads a binary file as text and
// prints the stretch that matches, where grep alone says only "binary
// file matches": a search of a disk image or a dump for a credential's
// name prints it, as strings | grep does. Counting or listing the files
// prints none.
func TestTextSearchOfBinaryForCredentials(t *testing.T) {
	checkHeld(t, []heldCase{
		{"grep -a 'PASSWORD=' /app/varsea/disks/sub1/ae3f4c.dat", true},
		{"grep -boa \"PASSWORD\" /app/varsea/disks/sub1/subA/ae3f4c.dat", true},
		{"grep --text -i secret core.dump", true},
		{"grep --binary-files=text -E 'api_key|token' firmware.bin", true},
		{"rg -a -i passwd disk.img", true},
		{"grep -a -c PASSWORD disk.img", false},
		{"grep -a -l secret dumps/a.bin", false},
		{"grep -an 'void init' init.c", false},
		{"grep -a -i tokenizer model.bin", false},
	})
}
