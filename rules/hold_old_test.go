package rules_test

import "testing"

// TestHoldOldSecretStores: password stores and secret resolvers that
// print an entry in clear are secret reads; their listings of names and
// their other work pass.
func TestHoldOldSecretStores(t *testing.T) {
	checkTiersIn(t, "/home/dev/work/app", "/home/dev", nil, []tierCase{
		{"store-held", "passage show acme/prod/db", "held"},
		{"store-held", "passage otp acme/github", "held"},
		{"store-held", "secret-tool search --all service pellam", "held"},
		{"store-held", "pass-cli item view --vault-name Work --item-title prod-db", "held"},
		{"store-held", "vals eval -f values.prod.yaml", "held"},
		{"store-held", "vals get ref+vault://secret/data/db#/password", "held"},
		{"store-held", "salt-call pillar.items", "held"},
		{"store-held", "salt-call pillar.raw", "held"},
		{"store-held", "my_print_defaults --show client", "held"},
		{"store-held", "my_print_defaults -s client mysql", "held"},

		{"store-pass", "passage ls", "pass"},
		{"store-pass", "pass-cli item list", "pass"},
		{"store-pass", "salt-call test.ping", "pass"},
		{"store-pass", "my_print_defaults client", "pass"},
	})
}
