package shim

import "strings"

// environ is the process environment as KEY=VALUE strings, in order.
type environ []string

// get returns the value of the first KEY=VALUE entry for key, as getenv(3) does.
func (e environ) get(key string) string {
	for _, kv := range e {
		if k, v, ok := strings.Cut(kv, "="); ok && k == key {
			return v
		}
	}
	return ""
}

// all returns the values of every entry for key: a program may read any
// of duplicated entries.
func (e environ) all(key string) []string {
	var vs []string
	for _, kv := range e {
		if k, v, ok := strings.Cut(kv, "="); ok && k == key {
			vs = append(vs, v)
		}
	}
	return vs
}

// withEnv returns env with the KEY=VALUE entries of extra in place of any
// entries of the same keys. With no extra it returns env itself.
func withEnv(env environ, extra []string) []string {
	if len(extra) == 0 {
		return env
	}
	drop := map[string]bool{}
	for _, kv := range extra {
		k, _, _ := strings.Cut(kv, "=")
		drop[k] = true
	}
	out := make([]string, 0, len(env)+len(extra))
	for _, kv := range env {
		if k, _, _ := strings.Cut(kv, "="); !drop[k] {
			out = append(out, kv)
		}
	}
	return append(out, extra...)
}
