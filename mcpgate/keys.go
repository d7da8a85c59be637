package mcpgate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// The members the proxy reads, at each level, in the one spelling it
// reads them in. A key that some reader could take for one of them and
// that is not it exactly makes the object unreadable (docs/mcp.md, "What
// gatesh mcp cannot read is held").
var (
	messageKeys  = []string{"jsonrpc", "id", "method", "params", "result", "error"}
	callKeys     = []string{"name", "arguments"}
	readKeys     = []string{"uri"}
	resultKeys   = []string{"tools", "nextCursor"}
	toolKeys     = []string{"name", "title", "description", "inputSchema", "annotations"}
	annotateKeys = []string{"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
)

// normKey is a key (or a method) as the loosest reader matches it: the
// control and format characters that some decoders drop (a NUL after a
// key), white space and case, with Unicode's simple folding as Go's
// encoding/json applies it (ſ is s, the Kelvin sign is k).
func normKey(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || unicode.IsSpace(r) {
			continue
		}
		b.WriteRune(foldRune(r))
	}
	return b.String()
}

// foldRune is the smallest rune of r's simple case-folding orbit.
func foldRune(r rune) rune {
	min := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f < min {
			min = f
		}
	}
	return min
}

// normName is a tool's name as a server that folds, trims or normalizes
// names may read it: NFKC, case folded, without control and format
// characters, white space, or the joiners of words (_ - and the other
// dash and connector punctuation: a soft hyphen shows as a hyphen). The
// catalog is kept by it, so that a call spelled otherwise than the
// listing finds the hints of every listed tool it could be taken for.
func normName(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || unicode.IsSpace(r) ||
			unicode.In(r, unicode.Pc, unicode.Pd) {
			return -1
		}
		return foldRune(r)
	}, norm.NFKC.String(s))
}

// sameMethod tells whether a method a server may read as want.
func sameMethod(method, want string) bool { return normKey(method) == normKey(want) }

// objectLevel reads one JSON object's members, checking its own level
// only: no key twice, and no key that normKey makes one of names unless
// it is that name exactly. Deeper levels are the caller's to check.
func objectLevel(raw []byte, names []string) (map[string]json.RawMessage, error) {
	ms, err := members(raw)
	if err != nil {
		return nil, err
	}
	obj := map[string]json.RawMessage{}
	for _, m := range ms {
		if _, dup := obj[m.key]; dup {
			return nil, fmt.Errorf("key %q appears twice", m.key)
		}
		obj[m.key] = m.value
	}
	if err := checkLevel(obj, names); err != nil {
		return nil, err
	}
	return obj, nil
}

// checkLevel is objectLevel's check alone, on an object already decoded
// by a stricter reader.
func checkLevel(obj map[string]json.RawMessage, names []string) error {
	for key := range obj {
		for _, n := range names {
			if key != n && normKey(key) == normKey(n) {
				return fmt.Errorf("key %q could be read as %q", key, n)
			}
		}
	}
	return nil
}

// idKey is a request id as a client matches a response to its request:
// a number by its value (1, 1.0 and 1e0 are one), and a string a
// JavaScript client reads as a number (the TypeScript SDK matches by
// Number(id): "2", " 2", "+2" and "0x2" are 2) as that number. Other
// strings are themselves.
func idKey(id json.RawMessage) string {
	var v any
	if json.Unmarshal(id, &v) != nil {
		return string(id)
	}
	switch x := v.(type) {
	case float64:
		return numKey(x)
	case string:
		if f, ok := jsNumber(x); ok {
			return numKey(f)
		}
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func numKey(f float64) string { return "n:" + strconv.FormatFloat(f, 'g', -1, 64) }

// jsNumber is JavaScript's Number(s) where it gives a finite number:
// white space trimmed, "" is 0, a sign, decimal with an exponent, or
// 0x, 0o, 0b without a sign.
func jsNumber(s string) (float64, bool) {
	s = strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '\ufeff' })
	if s == "" {
		return 0, true
	}
	if len(s) > 2 && s[0] == '0' {
		base := 0
		switch s[1] {
		case 'x', 'X':
			base = 16
		case 'o', 'O':
			base = 8
		case 'b', 'B':
			base = 2
		}
		if base != 0 {
			n, err := strconv.ParseUint(s[2:], base, 64)
			return float64(n), err == nil
		}
	}
	for _, c := range s {
		if !strings.ContainsRune("0123456789+-.eE", c) {
			return 0, false
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

// member is one key and value of a JSON object, in order, repeats kept.
type member struct {
	key   string
	value json.RawMessage
}

// members reads a JSON object's members as written; an error when raw is
// not one.
func members(raw []byte) ([]member, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errNotObject
	}
	var out []member
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		out = append(out, member{kt.(string), v})
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	return out, nil
}

// stringsAt are the string values of the members any reader could take
// for key, in order.
func stringsAt(ms []member, key string) []string {
	var out []string
	for _, m := range ms {
		var s string
		if normKey(m.key) == normKey(key) && json.Unmarshal(m.value, &s) == nil {
			out = append(out, s)
		}
	}
	return out
}

// lenientMessage is what the loosest server could read of a message the
// proxy refused: for the answer's id and form, and the log.
type lenientMessage struct {
	id     json.RawMessage
	method string
	tool   string // the last name a server could read in its params
	// method is the last method a server could read, as Go's
	// encoding/json does: it chooses the answer's form (heldAnswer).
}

func lenient(raw []byte) lenientMessage {
	var l lenientMessage
	ms, err := members(bytes.TrimSpace(raw))
	if err != nil {
		return l
	}
	for _, m := range ms {
		switch normKey(m.key) {
		case normKey("id"):
			if l.id == nil && string(m.value) != "null" {
				l.id = m.value
			}
		case normKey("params"):
			if ps, err := members(m.value); err == nil {
				for _, n := range stringsAt(ps, "name") {
					l.tool = n
				}
			}
		}
	}
	for _, method := range stringsAt(ms, "method") {
		l.method = method // the last, as Go's encoding/json reads it
	}
	return l
}

// clipText is a message for the log, at most 4 KiB of it.
func clipText(b []byte) string {
	const max = 4 << 10
	s := strings.ToValidUTF8(string(b), "\ufffd")
	if len(s) > max {
		s = strings.ToValidUTF8(s[:max], "") + "..."
	}
	return s
}

// sameKeys finds, in any object of a call's arguments, two keys a
// server could read as one (normKey: another case, a NUL or a format
// character inside): the rules would judge one value and the tool get
// the other. raw is exact JSON (toolcall.Strict), so it decodes.
func sameKeys(raw json.RawMessage) error {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return err
	}
	return eachObject(v, func(obj map[string]any) error {
		seen := map[string]string{}
		for k := range obj {
			n := normKey(k)
			if prev, ok := seen[n]; ok {
				return fmt.Errorf("keys %q and %q could be read as one", prev, k)
			}
			seen[n] = k
		}
		return nil
	})
}

// eachObject calls f on every object in the decoded value v, at any
// depth, until f fails.
func eachObject(v any, f func(map[string]any) error) error {
	var elems []any
	switch x := v.(type) {
	case map[string]any:
		if err := f(x); err != nil {
			return err
		}
		for _, e := range x {
			elems = append(elems, e)
		}
	case []any:
		elems = x
	}
	for _, e := range elems {
		if err := eachObject(e, f); err != nil {
			return err
		}
	}
	return nil
}
