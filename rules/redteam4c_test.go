package rules_test

import (
	"testing"

	"gatesh/rules"
)

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
		// An editor in ex mode reads its commands from standard input.
		{"vim -es README", true},
		{"vim -E -s README", true},
		{"ex -s README", true},
		{"ed -s README", true},
		{"./gen | ed -s README", true},
		{"python3 -", true},
		{"perl -", true},
		// Everyday: a script on disk, standard input as data.
		{"awk -f tools/sum.awk data.csv", false},
		{"awk '{print $1}' -", false},
		{"awk -F, '{print $2}' data.csv", false},
		// A vim script gatesh cannot read could write any name: held at
		// the project top with archive-unlisted (I3), as the editors' cases are.
		{"vim -es -S tools/fix.vim README", true},
		{"m4 config.m4 > config.h", false},
		{"m4 -D VERSION=1 config.m4", false},
		{"gdb -batch -x tools/bt.gdb ./a.out", false},
		{"vim -es -c '%s/foo/bar/g' -c wq README", false},
		{"vim -Es +'%s/a/b/' +wq README", false},
		{"ex -sc 'g/^$/d|x' README", false},
		{"vim README", false},
	})
}

// I4: the output options of the finding's programs are writes, judged
// where they land: pandoc -o, javac -d, npm pack --pack-destination, pip
// install --target, python -m compileall DIR, tsc --outDir.
func TestProgramOutputOptionsAreWrites(t *testing.T) {
	checkHeld(t, []heldCase{
		{"pandoc -o /var/tmp/rt4c/s/v1/victim/keep.txt README", true},
		{"pandoc README -o ~/.bashrc", true},
		{"javac -d /srv/victim X.java", true},
		{"javac -d ../victim X.java", true},
		{"npm pack --pack-destination /srv/victim", true},
		{"pip install --target /srv/victim requests", true},
		{"pip3 install -t ~/.local/bin requests", true},
		{"python3 -m compileall -q /srv/victim", true},
		{"python3 -m compileall -q ../victim", true},
		{"tsc --outDir ~/.config/x", true},
		// In the project and in /tmp.
		{"pandoc -o out.html README.md", false},
		{"javac -d build -cp lib/x.jar src/X.java", false},
		{"javac -d /tmp/classes X.java", false},
		{"npm pack --pack-destination dist", false},
		{"python3 -m compileall -q .", false},
	})
}

// I4: git's -C moves where what it writes by its own arguments lands;
// -C, --git-dir, --work-tree and --separate-git-dir with init or clone
// make the repository there, a creation judged by the place rules, as
// git init DIR is; --template gives the new repository hooks; and a
// creation in a place programs load code from (~/.config, ~/.vim, the
// PATH's folders, shell start folders) is held.
func TestGitPlacesAndCreationsAreJudged(t *testing.T) {
	checkHeld(t, []heldCase{
		{"git -C ../victim diff --output=keep.txt", true},
		{"git -C src -C ../../victim log --output=keep.txt", true},
		{"git clone -q . ~/.vim/pack/x/start/y", true},
		{"git init -q $HOME/.config/rt4c", true},
		{"git -C ~/.config/x init", true},
		{"git --git-dir=$HOME/.config/x/g init", true},
		{"git --work-tree=$HOME/.config/x init", true},
		{"git init --separate-git-dir ~/.vim/g repo", true},
		{"git clone -q --template=tools/tpl . ../victim/c2", true},
		{"git init --template=tools/tpl", true},
		{"git clone -q . ~/.local/bin/x", true},
		{"git clone -q . ~/.bashrc.d/x", true},
		// Creations beside the project, and the everyday shapes.
		{"git init", false},
		{"git -C src init", false},
		{"git -C ../victim init -q", false},
		{"git init -q ../remote.git", false},
		{"git clone -q . ../wt-fix", false},
		{"git -C sub status", false},
		{"git -C sub diff --output=changes.diff", false},
		{"git clone https://github.com/x/y vendor/y", false},
	})
}

// I4: an absolute path beside the project is judged as its relative
// spelling is (unzip -d /abs was green where -d ../victim was held).
func TestAbsolutePathBesideTheProjectIsAboveIt(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/u", Cwd: "/var/tmp/rt4c/s/v1/proj"})
	if err != nil {
		t.Fatal(err)
	}
	const v = "/var/tmp/rt4c/s/v1/victim"
	for _, c := range []heldCase{
		{"unzip -o tools/a.zip -d " + v, true},
		{"unzip -o -d " + v + " tools/a.zip", true},
		{"javac -d " + v + " X.java", true},
		{"mktemp " + v + "/XXXXXX", true},
		{"pandoc -o " + v + "/keep.txt README", true},
		{"frobtool --out /var/tmp/other/x", true},
		{"unzip -o -d ../victim tools/a.zip", true},
		// The project by its absolute path, /tmp, and a folder that
		// shares only the root with it.
		{"javac -d /var/tmp/rt4c/s/v1/proj/build X.java", false},
		{"frobtool -o /tmp/out.bin", false},
		{"frobtool --config /workspace/frob.yaml lint", false},
		{"unzip -o tools/a.zip -d build", false},
	} {
		d := set.Classify(c.cmd)
		if held := d.Verdict == rules.Hold || d.Verdict == rules.Deny; held != c.held {
			t.Errorf("%q: held=%v, want %v (%s %s)", c.cmd, held, c.held, d.Tier, formatHits(d.Hits))
		}
	}
}
