package egress

import (
	"slices"
	"strings"
)

// loaderVars are the variables glibc removes from the environment of a
// setuid program (its unsecvars.h): they make the dynamic loader load
// code (LD_PRELOAD, LD_LIBRARY_PATH, LD_AUDIT, GCONV_PATH), or change
// what a name resolves to (HOSTALIASES, LOCALDOMAIN, RES_OPTIONS). The
// network daemon runs outside the allowlist's namespace and resolves the
// names it checked; a command's environment must decide neither.
var loaderVars = []string{
	"GCONV_PATH", "GETCONF_DIR", "GLIBC_TUNABLES", "HOSTALIASES", "LOCALDOMAIN",
	"LOCPATH", "MALLOC_TRACE", "NIS_PATH", "NLSPATH", "RESOLV_HOST_CONF",
	"RES_OPTIONS", "TMPDIR", "TZDIR",
}

// WithoutLoaderVars is env without the variables of loaderVars and any
// LD_ variable.
func WithoutLoaderVars(env []string) []string {
	out := make([]string, 0, len(env))
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if !strings.HasPrefix(name, "LD_") && !slices.Contains(loaderVars, name) {
			out = append(out, kv)
		}
	}
	return out
}
