package rules

import (
	"path"
	"strings"

	"gatesh/parser"
)

// containerPrefix marks a path inside a container that no mount binds to
// the host: it matches no host path pattern, only base-name ones.
const containerPrefix = "container:"

// containerPath maps a path that a command inside a container names to
// the host path a mount binds there (host true), or to "container:PATH"
// when none does. Words that do not look like paths (main, -rf, KEY=x,
// URLs) are left alone: ok is false.
func containerPath(value string, ctr *parser.Container) (mapped string, host, ok bool) {
	if !looksLikePath(value) {
		return value, false, false
	}
	p := value
	if !strings.HasPrefix(p, "/") {
		dir := ctr.Workdir
		if dir == "" {
			dir = "/"
		}
		p = path.Join(dir, p)
	}
	p = path.Clean(p)
	best := -1
	for i, m := range ctr.Mounts {
		if (p == m.Container || strings.HasPrefix(p, m.Container+"/") || m.Container == "/") && (best < 0 || len(m.Container) > len(ctr.Mounts[best].Container)) {
			best = i
		}
	}
	if best < 0 {
		return containerPrefix + p, false, true
	}
	m := ctr.Mounts[best]
	rel := strings.TrimPrefix(strings.TrimPrefix(p, m.Container), "/")
	return path.Join(m.Host.Value, rel), true, true
}

// looksLikePath reports words that name a file by their shape.
func looksLikePath(v string) bool {
	if v == "" || strings.HasPrefix(v, "-") || isURL(v) || strings.Contains(v, "=") {
		return false
	}
	return strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") || strings.HasPrefix(v, ".") || strings.Contains(v, "/")
}

// writableMount reports whether a container binds any host path that it
// may write.
func writableMount(ctr *parser.Container) bool {
	for _, m := range ctr.Mounts {
		if !m.ReadOnly {
			return true
		}
	}
	return false
}

// containerDisposable reports whether deleting the word w inside a
// container can reach no host file: the container's own files go with
// it, but a path through a writable mount is the host's, and a path not
// known may be one when any mount is writable.
func containerDisposable(w parser.Word, ctr *parser.Container) (disposable bool, hostPath string) {
	if w.Dynamic {
		return !writableMount(ctr), ""
	}
	mapped, host, ok := containerPath(w.Value, ctr)
	if !ok {
		// A plain name: relative to the working folder, which a mount
		// may bind.
		mapped, host, _ = containerPath("./"+w.Value, ctr)
	}
	if !host {
		return true, ""
	}
	return false, mapped
}
