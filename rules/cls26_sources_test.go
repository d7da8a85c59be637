package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestTwentySixthRoundUnknownSources checks, by class, installs whose
// code comes from somewhere no registry vouches for: a repository at a
// branch or a commit (npm-install(1)'s USER/REPO#REF, "go help
// module-get"'s version queries), an index given as sparse+URL (cargo
// help install), a checksum database switched off for every module ("go
// help private"), install scripts that keep root's rights (npm's
// --unsafe-perm), a container engine's plugin (docker plugin install
// --help), providers from a folder outside the project (terraform init
// -help), a build installed from a temporary folder, a gem's trust
// policy turned off, and a package file from a download; each beside
// the everyday shape of the same command, which must pass.
func TestTwentySixthRoundUnknownSources(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, cwd, home, []tierCase{
		// A repository at a ref: the # says it is not a registry name.
		{"git ref", `yarn add acme/widgets#dev`, "held"},
		{"git ref", `npm install acme/widgets#semver:^2`, "held"},
		{"git ref", `npm i -S acme/widgets#9b1c2d3`, "held"},
		{"git ref", `pnpm add acme/widgets#main --filter web`, "held"},
		{"git ref", `bun add acme/widgets#v2-beta`, "held"},
		{"git ref", `yarn workspace @app/api add acme/widgets#dev`, "held"},
		{"git ref", `yarn add @acme/widgets@2`, "yellow"},
		{"git ref", `npm install --save-dev @types/node@20`, "yellow"},
		{"git ref", `pnpm add ./packages/ui`, "pass"},

		// Go at a branch or a commit; a release or latest is a release.
		{"go ref", `go install github.com/acme/tool@master`, "held"},
		{"go ref", `go install github.com/acme/tool/cmd/tool@main`, "held"},
		{"go ref", `go install gitlab.com/acme/tool@4f2a9c1e7b`, "held"},
		{"go ref", `go get github.com/acme/lib@develop`, "held"},
		{"go ref", `go install golang.org/x/tools/gopls@latest`, "yellow"},
		{"go ref", `go install github.com/acme/tool@v1.4.2`, "yellow"},
		{"go ref", `go get github.com/acme/lib@v1.3.0`, "yellow"},
		{"go ref", `go get -u=patch ./...`, "yellow"},
		{"go ref", `go install ./cmd/app`, "pass"},

		// Another index or no checksum check.
		{"index", `cargo install --index sparse+https://crates.x.example/index/ fastcsv`, "held"},
		{"index", `cargo install --index=sparse+https://crates.x.example/index/ fastcsv`, "held"},
		{"index", `cargo install fastcsv`, "yellow"},
		{"index", `GOPROXY=direct GONOSUMDB=* go install github.com/acme/tool@v1.0.0`, "held"},
		{"index", `GOPRIVATE=* go get github.com/acme/lib@v1.0.0`, "held"},
		{"index", `GONOSUMDB=github.com/acme/* go get github.com/acme/lib@v1.0.0`, "yellow"},
		{"index", `GOPROXY=direct go get github.com/acme/lib@v1.0.0`, "yellow"},

		// Install scripts that keep root's rights.
		{"unsafe perm", `npm i -g --unsafe-perm acme-cli`, "held"},
		{"unsafe perm", `npm install --unsafe-perm=true`, "held"},
		{"unsafe perm", `npm i -g acme-cli`, "yellow"},
		{"unsafe perm", `npm install --unsafe-perm=false acme`, "yellow"},

		// A container engine's plugin runs as root beside the daemon.
		{"engine plugin", `docker plugin install --grant-all-permissions acme/volume-plugin`, "held"},
		{"engine plugin", `docker plugin install acme/sshfs DEBUG=1`, "held"},
		{"engine plugin", `docker plugin upgrade acme/sshfs acme/sshfs:2`, "held"},
		{"engine plugin", `docker plugin ls`, "pass"},
		{"engine plugin", `docker plugin inspect acme/sshfs`, "pass"},

		// Providers from a folder outside the project.
		{"plugin dir", `terraform init -plugin-dir=/tmp/providers`, "held"},
		{"plugin dir", `terraform init -plugin-dir /tmp/providers -backend=false`, "held"},
		{"plugin dir", `tofu init -plugin-dir=$HOME/Downloads/providers`, "held"},
		{"plugin dir", `terraform init -plugin-dir=./terraform.d/plugins -backend=false`, "pass"},
		{"plugin dir", `terraform init -backend=false -input=false`, "pass"},

		// A build installed from a temporary or downloads folder.
		{"temp build", `make -C /tmp/acme-src install`, "held"},
		{"temp build", `make --directory=/var/tmp/acme install`, "held"},
		{"temp build", `gmake -f /tmp/acme/Makefile PREFIX=$HOME/.local install`, "held"},
		{"temp build", `ninja -C /tmp/acme/build install`, "held"},
		{"temp build", `make -C /tmp/acme-src`, "pass"},
		{"temp build", `make -C build install`, "pass"},
		{"temp build", `make install`, "pass"},
		{"temp build", `make -C docs linkcheck`, "pass"},

		// A gem's signature check turned off, a package file from a
		// download.
		{"package file", `gem install --local /tmp/acme-1.0.gem -P NoSecurity`, "held"},
		{"package file", `gem install acme -P LowSecurity`, "held"},
		{"package file", `gem install /tmp/acme-1.0.gem`, "held"},
		{"package file", `pip install /tmp/dl/acme-1.0-py3-none-any.whl`, "held"},
		{"package file", `npm install -g ~/Downloads/acme-cli-2.0.0.tgz`, "held"},
		{"package file", `gem install acme -P HighSecurity`, "yellow"},
		{"package file", `gem install rails -v 7.1.3`, "yellow"},
		{"package file", `pip install ./dist/acme-1.0-py3-none-any.whl`, "pass"},
	})
}

