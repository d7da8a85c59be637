package mcpdesc

import (
	"encoding/json"
	"strings"
	"unicode"
	"unicode/utf8"

	"gatesh/toolcall"
)

// Bounds of what one tool's catalog entry costs. Descriptions are the
// server's text: a tool's is read up to MaxText bytes (with its schema's
// words), and past that the tool is said to be unread, which raises; at
// most MaxSaid effects are kept for it, each quoted in at most MaxQuote
// bytes.
const (
	MaxText  = 128 << 10
	MaxSaid  = 16
	MaxQuote = 160
	maxDepth = 12
)

// The classes of what a catalog says, as toolcall.Said.Class.
const (
	Outward      = "outward"
	Irreversible = "irreversible"
	Money        = "money"
	Production   = "production"
	Access       = "access"
	Secrets      = "secrets"
	Unread       = "unread"
)

// Read finds what a tool's description and input schema say it does
// that raises its tier. The description's clauses are read as a person
// reads them: a verb that acts ("Sends an SMS", "will be permanently
// deleted"), not a noun ("Lists the posts"), and not a negated one
// ("does not send"). An effect the schema names (an operation enum's
// "delete", a boolean notify) applies to a call that chooses it; an
// effect of the description whose verb one of the operations names
// ("Creates or deletes a label", operation: [create, delete]) applies
// to a call that chooses that operation. Read never lowers anything: it
// only finds; what it cannot read (past MaxText) is Unread.
func Read(description string, schema json.RawMessage) []toolcall.Said {
	r := reader{budget: MaxText}
	var props []prop
	var sch map[string]any
	if len(schema) > 0 && json.Unmarshal(schema, &sch) == nil {
		r.root = sch
		props = r.props(sch, "", 0)
	}
	if !r.take(description) {
		return []toolcall.Said{{Class: Unread, Quote: "the description is longer than gatesh reads"}}
	}
	description, ok := normalizeText(description)
	if !ok {
		return []toolcall.Said{{Class: Unread, Quote: "the description grows past what gatesh reads when normalized"}}
	}
	menu, rest := menuLines(withoutArgs(description))
	for _, f := range findAll(rest) {
		r.addDescribed(f, props, "")
	}
	for _, m := range menu {
		for _, f := range findAll(m.text) {
			r.addDescribed(f, props, m.op)
		}
	}
	for _, p := range props {
		r.addProp(p)
	}
	r.addEffectProps(description, props)
	r.addInlineValues(description, props)
	if r.over {
		r.add(toolcall.Said{Class: Unread, Quote: "the input schema is larger than gatesh reads"})
	}
	if r.unresolved != "" {
		r.add(toolcall.Said{Class: Unread, Quote: "the input schema's $ref " + quote(r.unresolved) + " is not one gatesh follows"})
	}
	return r.out
}

type reader struct {
	budget int
	over   bool
	// root is the input schema, for its local $refs (schemaref.go);
	// refs counts those followed, unresolved is one that was not.
	root       map[string]any
	refs       int
	unresolved string
	out        []toolcall.Said
}

// take charges s against the budget; false once it is spent.
func (r *reader) take(s string) bool {
	r.budget -= len(s)
	if r.budget < 0 {
		r.over = true
	}
	return !r.over
}

// add keeps one effect, once per class and argument, within MaxSaid.
func (r *reader) add(s toolcall.Said) {
	for _, o := range r.out {
		if o.Class == s.Class && o.Arg == s.Arg && o.Value == s.Value && o.Verb == s.Verb {
			return
		}
	}
	if len(r.out) < MaxSaid {
		r.out = append(r.out, s)
	}
}

// prop is one property of the input schema: its path from the top
// (dotted), its words, and whether its default is truthy.
type prop struct {
	path, name, desc, typ string
	enum                  []string
	defTrue               bool
	defVal                string
}

