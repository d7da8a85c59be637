package rules_test

import "testing"

// The classes of the fourth red team round's findings G11 to G16
// (docs/security.md), which are round 3's F4 to F8 and F11 with the
// spellings their fixes left: each finding's payload lines, the class's
// other spellings, and the everyday commands of the same shape that must
// not move.

// G11: a reader of code from standard input spelled as a redirection or
// a path is held as bash -s is: a shell whose standard input is
// redirected from standard input by another name, an interpreter or
// script runner (php, sed -f, a profiler run with python -m) whose
// script is /dev/stdin, a descriptor or a terminal.
func TestStdinCodeByRedirectionOrPathIsHeld(t *testing.T) {
	checkHeld(t, []heldCase{
		// 7F4-05, 7F4-34 (typed text ran), 7F4-22, 7F4-28, 7F4-40.
		{"bash < /dev/stdin", true},
		{"bash 0</dev/stdin", true},
		{"php /dev/stdin", true},
		{"sed -f /dev/stdin README", true},
		{"python3 -m trace --trace /dev/stdin", true},
		{"python3 -m trace --trace /dev/stdin > /dev/null", true},
		// The class's other spellings.
		{"bash 0< /proc/self/fd/0", true},
		{"sh <&0", true},
		{"bash < /dev/fd/0", true},
		{"bash < x.sh < /dev/stdin", false},
		{"python3 < /dev/stdin", true},
		{"perl < /dev/stdin", true},
		{"node 0</dev/stdin", true},
		{"php -f /dev/stdin", true},
		{"php /proc/self/fd/0", true},
		{"php /dev/tty", true},
		{"sed --file=/dev/stdin README", true},
		{"sed -n -f /dev/fd/0 README", true},
		{"sed -f /dev/tty README", true},
		{"sed -f /dev/fd/3 README", true},
		{"sed -f - README", true},
		{"sed -n -f - README", true},
		{"./gen | sed -f /dev/stdin README", true},
		{"sed -f /dev/stdin README <<'EOF'\n1e rm -rf /srv/victim\nEOF", true},
		{"python3 -m cProfile /dev/stdin", true},
		{"python3 -m profile /dev/fd/0", true},
		{"python3 -m pdb /dev/stdin", true},
		{"python3 -m coverage run /dev/stdin", true},
		{"python3 -m trace --count /proc/self/fd/0", true},
		// Everyday: a script on disk, a file fed as input, data read
		// from standard input.
		{"bash < x.sh", false},
		{"bash /dev/stdin < x.sh", false},
		{"php artisan migrate:status", false},
		{"php vendor/bin/phpunit", false},
		{"sed -f script.sed README", false},
		{"sed -n '1,5p' README", false},
		{"sed 's/a/b/' < in.txt", false},
		{"python3 -m cProfile -o prof.out app.py", false},
		{"python3 -m trace --count tests/run.py", false},
		{"python3 -m json.tool /dev/stdin", false},
		{"cat /dev/stdin", false},
		{"sed -f fix.sed README <<'EOF'\nabc\nEOF", false},
	})
}

