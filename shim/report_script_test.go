package shim

import (
	"database/sql"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"gatesh/report/reporttest"
	"gatesh/report/sqlexport"
)

func exportMain() {
	os.Exit(sqlexport.Main(os.Args, os.Stdout, os.Stderr, os.Getenv))
}

// TestReportScripts runs the reports' scenarios. Most start from the week
// that reporttest.Week writes (three agents, four days, every outcome) with
// a fixed clock, so that the reports compare exactly; TZ is UTC.
func TestReportScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/reports",
		Setup: func(env *testscript.Env) error {
			env.Setenv("GATESH_HOME", env.WorkDir+"/.gatesh")
			env.Setenv("HOME", env.WorkDir+"/home")
			env.Setenv("GATESH_HOLD_WAIT", "0s")
			env.Setenv("TZ", "UTC")
			return os.MkdirAll(env.WorkDir+"/home", 0o700)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exits":       cmdExits,
			"waitrequest": cmdWaitRequest,
			"genweek":     cmdGenWeek,
			"sqlquery":    cmdSQLQuery,
		},
		RequireExplicitExec: true,
	})
}

// cmdGenWeek writes reporttest.Week into $GATESH_HOME. With -damaged it
// then appends a line cut short by a crash, a record of an event this
// gatesh does not know, and one more ordinary record after them.
//
//	genweek [-damaged]
func cmdGenWeek(ts *testscript.TestScript, neg bool, args []string) {
	damaged := len(args) == 1 && args[0] == "-damaged"
	if neg || len(args) > 1 || len(args) == 1 && !damaged {
		ts.Fatalf("usage: genweek [-damaged]")
	}
	h, err := reporttest.Week(ts.Getenv("GATESH_HOME"))
	ts.Check(err)
	if !damaged {
		return
	}
	ts.Check(h.AppendRaw([]byte(`{"ts":"2026-03-05T17:30:00Z","id":"20260305T173000.000000000Z-0a0b0c0d0e0f","event":"decision","command":"git sta`)))
	h.At(reporttest.WeekUntil.Add(-20 * 60e9))
	h.Log(reporttest.Gemini, "snapshot", "git stash")
	h.Run(reporttest.Gemini, "git status")
}

// cmdSQLQuery runs a query on an SQLite file and prints the rows, one a
// line, the columns separated by |, NULL as "NULL":
//
//	sqlquery FILE QUERY
func cmdSQLQuery(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: sqlquery FILE QUERY")
	}
	db, err := sql.Open("sqlite", "file:"+ts.MkAbs(args[0])+"?mode=ro")
	ts.Check(err)
	defer db.Close()
	rows, err := db.Query(args[1])
	ts.Check(err)
	defer rows.Close()
	cols, err := rows.Columns()
	ts.Check(err)
	var out strings.Builder
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		ts.Check(rows.Scan(ptrs...))
		cells := make([]string, len(vals))
		for i, v := range vals {
			switch v := v.(type) {
			case nil:
				cells[i] = "NULL"
			case []byte:
				cells[i] = string(v)
			default:
				cells[i] = fmt.Sprint(v)
			}
		}
		out.WriteString(strings.Join(cells, "|") + "\n")
	}
	ts.Check(rows.Err())
	ts.Stdout().Write([]byte(out.String()))
}
