package parser

// Span is a half-open byte range [Start, End) in the text given to Parse.
// Commands found inside a nested string (bash -c STR, eval STR, a heredoc)
// carry the exact inner span when the string was a plain or single-quoted
// literal, and otherwise the span of the enclosing word.
type Span struct {
	Start, End int
}

// Word is one argument as the shell would see it after quote removal.
type Word struct {
	// Value is the literal value. Parts that cannot be known statically are
	// written in a canonical placeholder form: "$NAME" for an unknown
	// variable (so "$HOME/.ssh" stays recognisable), "$(...)" for a
	// command or process substitution, "$((...))" for arithmetic. A leading
	// unexpanded tilde stays "~".
	Value string
	// Dynamic is true when any part of Value is a placeholder.
	Dynamic bool
	// Glob is true when the word holds unquoted glob characters (* ? [).
	Glob bool
	// Link is true when the word names, or goes through, a name that the
	// script made into a link earlier (ln -s ~ build; rm -rf build/), or
	// moved existing data to (mv ~/thesis build/; rm -rf build).
	Link bool
	// Input is true when part of the word is read at run time: the output
	// of a command substitution, or a variable set by read or mapfile
	// (while read f; do cat "$f"; done < list).
	Input bool
	// Fresh is true when the word is exactly "$VAR" of a variable the
	// script set to $(mktemp -d): a folder it just made (see fresh.go).
	Fresh bool
	// Caller is true for an assignment's value that is exactly one
	// variable, with no operator ($P, "${P}"), that the script has not
	// set before it: the value the caller's environment gives, nothing
	// the command chose (not ${P:-http://x}, not $P after read P or
	// P=$(cat f)).
	Caller bool
	Span   Span
}

// Assign is a NAME=value prefix of a command, or a plain assignment.
type Assign struct {
	Name  string
	Value Word
	Span  Span
}

// Redirect is one redirection of a command.
type Redirect struct {
	// Op is the operator as written: ">", ">>", ">|", "<", "<>", "&>",
	// "&>>", ">&", "<&", "<<", "<<-", "<<<".
	Op string
	// Fd is the explicit file descriptor or {var}, "" when omitted.
	Fd string
	// Target is the file, fd or here-string word. For heredocs it is the
	// body with expansions resolved as far as possible.
	Target Word
	Span   Span
	// New is set on an output redirection that creates its file: the
	// file did not exist when gatesh looked (Options.Exists), and gatesh
	// follows the whole script, so nothing else in it can have made or
	// linked that file (see setup.go: every command's effects on files
	// and output are known, it reads nothing from outside but the user's
	// startup files, and it dumps only the state those made).
	New bool
	// Content, when New, is what the redirection writes, as the code it
	// will be if the file runs later: the static text, with ":" for each
	// part that is the shell's own state (functions, aliases, options:
	// re-read, they define and run nothing), and on lines of their own
	// the text a filter inserts (sed replacements, awk strings).
	Content string
}

// Context tells where a command sits in the script.
type Context uint32

const (
	InPipeline   Context = 1 << iota // part of a pipeline of two or more commands
	InSubst                          // inside $(...), `...`, <(...) or >(...)
	InFunc                           // inside a function body
	InLoop                           // inside for/while/until
	InBackground                     // run with &
	InCondition                      // in an if/while condition or a && || chain
	InNested                         // came from a nested shell string, eval, heredoc or stdin script
	InTrap                           // the action of a trap
	InAlias                          // produced by expanding an alias defined in the script
	InCode                           // extracted from inline code of another language (os.system, ...)
	InLater                          // stored now to run later, past this check (git config core.pager CMD)
)

// Mount is a host path that a container sees: docker run -v HOST:PATH,
// --mount type=bind,source=HOST,target=PATH.
type Mount struct {
	Host      Word   // the host path as written
	Container string // where the container sees it, cleaned
	ReadOnly  bool   // :ro, readonly
}

// Container is where a command runs when docker run (podman run, nerdctl
// run) starts it in a container of its own: its paths are the
// container's, and reach the host only through Mounts.
type Container struct {
	Image   string
	Workdir string // -w; "" for the image's own
	Mounts  []Mount
}

// Payload is text in another language that a command will run.
type Payload struct {
	// Lang is "sql", "redis", "mongo", a language package inline models
	// ("python", "node", "perl", "ruby", "php", "awk", "lua", "r", "tcl",
	// "elisp", "gdb", "ipython"), or "unmodeled" for code in a language
	// it does not.
	Lang string
	Text string
	// From says where it came from: "arg", "flag", "heredoc",
	// "herestring", "pipe", "file"; "memory" for arguments of sqlite3
	// :memory:, a database that keeps nothing.
	From string
	// Caps are the capabilities inline code reaches in ways gatesh cannot
	// follow (package inline): "process", "delete", "network",
	// "database", "cloud", "mail".
	Caps []string
	// Checked, when not empty, is the code as the code patterns read it:
	// the deletes of what the code itself made (a temporary file, a
	// folder it created) blanked, as they lose nothing.
	// Dynamic is true when the shell builds part of Text at run time:
	// its placeholders ("$NAME", "$(...)") stand for text gatesh cannot
	// know.
	Dynamic bool
	Checked string
	// Program, when not empty, is the code as patterns about what it
	// runs read it: the text of its plain strings and comments filled
	// in, as data a script writes is not code it runs (Python).
	Program string
	Span    Span
	// Vars are the variables psql's command line sets (-v, --set,
	// --variable NAME=VALUE) for its :NAME, with the value as the
	// shell gives it (placeholders included).
	Vars map[string]string
}

