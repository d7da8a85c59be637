package shim

import (
	"slices"
	"testing"
)

func TestEnvironLookup(t *testing.T) {
	env := environ{
		"PATHX=/wrong",
		"NOEQUALS",
		"PATH=/usr/bin",
		"EMPTY=",
		"X==y",
		"PATH=/second",
		"P=short",
	}
	for _, c := range []struct {
		key, want string
		all       []string
	}{
		{"PATH", "/usr/bin", []string{"/usr/bin", "/second"}},
		{"PATHX", "/wrong", []string{"/wrong"}},
		{"PAT", "", nil},
		{"P", "short", []string{"short"}},
		{"NOEQUALS", "", nil},
		{"EMPTY", "", []string{""}},
		{"X", "=y", []string{"=y"}},
		{"MISSING", "", nil},
	} {
		if got := env.get(c.key); got != c.want {
			t.Errorf("get(%q) = %q, want %q", c.key, got, c.want)
		}
		if got := env.all(c.key); !slices.Equal(got, c.all) {
			t.Errorf("all(%q) = %q, want %q", c.key, got, c.all)
		}
	}
}
