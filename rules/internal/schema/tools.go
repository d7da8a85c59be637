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
}

// ToolAccess says what a tool's arguments name. Each entry is the key of
// an argument; its value is one path or a list of paths, absolute or
// relative to the folder the agent works in (or to the value of Dir).
type ToolAccess struct {
	Reads  []string `toml:"reads"`  // files the tool reads and shows to the model
	Writes []string `toml:"writes"` // files it creates or replaces
	Edits  []string `toml:"edits"`  // files it changes in place: read and written
	Patch  []string `toml:"patch"`  // an apply_patch text: adds, updates, deletes, moves
	URLs   []string `toml:"urls"`   // URLs it fetches; a file:// URL is a read
	Dir    []string `toml:"dir"`    // the folder relative paths start from
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
	// Verbs: the tool's verb is one of these. The verb is the first word
	// of the tool's own name (without the MCP prefix and the server's
	// name) that some rule lists as a verb, else its first word.
	Verbs []string `toml:"verbs"`
	// Words: some word of the tool's own name is one of these.
	Words []string `toml:"words"`
	// Kind: the tool is one of these kinds: "file" (a [tools.access]
	// table names its paths), "web" (one names only URLs), "mcp", "other".
	Kind []string `toml:"kind"`
	// URLHosts: globs on the host of a URL the tool fetches.
	URLHosts []string `toml:"url_hosts"`
}

// ToolConditionKeys are the keys of ToolRule that say what it matches.
var ToolConditionKeys = []string{"tool", "server", "verbs", "words", "kind", "url_hosts"}
