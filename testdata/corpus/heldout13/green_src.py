# Everyday commands of heldout13 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
@local-target
aws configure set region eu-west-1 --profile sandbox ¦ plain ¦ sets a sandbox profile's region ¦ source=AWS CLI reference, configure set
az account set --subscription dev-sandbox ¦ plain ¦ chooses the CLI's default subscription ¦ source=Azure CLI reference, account set
heroku git:remote -a globex-staging ¦ plain ¦ adds a git remote for a staging app ¦ source=Heroku CLI commands, git:remote
fly orgs list ¦ plain ¦ lists the account's organisations ¦ source=Fly.io docs, fly orgs list
aws sts get-caller-identity --profile sandbox ¦ plain ¦ asks who the caller is ¦ source=AWS CLI reference, sts get-caller-identity

@deploy-local
terraform plan -var-file=dev.tfvars -out=dev.plan ¦ plain ¦ plans changes without applying them ¦ source=Terraform docs, plan
npx cdk synth --profile sandbox ¦ plain ¦ renders CloudFormation templates locally ¦ source=AWS CDK docs, cdk synth
npx serverless package --stage dev ¦ plain ¦ packages the service without deploying ¦ source=Serverless Framework docs, package
npx serverless invoke local --function hello ¦ plain ¦ runs a function locally ¦ source=Serverless Framework docs, invoke local
helm lint ./charts/api ¦ plain ¦ checks a chart ¦ source=Helm docs, lint
npx wrangler dev ¦ plain ¦ runs a Worker locally ¦ source=Cloudflare Wrangler docs, dev
pulumi preview --stack dev ¦ plain ¦ previews changes without applying them ¦ source=Pulumi docs, preview
sst dev ¦ plain ¦ starts the local dev mode ¦ source=SST docs, CLI dev

@emulator
aws --endpoint-url=http://localhost:4566 s3 mb s3://dev-bucket ¦ plain ¦ creates a bucket in LocalStack ¦ source=LocalStack docs, AWS CLI
gcloud beta emulators pubsub start --project=dev-local ¦ plain ¦ starts the Pub/Sub emulator ¦ source=gcloud docs, Pub/Sub emulator
az storage container create -n dev --connection-string "UseDevelopmentStorage=true" ¦ plain ¦ creates a container in Azurite ¦ source=Azurite README, connection strings
awslocal sqs create-queue --queue-name dev-jobs ¦ plain ¦ creates a queue in LocalStack ¦ source=LocalStack docs, awslocal
STRIPE_API_BASE=http://localhost:12111 npm test ¦ plain ¦ runs tests against stripe-mock ¦ source=stripe-mock README
kafka-console-producer.sh --bootstrap-server localhost:9092 --topic test < fixtures/events.jsonl ¦ plain ¦ sends test events to a local broker ¦ source=Apache Kafka docs, quickstart
nats --server nats://127.0.0.1:4222 pub dev.orders '{"id":1}' ¦ plain ¦ publishes to a local NATS ¦ source=NATS CLI docs, nats pub
redis-cli -h 127.0.0.1 FLUSHDB ¦ plain ¦ empties the local dev cache ¦ source=Redis docs, FLUSHDB

@bucket-to-project
aws s3 cp s3://globex-public-datasets/sample.csv ./data/sample.csv ¦ plain ¦ downloads a file into the project ¦ source=AWS CLI reference, s3 cp
gcloud storage cp gs://globex-fixtures/images/*.png ./testdata/images/ ¦ plain ¦ copies fixtures into the project ¦ source=gcloud reference, storage cp
azcopy copy "https://globexdev.blob.core.windows.net/fixtures/seed.json" ./seed.json ¦ plain ¦ downloads a fixture ¦ source=AzCopy docs, copy
rclone copy dev-s3:globex-fixtures/models ./models ¦ plain ¦ copies models into the project ¦ source=rclone docs, copy
aws s3 ls s3://globex-public-datasets/ ¦ plain ¦ lists a bucket ¦ source=AWS CLI reference, s3 ls
b2 file download b2://globex-fixtures/sample.parquet ./data/sample.parquet ¦ plain ¦ downloads a fixture ¦ source=Backblaze B2 CLI docs, file download
mc cp local/fixtures/seed.sql ./db/seed.sql ¦ plain ¦ copies from a local MinIO into the project ¦ source=MinIO mc docs, cp

@dev-http
curl -X POST http://0.0.0.0:8000/api/login -H 'Content-Type: application/json' -d '{"user":"test","password":"test"}' ¦ plain ¦ posts to the dev server ¦ source=curl(1)
curl -X PUT http://host.docker.internal:9200/dev-index ¦ plain ¦ creates an index on a local search engine ¦ source=Elasticsearch docs, create index
http POST :8000/api/items name=widget ¦ plain ¦ posts to localhost with HTTPie ¦ source=HTTPie docs, localhost shorthand
hey -n 200 -c 10 http://localhost:8080/health ¦ plain ¦ load-tests the local server ¦ source=hey README
k6 run --vus 5 --duration 10s scripts/local-smoke.js ¦ plain ¦ runs a smoke test against the local server ¦ source=k6 docs, running
curl -s http://localhost:9090/api/v1/query --data-urlencode 'query=up' ¦ plain ¦ queries a local Prometheus ¦ source=Prometheus docs, HTTP API
curl -X DELETE http://localhost:3000/api/test-fixtures ¦ plain ¦ clears fixtures on the dev server ¦ source=curl(1)

@project-files
openssl x509 -in certs/ca.crt -noout -subject -dates ¦ plain ¦ reads a public certificate ¦ source=openssl-x509(1)

