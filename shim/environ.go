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
