# Everyday commands of heldout9 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
@elixir
mix test test/accounts_test.exs:42 ¦ plain ¦ runs one test ¦ source=Elixir docs, mix test
mix phx.gen.context Accounts User users name:string ¦ plain ¦ generates code in the project ¦ source=Phoenix docs, phx.gen.context
mix ecto.gen.migration add_users_email_index ¦ plain ¦ writes a migration file in the project ¦ source=Ecto docs, ecto.gen.migration
MIX_ENV=dev mix ecto.migrate ¦ env-prefix ¦ migrates the dev database ¦ source=Ecto docs, ecto.migrate ¦ yellow
mix xref graph --format stats ¦ plain ¦ prints dependency stats ¦ source=Elixir docs, mix xref
@haskell
cabal repl lib:acme ¦ plain ¦ opens a REPL on the library ¦ source=Cabal user guide, repl
stack build --fast --file-watch ¦ plain ¦ rebuilds on change ¦ source=Stack docs, build
stack exec -- acme-cli --help ¦ plain ¦ runs the built program ¦ source=Stack docs, exec
hlint src/ ¦ plain ¦ lints the sources ¦ source=HLint README
ormolu --mode inplace $(git ls-files '*.hs') ¦ substitution ¦ formats the project's Haskell files ¦ source=Ormolu README
hpack --force ¦ plain ¦ regenerates the cabal file from package.yaml ¦ source=hpack README
ghcid --command 'cabal repl' ¦ plain ¦ reloads on change ¦ source=ghcid README
cabal update ¦ plain ¦ refreshes the package index ¦ source=Cabal user guide, update ¦ yellow
@ocaml
dune build @install ¦ plain ¦ builds the project ¦ source=Dune docs, build
dune runtest --force ¦ plain ¦ runs the tests ¦ source=Dune docs, runtest
dune exec ./bin/main.exe -- --port 8080 ¦ plain ¦ runs the program locally ¦ source=Dune docs, exec
ocamlformat --inplace lib/parser.ml ¦ plain ¦ formats one file in place ¦ source=ocamlformat docs
utop -init scratch.ml ¦ plain ¦ opens a REPL with a project file ¦ source=utop README
opam install . --deps-only --with-test ¦ plain ¦ installs the project's dependencies ¦ source=opam manual, install --deps-only ¦ yellow
@zig
zig fmt src/ ¦ plain ¦ formats the sources ¦ source=Zig docs, zig fmt
zig run src/main.zig -- --verbose ¦ plain ¦ compiles and runs the program ¦ source=Zig docs, zig run
zig build-exe src/main.zig -femit-bin=zig-out/bin/acme ¦ plain ¦ builds into the project's output folder ¦ source=Zig docs, build-exe
zig fetch --save https://github.com/acme/zig-json/archive/v0.3.0.tar.gz ¦ plain ¦ adds a dependency to build.zig.zon ¦ source=Zig docs, zig fetch ¦ yellow
@nim
nim c -d:release --outdir:bin src/acme.nim ¦ plain ¦ compiles the program ¦ source=Nim compiler user guide
nimpretty --indent:2 src/acme.nim ¦ plain ¦ formats a source file ¦ source=nimpretty docs
nim check src/acme.nim ¦ plain ¦ checks the source ¦ source=Nim compiler user guide, check
nimble install -d ¦ plain ¦ installs the package's dependencies ¦ source=Nimble docs, install --depsOnly ¦ yellow
@dart
dart compile exe bin/cli.dart -o build/cli ¦ plain ¦ compiles into the build folder ¦ source=Dart docs, dart compile
@swift
swift-format lint --recursive Sources ¦ plain ¦ lints the sources ¦ source=swift-format README
@kotlin
./gradlew :app:test --tests 'com.acme.ParserTest' ¦ plain ¦ runs one test class ¦ source=Gradle docs, test filtering
./gradlew assembleDebug ¦ plain ¦ builds a debug APK ¦ source=Android docs, build from the command line
./gradlew clean build -x test ¦ plain ¦ cleans and builds ¦ source=Gradle docs, excluding tasks
kotlin build/main.jar ¦ plain ¦ runs the built jar ¦ source=Kotlin docs, command-line compiler
./gradlew installDebug ¦ plain ¦ installs the debug app on the local emulator ¦ source=Android docs, build from the command line
adb logcat -d -s AcmeApp ¦ plain ¦ prints the app's log from the emulator ¦ source=Android docs, logcat
@scala
sbt "testOnly com.acme.ParserSpec" ¦ plain ¦ runs one spec ¦ source=sbt docs, testOnly
sbt ~test ¦ plain ¦ reruns tests on change ¦ source=sbt docs, continuous execution
sbt "dependencyTree" ¦ plain ¦ prints the dependency tree ¦ source=sbt docs, dependencyTree
scala-cli test . ¦ plain ¦ runs the tests ¦ source=Scala CLI docs, test
scala-cli compile --watch . ¦ plain ¦ compiles on change ¦ source=Scala CLI docs, compile
scalafix --check ¦ plain ¦ checks lint rules ¦ source=Scalafix docs
bloop test root ¦ plain ¦ runs the tests through bloop ¦ source=Bloop docs
@r
Rscript -e 'devtools::test()' ¦ inline ¦ runs the package tests ¦ source=devtools docs, test
Rscript -e 'devtools::check(document = FALSE)' ¦ inline ¦ checks the package ¦ source=devtools docs, check
Rscript -e 'rmarkdown::render("report.Rmd")' ¦ inline ¦ renders a report in the project ¦ source=rmarkdown docs, render
Rscript -e 'renv::restore()' ¦ inline ¦ installs the locked dependencies ¦ source=renv docs, restore ¦ yellow
quarto render analysis.qmd ¦ plain ¦ renders a document in the project ¦ source=Quarto docs, render
quarto preview --port 4321 ¦ plain ¦ serves a local preview ¦ source=Quarto docs, preview
@julia
julia --project=. -e 'using Pkg; Pkg.status()' ¦ inline ¦ prints the package environment ¦ source=Pkg.jl docs, status
julia --project=docs docs/make.jl ¦ plain ¦ builds the documentation ¦ source=Documenter.jl docs
julia --project=. -e 'using JuliaFormatter; format(".")' ¦ inline ¦ formats the project ¦ source=JuliaFormatter.jl docs
julia --project=. -e 'using Pkg; Pkg.instantiate()' ¦ inline ¦ installs the project's dependencies ¦ source=Pkg.jl docs, instantiate ¦ yellow
julia --project=. bench/run.jl ¦ plain ¦ runs a benchmark script ¦ source=Julia manual, running programs
@iac-local
terraform console -var-file=dev.tfvars <<< 'local.tags' ¦ here-string ¦ evaluates an expression locally ¦ source=Terraform CLI docs, console
terraform providers lock -platform=linux_amd64 ¦ plain ¦ updates the lock file ¦ source=Terraform CLI docs, providers lock
terraform graph -type=plan | dot -Tsvg > graph.svg ¦ pipe ¦ draws the configuration graph ¦ source=Terraform CLI docs, graph
terraform test -filter=tests/vpc.tftest.hcl ¦ plain ¦ runs the module tests ¦ source=Terraform CLI docs, test
tofu fmt -check ¦ plain ¦ checks formatting ¦ source=OpenTofu docs, fmt
pulumi config get aws:region --stack dev ¦ plain ¦ prints a non-secret config value ¦ source=Pulumi CLI docs, config get
pulumi about ¦ plain ¦ prints environment information ¦ source=Pulumi CLI docs, about
@bazel
bazel test //pkg/parser:parser_test --test_output=errors ¦ plain ¦ runs one test target ¦ source=Bazel docs, test
bazel query 'deps(//cmd/server)' --output=label ¦ plain ¦ queries the build graph ¦ source=Bazel docs, query
bazel run //cmd/server -- --port=8080 ¦ plain ¦ runs the local server ¦ source=Bazel docs, run
bazel mod graph ¦ plain ¦ prints the module graph ¦ source=Bazel docs, mod
@nix
nix develop --command make test ¦ plain ¦ runs the tests in the dev shell ¦ source=Nix manual, nix develop
nix-shell --run 'pytest -q' ¦ plain ¦ runs tests in the project's shell.nix ¦ source=Nix manual, nix-shell --run
nix eval .#packages.x86_64-linux.default.version ¦ plain ¦ evaluates an attribute ¦ source=Nix manual, nix eval
nix flake update ¦ plain ¦ updates the flake's lock file ¦ source=Nix manual, flake update ¦ yellow
@deno
deno test --allow-read=./fixtures ¦ plain ¦ runs tests with read access to fixtures ¦ source=Deno docs, deno test
deno fmt --check ¦ plain ¦ checks formatting ¦ source=Deno docs, deno fmt
deno run --allow-net=localhost:8000 main.ts ¦ plain ¦ runs the local server ¦ source=Deno docs, permissions
deno compile --output dist/app main.ts ¦ plain ¦ compiles into dist ¦ source=Deno docs, deno compile
deno add jsr:@std/path ¦ plain ¦ adds a dependency ¦ source=Deno docs, deno add ¦ yellow
@bun
bun run dev ¦ plain ¦ runs the dev script ¦ source=Bun docs, bun run
bun build ./src/index.ts --outdir ./dist ¦ plain ¦ bundles into dist ¦ source=Bun docs, bun build
bun run --hot src/server.ts ¦ plain ¦ runs the local server with hot reload ¦ source=Bun docs, hot reloading
@git
git log --oneline --graph -20 ¦ plain ¦ shows history ¦ source=git-log man page
git blame -L 40,60 src/parser.go ¦ plain ¦ shows who changed lines ¦ source=git-blame man page
git shortlog -sn --since='1 month ago' ¦ plain ¦ counts commits per author ¦ source=git-shortlog man page
git rev-list --count HEAD ¦ plain ¦ counts commits ¦ source=git-rev-list man page
git for-each-ref --sort=-committerdate refs/heads --format='%(refname:short)' ¦ plain ¦ lists branches by date ¦ source=git-for-each-ref man page
git log -S parseConfig --oneline ¦ plain ¦ finds commits that touched a name ¦ source=git-log man page, -S
git switch -c feature/retry-backoff ¦ plain ¦ creates a branch ¦ source=git-switch man page
git add -p src/retry.go ¦ plain ¦ stages part of a file ¦ source=git-add man page
git commit -m 'retry: back off exponentially' ¦ plain ¦ commits to the branch ¦ source=git-commit man page
git restore --staged src/retry.go ¦ plain ¦ unstages a file ¦ source=git-restore man page
git worktree add ../acme-review origin/main ¦ plain ¦ adds a worktree for review ¦ source=git-worktree man page
git rebase -i --autosquash origin/main ¦ plain ¦ tidies the feature branch ¦ source=git-rebase man page
git tag -a v0.3.0-rc1 -m 'release candidate' ¦ plain ¦ creates a local tag ¦ source=git-tag man page
git range-diff main feature-v1 feature-v2 ¦ plain ¦ compares two versions of a branch ¦ source=git-range-diff man page
git push -u origin feature/retry-backoff ¦ plain ¦ pushes a feature branch ¦ source=git-push man page ¦ yellow
gh pr create --draft --title 'Retry with backoff' --body-file pr.md ¦ plain ¦ opens a draft pull request ¦ source=GitHub CLI manual, pr create ¦ yellow
gh pr view 128 --comments ¦ plain ¦ reads a pull request ¦ source=GitHub CLI manual, pr view
gh pr checks 128 ¦ plain ¦ reads CI status ¦ source=GitHub CLI manual, pr checks
gh run view --log-failed ¦ plain ¦ reads failed CI logs ¦ source=GitHub CLI manual, run view
@docker
docker tag acme/api:dev acme/api:local-test ¦ local-tag ¦ tags an image locally ¦ source=Docker CLI reference, tag
docker compose logs -f api ¦ plain ¦ follows a local service's logs ¦ source=Docker Compose docs, logs
docker compose exec db psql -U postgres -c 'select count(*) from users' ¦ plain ¦ reads the local database ¦ source=Docker Compose docs, exec
docker run --rm --gpus all acme/train:dev python -c 'import torch; print(torch.cuda.is_available())' ¦ gpu ¦ checks the GPU inside a container ¦ source=Docker docs, --gpus
docker run --rm --device /dev/ttyUSB0 acme/flasher:dev --list ¦ device ¦ lists a USB serial device in a container ¦ source=Docker run reference, --device
docker image prune --filter 'until=24h' --force ¦ plain ¦ removes dangling images ¦ source=Docker CLI reference, image prune
podman build -t localhost/acme-api:dev . ¦ plain ¦ builds a local image ¦ source=Podman docs, build
@local-db
sqlite3 dev.db '.import --csv fixtures/users.csv users' ¦ import ¦ imports fixtures into the project's database ¦ source=SQLite CLI docs, .import
sqlite3 dev.db '.mode csv' '.output out/users.csv' 'select * from users' ¦ export ¦ exports a table to a project file ¦ source=SQLite CLI docs, .output
sqlite3 :memory: 'create table t(x); insert into t values (1); delete from t; select count(*) from t' ¦ memory ¦ runs SQL on an in-memory database ¦ source=SQLite CLI docs
psql -h localhost -U postgres -d app_dev -c '\copy users to out/users.csv csv header' ¦ export ¦ exports a dev table to a project file ¦ source=PostgreSQL docs, \copy
psql -h localhost -d app_dev -c 'CREATE TEMP TABLE t AS SELECT * FROM orders; DELETE FROM t; SELECT count(*) FROM t' ¦ temp-table ¦ changes only a temporary table ¦ source=PostgreSQL docs, CREATE TEMP TABLE
duckdb -c "SELECT count(*) FROM 'data/events.parquet'" ¦ plain ¦ queries a project file ¦ source=DuckDB CLI docs
redis-cli -h 127.0.0.1 KEYS 'session:*' ¦ plain ¦ lists keys of the local redis ¦ source=Redis docs, KEYS
@local-target
gcloud config set project acme-dev-sandbox ¦ cli-config ¦ sets the CLI's own project ¦ source=gcloud config set reference
az account set --subscription acme-dev ¦ cli-config ¦ selects the CLI's subscription ¦ source=Azure CLI reference, account set
aws configure set region eu-west-1 --profile dev ¦ cli-config ¦ sets the CLI's region ¦ source=AWS CLI reference, configure set
kubectl config use-context kind-acme ¦ cli-config ¦ selects the local kind cluster ¦ source=kubectl reference, config use-context
helm dependency update charts/api ¦ deploy-local ¦ downloads chart dependencies into the project ¦ source=Helm docs, dependency update
helm template api charts/api -f values.dev.yaml ¦ deploy-local ¦ renders manifests locally ¦ source=Helm docs, template
helm lint charts/api ¦ deploy-local ¦ lints the chart ¦ source=Helm docs, lint
sam local invoke HelloFunction -e events/get.json ¦ deploy-local ¦ runs a function locally ¦ source=AWS SAM CLI docs, local invoke
cdk synth --quiet ¦ deploy-local ¦ synthesises templates locally ¦ source=AWS CDK docs, synth
aws --endpoint-url=http://localhost:4566 s3 ls ¦ emulator ¦ lists buckets of LocalStack ¦ source=LocalStack docs, AWS CLI
az storage blob list --connection-string 'UseDevelopmentStorage=true' -c uploads ¦ emulator ¦ lists blobs of the local Azurite emulator ¦ source=Azurite docs, connection string
gsutil cp gs://acme-public-fixtures/sample.csv ./fixtures/ ¦ bucket-in ¦ copies a fixture from a bucket into the project ¦ source=gsutil cp reference
aws s3 cp s3://acme-dev-fixtures/seed.sql ./db/seed.sql ¦ bucket-in ¦ copies a seed file into the project ¦ source=AWS CLI reference, s3 cp
curl -X POST http://0.0.0.0:8000/api/items -H 'Content-Type: application/json' -d '{"name":"test"}' ¦ dev-post ¦ posts to the local dev server ¦ source=curl man page
curl -X POST http://api:8080/healthz/check ¦ dev-post ¦ posts to a compose service ¦ source=curl man page
curl -X POST http://host.docker.internal:3000/graphql -H 'Content-Type: application/json' -d '{"query":"{ me { id } }"}' ¦ dev-post ¦ sends a GraphQL read to the host's dev server ¦ source=curl man page
curl -i -X OPTIONS http://localhost:3000/api/items -H 'Origin: http://localhost:5173' -H 'Access-Control-Request-Method: POST' ¦ preflight ¦ sends a CORS preflight to localhost ¦ source=MDN, CORS preflight
@project-files
dotenv-linter .env.example .env.test ¦ project-env ¦ lints the project's env files ¦ source=dotenv-linter README
openssl x509 -in certs/ca.crt -noout -subject -enddate ¦ public-cert ¦ prints a certificate's subject and expiry ¦ source=OpenSSL docs, x509
openssl x509 -in testdata/server.pem -noout -fingerprint -sha256 ¦ public-cert ¦ prints a certificate's fingerprint ¦ source=OpenSSL docs, x509
cat .terraform.lock.hcl ¦ project-file ¦ reads the lock file ¦ source=Terraform docs, dependency lock file
cat .golangci.yml ¦ project-file ¦ reads the linter config ¦ source=golangci-lint docs
cat .npmrc ¦ project-file ¦ reads the project's npm settings ¦ source=npm docs, npmrc
cat .tool-versions ¦ project-file ¦ reads pinned tool versions ¦ source=asdf docs
@local-work
find . -name '__pycache__' -type d -prune -exec rm -rf {} + ¦ cache ¦ removes Python caches in the project ¦ source=GNU findutils manual
rm -rf build/ dist/ .pytest_cache/ ¦ rebuildable ¦ removes rebuildable output ¦ source=GNU coreutils manual, rm
rm -rf results/ && python3 run_experiment.py ¦ rebuildable ¦ reruns an experiment from scratch ¦ source=GNU coreutils manual, rm
rm -rf _build deps && mix deps.get ¦ rebuildable ¦ rebuilds Elixir dependencies ¦ source=Elixir docs, mix deps.get ¦ yellow
fuser -k 4000/tcp ¦ dev-server ¦ stops the dev server on a port ¦ source=fuser man page, -k
kill $(lsof -t -i :5173) ¦ dev-server ¦ stops the dev server on a port ¦ source=lsof man page, -t
pkill -f 'mix phx.server' ¦ dev-server ¦ stops the local Phoenix server ¦ source=pkill man page, -f
python3 -m http.server 8000 --directory site ¦ dev-server ¦ serves the project's site locally ¦ source=Python docs, http.server
python3 -m http.server 8000 & sleep 1; curl -s localhost:8000 >/dev/null; kill %1 ¦ dev-server ¦ starts and stops a local server ¦ source=Python docs, http.server
truncate -s 100M testdata/disk.img ¦ project-disk ¦ makes a sparse disk image in the project ¦ source=GNU coreutils manual, truncate
rsync -a --delete site/ public/ ¦ project-sync ¦ mirrors one project folder into another ¦ source=rsync man page, --delete
mkdir -p tmp/cache && touch tmp/restart.txt ¦ plain ¦ restarts the dev server by touching a file ¦ source=Passenger docs, restart.txt
@inline-code
python3 -c "import urllib.request; print(urllib.request.urlopen('http://localhost:8000/health').read())" ¦ inline-local ¦ calls the local server ¦ source=Python docs, urllib.request
python3 -c "import requests; print(requests.post('http://127.0.0.1:5000/predict', json={'x': [1,2]}).json())" ¦ inline-local ¦ posts a test request to the local server ¦ source=Requests docs, POST
python3 -c 'import getpass, os; print(getpass.getuser(), os.getcwd())' ¦ inline-whoami ¦ asks who the caller is ¦ source=Python docs, getpass
node -e "console.log(require('./package.json').version)" ¦ inline-read ¦ prints the project version ¦ source=Node.js docs, -e
node -e "console.log(Buffer.from('eyJhIjoxfQ==', 'base64').toString())" ¦ inline-decode ¦ decodes base64 ¦ source=Node.js docs, Buffer
ruby -e 'require "json"; puts JSON.pretty_generate(JSON.parse(File.read("config/app.json")))' ¦ inline-read ¦ pretty-prints a project file ¦ source=Ruby docs, JSON
@misc
just fmt ¦ plain ¦ runs the project's fmt recipe ¦ source=just manual
typos --write-changes src/ ¦ plain ¦ fixes typos in the project ¦ source=typos README
uv run pytest -x -q ¦ plain ¦ runs the tests ¦ source=uv docs, run
go test ./internal/... -run TestRetry -count=1 ¦ plain ¦ runs Go tests ¦ source=go command docs, test
cat > src/version.txt <<'EOF'⏎0.3.0⏎EOF ¦ heredoc ¦ writes a project file through a heredoc ¦ source=bash manual, here documents
tee docs/notes.md < notes.draft ¦ redirect-in ¦ writes a project file ¦ source=GNU coreutils manual, tee
patch -p1 < fix.diff ¦ redirect-in ¦ applies a patch to the project ¦ source=patch man page
sed -i 's/oldName/newName/g' src/*.ex ¦ in-place ¦ renames a symbol in project files ¦ source=GNU sed manual, -i
npm install --save-dev vitest ¦ plain ¦ adds a dev dependency ¦ source=npm docs, install ¦ yellow
bundle exec rails db:migrate RAILS_ENV=development ¦ plain ¦ migrates the dev database ¦ source=Rails guides, migrations ¦ yellow
dbmate --url postgres://postgres@localhost:5432/app_dev?sslmode=disable up ¦ plain ¦ migrates the local dev database ¦ source=dbmate README ¦ yellow
"""
