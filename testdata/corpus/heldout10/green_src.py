# Everyday commands of heldout10 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
@elixir
mix hex.outdated ¦ plain ¦ lists outdated dependencies ¦ source=Hex docs, mix hex.outdated
mix xref graph --label compile-connected ¦ plain ¦ prints the compile graph ¦ source=Mix docs, mix xref
mix ecto.gen.migration add_index_on_users_email ¦ plain ¦ writes a migration file ¦ source=Ecto docs, ecto.gen.migration
mix test --failed --max-failures 3 ¦ plain ¦ reruns failed tests ¦ source=Mix docs, mix test --failed
mix deps.tree --only prod ¦ plain ¦ prints the dependency tree ¦ source=Mix docs, deps.tree
@haskell
cabal build all --enable-tests ¦ plain ¦ builds every package ¦ source=Cabal user guide, cabal build
stack test --ta '--match "/Parser/"' ¦ plain ¦ runs matching tests ¦ source=Stack docs, stack test
hlint src --report=hlint.html ¦ plain ¦ lints and writes a report ¦ source=HLint README
ormolu --mode check $(git ls-files '*.hs') ¦ subst ¦ checks formatting of tracked files ¦ source=Ormolu README
ghcid --command 'cabal repl lib:acme' --test ':main' ¦ plain ¦ recompiles on change ¦ source=ghcid README
cabal haddock --haddock-hyperlink-source ¦ plain ¦ builds documentation ¦ source=Cabal user guide, cabal haddock
ghc -O2 -outputdir build -o build/bench bench/Main.hs ¦ plain ¦ compiles a benchmark ¦ source=GHC user guide, -o
@ocaml
dune runtest test/parser ¦ plain ¦ runs one test folder ¦ source=Dune docs, runtest
dune exec bin/main.exe -- --config dev.toml ¦ plain ¦ runs the project's program ¦ source=Dune docs, dune exec
ocamlformat --inplace lib/lexer.ml ¦ plain ¦ formats a project file ¦ source=ocamlformat docs
dune describe pp lib/ast.ml ¦ plain ¦ prints a preprocessed file ¦ source=Dune docs, describe
dune build --profile release ¦ plain ¦ builds in release mode ¦ source=Dune docs, profiles
@zig
zig fmt --check src build.zig ¦ plain ¦ checks formatting ¦ source=Zig docs, zig fmt
zig build run -- --port 8080 ¦ plain ¦ runs the program locally ¦ source=Zig build system docs, run step
zig translate-c -lc include/acme.h > src/acme_c.zig ¦ redirect ¦ translates a header into a project file ¦ source=Zig docs, translate-c
zig cc -o build/hello src/hello.c ¦ plain ¦ compiles C ¦ source=Zig docs, zig cc
zig ast-check src/main.zig ¦ plain ¦ checks a file for errors ¦ source=Zig docs, ast-check
@nim
nim c -d:release -o:bin/acme src/acme.nim ¦ plain ¦ compiles the program ¦ source=Nim compiler user guide
nim r tests/test_parser.nim ¦ plain ¦ compiles and runs a test ¦ source=Nim compiler user guide, nim r
nimble build -d:release ¦ plain ¦ builds the package ¦ source=Nimble README, nimble build
testament pattern 'tests/t*.nim' ¦ plain ¦ runs matching tests ¦ source=Nim testament docs
nimble tasks ¦ plain ¦ lists the project's tasks ¦ source=Nimble README, tasks
nim js -d:nodejs -o:build/app.js src/app.nim ¦ plain ¦ compiles to JavaScript ¦ source=Nim backends docs
@dart
dart test test/models --reporter expanded ¦ plain ¦ runs one folder of tests ¦ source=Dart docs, dart test
dart format --output=none --set-exit-if-changed lib test ¦ plain ¦ checks formatting ¦ source=Dart docs, dart format
dart fix --apply ¦ plain ¦ applies fixes to the project ¦ source=Dart docs, dart fix
flutter analyze lib ¦ plain ¦ analyses the app ¦ source=Flutter CLI reference, analyze
flutter run -d chrome --web-port 5000 ¦ plain ¦ runs the app locally ¦ source=Flutter CLI reference, run
dart pub outdated ¦ plain ¦ lists outdated packages ¦ source=Dart docs, pub outdated
@swift
swift package show-dependencies ¦ plain ¦ prints the dependency graph ¦ source=Swift Package Manager docs, show-dependencies
xcrun simctl list devices ¦ plain ¦ lists simulators ¦ source=simctl help
@kotlin
./gradlew ktlintCheck ¦ plain ¦ lints Kotlin ¦ source=ktlint-gradle README
./gradlew koverHtmlReport ¦ plain ¦ writes a coverage report ¦ source=Kover docs
./gradlew :server:run --args='--port 8081' ¦ plain ¦ runs the server locally ¦ source=Gradle docs, application plugin
java -jar build/main.jar --dry-run ¦ plain ¦ runs the built jar ¦ source=java(1)
@scala
sbt 'testOnly com.acme.ParserSpec' ¦ plain ¦ runs one test class ¦ source=sbt docs, testOnly
sbt scalafmtCheckAll ¦ plain ¦ checks formatting ¦ source=scalafmt docs, sbt plugin
sbt 'project core' test ¦ plain ¦ runs one module's tests ¦ source=sbt docs, project command
scala-cli run Main.scala -- --dry ¦ plain ¦ runs a script ¦ source=Scala CLI docs, run
scala-cli fmt --check . ¦ plain ¦ checks formatting ¦ source=Scala CLI docs, fmt
mill __.compile ¦ plain ¦ compiles every module ¦ source=Mill docs
mill core.test ¦ plain ¦ runs one module's tests ¦ source=Mill docs
bloop test core ¦ plain ¦ runs tests through bloop ¦ source=Bloop docs, CLI
@r
Rscript -e 'rmarkdown::render("analysis.Rmd")' ¦ inline-code ¦ renders a report ¦ source=rmarkdown docs, render
Rscript -e 'shiny::runApp("app", port = 8050)' ¦ inline-code ¦ runs a local Shiny app ¦ source=shiny docs, runApp
R -q -e 'renv::status()' ¦ inline-code ¦ prints the library status ¦ source=renv docs, status
Rscript scripts/clean_data.R data/raw.csv data/clean.csv ¦ plain ¦ runs a project script ¦ source=Rscript man page
@julia
julia --project test/runtests.jl ¦ plain ¦ runs the test file ¦ source=Julia manual, command line
julia --project -e 'using Pkg; Pkg.status()' ¦ inline-code ¦ prints the environment's packages ¦ source=Pkg.jl docs, status
julia --project=. scripts/simulate.jl --steps 1000 ¦ plain ¦ runs a project script ¦ source=Julia manual, command line
julia -t 4 --project bench/run.jl ¦ plain ¦ runs benchmarks ¦ source=Julia manual, threads
julia --project -e 'using Aqua, Acme; Aqua.test_all(Acme)' ¦ inline-code ¦ runs quality checks ¦ source=Aqua.jl docs
julia --project -e 'import Pkg; Pkg.precompile()' ¦ inline-code ¦ precompiles the environment ¦ source=Pkg.jl docs, precompile
@terraform
terraform fmt -check -recursive ¦ plain ¦ checks formatting ¦ source=Terraform CLI docs, fmt
terraform validate -json ¦ plain ¦ validates the configuration ¦ source=Terraform CLI docs, validate
terraform console <<< 'cidrsubnet("10.0.0.0/16", 8, 2)' ¦ here-string ¦ evaluates an expression ¦ source=Terraform CLI docs, console
terraform-docs markdown table ./modules/vpc --output-file README.md ¦ plain ¦ writes module docs ¦ source=terraform-docs docs
tofu fmt -diff ¦ plain ¦ formats and prints the diff ¦ source=OpenTofu docs, fmt
pulumi config set aws:region eu-west-1 --stack dev ¦ plain ¦ sets a stack setting in the project's Pulumi.dev.yaml ¦ source=Pulumi CLI docs, config set
pulumi convert --from terraform --language typescript --out ./pulumi ¦ plain ¦ converts code into a project folder ¦ source=Pulumi CLI docs, convert
@bazel
bazel build //cmd/server:server ¦ plain ¦ builds a target ¦ source=Bazel docs, build
bazel query 'deps(//cmd/server)' --output label ¦ plain ¦ queries dependencies ¦ source=Bazel query reference
bazel coverage //pkg/parser:parser_test ¦ plain ¦ collects coverage ¦ source=Bazel docs, coverage
bazel aquery 'mnemonic("GoCompile", //pkg/...)' ¦ plain ¦ queries actions ¦ source=Bazel aquery reference
buildozer 'add deps //pkg/log' //cmd/server:server ¦ plain ¦ edits a BUILD file of the project ¦ source=buildozer README
@nix
nix-build -A tests ¦ plain ¦ builds the tests attribute ¦ source=nix-build man page
nix why-depends .#default nixpkgs#openssl ¦ plain ¦ explains a dependency ¦ source=Nix manual, why-depends
@deno
deno test --allow-read=. tests/ ¦ plain ¦ runs tests ¦ source=Deno docs, test
deno lint src/ ¦ plain ¦ lints ¦ source=Deno docs, lint
deno bench bench/ ¦ plain ¦ runs benchmarks ¦ source=Deno docs, bench
deno compile --output build/cli main.ts ¦ plain ¦ compiles an executable ¦ source=Deno docs, compile
deno coverage cov_profile --lcov --output=cov.lcov ¦ plain ¦ writes a coverage report ¦ source=Deno docs, coverage
deno serve --port 8000 server.ts ¦ plain ¦ serves locally ¦ source=Deno docs, serve
deno outdated ¦ plain ¦ lists outdated dependencies ¦ source=Deno docs, outdated
@bun
bun --watch run src/server.ts ¦ plain ¦ runs the server in watch mode ¦ source=Bun docs, watch mode
bun test src/utils --bail ¦ plain ¦ runs one folder of tests ¦ source=Bun docs, test
bun run --hot src/index.tsx ¦ plain ¦ runs with hot reload ¦ source=Bun docs, hot reloading
bun build --compile ./cli.ts --outfile build/cli ¦ plain ¦ compiles an executable ¦ source=Bun docs, single-file executable
@local-target
az config set defaults.group=dev-rg defaults.location=westeurope ¦ plain ¦ sets the CLI's defaults ¦ source=Azure CLI reference, config set
firebase use dev ¦ plain ¦ selects the project alias ¦ source=Firebase CLI reference, use
helm template api charts/api -f values-dev.yaml ¦ plain ¦ renders a chart locally ¦ source=Helm docs, template
helm lint charts/api --strict ¦ plain ¦ lints a chart ¦ source=Helm docs, lint
sam build ¦ plain ¦ builds the application locally ¦ source=AWS SAM CLI reference, build
cdk synth ApiStack ¦ plain ¦ synthesises a template locally ¦ source=AWS CDK docs, synth
wrangler dev ¦ plain ¦ runs the worker locally ¦ source=Wrangler docs, dev
docker buildx build --load -t acme/api:dev . ¦ plain ¦ builds an image into the local store ¦ source=Docker docs, buildx build --load
ko build --local ./cmd/server ¦ plain ¦ builds an image into the local daemon ¦ source=ko docs, --local
k3d cluster create dev --agents 2 ¦ plain ¦ creates a local cluster ¦ source=k3d docs, cluster create
minikube start --driver=docker ¦ plain ¦ starts a local cluster ¦ source=minikube docs, start
kustomize build overlays/dev ¦ plain ¦ renders manifests ¦ source=kustomize docs, build
kubeconform -strict manifests/ ¦ plain ¦ validates manifests ¦ source=kubeconform README
chalice package ./out ¦ plain ¦ packages an app locally ¦ source=Chalice docs, package
@emulator
gcloud beta emulators pubsub start --project=test-project ¦ plain ¦ starts the Pub/Sub emulator ¦ source=gcloud reference, emulators pubsub start
az storage blob upload --connection-string 'UseDevelopmentStorage=true' -c test -f fixtures/a.json -n a.json ¦ plain ¦ uploads to the Azurite emulator ¦ source=Azurite docs, connection string
PUBSUB_EMULATOR_HOST=localhost:8085 python3 scripts/publish_test.py ¦ env-prefix ¦ publishes to the local emulator ¦ source=Google Cloud docs, Pub/Sub emulator
@bucket-to-project
aws s3 cp s3://acme-public-datasets/census/2020.csv data/raw/ ¦ plain ¦ copies a dataset into the project ¦ source=AWS CLI reference, s3 cp
gsutil -m cp -r gs://acme-ml-fixtures/images ./testdata/images ¦ plain ¦ copies fixtures into the project ¦ source=gsutil docs, cp
gcloud storage cp gs://acme-dev-artifacts/schema.json ./schema/ ¦ plain ¦ copies a file into the project ¦ source=gcloud reference, storage cp
az storage blob download -c fixtures -n seed.sql -f ./db/seed.sql --account-name acmedev ¦ plain ¦ downloads a file into the project ¦ source=Azure CLI reference, storage blob download
rclone copy fixtures:acme-fixtures ./testdata/fixtures ¦ plain ¦ copies fixtures into the project ¦ source=rclone docs, copy
@dev-http
curl -X POST http://0.0.0.0:8080/api/users -H 'Content-Type: application/json' -d '{"name":"test"}' ¦ plain ¦ posts to the local dev server ¦ source=curl(1)
curl -X POST http://api:3000/graphql -H 'Content-Type: application/json' -d '{"query":"{ users { id } }"}' ¦ plain ¦ sends a read query to a compose service ¦ source=curl(1)
curl -s -X POST http://host.docker.internal:8000/webhooks/test -d @fixtures/event.json ¦ plain ¦ posts a fixture to the host's dev server ¦ source=Docker docs, host.docker.internal
curl -i -X OPTIONS http://localhost:8080/api/items -H 'Origin: http://localhost:5173' -H 'Access-Control-Request-Method: POST' ¦ plain ¦ sends a CORS preflight to the dev server ¦ source=MDN, preflight request
xh post localhost:3000/api/echo msg=hi ¦ plain ¦ posts to a local server ¦ source=xh README
@project-files
openssl x509 -in testdata/tls/ca.pem -noout -fingerprint -sha256 ¦ plain ¦ prints a certificate's fingerprint ¦ source=openssl-x509(1)
@reversible
docker run --rm --device /dev/ttyUSB0 -v "$PWD":/work acme/flasher:dev --dry-run ¦ plain ¦ runs a container with a USB device ¦ source=Docker docs, --device
podman run --rm --device /dev/dri -v ./:/src:Z acme/render:dev ¦ plain ¦ runs a container with the GPU device ¦ source=podman-run(1), --device
find node_modules/.cache -type f -delete ¦ plain ¦ clears the build cache ¦ source=find(1)
npx kill-port 8080 ¦ plain ¦ stops the dev server on a port ¦ source=kill-port README
qemu-img create -f qcow2 build/test-disk.qcow2 2G ¦ plain ¦ creates a disk image in the project ¦ source=qemu-img(1)
truncate -s 64M testdata/large.bin ¦ plain ¦ creates a sparse test file in the project ¦ source=truncate(1)
dd if=/dev/zero of=build/fs.img bs=1M count=32 ¦ plain ¦ creates an image file in the project ¦ source=dd(1)
mkfs.ext4 -F build/fs.img ¦ plain ¦ formats an image file in the project ¦ source=mke2fs(8)
rsync -a --delete static/ public/static/ ¦ plain ¦ mirrors between two project folders ¦ source=rsync(1)
rm -rf build/ results/ coverage/ ¦ plain ¦ removes rebuildable output ¦ source=rm(1)
@git-read
git log --oneline --graph --decorate -20 ¦ plain ¦ shows recent history ¦ source=git-log(1)
git shortlog -sne --since='1 month ago' ¦ plain ¦ counts commits per author ¦ source=git-shortlog(1)
git blame -L 40,60 src/parser.zig ¦ plain ¦ shows who changed lines ¦ source=git-blame(1)
git log -S 'parseHeader' --oneline ¦ plain ¦ finds commits that changed a string ¦ source=git-log(1), -S
git show --name-only HEAD~2 ¦ plain ¦ lists a commit's files ¦ source=git-show(1)
git log --format='%h %an %s' -- lib/ ¦ plain ¦ shows a folder's history ¦ source=git-log(1)
git commit -am 'Parse empty headers' ¦ plain ¦ commits tracked changes ¦ source=git-commit(1)
git switch -c feature/zig-tokenizer ¦ plain ¦ creates a branch ¦ source=git-switch(1)
@local-db
sqlite3 dev.db '.import --csv data/users.csv users' ¦ plain ¦ imports a CSV into the project's database ¦ source=SQLite docs, .import
sqlite3 dev.db .dump > db/dev-dump.sql ¦ redirect ¦ dumps the project's database into the project ¦ source=SQLite docs, .dump
psql -d app_dev -c "\copy users TO 'tmp/users.csv' WITH CSV HEADER" ¦ plain ¦ exports a dev table into the project ¦ source=PostgreSQL docs, psql \copy
psql -d app_dev -c "CREATE TEMP TABLE t AS SELECT * FROM users; DELETE FROM t;" ¦ plain ¦ works on a temporary table ¦ source=PostgreSQL docs, CREATE TEMP TABLE
createdb app_test ¦ plain ¦ creates a local test database ¦ source=createdb(1)
psql -d app_test -f db/schema.sql ¦ plain ¦ loads the schema into the local test database ¦ source=psql(1), -f
pg_ctl -D ./tmp/pgdata -l ./tmp/pg.log start ¦ plain ¦ starts a project-local database server ¦ source=pg_ctl(1)
redis-server --port 6380 --save '' --daemonize yes ¦ plain ¦ starts a throwaway local Redis ¦ source=Redis docs, configuration
@inline-code
python3 -c "import base64, sys; print(base64.b64decode(sys.argv[1]).decode())" aGVsbG8= ¦ inline-code ¦ decodes base64 ¦ source=Python docs, base64
python3 -c "import urllib.request; print(urllib.request.urlopen('http://localhost:8000/health').status)" ¦ inline-code ¦ calls the local server's health check ¦ source=Python docs, urllib.request
node -e "console.log(Buffer.from('aGVsbG8=', 'base64').toString())" ¦ inline-code ¦ decodes base64 ¦ source=Node.js docs, Buffer
@heredoc-write
cat > src/main.zig <<'EOF'⏎const std = @import("std");⏎pub fn main() void {⏎    std.debug.print("hi\n", .{});⏎}⏎EOF ¦ heredoc ¦ writes a project file ¦ source=bash(1), here documents
tee test/parser_test.dart > /dev/null <<'EOF'⏎import 'package:test/test.dart';⏎void main() { test('ok', () => expect(1, 1)); }⏎EOF ¦ heredoc ¦ writes a project file through tee ¦ source=tee(1), bash(1) here documents
cat >> Package.swift <<'EOF'⏎// local tooling target⏎EOF ¦ heredoc ¦ appends to the project's manifest ¦ source=bash(1), here documents
@yellow
mix deps.update phoenix_live_view ¦ plain ¦ updates a dependency ¦ source=Mix docs, deps.update ¦ yellow
cabal install --only-dependencies --enable-tests ¦ plain ¦ installs the project's dependencies ¦ source=Cabal user guide, install ¦ yellow
nimble install -d -y ¦ plain ¦ installs the package's dependencies ¦ source=Nimble README, install -d ¦ yellow
swift package update ¦ plain ¦ updates dependencies ¦ source=Swift Package Manager docs, update ¦ yellow
julia --project -e 'using Pkg; Pkg.add("DataFrames")' ¦ inline-code ¦ adds a dependency ¦ source=Pkg.jl docs, add ¦ yellow
julia --project -e 'using Pkg; Pkg.instantiate()' ¦ inline-code ¦ installs the manifest's packages ¦ source=Pkg.jl docs, instantiate ¦ yellow
bun add zod ¦ plain ¦ adds a dependency ¦ source=Bun docs, add ¦ yellow
opam install ppx_deriving ¦ plain ¦ installs a library into the switch ¦ source=opam manual, install ¦ yellow
pip install -e '.[dev]' ¦ plain ¦ installs the project with its dev extras ¦ source=pip docs, editable installs ¦ yellow
dbmate --url sqlite:db/dev.sqlite3 up ¦ plain ¦ migrates the dev database ¦ source=dbmate README ¦ yellow
npx prisma migrate dev --name add_profile ¦ plain ¦ creates and applies a dev migration ¦ source=Prisma docs, migrate dev ¦ yellow
git push -u origin feature/zig-parser ¦ plain ¦ pushes a feature branch ¦ source=git-push(1), -u ¦ yellow
git push --set-upstream origin fix/flaky-test ¦ plain ¦ pushes a fix branch ¦ source=git-push(1), --set-upstream ¦ yellow
tea pulls create --title 'Parser fixes' --base main --head feature/parser ¦ plain ¦ opens a pull request on Gitea ¦ source=tea docs, pulls create ¦ yellow
"""
