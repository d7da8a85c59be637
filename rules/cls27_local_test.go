package rules_test

import "testing"

// TestTwentySeventhRoundHelpOfAnyCLI checks that a delete, deploy or
// publish subcommand asked only for its help passes whatever the CLI
// (its help option as the last word, nothing else after the subcommand,
// or the word help before it), while the same subcommand handed an
// operand, another option, a value after the help option, a word gatesh
// cannot read, or run through a program that hands its words on, stays
// held.
func TestTwentySeventhRoundHelpOfAnyCLI(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"help", `fly apps destroy --help`, "pass"},
		{"help", `fly apps destroy -h`, "pass"},
		{"help", `vercel remove --help`, "pass"},
		{"help", `az group delete --help`, "pass"},
		{"help", `gcloud projects delete -h`, "pass"},
		{"help", `doctl compute droplet delete --help`, "pass"},
		{"help", `npm help unpublish`, "pass"},
		{"help", `npm help deprecate`, "pass"},
		{"not help", `fly apps destroy web-prod --yes`, "held"},
		{"not help", `fly apps destroy --yes --help`, "held"},
		{"not help", `vercel remove web-prod --yes`, "held"},
		{"not help", `vercel remove --help web-prod`, "held"},
		{"not help", `az group delete -n prod-rg --help`, "held"},
		{"not help", `gcloud projects delete "$P" --help`, "held"},
		{"not help", `npm unpublish pkg@1.0.0`, "held"},
		{"not help", `npm deprecate pkg@1 "gone"`, "held"},
		{"not help", `doctl compute droplet delete web-1 -f`, "held"},
	})
}

