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
railway run npm run dev ¦ local ¦ runs locally with Railway env (dev environment) ¦ source=Railway CLI docs
copilot init --app tally --name api --type 'Load Balanced Web Service' --dockerfile ./Dockerfile 2>/dev/null; copilot svc package -n api -e test ¦ local-build ¦ packages a service template ¦ source=AWS Copilot docs
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
"""
