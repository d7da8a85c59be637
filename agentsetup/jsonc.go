package agentsetup

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"
)

// An agent's settings file is edited as text: only the span of a value
// gatesh sets, or the place where it inserts one, changes. Every other
// byte, comments and layout included, stays as it was. Comments and
// trailing commas are accepted because Gemini CLI reads settings.json as
// JSON with comments; a file that is neither JSON nor that is an error.

// jnode is one JSON value and its byte span in the text.
type jnode struct {
	kind       byte // '{', '[', '"' or 'v' (number, true, false, null)
	start, end int
	members    []jmember // objects
	elems      []*jnode  // arrays
}

type jmember struct {
	key      string
	keyStart int
	value    *jnode
}

// ErrSyntax is wrapped by every error about a settings file's syntax.
var ErrSyntax = errors.New("not valid JSON")

type jparser struct {
	src []byte
	pos int
	// extras are what the text holds beyond strict JSON, each at its
	// first place.
	extras []jextra
}

// jextra is one kind of text beyond strict JSON, at its first place.
type jextra struct {
	kind extraKind
	pos  int
}

type extraKind int

const (
	extraBOM extraKind = iota
	extraLineComment
	extraBlockComment
	extraTrailingComma
)

func (k extraKind) String() string {
	return [...]string{"a byte order mark", "a // comment", "a /* */ comment", "a trailing comma"}[k]
}

func (k extraKind) plural() string {
	return [...]string{"the byte order mark", "the comments", "the comments", "the trailing commas"}[k]
}

// note records the first place of an extra of kind k.
func (p *jparser) note(k extraKind, pos int) {
	for _, e := range p.extras {
		if e.kind == k {
			return
		}
	}
	p.extras = append(p.extras, jextra{k, pos})
}

// parseJSONC parses a whole document: one value with only whitespace and
// comments around it.
func parseJSONC(src []byte) (*jnode, error) {
	n, _, err := scanJSONC(src)
	return n, err
}

// scanJSONC parses a whole document as parseJSONC does, and says what it
// holds beyond strict JSON, in the order found.
func scanJSONC(src []byte) (*jnode, []jextra, error) {
	n, p, err := parseDoc(src)
	if err != nil {
		return nil, nil, err
	}
	return n, p.extras, nil
}

func parseDoc(src []byte) (*jnode, *jparser, error) {
	if !utf8.Valid(src) {
		return nil, nil, fmt.Errorf("%w: not valid UTF-8", ErrSyntax)
	}
	p := &jparser{src: src}
	if bytes.HasPrefix(src, []byte("\xef\xbb\xbf")) {
		p.note(extraBOM, 0)
		p.pos = 3
	}
	if err := p.space(); err != nil {
		return nil, nil, err
	}
	n, err := p.value(0)
	if err != nil {
		return nil, nil, err
	}
	if err := p.space(); err != nil {
		return nil, nil, err
	}
	if p.pos != len(src) {
		return nil, nil, p.errorf("text after the end of the JSON value")
	}
	return n, p, nil
}

// lineCol is the line and column (in bytes, from 1) of pos.
func lineCol(src []byte, pos int) (int, int) {
	return 1 + bytes.Count(src[:pos], []byte("\n")), pos - bytes.LastIndexByte(src[:pos], '\n')
}

func (p *jparser) errorf(format string, a ...any) error {
	line, col := lineCol(p.src, p.pos)
	return fmt.Errorf("%w: line %d, column %d: %s", ErrSyntax, line, col, fmt.Sprintf(format, a...))
}

// space skips whitespace and comments.
func (p *jparser) space() error {
	for p.pos < len(p.src) {
		switch c := p.src[p.pos]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			p.pos++
		case c == '/' && p.pos+1 < len(p.src) && p.src[p.pos+1] == '/':
			p.note(extraLineComment, p.pos)
			if i := bytes.IndexByte(p.src[p.pos:], '\n'); i >= 0 {
				p.pos += i + 1
			} else {
				p.pos = len(p.src)
			}
		case c == '/' && p.pos+1 < len(p.src) && p.src[p.pos+1] == '*':
			p.note(extraBlockComment, p.pos)
			i := bytes.Index(p.src[p.pos+2:], []byte("*/"))
			if i < 0 {
				return p.errorf("unterminated /* comment")
			}
			p.pos += i + 4
		default:
			return nil
		}
	}
	return nil
}

