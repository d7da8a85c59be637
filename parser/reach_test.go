package parser

import (
	"slices"
	"testing"
)

// TestCommandsThatOthersRun lists spellings in which git, awk, an
// interpreter or a script the command wrote itself runs a command; each
// must yield the command.
func TestCommandsThatOthersRun(t *testing.T) {
	rows := []struct {
		want      string
		spellings []string
	}{
		{"rm -rf ~/w", []string{
			`git -c core.sshCommand='rm -rf ~/w' fetch`,
			`git -ccore.sshCommand='rm -rf ~/w' fetch`,
			`git -c core.pager='rm -rf ~/w' log`,
			`git -c core.editor='rm -rf ~/w' commit`,
			`git -c credential.helper='!rm -rf ~/w' push`,
			`GIT_SSH_COMMAND='rm -rf ~/w' git fetch`,
			`GIT_SSH_COMMAND='sh -c "rm -rf ~/w"' git fetch`,
			`env GIT_EDITOR='rm -rf ~/w' git commit`,
			`GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.sshCommand GIT_CONFIG_VALUE_0='rm -rf ~/w' git fetch`,
			`GIT_CONFIG_PARAMETERS="'core.pager=rm -rf ~/w'" git log`,
			// Exported before the git call, or given to a program or a
			// shell that runs git, the variables act as well.
			`export GIT_SSH_COMMAND='rm -rf ~/w'; git fetch`,
			`GIT_SSH_COMMAND='rm -rf ~/w'; export GIT_SSH_COMMAND; git fetch`,
			`declare -x GIT_PAGER='rm -rf ~/w' && git log`,
			`GIT_SSH_COMMAND='rm -rf ~/w' make`,
			`GIT_SSH_COMMAND='rm -rf ~/w' ./build.sh`,
			`GIT_SSH_COMMAND='rm -rf ~/w' sh -c 'git fetch'`,
			`GIT_SSH_COMMAND='rm -rf ~/w' eval 'git fetch'`,
			`f() { git fetch; }; GIT_SSH_COMMAND='rm -rf ~/w' f`,
			`PAGER='rm -rf ~/w' sh -c 'man ls'`,
			`CVS_RSH='rm -rf ~/w' cvs update`,
			`export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.pager GIT_CONFIG_VALUE_0='rm -rf ~/w'; git log`,
			`export GIT_CONFIG_COUNT=1; export GIT_CONFIG_KEY_0=core.pager; export GIT_CONFIG_VALUE_0='rm -rf ~/w'; git log`,
			`export GIT_CONFIG_PARAMETERS="'core.pager'='rm -rf ~/w'"; git log`,
			`export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=alias.y GIT_CONFIG_VALUE_0='!rm -rf ~/w'; git y`,
			`GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.pager GIT_CONFIG_VALUE_0='rm -rf ~/w' make`,
			`git -c remote.origin.uploadpack='rm -rf ~/w' fetch`,
			`git -c remote.origin.receivepack='rm -rf ~/w' push`,
			`git -c submodule.lib.update='!rm -rf ~/w' submodule update`,
			// Build tools and archivers given a command in an option or
			// a variable.
			`make CC='rm -rf ~/w'`, `make SHELL='rm -rf ~/w' all`, `make MAKE='rm -rf ~/w'`, `CC='rm -rf ~/w' make`,
			`cargo --config 'target.x86_64-unknown-linux-gnu.runner="rm -rf ~/w"' run`,
			`cargo run --config=target.x.runner='["rm", "-rf", "~/w"]'`,
			`cargo --config "build.rustc-wrapper='rm -rf ~/w'" build`,
			`CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUNNER='rm -rf ~/w' cargo run`, `RUSTC_WRAPPER='rm -rf ~/w' cargo build`,
			`go build -toolexec='rm -rf ~/w' ./...`, `go test -exec 'rm -rf ~/w' ./...`,
			`zip -T -TT 'rm -rf ~/w' x.zip a`, `zip x.zip a -T --unzip-command='rm -rf ~/w'`,
			`sort --compress-program='rm -rf ~/w' -S 1 big.txt`, `man -H'rm -rf ~/w' ls`,
			`npm exec -c 'rm -rf ~/w'`,
			`X='!rm -rf ~/w' git --config-env alias.y=X y`,
			`git -c alias.y='!rm -rf ~/w' y`,
			`awk 'BEGIN { system("rm -rf ~/w") }'`,
			`gawk -e 'BEGIN { system("rm -rf ~/w") }'`,
			`awk 'BEGIN { "rm -rf ~/w" | getline }'`,
			`awk 'BEGIN { print "x" | "rm -rf ~/w" }'`,
			`awk 'BEGIN { system("rm\x20-rf\x20~/w") }'`,
			`awk 'BEGIN { system("rm\040-rf\040~/w") }'`,
			`python -c "import os; os.execvp('rm', ['rm', '-rf', '~/w'])"`,
			`python -c "import os; os.execl('/bin/rm', 'rm', '-rf', '~/w')"`,
			`python -c "import os; os.spawnvp(os.P_WAIT, 'rm', ['rm', '-rf', '~/w'])"`,
			`python -c'import os; os.system("rm -rf ~/w")'`,
			`node -pe "require('child_process').execSync('rm -rf ~/w')"`,
			`php -nr 'system("rm -rf ~/w");'`,
			"echo 'rm -rf ~/w' > x.sh; bash x.sh",
			"printf 'rm -rf ~/w\\n' > x.sh && sh x.sh",
			"cat > x.sh <<'EOF'\nrm -rf ~/w\nEOF\n. x.sh",
			"cat > x.sh <<'EOF'\nrm -rf ~/w\nEOF\nchmod +x ./x.sh && ./x.sh",
			"cat > x.sh <<'EOF'\nrm -rf ~/w\nEOF\nBASH_ENV=x.sh bash -c true",
			"cat > x.sh <<'EOF'\nrm -rf ~/w\nEOF\nbash --rcfile x.sh -i",
			`$(printf r)m -rf ~/w`,
			`watch sh -c 'rm -rf ~/w'`,
			`parallel bash -c 'rm -rf ~/w' ::: a`,
			`source /dev/stdin <<< 'rm -rf ~/w'`,
			`. /dev/fd/0 <<< 'rm -rf ~/w'`,
			`echo 'rm -rf ~/w' | source /dev/stdin`,
			`bash /dev/stdin <<< 'rm -rf ~/w'`,
			`sh /proc/self/fd/0 <<< 'rm -rf ~/w'`,
			"bash /dev//stdin <<EOF\nrm -rf ~/w\nEOF",
			`echo 'rm -rf ~/w' | zsh /proc/thread-self/fd/0`,
			`hash -p /bin/rm x; x -rf ~/w`,
			`hash -p rm ls; ls -rf ~/w`,
			`hash -r; hash -p /usr/bin/rm g; g -rf ~/w`,
			`hash -p '/usr/local/my bin/rm' g; g -rf ~/w`,
			"hash -p /bin/rm a b\nb -rf ~/w",
			`ssh -o ProxyCommand='rm -rf ~/w' host`,
			`ssh -oProxyCommand='rm -rf ~/w' host true`,
			`ssh -o 'proxycommand rm -rf ~/w' host`,
			`ssh -o 'LocalCommand = rm -rf ~/w' -o PermitLocalCommand=yes host`,
			`scp -o ProxyCommand='rm -rf ~/w' a host:b`,
			`sftp -S 'rm -rf ~/w' host`,
			`rsync -a -e 'rm -rf ~/w' a host:b`,
			`rsync -avze 'rm -rf ~/w' a host:b`,
			`rsync --rsh='rm -rf ~/w' a host:b`,
			`tar -x --to-com 'rm -rf ~/w' -f x.tar`,
			`tar -xf x.tar --to-command='rm -rf ~/w'`,
			`tar -cf x.tar --checkpoint=1 --checkpoint-action=exec='rm -rf ~/w' .`,
			`tar -I 'rm -rf ~/w' -xf x.tar`,
			`tar --use-compress-program 'rm -rf ~/w' -xf x.tar`,
			`man -P 'rm -rf ~/w' ls`,
			`git rebase -x 'rm -rf ~/w' HEAD~1`,
			`git rebase --exec='rm -rf ~/w' HEAD~1`,
			`git -C . rebase -i --exec 'rm -rf ~/w' main`,
			`git difftool -x 'rm -rf ~/w'`,
			`git filter-branch --tree-filter 'rm -rf ~/w' HEAD`,
			`git submodule foreach 'rm -rf ~/w'`,
			`git submodule foreach --recursive rm -rf ~/w`,
			`git submodule --quiet foreach 'rm -rf ~/w'`,
			`git bisect run rm -rf ~/w`,
			`git clone --upload-pack='rm -rf ~/w' ./repo x`,
			`git clone -u 'rm -rf ~/w' ./repo x`,
			`git fetch --upload-pack='rm -rf ~/w' origin`,
			`git pull --upload-pack 'rm -rf ~/w' origin main`,
			`git ls-remote --upload-pack='rm -rf ~/w' .`,
			`git ls-remote --exec='rm -rf ~/w' .`,
			`git archive --remote=. --exec='rm -rf ~/w' HEAD`,
			`git push --receive-pack='rm -rf ~/w' . HEAD`,
			`git push --exec='rm -rf ~/w' . HEAD`,
			`echo 'rm -rf ~/w' | tee /tmp/y | sh`,
			`vim -c '!rm -rf ~/w' -c q`,
			`PAGER='rm -rf ~/w' git log`,
			`EDITOR='rm -rf ~/w' git commit`,
			`VISUAL='sh -c "rm -rf ~/w"' crontab -e`,
			`MANPAGER='rm -rf ~/w' man ls`,
			`LESSOPEN='||rm -rf ~/w' less f`,
			`env PAGER='rm -rf ~/w' psql`,
			`sudo PAGER='rm -rf ~/w' systemctl status x`,
			`SSH_ASKPASS='rm -rf ~/w' SSH_ASKPASS_REQUIRE=force ssh host`,
			`RSYNC_RSH='rm -rf ~/w' rsync a h:b`,
			`export PAGER='rm -rf ~/w'; git log`,
			`tmux new-session -d -s x 'rm -rf ~/w'`,
			`tmux -L sock new -d rm -rf ~/w`,
			`tmux split-window -h -t x 'rm -rf ~/w'`,
			`tmux run-shell 'rm -rf ~/w'`,
			`tmux -c 'rm -rf ~/w'`,
			`tmux send-keys -t x 'rm -rf ~/w' Enter`,
			`tmux send -t x rm Space -rf Space ~/w C-m`,
			`python3 /dev/stdin <<< 'import os; os.system("rm -rf ~/w")'`,
			`python3 -- /dev/stdin <<< 'import os; os.system("rm -rf ~/w")'`,
			`python3 <(echo 'import os; os.system("rm -rf ~/w")')`,
			`echo 'require("child_process").execSync("rm -rf ~/w")' | node /dev/stdin`,
			`perl /dev/fd/0 <<< 'system("rm -rf ~/w")'`,
			`ruby /proc/self/fd/0 <<< 'system("rm -rf ~/w")'`,
			`awk -f /dev/stdin f <<< 'BEGIN { system("rm -rf ~/w") }'`,
			`awk --file=/dev/stdin f <<< 'BEGIN { system("rm -rf ~/w") }'`,
			`x='a[$(rm -rf ~/w)]'; echo $(( x + 1 ))`,
			`x='a[$(rm -rf ~/w)]'; (( x ))`,
			`x='a[$(rm -rf ~/w)]'; [[ $x -eq 1 ]]`,
			"x='a[`rm -rf ~/w`]'; let 'y = x * 2'",
			`x='a[$(rm -rf ~/w)]'; y=x; echo $(( y ))`,
			`x='a[$(rm -rf ~/w)]'; echo ${arr[x]}`,
			`x='a[$(rm -rf ~/w)]'; for (( i = 0; i < x; i++ )); do :; done`,
			// bash expands the subscript of a name it is handed, and the
			// quoted text of arithmetic (TestHiddenRunsInBash).
			`declare -a 'x[$(rm -rf ~/w)]=1'`,
			`typeset 'x[$(rm -rf ~/w)]'`,
			`f() { local 'a[$(rm -rf ~/w)]=1'; }; f`,
			`declare -n r='a[$(rm -rf ~/w)]'; echo $r`,
			`i='a[$(rm -rf ~/w)]'; declare -i n=$i`,
			`declare -A a; [[ -v 'a[$(rm -rf ~/w)]' ]]`,
			`test -v 'x[$(rm -rf ~/w)]'`,
			`[ -v 'x[$(rm -rf ~/w)]' ]`,
			`printf -v 'x[$(rm -rf ~/w)]' %s 1`,
			`read 'x[$(rm -rf ~/w)]' <<< 1`,
			`read -r -a 'x[$(rm -rf ~/w)]' <<< 1`,
			`(( y = 'x[$(rm -rf ~/w)]' ))`,
			`echo $(( 1 + 'a[$(rm -rf ~/w)]' ))`,
			`[[ 'a[$(rm -rf ~/w)]' -eq 1 ]]`,
			"let 'y = a[`rm -rf ~/w`]'",
			`x='$(rm -rf ~/w)'; echo ${x@P}`,
			// env takes any NAME=VALUE; bash imports a function from one.
			`env 'BASH_FUNC_g%%=() { rm -rf ~/w; }' bash -c g`,
			`env -i 'BASH_FUNC_g%%=() { rm -rf ~/w; }' sh -c g`,
			`declare -x EDITOR='rm -rf ~/w'; git commit`,
			`EDITOR='rm -rf ~/w'; git commit`,
			`vi +'!rm -rf ~/w' +q`,
			`nvim --headless -c ':silent !rm -rf ~/w' -c qa`,
			`vim -es -c 'r !rm -rf ~/w' -c wq f`,
			`ex -c '%!rm -rf ~/w' f`,
			`vim --cmd 'w !rm -rf ~/w' f`,
			`echo 'rm -rf ~/w' | tee -a log | cat | bash`,
			`printf 'rm -rf ~/w\n' | tee | source /dev/stdin`,
			"echo 'rm -rf ~/w' | tee x.sh >/dev/null; bash x.sh",
			"tee x.sh <<'EOF'\nrm -rf ~/w\nEOF\n. ./x.sh",
			`sed 'e rm -rf ~/w' f`,
			`sed -n '1e rm -rf ~/w' f`,
			`sed -e 's/a/b/' -e '$e rm -rf ~/w' f`,
			`sed --expression='/x/,/y/ e rm -rf ~/w' f`,
			`sed -ne '/^#/!{e rm -rf ~/w' -e '}' f`,
			`sed -i.bak '1e rm -rf ~/w' f`,
			`sed -ie '1e rm -rf ~/w' f`,
			"sed 's/a/b/g;1 e rm -rf ~/w' f",
			"sed 's|a/b|c;d|;y/abc/xyz/;2e rm -rf ~/w' f",
			"sed '1i\\\nhello\n3e rm -rf ~/w' f",
		}},
		{"git reset --hard", []string{
			`GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=alias.n GIT_CONFIG_VALUE_0=reset git n --hard`,
			`git -c alias.n='reset --hard' n`,
			`git -- reset --hard`,
			`git reset $(printf -- --hard)`,
			`git reset --ha$(printf rd)`,
		}},
	}
	for _, row := range rows {
		for _, in := range row.spellings {
			s := Parse(in, Options{})
			if find(s, row.want) == nil {
				t.Errorf("%q: want %q among %q (problems %q)", in, row.want, lines(s), kinds(s))
			}
		}
	}
	// Settings that name no shell command add nothing.
	for _, in := range []string{`vim -c 'wq!' f`, `vim -c '%s/a/b/g' -c wq f`, `vi +10 f`, `nvim -c 'set ft=go' f`, `sed -i 's/e/E/g' f`, `sed -n '/e/p' f`, `sed 'y/e/f/' f`, `sed '/exec/d' f`, `sed '1i echo e' f`, `sed --sandbox 's/x/y/e' f`, `sed -f edit.sed f`, `ssh -o ProxyCommand=none host </dev/null`, `ssh -o StrictHostKeyChecking=no host </dev/null`, `tar -xzf x.tgz`, `rsync -a src/ dst/`, `git rebase -i HEAD~3`, `git submodule update --init`, `git fetch -u origin`, `git clone -b main --depth 1 ./r x`, `git push -o ci.skip origin main`, `git -c credential.helper=store push`, `git -c pager.log=false log`, `GIT_PAGER= git log`, `make CFLAGS=-O2 all`, `cargo --config profile.release.lto=true build`, `go test -run TestX ./...`, `zip -r x.zip src`, `sort -S 1G -k 2 big.txt`} {
		if s := Parse(in, Options{}); len(s.Commands) != 1+boolInt(in[0] == 'e') || len(s.Problems) > 0 {
			t.Errorf("%q: got %q %q", in, lines(s), kinds(s))
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestRuntimeInput checks that a shell, interpreter, program or git
// subcommand chosen by the input of xargs or parallel is a problem, and
// that input passed as plain arguments is not.
func TestRuntimeInput(t *testing.T) {
	problems := map[string][]string{
		"dynamic_eval": {
			`xargs sh -c`, `xargs -I{} bash -c '{}'`, `xargs -I% bash -c 'echo %'`, `xargs bash`,
			`xargs -I{} bash -{} 'echo x'`, `cat cmds | parallel`, `parallel bash -c ::: 'ls'`,
			`xargs -I{} python3 -c {}`, `xargs python3`, `xargs -I{} node --require {} -e 1`, `xargs eval`,
			`echo -delete | xargs find .`, `xargs -I{} find {}`, `xargs -I{} find . -exec sh -c {} ';'`,
			`parallel git -c {} status ::: a`, `git -c core.pager="$P" log`, `bash <<< "$CMD"`,
			`bash --rcfile "$F" -i`, `source -p "$P" x.sh`, `cat x | tee >(bash)`,
		},
		"dynamic_command": {
			`xargs -I{} {} x`, `parallel {} x ::: ls`, `xargs git`, `xargs -I{} git {}`, `xargs env`, `xargs nice`,
		},
	}
	for kind, ins := range problems {
		for _, in := range ins {
			if s := Parse(in, Options{}); !slices.Contains(kinds(s), kind) {
				t.Errorf("%q: want %s, got %q %q", in, kind, kinds(s), lines(s))
			}
		}
	}
	for _, in := range []string{
		`xargs -I{} sh -c 'echo "$1"' _ {}`, `xargs grep x`, `xargs node -e 'console.log(1)'`,
		`xargs -I{} find . -name {}`, `find . -exec gofmt -l {} +`, `parallel --dry-run rm ::: a`,
		`bash -n -c 'rm -rf /'`, `xargs -I{} git add {}`, `bash -O extglob -c ls`, `zsh -ocorrect -c ls`,
	} {
		if s := Parse(in, Options{}); len(s.Problems) > 0 {
			t.Errorf("%q: want no problem, got %q", in, kinds(s))
		}
	}
}

// TestEnvAndFolderReachInnerCommands checks that assignments given to a
// shell or wrapper reach the commands it runs, and that a cd out of the
// project marks later commands.
func TestEnvAndFolderReachInnerCommands(t *testing.T) {
	for in, name := range map[string]string{
		`BASH_ENV=/tmp/x bash -c ls`:            "BASH_ENV",
		`env BASH_ENV=/tmp/x sh -c 'make test'`: "BASH_ENV",
		`env -u GATESH_HOME bash -c 'gatesh x'`: "GATESH_HOME",
		`A=1 bash -c "bash -c 'ls'"`:            "A",
		`env -S 'GATESH_HOME=/x' ls`:            "GATESH_HOME",
	} {
		s := Parse(in, Options{})
		last := s.Commands[len(s.Commands)-1]
		if !slices.ContainsFunc(last.Assigns, func(a Assign) bool { return a.Name == name }) {
			t.Errorf("%q: %q has no %s in %+v", in, line(last), name, last.Assigns)
		}
	}
	for in, want := range map[string]bool{
		`cd .. && rm -rf build`:           true,
		`cd && rm -rf build`:              true,
		`cd "$D"; rm -rf build`:           true,
		`( cd /srv; rm -rf build )`:       true,
		`f() { cd ..; }; f; rm -rf build`: true,
		`env -C /srv rm -rf build`:        true,
		`find . -execdir rm -rf build \;`: true,
		`cd sub && rm -rf build`:          false,
		`rm -rf build && cd .. && ls`:     false,
		`cd ./a/b && rm -rf build`:        false,
	} {
		s := Parse(in, Options{})
		rm := find(s, "rm -rf build")
		if rm == nil || rm.CwdUnknown != want {
			t.Errorf("%q: want rm -rf build with CwdUnknown=%v, got %+v", in, want, rm)
		}
	}
}

// TestPythonItself checks that sys.executable, in a program's argv, is
// the interpreter that runs the code, unless the code can bind sys to
// something else.
func TestPythonItself(t *testing.T) {
	for in, want := range map[string]string{
		`python3 -c "import subprocess, sys; subprocess.Popen([sys.executable, 'server.py'], stdout=subprocess.PIPE)"`: "python3 server.py",
		`python3 -c "import sys
import subprocess
subprocess.run([sys.executable, '-m', 'pytest', '-q'])"`: "python3 -m pytest -q",
		`python3 -c "import subprocess, sys; sys.executable = 'rm'; subprocess.run([sys.executable, '-rf', '/srv'])"`:            "",
		`python3 -c "import subprocess; import os as sys; subprocess.run([sys.executable, 'x'])"`:                                "",
		`python3 -c "import subprocess; subprocess.run([sys.executable, 'x'])"`:                                                  "",
		`python3 -c "import subprocess, sys; setattr(sys, 'executable', 'rm'); subprocess.run([sys.executable, '-rf', '/srv'])"`: "",
	} {
		s := Parse(in, Options{})
		got := ""
		for _, c := range s.Commands {
			if c.Name == "python3" && c.Context&InCode != 0 {
				got = line(c)
			}
		}
		if got != want {
			t.Errorf("%q: want %q, got %q (%q)", in, want, got, lines(s))
		}
		if want == "" && len(s.Problems) == 0 {
			t.Errorf("%q: no problem reported for a program not known statically", in)
		}
	}
}

// TestInlineFileAccess checks that inline code opening a file is listed
// as a read (cat) or a write (a > redirect): of nothing (:) unless the
// code writes into the file it opens (cat).
func TestInlineFileAccess(t *testing.T) {
	for in, want := range map[string]string{
		`python3 -c "print(open('.env').read())"`:                    "cat .env",
		`node -e "require('fs').readFileSync('.env')"`:               "cat .env",
		`ruby -e 'puts File.read(".env")'`:                           "cat .env",
		`php -r 'echo file_get_contents(".env");'`:                   "cat .env",
		`gawk 'BEGIN { while ((getline l < ".env") > 0) print l }'`:  "cat .env",
		`python3 -c "open('/x/a', 'w').write('')"`:                   "cat>/x/a",
		`python3 -c "open('/x/a', mode='a')"`:                        ":>/x/a",
		`python3 -c "open('/x/a.db', 'w').close()"`:                  ":>/x/a.db",
		`python3 -c "import json; json.dump({}, open('/x/a', 'w'))"`: "cat>/x/a",
		`node -e "require('fs').writeFileSync('/x/a', '')"`:          ":>/x/a",
		`awk 'BEGIN { print "x" > "/x/a" }'`:                         ":>/x/a",
	} {
		s := Parse(in, Options{})
		ok := false
		for _, c := range s.Commands {
			if line(c) == want {
				ok = true
			}
			for _, r := range c.Redirs {
				if r.Op[0] == '>' && c.Name+">"+r.Target.Value == want {
					ok = true
				}
			}
		}
		if !ok {
			t.Errorf("%q: want %q, got %q", in, want, lines(s))
		}
	}
}

// TestAppendedScripts checks that a script the text appends to and then
// runs is not known unless the text wrote all of it.
func TestAppendedScripts(t *testing.T) {
	for _, in := range []string{
		"echo 'ls' >> x.sh; bash x.sh", "printf 'ls\\n' >> x.sh && ./x.sh", "tee -a x.sh <<< ls; sh x.sh",
		"cat >> x.sh <<'EOF'\nls\nEOF\nsource x.sh", "echo ls > y; echo ls >> x.sh; . x.sh",
		"echo \"$X\" > x.sh; echo ls >> x.sh; bash x.sh",
	} {
		if s := Parse(in, Options{}); !slices.Contains(kinds(s), "dynamic_eval") {
			t.Errorf("%q: appended to, then run: want dynamic_eval, got %q %q", in, lines(s), kinds(s))
		}
	}
	// Written whole by the same text, appends included: known.
	s := Parse("echo 'git status' > x.sh; echo 'rm -rf ~' >> x.sh; bash x.sh", Options{})
	if len(s.Problems) > 0 || find(s, "rm -rf ~") == nil || find(s, "git status") == nil {
		t.Errorf("a script written whole here is read: %q %q", lines(s), kinds(s))
	}
	// Appending without running it changes nothing.
	if s := Parse("echo dist >> .gitignore; cat .gitignore", Options{}); len(s.Problems) > 0 {
		t.Errorf("appending alone: %q", kinds(s))
	}
}

// TestGitConfigPersists checks that a git setting stored for good that runs
// a program lists that program with InLater, whatever the scope or syntax.
func TestGitConfigPersists(t *testing.T) {
	for in, want := range map[string]string{
		`git config core.pager 'less -R'`:                        "less -R",
		`git config --global Core.Pager more`:                    "more",
		`git config set --local core.editor vim`:                 "vim",
		`git -C repo config --add diff.a.b.textconv ./conv`:      "conv",
		`git config --file=.git/config alias.x '!make deploy'`:   "make deploy",
		`git config credential.helper store`:                     "store",
		`git config core.hooksPath .hooks`:                       ".hooks",
		`git config includeIf.gitdir:~/a/.path ~/x.inc`:          "x.inc",
		`git config protocol.ext.allow always`:                   "always",
		`git config --system sendemail.sendmailcmd 'msmtp -a x'`: "msmtp -a x",
	} {
		s := Parse(in, Options{})
		c := find(s, want)
		if c == nil || c.Context&InLater == 0 {
			t.Errorf("%q: want %q with InLater, got %q", in, want, lines(s))
		}
	}
	for _, in := range []string{
		`git config user.name Ann`, `git config --global alias.co checkout`, `git config --get core.pager`,
		`git config get core.editor`, `git config pager.log false`, `git config --unset core.hooksPath`,
		`git config -l`, `git config core.fsmonitor true`, `git config protocol.ext.allow never`,
		`git -c core.pager=cat log`,
	} {
		for _, c := range Parse(in, Options{}).Commands {
			if c.Context&InLater != 0 {
				t.Errorf("%q: stores nothing that runs, got %q later", in, line(c))
			}
		}
	}
	if s := Parse(`git config core.pager "$P"`, Options{}); !slices.Contains(kinds(s), "dynamic_eval") {
		t.Errorf("a stored command not known statically: %q", kinds(s))
	}
}

// TestXargsKnownInput checks that xargs given text known statically runs
// the commands that text makes, and that input not known, quoted, split
// otherwise, or handed to a program that runs its arguments stays input.
func TestXargsKnownInput(t *testing.T) {
	for in, want := range map[string][]string{
		`echo a.txt b.txt | xargs cat`:                {"cat a.txt b.txt"},
		`printf 'x\ny\n' | xargs -I{} cp {} {}.bak`:   {"cp x x.bak", "cp y y.bak"},
		`echo / | xargs -n1 rm -rf`:                   {"rm -rf /"},
		`printf 'src\n' | xargs -r -t -I D ls D/sub`:  {"ls src/sub"},
		`echo | xargs -I{} rm -rf /{}`:                nil,
		`printf '  build\n' | env X=1 xargs rm -r -v`: {"rm -r -v build"},
	} {
		s := Parse(in, Options{})
		var got []string
		for _, c := range s.Commands {
			if c.Name != "echo" && c.Name != "printf" {
				got = append(got, line(c))
				if c.MoreArgs {
					t.Errorf("%q: %q still takes more arguments", in, line(c))
				}
			}
		}
		if !slices.Equal(got, want) || len(s.Problems) > 0 {
			t.Errorf("%q: got %q %q, want %q", in, got, kinds(s), want)
		}
	}
	for _, in := range []string{
		`echo "$X" | xargs rm`, `echo '"a b"' | xargs rm`, `echo a | xargs -0 rm`, `echo a | xargs -d, rm`,
		`xargs rm < list`, `cat list | xargs rm`, `echo a | xargs -a f rm`, `echo rm | xargs sh -c`,
		`echo x | xargs -I{} bash -c {}`, `echo x | xargs env`, `echo x | xargs find .`, `echo x | xargs python3 -c`,
		`echo / | xargs -i rm -rf`,
	} {
		s := Parse(in, Options{})
		if !slices.ContainsFunc(s.Commands, func(c *Command) bool { return c.MoreArgs }) && len(s.Problems) == 0 {
			t.Errorf("%q: input not known, want more arguments at run time, got %q", in, lines(s))
		}
	}
}

// TestGitSafetyOff checks that switching clean.requireForce off, however it
// is spelled, lists the clean as forced, and that storing it for good lists
// a forced clean for later.
func TestGitSafetyOff(t *testing.T) {
	forced := func(s *Script) *Command {
		for _, c := range s.Commands {
			if slices.ContainsFunc(c.Args, func(w Word) bool { return w.Value == "clean" }) && slices.ContainsFunc(c.Args, func(w Word) bool { return w.Value == "--force" }) {
				return c
			}
		}
		return nil
	}
	for _, in := range []string{
		`git -c clean.requireForce=false clean -d`, `git -c CLEAN.REQUIREFORCE=0 clean`, `git -cclean.requireforce=no clean -x`,
		`git -c clean.requireForce= clean`, `GIT_CONFIG_PARAMETERS="'clean.requireforce=off'" git clean`,
		`GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=clean.requireForce GIT_CONFIG_VALUE_0=false git clean -X`,
		`git --config-env=clean.requireForce=V clean`, `git -c clean.requireForce="$V" clean`,
		`export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=clean.requireForce GIT_CONFIG_VALUE_0=false; git clean -d`,
		`export GIT_CONFIG_PARAMETERS="'clean.requireforce'='false'"; git clean -d`,
		`read -r v < f; export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=clean.requireForce GIT_CONFIG_VALUE_0=$v; git clean`,
	} {
		if forced(Parse(in, Options{})) == nil {
			t.Errorf("%q: want a forced clean, got %q", in, lines(Parse(in, Options{})))
		}
	}
	for _, in := range []string{
		`git clean -d`, `git -c clean.requireForce=true clean`, `git -c clean.requireForce clean -x`,
		`git -c clean.requireForce=false status`, `git -c clean.requireForce=false clean -fd`,
	} {
		s := Parse(in, Options{})
		for _, c := range s.Commands {
			if slices.ContainsFunc(c.Args, func(w Word) bool { return w.Value == "--force" }) {
				t.Errorf("%q: nothing to add, got %q", in, lines(s))
			}
		}
	}
	s := Parse(`git config --global clean.requireForce off`, Options{})
	if c := forced(s); c == nil || c.Context&InLater == 0 {
		t.Errorf("storing the safety off: want a forced clean later, got %q", lines(s))
	}
	if s := Parse(`git config clean.requireForce true`, Options{}); forced(s) != nil {
		t.Errorf("switching it on: %q", lines(s))
	}
}

// TestUnknownScriptInput checks that a shell, interpreter or scheduler fed
// text gatesh cannot know is dynamic_eval, and that known text, a file on
// disk and data are not.
func TestUnknownScriptInput(t *testing.T) {
	for _, in := range []string{
		`echo x | rev | sh`, `echo x | tr a b | bash -s`, `./gen | sh`, `./gen | tee log | sh`, `gen | python3`,
		`gen | python3 -`, `gen | node`, `gen | perl`, `gen | ruby`, `gen | at now`, `gen | batch`,
		`bash < <(gen)`, `bash 0< <(echo x | rev)`, `coproc bash`, `coproc { sh; }`, `coproc N (bash -s)`,
		`mkfifo p; sh < p`, `mkfifo -m 600 p; bash p`, `mknod p p; source p`, `echo "$X" | at now`,
	} {
		if s := Parse(in, Options{}); !slices.Contains(kinds(s), "dynamic_eval") {
			t.Errorf("%q: want dynamic_eval, got %q", in, kinds(s))
		}
	}
	for _, in := range []string{
		`echo ls | sh`, `printf 'ls\n' | bash`, `cat x.sh | sh`, `cat a.sh b.sh | bash`, `bash < x.sh`, `bash < <(echo ls)`,
		`gen | python3 tool.py`, `gen | python3 -m json.tool`, `gen | perl -ne 'print'`, `gen | node script.js`,
		`gen | sort`, `at -f job.sh now`, `gen | bash -c 'cat'`, `coproc sleep 1`, `mkfifo p; cat p`,
		`while read l; do echo "$l"; done < <(ls)`,
	} {
		if s := Parse(in, Options{}); slices.Contains(kinds(s), "dynamic_eval") {
			t.Errorf("%q: known text, a file or data: %+v", in, s.Problems)
		}
	}
}

// TestCommandVariableNotKnown checks that a variable whose value programs
// run as a command (PAGER, GIT_SSH_COMMAND) or that gives git a setting
// (GIT_CONFIG_*), set by read, a loop or printf -v, is dynamic_eval: the
// programs after it run what gatesh cannot read. Other variables set so,
// and the name as a mere word, are not.
func TestCommandVariableNotKnown(t *testing.T) {
	for _, in := range []string{
		`read -r PAGER < f; export PAGER; man ls`, `for PAGER in 'rm -rf ~/w'; do man ls; done`,
		`printf -v PAGER 'rm -rf ~/w'; man ls`, `printf -vGIT_SSH_COMMAND %s x; git fetch`,
		`for GIT_SSH_COMMAND in 'rm -rf ~/w'; do git fetch; done`, `read GIT_CONFIG_VALUE_0 < f; git log`,
		`export GIT_SSH_COMMAND="$(cat cmd.txt)"; git fetch`, `mapfile -t EDITOR < f; git commit`,
	} {
		if s := Parse(in, Options{}); !slices.Contains(kinds(s), "dynamic_eval") {
			t.Errorf("%q: want dynamic_eval, got %q", in, kinds(s))
		}
	}
	for _, in := range []string{
		`read -r name < VERSION; echo $name`, `for f in a b; do echo $f; done`, `printf '%s\n' EDITOR`,
		`printf -v line '%s' x`, `echo PAGER`, `export EDITOR=vim`, `GIT_EDITOR=true git commit`, `USE_SSH=1 make`,
		`export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=safe.directory GIT_CONFIG_VALUE_0='*'; git status`,
	} {
		if s := Parse(in, Options{}); slices.Contains(kinds(s), "dynamic_eval") {
			t.Errorf("%q: nothing unknown runs: %+v", in, s.Problems)
		}
	}
}

// TestGitRemoteURLRuns checks that a git call allowed to run the command
// of an ext:: URL, which the repository's settings or .gitmodules may
// name, is dynamic_eval, and that the protocols submodule tests allow,
// or an update mode, are not.
func TestGitRemoteURLRuns(t *testing.T) {
	for _, in := range []string{
		`git -c protocol.ext.allow=always submodule update --init`, `git -c protocol.allow=always fetch`,
		`git -c Protocol.Ext.Allow=user clone --recurse-submodules ../r x`, `git -c protocol.ext.allow="$p" fetch`,
		`GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=protocol.ext.allow GIT_CONFIG_VALUE_0=always git submodule update`,
	} {
		if s := Parse(in, Options{}); !slices.Contains(kinds(s), "dynamic_eval") {
			t.Errorf("%q: want dynamic_eval, got %q", in, kinds(s))
		}
	}
	for _, in := range []string{
		`git -c protocol.file.allow=always submodule update --init`, `git -c protocol.ext.allow=never fetch`,
		`git -c submodule.lib.update=rebase submodule update`, `git submodule update --init`,
	} {
		if s := Parse(in, Options{}); len(s.Problems) > 0 || len(s.Commands) != 1 {
			t.Errorf("%q: got %q %+v", in, lines(s), s.Problems)
		}
	}
}

// TestCodeFromTables checks that interpreters described by code_flags and
// stdin_code in the [commands] tables carry their code as a payload, in
// their language or as "unmodeled".
func TestCodeFromTables(t *testing.T) {
	for in, lang := range map[string]string{
		`lua -e 'print(1)'`:                  "lua",
		`echo 'print(1)' | lua -`:            "lua",
		`Rscript -e 'x <- 1'`:                "r",
		`tclsh <<< 'puts 1'`:                 "tcl",
		`expect -c 'spawn ls'`:               "tcl",
		`emacs --batch --eval '(message 1)'`: "elisp",
		`gdb -batch -ex 'info frame' ./a`:    "gdb",
		`ipython -c 'print(1)'`:              "ipython",
		`julia -e 'println(1)'`:              "unmodeled",
		`osascript -e 'beep'`:                "unmodeled",
	} {
		s := Parse(in, Options{})
		found := false
		for _, c := range s.Commands {
			for _, p := range c.Payloads {
				found = found || p.Lang == lang
			}
		}
		if !found {
			t.Errorf("%q: want a %s payload, got %+v", in, lang, s.Commands)
		}
	}
	for _, in := range []string{`lua script.lua`, `Rscript analysis.R`, `tclsh build.tcl`, `julia run.jl`, `emacs notes.org`} {
		for _, c := range Parse(in, Options{}).Commands {
			if len(c.Payloads) > 0 {
				t.Errorf("%q: a script file is not inline code: %+v", in, c.Payloads)
			}
		}
	}
	if s := Parse(`./gen | lua -`, Options{}); !slices.Contains(kinds(s), "dynamic_eval") {
		t.Errorf("lua reading a program from a pipeline not known: %q", kinds(s))
	}
	c := find(Parse(`python3 -c "import pty; pty.spawn('sh')"`, Options{}), `python3 -c import pty; pty.spawn('sh')`)
	if c == nil || len(c.Payloads) != 1 || !slices.Contains(c.Payloads[0].Caps, "process") {
		t.Errorf("the payload carries the capability it reaches: %+v", c)
	}
}

// TestClientShellEscapes checks that what a database client's escape
// runs is listed as a command.
func TestClientShellEscapes(t *testing.T) {
	for in, want := range map[string]string{
		`psql -c '\! rm -rf /x'`:                        "rm -rf /x",
		`sqlite3 a.db '.shell rm -rf /x'`:               "rm -rf /x",
		`mysql -e 'system rm -rf /x'`:                   "rm -rf /x",
		"psql <<'EOF'\nSELECT 1;\n\\o | rm -rf /x\nEOF": "rm -rf /x",
		`sqlite3 a.db '.once |rm -rf /x'`:               "rm -rf /x",
	} {
		s := Parse(in, Options{})
		if c := find(s, want); c == nil || c.Context&InCode == 0 {
			t.Errorf("%q: want %q from the client, got %q", in, want, lines(s))
		}
	}
}
