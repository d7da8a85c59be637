package agentsetup

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
)

// step is one change a route makes to one file.
type step interface {
	target() string
	kind() fileKind
	// apply returns src changed as the step wants and the record of it.
	// old is this step's record from an earlier install, if any.
	apply(src []byte, old *record) ([]byte, record, error)
}

type fileKind int

const (
	jsonFile fileKind = iota
	tomlFile
	plainFile
)

// record is what one step changed, kept in the manifest so that
// uninstall can undo exactly that.
type record struct {
	Op   string   `json:"op"` // set, append, block, file
	File string   `json:"file"`
	Keys []string `json:"keys,omitempty"`
	// Value is the JSON value set or appended; for block and file, the
	// text written, as a JSON string.
	Value json.RawMessage `json:"value"`
	// Previous is the value a set replaced; absent if the key was new.
	Previous json.RawMessage `json:"previous,omitempty"`
	// Created lists the containers the step created, outermost first.
	Created [][]string `json:"created,omitempty"`
	// NewFile tells the file did not exist before install.
	NewFile bool `json:"new_file,omitempty"`
	// AddedNewline tells install ended the file's last line before
	// adding its block.
	AddedNewline bool `json:"added_newline,omitempty"`
	// Kept tells the value was already there: uninstall leaves it.
	Kept bool `json:"kept,omitempty"`
	// Wraps are the MCP servers a wrap step wrapped (op wrap, wrap-toml).
	Wraps []mcpWrap `json:"wraps,omitempty"`
}

func (r record) same(o record) bool {
	return r.Op == o.Op && r.File == o.File && slices.Equal(r.Keys, o.Keys)
}

func rawJSON(v any) json.RawMessage {
	b, err := marshalNoEscape(v)
	if err != nil {
		panic(err) // values built by this package always encode
	}
	return b
}

// jsonEqual compares decoded JSON values, whatever their layout.
func jsonEqual(a any, raw json.RawMessage) bool {
	var b any
	if json.Unmarshal(raw, &b) != nil {
		return false
	}
	ab, err := json.Marshal(a)
	if err != nil {
		return false
	}
	var a2 any
	if json.Unmarshal(ab, &a2) != nil {
		return false
	}
	return reflect.DeepEqual(a2, b)
}

// setStep makes a key of a JSON file hold a value.
type setStep struct {
	file          string
	keys          []string
	value         any
	onlyIfMissing bool // leave a value the user has
}

func (s setStep) target() string { return s.file }
func (s setStep) kind() fileKind { return jsonFile }

func (s setStep) apply(src []byte, old *record) ([]byte, record, error) {
	rec := record{Op: "set", File: s.file, Keys: s.keys, Value: rawJSON(s.value)}
	cur, ok, err := valueAt(src, s.keys)
	if err != nil {
		return nil, rec, err
	}
	if ok && (jsonEqual(cur, rec.Value) || s.onlyIfMissing) {
		if old != nil && !old.Kept && jsonEqual(cur, old.Value) {
			return src, *old, nil
		}
		rec.Kept = true
		return src, rec, nil
	}
	out, prev, created, err := setKey(src, s.keys, s.value)
	if err != nil {
		return nil, rec, err
	}
	rec.Previous, rec.Created = prev, created
	if old != nil && !old.Kept && ok && jsonEqual(cur, old.Value) {
		// Our own earlier value (the gatesh folder moved): what was
		// there before gatesh is still old's.
		rec.Previous, rec.Created = old.Previous, old.Created
	}
	return out, rec, nil
}

// appendStep adds an element to an array of a JSON file.
type appendStep struct {
	file  string
	keys  []string
	value any
}

func (s appendStep) target() string { return s.file }
func (s appendStep) kind() fileKind { return jsonFile }