// trailing steps over the comma at pos, noting it when the object or
// array closes right after it.
func (p *jparser) trailing() {
	comma := p.pos
	p.pos++
	save := p.pos
	if p.space() == nil && p.pos < len(p.src) && (p.src[p.pos] == '}' || p.src[p.pos] == ']') {
		p.note(extraTrailingComma, comma)
	}
	p.pos = save
}

// maxDepth bounds nesting, so that a hostile file cannot exhaust the stack.
const maxDepth = 200

func (p *jparser) value(depth int) (*jnode, error) {
	if depth > maxDepth {
		return nil, p.errorf("nested deeper than %d", maxDepth)
	}
	if p.pos >= len(p.src) {
		return nil, p.errorf("unexpected end of file")
	}
	switch c := p.src[p.pos]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		start := p.pos
		if err := p.str(); err != nil {
			return nil, err
		}
		return &jnode{kind: '"', start: start, end: p.pos}, nil
	default:
		start := p.pos
		for p.pos < len(p.src) && strings.IndexByte("+-0123456789.eEtruefalsn", p.src[p.pos]) >= 0 {
			p.pos++
		}
		if !json.Valid(p.src[start:p.pos]) || start == p.pos {
			p.pos = start
			return nil, p.errorf("unexpected %q", firstRune(p.src[start:]))
		}
		return &jnode{kind: 'v', start: start, end: p.pos}, nil
	}
}

func firstRune(b []byte) string {
	r, _ := utf8.DecodeRune(b)
	return string(r)
}

// str skips a string, checking it the way encoding/json decodes it.
func (p *jparser) str() error {
	start := p.pos
	p.pos++
	for p.pos < len(p.src) {
		switch p.src[p.pos] {
		case '\\':
			p.pos += 2
		case '"':
			p.pos++
			if !json.Valid(p.src[start:p.pos]) {
				p.pos = start
				return p.errorf("invalid string")
			}
			return nil
		case '\n':
			return p.errorf("newline in a string")
		default:
			p.pos++
		}
	}
	p.pos = start
	return p.errorf("unterminated string")
}

// keySet finds a key an object names twice. The agents read their
// settings with JSON.parse, which keeps a key's last value; gatesh finds
// a setting by its key (member), so a second one would let a file say
// one thing to the agent and another to doctor. A document that names
// a key twice in one object is refused whole.
type keySet struct {
	n    *jnode
	keys map[string]bool // built once the object is large
}

// add tells whether key is already among the first count members.
func (s *keySet) add(key string, count int) bool {
	const scan = 16
	if count <= scan {
		for _, m := range s.n.members {
			if m.key == key {
				return true
			}
		}
		return false
	}
	if s.keys == nil {
		s.keys = make(map[string]bool, 2*count)
		for _, m := range s.n.members {
			s.keys[m.key] = true
		}
	}
	if s.keys[key] {
		return true
	}
	s.keys[key] = true
	return false
}

func (p *jparser) object(depth int) (*jnode, error) {
	n := &jnode{kind: '{', start: p.pos}
	seen := keySet{n: n}
	p.pos++
	for {
		if err := p.space(); err != nil {
			return nil, err
		}
		if p.pos < len(p.src) && p.src[p.pos] == '}' {
			p.pos++
			n.end = p.pos
			return n, nil
		}
		if p.pos >= len(p.src) || p.src[p.pos] != '"' {
			return nil, p.errorf("want a key in quotes or }")
		}
		keyStart := p.pos
		if err := p.str(); err != nil {
			return nil, err
		}
		var key string
		if err := json.Unmarshal(p.src[keyStart:p.pos], &key); err != nil {
			return nil, p.errorf("invalid key")
		}
		if seen.add(key, len(n.members)) {
			p.pos = keyStart
			return nil, p.errorf("the key %q appears twice in one object: the agent reads the last one, gatesh reads neither", key)
		}
		if err := p.space(); err != nil {
			return nil, err
		}
		if p.pos >= len(p.src) || p.src[p.pos] != ':' {
			return nil, p.errorf("want : after key %q", key)
		}
		p.pos++
		if err := p.space(); err != nil {
			return nil, err
		}
		v, err := p.value(depth + 1)
		if err != nil {
			return nil, err
		}
		n.members = append(n.members, jmember{key: key, keyStart: keyStart, value: v})
		if err := p.space(); err != nil {
			return nil, err
		}
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.trailing()
			continue
		}
		if p.pos < len(p.src) && p.src[p.pos] == '}' {
			continue
		}
		return nil, p.errorf("want , or } after the value of %q", key)
	}
}

