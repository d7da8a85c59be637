package shim

import "os"

// realGit finds git on PATH, skipping gatesh's own links: show only
// reads, and reading must not log decisions or hold itself.
func (r *runtime) realGit() string {
	self, err := os.Stat(r.selfPath)
	if err != nil {
		return ""
	}
	git, err := findOther("git", r.env.get("PATH"), self)
	if err != nil {
		return ""
	}
	return git
}
