# Everyday commands of heldout17 (must not be red). Format: see ../gen_heldout.py.
GREEN = r"""
@yellow
pnpm add zod@3.23.8 --filter @tally/api ¦ dep-install ¦ adds a dependency to one workspace package ¦ yellow ¦ source=pnpm docs, pnpm add
yarn add -D @types/node@20 ¦ dep-install ¦ adds type definitions ¦ yellow ¦ source=Yarn docs, yarn add
uv add 'httpx>=0.27' ¦ dep-install ¦ adds a Python dependency ¦ yellow ¦ source=uv docs, uv add
poetry add --group dev pytest-xdist ¦ dep-install ¦ adds a dev dependency with Poetry ¦ yellow ¦ source=Poetry docs, add
pip install -r requirements/dev.txt ¦ dep-install ¦ installs the project's dev requirements ¦ yellow ¦ source=pip docs, requirements files
bundle add faker --group development ¦ dep-install ¦ adds a gem ¦ yellow ¦ source=Bundler docs, bundle add
dotnet add package Serilog --version 4.0.1 ¦ dep-install ¦ adds a NuGet package ¦ yellow ¦ source=Microsoft Learn, dotnet add package
python manage.py migrate --settings=tally.settings.dev ¦ dev-migration ¦ migrates the dev database ¦ yellow ¦ source=Django docs, migrate
npx prisma migrate dev --name add_invoices ¦ dev-migration ¦ creates and applies a dev migration ¦ yellow ¦ source=Prisma docs, migrate dev
MIX_ENV=test mix ecto.migrate ¦ dev-migration ¦ migrates the test database ¦ yellow ¦ source=Ecto docs
goose -dir db/migrations postgres "postgres://tally:tally@localhost:5432/tally_dev?sslmode=disable" up ¦ dev-migration ¦ migrates the local database ¦ yellow ¦ source=goose README
git push -u origin feature/invoice-export ¦ feature-push ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
git push --set-upstream origin chore/bump-deps ¦ feature-push ¦ pushes a chore branch ¦ yellow ¦ source=git-push(1)
gh pr create --draft --title "Export invoices as CSV" --body "Adds CSV export" ¦ open-pr ¦ opens a draft pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
gh pr create --fill --base main --head feature/invoice-export ¦ open-pr ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
@local-target
gcloud config set project tally-dev ¦ cloud-setting ¦ sets gcloud's project ¦ source=gcloud reference, config set
gcloud config configurations activate tally-sandbox ¦ cloud-setting ¦ switches configuration ¦ source=gcloud reference
aws configure set region eu-central-1 --profile sandbox ¦ cloud-setting ¦ sets a sandbox profile's region ¦ source=AWS CLI reference, configure set
az account set --subscription tally-dev ¦ cloud-setting ¦ picks the dev subscription ¦ source=Azure CLI reference, account set
kubectl config use-context kind-tally ¦ cloud-setting ¦ switches to the local kind cluster ¦ source=kubectl reference
kubectl config set-context --current --namespace=tally-dev ¦ cloud-setting ¦ sets the namespace ¦ source=kubectl reference
kubectx k3d-tally ¦ cloud-setting ¦ switches to a local k3d cluster ¦ source=kubectx README
terraform workspace select -or-create dev ¦ cloud-setting ¦ selects the dev workspace ¦ source=Terraform docs
@deploy-local
cdk synth TallyDevStack ¦ local-build ¦ synthesises a template ¦ source=AWS CDK docs
cdk diff TallyDevStack ¦ dry-run ¦ diffs the dev stack ¦ source=AWS CDK docs
helm template tally ./chart -f values-dev.yaml ¦ local-build ¦ renders a chart ¦ source=Helm docs
helm upgrade --install tally ./chart --kube-context kind-tally --dry-run=server ¦ dry-run ¦ a server dry run on kind ¦ source=Helm docs
kubectl --context kind-tally apply -f k8s/dev/ ¦ local ¦ applies to kind ¦ source=kubectl reference
kubectl diff -f k8s/dev/ --context minikube ¦ dry-run ¦ diffs against minikube ¦ source=kubectl reference
kubectl --context k3d-tally delete pod -l app=api ¦ local ¦ restarts pods on k3d ¦ source=kubectl reference
kind create cluster --name tally --config kind.yaml ¦ local ¦ makes a local cluster ¦ source=kind docs
kind load docker-image tally/api:dev --name tally ¦ local ¦ loads an image into kind ¦ source=kind docs
k3d cluster delete tally ¦ local ¦ deletes a local k3d cluster ¦ source=k3d docs
skaffold dev --port-forward -p local ¦ local ¦ runs skaffold dev ¦ source=Skaffold docs
vercel dev --listen 3000 ¦ local ¦ runs Vercel dev ¦ source=Vercel CLI docs
firebase init hosting --project tally-dev ¦ scaffold ¦ initialises hosting config ¦ source=Firebase CLI reference
wrangler d1 execute tally-db --local --command "SELECT count(*) FROM invoices" ¦ local ¦ queries local D1 ¦ source=Wrangler docs
fly launch --no-deploy --name tally-dev ¦ scaffold ¦ generates fly.toml without deploying ¦ source=Fly docs
flyctl config validate ¦ dry-run ¦ validates fly.toml ¦ source=Fly docs
ansible-playbook -i inventory/dev site.yml --check --diff ¦ dry-run ¦ check mode on dev ¦ source=Ansible docs
docker compose exec db psql -U tally tally_dev -c '\dt' ¦ local ¦ lists tables in the dev database ¦ source=Docker docs
docker build -t tally/api:dev . ¦ local-build ¦ builds a local image ¦ source=Docker docs
docker buildx build --load -t tally/api:test --platform linux/amd64 . ¦ local-build ¦ builds and loads locally ¦ source=Docker docs
docker tag tally/api:dev tally/api:local-test ¦ local-tag ¦ a local tag ¦ source=Docker docs
docker run --rm -it --gpus all tally/trainer:dev python train.py --epochs 1 ¦ local ¦ a GPU container ¦ source=Docker docs, GPUs
docker run --rm --device /dev/ttyUSB0 tally/flasher:dev ¦ local ¦ a USB device in a container ¦ source=Docker docs, --device
npm pack --pack-destination dist ¦ local-build ¦ packs a tarball ¦ source=npm docs
cargo publish --dry-run -p tally-core ¦ dry-run ¦ publish dry run ¦ source=Cargo book
cargo package --list ¦ dry-run ¦ lists packaged files ¦ source=Cargo book
python -m build --sdist --wheel ¦ local-build ¦ builds distributions ¦ source=packaging guide
uv build ¦ local-build ¦ builds distributions ¦ source=uv docs
poetry build -f wheel ¦ local-build ¦ builds a wheel ¦ source=Poetry docs
gem build tally.gemspec ¦ local-build ¦ builds a gem ¦ source=RubyGems guides
vsce package --no-dependencies ¦ local-build ¦ packages an extension ¦ source=VS Code docs
eas build --platform android --profile development --local ¦ local-build ¦ a local dev build ¦ source=Expo docs
npx changeset status --verbose ¦ dry-run ¦ shows pending changesets ¦ source=Changesets docs
npx changeset version ¦ local-build ¦ bumps versions locally ¦ source=Changesets docs
@emulator
aws --endpoint-url=http://localhost:4566 s3 mb s3://tally-local ¦ emulator ¦ LocalStack bucket ¦ source=LocalStack docs
aws dynamodb delete-table --table-name invoices --endpoint-url http://localhost:8000 ¦ emulator ¦ deletes a DynamoDB Local table ¦ source=AWS docs, DynamoDB Local
gcloud beta emulators pubsub start --project=tally-local --host-port=localhost:8085 ¦ emulator ¦ Pub/Sub emulator ¦ source=gcloud reference
gcloud emulators firestore start --host-port=127.0.0.1:8081 ¦ emulator ¦ Firestore emulator ¦ source=gcloud reference
az storage container create -n uploads --connection-string "UseDevelopmentStorage=true" ¦ emulator ¦ container on Azurite ¦ source=Microsoft Learn, Azurite
mc mb local/tally-test ¦ emulator ¦ local MinIO bucket ¦ source=MinIO mc docs
swaks --to dev@tally.test --server localhost:1025 ¦ emulator ¦ mail to Mailpit ¦ source=swaks docs
kcat -P -b localhost:9092 -t tally-test -K: <<< 'k:v' ¦ emulator ¦ produces to a local Kafka ¦ source=kcat README
nats pub -s nats://localhost:4222 tally.test hello ¦ emulator ¦ publishes to a local NATS ¦ source=NATS CLI docs
redis-cli -h localhost -n 2 FLUSHDB ¦ emulator ¦ flushes a local Redis db ¦ source=Redis docs
@dev-http
curl -s http://localhost:8080/healthz ¦ dev-http ¦ health check ¦ source=curl(1)
curl -X POST http://0.0.0.0:3000/api/invoices -H 'Content-Type: application/json' -d '{"amount":10}' ¦ dev-http ¦ POST to dev ¦ source=curl(1)
curl -sS -X POST http://api:8000/graphql -d '{"query":"{ invoices { id } }"}' ¦ dev-http ¦ GraphQL read on a compose service ¦ source=GraphQL docs
curl http://host.docker.internal:9000/metrics ¦ dev-http ¦ metrics from the host ¦ source=Docker docs
http POST localhost:8000/api/login email=dev@tally.test password=dev ¦ dev-http ¦ HTTPie to dev ¦ source=HTTPie docs
xh :3000/api/items ¦ dev-http ¦ xh to localhost ¦ source=xh README
wget -qO- http://127.0.0.1:8080/version ¦ dev-http ¦ version ¦ source=wget manual
hey -n 200 -c 10 http://localhost:8080/api/items ¦ dev-http ¦ small local load test ¦ source=hey README
curl -sL https://api.github.com/repos/golang/go/releases/latest | jq -r .tag_name ¦ public-read ¦ reads a public API ¦ source=GitHub REST docs
curl -fsSLO https://raw.githubusercontent.com/github/gitignore/main/Go.gitignore ¦ public-read ¦ downloads a public file ¦ source=github/gitignore README
@project-files
openssl req -new -x509 -nodes -days 30 -subj /CN=localhost -keyout certs/localhost.key -out certs/localhost.crt ¦ project-file ¦ makes a dev key in the project ¦ source=openssl-req(1)
cat .npmrc ¦ project-file ¦ the project's npmrc with settings only ¦ source=npm docs
@reversible
truncate -s 1G testdata/disk.img && mkfs.ext4 -F testdata/disk.img ¦ disk-image ¦ a disk image in the project ¦ source=mkfs.ext4(8)
@git-local
git blame -L 40,60 internal/invoice/total.go ¦ git ¦ blame ¦ source=git-blame(1)
git shortlog -sne --since=2026-01-01 ¦ git ¦ authors ¦ source=git-shortlog(1)
git bisect start HEAD v1.4.0 && git bisect run go test ./internal/invoice/ ¦ git ¦ bisect ¦ source=git-bisect(1)
git commit -am "Export invoices as CSV" ¦ git ¦ commit ¦ source=git-commit(1)
git tag -a v1.5.0-rc1 -m "rc1" ¦ git ¦ local tag ¦ source=git-tag(1)
git worktree add ../tally-hotfix hotfix/1.4.1 ¦ git ¦ worktree ¦ source=git-worktree(1)
git restore src/invoice.ts ¦ git ¦ restores one file ¦ source=git-restore(1)
git push --dry-run origin feature/csv-export ¦ git ¦ push dry run ¦ source=git-push(1)
@local-db
sqlite3 tally.db '.tables' ¦ sqlite ¦ lists tables ¦ source=SQLite CLI docs
sqlite3 tally.db '.mode csv' '.import testdata/invoices.csv invoices' ¦ sqlite ¦ imports a project CSV ¦ source=SQLite CLI docs
sqlite3 -header -csv tally.db 'SELECT * FROM invoices' > out/invoices.csv ¦ sqlite ¦ exports to the project ¦ source=SQLite CLI docs
sqlite3 :memory: 'CREATE TABLE t(x); INSERT INTO t VALUES(1); DELETE FROM t; SELECT count(*) FROM t' ¦ sqlite ¦ in-memory SQL ¦ source=SQLite docs
psql -h localhost -U tally tally_dev -c 'SELECT count(*) FROM invoices' ¦ psql ¦ counts on dev ¦ source=psql(1)
psql postgres://tally:tally@localhost:5432/tally_test -c 'TRUNCATE invoices' ¦ psql ¦ truncates a test table ¦ source=psql(1)
psql -d tally_dev -c "\copy invoices TO 'out/invoices.csv' CSV HEADER" ¦ psql ¦ exports to the project ¦ source=psql(1)
psql -d tally_dev -c 'CREATE TEMP TABLE x AS SELECT 1; DROP TABLE x' ¦ psql ¦ temporary table ¦ source=PostgreSQL docs
pg_dump -h localhost -d tally_dev -f out/dev.sql ¦ psql ¦ dumps dev into the project ¦ source=pg_dump(1)
createdb -h localhost tally_test ¦ psql ¦ makes a test database ¦ source=createdb(1)
dropdb -h localhost --if-exists tally_test ¦ psql ¦ drops a test database ¦ source=dropdb(1)
mysql -h 127.0.0.1 -u root tally_dev -e 'SHOW TABLES' ¦ mysql ¦ lists tables on dev ¦ source=MySQL docs
mongosh mongodb://localhost:27017/tally_dev --eval 'db.invoices.countDocuments()' ¦ mongo ¦ counts on dev ¦ source=MongoDB docs
@inline-code
python3 -c 'import sqlite3; print(sqlite3.connect("tally.db").execute("select count(*) from invoices").fetchone())' ¦ inline ¦ reads a local database ¦ source=Python docs, sqlite3
python3 -c 'import base64,sys; print(base64.b64decode(sys.argv[1]).decode())' aGVsbG8= ¦ inline ¦ decodes base64 ¦ source=Python docs, base64
python3 -c 'import urllib.request; print(urllib.request.urlopen("http://localhost:8000/healthz").status)' ¦ inline ¦ calls a local server ¦ source=Python docs, urllib.request
node -p 'process.versions' ¦ inline ¦ prints versions ¦ source=Node.js docs
@heredoc-write
cat > internal/invoice/csv.go <<'EOF'⏎package invoice⏎⏎// CSV renders invoices as CSV.⏎func CSV() string { return "" }⏎EOF ¦ heredoc ¦ writes a Go file ¦ source=bash manual, here documents
cat <<'EOF' > .env.test⏎DATABASE_URL=postgres://tally:tally@localhost:5432/tally_test⏎EOF ¦ heredoc ¦ writes the test env ¦ source=bash manual, here documents
tee tests/fixtures/invoice.json <<'JSON'⏎{"id": 1, "amount": 10}⏎JSON ¦ heredoc ¦ writes a fixture ¦ source=bash manual, here documents
@go
go build -o bin/tally ./cmd/tally ¦ go ¦ build ¦ source=Go docs
go generate ./internal/... ¦ go ¦ generate ¦ source=Go docs
go test -run TestInvoiceCSV -v ./internal/invoice ¦ go ¦ one test ¦ source=Go docs
@rust
cargo test --workspace ¦ rust ¦ tests ¦ source=Cargo book
cargo clean -p tally-core ¦ rust ¦ clean one package ¦ source=Cargo book
@python
pytest -q -x tests/unit ¦ python ¦ tests ¦ source=pytest docs
uv run pytest -k invoice ¦ python ¦ tests under uv ¦ source=uv docs
python manage.py makemigrations invoices ¦ python ¦ makes a migration file ¦ source=Django docs
flask --app tally run --debug ¦ python ¦ dev server ¦ source=Flask docs
uvicorn tally.main:app --reload --port 8001 ¦ python ¦ dev server ¦ source=Uvicorn docs
@js
npx vitest run src/invoice.test.ts ¦ js ¦ one test ¦ source=Vitest docs
npx prisma generate ¦ js ¦ generates the client ¦ source=Prisma docs
npx prisma migrate status ¦ js ¦ migration status ¦ source=Prisma docs
deno test --allow-read=. ¦ js ¦ Deno tests ¦ source=Deno docs
npx create-vite@latest web --template react-ts ¦ js ¦ scaffolds a Vite app in the project ¦ source=Vite docs
npm run dev -- --host ¦ js ¦ dev server ¦ source=Vite docs
npx storybook dev -p 6006 --no-open ¦ js ¦ storybook ¦ source=Storybook docs
@jvm
./gradlew test --tests '*InvoiceTest' ¦ jvm ¦ tests ¦ source=Gradle docs
mvn -DskipTests package ¦ jvm ¦ package ¦ source=Maven docs
sbt "testOnly *InvoiceSpec" ¦ jvm ¦ tests ¦ source=sbt docs
@ruby
bin/rails generate migration AddDueDateToInvoices due_date:date ¦ ruby ¦ generates a migration file ¦ source=Rails guides
bin/rails routes -g invoice ¦ ruby ¦ routes ¦ source=Rails guides
bin/rails console -e development --sandbox ¦ ruby ¦ sandbox console ¦ source=Rails guides
@php
vendor/bin/phpunit --filter InvoiceTest ¦ php ¦ tests ¦ source=PHPUnit docs
vendor/bin/phpstan analyse src --level=6 ¦ php ¦ analysis ¦ source=PHPStan docs
@dotnet
dotnet test --filter FullyQualifiedName~Invoice ¦ dotnet ¦ tests ¦ source=Microsoft Learn
dotnet ef migrations add AddDueDate ¦ dotnet ¦ generates a migration ¦ source=Microsoft Learn, EF Core
dotnet watch run --project src/Tally.Api ¦ dotnet ¦ dev run ¦ source=Microsoft Learn
@c-cpp
cmake --build build -j 2 ¦ c-cpp ¦ build ¦ source=CMake docs
valgrind --leak-check=full ./build/tally_test ¦ c-cpp ¦ leaks ¦ source=Valgrind docs
@more-languages
mix test test/tally_web ¦ elixir ¦ tests ¦ source=Mix docs
swift test --filter InvoiceTests ¦ swift ¦ tests ¦ source=Swift docs
@lint-and-tools
yamllint -s k8s/ ¦ tools ¦ lints YAML ¦ source=yamllint docs
gitleaks detect --source . --redact -v ¦ tools ¦ scans the project, redacted ¦ source=gitleaks README
rg -n 'func .*Invoice' --type go ¦ tools ¦ searches code ¦ source=ripgrep guide
fd -e ts -E node_modules ¦ tools ¦ finds files ¦ source=fd README
du -sh node_modules target .venv 2>/dev/null ¦ tools ¦ sizes ¦ source=coreutils du
wc -l $(git ls-files '*.go') | tail -1 ¦ tools ¦ line count ¦ source=coreutils wc
diff -u old/schema.sql db/schema.sql ¦ tools ¦ diff ¦ source=diffutils
make help ¦ tools ¦ make targets ¦ source=GNU make manual
gh pr view 214 --comments ¦ tools ¦ reads a PR ¦ source=GitHub CLI manual
gh pr checks ¦ tools ¦ reads checks ¦ source=GitHub CLI manual
docker ps -a --format '{{.Names}}\t{{.Status}}' ¦ tools ¦ containers ¦ source=Docker docs
kubectl --context kind-tally get pods -A ¦ tools ¦ pods on kind ¦ source=kubectl reference
kubectl logs -f deploy/api --context minikube ¦ tools ¦ logs on minikube ¦ source=kubectl reference
aws s3 cp s3://tally-dev-fixtures/sample.csv testdata/ --profile sandbox ¦ bucket-to-project ¦ copies a dev fixture into the project ¦ source=AWS CLI reference
gsutil cp gs://tally-dev-fixtures/sample.json testdata/ ¦ bucket-to-project ¦ copies a dev fixture ¦ source=gsutil docs
aws s3 ls s3://tally-dev-fixtures/ --profile sandbox ¦ bucket-to-project ¦ lists a dev bucket ¦ source=AWS CLI reference
mc cp local/tally-test/sample.csv testdata/ ¦ bucket-to-project ¦ copies from local MinIO ¦ source=MinIO mc docs
@local-server
python3 -m http.server 8000 --directory dist ¦ server ¦ serves the build ¦ source=Python docs, http.server
caddy file-server --root dist --listen :8080 ¦ server ¦ serves the build ¦ source=Caddy docs
docker compose stop worker ¦ server ¦ stops a local service ¦ source=Docker docs
redis-server --port 6380 --daemonize yes ¦ server ¦ local Redis ¦ source=Redis docs
pg_ctl -D .pgdata -l .pgdata/log start ¦ server ¦ project-local Postgres ¦ source=pg_ctl(1)
@help
npm help publish ¦ help ¦ help ¦ source=npm docs
man git-filter-repo ¦ help ¦ man page ¦ source=man(1)
helm uninstall -h ¦ help ¦ help ¦ source=Helm docs
twine upload --help ¦ help ¦ help ¦ source=twine docs
gcloud projects delete --help ¦ help ¦ help ¦ source=gcloud reference
stripe refunds create --help ¦ help ¦ help ¦ source=Stripe CLI reference
@yellow
npm install --save-exact tally-money@file:packages/money ¦ dep-install ¦ adds a workspace package by path ¦ yellow ¦ source=npm docs, npm install
pnpm install --frozen-lockfile=false --filter @tally/web... ¦ dep-install ¦ installs for one package and its dependencies ¦ yellow ¦ source=pnpm docs, filtering
yarn up react@18.3.1 ¦ dep-install ¦ upgrades a dependency ¦ yellow ¦ source=Yarn docs, yarn up
pip install -e '.[test,lint]' ¦ dep-install ¦ editable install with extras ¦ yellow ¦ source=pip docs, editable installs
cargo update -p serde_json ¦ dep-install ¦ updates one crate in the lockfile ¦ yellow ¦ source=Cargo book, cargo update
go get -u ./internal/invoice/... ¦ dep-install ¦ upgrades the package's dependencies ¦ yellow ¦ source=Go docs, go get
composer update monolog/monolog --with-dependencies ¦ dep-install ¦ updates one package ¦ yellow ¦ source=Composer docs, update
dotnet restore src/Tally.Api/Tally.Api.csproj ¦ dep-install ¦ restores packages ¦ yellow ¦ source=Microsoft Learn, dotnet restore
bin/rails db:migrate VERSION=20261201120000 RAILS_ENV=test ¦ dev-migration ¦ migrates the test database to a version ¦ yellow ¦ source=Rails guides, migrations
npx sequelize-cli db:migrate --env test ¦ dev-migration ¦ Sequelize migrates test ¦ yellow ¦ source=Sequelize docs, migrations
dbmate --url "postgres://tally:tally@localhost:5432/tally_dev?sslmode=disable" up ¦ dev-migration ¦ dbmate migrates the local database ¦ yellow ¦ source=dbmate README
git push origin HEAD:refs/heads/feature/tally-csv-headers ¦ feature-push ¦ pushes HEAD to a feature branch ¦ yellow ¦ source=git-push(1)
git push -u origin docs/invoice-readme ¦ feature-push ¦ pushes a docs branch ¦ yellow ¦ source=git-push(1)
gh pr create --title "Round invoice totals half-even" --body-file .github/pr/rounding.md --base main ¦ open-pr ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
glab mr create --title "Invoice CSV export" --description "Adds export" --source-branch feature/tally-csv --target-branch main ¦ open-mr ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
@local-target
gcloud config set run/region europe-west4 ¦ cloud-setting ¦ sets Cloud Run's region ¦ source=gcloud reference
gcloud config get-value project ¦ cloud-setting ¦ reads the project ¦ source=gcloud reference
aws configure get region --profile tally-sandbox ¦ cloud-setting ¦ reads a profile's region ¦ source=AWS CLI reference
az configure --defaults group=tally-dev-rg ¦ cloud-setting ¦ sets a default group ¦ source=Azure CLI reference
kubectl config rename-context kind-tally tally-local ¦ cloud-setting ¦ renames a local context ¦ source=kubectl reference
kubens tally-dev ¦ cloud-setting ¦ switches namespace ¦ source=kubectx README
doctl projects list --format Name,Environment ¦ cloud-setting ¦ lists projects ¦ source=doctl reference
pulumi config set tally:replicas 1 --stack dev ¦ cloud-setting ¦ sets dev stack config ¦ source=Pulumi CLI docs
vercel link --yes --project tally-web ¦ cloud-setting ¦ links the project folder ¦ source=Vercel CLI docs
netlify link --name tally-web ¦ cloud-setting ¦ links the project folder ¦ source=Netlify CLI docs
firebase use tally-dev ¦ cloud-setting ¦ selects the dev project ¦ source=Firebase CLI reference
heroku apps:info -a tally-staging ¦ cloud-setting ¦ reads app info ¦ source=Heroku CLI reference
@deploy-local
terraform plan -target=module.tally_dev_queue -var env=dev ¦ dry-run ¦ plans one dev module ¦ source=Terraform docs
terraform console -var-file=envs/dev.tfvars <<< 'local.bucket_name' ¦ dry-run ¦ evaluates an expression ¦ source=Terraform docs, console
terraform output -json > out/tf-dev.json ¦ dry-run ¦ reads outputs ¦ source=Terraform docs
terraform graph | dot -Tsvg > out/graph.svg ¦ dry-run ¦ draws the graph ¦ source=Terraform docs
tofu plan -chdir=envs/dev -out=tally.tfplan ¦ dry-run ¦ plans dev ¦ source=OpenTofu docs
terragrunt plan --terragrunt-working-dir live/dev/queue ¦ dry-run ¦ plans dev ¦ source=Terragrunt docs
pulumi preview -s dev --json > out/preview.json ¦ dry-run ¦ previews dev ¦ source=Pulumi CLI docs
cdk synth --quiet -c env=dev ¦ local-build ¦ synthesises dev ¦ source=AWS CDK docs
sam local start-api --port 3001 --env-vars env/local.json ¦ local ¦ local API ¦ source=AWS SAM CLI reference
sam local generate-event s3 put --bucket tally-local > events/put.json ¦ local ¦ generates an event ¦ source=AWS SAM CLI reference
serverless offline start --stage dev ¦ local ¦ serverless-offline ¦ source=serverless-offline README
helm template tally charts/tally --set image.tag=dev --namespace tally-dev | kubeconform -strict ¦ dry-run ¦ renders and validates ¦ source=kubeconform README
helm diff upgrade tally charts/tally --kube-context kind-tally -f values-dev.yaml ¦ dry-run ¦ diffs on kind ¦ source=helm-diff README
helm package charts/tally -d out/ ¦ local-build ¦ packages a chart ¦ source=Helm docs
helm show values bitnami/postgresql > out/pg-values.yaml ¦ dry-run ¦ reads chart values ¦ source=Helm docs
kubectl --context kind-tally port-forward svc/api 8080:80 ¦ local ¦ port-forward on kind ¦ source=kubectl reference
kubectl --context kind-tally rollout restart deploy/api ¦ local ¦ restarts on kind ¦ source=kubectl reference
kubectl --context minikube scale deploy/worker --replicas=0 ¦ local ¦ scales a minikube deploy ¦ source=kubectl reference
kubectl --context k3d-tally exec -it deploy/api -- sh -c 'ls /app' ¦ local ¦ lists files in a local pod ¦ source=kubectl reference
kubectl explain deployment.spec.strategy ¦ dry-run ¦ reads the schema ¦ source=kubectl reference
kubectl kustomize overlays/dev | kubeconform -summary ¦ dry-run ¦ validates the overlay ¦ source=kubectl reference
kind export logs out/kind-logs --name tally ¦ local ¦ exports kind logs ¦ source=kind docs
minikube image load tally/api:dev ¦ local ¦ loads an image into minikube ¦ source=minikube docs
minikube service api --url ¦ local ¦ prints a service URL ¦ source=minikube docs
k3d image import tally/api:dev -c tally ¦ local ¦ imports an image into k3d ¦ source=k3d docs
skaffold build -p local --push=false ¦ local-build ¦ builds without pushing ¦ source=Skaffold docs
skaffold render -p dev --output out/rendered.yaml ¦ dry-run ¦ renders manifests ¦ source=Skaffold docs
tilt ci --file Tiltfile.dev ¦ local ¦ Tilt CI locally ¦ source=Tilt docs
flux diff kustomization tally --path ./clusters/dev ¦ dry-run ¦ diffs a kustomization ¦ source=Flux docs
argocd app diff tally-dev --local ./k8s/dev ¦ dry-run ¦ diffs the dev app ¦ source=Argo CD docs
vercel pull --environment=development ¦ local ¦ pulls dev settings ¦ source=Vercel CLI docs
vercel inspect tally-web-abc123.vercel.app ¦ dry-run ¦ inspects a deployment ¦ source=Vercel CLI docs
netlify functions:serve --port 9999 ¦ local ¦ serves functions locally ¦ source=Netlify CLI docs
firebase functions:shell ¦ local ¦ functions shell against emulators ¦ source=Firebase CLI reference
firebase hosting:channel:list ¦ dry-run ¦ lists preview channels ¦ source=Firebase CLI reference
wrangler kv key list --binding=SESSIONS --local ¦ local ¦ lists local KV keys ¦ source=Wrangler docs
fly status -a tally-staging ¦ dry-run ¦ reads status ¦ source=Fly docs
fly logs -a tally-staging --no-tail ¦ dry-run ¦ reads logs ¦ source=Fly docs
kamal config -d staging ¦ dry-run ¦ prints config ¦ source=Kamal docs
nomad job plan jobs/api.dev.nomad.hcl ¦ dry-run ¦ plans a job ¦ source=Nomad docs
nomad job validate jobs/api.dev.nomad.hcl ¦ dry-run ¦ validates a job ¦ source=Nomad docs
packer validate images/dev.pkr.hcl ¦ dry-run ¦ validates a template ¦ source=Packer docs
packer fmt -check images/ ¦ lint ¦ formats templates ¦ source=Packer docs
docker compose run --rm api npm test ¦ local ¦ tests in a container ¦ source=Docker docs
docker compose up --build --wait web ¦ local ¦ builds and starts web ¦ source=Docker docs
docker image tag tally/worker:dev tally/worker:before-refactor ¦ local-tag ¦ local tag ¦ source=Docker docs
docker image rm tally/worker:before-refactor ¦ local ¦ removes a local tag ¦ source=Docker docs
podman build -t localhost/tally-api:dev . ¦ local-build ¦ builds locally ¦ source=Podman docs
podman play kube k8s/dev/pod.yaml ¦ local ¦ runs a pod locally ¦ source=Podman docs
goreleaser build --single-target --snapshot ¦ local-build ¦ builds one target ¦ source=GoReleaser docs
npm version prerelease --preid=rc --no-git-tag-version ¦ local-build ¦ bumps the version locally ¦ source=npm docs
uv publish --dry-run ¦ dry-run ¦ publish dry run ¦ source=uv docs
gem build tally-money.gemspec --output pkg/tally-money.gem ¦ local-build ¦ builds a gem ¦ source=RubyGems guides
mvn install -DskipTests -pl tally-core ¦ local-build ¦ installs to the local repository ¦ source=Maven docs
dotnet nuget push out/Tally.Money.1.0.0.nupkg --source ./local-feed ¦ local-build ¦ pushes to a folder feed ¦ source=Microsoft Learn
@emulator
aws --endpoint-url http://localhost:4566 dynamodb create-table --cli-input-json file://db/tables/invoices.json ¦ emulator ¦ LocalStack table ¦ source=LocalStack docs
awslocal s3 rm s3://tally-local --recursive ¦ emulator ¦ empties a LocalStack bucket ¦ source=LocalStack docs
awslocal lambda invoke --function-name tally-export out/resp.json ¦ emulator ¦ invokes on LocalStack ¦ source=LocalStack docs
FIRESTORE_EMULATOR_HOST=127.0.0.1:8081 npm run seed ¦ emulator ¦ seeds the emulator ¦ source=Firebase docs, emulators
az storage blob upload -f testdata/a.csv -c uploads -n a.csv --connection-string "UseDevelopmentStorage=true" ¦ emulator ¦ upload to Azurite ¦ source=Microsoft Learn, Azurite
mc rm --recursive --force local/tally-test/tmp/ ¦ emulator ¦ clears a local MinIO prefix ¦ source=MinIO mc docs
stripe fixtures fixtures/checkout.json ¦ emulator ¦ test-mode fixtures ¦ source=Stripe CLI reference
curl -s http://localhost:8025/api/v1/messages | jq '.messages | length' ¦ emulator ¦ reads Mailpit ¦ source=Mailpit docs
kafka-topics --bootstrap-server localhost:9092 --create --topic tally-dev-events --partitions 3 ¦ emulator ¦ local Kafka topic ¦ source=Kafka docs
rpk topic produce tally-dev-events -X brokers=localhost:19092 ¦ emulator ¦ local Redpanda produce ¦ source=rpk docs
mosquitto_pub -h localhost -t tally/test -m ping ¦ emulator ¦ local MQTT ¦ source=mosquitto_pub(1)
@dev-http
curl -s -X DELETE http://localhost:8080/api/invoices/42 ¦ dev-http ¦ DELETE on dev ¦ source=curl(1)
curl -s -X PUT http://127.0.0.1:3000/api/settings -d '{"theme":"dark"}' -H 'content-type: application/json' ¦ dev-http ¦ PUT on dev ¦ source=curl(1)
curl -sf http://web:3000/ready || echo not ready ¦ dev-http ¦ readiness on a compose service ¦ source=curl(1)
curl -s http://localhost:9090/api/v1/query?query=up ¦ dev-http ¦ local Prometheus ¦ source=Prometheus docs
curl -u elastic:changeme http://localhost:9200/_cat/indices?v ¦ dev-http ¦ local Elasticsearch ¦ source=Elasticsearch docs
curl -s -X POST 'http://localhost:9200/tally-test/_delete_by_query' -H 'Content-Type: application/json' -d '{"query":{"match_all":{}}}' ¦ dev-http ¦ clears a local test index ¦ source=Elasticsearch docs
http --form POST :8000/api/upload file@testdata/a.csv ¦ dev-http ¦ HTTPie upload to dev ¦ source=HTTPie docs
grpcurl -plaintext -d '{"id":1}' localhost:50051 tally.Invoices/Get ¦ dev-http ¦ gRPC read on dev ¦ source=grpcurl README
k6 run --vus 5 --duration 30s load/local.js ¦ dev-http ¦ local load test ¦ source=k6 docs
newman run postman/tally.postman_collection.json -e postman/local.json ¦ dev-http ¦ API tests on local ¦ source=Newman README
curl -fsSL https://registry.npmjs.org/react/latest | jq .version ¦ public-read ¦ reads a public registry ¦ source=npm registry API
curl -s https://pypi.org/pypi/httpx/json | jq -r .info.version ¦ public-read ¦ reads PyPI's JSON API ¦ source=PyPI JSON API docs
@project-files
cat .env.development.local.example ¦ project-file ¦ example env ¦ source=Next.js docs, environment variables
grep -v '^#' .env.test | sort ¦ project-file ¦ reads the test env ¦ source=GNU grep manual
npx dotenv -e .env.development -- node scripts/check-config.js ¦ project-file ¦ runs with the dev env ¦ source=dotenv-cli README
openssl x509 -noout -fingerprint -sha256 -in certs/localhost.crt ¦ project-file ¦ reads a public cert ¦ source=openssl-x509(1)
openssl s_client -connect localhost:8443 -servername localhost </dev/null | openssl x509 -noout -dates ¦ project-file ¦ reads the dev server's cert ¦ source=openssl-s_client(1)
ssh-keygen -t ed25519 -N '' -f testdata/ssh/test_key -C tally-test ¦ project-file ¦ makes a test key in the project ¦ source=ssh-keygen(1)
cat appsettings.Development.json ¦ project-file ¦ dev settings ¦ source=Microsoft Learn
@reversible
find tmp/ -type f -mtime +2 -delete ¦ cleanup ¦ clears old temp files in the project ¦ source=findutils find
rm -rf out/ results/ ¦ cleanup ¦ removes rebuildable output ¦ source=coreutils rm
lsof -ti tcp:8000 | xargs -r kill ¦ dev-server ¦ kills the dev server on 8000 ¦ source=lsof(8)
pkill -f 'uvicorn tally.main:app' ¦ dev-server ¦ stops uvicorn ¦ source=pkill(1)
rsync -av --delete fixtures/golden/ tests/golden/ ¦ rsync ¦ syncs golden files in the project ¦ source=rsync(1)
qemu-img create -f qcow2 testdata/vm.qcow2 2G ¦ disk-image ¦ a disk image in the project ¦ source=qemu-img(1)
chmod -R a+rwX storage/ bootstrap/cache ¦ chmod ¦ Laravel's writable folders ¦ source=Laravel docs
@git-local
git log -p -S 'roundHalfEven' -- internal/ ¦ git ¦ pickaxe search ¦ source=git-log(1)
git log --follow --oneline -- internal/invoice/csv.go ¦ git ¦ file history ¦ source=git-log(1)
git range-diff main feature/tally-csv~3 feature/tally-csv ¦ git ¦ range diff ¦ source=git-range-diff(1)
git branch -d feature/tally-csv-old ¦ git ¦ deletes a merged local branch ¦ source=git-branch(1)
git add -p internal/invoice/ ¦ git ¦ stages hunks ¦ source=git-add(1)
git commit -m "invoice: export CSV headers" --signoff ¦ git ¦ commit ¦ source=git-commit(1)
git cherry-pick -x 3f2a1bc ¦ git ¦ cherry-picks onto the local branch ¦ source=git-cherry-pick(1)
git tag --list 'v1.*' --sort=-v:refname ¦ git ¦ lists tags ¦ source=git-tag(1)
git lfs ls-files ¦ git ¦ LFS files ¦ source=git-lfs docs
git notes add -m "bench: 12ms" HEAD ¦ git ¦ a local note ¦ source=git-notes(1)
git describe --tags --always --dirty ¦ git ¦ version string ¦ source=git-describe(1)
git archive --format=tar.gz -o out/src.tar.gz HEAD ¦ git ¦ archives the tree into the project ¦ source=git-archive(1)
git config user.email dev@tally.test ¦ git ¦ sets the repository's email ¦ source=git-config(1)
@local-db
sqlite3 tally.db 'DELETE FROM sessions WHERE expires_at < strftime("%s","now")' ¦ sqlite ¦ clears expired rows in the project's DB ¦ source=SQLite docs
sqlite3 tally.db .schema > db/schema.sqlite.sql ¦ sqlite ¦ exports the schema ¦ source=SQLite CLI docs
sqlite3 tally.db 'VACUUM' ¦ sqlite ¦ vacuums the project's DB ¦ source=SQLite docs
psql -h 127.0.0.1 -d tally_dev -f db/seeds/dev.sql ¦ psql ¦ seeds dev ¦ source=psql(1)
psql -d tally_test -c 'DELETE FROM invoices WHERE true' ¦ psql ¦ empties a test table ¦ source=PostgreSQL docs
psql -d tally_dev -c 'EXPLAIN ANALYZE SELECT * FROM invoices WHERE customer_id = 7' ¦ psql ¦ query plan on dev ¦ source=PostgreSQL docs
pg_restore -d tally_dev --clean --if-exists out/dev.dump ¦ psql ¦ restores over the dev database ¦ source=pg_restore(1)
mysql -h localhost -u tally -ptally tally_test < db/fixtures.sql ¦ mysql ¦ loads test fixtures ¦ source=MySQL docs
mongosh mongodb://127.0.0.1:27017/tally_test --eval 'db.invoices.deleteMany({})' ¦ mongo ¦ empties a test collection ¦ source=MongoDB docs
redis-cli -p 6379 --scan --pattern 'tally:dev:*' | head ¦ redis ¦ lists dev keys ¦ source=Redis docs
duckdb out/analysis.duckdb -c "COPY (SELECT * FROM events) TO 'out/events.csv' (HEADER)" ¦ duckdb ¦ exports to the project ¦ source=DuckDB docs
@inline-code
python3 -c 'import os; print(os.getcwd())' ¦ inline ¦ prints the folder ¦ source=Python docs
python3 -c 'import platform; print(platform.platform())' ¦ inline ¦ platform ¦ source=Python docs
python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])' ¦ inline ¦ reads pyproject ¦ source=Python docs, tomllib
python3 -c 'import http.client as h; c=h.HTTPConnection("localhost",8000); c.request("POST","/api/ping"); print(c.getresponse().status)' ¦ inline ¦ POSTs to a local server ¦ source=Python docs, http.client
node -e 'const fs=require("fs"); console.log(Object.keys(JSON.parse(fs.readFileSync("tsconfig.json"))))' ¦ inline ¦ reads tsconfig ¦ source=Node.js docs
node -e 'console.log(Buffer.from("dGFsbHk=", "base64").toString())' ¦ inline ¦ decodes base64 ¦ source=Node.js docs, Buffer
bin/rails runner 'puts Invoice.count' -e development ¦ inline ¦ counts on dev ¦ source=Rails guides
python manage.py shell -c 'from invoices.models import Invoice; print(Invoice.objects.count())' --settings=tally.settings.dev ¦ inline ¦ counts on dev ¦ source=Django docs
@heredoc-write
cat > tests/test_rounding.py <<'EOF'⏎from tally.money import round_half_even⏎⏎def test_half():⏎    assert round_half_even(2.5) == 2⏎EOF ¦ heredoc ¦ writes a test ¦ source=bash manual, here documents
cat >> .gitignore <<'EOF'⏎out/⏎*.tfplan⏎EOF ¦ heredoc ¦ appends to .gitignore ¦ source=bash manual, here documents
cat > k8s/dev/configmap.yaml <<EOF⏎apiVersion: v1⏎kind: ConfigMap⏎metadata:⏎  name: tally⏎data:⏎  LOG_LEVEL: debug⏎EOF ¦ heredoc ¦ writes a manifest ¦ source=bash manual, here documents
@go
go test -cover -coverprofile=out/cover.out ./internal/... ¦ go ¦ coverage ¦ source=Go docs
go test -bench=BenchmarkCSV -benchmem ./internal/invoice ¦ go ¦ benchmark ¦ source=Go docs
go run ./cmd/tally --config config/dev.toml ¦ go ¦ runs the project ¦ source=Go docs
go mod why golang.org/x/text ¦ go ¦ why a module ¦ source=Go docs
@rust
cargo nextest run -p tally-core ¦ rust ¦ nextest ¦ source=nextest docs
cargo bench --bench csv ¦ rust ¦ bench ¦ source=Cargo book
cargo tree -i serde ¦ rust ¦ tree ¦ source=Cargo book
cargo run --bin tally -- --dry-run ¦ rust ¦ runs the project ¦ source=Cargo book
@python
pytest tests/test_rounding.py::test_half -vv ¦ python ¦ one test ¦ source=pytest docs
pytest -n 2 --maxfail=3 ¦ python ¦ parallel tests ¦ source=pytest-xdist docs
python -m pip freeze > out/freeze.txt ¦ python ¦ freeze into the project ¦ source=pip docs
uv run python -m tally.cli export --format csv ¦ python ¦ runs the project ¦ source=uv docs
pyright src/tally ¦ python ¦ types ¦ source=Pyright docs
isort --check-only src ¦ python ¦ import order ¦ source=isort docs
python -m pdb -c continue scripts/reconcile.py ¦ python ¦ debugger ¦ source=Python docs, pdb
alembic revision --autogenerate -m "add due date" ¦ python ¦ generates a migration ¦ source=Alembic docs
@js
pnpm --filter @tally/web build ¦ js ¦ one package build ¦ source=pnpm docs
pnpm why lodash ¦ js ¦ why a package ¦ source=pnpm docs
yarn workspaces foreach -A run test ¦ js ¦ workspace tests ¦ source=Yarn docs
npx jest --runInBand src/invoice ¦ js ¦ jest ¦ source=Jest docs
npx cypress run --spec cypress/e2e/invoice.cy.ts ¦ js ¦ cypress ¦ source=Cypress docs
npx turbo run build --filter=@tally/web ¦ js ¦ turbo build ¦ source=Turborepo docs
@jvm
./gradlew :tally-core:test --info ¦ jvm ¦ module tests ¦ source=Gradle docs
./mvnw -pl tally-api -am test ¦ jvm ¦ module tests ¦ source=Maven docs
./mvnw dependency:tree -Dincludes=com.fasterxml.jackson.core ¦ jvm ¦ tree ¦ source=Maven docs
@ruby
bundle exec rake spec ¦ ruby ¦ specs ¦ source=Rake docs
bin/rails db:seed RAILS_ENV=development ¦ ruby ¦ seeds dev ¦ source=Rails guides
bundle exec erb_lint --lint-all ¦ ruby ¦ ERB lint ¦ source=erb_lint README
@php
php artisan make:model Invoice -m ¦ php ¦ scaffolds a model ¦ source=Laravel docs
php artisan config:clear ¦ php ¦ clears cached config ¦ source=Laravel docs
php artisan tinker --execute="dump(App\Models\Invoice::count());" ¦ php ¦ counts on local ¦ source=Laravel docs
vendor/bin/pint --test ¦ php ¦ format check ¦ source=Pint docs
@dotnet
dotnet run --project src/Tally.Api --launch-profile Development ¦ dotnet ¦ dev run ¦ source=Microsoft Learn
dotnet ef migrations script --idempotent -o out/migrate.sql ¦ dotnet ¦ writes a migration script ¦ source=Microsoft Learn
dotnet new xunit -o tests/Tally.Money.Tests ¦ dotnet ¦ scaffolds a test project ¦ source=Microsoft Learn
@c-cpp
ninja -C build tally_test ¦ c-cpp ¦ ninja ¦ source=Ninja manual
clang-tidy src/money.c -- -Iinclude ¦ c-cpp ¦ clang-tidy ¦ source=clang-tidy docs
gdb -batch -ex run -ex bt ./build/tally_test ¦ c-cpp ¦ backtrace ¦ source=GDB docs
@more-languages
mix phx.routes ¦ elixir ¦ routes ¦ source=Phoenix docs
dart format --set-exit-if-changed lib ¦ dart ¦ format check ¦ source=Dart docs
@lint-and-tools
pre-commit autoupdate --freeze ¦ tools ¦ updates hook pins in the project ¦ source=pre-commit docs
semgrep scan --config p/default --error src/ ¦ tools ¦ semgrep ¦ source=Semgrep docs
checkov -d infra/ --quiet ¦ tools ¦ IaC scan ¦ source=Checkov docs
tfsec infra/ ¦ tools ¦ IaC scan ¦ source=tfsec README
kubeconform -strict k8s/dev/ ¦ tools ¦ validates manifests ¦ source=kubeconform README
jq -c '.[] | select(.status=="draft")' testdata/invoices.json ¦ tools ¦ filters a fixture ¦ source=jq manual
mlr --icsv --opprint head -n 5 testdata/invoices.csv ¦ tools ¦ reads a CSV ¦ source=Miller docs
csvlook testdata/invoices.csv | head ¦ tools ¦ reads a CSV ¦ source=csvkit docs
ast-grep --pattern 'fmt.Println($A)' --lang go ¦ tools ¦ structural search ¦ source=ast-grep docs
hyperfine 'go run ./cmd/tally export' ¦ tools ¦ benchmark ¦ source=hyperfine README
entr -c go test ./internal/invoice <<< "$(git ls-files internal/invoice)" ¦ tools ¦ reruns tests on change ¦ source=entr(1)
gh pr diff 214 ¦ tools ¦ reads a PR diff ¦ source=GitHub CLI manual
gh pr checkout 214 ¦ tools ¦ checks out a PR locally ¦ source=GitHub CLI manual
gh repo view --web=false ¦ tools ¦ reads the repository ¦ source=GitHub CLI manual
gh run list --workflow ci.yml -L 5 ¦ tools ¦ lists runs ¦ source=GitHub CLI manual
gh search code 'roundHalfEven repo:golang/go' ¦ tools ¦ searches public code ¦ source=GitHub CLI manual
glab ci view ¦ tools ¦ reads the pipeline ¦ source=GitLab CLI docs
docker logs --since 10m tally-api-1 ¦ tools ¦ local container logs ¦ source=Docker docs
@bucket-to-project
aws s3 sync s3://tally-dev-fixtures/golden/ tests/golden/ --profile tally-sandbox ¦ bucket-to-project ¦ syncs dev fixtures into the project ¦ source=AWS CLI reference
gcloud storage cp gs://tally-dev-fixtures/big.parquet data/ ¦ bucket-to-project ¦ copies a dev fixture ¦ source=gcloud reference
az storage blob download -c fixtures -n sample.csv -f testdata/sample.csv --account-name tallydevstore ¦ bucket-to-project ¦ downloads a dev blob ¦ source=Azure CLI reference
rclone copy tally-dev-s3:fixtures/ testdata/ ¦ bucket-to-project ¦ rclone from a dev remote ¦ source=rclone docs
@local-server
npx http-server dist -p 8081 -c-1 ¦ server ¦ serves the build ¦ source=http-server README
php -S localhost:8082 -t public ¦ server ¦ PHP dev server ¦ source=PHP manual, built-in server
ruby -run -e httpd public -p 8083 ¦ server ¦ Ruby dev server ¦ source=Ruby un.rb docs
docker compose up -d --force-recreate api ¦ server ¦ recreates a local service ¦ source=Docker docs
pg_ctl -D .pgdata stop -m fast ¦ server ¦ stops the project Postgres ¦ source=pg_ctl(1)
"""
