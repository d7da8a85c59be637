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

// ParsePatch reads the file sections of an apply_patch text, the format
// Codex CLI sends as its apply_patch tool's input:
//
//	*** Begin Patch
//	*** Add File: PATH | *** Update File: PATH [*** Move to: PATH] | *** Delete File: PATH
//	...
//	*** End Patch
//
// A text wrapped in a heredoc (apply_patch <<'EOF' ... EOF), as Codex also
// accepts, is read inside it. Anything else is an error, so that a patch
// gatesh cannot read is held, never passed: a header it does not know
// might name a file.
func ParsePatch(text string) ([]PatchFile, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	for len(lines) > 0 && strings.TrimSpace(lines[0]) == "" {
		lines = lines[1:]
	}
	if len(lines) >= 2 {
		if marker, ok := heredocMarker(lines[0]); ok && strings.TrimSpace(lines[len(lines)-1]) == marker {
			lines = lines[1 : len(lines)-1]
		}
	}
	if len(lines) < 2 || strings.TrimSpace(lines[0]) != "*** Begin Patch" || strings.TrimSpace(lines[len(lines)-1]) != "*** End Patch" {
		return nil, fmt.Errorf("%w: it must start with *** Begin Patch and end with *** End Patch", ErrPatch)
	}
	var files []PatchFile
	var body []string
	end := func() {
		if len(files) > 0 {
			files[len(files)-1].Body = strings.Join(body, "\n")
		}
		body = body[:0]
	}
	for n, line := range lines[1 : len(lines)-1] {
		header := func(prefix string) (string, bool) {
			p, ok := strings.CutPrefix(line, prefix)
			return strings.TrimSpace(p), ok
		}
		if p, ok := header("*** Add File: "); ok {
			end()
			files = append(files, PatchFile{Op: PatchAdd, Path: p})
		} else if p, ok := header("*** Update File: "); ok {
			end()
			files = append(files, PatchFile{Op: PatchUpdate, Path: p})
		} else if p, ok := header("*** Delete File: "); ok {
			end()
			files = append(files, PatchFile{Op: PatchDelete, Path: p})
		} else if p, ok := header("*** Move to: "); ok {
			if len(files) == 0 || files[len(files)-1].Op != PatchUpdate || files[len(files)-1].MoveTo != "" || len(body) > 0 {
				return nil, fmt.Errorf("%w: line %d: *** Move to: must follow *** Update File:", ErrPatch, n+2)
			}
			files[len(files)-1].MoveTo = p
		} else if strings.HasPrefix(line, "***") && strings.TrimSpace(line) != "*** End of File" {
			return nil, fmt.Errorf("%w: line %d: unknown header %q", ErrPatch, n+2, line)
		} else if len(files) == 0 {
			return nil, fmt.Errorf("%w: line %d: text before the first file header", ErrPatch, n+2)
		} else {
			body = append(body, line)
		}
		if len(files) > MaxPatchFiles {
			return nil, fmt.Errorf("%w: more than %d files", ErrPatch, MaxPatchFiles)
		}
	}
	end()
	for _, f := range files {
		if f.Path == "" {
			return nil, fmt.Errorf("%w: a file header names no path", ErrPatch)
		}
		if strings.IndexByte(f.Path, 0) >= 0 || strings.IndexByte(f.MoveTo, 0) >= 0 {
			return nil, fmt.Errorf("%w: a path holds a NUL byte", ErrPatch)
		}
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%w: it names no file", ErrPatch)
	}
	return files, nil
}

// heredocMarker reads `apply_patch <<'EOF'` (or <<EOF, <<"EOF", applypatch).
func heredocMarker(line string) (string, bool) {
	line = strings.TrimSpace(line)
	for _, name := range []string{"apply_patch", "applypatch"} {
		rest, ok := strings.CutPrefix(line, name)
		if !ok {
			continue
		}
		rest, ok = strings.CutPrefix(strings.TrimSpace(rest), "<<")
		if !ok {
			return "", false
		}
		rest = strings.TrimSpace(strings.TrimPrefix(rest, "-"))
		rest = strings.Trim(rest, `'"`)
		if rest == "" || strings.ContainsAny(rest, " \t'\"") {
			return "", false
		}
		return rest, true
	}
	return "", false
}
