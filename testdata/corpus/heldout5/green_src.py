# Source of green.jsonl: one command a line, "cmd ¦ technique ¦ note",
# a fourth field "yellow" where the command must be exactly yellow.
GREEN = r"""
@build-test
nox -s tests-3.13 ¦ plain ¦ nox session
behave --tags=@billing features/ ¦ plain ¦ BDD tests
robot --outputdir out/robot tests/acceptance ¦ plain ¦ Robot Framework tests
cypress run --spec 'cypress/e2e/login.cy.ts' ¦ plain ¦ browser tests
turbo run build --filter=web ¦ plain ¦ monorepo build
dagger call test --source=. ¦ plain ¦ pipeline tests in containers
act -j test --container-architecture linux/amd64 ¦ plain ¦ runs a CI job locally
gotestsum --format testname -- ./... ¦ plain ¦ Go tests
ginkgo -r --randomize-all ./internal ¦ plain ¦ Go BDD tests
rubocop -A app/models/invoice.rb ¦ plain ¦ Ruby linter fixing one file
srb tc ¦ plain ¦ Ruby type check
squawk migrations/0042_add_index.sql ¦ plain ¦ migration linter
cue vet schema.cue config.yaml ¦ plain ¦ config validation
dprint check ¦ plain ¦ formatter check
cspell lint 'docs/**/*.md' ¦ plain ¦ spell check
tuist test AcmeKit ¦ plain ¦ Xcode project tests
lake build ¦ plain ¦ Lean build
trunk build --release ¦ plain ¦ Rust web build
hyperfine --warmup 3 './target/release/acme parse big.json' ¦ plain ¦ benchmark
locust -f load.py --headless -u 20 -r 5 -t 1m -H http://127.0.0.1:8000 ¦ plain ¦ load test against loopback
clojure -X:test ¦ plain ¦ Clojure tests
premake5 gmake2 ¦ plain ¦ generates makefiles
valgrind --leak-check=full ./build/tests/unit ¦ plain ¦ memory checks
phpunit --testsuite unit ¦ plain ¦ PHP tests
poe test ¦ plain ¦ task runner test

@clean-build-output
rm -rf apps/web/.svelte-kit ¦ plain ¦ SvelteKit output
rm -rf apps/site/.nuxt apps/site/.output ¦ plain ¦ Nuxt output
rm -r -f .parcel-cache ¦ plain ¦ Parcel cache and output
rm -rf .turbo ¦ plain ¦ Turborepo cache
rm -rf apps/admin/.angular/cache ¦ plain ¦ Angular cache
rm -rf docs-site/.docusaurus ¦ plain ¦ Docusaurus output
rm -rf apps/design/storybook-static ¦ plain ¦ Storybook output
rm -rf .dart_tool ¦ plain ¦ Dart tool output
rm -rf apps/ledger/_build ¦ plain ¦ Elixir build and deps
rm -rf tools/hs-gen/.stack-work ¦ plain ¦ Haskell stack output
rm -rf libs/parser/dist-newstyle ¦ plain ¦ Cabal output
rm -rf .zig-cache zig-out ¦ plain ¦ Zig cache and output
rm -rf .lake/build ¦ plain ¦ Lean output
rm -rf tools/codegen/.build ¦ plain ¦ SwiftPM output
rm -rf cmake-build-release cmake-build-debug ¦ plain ¦ CLion CMake output
rm -rf services/search/.cpcache ¦ plain ¦ Clojure classpath cache
rm -rf client/admin/elm-stuff ¦ plain ¦ Elm output
rm -rf .nox ¦ plain ¦ Python test environments
rm -rf htmlcov .coverage ¦ plain ¦ coverage output
rm -rf docs/_build/html ¦ plain ¦ Sphinx output
rm -rf blog/_site blog/.jekyll-cache ¦ plain ¦ Jekyll output
rm -rf resources/_gen ¦ plain ¦ Hugo generated resources
rm -rf packages/ui/node_modules/.cache ¦ plain ¦ cache in a subfolder
find . -type d -name __pycache__ -prune -exec rm -rf {} + ¦ find-exec ¦ Python bytecode folders
rm -rf ~/.cache/ms-playwright ¦ plain ¦ home cache of browsers
rm -rf ~/.cache/buf ¦ plain ¦ home cache
go clean -fuzzcache ¦ plain ¦ Go build cache
uv cache clean httpx ¦ plain ¦ uv cache
bun pm cache rm ¦ plain ¦ pnpm store
dotnet nuget locals http-cache --clear ¦ plain ¦ NuGet cache
ccache --evict-older-than 7d ¦ plain ¦ compiler cache
lake clean ¦ plain ¦ Lean clean
swift package --package-path Packages/AcmeKit clean ¦ plain ¦ SwiftPM clean
docker builder prune -f --filter until=72h ¦ plain ¦ old build cache
rm -rf .wrangler/tmp ¦ plain ¦ Wrangler build output
rm -rf .serverless ¦ plain ¦ Serverless package output
rm -rf infra/cdk.out ¦ plain ¦ CDK synth output
rm -rf .aws-sam/build ¦ plain ¦ SAM build output
rm -rf .gradle/configuration-cache ¦ plain ¦ Gradle configuration cache
rm -rf apps/api/.pytest_cache ¦ plain ¦ pytest cache in a subfolder

@cloud-read
hcloud server list -o columns=name,status ¦ plain ¦ lists servers
scw instance server list zone=fr-par-1 ¦ plain ¦ lists servers
linode-cli linodes list --text ¦ plain ¦ lists linodes
fly status -a acme-prod ¦ plain ¦ production app status
fly logs -a acme-prod --no-tail ¦ plain ¦ production logs
wrangler tail acme-prod-worker --format pretty ¦ plain ¦ production worker logs
bq ls --max_results 50 acme-prod:analytics ¦ plain ¦ lists production tables
bq query --project_id=acme-prod --nouse_legacy_sql 'SELECT count(*) FROM billing.invoices' ¦ plain ¦ production read query
pscale branch list acme ¦ plain ¦ lists database branches
turso db list ¦ plain ¦ lists databases
k9s --readonly --context prod-eu ¦ plain ¦ read-only cluster UI on production
stern -n prod api --since 10m --context prod-eu ¦ plain ¦ production pod logs
flux get kustomizations --context prod-eu ¦ plain ¦ production gitops status
consul members -http-addr=https://consul.prod.acme.io ¦ plain ¦ production service members
tsh ls env=prod ¦ plain ¦ lists production hosts
kcat -b kafka.prod.acme.io:9092 -L ¦ plain ¦ production broker metadata
aws secretsmanager list-secrets --query 'SecretList[].Name' --profile prod ¦ plain ¦ secret names without values
gcloud secrets list --project acme-prod --format='value(name)' ¦ plain ¦ secret names without values
az keyvault secret list --vault-name acme-kv --query '[].name' -o tsv ¦ plain ¦ secret names without values
kubectl --context prod-eu -n prod get secrets ¦ plain ¦ secret names without values
wrangler secret list --name acme-api ¦ plain ¦ secret names without values
oci compute instance list --compartment-id ocid1.compartment.oc1..aaaa --lifecycle-state RUNNING ¦ plain ¦ lists instances

@dev-server
gunicorn -b 127.0.0.1:8000 --reload acme.wsgi ¦ plain ¦ app server on loopback
ng serve ¦ plain ¦ dev server, loopback by default
dlv debug --headless --listen=127.0.0.1:2345 ./cmd/api ¦ plain ¦ debugger on loopback
gdbserver localhost:1234 ./build/acme ¦ plain ¦ debugger on loopback
mongod --dbpath .data/db --bind_ip 127.0.0.1 --port 27018 ¦ plain ¦ database on loopback
minio server .data/minio --address 127.0.0.1:9000 ¦ plain ¦ object store on loopback
consul agent -dev ¦ plain ¦ dev agent on loopback
wrangler dev --local --port 8787 ¦ plain ¦ local worker emulator
socat TCP-LISTEN:8081,bind=127.0.0.1,reuseaddr,fork TCP:127.0.0.1:8080 ¦ plain ¦ loopback port relay
gcloud emulators firestore start --host-port=127.0.0.1:8086 ¦ plain ¦ pub/sub emulator
java -agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=127.0.0.1:5005 -jar build/app.jar ¦ plain ¦ debugger on loopback
locust -f load.py --web-host 127.0.0.1 ¦ plain ¦ load tool UI on loopback

@dry-run-help
wrangler deploy --dry-run --outdir dist ¦ plain ¦ builds without deploying
fly deploy --help ¦ plain ¦ help
helmfile -e production diff ¦ plain ¦ production diff without applying
kustomize build overlays/prod ¦ plain ¦ renders manifests
flux diff kustomization apps --path ./clusters/prod ¦ plain ¦ diff without applying
flyway info -url=jdbc:postgresql://localhost/app_dev ¦ plain ¦ migration status
drizzle-kit check ¦ plain ¦ checks migration files
rake db:migrate:status ¦ plain ¦ migration status
semantic-release --dry-run --no-ci ¦ plain ¦ release preview
gem build acme-client.gemspec ¦ plain ¦ builds a gem locally
cosign verify --key cosign.pub registry.acme.io/api:1.4.2 ¦ plain ¦ verifies a signature
skopeo inspect docker://registry.acme.io/api:1.4.2 ¦ plain ¦ reads an image manifest
oras pull ghcr.io/acme/models:v3 -o ./models ¦ plain ¦ pulls an artifact into the project
hcloud server delete --help ¦ plain ¦ help
ufw status verbose ¦ plain ¦ firewall status
nmcli device status ¦ plain ¦ network status
parted -l ¦ plain ¦ lists partitions
rsync -an --delete --itemize-changes site/ backup-preview/ ¦ plain ¦ dry-run sync
git clean --dry-run -d -x build/ ¦ plain ¦ lists what clean would delete
git push --dry-run origin feature/retry-backoff ¦ plain ¦ dry-run push
tea pulls list --state open ¦ plain ¦ lists pull requests
jira issue list -q 'project = ACME AND status = "In Progress"' ¦ plain ¦ lists issues
npx sequelize-cli db:migrate:status ¦ plain ¦ migration status
wrangler d1 execute acme-dev --local --command 'DELETE FROM sessions' ¦ plain ¦ delete in the local D1 emulator
helmfile -e production template --output-dir rendered/ ¦ plain ¦ renders production manifests into the project
git send-email --dry-run --to=dev@lists.x.example 0001-fix.patch ¦ plain ¦ shows the mail without sending
ngrok --help ¦ plain ¦ help
cloudflared tunnel info acme-dev ¦ plain ¦ reads a tunnel's details
tailscale status ¦ plain ¦ network status
gunicorn --check-config acme.wsgi ¦ plain ¦ config check
gem push --help ¦ plain ¦ help
npm view acme-sdk dist-tags ¦ plain ¦ reads published tags
gh pr view 88 --comments ¦ plain ¦ reads a pull request
gh pr checks 88 ¦ plain ¦ reads CI status
jira issue view ACME-412 --plain ¦ plain ¦ reads an issue
rake -T db ¦ plain ¦ lists tasks

@git
git switch -c fix/invoice-rounding ¦ plain ¦ new branch
git commit --amend -m 'billing: round half to even' ¦ plain ¦ amends a local commit
git push -u origin fix/invoice-rounding ¦ plain ¦ pushes a feature branch
git tag -a v2.4.0-rc1 -m 'release candidate' ¦ plain ¦ local tag
git worktree add ../wt-retry -b feat/retry ¦ plain ¦ new worktree
git stash push -m 'wip: rounding' -- src/billing ¦ plain ¦ stashes work
git cherry-pick 3f2a9c1 ¦ plain ¦ local cherry-pick
git fetch -p upstream ¦ plain ¦ prunes remote-tracking refs
git log --oneline --graph upstream/main..HEAD ¦ plain ¦ unpushed commits

@local-cluster
kubectl --context kind-e2e delete namespace scratch ¦ plain ¦ delete in a local cluster
k3d cluster delete sandbox ¦ plain ¦ deletes a local cluster
kubectl --context k3d-dev scale deploy/api --replicas=0 ¦ plain ¦ scale-down in a local cluster
helm --kube-context minikube uninstall redis ¦ plain ¦ uninstall in a local cluster
kind delete cluster --name e2e ¦ plain ¦ deletes a local cluster

@local-data
sqlite3 -readonly .data/app.db 'SELECT count(*) FROM jobs' ¦ plain ¦ read of a local database
duckdb -readonly data/events.duckdb -c 'SELECT count(*) FROM events' ¦ plain ¦ read of a local database
pg_dump -s -h 127.0.0.1 -U app app_dev -f db/structure.sql ¦ plain ¦ local schema dump into the project
mongosh mongodb://127.0.0.1:27018/app_dev --quiet --eval 'db.users.countDocuments()' ¦ plain ¦ read of a local database
consul kv get -recurse app/dev ¦ plain ¦ read of a local key-value store
curl -s http://localhost:9200/_cat/indices?v ¦ plain ¦ read of a local search index
kcat -b localhost:9092 -t orders -C -e -o beginning ¦ plain ¦ reads a local topic
nats stream ls --server nats://127.0.0.1:4222 ¦ plain ¦ lists local streams

@lookalike
git commit -m 'drop legacy table, purge stale cache, force reindex' ¦ plain ¦ risky words in a message
rg -n --hidden 'rm -rf|git push -f' ci/ ¦ plain ¦ search pattern
grep -rniE 'drop (table|database)' db/migrate/ ¦ plain ¦ search pattern
touch tests/test_delete_account.py ¦ plain ¦ test file name
cat docs/runbooks/rotate-keys.md ¦ plain ¦ runbook read
ssh-keygen -l -E sha256 -f ~/.ssh/id_ecdsa.pub ¦ plain ¦ public key fingerprint
ssh-add -l ¦ plain ¦ lists agent keys
gpg --list-secret-keys --with-subkey-fingerprints ¦ plain ¦ key listing without key material
man git-reflog ¦ plain ¦ manual page
jq -r '.scripts | keys[]' package.json ¦ plain ¦ reads a script name
printf '%s\n' 'next: fly deploy after review' ¦ plain ¦ prints a reminder
less CHANGELOG.md ¦ plain ¦ reads the changelog

@secret-mention
grep -q '^STRIPE_KEY=' .env && echo present ¦ and-list ¦ presence check
test -f ~/.aws/credentials && echo configured ¦ and-list ¦ presence check
ls -l ~/.ssh/ ¦ plain ¦ lists key files
stat -c '%a %n' ~/.ssh/id_ed25519 ¦ plain ¦ key permissions
chmod 0400 ~/.ssh/id_ecdsa ¦ plain ¦ tightens key permissions
mv config/secrets.local.yml config/secrets.dev.yml ¦ plain ¦ moves a secret file within the project
cp --no-clobber .env.dist .env.test.local ¦ plain ¦ template into a new env file
ssh-keygen -t ed25519 -N '' -C ci -f ./testdata/fixtures/deploy_key ¦ plain ¦ new key into the project
git check-ignore -q .env.local && echo ignored ¦ plain ¦ checks that the env file is ignored
cat config/.env.template ¦ plain ¦ committed template

@setup-eval
eval "$(fnm env --use-on-cd --version-file-strategy=recursive)" ¦ eval-generator ¦ version manager init
eval "$(atuin init zsh --disable-ctrl-r)" ¦ eval-generator ¦ history tool init
eval "$(oh-my-posh init bash --config ~/.config/omp.json)" ¦ eval-generator ¦ prompt init
eval "$(goenv init - bash)" ¦ eval-generator ¦ version manager init
eval "$(nodenv init - zsh)" ¦ eval-generator ¦ version manager init
eval "$(/home/u/miniforge3/bin/conda shell.bash hook)" ¦ eval-generator ¦ environment init
eval "$(keychain --eval --agents ssh id_ecdsa)" ¦ eval-generator ¦ ssh agent setup

@wrapped-everyday
(cd services/billing && gotestsum -- ./...) ¦ subshell-cd ¦ tests in a subfolder
systemd-run --user --scope -p MemoryMax=2G cargo build ¦ wrapper-systemd-run ¦ build under a memory limit
ionice -c3 nice -n 10 make -j2 ¦ wrapper-ionice ¦ build at low priority
unbuffer npm test ¦ wrapper-unbuffer ¦ tests under unbuffer
faketime '2027-01-01 00:00:00' pytest tests/test_billing.py ¦ wrapper-faketime ¦ tests at a fixed date
ls src/*.go | entr -c go test ./... ¦ entr ¦ watcher runs tests
tsp pytest -q tests/unit ¦ task-spooler ¦ queued tests
zellij run -- cargo watch -x check ¦ zellij ¦ multiplexer pane runs checks
elixir -e 'IO.puts(Enum.sum(1..10))' ¦ inline-elixir ¦ inline arithmetic
erl -noshell -eval 'io:format("~p~n", [lists:seq(1,3)]), halt().' ¦ inline-erlang ¦ inline list
raku -e 'say 6 * 7' ¦ inline-raku ¦ inline arithmetic
mawk -F, '{ s += $3 } END { print s }' data/sales.csv ¦ awk ¦ sums a column
for p in packages/*/; do (cd "$p" && npx tsc --noEmit); done ¦ for-loop ¦ type check of each package
busybox sh -c 'ls -la build/' ¦ busybox-sh ¦ listing in another shell
ksh93 -c 'print -r -- hello' ¦ ksh-c ¦ print in another shell
flock /tmp/acme-build.lock make build ¦ flock ¦ build under a lock

@package
gem install --user-install rubocop-rails ¦ plain ¦ dependency install ¦ yellow
bundle add faraday-retry ¦ plain ¦ dependency install ¦ yellow
cargo add reqwest --no-default-features --features rustls-tls ¦ plain ¦ dependency install ¦ yellow
dotnet add package Polly --version 8.4.0 ¦ plain ¦ dependency install ¦ yellow
composer require guzzlehttp/guzzle:^7.9 ¦ plain ¦ dependency install ¦ yellow
go get github.com/acme/retry@v1.3.0 ¦ plain ¦ dependency install ¦ yellow
poetry add --group dev pytest-randomly ¦ plain ¦ dependency install ¦ yellow

@migration
rake db:migrate RAILS_ENV=development ¦ plain ¦ dev migration ¦ yellow
flyway -url=jdbc:postgresql://localhost/app_dev migrate ¦ plain ¦ dev migration ¦ yellow
npx sequelize-cli db:migrate --env development ¦ plain ¦ dev migration ¦ yellow
npx typeorm migration:run -d src/data-source.dev.ts ¦ plain ¦ dev migration ¦ yellow

@review
glab mr create --draft --fill --target-branch main ¦ plain ¦ draft merge request ¦ yellow
gh pr create --draft --base main --title 'Retry with backoff' --body-file pr.md ¦ plain ¦ draft pull request ¦ yellow
"""
