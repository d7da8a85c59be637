package cmdspec

import (
	"maps"
	"slices"
	"strings"
	"sync/atomic"
)

// Command tells how one command reads its arguments: the [commands.NAME]
// table of a rules file.
type Command struct {
	// ValueFlags take a value: the next word, `--opt=value` or `-Xvalue`.
	ValueFlags []string `toml:"value_flags"`
	// JoinedValueFlags take a value only joined to them (`-r/`,
	// `--root=/`): the next word is not theirs (nsenter -r CMD runs
	// CMD), and the name is no abbreviation of a longer option.
	JoinedValueFlags []string `toml:"joined_value_flags"`
	// OptionsAnywhere keeps ValueFlags in force after the subcommand
	// (aws, kubectl); otherwise they apply only before it (git).
	OptionsAnywhere bool `toml:"options_anywhere"`
	// SingleDash means options are whole single-dash words (find -name).
	SingleDash bool `toml:"single_dash"`
	// ArgsNotRead means the command never reads the files its arguments
	// name: it prints them (echo) or looks only at names (ls, test).
	ArgsNotRead bool `toml:"args_not_read"`
	// PatternArg means the first positional is a pattern, not a file,
	// unless one of PatternFlags gave the pattern (grep -e).
	PatternArg   bool     `toml:"pattern_arg"`
	PatternFlags []string `toml:"pattern_flags"`
	// PatternFileFlags take a file of patterns (grep -f): the file is
	// read, and the first positional is then not a pattern.
	PatternFileFlags []string `toml:"pattern_file_flags"`
	// TextFlags take a value that is text, not a file (git commit -m).
	TextFlags []string `toml:"text_flags"`
	// WriteArgs names the positionals the command writes: "last" (cp,
	// mv), "all" (tee) or "first" (zip OUT FILES...).
	WriteArgs string `toml:"write_args"`
	// WriteFlags take the file or directory written (cp -t).
	WriteFlags []string `toml:"write_flags"`
	// WriteKeys are KEY=file arguments that name a file written (dd of=).
	WriteKeys []string `toml:"write_keys"`
	// InPlaceFlags make the command write the files it reads: sed -i,
	// perl -i, ruby -i, yq -i, awk -i inplace.
	InPlaceFlags []string `toml:"in_place_flags"`
	// With one of ExtractFlags the command unpacks into the folder its
	// ExtractToFlags name, which it writes: tar -x -C DIR.
	ExtractFlags   []string `toml:"extract_flags"`
	ExtractToFlags []string `toml:"extract_to_flags"`
	// With one of CreateFlags the command writes the archive its
	// CreateToFlags name: tar -c -f FILE, cpio -o -F FILE (and tar's
	// old style, tar cf FILE).
	CreateFlags   []string `toml:"create_flags"`
	CreateToFlags []string `toml:"create_to_flags"`
	// ChdirFlags name a folder that the operands after them are in: the
	// command moves there before it reads them (tar -C DIR, patch -d
	// DIR).
	ChdirFlags []string `toml:"chdir_flags"`
	// With one of StdinNamesFlags the command reads, on standard input,
	// the names of the files it reads (cpio -o, zip -@; an option that
	// takes a value, when its value is -: tar -T -): a here-string's or
	// a heredoc's lines, and what the command piping in names (find's
	// start folders), are those files.
	StdinNamesFlags []string `toml:"stdin_names_flags"`
	// CodeFlags take code the command runs (julia -e, Rscript -e), in
	// CodeLang: a language the parser models ("lua", "r", "tcl",
	// "elisp", "gdb", "ipython"), or "" for one it does not.
	CodeFlags []string `toml:"code_flags"`
	CodeLang  string   `toml:"code_lang"`
	// StdinCode: without a script operand (or with "-"), the command
	// reads its program on standard input (lua -, tclsh, Rscript -).
	StdinCode bool `toml:"stdin_code"`
	// ScriptFlags take a file of code the command runs (vim -S, gdb -x):
	// standard input by any name there ("-", /dev/stdin, a descriptor, a
	// terminal) is code piped or typed in, as with bash -s.
	ScriptFlags []string `toml:"script_flags"`
	// StdinFlags make the command read its commands from standard input
	// whatever its operands (vim -e, -es: ex mode); StdinAlways, with no
	// option (ex, ed). A command given on the command line that quits
	// first (-c wq, +q) leaves standard input unread.
	StdinFlags  []string `toml:"stdin_flags"`
	StdinAlways bool     `toml:"stdin_always"`
	// Where the verb of a cloud or cluster tool is, for rules with
	// read_verbs: the positional after VerbSkip others (aws SERVICE
	// VERB) and after any of VerbGroups (kubectl config VERB, wrangler kv
	// namespace VERB); with VerbSearch, the first positional from there
	// that is a verb the rule names (gcloud compute instances VERB).
	VerbSkip   int      `toml:"verb_skip"`
	VerbGroups []string `toml:"verb_groups"`
	VerbSearch bool     `toml:"verb_search"`
	// VerbLast: the CLI takes no positional parameter, only options (az,
	// oci), so its command is the run of words before the first option
	// and the verb is the last of them, whatever services and resources
	// come before it (oci monitoring metric-data summarize-metrics-data).
	VerbLast bool `toml:"verb_last"`
	// VerbCompound: an action may join the thing it acts on to its verb
	// with hyphens (linode-cli linodes ips-list, mysql-creds-view): the
	// verb is the last part, and an action with a part that names keys,
	// a secret or a token is no read.
	VerbCompound bool `toml:"verb_compound"`
	// EvalOutput lists the argument lists (words joined by one space;
	// wildcards * and ?) with which the command prints only shell
	// assignments and functions: eval "$(ssh-agent -s)", eval "$(pyenv
	// init -)". Such an eval runs what the tool is known to print.
	EvalOutput []string `toml:"eval_output"`
	// Partial: the table says only where the program writes by its own
	// arguments (gcc -o, cmake -B), not how it reads or writes the
	// rest, so the program is still one nobody listed: the defaults
	// for those judge its other words.
	Partial bool `toml:"partial"`
	// CreatesOnly: the files WriteArgs names are made new, or only their
	// times change (touch): the command empties or overwrites nothing,
	// yet a new file may land where programs run code from.
	CreatesOnly bool `toml:"creates_only"`
	Runs
	Terminal
	Subcommands map[string]Subcommand `toml:"subcommands"`
}

