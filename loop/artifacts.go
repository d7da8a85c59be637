package loop

import (
	"crypto/rand"
	"encoding/base32"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gatesh/internal/lazy"
)

// Artifact file names inside an iteration folder.
const (
	filePrompt       = "prompt.txt"
	fileSchema       = "result-schema.json"
	fileWorkerOut    = "worker.out"
	fileWorkerErr    = "worker.err"
	fileResult       = "result.json"
	fileVerifyBefore = "verify-before.log"
	fileVerifyAfter  = "verify-after.log"
	filePatch        = "patch.diff"
	fileDiffStat     = "diffstat.txt"
	fileIteration    = "iteration.json"
)

// Run folder files.
const (
	fileProgress  = "progress.json"
	fileDecisions = "decisions.jsonl"
	fileBaseline  = "verify-000.log"
	// dirOwnGit is gatesh's own git folder for the repository (own.go).
	dirOwnGit = "gitdir"
)

// RunsDir is where the runs of a gatesh home are kept.
func RunsDir(home string) string { return filepath.Join(home, "runs") }

// runDir is one run's folder: $GATESH_HOME/runs/<run-id>/.
type runDir struct {
	ID   string
	Path string
}

var runIDEncoding = &lazy.Value[*base32.Encoding]{New: func() *base32.Encoding {
	return base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)
}}

// newRunDir makes a fresh run folder. The id starts with the UTC time, so
// that runs sort by age, and ends with random letters.
func newRunDir(home string, now time.Time) (*runDir, error) {
	if err := os.MkdirAll(RunsDir(home), 0o700); err != nil {
		return nil, err
	}
	for range 8 {
		var b [4]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		id := now.UTC().Format("20060102T150405Z") + "-" + runIDEncoding.Get().EncodeToString(b[:])[:6]
		path := filepath.Join(RunsDir(home), id)
		err := os.Mkdir(path, 0o700)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		return &runDir{ID: id, Path: path}, nil
	}
	return nil, errors.New("no unused run id")
}

// iterDir is one iteration's folder. Each file is created once and made
// read-only when written; seal makes the folder itself read-only, so
// nothing can be added or removed.
type iterDir struct {
	N    int
	Path string
}

func (r *runDir) iter(n int) (*iterDir, error) {
	d := &iterDir{N: n, Path: filepath.Join(r.Path, fmt.Sprintf("iter-%03d", n))}
	return d, os.Mkdir(d.Path, 0o700)
}

// file is the path of an artifact.
func (d *iterDir) file(name string) string { return filepath.Join(d.Path, name) }

// create opens a new artifact for writing; it fails if the file exists.
func (d *iterDir) create(name string) (*os.File, error) {
	return os.OpenFile(d.file(name), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
}

// write writes an artifact once and makes it read-only.
func (d *iterDir) write(name string, data []byte) error {
	return writeOnce(d.file(name), data)
}

func writeOnce(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err2 := f.Close(); err == nil {
		err = err2
	}
	if err != nil {
		return err
	}
	return os.Chmod(path, 0o400)
}

// writeJSON writes v, indented, once.
func (d *iterDir) writeJSON(name string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return d.write(name, append(data, '\n'))
}

// seal makes every file and then the folder read-only.
func (d *iterDir) seal() error {
	entries, err := os.ReadDir(d.Path)
	if err != nil {
		return err
	}
	var errs []error
	for _, e := range entries {
		if e.Type().IsRegular() {
			errs = append(errs, os.Chmod(d.file(e.Name()), 0o400))
		}
	}
	errs = append(errs, os.Chmod(d.Path, 0o500))
	return errors.Join(errs...)
}

// writeProgress replaces progress.json atomically: readers see the old
// summary or the new one, never half of one.
func (r *runDir) writeProgress(p *Progress) error {
	return writeAtomicJSON(r.Path, fileProgress, p)
}

// writeAtomicJSON replaces dir/name with v, indented, atomically.
func writeAtomicJSON(dir, name string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+strings.TrimSuffix(name, ".json")+"-")
	if err != nil {
		return err
	}
	_, err = tmp.Write(append(data, '\n'))
	if err2 := tmp.Close(); err == nil {
		err = err2
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o600)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), filepath.Join(dir, name))
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// readJSON decodes the JSON file at path into v.
func readJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// Decision is one line of decisions.jsonl: something the loop decided,
// and why.
type Decision struct {
	TS        time.Time `json:"ts"`
	Iteration int       `json:"iteration"`
	// Kind is what was decided: verify, continue, stop, approval_asked,
	// approval_answer, approval_cleared, held, ...
	Kind   string `json:"kind"`
	Detail string `json:"detail"`
	// Request is the gatesh request an approval decision is about.
	Request string `json:"request,omitempty"`
}

// appendDecision adds one line to decisions.jsonl.
func (r *runDir) appendDecision(d Decision) error {
	data, err := json.Marshal(d)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(filepath.Join(r.Path, fileDecisions), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	_, err = f.Write(append(data, '\n'))
	if err2 := f.Close(); err == nil {
		err = err2
	}
	return err
}

// finish makes the run folder's own files read-only once the run has
// stopped.
func (r *runDir) finish() error {
	var errs []error
	for _, name := range []string{fileProgress, fileDecisions, fileBaseline} {
		err := os.Chmod(filepath.Join(r.Path, name), 0o400)
		if !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// FindRun resolves a run id, or a unique prefix of one, in home. An empty
// id means the newest run.
func FindRun(home, id string) (string, error) {
	entries, err := os.ReadDir(RunsDir(home))
	if errors.Is(err, os.ErrNotExist) {
		return "", fmt.Errorf("no runs yet in %s", RunsDir(home))
	}
	if err != nil {
		return "", err
	}
	var match []string
	for _, e := range entries {
		if e.IsDir() && strings.HasPrefix(e.Name(), id) {
			match = append(match, e.Name())
		}
	}
	switch {
	case len(match) == 0 && id == "":
		return "", fmt.Errorf("no runs yet in %s", RunsDir(home))
	case len(match) == 0:
		return "", fmt.Errorf("no run %q in %s", id, RunsDir(home))
	case id == "":
		return filepath.Join(RunsDir(home), newest(RunsDir(home), match)), nil
	case len(match) > 1:
		for _, m := range match {
			if m == id {
				return filepath.Join(RunsDir(home), m), nil
			}
		}
		return "", fmt.Errorf("run prefix %q matches %d runs: %s", id, len(match), strings.Join(match, ", "))
	}
	return filepath.Join(RunsDir(home), match[0]), nil
}

// newest is the run that started last. Names sort by their start second;
// progress.json says the exact time.
func newest(dir string, names []string) string {
	best, bestAt := "", time.Time{}
	for _, n := range names {
		at := time.Time{}
		if p, err := ReadProgress(filepath.Join(dir, n)); err == nil {
			at = p.StartedAt
		}
		if best == "" || at.After(bestAt) || at.Equal(bestAt) && n > best {
			best, bestAt = n, at
		}
	}
	return best
}
