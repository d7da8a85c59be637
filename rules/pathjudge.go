package rules

import (
	"path"
	"strings"
)

// PathOp is what a tool does to one path.
type PathOp int

const (
	// PathRead reads the file: its contents reach the caller.
	PathRead PathOp = iota
	// PathWrite creates or replaces the file.
	PathWrite
	// PathDelete removes the file.
	PathDelete
)

// JudgePath classifies one path operation of a tool call (a file tool's
// read, write or delete) by the same rules that judge a shell command's
// paths, so that the two cannot drift apart: a read is judged as
// `cat -- PATH`, a write as `: > PATH`, a delete as `rm -f -- PATH`.
// Secrets, start-up and persistence places, the gate's folder and paths
// outside the project are red as they are for a redirection. An absolute
// path inside the folder the set was loaded for (LoadOptions.Cwd) counts
// as a project path. A path with a newline or a NUL byte is red.
func (s *Set) JudgePath(op PathOp, p string) Decision {
	if p == "" || strings.ContainsAny(p, "\x00\n\r") {
		return finish(Decision{Hits: []Hit{{ID: "path_invalid", Tier: Red, Reason: "the path is empty or holds a newline or NUL byte"}}})
	}
	if s != nil && s.cwd != "" && path.IsAbs(p) {
		cwd := path.Clean(s.cwd)
		if cwd != "/" {
			clean := path.Clean(p)
			if rest, ok := strings.CutPrefix(clean, cwd+"/"); ok {
				p = "./" + rest
			} else if clean == cwd {
				p = "."
			}
		}
	}
	q := shellQuote(p)
	switch op {
	case PathWrite:
		return s.Classify(": > " + q)
	case PathDelete:
		return s.Classify("rm -f -- " + q)
	default:
		return s.Classify("cat -- " + q)
	}
}

// shellQuote quotes s as one shell word that expands to nothing else.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
