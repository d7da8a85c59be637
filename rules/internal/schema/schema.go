// Package schema holds the file-shaped structs a rules file decodes into.
package schema

import (
	"strings"

	"gatesh/cmdspec"
)

// File is one rules file as written.
type File struct {
	Commands map[string]Command `toml:"commands"`
	Rules    []Rule             `toml:"rule"`
	Verbs    Verbs              `toml:"verbs"`
	Tools    Tools              `toml:"tools"`
}

// Verbs is the [verbs] table: the lexicon that subcommand words of every
// CLI are read against (verb_class). An operator's file adds words to
// any class; a project's file only to the risky ones.
type Verbs struct {
	Read           []string `toml:"read"`
	Outward        []string `toml:"outward"`
	Destructive    []string `toml:"destructive"`
	Infrastructure []string `toml:"infrastructure"`
	// Write are verbs that change something without saying how risky
	// that is (create, update, add): the object decides. A command's
	// verb class reads them as no class at all (write is any verb not
	// known to read); a tool's name reads them as its verb.
	Write []string `toml:"write"`
}

// Each calls f for every word of the table with its class, in the order
// the classes are merged: read, outward, destructive, infrastructure,
// write.
func (v Verbs) Each(f func(word, class string) error) error {
	for _, cl := range []struct {
		class string
		words []string
	}{{"read", v.Read}, {"outward", v.Outward}, {"destructive", v.Destructive}, {"infrastructure", v.Infrastructure}, {"write", v.Write}} {
		for _, w := range cl.words {
			if err := f(w, cl.class); err != nil {
				return err
			}
		}
	}
	return nil
}

// VerbRank orders the classes of a word in two classes, which keeps the
// higher (so that a later layer cannot make a destructive word read),
// and of the parts of one word (force-delete, list-deletions is read).
func VerbRank(class string) int {
	switch class {
	case "infrastructure":
		return 1
	case "outward":
		return 2
	case "read":
		return 3
	case "destructive":
		return 4
	}
	return 0
}

// Wild reports whether a word of the lexicon is a pattern (delete*).
func Wild(w string) bool { return strings.ContainsAny(w, "*?[") }

// VerbClasses returns the class of every word of the tables merged in
// order that is not a pattern: a word in two classes keeps the one
// VerbRank puts higher, the earlier one when they are equal.
func VerbClasses(tables ...Verbs) map[string]string {
	out := map[string]string{}
	for _, t := range tables {
		t.Each(func(w, class string) error {
			if Wild(w) {
				return nil
			}
			if old, ok := out[w]; !ok || VerbRank(class) > VerbRank(old) {
				out[w] = class
			}
			return nil
		})
	}
	return out
}

// Command and Subcommand are the [commands.NAME] tables, shared with
// the parser.
type (
	Command    = cmdspec.Command
	Subcommand = cmdspec.Subcommand
)