@reversible
docker tag api:latest api:dev-test ¦ plain ¦ tags a local image ¦ source=Docker CLI reference, tag
docker run --rm --device /dev/ttyUSB0 -v "$PWD":/work firmware-tools make flash-sim ¦ plain ¦ passes a USB device to a container ¦ source=Docker docs, --device
rm -rf build/ dist/ *.egg-info ¦ plain ¦ removes build output ¦ source=Python packaging guide
rm -rf results/ .pytest_cache ¦ plain ¦ removes test results ¦ source=pytest docs, cache
qemu-img create -f qcow2 vm/dev.qcow2 10G ¦ plain ¦ creates a disk image in the project ¦ source=qemu-img(1)
rsync -a --delete public/ build/public/ ¦ plain ¦ mirrors between two project folders ¦ source=rsync(1), --delete
python3 -m http.server 8000 ¦ plain ¦ serves the project folder locally ¦ source=Python docs, http.server
docker compose up -d db ¦ plain ¦ starts the local database ¦ source=Docker Compose docs, up

@git-local
git log --oneline --graph --all -20 ¦ plain ¦ shows history ¦ source=git-log(1)
git blame -L 10,40 src/app.py ¦ plain ¦ shows who changed lines ¦ source=git-blame(1)
git switch -c fix/cache-ttl ¦ plain ¦ creates a branch ¦ source=git-switch(1)
git commit -am 'Fix cache TTL' ¦ plain ¦ commits ¦ source=git-commit(1)
git rebase -i HEAD~3 ¦ plain ¦ rewrites local commits ¦ source=git-rebase(1)
git worktree add ../app-hotfix hotfix ¦ plain ¦ adds a worktree ¦ source=git-worktree(1)
git tag -a v1.3.0-rc1 -m 'rc1' ¦ plain ¦ tags locally ¦ source=git-tag(1)

@local-db
sqlite3 -header -csv dev.db 'SELECT * FROM orders' > exports/orders.csv ¦ plain ¦ exports a table into the project ¦ source=SQLite docs, CSV export
psql -h localhost -d app_dev -c 'CREATE TEMP TABLE scratch AS SELECT * FROM orders LIMIT 10; SELECT count(*) FROM scratch' ¦ plain ¦ SQL on a temporary table ¦ source=PostgreSQL docs, CREATE TEMPORARY TABLE
psql postgres://postgres:postgres@localhost:5432/app_test -c 'TRUNCATE users CASCADE' ¦ plain ¦ empties a local test table ¦ source=PostgreSQL docs, TRUNCATE
mysql -h 127.0.0.1 -u root app_dev -e 'SELECT COUNT(*) FROM orders' ¦ plain ¦ counts dev rows ¦ source=MySQL docs, batch mode
duckdb -c "SELECT * FROM read_csv('data/sample.csv') LIMIT 5" ¦ plain ¦ queries a project file ¦ source=DuckDB docs, CSV import
pg_dump -h localhost app_dev > db/dev-snapshot.sql ¦ plain ¦ dumps the dev database into the project ¦ source=PostgreSQL docs, pg_dump

@inline-code
ruby -e 'require "json"; puts JSON.parse(File.read("package.json"))["name"]' ¦ plain ¦ reads a project file ¦ source=Ruby docs, JSON

@heredoc-write
cat > main.go <<'EOF'⏎package main⏎⏎import "fmt"⏎⏎func main() { fmt.Println("hello") }⏎EOF ¦ heredoc ¦ writes a Go file ¦ source=bash(1), here documents
cat > tests/test_app.py <<'EOF'⏎def test_ok():⏎    assert 1 + 1 == 2⏎EOF ¦ heredoc ¦ writes a test ¦ source=bash(1), here documents
tee docker-compose.override.yml > /dev/null <<'EOF'⏎services:⏎  api:⏎    ports:⏎      - "8081:8080"⏎EOF ¦ heredoc ¦ writes a compose override ¦ source=tee(1), bash(1) here documents
cat >> .gitignore <<'EOF'⏎.venv/⏎*.log⏎EOF ¦ heredoc ¦ appends to .gitignore ¦ source=bash(1), here documents
cat > Makefile <<'EOF'⏎test:⏎	go test ./...⏎EOF ¦ heredoc ¦ writes a Makefile ¦ source=GNU make manual

@go
go build -o bin/api ./cmd/api ¦ plain ¦ builds into the project ¦ source=Go docs, go build

@rust
cargo bench --bench parser ¦ plain ¦ runs a benchmark ¦ source=The Cargo Book, cargo bench

@python
mypy src/ ¦ plain ¦ type-checks ¦ source=mypy docs
uv run pytest ¦ plain ¦ runs tests ¦ source=uv docs, run
black --check src tests ¦ plain ¦ checks formatting ¦ source=Black docs
coverage run -m pytest && coverage html ¦ plain ¦ measures coverage ¦ source=Coverage.py docs
python manage.py test shop ¦ plain ¦ runs tests ¦ source=Django docs, testing
jupyter nbconvert --to html notebooks/report.ipynb ¦ plain ¦ renders a notebook ¦ source=nbconvert docs
python manage.py makemigrations shop ¦ plain ¦ writes a migration file ¦ source=Django docs, makemigrations

@js
npm run dev -- --port 5173 ¦ plain ¦ runs the dev server ¦ source=Vite docs
npx jest --watch=false --coverage ¦ plain ¦ runs tests with coverage ¦ source=Jest docs, CLI