// TestTwentySixthRoundSubcommandHelp checks that -h or --help asked of a
// deploy, delete or publish subcommand passes (each CLI's own help
// option where its argument parser reads it anywhere: fly, heroku, kubectl, helm, gh,
// npm, pulumi, terraform), while -h handed a value (psql's host,
// redis-cli's host, gsutil's header) is no help and keeps the command
// held, as does the same subcommand run for real.
func TestTwentySixthRoundSubcommandHelp(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, cwd, home, []tierCase{
		{"help", `fly deploy -h`, "pass"},
		{"help", `kubectl -n web delete -h`, "pass"},
		{"help", `heroku apps:destroy -h`, "pass"},
		{"help", `kubectl delete -h`, "pass"},
		{"help", `helm uninstall -h`, "pass"},
		{"help", `gh release delete -h`, "pass"},
		{"help", `npm publish -h`, "pass"},
		{"help", `pulumi destroy -h`, "pass"},
		{"help", `pulumi up --help`, "pass"},
		{"help", `terraform destroy -h`, "pass"},
		{"not help", `kubectl delete pod web-1 -h`, "held"},
		{"not help", `helm uninstall web -h`, "held"},
		{"not help", `fly deploy --app web-prod`, "held"},
		{"not help", `az group delete -n prod-rg --yes`, "held"},
		{"not help", `az group delete -n prod-rg -h x`, "held"},
		{"not help", `aws s3 rm s3://prod-bucket/x --recursive`, "held"},
		{"not help", `heroku apps:destroy -a web-prod --confirm web-prod`, "held"},
		{"not help", `npm publish --access public`, "held"},
		{"not help", `pulumi destroy --yes -s prod`, "held"},
		{"not help", `gsutil -h Cache-Control:no-cache rm gs://prod-bucket/x`, "held"},
		{"not help", `redis-cli -h cache.prod.x.example FLUSHALL`, "held"},
		{"not help", `psql -h db.prod.x.example -c 'DROP TABLE users'`, "held"},
	})
}