// Terminal says when a program reads commands typed on its terminal
// (a pager's !, an editor's :!, a debugger's shell, a client's prompt).
// Where another tool of the agent types into that terminal unseen
// (Codex's exec_command with tty, then write_stdin), such a program is
// held on that route only.
type Terminal struct {
	// ReadsTerminal: it reads the terminal unless one of
	// NoTerminalFlags is given (less, vim; git commit, which opens the
	// editor, without -m).
	ReadsTerminal bool `toml:"reads_terminal"`
	// TerminalFlags: with one of these it reads the terminal, whatever
	// else is given (crontab -e; git commit -e after -m).
	TerminalFlags []string `toml:"terminal_flags"`
	// NoTerminalFlags: with one of these it reads no terminal (top -b,
	// emacs --batch, git commit -m).
	NoTerminalFlags []string `toml:"no_terminal_flags"`
	// StdinTerminal: it reads its commands from standard input, so a
	// pipe or a redirection into it leaves no terminal to type on
	// (echo bt | gdb prog); a pager or an editor opens /dev/tty itself.
	StdinTerminal bool `toml:"stdin_terminal"`
	// TerminalInstead names a form that reads no terminal, for the
	// reason a hold gives.
	TerminalInstead string `toml:"terminal_instead"`
}

// Subcommand refines Command after its first positional word, or after
// two words when its name has a space ("tool run").
type Subcommand struct {
	ValueFlags []string `toml:"value_flags"`
	// JoinedValueFlags as the command's: git commit -S[KEYID].
	JoinedValueFlags []string `toml:"joined_value_flags"`
	// ArgsNotRead: the subcommand does not read the files its arguments
	// name (git status .env, git rm --cached .env).
	ArgsNotRead  bool     `toml:"args_not_read"`
	PatternArg   bool     `toml:"pattern_arg"`
	PatternFlags []string `toml:"pattern_flags"`
	TextFlags    []string `toml:"text_flags"`
	// WriteArgs ("first" or "last" positional after the subcommand) and
	// WriteFlags as the command's: 7z a OUT FILES, git mv SRC DEST, go
	// build -o FILE.
	WriteArgs  string   `toml:"write_args"`
	WriteFlags []string `toml:"write_flags"`
	// CreatesOnly: what WriteArgs names is a folder the subcommand makes
	// new, which it refuses when it holds anything (git clone DIR, git
	// worktree add DIR): it overwrites nothing, yet what it puts there
	// may be a place programs run code from.
	CreatesOnly bool `toml:"creates_only"`
	Runs
	Terminal
}