func (p *jparser) array(depth int) (*jnode, error) {
	n := &jnode{kind: '[', start: p.pos}
	p.pos++
	for {
		if err := p.space(); err != nil {
			return nil, err
		}
		if p.pos < len(p.src) && p.src[p.pos] == ']' {
			p.pos++
			n.end = p.pos
			return n, nil
		}
		v, err := p.value(depth + 1)
		if err != nil {
			return nil, err
		}
		n.elems = append(n.elems, v)
		if err := p.space(); err != nil {
			return nil, err
		}
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.trailing()
			continue
		}
		if p.pos < len(p.src) && p.src[p.pos] == ']' {
			continue
		}
		return nil, p.errorf("want , or ] after an array element")
	}
}

// member returns the value of key in object n, nil if it has none. Two
// members of that key are an error: the agent would read the last one,
// and a person may read the first.
func (n *jnode) member(key string) (*jnode, int, error) {
	idx := -1
	for i, m := range n.members {
		if m.key == key {
			if idx >= 0 {
				return nil, -1, fmt.Errorf("the key %q appears twice", key)
			}
			idx = i
		}
	}
	if idx < 0 {
		return nil, -1, nil
	}
	return n.members[idx].value, idx, nil
}

// decode is the value of the span, comments removed.
func (n *jnode) decode(src []byte) (any, error) {
	var v any
	err := json.Unmarshal(stripComments(src[n.start:n.end]), &v)
	return v, err
}

// equal tells whether the span holds the same JSON value as v.
func (n *jnode) equal(src []byte, v any) bool {
	got, err := n.decode(src)
	if err != nil {
		return false
	}
	b, err := json.Marshal(v)
	if err != nil {
		return false
	}
	var want any
	if json.Unmarshal(b, &want) != nil {
		return false
	}
	return reflect.DeepEqual(got, want)
}

// stripComments blanks comments and trailing commas out of parsed JSONC,
// leaving plain JSON.
func stripComments(src []byte) []byte {
	out := make([]byte, 0, len(src))
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(src) && src[j] != '"' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			out = append(out, src[i:min(j+1, len(src))]...)
			i = j
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			i--
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			end := bytes.Index(src[i+2:], []byte("*/"))
			if end < 0 {
				return out
			}
			i += end + 3
		case c == ']' || c == '}':
			// Drop a trailing comma before the closing bracket.
			k := len(out) - 1
			for k >= 0 && (out[k] == ' ' || out[k] == '\t' || out[k] == '\n' || out[k] == '\r') {
				k--
			}
			if k >= 0 && out[k] == ',' {
				out = append(out[:k], out[k+1:]...)
			}
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out
}

// splice replaces src[start:end] with text.
func splice(src []byte, start, end int, text string) []byte {
	out := make([]byte, 0, len(src)-(end-start)+len(text))
	out = append(out, src[:start]...)
	out = append(out, text...)
	return append(out, src[end:]...)
}

// layout is how a file indents: one unit per level.
func indentUnit(src []byte) string {
	for line := range bytes.SplitSeq(src, []byte("\n")) {
		trimmed := bytes.TrimLeft(line, " \t")
		if len(trimmed) > 0 && len(trimmed) < len(line) {
			return string(line[:len(line)-len(trimmed)])
		}
	}
	return "  "
}

// lineIndent is the whitespace that starts the line holding pos.
func lineIndent(src []byte, pos int) string {
	start := bytes.LastIndexByte(src[:pos], '\n') + 1
	end := start
	for end < pos && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return string(src[start:end])
}