// props walks the schema's properties, nested objects, array items and
// anyOf/oneOf/allOf branches, to maxDepth.
func (r *reader) props(s map[string]any, path string, depth int) []prop {
	if depth > maxDepth {
		r.over = true
		return nil
	}
	var out []prop
	s = r.resolve(s)
	if ps, ok := s["properties"].(map[string]any); ok {
		for name, v := range ps {
			if r.over {
				return out
			}
			ps, ok := v.(map[string]any)
			if !ok || !r.take(name) {
				continue
			}
			ps = r.resolve(ps)
			p := prop{path: join(path, name), name: name}
			p.desc, _ = ps["description"].(string)
			p.typ = r.typeOf(ps, 0)
			r.take(p.desc)
			p.desc, _ = normalizeText(p.desc)
			p.enum = enumOf(ps)
			if it, ok := ps["items"].(map[string]any); ok && p.enum == nil {
				p.enum = enumOf(it)
			}
			for _, e := range p.enum {
				r.take(e)
			}
			switch d := ps["default"].(type) {
			case bool:
				p.defTrue = d
			case string:
				p.defVal = d
			}
			out = append(out, p)
			out = append(out, r.props(ps, p.path, depth+1)...)
		}
	}
	if it, ok := s["items"].(map[string]any); ok {
		out = append(out, r.props(it, path, depth+1)...)
	}
	for _, k := range []string{"anyOf", "oneOf", "allOf"} {
		if bs, ok := s[k].([]any); ok {
			for _, b := range bs {
				if b, ok := b.(map[string]any); ok {
					out = append(out, r.props(b, path, depth+1)...)
				}
			}
		}
	}
	return out
}