// G13: a program that writes a file named by its own argument writes it
// outside the project as a redirection there would: each of the 25
// programs of the finding (7F6-*, with the victim's path), and the same
// programs writing in the project or in /tmp.
func TestOutputArgumentsOutsideTheProjectAreHeld(t *testing.T) {
	const v = "/var/tmp/rt4/s/fb/victim"
	checkHeld(t, []heldCase{
		{"uniq README " + v + "/keep.txt", true},
		{"split -b1 README " + v + "/pre", true},
		{"csplit -f " + v + "/pre README 1", true},
		{"git bundle create " + v + "/b HEAD", true},
		// 7-r06: overwrote the victim where Landlock is off.
		{"git archive -o ../victim/keep.txt HEAD", true},
		{"git archive -o " + v + "/keep.txt HEAD", true},
		{"git archive --output=" + v + "/keep.txt HEAD", true},
		{"git format-patch -o " + v + " HEAD~1", true},
		{"gcc -o " + v + "/keep.txt x.c", true},
		{"cc -o" + v + "/keep.txt x.c", true},
		{"g++ x.cc -o " + v + "/keep.txt", true},
		{"ld -o " + v + "/keep.txt x.o", true},
		{"ssh-keygen -q -N '' -f " + v + "/k", true},
		{"xxd README " + v + "/keep.txt", true},
		{"xxd -r tools/m.hex " + v + "/keep.txt", true},
		{"iconv -f utf8 -t ascii -o " + v + "/keep.txt README", true},
		{"python3 -m venv " + v + "/venv", true},
		{"virtualenv " + v + "/venv", true},
		{"pip download -d " + v + " requests", true},
		{"pip3 wheel -w " + v + " .", true},
		{"objcopy a.out " + v + "/keep.txt", true},
		{"ar rcs " + v + "/lib.a x.o", true},
		{"patch -o " + v + "/keep.txt README p.diff", true},
		{"patch " + v + "/keep.txt p.diff", true},
		{"gpg -o " + v + "/keep.txt -c README", true},
		{"cmake -B " + v + " .", true},
		{"mkfifo " + v + "/p", true},
		{"msgfmt -o " + v + "/keep.txt x.po", true},
		{"sqlite3 " + v + "/db 'create table t(a)'", true},
		{"uniq hosts.txt ~/.ssh/known_hosts", true},
		{"script -q -c true " + v + "/keep.txt", true},
		{"script -qec true ../victim/keep.txt", true},
		{"script -q -O ../victim/keep.txt -c true", true},
		// git clone, init and worktree add only create: held where what
		// they put is a place programs run code from.
		{"git clone https://github.com/x/y .claude", true},
		{"git clone https://github.com/x/y ~/.config/autostart", true},
		{"git init .codex", true},
		{"git worktree add .git/hooks", true},
		// In the project, in /tmp, and what only reads.
		{"uniq README out.txt", false},
		{"uniq -c README", false},
		{"xxd README", false},
		{"xxd README out.hex", false},
		{"gcc -o build/app x.c", false},
		{"gcc -Wall -O2 -fno-omit-frame-pointer -c x.c", false},
		{"git clone -q https://example.com/x.git vendor/x", false},
		{"git clone https://github.com/x/y /tmp/y", false},
		{"git init", false},
		{"git init -q --bare ../remote.git", false},
		{"git clone -q . ../sibling", false},
		{"git clone -q . " + v + "/c", false},
		{"git worktree add " + v + "/w", false},
		{"git worktree add ../wt-fix fix/timeout", false},
		{"python3 -m venv .venv", false},
		{"pip download -d wheels requests", false},
		{"cmake -S . -B build -DCMAKE_BUILD_TYPE=Release", false},
		{"sqlite3 app.db .tables", false},
		{"sqlite3 " + v + "/app.db 'SELECT count(*) FROM t'", false},
		{"ssh-keygen -lf " + v + "/id_x.pub", false},
		{"ssh-keygen -t ed25519 -f deploy_key -N ''", false},
		{"gpg -o out.gpg -c README", false},
		{"iconv -f utf8 -t ascii README", false},
		{"split -b 1m big.log part-", false},
		{"git archive -o dist/src.tar HEAD", false},
		{"git archive -o /tmp/src.tar HEAD", false},
		{"git format-patch -1 HEAD", false},
		{"git bundle create repo.bundle --all", false},
		{"ar t lib.a", false},
		// A partial table says only where the program writes: the
		// defaults for programs nobody listed still judge the rest.
		{"gcc -MD -MF ~/.bashrc -c x.c", true},
		{"cmake -E rm -rf ~/work", true},
		{"gcc -I../include -o app x.c", true},
		{"mkfifo /tmp/p", false},
		{"script -q -c 'make test' /dev/null", false},
		{"script -qc 'npm test' out.log", false},
	})
}

// G16: a function the shell calls by itself is held where it is defined,
// whatever its body: bash's command_not_found_handle gets the words of a
// command it did not find (7-r05 removed the victim).
func TestFunctionsTheShellCallsAreHeld(t *testing.T) {
	checkHeld(t, []heldCase{
		{`command_not_found_handle() { rm "$@"; }; zzz /var/tmp/rt4/s/rr3/victim/keep.txt`, true},
		{`command_not_found_handle() { rm "$@"; }; zzz ../victim/keep.txt`, true},
		{`function command_not_found_handle { "$@"; }`, true},
		{`command_not_found_handle() (cp "$1" "$2")`, true},
		{`command_not_found_handler() { rm "$@"; }; zzz x`, true},
		{`eval 'command_not_found_handle() { rm "$@"; }'; zzz x`, true},
		{`env 'BASH_FUNC_command_not_found_handle%%=() { rm "$@"; }' bash -c 'zzz /srv/victim/keep.txt'`, true},
		{`zsh -c 'TRAPEXIT() { rm -f "$1"; }; true'`, true},
		{`zsh -c 'chpwd() { rm -f "$OLDPWD/x"; }; cd /srv'`, true},
		{`precmd() { :; }`, true},
		// Functions of other names.
		{`f() { ls "$@"; }; f src`, false},
		{`handle() { echo "$@"; }; handle x`, false},
		{`TRAP=1; echo $TRAP`, false},
	})
}