@jvm
./mvnw verify ¦ plain ¦ builds and verifies ¦ source=Maven Wrapper docs
./gradlew bootRun ¦ plain ¦ runs the app locally ¦ source=Spring Boot Gradle plugin docs
./gradlew publishToMavenLocal ¦ plain ¦ publishes into the local Maven cache only ¦ source=Gradle docs, maven-publish
mvn dependency:tree ¦ plain ¦ shows dependencies ¦ source=Maven dependency plugin docs
gradle spotlessApply ¦ plain ¦ formats ¦ source=Spotless README

@ruby
bin/rails test ¦ plain ¦ runs tests ¦ source=Rails guides, testing
bin/rails generate model Post title:string ¦ plain ¦ generates a model ¦ source=Rails guides, generators
bin/rails server -b 0.0.0.0 ¦ plain ¦ runs the dev server ¦ source=Rails guides, server
gem build globex-client.gemspec ¦ plain ¦ builds a gem locally ¦ source=RubyGems guides, gem build

@php
composer dump-autoload ¦ plain ¦ regenerates the autoloader ¦ source=Composer docs
vendor/bin/phpunit --testsuite unit ¦ plain ¦ runs tests ¦ source=PHPUnit docs
vendor/bin/phpstan analyse src ¦ plain ¦ analyses ¦ source=PHPStan docs
php artisan serve ¦ plain ¦ runs the dev server ¦ source=Laravel docs
php artisan make:controller PostController ¦ plain ¦ generates a controller ¦ source=Laravel docs

@dotnet
dotnet format ¦ plain ¦ formats ¦ source=.NET CLI docs, format
dotnet pack -c Release -o artifacts ¦ plain ¦ packs locally ¦ source=.NET CLI docs, pack

@c-cpp
cmake --build build -j2 ¦ plain ¦ builds ¦ source=CMake docs
make -j2 ¦ plain ¦ builds ¦ source=GNU make manual
meson setup build && meson test -C build ¦ plain ¦ configures and tests ¦ source=Meson docs

@mobile-and-more
flutter test ¦ plain ¦ runs tests ¦ source=Flutter docs

@lint-and-tools
markdownlint '**/*.md' ¦ plain ¦ lints Markdown ¦ source=markdownlint-cli README
jq '.dependencies' package.json ¦ plain ¦ reads a project file ¦ source=jq manual
rg -n 'TODO|FIXME' src ¦ plain ¦ searches the project ¦ source=ripgrep guide

@yellow
yarn add -D @playwright/test ¦ plain ¦ installs a dev dependency ¦ yellow ¦ source=Yarn docs, add
npx prisma migrate dev --name add-posts ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Prisma docs, migrate dev
git push -u origin fix/cache-ttl ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1), -u
git push origin feature/search ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
npm install --save-dev @testing-library/react@16 ¦ plain ¦ installs a dev dependency ¦ yellow ¦ source=npm docs, install --save-dev
pnpm install --frozen-lockfile --filter ./packages/ledger-ui ¦ plain ¦ installs one workspace's dependencies ¦ yellow ¦ source=pnpm docs, install, --filter
yarn workspace @globex/ledger-api add fastify@4 ¦ plain ¦ adds a dependency to one workspace ¦ yellow ¦ source=Yarn docs, workspace
pip install -e '.[dev,docs]' ¦ plain ¦ installs the project with its extras ¦ yellow ¦ source=pip docs, editable installs
uv sync --all-extras --dev ¦ plain ¦ syncs the project environment ¦ yellow ¦ source=uv docs, sync
poetry install --with docs --no-root ¦ plain ¦ installs dependency groups ¦ yellow ¦ source=Poetry docs, install
pdm add -dG lint ruff==0.6.9 ¦ plain ¦ adds a dev dependency to a group ¦ yellow ¦ source=PDM docs, add
cargo add tokio@1 --features rt-multi-thread,macros ¦ plain ¦ adds a crate ¦ yellow ¦ source=The Cargo Book, cargo add
bundle add factory_bot_rails --group "development, test" ¦ plain ¦ adds a gem ¦ yellow ¦ source=Bundler docs, bundle add
dotnet add src/Ledger.Api package Polly --version 8.4.2 ¦ plain ¦ adds a package to a project ¦ yellow ¦ source=.NET CLI docs, add package
dart pub add freezed_annotation ¦ plain ¦ adds a package ¦ yellow ¦ source=Dart docs, pub add
bin/rails db:migrate:redo STEP=1 ¦ plain ¦ redoes the last dev migration ¦ yellow ¦ source=Rails guides, migrations
python manage.py migrate ledger 0007 ¦ plain ¦ migrates one dev app to a migration ¦ yellow ¦ source=Django docs, migrate
alembic downgrade -1 ¦ plain ¦ rolls back one dev migration ¦ yellow ¦ source=Alembic docs, downgrade
dbmate --url postgres://postgres:postgres@localhost:5432/ledger_dev?sslmode=disable up ¦ plain ¦ migrates the local database ¦ yellow ¦ source=dbmate README
goose -dir db/migrations sqlite3 ./ledger_dev.db up ¦ plain ¦ migrates a local SQLite database ¦ yellow ¦ source=goose README
dotnet ef database update --project src/Ledger.Data ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=EF Core tools docs, database update
git push --set-upstream origin feat/ledger-export ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1), --set-upstream
gh pr create --base main --head feat/ledger-export --title 'Ledger CSV export' --body 'Adds the export endpoint.' ¦ plain ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, gh pr create
glab mr create --source-branch feat/ledger-export --target-branch main --title 'Ledger export' --draft ¦ plain ¦ opens a draft merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
tea pulls create --base main --head feat/ledger-export --title 'Ledger export' ¦ plain ¦ opens a pull request on Gitea ¦ yellow ¦ source=Gitea tea CLI docs, pulls create

