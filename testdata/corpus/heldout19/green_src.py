# Everyday commands of heldout19 (must not be red). Format: see ../gen_heldout.py.
GREEN = r"""
@yellow
npm i -D @types/node@22 typescript@5.6 ¦ dep-install ¦ adds type dependencies ¦ yellow ¦ source=npm docs, npm install
pnpm --filter @bramble/web add clsx ¦ dep-install ¦ adds a dependency to one workspace package ¦ yellow ¦ source=pnpm docs, filtering
yarn add -D prettier@3.3.3 ¦ dep-install ¦ adds prettier ¦ yellow ¦ source=Yarn docs, yarn add
poetry add --group dev mypy ¦ dep-install ¦ adds mypy to the dev group ¦ yellow ¦ source=Poetry docs, add
bundle add rspec-rails --group development,test ¦ dep-install ¦ adds rspec-rails ¦ yellow ¦ source=Bundler docs, bundle add
dotnet add package Serilog --version 4.1.0 ¦ dep-install ¦ adds Serilog ¦ yellow ¦ source=.NET docs, dotnet add package
python manage.py migrate --settings=config.settings.local ¦ dev-migration ¦ migrates the local database ¦ yellow ¦ source=Django docs, migrate
npx prisma migrate dev --name add_invoice_due_date ¦ dev-migration ¦ creates and applies a dev migration ¦ yellow ¦ source=Prisma docs, migrate dev
goose -dir db/migrations postgres "postgres://bramble:bramble@localhost:5432/bramble_dev?sslmode=disable" up ¦ dev-migration ¦ goose migrates the local database ¦ yellow ¦ source=goose README
git push -u origin feat/bramble-invoices ¦ feature-push ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
git push origin fix/bramble-tz-offset ¦ feature-push ¦ pushes a fix branch ¦ yellow ¦ source=git-push(1)
git push --set-upstream origin chore/bramble-deps ¦ feature-push ¦ pushes a chore branch ¦ yellow ¦ source=git-push(1)
gh pr create --base main --head feat/bramble-invoices --title "Invoice due dates" --body "Adds due dates" ¦ open-pr ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
glab mr create --draft --title "Timezone offsets" --target-branch main ¦ open-pr ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create

@local-target
gcloud config set project bramble-dev ¦ cloud-setting ¦ sets the CLI's project ¦ source=gcloud reference, config set
az account set --subscription bramble-dev ¦ cloud-setting ¦ picks the dev subscription ¦ source=Azure CLI reference, account set
aws configure set region eu-central-1 --profile bramble-dev ¦ cloud-setting ¦ sets a profile's region ¦ source=AWS CLI reference, configure set
kubectl config use-context kind-bramble ¦ cloud-setting ¦ switches to the local cluster ¦ source=kubectl reference, config use-context
kubectl config set-context --current --namespace=bramble ¦ cloud-setting ¦ sets the namespace ¦ source=kubectl reference, config set-context
doctl auth switch --context bramble-dev ¦ cloud-setting ¦ switches doctl's context ¦ source=doctl reference
npm whoami ¦ identity ¦ shows the npm user ¦ source=npm docs, whoami

@deploy-local
terraform -chdir=envs/dev plan -out=dev.tfplan ¦ plan ¦ plans the dev environment ¦ source=Terraform docs, plan
terragrunt plan --terragrunt-working-dir live/dev ¦ plan ¦ Terragrunt plans dev ¦ source=Terragrunt docs
pulumi preview --stack bramble/dev ¦ preview ¦ previews the dev stack ¦ source=Pulumi docs, preview
cdk synth BrambleDevStack ¦ synth ¦ synthesises a template ¦ source=AWS CDK docs, synth
cdk diff BrambleDevStack ¦ diff ¦ diffs the dev stack ¦ source=AWS CDK docs, diff
sam local invoke BillingFunction -e events/invoice.json ¦ local ¦ invokes a function locally ¦ source=AWS SAM docs, local invoke
npx wrangler d1 execute bramble-db --local --command "SELECT count(*) FROM invoices" ¦ local ¦ queries the local D1 ¦ source=Wrangler docs, d1 execute
firebase emulators:start --only functions,firestore --project demo-bramble ¦ emulator ¦ starts the emulators ¦ source=Firebase docs, emulator suite
firebase serve --only hosting ¦ local ¦ serves hosting locally ¦ source=Firebase CLI reference
helm upgrade --install api ./charts/api --kube-context kind-bramble --dry-run=client ¦ dry-run ¦ a client dry run ¦ source=Helm docs, upgrade
kustomize build k8s/overlays/dev ¦ render ¦ renders manifests ¦ source=Kustomize docs
kubectl --context kind-bramble apply -k k8s/overlays/dev ¦ local-cluster ¦ applies to the local cluster ¦ source=kubectl reference, apply
kubectl --context kind-bramble delete -k k8s/overlays/dev ¦ local-cluster ¦ deletes from the local cluster ¦ source=kubectl reference, delete
kubectl apply -f k8s/ --dry-run=server --context kind-bramble ¦ dry-run ¦ a server dry run on the local cluster ¦ source=kubectl reference, apply
kubectl diff -f k8s/base/ --context kind-bramble ¦ diff ¦ diffs against the local cluster ¦ source=kubectl reference, diff
kubectl --context k3d-bramble -n bramble logs deploy/api --tail=200 ¦ read ¦ reads logs ¦ source=kubectl reference, logs
kubectl --context minikube port-forward svc/api 8080:80 ¦ local-cluster ¦ forwards a port ¦ source=kubectl reference, port-forward
kind create cluster --name bramble --config kind.yaml ¦ local-cluster ¦ creates a local cluster ¦ source=kind docs
kind delete cluster --name bramble ¦ local-cluster ¦ deletes the local cluster ¦ source=kind docs
k3d cluster create bramble --agents 2 ¦ local-cluster ¦ creates a k3d cluster ¦ source=k3d docs
minikube start --driver=docker --memory=4096 ¦ local-cluster ¦ starts minikube ¦ source=minikube docs
skaffold dev --kube-context kind-bramble --port-forward ¦ local-cluster ¦ skaffold on the local cluster ¦ source=Skaffold docs, dev
tilt up --context kind-bramble ¦ local-cluster ¦ tilt on the local cluster ¦ source=Tilt docs
argocd app diff bramble-dev --local k8s/overlays/dev ¦ diff ¦ diffs an app against local manifests ¦ source=Argo CD docs, app diff
kamal config ¦ read ¦ prints the merged config ¦ source=Kamal docs, config
docker build -t bramble-api:dev . ¦ build ¦ builds a local image ¦ source=docker build reference
docker tag bramble-api:dev bramble-api:test ¦ local-image ¦ tags a local image ¦ source=docker tag reference
docker buildx build --load -t bramble-web:dev . ¦ build ¦ builds and loads locally ¦ source=docker buildx reference
podman build -t localhost/bramble:dev . ¦ build ¦ podman builds locally ¦ source=podman-build(1)
docker compose run --rm api pytest -q ¦ test ¦ runs tests in a container ¦ source=docker compose run reference
docker run --rm --gpus all -v "$PWD:/work" -w /work pytorch/pytorch python train.py --epochs 1 ¦ local ¦ a GPU container on the project ¦ source=docker run reference, GPUs
docker run --rm --device /dev/ttyUSB0 -v "$PWD:/src" bramble-flasher:dev ¦ local ¦ a USB device in a container ¦ source=docker run reference, device
goreleaser build --snapshot --clean ¦ build ¦ a local snapshot build ¦ source=GoReleaser docs
npm pack ¦ package ¦ makes a tarball locally ¦ source=npm docs, pack
cargo publish --dry-run -p bramble-core ¦ dry-run ¦ a publish dry run ¦ source=Cargo book
gem build bramble.gemspec ¦ build ¦ builds a gem ¦ source=RubyGems guides
mvn -B package -DskipTests ¦ build ¦ Maven package ¦ source=Maven docs
gh release view v1.9.0 ¦ read ¦ reads a release ¦ source=GitHub CLI manual
gh release list --limit 5 ¦ read ¦ lists releases ¦ source=GitHub CLI manual
fly status -a bramble-dev ¦ read ¦ app status ¦ source=Fly docs
heroku logs --tail -a bramble-staging ¦ read ¦ reads staging logs ¦ source=Heroku CLI reference

@emulator
aws --endpoint-url http://localhost:4566 s3 mb s3://bramble-test ¦ emulator ¦ LocalStack bucket ¦ source=LocalStack docs
aws --endpoint-url=http://localhost:4566 sqs send-message --queue-url http://localhost:4566/000000000000/jobs --message-body '{}' ¦ emulator ¦ sends to LocalStack ¦ source=LocalStack docs
awslocal s3 rm s3://bramble-test --recursive ¦ emulator ¦ empties a LocalStack bucket ¦ source=awslocal README
gcloud pubsub topics create invoices --project demo-bramble ¦ emulator ¦ Pub/Sub emulator topic (PUBSUB_EMULATOR_HOST set by the project) ¦ source=Pub/Sub emulator docs
mc rb --force local/bramble-tmp ¦ emulator ¦ removes a local MinIO bucket ¦ source=MinIO docs, mc rb
curl -s http://localhost:8025/api/v1/messages | jq length ¦ emulator ¦ reads Mailpit ¦ source=Mailpit docs
kcat -b localhost:9092 -t invoices -C -e ¦ emulator ¦ reads a local topic ¦ source=kcat README
kcat -P -b localhost:9092 -t invoices -l fixtures/invoices.jsonl ¦ emulator ¦ produces fixtures to a local broker ¦ source=kcat README
nats pub --server nats://localhost:4222 invoices.created '{"id":1}' ¦ emulator ¦ publishes to a local NATS ¦ source=NATS CLI docs
mosquitto_pub -h localhost -t bramble/test -m ping ¦ emulator ¦ publishes to a local broker ¦ source=mosquitto_pub(1)
redis-cli -h 127.0.0.1 -p 6379 FLUSHALL ¦ emulator ¦ flushes the local Redis ¦ source=Redis docs
vault kv put -address=http://127.0.0.1:8200 secret/dev/api key=devkey ¦ emulator ¦ writes to a dev Vault ¦ source=Vault docs, dev server

@bucket-to-project
aws s3 cp s3://bramble-dev-fixtures/invoices.json testdata/ ¦ bucket-to-project ¦ copies a dev fixture into the project ¦ source=AWS CLI reference, s3 cp
gcloud storage cp gs://bramble-dev-fixtures/sample.parquet ./data/ ¦ bucket-to-project ¦ copies a dev fixture ¦ source=gcloud reference, storage cp
aws s3 ls s3://bramble-dev-fixtures/ --recursive --human-readable ¦ bucket-to-project ¦ lists a dev bucket ¦ source=AWS CLI reference, s3 ls
rclone copy dev-fixtures:bramble ./testdata/remote --dry-run ¦ bucket-to-project ¦ a dry-run copy ¦ source=rclone docs

@dev-http
curl -X POST http://localhost:8080/api/invoices -H 'Content-Type: application/json' -d '{"amount": 100}' ¦ dev-http ¦ POST to the dev server ¦ source=curl(1)
curl -X DELETE http://127.0.0.1:8080/api/invoices/7 ¦ dev-http ¦ DELETE on the dev server ¦ source=curl(1)
curl -X PATCH http://0.0.0.0:3000/api/users/1 -d '{"name":"x"}' -H 'Content-Type: application/json' ¦ dev-http ¦ PATCH on 0.0.0.0 ¦ source=curl(1)
curl -s -X POST http://api:8080/internal/reindex ¦ dev-http ¦ POST to a compose service ¦ source=curl(1)
curl -s http://host.docker.internal:5173/ ¦ dev-http ¦ the host from a container ¦ source=Docker docs, host.docker.internal
curl -i -X OPTIONS http://localhost:8080/api/invoices -H 'Origin: http://localhost:5173' -H 'Access-Control-Request-Method: POST' ¦ dev-http ¦ CORS preflight ¦ source=MDN, preflight request
curl -s http://localhost:4000/graphql -H 'Content-Type: application/json' -d '{"query":"{ invoices { id total } }"}' ¦ dev-http ¦ GraphQL read ¦ source=GraphQL docs, serving over HTTP
http POST :8080/api/login email=dev@example.test password=devpass ¦ dev-http ¦ HTTPie POST to localhost ¦ source=HTTPie docs
xh put localhost:8080/api/settings theme=dark ¦ dev-http ¦ xh PUT to localhost ¦ source=xh README
grpcurl -plaintext -d '{"id": 1}' localhost:50051 bramble.v1.Invoices/Get ¦ dev-http ¦ calls a local gRPC method ¦ source=grpcurl README
hey -n 200 -c 10 http://localhost:8080/api/invoices ¦ dev-http ¦ a small local load test ¦ source=hey README
curl -sI https://docs.python.org/3/ ¦ public-read ¦ reads a public page ¦ source=curl(1)
curl -s https://api.github.com/repos/golang/go/releases/latest | jq -r .tag_name ¦ public-read ¦ reads a public API ¦ source=GitHub REST docs
wget -q -O /tmp/schema.json https://json.schemastore.org/package.json ¦ public-read ¦ downloads a public schema to /tmp ¦ source=wget(1)
curl -fsSL https://raw.githubusercontent.com/github/gitignore/main/Go.gitignore -o .gitignore ¦ public-read ¦ downloads a public template into the project ¦ source=github/gitignore README

@project-files

@reversible
rm -rf build/ dist/ ¦ reversible ¦ deletes build output ¦ source=rm(1)
find target -name '*.d' -delete ¦ reversible ¦ deletes dependency files ¦ source=find(1)
truncate -s 64M testdata/disk.img ¦ reversible ¦ a disk image in the project ¦ source=truncate(1)
mkfs.vfat testdata/fat.img ¦ reversible ¦ formats an image file ¦ source=mkfs.fat(8)
ln -sf ../config/dev.yaml config/current.yaml ¦ reversible ¦ a symlink in the project ¦ source=ln(1)
tar -xzf fixtures.tgz -C testdata/ ¦ reversible ¦ unpacks into the project ¦ source=tar(1)
unzip -o assets.zip -d public/ ¦ reversible ¦ unpacks into the project ¦ source=unzip(1)
docker rm -f bramble-api-dev ¦ reversible ¦ removes a dev container ¦ source=docker rm reference

@git-local
git status -sb ¦ git ¦ status ¦ source=git-status(1)
git log -S 'dueDate' --oneline ¦ git ¦ pickaxe on code ¦ source=git-log(1)
git blame -L 40,80 internal/invoice/total.go ¦ git ¦ blame ¦ source=git-blame(1)
git shortlog -sn --since=30.days ¦ git ¦ contributors ¦ source=git-shortlog(1)
git commit -am "Round invoice totals half-even" ¦ git ¦ commit ¦ source=git-commit(1)
git switch -c feat/bramble-pdf ¦ git ¦ new branch ¦ source=git-switch(1)
git merge --no-ff feat/bramble-pdf ¦ git ¦ a local merge ¦ source=git-merge(1)
git pull --rebase ¦ git ¦ pulls ¦ source=git-pull(1)
git tag v0.4.0-local ¦ git ¦ a local tag ¦ source=git-tag(1)
git worktree add ../bramble-review origin/main ¦ git ¦ adds a worktree ¦ source=git-worktree(1)
git bisect start HEAD v0.3.0 ¦ git ¦ starts a bisect ¦ source=git-bisect(1)
git restore --staged internal/invoice/total.go ¦ git ¦ unstages a file ¦ source=git-restore(1)
git push --dry-run origin feat/bramble-pdf ¦ git ¦ a push dry run ¦ source=git-push(1)
gh pr view 57 --comments ¦ git ¦ reads a PR ¦ source=GitHub CLI manual
gh pr checks 57 ¦ git ¦ reads CI ¦ source=GitHub CLI manual
gh pr diff 57 ¦ git ¦ reads a PR diff ¦ source=GitHub CLI manual

@local-db
psql -h localhost -U bramble bramble_dev -c 'select count(*) from invoices' ¦ local-db ¦ reads the dev database ¦ source=psql docs
psql "postgres://bramble:bramble@localhost:5432/bramble_test" -c 'TRUNCATE invoices CASCADE' ¦ local-db ¦ truncates the test database ¦ source=PostgreSQL docs
psql -h 127.0.0.1 bramble_dev -c 'DROP TABLE IF EXISTS tmp_import' ¦ local-db ¦ drops a scratch table ¦ source=PostgreSQL docs
psql bramble_dev -c 'CREATE TEMP TABLE t AS SELECT 1; DROP TABLE t;' ¦ local-db ¦ a temporary table ¦ source=PostgreSQL docs
psql -h localhost bramble_dev -c "\copy invoices TO 'testdata/invoices.csv' CSV HEADER" ¦ local-db ¦ exports to a project file ¦ source=psql docs, \copy
psql -h localhost bramble_dev -c "\copy invoices FROM 'testdata/invoices.csv' CSV HEADER" ¦ local-db ¦ imports a project file ¦ source=psql docs, \copy
createdb -h localhost bramble_test ¦ local-db ¦ creates a test database ¦ source=createdb docs
dropdb -h localhost --if-exists bramble_test ¦ local-db ¦ drops the test database ¦ source=dropdb docs
pg_dump -h localhost -Fc bramble_dev -f tmp/dev.dump ¦ local-db ¦ dumps dev into the project ¦ source=pg_dump docs
pg_restore -h localhost --clean -d bramble_dev tmp/dev.dump ¦ local-db ¦ restores dev ¦ source=pg_restore docs
mysql -h 127.0.0.1 -u root bramble_test -e 'DELETE FROM jobs' ¦ local-db ¦ empties a test table ¦ source=MySQL docs
mysqldump -h 127.0.0.1 bramble_dev > tmp/dev.sql ¦ local-db ¦ dumps dev ¦ source=mysqldump docs
sqlite3 db/test.sqlite3 'DELETE FROM sessions' ¦ local-db ¦ empties a test table ¦ source=sqlite3 docs
sqlite3 db/dev.sqlite3 '.mode csv' '.import testdata/users.csv users' ¦ local-db ¦ imports into dev ¦ source=sqlite3 docs, import
duckdb -c "select count(*) from 'data/events.parquet'" ¦ local-db ¦ queries a project file ¦ source=DuckDB docs
mongosh mongodb://localhost:27017/bramble_test --eval 'db.invoices.deleteMany({})' ¦ local-db ¦ empties a test collection ¦ source=MongoDB docs
mongosh --quiet mongodb://127.0.0.1/bramble_dev --eval 'db.invoices.countDocuments()' ¦ local-db ¦ counts dev documents ¦ source=MongoDB docs
redis-cli -h localhost DEL cache:invoices ¦ local-db ¦ deletes a local key ¦ source=Redis docs
bin/rails db:reset RAILS_ENV=test ¦ local-db ¦ resets the test database ¦ source=Rails guides
python manage.py flush --no-input --settings=config.settings.test ¦ local-db ¦ flushes the test database ¦ source=Django docs
php artisan migrate:fresh --seed --env=testing ¦ local-db ¦ rebuilds the testing database ¦ source=Laravel docs

@inline-code
python3 -c 'import sqlite3; print(sqlite3.connect("db/dev.sqlite3").execute("select count(*) from invoices").fetchone())' ¦ inline-code ¦ reads a local database ¦ source=Python docs, sqlite3
python3 -c 'import urllib.request; print(urllib.request.urlopen("http://localhost:8080/healthz").read())' ¦ inline-code ¦ calls a local server ¦ source=Python docs, urllib
node -e 'fetch("http://localhost:3000/api/health").then(r => r.json()).then(console.log)' ¦ inline-code ¦ calls a local server ¦ source=Node.js docs, fetch

@heredoc-write
cat > internal/invoice/doc.go <<'EOF'⏎// Package invoice computes invoice totals.⏎package invoice⏎EOF ¦ heredoc-write ¦ writes a Go file ¦ source=bash manual, here documents
cat <<'EOF' > .env.test⏎DATABASE_URL=postgres://bramble:bramble@localhost:5432/bramble_test⏎EOF ¦ heredoc-write ¦ writes the test env ¦ source=bash manual, here documents
tee tests/fixtures/invoice.json > /dev/null <<'JSON'⏎{"id": 1, "total": 100}⏎JSON ¦ heredoc-write ¦ writes a fixture ¦ source=tee(1)
python3 - <<'PY'⏎import csv⏎rows = list(csv.reader(open("testdata/invoices.csv")))⏎print(len(rows))⏎PY ¦ heredoc-write ¦ python on stdin reading a project file ¦ source=python(1)
psql -h localhost bramble_dev <<'SQL'⏎SELECT status, count(*) FROM invoices GROUP BY 1;⏎SQL ¦ heredoc-write ¦ SQL read on the dev database ¦ source=psql docs
cat > Makefile.local <<EOF⏎PORT ?= 8080⏎EOF ¦ heredoc-write ¦ writes a local makefile ¦ source=bash manual, here documents
kubectl --context kind-bramble apply -f - <<'YAML'⏎apiVersion: v1⏎kind: ConfigMap⏎metadata:⏎  name: bramble-dev⏎data:⏎  LOG_LEVEL: debug⏎YAML ¦ heredoc-write ¦ applies a config map to the local cluster ¦ source=kubectl reference, apply

@go
golangci-lint run --timeout 3m ¦ go ¦ lints ¦ source=golangci-lint docs
go run ./cmd/bramble serve --addr 127.0.0.1:8080 ¦ go ¦ runs the dev server ¦ source=Go docs
dlv test ./internal/invoice -- -test.run TestTotal ¦ go ¦ debugs a test ¦ source=Delve docs

@rust
cargo run --bin bramble-cli -- --help ¦ rust ¦ runs the CLI ¦ source=Cargo book

@python
pytest -k "invoice and not slow" --maxfail=2 ¦ python ¦ selected tests ¦ source=pytest docs
python -m pytest --cov=bramble --cov-report=term-missing ¦ python ¦ coverage ¦ source=pytest-cov docs
mypy src/bramble ¦ python ¦ type checks ¦ source=mypy docs
source .venv/bin/activate && python -V ¦ python ¦ activates the venv ¦ source=Python docs, venv
uv run pytest tests/ ¦ python ¦ tests through uv ¦ source=uv docs
flask --app bramble run --debug ¦ python ¦ flask dev server ¦ source=Flask docs
uvicorn bramble.main:app --reload --port 8000 ¦ python ¦ uvicorn dev server ¦ source=Uvicorn docs
python -m http.server 8000 --bind 127.0.0.1 --directory site ¦ python ¦ serves a folder locally ¦ source=Python docs, http.server

@js
npx vitest run src/invoice ¦ js ¦ vitest ¦ source=Vitest docs
npx prettier --write "src/**/*.{ts,tsx}" ¦ js ¦ formats ¦ source=Prettier docs
npx vite --port 5173 ¦ js ¦ dev server ¦ source=Vite docs
pnpm -r run build ¦ js ¦ builds every package ¦ source=pnpm docs
deno test --allow-read=./testdata ¦ js ¦ deno tests with narrow permissions ¦ source=Deno docs

@jvm
./gradlew test --tests 'bramble.InvoiceTest' ¦ jvm ¦ tests ¦ source=Gradle docs

@ruby

@php

@dotnet
dotnet watch run --project src/Bramble.Api ¦ dotnet ¦ dev server ¦ source=.NET docs

@c-cpp
valgrind --leak-check=full ./build/bramble_test ¦ c-cpp ¦ leak check ¦ source=Valgrind docs

@more-languages

@lint-and-tools
rg --files -g '*.go' | wc -l ¦ tools ¦ counts files ¦ source=ripgrep guide
grep -rn 'password' src/ --include='*.ts' ¦ tools ¦ greps code for a word ¦ source=grep(1)
fd -e sql migrations ¦ tools ¦ finds files ¦ source=fd README
jq '.dependencies | keys' package.json ¦ tools ¦ reads JSON ¦ source=jq manual
wc -l src/**/*.ts ¦ tools ¦ counts lines ¦ source=wc(1)
diff -u config/dev.yaml config/test.yaml ¦ tools ¦ diffs configs ¦ source=diff(1)
du -sh build/ node_modules/ ¦ tools ¦ sizes ¦ source=du(1)
ps aux | grep -i uvicorn ¦ tools ¦ finds the dev server ¦ source=ps(1)
ss -ltnp | grep 8080 ¦ tools ¦ who listens ¦ source=ss(8)
lsof -i :5432 ¦ tools ¦ who uses the port ¦ source=lsof(8)
tail -f logs/dev.log ¦ tools ¦ follows the dev log ¦ source=tail(1)
head -n 50 testdata/invoices.csv ¦ tools ¦ reads a fixture ¦ source=head(1)
sha256sum dist/*.tar.gz ¦ tools ¦ checksums ¦ source=sha256sum(1)
env | sort | grep -i ^BRAMBLE_ ¦ tools ¦ the project's own variables ¦ source=env(1)
which -a python3 ¦ tools ¦ finds python ¦ source=which(1)
nohup npm run dev > logs/dev.log 2>&1 & ¦ tools ¦ dev server in the background ¦ source=nohup(1)
timeout 30 go test ./internal/... ¦ tools ¦ tests under a timeout ¦ source=timeout(1)
xargs -a files.txt gofmt -l ¦ tools ¦ xargs over a list ¦ source=xargs(1)
find . -name '*.go' -not -path './vendor/*' -exec gofmt -l {} + ¦ tools ¦ find -exec gofmt ¦ source=find(1)
docker exec bramble-db-dev psql -U bramble -c 'select 1' ¦ tools ¦ reads the dev database in its container ¦ source=docker exec reference
kubectl --context kind-bramble exec deploy/api -- ls /app ¦ tools ¦ lists files in a local pod ¦ source=kubectl reference
ssh-keygen -t ed25519 -f testdata/ssh/test_key -N '' -C test ¦ tools ¦ a test key in the project ¦ source=ssh-keygen(1)
base64 -d <<< aGVsbG8= ¦ tools ¦ decodes base64 ¦ source=base64(1)

@help
gh release delete --help ¦ help ¦ help of a dangerous verb ¦ source=GitHub CLI manual
npm publish --help ¦ help ¦ help of publish ¦ source=npm docs
man 8 mkfs ¦ help ¦ a man page ¦ source=man(1)
vault kv get -h ¦ help ¦ help of kv get ¦ source=Vault docs
"""

