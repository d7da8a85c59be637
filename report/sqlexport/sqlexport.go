// Package sqlexport writes the audit log and the requests to a new SQLite file; it is the gatesh-export binary, kept out of gatesh because the SQLite engine would slow every start of the shell.
package sqlexport

import (
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // pure Go: no cgo, a static binary

	"gatesh/config"
	"gatesh/report"
	"gatesh/teamstate"
)

// ErrExists is returned when the target file exists: an export never
// overwrites a database someone may have edited.
var ErrExists = errors.New("file exists")

// Main runs gatesh-export and returns its exit status:
//
//	gatesh-export --sqlite FILE [--until TIME] [--log PATH] [--queue DIR] [--public-key PATH]
//
// The paths default to those of config.toml in GATESH_HOME; `gatesh
// export` passes them explicitly.
func Main(args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	fs := flag.NewFlagSet("gatesh-export", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("sqlite", "", "the SQLite file to create")
	untilFlag := fs.String("until", "", "export as of this time instead of now")
	var p report.Paths
	fs.StringVar(&p.Log, "log", "", "the audit log (default: config.toml's)")
	fs.StringVar(&p.Queue, "queue", "", "the request folder (default: $GATESH_HOME/queue)")
	fs.StringVar(&p.PublicKey, "public-key", "", "the operator's public key (default: config.toml's)")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	fail := func(status int, hint, format string, a ...any) int {
		fmt.Fprintf(stderr, "gatesh: error: "+format+"\n", a...)
		if hint != "" {
			fmt.Fprintf(stderr, "gatesh: hint: %s\n", hint)
		}
		return status
	}
	if *out == "" || fs.NArg() > 0 {
		return fail(2, "gatesh export --sqlite decisions.db", "export: want --sqlite FILE and nothing else")
	}
	if p.Log == "" || p.Queue == "" || p.PublicKey == "" {
		home, err := config.Home(getenv)
		if err != nil {
			return fail(1, "set GATESH_HOME or HOME", "%v", err)
		}
		cfg, err := config.Load(home)
		if err != nil {
			return fail(1, "fix config.toml", "%v", err)
		}
		p.Log = or(p.Log, cfg.AuditPath)
		p.Queue = or(p.Queue, filepath.Join(cfg.Home, "queue"))
		p.PublicKey = or(p.PublicKey, cfg.PublicKey)
	}
	// The team's decisions count as the shell counts them, whichever
	// paths were given.
	if home, err := config.Home(getenv); err == nil {
		if cfg, err := config.Load(home); err == nil {
			p.Team, _ = teamstate.Trust(cfg)
		}
	}
	w, err := report.ParseWindow("", *untilFlag, time.Now(), time.Local)
	if err != nil {
		return fail(2, "", "%v", err)
	}
	until := w.Until
	src, err := report.Open(p, until)
	if err != nil {
		return fail(1, "", "%v", err)
	}
	tables, notes := Tables(src, until)
	err = Write(*out, tables)
	switch {
	case errors.Is(err, ErrExists):
		return fail(1, "name a new file, or move the old one away first: an export never overwrites", "%s exists", *out)
	case err != nil:
		return fail(1, "nothing was written", "export to %s: %v", *out, err)
	}
	for _, n := range notes {
		fmt.Fprintf(stderr, "gatesh: note: %s\n", n)
	}
	counts := make([]string, len(tables))
	for i, t := range tables {
		counts[i] = fmt.Sprintf("%d %s", len(t.Rows), t.Name)
	}
	fmt.Fprintf(stdout, "wrote %s: %s\n", *out, strings.Join(counts, ", "))
	return 0
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// Tables reads src once and lays it out as the export's tables, with what
// was skipped as notes.
func Tables(src report.Source, until time.Time) ([]report.Table, []string) {
	var entries []report.Entry
	for e := range src.Log {
		entries = append(entries, e)
	}
	h := report.Replay(report.Source{Log: sliceLog(entries), Queue: src.Queue}, until)
	return report.ExportTables(entries, h), h.Notes.Lines()
}

func sliceLog(entries []report.Entry) report.Log {
	return func(yield func(report.Entry) bool) {
		for _, e := range entries {
			if !yield(e) {
				return
			}
		}
	}
}

// Write creates the SQLite file at path with the tables. It writes a
// temporary file beside it and links it into place only when complete, so
// a failed export leaves nothing behind, and it never replaces an existing
// file (ErrExists).
func Write(path string, tables []report.Table) (err error) {
	if _, err := os.Lstat(path); err == nil {
		return ErrExists
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-")
	if err != nil {
		return err
	}
	tmpPath := tmp.Name()
	tmp.Close()
	defer os.Remove(tmpPath)
	db, err := sql.Open("sqlite", tmpPath)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := db.Close(); err == nil {
			err = cerr
		}
	}()
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, t := range tables {
		if err := writeTable(tx, t); err != nil {
			return fmt.Errorf("table %s: %w", t.Name, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if err := db.Close(); err != nil {
		return err
	}
	// A hard link fails if path was created meanwhile: no overwrite.
	if err := os.Link(tmpPath, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return ErrExists
		}
		return err
	}
	return nil
}

func writeTable(tx *sql.Tx, t report.Table) error {
	defs := make([]string, len(t.Columns))
	names := make([]string, len(t.Columns))
	marks := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		defs[i] = quote(c.Name) + " " + c.Type
		names[i] = quote(c.Name)
		marks[i] = "?"
	}
	if _, err := tx.Exec("CREATE TABLE " + quote(t.Name) + " (" + strings.Join(defs, ", ") + ")"); err != nil {
		return err
	}
	ins, err := tx.Prepare("INSERT INTO " + quote(t.Name) + " (" + strings.Join(names, ", ") + ") VALUES (" + strings.Join(marks, ", ") + ")")
	if err != nil {
		return err
	}
	defer ins.Close()
	for _, row := range t.Rows {
		if _, err := ins.Exec(row...); err != nil {
			return err
		}
	}
	return nil
}

// quote makes an SQL identifier of a name: the names are the package's
// own, but "user" is a keyword in some dialects.
func quote(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }
