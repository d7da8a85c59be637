package parser

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gatesh/internal/needs"
)

// TestInputsAreValidBash checks the test tables against real bash, so the
// tests speak of what bash would actually run.
func TestInputsAreValidBash(t *testing.T) {
	bash := needs.Program(t, "bash")
	var inputs []string
	for _, row := range spellingRows {
		inputs = append(inputs, row.spellings...)
	}
	for _, row := range nearMisses {
		inputs = append(inputs, row.inputs...)
	}
	inputs = append(inputs, agentCommands...)
	for _, c := range payloadCases {
		inputs = append(inputs, c.in)
	}
	for _, c := range inlineCases {
		inputs = append(inputs, c.in)
	}
	for _, c := range contextCases {
		inputs = append(inputs, c.in)
	}
	for _, c := range wrapperCases {
		inputs = append(inputs, c.in)
	}
	for _, in := range inputs {
		if out, err := exec.Command(bash, "-n", "-c", in).CombinedOutput(); err != nil {
			t.Errorf("bash -n rejects %q: %v\n%s", in, err, out)
		}
	}
}

// TestHiddenRunsInBash checks against real bash that code with no
// command in sight runs (a quoted substitution in a name's subscript or
// in arithmetic text, ${x@P}, a function env hands a bash child), with a
// harmless command (touch, in a temporary folder), and that the parser
// sees that command, as it must see rm -rf in the same places
// (TestCommandsThatOthersRun). And the forms where bash does not run it.
func TestHiddenRunsInBash(t *testing.T) {
	bash := needs.Program(t, "bash")
	run := func(script string) bool {
		dir := t.TempDir()
		cmd := exec.Command(bash, "-c", strings.ReplaceAll(script, "MARK", "touch marker"))
		cmd.Dir = dir
		cmd.Run()
		_, err := os.Stat(filepath.Join(dir, "marker"))
		return err == nil
	}
	for _, in := range []string{
		`declare -a 'x[$(MARK)]=1'`,
		`typeset -a 'x[$(MARK)]=1'`,
		`f() { local 'a[$(MARK)]=1'; }; f`,
		`declare -n r='a[$(MARK)]'; echo $r`,
		`i='a[$(MARK)]'; declare -i n=$i`,
		`declare -A a; [[ -v 'a[$(MARK)]' ]]`,
		`test -v 'x[$(MARK)]'`,
		`printf -v 'x[$(MARK)]' %s 1`,
		`read 'x[$(MARK)]' <<< 1`,
		`(( y = 'x[$(MARK)]' ))`,
		`echo $(( 1 + 'a[$(MARK)]' ))`,
		`[[ 'a[$(MARK)]' -eq 1 ]]`,
		`x='$(MARK)'; echo ${x@P}`,
		`env 'BASH_FUNC_g%%=() { MARK; }' bash -c g`,
	} {
		if !run(in) {
			t.Errorf("bash does not run the substitution of %q", in)
		}
		if find(Parse(strings.ReplaceAll(in, "MARK", "touch marker"), Options{}), "touch marker") == nil {
			t.Errorf("%q: the parser does not see touch marker", in)
		}
	}
	// fc runs a command from the history, which the parser does not read:
	// a problem, so the command is held.
	if in := `history -s 'MARK'; fc -e -`; !run(in) {
		t.Errorf("bash does not run %q", in)
	} else if s := Parse(strings.ReplaceAll(in, "MARK", "touch marker"), Options{}); !slices.Contains(kinds(s), "dynamic_eval") {
		t.Errorf("%q: problems %q, want dynamic_eval", in, kinds(s))
	}
	for _, in := range []string{"fc -l", "fc -ln -5"} {
		if s := Parse(in, Options{}); len(s.Problems) > 0 {
			t.Errorf("%q: problems %q", in, kinds(s))
		}
	}
	for _, in := range []string{
		`unset -v 'a[$(MARK)]'`, `export 'a[$(MARK)]=1'`, `readonly 'a[$(MARK)]=1'`, `mapfile 'a[$(MARK)]' < /dev/null`,
		`i='a[$(MARK)]'; [ "$i" -eq 0 ]`, `i='a[$(MARK)]'; printf '%d' "$i"`, `printf '%s' 'x[$(MARK)]'`,
	} {
		if run(in) {
			t.Errorf("bash runs the substitution of %q: gatesh must see it", in)
		}
	}
}
