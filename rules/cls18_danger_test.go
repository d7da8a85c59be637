package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestEighteenthRoundDanger checks, class by class, defaults that hold
// heldout10's passing dangerous commands without naming their programs,
// each beside the same shape made harmless. The programs are invented
// (frobctl, fleetrun): the class, not a name, must decide.
func TestEighteenthRoundDanger(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// A program nobody listed, pointed by an endpoint option at a
		// server on another host, with a verb not known to only read.
		{"remote endpoint", `frobctl run web --var replicas=6 --address https://nomad.x.example:4646`, true},
		{"remote endpoint", `frobctl --address jobs.x.example:7933 --domain billing workflow start --type ChargeAll`, true},
		{"remote endpoint", `frobctl gateway connection create --name orders --destination-url https://api.x.example/hooks`, true},
		{"remote endpoint", `frobctl feed --target=https://search.x.example ./docs.jsonl`, true},
		{"remote endpoint", `frobctl produce orders --bootstrap-server broker-1:9092,broker-2:9092`, true},
		{"remote endpoint", `frobctl sync --dsn "$PROD_DSN"`, true},
		{"remote endpoint", `frobctl run web --address http://localhost:4646`, false},
		{"remote endpoint", `frobctl run web --address 127.0.0.1:4646`, false},
		{"remote endpoint", `frobctl feed --target http://localhost:8080 ./docs.jsonl`, false},
		{"remote endpoint", `frobctl status --address https://nomad.x.example:4646`, false},
		{"remote endpoint", `frobctl list --server https://x.example`, false},
		{"remote endpoint", `frobctl build --target x86_64-unknown-linux-gnu`, false},
		{"remote endpoint", `frobctl run --config app.yaml`, false},
		{"remote endpoint", `frobctl create --host db --port 5432`, false},
		{"remote endpoint", `frobctl fetch https://x.example/data.json -o data.json`, false},
		{"remote endpoint", `frobctl run web --address https://nomad.x.example:4646 --dry-run`, false},
		{"remote endpoint", `frobctl apply --server=10.0.4.7 -f job.hcl`, true},
		{"remote endpoint", `frobctl apply --server=[fd00::7]:8500 -f job.hcl`, true},
		{"remote endpoint", `frobctl push --endpoint grpcs://collector.x.example ./spans`, true},
		{"remote endpoint", `frobctl build --target node18.x src/main.ts`, false},
		{"remote endpoint", `frobctl build --target 3.11 .`, false},
		{"remote endpoint", `frobctl build --target main.go`, false},
		{"remote endpoint", `frobctl build --target=docker://api:dev`, false},
		{"remote endpoint", `frobctl build --target=tar://build/api.tar`, false},
		{"remote endpoint", `frobctl build --target=docker-daemon:api:dev`, false},

		// A runner over many repositories or hosts given the command it
		// runs in each as an option's value: the command is judged.
		{"option shell", `fleetrun forall -c 'git reset --hard'`, true},
		{"option shell", `fleetrun each --command 'rm -rf ~/.ssh'`, true},
		{"option shell", `fleetrun --cmd='git push --force origin main' all`, true},
		{"option shell", `fleetrun forall -c 'git status'`, false},
		{"option shell", `fleetrun forall -c 'git log -1 --oneline'`, false},
		{"option shell", `fleetrun -c config.yaml up`, false},
		{"option shell", `fleetrun commit -c "it's done"`, false},
		// A variable of an environment read out by name, when the name
		// is a secret's (an API key, a secret key, a private key).
		{"env secret read", `launchctl getenv STRIPE_SECRET_KEY`, true},
		{"env secret read", `frobctl getenv ACME_API_KEY`, true},
		{"env secret read", `frobctl env get DEPLOY_PRIVATE_KEY`, true},
		{"env secret read", `frobctl printenv SERVICE_ACCESS_KEY`, true},
		{"env secret read", `launchctl getenv PATH`, false},
		{"env secret read", `frobctl getenv JAVA_HOME`, false},
		{"env secret read", `frobctl env get KEY_PREFIX`, false},
		{"env secret read", `frobctl env set ACME_API_KEY`, false},

		// A tool that rewrites its operands in place, pointed at a tree
		// outside the project, whatever the tool.
		{"in place outside", `autopep8 --in-place -r /srv/acme/app`, true},
		{"in place outside", `frobfmt --inplace /var/www/html/assets/site.js`, true},
		{"in place outside", `frob-lint --fix ~/other-checkout/src`, true},
		{"in place outside", `frobfmt --write=true ../sibling/src`, true},
		{"in place outside", `js-beautify -r /srv/site/assets/app.js`, true},
		{"in place outside", `css-beautify --replace ~/site/main.css`, true},
		{"in place outside", `yapf -i /opt/tool/a.py`, true},
		{"in place outside", `js-beautify -r src/app.js`, false},
		{"in place outside", `js-beautify -o dist/app.js /srv/site/assets/app.js`, false},
		{"in place outside", `yapf -i src/a.py`, false},
		{"in place outside", `autopep8 --in-place -r src`, false},
		{"in place outside", `autopep8 -r /srv/acme/app`, false},
		{"in place outside", `frobfmt --inplace /tmp/scratch/site.js`, false},
		{"in place outside", `frobfmt --write --check /var/www/site/src`, false},

		// A trash emptied, by an option or a subcommand of a trash
		// program, or by one named for removing from it.
		{"trash emptied", `frob-trash --empty`, true},
		{"trash emptied", `trashctl empty --all`, true},
		{"trash emptied", `frob-trash-purge old.txt`, true},
		{"trash emptied", `frob-trash build.log`, false},
		{"trash emptied", `trashctl restore a.txt`, false},
		{"trash emptied", `trashctl empty --help`, false},

		// A template or hooks from a remote repository trusted to run
		// their own code here.
		{"remote trusted", `frobgen copy --trust gh:someone/tpl ./svc`, true},
		{"remote trusted", `frobgen new --UNSAFE git+https://git.x.example/t/tpl out`, true},
		{"remote trusted", `pre-commit try-repo https://git.x.example/h/hooks --all-files`, true},
		{"remote trusted", `frobgen copy gh:someone/tpl ./svc`, false},
		{"remote trusted", `frobgen copy --trust ./templates/svc ./out`, false},
		{"remote trusted", `pre-commit try-repo ../hooks --all-files`, false},

		// History rewritten by a history tool's own subcommand.
		{"history rewrite", `git fast-export --all | sed s/x/y/ | git fast-import --force`, true},
		{"history rewrite", `git reauthor --all --correct-name Someone`, true},
		{"history rewrite", `git fast-import < /tmp/x.stream`, false},
		{"history rewrite", `git fast-export --all > /tmp/x.stream`, false},

		// A client asked to run a statement that deletes every row or
		// drops, whatever its verb reads as.
		{"destructive statement", `frobdb query --dsn frob://admin@db.x.example/main 'delete Person'`, true},
		{"destructive statement", `frobdb exec --host db.x.example 'TRUNCATE events'`, true},
		{"destructive statement", `frobdb query --dsn frob://admin@db.x.example/main 'select Person { name }'`, false},
		{"destructive statement", `frobdb query --dsn frob://localhost/main 'delete Person'`, false},
		{"destructive statement", `frobnote search 'delete old entries'`, false},

		// A production database named by -d for an unlisted program's
		// console or change.
		{"prod database", `froberp shell -d prod --no-http <<< 'env.cr.commit()'`, true},
		{"prod database", `froberp update -d production -u sale`, true},
		{"prod database", `froberp shell -d dev --no-http <<< 'env.cr.commit()'`, false},
		{"prod database", `froberp status -d prod`, false},

		// gatesh's own -c is classified or gated by gatesh itself.
		{"option shell", `gatesh check --json -c 'git push --force origin main'`, false},
		{"option shell", `gatesh explain -c 'rm -rf ~/.ssh'`, false},
	})
}
