package parser

import (
	"slices"
	"testing"
)

// An interpreter or database client with no program reads its code from
// the standard input it inherits; on a terminal the agent holds (Codex's
// exec_command with tty, then write_stdin, which starts no hook) the
// agent types it unseen. So does one asked for a prompt after its
// program. Each is a problem of the kind a bare bash is.
func TestInterpreterReadsTheTerminal(t *testing.T) {
	for _, in := range []string{
		`python3`, `python3 -`, `python3 -i x.py`, `python3 -ic 'x=1'`, `python3 -B -i`,
		`node`, `node -i`, `node --interactive`, `node -`, `python3 --test`, `node --testx`,
		`perl`, `perl -d x.pl`, `perl -de0`,
		`ruby`, `php`, `php -a`, `lua`, `lua -i x.lua`, `tclsh`,
		`psql`, `psql -h db`, `mysql -u root`, `sqlite3 x.db`, `mongosh`,
		`exec python3`, `env X=1 python3`, `python3 < /dev/tty`,
	} {
		if !slices.Contains(kinds(Parse(in, Options{})), StdinCommands) {
			t.Errorf("%q: no %s problem: %+v", in, StdinCommands, Parse(in, Options{}).Problems)
		}
	}
	// Code from a file, an argument, a here-document or a pipe: nobody
	// types it.
	for _, in := range []string{
		`python3 x.py`, `python3 -c 'print(1)'`, `python3 -m pytest`, `python3 -W i x.py`, `python3 x.py -i`,
		`python3 < x.py`, "python3 <<'EOF'\nprint(1)\nEOF", `echo 'print(1)' | python3`,
		`node x.js`, `node -e 1`, `node --test`, `node --test test/`, `node --run build`, `perl x.pl`, `perl -e 'print 1'`, `php x.php`,
		`psql -c 'select 1'`, `sqlite3 x.db 'select 1'`, `mysql -e 'select 1'`,
	} {
		if slices.Contains(kinds(Parse(in, Options{})), StdinCommands) {
			t.Errorf("%q: %s problem where nobody types: %+v", in, StdinCommands, Parse(in, Options{}).Problems)
		}
	}
}

// A program that starts an interactive shell on the terminal it inherits
// (a remote one for ssh HOST) is the same: the agent types into it.
func TestShellStarterReadsTheTerminal(t *testing.T) {
	for _, in := range []string{
		`ssh host`, `ssh -t -p 2222 user@host`, `script`, `script -q /dev/null`, `tmux`,
		`tmux new -s work`, `tmux attach`, `screen`, `screen -S x`, `nix-shell`, `poetry shell`, `pipenv shell`,
		// Another user than git, however it is given.
		`ssh deploy@git.example.com`, `ssh -l root git@host`, `ssh -o User=root git@host`, `ssh -T ssh://root@host`,
	} {
		if !slices.Contains(kinds(Parse(in, Options{})), StdinCommands) {
			t.Errorf("%q: no %s problem: %+v", in, StdinCommands, Parse(in, Options{}).Problems)
		}
	}
	for _, in := range []string{
		`ssh host ls`, `ssh -N -L 8080:localhost:80 host`, `ssh -fNL 8080:localhost:80 host`, `echo ls | ssh host`,
		`ssh host < /dev/null`, `ssh -G host`, `script -c 'make' /dev/null`, `tmux new -s x 'make run'`, `tmux ls`,
		`screen -dmS x make`, `screen -ls`, `tmux new-session -d -s work`, `ssh -L 5432:localhost:5432 bastion`, `nix-shell --run make`, `poetry run pytest`,
		// A git host's git user runs only git's commands: a bare login
		// checks the key.
		`ssh -T git@github.com`, `timeout 15 ssh -v -o BatchMode=yes -T git@gitlab.com`, `ssh -l git git.example.com`, `ssh -T ssh://git@codeberg.org`,
	} {
		if slices.Contains(kinds(Parse(in, Options{})), StdinCommands) {
			t.Errorf("%q: %s problem where nobody types: %+v", in, StdinCommands, Parse(in, Options{}).Problems)
		}
	}
}

