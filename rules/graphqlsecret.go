package rules

import (
	"encoding/json"
	"strings"

	"gatesh/parser"
	"gatesh/toolcall"
)

// graphqlSelectsSecret reports whether a GraphQL document selects a
// credential: a leaf field (one with no selection of its own) whose name
// is one (token, secret, password, apiKey, api_key, privateKey,
// accessToken, refreshToken, clientSecret, passwordHash), under an
// alias or not. The server prints its value. A field with a selection
// (apiTokens { id name }) is an object whose fields decide, and a count,
// a flag or a date of one (tokenCount, hasPassword, tokenExpiresAt) is
// no credential. Both routes ask it: gh api graphql and a body sent to a
// GraphQL endpoint (graphqlSecretQuery), a tool's argument
// (tools_read.go).
func graphqlSelectsSecret(doc string) bool {
	t := strings.TrimSpace(doc)
	if t == "" || len(t) > maxSQLText || json.Valid([]byte(t)) {
		return false
	}
	// A mutation is judged by what it changes; the token it returns (a
	// login against the project's dev server) is one it just made.
	if t[0] != '{' && !strings.HasPrefix(t, "query") && !strings.HasPrefix(t, "subscription") && !strings.HasPrefix(t, "fragment") {
		return false
	}
	parens := 0 // inside arguments or variables: names there are not fields
	for i := 0; i < len(t); {
		c := t[i]
		switch {
		case c == '"':
			// A string, or a block string ("""...""").
			if strings.HasPrefix(t[i:], `"""`) {
				end := strings.Index(t[i+3:], `"""`)
				if end < 0 {
					return false
				}
				i += end + 6
				continue
			}
			i = graphqlStringEnd(t, i)
			continue
		case c == '#':
			for i < len(t) && t[i] != '\n' {
				i++
			}
			continue
		case c == '(':
			parens++
		case c == ')':
			parens--
		case c == '$' || c == '@':
			// A variable or a directive names no field.
			i++
			for i < len(t) && graphqlNameByte(t[i]) {
				i++
			}
			continue
		case parens == 0 && graphqlNameByte(c) && (c < '0' || c > '9'):
			j := i
			for j < len(t) && graphqlNameByte(t[j]) {
				j++
			}
			name := t[i:j]
			spread := i >= 3 && t[i-3:i] == "..."
			i = j
			if spread || parens != 0 {
				continue
			}
			if graphqlLeaf(t[j:]) && secretFieldName(name) {
				return true
			}
			continue
		}
		i++
	}
	return false
}

// graphqlStringEnd returns the index just past the string that opens
// at s[i] (a double quote), its escapes skipped.
func graphqlStringEnd(s string, i int) int {
	j := i + 1
	for j < len(s) && s[j] != '"' {
		if s[j] == '\\' {
			j++
		}
		j++
	}
	return j + 1
}

func graphqlNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// graphqlLeaf reports whether the field whose name ends where rest starts
// selects nothing: no alias colon follows (then the name was the alias),
// and after its arguments no brace opens.
func graphqlLeaf(rest string) bool {
	r := strings.TrimLeft(rest, " \t\r\n,")
	if r == "" {
		return true
	}
	switch r[0] {
	case ':', '{':
		return false
	case '(':
		depth := 0
		for k := 0; k < len(r); k++ {
			switch r[k] {
			case '(':
				depth++
			case ')':
				depth--
				if depth == 0 {
					return graphqlLeaf(r[k+1:])
				}
			}
		}
		return false
	}
	return true
}

// secretFieldName reports whether a field's name is a credential's:
// its last word, past one for a value or a hash, is a secret's noun, or
// it ends in a key of an API, a private, secret, access, signing or
// client key. A flag of one (hasPassword, isTokenSet) or a page token
// (nextPageToken) is not.
func secretFieldName(name string) bool {
	ws := toolcall.Words(name)
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "has", "is", "can", "should", "requires", "needs":
		return false
	}
	n := len(ws)
	for n > 1 {
		switch ws[n-1] {
		case "value", "values", "hash", "hashes", "plaintext", "string", "digest":
			n--
			continue
		}
		break
	}
	last := ws[n-1]
	prev := ""
	if n > 1 {
		prev = ws[n-2]
	}
	switch prev {
	case "page", "cursor", "continuation", "next", "sync":
		return false
	}
	if secretNoun(last) && last != "vault" && last != "vaults" {
		return true
	}
	if last == "key" || last == "keys" {
		switch prev {
		case "api", "private", "secret", "access", "signing", "encryption", "client", "master":
			return true
		}
	}
	return false
}

// graphqlSecretQuery returns where a command sends a GraphQL document
// that selects a credential (graphqlSelectsSecret): a query field of gh
// api graphql (-f query=...), or a request body whose "query" is one
// (curl -d '{"query": ...}').
func graphqlSecretQuery(v *cmdView) (parser.Span, bool) {
	gh := v.cmd.Name == "gh"
	for _, f := range v.flags {
		if !f.hasValue || f.dynamic {
			continue
		}
		switch {
		case gh && (f.name == "-f" || f.name == "-F" || f.name == "--raw-field" || f.name == "--field"):
			if key, value, _ := strings.Cut(f.value, "="); key == "query" && graphqlSelectsSecret(value) {
				return f.span, true
			}
		case !gh && bodyFlags.Get()[f.name]:
			var req struct {
				Query string `json:"query"`
			}
			if json.Unmarshal([]byte(f.value), &req) == nil && graphqlSelectsSecret(req.Query) {
				return f.span, true
			}
		}
	}
	return parser.Span{}, false
}
