package rules

import (
	"path"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/rules/internal/pathglob"
)

// wholeFolderReaders are the programs that read a folder named to them
// whole, every file below it: archivers (tar, zip -r, 7z a) and copiers
// (cp -r, rsync -a, scp -r). A folder they are handed that holds a file
// a rule names (~/.docker holds config.json, ~/.config/gh hosts.yml) is
// read as that file is.
var wholeFolderReaders = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"tar": true, "gtar": true, "bsdtar": true, "zip": true, "7z": true, "7za": true, "7zz": true, "rar": true,
		"cpio": true, "cp": true, "rsync": true, "scp": true, "ditto": true, "rclone": true, "pax": true,
	}
}}

// findFolderRef is findRef for the folders a whole-folder reader is
// handed: a folder matches when a path pattern may match a file below it
// (pathglob.Set.MatchesBelow) and no exception takes all of it
// (~/.cache/**, ~/.config/nvim/**).
func (s *Set) findFolderRef(in, except globs, refs []ref, v *cmdView, exceptProject bool) (parser.Span, bool) {
	if v.wholeFolders == 0 {
		v.wholeFolders = -1
		if wholeFolderReaders.Get()[path.Base(v.cmd.Name)] {
			v.wholeFolders = 1
		}
	}
	if v.wholeFolders < 0 {
		return parser.Span{}, false
	}
	c := v.cmd
	for i := range refs {
		rf := &refs[i]
		if rf.unlisted || givenToOption(v, rf.span) || exceptProject && s.inProject(rf.value, c) {
			continue
		}
		if rf.forms == nil {
			rf.forms = s.pathForms(rf.value, c)
		}
		hit := false
		for _, form := range rf.forms {
			// A glob the shell expands (tar czf k.tgz ~/.ss?) may name
			// such a folder whatever the exceptions say: does it match
			// a folder a pattern's name is below?
			if rf.glob {
				hit = hit || pathglob.HasLiterals(form) && in.MatchedBelowBy(form)
				continue
			}
			// A name no exception names but a folder's ** (\x00 is in
			// no file's name) tells a folder excepted whole.
			if except.Match(form) || except.Match(form+"/\x00") {
				hit = false
				break
			}
			if in.MatchesBelow(form) {
				hit = true
			}
		}
		if hit {
			return rf.span, true
		}
	}
	return parser.Span{}, false
}

// givenToOption reports whether the word at span is an option's value: the
// folder tar -C names is where the operands are, not one it reads whole.
func givenToOption(v *cmdView, span parser.Span) bool {
	for _, f := range v.flags {
		if f.hasValue && f.valueSpan == span {
			return true
		}
	}
	return false
}
