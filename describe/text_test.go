package describe

import "testing"

func TestSafeText(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		escaped  bool
	}{
		{"rm -rf build", "rm -rf build", false},
		{"cat <<EOF\nline\tx\nEOF", "cat <<EOF\nline\tx\nEOF", false},
		{"echo héllo", "echo héllo", false},
		{"echo \x1b[2J", `$'echo \x1b[2J'`, true},
		{"rm \xff\xfe", `$'rm \xff\xfe'`, true},
		{"echo \u202egnp.exe", `$'echo \u202egnp.exe'`, true},
		{"echo a\u200bb", `$'echo a\u200bb'`, true},
		{"it's\r\n", `$'it\'s\x0d\n'`, true},
		{"a\\b\x00", `$'a\\b\x00'`, true},
	} {
		got, escaped := SafeText(tc.in)
		if got != tc.want || escaped != tc.escaped {
			t.Errorf("SafeText(%q) = %q, %v; want %q, %v", tc.in, got, escaped, tc.want, tc.escaped)
		}
	}
}
