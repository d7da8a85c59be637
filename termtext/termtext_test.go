package termtext_test

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"gatesh/termtext"
)

// escapeCases are texts and how Escape shows them, across lines and on one.
var escapeCases = []struct {
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
	// A page breaks the line at U+2028 where bash sees one word.
	{"echo ok\u2028rm -rf x", `$'echo ok\u2028rm -rf x'`, `$'echo ok\u2028rm -rf x'`},
	{"a\u2029b", `$'a\u2029b'`, `$'a\u2029b'`},
	// Spaces that are letters to bash: one argument that reads as two.
	{"rm -rf build\u00a0/", `$'rm -rf build\u00a0/'`, `$'rm -rf build\u00a0/'`},
	{"rm -rf build\u3000/", `$'rm -rf build\u3000/'`, `$'rm -rf build\u3000/'`},
	// Letters that draw as nothing.
	{"rm -rf ./b\u3164", `$'rm -rf ./b\u3164'`, `$'rm -rf ./b\u3164'`},
	{"rm x\u115f", `$'rm x\u115f'`, `$'rm x\u115f'`},
	{"cat k\uffa0", `$'cat k\uffa0'`, `$'cat k\uffa0'`},
	{"cat k\u2800", `$'cat k\u2800'`, `$'cat k\u2800'`},
	{"a\u034fb", `$'a\u034fb'`, `$'a\u034fb'`},
	// Beyond U+FFFF bash's \u would stop after four digits.
	{"echo \U000e0041", `$'echo \U000e0041'`, `$'echo \U000e0041'`},
	// Variation selectors: an emoji's own is shown; one that selects
	// nothing, or a run that can carry bytes, is not.
	{"git commit -m '\u26a0\ufe0f fix'", "git commit -m '\u26a0\ufe0f fix'", "git commit -m '\u26a0\ufe0f fix'"},
	{"echo a\ufe0f", `$'echo a\ufe0f'`, `$'echo a\ufe0f'`},
	{"echo \u263a\ufe00\ufe01", "$'echo \u263a\\ufe00\\ufe01'", "$'echo \u263a\\ufe00\\ufe01'"},
	{"echo \u263a\U000e0100", "$'echo \u263a\\U000e0100'", "$'echo \u263a\\U000e0100'"},
	{"echo caf\u00e9 \u4f60\u597d", "echo caf\u00e9 \u4f60\u597d", "echo caf\u00e9 \u4f60\u597d"},
}

func TestEscape(t *testing.T) {
	for _, tc := range escapeCases {
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

// TestEscapeReadsBackInBash checks that what a person is shown is what
// bash reads: every escaped text, given to bash's printf as a word,
// prints the original bytes.
func TestEscapeReadsBackInBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range escapeCases {
		if strings.ContainsRune(tc.in, 0) {
			continue // no bash word holds a NUL byte
		}
		for _, shown := range []string{tc.layout, tc.line} {
			if !strings.HasPrefix(shown, "$'") {
				continue
			}
			cmd := exec.Command(bash, "-c", "printf %s "+shown)
			cmd.Env = []string{"LC_ALL=C.UTF-8", "PATH=/usr/bin:/bin"}
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("bash printf %s: %v", shown, err)
			}
			if string(out) != tc.in {
				t.Errorf("bash reads %s as %q, not %q", shown, out, tc.in)
			}
		}
	}
}

func ExampleEscape() {
	fmt.Println(termtext.Escape("echo ok\x1b[2J\nrm -rf /", true))
	// Output: $'echo ok\x1b[2J\nrm -rf /' true
}
