package rules_test

import "testing"

// The fourth round's verification (testdata/redteam/round4c): the
// spellings of G11 and G13 the fixes left, I2 and I4, with the class's
// other spellings and the everyday commands of the same shape.

// I4: git's own --output=FILE (a diff option of diff, log, show,
// range-diff, format-patch and every command that takes diff options)
// writes FILE, after any subcommand: judged as the redirection it stands
// for. 600-gen-new.py 165-177, 602-gen-followup.py 78-83, r13a, r13b, r13e.
func TestGitOutputOptionIsAWrite(t *testing.T) {
	const v = "/var/tmp/rt4c/s/v1/victim"
	checkHeld(t, []heldCase{
		{"git diff --output=" + v + "/keep.txt", true},
		{"git log -1 --output=" + v + "/keep.txt", true},
		{"git show --output=" + v + "/keep.txt HEAD", true},
		{"git log --output=" + v + "/../victim/keep.txt", true},
		{"git diff --output=../victim/keep.txt", true},
		{"git diff --output=$HOME/.bashrc", true},
		{"git range-diff --output=" + v + "/keep.txt HEAD~1..HEAD HEAD~1..HEAD", true},
		{"git log -1 --format=%s --output=$HOME/.bashrc", true},
		{"git commit -q --allow-empty -m 'touch /tmp/rt4c-bashrc-ran' ; git log -1 --format=%s --output=$HOME/.bashrc", true},
		// The class's other spellings: the value as the next word, an
		// abbreviated option, other commands that take diff options.
		{"git log -1 --format=%s --output ~/.bashrc", true},
		{"git diff HEAD --outp=~/.profile", true},
		{"git diff-tree -p HEAD --output ../victim/keep.txt", true},
		{"git stash show -p --output=../victim/keep.txt", true},
		{"git format-patch -1 --stdout --output=~/.bashrc", true},
		{"git -c color.ui=never log -p --output=.claude/settings.json", true},
		// Everyday: in the project, in /tmp, and the options it is not.
		{"git diff --output=changes.diff", false},
		{"git log -p --output=/tmp/log.txt", false},
		{"git diff --stat", false},
		{"git log --oneline -5", false},
		{"git diff --output-indicator-new=+ HEAD", false},
		{"git log --format=%s -1", false},
	})
}

// I2: "-" as the script operand of a program that takes a script file
// reads its code from standard input, and is held as bash -s is.
// 600-gen-new.py 138, 602-gen-followup.py 54-56, r11b, r11c.
func TestScriptFromStdinByDashIsHeld(t *testing.T) {
	checkHeld(t, []heldCase{
		{"awk -f - README", true},
		{"gawk -f - README", true},
		{"vim -es -S /dev/stdin", true},
		{"m4 -", true},
		// The class's other spellings.
		{"mawk -f - README", true},
		{"nawk -f- README", true},
		{"awk -f/dev/stdin README", true},
		{"gawk --file=- README", true},
		{"vim -es -S -", true},
		{"nvim --headless -S /dev/fd/0", true},
		{"ex -S /dev/stdin README", true},
		{"vi -u /dev/stdin README", true},
		{"m4", true},
		{"m4 -D x=1 -", true},
		{"gdb -batch -x - ./a.out", true},
		{"gdb -batch --command=/dev/stdin ./a.out", true},
		{"sed -f - README", true},
		{"python3 -", true},
		{"perl -", true},
		// Everyday: a script on disk, standard input as data.
		{"awk -f tools/sum.awk data.csv", false},
		{"awk '{print $1}' -", false},
		{"awk -F, '{print $2}' data.csv", false},
		{"vim -es -S tools/fix.vim README", false},
		{"m4 config.m4 > config.h", false},
		{"m4 -D VERSION=1 config.m4", false},
		{"gdb -batch -x tools/bt.gdb ./a.out", false},
	})
}
