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
		if name, _, _ := strings.Cut(kv, "="); !isLoaderVar(name) {
			out = append(out, kv)
		}
	}
	return out
}

// LoaderVar is the first variable of env that makes the dynamic loader
// load code (an LD_ one, or GCONV_PATH) and is set to something, or "":
// what a dynamically linked program run with env (nsenter) would run
// before anything else.
func LoaderVar(env []string) string {
	for _, kv := range env {
		name, val, _ := strings.Cut(kv, "=")
		if val != "" && (strings.HasPrefix(name, "LD_") || name == "GCONV_PATH") {
			return name
		}
	}
	return ""
}

func isLoaderVar(name string) bool {
	return strings.HasPrefix(name, "LD_") || slices.Contains(loaderVars, name)
}