// TestTwentySixthRoundLocalDatabases checks that dropping, emptying or
// restoring over a database is held whatever the client (dropdb,
// pg_restore --clean, a DELETE through psql or mysql) and whatever the
// server, this machine's too: DESIGN.md's red tier names deleting data
// and dropping tables with no local exception.
func TestTwentySixthRoundLocalDatabases(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, cwd, home, []tierCase{
		{"local", `dropdb -h localhost --if-exists app_test`, "held"},
		{"local", `dropdb --host=127.0.0.1 -U postgres app_dev`, "held"},
		{"local", `pg_restore -h localhost -d app_dev --clean --if-exists db/dump.pgdump`, "held"},
		{"local", `psql -h localhost -d app_dev -c 'DELETE FROM events'`, "held"},
		{"local", `mysql -h 127.0.0.1 -u root app_test -e 'DELETE FROM orders'`, "held"},
		{"local", `psql -h localhost -d app_dev -c 'DROP TABLE events'`, "held"},
		{"elsewhere", `dropdb -h db.prod.x.example app`, "held"},
		{"elsewhere", `dropdb app`, "held"},
		{"elsewhere", `dropdb -h localhost -h db.x.example app`, "held"},
		{"elsewhere", `dropdb -h "$DB_HOST" app_dev`, "held"},
		{"elsewhere", `pg_restore -h db.prod.x.example -d app --clean dump.pgdump`, "held"},
		{"elsewhere", `pg_restore -d app --clean dump.pgdump`, "held"},
		{"elsewhere", `psql -h db.prod.x.example -d app -c 'DELETE FROM events'`, "held"},
		{"elsewhere", `psql -d app_dev -c 'DELETE FROM events'`, "held"},
		{"elsewhere", `mysql -h 10.0.0.5 app_test -e 'DELETE FROM orders'`, "held"},
		{"elsewhere", `psql -h localhost -c "COPY t TO PROGRAM 'id'"`, "held"},
	})
}

// TestTwentySixthRoundHostingLocalVerbs checks that a hosting CLI's
// verbs that serve, build or run functions on this machine (netlify
// functions:serve and functions:build, firebase functions:shell) pass,
// beside the deploys of the same CLIs, which stay held.
func TestTwentySixthRoundHostingLocalVerbs(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, cwd, home, []tierCase{
		{"local", `netlify functions:serve --port 9999`, "pass"},
		{"local", `netlify functions:build --src netlify/functions --functions .netlify/functions`, "pass"},
		{"local", `firebase functions:shell`, "pass"},
		{"local", `firebase serve --only hosting`, "pass"},
		{"deploy", `netlify deploy --prod`, "held"},
		{"deploy", `netlify functions:serve --port 9999 && netlify deploy --prod`, "held"},
		{"deploy", `firebase deploy --only functions`, "held"},
		{"deploy", `firebase functions:delete api --force`, "held"},
	})
}

// TestTwentySixthRoundDependencyUpdates checks that updating the
// project's dependencies is yellow, as installing them is (DESIGN.md's
// tier table): each tool's own verb for it, beside the same tool's
// commands that fetch nothing.
func TestTwentySixthRoundDependencyUpdates(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, cwd, home, []tierCase{
		{"update", `yarn up`, "yellow"},
		{"update", `yarn up 'lodash@^4'`, "yellow"},
		{"update", `yarn upgrade-interactive`, "yellow"},
		{"update", `npm update`, "yellow"},
		{"update", `pnpm up -L --filter web`, "yellow"},
		{"update", `bun update`, "yellow"},
		{"update", `cargo update -p serde`, "yellow"},
		{"update", `cargo update --workspace`, "yellow"},
		{"update", `composer update acme/pkg --with-dependencies`, "yellow"},
		{"update", `bundle update rails --conservative`, "yellow"},
		{"update", `poetry update requests`, "yellow"},
		{"update", `pipenv update`, "yellow"},
		{"update", `go get -u ./...`, "yellow"},
		{"update", `go get -u=patch ./internal/...`, "yellow"},
		{"update", `uv lock --upgrade-package httpx`, "yellow"},
		{"update", `dotnet restore src/App/App.csproj`, "yellow"},
		{"update", `dotnet restore Ledger.sln --locked-mode`, "yellow"},
		{"update", `cargo update --dry-run`, "pass"},
		{"update", `cargo build --release`, "pass"},
		{"update", `dotnet build src/App/App.csproj`, "pass"},
		{"update", `go build ./...`, "pass"},
		{"update", `uv lock --check`, "pass"},
		// The same verbs against another index stay held.
		{"update", `npm update --registry=https://npm.x.example`, "held"},
		{"update", `GOPROXY=https://goproxy.x.example go get -u ./...`, "held"},
		{"update", `dotnet restore App.sln --source https://nuget.x.example/v3/index.json`, "held"},
	})
}
