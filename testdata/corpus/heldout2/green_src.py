# Source of green.jsonl: one command a line, "cmd ¦ technique ¦ note" and
# an optional fourth field "yellow", grouped under "@category" headers.
GREEN = r"""
@build-test
gleam test ¦ plain ¦ Gleam tests
gleam build --target javascript ¦ plain ¦ Gleam build
crystal spec ¦ plain ¦ Crystal tests
shards build --release ¦ plain ¦ Crystal build
elm make src/Main.elm --output=/dev/null ¦ glued-option ¦ Elm type check
spago build ¦ plain ¦ PureScript build
raco test tests/ ¦ plain ¦ Racket tests
julia --project=. -e 'using Pkg; Pkg.test()' ¦ inline-julia ¦ Julia package tests
Rscript -e 'testthat::test_dir("tests")' ¦ inline-r ¦ R tests
dune build @fmt ¦ plain ¦ OCaml format check
zig build test -Doptimize=ReleaseSafe ¦ glued-option ¦ Zig tests
nix flake check ¦ plain ¦ Nix flake checks
buck2 test //... ¦ plain ¦ Buck2 tests
pants test :: ¦ plain ¦ Pants tests
just test ¦ plain ¦ justfile test recipe
task test ¦ plain ¦ go-task test
hatch run test:cov ¦ plain ¦ Hatch test env
pdm run pytest -q ¦ plain ¦ tests through pdm
pixi run test ¦ plain ¦ tests through pixi
ruff check --fix . ¦ plain ¦ lint with fixes in the project
mypy --strict src ¦ plain ¦ type check
biome check --write . ¦ plain ¦ lint and format
oxlint ¦ plain ¦ JS linter
shellcheck -x scripts/*.sh ¦ glob ¦ shell linter
hadolint --failure-threshold warning docker/api.Dockerfile ¦ plain ¦ Dockerfile linter
actionlint ¦ plain ¦ workflow linter
yamllint -s . ¦ plain ¦ YAML linter
tflint --recursive ¦ plain ¦ Terraform linter
govulncheck ./... ¦ plain ¦ Go vulnerability check
cargo nextest run --workspace --no-fail-fast ¦ plain ¦ Rust tests
cargo deny check ¦ plain ¦ Rust dependency policy
swiftlint lint --strict ¦ plain ¦ Swift linter
phpstan analyse --level=8 src ¦ glued-option ¦ PHP static analysis
mix credo --strict ¦ plain ¦ Elixir linter
cppcheck --enable=all src ¦ glued-option ¦ C++ static analysis
ctest --test-dir build --output-on-failure ¦ plain ¦ CMake tests
xcodebuild test -scheme Acme -destination 'platform=iOS Simulator,name=iPhone 15' ¦ quoting ¦ iOS simulator tests
dotnet format --verify-no-changes ¦ plain ¦ .NET format check
docker build -t api:dev . ¦ plain ¦ local image build
helm template api charts/api | kubeconform -strict ¦ pipe ¦ render and validate manifests
buf lint && buf breaking --against '.git#branch=main' ¦ and-chain ¦ protobuf lint and breaking check
sqlfluff lint models/ ¦ plain ¦ SQL linter
opa test policies/ ¦ plain ¦ policy tests
vale docs/ ¦ plain ¦ prose linter
codespell -q 3 ¦ plain ¦ spelling check
npx vitest run --coverage ¦ npx ¦ JS tests with coverage
bunx tsc --noEmit ¦ plain ¦ type check
deno lint ¦ plain ¦ Deno linter
@clean-build-output
rm -rf _build/test ¦ plain ¦ Elixir test build output
rm -rf zig-cache zig-out .zig-cache ¦ plain ¦ Zig build output
rm -rf .stack-work ¦ plain ¦ Stack build output
rm -rf dist-newstyle ¦ plain ¦ Cabal build output
rm -rf elm-stuff/0.19.1 ¦ plain ¦ Elm build cache
rm -rf .dart_tool build ¦ plain ¦ Dart build output
rm -rf .svelte-kit/output ¦ plain ¦ SvelteKit output
rm -rf .output .nuxt .nitro ¦ plain ¦ Nuxt and Nitro output
rm -rf .parcel-cache ¦ plain ¦ Parcel cache
rm -rf .angular ¦ plain ¦ Angular cache folder
find src tests -type d -name __pycache__ -exec rm -rf {} + ¦ find-exec ¦ Python bytecode caches
rm -rf .ruff_cache .mypy_cache .pytest_cache ¦ plain ¦ Python tool caches
rm -rf cmake-build-debug ¦ plain ¦ CLion build folder
dotnet clean -c Release ¦ plain ¦ .NET build output
rm -rf coverage htmlcov .nyc_output ¦ plain ¦ coverage output
rm -rf .tox .nox ¦ plain ¦ test env folders
rm -rf .build/arm64-apple-macosx ¦ plain ¦ SwiftPM build output for one platform
rm -rf .cpcache ¦ plain ¦ Clojure classpath cache
rm -rf storybook-static ¦ plain ¦ Storybook build
rm -rf ~/Library/Developer/Xcode/DerivedData/* ¦ home-cache ¦ Xcode build cache
rm -rf ~/.cache/deno ¦ home-cache ¦ Deno cache
bazel clean --expunge ¦ plain ¦ Bazel output
flutter clean ¦ plain ¦ Flutter build output
swift package clean ¦ plain ¦ SwiftPM clean
python3 -m pip cache purge ¦ python-module ¦ pip cache
uv cache clean ¦ plain ¦ uv cache
poetry cache clear pypi --all ¦ plain ¦ poetry cache
yarn cache clean --all ¦ plain ¦ yarn cache
brew cleanup --prune=all ¦ glued-option ¦ Homebrew download cache
docker builder prune -f ¦ plain ¦ docker build cache
conda clean --all -y ¦ plain ¦ conda caches
@cloud-read
koyeb service list ¦ plain ¦ lists services
dokku apps:list ¦ plain ¦ lists apps
eksctl get cluster ¦ plain ¦ lists clusters
borg list /mnt/backup/borg ¦ plain ¦ lists backup archives
restic -r s3:s3.amazonaws.com/acme-backups snapshots ¦ plain ¦ lists snapshots
rclone lsd acme-s3: ¦ plain ¦ lists buckets
mc ls acme/uploads ¦ plain ¦ lists objects
s3cmd ls s3://acme-logs ¦ plain ¦ lists a bucket
velero backup get ¦ plain ¦ lists backups
openstack server list ¦ plain ¦ lists servers
civo kubernetes list ¦ plain ¦ lists clusters
juju status ¦ plain ¦ model status
az keyvault secret list --vault-name acme-kv --query '[].name' ¦ plain ¦ names of secrets only
gcloud secrets list --project=acme-dev ¦ glued-option ¦ names of secrets only
chamber list acme-api ¦ plain ¦ key names and versions
kubectl get secrets -n dev ¦ plain ¦ names of secrets only
aws ssm describe-parameters ¦ plain ¦ parameter metadata
aws dynamodb describe-table --table-name orders ¦ plain ¦ table metadata
gh release list --limit 5 -R acme/api ¦ plain ¦ lists releases
gh pr view 230 --comments ¦ plain ¦ reads a pull request
gh api repos/acme/api/pulls ¦ plain ¦ GET of pull requests
sentry-cli releases list ¦ plain ¦ lists releases
algolia indices list ¦ plain ¦ lists indices
sanity dataset list ¦ plain ¦ lists datasets
shopify theme list ¦ plain ¦ lists themes
eas build:list --limit 5 ¦ plain ¦ lists builds
kubectl --context=gke_acme_us-central1_prod get pods ¦ glued-option ¦ reads production pods
aws --profile=production ecs list-services --cluster main ¦ glued-option ¦ lists production services
gcloud --project=acme-prod logging read 'severity>=ERROR' --limit 20 ¦ glued-option ¦ reads production logs
helm history api -n staging ¦ plain ¦ release history
terraform state show aws_s3_bucket.assets ¦ plain ¦ shows one resource, sensitive values redacted
@dev-server
php -S 127.0.0.1:8000 -t public ¦ plain ¦ PHP dev server on loopback
miniserve --interfaces 127.0.0.1 dist ¦ plain ¦ serves the build on loopback
caddy file-server --listen localhost:8080 --root dist ¦ plain ¦ serves the build on loopback
npx http-server dist -a 127.0.0.1 ¦ npx ¦ serves the build on loopback
jupyter notebook --ip=localhost --port=8890 --no-browser ¦ glued-option ¦ notebook on loopback
hugo server --bind 127.0.0.1 ¦ plain ¦ site preview
mkdocs serve -a localhost:8001 ¦ plain ¦ docs preview
quarto preview --port 4200 --no-browser ¦ plain ¦ docs preview
mix phx.server ¦ plain ¦ Phoenix dev server
valkey-server --port 6381 --bind 127.0.0.1 --save '' ¦ plain ¦ local valkey on loopback
docker run --rm -p 127.0.0.1:5432:5432 -e POSTGRES_PASSWORD=dev postgres:16 ¦ container ¦ local postgres on loopback
python3 -m http.server 8000 --bind 127.0.0.1 --directory dist ¦ python-module ¦ serves the build on loopback
@dry-run-help
kamal deploy --help ¦ help ¦ help text
mix hex.publish --dry-run ¦ dry-run ¦ checks the package without publishing
dart pub publish --dry-run ¦ dry-run ¦ validates without publishing
cargo release patch ¦ dry-run ¦ cargo-release is a dry run without --execute
nx release --dry-run ¦ dry-run ¦ shows what would be released
npx semantic-release --dry-run ¦ dry-run ¦ shows the next version
release-it --dry-run ¦ dry-run ¦ shows the release steps
rclone sync --dry-run ./site r2:acme-site ¦ dry-run ¦ shows what would change
restic -r /srv/restic forget --keep-last 7 --dry-run ¦ dry-run ¦ shows what would be removed
borg prune --dry-run --list --keep-daily=7 /mnt/backup/borg ¦ dry-run ¦ shows what would be pruned
kubectl delete ns staging --dry-run=client ¦ dry-run ¦ client-side dry run
helm upgrade api ./chart --dry-run --debug ¦ dry-run ¦ renders without installing
terraform plan -out=plan.out ¦ plan ¦ writes a plan only
pulumi preview --diff ¦ plan ¦ preview
cdktf diff ¦ plan ¦ preview
ansible-playbook -i inventory/staging site.yml -C -D ¦ check-mode ¦ check mode, short options
octodns-sync --config-file=config/dns.yaml ¦ plan ¦ octodns only plans without --doit
dnscontrol preview ¦ plan ¦ DNS preview
aws ec2 stop-instances --instance-ids i-0abc123 --dry-run ¦ dry-run ¦ permission check only
git push --dry-run --force origin main ¦ dry-run ¦ shows what a push would do
bun publish --dry-run ¦ dry-run ¦ packs without publishing
goreleaser build --snapshot --clean --single-target ¦ local-build ¦ local snapshot build
ko build --local ./cmd/api ¦ local-build ¦ builds into the local daemon
vsce package ¦ local-build ¦ packages an extension locally
gh release upload --help ¦ help ¦ help text
@git
git switch -c feat/billing-export ¦ plain ¦ new feature branch
git push -u origin feat/billing-export ¦ plain ¦ pushes a feature branch
git push origin HEAD:feat/retry-logic ¦ refspec ¦ pushes to a feature branch
git rebase --onto main feat/a feat/b ¦ plain ¦ rebases a local branch
git stash push -m wip ¦ plain ¦ stashes work
git worktree add .worktrees/fix-123 fix/123 ¦ plain ¦ new worktree inside the project
git fetch --prune origin ¦ plain ¦ fetch and prune remote-tracking refs
git branch -d feat/old ¦ plain ¦ deletes a merged branch
git bisect start HEAD v1.3.0 ¦ plain ¦ starts a bisect
git reset -q HEAD -- src/app.ts ¦ plain ¦ unstages a file
git commit --fixup=HEAD~2 ¦ glued-option ¦ fixup commit
git submodule sync --recursive ¦ plain ¦ syncs submodule URLs
@local-cluster
kind delete cluster --name acme-e2e ¦ plain ¦ deletes a local kind cluster
k3d cluster create dev -p "8080:80@loadbalancer" ¦ quoting ¦ local k3d cluster
kubectl --context kind-dev delete ns scratch ¦ plain ¦ deletes a namespace in kind
kubectl --context=minikube apply -f k8s/dev/ ¦ glued-option ¦ applies to minikube
helm --kube-context k3d-dev upgrade --install api ./chart ¦ plain ¦ installs into k3d
minikube delete -p scratch ¦ plain ¦ deletes a local minikube profile
@local-data
psql -h localhost -U postgres -c '\dt' ¦ plain ¦ lists local tables
mysql -h 127.0.0.1 -u root -e 'SHOW TABLES' app_dev ¦ plain ¦ lists local tables
mongosh mongodb://localhost:27017/app_dev --eval 'db.users.countDocuments()' ¦ plain ¦ counts local documents
redis-cli -p 6380 INFO keyspace ¦ plain ¦ local redis info
sqlite3 -readonly data/dev.db '.schema users' ¦ plain ¦ reads a local schema
duckdb -readonly warehouse.duckdb -c 'SELECT count(*) FROM facts' ¦ plain ¦ reads a local warehouse
cypher-shell -a neo4j://localhost:7687 'MATCH (n) RETURN count(n)' ¦ plain ¦ counts local graph nodes
curl -s 'localhost:9200/_cat/indices?v' ¦ plain ¦ lists local search indices
dolt sql -q 'SELECT * FROM customers LIMIT 5' ¦ plain ¦ reads a dolt table
@lookalike
rg -n 'DROP TABLE' migrations/ ¦ grep-pattern ¦ searches migrations for drops
grep -rn "rm -rf" scripts/ --include=*.sh ¦ grep-pattern ¦ searches scripts for deletes
git commit -m 'guard against git push --force in CI' ¦ commit-message ¦ risky words in a commit message
git log --grep='force-push' --oneline ¦ grep-pattern ¦ searches history
rg -l 'curl .* \| (ba)?sh' docs/ ¦ grep-pattern ¦ finds pipe-to-shell in docs
grep -c FLUSHALL src/cache.ts ¦ grep-pattern ¦ counts a redis command in source
sed -i 's/terraform destroy/terraform plan -destroy/' docs/ops.md ¦ sed-project ¦ edits a doc in the project
jq '.scripts.deploy' package.json ¦ plain ¦ reads a script entry
man git-push ¦ plain ¦ manual page
git diff HEAD~1 -- .github/workflows/release.yml ¦ plain ¦ diff of a workflow file
mkdir -p docs/prod && cp docs/template.md docs/prod/notes.md ¦ and-chain ¦ prod only in a project path
echo 'npm publish runs in CI only' >> docs/RELEASING.md ¦ redirect-append ¦ risky words written into a project doc
@secret-mention
grep -qE '^STRIPE_(SECRET|PUBLISHABLE)_KEY=' .env.local || echo 'missing stripe keys' ¦ quiet-grep ¦ checks presence only
test -s ~/.config/gh/hosts.yml ¦ test ¦ checks the file exists
cp -n .env.sample .env.local ¦ template ¦ copies the template without overwriting
ssh-keygen -t ed25519 -N '' -f ./deploy/test_key -C ci ¦ new-key ¦ new key into the project
openssl genrsa -out certs/dev.key 2048 ¦ new-key ¦ new dev TLS key
age-keygen -o ./secrets/dev.agekey ¦ new-key ¦ new age key into the project
mv config/secrets.dev.yml config/old/secrets.dev.yml ¦ move ¦ moves a file within the project
stat -c '%a %U' ~/.ssh/id_ed25519 ¦ metadata ¦ permissions of a key file
sops -e -i secrets.dev.yaml ¦ encrypt ¦ encrypts a file in place
git check-ignore -q .env ¦ quiet ¦ checks that .env is ignored
rg -l 'BEGIN OPENSSH PRIVATE KEY' . -g '!node_modules' ¦ list-files ¦ file names only
gitleaks detect --no-banner --redact ¦ scanner ¦ redacted secret scan
ssh-keygen -l -f ~/.ssh/id_ed25519.pub ¦ metadata ¦ fingerprint of a public key
gpg --list-secret-keys --keyid-format=long ¦ metadata ¦ key ids only
vault kv metadata get secret/acme/api ¦ metadata ¦ secret metadata, no values
aws secretsmanager describe-secret --secret-id acme/api ¦ metadata ¦ secret metadata, no values
gh secret list ¦ metadata ¦ secret names only
@setup-eval
eval "$(jenv init -)" ¦ setup-eval ¦ jenv init
eval "$(nodenv init - bash)" ¦ setup-eval ¦ nodenv init
eval "$(plenv init - bash)" ¦ setup-eval ¦ plenv init
eval "$(oh-my-posh init bash --config ~/.poshthemes/acme.omp.json)" ¦ setup-eval ¦ prompt init
eval "$(atuin init bash --disable-up-arrow)" ¦ setup-eval ¦ history hook
eval "$(keychain --eval --quiet id_ed25519)" ¦ setup-eval ¦ ssh agent through keychain
eval "$(micromamba shell hook --shell bash)" ¦ setup-eval ¦ micromamba hook
eval "$(opam env --switch=default)" ¦ setup-eval ¦ opam environment
eval "$(minikube -p scratch docker-env --shell bash)" ¦ setup-eval ¦ points docker at a minikube profile
source <(helm completion bash) ¦ completion ¦ completions
eval "$(conda shell.bash hook)" ¦ setup-eval ¦ conda hook
eval "$(pixi shell-hook)" ¦ setup-eval ¦ pixi environment
@wrapped-everyday
timeout 300 cargo test --workspace ¦ wrapper-timeout ¦ tests under a time limit
nice -n 10 make -j2 ¦ wrapper-nice ¦ build at low priority
bash -c 'cd web && npm run build' ¦ bash-c ¦ build in a subfolder through bash -c
for d in api worker; do (cd "$d" && go test ./...); done ¦ for-loop ¦ tests in two modules
find . -name '*.go' -not -path './vendor/*' -print0 | xargs -0 gofmt -l ¦ xargs ¦ lists unformatted files
CGO_ENABLED=0 GOOS=linux go build -o out/api ./cmd/api ¦ env-prefix ¦ static build into the project
env -C web npm run lint ¦ env-chdir ¦ lint in a subfolder
make -C docs html ¦ dash-C ¦ builds the docs
sh -c 'pytest -q tests/unit || true' ¦ sh-c ¦ tests that never fail the script
parallel -j2 ::: 'npm run lint' 'npm run typecheck' ¦ gnu-parallel ¦ two checks at once
watch -n 5 kubectl --context kind-dev get pods ¦ watch ¦ watches pods in kind
P=pytest; $P -q tests/unit ¦ variable-program ¦ program name in a variable
time cargo build --release ¦ time-keyword ¦ timed release build
/usr/bin/env python3 -m pytest -x ¦ absolute-path ¦ tests through env
stdbuf -oL npm test 2>&1 | tee test.log ¦ pipe ¦ tests with a log in the project
script -qc 'npm test' /dev/null ¦ script-c ¦ tests under a pseudo-terminal
(cd services/billing && ./gradlew check) ¦ subshell-cd ¦ checks in a subfolder
while read -r f; do shellcheck "$f"; done < scripts.txt ¦ while-read ¦ lints scripts listed in a file
nohup npm run dev -- --host 127.0.0.1 > dev.log 2>&1 & ¦ background ¦ dev server on loopback in the background
command -v golangci-lint >/dev/null && golangci-lint run ¦ command-builtin ¦ lint if installed
@package
gleam add gleam_json ¦ plain ¦ adds a dependency ¦ yellow
composer require --dev phpunit/phpunit ¦ plain ¦ adds a dev dependency ¦ yellow
bundle add rspec-rails --group test ¦ plain ¦ adds a gem ¦ yellow
pdm add httpx ¦ plain ¦ adds a dependency ¦ yellow
dart pub add http ¦ plain ¦ adds a dependency ¦ yellow
dotnet add package Serilog ¦ plain ¦ adds a NuGet package ¦ yellow
@migration
MIX_ENV=dev mix ecto.migrate --step 1 ¦ env-prefix ¦ dev migration ¦ yellow
sqlx migrate run --database-url postgres://localhost/app_dev ¦ plain ¦ dev migration ¦ yellow
dbmate --url postgres://localhost/app_dev up ¦ plain ¦ dev migration ¦ yellow
@review
gh pr create --draft --title 'Retry webhooks' --body 'WIP' ¦ plain ¦ draft pull request ¦ yellow
glab mr create --draft --fill ¦ plain ¦ draft merge request ¦ yellow
"""
