package shim

import (
	"regexp"
	"strings"
	"sync"
)

// claudeCwdFile matches the end of Claude Code's wrapper, which writes the
// shell's folder to a file whose name is random for every call:
// `... && pwd -P >| /tmp/claude-3f9a-cwd`.
// It is compiled on first use: most commands are not Claude Code's, and a
// regexp compiled at start costs every command.
var claudeCwdFile = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`( && pwd -P >\| '?(?:[^'\s]*/)?claude-)[0-9a-f]{1,32}(-cwd'?)$`)
})

// requestKey is the text a request is filed and approved under: the
// command text, with the random part of Claude Code's cwd file name
// replaced by XXXX, so that running the same command again after approval
// finds its request. The two texts differ only in the name of the file
// that pwd writes to.
func requestKey(text string) string {
	if !strings.Contains(text, "claude-") {
		return text
	}
	return claudeCwdFile().ReplaceAllString(text, "${1}XXXX${2}")
}
