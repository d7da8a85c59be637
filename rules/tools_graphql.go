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
	op := ""
	switch {
	case t[0] == '{':
		op = "query"
	default:
		word := t
		if i := strings.IndexAny(t, " \t\n({"); i > 0 {
			word = t[:i]
		}
		switch word {
		case "query", "mutation", "subscription":
			op = word
		}
	}
	if op == "" || !strings.Contains(t, "{") {
		return nameVerb{}, false
	}
	if op != "mutation" {
		return nameVerb{class: verbRead, word: op, verb: op}, true
	}
	var out nameVerb
	for _, field := range graphQLFields(t[strings.IndexByte(t, '{')+1:]) {
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
