package parser

import (
	"errors"
	"testing"
)

// Files named by -f, or redirected into a database client, are read
// through Options.ReadFile; after a cd the name may mean another file, so
// nothing is read, and an unreadable redirect is a problem.
func TestPayloadFiles(t *testing.T) {
	files := map[string]string{"q.sql": "DROP TABLE t;"}
	read := func(path string) ([]byte, error) {
		if s, ok := files[path]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}
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
