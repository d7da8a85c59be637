package rules_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"

	"gatesh/rules"
)

// FuzzCommandTables lets an operator's rules file describe a new command
// ([commands.NAME]: options with values, where a wrapped command starts,
// whether it is a shell) and checks what no table may do: panic, load a
// set whose verdicts disagree with their tiers, or hide a command that
// stands on its own line after the described one. The seeds run as an
// ordinary test.
func FuzzCommandTables(f *testing.F) {
	f.Add("firejail", "--profile,-c", "", false, true, 0, "", false, false, "--profile x bash -c 'ls'")
	f.Add("cross-env", "", "", false, true, 0, "", true, false, "A=1 B=2 npm test")
	f.Add("gdb", "-ex,-x", "", false, true, 0, "--args", false, false, "-q --args rm -rf /")
	f.Add("proot", "-r,-b,-w", "", false, true, 1, "", false, false, "-r / sh -c 'rm -rf /'")
	f.Add("notes", "", "-m", true, false, 0, "", false, false, "-m 'rm -rf /' ~/.ssh/id_rsa")
	f.Add("shx", "", "", false, true, 0, "", false, true, "'echo $(cat <<X'")
	f.Add("w", "-", "-", true, true, 9, "--,-", true, true, "-- <<EOF\n")
	f.Fuzz(func(t *testing.T, name, valueFlags, textFlags string, argsNotRead, runsCommand bool, skip int, after string, envOperands, isShell bool, args string) {
		name = "fz-" + commandName(name)
		var b strings.Builder
		fmt.Fprintf(&b, "[commands.%s]\n", name)
		fmt.Fprintf(&b, "value_flags = %s\ntext_flags = %s\n", tomlList(valueFlags), tomlList(textFlags))
		fmt.Fprintf(&b, "args_not_read = %t\nruns_command = %t\n", argsNotRead, runsCommand)
		if runsCommand {
			fmt.Fprintf(&b, "command_skip = %d\ncommand_after = %s\n", skip%4, tomlList(after))
			fmt.Fprintf(&b, "env_operands = %t\ncommand_is_shell = %t\n", envOperands, isShell)
		}
		home := t.TempDir()
		if err := os.WriteFile(filepath.Join(home, "rules.toml"), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		set, err := rules.Load(rules.LoadOptions{Home: home})
		if err != nil {
			return // refused with an error: the shell then holds everything
		}
		text := name + " " + args + "\nrm -rf /"
		d := set.Classify(text)
		switch {
		case d.Tier == rules.Red && d.Verdict == rules.AutoPass:
			t.Fatalf("%q: red but auto_pass", text)
		case d.Tier != rules.Red && d.Verdict != rules.AutoPass:
			t.Fatalf("%q: %v but %s", text, d.Tier, d.Verdict)
		}
		if endsWithRmRoot(text) && d.Tier != rules.Red {
			t.Fatalf("with the table\n%s\n%q is %v: the rm -rf / on its own line was hidden", b.String(), text, d.Tier)
		}
	})
}

// TestEndsWithRmRoot checks the fuzz target's own judge: it must tell a
// command on its own line from the same words read as data.
func TestEndsWithRmRoot(t *testing.T) {
	for text, want := range map[string]bool{
		"fz-x a b\nrm -rf /":     true,
		"fz-x 'a\nrm -rf /":      false, // an unclosed quote: a parse error
		"fz-x <<EOF\nrm -rf /":   false, // the heredoc's body
		"fz-x \\\nrm -rf /":      false, // a continued line: arguments of fz-x
		"fz-x a\nrm -rf / > log": false,
		"fz-x a\nrm -rf /tmp/x":  false,
		"fz-x a; b\nrm -rf /":    true,
		"fz-x $(\nrm -rf /\n)":   false,
		"fz-x a #\nrm -rf /":     true,
		"fz-x a\n! rm -rf /":     false,
		"fz-x a\nA=1 rm -rf /":   false,
		"fz-x a\n{ rm -rf /; }":  false,
		"fz-x a\n  rm  -rf  /  ": true,
	} {
		if got := endsWithRmRoot(text); got != want {
			t.Errorf("endsWithRmRoot(%q) = %v, want %v", text, got, want)
		}
	}
}

// commandName keeps the letters, digits and dashes of s, so that the
// table names a new command and not one the defaults describe.
func commandName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r == '-' {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "tool"
	}
	return b.String()
}

// tomlList writes the comma-separated words of s as a TOML array of
// basic strings, escaping what TOML requires.
func tomlList(s string) string {
	var items []string
	for w := range strings.SplitSeq(s, ",") {
		if w == "" {
			continue
		}
		var b strings.Builder
		b.WriteByte('"')
		for _, r := range w {
			switch {
			case r == '"' || r == '\\':
				b.WriteByte('\\')
				b.WriteRune(r)
			case r < 0x20 || r == 0x7f:
				fmt.Fprintf(&b, `\u%04X`, r)
			default:
				b.WriteRune(r)
			}
		}
		b.WriteByte('"')
		items = append(items, b.String())
	}
	return "[" + strings.Join(items, ", ") + "]"
}

// endsWithRmRoot reports whether bash would run rm -rf / as the script's
// last statement of its own, rather than read it as data (a heredoc's
// body, the inside of an unclosed quote).
func endsWithRmRoot(text string) bool {
	file, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(text), "")
	if err != nil || len(file.Stmts) == 0 {
		return false
	}
	last := file.Stmts[len(file.Stmts)-1]
	call, ok := last.Cmd.(*syntax.CallExpr)
	if !ok || last.Negated || len(last.Redirs) > 0 || len(call.Assigns) > 0 || len(call.Args) != 3 {
		return false
	}
	want := []string{"rm", "-rf", "/"}
	for i, a := range call.Args {
		if a.Lit() != want[i] {
			return false
		}
	}
	return true
}