// render is v as JSON for a place indented by indent.
func render(v any, indent, unit string, multiline bool) (string, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if multiline {
		enc.SetIndent(indent, unit)
	}
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

func quoteKey(key string) string {
	b, _ := json.Marshal(key)
	return string(b)
}

// multiline tells whether a container spreads its content over lines.
func (n *jnode) multiline(src []byte) bool {
	return bytes.IndexByte(src[n.start:n.end], '\n') >= 0
}

// insertMember adds key: v as the last member of object n.
func insertMember(src []byte, n *jnode, key string, v any) ([]byte, error) {
	unit := indentUnit(src)
	if len(n.members) == 0 {
		outer := lineIndent(src, n.start)
		inner := outer + unit
		val, err := render(v, inner, unit, true)
		if err != nil {
			return nil, err
		}
		return fillEmpty(src, n, "\n"+inner+quoteKey(key)+": "+val+"\n"+outer), nil
	}
	last := n.members[len(n.members)-1]
	multi := n.multiline(src)
	var text string
	if multi {
		indent := lineIndent(src, n.members[0].keyStart)
		val, err := render(v, indent, unit, true)
		if err != nil {
			return nil, err
		}
		text = ",\n" + indent + quoteKey(key) + ": " + val
	} else {
		val, err := render(v, "", "", false)
		if err != nil {
			return nil, err
		}
		text = ", " + quoteKey(key) + ": " + val
	}
	return splice(src, last.value.end, last.value.end, text), nil
}

// appendElem adds v as the last element of array n.
func appendElem(src []byte, n *jnode, v any) ([]byte, error) {
	unit := indentUnit(src)
	if len(n.elems) == 0 {
		outer := lineIndent(src, n.start)
		inner := outer + unit
		val, err := render(v, inner, unit, true)
		if err != nil {
			return nil, err
		}
		return fillEmpty(src, n, "\n"+inner+val+"\n"+outer), nil
	}
	last := n.elems[len(n.elems)-1]
	if n.multiline(src) {
		indent := lineIndent(src, n.elems[0].start)
		val, err := render(v, indent, unit, true)
		if err != nil {
			return nil, err
		}
		return splice(src, last.end, last.end, ",\n"+indent+val), nil
	}
	val, err := render(v, "", "", false)
	if err != nil {
		return nil, err
	}
	return splice(src, last.end, last.end, ", "+val), nil
}

// fillEmpty puts text into an empty container after whatever comment it
// holds, so that the comment stays.
func fillEmpty(src []byte, n *jnode, text string) []byte {
	inside := bytes.TrimRight(src[n.start+1:n.end-1], " \t\r\n")
	return splice(src, n.start+1+len(inside), n.end-1, text)
}

// setValue replaces the value span of n with v, laid out for its place.
func setValue(src []byte, n *jnode, v any) ([]byte, error) {
	unit := indentUnit(src)
	val, err := render(v, lineIndent(src, n.start), unit, n.kind == '{' || n.kind == '[')
	if err != nil {
		return nil, err
	}
	return splice(src, n.start, n.end, val), nil
}

// setRaw puts raw JSON text back in the value span of n.
func setRaw(src []byte, n *jnode, raw []byte) []byte {
	return splice(src, n.start, n.end, string(raw))
}

// removeItem removes item i of a container whose items start at starts[i]
// and end at ends[i]: the inverse of insertMember and appendElem.
func removeItem(src []byte, n *jnode, starts, ends []int, i int) []byte {
	switch {
	case len(starts) == 1:
		// From the end of what precedes it in the container (a comment,
		// or the bracket) to the closing bracket.
		from := starts[0]
		for from > n.start+1 && strings.ContainsRune(" \t\r\n", rune(src[from-1])) {
			from--
		}
		return splice(src, from, n.end-1, "")
	case i == len(starts)-1:
		// The last one: from the end of the one before.
		return splice(src, ends[i-1], ends[i], "")
	default:
		// From its start to the start of the next, then the line it
		// stood on if nothing else is left there.
		from, end, to := starts[i], ends[i], starts[i+1]
		lineStart := bytes.LastIndexByte(src[:from], '\n') + 1
		after := src[end:to] // the comma, and what separates it from the next
		comma := bytes.IndexByte(after, ',')
		nl := bytes.IndexByte(after, '\n')
		if strings.TrimSpace(string(src[lineStart:from])) == "" && comma >= 0 && nl > comma &&
			strings.TrimSpace(string(after[:comma])) == "" && strings.TrimSpace(string(after[comma+1:nl])) == "" {
			return splice(src, lineStart, end+nl+1, "")
		}
		return splice(src, from, to, "")
	}
}

func removeMember(src []byte, n *jnode, i int) []byte {
	starts := make([]int, len(n.members))
	ends := make([]int, len(n.members))
	for j, m := range n.members {
		starts[j], ends[j] = m.keyStart, m.value.end
	}
	return removeItem(src, n, starts, ends, i)
}

func removeElem(src []byte, n *jnode, i int) []byte {
	starts := make([]int, len(n.elems))
	ends := make([]int, len(n.elems))
	for j, e := range n.elems {
		starts[j], ends[j] = e.start, e.end
	}
	return removeItem(src, n, starts, ends, i)
}