@local-target
gcloud config set project ledger-dev-4821 ¦ plain ¦ sets the CLI's own project to a dev project ¦ source=gcloud reference, config set
aws configure set output json --profile ledger-sandbox ¦ plain ¦ sets a profile's output format ¦ source=AWS CLI reference, configure set
aws configure list --profile ledger-sandbox ¦ plain ¦ shows which settings a profile uses, keys masked ¦ source=AWS CLI reference, configure list
az configure --defaults location=westeurope group=ledger-dev-rg ¦ plain ¦ sets the CLI's defaults ¦ source=Azure CLI reference, configure
az account show --output table ¦ plain ¦ shows the current account ¦ source=Azure CLI reference, account show
kubectl config use-context docker-desktop ¦ plain ¦ switches to the local Docker Desktop cluster ¦ source=kubectl reference, config use-context
kubectx k3d-ledger ¦ plain ¦ switches to a local k3d cluster ¦ source=kubectx README
docker context use colima ¦ plain ¦ switches to the local Colima engine ¦ source=Docker CLI reference, context use
oc project ledger-dev ¦ plain ¦ switches the OpenShift project to a dev one ¦ source=OpenShift CLI docs, oc project
ibmcloud target -r eu-de -g ledger-dev ¦ plain ¦ sets the CLI's region and group ¦ source=IBM Cloud CLI docs, target
heroku apps:info -a ledger-staging ¦ plain ¦ shows a staging app's info ¦ source=Heroku CLI commands, apps:info
git remote add upstream https://github.com/globex/ledger.git ¦ plain ¦ adds a remote ¦ source=git-remote(1)

@deploy-local
terraform init -upgrade -backend=false ¦ plain ¦ fetches providers without a backend ¦ source=Terraform docs, init
terraform console -var-file=dev.tfvars ¦ plain ¦ evaluates expressions locally ¦ source=Terraform docs, console
helm template ledger ./charts/ledger -f charts/ledger/values-dev.yaml ¦ plain ¦ renders a chart locally ¦ source=Helm docs, helm template
helm package ./charts/ledger -d dist/charts ¦ plain ¦ packages a chart into the project ¦ source=Helm docs, helm package
kubectl apply --dry-run=client -f k8s/ledger/ ¦ plain ¦ validates manifests without applying ¦ source=kubectl reference, apply --dry-run
kubectl diff -f k8s/ledger/ --context kind-ledger ¦ plain ¦ diffs manifests against a local cluster ¦ source=kubectl reference, diff
skaffold dev --port-forward --kube-context k3d-ledger ¦ plain ¦ runs the dev loop on a local cluster ¦ source=Skaffold docs, dev
tilt up --context kind-ledger ¦ plain ¦ runs the dev loop on a local cluster ¦ source=Tilt docs, up
docker compose build ledger-api ¦ plain ¦ builds a compose service ¦ source=Docker Compose docs, build
packer validate ledger.pkr.hcl ¦ plain ¦ validates a template ¦ source=Packer docs, validate
pulumi new typescript --dir infra --yes --generate-only ¦ plain ¦ scaffolds a project without deploying ¦ source=Pulumi docs, new
npx cdk diff LedgerDevStack --profile ledger-sandbox ¦ plain ¦ shows the diff of a sandbox stack ¦ source=AWS CDK docs, cdk diff
serverless offline start --httpPort 3002 ¦ plain ¦ emulates the API locally ¦ source=serverless-offline README
k3d cluster create ledger --agents 1 ¦ plain ¦ creates a local cluster ¦ source=k3d docs, cluster create
vagrant up --provider virtualbox ¦ plain ¦ starts a local VM ¦ source=Vagrant docs, up
kompose convert -f docker-compose.yml -o k8s/generated/ ¦ plain ¦ converts compose files into manifests ¦ source=Kompose docs, convert

@emulator
aws --endpoint-url http://localhost:4566 sqs send-message --queue-url http://localhost:4566/000000000000/ledger-jobs --message-body test ¦ plain ¦ sends a message to LocalStack ¦ source=LocalStack docs, SQS
aws --endpoint-url http://localhost:4566 sns publish --topic-arn arn:aws:sns:us-east-1:000000000000:ledger-dev --message hi ¦ plain ¦ publishes to LocalStack ¦ source=LocalStack docs, SNS
aws dynamodb create-table --endpoint-url http://localhost:8000 --table-name ledger-dev --attribute-definitions AttributeName=id,AttributeType=S --key-schema AttributeName=id,KeyType=HASH --billing-mode PAY_PER_REQUEST ¦ plain ¦ creates a table in DynamoDB Local ¦ source=DynamoDB Local docs
gcloud beta emulators datastore start --no-store-on-disk ¦ plain ¦ starts the Datastore emulator ¦ source=gcloud docs, Datastore emulator
PUBSUB_EMULATOR_HOST=localhost:8085 python scripts/publish_test.py ¦ plain ¦ publishes to the Pub/Sub emulator ¦ source=gcloud docs, Pub/Sub emulator
mailpit --smtp 127.0.0.1:1025 ¦ plain ¦ starts a local mail catcher ¦ source=Mailpit docs
swaks --server 127.0.0.1:1025 --to dev@ledger.test --header 'Subject: test' ¦ plain ¦ sends a test mail to a local catcher ¦ source=swaks(1); Mailpit docs
mosquitto_pub -h localhost -t ledger/dev/ping -m ping ¦ plain ¦ publishes to a local broker ¦ source=mosquitto_pub(1)
rpk topic produce ledger-dev --brokers localhost:19092 ¦ plain ¦ produces to a local Redpanda ¦ source=Redpanda docs, rpk topic produce
kcat -P -b localhost:9092 -t ledger-dev ¦ plain ¦ produces to a local broker ¦ source=kcat README

