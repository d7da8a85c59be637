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

// TestHoldOldDNSAndUploads: DNS record tools that change a live zone,
// octodns-sync --doit, and uploads others download (Kaggle datasets and
// kernels, W&B artifacts, Leiningen deploys, Homebrew bump PRs) are
// held; their listings, downloads, plans and builds pass.
func TestHoldOldDNSAndUploads(t *testing.T) {
	checkTiersIn(t, "/home/dev/work/app", "/home/dev", nil, []tierCase{
		{"dns-held", "lexicon cloudflare create acme.example A --name www --content 203.0.113.5", "held"},
		{"dns-held", "lexicon route53 delete acme.example TXT --name _acme", "held"},
		{"dns-held", "cli53 rrcreate acme.example 'www 60 A 203.0.113.5'", "held"},
		{"dns-held", "cli53 rrdelete acme.example www A", "held"},
		{"dns-held", "flarectl dns create --zone acme.example --name www --type CNAME --content x.other.example", "held"},
		{"dns-held", "octodns-sync --config-file dns/prod.yaml --doit", "held"},
		{"upload-held", "kaggle datasets version -p ./data -m update", "held"},
		{"upload-held", "kaggle kernels push -p ./nb", "held"},
		{"upload-held", "wandb artifact put --name acme/churn/model ./model", "held"},
		{"upload-held", "lein deploy clojars", "held"},
		{"upload-held", "lein do jar, deploy clojars", "held"},
		{"upload-held", "brew bump-formula-pr --url=https://x.example/acme-1.2.tar.gz acme", "held"},

		{"dns-pass", "lexicon cloudflare list acme.example A", "pass"},
		{"dns-pass", "cli53 list", "pass"},
		{"dns-pass", "cli53 export acme.example", "pass"},
		{"dns-pass", "flarectl dns list --zone acme.example", "pass"},
		{"dns-pass", "octodns-sync --config-file dns/prod.yaml", "pass"},
		{"upload-pass", "kaggle datasets download -d x/y", "pass"},
		{"upload-pass", "wandb artifact get acme/churn/model:v1", "pass"},
		{"upload-pass", "lein test", "pass"},
	})
}

// TestHoldOldFileServers: updog serves a folder on every interface;
// miniserve and webfsd given a public address to bind do too. Bound to
// loopback, or left at their default for a build folder, they pass; one
// public address among loopback ones holds.
func TestHoldOldFileServers(t *testing.T) {
	checkTiersIn(t, "/home/dev/work/app", "/home/dev", nil, []tierCase{
		{"serve-held", "updog -d / -p 9090", "held"},
		{"serve-held", "miniserve --interfaces 0.0.0.0 --port 9000 /home/u", "held"},
		{"serve-held", "miniserve -i 127.0.0.1 -i 0.0.0.0 .", "held"},
		{"serve-held", "webfsd -i 0.0.0.0 -p 8000 -r /home/u", "held"},

		{"serve-pass", "miniserve -i 127.0.0.1 dist", "pass"},
		{"serve-pass", "miniserve --interfaces=::1 .", "pass"},
		{"serve-pass", "webfsd -i 127.0.0.1 -p 8000 -r dist", "pass"},
		{"serve-pass", "miniserve --port 8081 dist", "pass"},
	})
}