// TestTwentySeventhRoundLocalDatabases checks the local database family
// whatever the client: on a dev or test sqlite file of the project, a
// server reached through localhost or a unix socket, stacked statements
// and ALTER ... DROP pass; a table dropped or truncated, every row
// deleted, a mongosh drop or empty-filter delete and a framework's reset
// in its test or development environment are held there too (DESIGN.md's
// red tier names deleting data and dropping tables with no local
// exception); the
// same statements on a host named elsewhere or for production, on a
// file outside the project, named for production or not named for
// development, with no target named, or that reach out of the database
// (ATTACH, writefile, COPY TO PROGRAM, INTO OUTFILE, a client's shell)
// stay held.
func TestTwentySeventhRoundLocalDatabases(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"sqlite dev file", `sqlite3 db/app_dev.sqlite3 'DELETE FROM sessions'`, "held"},
		{"sqlite dev file", `sqlite3 db/test.sqlite3 'DROP TABLE sessions'`, "held"},
		{"sqlite dev file", `duckdb tmp/local.duckdb 'DELETE FROM events'`, "held"},
		{"sqlite other file", `sqlite3 app.db 'DELETE FROM sessions'`, "held"},
		{"sqlite other file", `sqlite3 db/production.sqlite3 'DELETE FROM sessions'`, "held"},
		{"sqlite other file", `sqlite3 db/app_dev_prod.sqlite3 'DELETE FROM sessions'`, "held"},
		{"sqlite other file", `sqlite3 /var/lib/app/app_dev.db 'DELETE FROM sessions'`, "held"},
		{"sqlite other file", `sqlite3 ../other/app_dev.db 'DELETE FROM sessions'`, "held"},
		{"sqlite other file", `sqlite3 db/../../x/app_dev.db 'DELETE FROM sessions'`, "held"},
		{"sqlite other file", `sqlite3 "$DB" 'DELETE FROM sessions'`, "held"},
		{"sqlite reaches out", `sqlite3 db/app_dev.sqlite3 "ATTACH '/var/lib/app/prod.db' AS p; DELETE FROM p.users"`, "held"},
		{"sqlite reaches out", `sqlite3 db/app_dev.sqlite3 "SELECT writefile('/home/dev/.bashrc', 'x')"`, "held"},
		{"sqlite reaches out", `sqlite3 db/app_dev.sqlite3 '.shell rm -rf x'`, "held"},
		{"server here", `mysql -h 127.0.0.1 -u root -proot -e 'DROP DATABASE IF EXISTS app_test; CREATE DATABASE app_test'`, "held"},
		{"server here", `psql -h localhost -d app_dev -c 'ALTER TABLE users DROP COLUMN email'`, "pass"},
		{"server here", `mysql --socket=/tmp/mysql.sock -u root -e 'DELETE FROM sessions'`, "held"},
		{"server here", `psql -h /var/run/postgresql -d app_dev -c 'DELETE FROM sessions'`, "held"},
		{"server elsewhere", `mysql -h db.prod.x.example -u root -e 'DROP DATABASE IF EXISTS app; CREATE DATABASE app'`, "held"},
		{"server elsewhere", `mysql -u root -e 'DROP DATABASE IF EXISTS app; CREATE DATABASE app'`, "held"},
		{"server elsewhere", `mysql -h 10.0.0.7 -e 'UPDATE users SET a = 1 WHERE id = 2; DELETE FROM t WHERE id = 3'`, "held"},
		{"server elsewhere", `psql -h db.prod.x.example -d app -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"server elsewhere", `mysql --socket=/tmp/mysql.sock -h db.prod.x.example -e 'DELETE FROM sessions'`, "held"},
		{"server elsewhere", `mysql --socket="$SOCK" -e 'DELETE FROM sessions'`, "held"},
		{"server reaches out", `psql -h localhost -c "SELECT 1; COPY t TO PROGRAM 'id'"`, "held"},
		{"server reaches out", `mysql -h 127.0.0.1 -e "SELECT 1; SELECT * FROM t INTO OUTFILE '/home/dev/.bashrc'"`, "held"},
		{"mongo here", `mongosh mongodb://localhost:27017/app_test --eval 'db.orders.deleteMany({})'`, "held"},
		{"mongo here", `mongosh --host localhost app_test --eval 'db.orders.drop()'`, "held"},
		{"mongo elsewhere", `mongosh mongodb://db.prod.x.example:27017/app --eval 'db.orders.deleteMany({})'`, "held"},
		{"mongo elsewhere", `mongosh app --eval 'db.orders.deleteMany({})'`, "held"},
		{"mongo elsewhere", `mongosh --host db.othercorp.example --eval 'db.orders.drop()'`, "held"},
		{"framework test env", `python manage.py flush --no-input --settings=app.settings.test`, "held"},
		{"framework test env", `RAILS_ENV=test bin/rails db:reset`, "held"},
		{"framework test env", `bin/rails db:schema:load RAILS_ENV=test`, "held"},
		{"framework test env", `RAILS_ENV=development rake db:drop`, "held"},
		{"framework other env", `python manage.py flush --no-input --settings=app.settings.production`, "held"},
		{"framework other env", `python manage.py flush --no-input`, "held"},
		{"framework other env", `RAILS_ENV=production bin/rails db:reset`, "held"},
		{"framework other env", `bin/rails db:reset`, "held"},
		{"framework other env", `bin/rails db:reset RAILS_ENV=production`, "held"},
		{"framework other env", `RAILS_ENV=test DATABASE_URL=postgres://db.prod.x.example/app bin/rails db:reset`, "held"},
		{"framework other env", `RAILS_ENV="$E" bin/rails db:reset`, "held"},
		{"framework other env", `python manage.py flush --settings=app.settings.test_prod`, "held"},
		{"local stack", `supabase db reset`, "held"},
		{"local stack", `supabase migration up`, "pass"},
		{"hosted project", `supabase db reset --linked`, "held"},
		{"hosted project", `supabase db reset --db-url postgres://db.prod.x.example/app`, "held"},
		{"hosted project", `supabase db reset --db-url "$DB"`, "held"},
		{"hosted project", `supabase --project-ref abcdefgh db reset`, "held"},
		{"hosted project", `npx prisma migrate reset --force`, "held"},
		{"hosted project", `DATABASE_URL=postgres://db.prod.x.example/app npx prisma migrate reset --force`, "held"},
	})
}

// TestTwentySeventhRoundDevModesAndLocalTargets checks the
// infrastructure tools' local forms by their documented switches: a
// HashiCorp dev-mode server, a dev or test container removed from this
// machine's engine, an emulator call whose input is a file:// URL, and
// the deploy tools' plan-only switches; while the real server, one that
// joins a cluster or listens everywhere, another engine or container,
// the cloud call without the local endpoint, and the real deploy stay
// held.
func TestTwentySeventhRoundDevModesAndLocalTargets(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"dev mode", `vault server -dev -dev-root-token-id=dev-only`, "pass"},
		{"dev mode", `vault server -dev -dev-listen-address 127.0.0.1:8200`, "pass"},
		{"dev mode", `consul agent -dev`, "pass"},
		{"dev mode", `nomad agent -dev`, "pass"},
		{"not dev mode", `vault server -config=/etc/vault.hcl`, "held"},
		{"not dev mode", `vault server -dev -dev-listen-address=0.0.0.0:8200`, "held"},
		{"not dev mode", `vault server -dev -dev-listen-address 0.0.0.0:8200`, "held"},
		{"not dev mode", `consul agent -dev -join=10.0.0.5`, "held"},
		{"not dev mode", `nomad agent -dev -servers=10.0.0.5:4647`, "held"},
		{"not dev mode", `vault kv put -dev secret/x a=1`, "held"},
		{"not dev mode", `consul kv delete -dev app/config`, "held"},
		{"dev container", `docker rm -f app-api-dev`, "pass"},
		{"dev container", `podman rm -f web-test`, "pass"},
		{"other container", `docker rm -f app-api`, "held"},
		{"other container", `docker rm -f app-api-prod`, "held"},
		{"other container", `docker rm -f app-api-dev app-db`, "held"},
		{"other container", `docker rm -f "$C"`, "held"},
		{"other engine", `docker -H ssh://ops@prod.x.example rm -f app-api-dev`, "held"},
		{"other engine", `docker --context prod rm -f app-api-dev`, "held"},
		{"other engine", `DOCKER_HOST=tcp://10.0.0.5:2375 docker rm -f app-api-dev`, "held"},
		{"emulator", `aws dynamodb create-table --endpoint-url http://localhost:8000 --cli-input-json file://schema/orders.json`, "pass"},
		{"cloud", `aws dynamodb create-table --cli-input-json file://schema/orders.json`, "held"},
		{"cloud", `aws dynamodb delete-table --table-name orders --cli-input-json file://x.json`, "held"},
		{"cloud", `aws dynamodb create-table --endpoint-url https://dynamodb.us-east-1.amazonaws.com --cli-input-json file://schema/orders.json`, "held"},
		{"plan only", `pulumi destroy --stack app/dev --preview-only`, "pass"},
		{"plan only", `aws cloudformation deploy --template-file t.yml --stack-name web --no-execute-changeset`, "pass"},
		{"real deploy", `pulumi destroy --stack app/dev --yes`, "held"},
		{"real deploy", `pulumi destroy --stack app/prod`, "held"},
		{"real deploy", `aws cloudformation deploy --template-file t.yml --stack-name web`, "held"},
	})
}

