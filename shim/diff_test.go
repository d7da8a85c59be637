package shim

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// diffCase is one bash command line run under real bash and under gatesh.
type diffCase struct {
	name  string
	args  []string // after the program name
	stdin string
	env   []string
	// bashNameOnly skips the run as `gatesh`: a bare FILE argument is
	// a subcommand name there (`gatesh -- FILE` runs a file).
	bashNameOnly bool
}

// bigStdin is a script larger than a pipe buffer, so that gatesh hands it
// over through a temporary file.
var bigStdin = "# " + strings.Repeat("padding ", 20000) + "\necho start\nread x\nfrom the script\necho big $x\n"

const claudeWrapper = `source /nonexistent 2>/dev/null || true && shopt -u extglob 2>/dev/null || true && eval 'echo hi; echo "$0"' < /dev/null && pwd -P >| cwd-file`

// claudeSnapshot has the shape of Claude Code's session-start script: it
// writes the shell's functions, aliases and options to a snapshot file.
const claudeSnapshot = `SNAPSHOT_FILE=snap.sh
source ~/.bashrc < /dev/null
echo "# Snapshot file" >| "$SNAPSHOT_FILE"
echo "unalias -a 2>/dev/null || true" >> "$SNAPSHOT_FILE"
f1() { echo one; }
declare -F | cut -d' ' -f3 | grep -vE '^_' | while read func; do
  encoded_func=$(declare -f "$func" | base64)
  echo "eval \"\$(echo '$encoded_func' | base64 -d)\" > /dev/null 2>&1" >> "$SNAPSHOT_FILE"
done
echo "shopt -s expand_aliases" >> "$SNAPSHOT_FILE"
alias | sed 's/^alias //g' | sed 's/^/alias -- /' | head -n 1000 >> "$SNAPSHOT_FILE"
shopt -p | head -n 1000 >> "$SNAPSHOT_FILE"
set -o | grep "on" | awk '{print "set -o " $1}' | head -n 1000 >> "$SNAPSHOT_FILE"
echo "export PATH=$PATH" >> "$SNAPSHOT_FILE"
wc -l < "$SNAPSHOT_FILE"`

const geminiWrapper = "shopt -u promptvars nullglob extglob nocaseglob dotglob; _bgpids_file=bgpids\n(\n  trap 'jobs -p > \"$_bgpids_file\"' EXIT\necho gemini; exit 4\n)\n__code=$?\nexit $__code"

var diffCases = []diffCase{
	{name: "echo", args: []string{"-c", "echo hello"}},
	{name: "dollar zero default", args: []string{"-c", "echo $0"}},
	{name: "name and args", args: []string{"-c", `echo "$0|$1|$2|$#"`, "myname", "a", "b"}},
	{name: "args with spaces and empties", args: []string{"-c", `printf '[%s]\n' "$@"`, "n", "a b", "", "c  d", "*"}},
	{name: "double dash as name", args: []string{"-c", `echo "$0 $1"`, "--", "x"}},
	{name: "quoting", args: []string{"-c", `echo 'it'\''s' "dq \"x\"" $'tab\there' \$HOME`}},
	{name: "glob stays unexpanded in args", args: []string{"-c", `echo "$1"`, "n", "*.go"}},
	{name: "exit 0", args: []string{"-c", "exit 0"}},
	{name: "exit 1", args: []string{"-c", "false"}},
	{name: "exit 2 from builtin", args: []string{"-c", "return"}},
	{name: "exit 3", args: []string{"-c", "echo out; echo err >&2; exit 3"}},
	{name: "exit 300 wraps", args: []string{"-c", "exit 300"}},
	{name: "not found 127", args: []string{"-c", "no_such_command_xyz"}},
	{name: "not executable 126", args: []string{"-c", "./notexec"}},
	{name: "signal TERM", args: []string{"-c", "kill -TERM $$"}},
	{name: "signal KILL", args: []string{"-c", "echo before; kill -KILL $$; echo after"}},
	{name: "set -e", args: []string{"-c", "set -e; false; echo not reached"}},
	{name: "-ec", args: []string{"-ec", "false; echo not reached"}},
	{name: "-e -c separate", args: []string{"-e", "-c", "echo a; false; echo b"}},
	{name: "no pipefail", args: []string{"-c", "false | true; echo $?"}},
	{name: "-o pipefail", args: []string{"-o", "pipefail", "-c", "false | true; echo $?"}},
	{name: "+o after -o", args: []string{"-o", "pipefail", "+o", "pipefail", "-c", "false | true; echo $?"}},
	{name: "-O shopt", args: []string{"-O", "extglob", "-c", "shopt extglob"}},
	{name: "+O shopt", args: []string{"+O", "extglob", "-c", "shopt extglob"}},
	{name: "-xc trace", args: []string{"-xc", "echo traced"}},
	{name: "-u unbound", args: []string{"-uc", "echo $UNSET_VAR_XYZ"}},
	{name: "-lc login", args: []string{"-lc", "echo login $0; shopt -q login_shell && echo is-login"}},
	{name: "-c -l order", args: []string{"-c", "-l", "shopt -q login_shell && echo is-login; echo $0"}},
	{name: "long options", args: []string{"--norc", "--noprofile", "-c", "echo long"}},
	{name: "--login", args: []string{"--login", "-c", "shopt -q login_shell && echo is-login"}},
	{name: "posix", args: []string{"--posix", "-c", "echo $POSIXLY_CORRECT"}},
	{name: "heredoc", args: []string{"-c", "cat <<EOF\nline one $((1+1))\nEOF"}},
	{name: "quoted heredoc", args: []string{"-c", "cat <<'EOF'\n$not_expanded\nEOF"}},
	{name: "herestring", args: []string{"-c", "tr a-z A-Z <<< hello"}},
	{name: "command substitution", args: []string{"-c", `printf '%s\n' "$(echo sub)"`}},
	{name: "function and loop", args: []string{"-c", "f() { echo fn $1; }; for i in 1 2; do f $i; done"}},
	{name: "trap on exit", args: []string{"-c", "trap 'echo bye' EXIT; echo hi; exit 5"}},
	{name: "fd redirect", args: []string{"-c", "exec 3>&1; echo via3 >&3"}},
	{name: "stdin passes to -c command", args: []string{"-c", "cat; echo end"}, stdin: "data on stdin\n"},
	{name: "stdin script", stdin: "echo from stdin; echo $0\n"},
	{name: "stdin script with read", stdin: "read x\nhello there\necho got $x\n"},
	{name: "stdin -s with args", args: []string{"-s", "a", "b"}, stdin: "echo $1 $2 $#\n"},
	{name: "stdin large", stdin: bigStdin},
	{name: "script file with args", args: []string{"script.sh", "x", "y"}, bashNameOnly: true},
	{name: "-- script file", args: []string{"--", "script.sh", "x"}},
	{name: "BASH_ENV sourced first", args: []string{"-c", "echo cmd"}, env: []string{"BASH_ENV=./env.sh"}},
	{name: "Claude Code wrapper", args: []string{"-c", claudeWrapper}},
	{name: "Claude Code session start", args: []string{"-c", "-l", claudeSnapshot}},
	{name: "Gemini wrapper", args: []string{"-c", geminiWrapper}},
	{name: "nested bash -c", args: []string{"-c", `bash -c 'echo nested $0' inner`}},
	{name: "version", args: []string{"--version"}},
}

