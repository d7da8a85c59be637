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
cabal update ¦ plain ¦ refreshes the package index ¦ source=Cabal user guide, update
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
GREEN += r"""
@elixir
mix test --failed --trace ¦ plain ¦ reruns the failed tests ¦ source=Elixir docs, mix test --failed
mix test --cover --export-coverage unit ¦ plain ¦ runs tests with coverage ¦ source=Elixir docs, mix test --cover
mix hex.outdated --within-requirements ¦ plain ¦ lists outdated dependencies ¦ source=Hex docs, hex.outdated
mix docs --formatter html ¦ plain ¦ builds documentation into doc/ ¦ source=ExDoc docs
mix phx.routes AcmeWeb.Router ¦ plain ¦ prints the routes ¦ source=Phoenix docs, phx.routes
mix ecto.rollback --step 1 --repo Acme.Repo ¦ plain ¦ rolls back the last dev migration ¦ source=Ecto docs, ecto.rollback ¦ yellow
mix release acme --overwrite ¦ plain ¦ builds a release into _build ¦ source=Elixir docs, mix release
mix sobelow --config ¦ plain ¦ runs the security linter ¦ source=Sobelow README
gleam build --target erlang ¦ plain ¦ builds the Gleam project ¦ source=Gleam docs, build
gleam format src test ¦ plain ¦ formats Gleam sources ¦ source=Gleam docs, format
rebar3 ct --suite=test/acme_SUITE ¦ plain ¦ runs a Common Test suite ¦ source=rebar3 docs, ct
rebar3 dialyzer ¦ plain ¦ runs type analysis ¦ source=rebar3 docs, dialyzer
@haskell
cabal run acme-cli -- --config examples/dev.yaml ¦ plain ¦ runs the program with a project config ¦ source=Cabal user guide, run
cabal freeze ¦ plain ¦ writes the freeze file ¦ source=Cabal user guide, freeze
cabal outdated --exit-code ¦ plain ¦ lists outdated bounds ¦ source=Cabal user guide, outdated
stack test --coverage --ta '--match Parser' ¦ plain ¦ runs some tests with coverage ¦ source=Stack docs, test
stack ghci acme:lib ¦ plain ¦ opens a REPL ¦ source=Stack docs, ghci
fourmolu -i src/Acme/Parser.hs ¦ plain ¦ formats a source file in place ¦ source=Fourmolu README
weeder --config weeder.toml ¦ plain ¦ finds dead code ¦ source=weeder README
@ocaml
dune build @fmt --auto-promote ¦ plain ¦ formats and promotes changes ¦ source=Dune docs, @fmt
dune test test/parser ¦ plain ¦ runs one test folder ¦ source=Dune docs, test
dune build @doc ¦ plain ¦ builds docs ¦ source=Dune docs, @doc
dune promote ¦ plain ¦ accepts expect-test output ¦ source=Dune docs, promote
dune utop lib ¦ plain ¦ opens a REPL with the library ¦ source=Dune docs, utop
opam lint acme.opam ¦ plain ¦ lints the opam file ¦ source=opam manual, lint
@zig-nim-crystal
zig build run -- --listen 127.0.0.1:9000 ¦ plain ¦ runs the program on loopback ¦ source=Zig docs, build run
zig cc -o zig-out/bin/hello src/hello.c ¦ plain ¦ compiles C into the output folder ¦ source=Zig docs, zig cc
zig translate-c src/api.h > src/api.zig ¦ redirect ¦ translates a header into a project file ¦ source=Zig docs, translate-c
nim r tests/tparser.nim ¦ plain ¦ compiles and runs a test ¦ source=Nim compiler user guide, r
nim doc --project --outdir:htmldocs src/acme.nim ¦ plain ¦ builds docs ¦ source=Nim docs, doc
nimble check ¦ plain ¦ validates the nimble file ¦ source=Nimble docs, check
crystal build src/acme.cr -o bin/acme --release ¦ plain ¦ builds into bin ¦ source=Crystal docs, build
crystal tool format src ¦ plain ¦ formats Crystal sources ¦ source=Crystal docs, tool format
shards install ¦ plain ¦ installs the project's shards ¦ source=Shards docs, install ¦ yellow
dub test --compiler=ldc2 ¦ plain ¦ runs D unit tests ¦ source=DUB docs, test
dub build --build=release ¦ plain ¦ builds the D project ¦ source=DUB docs, build
@clojure-fsharp
clojure -M:repl/rebel ¦ plain ¦ opens a REPL ¦ source=Clojure CLI docs, -M
clj-kondo --lint src test ¦ plain ¦ lints Clojure sources ¦ source=clj-kondo README
lein test :only acme.parser-test ¦ plain ¦ runs one test namespace ¦ source=Leiningen docs, test
lein uberjar ¦ plain ¦ builds an uberjar into target ¦ source=Leiningen docs, uberjar
bb test:unit ¦ plain ¦ runs the project's babashka task ¦ source=Babashka book, tasks
dotnet test --filter FullyQualifiedName~Parser ¦ plain ¦ runs some .NET tests ¦ source=.NET CLI docs, test --filter
dotnet fantomas src/ ¦ plain ¦ formats F# sources ¦ source=Fantomas docs
dotnet build -c Debug --no-restore ¦ plain ¦ builds the solution ¦ source=.NET CLI docs, build
dotnet watch run --project src/Api ¦ plain ¦ runs the local API with reload ¦ source=.NET CLI docs, watch
dotnet ef migrations add AddOrderIndex --project src/Data ¦ plain ¦ writes a migration file ¦ source=EF Core docs, migrations add
dotnet ef database update --connection 'Host=localhost;Database=acme_dev;Username=postgres' ¦ plain ¦ migrates the local dev database ¦ source=EF Core docs, database update ¦ yellow
@swift-kotlin
swift package init --type executable --name scratch ¦ plain ¦ scaffolds a package in the project ¦ source=Swift Package Manager docs, init
swift test --parallel --enable-code-coverage ¦ plain ¦ runs tests with coverage ¦ source=Swift Package Manager docs, test
swift package update AcmeKit ¦ plain ¦ updates one dependency ¦ source=Swift Package Manager docs, update ¦ yellow
swiftlint --fix --path Sources ¦ plain ¦ fixes lint in the project ¦ source=SwiftLint README
tuist generate --no-open ¦ plain ¦ generates the Xcode project ¦ source=Tuist docs, generate
./gradlew :shared:allTests ¦ plain ¦ runs multiplatform tests ¦ source=Kotlin Multiplatform docs, allTests
./gradlew --stop ¦ plain ¦ stops the Gradle daemon ¦ source=Gradle docs, daemon
./gradlew connectedDebugAndroidTest ¦ plain ¦ runs instrumented tests on the local emulator ¦ source=Android docs, connected tests
./gradlew lintDebug ¦ plain ¦ runs Android lint ¦ source=Android docs, lint
./gradlew bootRun --args='--spring.profiles.active=local' ¦ plain ¦ runs the app with the local profile ¦ source=Spring Boot Gradle plugin docs, bootRun
ktlint --format 'src/**/*.kt' ¦ plain ¦ formats Kotlin sources ¦ source=ktlint docs
adb install -r app/build/outputs/apk/debug/app-debug.apk ¦ plain ¦ installs the debug app on the local emulator ¦ source=Android docs, adb install
@scala
sbt "runMain com.acme.Cli --dry-run" ¦ plain ¦ runs the CLI in dry-run mode ¦ source=sbt docs, runMain
sbt clean coverage test coverageReport ¦ plain ¦ measures coverage ¦ source=sbt-scoverage README
sbt "scalafixAll --check" ¦ plain ¦ checks lint ¦ source=Scalafix docs, sbt
sbt Test/compile ¦ plain ¦ compiles tests ¦ source=sbt docs, scoped tasks
mill -w app.runBackground ¦ plain ¦ runs the app locally with watch ¦ source=Mill docs
scala-cli fmt . ¦ plain ¦ formats sources ¦ source=Scala CLI docs, fmt
scala-cli run Main.scala -- --port 9000 ¦ plain ¦ runs a project file ¦ source=Scala CLI docs, run
@r-julia
Rscript -e 'testthat::test_file("tests/testthat/test-parse.R")' ¦ inline ¦ runs one test file ¦ source=testthat docs
Rscript -e 'covr::report(file = "coverage.html")' ¦ inline ¦ writes a coverage report into the project ¦ source=covr docs, report
Rscript -e 'pkgdown::build_site()' ¦ inline ¦ builds the package site into docs/ ¦ source=pkgdown docs, build_site
Rscript -e 'roxygen2::roxygenise()' ¦ inline ¦ regenerates documentation files ¦ source=roxygen2 docs
Rscript -e 'shiny::runApp("app", port = 3838, launch.browser = FALSE)' ¦ inline ¦ runs a local Shiny app ¦ source=Shiny docs, runApp
Rscript -e 'renv::snapshot()' ¦ inline ¦ updates the lockfile ¦ source=renv docs, snapshot
Rscript -e 'install.packages("data.table")' ¦ inline ¦ installs a package from CRAN ¦ source=R docs, install.packages ¦ yellow
julia --project=. -e 'using Pkg; Pkg.add("DataFrames")' ¦ inline ¦ adds a dependency ¦ source=Pkg.jl docs, add ¦ yellow
julia --project=. -e 'using Aqua, Acme; Aqua.test_all(Acme)' ¦ inline ¦ runs quality checks ¦ source=Aqua.jl docs
julia --project=. --threads=4 test/runtests.jl ¦ plain ¦ runs the test script ¦ source=Julia manual, threads
julia --project=. -e 'using Pluto; Pluto.run(host="127.0.0.1", port=1234)' ¦ inline ¦ starts a local notebook server ¦ source=Pluto.jl docs
@iac-local
terraform plan -refresh=false -lock=false -var-file=envs/dev.tfvars ¦ plain ¦ plans without changing anything ¦ source=Terraform CLI docs, plan
terraform show -json plan.out > plan.json ¦ redirect ¦ writes a plan as JSON into the project ¦ source=Terraform CLI docs, show
terraform output -json vpc ¦ plain ¦ prints a non-sensitive output ¦ source=Terraform CLI docs, output
terraform workspace show ¦ plain ¦ prints the current workspace ¦ source=Terraform CLI docs, workspace show
terraform-docs markdown table --output-file README.md modules/vpc ¦ plain ¦ writes module docs into the project ¦ source=terraform-docs docs
tofu init -upgrade=false -backend=false ¦ plain ¦ initialises without a backend ¦ source=OpenTofu docs, init
tofu validate -json ¦ plain ¦ validates the configuration ¦ source=OpenTofu docs, validate
pulumi new typescript --dir scratch --yes --generate-only ¦ plain ¦ scaffolds a project without a stack ¦ source=Pulumi CLI docs, new --generate-only
pulumi stack output --stack dev bucketName ¦ plain ¦ prints a non-secret output ¦ source=Pulumi CLI docs, stack output
pulumi plugin ls ¦ plain ¦ lists plugins ¦ source=Pulumi CLI docs, plugin ls
pulumi convert --from terraform --language go --out converted ¦ plain ¦ converts code into a project folder ¦ source=Pulumi CLI docs, convert
checkov -d infra --quiet --compact ¦ plain ¦ scans the configuration ¦ source=Checkov docs
infracost breakdown --path infra --format table ¦ plain ¦ estimates cost locally ¦ source=Infracost docs, breakdown
@bazel-buck-pants
bazel build //app:image_tarball ¦ plain ¦ builds an image tarball without pushing ¦ source=rules_oci docs, tarball
bazel test //... --test_tag_filters=-integration ¦ plain ¦ runs unit tests ¦ source=Bazel docs, test_tag_filters
bazel cquery //app:server --output=files ¦ plain ¦ prints output files ¦ source=Bazel docs, cquery
bazel info output_base ¦ plain ¦ prints a build path ¦ source=Bazel docs, info
bazel aquery 'mnemonic(GoCompile, //pkg/...)' ¦ plain ¦ inspects build actions ¦ source=Bazel docs, aquery
buck2 build //app:main ¦ plain ¦ builds a target ¦ source=Buck2 docs, build
buck2 test //lib/... ¦ plain ¦ runs tests ¦ source=Buck2 docs, test
pants test src/python/acme:: ¦ plain ¦ runs tests ¦ source=Pants docs, test
pants fmt lint :: ¦ plain ¦ formats and lints ¦ source=Pants docs, fmt and lint
@nix
nix develop .#ci -c cargo test ¦ plain ¦ runs tests in a dev shell ¦ source=Nix manual, nix develop
nix run .#dev-server -- --port 3000 ¦ plain ¦ runs the project's dev server ¦ source=Nix manual, nix run
nix build .#checks.x86_64-linux.lint -L ¦ plain ¦ builds a lint check ¦ source=Nix manual, nix build
nix flake metadata ¦ plain ¦ prints flake metadata ¦ source=Nix manual, flake metadata
nix path-info -rS .#default ¦ plain ¦ prints closure sizes ¦ source=Nix manual, path-info
nix-instantiate --eval -E '(import ./default.nix {}).version' ¦ plain ¦ evaluates an expression ¦ source=Nix manual, nix-instantiate
nixpkgs-fmt flake.nix ¦ plain ¦ formats a Nix file ¦ source=nixpkgs-fmt README
statix check . ¦ plain ¦ lints Nix files ¦ source=statix README
devenv up ¦ plain ¦ starts the project's local services ¦ source=devenv docs, up
devbox run test ¦ plain ¦ runs the project's test script ¦ source=Devbox docs, run
@deno-bun
deno test --coverage=cov_profile && deno coverage cov_profile --lcov > cov.lcov ¦ and-list ¦ writes coverage into the project ¦ source=Deno docs, coverage
deno bench bench/parse_bench.ts ¦ plain ¦ runs benchmarks ¦ source=Deno docs, bench
deno info main.ts ¦ plain ¦ prints the module graph ¦ source=Deno docs, info
deno doc --html --name=acme mod.ts ¦ plain ¦ builds docs ¦ source=Deno docs, doc
deno serve --port 8787 server.ts ¦ plain ¦ runs a local server ¦ source=Deno docs, serve
deno install ¦ plain ¦ installs the project's dependencies ¦ source=Deno docs, install ¦ yellow
bun test --coverage --bail ¦ plain ¦ runs tests with coverage ¦ source=Bun docs, test
bun x tsc --noEmit ¦ plain ¦ type-checks the project ¦ source=Bun docs, bunx
bun outdated ¦ plain ¦ lists outdated dependencies ¦ source=Bun docs, outdated
bun run --filter './packages/*' build ¦ plain ¦ builds every workspace package ¦ source=Bun docs, filter
bun build --compile ./cli.ts --outfile dist/acme ¦ plain ¦ compiles a binary into dist ¦ source=Bun docs, single-file executable
bun remove left-pad ¦ plain ¦ removes a dependency ¦ source=Bun docs, remove
@git
git log --format='%h %an %s' --author=alice -- src/ ¦ plain ¦ lists one author's commits ¦ source=git-log man page
git diff --word-diff HEAD~1 -- docs/ ¦ plain ¦ shows word changes ¦ source=git-diff man page
git show --stat HEAD~2 ¦ plain ¦ shows a commit's files ¦ source=git-show man page
git grep -n 'TODO(alice)' -- '*.ex' ¦ plain ¦ searches the project for TODOs ¦ source=git-grep man page
git ls-files --others --exclude-standard ¦ plain ¦ lists untracked files ¦ source=git-ls-files man page
git merge-base --is-ancestor main HEAD ¦ plain ¦ checks ancestry ¦ source=git-merge-base man page
git log --all --oneline -- lib/old_module.ex ¦ plain ¦ finds where a file went ¦ source=git-log man page
git fsck --no-dangling ¦ plain ¦ checks repository integrity ¦ source=git-fsck man page
git notes show HEAD ¦ plain ¦ reads a note ¦ source=git-notes man page
git checkout -b spike/zig-port origin/main ¦ plain ¦ creates a branch ¦ source=git-checkout man page
git push origin spike/zig-port ¦ plain ¦ pushes a feature branch ¦ source=git-push man page ¦ yellow
gh pr create --base main --head spike/zig-port --fill ¦ plain ¦ opens a pull request ¦ source=GitHub CLI manual, pr create ¦ yellow
tea pulls create --title 'Port parser to Zig' --base main ¦ plain ¦ opens a pull request on Gitea ¦ source=tea docs, pulls create ¦ yellow
gh issue list --label bug --state open ¦ plain ¦ reads open issues ¦ source=GitHub CLI manual, issue list
@docker
docker buildx build --load -t acme/web:dev -f docker/web.Dockerfile . ¦ plain ¦ builds a local image ¦ source=Docker docs, buildx build --load
docker compose build --pull api ¦ plain ¦ builds a service image ¦ source=Docker Compose docs, build
docker compose run --rm api mix test ¦ plain ¦ runs tests in a container ¦ source=Docker Compose docs, run
docker compose ps --format json ¦ plain ¦ lists local services ¦ source=Docker Compose docs, ps
docker compose restart worker ¦ plain ¦ restarts a local service ¦ source=Docker Compose docs, restart
docker stats --no-stream ¦ plain ¦ prints container usage ¦ source=Docker CLI reference, stats
docker tag acme/web:dev localhost:5000/acme/web:dev ¦ local-tag ¦ tags an image for the local registry ¦ source=Docker CLI reference, tag
docker run --rm -p 127.0.0.1:8080:80 -v "$PWD/site:/usr/share/nginx/html:ro" nginx:alpine ¦ plain ¦ serves the project's site locally ¦ source=nginx image docs
docker run --rm --device /dev/dri acme/transcode:dev --probe ¦ device ¦ uses the GPU device in a container ¦ source=Docker run reference, --device
docker run --rm --gpus device=0 nvidia/cuda:12.4.0-base-ubuntu22.04 nvidia-smi ¦ gpu ¦ checks the GPU in a container ¦ source=NVIDIA Container Toolkit docs
docker logs --since 10m acme-api-1 ¦ plain ¦ reads a local container's logs ¦ source=Docker CLI reference, logs
hadolint docker/web.Dockerfile ¦ plain ¦ lints a Dockerfile ¦ source=hadolint README
@local-db
sqlite3 -header -csv var/dev.sqlite3 'select * from jobs' > out/jobs.csv ¦ export ¦ exports a table to a project file ¦ source=SQLite CLI docs, -csv
sqlite3 var/dev.sqlite3 '.dump' > backups/dev.sql ¦ export ¦ dumps the project's database into the project ¦ source=SQLite CLI docs, .dump
sqlite3 var/dev.sqlite3 < db/schema.sql ¦ import ¦ loads the schema into the project's database ¦ source=SQLite CLI docs
psql -h localhost -U postgres app_dev -f db/seeds/dev.sql ¦ import ¦ seeds the local dev database ¦ source=PostgreSQL docs, psql -f
psql -h 127.0.0.1 app_dev -c "\copy products from 'fixtures/products.csv' csv header" ¦ import ¦ imports fixtures into the local dev database ¦ source=PostgreSQL docs, \copy
pg_dump -h localhost -Fc app_dev -f tmp/app_dev.dump ¦ export ¦ dumps the local dev database into the project ¦ source=PostgreSQL docs, pg_dump
duckdb data/local.duckdb -c "COPY (SELECT * FROM events WHERE day = '2026-12-01') TO 'out/day.parquet'" ¦ export ¦ exports a query to a project file ¦ source=DuckDB docs, COPY TO
duckdb :memory: -c "CREATE TABLE t AS SELECT 1 AS x; DELETE FROM t; SELECT count(*) FROM t" ¦ memory ¦ runs SQL in memory ¦ source=DuckDB CLI docs
mysql -h 127.0.0.1 -u root app_dev -e 'SELECT id, email FROM users LIMIT 5' ¦ plain ¦ reads the local dev database ¦ source=MySQL reference manual, mysql -e
redis-cli -p 6379 --scan --pattern 'cache:*' | head ¦ pipe ¦ lists local cache keys ¦ source=Redis docs, --scan
@local-target
kind create cluster --name acme-dev ¦ local-cluster ¦ creates a local cluster ¦ source=kind docs, create cluster
kubectl --context kind-acme-dev apply -k deploy/overlays/local ¦ local-cluster ¦ applies manifests to the local cluster ¦ source=kubectl reference, apply -k
tilt up --port 10351 ¦ local-cluster ¦ runs the dev environment ¦ source=Tilt docs, up
kustomize build deploy/overlays/prod > out/prod.yaml ¦ deploy-local ¦ renders manifests into a project file ¦ source=Kustomize docs, build
helm package charts/api --destination dist/ ¦ deploy-local ¦ packages a chart into dist ¦ source=Helm docs, package
helm create charts/worker ¦ deploy-local ¦ scaffolds a chart in the project ¦ source=Helm docs, create
amplify mock api ¦ emulator ¦ runs a local mock of the API ¦ source=Amplify CLI docs, mock
awslocal sqs create-queue --queue-name jobs-dev ¦ emulator ¦ creates a queue in LocalStack ¦ source=LocalStack docs, awslocal
curl -s -X POST localhost:9200/acme-dev/_search -H 'Content-Type: application/json' -d '{"query":{"match_all":{}}}' ¦ dev-post ¦ searches the local index ¦ source=Elasticsearch docs, search API
curl -X POST http://web:3000/api/jobs/retry -H 'X-Dev: 1' ¦ dev-post ¦ posts to a compose service ¦ source=curl man page
curl -s -X POST http://localhost:4000/api/graphql -H 'Content-Type: application/json' --data '{"query":"query { products(first: 5) { id name } }"}' ¦ graphql-read ¦ runs a read-only GraphQL query locally ¦ source=GraphQL docs, serving over HTTP
aws s3 sync s3://acme-open-data/samples ./data/samples --no-sign-request ¦ bucket-in ¦ copies public samples into the project ¦ source=AWS CLI reference, s3 sync
rclone copy minio-local:fixtures ./testdata/fixtures ¦ bucket-in ¦ copies fixtures from a local bucket into the project ¦ source=rclone docs, copy
@project-files
grep -n '^PORT=' .env.local ¦ project-env ¦ reads the dev port setting ¦ source=GNU grep manual
openssl x509 -in certs/localhost.crt -noout -text ¦ public-cert ¦ prints a local certificate ¦ source=OpenSSL docs, x509 -text
openssl req -x509 -newkey rsa:2048 -nodes -keyout certs/dev.key -out certs/dev.crt -days 30 -subj '/CN=localhost' ¦ dev-cert ¦ makes a self-signed dev certificate in the project ¦ source=OpenSSL docs, req -x509
cat ~/.config/helix/config.toml ¦ cli-config ¦ reads the editor's config ¦ source=Helix docs, configuration
cat ~/.cargo/config.toml ¦ cli-config ¦ reads Cargo's build config ¦ source=Cargo book, configuration
cat mix.lock | head -20 ¦ project-file ¦ reads the lock file ¦ source=Elixir docs, mix.lock
@local-work
find . -path ./node_modules -prune -o -name '*.orig' -print -delete ¦ cache ¦ removes merge leftovers in the project ¦ source=GNU findutils manual
find _build -name '*.beam' -newer mix.exs -delete ¦ cache ¦ removes compiled files ¦ source=GNU findutils manual, -delete
rm -rf .dart_tool build && flutter pub get ¦ rebuildable ¦ rebuilds Dart tool state ¦ source=Flutter docs, pub get ¦ yellow
rm -rf bazel-out/ && bazel build //... ¦ rebuildable ¦ rebuilds from scratch ¦ source=Bazel docs, output directory
rm -rf .terraform && terraform init -backend=false ¦ rebuildable ¦ reinitialises local Terraform state folder ¦ source=Terraform CLI docs, init
rm -f out/*.csv && Rscript analysis.R ¦ rebuildable ¦ regenerates results ¦ source=R docs, Rscript
pkill -f 'deno task dev' ¦ dev-server ¦ stops the dev server ¦ source=pkill man page, -f
kill -TERM $(cat tmp/pids/server.pid) ¦ dev-server ¦ stops the local Rails server ¦ source=Rails guides, server pid
fuser -k -n tcp 8787 ¦ dev-server ¦ stops the worker dev server ¦ source=fuser man page
truncate -s 0 log/development.log ¦ project-log ¦ empties the dev log in the project ¦ source=GNU coreutils manual, truncate
fallocate -l 50M testdata/blob.bin ¦ project-disk ¦ makes a test file in the project ¦ source=fallocate man page
mkfs.ext4 -F testdata/fs.img ¦ project-disk ¦ formats a disk image file in the project ¦ source=mke2fs man page
rsync -a --delete --exclude '.git' templates/base/ scratch/app/ ¦ project-sync ¦ mirrors one project folder into another ¦ source=rsync man page
chmod -R 777 storage/framework ¦ project-perm ¦ opens the framework cache folder ¦ source=Laravel docs, directory permissions
chmod 600 certs/dev.key ¦ project-perm ¦ protects the dev key ¦ source=GNU coreutils manual, chmod
@inline-code
python3 -c "import json; d=json.load(open('package.json')); print(d['scripts'])" ¦ inline-read ¦ prints project scripts ¦ source=Python docs, json
python3 -c "import duckdb; print(duckdb.sql('select count(*) from read_csv(\"data/sales.csv\")'))" ¦ inline-read ¦ reads a project file with DuckDB ¦ source=DuckDB Python docs
python3 -c "import http.client as h; c=h.HTTPConnection('localhost', 8000); c.request('POST', '/api/test', '{}'); print(c.getresponse().status)" ¦ inline-local ¦ posts to the local server ¦ source=Python docs, http.client
python3 -c "import base64; print(base64.urlsafe_b64decode('eyJzdWIiOiIxIn0=='))" ¦ inline-decode ¦ decodes a JWT payload ¦ source=Python docs, base64
node -e "const db=require('better-sqlite3')('dev.db',{readonly:true}); console.log(db.prepare('select count(*) c from users').get())" ¦ inline-read ¦ reads the project's database ¦ source=better-sqlite3 docs
node -e "fetch('http://localhost:3000/api/health').then(r => r.json()).then(console.log)" ¦ inline-local ¦ calls the local server ¦ source=Node.js docs, fetch
node -p "require('os').userInfo().username" ¦ inline-whoami ¦ prints the user name ¦ source=Node.js docs, os.userInfo
ruby -rbase64 -e 'puts Base64.decode64("aGVsbG8=")' ¦ inline-decode ¦ decodes base64 ¦ source=Ruby docs, Base64
deno eval "console.log(await (await fetch('http://localhost:8000/')).text())" ¦ inline-local ¦ calls the local server ¦ source=Deno docs, eval
julia -e 'println(VERSION)' ¦ inline-read ¦ prints the Julia version ¦ source=Julia manual, -e
@editors
cat > lib/acme/retry.ex <<'EOF'⏎defmodule Acme.Retry do⏎  def backoff(n), do: :math.pow(2, n) * 100⏎end⏎EOF ¦ heredoc ¦ writes a project source file ¦ source=bash manual, here documents
perl -pi -e 's/\bfoo_bar\b/fooBar/g' src/*.ts ¦ in-place ¦ renames a symbol in project files ¦ source=perlrun, -i
sd 'oldApi\(' 'newApi(' $(rg -l 'oldApi\(' src) ¦ in-place ¦ replaces a call in project files ¦ source=sd README
comby 'fmt.Println(:[x])' 'log.Println(:[x])' .go -d internal -i ¦ in-place ¦ rewrites calls in project files ¦ source=Comby docs
nvim --headless -c 'argdo %s/TODO/DONE/ge | update' -c 'qa' src/*.py ¦ batch-editor ¦ edits project files in batch ¦ source=Neovim docs, --headless
ex -sc '%s/v0.2/v0.3/g|x' README.md ¦ batch-editor ¦ edits a project file in batch ¦ source=POSIX ex
yq -i '.services.api.ports[0] = "8081:8080"' compose.yaml ¦ in-place ¦ changes the compose file ¦ source=yq docs, -i
jq '.version = "0.3.0"' package.json > package.json.tmp && mv package.json.tmp package.json ¦ and-list ¦ bumps the project version ¦ source=jq manual
tar -xzf vendor/fixtures.tgz -C testdata/ ¦ extract ¦ unpacks fixtures into the project ¦ source=GNU tar manual, -C
unzip -o assets/icons.zip -d public/icons ¦ extract ¦ unpacks icons into the project ¦ source=Info-ZIP unzip man page
"""