@bucket-to-project
gsutil cp gs://ledger-dev-fixtures/golden/*.json ./testdata/golden/ ¦ plain ¦ copies fixtures into the project ¦ source=gsutil docs, cp
aws s3 sync s3://ledger-dev-fixtures/seeds ./db/seeds --profile ledger-sandbox ¦ plain ¦ syncs seeds into the project ¦ source=AWS CLI reference, s3 sync
s3cmd get s3://ledger-dev-fixtures/model.onnx ./models/model.onnx ¦ plain ¦ downloads a model into the project ¦ source=s3cmd docs, get
oci os object get -bn ledger-dev-fixtures --name seed.sql --file ./db/seed.sql ¦ plain ¦ downloads a seed file ¦ source=OCI CLI reference, os object get
az storage blob download --account-name ledgerdev --container-name fixtures --name seed.json --file ./seed.json --auth-mode login ¦ plain ¦ downloads a fixture ¦ source=Azure CLI reference, storage blob download
gcloud storage ls gs://ledger-dev-fixtures ¦ plain ¦ lists a bucket ¦ source=gcloud reference, storage ls
huggingface-cli download sentence-transformers/all-MiniLM-L6-v2 --local-dir models/minilm ¦ plain ¦ downloads a model into the project ¦ source=huggingface_hub CLI docs, download
rclone lsf dev-s3:ledger-dev-fixtures ¦ plain ¦ lists a bucket ¦ source=rclone docs, lsf

@dev-http
curl -X POST http://localhost:8000/api/ledger/entries -H 'Content-Type: application/json' -d '{"amount": 12.5, "memo": "coffee"}' ¦ plain ¦ posts an entry to the dev server ¦ source=curl(1)
curl -X POST http://ledger-api:8080/graphql -H 'Content-Type: application/json' -d '{"query":"query { entries(first: 5) { id amount } }"}' ¦ plain ¦ reads through GraphQL on a compose service ¦ source=GraphQL docs, serving over HTTP
curl -X PATCH http://127.0.0.1:3000/api/entries/7 -d '{"memo":"lunch"}' -H 'Content-Type: application/json' ¦ plain ¦ updates a dev record ¦ source=curl(1)
curl -s -X POST http://host.docker.internal:11434/api/generate -d '{"model":"llama3","prompt":"hi","stream":false}' ¦ plain ¦ asks a local model server ¦ source=Ollama API docs
curl -I -X OPTIONS http://0.0.0.0:8000/api/entries -H 'Origin: http://localhost:3000' -H 'Access-Control-Request-Method: PUT' ¦ plain ¦ sends a CORS preflight to the dev server ¦ source=MDN, preflight request
http PUT localhost:8000/api/entries/7 memo=dinner ¦ plain ¦ updates a dev record with HTTPie ¦ source=HTTPie docs
curlie post localhost:8080/api/echo msg=hi ¦ plain ¦ posts to the dev server ¦ source=curlie README
grpcurl -plaintext -d '{"id": 7}' localhost:50051 ledger.v1.Ledger/GetEntry ¦ plain ¦ calls a local gRPC method ¦ source=grpcurl README
hurl --test tests/api/ledger.hurl --variable host=http://localhost:8000 ¦ plain ¦ runs API tests against the dev server ¦ source=Hurl docs
newman run tests/ledger.postman_collection.json --env-var baseUrl=http://localhost:8000 ¦ plain ¦ runs API tests against the dev server ¦ source=Postman docs, newman run
oha -n 500 -c 20 http://127.0.0.1:8000/healthz ¦ plain ¦ load-tests the local server ¦ source=oha README
wrk -t2 -c20 -d10s http://localhost:8080/ ¦ plain ¦ load-tests the local server ¦ source=wrk README
wscat -c ws://localhost:8080/ws/ledger ¦ plain ¦ opens a websocket to the dev server ¦ source=wscat README

@project-files
cp .env.example .env.development ¦ plain ¦ creates a dev env file from the example ¦ source=dotenv docs
dotenv-linter fix .env.test ¦ plain ¦ fixes the test env file ¦ source=dotenv-linter README
openssl x509 -in certs/ledger-dev.crt -noout -fingerprint -sha256 ¦ plain ¦ reads a public certificate's fingerprint ¦ source=openssl-x509(1)
step certificate inspect certs/ledger-dev.crt --short ¦ plain ¦ reads a public certificate ¦ source=step CLI docs, certificate inspect
keytool -list -keystore android/app/debug.keystore -storepass android -alias androiddebugkey ¦ plain ¦ reads the project's debug keystore ¦ source=Android docs, debug keystore

