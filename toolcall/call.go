package toolcall

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Call is one tool call as an agent asks for it.
type Call struct {
	// Tool is the tool's name exactly as the agent sent it: Write,
	// read_file, apply_patch, mcp__comments__post_comment.
	Tool string
	// Server is the MCP server the tool belongs to, "" when it is not an
	// MCP tool or the agent does not say.
	Server string
	// Input is the tool's arguments in canonical form (see Canonical).
	Input json.RawMessage
	// Hints are what the MCP server says of the tool, when gatesh read
	// its tools/list; they are not part of the call's text.
	Hints Hints
}

// Hints are an MCP server's annotations of one of its tools. A server
// can say anything of its own tools, so the rules let them raise a
// tier, never lower one; what would lower (readOnlyHint) has no field.
type Hints struct {
	// Destructive: the server marks the tool destructiveHint true.
	Destructive bool
	// OpenWorld: the server marks it openWorldHint true and does not
	// mark it readOnlyHint true: it changes things beyond this machine.
	OpenWorld bool
	// Said are the effects the tool's description and input schema
	// name (see package mcpdesc); each only raises.
	Said []Said
}

// Said is one effect an MCP server's catalog says a tool has, in its
// own words: "Sends an SMS to the number".
type Said struct {
	// Class is the effect: outward, irreversible, money, production,
	// access, secrets, or unread (the catalog was past gatesh's bound,
	// so what it said was not read).
	Class string
	// Quote is the words that said it, clipped, and where they were.
	Quote string
	// Arg, when not "", is the top-level argument whose schema said it:
	// it applies to a call that gives Arg (Value "": a value other than
	// false, null, 0 or ""; else the string Value, alone or in a list),
	// or leaves it out when Default says the server then takes it.
	Arg, Value string
	Default    bool
	// Verb, when not "", is the verb of the description's words that
	// said it (delete, of "create, get, update, delete, list") where
	// no argument's schema conditions it: a call that names another
	// operation in its arguments does not do what that verb does.
	Verb string
	// Op, when not "", is the operation whose line of the description
	// said it: the description lists the tool's operations by name, one
	// a line, each with what it does ("send_message — send a
	// notification"). A call whose operation argument names another of
	// them does not do it.
	Op string
}

// Applies reports whether what was said applies to the call's
// arguments. Arg is a path of properties, dotted (options.notify); a
// list on the way applies when any element does.
func (s Said) Applies(args map[string]json.RawMessage) bool {
	if s.Arg == "" {
		return true
	}
	m := map[string]any{}
	for k, raw := range args {
		var x any
		if json.Unmarshal(raw, &x) != nil {
			return true
		}
		m[k] = x
	}
	return s.appliesAt(m, strings.Split(s.Arg, "."))
}

func (s Said) appliesAt(v any, path []string) bool {
	if len(path) == 0 {
		return s.appliesTo(v)
	}
	switch x := v.(type) {
	case map[string]any:
		e, ok := x[path[0]]
		if !ok {
			return s.Default
		}
		return s.appliesAt(e, path[1:])
	case []any:
		if len(x) == 0 {
			return s.Default
		}
		for _, e := range x {
			if s.appliesAt(e, path) {
				return true
			}
		}
		return false
	}
	return true // not an object where the schema has one: ambiguous
}

// appliesTo reads the argument's value: truthy for a flag, the enum's
// value (alone or in a list) for an operation.
func (s Said) appliesTo(v any) bool {
	if s.Value == "" {
		switch x := v.(type) {
		case nil:
			return false
		case bool:
			return x
		case string:
			return x != ""
		case float64:
			return x != 0
		}
		return true
	}
	switch x := v.(type) {
	case string:
		return sameWords(x, s.Value)
	case float64:
		// a numbered value ("2 = published"); a number where a word
		// is named stays ambiguous, and held
		if n, err := strconv.ParseFloat(s.Value, 64); err == nil {
			return x == n
		}
	case []any:
		for _, e := range x {
			if e, ok := e.(string); !ok || sameWords(e, s.Value) {
				return true
			}
		}
		return false
	}
	return true // not the string the enum names: ambiguous, held
}