// Runs says how a command runs another command named in its arguments:
// `sudo CMD`, `timeout 5 CMD`, `uv run CMD`, `ssh HOST CMD`, `su -c STR`.
// The parser reads the inner command through it, so that an operator can
// teach gatesh a wrapper without a release.
type Runs struct {
	// RunsCommand: after the options (and CommandSkip operands) comes a
	// command, with the rest of the words as its arguments.
	RunsCommand bool `toml:"runs_command"`
	// CommandSkip operands come before the command: timeout DURATION,
	// chroot DIR, gosu USER, direnv exec DIR.
	CommandSkip int `toml:"command_skip"`
	// CommandAfter: the command starts after the first of these words
	// (nix develop -c CMD, mise exec -- CMD); without one, none runs.
	CommandAfter []string `toml:"command_after"`
	// CommandNeedsFlags: a command runs only when one of these options
	// is given (runuser -u USER CMD).
	CommandNeedsFlags []string `toml:"command_needs_flags"`
	// NoCommandFlags: with any of these options no command runs
	// (sudo -l, command -v).
	NoCommandFlags []string `toml:"no_command_flags"`
	// ShellWithoutCommand: given no command, it starts the user's shell,
	// which reads its commands from the terminal (chroot DIR, unshare,
	// nsenter, fakeroot, proot).
	ShellWithoutCommand bool `toml:"shell_without_command"`
	// EnvOperands: NAME=value operands before the command set its
	// environment (sudo, cross-env).
	EnvOperands bool `toml:"env_operands"`
	// CommandIsShell: the command's words are joined with spaces and run
	// by a shell (ssh HOST CMD, sg GROUP CMD).
	CommandIsShell bool `toml:"command_is_shell"`
	// ShellFlags are options whose value is a shell command (su -c,
	// flock -c, script -c, nix-shell --run).
	ShellFlags []string `toml:"shell_flags"`
	// Listed: the wrapper is listed as a command of its own, with the
	// words before the command it runs (ssh HOST), so rules see it.
	Listed bool `toml:"listed"`
	// PairFlags are options that take two values (bwrap --bind SRC DEST).
	PairFlags []string `toml:"pair_flags"`
	// OperandsAreShell: every operand is a shell command of its own, and
	// so is every ShellFlags value (concurrently "npm start" "npm test",
	// hyperfine --prepare CMD CMD...).
	OperandsAreShell bool `toml:"operands_are_shell"`
	// RunsAs: the subcommand is the tool's own spelling of another
	// program, which it runs (or does the work of) with the words after
	// the subcommand as its arguments, less the tool's own options
	// (value_flags, with their values): rtk read FILE is cat FILE, rtk
	// grep PATTERN DIR is rg PATTERN DIR. The command is judged as that
	// program.
	RunsAs string `toml:"runs_as"`
}