func (s appendStep) apply(src []byte, old *record) ([]byte, record, error) {
	rec := record{Op: "append", File: s.file, Keys: s.keys, Value: rawJSON(s.value)}
	i, err := findElem(src, s.keys, s.value)
	if err != nil {
		return nil, rec, err
	}
	if i >= 0 {
		if old != nil && !old.Kept && jsonEqual(s.value, old.Value) {
			return src, *old, nil
		}
		rec.Kept = true
		return src, rec, nil
	}
	var created [][]string
	if old != nil && !old.Kept {
		// Replace our own earlier element, keeping what it created.
		var prev any
		if err := json.Unmarshal(old.Value, &prev); err != nil {
			return nil, rec, err
		}
		if j, err := findElem(src, s.keys, prev); err == nil && j >= 0 {
			if src, err = removeFrom(src, s.keys, j); err != nil {
				return nil, rec, err
			}
			created = old.Created
		}
	}
	out, made, err := appendTo(src, s.keys, s.value)
	if err != nil {
		return nil, rec, err
	}
	if created == nil {
		created = made
	}
	rec.Created = created
	return out, rec, nil
}

// codexStep adds the marked TOML block with Codex's hook and its trust.
type codexStep struct {
	file    string
	keyPath string // the config's path as Codex spells it in trust keys
	command string
	matcher string
}

func (s codexStep) target() string { return s.file }
func (s codexStep) kind() fileKind { return tomlFile }

func (s codexStep) apply(src []byte, old *record) ([]byte, record, error) {
	rec := record{Op: "block", File: s.file}
	text := string(src)
	without := text
	if start, end := findBlock(text, "codex"); start >= 0 {
		without = text[:start] + text[end:]
	}
	before, err := decodeTOML(without)
	if err != nil {
		return nil, rec, fmt.Errorf("not valid TOML: %w", err)
	}
	groups, err := preToolUseGroups(before)
	if err != nil {
		return nil, rec, err
	}
	block := codexBlock(s.command, s.matcher, s.keyPath, groups)
	out := without
	if old != nil {
		rec.AddedNewline = old.AddedNewline
	}
	if out != "" && !strings.HasSuffix(out, "\n") {
		out += "\n"
		rec.AddedNewline = true
	}
	if out != "" {
		out += "\n"
	}
	out += block
	rec.Value = rawJSON(block)
	if err := checkCodexBlock(out, before, s.command, s.matcher, codexTrustKey(s.keyPath, groups), groups); err != nil {
		return nil, rec, fmt.Errorf("cannot add the hook safely: %w", err)
	}
	if old != nil && out == text {
		return src, *old, nil
	}
	return []byte(out), rec, nil
}

// checkCodexBlock decodes the merged config and checks that it holds the
// hook at the expected position, its trust, and everything it held
// before, unchanged.
func checkCodexBlock(merged string, before map[string]any, command, matcher, key string, group int) error {
	after, err := decodeTOML(merged)
	if err != nil {
		return err
	}
	hooks, _ := after["hooks"].(map[string]any)
	groups, _ := hooks["PreToolUse"].([]map[string]any)
	if len(groups) != group+1 {
		return fmt.Errorf("want %d PreToolUse groups, found %d", group+1, len(groups))
	}
	ours := groups[group]
	handlers, _ := ours["hooks"].([]map[string]any)
	if ours["matcher"] != matcher || len(handlers) != 1 || handlers[0]["command"] != command {
		return fmt.Errorf("the hook does not read back as written")
	}
	state, _ := hooks["state"].(map[string]any)
	trust, _ := state[key].(map[string]any)
	if trust["trusted_hash"] != codexHookHash(command, matcher) {
		return fmt.Errorf("the hook's trust does not read back as written")
	}
	// What remains once ours is taken out must be what was there.
	hooks["PreToolUse"] = groups[:group]
	if group == 0 {
		delete(hooks, "PreToolUse")
	}
	delete(state, key)
	if len(state) == 0 {
		delete(hooks, "state")
	}
	if len(hooks) == 0 {
		delete(after, "hooks")
	}
	if !reflect.DeepEqual(normalizeTOML(after), normalizeTOML(before)) {
		return fmt.Errorf("the rest of the file would not read back unchanged")
	}
	return nil
}