// sameWords reports whether two names are the same words, whatever
// their case, spaces and separators: a server that trims or folds
// "DELETE " or "Delete-Label" reads delete, delete_label.
func sameWords(a, b string) bool {
	return slices.Equal(Words(a), Words(b))
}

// New makes a call from the agent's raw arguments, which must be exact
// JSON (see Strict) and an object; null or absent arguments are {}.
func New(tool, server string, input []byte) (Call, error) {
	if tool == "" {
		return Call{}, fmt.Errorf("%w: no tool name", ErrJSON)
	}
	if s := strings.TrimSpace(string(input)); s == "" || s == "null" {
		input = []byte("{}")
	}
	canon, err := Canonical(input)
	if err != nil {
		return Call{}, err
	}
	if server == "" {
		server, _, _ = SplitMCP(tool)
	}
	return Call{Tool: tool, Server: server, Input: canon}, nil
}

// Text is the call in one line, as it is queued, approved and logged: the
// tool's name, a space and its canonical arguments. An approval binds to
// exactly this text, so any change of tool or argument is another call.
func (c Call) Text() string {
	return c.Tool + " " + string(c.Input)
}

// Args decodes the arguments; Input is canonical, so this cannot fail for
// a call made by New.
func (c Call) Args() map[string]json.RawMessage {
	var m map[string]json.RawMessage
	_ = json.Unmarshal(c.Input, &m)
	return m
}

// ParseText is the inverse of Text, for a queued call's text.
func ParseText(text string) (Call, error) {
	tool, input, ok := strings.Cut(text, " ")
	if !ok {
		input = "{}"
	}
	return New(tool, "", []byte(input))
}

// SplitMCP reads an MCP tool's name as Claude Code and Codex spell it,
// mcp__SERVER__TOOL, and as Gemini CLI does, mcp_SERVER_TOOL; for the
// latter the server cannot be told from the tool without the agent's
// word (see SplitMCPFor), so the whole rest is the tool.
func SplitMCP(name string) (server, tool string, ok bool) {
	if rest, found := strings.CutPrefix(name, "mcp__"); found {
		server, tool, ok = strings.Cut(rest, "__")
		if ok && server != "" && tool != "" {
			return server, tool, true
		}
		return "", rest, true
	}
	if rest, found := strings.CutPrefix(name, "mcp_"); found && rest != "" {
		return "", rest, true
	}
	return "", "", false
}

// OwnName is the tool's name without the MCP prefix and server: what the
// server itself calls it.
func (c Call) OwnName() string {
	if c.Server != "" {
		// Claude Code's and Codex's, Gemini CLI's, GitHub Copilot CLI's
		// and opencode's spellings of SERVER's TOOL.
		for _, sep := range []string{"mcp__" + c.Server + "__", "mcp_" + c.Server + "_", c.Server + "-", c.Server + "_"} {
			if rest, ok := strings.CutPrefix(c.Tool, sep); ok && rest != "" {
				return rest
			}
		}
	}
	if _, tool, ok := SplitMCP(c.Tool); ok {
		return tool
	}
	return c.Tool
}

// Words splits a name into lowercase words at underscores, dashes, dots,
// spaces and case changes: createPullRequest, create_pull_request and
// Create-Pull-Request are all [create pull request], HTTPGet is [http get].
func Words(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			flush()
			continue
		}
		if unicode.IsUpper(r) && len(cur) > 0 {
			prev := cur[len(cur)-1]
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if unicode.IsLower(prev) || unicode.IsDigit(prev) || (unicode.IsUpper(prev) && nextLower) {
				flush()
			}
		}
		cur = append(cur, r)
	}
	flush()
	return words
}