// A wrapper given no command starts the user's shell (chroot DIR runs
// $SHELL -i; unshare, nsenter and fakeroot $SHELL; proot /bin/sh): the
// agent types into it as into a bare bash.
func TestWrapperWithNoCommandStartsAShell(t *testing.T) {
	for _, in := range []string{
		`chroot /`, `chroot --userspec=1000:1000 /srv/root`, `unshare -r`, `unshare --mount --map-root-user`,
		`nsenter -t 1 -a`, `nsenter --target 1 --mount --root`, `fakeroot`, `fakeroot --`, `proot -0`,
		`sudo unshare -m`, `env -i unshare -r`,
	} {
		if !slices.Contains(kinds(Parse(in, Options{})), StdinCommands) {
			t.Errorf("%q: no %s problem: %+v", in, StdinCommands, Parse(in, Options{}).Problems)
		}
	}
	for _, in := range []string{
		`chroot / ls`, `unshare -r id`, `nsenter -t 1 -m ls`, `fakeroot make`, `proot -0 id`,
		`unshare --help`, `nsenter -V`, `fakeroot -v`, `chroot --version`, `unshare -r < script.sh`, `echo id | unshare -r`,
	} {
		if slices.Contains(kinds(Parse(in, Options{})), StdinCommands) {
			t.Errorf("%q: %s problem where nobody types: %+v", in, StdinCommands, Parse(in, Options{}).Problems)
		}
	}
}

// devbox run runs a command given without -- as well, its words joined
// and run by a shell.
func TestDevboxRunRunsItsWords(t *testing.T) {
	for _, in := range []string{
		`devbox run rm -rf /`, `devbox run -- rm -rf /`, `devbox run 'rm -rf /'`, `devbox run -c . 'rm -rf /'`,
	} {
		if s := Parse(in, Options{}); find(s, "rm -rf /") == nil {
			t.Errorf("%q: rm -rf / not found: %q", in, lines(s))
		}
	}
}

// nsenter's -r (--root) and -w (--wd) take a value only joined to them:
// the word after them is the command.
func TestNsenterOptionalValues(t *testing.T) {
	for _, in := range []string{
		`nsenter -t 1 -m -r rm -rf /`, `nsenter -t 1 -m -w rm -rf /`, `nsenter -a -t 1 --root rm -rf /`,
		`nsenter -a -t 1 --wd rm -rf /`, `nsenter -t 1 -m -r/ rm -rf /`, `nsenter --root=/ -t 1 rm -rf /`,
		`nsenter -t 1 -W /srv rm -rf /`, `nsenter -t 1 --wdns=/srv rm -rf /`,
	} {
		if s := Parse(in, Options{}); find(s, "rm -rf /") == nil {
			t.Errorf("%q: rm -rf / not found: %q", in, lines(s))
		}
	}
}

// node --eval=CODE is node -e CODE: the code is read, not taken for a
// prompt.
func TestNodeEvalWithEquals(t *testing.T) {
	for _, in := range []string{`node --eval='process.exit(1)'`, `node --print=1+1`} {
		s := Parse(in, Options{})
		if len(s.Commands) != 1 || len(s.Commands[0].Payloads) != 1 || s.Commands[0].Payloads[0].Lang != "node" {
			t.Errorf("%q: no node payload: %+v", in, s.Commands)
		}
	}
}

