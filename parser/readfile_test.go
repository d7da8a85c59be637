package parser

import (
	"errors"
	"testing"
)

// readFrom reads the files of a map, by name, as Options.ReadFile does.
func readFrom(files map[string]string) func(string) ([]byte, error) {
	return func(path string) ([]byte, error) {
		if s, ok := files[path]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}
}

// A file tmux sources is read through Options.ReadFile and its lines
// parsed as tmux commands; one it cannot read is a problem.
func TestTmuxSourcedFile(t *testing.T) {
	files := map[string]string{
		"evil.conf": "# setup\nrun-shell 'rm -rf ~/work'\n",
		"ok.conf":   "set -g mouse on\nbind r source-file ~/.tmux.conf\n",
	}
	read := readFrom(files)
	for _, tc := range []struct {
		text    string
		runs    string // a command the file runs, "" for none
		problem string
	}{
		{"tmux source-file evil.conf", "rm", ""},
		{"tmux source -q ok.conf", "", ""},
		{"tmux source-file other.conf", "", "dynamic_eval"},
		{"tmux source-file ~/.tmux.conf", "", ""},
	} {
		sc := Parse(tc.text, Options{ReadFile: read})
		var got, kind string
		for _, c := range sc.Commands {
			if c.Name != "tmux" {
				got = c.Name
			}
		}
		for _, p := range sc.Problems {
			kind = p.Kind
		}
		if got != tc.runs || kind != tc.problem {
			t.Errorf("%q: runs %q, problem %q; want %q, %q", tc.text, got, kind, tc.runs, tc.problem)
		}
	}
}

// Files named by -f, or redirected into a database client, are read
// through Options.ReadFile; after a cd the name may mean another file, so
// nothing is read, and an unreadable redirect is a problem.
func TestPayloadFiles(t *testing.T) {
	files := map[string]string{"q.sql": "DROP TABLE t;"}
	read := readFrom(files)
	for _, tc := range []struct {
		text    string
		payload string // the SQL read, "" for none
		problem string // the problem kind, "" for none
	}{
		{"psql -f q.sql", "DROP TABLE t;", ""},
		{"psql --file=q.sql", "DROP TABLE t;", ""},
		{"mysql app < q.sql", "DROP TABLE t;", ""},
		{"mysql app 0< q.sql", "DROP TABLE t;", ""},
		{"sqlite3 app.db < q.sql", "DROP TABLE t;", ""},
		{"mysql app < other.sql", "", "dynamic_eval"},
		{"cd sub && mysql app < q.sql", "", "dynamic_eval"},
		{"cd sub; psql -f q.sql", "", ""},         // unread: the rules hold psql -f without a file payload
		{"mysql app 2< q.sql", "", StdinCommands}, // not stdin: it reads the terminal's
		{"python3 < q.sql", "", ""},               // programs on disk are not read
	} {
		sc := Parse(tc.text, Options{ReadFile: read})
		var got string
		for _, c := range sc.Commands {
			for _, p := range c.Payloads {
				if p.From == "file" {
					got = p.Text
				}
			}
		}
		var kind string
		for _, p := range sc.Problems {
			kind = p.Kind
		}
		if got != tc.payload || kind != tc.problem {
			t.Errorf("%q: payload %q, problem %q; want %q, %q", tc.text, got, kind, tc.payload, tc.problem)
		}
	}
}