// Command is one simple command as it would run, after unwrapping.
type Command struct {
	// Name is the resolved command name without directories, e.g. "rm"
	// for `/bin/rm`, `\rm`, `r''m` or `x=rm; $x`. A statement made only
	// of redirections (`> file`) is listed as ":", which it equals. When
	// the name is not known statically it is the placeholder ("$x") and
	// the script has a "dynamic_command" problem.
	Name string
	// Path is the name word as resolved, e.g. "/bin/rm"; equal to Name
	// when no directory was given.
	Path string
	// Args are the arguments after the name.
	Args []Word
	// Assigns are the NAME=value prefixes, including those given to env
	// or sudo; `env -u NAME` shows as NAME with an empty value.
	Assigns []Assign
	Redirs  []Redirect
	Context Context
	// Wrappers lists the commands that run this one, outermost first, in
	// a short form: "sudo", "env", "xargs", "find -exec", "bash -c",
	// "eval", "ssh", "docker exec", "python -c", ...
	Wrappers []string
	// PipeFrom lists the names of the commands upstream of this one in
	// its pipeline, nearest last (for `curl x | tee f | sh`, sh has
	// ["curl", "tee"]).
	PipeFrom []string
	// PipedText is the text its pipeline feeds on standard input when
	// the parser knows it (echo, printf or cat of a heredoc upstream);
	// nil when it does not, or when nothing is piped in.
	PipedText *Word
	// MoreArgs is true when more arguments are added at run time that
	// the parser cannot see (xargs, find -exec ... {}, parallel).
	MoreArgs bool
	// FuncCall is true when Name is a function defined in the same
	// script; the function's body is listed separately, with InFunc.
	FuncCall bool
	// Payloads are SQL or inline code this command runs. Shell commands
	// and file deletions found in inline code are listed as commands of
	// their own with InCode (shutil.rmtree(P) as `rm -rf P`).
	Payloads []Payload
	// Terminal is set when the command reads commands typed on its
	// terminal ([commands] reads_terminal): a form of it that reads
	// none, for the reason of a hold where the agent may type there.
	Terminal string
	// Depth is the nesting depth: 0 for top-level, +1 for each nested
	// shell string, eval, substitution or wrapper that reparses text.
	Depth int
	// CwdUnknown is true when an earlier cd (or env -C) may have left the
	// project folder, so a relative path no longer says where it points.
	CwdUnknown bool
	// Dir is the folder the command runs in after the cds before it (or
	// env -C), as far as it is known: "" for the folder the text runs in,
	// a path relative to it ("src", ".."), an absolute or home path
	// ("/etc", "~/.ssh"), or one that starts with a placeholder ("$D/x",
	// "$OLDPWD"). A relative path the command names is Dir/path.
	Dir string
	// Mounts are the host paths a container command (docker run, create)
	// gives its container: access to them from the host's side.
	Mounts []Mount
	// Container is set for a command that runs inside a container that
	// docker run starts; nil on the host.
	Container *Container
	// Remote is set for a command that ssh runs on another host (the
	// innermost ssh, for ssh a 'ssh b CMD'); nil on this machine. Dir
	// still counts the cds made here before ssh (Remote.Dir says where
	// they ended).
	Remote *Remote
	// ResolverSet is set when the command's environment, or an earlier
	// statement of the script (export, declare -x), sets a variable
	// that changes what a host name resolves to (HOSTALIASES,
	// LOCALDOMAIN, RES_OPTIONS): a host it names may be another.
	ResolverSet bool
	// DotGlob is set when an earlier shopt may have turned dotglob on,
	// or GLOBIGNORE was set: a * in a glob word then matches names that
	// start with a dot (.mcp.json, .git).
	DotGlob bool
	// Exported are the variables an earlier export (declare -x) of the
	// script gave a value, which the command's environment carries, as
	// they were last set; those Assigns sets are left out.
	Exported []Assign
	// RunsProgram is true for a package runner's own listing (npx, bunx,
	// pnpm dlx, bun x, npm exec, pipx run) whose package's program is
	// listed after it with the words that follow: that program's rules
	// judge what those words ask.
	RunsProgram bool
	// Program is the span of the word that names the package whose
	// program runs, when RunsProgram: the options after it are that
	// program's.
	Program Span
	Span    Span
}

// Problem is something the parser could not see through. Every problem
// makes the script red: the classifier fails closed.
type Problem struct {
	// Kind is a stable identifier used as the rule id of the verdict:
	// "parse_error", "input_too_large", "nesting_too_deep",
	// "dynamic_command" (a command name not known statically),
	// "dynamic_eval" (eval, source or a shell string not known statically).
	Kind string
	Msg  string
	Span Span
}

// Script is the static view of a whole command text.
type Script struct {
	Commands []*Command
	Problems []Problem
	// Assigns are plain NAME=value statements with no command, in order
	// (they change the environment of later commands when NAME is
	// exported already).
	Assigns []Assign
}

// Limits bound the work the parser does on hostile input.
type Limits struct {
	MaxBytes int // total input size; default 1 MiB
	MaxDepth int // nesting of reparsed strings; default 16
}
