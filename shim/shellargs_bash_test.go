package shim

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestParseShellArgsAgreesWithBash generates bash command lines from
// option tokens and marked command words, runs each under the real bash,
// and checks that whatever bash ran is what gatesh would classify: the
// same -c word, or stdin.
func TestParseShellArgsAgreesWithBash(t *testing.T) {
	gatesh, err := exec.LookPath("gatesh")
	if err != nil {
		t.Fatal(err)
	}
	self, err := os.Stat(gatesh)
	if err != nil {
		t.Fatal(err)
	}
	realBash, err := findOther("bash", os.Getenv("PATH"), self, "/bin/bash")
	if err != nil {
		t.Fatal(err)
	}
	tokens := [][]string{
		{"-c"}, {"-c"}, {"-l"}, {"-e"}, {"-x"}, {"-lc"}, {"-ce"}, {"-o", "pipefail"}, {"-o"}, {"+o", "errexit"},
		{"-O", "extglob"}, {"+O", "extglob"}, {"-O"}, {"--login"}, {"--norc"}, {"--noprofile"}, {"-login"},
		{"-"}, {"--"}, {"-s"}, {"--posix"}, {"-co", "pipefail"}, {"-oc", "pipefail"}, {"-u"},
	}
	rng := rand.New(rand.NewPCG(7, 11))
	marker := regexp.MustCompile(`RAN-(W\d+|STDIN)`)
	dir := t.TempDir()
	home := t.TempDir()
	env := []string{"PATH=/usr/bin:/bin", "HOME=" + home}
	checked := 0
	for n := range 600 {
		var args []string
		words := 0
		for range 1 + rng.IntN(5) {
			if rng.IntN(3) == 0 {
				words++
				// The quotes keep the marker out of bash's error messages,
				// which quote the word as written.
				args = append(args, fmt.Sprintf(`echo RAN""-W%d`, words))
			} else {
				args = append(args, tokens[rng.IntN(len(tokens))]...)
			}
		}
		cmd := exec.Command(realBash, args...)
		cmd.Args[0] = "bash"
		cmd.Dir, cmd.Env = dir, env
		cmd.Stdin = strings.NewReader("echo RAN\"\"-STDIN\n")
		out, _ := cmd.CombinedOutput()
		ran := marker.FindStringSubmatch(string(out))
		inv, perr := parseShellArgs(append([]string{"bash"}, args...))
		if ran == nil {
			continue // bash ran none of the marked texts
		}
		if perr != nil {
			t.Errorf("case %d %q: bash ran %s, gatesh refuses the command line: %v", n, args, ran[1], perr)
			continue
		}
		checked++
		switch {
		case ran[1] == "STDIN" && !inv.stdin:
			t.Errorf("case %d %q: bash ran stdin, gatesh saw %+v", n, args, inv)
		case ran[1] != "STDIN" && (!inv.hasCommand || inv.command != `echo RAN""-`+ran[1]):
			t.Errorf("case %d %q: bash ran %s, gatesh would classify %+v", n, args, ran[1], inv)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d generated command lines ran a marked text; the generator is too weak", checked)
	}
	t.Logf("%d command lines compared", checked)
}