// Rule is one [[rule]] table.
type Rule struct {
	ID          string   `toml:"id"`
	Tier        string   `toml:"tier"`
	Reason      string   `toml:"reason"`
	Deny        bool     `toml:"deny"`
	Disabled    bool     `toml:"disabled"`
	Examples    []string `toml:"examples"`
	NotExamples []string `toml:"not_examples"`

	Command     []string `toml:"command"`
	Subcommand  []string `toml:"subcommand"`
	Flags       []string `toml:"flags"`
	AllFlags    []string `toml:"all_flags"`
	UnlessFlags []string `toml:"unless_flags"`
	// OtherFlags is an allow-list: the rule matches when the command
	// gives an option that matches none of these (written as in flags),
	// such as an agent CLI started with any option not known to leave
	// its settings, hooks, shell, sandbox and servers alone.
	OtherFlags []string `toml:"other_flags"`
	// OtherFlagsProject: "--OPTION=PATH" entries. For other_flags, the
	// option is allowed too when its value (after "=" or the next word)
	// is that file of the project, by a path relative to the folder the
	// commands run in (without ".." or a cd before) or by its absolute
	// path there: an agent CLI given the project's own MCP servers file
	// (--mcp-config .mcp.json), which gatesh holds every write to.
	OtherFlagsProject []string `toml:"other_flags_project"`
	Args              []string `toml:"args"`
	ExceptArgs        []string `toml:"except_args"`
	UnlessAllArgs     []string `toml:"unless_all_args"`
	Paths             []string `toml:"paths"`
	ExceptPaths       []string `toml:"except_paths"`
	Writes            []string `toml:"writes"`
	Env               []string `toml:"env"`
	// ExceptEnv: "NAME=GLOB" assignments that do not count for env (a
	// variable set to its tool's own default: GOPROXY=https://proxy.golang.org).
	ExceptEnv []string `toml:"except_env"`
	// UnlessEnv: "NAME=GLOB": the rule does not match a command whose
	// environment (a prefix, or an earlier export of the script) sets NAME
	// to a literal value GLOB matches (ko's KO_DOCKER_REPO=ko.local loads
	// the image into this machine's Docker rather than pushing it).
	UnlessEnv []string `toml:"unless_env"`
	// EnvUnknown: an assignment to one of these names whose value gatesh
	// cannot know statically (a variable it does not follow, a
	// substitution's output).
	EnvUnknown []string `toml:"env_unknown"`
	// UnlessCallerEnv: for env_unknown, a value that is exactly one
	// variable the script has not set (export HTTPS_PROXY="$PROXY")
	// is the caller's environment, not a value the command chose.
	UnlessCallerEnv bool `toml:"unless_caller_env"`
	// MinArgs is how many positional arguments (after the subcommand)
	// the command needs at least: git checkout REV PATH.
	MinArgs   int      `toml:"min_args"`
	StdinFrom []string `toml:"stdin_from"`
	Wrappers  []string `toml:"wrappers"`
	Context   []string `toml:"context"`
	SQL       []string `toml:"sql"`
	Code      []string `toml:"code"`
	Lang      []string `toml:"lang"`
	MoreArgs  bool     `toml:"more_args"`
	RemoteURL bool     `toml:"remote_url"`
	// UnlessGreen drops the rule's hit when a green rule also matched the
	// command (sudo of an allowed command).
	UnlessGreen bool `toml:"unless_green"`
	// RunsDownload names downloaders (curl, wget): the rule matches a
	// command run by the path of a file one of them wrote earlier in the
	// script, or, when the rule lists commands, one given that file as
	// its first argument (bash FILE).
	RunsDownload []string `toml:"runs_download"`
	// UnlessPayloadFrom: no match when the command has a payload from one
	// of these sources ("file": gatesh could read the -f file).
	UnlessPayloadFrom []string `toml:"unless_payload_from"`
	// Capabilities: inline code reaches one of these in a way gatesh
	// cannot follow (process, delete, network, database, cloud, mail).
	Capabilities []string `toml:"capabilities"`
	// ReadVerbs: no match when the tool's verb (found through its
	// [commands] table: verb_skip, verb_groups, verb_search) is one of
	// these and not one of WriteVerbs, or --help or --version is given.
	ReadVerbs  []string `toml:"read_verbs"`
	WriteVerbs []string `toml:"write_verbs"`
	// RemoteWrite: a file the command writes is on another host,
	// [user@]host:path or rsync://host/... (scp, rsync to a remote).
	RemoteWrite bool `toml:"remote_write"`
	// InputArgs: an argument or input redirect is chosen at run time:
	// from a command substitution, read or mapfile, or xargs.
	InputArgs bool `toml:"input_args"`
	// RemoteEndpoint: the command is pointed at a server on another host:
	// a URL with a scheme, or an option named for an endpoint (--address,
	// --host, --server, --url, --dsn, --target...) whose value is a host
	// with a dot or a port; see remoteEndpoint.
	RemoteEndpoint bool `toml:"remote_endpoint"`
	// ModeBits: the mode a chmod, install -m or mkdir -m sets turns on
	// one of these: "setid" (setuid or setgid), "other-write", "exec"
	// (an execute bit added; see execBit).
	ModeBits []string `toml:"mode_bits"`
	// NoArgs: the command has no positional argument after the
	// subcommand (kill -9 -1, where -1 is the target) but the project's
	// folder (.) and a search's pattern (git grep PATTERN).
	NoArgs bool `toml:"no_args"`
	// FileArgs: an argument after the subcommand names a file: it starts
	// with ./ or ../, is a glob, or is a file on disk (one stat each,
	// when gatesh may look: LoadOptions.IsFile).
	FileArgs bool `toml:"file_args"`
	// UnlessSetup: a write does not count for writes when it creates its
	// file from what gatesh follows whole (parser.Redirect.New); what it
	// writes is then classified as the code the file will run.
	UnlessSetup bool `toml:"unless_setup"`
	// Unlisted: the command is in no [commands] table and no rule names
	// it, and is no builtin or function: a program gatesh knows nothing
	// of, which may read or write any path it is given.
	Unlisted bool `toml:"unlisted"`
	// VerbClass: the class, by the [verbs] lexicon, of the command's
	// leading words (its subcommand): outward, destructive,
	// infrastructure, read, or write (anything not known to read).
	VerbClass []string `toml:"verb_class"`
	// UnlessLocal: no match when every target the command names (a
	// context, endpoint, host or registry) is this machine or a local
	// cluster or emulator: --context kind-dev, localhost:5000/app.
	UnlessLocal bool `toml:"unless_local"`
	// TargetProd: a target option or variable (--context, --profile,
	// --host, --database, AWS_PROFILE, PGHOST...) is named like
	// production: prod, production, prd, live.
	TargetProd bool `toml:"target_prod"`
	// ListenPublic: a listen address the command is given (--bind,
	// --host, --ip, -S...) is not loopback.
	ListenPublic bool `toml:"listen_public"`
	// LoadRemote: the command has a load test's shape (numeric
	// concurrency, count, rate or duration options, a load plan) and is
	// aimed at a host that is not this machine.
	LoadRemote bool `toml:"load_remote"`
	// Attack: the command's words have the shape of an attack on other
	// machines: "guess" (a password list), "fuzz" (a list's placeholder
	// in what is sent to another host), "sniff" (a network interface
	// other than loopback), "hash" (a password hash where a password
	// goes, aimed at another host), "spray" (a user with a range of
	// machines). See rules/attack.go.
	Attack string `toml:"attack"`
	// UnlessLoopback: no match when the command is given listen
	// addresses and every one is loopback (a server that listens on every
	// interface by default).
	UnlessLoopback bool `toml:"unless_loopback"`
	// UnlessAppServer: no match when the command serves the project's own
	// application while it is developed: an app object named module:attr
	// (main:app), or a framework's dev server (dev, or run of a code file
	// of the project); see appServer.
	UnlessAppServer bool `toml:"unless_app_server"`
	// UnlessMention: no match when the command only names a secret file
	// without letting its contents out: a quiet search (grep -q, -l, -c),
	// a rename inside the project, a key generated into the project.
	UnlessMention bool `toml:"unless_mention"`
	// UnlessNamed: the hit is dropped when a rule that names the command
	// literally also matched it, or when its [commands] table reads it
	// subcommand by subcommand (git): a tool's own rules judge it, and
	// the defaults judge the rest.
	UnlessNamed bool `toml:"unless_named"`
	// UnlessSubcommand: no match when the command's words start with one
	// of these (as subcommand matches them): glab mr create is a
	// proposal, not a write.
	UnlessSubcommand []string `toml:"unless_subcommand"`
	// UnlessToolCall: "WORDS" entries (mcp call). No match when the
	// command's words start with one of these and go on with a server,
	// a tool and its JSON arguments, and the tool-call policy finds that
	// call green: the command calls one tool, judged as the agent's own
	// call of it is.
	UnlessToolCall []string `toml:"unless_tool_call"`
	// PromptTools: a word of the command (an agent's prompt) names an MCP
	// tool (mcp__SERVER__TOOL) whose call, with no arguments, the
	// tool-call policy does not find green: the agent is asked to make
	// a call that its own hook would judge so.
	PromptTools bool `toml:"prompt_tools"`
	// ExceptProject: a path inside the folder the command runs in does
	// not count for args, paths or writes, however it is spelled
	// (/repo/a.go run in /repo is a.go). For rules about what lies
	// outside it.
	ExceptProject bool `toml:"except_project"`
	// LiteralArgs: args and except_args match the words as written, not
	// as paths a cd before the command moves (package names and forge
	// names such as USER/REPO, not files).
	LiteralArgs bool `toml:"literal_args"`
	// ByContent: a file among paths is judged by what its first bytes
	// show when gatesh may read it (LoadOptions.Content): a private key
	// matches whatever its name, except_paths included; a file of
	// certificates or public keys only does not; otherwise the name
	// decides.
	ByContent bool `toml:"by_content"`
	// CodeProgram: the code patterns read inline code as a program, with
	// the text of its plain strings and comments filled in, where the
	// language model can tell them (Python) and the code runs no text
	// as code: a pattern about what code calls does not match the data
	// it writes into a file.
	CodeProgram bool `toml:"code_program"`
	// SearchPattern: regexps (RE2) on what the command searches for: a
	// pattern argument or option of a search tool (grep, rg, sed, git
	// grep, git log -G), any word of a program gatesh knows nothing of,
	// and inline code. A search for credentials by their shape.
	SearchPattern []string `toml:"search_pattern"`
	// UpstreamArgs: the command that pipes into this one (stdin_from
	// names it) has an argument matching one of these wildcards;
	// UnlessUpstreamArgs: no match when it has one.
	UpstreamArgs       []string `toml:"upstream_args"`
	UnlessUpstreamArgs []string `toml:"unless_upstream_args"`
	// UnlessInProject: no match when every operand and every option
	// value that may name a file is a path inside the project (relative
	// without "..", or the project's by its absolute path), with no host
	// part and no link on the way out, and the command runs in the
	// project: what it changes, git and the person who works there can
	// see and restore.
	UnlessInProject bool `toml:"unless_in_project"`
	// UnlessCleanup: "FLAG=GLOB" entries (-name=*.pyc). No match when the
	// command gives at least one of these flags, every value of them
	// matches a glob for that flag, and every operand is inside the
	// project (as unless_in_project): a cleanup by pattern of what is
	// made again.
	UnlessCleanup []string `toml:"unless_cleanup"`
	// Transfer: "download", the command copies from a remote store (an
	// s3://, gs://, az:// or https:// URL, rclone's remote:path) into a
	// local path, its last operand; "upload", from a local path to a
	// remote one; "upload-store", an upload to a URL that is not http(s).
	Transfer string `toml:"transfer"`
	// UnlessQueryRead: no match when every body the command sends
	// (-d, --data*, --json) is a GraphQL query that only reads: a JSON
	// object whose "query" is a query, not a mutation or subscription.
	UnlessQueryRead bool `toml:"unless_query_read"`
	// OperandProd: an operand after the subcommand is named like
	// production (prod-admin, acme-production): the context, project or
	// account a CLI is set to.
	OperandProd bool `toml:"operand_prod"`
	// OperandCloud: an operand after the subcommand is named for a cloud
	// provider (dev-aws, web-gcp, digital-ocean-1): a machine that
	// provider runs.
	OperandCloud bool `toml:"operand_cloud"`
	// DestUnknown: a download's or a package extract's local destination
	// is a value gatesh cannot know (a variable, a substitution) that is
	// no folder the script made with mktemp -d.
	DestUnknown bool `toml:"dest_unknown"`
	// BringsUnread: the command brings files into the top of the project
	// whose names gatesh cannot read before they land: it unpacks an
	// archive, applies a patch, or checks out, merges or picks other
	// commits.
	BringsUnread bool `toml:"brings_unread"`
	// BringsUnlisted: the command brings files from an archive or a
	// patch into the top of the project or a dot folder of it, and
	// gatesh could not list their names (a pipe, a terminal, a file it
	// could look at but not read or list).
	BringsUnlisted bool `toml:"brings_unlisted"`
	// UnlessCreates: a write of a folder the command makes new and
	// refuses to fill when it holds anything (git clone DIR) does not
	// count for writes: it overwrites nothing.
	UnlessCreates bool `toml:"unless_creates"`
	// AfterCdPathWords: after a cd, a word of a command whose verb reads
	// counts as a file of the new folder only when it looks like a path
	// (a slash, a dot, a leading ~); a bare word, such as a subcommand or
	// an id, does not.
	AfterCdPathWords bool `toml:"after_cd_path_words"`
	// UnlessAllArgsOf names another rule whose unless_all_args this one
	// uses as its own: one list of what is rebuilt, read by every rule
	// that needs it, rather than copies that drift.
	UnlessAllArgsOf string `toml:"unless_all_args_of"`
	// UnlessCleanupOf names a find rule whose unless_cleanup "-name="
	// entries pass an argument by its last part, inside the project.
	UnlessCleanupOf string `toml:"unless_cleanup_of"`
}

