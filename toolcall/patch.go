package toolcall

import (
	"errors"
	"fmt"
	"strings"
)

// ErrPatch is wrapped by every error about an apply_patch text.
var ErrPatch = errors.New("not a patch gatesh can read")

// PatchOp is what one file section of a patch does.
type PatchOp int

const (
	PatchAdd    PatchOp = iota // *** Add File: creates the file
	PatchUpdate                // *** Update File: changes it in place
	PatchDelete                // *** Delete File: removes it
)

func (o PatchOp) String() string {
	return [...]string{"add", "update", "delete"}[o]
}

// PatchFile is one file section of a patch.
type PatchFile struct {
	Op   PatchOp
	Path string
	// MoveTo is set when an update also renames the file (*** Move to:).
	MoveTo string
	// Body is the section's lines after its header: for an add, the
	// file's lines with their leading "+"; for an update, its hunks.
	Body string
}

// MaxPatchFiles bounds how many file sections a patch may have.
const MaxPatchFiles = 1000

// The markers of the patch grammar.
const (
	beginMarker  = "*** Begin Patch"
	endMarker    = "*** End Patch"
	addMarker    = "*** Add File: "
	deleteMarker = "*** Delete File: "
	updateMarker = "*** Update File: "
	moveMarker   = "*** Move to: "
	eofMarker    = "*** End of File"
)

// IsPatchText tells whether a tool's argument is an apply_patch text, in
// the bare form or wrapped as <<EOF: whatever tool it is given to, it
// says which files are written, and ParsePatch reads it.
func IsPatchText(text string) bool {
	t := strings.TrimSpace(text)
	if rest, ok := strings.CutPrefix(t, "<<"); ok {
		_, t, _ = strings.Cut(rest, "\n")
		t = strings.TrimSpace(t)
	}
	return strings.HasPrefix(t, beginMarker)
}

// ParsePatch reads the file sections of an apply_patch text, the format
// Codex CLI sends as its apply_patch tool's input:
//
//	*** Begin Patch
//	*** Add File: PATH | *** Update File: PATH [*** Move to: PATH] | *** Delete File: PATH
//	...
//	*** End Patch
//
// It reads the text the way Codex's own parser does
// (codex-rs/apply-patch/src/parser.rs), tolerance included: the text is
// trimmed, a line that starts a file section is read with its surrounding
// whitespace trimmed, so " *** Delete File: x" after an added file's
// lines is a header, and an added file's lines end at the first line
// that does not start with "+". Codex's lenient forms are read too: the
// patch inside <<EOF ... EOF, and a shell text `apply_patch <<'EOF' ...
// EOF`, or `cd DIR && apply_patch <<'EOF' ... EOF`, whose here-document
// is the patch, with the cd folder as the base of its relative paths
// (see patchHeredoc).
//
// Anything Codex would refuse, and anything that one reading could take
// for a file header and another not, is an error, so that a patch gatesh
// cannot read is held, never passed: a header it does not see might name
// a file.
func ParsePatch(text string) ([]PatchFile, error) {
	body, dir, ok, err := patchHeredoc(text)
	if err != nil {
		return nil, err
	}
	if ok {
		text = body
	}
	lines, err := patchLines(text)
	if err != nil {
		return nil, err
	}
	files, err := patchHunks(lines)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%w: it names no file", ErrPatch)
	}
	if dir != "" {
		// Codex resolves the patch's relative paths from the cd folder
		// (joined to the working folder); an absolute path stays itself.
		// The folder is joined as written, "..", links and all, for the
		// path policy to judge where it leads.
		for i := range files {
			files[i].Path = underDir(dir, files[i].Path)
			if files[i].MoveTo != "" {
				files[i].MoveTo = underDir(dir, files[i].MoveTo)
			}
		}
	}
	return files, nil
}

// underDir is p resolved from the folder dir as Codex joins them.
func underDir(dir, p string) string {
	if strings.HasPrefix(p, "/") {
		return p
	}
	return strings.TrimSuffix(dir, "/") + "/" + p
}

// patchLines returns the lines between the begin and end markers. Codex
// trims the whole text, splits it into lines (a "\r" before a "\n" is
// part of the line ending), and compares the first and last lines with
// the markers once trimmed. When that fails, it accepts the patch
// wrapped as <<EOF, <<'EOF' or <<"EOF" on the first line and a last line
// that ends with EOF, in at least four lines.
func patchLines(text string) ([]string, error) {
	lines := splitLines(strings.TrimSpace(text))
	inner, err := patchBounds(lines)
	if err == nil {
		return inner, nil
	}
	if n := len(lines); n >= 4 && (lines[0] == "<<EOF" || lines[0] == "<<'EOF'" || lines[0] == `<<"EOF"`) && strings.HasSuffix(lines[n-1], "EOF") {
		return patchBounds(lines[1 : n-1])
	}
	return nil, err
}

func patchBounds(lines []string) ([]string, error) {
	if len(lines) < 2 || strings.TrimSpace(lines[0]) != beginMarker || strings.TrimSpace(lines[len(lines)-1]) != endMarker {
		return nil, fmt.Errorf("%w: it must start with %s and end with %s", ErrPatch, beginMarker, endMarker)
	}
	return lines[1 : len(lines)-1], nil
}

// splitLines splits at "\n", dropping one "\r" before it, as Rust's
// str::lines does.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines[:len(lines)-1] {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

