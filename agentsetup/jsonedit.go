package agentsetup

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Edits of a JSON settings file by key path. Each takes the text and
// returns the new text; the text is parsed afresh every time, so spans
// never go stale.

// pathString is a key path as people read it: hooks.PreToolUse.
func pathString(keys []string) string { return strings.Join(keys, ".") }

// walk follows keys from the root object. It returns the node at the end
// of the path (nil if a key is missing), the deepest object on the path
// and how many keys that object is down.
func walk(src []byte, keys []string) (root, node, parent *jnode, depth int, err error) {
	root, err = parseJSONC(src)
	if err != nil {
		return nil, nil, nil, 0, err
	}
	if root.kind != '{' {
		return nil, nil, nil, 0, fmt.Errorf("%w: the file holds no JSON object", ErrSyntax)
	}
	parent = root
	for i, k := range keys {
		v, _, err := parent.member(k)
		if err != nil {
			return nil, nil, nil, 0, fmt.Errorf("%s: %w", pathString(keys[:i]), err)
		}
		if v == nil {
			return root, nil, parent, i, nil
		}
		if i == len(keys)-1 {
			return root, v, parent, i, nil
		}
		if v.kind != '{' {
			return nil, nil, nil, 0, fmt.Errorf("%s is not a JSON object", pathString(keys[:i+1]))
		}
		parent = v
	}
	return root, parent, parent, len(keys), nil
}

// nest wraps v in objects for the missing keys: nest([a b], v) = {a: {b: v}}.
func nest(keys []string, v any) any {
	for i := len(keys) - 1; i >= 0; i-- {
		v = orderedObject{{keys[i], v}}
	}
	return v
}

// orderedObject is a JSON object that keeps its keys in order.
type orderedObject []struct {
	key   string
	value any
}

func (o orderedObject) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, m := range o {
		if i > 0 {
			b = append(b, ',')
		}
		k, err := json.Marshal(m.key)
		if err != nil {
			return nil, err
		}
		v, err := marshalNoEscape(m.value)
		if err != nil {
			return nil, err
		}
		b = append(append(append(b, k...), ':'), v...)
	}
	return append(b, '}'), nil
}

// setKey makes keys hold v. It returns the new text, the raw previous
// value (nil if there was none), and the containers it created (as key
// paths), outermost first.
func setKey(src []byte, keys []string, v any) (out []byte, previous json.RawMessage, created [][]string, err error) {
	_, node, parent, depth, err := walk(src, keys)
	if err != nil {
		return nil, nil, nil, err
	}
	if node != nil {
		previous = json.RawMessage(stripComments(src[node.start:node.end]))
		out, err = setValue(src, node, v)
		return out, previous, nil, err
	}
	for i := depth + 1; i < len(keys); i++ {
		created = append(created, keys[:i])
	}
	out, err = insertMember(src, parent, keys[depth], nest(keys[depth+1:], v))
	return out, nil, created, err
}

// appendTo adds v to the array at keys, creating it (and its parents)
// when missing. It returns the containers it created.
func appendTo(src []byte, keys []string, v any) (out []byte, created [][]string, err error) {
	_, node, parent, depth, err := walk(src, keys)
	if err != nil {
		return nil, nil, err
	}
	if node != nil {
		if node.kind != '[' {
			return nil, nil, fmt.Errorf("%s is not a JSON array", pathString(keys))
		}
		out, err = appendElem(src, node, v)
		return out, nil, err
	}
	for i := depth + 1; i <= len(keys); i++ {
		created = append(created, keys[:i])
	}
	out, err = insertMember(src, parent, keys[depth], nest(keys[depth+1:], []any{v}))
	return out, created, err
}

// findElem is the index of the first element of the array at keys that
// equals v, or -1.
func findElem(src []byte, keys []string, v any) (int, error) {
	_, node, _, _, err := walk(src, keys)
	if err != nil || node == nil || node.kind != '[' {
		return -1, err
	}
	for i, e := range node.elems {
		if e.equal(src, v) {
			return i, nil
		}
	}
	return -1, nil
}

// removeFrom removes element i of the array at keys.
func removeFrom(src []byte, keys []string, i int) ([]byte, error) {
	_, node, _, _, err := walk(src, keys)
	if err != nil {
		return nil, err
	}
	if node == nil || node.kind != '[' || i < 0 || i >= len(node.elems) {
		return nil, fmt.Errorf("%s has no element %d", pathString(keys), i)
	}
	return removeElem(src, node, i), nil
}

// unsetKey removes the last key of keys from its object.
func unsetKey(src []byte, keys []string) ([]byte, error) {
	_, node, parent, _, err := walk(src, keys)
	if err != nil || node == nil {
		return src, err
	}
	_, idx, err := parent.member(keys[len(keys)-1])
	if err != nil {
		return nil, err
	}
	return removeMember(src, parent, idx), nil
}

// isEmpty tells whether the container at keys exists and is empty.
func isEmpty(src []byte, keys []string) bool {
	_, node, _, _, err := walk(src, keys)
	if err != nil || node == nil {
		return false
	}
	return (node.kind == '{' && len(node.members) == 0) || (node.kind == '[' && len(node.elems) == 0)
}

// valueAt is the decoded value at keys; ok is false when it is missing.
func valueAt(src []byte, keys []string) (v any, ok bool, err error) {
	_, node, _, _, err := walk(src, keys)
	if err != nil || node == nil {
		return nil, false, err
	}
	v, err = node.decode(src)
	return v, err == nil, err
}

func marshalNoEscape(v any) ([]byte, error) {
	s, err := render(v, "", "", false)
	return []byte(s), err
}
