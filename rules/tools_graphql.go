package rules

import (
	"encoding/json"
	"slices"
	"strings"

	"gatesh/toolcall"
)

// readGraphQL reads a GraphQL document an argument carries: ok is false
// when the text is not one (JSON is not). A query or a subscription reads; a mutation
// does what its top-level fields name, each read as a tool's name
// (createIssue, issueSetConfidential, mergeRequestAccept): the riskiest
// decides, and every word of its field but the verb is its object.
func (lx *lexicon) readGraphQL(text string) (nameVerb, bool) {
	t := strings.TrimSpace(text)
	if len(t) > maxSQLText || t == "" || json.Valid([]byte(t)) {
		return nameVerb{}, false
	}
	defs, ok := graphqlDefinitions(t)
	if !ok || len(defs) == 0 {
		return nameVerb{}, false
	}
	// Any mutation in the document may be the one run: an operationName
	// beside it picks among them.
	var mutations []string
	for _, d := range defs {
		if d.op == "mutation" {
			mutations = append(mutations, d.body)
		}
	}
	if len(mutations) == 0 {
		op := defs[0].op
		if op == "fragment" {
			op = "query"
		}
		return nameVerb{class: verbRead, word: op, verb: op}, true
	}
	var fields []string
	for _, body := range mutations {
		fields = append(fields, graphQLFields(body)...)
	}
	var out nameVerb
	for _, field := range fields {
		ws := toolcall.Words(field)
		nv := lx.readName(ws, nil)
		if nv.class == verbNone {
			// A field no verb of which is known changes something
			// all the same: it is a mutation.
			nv = nameVerb{class: verbWrite, word: field, verb: field}
		}
		nv.objects = slices.DeleteFunc(slices.Clone(ws), func(w string) bool { return w == nv.word })
		if out.word == "" || verbRisk.Get()[nv.class] > verbRisk.Get()[out.class] {
			out = nv
		}
	}
	if out.word == "" {
		out = nameVerb{class: verbWrite, word: "mutation", verb: "mutation"}
	}
	return out, true
}

// graphqlDefinition is one definition of a GraphQL document: its kind
// (query, mutation, subscription, fragment) and the text from just past
// the brace that opens its selection set.
type graphqlDefinition struct {
	op, body string
}

// graphqlDefinitions reads a document's definitions, its comments left
// out, in order: a selection set alone ({ viewer { login } }) is a
// query. ok is false when a definition is of no kind GraphQL has, or a
// string does not end: then the text is not a document read here.
func graphqlDefinitions(t string) ([]graphqlDefinition, bool) {
	b := []byte(t)
	// Comments out first, so that a quote or a brace in one counts for
	// nothing.
	for i := 0; i < len(b); {
		switch {
		case strings.HasPrefix(string(b[i:]), `"""`):
			end := strings.Index(string(b[i+3:]), `"""`)
			if end < 0 {
				return nil, false
			}
			i += end + 6
		case b[i] == '"':
			i = graphqlStringEnd(t, i)
			if i > len(b) {
				return nil, false
			}
		case b[i] == '#':
			for i < len(b) && b[i] != '\n' {
				b[i] = ' '
				i++
			}
		default:
			i++
		}
	}
	plain := string(b)
	var defs []graphqlDefinition
	depth, first := 0, ""
	for i := 0; i < len(plain); {
		c := plain[i]
		switch {
		case strings.HasPrefix(plain[i:], `"""`):
			i += strings.Index(plain[i+3:], `"""`) + 6
			continue
		case c == '"':
			i = graphqlStringEnd(plain, i)
			continue
		case c == '{' || c == '(':
			if c == '{' && depth == 0 {
				op := first
				if op == "" {
					op = "query"
				}
				switch op {
				case "query", "mutation", "subscription", "fragment":
				default:
					return nil, false
				}
				defs = append(defs, graphqlDefinition{op: op, body: plain[i+1:]})
				first = ""
			}
			depth++
		case c == '}' || c == ')':
			depth--
		case depth == 0 && first == "" && graphqlNameByte(c):
			j := i
			for j < len(plain) && graphqlNameByte(plain[j]) {
				j++
			}
			first = plain[i:j]
			i = j
			continue
		}
		i++
	}
	return defs, true
}

// graphQLFields are the names of the top-level fields of a selection set
// whose opening brace was just read: each word at depth zero that is not
// an argument's, an alias's (alias: field) or a fragment's.
func graphQLFields(s string) []string {
	var out []string
	depth := 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '"':
			i = graphqlStringEnd(s, i)
			continue
		case c == '{' || c == '(':
			depth++
		case c == '}' || c == ')':
			if depth == 0 {
				return out
			}
			depth--
		case depth == 0 && (c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'):
			j := i
			for j < len(s) && (s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			k := j
			for k < len(s) && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\r') {
				k++
			}
			if k < len(s) && s[k] == ':' {
				i = k + 1 // an alias: the field follows
				continue
			}
			if i < 3 || s[i-3:i] != "..." {
				out = append(out, s[i:j])
			}
			i = j
			continue
		}
		i++
	}
	return out
}
