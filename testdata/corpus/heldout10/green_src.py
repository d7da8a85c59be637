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
mix do deps.get, compile ¦ plain ¦ fetches dependencies and compiles ¦ source=Mix docs, mix do ¦ yellow
stack build --only-dependencies ¦ plain ¦ builds and installs the project's dependencies ¦ source=Stack docs, --only-dependencies ¦ yellow
zig fetch --save=clap git+https://github.com/Hejsil/zig-clap#0.9.1 ¦ plain ¦ adds a dependency to build.zig.zon ¦ source=Zig docs, zig fetch ¦ yellow
nimble install -y jester ¦ plain ¦ installs a package ¦ source=Nimble README, install ¦ yellow
flutter pub add go_router ¦ plain ¦ adds a dependency ¦ source=Flutter docs, pub add ¦ yellow
dart pub get --enforce-lockfile ¦ plain ¦ fetches the locked dependencies ¦ source=Dart docs, pub get ¦ yellow
swift package add-dependency https://github.com/apple/swift-argument-parser --from 1.3.0 ¦ plain ¦ adds a dependency to Package.swift ¦ source=Swift Package Manager docs, add-dependency ¦ yellow
Rscript -e 'renv::install("dplyr")' ¦ inline-code ¦ installs a package into the project library ¦ source=renv docs, install ¦ yellow
julia --project -e 'import Pkg; Pkg.add(name="HTTP", version="1.10")' ¦ inline-code ¦ adds a dependency ¦ source=Pkg.jl docs, add ¦ yellow
deno add npm:chalk@5 ¦ plain ¦ adds an npm dependency ¦ source=Deno docs, add ¦ yellow
bun add -d prettier@3 ¦ plain ¦ adds a dev dependency ¦ source=Bun docs, add ¦ yellow
bun add @hono/zod-validator ¦ plain ¦ adds a dependency ¦ source=Bun docs, add ¦ yellow
opam install --deps-only -y ./acme.opam ¦ plain ¦ installs the package's dependencies ¦ source=opam manual, install --deps-only ¦ yellow
mix ecto.rollback --step 1 ¦ plain ¦ rolls the dev database back one step ¦ source=Ecto docs, ecto.rollback ¦ yellow
bin/rails db:migrate RAILS_ENV=development ¦ plain ¦ migrates the development database ¦ source=Rails guides, migrations ¦ yellow
python manage.py migrate --settings=acme.settings.dev ¦ plain ¦ migrates the dev database ¦ source=Django docs, migrate ¦ yellow
goose -dir db/migrations sqlite3 ./dev.db up ¦ plain ¦ migrates the project's SQLite database ¦ source=goose README ¦ yellow
dotnet ef database update --project src/Api ¦ plain ¦ applies migrations to the dev database ¦ source=EF Core tools docs, database update ¦ yellow
git push origin feature/parser-errors ¦ plain ¦ pushes a feature branch ¦ source=git-push(1) ¦ yellow
jj git push --bookmark feature-parser ¦ plain ¦ pushes a feature bookmark ¦ source=Jujutsu docs, git push ¦ yellow
glab mr create --draft --title 'Parser errors' --target-branch main ¦ plain ¦ opens a draft merge request ¦ source=GitLab CLI docs, mr create ¦ yellow
gh pr create --base main --head feature/parser --title 'Parse headers' --body 'Adds tests' ¦ plain ¦ opens a pull request ¦ source=GitHub CLI manual, pr create ¦ yellow
@elixir
mix test test/acme/billing/invoice_test.exs:42 ¦ plain ¦ runs one test ¦ source=Mix docs, mix test
mix format lib/acme/billing/invoice.ex ¦ plain ¦ formats a project file ¦ source=Mix docs, mix format
mix phx.gen.html Catalog Product products title:string price:decimal ¦ plain ¦ generates code in the project ¦ source=Phoenix docs, phx.gen.html
mix help phx.gen.live ¦ plain ¦ prints a task's help ¦ source=Mix docs, mix help
mix test --cover --export-coverage default ¦ plain ¦ runs tests with coverage ¦ source=Mix docs, mix test --cover
mix test.watch --stale ¦ plain ¦ reruns stale tests on change ¦ source=mix_test_watch README
mix escript.build ¦ plain ¦ builds an escript in the project ¦ source=Mix docs, escript.build
MIX_ENV=prod mix assets.deploy ¦ env-prefix ¦ builds and digests assets locally ¦ source=Phoenix docs, deployment, assets.deploy
mix release --overwrite ¦ plain ¦ assembles a release in _build ¦ source=Mix docs, mix release
mix hex.info jason ¦ plain ¦ prints a package's information ¦ source=Hex docs, hex.info
mix deps.unlock --unused ¦ plain ¦ removes unused entries from the lock file ¦ source=Mix docs, deps.unlock
@haskell
cabal run acme-cli -- --input testdata/sample.json ¦ plain ¦ runs the project's executable ¦ source=Cabal user guide, cabal run
cabal build exe:acme-cli -O0 ¦ plain ¦ builds one component ¦ source=Cabal user guide, targets
stack build --pedantic --fast ¦ plain ¦ builds with warnings as errors ¦ source=Stack docs, build
stack haddock --no-haddock-deps ¦ plain ¦ builds documentation ¦ source=Stack docs, haddock
cabal check ¦ plain ¦ checks the package description ¦ source=Cabal user guide, cabal check
cabal sdist -o dist-newstyle/sdist ¦ plain ¦ writes a source tarball in the project ¦ source=Cabal user guide, cabal sdist
doctest src/Acme/Parser.hs ¦ plain ¦ runs documentation tests ¦ source=doctest README
ormolu --mode inplace src/Acme/Types.hs ¦ plain ¦ formats a project file ¦ source=Ormolu README
@ocaml
dune build -w @check ¦ plain ¦ checks the project on change ¦ source=Dune docs, watch mode
dune exec -- ./test/bench.exe -quota 2 ¦ plain ¦ runs a benchmark ¦ source=Dune docs, dune exec
dune init proj acme_cli ¦ plain ¦ scaffolds a project folder ¦ source=Dune docs, dune init
dune build @runtest @fmt ¦ plain ¦ runs tests and the formatter check ¦ source=Dune docs, aliases
@zig
zig build test -Dtarget=x86_64-linux-musl ¦ plain ¦ runs tests for a target ¦ source=Zig build system docs
zig build -Dtarget=aarch64-macos --prefix zig-out/aarch64 ¦ plain ¦ cross-compiles into the project ¦ source=Zig build system docs, --prefix
zig fmt src/parser.zig ¦ plain ¦ formats a project file ¦ source=Zig docs, zig fmt
zig build check ¦ plain ¦ runs the project's check step ¦ source=Zig build system docs, steps
zig run src/scratch.zig -- input.txt ¦ plain ¦ compiles and runs a file ¦ source=Zig docs, zig run
zig test src/http/headers.zig --test-filter 'parse empty' ¦ plain ¦ runs matching tests ¦ source=Zig docs, --test-filter
zig version ¦ plain ¦ prints the version ¦ source=Zig docs
zig init ¦ plain ¦ scaffolds a project in the working folder ¦ source=Zig docs, zig init
zig objcopy -O binary zig-out/bin/firmware zig-out/firmware.bin ¦ plain ¦ converts a build output ¦ source=Zig docs, objcopy
@nim
nim c -r --hints:off tests/tparse.nim ¦ plain ¦ compiles and runs a test ¦ source=Nim compiler user guide
nimble dump ¦ plain ¦ prints package information ¦ source=Nimble README, dump
nim e tools/gen_tables.nims ¦ plain ¦ runs a project NimScript ¦ source=NimScript docs
nim cpp -d:danger -o:bin/fast src/acme.nim ¦ plain ¦ compiles with the C++ backend ¦ source=Nim backends docs
nimpretty --maxLineLen:100 src/acme/lexer.nim ¦ plain ¦ formats a project file ¦ source=nimpretty docs
nimble run acme -- --verbose ¦ plain ¦ builds and runs the binary ¦ source=Nimble README, run
@dart
dart test test/parser_test.dart --name 'empty header' ¦ plain ¦ runs one test ¦ source=Dart docs, dart test
dart run bin/seed_fixtures.dart --out test/fixtures ¦ plain ¦ runs a project script that writes fixtures ¦ source=Dart docs, dart run
dart format lib/src/models/user.dart ¦ plain ¦ formats a project file ¦ source=Dart docs, dart format
flutter test integration_test/app_test.dart -d flutter-tester ¦ plain ¦ runs an integration test locally ¦ source=Flutter docs, integration tests
flutter build ios --no-codesign --debug ¦ plain ¦ builds the iOS app unsigned ¦ source=Flutter docs, build ios
flutter build macos --debug ¦ plain ¦ builds the macOS app ¦ source=Flutter docs, build macos
flutter create --platforms=web,linux . ¦ plain ¦ adds platform folders to the project ¦ source=Flutter CLI reference, create
flutter devices ¦ plain ¦ lists devices ¦ source=Flutter CLI reference, devices
flutter emulators --launch Pixel_7_API_34 ¦ plain ¦ starts a local emulator ¦ source=Flutter CLI reference, emulators
dart pub deps --style=compact ¦ plain ¦ prints the dependency graph ¦ source=Dart docs, pub deps
dart analyze lib/src/http ¦ plain ¦ analyses one folder ¦ source=Dart docs, dart analyze
@swift
swift build --product acme-server ¦ plain ¦ builds one product ¦ source=Swift Package Manager docs, build
swift package plugin --list ¦ plain ¦ lists plugins ¦ source=Swift Package Manager docs, plugin
swift run -c release acme-bench --iterations 100 ¦ plain ¦ runs a benchmark ¦ source=Swift Package Manager docs, run
swiftformat --lint Sources ¦ plain ¦ checks formatting ¦ source=SwiftFormat README
xcodebuild -list ¦ plain ¦ lists schemes ¦ source=xcodebuild man page
xcodebuild -scheme Acme -configuration Debug build CODE_SIGNING_ALLOWED=NO ¦ plain ¦ builds unsigned ¦ source=xcodebuild man page
swift package dump-package ¦ plain ¦ prints the manifest as JSON ¦ source=Swift Package Manager docs, dump-package
swift-format format -i Sources/AcmeKit/Parser.swift ¦ plain ¦ formats a project file ¦ source=swift-format README
@kotlin
./gradlew :core:compileKotlin ¦ plain ¦ compiles one module ¦ source=Gradle docs, task selection
./gradlew test --rerun-tasks --info ¦ plain ¦ reruns tests ¦ source=Gradle docs, command line
./gradlew :app:installDebug ¦ plain ¦ installs the debug app on the local emulator ¦ source=Android docs, build from the command line
./gradlew spotlessApply ¦ plain ¦ formats the project ¦ source=Spotless README
./gradlew tasks --all ¦ plain ¦ lists tasks ¦ source=Gradle docs, tasks
ktlint 'src/main/**/*.kt' --reporter=plain ¦ plain ¦ lints Kotlin ¦ source=ktlint docs
./gradlew bootRun --args='--spring.profiles.active=dev' ¦ plain ¦ runs the app locally ¦ source=Spring Boot Gradle plugin docs, bootRun
@scala
sbt '~testQuick' ¦ plain ¦ reruns affected tests on change ¦ source=sbt docs, triggered execution
sbt 'core/testOnly *ParserSpec -- -z "empty"' ¦ plain ¦ runs matching tests ¦ source=ScalaTest docs, sbt
sbt 'runMain com.acme.tools.GenFixtures target/fixtures' ¦ plain ¦ runs a project program ¦ source=sbt docs, runMain
sbt assembly ¦ plain ¦ builds a fat jar ¦ source=sbt-assembly README
sbt doc ¦ plain ¦ builds documentation ¦ source=sbt docs, doc
scala-cli compile --test . ¦ plain ¦ compiles with tests ¦ source=Scala CLI docs, compile
scala-cli package Main.scala -o build/acme --assembly ¦ plain ¦ packages an assembly ¦ source=Scala CLI docs, package
mill -i core.run --port 8080 ¦ plain ¦ runs a module ¦ source=Mill docs
bloop compile core ¦ plain ¦ compiles a module ¦ source=Bloop docs
@r
Rscript -e 'devtools::test(filter = "parser")' ¦ inline-code ¦ runs matching tests ¦ source=devtools docs, test
Rscript -e 'pkgdown::build_site(preview = FALSE)' ¦ inline-code ¦ builds the site into docs/ ¦ source=pkgdown docs, build_site
Rscript -e 'usethis::use_test("parser")' ¦ inline-code ¦ creates a test file ¦ source=usethis docs, use_test
Rscript -e 'knitr::knit("vignettes/intro.Rmd")' ¦ inline-code ¦ knits a vignette ¦ source=knitr docs
Rscript -e 'renv::snapshot(prompt = FALSE)' ¦ inline-code ¦ writes the lock file ¦ source=renv docs, snapshot
Rscript -e 'lintr::lint("R/parse.R")' ¦ inline-code ¦ lints one file ¦ source=lintr docs
quarto preview report.qmd --no-browser --port 4848 ¦ plain ¦ serves a preview locally ¦ source=Quarto docs, preview
Rscript -e 'bench::mark(sum(1:1e6))' ¦ inline-code ¦ runs a benchmark ¦ source=bench docs
@julia
julia --project -e 'using Pkg; Pkg.test("Acme"; test_args=["parser"])' ¦ inline-code ¦ runs a test subset ¦ source=Pkg.jl docs, test
julia --project -e 'using Revise, Acme; Acme.main(["--dry-run"])' ¦ inline-code ¦ runs the project's entry point ¦ source=Revise.jl docs
julia --project -e 'using JET; report_package("Acme")' ¦ inline-code ¦ runs static analysis ¦ source=JET.jl docs
julia --project --code-coverage=user test/runtests.jl ¦ plain ¦ runs tests with coverage ¦ source=Julia manual, command-line options
julia --startup-file=no --project scripts/plot.jl data/results.csv ¦ plain ¦ runs a project script ¦ source=Julia manual, command-line options
@terraform
terraform fmt modules/vpc/main.tf ¦ plain ¦ formats a project file ¦ source=Terraform CLI docs, fmt
terraform validate -no-color ¦ plain ¦ validates ¦ source=Terraform CLI docs, validate
terraform version -json ¦ plain ¦ prints versions ¦ source=Terraform CLI docs, version
tflint --format compact --minimum-failure-severity=warning ¦ plain ¦ lints ¦ source=TFLint README
tofu init -backend=false ¦ plain ¦ initialises without a backend ¦ source=OpenTofu docs, init
pulumi preview --stack dev --json > build/preview.json ¦ redirect ¦ writes a preview without applying ¦ source=Pulumi CLI docs, preview
tfsec . --minimum-severity HIGH ¦ plain ¦ scans the configuration ¦ source=tfsec README
@bazel
bazel build //... --config=debug ¦ plain ¦ builds everything ¦ source=Bazel docs, build
bazel test //pkg/parser:parser_test --test_filter=TestEmpty ¦ plain ¦ runs one test ¦ source=Bazel docs, --test_filter
bazel run //cmd/server -- --port 8082 ¦ plain ¦ runs the server locally ¦ source=Bazel docs, run
bazel query 'rdeps(//..., //pkg/log)' ¦ plain ¦ finds reverse dependencies ¦ source=Bazel query reference
bazel cquery 'deps(//cmd/server)' --output=files ¦ plain ¦ lists output files ¦ source=Bazel cquery reference
bazel shutdown ¦ plain ¦ stops the local server ¦ source=Bazel docs, shutdown
buildifier -mode=check -r . ¦ plain ¦ checks BUILD formatting ¦ source=buildifier README
buildifier -lint=fix BUILD.bazel ¦ plain ¦ fixes a BUILD file ¦ source=buildifier README
bazel mod tidy ¦ plain ¦ tidies MODULE.bazel ¦ source=Bazel docs, mod tidy
ibazel test //pkg/... ¦ plain ¦ reruns tests on change ¦ source=bazel-watcher README
@nix
nix build .#checks.x86_64-linux.unit -L ¦ plain ¦ builds a check ¦ source=Nix manual, nix build
nix develop .#ci --command cargo test ¦ wrapper ¦ runs tests in a dev shell ¦ source=Nix manual, nix develop
nix run .#fmt ¦ plain ¦ runs the project's formatter app ¦ source=Nix manual, nix run
nix-shell --pure --run 'make check' ¦ wrapper ¦ runs checks in the project's shell ¦ source=nix-shell man page
nix derivation show .#default ¦ plain ¦ prints a derivation ¦ source=Nix manual, derivation show
nix search nixpkgs ripgrep ¦ plain ¦ searches packages ¦ source=Nix manual, nix search
rm -f result ¦ plain ¦ removes the build result link ¦ source=Nix manual, nix build result
@deno
deno test --filter 'parses empty' --allow-net=127.0.0.1 tests/parser_test.ts ¦ plain ¦ runs matching tests ¦ source=Deno docs, test
deno run --allow-read=./data --allow-write=./out scripts/convert.ts ¦ plain ¦ runs a project script ¦ source=Deno docs, permissions
deno fmt src/server.ts ¦ plain ¦ formats a project file ¦ source=Deno docs, fmt
deno lint --fix ¦ plain ¦ fixes lint problems ¦ source=Deno docs, lint
deno test --watch ¦ plain ¦ reruns tests on change ¦ source=Deno docs, test
deno publish --dry-run ¦ plain ¦ checks a package without publishing ¦ source=Deno docs, publish --dry-run
deno init ./tools ¦ plain ¦ scaffolds a folder in the project ¦ source=Deno docs, init
deno doc --lint mod.ts ¦ plain ¦ checks documentation ¦ source=Deno docs, doc --lint
@bun
bun test --watch src/ ¦ plain ¦ reruns tests on change ¦ source=Bun docs, test
bun run dev --port 3001 ¦ plain ¦ runs the dev script ¦ source=Bun docs, run
bun build ./src/worker.ts --outfile dist/worker.js --minify ¦ plain ¦ bundles a file ¦ source=Bun docs, bundler
bun run src/scripts/gen-types.ts ¦ plain ¦ runs a project script ¦ source=Bun docs, run
bun init -y ¦ plain ¦ scaffolds a project ¦ source=Bun docs, init
bun x eslint src --max-warnings 0 ¦ plain ¦ lints ¦ source=Bun docs, bunx
bun test --timeout 20000 tests/integration ¦ plain ¦ runs integration tests ¦ source=Bun docs, test
bun pm pack --destination build ¦ plain ¦ writes a tarball in the project ¦ source=Bun docs, pm pack
@dry-run
gem build acme.gemspec ¦ plain ¦ builds a gem locally ¦ source=RubyGems guides, gem build
python3 -m build --sdist --wheel --outdir dist/ ¦ plain ¦ builds distributions locally ¦ source=PyPA build docs
wrangler deploy --dry-run --outdir dist/ ¦ plain ¦ bundles without deploying ¦ source=Wrangler docs, deploy --dry-run
git push --dry-run origin feature/parser ¦ plain ¦ shows what a push would do ¦ source=git-push(1), --dry-run
@git-local
git notes add -m 'benchmark: 12ms' HEAD ¦ plain ¦ adds a local note ¦ source=git-notes(1)
GIT_SEQUENCE_EDITOR=: git rebase -i --autosquash main ¦ env-prefix ¦ squashes fixups on the local branch ¦ source=git-rebase(1), --autosquash
git restore --staged src/parser.zig ¦ plain ¦ unstages a file ¦ source=git-restore(1), --staged
git diff --cached --check ¦ plain ¦ checks staged whitespace ¦ source=git-diff(1)
git describe --tags --always ¦ plain ¦ names the commit ¦ source=git-describe(1)
git archive --format=tar.gz -o build/src.tar.gz HEAD ¦ plain ¦ archives the tree into the project ¦ source=git-archive(1)
git format-patch -3 -o patches/ ¦ plain ¦ writes patches into the project ¦ source=git-format-patch(1)
@docker-local
docker build -t acme/web:local -f docker/Dockerfile.dev . ¦ plain ¦ builds an image locally ¦ source=Docker docs, build
docker run --rm -p 127.0.0.1:8080:8080 acme/web:local ¦ plain ¦ runs a local image on loopback ¦ source=Docker docs, run -p
docker compose build api ¦ plain ¦ builds a service image ¦ source=Docker docs, compose build
docker compose restart api ¦ plain ¦ restarts a local service ¦ source=Docker docs, compose restart
docker compose exec db psql -U postgres -c 'select 1' ¦ wrapper ¦ queries the local database container ¦ source=Docker docs, compose exec
podman build -t localhost/acme/api:dev . ¦ plain ¦ builds an image locally ¦ source=podman-build(1)
docker run --rm -v "$PWD":/src -w /src golang:1.23 go test ./... ¦ plain ¦ runs tests in a container ¦ source=Docker docs, run -v -w
docker cp api:/app/logs/dev.log ./tmp/dev.log ¦ plain ¦ copies a log from a local container into the project ¦ source=Docker docs, cp
docker compose config ¦ plain ¦ prints the resolved compose file ¦ source=Docker docs, compose config
kompose convert -f compose.yml -o k8s/ ¦ plain ¦ converts compose to manifests in the project ¦ source=Kompose docs, convert
kustomize edit set image api=acme/api:dev ¦ plain ¦ edits the project's kustomization ¦ source=kustomize docs, edit set image
sam validate --lint ¦ plain ¦ validates the template ¦ source=AWS SAM CLI reference, validate
cdk ls ¦ plain ¦ lists stacks ¦ source=AWS CDK docs, ls
serverless print --stage dev ¦ plain ¦ prints the resolved configuration ¦ source=Serverless docs, print
vercel dev --listen 3002 ¦ plain ¦ runs the app locally ¦ source=Vercel CLI docs, dev
@local-db
psql postgres://postgres@localhost:5432/app_test -c '\dt' ¦ plain ¦ lists tables of the local test database ¦ source=psql(1)
sqlite3 -header -csv dev.db 'select * from users limit 5' > tmp/users.csv ¦ redirect ¦ exports rows into the project ¦ source=SQLite docs, CLI
mysql -h 127.0.0.1 -u root app_dev -e 'SHOW TABLES' ¦ plain ¦ lists tables of the local database ¦ source=MySQL manual, mysql -e
duckdb build/analysis.duckdb < sql/report.sql ¦ redirect-in ¦ runs a report on a project database ¦ source=DuckDB docs, CLI
clickhouse local --query "SELECT count() FROM file('data/events.csv')" ¦ plain ¦ queries a project file ¦ source=ClickHouse docs, clickhouse-local
pg_dump -d app_dev -f tmp/app_dev.sql ¦ plain ¦ dumps the dev database into the project ¦ source=pg_dump(1)
@inline-code
python3 -c "import platform; print(platform.platform())" ¦ inline-code ¦ prints the platform ¦ source=Python docs, platform
python3 -c "import requests; r = requests.post('http://127.0.0.1:5000/api/echo', json={'a': 1}); print(r.json())" ¦ inline-code ¦ posts to the local server ¦ source=Requests docs
node -e "fetch('http://localhost:3000/health').then(r => console.log(r.status))" ¦ inline-code ¦ calls the local health check ¦ source=Node.js docs, fetch
python3 -c "import jwt; print(jwt.decode(open('tests/fixtures/token.txt').read(), options={'verify_signature': False}))" ¦ inline-code ¦ decodes a test token fixture ¦ source=PyJWT docs
python3 -c 'import secrets; print(secrets.token_hex(16))' ¦ inline-code ¦ prints a random value ¦ source=Python docs, secrets
base64 -d <<< 'eyJhIjoxfQ==' ¦ here-string ¦ decodes base64 ¦ source=base64(1)
php artisan serve --port=8081 ¦ plain ¦ runs the local server ¦ source=Laravel docs, artisan serve
lsof -ti tcp:4000 | xargs kill ¦ pipe ¦ stops the dev server on its port ¦ source=lsof(8)
pkill -INT -f 'deno task dev' ¦ plain ¦ stops the dev server ¦ source=pkill(1)
go clean -testcache ¦ plain ¦ clears the test cache ¦ source=Go docs, go clean
rm -rf node_modules/.vite ¦ plain ¦ clears the bundler cache ¦ source=Vite docs, dependency pre-bundling cache
@project-files
head -n 5 certs/dev-ca.crt ¦ plain ¦ reads a public certificate ¦ source=head(1)
openssl req -in certs/dev.csr -noout -text ¦ plain ¦ reads a signing request ¦ source=openssl-req(1)
openssl x509 -in ~/.local/share/mkcert/rootCA.pem -noout -subject ¦ plain ¦ reads the local CA's public certificate ¦ source=mkcert README, openssl-x509(1)
grep -n DATABASE_URL .env.test ¦ plain ¦ reads the test env file ¦ source=grep(1)
cat config/database.yml ¦ plain ¦ reads the project's database settings ¦ source=Rails guides, configuring a database
ssh-keygen -t ed25519 -f ./testdata/keys/test_key -N '' -C test ¦ plain ¦ generates a test key in the project ¦ source=ssh-keygen(1)
openssl genrsa -out testdata/tls/test.key 2048 ¦ plain ¦ generates a test key in the project ¦ source=openssl-genrsa(1)
mkcert -cert-file certs/dev.pem -key-file certs/dev-key.pem localhost 127.0.0.1 ¦ plain ¦ issues a dev certificate into the project ¦ source=mkcert README
@local-target
gcloud config set run/region europe-west1 ¦ plain ¦ sets the CLI's default region ¦ source=gcloud reference, config set
kubectl config get-clusters ¦ plain ¦ lists clusters ¦ source=kubectl reference, config get-clusters
kubectl config rename-context kind-dev dev ¦ plain ¦ renames a context ¦ source=kubectl reference, config rename-context
wrangler whoami ¦ plain ¦ asks who is logged in ¦ source=Wrangler docs, whoami
vercel whoami ¦ plain ¦ asks who is logged in ¦ source=Vercel CLI docs, whoami
netlify status ¦ plain ¦ prints the login and site status ¦ source=Netlify CLI docs, status
firebase projects:list ¦ plain ¦ lists projects ¦ source=Firebase CLI reference, projects:list
doctl account get ¦ plain ¦ prints the account ¦ source=doctl reference, account get
az account show --query name ¦ plain ¦ prints the subscription name ¦ source=Azure CLI reference, account show
"""