// patchHunks reads the file sections of the lines between the markers.
// A section starts at a line that, trimmed, begins with a header: an
// add's lines are those that start with "+"; a delete is its header
// alone; an update may have a "*** Move to: " line right after its
// header (untrimmed, as Codex reads it) and runs until a line that
// starts with "*".
func patchHunks(lines []string) ([]PatchFile, error) {
	var files []PatchFile
	for i := 0; i < len(lines); {
		lineNo := i + 2 // the begin marker is line 1
		first := strings.TrimSpace(lines[i])
		var f PatchFile
		switch {
		case strings.HasPrefix(first, addMarker):
			f = PatchFile{Op: PatchAdd, Path: first[len(addMarker):]}
			j := i + 1
			for j < len(lines) && strings.HasPrefix(lines[j], "+") {
				j++
			}
			f.Body = strings.Join(lines[i+1:j], "\n")
			i = j
		case strings.HasPrefix(first, deleteMarker):
			f = PatchFile{Op: PatchDelete, Path: first[len(deleteMarker):]}
			i++
		case strings.HasPrefix(first, updateMarker):
			f = PatchFile{Op: PatchUpdate, Path: first[len(updateMarker):]}
			j := i + 1
			if j < len(lines) {
				if to, ok := strings.CutPrefix(lines[j], moveMarker); ok {
					f.MoveTo = to
					j++
				}
			}
			start := j
			n, err := updateChunks(lines[j:], j+2)
			if err != nil {
				return nil, err
			}
			if n == 0 {
				return nil, fmt.Errorf("%w: line %d: the update of %q changes nothing", ErrPatch, lineNo, f.Path)
			}
			j += n
			f.Body = strings.Join(lines[start:j], "\n")
			i = j
		default:
			return nil, fmt.Errorf("%w: line %d: %q is not a file header", ErrPatch, lineNo, lines[i])
		}
		if err := checkPatchPath(f.Path, lineNo); err != nil {
			return nil, err
		}
		if f.MoveTo != "" {
			if err := checkPatchPath(f.MoveTo, lineNo+1); err != nil {
				return nil, err
			}
		}
		if files = append(files, f); len(files) > MaxPatchFiles {
			return nil, fmt.Errorf("%w: more than %d files", ErrPatch, MaxPatchFiles)
		}
	}
	return files, nil
}

// updateChunks returns how many lines of an update's hunks there are
// before the next file section, 0 when there are none. Codex skips blank
// lines between hunks, ends the update at a line that starts with "*",
// and otherwise reads a hunk: "@@" or "@@ CONTEXT" (which only the
// first hunk may leave out), then lines that start with " ", "+" or "-",
// or are empty, up to "*** End of File" or any other line.
func updateChunks(lines []string, lineNo int) (int, error) {
	i, chunks := 0, 0
	for i < len(lines) {
		line := lines[i]
		switch {
		case strings.TrimSpace(line) == "":
			i++
			continue
		case strings.HasPrefix(line, "*"):
			if chunks == 0 {
				return 0, nil
			}
			return i, nil
		}
		j := i
		for j < len(lines) && (lines[j] == "@@" || strings.HasPrefix(lines[j], "@@ ")) {
			j++
		}
		if j == i && chunks > 0 {
			return 0, fmt.Errorf("%w: line %d: a hunk must start with @@", ErrPatch, lineNo+i)
		}
		k := j
		for ; k < len(lines); k++ {
			l := lines[k]
			if l == eofMarker {
				if k == j {
					break
				}
				k++
				break
			}
			if l != "" && l[0] != ' ' && l[0] != '+' && l[0] != '-' {
				break
			}
			if l != "" && l[0] == ' ' && looksLikeHeader(l) {
				// Codex reads it as a line of context; a reader that
				// trims it would read a file header.
				return 0, fmt.Errorf("%w: line %d: %q reads as a file header once trimmed", ErrPatch, lineNo+k, l)
			}
		}
		if k == j {
			return 0, fmt.Errorf("%w: line %d: a hunk with no lines", ErrPatch, lineNo+j)
		}
		chunks++
		i = k
	}
	return i, nil
}

// looksLikeHeader reports whether a line, trimmed, starts like a marker
// of the patch grammar.
func looksLikeHeader(line string) bool {
	t := strings.TrimSpace(line)
	for _, m := range []string{addMarker, deleteMarker, updateMarker, moveMarker, beginMarker, endMarker} {
		if strings.HasPrefix(t, strings.TrimSpace(m)) {
			return true
		}
	}
	return false
}

// checkPatchPath refuses a path that readers may take differently: empty,
// with a NUL, or with whitespace at either end, which Codex keeps but a
// trimming reader would drop (" /etc/x" is a file named " " folder's x
// in the project to one, /etc/x to the other).
func checkPatchPath(p string, lineNo int) error {
	switch {
	case p == "":
		return fmt.Errorf("%w: line %d: a file header names no path", ErrPatch, lineNo)
	case strings.IndexByte(p, 0) >= 0:
		return fmt.Errorf("%w: line %d: a path holds a NUL byte", ErrPatch, lineNo)
	case strings.TrimSpace(p) != p:
		return fmt.Errorf("%w: line %d: the path %q starts or ends with whitespace", ErrPatch, lineNo, p)
	}
	return nil
}
