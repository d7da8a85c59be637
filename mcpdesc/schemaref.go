package mcpdesc

import (
	"strconv"
	"strings"
)

// maxRefs bounds how many $refs one schema's reading follows, so that a
// cycle or a fan of references costs no more than a large schema.
const maxRefs = 64

// resolve is s with its local $ref ("#/$defs/Options", any JSON pointer
// into the input schema) followed, the referring schema's own keywords
// (a description, a default beside the $ref, as pydantic writes them)
// kept over the target's. A $ref gatesh does not follow (remote,
// broken, past maxRefs) leaves the tool unread.
func (r *reader) resolve(s map[string]any) map[string]any {
	for range maxRefs {
		ref, ok := s["$ref"].(string)
		if !ok {
			return s
		}
		target, ok := r.pointer(ref)
		if !ok || r.refs >= maxRefs {
			if r.unresolved == "" {
				r.unresolved = ref
			}
			return s
		}
		r.refs++
		merged := make(map[string]any, len(target)+len(s))
		for k, v := range target {
			merged[k] = v
		}
		for k, v := range s {
			if k != "$ref" {
				merged[k] = v
			}
		}
		s = merged
	}
	return s
}

// pointer finds a local JSON pointer (#/a/b) in the input schema.
func (r *reader) pointer(ref string) (map[string]any, bool) {
	if ref == "#" {
		return r.root, r.root != nil
	}
	rest, ok := strings.CutPrefix(ref, "#/")
	if !ok {
		return nil, false
	}
	var cur any = r.root
	for _, part := range strings.Split(rest, "/") {
		part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
		switch c := cur.(type) {
		case map[string]any:
			cur, ok = c[part]
		case []any:
			i, err := strconv.Atoi(part)
			ok = err == nil && i >= 0 && i < len(c)
			if ok {
				cur = c[i]
			}
		default:
			ok = false
		}
		if !ok {
			return nil, false
		}
	}
	m, ok := cur.(map[string]any)
	return m, ok
}

// typeOf is a property's type: its "type", or "boolean" when a list of
// types or an anyOf/oneOf/allOf branch allows one (pydantic's Optional
// [bool] is anyOf [boolean, null]): a flag that may be true is read as
// one.
func (r *reader) typeOf(s map[string]any, depth int) string {
	switch t := s["type"].(type) {
	case string:
		return t
	case []any:
		for _, x := range t {
			if x == "boolean" {
				return "boolean"
			}
		}
	}
	if depth > maxDepth {
		return ""
	}
	for _, k := range []string{"anyOf", "oneOf", "allOf"} {
		bs, _ := s[k].([]any)
		for _, b := range bs {
			if b, ok := b.(map[string]any); ok && r.typeOf(r.resolve(b), depth+1) == "boolean" {
				return "boolean"
			}
		}
	}
	return ""
}
