package rules

import (
	"slices"
	"testing"
)

// A tool's name with more than one verb (issue 31) is judged by every
// verb with its object, in snake, kebab, camel and Pascal case, and the
// riskiest decides: a verb whose own rule is green (generate, which makes
// text for the model) or a read verb first never lowers a later one that
// sets a password, stores a key or changes a firewall rule. Shapes from
// servers' catalogs: GitHub's create_or_update_file, Kubernetes'
// resources_create_or_update, a wallet's sign_and_send_transaction, an
// agent's commit_and_push. Names whose verbs all read stay green.
func TestToolCompoundNames(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		// A generator first, a setter after: the password is set.
		{"mcp__pw__generate_and_set_password", `{"length":20}`, Red, "tool-password-set"},
		{"mcp__pw__generate_and_set_password", `{"user":"dana","length":20}`, Red, "tool-password-set"},
		{"mcp__pw__generateAndSetPassword", `{"length":20}`, Red, "tool-password-set"},
		{"mcp__pw__GenerateAndSetPassword", `{"length":20}`, Red, "tool-password-set"},
		{"mcp__pw__generate-and-set-password", `{"length":20}`, Red, "tool-password-set"},
		{"mcp__pw__generate_then_set_password", `{"length":20}`, Red, "tool-password-set"},
		{"mcp__keys__generate_and_store_api_key", `{"name":"ci"}`, Red, "tool-access"},
		// A write first that changes nothing others rely on, a write
		// after that does: a firewall's rule, a user made.
		{"mcp__fw__label_and_update_firewall_rule", `{"rule":"allow-ssh","source":"0.0.0.0/0"}`, Red, "tool-network-block"},
		{"mcp__team__create_and_add_user", `{"email":"x@example.com"}`, Red, "tool-access"},
		{"mcp__cms__create_and_update_page", `{"title":"Launch"}`, Red, "tool-forge-write"},
		// A read first, a change after (the family the whole name's
		// riskiest clause already caught, kept so).
		{"mcp__idp__get_or_create_user", `{"email":"a@example.com"}`, Red, "tool-access"},
		{"mcp__mail__fetch_and_delete", `{"folder":"INBOX","older_than":"30d"}`, Red, "tool-destructive"},
		{"mcp__store__listThenPurge", `{"prefix":"logs/"}`, Red, "tool-destructive"},
		{"mcp__ci__check-and-deploy", `{"service":"api"}`, Red, "tool-outward"},
		{"mcp__pkg__validate_then_publish", `{"package":"./"}`, Red, "tool-outward"},
		{"mcp__idp__lookupUserThenResetPassword", `{"email":"a@example.com"}`, Red, "tool-password-set"},
		{"mcp__wallet__sign_and_send_transaction", `{"transaction":"AQABAgMEBQ"}`, Red, "tool-outward"},
		{"mcp__git__commit_and_push", `{"message":"fix","branch":"main"}`, Red, "tool-shared-branch"},
		{"mcp__pr__create_pull_request_and_merge", `{"owner":"o","repo":"r","head":"x","base":"main"}`, Red, "tool-proposal-change"},
		// Every verb reads: green.
		{"mcp__x__search_and_list", `{"query":"invoices"}`, Green, "tool-read"},
		{"mcp__x__get_or_describe", `{"id":"i-1"}`, Green, "tool-read"},
		{"mcp__k8s__get_and_describe_pod", `{"name":"api-1","namespace":"dev"}`, Green, "tool-read"},
		{"mcp__docs__search_and_fetch", `{"query":"retry policy"}`, Green, "tool-read"},
		{"mcp__gh__list_and_search_issues", `{"owner":"o","repo":"r","query":"bug"}`, Green, "tool-read"},
		{"mcp__db__list_tables_and_describe", `{"schema":"public"}`, Green, "tool-read"},
		{"mcp__repo__checkThenRead", `{"path":"README.md"}`, Green, "tool-read"},
		// One verb: the generator alone stays green.
		{"mcp__pw__generate_password", `{"length":20}`, Green, "tool-generate"},
	})
}

// Each verb of a compound name takes its own object, or shares the
// nearest: a later clause's, else an earlier one's; the words before the
// first verb lead every clause.
func TestCompoundClauses(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	ts, err := s.tools()
	if err != nil {
		t.Fatal(err)
	}
	lx := s.lexicon()
	for _, tc := range []struct {
		name string
		want [][]string
	}{
		{"generate_and_set_password", [][]string{{"generate", "password"}, {"set", "password"}}},
		{"list_users_and_remove", [][]string{{"list", "users"}, {"remove", "users"}}},
		{"get_or_create_user", [][]string{{"get", "user"}, {"create", "user"}}},
		{"resources_create_or_update", [][]string{{"resources", "create"}, {"resources", "update"}}},
		{"jira_get_issue_and_transition", [][]string{{"jira", "get", "issue"}, {"jira", "transition", "issue"}}},
		// One verb, or nouns joined: no clauses.
		{"delete_cache_and_users", nil},
		{"create_issue", nil},
		{"get_last_n_items", nil},
	} {
		got := lx.compoundClauses(nameWords(tc.name, ts.names.Compounds), ts.names.Generic)
		if !slices.EqualFunc(got, tc.want, slices.Equal) {
			t.Errorf("%s: clauses %q, want %q", tc.name, got, tc.want)
		}
	}
}