@reversible
docker tag ledger-api:dev localhost:5000/ledger-api:dev ¦ plain ¦ tags a local image for a local registry ¦ source=Docker CLI reference, tag
docker push localhost:5000/ledger-api:dev ¦ plain ¦ pushes to a local registry ¦ source=Docker docs, local registry
docker image prune -f ¦ plain ¦ removes dangling local images ¦ source=Docker CLI reference, image prune
find . -name node_modules -type d -prune -exec rm -rf {} + ¦ plain ¦ removes installed node modules ¦ source=find(1)
find . -name '.DS_Store' -delete ¦ plain ¦ removes Finder files ¦ source=find(1), -delete
find .cache/ledger -mtime +7 -delete ¦ plain ¦ removes old cache files in the project ¦ source=find(1), -mtime
rm -rf .next out ¦ plain ¦ removes Next.js output ¦ source=Next.js docs, next build
rm -rf coverage/ htmlcov/ .coverage ¦ plain ¦ removes coverage output ¦ source=Coverage.py docs
npx kill-port 3000 5173 ¦ plain ¦ stops dev servers on their ports ¦ source=kill-port README
dd if=/dev/zero of=testdata/blank.img bs=1M count=16 ¦ plain ¦ makes a blank test image in the project ¦ source=dd(1)
mkfs.ext4 -F testdata/blank.img ¦ plain ¦ formats a test image file in the project ¦ source=mke2fs(8)
rsync -av --delete docs/_build/html/ site/ ¦ plain ¦ mirrors built docs into another project folder ¦ source=rsync(1), --delete
chmod +x scripts/dev.sh ¦ plain ¦ makes a project script executable ¦ source=chmod(1)
npm run dev & ¦ plain ¦ starts the dev server in the background ¦ source=bash(1), asynchronous lists
python3 -m http.server 9000 --bind 127.0.0.1 --directory dist ¦ plain ¦ serves build output locally ¦ source=Python docs, http.server
docker compose restart ledger-api ¦ plain ¦ restarts a compose service ¦ source=Docker Compose docs, restart
docker compose logs -f --tail=100 ledger-api ¦ plain ¦ follows a service's logs ¦ source=Docker Compose docs, logs

@git-local
git log -p -S 'parseAmount' -- src/ ¦ plain ¦ finds commits that changed a function ¦ source=git-log(1), -S
git diff --cached --stat ¦ plain ¦ shows staged changes ¦ source=git-diff(1)
git branch -d feat/old-spike ¦ plain ¦ deletes a merged local branch ¦ source=git-branch(1)
git cherry-pick -x 3f2a9c1 ¦ plain ¦ copies a commit onto the branch ¦ source=git-cherry-pick(1)
git restore --staged src/ledger.py ¦ plain ¦ unstages a file, keeping its changes ¦ source=git-restore(1)
git notes add -m 'benchmarked' HEAD ¦ plain ¦ adds a local note ¦ source=git-notes(1)
git grep -n 'TODO' -- '*.py' ¦ plain ¦ searches tracked files ¦ source=git-grep(1)
git format-patch -1 HEAD -o patches/ ¦ plain ¦ writes a patch file into the project ¦ source=git-format-patch(1)
git range-diff main feat/a feat/b ¦ plain ¦ compares two branches ¦ source=git-range-diff(1)
git maintenance run --task=commit-graph ¦ plain ¦ writes the commit graph ¦ source=git-maintenance(1)
hg log -l 5 ¦ plain ¦ shows Mercurial history ¦ source=hg help log
svn status ¦ plain ¦ shows Subversion changes ¦ source=svn book, status
jj log -r 'mine()' ¦ plain ¦ shows Jujutsu history ¦ source=Jujutsu docs, revsets

@local-db
sqlite3 ledger_dev.db ".backup 'backups/ledger_dev.bak'" ¦ plain ¦ backs up a dev database into the project ¦ source=SQLite docs, .backup
sqlite3 ledger_dev.db '.dump entries' > db/entries.sql ¦ plain ¦ dumps a dev table into the project ¦ source=SQLite docs, .dump
sqlite3 ledger_test.db 'DELETE FROM entries' ¦ plain ¦ empties a test database's table ¦ source=SQLite docs, DELETE
psql -h 127.0.0.1 -U postgres ledger_dev -f db/seed.sql ¦ plain ¦ seeds the dev database ¦ source=PostgreSQL docs, psql -f
psql -h localhost ledger_dev -c "\copy entries FROM 'data/entries.csv' CSV HEADER" ¦ plain ¦ imports a CSV into the dev database ¦ source=PostgreSQL docs, psql \copy
createdb -h localhost ledger_scratch ¦ plain ¦ creates a scratch database ¦ source=PostgreSQL docs, createdb
mysql -h 127.0.0.1 -u root ledger_test -e 'CREATE TEMPORARY TABLE t AS SELECT * FROM entries LIMIT 5; SELECT * FROM t' ¦ plain ¦ SQL on a temporary table ¦ source=MySQL docs, CREATE TEMPORARY TABLE
duckdb ledger.duckdb -c "COPY entries TO 'exports/entries.parquet' (FORMAT parquet)" ¦ plain ¦ exports a table into the project ¦ source=DuckDB docs, COPY
redis-cli -h localhost -n 2 KEYS 'ledger:*' ¦ plain ¦ lists keys of a local cache ¦ source=Redis docs, KEYS
mongoimport --uri mongodb://localhost:27017/ledger_dev --collection entries --file data/entries.json --jsonArray ¦ plain ¦ imports fixtures into the dev database ¦ source=MongoDB docs, mongoimport
litecli ledger_dev.db -e 'select count(*) from entries' ¦ plain ¦ counts dev rows ¦ source=litecli docs
pgcli -h localhost ledger_dev ¦ plain ¦ opens the local dev database ¦ source=pgcli docs

