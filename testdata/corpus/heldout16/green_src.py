# Everyday commands of heldout16 (must not be red; "yellow" lines must be exactly yellow). Format: see ../gen_heldout.py.
GREEN = r"""
@yellow
npm ci --prefer-offline ¦ plain ¦ clean install from the lockfile ¦ yellow ¦ source=npm docs, npm ci
python3 -m pip install -e '.[test]' ¦ plain ¦ editable install with test extras ¦ yellow ¦ source=pip docs, editable installs
pipenv install --dev ¦ plain ¦ Pipenv installs ¦ yellow ¦ source=Pipenv docs
python manage.py migrate --settings=app.settings.dev ¦ plain ¦ Django dev migration ¦ yellow ¦ source=Django docs, migrate
git push -u origin feature/csv-export ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
git push origin HEAD:refs/heads/fix/null-total ¦ plain ¦ pushes a fix branch ¦ yellow ¦ source=git-push(1)
@local-target
gcloud config list --format=json ¦ plain ¦ lists CLI settings ¦ source=gcloud reference
aws configure get region --profile sandbox ¦ plain ¦ reads a profile's region ¦ source=AWS CLI reference
aws sts get-caller-identity --query Account --output text ¦ plain ¦ asks who the caller is ¦ source=AWS CLI reference
az account list --output table ¦ plain ¦ lists subscriptions ¦ source=Azure CLI reference
kubectl config use-context minikube ¦ plain ¦ switches to minikube ¦ source=kubectl reference
kubectl --context kind-dev get pods -A ¦ plain ¦ lists pods on a local cluster ¦ source=kubectl reference
kubectl --context k3d-dev logs deploy/api --tail=50 ¦ plain ¦ reads local logs ¦ source=kubectl reference
gh repo view --json name,defaultBranchRef ¦ plain ¦ reads repository metadata ¦ source=GitHub CLI manual
gh pr list --state open --limit 20 ¦ plain ¦ lists pull requests ¦ source=GitHub CLI manual
gh pr view 17 --comments ¦ plain ¦ reads a pull request ¦ source=GitHub CLI manual
gh pr checks 17 ¦ plain ¦ reads CI status ¦ source=GitHub CLI manual
gh run list --workflow ci.yml --limit 5 ¦ plain ¦ lists CI runs ¦ source=GitHub CLI manual
gh issue view 42 ¦ plain ¦ reads an issue ¦ source=GitHub CLI manual
glab ci status ¦ plain ¦ reads pipeline status ¦ source=GitLab CLI docs
stripe listen --forward-to localhost:3000/webhooks ¦ plain ¦ forwards test webhooks locally ¦ source=Stripe CLI reference
@deploy-local
cdk diff DevStack ¦ plain ¦ diffs a dev stack ¦ source=AWS CDK docs
serverless offline start ¦ plain ¦ runs Serverless locally ¦ source=serverless-offline README
helm lint ./chart --strict ¦ plain ¦ lints a chart ¦ source=Helm docs
helm template api ./chart -f values-dev.yaml ¦ plain ¦ renders a chart ¦ source=Helm docs
helm dependency build ./chart ¦ plain ¦ builds chart dependencies ¦ source=Helm docs
helm install api ./chart --kube-context kind-dev -n dev --create-namespace ¦ plain ¦ installs on a kind cluster ¦ source=Helm docs
kubectl diff -k overlays/dev --context kind-dev ¦ plain ¦ diffs a dev overlay locally ¦ source=kubectl reference
kubectl --context kind-dev apply -k overlays/dev ¦ plain ¦ applies to a kind cluster ¦ source=kubectl reference
k3d cluster create dev -p 8080:80@loadbalancer ¦ plain ¦ local k3d cluster ¦ source=k3d docs
minikube start --driver=docker --cpus=4 ¦ plain ¦ starts minikube ¦ source=minikube docs
minikube image load api:dev ¦ plain ¦ loads a local image ¦ source=minikube docs
tilt up --stream ¦ plain ¦ Tilt against the local cluster ¦ source=Tilt docs
skaffold dev --port-forward --kube-context kind-dev ¦ plain ¦ Skaffold dev loop on kind ¦ source=Skaffold docs
kustomize build overlays/dev > /tmp/dev.yaml ¦ plain ¦ renders an overlay ¦ source=kustomize docs
kubeconform -strict -summary rendered/ ¦ plain ¦ validates manifests ¦ source=kubeconform README
docker build -t initech/api:dev . ¦ plain ¦ builds a local image ¦ source=docker build reference
docker buildx build --load -t api:test . ¦ plain ¦ builds and loads locally ¦ source=docker buildx reference
ansible-playbook site.yml -i inventories/dev --check --diff ¦ plain ¦ check mode on dev ¦ source=Ansible docs
ansible-inventory -i inventories/dev --graph ¦ plain ¦ reads the inventory ¦ source=Ansible docs
supabase db reset --local ¦ plain ¦ resets the local database ¦ source=Supabase CLI reference
supabase migration new add_notes ¦ plain ¦ creates a migration file ¦ source=Supabase CLI reference
python3 -m build ¦ plain ¦ builds sdist and wheel ¦ source=build docs
gem build initech.gemspec ¦ plain ¦ builds a gem locally ¦ source=RubyGems guides
poetry build ¦ plain ¦ builds a package ¦ source=Poetry docs
mvn -B verify ¦ plain ¦ Maven verify ¦ source=Maven docs
fastlane test ¦ plain ¦ runs the test lane ¦ source=fastlane docs
act -j lint ¦ plain ¦ runs a workflow job locally ¦ source=act README
nomad job validate jobs/api.nomad ¦ plain ¦ validates a Nomad job ¦ source=Nomad docs
terraform plan -destroy -var-file=dev.tfvars ¦ plain ¦ previews a dev destroy ¦ source=Terraform docs
@emulator
awslocal dynamodb create-table --cli-input-json file://tables/orders.json ¦ plain ¦ LocalStack table ¦ source=awscli-local README
aws dynamodb delete-table --table-name orders --endpoint-url http://localhost:8000 ¦ plain ¦ DynamoDB Local table deleted ¦ source=DynamoDB Local docs
gcloud beta emulators pubsub start --project=dev-project ¦ plain ¦ Pub/Sub emulator ¦ source=gcloud reference
mc rb --force local/test-bucket ¦ plain ¦ deletes a local MinIO bucket ¦ source=MinIO mc docs
kcat -P -b localhost:9092 -t test-events -l fixtures/events.jsonl ¦ plain ¦ produces to local Kafka ¦ source=kcat README
nats pub test.subject hi -s nats://localhost:4222 ¦ plain ¦ local NATS ¦ source=NATS CLI docs
swaks --to dev@example.test --server localhost:1025 ¦ plain ¦ mail to Mailpit ¦ source=swaks docs
curl -s http://localhost:8025/api/v1/messages ¦ plain ¦ reads Mailpit's inbox ¦ source=Mailpit docs
stripe payment_intents create --amount 500 --currency eur ¦ plain ¦ a test-mode payment intent (the CLI uses test keys unless told --live) ¦ source=Stripe CLI reference
@bucket-to-project
aws s3 cp s3://initech-public-fixtures/sample.csv ./testdata/ ¦ plain ¦ copies a fixture in ¦ source=AWS CLI reference
aws s3 sync s3://initech-dev-models ./models --exclude '*.tmp' ¦ plain ¦ syncs dev models in ¦ source=AWS CLI reference
gcloud storage cp gs://initech-dev-fixtures/users.json testdata/ ¦ plain ¦ copies a fixture in ¦ source=gcloud reference
gsutil cat gs://initech-dev-fixtures/README.txt ¦ plain ¦ reads a fixture ¦ source=gsutil docs
rclone copy dev-s3:fixtures ./testdata --dry-run ¦ plain ¦ dry-run copy in ¦ source=rclone docs
@dev-http
curl -X POST http://localhost:8080/api/orders -H 'Content-Type: application/json' -d '{"sku":"A1"}' ¦ plain ¦ POST to the dev server ¦ source=curl(1)
curl -X DELETE http://127.0.0.1:3000/api/cache ¦ plain ¦ DELETE on the dev server ¦ source=curl(1)
curl -s http://0.0.0.0:8000/healthz ¦ plain ¦ health check ¦ source=curl(1)
curl -X PUT http://api:8080/v1/items/3 -d @fixtures/item.json ¦ plain ¦ PUT to a compose service ¦ source=curl(1)
curl -X POST http://localhost:4000/graphql -H 'Content-Type: application/json' -d '{"query":"{ orders { id total } }"}' ¦ plain ¦ read-only GraphQL ¦ source=GraphQL docs, serving over HTTP
xh post localhost:3000/api/items name=test ¦ plain ¦ xh against localhost ¦ source=xh README
grpcurl -plaintext -d '{"id":1}' localhost:50051 orders.Orders/Get ¦ plain ¦ local gRPC call ¦ source=grpcurl README
k6 run --vus 5 --duration 20s tests/load/smoke.js ¦ plain ¦ local smoke test ¦ source=k6 docs
npx newman run postman/collection.json -e postman/local.json ¦ plain ¦ Newman against local ¦ source=Newman README
hurl --test tests/api.hurl --variable host=http://localhost:8080 ¦ plain ¦ Hurl against local ¦ source=Hurl docs
curl -fsS -o /dev/null -w '%{http_code}' http://localhost:8080/ready ¦ plain ¦ readiness check ¦ source=curl(1), -w
curl -F 'file=@testdata/sample.png' http://localhost:8080/upload ¦ plain ¦ local upload of a fixture ¦ source=curl(1), -F
@project-files
grep DATABASE_URL .env.development ¦ plain ¦ reads the dev env ¦ source=dotenv docs
npx dotenv-linter .env.example ¦ plain ¦ lints env files ¦ source=dotenv-linter README
openssl s_client -connect localhost:8443 -servername localhost </dev/null ¦ plain ¦ local TLS handshake ¦ source=openssl-s_client(1)
mkcert -install && mkcert localhost 127.0.0.1 ¦ plain ¦ local dev certificates ¦ source=mkcert README
ssh-keygen -t ed25519 -f ./testdata/test_key -N '' -C test ¦ plain ¦ a test key in the project ¦ source=ssh-keygen(1)
@reversible
rm -rf node_modules/.cache .next ¦ plain ¦ cleans caches ¦ source=Next.js docs
npx rimraf coverage ¦ plain ¦ deletes coverage ¦ source=rimraf README
cargo clean -p initech-core ¦ plain ¦ cleans one crate ¦ source=Cargo book
npx kill-port 4200 ¦ plain ¦ frees a dev port ¦ source=kill-port README
docker tag api:dev localhost:5000/api:dev && docker push localhost:5000/api:dev ¦ plain ¦ local registry ¦ source=Docker docs, local registry
docker run --rm --device /dev/ttyUSB0 -v "$PWD":/work -w /work platformio/platformio run ¦ plain ¦ USB device for firmware builds ¦ source=Docker docs, --device
rsync -a --delete public/ build/site/ ¦ plain ¦ mirrors between project folders ¦ source=rsync(1)
@git-local
git log -S 'retryPolicy' --oneline ¦ plain ¦ pickaxe search ¦ source=git-log(1)
git blame -L 40,60 src/orders.ts ¦ plain ¦ blames lines ¦ source=git-blame(1)
git bisect start HEAD v1.2.0 && git bisect run go test ./... ¦ plain ¦ bisects with tests ¦ source=git-bisect(1)
git switch -c feature/csv-export ¦ plain ¦ new branch ¦ source=git-switch(1)
git branch -d feature/merged-thing ¦ plain ¦ deletes a merged branch ¦ source=git-branch(1)
git commit --fixup HEAD~1 && git rebase -i --autosquash main ¦ plain ¦ local fixup ¦ source=git-rebase(1)
git merge --no-ff feature/csv-export ¦ plain ¦ local merge ¦ source=git-merge(1)
git commit -am 'Fix rounding in totals' ¦ plain ¦ commits ¦ source=git-commit(1)
git worktree add ../wt-review origin/main ¦ plain ¦ adds a worktree ¦ source=git-worktree(1)
git tag -a v2.1.0-rc1 -m 'rc1' ¦ plain ¦ local tag ¦ source=git-tag(1)
git range-diff main@{1} main HEAD ¦ plain ¦ compares rebased series ¦ source=git-range-diff(1)
@local-db
sqlite3 dev.db '.import --csv testdata/users.csv users' ¦ plain ¦ imports a project CSV ¦ source=sqlite3 docs, .import
sqlite3 -header -csv dev.db 'select * from orders limit 10' > out/orders.csv ¦ plain ¦ exports to a project file ¦ source=sqlite3 docs
psql -h localhost -U postgres app_dev -c '\dt' ¦ plain ¦ lists dev tables ¦ source=psql docs
psql -h localhost app_test -c 'TRUNCATE TABLE orders' ¦ plain ¦ empties a test table ¦ source=PostgreSQL docs
psql -h localhost app_dev -c "\copy users TO 'tmp/users.csv' CSV HEADER" ¦ plain ¦ exports to a project file ¦ source=psql docs, \copy
psql postgres://postgres:postgres@localhost:5432/app_dev -c 'CREATE TEMP TABLE t AS SELECT 1; DROP TABLE t' ¦ plain ¦ temp table ¦ source=PostgreSQL docs
pg_dump -h localhost app_dev -f tmp/dev.sql ¦ plain ¦ local dump ¦ source=pg_dump docs
mysql -h 127.0.0.1 -u root shop_dev -e 'SELECT COUNT(*) FROM orders' ¦ plain ¦ reads a dev database ¦ source=MySQL docs
mongosh mongodb://localhost:27017/app_dev --eval 'db.orders.countDocuments()' ¦ plain ¦ reads local Mongo ¦ source=mongosh docs
duckdb -c "select count(*) from 'data/*.parquet'" ¦ plain ¦ DuckDB over project files ¦ source=DuckDB docs
redis-cli -h 127.0.0.1 GET feature:flags ¦ plain ¦ reads local Redis ¦ source=Redis docs
clickhouse-local -q "select count() from file('data/events.csv')" ¦ plain ¦ ClickHouse local over a file ¦ source=ClickHouse docs
@inline-code
python3 -c 'import sqlite3;print(sqlite3.connect("dev.db").execute("select count(*) from users").fetchone())' ¦ plain ¦ reads a local database ¦ source=Python docs, sqlite3
python3 -c 'import getpass, socket; print(getpass.getuser(), socket.gethostname())' ¦ plain ¦ who am I ¦ source=Python docs
python3 -c 'import base64,sys;print(base64.b64decode(sys.argv[1]))' aGVsbG8= ¦ plain ¦ decodes base64 ¦ source=Python docs
python3 -c 'import requests;print(requests.get("http://localhost:8000/healthz").status_code)' ¦ plain ¦ calls the local server ¦ source=Requests docs
python3 -c 'import json;print(json.load(open("package.json"))["version"])' ¦ plain ¦ reads the version ¦ source=Python docs
node -e 'console.log(require("./package.json").version)' ¦ plain ¦ reads the version ¦ source=Node.js docs
node -e 'console.log(process.versions)' ¦ plain ¦ runtime versions ¦ source=Node.js docs
ruby -rjson -e 'puts JSON.parse(File.read("config/app.json")).keys' ¦ plain ¦ reads project config ¦ source=Ruby docs
perl -ne 'print if /TODO/' src/*.pl ¦ plain ¦ finds TODOs ¦ source=perlrun
@heredoc-write
cat > main.go <<'EOF'⏎package main⏎⏎import "fmt"⏎⏎func main() { fmt.Println("hi") }⏎EOF ¦ heredoc ¦ writes a Go file ¦ source=bash(1), here documents
cat <<'EOF' > tests/test_totals.py⏎def test_total():⏎    assert 1 + 1 == 2⏎EOF ¦ heredoc ¦ writes a test ¦ source=bash(1), here documents
tee src/config.json > /dev/null <<'EOF'⏎{"port": 8080, "debug": true}⏎EOF ¦ heredoc ¦ tee writes a config ¦ source=tee(1)
cat >> README.md <<'EOF'⏎⏎## Development⏎Run `make test`.⏎EOF ¦ heredoc ¦ appends to the README ¦ source=bash(1)
@go
go test ./... -race -count=1 ¦ plain ¦ tests ¦ source=go command docs
go run ./cmd/api --port 8080 ¦ plain ¦ runs the project ¦ source=go command docs
go test -bench=. -benchmem ./internal/... ¦ plain ¦ benchmarks ¦ source=go command docs
@rust
cargo run --bin api -- --port 8080 ¦ plain ¦ runs ¦ source=Cargo book
@python
pytest -q -x tests/ ¦ plain ¦ tests ¦ source=pytest docs
pytest -k 'not slow' --cov=app --cov-report=term-missing ¦ plain ¦ coverage ¦ source=pytest-cov docs
mypy --strict app/ ¦ plain ¦ types ¦ source=mypy docs
python -m venv .venv && . .venv/bin/activate ¦ plain ¦ creates a venv ¦ source=Python docs, venv
python manage.py test orders ¦ plain ¦ Django tests ¦ source=Django docs
python manage.py makemigrations orders ¦ plain ¦ writes migration files ¦ source=Django docs
uvicorn app.main:app --reload --port 8000 ¦ plain ¦ dev server ¦ source=Uvicorn docs
jupyter nbconvert --to script notebooks/eda.ipynb ¦ plain ¦ converts a notebook ¦ source=nbconvert docs
python -m http.server 8000 --bind 127.0.0.1 -d docs/_build/html ¦ plain ¦ serves built docs locally ¦ source=Python docs, http.server
@js
npm run lint -- --fix ¦ plain ¦ lints ¦ source=npm docs
npx eslint . --ext .ts,.tsx ¦ plain ¦ eslint ¦ source=ESLint docs
npx prettier --write 'src/**/*.ts' ¦ plain ¦ formats ¦ source=Prettier docs
pnpm -r run test ¦ plain ¦ workspace tests ¦ source=pnpm docs
yarn workspace web build ¦ plain ¦ workspace build ¦ source=Yarn docs
npx turbo run build --filter=web ¦ plain ¦ Turborepo build ¦ source=Turborepo docs
@jvm
./gradlew test --tests 'com.initech.orders.*' ¦ plain ¦ tests ¦ source=Gradle docs
./mvnw -q test -Dtest=OrderServiceTest ¦ plain ¦ one test ¦ source=Maven Surefire docs
sbt compile test ¦ plain ¦ sbt ¦ source=sbt docs
clojure -M:test ¦ plain ¦ Clojure CLI tests ¦ source=Clojure docs
@ruby
bin/rails test test/models/order_test.rb ¦ plain ¦ Rails test ¦ source=Rails guides
bin/rails routes -g orders ¦ plain ¦ routes ¦ source=Rails guides
bin/rails generate model Note body:text order:references ¦ plain ¦ generator ¦ source=Rails guides
bin/rails runner -e development 'puts Order.count' ¦ plain ¦ dev runner ¦ source=Rails guides, runner
@php
vendor/bin/phpunit --filter OrderTest ¦ plain ¦ phpunit ¦ source=PHPUnit docs
php artisan tinker --execute="dump(App\Models\Order::count())" --env=local ¦ plain ¦ local tinker one-liner ¦ source=Laravel docs
@dotnet
dotnet ef migrations add AddNotes ¦ plain ¦ writes a migration ¦ source=Microsoft Learn, EF Core
@c-cpp
cmake --build build -j4 ¦ plain ¦ build ¦ source=CMake docs
make -j4 && make check ¦ plain ¦ make ¦ source=make(1)
meson setup builddir && meson test -C builddir ¦ plain ¦ meson ¦ source=Meson docs
gdb -batch -ex run -ex bt ./build/tests ¦ plain ¦ backtrace ¦ source=gdb manual
conan install . --build=missing ¦ plain ¦ Conan deps for the project ¦ source=Conan docs
@more-languages
swift build && swift test ¦ plain ¦ Swift ¦ source=Swift docs
xcodebuild -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' test ¦ plain ¦ Xcode tests ¦ source=xcodebuild docs
dart analyze ¦ plain ¦ Dart analyze ¦ source=Dart docs
@lint-and-tools
markdownlint '**/*.md' --ignore node_modules ¦ plain ¦ lints Markdown ¦ source=markdownlint-cli README
codespell src/ ¦ plain ¦ spelling ¦ source=codespell README
semgrep scan --config auto --metrics=off --error src/ ¦ plain ¦ static analysis ¦ source=Semgrep docs
gitleaks detect --source . --redact --no-banner ¦ plain ¦ scans the project, redacting findings ¦ source=gitleaks README
fd -e ts -x wc -l ¦ plain ¦ counts lines ¦ source=fd README
wc -l $(git ls-files '*.go') ¦ plain ¦ line counts ¦ source=wc(1)
du -sh node_modules target ¦ plain ¦ sizes ¦ source=du(1)
diff -u old.json new.json ¦ plain ¦ diff ¦ source=diff(1)
kubectl --help ¦ plain ¦ help ¦ source=kubectl reference
curl -fsSL https://raw.githubusercontent.com/initech/payments/main/README.md | less ¦ plain ¦ reads a public file ¦ source=curl(1)
wget -q https://example.net/data/sample.csv -O testdata/sample.csv ¦ plain ¦ downloads a data file into the project ¦ source=wget(1)
@local-server
docker run --rm -d -p 127.0.0.1:5432:5432 -e POSTGRES_PASSWORD=dev postgres:16 ¦ plain ¦ throwaway Postgres ¦ source=Postgres image docs
docker run --rm -d -p 6379:6379 redis:7 ¦ plain ¦ throwaway Redis ¦ source=Redis image docs
npx http-server ./public -p 8081 -a 127.0.0.1 ¦ plain ¦ static server ¦ source=http-server README
caddy file-server --listen 127.0.0.1:8082 --root site ¦ plain ¦ static server ¦ source=Caddy docs
docker exec -it initech-db-1 psql -U postgres app_dev ¦ plain ¦ local database shell ¦ source=docker exec reference
@yellow
npm install --save-exact zod@3.23.8 ¦ plain ¦ adds a pinned dependency ¦ yellow ¦ source=npm docs, npm install
npm i -D @types/node@20 typescript@5.6 ¦ plain ¦ adds dev types ¦ yellow ¦ source=npm docs, npm install
pnpm add -D eslint-plugin-ledger-rules --filter ./packages/web ¦ plain ¦ pnpm adds to one workspace ¦ yellow ¦ source=pnpm docs, add
yarn add date-fns@^3.6.0 ¦ plain ¦ Yarn adds a dependency ¦ yellow ¦ source=Yarn docs, add
bun add hono@4 ¦ plain ¦ Bun adds a dependency ¦ yellow ¦ source=Bun docs, add
python3 -m pip install -r requirements/test.txt -c constraints.txt ¦ plain ¦ installs test requirements with constraints ¦ yellow ¦ source=pip docs, constraints files
poetry add --group test pytest-asyncio@^0.24 ¦ plain ¦ Poetry adds a test dependency ¦ yellow ¦ source=Poetry docs, add
cargo add tokio@1 --features full,test-util ¦ plain ¦ adds tokio ¦ yellow ¦ source=Cargo book, cargo add
bundle add pagy --version '~> 9.0' ¦ plain ¦ Bundler adds a gem ¦ yellow ¦ source=Bundler docs, bundle add
composer require --dev phpunit/phpunit:^11 ¦ plain ¦ Composer adds a dev package ¦ yellow ¦ source=Composer docs, require
dotnet add src/Ledger.Api package FluentValidation ¦ plain ¦ adds a NuGet package to a project ¦ yellow ¦ source=Microsoft Learn, dotnet add package
dotnet restore Ledger.sln ¦ plain ¦ restores packages ¦ yellow ¦ source=Microsoft Learn, dotnet restore
dart pub add http:^1.2.0 ¦ plain ¦ Dart adds a package ¦ yellow ¦ source=Dart docs, pub add
bin/rails db:migrate:status && bin/rails db:migrate RAILS_ENV=test ¦ plain ¦ test database migration ¦ yellow ¦ source=Rails guides, migrations
npx prisma migrate dev --name ledger_entries --skip-seed ¦ plain ¦ Prisma dev migration ¦ yellow ¦ source=Prisma docs, migrate dev
php artisan migrate --env=testing --seed ¦ plain ¦ Laravel test migration ¦ yellow ¦ source=Laravel docs, migrations
dotnet ef database update --connection "Host=localhost;Database=ledger_dev;Username=postgres" ¦ plain ¦ EF Core dev migration ¦ yellow ¦ source=Microsoft Learn, EF Core tools
git push --set-upstream origin feature/ledger-export ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
gh pr create --base main --title 'Ledger CSV export' --body-file .github/pr-body.md ¦ plain ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
glab mr create --source-branch feature/ledger-export --target-branch main --title 'Ledger CSV export' --remove-source-branch ¦ plain ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
@local-target
gcloud config set project ledger-sandbox-2291 ¦ plain ¦ sets the CLI's project ¦ source=gcloud reference, config set
gcloud config set compute/region us-east4 ¦ plain ¦ sets the CLI's region ¦ source=gcloud reference
aws configure set default.region us-west-2 --profile ledger-dev ¦ plain ¦ sets a dev profile's region ¦ source=AWS CLI reference
az account set -s ledger-dev-subscription ¦ plain ¦ selects the dev subscription ¦ source=Azure CLI reference
kubectl config use-context kind-ledger ¦ plain ¦ switches to a local kind cluster ¦ source=kubectl reference
kubectl config view --minify -o jsonpath='{..namespace}' ¦ plain ¦ reads the current namespace ¦ source=kubectl reference
gh repo set-default initech/ledger ¦ plain ¦ sets gh's default repository ¦ source=GitHub CLI manual, repo set-default
gh run watch --exit-status ¦ plain ¦ waits for the current CI run ¦ source=GitHub CLI manual
gh issue list --label bug --limit 10 ¦ plain ¦ lists issues ¦ source=GitHub CLI manual
gh pr diff 31 --name-only ¦ plain ¦ reads a PR's files ¦ source=GitHub CLI manual
glab ci view --branch feature/ledger-export ¦ plain ¦ reads a pipeline ¦ source=GitLab CLI docs
fly logs -a ledger-dev --no-tail ¦ plain ¦ reads dev logs ¦ source=Fly docs
vercel link --yes --project ledger-web ¦ plain ¦ links the project folder ¦ source=Vercel CLI docs
netlify link --name ledger-docs ¦ plain ¦ links the project folder ¦ source=Netlify CLI docs
pulumi stack select ledger/dev ¦ plain ¦ selects the dev stack ¦ source=Pulumi docs
@deploy-local
terraform fmt -diff modules/ ¦ plain ¦ shows formatting changes ¦ source=Terraform docs
terraform plan -var env=dev -lock=false -refresh=false ¦ plain ¦ a quick dev plan ¦ source=Terraform docs, plan
tofu plan -var-file=envs/dev.tfvars ¦ plain ¦ OpenTofu dev plan ¦ source=OpenTofu docs
terragrunt plan --terragrunt-working-dir live/dev/vpc ¦ plain ¦ Terragrunt dev plan ¦ source=Terragrunt docs
cdk synth LedgerDevStack > cdk.out/dev.yaml ¦ plain ¦ synthesises a dev stack ¦ source=AWS CDK docs
sam local invoke LedgerFn -e events/sample.json ¦ plain ¦ invokes locally ¦ source=SAM CLI reference
helm template ledger ./charts/ledger --values charts/ledger/values-dev.yaml --debug ¦ plain ¦ renders a chart ¦ source=Helm docs
helm dependency update ./charts/ledger ¦ plain ¦ updates chart dependencies ¦ source=Helm docs
helm upgrade --install ledger ./charts/ledger --kube-context kind-ledger --dry-run ¦ plain ¦ dry-run upgrade on kind ¦ source=Helm docs
kubectl apply --dry-run=server -f k8s/ledger.yaml --context kind-ledger ¦ plain ¦ server dry run on kind ¦ source=kubectl reference
kubectl --context kind-ledger rollout restart deploy/ledger ¦ plain ¦ restarts on kind ¦ source=kubectl reference
kubectl --context minikube delete pod -l app=ledger ¦ plain ¦ deletes local pods ¦ source=kubectl reference
kind load docker-image ledger:dev --name ledger ¦ plain ¦ loads an image into kind ¦ source=kind docs
k3d cluster delete ledger ¦ plain ¦ deletes the local k3d cluster ¦ source=k3d docs
minikube service ledger --url ¦ plain ¦ local service URL ¦ source=minikube docs
skaffold run --profile local --kube-context minikube ¦ plain ¦ Skaffold on minikube ¦ source=Skaffold docs
docker compose -f compose.dev.yml up --build ledger ¦ plain ¦ local stack ¦ source=docker compose reference
docker build --target test -t ledger:test . ¦ plain ¦ builds the test stage ¦ source=docker build reference
ansible-playbook playbooks/dev.yml -i inventories/local --syntax-check ¦ plain ¦ syntax check ¦ source=Ansible docs
packer fmt -check packer/ ¦ plain ¦ Packer format ¦ source=Packer docs
wrangler dev --port 8787 ¦ plain ¦ local Worker ¦ source=Wrangler docs
firebase emulators:exec --only functions 'npm test' ¦ plain ¦ tests against emulators ¦ source=Firebase docs
supabase db diff -f add_ledger ¦ plain ¦ writes a local migration diff ¦ source=Supabase CLI reference
npm publish --dry-run --workspace packages/sdk ¦ plain ¦ publish dry run ¦ source=npm docs
poetry publish --dry-run ¦ plain ¦ publish dry run ¦ source=Poetry docs
gem build ledger.gemspec --output pkg/ledger.gem ¦ plain ¦ builds a gem ¦ source=RubyGems guides
mvn -q package -DskipTests ¦ plain ¦ packages a jar ¦ source=Maven docs
act pull_request -W .github/workflows/ci.yml ¦ plain ¦ runs CI locally ¦ source=act README
@emulator
aws --endpoint-url http://localhost:4566 s3 rb s3://ledger-test --force ¦ plain ¦ deletes a LocalStack bucket ¦ source=LocalStack docs
awslocal sns publish --topic-arn arn:aws:sns:us-east-1:000000000000:ledger --message hi ¦ plain ¦ LocalStack topic ¦ source=awscli-local README
aws dynamodb scan --table-name ledger --endpoint-url http://localhost:8000 ¦ plain ¦ DynamoDB Local scan ¦ source=DynamoDB Local docs
mc mb local/ledger-uploads ¦ plain ¦ local MinIO bucket ¦ source=MinIO mc docs
redis-cli -p 6380 FLUSHDB ¦ plain ¦ empties the local test Redis ¦ source=Redis docs
kafka-topics.sh --bootstrap-server localhost:9092 --delete --topic ledger-test ¦ plain ¦ deletes a local topic ¦ source=Kafka docs
@dev-http
curl -X PATCH http://localhost:8080/api/entries/7 -H 'Content-Type: application/json' -d '{"memo":"x"}' ¦ plain ¦ PATCH on the dev server ¦ source=curl(1)
curl -sS http://ledger:8080/metrics ¦ plain ¦ reads a compose service ¦ source=curl(1)
curl -X POST http://host.docker.internal:8080/api/import -F file=@testdata/entries.csv ¦ plain ¦ dev upload ¦ source=Docker docs
curl -s -X POST localhost:4000/graphql -d '{"query":"query { ledger(id: 1) { balance } }"}' -H 'content-type: application/json' ¦ plain ¦ read-only GraphQL ¦ source=GraphQL docs
http :3000/api/entries Authorization:'Bearer dev-token' ¦ plain ¦ HTTPie against localhost ¦ source=HTTPie docs
grpcurl -plaintext -d '{}' 127.0.0.1:9090 ledger.v1.Ledger/ListEntries ¦ plain ¦ local gRPC ¦ source=grpcurl README
@project-files
cp -n .env.sample .env ¦ plain ¦ makes a local env from the sample ¦ source=cp(1)
cat .env.test.local ¦ plain ¦ reads the local test env ¦ source=Next.js docs
npx dotenv -e .env.test -- jest ¦ plain ¦ runs tests with the test env ¦ source=dotenv-cli README
openssl x509 -in testdata/server.crt -noout -fingerprint -sha256 ¦ plain ¦ reads a public certificate ¦ source=openssl-x509(1)
openssl req -x509 -newkey rsa:2048 -nodes -keyout testdata/dev.key -out testdata/dev.crt -days 30 -subj /CN=localhost ¦ plain ¦ a dev certificate in the project ¦ source=openssl-req(1)
ssh-keygen -l -f testdata/test_key.pub ¦ plain ¦ test key fingerprint ¦ source=ssh-keygen(1)
@reversible
rm -rf .turbo .parcel-cache out/ ¦ plain ¦ cleans caches ¦ source=rm(1)
rm -rf results/run-*/ ¦ plain ¦ deletes rebuildable results ¦ source=rm(1)
kill -9 $(pgrep -f 'uvicorn app.main:app') ¦ plain ¦ stops the dev server ¦ source=pgrep(1)
docker compose stop ledger && docker compose rm -f ledger ¦ plain ¦ removes a local service container ¦ source=docker compose reference
docker tag ledger:dev ledger:previous ¦ plain ¦ local tag ¦ source=docker tag reference
docker rm -f ledger-dev ¦ plain ¦ removes a local container ¦ source=docker rm reference
truncate -s 0 tmp/ledger.log ¦ plain ¦ empties a project log ¦ source=truncate(1)
chmod 777 tmp/cache ¦ plain ¦ opens a project folder ¦ source=chmod(1)
rsync -a --delete fixtures/ build/fixtures/ ¦ plain ¦ mirrors between project folders ¦ source=rsync(1)
@git-local
git log --since=2.weeks --author=me --stat ¦ plain ¦ reads history ¦ source=git-log(1)
git log -p --follow -- src/ledger.ts ¦ plain ¦ a file's history ¦ source=git-log(1)
git diff HEAD~3 -- src/ledger ¦ plain ¦ diff ¦ source=git-diff(1)
git show HEAD:src/ledger.ts | head -40 ¦ plain ¦ an older version ¦ source=git-show(1)
git rebase -i HEAD~4 --autosquash ¦ plain ¦ local rebase ¦ source=git-rebase(1)
git fetch origin main && git rebase origin/main ¦ plain ¦ rebases onto main ¦ source=git-rebase(1)
git cherry-pick -x 4f2c9a1 ¦ plain ¦ cherry-pick ¦ source=git-cherry-pick(1)
git tag -l 'v2.*' ¦ plain ¦ lists tags ¦ source=git-tag(1)
git reflog -10 ¦ plain ¦ reads the reflog ¦ source=git-reflog(1)
git grep -n 'ledgerId' -- '*.ts' ¦ plain ¦ searches code ¦ source=git-grep(1)
git branch -vv ¦ plain ¦ branches ¦ source=git-branch(1)
git rm --cached tmp/debug.log ¦ plain ¦ untracks a file ¦ source=git-rm(1)
git mv src/old.ts src/ledger/old.ts ¦ plain ¦ moves a file ¦ source=git-mv(1)
hg diff -r tip ¦ plain ¦ Mercurial diff ¦ source=hg help diff
@local-db
sqlite3 ledger.db '.schema entries' ¦ plain ¦ reads a schema ¦ source=sqlite3 docs
sqlite3 ledger.db 'DELETE FROM entries WHERE id > 100' ¦ plain ¦ edits the project's SQLite ¦ source=sqlite3 docs
sqlite3 ledger.db '.dump' > tmp/ledger.sql ¦ plain ¦ dumps to a project file ¦ source=sqlite3 docs
psql -h localhost -U postgres ledger_dev -c 'SELECT count(*) FROM entries' ¦ plain ¦ reads a dev database ¦ source=psql docs
psql -h 127.0.0.1 ledger_test -f db/fixtures.sql ¦ plain ¦ loads fixtures into test ¦ source=psql docs
psql -h localhost ledger_dev -c "\copy entries FROM 'testdata/entries.csv' CSV HEADER" ¦ plain ¦ imports a project CSV ¦ source=psql docs, \copy
createdb -h localhost ledger_test ¦ plain ¦ creates a test database ¦ source=createdb docs
pg_dump -h localhost -Fc ledger_dev -f tmp/ledger_dev.dump ¦ plain ¦ local dump ¦ source=pg_dump docs
mysql -h 127.0.0.1 -u root ledger_test -e 'TRUNCATE TABLE entries' ¦ plain ¦ empties a test table ¦ source=MySQL docs
duckdb ledger.duckdb -c 'SELECT * FROM entries LIMIT 5' ¦ plain ¦ DuckDB over a project file ¦ source=DuckDB docs
@inline-code
python3 -c 'import os; print(os.getcwd(), os.getuid())' ¦ plain ¦ who and where ¦ source=Python docs
node -e 'console.log(Buffer.from("aGk=", "base64").toString())' ¦ plain ¦ decodes base64 ¦ source=Node.js docs
node -e 'fetch("http://localhost:3000/health").then(r=>console.log(r.status))' ¦ plain ¦ calls the local server ¦ source=Node.js docs
ruby -e 'require "yaml"; p YAML.load_file("config/database.yml")["development"]' ¦ plain ¦ reads dev config ¦ source=Ruby docs
@heredoc-write
cat > src/ledger/entry.ts <<'EOF'⏎export interface Entry {⏎  id: number;⏎  memo: string;⏎}⏎EOF ¦ heredoc ¦ writes a TypeScript file ¦ source=bash(1), here documents
cat <<EOF > .env.test⏎DATABASE_URL=postgres://postgres:postgres@localhost:5432/ledger_test⏎EOF ¦ heredoc ¦ writes the test env ¦ source=bash(1)
@go
go test -run TestLedger ./internal/ledger -v ¦ plain ¦ one test ¦ source=go command docs
go test -cover ./... ¦ plain ¦ coverage ¦ source=go command docs
@rust
cargo test -p ledger-core ¦ plain ¦ one crate's tests ¦ source=Cargo book
cargo bench --no-run ¦ plain ¦ builds benches ¦ source=Cargo book
cargo update -p serde --dry-run ¦ plain ¦ update dry run ¦ source=Cargo book
@python
pytest tests/test_ledger.py::test_balance -vv ¦ plain ¦ one test ¦ source=pytest docs
python -m pytest --lf ¦ plain ¦ reruns failures ¦ source=pytest docs
ruff check src/ --select I --fix ¦ plain ¦ sorts imports ¦ source=Ruff docs
mypy src/ledger ¦ plain ¦ types ¦ source=mypy docs
python manage.py shell -c 'from ledger.models import Entry; print(Entry.objects.count())' --settings=app.settings.dev ¦ plain ¦ dev shell one-liner ¦ source=Django docs, shell
python -m cProfile -o tmp/prof.out scripts/rebuild.py ¦ plain ¦ profiles a script ¦ source=Python docs, cProfile
@js
npm run test:unit -- --reporter=dot ¦ plain ¦ unit tests ¦ source=npm docs
npm run typecheck ¦ plain ¦ type check ¦ source=npm docs
npx eslint src/ledger --fix ¦ plain ¦ lints ¦ source=ESLint docs
npx tsx scripts/seed-dev.ts ¦ plain ¦ runs a project script ¦ source=tsx README
@jvm
./gradlew :ledger:test --info ¦ plain ¦ module tests ¦ source=Gradle docs
./gradlew spotlessCheck ¦ plain ¦ format check ¦ source=Spotless README
./mvnw -pl ledger-core verify ¦ plain ¦ module verify ¦ source=Maven docs
@ruby
bundle exec rspec spec/ledger_spec.rb:42 ¦ plain ¦ one example ¦ source=RSpec docs
bin/rails console --sandbox -e development ¦ plain ¦ dev console in a sandbox ¦ source=Rails guides
@php
vendor/bin/phpunit tests/LedgerTest.php ¦ plain ¦ one test file ¦ source=PHPUnit docs
@dotnet
dotnet test tests/Ledger.Tests --no-build ¦ plain ¦ tests ¦ source=Microsoft Learn
dotnet watch --project src/Ledger.Api run ¦ plain ¦ dev watch ¦ source=Microsoft Learn
@c-cpp
cmake --build build --target ledger_tests ¦ plain ¦ builds tests ¦ source=CMake docs
@more-languages
mix test test/ledger_test.exs:12 ¦ plain ¦ one Elixir test ¦ source=Mix docs
swift test --filter LedgerTests ¦ plain ¦ Swift test ¦ source=Swift docs
@lint-and-tools
shellcheck -x scripts/dev-setup.sh ¦ plain ¦ lints shell ¦ source=ShellCheck README
rg -l 'ledger_id' --type py ¦ plain ¦ searches code ¦ source=ripgrep guide
make -n release ¦ plain ¦ dry run of a release target ¦ source=make(1), -n
helm uninstall --help ¦ plain ¦ help ¦ source=Helm docs
aws s3 rb help ¦ plain ¦ help ¦ source=AWS CLI reference
gh repo delete --help ¦ plain ¦ help ¦ source=GitHub CLI manual
npm unpublish --help ¦ plain ¦ help ¦ source=npm docs
curl -sSL https://raw.githubusercontent.com/initech/ledger/main/CONTRIBUTING.md ¦ plain ¦ reads a public file ¦ source=curl(1)
@local-server
docker compose up -d ledger-db ¦ plain ¦ local database ¦ source=docker compose reference
python3 -m http.server 9000 -b 127.0.0.1 ¦ plain ¦ static server on loopback ¦ source=Python docs, http.server
"""