// TestTwentySeventhRoundPackageSourcesUntrusted checks that a package
// manager's source checks switched off in its settings (Composer's
// secure-http and disable-tls, npm's and Yarn's strict-ssl, pip's
// trusted-host, Bundler's ssl_verify_mode) and a
// Flatpak remote added without its GPG check are held, while the same
// settings switched on, or read, pass.
func TestTwentySeventhRoundPackageSourcesUntrusted(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"checks off", `composer config secure-http false && composer install`, "held"},
		{"checks off", `composer config --global disable-tls true`, "held"},
		{"checks off", `yarn config set enableStrictSsl false`, "held"},
		{"checks off", `pnpm config set strict-ssl false`, "held"},
		{"checks off", `pip config set global.trusted-host pypi.othercorp.example`, "held"},
		{"checks off", `bundle config set ssl_verify_mode 0`, "held"},
		{"checks off", `flatpak remote-add --no-gpg-verify othercorp http://flatpak.othercorp.example/repo`, "held"},
		{"checks off", `flatpak remote-modify --no-gpg-verify flathub`, "held"},
		{"checks on", `composer config secure-http true`, "pass"},
		{"checks on", `composer config --list`, "pass"},
		{"checks on", `npm config get strict-ssl`, "pass"},
		{"checks on", `pip config list`, "pass"},
		{"checks on", `flatpak remotes`, "pass"},
	})
}

// TestTwentySeventhRoundGitCleanOfBuildOutput checks that git clean
// limited by pathspecs to what a build makes again passes, as rm -r of
// the same folders does (rm-recursive's list), while git clean of the
// whole tree, of sources, of a folder outside the project, or of build
// output beside anything else stays held.
func TestTwentySeventhRoundGitCleanOfBuildOutput(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"build output", `git clean -fdx -- build/ out/`, "pass"},
		{"build output", `git clean -fdx -- dist/ node_modules/`, "pass"},
		{"build output", `git clean -fdx target`, "pass"},
		{"not build output", `git clean -fdx`, "held"},
		{"not build output", `git clean -fdx -- src/`, "held"},
		{"not build output", `git clean -fdx -- build/ src/`, "held"},
		{"not build output", `git clean -fdx -- ../other/build`, "held"},
		{"not build output", `git clean -fdx -- /home/dev/build`, "held"},
		{"not build output", `git clean -fdx -- "$D"`, "held"},
		{"not build output", `git clean -fdx -- '*'`, "held"},
	})
}

// TestTwentySeventhRoundLocalClusterNamespace checks that a namespace
// named beside a local cluster's context is a part of that cluster: the
// change passes there, while the same change with no context, a
// namespace alone, or a remote context stays held.
func TestTwentySeventhRoundLocalClusterNamespace(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"local cluster", `helm --kube-context kind-app uninstall app -n app-dev`, "pass"},
		{"local cluster", `helm uninstall app --kube-context k3d-dev --namespace=web`, "pass"},
		{"remote cluster", `helm --kube-context prod-eks uninstall app -n app-dev`, "held"},
		{"remote cluster", `helm uninstall app -n app-dev`, "held"},
		{"remote cluster", `helm uninstall app -n kind-app`, "held"},
		{"remote cluster", `helm uninstall app --namespace=localhost`, "held"},
	})
}
