# Everyday commands of heldout12 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
@local-target
az config set defaults.group=dev-rg ¦ plain ¦ sets the CLI's default resource group ¦ source=Azure CLI reference, config set
aws configure set cli_pager '' --profile dev ¦ plain ¦ turns off the CLI's pager for a dev profile ¦ source=AWS CLI reference, configure set
az config set core.output=table ¦ plain ¦ sets the CLI's output format ¦ source=Azure CLI reference, config set
kubens dev ¦ plain ¦ switches the default namespace ¦ source=kubectx README, kubens
docker context use default ¦ plain ¦ switches to the local Docker engine ¦ source=Docker CLI reference, context use
git remote add upstream https://github.com/initech/web.git ¦ plain ¦ adds a remote for fetching ¦ source=git-remote(1)
git remote set-url origin git@github.com:dev-alice/web.git ¦ plain ¦ changes the fork's remote URL ¦ source=git-remote(1)
cf target -s development ¦ plain ¦ chooses the CLI's target space ¦ source=Cloud Foundry CLI reference, target
oc project dev ¦ plain ¦ switches the CLI's current project ¦ source=OpenShift CLI docs, oc project
ibmcloud target -g dev ¦ plain ¦ chooses the CLI's resource group ¦ source=IBM Cloud CLI docs, target
az devops configure --defaults organization=https://dev.azure.com/initech project=Web ¦ plain ¦ sets the CLI's default organisation and project ¦ source=Azure DevOps CLI reference, configure
gh repo set-default initech/web ¦ plain ¦ sets the default repository for gh in this clone ¦ source=GitHub CLI manual, gh repo set-default
aws sts get-caller-identity --profile dev ¦ plain ¦ asks who the caller is ¦ source=AWS CLI reference, sts get-caller-identity
gcloud auth list ¦ plain ¦ lists the CLI's accounts ¦ source=gcloud reference, auth list
@deploy-local
helm template api charts/api -f charts/api/values-dev.yaml ¦ plain ¦ renders a chart locally ¦ source=Helm docs, helm template
kompose convert -f compose.yaml -o k8s/ ¦ plain ¦ converts the compose file into manifests in the project ¦ source=Kompose docs, convert
pack build app:dev --builder paketobuildpacks/builder-jammy-base ¦ plain ¦ builds a local image with buildpacks ¦ source=Buildpacks docs, pack build
netlify build --context deploy-preview ¦ plain ¦ runs the build locally ¦ source=Netlify CLI docs, build
copilot svc package -n api -e test --output-dir infra/out ¦ plain ¦ writes the service's templates to a folder without deploying ¦ source=AWS Copilot docs, svc package
electron-builder --dir --publish never ¦ plain ¦ builds an unpacked app locally ¦ source=electron-builder docs, CLI
packer build -only='qemu.dev' . ¦ plain ¦ builds a local QEMU image ¦ source=Packer docs, build -only
vagrant up ¦ plain ¦ starts the project's local VM ¦ source=Vagrant docs, up
ansible-playbook -i localhost, -c local dev.yml --check --diff ¦ plain ¦ dry-runs a playbook on the local machine ¦ source=Ansible docs, check mode
molecule test ¦ plain ¦ tests a role in local containers ¦ source=Molecule docs, test
ansible-lint roles/ ¦ plain ¦ lints roles ¦ source=ansible-lint docs
@emulator
gcloud emulators firestore start --host-port=localhost:8081 ¦ plain ¦ starts the Firestore emulator ¦ source=gcloud reference, emulators firestore start
awslocal sqs create-queue --queue-name jobs ¦ plain ¦ creates a queue in LocalStack ¦ source=LocalStack docs, awslocal
aws --endpoint-url http://localhost:8000 dynamodb list-tables ¦ plain ¦ lists tables of DynamoDB Local ¦ source=AWS docs, DynamoDB Local
azurite --silent --location .azurite --debug .azurite/debug.log ¦ plain ¦ starts the storage emulator ¦ source=Azurite README
az storage container create --name fixtures --connection-string 'UseDevelopmentStorage=true' ¦ plain ¦ creates a container in Azurite ¦ source=Azure docs, Azurite connection strings
mosquitto_pub -h localhost -t test/topic -m hello ¦ plain ¦ publishes to a local broker ¦ source=mosquitto_pub(1)
nats pub -s nats://localhost:4222 orders.created '{"id":1}' ¦ plain ¦ publishes to a local NATS server ¦ source=NATS docs, nats pub
kcat -b localhost:9092 -t test -P -l testdata/messages.txt ¦ plain ¦ produces test messages to a local broker ¦ source=kcat README
rpk topic produce events --brokers localhost:19092 ¦ plain ¦ produces to a local Redpanda ¦ source=Redpanda docs, rpk topic produce
stripe trigger payment_intent.succeeded ¦ plain ¦ sends a test-mode event ¦ source=Stripe CLI reference, trigger
swaks --to dev@example.com --server localhost:1025 ¦ plain ¦ sends a test mail to the local Mailpit ¦ source=swaks(1); Mailpit docs
minio server ./data --console-address :9001 ¦ plain ¦ starts a local object store on a project folder ¦ source=MinIO docs, server
mc mb local/test-uploads ¦ plain ¦ creates a bucket on the local MinIO alias ¦ source=MinIO mc docs, mb
json-server db.json --port 3001 ¦ plain ¦ serves a fake REST API ¦ source=json-server README
@bucket-to-project
aws s3 sync s3://initech-dev-fixtures ./fixtures --exact-timestamps ¦ plain ¦ copies dev fixtures from a bucket into the project ¦ source=AWS CLI reference, s3 sync
gcloud storage cp gs://initech-dev-assets/logo.png assets/ ¦ plain ¦ copies a file from a bucket into the project ¦ source=gcloud reference, storage cp
gsutil -m cp -r gs://initech-dev-fixtures/images ./testdata/ ¦ plain ¦ copies fixtures from a bucket into the project ¦ source=gsutil docs, cp
az storage blob download --account-name initechdev -c fixtures -n seed.sql -f db/seed.sql ¦ plain ¦ copies a blob into the project ¦ source=Azure CLI reference, storage blob download
rclone copy dev-s3:fixtures ./fixtures ¦ plain ¦ copies from a remote into the project ¦ source=rclone docs, copy
s5cmd cp 's3://initech-dev/data/*' data/ ¦ plain ¦ copies objects into the project ¦ source=s5cmd README, cp
mc cp local/test-uploads/report.csv ./reports/ ¦ plain ¦ copies from local MinIO into the project ¦ source=MinIO mc docs, cp
oci os object get -bn dev-fixtures --name seed.sql --file db/seed.sql ¦ plain ¦ copies an object into the project ¦ source=OCI CLI reference, os object get
s3cmd get s3://initech-dev/seed.sql db/ ¦ plain ¦ copies an object into the project ¦ source=s3cmd docs, get
huggingface-cli download gpt2 --local-dir models/gpt2 ¦ plain ¦ downloads a public model into the project ¦ source=huggingface_hub CLI docs, download
git lfs pull --include='assets/*' ¦ plain ¦ fetches LFS files into the work tree ¦ source=git-lfs-pull(1)
oras pull ghcr.io/initech/fixtures:v1 -o testdata ¦ plain ¦ pulls an artifact into the project ¦ source=ORAS docs, oras pull
@dev-http
curl -s -X POST http://api:3000/graphql -H 'content-type: application/json' -d '{"query":"{ users { id } }"}' ¦ plain ¦ sends a read-only GraphQL query to a compose service ¦ source=GraphQL docs, serving over HTTP
curl -s http://host.docker.internal:9200/_cat/indices ¦ plain ¦ lists indices of the dev Elasticsearch on the host ¦ source=Elasticsearch docs, cat indices
curl -X PUT http://localhost:9200/test-index ¦ plain ¦ creates an index on a local Elasticsearch ¦ source=Elasticsearch docs, create index
http POST :8000/api/login username=dev password=dev ¦ plain ¦ posts to a local server with the localhost shorthand ¦ source=HTTPie docs, localhost shorthand
xh post localhost:3000/todos title=test ¦ plain ¦ posts to a local server ¦ source=xh README
hurl --variable host=http://localhost:8080 tests/smoke.hurl ¦ plain ¦ runs HTTP tests against a local server ¦ source=Hurl docs, --variable
evans --host localhost -p 50051 -r cli list ¦ plain ¦ lists a local server's services ¦ source=ktr0731/evans README, CLI mode
ghz --insecure --call helloworld.Greeter.SayHello -d '{"name":"x"}' -n 200 localhost:50051 ¦ plain ¦ load-tests a local gRPC server ¦ source=ghz docs, usage
bombardier -c 10 -n 1000 http://localhost:8080/ ¦ plain ¦ load-tests a local server ¦ source=codesenberg/bombardier README
siege -c 5 -r 10 http://localhost:8080/ ¦ plain ¦ load-tests a local server ¦ source=siege(1)
h2load -n 100 -c 10 http://localhost:8080/ ¦ plain ¦ load-tests a local server ¦ source=h2load(1), nghttp2
wscat -c ws://localhost:3000 ¦ plain ¦ opens a websocket to a local server ¦ source=wscat README
python3 -c "import requests; print(requests.post('http://localhost:8000/api/items', json={'name': 'x'}).status_code)" ¦ plain ¦ test script that posts to a local server ¦ source=Requests docs, quickstart
newman run tests/api.postman_collection.json --env-var baseUrl=http://localhost:3000 ¦ plain ¦ runs an API collection against a local server ¦ source=Postman docs, newman run
schemathesis run http://localhost:8000/openapi.json ¦ plain ¦ property-tests a local API ¦ source=Schemathesis docs, CLI
caddy file-server --listen :8080 --root dist ¦ plain ¦ serves a build folder locally ¦ source=Caddy docs, file-server
miniserve --port 8081 dist ¦ plain ¦ serves a build folder locally ¦ source=miniserve README
@project-files
sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=debug/' .env.development ¦ plain ¦ edits the development env file ¦ source=sed(1), -i
grep DATABASE_URL .env.test ¦ plain ¦ reads the test database URL ¦ source=grep(1)
openssl req -in certs/server.csr -noout -text ¦ plain ¦ prints a certificate request ¦ source=openssl-req(1)
openssl s_client -connect localhost:8443 -showcerts < /dev/null ¦ plain ¦ prints a local server's certificate chain ¦ source=openssl-s_client(1)
step certificate inspect certs/server.crt ¦ plain ¦ prints a public certificate ¦ source=step CLI docs, certificate inspect
keytool -list -v -keystore ~/.android/debug.keystore -alias androiddebugkey -storepass android ¦ plain ¦ prints the debug keystore's fingerprints ¦ source=Android docs, debug keystore
gpg --list-keys ¦ plain ¦ lists public keys ¦ source=GnuPG manual, --list-keys
@reversible
docker tag app:dev app:test ¦ plain ¦ adds a local image tag ¦ source=Docker CLI reference, tag
docker run --rm --device=/dev/ttyUSB0 -v "$PWD:/work" -w /work app:dev make flash ¦ plain ¦ gives a dev container a USB serial device ¦ source=Docker CLI reference, --device
podman run --rm --device nvidia.com/gpu=all ubuntu nvidia-smi -L ¦ plain ¦ lists GPUs in a container ¦ source=NVIDIA docs, CDI with Podman
find . -name '*.orig' -delete ¦ plain ¦ deletes merge leftovers in the project ¦ source=find(1), -delete
rm -rf build/ dist/ .pytest_cache ¦ plain ¦ removes rebuildable output ¦ source=rm(1)
rm -rf target/debug/incremental ¦ plain ¦ removes the incremental build cache ¦ source=rm(1); The Cargo Book, build cache
cargo clean ¦ plain ¦ removes the target folder ¦ source=The Cargo Book, cargo clean
yarn cache clean ¦ plain ¦ clears Yarn's cache ¦ source=Yarn docs, cache clean
kill $(lsof -ti tcp:3000) ¦ plain ¦ stops the dev server on port 3000 ¦ source=lsof(8), -t
fallocate -l 100M testdata/blob.bin ¦ plain ¦ creates a test file ¦ source=fallocate(1)
dd if=/dev/urandom of=testdata/random.bin bs=1M count=4 ¦ plain ¦ writes random test data into the project ¦ source=dd(1)
truncate -s 1G testdata/sparse.img ¦ plain ¦ makes a sparse file in the project ¦ source=truncate(1)
chmod -R a+rwX tmp/ ¦ plain ¦ opens a project scratch folder to everyone ¦ source=chmod(1)
@git-local
git log --oneline --graph --all -n 30 ¦ plain ¦ shows history ¦ source=git-log(1)
git blame -L 10,40 src/main.go ¦ plain ¦ shows who changed lines ¦ source=git-blame(1)
git switch -c feat/login ¦ plain ¦ creates a local branch ¦ source=git-switch(1)
git commit -am 'Fix parser edge case' ¦ plain ¦ commits to the current branch ¦ source=git-commit(1)
git worktree add ../web-review feat/search ¦ plain ¦ adds a worktree for a branch ¦ source=git-worktree(1)
git log -p -S parseConfig -- src/ ¦ plain ¦ finds commits that changed a symbol ¦ source=git-log(1), -S
git rebase origin/main ¦ plain ¦ rebases the local feature branch ¦ source=git-rebase(1)
git tag -a v0.4.0-rc1 -m 'local candidate' ¦ plain ¦ makes a local tag ¦ source=git-tag(1)
git notes add -m 'reviewed' HEAD ¦ plain ¦ adds a local note ¦ source=git-notes(1)
git cherry -v origin/main ¦ plain ¦ lists commits not yet upstream ¦ source=git-cherry(1)
@local-db
sqlite3 db/dev.sqlite3 '.tables' ¦ plain ¦ lists tables of the dev database ¦ source=SQLite docs, CLI
sqlite3 :memory: 'select 1 + 1' ¦ plain ¦ runs SQL in memory ¦ source=SQLite docs, in-memory databases
sqlite3 -csv -header db/dev.sqlite3 'select * from users' > exports/users.csv ¦ plain ¦ exports a dev table into the project ¦ source=SQLite docs, CSV export
sqlite3 db/dev.sqlite3 '.import --csv data/users.csv users' ¦ plain ¦ imports a project CSV into the dev database ¦ source=SQLite docs, CSV import
psql -h localhost -U postgres app_dev -c "\copy users TO 'exports/users.csv' CSV HEADER" ¦ plain ¦ exports a dev table into the project ¦ source=PostgreSQL docs, psql \copy
psql -h localhost app_dev -c 'CREATE TEMP TABLE t AS SELECT 1 AS x; SELECT * FROM t' ¦ plain ¦ uses a temporary table ¦ source=PostgreSQL docs, CREATE TEMPORARY TABLE
pg_dump -h localhost app_dev > db/dev.sql ¦ plain ¦ dumps the dev database into the project ¦ source=PostgreSQL docs, pg_dump
createdb -h localhost app_test ¦ plain ¦ creates a test database ¦ source=PostgreSQL docs, createdb
mysql -h 127.0.0.1 -u root app_dev < db/schema.sql ¦ plain ¦ loads the schema into the dev database ¦ source=MySQL docs, batch mode
clickhouse local -q 'SELECT 1' ¦ plain ¦ runs a query locally ¦ source=ClickHouse docs, clickhouse-local
litecli db/dev.sqlite3 -e 'select count(*) from users' ¦ plain ¦ counts rows of the dev database ¦ source=litecli docs
@inline-code
python3 -c 'import sqlite3; print(sqlite3.connect("db/dev.sqlite3").execute("select count(*) from users").fetchone())' ¦ plain ¦ reads a count from the dev database ¦ source=Python docs, sqlite3
python3 -c 'import getpass; print(getpass.getuser())' ¦ plain ¦ asks who the caller is ¦ source=Python docs, getpass
python3 -c 'import base64, sys; print(base64.b64decode(sys.argv[1]).decode())' aGVsbG8= ¦ plain ¦ decodes base64 ¦ source=Python docs, base64
node -e 'console.log(require("os").userInfo().username)' ¦ plain ¦ asks who the caller is ¦ source=Node.js docs, os.userInfo
node -e 'console.log(Buffer.from("aGVsbG8=", "base64").toString())' ¦ plain ¦ decodes base64 ¦ source=Node.js docs, Buffer
bun -e 'console.log(Bun.version)' ¦ plain ¦ prints Bun's version ¦ source=Bun docs, bun -e
python3 -c 'import os; print(os.getuid(), os.getcwd())' ¦ plain ¦ asks who and where the caller is ¦ source=Python docs, os
elixir -e 'IO.puts System.version()' ¦ plain ¦ prints Elixir's version ¦ source=Elixir docs, elixir -e
python3 -c "import json; print(json.load(open('package.json'))['name'])" ¦ plain ¦ reads the package name ¦ source=Python docs, json
bin/rails runner -e development 'p User.where(admin: true).count' ¦ plain ¦ counts rows of the dev database ¦ source=Rails guides, bin/rails runner
python manage.py shell -c 'from django.contrib.auth.models import User; print(User.objects.count())' ¦ plain ¦ counts rows of the dev database ¦ source=Django docs, shell -c
php artisan tinker --execute='echo App\Models\User::count();' ¦ plain ¦ counts rows of the dev database ¦ source=Laravel docs, tinker
printf %s aGVsbG8= | base64 -d ¦ plain ¦ decodes base64 ¦ source=base64(1)
id -un ¦ plain ¦ asks who the caller is ¦ source=id(1)
@heredoc-write
cat > src/hello.py <<'EOF'⏎print("hello")⏎EOF ¦ plain ¦ writes a project file from a heredoc ¦ source=bash(1), here documents
tee README.md > /dev/null <<'EOF'⏎# Initech web⏎⏎Run make dev.⏎EOF ¦ plain ¦ writes the README from a heredoc ¦ source=tee(1), bash(1) here documents
cat >> .gitignore <<'EOF'⏎node_modules/⏎dist/⏎EOF ¦ plain ¦ appends to .gitignore ¦ source=bash(1), here documents
cat > compose.override.yaml <<EOF⏎services:⏎  web:⏎    ports:⏎      - "8080:8080"⏎EOF ¦ plain ¦ writes a compose override ¦ source=Docker docs, compose override
python3 - <<'EOF'⏎import json⏎print(json.load(open("package.json"))["version"])⏎EOF ¦ plain ¦ runs a short script from a heredoc that reads a project file ¦ source=Python docs, command line
psql -h localhost app_dev <<'SQL'⏎SELECT count(*) FROM users;⏎SQL ¦ plain ¦ queries the dev database from a heredoc ¦ source=PostgreSQL docs, psql
cat > internal/version/version.go <<'EOF'⏎package version⏎⏎const Version = "0.4.0"⏎EOF ¦ plain ¦ writes a Go file from a heredoc ¦ source=bash(1), here documents
@go
go test -race -count=1 ./... ¦ plain ¦ runs the tests with the race detector ¦ source=Go docs, testing flags
go test -run TestParse -v ./parser ¦ plain ¦ runs one test ¦ source=Go docs, go test
go build -trimpath -ldflags='-s -w' -o bin/app ./cmd/app ¦ plain ¦ builds into the project ¦ source=Go docs, go build
gofumpt -l -w . ¦ plain ¦ formats the code ¦ source=gofumpt README
go test -bench=. -benchmem ./... ¦ plain ¦ runs benchmarks ¦ source=Go docs, testing flags
buf generate ¦ plain ¦ generates code from protobuf files ¦ source=Buf docs, generate
templ fmt . ¦ plain ¦ formats templ files ¦ source=templ docs, fmt
@rust
cargo run --example demo ¦ plain ¦ runs an example ¦ source=The Cargo Book, cargo run
cargo audit ¦ plain ¦ checks for vulnerable dependencies ¦ source=cargo-audit README
wasm-pack build --target web ¦ plain ¦ builds a WebAssembly package into pkg/ ¦ source=wasm-pack docs, build
trunk serve --port 8082 ¦ plain ¦ serves a Rust web app locally ¦ source=Trunk docs
@python
pytest --cov=src --cov-report=term-missing ¦ plain ¦ runs tests with coverage ¦ source=pytest-cov docs
python -m unittest discover -s tests ¦ plain ¦ runs unittest tests ¦ source=Python docs, unittest
pyright src ¦ plain ¦ type-checks ¦ source=Pyright docs
black --check . ¦ plain ¦ checks formatting ¦ source=Black docs
flake8 src ¦ plain ¦ lints ¦ source=flake8 docs
bandit -r src ¦ plain ¦ scans for security issues ¦ source=Bandit docs
hatch run test ¦ plain ¦ runs the test script ¦ source=Hatch docs, run
pdm run pytest ¦ plain ¦ runs tests in the project's environment ¦ source=PDM docs, run
poetry run pytest ¦ plain ¦ runs tests in the project's environment ¦ source=Poetry docs, run
coverage html ¦ plain ¦ writes the HTML report ¦ source=Coverage.py docs
jupyter nbconvert --to html notebooks/analysis.ipynb ¦ plain ¦ converts a notebook ¦ source=nbconvert docs
python manage.py runserver 127.0.0.1:8000 ¦ plain ¦ starts the dev server ¦ source=Django docs, runserver
alembic revision --autogenerate -m 'add orders' ¦ plain ¦ writes a migration file ¦ source=Alembic docs, autogenerate
streamlit run app.py ¦ plain ¦ runs the app locally ¦ source=Streamlit docs, run
scalene --cli app.py ¦ plain ¦ profiles a script ¦ source=Scalene README
vulture src ¦ plain ¦ finds dead code ¦ source=Vulture README
interrogate -v src ¦ plain ¦ measures docstring coverage ¦ source=interrogate docs
pyupgrade --py311-plus src/app.py ¦ plain ¦ rewrites a project file to newer syntax ¦ source=pyupgrade README
deptry . ¦ plain ¦ checks dependency declarations ¦ source=deptry docs
pip-compile requirements.in ¦ plain ¦ writes a lock file ¦ source=pip-tools docs
@js
npx biome check --write . ¦ plain ¦ lints and formats ¦ source=Biome docs, check
yarn workspace web test ¦ plain ¦ runs one workspace's tests ¦ source=Yarn docs, workspace
node --test ¦ plain ¦ runs the built-in test runner ¦ source=Node.js docs, test runner
vite preview --port 4173 ¦ plain ¦ serves the build locally ¦ source=Vite docs, preview
next build ¦ plain ¦ builds the app ¦ source=Next.js docs, next build
astro build ¦ plain ¦ builds the site ¦ source=Astro docs, CLI
ng test --watch=false ¦ plain ¦ runs the tests once ¦ source=Angular CLI docs, ng test
ng generate component header ¦ plain ¦ scaffolds a component ¦ source=Angular CLI docs, ng generate
nx affected -t test ¦ plain ¦ tests affected projects ¦ source=Nx docs, affected
npx depcheck ¦ plain ¦ finds unused dependencies ¦ source=depcheck README
rollup -c ¦ plain ¦ bundles with the project's config ¦ source=rollup.js docs, CLI
swc src -d dist ¦ plain ¦ compiles into the project ¦ source=SWC docs, CLI
@jvm
./gradlew test --tests '*UserServiceTest' ¦ plain ¦ runs some tests ¦ source=Gradle docs, test filtering
./gradlew build -x test ¦ plain ¦ builds without tests ¦ source=Gradle docs, excluding tasks
./mvnw -q verify ¦ plain ¦ builds and verifies ¦ source=Maven Wrapper docs
mvn -pl core -am test ¦ plain ¦ tests one module and its dependencies ¦ source=Maven docs, reactor options
sbt test ¦ plain ¦ runs the tests ¦ source=sbt docs
lein test ¦ plain ¦ runs the tests ¦ source=Leiningen docs, test
java -jar build/libs/app.jar --spring.profiles.active=dev ¦ plain ¦ runs the app with the dev profile ¦ source=Spring Boot docs, running
ktlint -F 'src/**/*.kt' ¦ plain ¦ formats Kotlin files ¦ source=ktlint docs
detekt --input src/main/kotlin ¦ plain ¦ analyses Kotlin code ¦ source=detekt docs, CLI
bazel test //... ¦ plain ¦ runs every test target ¦ source=Bazel docs, test
@ruby
bin/rails test test/models ¦ plain ¦ runs model tests ¦ source=Rails guides, testing
bundle exec rubocop -a ¦ plain ¦ lints and fixes ¦ source=RuboCop docs, autocorrect
bin/rails routes -g user ¦ plain ¦ lists routes ¦ source=Rails guides, routing
bin/dev ¦ plain ¦ starts the dev processes ¦ source=Rails guides, bin/dev
bundle exec brakeman -q ¦ plain ¦ scans for security issues ¦ source=Brakeman docs
@php
composer test ¦ plain ¦ runs the test script ¦ source=Composer docs, scripts
php artisan make:model Post -m ¦ plain ¦ scaffolds a model and migration file ¦ source=Laravel docs, Eloquent
vendor/bin/php-cs-fixer fix --dry-run --diff ¦ plain ¦ shows formatting fixes ¦ source=PHP CS Fixer docs
vendor/bin/pest --coverage ¦ plain ¦ runs tests with coverage ¦ source=Pest docs
@dotnet
dotnet run --project src/Api ¦ plain ¦ runs the API locally ¦ source=.NET CLI docs, dotnet run
dotnet new xunit -o tests/Api.Tests ¦ plain ¦ scaffolds a test project ¦ source=.NET CLI docs, dotnet new
dotnet ef migrations add AddOrders ¦ plain ¦ writes a migration file ¦ source=EF Core tools docs, migrations add
dotnet pack -c Release -o nupkgs ¦ plain ¦ packs into the project ¦ source=.NET CLI docs, dotnet pack
@c-cpp
cmake -S . -B build -G Ninja ¦ plain ¦ configures a build folder ¦ source=CMake docs
./configure --prefix="$PWD/install" ¦ plain ¦ configures with an install prefix inside the project ¦ source=GNU coding standards, configure
meson test -C build ¦ plain ¦ runs the tests ¦ source=Meson docs, unit tests
clang-format -i src/*.cpp ¦ plain ¦ formats project files ¦ source=ClangFormat docs
clang-tidy src/main.cpp -- -Iinclude ¦ plain ¦ analyses a file ¦ source=clang-tidy docs
valgrind --leak-check=full ./build/app ¦ plain ¦ checks for leaks ¦ source=Valgrind manual
perf record -g ./build/app ¦ plain ¦ profiles the app ¦ source=perf-record(1)
bear -- make ¦ plain ¦ writes compile_commands.json ¦ source=Bear README
gcovr -r . --html-details -o coverage.html ¦ plain ¦ writes a coverage report ¦ source=gcovr docs
@mobile-and-more
mix format ¦ plain ¦ formats ¦ source=Elixir docs, mix format
cabal test ¦ plain ¦ runs the tests ¦ source=Cabal docs
stack test ¦ plain ¦ runs the tests ¦ source=Stack docs
elm make src/Main.elm --output=main.js ¦ plain ¦ compiles into the project ¦ source=Elm guide
dart test ¦ plain ¦ runs the tests ¦ source=Dart docs, dart test
swiftlint --fix ¦ plain ¦ lints and fixes ¦ source=SwiftLint README
adb logcat -d ¦ plain ¦ prints the device log ¦ source=Android docs, logcat
@lint-and-tools
codespell src ¦ plain ¦ checks spelling ¦ source=codespell README
typos --write-changes ¦ plain ¦ fixes typos in project files ¦ source=typos README
lychee --offline docs/ ¦ plain ¦ checks local links ¦ source=lychee README
taplo fmt ¦ plain ¦ formats TOML ¦ source=Taplo docs
protolint lint proto/ ¦ plain ¦ lints protobuf files ¦ source=protolint README
sqlfluff lint db/ ¦ plain ¦ lints SQL ¦ source=SQLFluff docs
squawk migrations/*.sql ¦ plain ¦ lints migrations ¦ source=Squawk docs
@yellow
pnpm add -D @types/node ¦ plain ¦ installs a dev dependency ¦ yellow ¦ source=pnpm docs, add
yarn add zod ¦ plain ¦ installs a dependency ¦ yellow ¦ source=Yarn docs, add
pdm add rich ¦ plain ¦ installs a dependency ¦ yellow ¦ source=PDM docs, add
goose -dir db/migrations postgres 'postgres://localhost/app_dev?sslmode=disable' up ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=goose README
git push -u origin feat/search ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1), -u
git push origin fix/login-redirect ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
gh pr create --base main --head feat/search --title 'Add search' --body 'Adds search to the list page' ¦ plain ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, gh pr create
tea pulls create --base main --head feat/search --title 'Add search' ¦ plain ¦ opens a Gitea pull request ¦ yellow ¦ source=Gitea tea CLI docs, pulls create
az repos pr create --source-branch feat/search --target-branch main --title 'Add search' ¦ plain ¦ opens an Azure DevOps pull request ¦ yellow ¦ source=Azure DevOps CLI reference, repos pr create
npm install --save-exact --save-dev @playwright/test@1.48.2 ¦ plain ¦ installs a pinned dev dependency ¦ yellow ¦ source=npm docs, install --save-exact
npm i -D eslint-plugin-unicorn ¦ plain ¦ installs a dev dependency ¦ yellow ¦ source=npm docs, install
pnpm add --save-dev --save-exact typescript@5.6.3 ¦ plain ¦ installs a pinned dev dependency ¦ yellow ¦ source=pnpm docs, add
yarn add -D @testing-library/react ¦ plain ¦ installs a dev dependency ¦ yellow ¦ source=Yarn docs, add
poetry install --with dev --sync ¦ plain ¦ installs the project's dependencies ¦ yellow ¦ source=Poetry docs, install
pdm install -G test ¦ plain ¦ installs a dependency group ¦ yellow ¦ source=PDM docs, install
pipenv install --dev pytest ¦ plain ¦ installs a dev dependency ¦ yellow ¦ source=Pipenv docs, install
cargo add --dev proptest ¦ plain ¦ adds a dev dependency ¦ yellow ¦ source=The Cargo Book, cargo add
dotnet add package Microsoft.EntityFrameworkCore.Sqlite --version 8.0.10 ¦ plain ¦ adds a package ¦ yellow ¦ source=.NET CLI docs, dotnet add package
dotnet restore ¦ plain ¦ restores the packages ¦ yellow ¦ source=.NET CLI docs, dotnet restore
dart pub add dev:lints ¦ plain ¦ adds a dev dependency ¦ yellow ¦ source=Dart docs, dart pub add
pod install --repo-update ¦ plain ¦ installs the pods ¦ yellow ¦ source=CocoaPods guides, pod install
conan install . --output-folder=build --build=missing ¦ plain ¦ installs C++ dependencies ¦ yellow ¦ source=Conan docs, conan install
bin/rails db:rollback STEP=1 ¦ plain ¦ rolls back one dev migration ¦ yellow ¦ source=Rails guides, rolling back
python manage.py migrate orders 0004 ¦ plain ¦ migrates the dev database to a named step ¦ yellow ¦ source=Django docs, migrate
flyway -url=jdbc:postgresql://localhost:5432/app_dev -user=dev migrate ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Flyway docs, migrate
liquibase update --url=jdbc:postgresql://localhost:5432/app_dev ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Liquibase docs, update
dbmate --url 'postgres://localhost/app_dev?sslmode=disable' up ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=dbmate README
migrate -path db/migrations -database 'postgres://localhost:5432/app_dev?sslmode=disable' up 1 ¦ plain ¦ applies one migration to the dev database ¦ yellow ¦ source=golang-migrate CLI README
atlas migrate apply --url 'postgres://localhost:5432/app_dev?sslmode=disable' --dir file://migrations ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Atlas docs, migrate apply
dotnet ef database update --connection 'Host=localhost;Database=app_dev' ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=EF Core tools docs, database update
php artisan migrate --step ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Laravel docs, migrations
php bin/console doctrine:migrations:migrate --no-interaction ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Symfony docs, DoctrineMigrationsBundle
git push --set-upstream origin feat/billing-export ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1), --set-upstream
git push -u fork fix/typo-readme ¦ plain ¦ pushes a branch to the developer's fork ¦ yellow ¦ source=git-push(1), -u
gh pr create --title 'Fix login redirect' --body-file .github/pr-body.md --label bug ¦ plain ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, gh pr create
glab mr create --draft --title 'Billing export' --source-branch feat/billing-export --target-branch main ¦ plain ¦ opens a draft merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
@deploy-local
cdk diff --profile dev ApiStack ¦ plain ¦ compares a stack with the dev account ¦ source=AWS CDK docs, cdk diff
skaffold render --output render.yaml ¦ plain ¦ renders manifests into the project ¦ source=Skaffold docs, render
tilt ci ¦ plain ¦ runs the project's resources on the local cluster once ¦ source=Tilt docs, tilt ci
nixpacks build . --name app-dev ¦ plain ¦ builds a local image ¦ source=Nixpacks docs, build
@git-local
git shortlog -sn --no-merges v1.0.0..HEAD ¦ plain ¦ counts commits per author ¦ source=git-shortlog(1)
git rev-parse --abbrev-ref HEAD ¦ plain ¦ prints the current branch ¦ source=git-rev-parse(1)
git diff --cached --name-only ¦ plain ¦ lists staged files ¦ source=git-diff(1)
@rust
cargo test --workspace --all-features ¦ plain ¦ runs every crate's tests ¦ source=The Cargo Book, cargo test
cargo check --all-targets ¦ plain ¦ checks the crate ¦ source=The Cargo Book, cargo check
rustfmt --edition 2021 src/lib.rs ¦ plain ¦ formats a file ¦ source=rustfmt README
@php
vendor/bin/psalm --no-cache ¦ plain ¦ analyses the code ¦ source=Psalm docs
vendor/bin/rector process src --dry-run ¦ plain ¦ shows refactorings ¦ source=Rector README
@dotnet
dotnet watch run --project src/Web ¦ plain ¦ runs the web app with reload ¦ source=.NET docs, dotnet watch
@ruby
bundle exec standardrb --fix ¦ plain ¦ lints and fixes ¦ source=Standard Ruby README
ruby -c app/models/user.rb ¦ plain ¦ checks a file's syntax ¦ source=ruby(1), -c
bundle exec yard doc ¦ plain ¦ builds the API docs ¦ source=YARD docs
"""