// Readers of code from standard input, a descriptor or the terminal that
// passed while bash -s and python3 - were held (F4 of the third red team
// round): a shell or source given the path of its input, python's
// consoles and debuggers as modules or from code, and code that evals
// what it reads. Each reads the terminal when nothing is fed to it, runs
// the pipeline's text when it is in one, and runs known text when given
// it.
func TestCodeFromInputReadsTheTerminal(t *testing.T) {
	readers := []string{
		`source /dev/stdin`, `. /dev/stdin`, `bash /dev/stdin`, `sh /dev/fd/0`, `source /proc/self/fd/0`,
		`source /dev/tty`, `bash /dev/pts/0`, `python3 /dev/tty`,
		`python3 -m code`, `python3 -m asyncio`, `python3 -m IPython`, `python3 -m pdb tools/t.py`,
		`python3 -m pdb -c continue tools/t.py`, `python3 -mpdb x.py`, `python3 -B -m ipdb x.py`, `python3 -m sqlite3 db`,
		`python3 -c 'import code; code.interact()'`, `python3 -c 'from code import interact; interact()'`,
		`python3 -c 'import pdb; pdb.set_trace()'`, `python3 -c 'breakpoint()'`, `python3 -c 'import IPython; IPython.embed()'`,
		`python3 -c 'import code; code.InteractiveConsole().interact()'`,
		`ruby -e 'eval STDIN.read'`, `ruby -e 'eval gets'`, `ruby -e 'binding.irb'`, `ruby -e 'require "irb"; IRB.start'`,
		`perl -e 'eval <STDIN>'`, `perl -e 'eval join("", <STDIN>)'`, `perl -e 'eval readline(STDIN)'`,
		`node -e 'require("repl").start()'`, `node -e 'const repl = require("node:repl"); repl.start("> ")'`,
		`lua -e 'debug.debug()'`,
		// Standard input by another name, and scripts that are it
		// (G11 of the fourth round).
		`bash < /dev/stdin`, `bash 0</dev/stdin`, `sh <&0`, `bash 0< /proc/self/fd/0`, `python3 < /dev/stdin`,
		`php /dev/stdin`, `php -f /dev/fd/0`, `sed -f /dev/stdin README`, `sed -f - README`, `sed -f /dev/tty README`,
		`python3 -m trace --trace /dev/stdin`, `python3 -m cProfile /dev/stdin`, `python3 -m coverage run /proc/self/fd/0`,
	}
	for _, in := range readers {
		s := Parse(in, Options{})
		if !slices.Contains(kinds(s), StdinCommands) {
			t.Errorf("%q: no %s problem: %+v", in, StdinCommands, s.Problems)
		}
	}
	// From a pipeline whose output gatesh does not know: dynamic.
	for _, in := range []string{`./gen | source /dev/stdin`, `./gen | bash /dev/stdin`, `./gen | python3 -m code`, `./gen | ruby -e 'eval STDIN.read'`, `./gen | python3 -c 'breakpoint()'`} {
		if s := Parse(in, Options{}); !slices.Contains(kinds(s), "dynamic_eval") {
			t.Errorf("%q: not dynamic_eval: %+v", in, s.Problems)
		}
	}
	// Known text fed to them is read as the code it is.
	for _, in := range []string{
		`source /dev/stdin <<< 'rm /v/keep'`,
		`python3 -m code <<< 'import os; os.system("rm /v/keep")'`,
		`python3 -c 'import code; code.interact()' <<< 'import os; os.system("rm /v/keep")'`,
		`ruby -e 'eval STDIN.read' <<< 'system("rm /v/keep")'`,
		`sed -f /dev/stdin README <<< '1e rm /v/keep'`,
		`python3 -m timeit 'import os; os.system("rm /v/keep")'`,
		`python3 -m timeit -n 1 -s 'import os; os.system("rm /v/keep")' pass`,
	} {
		if s := Parse(in, Options{}); find(s, "rm /v/keep") == nil {
			t.Errorf("%q: the code fed to it is not read: %q", in, lines(s))
		}
	}
	// Everyday modules and code that reads data, not code.
	for _, in := range []string{
		`python3 -m pytest`, `python3 -m pytest -x tests/`, `python3 -m venv .venv`, `python3 -m json.tool data.json`,
		`python3 -m unittest discover`, `python3 -m http.server`, `python3 -m code < cmds.py`, `bash /dev/stdin < x.sh`,
		`cat /dev/stdin`, `echo '{}' | python3 -c 'import json,sys; print(json.load(sys.stdin))'`,
		`ruby -e 'puts STDIN.read'`, `perl -ne 'print if /x/'`, `perl -e 'eval { die 1 }; print $@'`,
		`python3 -c 'model.embed(x)'`, `python3 -c 'print(1)' < /dev/null`, `python3 -m sqlite3 db 'select 1'`,
		`bash < x.sh < /dev/stdin`, `sed -f fix.sed README`, `python3 -m cProfile -o out.prof app.py`, `php artisan test`,
	} {
		if s := Parse(in, Options{}); slices.Contains(kinds(s), StdinCommands) {
			t.Errorf("%q: %s where nothing reads code typed: %+v", in, StdinCommands, s.Problems)
		}
	}
}
