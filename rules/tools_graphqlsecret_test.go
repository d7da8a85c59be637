package rules

import "testing"

// A GraphQL tool's query that selects a credential's field prints it: a
// secret read, as on the shell route (gh api graphql). Counts, ids and
// names read.
func TestToolGraphQLSecretFields(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	gql := func(q string) string { return `{"query":` + jsonString(q) + `}` }
	checkTools(t, s, []toolCase{
		{"mcp__graphql__query-graphql", gql(`{ me { apiKeys { key secret } } }`), Red, ""},
		{"mcp__graphql__query-graphql", gql(`query { viewer { apiTokens { token } } }`), Red, ""},
		{"mcp__forge__run_graphql", gql(`{ app { oauth { clientSecret } } }`), Red, ""},
		{"mcp__forge__graphql", gql(`{ users { nodes { name passwordHash } } }`), Red, ""},
		{"mcp__graphql__query-graphql", gql(`query { viewer { apiTokens { id name tokenCount } } }`), Green, ""},
		{"mcp__forge__graphql", gql(`query { viewer { login } }`), Green, "tool-read"},
	})
}
