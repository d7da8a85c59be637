package docs

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"gatesh/audit"
	"gatesh/internal/needs"
	"gatesh/parser"
	"gatesh/report"
	"gatesh/report/reporttest"
	"gatesh/report/sqlexport"
)

const auditDoc = "audit-log.md"

// block is one fenced code block of a Markdown file.
type block struct {
	lang, text string
	line       int // of the opening fence
}

func blocks(t *testing.T, path string) []block {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out, open := fenced(string(data))
	if open != nil {
		t.Fatalf("%s:%d: fence never closed", path, open.line)
	}
	return out
}

// fenced are the fenced blocks of text, in order, with their language;
// open is a block whose fence never closed.
func fenced(text string) (out []block, open *block) {
	var cur *block
	for i, line := range strings.Split(text, "\n") {
		switch {
		case cur == nil && strings.HasPrefix(line, "```"):
			cur = &block{lang: strings.TrimPrefix(line, "```"), line: i + 1}
		case cur != nil && line == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.text += line + "\n"
		}
	}
	return out, cur
}

// example is a command of the document and the output it must print.
type example struct {
	tool, command, want string
	line                int
}

// examples are the sh blocks that run jq, sqlite3 or duckdb, each followed
// by a text block with its output.
func examples(t *testing.T) []example {
	bs := blocks(t, auditDoc)
	var out []example
	for i, b := range bs {
		if b.lang != "sh" {
			continue
		}
		cmd := strings.TrimSuffix(b.text, "\n")
		tool, _, _ := strings.Cut(cmd, " ")
		switch tool {
		case "jq", "sqlite3", "duckdb":
		default:
			continue
		}
		if strings.Contains(cmd, "\n") {
			t.Fatalf("%s:%d: an example is one command on one line", auditDoc, b.line)
		}
		if i+1 >= len(bs) || bs[i+1].lang != "text" {
			t.Fatalf("%s:%d: example has no ```text block with its output after it", auditDoc, b.line)
		}
		out = append(out, example{tool: tool, command: cmd, want: bs[i+1].text, line: b.line})
	}
	return out
}

// need skips a test whose tool is missing, except in CI, where .ci/run
// installs it and a missing tool is a failure.
func need(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil {
		err = fmt.Errorf("%v; the examples that need it are not run", err)
	}
	needs.Check(t, needs.Capability(what), err)
}

// TestAuditLogExamples runs every jq, sqlite3 and DuckDB example of
// audit-log.md against reporttest.Week, with ~ the generated home, and
// compares the output exactly.
func TestAuditLogExamples(t *testing.T) {
	exs := examples(t)
	count := map[string]int{}
	for _, ex := range exs {
		count[ex.tool]++
	}
	for _, tool := range []string{"jq", "sqlite3", "duckdb"} {
		if count[tool] < 3 {
			t.Fatalf("%s has %d %s examples, want at least 3 (did the format change?)", auditDoc, count[tool], tool)
		}
	}

	home := t.TempDir()
	if _, err := reporttest.Week(filepath.Join(home, ".gatesh")); err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	src, err := report.Open(report.Paths{Log: filepath.Join(home, ".gatesh", "audit.jsonl"),
		Queue: filepath.Join(home, ".gatesh", "queue"), PublicKey: filepath.Join(home, ".gatesh", "keys", "operator.pub")}, reporttest.WeekUntil)
	if err != nil {
		t.Fatal(err)
	}
	tables, _ := sqlexport.Tables(src, reporttest.WeekUntil)
	if err := sqlexport.Write(filepath.Join(work, "decisions.db"), tables); err != nil {
		t.Fatal(err)
	}
	env := []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "LC_ALL=C", "TZ=UTC"}

	for _, ex := range exs {
		t.Run(fmt.Sprintf("%s_line%d", ex.tool, ex.line), func(t *testing.T) {
			var cmd *exec.Cmd
			if ex.tool == "duckdb" {
				cmd = duckdbCommand(t, ex.command)
				cmd.Env = append(env, "NODE_PATH="+os.Getenv("DUCKDB_NODE_MODULES"))
			} else {
				_, err := exec.LookPath(ex.tool)
				need(t, ex.tool, err)
				cmd = exec.Command("bash", "-c", ex.command)
				cmd.Env = env
			}
			cmd.Dir = work
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("%s:%d: %v\n%s", auditDoc, ex.line, err, stderr.String())
			}
			if got := stdout.String(); got != ex.want {
				t.Errorf("%s:%d: %s\ngot:\n%s\nwant:\n%s", auditDoc, ex.line, ex.command, got, ex.want)
			}
		})
	}
}

// duckdbCommand turns `duckdb -csv -c "SQL"` into a run of SQL through
// DuckDB's Node.js bindings, which write the same CSV.
func duckdbCommand(t *testing.T, command string) *exec.Cmd {
	t.Helper()
	sc := parser.Parse(command, parser.Options{})
	if len(sc.Commands) != 1 || len(sc.Problems) > 0 {
		t.Fatalf("cannot read %q as one command", command)
	}
	c := sc.Commands[0]
	var words []string
	for _, w := range c.Args {
		words = append(words, w.Value)
	}
	if c.Name != "duckdb" || len(words) != 3 || words[0] != "-csv" || words[1] != "-c" {
		t.Fatalf("a DuckDB example must read duckdb -csv -c \"SQL\": %q", command)
	}
	node, err := exec.LookPath("node")
	need(t, "node", err)
	modules := os.Getenv("DUCKDB_NODE_MODULES")
	if modules == "" {
		need(t, "duckdb", errors.New("DUCKDB_NODE_MODULES does not name a node_modules folder holding @duckdb/node-api"))
	}
	if _, err := os.Stat(filepath.Join(modules, "@duckdb", "node-api")); err != nil {
		need(t, "duckdb", err)
	}
	runner, err := filepath.Abs(filepath.Join("testdata", "duckdb.cjs"))
	if err != nil {
		t.Fatal(err)
	}
	return exec.Command(node, runner, words[2])
}

// TestAuditLogDocumentsEverything: every field of a record, every event
// and every column of the SQL export is named in audit-log.md.
func TestAuditLogDocumentsEverything(t *testing.T) {
	data, err := os.ReadFile(auditDoc)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	rt := reflect.TypeOf(audit.Record{})
	for i := range rt.NumField() {
		name, _, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ",")
		if !strings.Contains(doc, "| `"+name+"` |") {
			t.Errorf("field %q has no row in the fields table", name)
		}
	}
	for _, ev := range []string{audit.EventDecision, audit.EventHeld, audit.EventParked, audit.EventApproved,
		audit.EventRejected, audit.EventRevoked, audit.EventExpired, audit.EventUsed, audit.EventRun, audit.EventForgedDecision,
		audit.EventFinished, audit.EventArchived, audit.EventPurged, audit.EventRotated, audit.EventError,
		audit.EventLoopStart, audit.EventLoopStop, audit.EventDecisionRefused, audit.EventSlackRefused} {
		if !strings.Contains(doc, "| `"+ev+"` |") {
			t.Errorf("event %q has no row in the events table", ev)
		}
	}
	for _, tb := range report.ExportTables(nil, report.Replay(report.Source{Log: func(func(report.Entry) bool) {}}, time.Now())) {
		if !strings.Contains(doc, "`"+tb.Name+"`") {
			t.Errorf("table %q is not described", tb.Name)
		}
		for _, c := range tb.Columns {
			if !strings.Contains(doc, "`"+c.Name+"`") {
				t.Errorf("column %s.%s is not described", tb.Name, c.Name)
			}
		}
	}
}
