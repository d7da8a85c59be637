package agentsetup

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// Codex runs a hook from config.toml only once the user has trusted it
// (in the /hooks screen of its terminal UI); `codex exec` has no such
// screen and silently skips an untrusted hook. Trust is recorded in the
// same file as
//
//	[hooks.state."<config.toml path>:pre_tool_use:<group>:<handler>"]
//	trusted_hash = "sha256:<hex>"
//
// where the hash covers the hook's normalized identity: event, matcher
// and the one handler with its timeout, as compact JSON with sorted keys
// (codex-rs/hooks/src/engine/discovery.rs, command_hook_hash, and
// codex-rs/config/src/fingerprint.rs, version_for_toml). Installing the
// hook is the user's decision to trust it, so install records that trust.
// The hash was checked against Codex 0.169.0's own (app-server hooks/list
// reports it as currentHash).

const (
	// codexTimeout is in seconds, well over hold.wait: a hook that times
	// out lets Codex run the tool.
	codexTimeout = 600
)

// codexHookHash is the trusted_hash Codex computes for our handler.
func codexHookHash(command, matcher string) string {
	identity := map[string]any{
		"event_name": "pre_tool_use",
		"matcher":    matcher,
		"hooks": []any{map[string]any{
			"type": "command", "command": command, "timeout": codexTimeout, "async": false,
		}},
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(identity); err != nil {
		panic(err) // plain strings and numbers always encode
	}
	sum := sha256.Sum256(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
	return "sha256:" + hex.EncodeToString(sum[:])
}

// codexTrustKey names the handler: Codex keys trust by the config file's
// path and the handler's position among the PreToolUse groups.
func codexTrustKey(configPath string, group int) string {
	return configPath + ":pre_tool_use:" + strconv.Itoa(group) + ":0"
}

// codexConfigPath is where Codex reads the user's config.toml, spelled
// as Codex spells it in trust keys: CODEX_HOME with links resolved, else
// ~/.codex as it is.
func codexConfigPath(getenv func(string) string) (path, keyPath string, err error) {
	if dir := getenv("CODEX_HOME"); dir != "" {
		if !filepath.IsAbs(dir) {
			return "", "", fmt.Errorf("CODEX_HOME=%s is not an absolute path", dir)
		}
		path = filepath.Join(dir, "config.toml")
		if real, err := filepath.EvalSymlinks(dir); err == nil {
			return path, filepath.Join(real, "config.toml"), nil
		}
		return path, path, nil
	}
	home := getenv("HOME")
	if home == "" {
		return "", "", fmt.Errorf("HOME is not set")
	}
	path = filepath.Join(home, ".codex", "config.toml")
	return path, path, nil
}

// Marks around the block gatesh adds to a TOML file.
const (
	blockBegin = "# >>> gatesh: added by `gatesh install --agent %s`; `gatesh uninstall --agent %s` removes this block"
	blockEnd   = "# <<< gatesh"
)

// tomlString quotes s as a TOML basic string.
func tomlString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\u%04X", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// codexBlock is the TOML gatesh adds: the hook, as the last PreToolUse
// group (index group), and its trust.
func codexBlock(command, matcher, keyPath string, group int) string {
	lines := []string{
		fmt.Sprintf(blockBegin, "codex", "codex"),
		"[[hooks.PreToolUse]]",
		"matcher = " + tomlString(matcher),
		"",
		"[[hooks.PreToolUse.hooks]]",
		`type = "command"`,
		"command = " + tomlString(command),
		"timeout = " + strconv.Itoa(codexTimeout),
		"",
		"[hooks.state." + tomlString(codexTrustKey(keyPath, group)) + "]",
		"trusted_hash = " + tomlString(codexHookHash(command, matcher)),
		blockEnd,
	}
	return strings.Join(lines, "\n") + "\n"
}

// findBlock returns the span of gatesh's marked block in text, including
// the blank line before it, or -1.
func findBlock(text, agent string) (start, end int) {
	begin := fmt.Sprintf(blockBegin, agent, agent)
	i := strings.Index(text, begin)
	if i < 0 || (i > 0 && text[i-1] != '\n') {
		return -1, -1
	}
	j := strings.Index(text[i:], "\n"+blockEnd)
	if j < 0 {
		return -1, -1
	}
	end = i + j + 1 + len(blockEnd)
	if end < len(text) && text[end] == '\n' {
		end++
	}
	if i >= 2 && text[i-2:i] == "\n\n" {
		i--
	}
	return i, end
}

// decodeTOML decodes a TOML document into plain maps.
func decodeTOML(text string) (map[string]any, error) {
	m := map[string]any{}
	if _, err := toml.Decode(text, &m); err != nil {
		return nil, err
	}
	return m, nil
}

// codexHooksOff names each table of a decoded Codex config whose
// features turn hooks off: [features], and [profiles.NAME.features],
// which Codex applies over it when the profile is in force (the
// top-level profile key, or codex --profile NAME).
func codexHooksOff(doc map[string]any) []string {
	off := func(t any) bool {
		f, _ := t.(map[string]any)
		return f != nil && (f["hooks"] == false || f["codex_hooks"] == false)
	}
	var where []string
	if off(doc["features"]) {
		where = append(where, "[features]")
	}
	profiles, _ := doc["profiles"].(map[string]any)
	for _, name := range slices.Sorted(maps.Keys(profiles)) {
		p, _ := profiles[name].(map[string]any)
		if off(p["features"]) {
			where = append(where, "[profiles."+name+".features]")
		}
	}
	return where
}

// preToolUseGroups counts the [[hooks.PreToolUse]] groups of a decoded
// config; an error means hooks.PreToolUse is not an array of tables.
func preToolUseGroups(doc map[string]any) (int, error) {
	hooks, ok := doc["hooks"]
	if !ok {
		return 0, nil
	}
	h, ok := hooks.(map[string]any)
	if !ok {
		return 0, fmt.Errorf("hooks is not a table")
	}
	groups, ok := h["PreToolUse"]
	if !ok {
		return 0, nil
	}
	list, ok := groups.([]map[string]any)
	if !ok {
		return 0, fmt.Errorf("hooks.PreToolUse is not an array of tables")
	}
	return len(list), nil
}
