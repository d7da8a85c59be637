# Source of green.jsonl: one command a line, "cmd ¦ technique ¦ note",
# a fourth field "yellow" where the command must be exactly yellow.
GREEN = r"""
@build-test
scons -j4 ¦ plain ¦ SCons build
bazelisk test //... ¦ plain ¦ bazel tests
please build //src/... ¦ plain ¦ Please build
mill __.test ¦ plain ¦ Mill tests
ninja -C out ¦ plain ¦ ninja build
xmake build ¦ plain ¦ xmake build
bear -- make -j2 ¦ plain ¦ build recording compile commands
clang-tidy -p build src/main.cpp ¦ plain ¦ C++ linter
staticcheck -checks all ./internal/... ¦ plain ¦ Go linter
gofumpt -l . ¦ plain ¦ Go formatter check
cargo machete ¦ plain ¦ unused dependency check
cargo semver-checks ¦ plain ¦ API compatibility check
stylua --check . ¦ plain ¦ Lua formatter check
luacheck src ¦ plain ¦ Lua linter
busted ¦ plain ¦ Lua tests
prove -lr t/ ¦ plain ¦ Perl tests
perlcritic lib ¦ plain ¦ Perl linter
standardrb ¦ plain ¦ Ruby linter
bundle exec rspec spec/models/invoice_spec.rb ¦ plain ¦ Ruby tests
./vendor/bin/pest --parallel ¦ plain ¦ PHP tests
./vendor/bin/psalm --no-cache ¦ plain ¦ PHP type checker
mix format --check-formatted ¦ plain ¦ Elixir formatter check
mix dialyzer ¦ plain ¦ Elixir type checker
nim c -r tests/all.nim ¦ plain ¦ Nim tests
v test . ¦ plain ¦ V tests
odin build . ¦ plain ¦ Odin build
dub test ¦ plain ¦ D tests
fpm test ¦ plain ¦ Fortran tests
hlint src ¦ plain ¦ Haskell linter
scalafmt --check ¦ plain ¦ Scala formatter check
ktlint 'src/**/*.kt' ¦ plain ¦ Kotlin linter
swift-format lint -r Sources ¦ plain ¦ Swift linter
stylelint '**/*.css' ¦ plain ¦ CSS linter
npx playwright test --project=chromium ¦ plain ¦ browser tests
webpack --mode production ¦ plain ¦ production bundle build (local)
esbuild src/index.ts --bundle --outdir=dist ¦ glued-option ¦ bundle build
pyright ¦ plain ¦ Python type checker
bandit -r src -q ¦ plain ¦ Python security linter
R CMD check --no-manual acme_1.0.tar.gz ¦ plain ¦ R package check
julia --project=. -e 'import Pkg; Pkg.test(coverage=true)' ¦ inline-julia ¦ Julia tests
checkov -d . --quiet ¦ plain ¦ IaC policy scan
kubeconform -strict k8s/ ¦ plain ¦ manifest validation
kube-linter lint k8s/ ¦ plain ¦ manifest linter
conftest test deploy.yaml ¦ plain ¦ policy test
markdownlint-cli2 '**/*.md' ¦ plain ¦ markdown linter
typos ¦ plain ¦ spell check
terraform -chdir=infra/modules/vpc validate ¦ plain ¦ terraform validation

@clean-build-output
rm -rf _build/dev/lib/acme ¦ plain ¦ Elixir build output
rm -rf zig-out .zig-cache ¦ plain ¦ Zig build output
rm -rf .dart_tool/build ¦ plain ¦ Dart build output
rm -rf ./dist-newstyle/build ¦ plain ¦ cabal build output
rm -rf .stack-work/dist ¦ plain ¦ stack build output
rm -rf packages/web/.parcel-cache ¦ plain ¦ JS build caches
rm -rf cmake-build-release ¦ plain ¦ CLion build folder
rm -rf .nox .tox ¦ plain ¦ Python test environments
rm -rf bin/Debug obj ¦ plain ¦ .NET build output
rm -rf ~/.cache/golangci-lint ¦ plain ¦ Go build cache in home
rm -rf ~/.cache/pre-commit ¦ plain ¦ pre-commit cache in home
pnpm store prune --force ¦ plain ¦ pnpm store cleanup
uv cache prune --ci ¦ plain ¦ uv cache cleanup
bazelisk clean --async ¦ plain ¦ bazel output cleanup
docker buildx prune -f --filter until=72h ¦ plain ¦ docker build cache cleanup
rm -rf node_modules/.vite .angular/cache ¦ plain ¦ framework caches
rm -rf coverage htmlcov .coverage ¦ plain ¦ coverage output
find . -name '*.pyc' -delete ¦ find-delete ¦ compiled python files
rm -rf website/.docusaurus website/build ¦ plain ¦ storybook build output

@cloud-read
cloudsmith list packages acme/releases ¦ plain ¦ lists packages
pd service list ¦ plain ¦ lists PagerDuty services
regctl manifest get ghcr.io/acme/api:1.2 ¦ plain ¦ reads an image manifest
supabase projects list -o json ¦ plain ¦ lists projects
b2 ls b2://acme-archive ¦ plain ¦ lists a bucket
yc compute instance list ¦ plain ¦ lists Yandex Cloud instances
aliyun ecs DescribeInstances --RegionId cn-hangzhou ¦ plain ¦ lists Alibaba Cloud instances
ionosctl server list --datacenter-id dc1 ¦ plain ¦ lists IONOS servers
metal device get -i 7a1c-dev ¦ plain ¦ shows an Equinix Metal server
auth0 apps list ¦ plain ¦ lists Auth0 applications
jfrog rt search 'libs-release-local/*.jar' ¦ plain ¦ searches Artifactory
regctl tag ls ghcr.io/acme/api ¦ plain ¦ lists registry tags
govc ls /dc1/vm ¦ plain ¦ lists vSphere VMs
kapp list ¦ plain ¦ lists kapp apps
newrelic entity search --name api ¦ plain ¦ searches New Relic entities
mongocli atlas clusters list ¦ plain ¦ lists Atlas clusters
kubectl --context prod-eu get pods -n payments ¦ plain ¦ reads pods in production
helm --kube-context production list -A ¦ plain ¦ lists production releases
AWS_PROFILE=acme-production aws s3 ls s3://acme-site ¦ env-prefix ¦ lists a production bucket
tccli cvm DescribeInstances ¦ plain ¦ lists Tencent Cloud instances
gh secret list -R acme/api ¦ plain ¦ lists secret names
akeyless list-items --path /prod ¦ plain ¦ lists secret names

@dev-server
bin/rails server -b 127.0.0.1 -p 3001 ¦ plain ¦ dev server on loopback
streamlit run app.py --server.address localhost ¦ plain ¦ app on loopback
caddy file-server --listen 127.0.0.1:8080 --root dist ¦ plain ¦ static server on loopback
marimo edit --host 127.0.0.1 ¦ plain ¦ notebook on loopback
http-server -a 127.0.0.1 dist ¦ plain ¦ static server on loopback
python3 -m http.server -b 127.0.0.1 8000 -d dist ¦ plain ¦ static server on loopback
hugo server --bind 127.0.0.1 --port 1314 -D ¦ plain ¦ site preview on loopback
memcached -l 127.0.0.1 -p 11211 ¦ plain ¦ cache on loopback
mkdocs serve --dev-addr 127.0.0.1:8002 ¦ plain ¦ docs preview on loopback
php artisan serve --host=127.0.0.1 ¦ glued-option ¦ dev server on loopback
uvicorn app.main:app --reload ¦ plain ¦ dev server on default loopback

@dry-run-help
ansible-playbook -i inventories/production site.yml --check --diff ¦ plain ¦ check mode
kubectl --context prod-eu diff -f k8s/ ¦ plain ¦ diff against production
helm upgrade --install api ./chart --dry-run=client ¦ glued-option ¦ client dry run
pulumi preview --stack acme/prod ¦ plain ¦ preview of the production stack
rain deploy --help ¦ plain ¦ help
twine check --strict dist/*.whl ¦ glob ¦ checks packages locally
jsr publish --dry-run ¦ plain ¦ publish dry run
goreleaser check ¦ plain ¦ config check
terramate run -- terraform plan ¦ runner ¦ plans every stack
kapp deploy -a api -f config/ --diff-run ¦ plain ¦ diff only
tk diff environments/prod ¦ plain ¦ diff against production
helmsman --dry-run -f desired.yaml ¦ plain ¦ dry run
azd provision --preview ¦ plain ¦ preview
puppet apply --noop site.pp ¦ plain ¦ no-op run
jreleaser full-release --dry-run ¦ plain ¦ dry run
npx semantic-release --dry-run --no-ci ¦ plain ¦ dry run
git push --dry-run origin main ¦ plain ¦ push dry run
rsync -n -av --delete src/ backup/ ¦ short-option ¦ sync dry run
zfs destroy -nv tank/home@old ¦ glued-option ¦ destroy dry run
wipefs --no-act -a /dev/sdb ¦ plain ¦ wipe dry run
git clean -n -d ¦ plain ¦ clean dry run
tofu plan -destroy -out destroy.plan ¦ plain ¦ destroy plan only
lvremove --help ¦ plain ¦ help
ansible-pull --help ¦ plain ¦ help

@git
git rebase --onto main old-base feat/parser ¦ plain ¦ local rebase
git branch -d feat/merged-thing ¦ plain ¦ deletes a merged local branch
git stash pop --index ¦ plain ¦ restores a stash with its index
git push origin fix/login-timeout:fix/login-timeout ¦ plain ¦ push a feature branch by refspec
git switch -c fix/login-timeout ¦ plain ¦ new feature branch
git push -u origin fix/login-timeout ¦ plain ¦ push a feature branch
git push --force-with-lease origin feat/parser ¦ plain ¦ force-push a feature branch
git rebase -i origin/main ¦ plain ¦ local rebase
git commit --amend -m 'Parse empty headers' ¦ plain ¦ local amend
git worktree add ../wt-docs -b docs/intro ¦ plain ¦ new worktree
git fetch -p origin fix/login-timeout ¦ plain ¦ fetch and prune tracking refs
git tag -a v1.3.0-rc1 -m rc ¦ plain ¦ local tag

@local-cluster
kind create cluster --name dev ¦ plain ¦ local cluster
minikube delete -p dev ¦ plain ¦ delete a local cluster
k3d cluster delete dev ¦ plain ¦ delete a local cluster
kubectl --context kind-dev delete ns demo ¦ plain ¦ delete in a local cluster
helm --kube-context k3d-dev uninstall api ¦ plain ¦ uninstall in a local cluster

@local-data
mongosh --quiet mongodb://localhost:27017/app_dev --eval 'db.users.findOne()' ¦ plain ¦ local read
duckdb data/events.duckdb -c 'SELECT count(*) FROM events' ¦ plain ¦ local read
pg_dump -h localhost -s app_dev > schema.sql ¦ redirect ¦ local schema dump into the project
psql -h localhost -U dev app_dev -c 'SELECT count(*) FROM users' ¦ plain ¦ local read
mycli -h 127.0.0.1 -e 'SHOW TABLES' app_dev ¦ plain ¦ local read
litecli data/dev.db -e 'SELECT * FROM users LIMIT 5' ¦ plain ¦ local read
redis-cli -h 127.0.0.1 --scan --pattern 'session:*' ¦ plain ¦ local read
sqlite3 -readonly data/dev.db .schema ¦ plain ¦ local read
curl -s localhost:9200/_cat/indices ¦ plain ¦ local search read

@lookalike
grep -rnF 'git push --force' docs/ CONTRIBUTING.md ¦ plain ¦ search for a risky command in docs
cat migrations/0042_drop_legacy_column.sql ¦ plain ¦ reads a migration named drop
go test ./internal/secrets/... ¦ plain ¦ tests a package named secrets
pytest -k 'test_drop_table or test_truncate' ¦ plain ¦ tests named after risky words
mkdir -p docs/runbooks/production ¦ plain ¦ project folder named production
git diff main -- k8s/prod/ ¦ plain ¦ diff of production manifests
jq .scripts.deploy package.json ¦ plain ¦ reads a script named deploy
rg -l ngrok . ¦ plain ¦ search for a tunnel name
code -r docs/publishing.md ¦ plain ¦ opens a doc named publish in the editor
rg -n -i 'drop table' db/migrate/ ¦ plain ¦ search for a risky word
git commit -m 'Remove force-push from release script' ¦ plain ¦ risky words in a message
grep -rn 'rm -rf' scripts/ ¦ plain ¦ search for a risky command
cat docs/deploy-production.md ¦ plain ¦ reads a doc named like production
pytest tests/test_delete_user.py ¦ plain ¦ test file named delete
ls terraform/destroy-tests ¦ plain ¦ folder named destroy
git log --grep=publish ¦ glued-option ¦ search history
less k8s/prod/api.yaml ¦ plain ¦ reads a production manifest

@secret-mention
ls -la ~/.kube/ ¦ plain ¦ lists the kube folder
kubectl get secrets -n default -o name ¦ plain ¦ secret names only
openssl x509 -in certs/dev.pem -noout -subject -dates ¦ plain ¦ public certificate metadata
git secret list ¦ plain ¦ names of encrypted files
sops -e -i deploy/secrets/dev.enc.yaml ¦ plain ¦ encryption in place
grep -q AWS_SECRET_ACCESS_KEY .env && echo set ¦ and-list ¦ quiet presence check
test -f ~/.ssh/id_ed25519 ¦ plain ¦ existence check
[ -s ~/.npmrc ] ¦ test-bracket ¦ non-empty check
cp -n config/.env.example config/.env ¦ plain ¦ template copy
ssh-keygen -t ed25519 -f ./deploy/test_key -N '' ¦ plain ¦ new key into the project
openssl genpkey -algorithm ed25519 -out certs/dev.key ¦ plain ¦ new key into the project
stat -c %a ~/.ssh/id_rsa ¦ plain ¦ key file permissions
ssh-keygen -l -E md5 -f ~/.ssh/id_ecdsa.pub ¦ glued-option ¦ key fingerprint
git check-ignore -q config/.env.local ¦ plain ¦ is the env file ignored
wg genkey > wg/dev.key ¦ redirect ¦ new key into the project

@setup-eval
eval "$(fnm env --use-on-cd --shell bash)" ¦ eval ¦ node version manager
eval "$(zoxide init --cmd j bash)" ¦ eval ¦ directory jumper
eval "$(mcfly init bash)" ¦ eval ¦ history tool
eval "$(scmpuff init -s)" ¦ eval ¦ go version manager
eval "$(luarocks path)" ¦ eval ¦ lua paths
eval "$(rtx activate bash)" ¦ eval ¦ node version manager

@wrapped-everyday
timeout -k 5 120 go test -run TestParse ./parser ¦ timeout ¦ test under timeout with kill grace
xargs -P2 -n1 shellcheck < scripts.txt ¦ xargs ¦ linters in parallel
sh -c 'ruff check . && mypy src' ¦ sh-c ¦ linters nested
while read -r f; do yamllint "$f"; done < files.txt ¦ while-loop ¦ linter in a loop
nice ionice -c3 cargo build --release ¦ nested-wrappers ¦ build under nice and ionice
command cargo fmt --check ¦ command ¦ formatter through command
{ go vet ./...; go test ./...; } ¦ group ¦ vet and test in a group
if command -v ruff >/dev/null; then ruff check .; fi ¦ if ¦ linter if present
case "$CI" in true) make ci ;; *) make test ;; esac ¦ case ¦ tests inside case
"$(command -v python3)" -m pytest -q ¦ substitution-program ¦ tests through command -v
timeout 300 cargo nextest run ¦ timeout ¦ tests under timeout
nice -n 10 make -j2 test ¦ nice ¦ tests under nice
bash -c 'cd web && npm test' ¦ bash-c ¦ tests nested
for d in svc/*/; do (cd "$d" && go build ./...); done ¦ for-loop ¦ builds in a loop
find . -name go.mod -execdir go test ./... \; ¦ find-exec ¦ tests per module
ls cmd | xargs -I{} go build ./cmd/{} ¦ xargs ¦ builds per command
env CI=1 pnpm test ¦ env ¦ tests with env
(cd docs && mkdocs build --strict) ¦ subshell ¦ docs build
T=vitest; npx $T run --reporter=dot ¦ variable-program ¦ tests through a variable
ls src/*.rs | entr -c cargo test ¦ entr ¦ tests on change
watchexec -e py -- pytest -q ¦ watchexec ¦ tests on change
nohup pnpm dev --port 5174 > /tmp/dev.log 2>&1 & ¦ background ¦ dev server in the background

@package
bun add -d @types/node ¦ plain ¦ dependency install ¦ yellow
gleam add gleam_http@3 ¦ plain ¦ dependency install ¦ yellow
bundle add faraday ¦ plain ¦ dependency install ¦ yellow
dotnet add src/Api package Polly --version 8.4.0 ¦ plain ¦ dependency install ¦ yellow
composer require --dev phpstan/phpstan-strict-rules ¦ plain ¦ dependency install ¦ yellow
cargo add tokio -F full ¦ plain ¦ dependency install ¦ yellow

@migration
npx knex migrate:latest --env development ¦ plain ¦ dev migration ¦ yellow
php artisan migrate ¦ plain ¦ dev migration ¦ yellow
goose -dir db/migrations postgres 'postgres://dev@localhost/app_dev' up ¦ plain ¦ dev migration ¦ yellow
diesel migration run ¦ plain ¦ dev migration ¦ yellow

@review
hub pull-request --draft -m 'WIP parser' ¦ plain ¦ draft PR ¦ yellow
gh pr create -d -t 'Fix login timeout' -b wip ¦ short-option ¦ draft PR ¦ yellow
glab mr create --draft --title 'Parser refactor' --target-branch main ¦ plain ¦ draft merge request ¦ yellow
"""
