package schema

// Tools is the [tools] section: how an agent's tool calls other than its
// shell are judged.
type Tools struct {
	// Access is the [tools.access.NAME] tables: which arguments of the
	// tool called NAME name files it reads or writes, a patch, or a URL.
	// Its paths are then judged by the same rules as a shell command's.
	Access map[string]ToolAccess `toml:"access"`
	// Rules are the [[tools.rule]] tables.
	Rules []ToolRule `toml:"rule"`
	// Args is [tools.args]: how the arguments of a tool that no access
	// table describes are read.
	Args ToolArgs `toml:"args"`
	// Names is [tools.names]: how the words of a tool's name are read.
	Names ToolNames `toml:"names"`
	// Browser is [tools.browser]: which tools drive a browser, and which
	// of their actions commit what a page holds.
	Browser ToolBrowser `toml:"browser"`
}

// ToolNames says how a tool's name is read, beyond the [verbs] lexicon
// that gives each word its class.
type ToolNames struct {
	// CLIs are programs whose name may lead a tool's (kubectl_get,
	// helm_install, git_checkout): the call is judged as that program's
	// subcommand, by the command rules.
	CLIs []string `toml:"clis"`
	// Generic are words that name no operation of their own (manage,
	// generic, command): an operation argument says what is done.
	Generic []string `toml:"generic"`
	// Compounds are nouns of two words that would read as a verb apart
	// ("pull request"): they are read as one word.
	Compounds []string `toml:"compounds"`
	// Secrets are the words and phrases that name a credential ("api
	// key", "connection string", "kubeconfig"); with secret, password,
	// credential, token and apikey, which the command rules know, a read
	// of one is a read of a secret.
	Secrets []string `toml:"secrets"`
	// Elsewhere are words of a tool's name that say the commands it is
	// given run on another machine (pod, container, remote): the facts
	// of this folder say nothing of them.
	Elsewhere []string `toml:"elsewhere"`
	// HTTP are the words of a tool that sends an HTTP request of any
	// method (http_request, send_request): its method argument says
	// what it does.
	HTTP []string `toml:"http"`
	// Outside are places off this machine that data is put in (s3, a
	// bucket, a drive, a remote): a name that puts something to, into
	// or onto one (export_to_s3, backup_into_bucket) sends it there.
	Outside []string `toml:"outside"`
	// Local are the words of a server's name that say it drives an
	// application or a tool on this machine (a flashcard app, a
	// disassembler, a recorder, an editor), reached on localhost: what
	// it makes is that app's own, which no other person sees.
	Local []string `toml:"local"`
}

// ToolBrowser says which tools drive a browser and what commits.
type ToolBrowser struct {
	// Words: a tool whose name or server has one of these drives a
	// browser on this machine.
	Words []string `toml:"words"`
	// Targets are the arguments that describe what an action acts on (an
	// element, a selector, an instruction).
	Targets []string `toml:"targets"`
	// Commit are the words and phrases that, in a target, send, post, buy
	// or delete what the page holds ("submit", "place order").
	Commit []string `toml:"commit"`
	// Submit are boolean arguments that submit the form typed into.
	Submit []string `toml:"submit"`
}

// ToolArgs names arguments by key, for every tool no access table
// describes (an MCP server's, an agent framework's): what their values
// name is judged as a shell command's would be.
type ToolArgs struct {
	// Paths are keys whose values are paths the tool reads, and writes
	// unless a green rule says it only reads. A value of any key that is
	// an absolute or home path (/x, ~/x) counts too.
	Paths []string `toml:"paths"`
	// SQL are keys whose values are SQL, for a tool whose name or server
	// has one of SQLWords.
	SQL      []string `toml:"sql"`
	SQLWords []string `toml:"sql_words"`
	// KVWords are the words of a tool's name or server that say it
	// speaks a key-value store's commands (redis, valkey, memcached):
	// the command words of its arguments are judged as that store's
	// client (redis-cli) is given them.
	KVWords []string `toml:"kv_words"`
	// Shell are keys whose values are a shell command line, or its
	// argument vector as a list: judged as that command is in a shell.
	Shell []string `toml:"shell"`
	// Code are keys whose values are code (JavaScript, Python): judged
	// as the same code given to node -e or python -c.
	Code []string `toml:"code"`
	// Operation are keys whose value names the operation (method: "get",
	// subCommand: "status"): read as the verb of the call.
	Operation []string `toml:"operation"`
	// Kinds are keys whose value names the kind of object the call acts
	// on (kind: "Secret", resourceType: "deployments").
	Kinds []string `toml:"kinds"`
	// Records are keys whose value names the kind of record a generic
	// record tool makes or changes (create_record {model: "res.users"},
	// insert_document {doctype: "Sales Invoice"}): read as Kinds are,
	// only for a tool whose name's object is a record, an entry, an
	// item or a document, or that has no object. Elsewhere a model is
	// an AI model (create_completion {model: "deepseek-chat"}).
	Records []string `toml:"records"`
	// Branch are keys that name the branch of a repository a call
	// writes to: a shared one is treated as a push to it.
	Branch []string `toml:"branch"`
	// Content are keys whose values are text a call stores or sends (a
	// file's content, a message's body), not what it runs: SQL found
	// there is not read as SQL the call runs, unless the tool's name
	// says it runs what it is given.
	Content []string `toml:"content"`
}

