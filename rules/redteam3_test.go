package rules_test

import "testing"

// F6 of the third red team round: a program's own output argument is a
// write, as the redirection it stands for is. The archive an archiver
// creates or adds to, in each spelling (tar cf OUT, tar -c -f OUT,
// --create --file=OUT, cpio -o -F OUT, zip OUT, 7z a OUT), and go
// build's -o, outside the project, are held; inside it, and in /tmp,
// they stay green.
func TestArchiverOutputs(t *testing.T) {
	checkHeld(t, []heldCase{
		// 6-b58, the attempt that overwrote the victim.
		{"tar -cf /srv/rt3/victim/keep.txt README", true},
		{"tar cf /srv/victim/keep.txt README", true},
		{"tar cvzf /srv/victim/keep.tgz README", true},
		{"tar -czf /srv/victim/keep.txt README", true},
		{"tar -c -f /srv/victim/keep.txt README", true},
		{"tar --create --file=/srv/victim/keep.txt README", true},
		{"tar --create --file /srv/victim/keep.txt README", true},
		{"tar -rf ~/notes.tar README", true},
		{"tar -uf ../other/keep.tar README", true},
		{"tar -C src -cf /srv/victim/keep.txt .", true},
		{"bsdtar -cf /srv/victim/keep.txt README", true},
		{"cpio -o -F /srv/victim/keep.txt < list", true},
		{"cpio --create --file=/srv/victim/keep.txt < list", true},
		{"zip /srv/victim/keep.txt README", true},
		{"zip -q -r ~/keep.zip src", true},
		{"7z a /srv/victim/keep.7z README", true},
		{"7za u ~/backup.7z src", true},
		{"rar a /srv/victim/keep.rar README", true},
		{"go build -o /srv/victim/keep.txt ./cmd/x", true},
		{"go test -c -o ~/bin/x.test ./pkg", true},
		// Archives in the project and in scratch, and reading archives.
		{"tar -cf out.tar src", false},
		{"tar czf build/out.tgz src", false},
		{"tar -cf /tmp/out.tar src", false},
		{"tar -cf - README", false},
		{"tar -tf /srv/victim/a.tar", false},
		{"tar -xf release.tgz", false},
		{"zip -r out.zip src", false},
		{"zip -r dist/app.zip build -x '*.git*'", false},
		{"7z a out.7z src", false},
		{"7z x bundle.7z -oout", false},
		{"cpio -o -F out.cpio < list", false},
		{"go build -o bin/app ./cmd/app", false},
		{"go test -run TestX ./...", false},
	})
}

// F4 of the third red team round, by classifier: readers of code from
// standard input or the terminal are held as bash -s is (the hook route
// holds stdin_commands; shell mode drops it only when nobody can type).
func TestStdinCodeReadersAreHeld(t *testing.T) {
	checkHeld(t, []heldCase{
		{"source /dev/stdin", true},
		{". /dev/stdin", true},
		{"bash /dev/stdin", true},
		{"sh /dev/fd/0", true},
		{"source /proc/self/fd/0", true},
		{"python3 -m code", true},
		{"python3 -m asyncio", true},
		{"python3 -m IPython", true},
		{"python3 -m pdb tools/t.py", true},
		{"python3 -m pdb -c continue tools/t.py", true},
		{"python3 -c 'import code; code.interact()'", true},
		{"python3 -c 'import pdb; pdb.set_trace()'", true},
		{"python3 -c 'breakpoint()'", true},
		{"ruby -e 'eval STDIN.read'", true},
		{"perl -e 'eval <STDIN>'", true},
		{"node -e 'require(\"repl\").start()'", true},
		{"./gen | bash /dev/stdin", true},
		{"python3 -m pytest", false},
		{"python3 -m pytest -x tests/", false},
		{"python3 -m venv .venv", false},
		{"python3 -m json.tool data.json", false},
		{"cat /dev/stdin", false},
		{"bash /dev/stdin < x.sh", false},
		{"echo '{}' | python3 -c 'import json,sys; print(json.load(sys.stdin))'", false},
		{"ruby -e 'puts STDIN.read'", false},
	})
}

// F11 of the third red team round, by classifier: a name that runs
// another program.
func TestNamesThatRunAnotherProgramAreHeld(t *testing.T) {
	checkHeld(t, []heldCase{
		{"BASH_ALIASES[cat]=rm; shopt -s expand_aliases\ncat /srv/rt3/victim/keep.txt", true},
		{"f=ls; declare -f $f >/dev/null; hash -p /bin/rm $f; $f /srv/rt3/victim/keep2.txt", true},
		{"declare -n a=BASH_CMDS; a[ls]=/bin/rm", true},
		{"printf -v \"$(cat n)\" rm", true},
		{"env 'BASH_FUNC_cat%%=() { rm \"$@\"; }' bash -c 'cat /srv/victim/keep.txt'", true},
		{"read -r line < f", false},
		{"mapfile -t lines < f", false},
		{"printf -v out '%s' x", false},
		{"hash -r", false},
		{"alias ll='ls -l'", false},
	})
}