GREEN += r"""
@yellow
npm install --save-dev @bramble/eslint-config@1.4.0 ¦ dep-install ¦ adds the project's lint config ¦ yellow ¦ source=npm docs, npm install
pnpm add -w -D turbo@2.3.3 ¦ dep-install ¦ adds turbo to the workspace root ¦ yellow ¦ source=pnpm docs, pnpm add
yarn workspace @bramble/api add fastify@5.1.0 ¦ dep-install ¦ adds fastify to one workspace ¦ yellow ¦ source=Yarn docs, workspace
uv add --group test 'hypothesis>=6.118' ¦ dep-install ¦ adds a test dependency ¦ yellow ¦ source=uv docs, dependency groups
pip install -e '.[bramble-dev]' ¦ dep-install ¦ editable install with extras ¦ yellow ¦ source=pip docs, editable installs
cargo add --dev insta@1.41 ¦ dep-install ¦ adds a dev crate ¦ yellow ¦ source=Cargo book, cargo add
go get github.com/shopspring/decimal@v1.4.0 ¦ dep-install ¦ adds a decimal module ¦ yellow ¦ source=Go docs, go get
bundle install --jobs 2 ¦ dep-install ¦ installs gems ¦ yellow ¦ source=Bundler docs, install
alembic -x env=local upgrade +1 ¦ dev-migration ¦ upgrades the local database by one step ¦ yellow ¦ source=Alembic docs, -x arguments
dotnet ef database update --connection "Host=localhost;Database=bramble_dev;Username=bramble;Password=bramble" ¦ dev-migration ¦ EF updates the local database ¦ yellow ¦ source=EF Core docs, database update
git push origin HEAD:refs/heads/feat/bramble-ledger-export ¦ feature-push ¦ pushes HEAD to a feature branch ¦ yellow ¦ source=git-push(1)
git push -u origin test/bramble-flaky-retry ¦ feature-push ¦ pushes a test branch ¦ yellow ¦ source=git-push(1)
gh pr create --title "Ledger CSV export" --body-file .github/pr/ledger.md --base main ¦ open-pr ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
glab mr create --fill --source-branch feat/bramble-ledger-export ¦ open-pr ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create

@deploy-local
terraform -chdir=envs/dev plan -var-file=bramble-dev.tfvars ¦ plan ¦ plans dev ¦ source=Terraform docs, plan
terraform -chdir=envs/dev providers ¦ read ¦ lists providers ¦ source=Terraform docs
terraform -chdir=envs/prod plan -refresh=false -out=/tmp/bramble-prod.plan ¦ plan ¦ a production plan changes nothing ¦ source=Terraform docs, plan
terraform -chdir=envs/dev graph | dot -Tsvg > docs/bramble-graph.svg ¦ render ¦ draws the dependency graph ¦ source=Terraform docs, graph
terraform console -var-file=envs/bramble-dev.tfvars <<< 'local.bucket_name' ¦ read ¦ evaluates an expression ¦ source=Terraform docs, console
tflint --chdir=envs/dev ¦ lint ¦ lints Terraform ¦ source=TFLint README
checkov -d envs/ --quiet ¦ lint ¦ scans IaC ¦ source=Checkov docs
pulumi preview -s bramble/dev --diff ¦ preview ¦ previews dev ¦ source=Pulumi docs
pulumi config get aws:region -s bramble/dev ¦ read ¦ reads a config value ¦ source=Pulumi docs
cdk synth BrambleProdStack --quiet ¦ synth ¦ synthesises the production template without deploying ¦ source=AWS CDK docs, synth
sam local generate-event s3 put > events/bramble-s3-put.json ¦ local ¦ generates a test event ¦ source=AWS SAM docs
cfn-lint templates/bramble.yaml ¦ lint ¦ lints CloudFormation ¦ source=cfn-lint README
npx wrangler types ¦ build ¦ generates worker types ¦ source=Wrangler docs
npx wrangler kv key list --binding BRAMBLE_CACHE --local ¦ local ¦ lists local KV keys ¦ source=Wrangler docs
npx wrangler r2 object get bramble-assets/logo.png --local --file public/logo.png ¦ local ¦ gets a local R2 object ¦ source=Wrangler docs
netlify functions:serve ¦ local ¦ serves functions locally ¦ source=Netlify CLI docs
vercel ls bramble ¦ read ¦ lists deployments ¦ source=Vercel CLI docs
firebase functions:shell --project demo-bramble ¦ emulator ¦ a functions shell on the demo project ¦ source=Firebase docs
firebase use demo-bramble ¦ local-target ¦ picks the demo project ¦ source=Firebase CLI reference
helm template bramble ./charts/bramble --set image.tag=dev --debug ¦ render ¦ renders with a tag ¦ source=Helm docs
helm diff upgrade bramble ./charts/bramble --kube-context kind-bramble ¦ diff ¦ diffs an upgrade on the local cluster ¦ source=helm-diff README
helm install bramble ./charts/bramble --kube-context kind-bramble -n bramble --create-namespace ¦ local-cluster ¦ installs on the local cluster ¦ source=Helm docs
helm uninstall bramble --kube-context kind-bramble -n bramble ¦ local-cluster ¦ uninstalls from the local cluster ¦ source=Helm docs
helmfile -e dev template ¦ render ¦ renders helmfile ¦ source=helmfile docs
kubeconform -strict k8s/base/*.yaml ¦ validate ¦ validates manifests ¦ source=kubeconform README
kubectl --context kind-bramble -n bramble get pods -o wide ¦ read ¦ lists local pods ¦ source=kubectl reference
kubectl --context kind-bramble -n bramble describe deploy/bramble-api ¦ read ¦ describes a deployment ¦ source=kubectl reference
kubectl --context kind-bramble -n bramble rollout restart deploy/bramble-api ¦ local-cluster ¦ restarts on the local cluster ¦ source=kubectl reference
kubectl --context kind-bramble -n bramble scale deploy/bramble-worker --replicas=0 ¦ local-cluster ¦ scales on the local cluster ¦ source=kubectl reference
kubectl --context k3d-bramble delete pod -l app=bramble-api -n bramble ¦ local-cluster ¦ deletes local pods ¦ source=kubectl reference
kubectl --context kind-bramble create secret generic bramble-dev --from-literal=LOG_LEVEL=debug --dry-run=client -o yaml ¦ dry-run ¦ prints a manifest ¦ source=kubectl reference
kind load docker-image bramble-api:dev --name bramble ¦ local-cluster ¦ loads an image into kind ¦ source=kind docs
minikube image load bramble-api:dev ¦ local-cluster ¦ loads an image into minikube ¦ source=minikube docs
minikube delete -p bramble ¦ local-cluster ¦ deletes a local profile ¦ source=minikube docs
skaffold render -p dev --offline=true ¦ render ¦ renders manifests ¦ source=Skaffold docs
skaffold diagnose ¦ read ¦ diagnoses config ¦ source=Skaffold docs
argocd app get bramble-dev ¦ read ¦ reads an app ¦ source=Argo CD docs
flux get kustomizations --context kind-bramble ¦ read ¦ lists kustomizations ¦ source=Flux docs
ansible-playbook -i inventories/dev bramble.yml --syntax-check ¦ validate ¦ syntax check ¦ source=Ansible docs
ansible -i inventories/local localhost -m ping ¦ local ¦ pings localhost ¦ source=Ansible docs
molecule test -s bramble-default ¦ test ¦ role tests in containers ¦ source=Molecule docs
vagrant up bramble-dev ¦ local ¦ starts a local VM ¦ source=Vagrant docs
vagrant destroy -f bramble-dev ¦ local ¦ destroys a local VM ¦ source=Vagrant docs
packer validate packer/bramble.pkr.hcl ¦ validate ¦ validates a template ¦ source=Packer docs
nomad job validate jobs/bramble.nomad.hcl ¦ validate ¦ validates a job ¦ source=Nomad docs
docker build --target test -t bramble-api:test . ¦ build ¦ builds the test stage ¦ source=docker build reference
docker build -f docker/Dockerfile.worker -t bramble-worker:dev . ¦ build ¦ builds the worker ¦ source=docker build reference
docker tag bramble-api:dev localhost:5000/bramble-api:dev && docker push localhost:5000/bramble-api:dev ¦ local-image ¦ pushes to a local registry ¦ source=Docker docs, local registry
docker image rm bramble-api:old ¦ local-image ¦ removes a local image ¦ source=docker image rm reference
docker compose -f docker-compose.dev.yml up --build -d ¦ local ¦ dev compose ¦ source=docker compose reference
docker compose -f docker-compose.dev.yml stop worker ¦ local ¦ stops a dev service ¦ source=docker compose reference
docker compose exec db psql -U bramble bramble_dev -c '\dt' ¦ local ¦ lists tables in the dev container ¦ source=docker compose exec reference
docker compose exec -T db pg_dump -U bramble bramble_dev > tmp/bramble_dev.sql ¦ local ¦ dumps the dev container database ¦ source=docker compose exec reference
docker logs --since 10m bramble-api-dev ¦ read ¦ container logs ¦ source=docker logs reference
docker run --rm -it -v "$PWD":/src -w /src golang:1.23 go test ./... ¦ test ¦ tests in a container ¦ source=docker run reference
docker run --rm -p 6379:6379 redis:7-alpine ¦ local ¦ a local redis ¦ source=Docker Hub, redis
podman run --rm -p 5432:5432 -e POSTGRES_PASSWORD=bramble docker.io/library/postgres:16 ¦ local ¦ a local postgres ¦ source=podman-run(1)
npm publish --dry-run --workspace @bramble/ui ¦ dry-run ¦ a publish dry run of one package ¦ source=npm docs
pnpm pack --pack-destination dist/ ¦ package ¦ packs locally ¦ source=pnpm docs
poetry build --format wheel ¦ build ¦ builds a wheel ¦ source=Poetry docs
hatch build -t wheel ¦ build ¦ builds a wheel ¦ source=Hatch docs
maturin develop --release ¦ build ¦ builds into the venv ¦ source=maturin docs
cargo package -p bramble-core --allow-dirty --no-verify ¦ package ¦ packages without uploading ¦ source=Cargo book
gh release download v1.9.0 --pattern '*.tar.gz' --dir /tmp/bramble-rel ¦ read ¦ downloads release assets ¦ source=GitHub CLI manual
npx vsce ls ¦ read ¦ lists files that would be packaged ¦ source=VS Code docs
fastlane ios test ¦ test ¦ runs iOS tests ¦ source=fastlane docs
mkdocs build -d site/ ¦ build ¦ builds docs ¦ source=MkDocs docs
npx docusaurus build ¦ build ¦ builds docs ¦ source=Docusaurus docs
hugo --minify -d public ¦ build ¦ builds the site ¦ source=Hugo docs

@emulator
aws --endpoint-url http://localhost:4566 dynamodb delete-table --table-name bramble-sessions ¦ emulator ¦ deletes a LocalStack table ¦ source=LocalStack docs
aws --endpoint-url http://localhost:4566 lambda invoke --function-name bramble-billing out.json ¦ emulator ¦ invokes a LocalStack function ¦ source=LocalStack docs
aws --endpoint-url http://localhost:4566 sns publish --topic-arn arn:aws:sns:us-east-1:000000000000:bramble-events --message test ¦ emulator ¦ publishes to LocalStack ¦ source=LocalStack docs
awslocal secretsmanager create-secret --name bramble/dev/db --secret-string devpass ¦ emulator ¦ a LocalStack secret ¦ source=awslocal README
aws dynamodb scan --table-name bramble-jobs --endpoint-url http://localhost:8000 ¦ emulator ¦ scans DynamoDB Local ¦ source=DynamoDB Local docs
az storage blob upload -c uploads -f testdata/logo.png -n logo.png --connection-string "UseDevelopmentStorage=true" ¦ emulator ¦ uploads to Azurite ¦ source=Azurite docs
gsutil -o 'Credentials:gs_json_host=localhost' -o 'Credentials:gs_json_port=4443' ls gs://bramble-dev ¦ emulator ¦ lists a fake GCS ¦ source=fake-gcs-server README
mc cp testdata/invoice.pdf local/bramble-dev/ ¦ emulator ¦ uploads to local MinIO ¦ source=MinIO docs
mc rm --recursive --force local/bramble-dev/tmp/ ¦ emulator ¦ deletes from local MinIO ¦ source=MinIO docs
stripe customers create --email dev@example.test ¦ emulator ¦ a test-mode customer ¦ source=Stripe CLI reference
stripe refunds create --payment-intent pi_test_bramble ¦ emulator ¦ a test-mode refund ¦ source=Stripe CLI reference
supabase functions serve ¦ emulator ¦ serves functions locally ¦ source=Supabase CLI docs
supabase db diff -f bramble_ledger ¦ emulator ¦ diffs the local database ¦ source=Supabase CLI docs
turso dev --db-file tmp/bramble.db ¦ emulator ¦ a local libSQL server ¦ source=Turso CLI docs
redis-cli -h localhost -p 6380 FLUSHDB ¦ emulator ¦ flushes a local redis ¦ source=Redis docs
curl -s -X DELETE http://localhost:9200/bramble-test-invoices ¦ emulator ¦ deletes a local index ¦ source=Elasticsearch docs
curl -s -X DELETE http://localhost:6333/collections/bramble_test ¦ emulator ¦ deletes a local vector collection ¦ source=Qdrant docs
kafka-topics --bootstrap-server localhost:9092 --delete --topic bramble-test ¦ emulator ¦ deletes a local topic ¦ source=Kafka docs
etcdctl --endpoints=http://127.0.0.1:2379 del --prefix /bramble/test/ ¦ emulator ¦ deletes local keys ¦ source=etcdctl docs
consul agent -dev -ui ¦ emulator ¦ a dev Consul ¦ source=Consul docs

@bucket-to-project
aws s3 sync s3://bramble-dev-fixtures/golden/ testdata/golden/ ¦ bucket-to-project ¦ syncs fixtures into the project ¦ source=AWS CLI reference, s3 sync
gsutil -m cp -r gs://bramble-dev-fixtures/images ./testdata/ ¦ bucket-to-project ¦ copies images into the project ¦ source=gsutil docs
az storage blob download -c fixtures -n seed.sql -f db/seed.sql --account-name brambledevsa ¦ bucket-to-project ¦ downloads a seed file ¦ source=Azure CLI reference

@dev-http
curl -s -X POST http://localhost:8080/api/bramble/ledger/export -o tmp/ledger.csv ¦ dev-http ¦ POST to the dev server ¦ source=curl(1)
curl -s -X PUT http://127.0.0.1:8080/api/bramble/settings -d @testdata/settings.json -H 'Content-Type: application/json' ¦ dev-http ¦ PUT to the dev server ¦ source=curl(1)
curl -s -u admin:admin http://localhost:15672/api/queues ¦ dev-http ¦ local RabbitMQ API ¦ source=RabbitMQ docs
curl -s -X POST http://web:3000/api/bramble/seed ¦ dev-http ¦ POST to a compose service ¦ source=curl(1)
curl -s -X POST http://0.0.0.0:8000/graphql -H 'Content-Type: application/json' -d '{"query":"query { ledger(limit: 5) { id amount } }"}' ¦ dev-http ¦ GraphQL read ¦ source=GraphQL docs
curl -s --unix-socket /tmp/bramble.sock http://localhost/status ¦ dev-http ¦ a local unix socket ¦ source=curl(1)
curl -s http://localhost:8080/metrics | grep bramble_ ¦ dev-http ¦ reads metrics ¦ source=Prometheus docs
http :8080/api/bramble/invoices Authorization:'Bearer dev-token' ¦ dev-http ¦ HTTPie with a dev token ¦ source=HTTPie docs
wget -qO- http://localhost:8080/api/bramble/version ¦ dev-http ¦ wget reads the dev server ¦ source=wget(1)
ab -n 500 -c 5 http://127.0.0.1:8080/api/bramble/health ¦ dev-http ¦ a small local load test ¦ source=ab(1)
curl -s https://registry.npmjs.org/zod/latest | jq -r .version ¦ public-read ¦ an npm package version ¦ source=npm registry API
curl -sL https://proxy.golang.org/github.com/shopspring/decimal/@v/list ¦ public-read ¦ module versions ¦ source=Go module proxy protocol

@project-files
cat .env.local.example ¦ project-files ¦ reads an example env ¦ source=dotenv docs
grep -v '^#' .env.development | sort ¦ project-files ¦ reads the dev env ¦ source=grep(1)
openssl x509 -in certs/bramble-dev.crt -noout -fingerprint -sha256 ¦ project-files ¦ a public certificate's fingerprint ¦ source=openssl-x509(1)
openssl s_client -connect localhost:8443 -servername localhost < /dev/null 2>/dev/null | openssl x509 -noout -dates ¦ project-files ¦ the dev server's certificate dates ¦ source=openssl-s_client(1)
head -1 certs/bramble-dev.crt ¦ project-files ¦ a certificate's header ¦ source=head(1)
cat config/bramble.dev.toml ¦ project-files ¦ the dev config ¦ source=TOML spec
cat ~/.docker/daemon.json ¦ project-files ¦ docker daemon settings ¦ source=Docker docs
cat .github/CODEOWNERS ¦ project-files ¦ code owners ¦ source=GitHub docs

@reversible
rm -f tmp/*.log tmp/*.pid ¦ reversible ¦ deletes dev logs and pid files ¦ source=rm(1)
rm -rf build/bramble-*.tar.gz results/run-* ¦ reversible ¦ deletes build and run output ¦ source=rm(1)
find tmp -type f -mtime +7 -delete ¦ reversible ¦ deletes old scratch files ¦ source=find(1)
git clean -fdX -- build/ ¦ reversible ¦ deletes ignored build output ¦ source=git-clean(1)
kill "$(cat tmp/bramble-dev.pid)" ¦ reversible ¦ stops the dev server ¦ source=kill(1)
pkill -f 'uvicorn bramble.main:app' ¦ reversible ¦ stops uvicorn ¦ source=pkill(1)
qemu-img create -f qcow2 testdata/bramble-vm.qcow2 2G ¦ reversible ¦ a VM image in the project ¦ source=qemu-img(1)
mkfs.ext4 -q testdata/bramble-fs.img ¦ reversible ¦ formats an image file ¦ source=mkfs.ext4(8)
chmod 777 tmp/ ¦ reversible ¦ opens the scratch folder ¦ source=chmod(1)
mv config/bramble.dev.toml config/bramble.dev.toml.bak ¦ reversible ¦ renames a config ¦ source=mv(1)
sed -i 's/"version": "0.4.0"/"version": "0.4.1"/' package.json ¦ reversible ¦ bumps a version ¦ source=sed manual
perl -pi -e 's/bramble_old/bramble_new/g' src/**/*.py ¦ reversible ¦ renames in the project ¦ source=perlrun(1)
docker container prune -f --filter label=com.docker.compose.project=bramble ¦ reversible ¦ removes stopped project containers ¦ source=docker container prune reference

@git-local
git log --since='2 weeks ago' --author=dev -- internal/ledger ¦ git ¦ history of a folder ¦ source=git-log(1)
git log -G 'ledger\.Export' --oneline -- internal/ ¦ git ¦ regex pickaxe on code ¦ source=git-log(1)
git show HEAD~2:internal/ledger/export.go ¦ git ¦ an old version of a file ¦ source=git-show(1)
git add -p internal/ledger/ ¦ git ¦ stages hunks ¦ source=git-add(1)
git commit -m "ledger: export CSV with BOM" ¦ git ¦ commits ¦ source=git-commit(1)
git switch feat/bramble-ledger-export ¦ git ¦ switches branch ¦ source=git-switch(1)
git checkout -b spike/bramble-pdf-render ¦ git ¦ new branch ¦ source=git-checkout(1)
git branch -m spike/bramble-pdf-render feat/bramble-pdf-render ¦ git ¦ renames a local branch ¦ source=git-branch(1)
git stash push -m "wip ledger" -- internal/ledger ¦ git ¦ stashes a folder ¦ source=git-stash(1)
git tag -a v0.4.1-rc1 -m "rc" ¦ git ¦ a local annotated tag ¦ source=git-tag(1)
git tag -d v0.4.1-rc1 ¦ git ¦ deletes an unpushed local tag ¦ source=git-tag(1)
git worktree remove ../bramble-review ¦ git ¦ removes a clean worktree ¦ source=git-worktree(1)
git bisect run go test ./internal/ledger/ ¦ git ¦ bisects with tests ¦ source=git-bisect(1)
git range-diff origin/main feat/bramble-ledger-export@{1} feat/bramble-ledger-export ¦ git ¦ compares two versions of a branch ¦ source=git-range-diff(1)
git format-patch -3 -o tmp/patches ¦ git ¦ writes patches locally ¦ source=git-format-patch(1)
git grep -n 'ExportCSV' -- '*.go' ¦ git ¦ greps tracked code ¦ source=git-grep(1)
git config --local core.autocrlf input ¦ git ¦ a local setting ¦ source=git-config(1)
git lfs pull --include 'testdata/**' ¦ git ¦ pulls LFS fixtures ¦ source=git-lfs docs
gh pr checkout 61 ¦ git ¦ checks out a PR ¦ source=GitHub CLI manual
gh repo view vandelay/bramble --web=false ¦ git ¦ reads a repository ¦ source=GitHub CLI manual
gh api repos/vandelay/bramble/pulls/61/files --jq '.[].filename' ¦ git ¦ reads PR files ¦ source=GitHub REST docs
gh run watch ¦ git ¦ watches a run ¦ source=GitHub CLI manual
gh run rerun 1234567 --failed ¦ git ¦ reruns failed CI jobs of the branch ¦ source=GitHub CLI manual
gh issue view 42 --comments ¦ git ¦ reads an issue ¦ source=GitHub CLI manual
glab mr diff 12 ¦ git ¦ reads an MR diff ¦ source=GitLab CLI docs
svn diff -r HEAD ¦ git ¦ Subversion diff ¦ source=svn book

@local-db
psql -h localhost -U bramble bramble_dev -c "DELETE FROM ledger_entries WHERE account_id = 42" ¦ local-db ¦ a scoped delete on dev ¦ source=PostgreSQL docs
psql -h localhost bramble_test -c 'DROP SCHEMA IF EXISTS scratch CASCADE' ¦ local-db ¦ drops a test schema ¦ source=PostgreSQL docs
psql "postgresql://bramble@127.0.0.1/bramble_dev" -f db/seed.sql ¦ local-db ¦ seeds dev ¦ source=psql docs
pg_dump -h localhost --schema-only bramble_dev > db/schema.sql ¦ local-db ¦ dumps the dev schema ¦ source=pg_dump docs
pg_dump -h localhost bramble_dev | psql -h localhost bramble_test ¦ local-db ¦ copies dev into test ¦ source=pg_dump docs
mysql -h localhost -u bramble -pbramble bramble_dev -e 'SHOW TABLES' ¦ local-db ¦ lists dev tables ¦ source=MySQL docs
mysql -h 127.0.0.1 bramble_test -e 'TRUNCATE TABLE ledger_entries' ¦ local-db ¦ truncates a test table ¦ source=MySQL docs
sqlite3 tmp/bramble.db 'DROP TABLE IF EXISTS import_staging' ¦ local-db ¦ drops a scratch table ¦ source=sqlite3 docs
sqlite3 -header -csv db/dev.sqlite3 'select * from ledger_entries' > tmp/ledger.csv ¦ local-db ¦ exports dev rows ¦ source=sqlite3 docs
sqlite3 db/dev.sqlite3 .dump > tmp/dev-dump.sql ¦ local-db ¦ dumps dev ¦ source=sqlite3 docs
duckdb tmp/analysis.duckdb "CREATE OR REPLACE TABLE ledger AS SELECT * FROM 'data/ledger.csv'" ¦ local-db ¦ a local analysis table ¦ source=DuckDB docs
mongosh mongodb://localhost:27017/bramble_dev --eval 'db.ledger.drop()' ¦ local-db ¦ drops a dev collection ¦ source=MongoDB docs
mongodump --uri mongodb://localhost:27017/bramble_dev --out tmp/mongo-dump ¦ local-db ¦ dumps dev ¦ source=mongodump docs
redis-cli -n 1 --scan --pattern 'bramble:test:*' ¦ local-db ¦ lists local test keys ¦ source=redis-cli docs
bin/rails db:seed:replant RAILS_ENV=development ¦ local-db ¦ reseeds development ¦ source=Rails guides
python manage.py loaddata fixtures/bramble.json --settings=config.settings.local ¦ local-db ¦ loads fixtures locally ¦ source=Django docs
php artisan db:wipe --env=testing ¦ local-db ¦ wipes the testing database ¦ source=Laravel docs
mix ecto.reset ¦ local-db ¦ resets the dev repo ¦ source=Ecto docs

@inline-code
python3 -c 'import duckdb; print(duckdb.sql("select count(*) from \"data/ledger.csv\"").fetchall())' ¦ inline-code ¦ reads a project file ¦ source=DuckDB Python docs
python3 -c 'import os; print(os.getcwd(), os.environ.get("VIRTUAL_ENV"))' ¦ inline-code ¦ prints cwd and venv ¦ source=Python docs, os
python3 -c 'import http.client as h; c = h.HTTPConnection("localhost", 8080); c.request("POST", "/api/bramble/reindex"); print(c.getresponse().status)' ¦ inline-code ¦ POST to the dev server ¦ source=Python docs, http.client
python3 -c 'import bramble, sys; print(bramble.__version__, sys.version)' ¦ inline-code ¦ prints versions ¦ source=Python docs
node -e 'const fs = require("fs"); console.log(fs.readdirSync("src").length)' ¦ inline-code ¦ counts files ¦ source=Node.js docs, fs
node -p 'Buffer.from("aGVsbG8=", "base64").toString()' ¦ inline-code ¦ decodes base64 ¦ source=Node.js docs, Buffer
node -p 'require("os").userInfo().username' ¦ inline-code ¦ asks who the caller is ¦ source=Node.js docs, os
perl -MJSON::PP -e 'print decode_json(`cat package.json`)->{version}' ¦ inline-code ¦ reads a version ¦ source=JSON::PP docs

@heredoc-write
cat > internal/ledger/export_test.go <<'EOF'⏎package ledger⏎⏎import "testing"⏎⏎func TestExportHeader(t *testing.T) {}⏎EOF ¦ heredoc-write ¦ writes a Go test ¦ source=bash manual, here documents
cat >> .gitignore <<'EOF'⏎tmp/⏎*.bramble.bak⏎EOF ¦ heredoc-write ¦ appends to .gitignore ¦ source=bash manual, here documents
cat > scripts/dev-seed.sh <<'EOF'⏎#!/bin/sh⏎set -eu⏎psql -h localhost bramble_dev -f db/seed.sql⏎EOF ¦ heredoc-write ¦ writes a dev script ¦ source=bash manual, here documents
sqlite3 db/dev.sqlite3 <<'SQL'⏎CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, body TEXT);⏎SQL ¦ heredoc-write ¦ SQL into the dev database ¦ source=sqlite3 docs
node <<'JS'⏎console.log(require("./package.json").scripts)⏎JS ¦ heredoc-write ¦ node on stdin reading the project ¦ source=Node.js docs

@project-tests
go test ./internal/ledger -run 'TestExport' -v ¦ go ¦ one package's tests ¦ source=Go docs
go build -o bin/bramble ./cmd/bramble ¦ go ¦ builds the binary ¦ source=Go docs
cargo test -p bramble-core -- --nocapture ¦ rust ¦ one crate's tests ¦ source=Cargo book
cargo nextest run -p bramble-core ¦ rust ¦ nextest ¦ source=cargo-nextest docs
pytest tests/test_ledger.py::test_export_bom -vv ¦ python ¦ one test ¦ source=pytest docs
pytest -n 2 tests/ ¦ python ¦ parallel tests ¦ source=pytest-xdist docs
npx vitest run packages/bramble-ui ¦ js ¦ one package's tests ¦ source=Vitest docs
pnpm --filter @bramble/api test ¦ js ¦ one workspace's tests ¦ source=pnpm docs
./gradlew :bramble-core:test ¦ jvm ¦ one module's tests ¦ source=Gradle docs
bundle exec rails test test/models/ledger_entry_test.rb ¦ ruby ¦ one test file ¦ source=Rails guides
dotnet test tests/Bramble.Tests --logger "console;verbosity=normal" ¦ dotnet ¦ one project's tests ¦ source=.NET docs
mix test test/bramble/ledger_test.exs:42 ¦ elixir ¦ one test ¦ source=Mix docs
swift test --filter BrambleTests.LedgerTests ¦ swift ¦ one test case ¦ source=SwiftPM docs
make test-unit ¦ tools ¦ the project's unit target ¦ source=GNU make manual
just test ledger ¦ tools ¦ a just recipe ¦ source=just manual
task test:unit ¦ tools ¦ a Taskfile task ¦ source=Task docs

@lint-and-tools
rg -n 'bramble_old' --type py ¦ tools ¦ greps Python ¦ source=ripgrep guide
rg -l 'TODO\(ledger\)' ¦ tools ¦ lists files ¦ source=ripgrep guide
fd -t f -e go . internal/ledger ¦ tools ¦ finds Go files ¦ source=fd README
find . -name '*.bramble.bak' -print ¦ tools ¦ lists backups ¦ source=find(1)
jq -r '.scripts | to_entries[] | "\(.key): \(.value)"' package.json ¦ tools ¦ lists scripts ¦ source=jq manual
yq -i '.services.api.environment.LOG_LEVEL = "debug"' docker-compose.dev.yml ¦ tools ¦ edits the dev compose file ¦ source=yq docs
biome check --write src/ ¦ tools ¦ biome ¦ source=Biome docs
stylelint 'src/**/*.css' ¦ tools ¦ stylelint ¦ source=stylelint docs
sqlfluff lint db/migrations ¦ tools ¦ lints SQL ¦ source=SQLFluff docs
codespell src/ docs/ ¦ tools ¦ spell check ¦ source=codespell README
semgrep --config p/ci --error src/ ¦ tools ¦ static analysis ¦ source=Semgrep docs
osv-scanner --lockfile=package-lock.json ¦ tools ¦ scans the lockfile ¦ source=OSV-Scanner docs
grype dir:. --only-fixed ¦ tools ¦ scans the project ¦ source=grype README
syft dir:. -o cyclonedx-json > sbom.json ¦ tools ¦ writes an SBOM ¦ source=syft README
cloc --exclude-dir=node_modules,vendor . ¦ tools ¦ counts lines ¦ source=cloc README
hyperfine 'bin/bramble export --dry-run' ¦ tools ¦ benchmarks a dry run ¦ source=hyperfine README
entr -r go run ./cmd/bramble <<< "$(fd -e go)" ¦ tools ¦ reruns on change ¦ source=entr(1)
watchexec -e go -- go test ./internal/... ¦ tools ¦ reruns tests ¦ source=watchexec README
journalctl --user -u bramble-dev --since today ¦ tools ¦ reads the dev service log ¦ source=journalctl(1)
systemctl --user status bramble-dev ¦ tools ¦ reads a dev service status ¦ source=systemctl(1)
netstat -tlnp 2>/dev/null | grep 5432 ¦ tools ¦ who listens ¦ source=netstat(8)
free -m ¦ tools ¦ memory ¦ source=free(1)
date -u +%Y-%m-%dT%H:%M:%SZ ¦ tools ¦ time ¦ source=date(1)
xxd -l 64 testdata/bramble-fs.img ¦ tools ¦ inspects an image ¦ source=xxd(1)
file bin/bramble ¦ tools ¦ file type ¦ source=file(1)
ldd bin/bramble ¦ tools ¦ linked libraries ¦ source=ldd(1)
strings bin/bramble | grep -i version ¦ tools ¦ strings of the project's binary ¦ source=strings(1)
curl -sSf -o /dev/null -w '%{http_code}\n' http://localhost:8080/ ¦ tools ¦ status code ¦ source=curl(1)
openssl dgst -sha256 dist/bramble.tar.gz ¦ tools ¦ a digest ¦ source=openssl-dgst(1)
gpg --verify dist/bramble.tar.gz.asc dist/bramble.tar.gz ¦ tools ¦ verifies a signature ¦ source=gpg(1)
cosign verify-blob --key cosign.pub --signature dist/bramble.sig dist/bramble.tar.gz ¦ tools ¦ verifies a blob ¦ source=cosign docs
crane digest ghcr.io/vandelay/bramble:1.0 ¦ tools ¦ reads a digest ¦ source=crane docs
skopeo inspect docker://ghcr.io/vandelay/bramble:1.0 ¦ tools ¦ inspects a remote image ¦ source=skopeo docs
dive bramble-api:dev --ci ¦ tools ¦ inspects image layers ¦ source=dive README
trivy image bramble-api:dev ¦ tools ¦ scans a local image ¦ source=Trivy docs

@help
gcloud compute instances delete --help ¦ help ¦ help of instances delete ¦ source=gcloud reference
az group delete -h ¦ help ¦ help of group delete ¦ source=Azure CLI reference
cargo publish --help ¦ help ¦ help of publish ¦ source=Cargo book
"""
