package rules

import (
	"path"
	"slices"
	"strings"

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

// documentNamed reports whether a call that deletes or applies parts of
// a document (partOfFile) names that document as a file: a key that says
// it is the file acted on (filepath, filename; not an output_file, a
// log_file or the project's folder) holds a document's path, and no key
// names an object elsewhere by its id or its address (document_id,
// page_id, spreadsheet_id, url). A path beside a store's table or a
// remote document says where something is written, not what is deleted.
func documentNamed(ts *toolSet, args map[string]any) bool {
	named := false
	for k, v := range args {
		ws := toolcall.Words(k)
		if len(ws) == 0 || isEmptyValue(v) {
			continue
		}
		switch ws[len(ws)-1] {
		case "id", "ids", "uuid", "url", "uri", "link", "key":
			return false
		}
		p, ok := v.(string)
		if !ok || !keyIn(k, ts.args.Paths) && !fileKeyTail(k) {
			continue
		}
		switch ws[0] {
		case "output", "out", "log", "dest", "destination", "dst", "target", "save", "export", "backup", "report":
			continue
		}
		if documentExt(strings.ToLower(path.Ext(p))) {
			named = true
		}
	}
	return named
}

// documentExt reports whether a file's extension is a document's, a
// sheet's or a deck's, whose parts partOfFile's words name.
func documentExt(ext string) bool {
	switch ext {
	case ".docx", ".docm", ".doc", ".odt", ".rtf", ".md", ".markdown", ".txt", ".xlsx", ".xlsm", ".xls", ".ods", ".csv", ".tsv",
		".pptx", ".ppt", ".odp":
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
