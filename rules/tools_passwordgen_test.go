package rules

import "testing"

// A password manager's generator (1Password's password_generate,
// Bitwarden's generate {length, uppercase, number, special}, a
// passphrase of words) hands a new random string to the model and reads
// or sets nothing: green, as other generators are. Twins that stay held:
// a password generated for a user or put in a vault item (it is set), a
// password set or reset, a key generated (a credential made), a stored
// password read.
func TestToolPasswordGenerated(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__vaultapp__password_generate", `{"length":32,"includeSymbols":true}`, Green, "tool-generate"},
		{"mcp__pw__generate_password", `{"length":24,"uppercase":true,"number":true,"special":false}`, Green, "tool-generate"},
		{"mcp__pw__generatePassphrase", `{"num_words":5,"separator":"-","capitalize":true}`, Green, "tool-generate"},
		{"mcp__pw__generate_random_password", `{}`, Green, "tool-generate"},
		// Twins that stay held.
		{"mcp__idp__generate_password", `{"userId":"00u1abcd"}`, Red, "tool-password-set"},
		{"mcp__pw__generate_password", `{"length":20,"vault":"ops","item":"db"}`, Red, "tool-password-set"},
		{"mcp__idp__set_password", `{"user":"dana","password":"x"}`, Red, "tool-password-set"},
		{"mcp__idp__reset_password", `{"userId":"00u1abcd"}`, Red, ""},
		{"mcp__cloud__generate_api_key", `{"name":"ci"}`, Red, "tool-access"},
		{"mcp__pw__get_password", `{"item":"db"}`, Red, ""},
	})
}
