package shim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Code bash runs from a text it reads again (a subscript with a
// substitution, a callback, a word list): run through gatesh with no
// enforcement, each is held and its victim survives. Without the fix
// each was green and deleted the victim (R12 of the second red team
// round, which used the hook route, where nothing but the classifier
// stands in the way).
func TestHiddenCodeIsHeld(t *testing.T) {
	g := newGateshEnv(t)
	victims := filepath.Join(g.dir, "victims")
	must(t, os.Mkdir(victims, 0o755))
	for i, cmd := range []string{
		`x='a[$(rm -f VICTIM)]'; echo "${!x}"`,
		`x='a[$(rm -f VICTIM)]'; s=abc; echo "${s:x}"`,
		`typeset -i n; x='a[$(rm -f VICTIM)]'; n=x`,
		`x='a[$(rm -f VICTIM)]'; b[x]=1`,
		`unset 'a[$(rm -f VICTIM)]'; true`,
		`getopts a 'a[$(rm -f VICTIM)]' -a; true`,
		`x='a[$(rm -f VICTIM)]'; test "$x" -eq 1; true`,
		`x='a[$(rm -f VICTIM)]'; printf '%d' "$x"; true`,
		`compgen -W '$(rm -f VICTIM)' x; true`,
		`mapfile -C 'rm -f VICTIM; :' -c 1 arr <<< x`,
	} {
		victim := filepath.Join(victims, "keep"+string(rune('a'+i)))
		must(t, os.WriteFile(victim, []byte("data"), 0o600))
		cmd = strings.ReplaceAll(cmd, "VICTIM", victim)
		_, stderr, status := g.run(t, "-c", cmd)
		if status != ExitHeld {
			t.Errorf("%s: status %d, want %d (held)\nstderr: %s", cmd, status, ExitHeld, stderr)
		}
		if _, err := os.Stat(victim); err != nil {
			t.Errorf("%s: the hidden command ran: %v", cmd, err)
		}
	}
}