type outcome struct {
	stdout, stderr string
	status         int
}

func runCase(t *testing.T, dir, prog, argv0 string, c diffCase, env []string) outcome {
	t.Helper()
	cmd := exec.Command(prog, c.args...)
	cmd.Args[0] = argv0
	cmd.Dir = dir
	cmd.Env = append(append([]string(nil), env...), c.env...)
	cmd.Stdin = strings.NewReader(c.stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatalf("%s: %v", prog, err)
	}
	return outcome{stdout.String(), stderr.String(), exitStatus(cmd.ProcessState)}
}

// caseDir makes the files the cases use.
func caseDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"notexec":   "echo never\n",
		"script.sh": "echo \"script $0 $1 $2\"\n",
		"env.sh":    "echo from BASH_ENV\n",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestDifferentialBash runs each case under the real bash and under
// gatesh, both as `gatesh` and as a link named bash, and wants the same
// stdout, stderr and exit status.
func TestDifferentialBash(t *testing.T) {
	gatesh, err := exec.LookPath("gatesh")
	if err != nil {
		t.Fatalf("gatesh is not on PATH: %v", err)
	}
	self, err := os.Stat(gatesh)
	if err != nil {
		t.Fatal(err)
	}
	realBash, err := findOther("bash", os.Getenv("PATH"), self, "/bin/bash")
	if err != nil {
		t.Fatal(err)
	}
	linkDir := t.TempDir()
	bashLink := filepath.Join(linkDir, "bash")
	if err := os.Symlink(gatesh, bashLink); err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	env := []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + home, "GATESH_HOME=" + filepath.Join(home, ".gatesh"), "GATESH_HOLD_WAIT=0s",
		"LC_ALL=C", "USER=tester",
	}
	for _, c := range diffCases {
		t.Run(c.name, func(t *testing.T) {
			dir := caseDir(t)
			want := runCase(t, dir, realBash, "bash", c, env)
			for _, via := range []struct{ prog, argv0 string }{{gatesh, "gatesh"}, {bashLink, "bash"}} {
				if via.argv0 == "gatesh" && (c.bashNameOnly || c.name == "version") {
					continue // gatesh --version adds its own line first
				}
				got := runCase(t, caseDir(t), via.prog, via.argv0, c, env)
				if got != want {
					t.Errorf("as %s:\n got  %+v\n want %+v", via.argv0, got, want)
				}
			}
		})
	}
	if len(diffCases) < 40 {
		t.Fatalf("the differential table needs at least 40 cases, has %d", len(diffCases))
	}
}

// TestAgentWrappersHoldRed checks that the agents' wrapper forms do not
// hide a red command, and that nothing in them ran.
func TestAgentWrappersHoldRed(t *testing.T) {
	gatesh, err := exec.LookPath("gatesh")
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + home, "GATESH_HOME=" + filepath.Join(home, ".gatesh"), "GATESH_HOLD_WAIT=0s"}
	for name, text := range map[string]string{
		"claude": strings.Replace(claudeWrapper, `echo hi; echo "$0"`, "rm -rf victim", 1),
		"gemini": strings.Replace(geminiWrapper, "echo gemini; exit 4", "rm -rf victim", 1),
	} {
		t.Run(name, func(t *testing.T) {
			dir := caseDir(t)
			must(t, os.Mkdir(filepath.Join(dir, "victim"), 0o755))
			got := runCase(t, dir, gatesh, "bash", diffCase{args: []string{"-c", text}}, env)
			if got.status != ExitHeld || !strings.Contains(got.stderr, "gatesh: held: ") {
				t.Fatalf("got %+v", got)
			}
			for _, f := range []string{"cwd-file", "bgpids"} {
				if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
					t.Errorf("%s exists: part of the wrapper ran", f)
				}
			}
			if _, err := os.Stat(filepath.Join(dir, "victim")); err != nil {
				t.Errorf("victim is gone: %v", err)
			}
		})
	}
}
