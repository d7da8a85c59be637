package termtext_test

import (
	"fmt"
	"testing"

	"gatesh/termtext"
)

func TestEscape(t *testing.T) {
	for _, tc := range []struct {
		in, layout, line string
	}{
		{"rm -rf build", "rm -rf build", "rm -rf build"},
		{"echo héllo", "echo héllo", "echo héllo"},
		{"cat <<EOF\nline\tx\nEOF", "cat <<EOF\nline\tx\nEOF", `$'cat <<EOF\nline\tx\nEOF'`},
		{"echo \x1b[2J", `$'echo \x1b[2J'`, `$'echo \x1b[2J'`},
		{"rm \xff\xfe", `$'rm \xff\xfe'`, `$'rm \xff\xfe'`},
		{"echo \u202egnp.exe", `$'echo \u202egnp.exe'`, `$'echo \u202egnp.exe'`},
		{"echo a\u200bb", `$'echo a\u200bb'`, `$'echo a\u200bb'`},
		{"it's\r\n", `$'it\'s\x0d\n'`, `$'it\'s\x0d\n'`},
		{"a\\b\x00", `$'a\\b\x00'`, `$'a\\b\x00'`},
		{"x\u0085y", `$'x\u0085y'`, `$'x\u0085y'`},
	} {
		for _, oneLine := range []bool{false, true} {
			want := tc.layout
			if oneLine {
				want = tc.line
			}
			got, escaped := termtext.Escape(tc.in, oneLine)
			if got != want || escaped != (got != tc.in) {
				t.Errorf("Escape(%q, %v) = %q, %v; want %q", tc.in, oneLine, got, escaped, want)
			}
		}
	}
}

func ExampleEscape() {
	fmt.Println(termtext.Escape("echo ok\x1b[2J\nrm -rf /", true))
	// Output: $'echo ok\x1b[2J\nrm -rf /' true
}