// normalizeTOML makes empty arrays of tables compare equal to missing ones.
func normalizeTOML(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			out[k] = normalizeTOML(e)
		}
		return out
	case []map[string]any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = normalizeTOML(e)
		}
		return out
	default:
		return v
	}
}

// fileStep writes a whole small file: a wrapper script.
type fileStep struct {
	file    string
	content string
	mode    os.FileMode
}

func (s fileStep) target() string { return s.file }
func (s fileStep) kind() fileKind { return plainFile }

func (s fileStep) apply(src []byte, old *record) ([]byte, record, error) {
	rec := record{Op: "file", File: s.file, Value: rawJSON(s.content)}
	if src != nil && string(src) != s.content {
		var prev string
		if old == nil || json.Unmarshal(old.Value, &prev) != nil || prev != string(src) {
			return nil, rec, fmt.Errorf("it exists and is not the one gatesh install wrote; move it away first")
		}
	}
	if old != nil && string(src) == s.content {
		return src, *old, nil
	}
	return []byte(s.content), rec, nil
}

// undo reverts one record in src. note says what was left as it is.
func undo(src []byte, rec record) (out []byte, note string, err error) {
	if rec.Kept {
		return src, "", nil
	}
	switch rec.Op {
	case "set":
		cur, ok, err := valueAt(src, rec.Keys)
		if err != nil {
			return nil, "", err
		}
		if !ok || !jsonEqual(cur, rec.Value) {
			return src, fmt.Sprintf("left %s as it is: it changed after install", pathString(rec.Keys)), nil
		}
		if rec.Previous != nil {
			_, node, _, _, err := walk(src, rec.Keys)
			if err != nil {
				return nil, "", err
			}
			src = setRaw(src, node, rec.Previous)
		} else if src, err = unsetKey(src, rec.Keys); err != nil {
			return nil, "", err
		}
		return removeCreated(src, rec.Created)
	case "append":
		var v any
		if err := json.Unmarshal(rec.Value, &v); err != nil {
			return nil, "", err
		}
		i, err := findElem(src, rec.Keys, v)
		if err != nil {
			return nil, "", err
		}
		if i < 0 {
			return src, fmt.Sprintf("found no gatesh entry in %s: it changed after install", pathString(rec.Keys)), nil
		}
		if src, err = removeFrom(src, rec.Keys, i); err != nil {
			return nil, "", err
		}
		return removeCreated(src, rec.Created)
	case "block":
		text := string(src)
		start, end := findBlock(text, "codex")
		if start < 0 {
			return src, "found no gatesh block: it changed after install", nil
		}
		text = text[:start] + text[end:]
		if rec.AddedNewline {
			text = strings.TrimSuffix(text, "\n")
		}
		return []byte(text), "", nil
	case "wrap", "wrap-toml":
		return unwrap(src, rec)
	case "file":
		var content string
		if err := json.Unmarshal(rec.Value, &content); err != nil {
			return nil, "", err
		}
		if string(src) != content {
			return src, "left it: it changed after install", nil
		}
		return nil, "", nil // nil: remove the file
	}
	return nil, "", fmt.Errorf("unknown change %q in the install record", rec.Op)
}

// removeCreated removes the containers install created, innermost
// first, where they are empty now.
func removeCreated(src []byte, created [][]string) ([]byte, string, error) {
	for i := len(created) - 1; i >= 0; i-- {
		if isEmpty(src, created[i]) {
			var err error
			if src, err = unsetKey(src, created[i]); err != nil {
				return nil, "", err
			}
		}
	}
	return src, "", nil
}

// emptyAfterUndo tells whether a file install created holds nothing now.
func emptyAfterUndo(kind fileKind, src []byte) bool {
	switch kind {
	case jsonFile:
		root, err := parseJSONC(src)
		return err == nil && root.kind == '{' && len(root.members) == 0
	default:
		return len(bytes.TrimSpace(src)) == 0
	}
}