// ConditionKeys are the keys of Rule that say what a rule matches.
var ConditionKeys = []string{
	"command", "subcommand", "flags", "all_flags", "unless_flags", "other_flags", "args",
	"except_args", "unless_all_args", "paths", "except_paths", "writes",
	"env", "except_env", "env_unknown", "stdin_from", "wrappers", "context", "sql", "code", "lang",
	"more_args", "remote_url", "unless_green", "runs_download",
	"unless_payload_from", "capabilities", "read_verbs", "write_verbs",
	"remote_write", "input_args", "mode_bits", "no_args", "file_args", "unless_setup",
	"unlisted", "verb_class", "unless_local", "target_prod", "listen_public", "unless_loopback", "unless_app_server", "unless_mention", "unless_named", "unless_subcommand",
	"except_project", "literal_args", "by_content", "code_program", "search_pattern", "upstream_args", "unless_upstream_args", "unless_in_project", "unless_cleanup", "transfer", "attack", "unless_query_read", "operand_prod", "brings_unread", "unless_all_args_of", "unless_cleanup_of",
}

// Needs is what a rule requires of a command before it can match: a
// command that lacks one of them cannot match the rule, which the engine
// tells without compiling the rule.
type Needs uint16

const (
	NeedMoreArgs Needs = 1 << iota // more_args
	NeedReads                      // paths: a file the command reads
	NeedWrites                     // writes: a file the command writes
	NeedPayload                    // sql, code or lang: an SQL or code payload
	NeedAssigns                    // env: an assignment before the command
	NeedWrappers                   // wrappers: a wrapper such as sudo
	NeedPipe                       // stdin_from: a command piping into it
	NeedDownload                   // runs_download: an earlier download
	NeedSearch                     // search_pattern: something searched for
)

// Needs returns what r requires of a command.
func (r *Rule) Needs() Needs {
	var n Needs
	set := func(bit Needs, on bool) {
		if on {
			n |= bit
		}
	}
	set(NeedMoreArgs, r.MoreArgs)
	set(NeedReads, len(r.Paths) > 0)
	set(NeedWrites, len(r.Writes) > 0 || r.RemoteWrite || r.BringsUnread || r.BringsUnlisted)
	set(NeedPayload, len(r.SQL)+len(r.Code)+len(r.Lang)+len(r.Capabilities) > 0)
	set(NeedAssigns, len(r.Env)+len(r.EnvUnknown) > 0)
	set(NeedWrappers, len(r.Wrappers) > 0)
	set(NeedPipe, len(r.StdinFrom) > 0)
	set(NeedDownload, len(r.RunsDownload) > 0)
	set(NeedSearch, len(r.SearchPattern) > 0)
	return n
}