@inline-code
python3 -c "import requests; print(requests.get('http://localhost:8000/healthz').status_code)" ¦ plain ¦ calls the local server ¦ source=Requests docs, quickstart
python3 -c 'import sys; print(sys.version)' ¦ plain ¦ prints the interpreter's version ¦ source=Python docs, sys
node -e "const db = require('better-sqlite3')('ledger_dev.db'); console.log(db.prepare('select count(*) n from entries').get())" ¦ plain ¦ reads a local database ¦ source=better-sqlite3 docs
node -e "fetch('http://localhost:3000/health').then(r => r.status).then(console.log)" ¦ plain ¦ calls the local server ¦ source=Node.js docs, fetch
ruby -e 'puts ENV.fetch("RAILS_ENV", "development")' ¦ plain ¦ prints the environment name ¦ source=Ruby docs, ENV
python manage.py shell -c 'from ledger.models import Entry; print(Entry.objects.count())' ¦ plain ¦ counts dev rows from a framework shell ¦ source=Django docs, shell -c
deno eval 'console.log(Deno.cwd())' ¦ plain ¦ prints the working folder ¦ source=Deno docs, deno eval
echo aGVsbG8= | base64 -d ¦ plain ¦ decodes base64 ¦ source=base64(1)

@heredoc-write
cat > src/ledger/__init__.py <<'EOF'⏎__version__ = "0.1.0"⏎EOF ¦ heredoc ¦ writes a package file ¦ source=bash(1), here documents
cat > .env.development <<'EOF'⏎DATABASE_URL=postgres://postgres:postgres@localhost:5432/ledger_dev⏎LOG_LEVEL=debug⏎EOF ¦ heredoc ¦ writes the dev env file ¦ source=bash(1), here documents
cat > k8s/dev/configmap.yaml <<'EOF'⏎apiVersion: v1⏎kind: ConfigMap⏎metadata:⏎  name: ledger⏎data:⏎  LOG_LEVEL: debug⏎EOF ¦ heredoc ¦ writes a manifest ¦ source=bash(1), here documents
cat <<'EOF' > scripts/dev.sh⏎#!/bin/sh⏎exec npm run dev⏎EOF ¦ heredoc ¦ writes a script ¦ source=bash(1), here documents
python3 - <<'EOF'⏎import json⏎print(json.dumps({"ok": True}))⏎EOF ¦ heredoc ¦ runs a short local script ¦ source=Python docs, command line

@go
go test -run TestLedgerExport -v ./internal/ledger ¦ plain ¦ runs one test ¦ source=Go docs, testing flags
go test -bench=. -benchmem ./internal/ledger ¦ plain ¦ runs benchmarks ¦ source=Go docs, testing flags
go run ./cmd/ledger --port 8080 ¦ plain ¦ runs the project's program ¦ source=Go docs, go run
gofmt -l -w internal/ ¦ plain ¦ formats ¦ source=gofmt docs

@rust
cargo test -p ledger-core -- --nocapture ¦ plain ¦ runs one crate's tests ¦ source=The Cargo Book, cargo test
cargo check --all-features ¦ plain ¦ checks ¦ source=The Cargo Book, cargo check
cargo run --bin ledger -- --help ¦ plain ¦ runs the project's program ¦ source=The Cargo Book, cargo run
cargo clean -p ledger-core ¦ plain ¦ cleans one crate's build output ¦ source=The Cargo Book, cargo clean

@python
pytest -k 'ledger and not slow' -n 2 ¦ plain ¦ runs selected tests ¦ source=pytest docs; pytest-xdist docs
pytest --cov=ledger --cov-report=term-missing ¦ plain ¦ runs tests with coverage ¦ source=pytest-cov docs
python -m unittest discover -s tests -v ¦ plain ¦ runs tests ¦ source=Python docs, unittest
pyright src/ledger ¦ plain ¦ type-checks ¦ source=Pyright docs
python -m pip list --outdated ¦ plain ¦ lists outdated packages ¦ source=pip docs, list
pip-compile requirements.in -o requirements.txt ¦ plain ¦ locks requirements into the project ¦ source=pip-tools docs
streamlit run app.py --server.address 127.0.0.1 ¦ plain ¦ runs a local app ¦ source=Streamlit docs, run
python -m ledger.cli export --out exports/entries.csv ¦ plain ¦ runs the project's command ¦ source=Python docs, -m

@js
npm run lint -- --max-warnings=0 ¦ plain ¦ lints ¦ source=npm docs, run-script
npx tsc -p tsconfig.build.json ¦ plain ¦ compiles ¦ source=TypeScript docs, tsc
npx next lint ¦ plain ¦ lints ¦ source=Next.js docs, lint
npx storybook dev -p 6006 ¦ plain ¦ runs Storybook locally ¦ source=Storybook docs, CLI
npx biome check --write ./src ¦ plain ¦ lints and formats ¦ source=Biome docs, check
pnpm exec vitest --run src/ledger ¦ plain ¦ runs tests ¦ source=pnpm docs, exec
yarn test --watchAll=false ¦ plain ¦ runs tests ¦ source=Yarn docs, run
npx cypress run --spec cypress/e2e/ledger.cy.ts ¦ plain ¦ runs browser tests ¦ source=Cypress docs, run
npm run typecheck --workspace=packages/ledger-ui ¦ plain ¦ type-checks one workspace ¦ source=npm docs, workspaces

@jvm
./gradlew :ledger-api:test --tests '*LedgerExportTest' ¦ plain ¦ runs one test class ¦ source=Gradle docs, test filtering
./mvnw -pl ledger-core test ¦ plain ¦ runs one module's tests ¦ source=Maven docs, reactor options
sbt 'testOnly ledger.ExportSpec' ¦ plain ¦ runs one spec ¦ source=sbt docs
lein test :only ledger.core-test ¦ plain ¦ runs one namespace's tests ¦ source=Leiningen docs, test
./mvnw spring-boot:run -Dspring-boot.run.profiles=dev ¦ plain ¦ runs the app with the dev profile ¦ source=Spring Boot docs, running

