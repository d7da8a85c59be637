package rules_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/rules"
	"gatesh/toolcall"
)

// TestUnfamiliar checks what the classifier reports it does not know, in
// several spellings of each case, and that familiar everyday commands
// report nothing.
func TestUnfamiliar(t *testing.T) {
	s := rules.Default()
	cases := []struct {
		cmds []string
		want string // a substring of one note; "" means no note at all
	}{
		{[]string{"ls", "ls -la src", "git status", "git -C repo status --short", "go test ./...", "go vet ./... && go test -run X ./rules/",
			"cd src && make", "echo hi > out.txt", "grep -rn TODO .", "cat README.md | head", "npm test", "f() { ls; }; f",
			"psql -c 'select 1'", "ps aux | awk '{print $2}'", "x=1; echo $x",
			"shopt -u extglob; f=/tmp/p.tmp\n(\n  trap 'jobs -p > \"$f\"' EXIT\ngit status\n)"}, ""},
		{[]string{"frobnicate --all", "./frobnicate", "/opt/tools/frobnicate x", "timeout 5 frobnicate", "ls && frobnicate"},
			"program frobnicate is in no rule and no command table"},
		{[]string{"python3 -c 'print(1)'", "python3 - <<'EOF'\nprint(1)\nEOF", "bash -c \"python3 -c 'print(1)'\""}, "inline python code"},
		{[]string{"node -e 'console.log(1)'"}, "inline node code"},
		{[]string{"echo make > a.sh && bash a.sh", "printf 'x\\n' > a.sh; sh ./a.sh", "cat > a.sh <<'EOF'\nls\nEOF\nbash a.sh"}, "runs "},
		{[]string{"printf 'ls\\n' > run.sh; chmod +x run.sh; ./run.sh"}, "runs ./run.sh, which the command itself wrote"},
	}
	for _, c := range cases {
		for _, cmd := range c.cmds {
			d := s.Classify(cmd)
			if d.Tier == rules.Red {
				t.Errorf("%q is red (%v): the case wants a command the rules let run", cmd, d.Hits)
				continue
			}
			got := strings.Join(d.Unfamiliar, "; ")
			switch {
			case c.want == "" && got != "":
				t.Errorf("%q: unfamiliar %q, want nothing", cmd, got)
			case c.want != "" && !strings.Contains(got, c.want):
				t.Errorf("%q: unfamiliar %q, want a note with %q", cmd, got, c.want)
			}
		}
	}
}

// An operator teaches gatesh a program with an empty [commands] table:
// it is then familiar, and nothing else about it changes.
func TestUnfamiliarTaught(t *testing.T) {
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, "rules.toml"), []byte("[commands.scons]\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := rules.Load(rules.LoadOptions{Home: home})
	if err != nil {
		t.Fatal(err)
	}
	before, after := rules.Default().Classify("scons -j4 build"), s.Classify("scons -j4 build")
	if len(before.Unfamiliar) == 0 || len(after.Unfamiliar) != 0 || before.Tier != after.Tier {
		t.Errorf("before %s %q, after %s %q", before.Tier, before.Unfamiliar, after.Tier, after.Unfamiliar)
	}
}

// A written file that the command only reads, or a file it did not
// write, is not reported as run.
func TestUnfamiliarWrittenButNotRun(t *testing.T) {
	s := rules.Default()
	for _, cmd := range []string{"echo x > a.sh && cat a.sh", "echo x > a.txt && bash b.sh", "bash build.sh"} {
		for _, note := range s.Classify(cmd).Unfamiliar {
			if strings.HasPrefix(note, "runs ") {
				t.Errorf("%q: %q", cmd, note)
			}
		}
	}
}

// TestUnfamiliarShare logs how much of the everyday corpus a model with
// consult = "unfamiliar" would be asked about: the cost of the default.
func TestUnfamiliarShare(t *testing.T) {
	s := rules.Default()
	asked, total := 0, 0
	for _, e := range loadCorpus(t, "green.jsonl") {
		d := s.Classify(e.Cmd)
		if d.Tier == rules.Red {
			continue
		}
		total++
		if len(d.Unfamiliar) > 0 {
			asked++
			if testing.Verbose() {
				t.Logf("%s: %s", e.Cmd, strings.Join(d.Unfamiliar, "; "))
			}
		}
	}
	if total == 0 {
		t.Fatal("no everyday commands")
	}
	t.Logf("everyday corpus: %d of %d green or yellow commands are unfamiliar (%.0f%%)", asked, total, 100*float64(asked)/float64(total))
}

// A tool call no [tools] rule names is unfamiliar; a known one is not.
func TestUnfamiliarTools(t *testing.T) {
	s := rules.Default()
	for _, c := range []struct {
		tool, input string
		unfamiliar  bool
	}{
		{"mcp__frobber__frob_everything", `{"x": 1}`, true},
		{"frob_tool", `{}`, true},
		{"Read", `{"file_path": "README.md"}`, false},
	} {
		call, err := toolcall.New(c.tool, "", []byte(c.input))
		if err != nil {
			t.Fatal(err)
		}
		d := s.ClassifyTool(call)
		if got := len(d.Unfamiliar) > 0; got != c.unfamiliar {
			t.Errorf("%s: unfamiliar %q, want %v", c.tool, d.Unfamiliar, c.unfamiliar)
		}
	}
}