// ToolAccess says what a tool's arguments name. Each entry is the key of
// an argument; its value is one path or a list of paths, absolute or
// relative to the folder the agent works in (or to the value of Dir). A
// key KEY.SUB names the SUB of an object, or of each object of a list,
// under KEY (Cline's read_files {"files": [{"path": ...}]}).
type ToolAccess struct {
	Reads  []string `toml:"reads"`  // files the tool reads and shows to the model
	Writes []string `toml:"writes"` // files it creates or replaces
	Edits  []string `toml:"edits"`  // files it changes in place: read and written
	Patch  []string `toml:"patch"`  // an apply_patch text: adds, updates, deletes, moves
	URLs   []string `toml:"urls"`   // URLs it fetches; a file:// URL is a read
	Dir    []string `toml:"dir"`    // the folder relative paths start from
	// Searches are the folders or files a search tool looks through (the
	// folder the agent works in when none is given): read, and judged as
	// grep -r is given the same Pattern (what it looks for), Include
	// (globs on the files it searches) and Flags (arguments named as
	// grep's options, -i or -A: true gives the option, a number its
	// value). Shows is the argument that says what it shows of a match,
	// ShowsDefault its value when absent: files_with_matches (the names,
	// as grep -l), count (grep -c), anything else the matching lines.
	Searches     []string `toml:"searches"`
	Pattern      []string `toml:"pattern"`
	Include      []string `toml:"include"`
	Flags        []string `toml:"flags"`
	Shows        []string `toml:"shows"`
	ShowsDefault string   `toml:"shows_default"`
	// Examples are calls of the tool (its name, a space and its JSON
	// arguments) that must be held; NotExamples, calls that must pass
	// green. A relative path in them is in the project, wherever the
	// examples run.
	Examples    []string `toml:"examples"`
	NotExamples []string `toml:"not_examples"`
}

// ToolRule is one [[tools.rule]] table.
type ToolRule struct {
	ID          string   `toml:"id"`
	Tier        string   `toml:"tier"`
	Reason      string   `toml:"reason"`
	Deny        bool     `toml:"deny"`
	Disabled    bool     `toml:"disabled"`
	Examples    []string `toml:"examples"`
	NotExamples []string `toml:"not_examples"`

	// Tool: globs on the tool's name as the agent sends it.
	Tool []string `toml:"tool"`
	// Server: globs on the MCP server's name.
	Server []string `toml:"server"`
	// Verbs: the tool's verb is one of these. The verb is the word of the
	// tool's own name (without the MCP prefix and the server's name), or
	// of an operation argument, that decides its class (see VerbClass);
	// else its first word.
	Verbs []string `toml:"verbs"`
	// VerbClass: the class of the call by the [verbs] lexicon, read in
	// its name and operation arguments, is one of these: read, outward,
	// destructive, infrastructure, write (any verb known to change
	// something: write, outward, destructive or infrastructure) or
	// reveal (a read of a secret).
	VerbClass []string `toml:"verb_class"`
	// Words: some word of what the call acts on is one of these (a
	// phrase: words in a row): the words of the tool's own name after its
	// verb, or before it when none follow (issue_write), and the kinds
	// of object its arguments name (kind: "Secret").
	Words []string `toml:"words"`
	// Kind: the tool is one of these kinds: "file" (a [tools.access]
	// table names its paths), "web" (one names only URLs), "mcp", "other".
	Kind []string `toml:"kind"`
	// URLHosts: globs on the host of a URL the tool fetches.
	URLHosts []string `toml:"url_hosts"`
	// SharedBranch: the call writes to a shared branch of a repository
	// (main, master, ...) named in a branch argument.
	SharedBranch bool `toml:"shared_branch"`
	// Submits: a browser action that submits, posts, buys or sends.
	Submits bool `toml:"submits"`
	// TargetProd: an argument names production (prod, production, live)
	// by itself, as target_prod of a command rule reads a target.
	TargetProd bool `toml:"target_prod"`
	// URLSecret: a URL the call is given to fetch or send to carries a
	// credential (a token's shape, a password, a token= parameter) to a
	// host that is not this machine, the shapes the audit log redacts.
	URLSecret bool `toml:"url_secret"`
	// Paths: globs, as a [[rule]]'s paths, on a relative path that an
	// argument of the call names (a file of a repository on a forge,
	// not of this machine, whose paths the path rules judge).
	Paths []string `toml:"paths"`
	// LocalFiles: the call names files only by paths of this machine
	// (absolute or home paths, in its path arguments): the path rules
	// judge what it does to them.
	LocalFiles bool `toml:"local_files"`
	// GuardOff: the call turns a guard off or widens it: an option that
	// says it is dangerous or unsafe, a flag that drops a sandbox or web
	// security, a setting of a block list or of the folders allowed.
	GuardOff bool `toml:"guard_off"`
	// UnlessTestEnv: no match when the call names the environments it
	// acts in and every one is a named non-production one (test, dev,
	// staging, sandbox, qa, preview), none production.
	UnlessTestEnv bool `toml:"unless_test_env"`
	// UnlessProd: no match when an argument names production by itself
	// (what target_prod matches): what is cheap elsewhere, a backup,
	// costs a production system its load.
	UnlessProd bool `toml:"unless_prod"`

	// UnlessWords: no match when a word of what the call acts on is one
	// of these.
	UnlessWords []string `toml:"unless_words"`
	// UnlessVerbs: no match when the call's verb is one of these.
	UnlessVerbs []string `toml:"unless_verbs"`
}

// ToolConditionKeys are the keys of ToolRule that say what it matches.
var ToolConditionKeys = []string{"tool", "server", "verbs", "verb_class", "words", "kind", "url_hosts", "shared_branch", "submits", "target_prod", "url_secret", "paths", "local_files", "guard_off", "unless_test_env", "unless_prod", "unless_words", "unless_verbs"}