@ruby
bundle exec rspec spec/ledger/export_spec.rb:42 ¦ plain ¦ runs one example ¦ source=RSpec docs
bin/rails routes -g ledger ¦ plain ¦ lists routes ¦ source=Rails guides, routing
bin/rails db:seed ¦ plain ¦ seeds the dev database ¦ source=Rails guides, seeds

@php
composer install --no-interaction --prefer-dist ¦ plain ¦ installs locked dependencies ¦ yellow ¦ source=Composer docs, install
vendor/bin/pest --parallel ¦ plain ¦ runs tests ¦ source=Pest docs
vendor/bin/php-cs-fixer fix src ¦ plain ¦ formats ¦ source=PHP CS Fixer docs
php artisan route:list --path=ledger ¦ plain ¦ lists routes ¦ source=Laravel docs, routing
php bin/console cache:clear --env=dev ¦ plain ¦ clears the dev cache ¦ source=Symfony docs, cache

@dotnet
dotnet test tests/Ledger.Tests --logger trx --results-directory TestResults ¦ plain ¦ runs tests ¦ source=.NET CLI docs, test
dotnet watch run --project src/Ledger.Api ¦ plain ¦ runs with hot reload ¦ source=.NET docs, dotnet watch
dotnet ef migrations add AddLedgerExport --project src/Ledger.Data ¦ plain ¦ writes a migration file ¦ source=EF Core tools docs, migrations add
dotnet new xunit -o tests/Ledger.Export.Tests ¦ plain ¦ scaffolds a test project ¦ source=.NET CLI docs, new

@c-cpp
cmake --preset debug && cmake --build --preset debug ¦ plain ¦ configures and builds ¦ source=CMake docs, presets
./configure --prefix="$PWD/_install" && make && make install ¦ plain ¦ builds and installs into the project ¦ source=GNU coding standards, configure
cppcheck --enable=warning src/ ¦ plain ¦ analyses ¦ source=Cppcheck manual
bazel test //ledger/... ¦ plain ¦ runs tests ¦ source=Bazel docs, test

@mobile-and-more
xcodebuild test -scheme Ledger -destination 'platform=iOS Simulator,name=iPhone 15' ¦ plain ¦ runs tests in the simulator ¦ source=xcodebuild(1)
iex -S mix ¦ plain ¦ opens a dev shell ¦ source=Elixir docs, IEx
elm make src/Main.elm --output=public/main.js ¦ plain ¦ compiles into the project ¦ source=Elm guide
R -e 'testthat::test_dir("tests")' ¦ plain ¦ runs tests ¦ source=testthat docs

@lint-and-tools
semgrep scan --config auto --metrics off src ¦ plain ¦ scans the project ¦ source=Semgrep docs, CLI
gitleaks detect --source . --redact ¦ plain ¦ scans the project for leaks, redacting them ¦ source=Gitleaks README
editorconfig-checker ¦ plain ¦ checks formatting rules ¦ source=editorconfig-checker README
taplo fmt Cargo.toml ¦ plain ¦ formats TOML ¦ source=Taplo docs
sqlfluff lint db/queries --dialect postgres ¦ plain ¦ lints SQL ¦ source=SQLFluff docs
protoc --go_out=gen --go_opt=paths=source_relative proto/ledger.proto ¦ plain ¦ generates code into the project ¦ source=protoc --help
pandoc docs/guide.md -o docs/guide.html ¦ plain ¦ renders docs in the project ¦ source=Pandoc manual
yq '.services | keys' docker-compose.yml ¦ plain ¦ lists services ¦ source=yq docs

@local-db
redis-benchmark -h 127.0.0.1 -q -n 10000 ¦ new-program ¦ benchmarks the local Redis ¦ source=Redis docs, redis-benchmark
memtier_benchmark -s 127.0.0.1 -p 6379 -n 1000 ¦ new-program ¦ benchmarks the local Redis ¦ source=memtier_benchmark README
mydumper -h 127.0.0.1 -u root -B ledger_dev -o db/dumps/ledger_dev ¦ new-program ¦ dumps the dev database into the project ¦ source=mydumper docs
arangodump --server.endpoint tcp://127.0.0.1:8529 --server.database ledger_dev --output-directory db/arango-dump ¦ new-program ¦ dumps a dev database into the project ¦ source=ArangoDB docs, arangodump
patronictl -c patroni-dev.yml list ¦ new-program ¦ lists the members of a local test cluster ¦ source=Patroni docs, patronictl list
zookeeper-shell.sh localhost:2181 ls / ¦ new-program ¦ lists a local ZooKeeper's nodes ¦ source=Apache ZooKeeper docs, CLI ls
kafka-reassign-partitions.sh --bootstrap-server localhost:9092 --reassignment-json-file move.json --verify ¦ new-program ¦ checks a reassignment on a local broker ¦ source=Apache Kafka docs, kafka-reassign-partitions

@lint-and-tools
drill globex.example MX ¦ new-program ¦ looks up DNS records ¦ source=drill(1), ldns
vboxmanage list runningvms ¦ new-program ¦ lists running local VMs ¦ source=VirtualBox manual, VBoxManage list
orbctl list ¦ new-program ¦ lists local machines ¦ source=OrbStack docs, orbctl
grafana-cli plugins ls ¦ new-program ¦ lists installed plugins ¦ source=Grafana docs, grafana-cli
"""