// Wraps reports whether r says anything about a command being run.
func (r *Runs) Wraps() bool {
	return r.RunsCommand || len(r.CommandAfter) > 0 || len(r.ShellFlags) > 0 || r.OperandsAreShell || r.RunsAs != ""
}

// Def is one [commands.NAME] table with its subcommands in name order.
// The embedded default is generated as a sorted slice of these, so that
// the linker lays it out and no map is built at start.
type Def struct {
	Name string
	Cmd  Command // Subcommands unused: see Subs
	Subs []SubDef
}

// SubDef is one subcommand table of a Def.
type SubDef struct {
	Name string
	Sub  Subcommand
}

// Sub returns the subcommand table called name, or nil.
func (d *Def) Sub(name string) *Subcommand {
	i, found := slices.BinarySearchFunc(d.Subs, name, func(s SubDef, n string) int { return strings.Compare(s.Name, n) })
	if !found {
		return nil
	}
	return &d.Subs[i].Sub
}

// Defs sorts a decoded [commands] table into Defs.
func Defs(m map[string]Command) []Def {
	defs := make([]Def, 0, len(m))
	for _, name := range slices.Sorted(maps.Keys(m)) {
		c := m[name]
		d := Def{Name: name, Cmd: c}
		d.Cmd.Subcommands = nil
		for _, sub := range slices.Sorted(maps.Keys(c.Subcommands)) {
			d.Subs = append(d.Subs, SubDef{Name: sub, Sub: c.Subcommands[sub]})
		}
		defs = append(defs, d)
	}
	return defs
}

// Table is one file's command tables, sorted by name. It is read-only.
type Table struct {
	names []string // searched apart from defs, so that a lookup reads little memory
	defs  []Def
	// build, for the embedded default, builds the table at position i
	// in place of defs; built keeps each one it built.
	build func(int) *Def
	built []atomic.Pointer[Def]
}

// NewTable makes a table of defs, which must be sorted by name (as Defs
// returns them).
func NewTable(defs []Def) *Table {
	names := make([]string, len(defs))
	for i := range defs {
		names[i] = defs[i].Name
	}
	return &Table{names: names, defs: defs}
}

// Len is the number of commands in t.
func (t *Table) Len() int { return len(t.names) }

// Index returns the position of the command called name, if t has one.
func (t *Table) Index(name string) (int, bool) {
	return slices.BinarySearch(t.names, name)
}

// At returns the command at position i.
func (t *Table) At(i int) *Def {
	if t.build == nil {
		return &t.defs[i]
	}
	if d := t.built[i].Load(); d != nil {
		return d
	}
	// Two goroutines may both build it; all callers see the first.
	t.built[i].CompareAndSwap(nil, t.build(i))
	return t.built[i].Load()
}

// Lookup returns the table of the command called name, or nil.
func (t *Table) Lookup(name string) *Def {
	if i, ok := t.Index(name); ok {
		return t.At(i)
	}
	return nil
}

// Layers are the tables of the rules files in force, in order: a later
// layer's table for a command replaces an earlier one.
type Layers []*Table

// Lookup returns the table of the command called name from the last
// layer that has one, or nil.
func (l Layers) Lookup(name string) *Def {
	for i := len(l) - 1; i >= 0; i-- {
		if d := l[i].Lookup(name); d != nil {
			return d
		}
	}
	return nil
}

// defaultTable is laid out by the linker: nothing runs at start, and a
// command builds only the tables it looks up.
var defaultTable = Table{names: defaultNames, build: defaultDef, built: defaultBuilt[:]}

// Default returns the tables of the embedded default rules.toml.
func Default() *Table { return &defaultTable }
