package rules

import (
	"path"
	"strings"
)

// pathWords drops the bare words (letters, digits, - and _ only: a
// subcommand, an issue id) from what a command run after a cd reads, for
// a rule with after_cd_path_words, when its verb only reads: `cd
// ../other && tool list` hands the tool no more of that folder than `cd
// ../other && tool` does. A word with a slash, a dot or a ~
// (report.docx, ./data, ~/x) still counts.
func (s *Set) pathWords(refs []ref, dir string) []ref {
	if !s.plainFolder(dir) {
		return refs
	}
	var out []ref
	for _, r := range refs {
		if !bareWord(r.value) || r.glob {
			out = append(out, r)
		}
	}
	return out
}

// plainFolder reports whether a cd's folder is neither the home folder
// nor a dot-folder or inside one (~/.ssh, ~/.config/x), and is known
// statically: there a bare word may be a start-up or a secret file.
func (s *Set) plainFolder(dir string) bool {
	if dir == "" || strings.ContainsAny(dir, "$`*?[") {
		return false
	}
	clean := path.Clean(dir)
	if clean == "~" || clean == "/" || s.userHome != "" && clean == path.Clean(s.userHome) {
		return false
	}
	for part := range strings.SplitSeq(clean, "/") {
		if strings.HasPrefix(part, ".") && part != "." && part != ".." {
			return false
		}
	}
	return true
}

// verbReads reports whether the lexicon reads the command's verb as one
// that only reads (list, show, status): a verb that may write (sync,
// build) may write in the folder it runs in, word or no word.
func (s *Set) verbReads(v *cmdView) bool {
	class, _ := s.verb(v)
	return class == verbRead
}

// bareWord reports whether w is made only of letters, digits, - and _,
// and does not start with -.
func bareWord(w string) bool {
	if w == "" || w[0] == '-' {
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}
