package rules

import (
	"encoding/json"
	"net/url"
	"regexp"
	"slices"
	"strings"
)

// graphqlRead reports whether body is a JSON object whose "query" is a
// GraphQL query that only reads (graphqlQueryRead).
func graphqlRead(body string) bool {
	var req struct {
		Query *string `json:"query"`
	}
	if json.Unmarshal([]byte(body), &req) != nil || req.Query == nil {
		return false
	}
	return graphqlQueryRead(*req.Query)
}

// graphqlQueryRead reports whether a GraphQL document is a query: its
// operation starts with "{" or "query" once the blank lines and the
// indentation an agent wraps it in are left out, and it names no mutation
// or subscription anywhere (a second operation would).
func graphqlQueryRead(doc string) bool {
	q := strings.TrimSpace(doc)
	lower := strings.ToLower(q)
	if strings.Contains(lower, "mutation") || strings.Contains(lower, "subscription") {
		return false
	}
	return strings.HasPrefix(q, "{") || strings.HasPrefix(q, "query")
}

// graphqlMutationOp matches a GraphQL mutation operation in a document:
// the keyword (GraphQL's keywords are case-sensitive), an optional name
// and variable definitions, then its selection set.
var graphqlMutationOp = regexp.MustCompile(`(^|[\s},])mutation(\s+[_A-Za-z][_0-9A-Za-z]*)?\s*(\([^)]*\))?\s*(@[_A-Za-z][^{]*)?\{`)

// graphqlMutation reports whether a text is a GraphQL document that holds
// a mutation operation.
func graphqlMutation(doc string) bool {
	return strings.Contains(doc, "mutation") && graphqlMutationOp.MatchString(doc)
}

// graphqlMutationArgs reports whether a tool call's arguments carry a
// GraphQL mutation: as a value of their own, or as a parameter of a URL
// or path's query string (GraphQL over HTTP's GET sends the document as
// ?query=), decoded.
func graphqlMutationArgs(args map[string]any) bool {
	for _, kv := range stringArgs(args) {
		v := kv[1]
		if graphqlMutation(v) {
			return true
		}
		_, rawQuery, ok := strings.Cut(v, "?")
		if !ok {
			continue
		}
		q, _ := url.ParseQuery(rawQuery)
		for _, vals := range q {
			if slices.ContainsFunc(vals, graphqlMutation) {
				return true
			}
		}
	}
	return false
}

// ghGraphQLRead reports whether a gh api call sends one GraphQL query that
// only reads: the endpoint is graphql, gh picks the method (the POST its
// fields imply), and exactly one field named query carries a literal
// document that graphqlQueryRead reads as a query; the other fields are
// its variables. A document read from a file (-F query=@q.graphql) or
// stdin (--input), a variable read from a file, an operationName that
// picks among operations, or a method of the agent's is not known to
// read.
func ghGraphQLRead(v *cmdView) bool {
	// gh api takes one endpoint: a word more is an option's value gatesh
	// did not read as one (--hostname graphql repos/o/r/issues posts an
	// issue), so it decides nothing.
	if len(v.pos) != 2 || v.pos[0].Value != "api" || v.pos[1].Value != "graphql" || v.pos[1].Dynamic {
		return false
	}
	queries := 0
	for _, f := range v.flags {
		switch f.name {
		case "-X", "--method", "--input":
			return false
		case "-f", "--raw-field", "-F", "--field":
			if !f.hasValue || f.dynamic {
				return false
			}
			key, value, _ := strings.Cut(f.value, "=")
			// -F's @FILE sends the file's text (a variable of
			// @~/.ssh/id_rsa carries the key to the server, whatever
			// the query asks).
			if (f.name == "-F" || f.name == "--field") && strings.HasPrefix(value, "@") {
				return false
			}
			switch key {
			case "operationName":
				return false
			case "query":
				if !graphqlQueryRead(value) {
					return false
				}
				queries++
			}
		}
	}
	return queries == 1
}
