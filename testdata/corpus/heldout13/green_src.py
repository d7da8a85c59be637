# Everyday commands of heldout13 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
@local-target
aws configure set region eu-west-1 --profile sandbox ¦ plain ¦ sets a sandbox profile's region ¦ source=AWS CLI reference, configure set
az account set --subscription dev-sandbox ¦ plain ¦ chooses the CLI's default subscription ¦ source=Azure CLI reference, account set
heroku git:remote -a globex-staging ¦ plain ¦ adds a git remote for a staging app ¦ source=Heroku CLI commands, git:remote
fly orgs list ¦ plain ¦ lists the account's organisations ¦ source=Fly.io docs, fly orgs list
aws sts get-caller-identity --profile sandbox ¦ plain ¦ asks who the caller is ¦ source=AWS CLI reference, sts get-caller-identity
vercel link --yes ¦ plain ¦ links the folder to a project ¦ source=Vercel CLI docs, link

@deploy-local
terraform plan -var-file=dev.tfvars -out=dev.plan ¦ plain ¦ plans changes without applying them ¦ source=Terraform docs, plan
npx cdk synth --profile sandbox ¦ plain ¦ renders CloudFormation templates locally ¦ source=AWS CDK docs, cdk synth
npx serverless package --stage dev ¦ plain ¦ packages the service without deploying ¦ source=Serverless Framework docs, package
npx serverless invoke local --function hello ¦ plain ¦ runs a function locally ¦ source=Serverless Framework docs, invoke local
helm lint ./charts/api ¦ plain ¦ checks a chart ¦ source=Helm docs, lint
npx wrangler dev ¦ plain ¦ runs a Worker locally ¦ source=Cloudflare Wrangler docs, dev
fly launch --no-deploy ¦ plain ¦ creates the app's config without deploying ¦ source=Fly.io docs, fly launch
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
"""
