# Source of green.jsonl: one command a line, "cmd ¦ technique ¦ note",
# a fourth field "yellow" where the command must be exactly yellow.
GREEN = r"""
@build-test
gradle test --tests 'com.acme.billing.*' ¦ plain ¦ Gradle tests
mvn -q -pl core verify ¦ plain ¦ Maven verify of one module
sbt '++3.4.2 testOnly acme.ParserSpec' ¦ plain ¦ Scala tests
dotnet test --filter Category=Unit ¦ plain ¦ .NET tests
dotnet format whitespace --verify-no-changes src/Acme.sln ¦ plain ¦ .NET formatter check
zig build test ¦ plain ¦ Zig tests
cmake --build build --target check -j2 ¦ plain ¦ CMake build and test
meson test -C builddir --print-errorlogs ¦ plain ¦ Meson tests
ctest --test-dir build -R parser ¦ plain ¦ CTest subset
cargo nextest run --workspace ¦ plain ¦ Rust tests
cargo clippy --all-targets -- -D warnings ¦ plain ¦ Rust linter
go vet -tags integration ./internal/... ¦ plain ¦ Go vet
golangci-lint run --timeout 5m ¦ plain ¦ Go linters
uv run pytest -q tests/unit ¦ wrapper-uv ¦ Python tests
ruff format --check . ¦ plain ¦ Python formatter check
mypy --strict src/acme ¦ plain ¦ Python type check
tox run -e lint,py313 ¦ plain ¦ tox environment
pnpm vitest run --coverage ¦ plain ¦ JS tests
npx tsc -b --noEmit tsconfig.build.json ¦ plain ¦ TypeScript type check
npx eslint --max-warnings 0 src ¦ plain ¦ JS linter
bun test --bail ¦ plain ¦ Bun tests
deno test --allow-read tests/ ¦ plain ¦ Deno tests
deno lint --rules-exclude=no-explicit-any src/ ¦ plain ¦ Deno linter
rebar3 eunit --module=acme_parser_tests ¦ plain ¦ Erlang tests
gleam test --target javascript ¦ plain ¦ Gleam tests
elm make src/Admin.elm --optimize --output=public/admin.js ¦ plain ¦ Elm compile check
crystal spec spec/parser_spec.cr ¦ plain ¦ Crystal tests
dune test --force ¦ plain ¦ OCaml tests
cabal test all ¦ plain ¦ Haskell tests
flutter test --tags unit test/models/ ¦ plain ¦ Flutter tests
swift test --filter AcmeCoreTests ¦ plain ¦ Swift tests
xcodebuild -scheme Acme -destination 'platform=iOS Simulator,name=iPhone 15' test ¦ plain ¦ iOS tests on a simulator
terraform -chdir=infra/modules/edge-cdn validate -json ¦ plain ¦ Terraform validation
tflint --chdir=infra --format compact ¦ plain ¦ Terraform linter
helm lint charts/api --values charts/api/values-dev.yaml ¦ plain ¦ chart linter
kubectl kustomize overlays/dev ¦ plain ¦ renders manifests
buf lint ¦ plain ¦ protobuf linter
sqlfluff lint models/ --dialect postgres ¦ plain ¦ SQL linter
shfmt -d scripts/ ¦ plain ¦ shell formatter diff
k6 run -e BASE_URL=http://localhost:3000 load.js ¦ plain ¦ load test against localhost

@clean-build-output
rm -rf .next .turbo ¦ plain ¦ Next.js and Turborepo output
rm -rf apps/web/.nuxt apps/web/.output ¦ plain ¦ Nuxt output
rm -r -f packages/ui/.svelte-kit ¦ plain ¦ SvelteKit output
rm -rf .parcel-cache dist ¦ plain ¦ Parcel cache and output
rm -rf ./.angular/cache ./dist/admin ¦ plain ¦ Angular cache
rm -rf packages/ui/storybook-static ¦ plain ¦ Storybook build
rm -rf .docusaurus build ¦ plain ¦ Docusaurus output
rm -rf _site .jekyll-cache ¦ plain ¦ Jekyll output
rm -rf src/Acme.Api/bin src/Acme.Api/obj ¦ plain ¦ .NET build output
rm -rf ./zig-out ./.zig-cache ¦ plain ¦ Zig output
rm -rf server/.stack-work ¦ plain ¦ Haskell stack output
rm -r dist-newstyle/build ¦ plain ¦ cabal output
rm -rf frontend/elm-stuff ¦ plain ¦ Elm output
rm -rf apps/acme_web/_build ¦ plain ¦ Elixir output and fetched deps
rm -rf mobile/.dart_tool mobile/build ¦ plain ¦ Dart output
rm -rf cmake-build-debug cmake-build-release ¦ plain ¦ CLion CMake output
rm -rf .ruff_cache .mypy_cache .pytest_cache .hypothesis ¦ plain ¦ Python tool caches
find src tests -type d -name __pycache__ -exec rm -r {} + ¦ find-exec ¦ Python bytecode folders
rm -rf .tox .nox *.egg-info ¦ plain ¦ Python environments and metadata
rm -rf .cpcache .shadow-cljs .lsp/.cache ¦ plain ¦ Clojure caches
rm -rf Packages/AcmeKit/.build ¦ plain ¦ SwiftPM output
rm -rf .bloop .metals project/target target ¦ plain ¦ Scala output
rm -rf coverage .nyc_output ¦ plain ¦ coverage output
rm -rf ~/.cache/pip/http-v2 ¦ plain ¦ pip cache in the home folder
rm -rf ~/Library/Developer/Xcode/DerivedData ¦ plain ¦ Xcode derived data
dotnet clean ¦ plain ¦ .NET clean
cd mobile && flutter clean ¦ plain ¦ Flutter clean
stack clean --full ¦ plain ¦ stack clean
pnpm store prune --store-dir ~/.local/share/pnpm/store ¦ plain ¦ prunes unused packages from the store
python3.12 -m pip cache remove 'numpy*' ¦ plain ¦ purges the pip cache
uv cache clean ruff ¦ plain ¦ prunes the uv cache
conda clean --all --yes ¦ plain ¦ conda caches
ccache -C ¦ plain ¦ clears the compiler cache
docker buildx prune --filter until=72h -f ¦ plain ¦ build cache only

@cloud-read
aws ec2 describe-instances --profile prod --query 'Reservations[].Instances[].InstanceId' ¦ plain ¦ lists production instances
gcloud run services list --project acme-prod ¦ plain ¦ lists production services
az vm list -g acme-prod-rg -o table ¦ plain ¦ lists production VMs
kubectl --context acme-prod-eu get pods -n api ¦ plain ¦ reads production pods
kubectl -n production logs deploy/api --since=10m ¦ plain ¦ reads production logs
helm --kube-context prod-us list -A ¦ plain ¦ lists production releases
docker --context prod-swarm service ls ¦ plain ¦ lists production services
stackit server list ¦ plain ¦ lists servers
rpk topic describe orders ¦ plain ¦ describes a topic
vastai show instances ¦ plain ¦ lists rented instances
modal app list ¦ plain ¦ lists apps
pulumi stack output -s acme/prod ¦ plain ¦ outputs without secrets
terraform -chdir=infra state list module.vpc ¦ plain ¦ state addresses only
gcloud logging read 'severity>=ERROR' --project acme-prod --limit 20 ¦ plain ¦ reads production logs
aws logs tail /ecs/api --since 10m --profile prod ¦ plain ¦ reads production logs
psql -h prod-db.acme.io -U readonly -c 'SELECT count(*) FROM orders' app ¦ plain ¦ production read query
redis-cli -h cache.prod.acme.io INFO memory ¦ plain ¦ production cache statistics
ssh deploy@prod-web-1.acme.io 'df -h /var' ¦ ssh-remote ¦ reads disk usage on production
curl -s https://api.acme.io/healthz ¦ plain ¦ health check
gh secret list --env production -R acme/billing ¦ plain ¦ secret names only
kubectl get secrets -n prod ¦ plain ¦ secret names only
esc env ls ¦ plain ¦ environment names
certbot certificates ¦ plain ¦ certificate names and dates
nomad job status api ¦ plain ¦ job status

@dev-server
php -S 127.0.0.1:8080 -t public ¦ plain ¦ PHP server on loopback
jwebserver -b 127.0.0.1 -p 8001 -d /home/u/project/site ¦ plain ¦ Java server on loopback
vite --host 127.0.0.1 ¦ plain ¦ Vite on loopback
hugo server --bind 127.0.0.1 --port 1319 --buildDrafts --source site ¦ plain ¦ Hugo on loopback
tensorboard --logdir runs --host localhost ¦ plain ¦ TensorBoard on loopback
mlflow ui --host 127.0.0.1 --port 5001 ¦ plain ¦ MLflow on loopback
python3 -m http.server --bind ::1 8000 ¦ plain ¦ static server on IPv6 loopback
kubectl port-forward svc/api 8080:80 ¦ plain ¦ port-forward on loopback
docker run --rm -p 127.0.0.1:6379:6379 redis:7-alpine ¦ plain ¦ database on loopback
bin/rails server -b 127.0.0.1 ¦ plain ¦ Rails on loopback
firebase emulators:start --only auth,functions --project demo-acme ¦ plain ¦ local emulator
azurite --silent --location .azurite ¦ plain ¦ local storage emulator
gcloud beta emulators pubsub start --host-port=localhost:8085 ¦ plain ¦ local Pub/Sub emulator

@dry-run-help
terraform plan -destroy -out destroy.plan ¦ plain ¦ plans a destroy without applying
kubectl delete ns payments --dry-run=client ¦ plain ¦ client dry-run of a delete
helm upgrade --install billing charts/billing --dry-run=server -n billing ¦ plain ¦ dry-run upgrade
pulumi preview -s acme/prod ¦ plain ¦ preview only
cdk diff AcmeProdStack ¦ plain ¦ diff only
az deployment group what-if -g acme-rg -f main.bicep ¦ plain ¦ what-if only
aws ec2 terminate-instances --dry-run --instance-ids i-0a1b2c3d4e5f60718 ¦ plain ¦ AWS dry-run
rsync -an --delete src/ mirror/ ¦ glued-option ¦ rsync dry-run
git clean --dry-run -d -x -- generated/ ¦ plain ¦ lists what would be removed
npm publish --dry-run --workspace packages/core ¦ plain ¦ dry-run publish
cargo publish -n -p acme-macros ¦ plain ¦ dry-run publish
twine check --strict dist/acme-1.4.0* ¦ plain ¦ checks distributions
certbot renew --dry-run ¦ plain ¦ dry-run renewal
ansible-playbook -i inventories/prod/hosts.ini web.yml -C -D ¦ plain ¦ check mode
alembic upgrade head --sql ¦ plain ¦ prints migration SQL
dnscontrol preview --domains acme.io ¦ plain ¦ DNS preview
make -n deploy ¦ plain ¦ prints what make would run
just --dry-run release ¦ plain ¦ prints what just would run
kubectl diff -k overlays/prod ¦ plain ¦ diff against the cluster
argocd app diff api ¦ plain ¦ diff only
rpk topic delete --help ¦ plain ¦ help
stackit server delete --help ¦ plain ¦ help
vastai destroy instance --help ¦ plain ¦ help
gh pr merge -h ¦ plain ¦ help
man 1 git-push ¦ plain ¦ manual page
kamal app remove --help ¦ plain ¦ help

@git
git push -u origin feat/retry-backoff ¦ plain ¦ pushes a new feature branch
git rebase --onto main feat/base feat/parser ¦ plain ¦ local rebase
git commit --amend -m 'parser: split tokenizer' ¦ plain ¦ amends the last local commit
git reset --soft HEAD~2 ¦ plain ¦ uncommits, keeping changes
git stash push -m 'wip: cache' ¦ plain ¦ stashes work
git switch -c spike/cache ¦ plain ¦ new branch
git tag -a v0.3.0-rc1 -m 'rc1' ¦ plain ¦ local annotated tag
git worktree add ../wt-fix fix/timeout ¦ plain ¦ new worktree
git fetch --prune --prune-tags upstream ¦ plain ¦ prunes stale remote-tracking refs locally
git remote prune origin ¦ plain ¦ prunes stale remote-tracking refs locally
git branch -d feat/retry-backoff fix/timeout ¦ plain ¦ deletes a merged local branch
git log --oneline origin/main..HEAD ¦ plain ¦ unpushed commits

@local-cluster
ctlptl delete cluster kind-dev ¦ plain ¦ deletes a local kind cluster
kubectl --context kind-dev delete deploy api ¦ plain ¦ delete in a local cluster
kubectl --context minikube scale deploy web --replicas=0 ¦ plain ¦ scale in a local cluster
helm --kube-context k3d-dev uninstall redis ¦ plain ¦ uninstall in a local cluster
minikube delete --profile scratch-2 ¦ plain ¦ deletes a local minikube profile
eval $(minikube -p dev docker-env) ¦ setup-eval ¦ points docker at minikube

@local-data
sqlite3 var/app.db '.tables' ¦ plain ¦ lists tables
duckdb -c "SELECT count(*) FROM read_parquet('data/*.parquet')" ¦ plain ¦ reads local parquet
psql -h localhost -d app_dev -c '\dt' ¦ plain ¦ lists local tables
mysql -h 127.0.0.1 -e 'SHOW TABLES' app_dev ¦ plain ¦ lists local tables
mongosh mongodb://localhost:27017/app --eval 'db.users.countDocuments()' ¦ plain ¦ counts local documents
curl -s 'http://localhost:9200/_cat/indices?v&s=index' ¦ plain ¦ lists local indices
clickhouse-client --query 'SELECT count() FROM events' ¦ plain ¦ local read query
pg_dump --schema-only -h localhost app_dev -f schema.sql ¦ plain ¦ local schema dump into the project

@lookalike
git commit -m 'drop legacy tables; delete unused deploy script' ¦ plain ¦ risky words in a message
rg -n 'rm -rf' scripts/ ¦ plain ¦ risky words in a search pattern
grep -rn 'DROP TABLE' migrations/ ¦ plain ¦ risky words in a search pattern
git log --grep='revert prod deploy' --oneline ¦ plain ¦ risky words in a log search
mkdir -p docs/deploy-production ¦ plain ¦ risky words in a folder name
touch notes/delete-me.md ¦ plain ¦ risky words in a file name
sed -n '1,40p' scripts/purge_cache.py ¦ plain ¦ reads a script named purge
jq '.scripts.publish' package.json ¦ plain ¦ reads a publish script
go test ./... -run TestDeleteUser ¦ plain ¦ test named delete
pytest -k 'test_drop_table and not slow' ¦ plain ¦ test named drop
cargo test force_push ¦ plain ¦ test named force push
printf '%s\n' 'git push --force is not allowed here' ¦ plain ¦ risky words printed
ls -la ~/.ssh ¦ plain ¦ lists key names
ssh-keygen -l -E md5 -f ~/.ssh/acme_deploy.pub ¦ plain ¦ fingerprint of a public key
tldr tar ¦ plain ¦ cheat sheet
wc -l data/customers.csv ¦ plain ¦ counts lines of a data file

@secret-mention
test -f .env && echo present ¦ plain ¦ existence check
grep -q '^STRIPE_KEY=' .env && echo set ¦ plain ¦ quiet presence check
git mv config/.env.local config/local/.env.local ¦ plain ¦ moves a secret file within the project
cp --no-clobber apps/web/.env.sample apps/web/.env.development.local ¦ plain ¦ template copy
ssh-keygen -t ed25519 -f ./testdata/keys/test_key -N '' ¦ plain ¦ new test key into the project
openssl rand -hex 32 ¦ plain ¦ new random value
chmod 600 .env ¦ plain ¦ permissions of a secret file
openssl x509 -in certs/server.crt -noout -subject -dates ¦ plain ¦ certificate metadata
vault kv metadata get secret/app/db ¦ plain ¦ secret metadata without values
op item list --vault Dev ¦ plain ¦ item names only
hcp vault-secrets secrets list ¦ plain ¦ secret names only
gpg --list-secret-keys --keyid-format long ¦ plain ¦ key ids only
grep -c API_KEY .env.example ¦ plain ¦ reads a committed template

@setup-eval
eval "$(mise activate bash --shims)" ¦ setup-eval ¦ version manager init
eval "$(fnm env --version-file-strategy=recursive --shell bash)" ¦ setup-eval ¦ node version manager init
eval "$(rbenv init - --no-rehash bash)" ¦ setup-eval ¦ ruby version manager init
eval "$(zoxide init bash --cmd j)" ¦ setup-eval ¦ directory jumper init
eval "$(starship init bash --print-full-init)" ¦ setup-eval ¦ prompt init
eval "$(ssh-agent -s -t 3600)" ¦ setup-eval ¦ ssh agent
eval "$(/home/linuxbrew/.linuxbrew/bin/brew shellenv bash)" ¦ setup-eval ¦ Homebrew environment
eval "$(opam env)" ¦ setup-eval ¦ OCaml environment
eval "$(pixi shell-hook -e dev)" ¦ setup-eval ¦ conda hook

@wrapped-everyday
cd frontend && pnpm test ¦ cd-first ¦ tests after cd
(cd docs && mkdocs build --strict --site-dir ../build/site) ¦ subshell-cd ¦ docs build in a subshell
env -C services/api cargo check ¦ env-chdir ¦ check in a subfolder
fish -c 'cargo build' ¦ fish-body ¦ build from fish
nu -c 'ls src | where size > 10kb' ¦ nu-body ¦ listing from nushell
pwsh -NoProfile -c 'Get-ChildItem -Recurse src' ¦ pwsh-body ¦ listing from PowerShell
bash -c 'make -j2 && make test' ¦ bash-c ¦ build and test
timeout 300 pytest -x ¦ wrapper-timeout ¦ tests with a timeout
nice -n 10 cargo build --release ¦ wrapper-nice ¦ build at low priority
for f in src/*.py; do ruff check "$f"; done ¦ for-loop ¦ linter in a loop
find ./cmd ./internal -name '*.go' -exec gofmt -s -l {} + ¦ find-exec ¦ formatter via find
git ls-files '*.sh' | xargs shellcheck ¦ xargs ¦ shell linter via xargs
make -C docs linkcheck ¦ make-C ¦ docs build
git -C ../shared-lib log -5 --oneline ¦ git-C ¦ reads another repository's log
awk '{print $1}' access.log | sort | uniq -c ¦ awk ¦ counts log lines
python3 -c 'import json; print(json.load(open("package.json"))["version"])' ¦ inline-python ¦ reads a version
node -e 'console.log(process.versions.node)' ¦ inline-node ¦ prints the node version
watchexec -e go -- go test ./... ¦ wrapper-watcher ¦ tests on change
tmux new-session -d -s tests 'go test ./...' ¦ wrapper-tmux ¦ tests in a detached tmux
trap 'rm -rf "$tmp"' EXIT; tmp=$(mktemp -d); cp src/*.c "$tmp" ¦ trap ¦ removes its own temporary folder at exit
direnv exec . go test ./... ¦ wrapper-direnv ¦ tests through direnv exec
mise exec -- node --version ¦ wrapper-mise ¦ version through mise
nix develop -c cargo test ¦ wrapper-nix ¦ tests in a nix shell
while IFS= read -r f; do head -n1 "$f"; done < changed.txt ¦ while-loop ¦ counts in a loop
T=pytest; $T -q ¦ variable-program ¦ test runner in a variable
xargs -a targets.txt -n1 make ¦ xargs ¦ builds targets from a file

@package
uv add httpx ¦ plain ¦ adds a dependency ¦ yellow
pnpm add -D vitest ¦ plain ¦ adds a dev dependency ¦ yellow
cargo add tokio --features full -p acme-server ¦ plain ¦ adds a dependency ¦ yellow
go get github.com/x-example/lib@v1.2.0 ¦ plain ¦ adds a dependency ¦ yellow
bundle add rubocop --group development ¦ plain ¦ adds a dev dependency ¦ yellow
composer require --dev phpstan/phpstan ¦ plain ¦ adds a dev dependency ¦ yellow
dotnet add src/Acme.Api package Polly --version 8.4.0 ¦ plain ¦ adds a dependency ¦ yellow

@migration
python manage.py migrate billing 0007 ¦ plain ¦ dev migration ¦ yellow
npx prisma migrate dev --name add_index ¦ plain ¦ dev migration ¦ yellow
mix ecto.migrate --step 1 ¦ plain ¦ dev migration ¦ yellow
dbmate -u postgres://localhost/app_dev up ¦ plain ¦ dev migration ¦ yellow
sqlx migrate run --database-url sqlite://dev.db ¦ plain ¦ dev migration ¦ yellow

@review
gh pr create --draft --base main --title 'WIP: retry backoff' ¦ plain ¦ draft PR ¦ yellow
glab mr create --draft --fill --target-branch develop ¦ plain ¦ draft merge request ¦ yellow
az repos pr create --draft true --title 'WIP: parser' ¦ plain ¦ draft PR ¦ yellow
"""