func enumOf(s map[string]any) []string {
	var out []string
	if es, ok := s["enum"].([]any); ok {
		for _, e := range es {
			if e, ok := e.(string); ok {
				out = append(out, e)
			}
		}
	}
	if c, ok := s["const"].(string); ok {
		out = append(out, c)
	}
	return out
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// addDescribed keeps an effect of the description: conditional on an
// operation enum that names its verb, else for every call; op is the
// operation whose line of a menu said it (menuLines), or "".
func (r *reader) addDescribed(f finding, props []prop, op string) {
	q := "description: " + quote(f.clause)
	matched := false
	if f.verb != "" {
		for _, p := range props {
			for _, e := range p.enum {
				if namesVerb(e, f.verb) {
					matched = true
					r.add(toolcall.Said{Class: f.class, Quote: q, Arg: p.path, Value: e, Default: p.defVal == "" || p.defVal == e})
				}
			}
		}
	}
	if !matched {
		r.add(toolcall.Said{Class: f.class, Quote: q, Verb: f.verb, Op: op})
	}
}

// menuItem is one line of a description's list of operations.
type menuItem struct{ op, text string }

// menuLines takes out of a description the lines that each name one of
// the tool's operations by its identifier and say what it does, as a
// tool that routes several operations lists them:
//
//	send_message   — send a notification (requires app_token, message)
//	list_messages  — list messages (optional: app_id, offset, limit,
//	                 sort_by, sort_order, query)
//
// An indented line after one is more of it. The identifier has an
// underscore or a dot in it (a word of prose before a dash is not an
// operation), and the dash is a dash: an em or en dash, or a hyphen
// with spaces around it. The rest is the description without them.
func menuLines(desc string) (menu []menuItem, rest string) {
	lines := strings.Split(desc, "\n")
	out := lines[:0:0]
	in := false
	for _, l := range lines {
		if op, text, ok := menuLine(l); ok {
			menu = append(menu, menuItem{op, text})
			in = true
			continue
		}
		if in && strings.TrimSpace(l) != "" && (strings.HasPrefix(l, " ") || strings.HasPrefix(l, "\t")) {
			menu[len(menu)-1].text += " " + strings.TrimSpace(l)
			continue
		}
		in = false
		out = append(out, l)
	}
	return menu, strings.Join(out, "\n")
}

// menuLine reads one line of a list of operations: its identifier and
// what it says the operation does.
func menuLine(l string) (op, text string, ok bool) {
	t := strings.TrimSpace(l)
	t = strings.TrimPrefix(strings.TrimPrefix(t, "- "), "* ")
	end := strings.IndexFunc(t, func(r rune) bool { return !(r == '_' || r == '.' || unicode.IsLetter(r) || unicode.IsDigit(r)) })
	if end <= 0 || !strings.ContainsAny(t[:end], "_.") {
		return "", "", false
	}
	op, after := t[:end], strings.TrimLeft(t[end:], " \t")
	if len(after) == len(t[end:]) && !strings.HasPrefix(after, "—") && !strings.HasPrefix(after, "–") {
		return "", "", false
	}
	for _, dash := range []string{"—", "–", "- "} {
		if rest, found := strings.CutPrefix(after, dash); found {
			return op, strings.TrimSpace(rest), true
		}
	}
	return "", "", false
}

// addProp keeps what one property says: an enum value that names an
// effect's verb applies when chosen; a boolean whose name or
// description says an effect applies when set.
func (r *reader) addProp(p prop) {
	for _, e := range p.enum {
		for _, f := range findAll(words2text(e)) {
			if f.verb != "" && namesVerb(e, f.verb) {
				r.add(toolcall.Said{Class: f.class, Quote: "argument " + p.path + ": " + quote(e),
					Arg: p.path, Value: e, Default: p.defVal == "" || p.defVal == e})
			}
		}
	}
	if p.typ != "boolean" {
		return
	}
	for _, text := range []string{words2text(p.name), p.desc} {
		for _, f := range findAll(text) {
			r.add(toolcall.Said{Class: f.class, Quote: "argument " + p.path + ": " + quote(f.clause),
				Arg: p.path, Default: p.defTrue})
		}
	}
}

// namesVerb reports whether an enum value names the verb: delete,
// delete_label, DeleteLabel, label.delete.
func namesVerb(value, verb string) bool {
	for _, w := range toolcall.Words(value) {
		for _, b := range bases(w) {
			if b.word == verb {
				return true
			}
		}
	}
	return false
}

// words2text turns a name (send_email, notifyUsers) into a clause.
func words2text(name string) string { return strings.Join(toolcall.Words(name), " ") }

// quote clips a clause for a cause.
func quote(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > MaxQuote {
		cut := MaxQuote
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "..."
	}
	return `"` + s + `"`
}

// withoutArgs drops a docstring's Args: section (Python servers' tool
// descriptions are their docstrings): each line there describes an
// argument, which the input schema says; "message_id: the message to
// reply to" is not the tool replying.
func withoutArgs(desc string) string {
	lines := strings.Split(desc, "\n")
	out := lines[:0:0]
	skip := false
	for _, l := range lines {
		t := strings.TrimSpace(l)
		switch t {
		case "Args:", "Arguments:", "Parameters:", "Params:", "Parameters", "Args":
			skip = true
			continue
		}
		if skip && strings.HasSuffix(t, ":") && !strings.Contains(t, " ") {
			skip = false // Returns:, Raises:, Example:
		}
		if !skip {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// clauses splits text at sentence and clause ends: . ! ? ; : and
// newlines. A full stop inside a word (v1.2, e.g.) does not split.
func clauses(text string) []string {
	var out []string
	start := 0
	for i, r := range text {
		split := false
		switch r {
		case '!', '?', ';', ':', '\n':
			split = true
		case '.':
			next, _ := utf8.DecodeRuneInString(text[i+1:])
			split = i+1 >= len(text) || unicode.IsSpace(next)
		}
		if split {
			if s := strings.TrimSpace(text[start:i]); s != "" {
				out = append(out, s)
			}
			start = i + utf8.RuneLen(r)
		}
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// tokens are a clause's lowercase words, with commas kept as ",": they
// join verbs as "and" does. An identifier (CLICKHOUSE_ALLOW_WRITE,
// get_messages) is not prose: it becomes "#". A word in capitals
// (DELETE, DROP: a keyword or an HTTP method the text names; API) is
// never read as a verb: it is kept as "^" and the word.
func tokens(clause string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) == 0 {
			return
		}
		w := string(cur)
		cur = cur[:0]
		switch {
		case strings.Contains(w, "_"):
			out = append(out, "#")
			return
		case len(w) > 1 && strings.ToUpper(w) == w && strings.ToLower(w) != w:
			out = append(out, "^"+strings.ToLower(w)) // a noun still (API key), never a verb
			return
		}
		if w = strings.Trim(strings.ToLower(w), "'"); w != "" {
			out = append(out, w)
		}
	}
	for _, r := range clause {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' || r == '_':
			if r == '’' {
				r = '\''
			}
			cur = append(cur, r)
		case r == ',' || r == '/':
			flush()
			out = append(out, ",")
		default:
			flush()
		}
	}
	flush()
	return out
}
