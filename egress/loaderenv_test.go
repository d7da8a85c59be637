package egress

import (
	"slices"
	"testing"
)

// What the dynamic loader reads is removed, whatever its spelling among
// glibc's list; what loads code is found; an empty value loads nothing.
func TestLoaderVars(t *testing.T) {
	env := []string{"PATH=/usr/bin", "LD_PRELOAD=/tmp/x.so", "HOME=/h", "LD_LIBRARY_PATH=/tmp",
		"LD_AUDIT=/a.so", "GCONV_PATH=/g", "HOSTALIASES=/h", "RES_OPTIONS=ndots:9", "LDFLAGS=-s"}
	if got := WithoutLoaderVars(env); !slices.Equal(got, []string{"PATH=/usr/bin", "HOME=/h", "LDFLAGS=-s"}) {
		t.Errorf("WithoutLoaderVars: %q", got)
	}
	if got := LoaderVar(env); got != "LD_PRELOAD" {
		t.Errorf("LoaderVar: %q", got)
	}
	for _, clean := range [][]string{nil, {"PATH=/usr/bin", "LDFLAGS=-s"}, {"LD_PRELOAD="}} {
		if got := LoaderVar(clean); got != "" {
			t.Errorf("LoaderVar(%q) = %q", clean, got)
		}
	}
	// What changes no code run (TMPDIR, a resolver option nsenter never
	// uses) does not count.
	if got := LoaderVar([]string{"TMPDIR=/t", "TZDIR=/z", "RES_OPTIONS=x", "GCONV_PATH=/g"}); got != "GCONV_PATH" {
		t.Errorf("LoaderVar = %q", got)
	}
}
