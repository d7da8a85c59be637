# Source of green.jsonl: one command a line, "cmd ¦ technique ¦ note ¦ source=DOC"
# (then "¦ yellow" where the line must be exactly yellow, and "¦ cwd=/path"
# where the project is not /home/u/project), grouped under "@category"
# headers; "⏎" stands for a newline. ../gen_heldout.py turns it into JSON
# lines. Written blind: no line was run, nor classified.
GREEN = r"""
@build-test
mix compile --warnings-as-errors ¦ plain ¦ compiles an Elixir project ¦ source=Mix docs, mix compile
mix test test/acme_web/controllers --trace ¦ plain ¦ runs a folder of Elixir tests ¦ source=Mix docs, mix test
mix format --dry-run --check-formatted ¦ plain ¦ checks formatting ¦ source=Mix docs, mix format
mix credo suggest --format=oneline ¦ plain ¦ lints Elixir code ¦ source=Credo docs
mix dialyzer --format short ¦ plain ¦ runs the type checker ¦ source=dialyxir README
iex -S mix phx.server ¦ local-server ¦ starts the Phoenix dev server ¦ source=Phoenix docs, up and running
mix phx.gen.context Accounts User users name:string email:string:unique ¦ scaffold ¦ generates a context, schema and migration files ¦ source=Phoenix docs, mix phx.gen.context
mix ecto.gen.migration add_orders_index ¦ scaffold ¦ writes a new migration file ¦ source=Ecto SQL docs, mix ecto.gen.migration
mix deps.tree ¦ read ¦ prints the dependency tree ¦ source=Mix docs, mix deps.tree
mix xref graph --label compile ¦ read ¦ prints compile-time dependencies ¦ source=Mix docs, mix xref
mix docs ¦ plain ¦ builds the docs into doc/ ¦ source=ExDoc README
MIX_ENV=test mix coveralls.html ¦ env-prefix ¦ writes a coverage report ¦ source=excoveralls README
cabal build exe:acme --enable-optimization=2 ¦ plain ¦ builds every Haskell package of the project ¦ source=Cabal user guide, cabal build
cabal test --test-show-details=direct ¦ plain ¦ runs the Haskell test suites ¦ source=Cabal user guide, cabal test
cabal haddock --haddock-all ¦ plain ¦ builds documentation ¦ source=Cabal user guide, cabal haddock
stack build --fast --pedantic ¦ plain ¦ builds with warnings as errors ¦ source=Stack docs, stack build
stack test --coverage ¦ plain ¦ runs the tests with coverage ¦ source=Stack docs, stack test
ghc -O2 -o build/main app/Main.hs ¦ plain ¦ compiles a Haskell program into the project ¦ source=GHC user's guide
hlint src --report=build/hlint.html ¦ plain ¦ lints Haskell code ¦ source=HLint README
ormolu --mode inplace src/Parser.hs ¦ in-place-project ¦ formats a project file in place ¦ source=Ormolu README
fourmolu -i src app test ¦ in-place-project ¦ formats the project's Haskell files ¦ source=Fourmolu README
hpack ¦ plain ¦ writes the .cabal file from package.yaml ¦ source=hpack README
dune build @all ¦ plain ¦ builds an OCaml project ¦ source=Dune docs, dune build
dune test ¦ plain ¦ runs the OCaml tests ¦ source=Dune docs, dune test
dune fmt ¦ in-place-project ¦ formats the project ¦ source=Dune docs, dune fmt
dune exec bin/main.exe -- --input data/sample.txt ¦ plain ¦ runs the project's executable ¦ source=Dune docs, dune exec
dune clean ¦ rebuildable ¦ deletes the _build folder ¦ source=Dune docs, dune clean
opam switch list ¦ read ¦ lists opam switches ¦ source=opam manual, switch
opam exec -- dune build ¦ wrapper ¦ builds inside the opam environment ¦ source=opam manual, exec
ocamlformat -i bin/main.ml ¦ in-place-project ¦ formats a project file ¦ source=OCamlFormat docs
zig build -Doptimize=ReleaseSafe ¦ plain ¦ builds a Zig project ¦ source=Zig build system docs
zig build test --summary failures ¦ plain ¦ runs the Zig tests ¦ source=Zig build system docs
zig fmt src build.zig ¦ in-place-project ¦ formats Zig sources ¦ source=Zig docs, zig fmt
zig build run -- --help ¦ plain ¦ runs the project's program ¦ source=Zig build system docs
zig test src/tokenizer.zig ¦ plain ¦ tests one file ¦ source=Zig docs, zig test
zig cc -o build/hello hello.c ¦ plain ¦ compiles C with Zig ¦ source=Zig docs, zig cc
zig translate-c include/acme.h -lc > src/acme_c.zig ¦ redirect-out ¦ translates a C header into a project file ¦ source=Zig docs, translate-c
zig env ¦ read ¦ prints the toolchain's paths ¦ source=Zig docs, zig env
nim c -r src/app.nim ¦ plain ¦ compiles and runs a Nim program ¦ source=Nim compiler user guide
nimble build ¦ plain ¦ builds the Nim package ¦ source=Nimble README
nimble test ¦ plain ¦ runs the Nim tests ¦ source=Nimble README
nim check src/app.nim ¦ plain ¦ checks a Nim file ¦ source=Nim compiler user guide
nimpretty src/app.nim ¦ in-place-project ¦ formats a Nim file ¦ source=nimpretty docs
nim doc --project --outdir:build/docs src/app.nim ¦ plain ¦ builds docs ¦ source=Nim docgen docs
dart analyze lib --fatal-warnings ¦ plain ¦ analyzes Dart code ¦ source=Dart docs, dart analyze
dart format lib test ¦ in-place-project ¦ formats Dart code ¦ source=Dart docs, dart format
dart test test/parser_test.dart ¦ plain ¦ runs a Dart test ¦ source=Dart docs, dart test
dart run build_runner build --delete-conflicting-outputs ¦ plain ¦ generates code in the project ¦ source=build_runner README
dart fix --dry-run ¦ dry-run ¦ lists fixes without applying ¦ source=Dart docs, dart fix
dart compile exe bin/main.dart -o build/acme ¦ plain ¦ compiles a native executable ¦ source=Dart docs, dart compile
flutter test --coverage ¦ plain ¦ runs Flutter tests ¦ source=Flutter docs, testing
flutter analyze ¦ plain ¦ analyzes a Flutter app ¦ source=Flutter docs, flutter analyze
flutter build apk --debug ¦ plain ¦ builds a debug APK ¦ source=Flutter docs, build and release
flutter run -d chrome ¦ local-server ¦ runs the app in a local browser ¦ source=Flutter docs, flutter run
flutter build web --release ¦ rebuildable ¦ builds the web app into build/ ¦ source=Flutter docs, flutter clean
flutter doctor -v ¦ read ¦ checks the toolchain ¦ source=Flutter docs, flutter doctor
flutter gen-l10n ¦ plain ¦ generates localization code ¦ source=Flutter docs, internationalization
flutter pub deps --style=compact ¦ read ¦ prints the dependency graph ¦ source=Dart docs, pub deps
flutter pub outdated ¦ read ¦ lists outdated packages ¦ source=Dart docs, pub outdated
swift build --product acme-cli -c debug ¦ plain ¦ builds a Swift package ¦ source=Swift Package Manager docs
swift test --filter ParserTests ¦ plain ¦ runs some Swift tests ¦ source=Swift Package Manager docs
swift run acme-cli --help ¦ plain ¦ runs the package's executable ¦ source=Swift Package Manager docs
swift package describe --type json ¦ read ¦ prints the package description ¦ source=Swift Package Manager docs
swift package reset ¦ rebuildable ¦ deletes the build folder and checkouts, both rebuildable ¦ source=Swift Package Manager docs
swiftformat Sources Tests ¦ in-place-project ¦ formats Swift sources ¦ source=SwiftFormat README
xcrun simctl list devices available ¦ read ¦ lists simulators ¦ source=simctl help
xcrun simctl boot 'iPhone 15' ¦ local ¦ boots a local simulator ¦ source=simctl help
./gradlew :app:assembleDebug ¦ plain ¦ builds a debug Android app ¦ source=Android docs, build from the command line
./gradlew :core:test --tests 'acme.parser.*' ¦ plain ¦ runs some Kotlin tests ¦ source=Gradle docs, test filtering
./gradlew ktlintFormat ¦ in-place-project ¦ formats Kotlin sources ¦ source=ktlint-gradle README
./gradlew detekt ¦ plain ¦ lints Kotlin code ¦ source=detekt docs
./gradlew dependencies --configuration runtimeClasspath ¦ read ¦ prints the dependency tree ¦ source=Gradle docs, viewing dependencies
kotlinc src/Main.kt -include-runtime -d build/main.jar ¦ plain ¦ compiles a Kotlin file into a jar ¦ source=Kotlin docs, command-line compiler
sbt compile ¦ plain ¦ compiles a Scala project ¦ source=sbt docs
sbt 'testOnly acme.ParserSpec' ¦ plain ¦ runs one Scala spec ¦ source=sbt docs, testing
sbt scalafmtAll ¦ in-place-project ¦ formats Scala sources ¦ source=scalafmt docs, sbt
mill app.test ¦ plain ¦ runs tests with Mill ¦ source=Mill docs
bloop compile root ¦ plain ¦ compiles with Bloop ¦ source=Bloop docs
Rscript -e 'testthat::test_dir("tests/testthat")' ¦ inline-code ¦ runs R tests ¦ source=testthat docs
R CMD build . ¦ plain ¦ builds an R package tarball ¦ source=Writing R Extensions
R CMD check --no-manual acme_0.1.0.tar.gz ¦ plain ¦ checks an R package ¦ source=Writing R Extensions
Rscript -e 'devtools::document()' ¦ inline-code ¦ regenerates R docs ¦ source=devtools docs
Rscript -e 'lintr::lint_package()' ¦ inline-code ¦ lints R code ¦ source=lintr docs
Rscript -e 'styler::style_pkg()' ¦ inline-code ¦ formats R code ¦ source=styler docs
Rscript -e 'rmarkdown::render("analysis.Rmd", output_dir = "reports")' ¦ inline-code ¦ renders a report into the project ¦ source=rmarkdown docs
Rscript -e 'renv::status()' ¦ inline-code ¦ prints the lockfile status ¦ source=renv docs
julia --project=. -e 'import Pkg; Pkg.test("Acme"; coverage=true)' ¦ inline-code ¦ runs Julia tests ¦ source=Pkg.jl docs
julia --project=. src/main.jl data/input.csv ¦ plain ¦ runs a Julia script ¦ source=Julia manual
julia --project -e 'using JuliaFormatter; format("src")' ¦ inline-code ¦ formats Julia code ¦ source=JuliaFormatter docs
terraform fmt -check -diff modules/ ¦ in-place-project ¦ checks formatting ¦ source=Terraform CLI docs, fmt
terraform -chdir=infra/dev validate -json ¦ plain ¦ validates configuration ¦ source=Terraform CLI docs, validate
terraform init -backend=false ¦ plain ¦ initializes without a backend ¦ source=Terraform CLI docs, init
terraform graph > build/graph.dot ¦ redirect-out ¦ writes the resource graph ¦ source=Terraform CLI docs, graph
terraform providers ¦ read ¦ lists required providers ¦ source=Terraform CLI docs, providers
terraform-docs markdown table . > docs/terraform.md ¦ redirect-out ¦ generates module docs ¦ source=terraform-docs README
tofu validate ¦ plain ¦ validates configuration ¦ source=OpenTofu docs, validate
terragrunt hclfmt ¦ in-place-project ¦ formats HCL files ¦ source=Terragrunt docs, hclfmt
pulumi preview --stack dev --refresh=false ¦ dry-run ¦ shows planned changes without applying ¦ source=Pulumi CLI docs, preview
pulumi stack select acme/web/dev ¦ read ¦ selects the current stack locally ¦ source=Pulumi CLI docs, stack ls
pulumi login --local ¦ local ¦ uses a local state backend ¦ source=Pulumi CLI docs, login --local
pulumi config set aws:region eu-west-1 ¦ local-target ¦ sets a stack config value in the project file ¦ source=Pulumi CLI docs, config set
cdktf synth ¦ plain ¦ synthesizes Terraform JSON ¦ source=CDKTF docs, synth
bazel build //cmd/server:server -c opt ¦ plain ¦ builds every target ¦ source=Bazel docs, build
bazel test //pkg/parser:all --test_output=errors ¦ plain ¦ runs a package's tests ¦ source=Bazel docs, test
bazel query 'deps(//app:main)' ¦ read ¦ prints a target's dependencies ¦ source=Bazel query reference
bazel run //:gazelle ¦ plain ¦ regenerates BUILD files ¦ source=Gazelle README
bazel coverage //... --combined_report=lcov ¦ plain ¦ collects coverage ¦ source=Bazel docs, coverage
bazel clean ¦ rebuildable ¦ deletes build outputs ¦ source=Bazel docs, clean
buildifier -r . ¦ in-place-project ¦ formats BUILD files ¦ source=buildtools README
nix build .#default ¦ plain ¦ builds the flake's package ¦ source=Nix manual, nix build
nix develop -c make test ¦ wrapper ¦ runs the tests in the dev shell ¦ source=Nix manual, nix develop
nix flake check --no-build ¦ plain ¦ checks the flake ¦ source=Nix manual, nix flake check
nix fmt ¦ in-place-project ¦ formats nix files ¦ source=Nix manual, nix fmt
nix flake show ¦ read ¦ lists the flake's outputs ¦ source=Nix manual, nix flake show
nix-build -A app ¦ plain ¦ builds an attribute ¦ source=nix-build(1)
nix eval .#packages.x86_64-linux.default.name ¦ read ¦ evaluates an attribute ¦ source=Nix manual, nix eval
nix log .#default ¦ read ¦ prints the build log ¦ source=Nix manual, nix log
deno task dev ¦ local-server ¦ runs the dev task ¦ source=Deno docs, deno task
deno test -A --coverage=build/cov ¦ plain ¦ runs tests with coverage ¦ source=Deno docs, testing
deno fmt ¦ in-place-project ¦ formats the project ¦ source=Deno docs, deno fmt
deno lint --fix src/ ¦ plain ¦ lints the project ¦ source=Deno docs, deno lint
deno check main.ts ¦ plain ¦ type-checks ¦ source=Deno docs, deno check
deno compile --output build/app main.ts ¦ plain ¦ compiles a binary into the project ¦ source=Deno docs, deno compile
deno bench ¦ plain ¦ runs benchmarks ¦ source=Deno docs, deno bench
deno doc mod.ts ¦ read ¦ prints docs ¦ source=Deno docs, deno doc
bun test --watch ¦ plain ¦ runs tests in watch mode ¦ source=Bun docs, bun test
bun run build ¦ plain ¦ runs the build script ¦ source=Bun docs, bun run
bun build ./src/index.ts --outdir ./dist --target node ¦ plain ¦ bundles into dist ¦ source=Bun docs, bundler
bun --watch src/server.ts ¦ local-server ¦ runs the dev server with reloads ¦ source=Bun docs, watch mode
bun pm ls ¦ read ¦ lists installed packages ¦ source=Bun docs, bun pm
@local-target
gcloud config set compute/zone europe-west1-b ¦ plain ¦ sets the CLI's own default zone ¦ source=gcloud reference, config set
az configure --defaults group=dev-rg location=northeurope ¦ plain ¦ sets the CLI's default location ¦ source=Azure CLI docs, az config
aws configure set default.region ap-southeast-2 ¦ plain ¦ sets the CLI's region for a profile ¦ source=AWS CLI reference, configure set
doctl auth switch --context sandbox ¦ plain ¦ switches the CLI's own account context ¦ source=doctl reference, auth switch
hcloud context use dev ¦ plain ¦ switches the CLI's own context ¦ source=hcloud CLI docs, context use
kubectl config set-context --current --namespace=dev ¦ plain ¦ changes the current namespace in the local kubeconfig ¦ source=kubectl reference, config set-context
firebase use dev-sandbox ¦ plain ¦ selects the project alias for later commands ¦ source=Firebase CLI reference, use
gh repo set-default acme/app ¦ plain ¦ sets the default repository for the CLI ¦ source=GitHub CLI manual, gh repo set-default
heroku git:remote -a acme-staging ¦ plain ¦ adds a git remote locally ¦ source=Heroku CLI commands, git:remote
helm package ./charts/app --destination build/ ¦ deploy-build ¦ packages a chart locally ¦ source=Helm docs, helm package
helm dependency update ./charts/app ¦ deploy-build ¦ fetches subcharts into the chart folder ¦ source=Helm docs, helm dependency update
helm template app ./charts/app -f values.dev.yaml > build/rendered.yaml ¦ deploy-build ¦ renders manifests locally ¦ source=Helm docs, helm template
helm lint ./charts/app ¦ deploy-build ¦ lints a chart ¦ source=Helm docs, helm lint
kustomize build overlays/dev > build/dev.yaml ¦ deploy-build ¦ renders manifests locally ¦ source=Kustomize docs
sam build --cached --parallel ¦ deploy-build ¦ builds functions locally ¦ source=AWS SAM CLI reference, sam build
sam local start-api --port 3001 --warm-containers EAGER ¦ deploy-local ¦ serves the API locally ¦ source=AWS SAM CLI reference, sam local invoke
sls package --stage local --package build/sls ¦ deploy-build ¦ packages the service without deploying ¦ source=Serverless Framework docs, package
cdk synth --quiet AcmeStack-dev ¦ deploy-build ¦ synthesizes templates locally ¦ source=AWS CDK docs, cdk synth
wrangler dev --local ¦ deploy-local ¦ runs the worker locally ¦ source=Cloudflare Wrangler commands, dev
wrangler deploy --dry-run --outdir build/worker ¦ dry-run ¦ builds the worker without deploying ¦ source=Cloudflare Wrangler commands, deploy --dry-run
netlify build --offline ¦ deploy-build ¦ runs the site build locally ¦ source=Netlify CLI docs, build
netlify dev ¦ deploy-local ¦ runs a local dev server ¦ source=Netlify CLI docs, dev
vercel dev --listen 3001 ¦ deploy-build ¦ runs the local dev server ¦ source=Vercel CLI docs, build
firebase emulators:exec --only firestore 'npm test' ¦ deploy-local ¦ runs tests against local emulators ¦ source=Firebase docs, Local Emulator Suite
func start ¦ deploy-local ¦ runs Azure Functions locally ¦ source=Azure Functions Core Tools docs, func start
kind create cluster --config kind.yaml --name acme-dev ¦ local-cluster ¦ creates a local cluster in containers ¦ source=kind quick start
k3d cluster create dev --agents 1 ¦ local-cluster ¦ creates a local cluster in containers ¦ source=k3d docs
ko build --local ./cmd/app ¦ deploy-build ¦ builds an image into the local daemon ¦ source=ko docs, --local
pack build acme/app --builder paketobuildpacks/builder-jammy-base ¦ deploy-build ¦ builds an image locally ¦ source=Buildpacks docs, pack build
goreleaser build --snapshot --single-target --clean ¦ deploy-build ¦ builds a snapshot release locally without publishing ¦ source=GoReleaser docs, --snapshot
skaffold render --output build/manifests.yaml ¦ deploy-build ¦ renders manifests locally ¦ source=Skaffold docs, render
eas build --platform android --local ¦ deploy-build ¦ builds the app on this machine ¦ source=Expo docs, local builds
aws --endpoint-url http://localhost:4566 s3 mb s3://dev-bucket ¦ emulator ¦ creates a bucket in a local emulator ¦ source=LocalStack docs, AWS CLI
aws dynamodb list-tables --endpoint-url http://localhost:8000 ¦ emulator ¦ lists tables in DynamoDB Local ¦ source=DynamoDB Local docs
AWS_ENDPOINT_URL=http://localhost:4566 aws sqs create-queue --queue-name dev-jobs ¦ emulator ¦ creates a queue in a local emulator ¦ source=AWS CLI docs, AWS_ENDPOINT_URL
FIRESTORE_EMULATOR_HOST=localhost:8080 npm test ¦ emulator ¦ runs tests against the local emulator ¦ source=Firebase docs, connect to emulator
gcloud beta emulators pubsub start --project=dev ¦ emulator ¦ starts the local Pub/Sub emulator ¦ source=gcloud reference, emulators pubsub start
az storage container create -n fixtures --connection-string 'UseDevelopmentStorage=true' ¦ emulator ¦ creates a container in Azurite ¦ source=Azurite docs, connection strings
mc alias set local http://localhost:9000 minioadmin minioadmin ¦ emulator ¦ points the client at a local MinIO ¦ source=MinIO client docs, alias set
mc mb local/dev-uploads ¦ emulator ¦ creates a bucket in local MinIO ¦ source=MinIO client docs, mc mb
aws s3 cp s3://acme-public-datasets/sample.csv data/sample.csv ¦ bucket-to-project ¦ copies a file from a bucket into the project ¦ source=AWS CLI reference, s3 cp
gcloud storage cp gs://acme-fixtures/seed.json ./fixtures/ ¦ bucket-to-project ¦ copies a fixture into the project ¦ source=gcloud reference, storage cp
az storage blob download --account-name acmedev -c fixtures -n seed.sql -f ./db/seed.sql ¦ bucket-to-project ¦ downloads a file into the project ¦ source=Azure CLI reference, az storage blob download
rclone copy dev-remote:fixtures ./fixtures ¦ bucket-to-project ¦ copies fixtures into the project ¦ source=rclone docs, copy
curl -X POST http://0.0.0.0:8000/api/items -H 'Content-Type: application/json' -d '{"name":"widget"}' ¦ dev-post ¦ posts to the local dev server ¦ source=curl manual, -d
curl -s -X POST http://api:3000/graphql -H 'Content-Type: application/json' -d '{"query":"{ users { id name } }"}' ¦ dev-post ¦ runs a read-only GraphQL query against a compose service ¦ source=GraphQL docs, serving over HTTP
curl -i -X OPTIONS -H 'Origin: http://localhost:5173' -H 'Access-Control-Request-Method: POST' http://localhost:8080/api/login ¦ dev-post ¦ sends a CORS preflight to the local API ¦ source=MDN, preflight request
curl -X POST http://host.docker.internal:8080/webhooks/test -d 'event=ping' ¦ dev-post ¦ posts a test webhook to the host's dev server ¦ source=Docker docs, host.docker.internal
wget -qO- --post-data='{"q":"x"}' --header='Content-Type: application/json' http://127.0.0.1:9200/dev-index/_search ¦ dev-post ¦ searches a local index ¦ source=wget(1), --post-data
xh post :3000/api/todos title='buy milk' ¦ dev-post ¦ posts to the local dev server ¦ source=xh README
grpcurl -plaintext localhost:50051 list ¦ dev-read ¦ lists services on a local gRPC server ¦ source=grpcurl README
@project-files
grep -v '^#' .env.test ¦ plain ¦ prints the test environment file ¦ source=dotenv conventions
head -20 .env.development ¦ plain ¦ prints the development environment file ¦ source=dotenv conventions
sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=debug/' .env ¦ in-place-project ¦ edits the project's env file ¦ source=GNU sed manual, -i
dotenv-linter fix .env.example ¦ plain ¦ fixes the example env file ¦ source=dotenv-linter docs
openssl x509 -in certs/ca.pem -noout -subject -issuer -dates ¦ plain ¦ prints a public certificate's subject and dates ¦ source=openssl-x509(1)
openssl x509 -in /etc/ssl/certs/ISRG_Root_X1.pem -noout -fingerprint -sha256 ¦ plain ¦ prints a public root certificate's fingerprint ¦ source=openssl-x509(1)
keytool -list -v -keystore ~/.android/debug.keystore -storepass android -alias androiddebugkey ¦ plain ¦ prints the debug certificate fingerprint ¦ source=Android docs, debug keystore
bat ~/.config/starship.toml ¦ plain ¦ prints prompt settings ¦ source=Starship docs, configuration
aws configure list-profiles ¦ plain ¦ lists profile names ¦ source=AWS CLI docs, config file
cat ~/.config/gcloud/configurations/config_default ¦ plain ¦ prints the CLI's account and project settings ¦ source=gcloud docs, configurations
kubectl config current-context --kubeconfig ./kind.kubeconfig ¦ plain ¦ prints the current context name ¦ source=kubectl reference, config get-contexts
cat ~/.config/nvim/init.lua ¦ plain ¦ prints editor settings ¦ source=Neovim docs, init.lua
cat mix.exs ¦ plain ¦ prints the project file ¦ source=Mix docs
cat pubspec.yaml ¦ plain ¦ prints the package manifest ¦ source=Dart docs, pubspec
cp -n .env.example .env ¦ copy-project ¦ makes a local env file from the example ¦ source=dotenv conventions
@reversible-local
docker tag acme/app:dev acme/app:test ¦ local-image ¦ adds a local image tag ¦ source=Docker CLI reference, tag
docker image tag acme/app:latest localhost:5000/acme/app:dev ¦ local-image ¦ tags an image for a local registry ¦ source=Docker CLI reference, image tag
docker run --rm --gpus device=0 -v "$PWD":/work -w /work pytorch/pytorch:latest python train.py --epochs 1 ¦ device ¦ trains on one GPU in a container ¦ source=NVIDIA Container Toolkit docs
docker run --rm -it --device /dev/ttyUSB0 -v "$PWD":/work -w /work espressif/idf idf.py -p /dev/ttyUSB0 flash ¦ device ¦ flashes a dev board over USB from a container ¦ source=ESP-IDF docs, using the Docker image; Docker CLI reference, --device
docker build -t acme/app:dev -f docker/Dockerfile . ¦ plain ¦ builds an image ¦ source=Docker CLI reference, build
docker compose up -d db redis ¦ local-server ¦ starts local services ¦ source=Docker CLI reference, compose up
docker compose stop web ¦ local-server ¦ stops a local service ¦ source=Docker CLI reference, compose stop
docker compose logs -f --tail=100 api ¦ read ¦ follows service logs ¦ source=Docker CLI reference, compose logs
find . -type d -name .pytest_cache -prune -exec rm -rf {} + ¦ cache-clean ¦ deletes pytest caches in the project ¦ source=find(1)
find ./_build -name '*.beam' -delete ¦ cache-clean ¦ deletes compiled Erlang files in the build folder ¦ source=find(1), -delete
find . -path ./node_modules -prune -o -name '.DS_Store' -print -delete ¦ cache-clean ¦ deletes Finder files ¦ source=find(1)
kill "$(lsof -ti tcp:5173)" ¦ kill-dev-server ¦ stops the dev server on its port ¦ source=lsof(8), -t
npx kill-port 3000 ¦ kill-dev-server ¦ stops whatever listens on the dev port ¦ source=kill-port README
git am --abort --quiet ¦ git-abort ¦ cancels a patch series being applied ¦ source=git-cherry-pick(1)
git revert --no-commit HEAD~2..HEAD ¦ git-abort ¦ reverts two commits in the work tree ¦ source=git-revert(1)
git merge --no-ff --no-commit feature/parser ¦ git-abort ¦ merges a branch locally without committing ¦ source=git-merge(1)
git log --stat --since=2.weeks -- src ¦ git-read ¦ shows recent changes ¦ source=git-log(1)
git blame -L 10,40 src/main.rs ¦ git-read ¦ shows who changed lines ¦ source=git-blame(1)
git shortlog -sn --no-merges ¦ git-read ¦ counts commits by author ¦ source=git-shortlog(1)
git bisect start HEAD v1.2.0 ¦ git-local ¦ starts a bisect ¦ source=git-bisect(1)
git range-diff origin/main...HEAD ¦ git-read ¦ compares two series ¦ source=git-range-diff(1)
git log --format='%H %s' --grep=fix ¦ git-read ¦ lists fix commits ¦ source=git-log(1)
git diff --stat main...HEAD ¦ git-read ¦ summarizes branch changes ¦ source=git-diff(1)
git switch -c feature/parser-errors ¦ git-local ¦ creates a branch ¦ source=git-switch(1)
git add lib/ test/ && git commit -m 'parser: report column numbers' ¦ git-local ¦ commits changes ¦ source=git-commit(1)
git commit --fixup HEAD~2 ¦ git-local ¦ makes a fixup commit ¦ source=git-commit(1)
git stash push -m 'wip parser' ¦ git-local ¦ stashes changes ¦ source=git-stash(1)
git fetch origin --prune ¦ git-read ¦ fetches remote branches ¦ source=git-fetch(1)
git worktree list --porcelain ¦ git-read ¦ lists worktrees ¦ source=git-worktree(1)
qemu-img create -f qcow2 build/test.qcow2 2G ¦ disk-image ¦ creates a disk image in the project ¦ source=qemu-img docs
truncate -s 100M testdata/big.bin ¦ disk-image ¦ creates a large test file in the project ¦ source=truncate(1)
dd if=/dev/zero of=testdata/fs.img bs=4M count=16 status=progress ¦ disk-image ¦ writes a blank image in the project ¦ source=dd(1)
rsync -av --delete --exclude .git site/ build/site/ ¦ project-sync ¦ mirrors one project folder into another ¦ source=rsync(1), --delete
sqlite3 dev.db -cmd '.mode csv' '.import data/users.csv users' ¦ local-db ¦ imports a CSV into a dev database ¦ source=sqlite3 CLI docs, .import
sqlite3 dev.db .dump > db/backup.sql ¦ local-db ¦ dumps a dev database into the project ¦ source=sqlite3 CLI docs, .dump
sqlite3 :memory: 'select sqlite_version()' ¦ local-db ¦ queries an in-memory database ¦ source=sqlite3 CLI docs
psql -h localhost -d app_dev -c "\copy users to 'exports/users.csv' csv header" ¦ local-db ¦ exports a dev table to a project file ¦ source=psql docs, \copy
psql postgres://localhost/app_dev -c 'CREATE TEMP TABLE t AS SELECT 1 AS x; SELECT * FROM t' ¦ local-db ¦ works on a temporary table ¦ source=PostgreSQL docs, CREATE TEMP TABLE
duckdb -c "COPY (SELECT * FROM 'data/raw.parquet' LIMIT 100) TO 'data/sample.csv'" ¦ local-db ¦ writes a sample into the project ¦ source=DuckDB docs, COPY
chmod 777 tmp/uploads ¦ chmod-project ¦ opens a project folder's permissions ¦ source=chmod(1)
chmod -R a+rwX var/cache var/log ¦ chmod-project ¦ opens a framework's cache and log folders ¦ source=Laravel docs, directory permissions
rm -rf build/ results/ ¦ rebuildable ¦ deletes build and results output ¦ source=rm(1)
mix clean --deps ¦ rebuildable ¦ deletes build output and fetched deps ¦ source=Mix docs, mix clean
rm -rf .dart_tool/build build/web ¦ rebuildable ¦ deletes Dart build output ¦ source=Dart docs, .dart_tool
cabal clean ¦ rebuildable ¦ deletes Cabal build output ¦ source=Cabal user guide
rm -rf .zig-cache zig-out/bin ¦ rebuildable ¦ deletes Zig build output ¦ source=Zig build system docs
rm -rf .build/debug .swiftpm ¦ rebuildable ¦ deletes Swift build output ¦ source=Swift Package Manager docs
python3 -m http.server -d build/html 8001 -b 127.0.0.1 ¦ local-server ¦ serves the folder on localhost ¦ source=Python docs, http.server
php -S 127.0.0.1:8000 router.php ¦ local-server ¦ runs PHP's built-in dev server ¦ source=PHP manual, built-in web server
python3 -m venv .venv ¦ plain ¦ creates a virtual environment in the project ¦ source=Python docs, venv
make -j4 test ¦ plain ¦ runs the tests ¦ source=GNU make manual
mkdir -p src/parser && touch src/parser/__init__.py ¦ plain ¦ creates a package folder ¦ source=mkdir(1)
mv src/old_name.py src/new_name.py ¦ plain ¦ renames a project file ¦ source=mv(1)
ls -l ~/.kube ¦ read ¦ lists kubeconfig file names ¦ source=ls(1)
@inline-read
python3 -c "import sqlite3; print(sqlite3.connect('dev.db').execute('select count(*) from users').fetchone())" ¦ inline-code ¦ reads a count from a local database ¦ source=Python docs, sqlite3
python3 -c "import getpass; print(getpass.getuser())" ¦ inline-code ¦ prints the user name ¦ source=Python docs, getpass
python3 -c "import base64,sys; print(base64.b64decode(sys.argv[1]).decode())" aGVsbG8= ¦ inline-code ¦ decodes base64 ¦ source=Python docs, base64
node -p "require('os').hostname()" ¦ inline-code ¦ prints the host name ¦ source=Node.js docs, os.userInfo
python3 -c "import http.client as h; c=h.HTTPConnection('localhost', 8080); c.request('GET', '/ready'); print(c.getresponse().status)" ¦ inline-code ¦ calls the local server's health check ¦ source=Python docs, urllib.request
python3 -c "import tomllib; print(tomllib.load(open('pyproject.toml','rb'))['project']['name'])" ¦ inline-code ¦ reads the project's name ¦ source=Python docs, json
ruby -ryaml -e 'p YAML.load_file("config/locales/en.yml").keys' ¦ inline-code ¦ reads a project YAML file ¦ source=Ruby docs, YAML
elixir -e 'IO.inspect(System.schedulers_online())' ¦ inline-code ¦ prints the scheduler count ¦ source=Elixir docs, elixir -e
julia -e 'println(Sys.CPU_THREADS)' ¦ inline-code ¦ prints the thread count ¦ source=Julia manual
deno eval "console.log(Deno.version)" ¦ inline-code ¦ prints versions ¦ source=Deno docs, deno eval
bun -e "console.log(Bun.version)" ¦ inline-code ¦ prints the Bun version ¦ source=Bun docs, --eval
Rscript -e 'print(nrow(read.csv("data/sample.csv")))' ¦ inline-code ¦ counts rows of a project file ¦ source=R docs, read.csv
@heredoc-write
cat > src/main.zig <<'EOF'⏎const std = @import("std");⏎pub fn main() void {⏎    std.debug.print("hi {s}\n", .{"there"});⏎}⏎EOF ¦ heredoc ¦ writes a Zig source file ¦ source=Zig docs, hello world
cat > lib/acme.ex <<'EOF'⏎defmodule Acme do⏎  def hello, do: :world⏎end⏎EOF ¦ heredoc ¦ writes an Elixir module ¦ source=Elixir getting started
cat > test/parser_test.dart <<'EOF'⏎import 'package:test/test.dart';⏎void main() {⏎  test('parses', () => expect(1 + 1, 2));⏎}⏎EOF ¦ heredoc ¦ writes a Dart test ¦ source=Dart docs, testing
cat > Sources/App/main.swift <<'EOF'⏎print("Hello, \(CommandLine.arguments.count)")⏎EOF ¦ heredoc ¦ writes a Swift source ¦ source=Swift docs
cat > flake.nix <<'EOF'⏎{⏎  outputs = { self, nixpkgs }: {⏎    packages.x86_64-linux.default = nixpkgs.legacyPackages.x86_64-linux.hello;⏎  };⏎}⏎EOF ¦ heredoc ¦ writes a flake ¦ source=Nix manual, flakes
cat > main.tf <<'EOF'⏎variable "region" {⏎  default = "eu-west-1"⏎}⏎output "region" {⏎  value = var.region⏎}⏎EOF ¦ heredoc ¦ writes a Terraform file ¦ source=Terraform docs, variables
cat > .env.test <<EOF⏎DATABASE_URL=postgres://localhost/app_test⏎PORT=$((8000 + 1))⏎EOF ¦ heredoc ¦ writes the test env file with expansion ¦ source=bash(1), here documents
tee src/app.nim > /dev/null <<'EOF'⏎echo "hello"⏎EOF ¦ heredoc ¦ writes a Nim source through tee ¦ source=tee(1)
cat >> README.md <<'EOF'⏎⏎## Build⏎⏎    zig build⏎EOF ¦ heredoc ¦ appends to the project README ¦ source=bash(1), here documents
cat > R/utils.R <<'EOF'⏎add <- function(x, y) x + y⏎EOF ¦ heredoc ¦ writes an R source ¦ source=R docs
@system-folder-project
cat > main.go <<'EOF'⏎package main⏎⏎func main() { println("ok") }⏎EOF ¦ heredoc ¦ writes a source file in a project under /root ¦ source=Go docs, tutorial ¦ cwd=/root/work/svc
go vet ./cmd/... ./internal/... ¦ plain ¦ vets a project under /root ¦ source=go command docs ¦ cwd=/root/work/svc
mix test --failed ¦ plain ¦ tests a project under /srv ¦ source=Mix docs ¦ cwd=/srv/acme_umbrella
sed -i 's/8080/8081/' config/dev.exs ¦ in-place-project ¦ edits a config file of a project under /srv ¦ source=GNU sed manual ¦ cwd=/srv/acme_umbrella
rm -rf _build ¦ rebuildable ¦ deletes build output of a project under /srv ¦ source=Mix docs ¦ cwd=/srv/acme_umbrella
zig build -Doptimize=Debug test ¦ plain ¦ tests a project under /opt ¦ source=Zig build system docs ¦ cwd=/opt/acme-proxy
cp config.example.json config.json ¦ copy-project ¦ copies a config in a project under /opt ¦ source=cp(1) ¦ cwd=/opt/acme-proxy
git add -A && git commit -m 'wip' ¦ git-local ¦ commits in a project under /opt ¦ source=git-commit(1) ¦ cwd=/opt/acme-proxy
cabal build ¦ plain ¦ builds a project under /var/www ¦ source=Cabal user guide ¦ cwd=/var/www/acme-site
rm -rf dist-newstyle/build ¦ rebuildable ¦ deletes build output under /var/www ¦ source=Cabal user guide ¦ cwd=/var/www/acme-site
@package
mix deps.get --only test ¦ plain ¦ fetches Elixir dependencies ¦ source=Mix docs, deps.get ¦ yellow
flutter pub add riverpod ¦ plain ¦ adds a dependency ¦ source=Flutter docs, pub get ¦ yellow
dart pub add dev:mocktail ¦ plain ¦ adds a dev dependency ¦ source=Dart docs, pub add ¦ yellow
swift package resolve ¦ plain ¦ resolves and fetches dependencies ¦ source=Swift Package Manager docs ¦ yellow
bun add -d @types/bun ¦ plain ¦ adds a dependency ¦ source=Bun docs, bun add ¦ yellow
deno add jsr:@std/assert ¦ plain ¦ adds a dependency ¦ source=Deno docs, deno add ¦ yellow
opam install . --deps-only --yes ¦ plain ¦ installs the project's OCaml dependencies ¦ source=opam manual, install --deps-only ¦ yellow
nimble install -y --depsOnly ¦ plain ¦ installs Nim dependencies ¦ source=Nimble README ¦ yellow
Rscript -e 'install.packages("data.table", repos = "https://cloud.r-project.org")' ¦ inline-code ¦ installs an R package from CRAN ¦ source=R docs, install.packages ¦ yellow
julia --project -e 'using Pkg; Pkg.add("CSV")' ¦ inline-code ¦ adds a Julia package ¦ source=Pkg.jl docs ¦ yellow
bun i zod@3 ¦ plain ¦ adds a dependency ¦ source=Bun docs, bun install ¦ yellow
cabal install --only-dependencies ¦ plain ¦ installs the project's Haskell dependencies ¦ source=Cabal user guide ¦ yellow
@migration
mix ecto.migrate --step 2 --log-migrations-sql ¦ plain ¦ migrates the dev database ¦ source=Ecto SQL docs, mix ecto.migrate ¦ yellow
dbmate --url 'postgres://postgres@localhost:5432/app_dev?sslmode=disable' up ¦ plain ¦ migrates a local database ¦ source=dbmate README ¦ yellow
sqlx migrate run --source db/migrations --database-url postgres://postgres@127.0.0.1:5432/acme_dev ¦ plain ¦ migrates a local database ¦ source=sqlx-cli README ¦ yellow
diesel migration run --database-url postgres://localhost/app_dev ¦ plain ¦ migrates a local database ¦ source=Diesel guides ¦ yellow
dotnet ef database update --connection 'Host=localhost;Database=app_dev;Username=dev' ¦ plain ¦ migrates a local database ¦ source=EF Core tools reference ¦ yellow
@review
git push -u origin feature/parser-errors ¦ plain ¦ pushes a feature branch ¦ source=git-push(1) ¦ yellow
git push --set-upstream origin fix/null-deref ¦ plain ¦ pushes a fix branch ¦ source=git-push(1) ¦ yellow
gh pr create --draft --fill-first --base main ¦ plain ¦ opens a draft PR ¦ source=GitHub CLI manual, gh pr create ¦ yellow
glab mr create --fill --draft --target-branch main ¦ plain ¦ opens a draft merge request ¦ source=GitLab CLI docs, glab mr create ¦ yellow
tea pulls create --base main --head feature/cli --title 'cli: add --json' ¦ plain ¦ opens a Gitea pull request ¦ source=tea docs, pulls create ¦ yellow
az repos pr create --source-branch feature/x --target-branch main --title 'Add retry' --draft true ¦ plain ¦ opens a draft Azure Repos PR ¦ source=Azure DevOps CLI, az repos pr create ¦ yellow
gh pr create --base develop --title 'Add parser' --body 'Closes #12' ¦ plain ¦ opens a PR ¦ source=GitHub CLI manual, gh pr create ¦ yellow
git town propose ¦ plain ¦ opens a PR for the current branch ¦ source=Git Town docs, propose ¦ yellow
"""
