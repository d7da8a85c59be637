package rules

import (
	"path"
	"slices"

	"gatesh/projectdir"
	"gatesh/toolcall"
)

// partOfFile reports whether a call that deletes or applies something
// acts on parts of a document file it names by a path (delete_paragraph,
// delete_sheet_rows, apply_formula {filepath}): what it changes is that
// file, which the path rules judge as they judge a shell's write to it
// (a file in the project is an edit; one outside it, with no history,
// is held). Its verb deletes or applies nothing else. A call whose
// object is the file or a folder itself (delete_file) is not one.
func partOfFile(f *toolFacts) bool {
	if f.class != verbDestructive && f.class != verbInfrastructure || len(f.words) == 0 {
		return false
	}
	switch f.verb {
	case "delete", "remove", "clear", "apply", "insert", "merge", "unmerge", "erase":
	default:
		return false
	}
	return !slices.ContainsFunc(f.words, func(w string) bool { return !documentPart(w) })
}

// documentPart reports whether w names a part of a document, a sheet or
// a deck, not the file.
func documentPart(w string) bool {
	switch w {
	case "paragraph", "paragraphs", "row", "rows", "column", "columns", "col", "cols", "cell", "cells", "formula", "formulas",
		"range", "ranges", "chart", "charts", "sheet", "sheets", "worksheet", "worksheets", "line", "lines", "section", "sections",
		"heading", "headings", "footnote", "footnotes", "table", "tables", "slide", "slides", "style", "styles", "format",
		"formatting", "validation", "image", "images", "shape", "shapes", "run", "runs", "text":
		return true
	}
	return false
}

// fileKeyTail reports whether an argument's key ends in a word that says
// it holds a file's name or path (source_filename, output_file,
// destination_filepath).
func fileKeyTail(k string) bool {
	ws := toolcall.Words(k)
	if len(ws) < 2 {
		return false
	}
	switch ws[len(ws)-1] {
	case "filename", "filepath", "file":
		return true
	}
	return false
}

// standInOnly reports whether a command rule's hit says something only
// of the stand-in command a tool call's files are judged by, not of the
// call: `: > PATH` empties the file, a tool's write puts what it makes
// there (write_data_to_excel writes its cells).
func standInOnly(id string) bool {
	return id == "data-file-truncated"
}

// projectFile reports whether p is a file below the folder the call
// runs in, when that folder is a project's (projectdir.Of): not a home
// folder, the root or a system folder.
func (s *Set) projectFile(p string) bool {
	cwd := path.Clean(s.cwd)
	if !path.IsAbs(cwd) || projectdir.Of(cwd, s.userHome, s.home) != projectdir.Project {
		return false
	}
	p = path.Clean(p)
	return p != cwd && within(p, cwd)
}
