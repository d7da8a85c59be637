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
		`node`, `node -i`, `node --interactive`, `node -`,
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
		`node x.js`, `node -e 1`, `perl x.pl`, `perl -e 'print 1'`, `php x.php`,
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
