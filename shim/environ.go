package shim

import "strings"

// environ is the process environment as KEY=VALUE strings, in order.
type environ []string

// get returns the value of the first KEY=VALUE entry for key, as getenv(3) does.
func (e environ) get(key string) string {
	for _, kv := range e {
		if v, ok := valueOf(kv, key); ok {
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
		if v, ok := valueOf(kv, key); ok {
			vs = append(vs, v)
		}
	}
	return vs
}

// valueOf returns the value of kv if it is an entry for key. It compares
// lengths and bytes rather than splitting kv: gatesh looks up a dozen
// names in an environment of dozens of entries at every start.
func valueOf(kv, key string) (string, bool) {
	if len(kv) > len(key) && kv[len(key)] == '=' && kv[:len(key)] == key {
		return kv[len(key)+1:], true
	}
	return "", false
}

// pinnedGateHome returns the entry naming gate, the gate's folder, for
// the programs a command runs, unless env names it so already: a nested
// gatesh (an interposed program, a sh on PATH) must read this folder, not
// the one that `HOME=DIR make` would point it to, where the command may
// have written rules or keys of its own.
func pinnedGateHome(env environ, gate string) []string {
	if all := env.all("GATESH_HOME"); len(all) == 1 && all[0] == gate {
		return nil
	}
	return []string{"GATESH_HOME=" + gate}
}

// withEnv returns env with the KEY=VALUE entries of extra in place of any
// entries of the same keys; an entry KEY without "=" only removes KEY.
// With no extra it returns env itself.
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
	for _, kv := range extra {
		if strings.Contains(kv, "=") { // KEY alone removes KEY
			out = append(out, kv)
		}
	}
	return out
}
