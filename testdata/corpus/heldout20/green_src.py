# Everyday commands of heldout20 (must not be red). Format: see ../gen_heldout.py.
GREEN = r"""
@yellow
npm i -D vitest@2.1.8 @vitest/coverage-v8@2.1.8 ¦ dep-install ¦ adds the test runner ¦ yellow ¦ source=Vitest docs, getting started
pnpm add zod@3.24.1 --filter @tansy/api ¦ dep-install ¦ adds zod to one workspace package ¦ yellow ¦ source=pnpm docs, pnpm add
uv add 'httpx>=0.28' --group dev ¦ dep-install ¦ adds httpx to the dev group ¦ yellow ¦ source=uv docs, uv add
cargo add tokio --features macros,rt-multi-thread -p tansy-core ¦ dep-install ¦ adds tokio to a crate ¦ yellow ¦ source=Cargo book, cargo add
go get github.com/jackc/pgx/v5@v5.7.2 ¦ dep-install ¦ adds the PostgreSQL driver ¦ yellow ¦ source=go command docs, go get
composer require --dev phpstan/phpstan:^2.0 ¦ dep-install ¦ adds PHPStan ¦ yellow ¦ source=Composer docs, require
sqlx migrate run --database-url postgres://tansy:tansy@localhost:5432/tansy_dev ¦ dev-migration ¦ runs migrations on the local database ¦ yellow ¦ source=sqlx-cli README
alembic -x env=local upgrade head ¦ dev-migration ¦ upgrades the local database ¦ yellow ¦ source=Alembic docs, tutorial
git push -u origin feat/tansy-refunds ¦ feature-push ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
git push origin HEAD:refs/heads/fix/tansy-cart-rounding ¦ feature-push ¦ pushes HEAD to a fix branch ¦ yellow ¦ source=git-push(1)
gh pr create --draft --title "Partial refunds" --body "Adds partial refunds" --base main ¦ open-pr ¦ opens a draft pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
glab mr create --title "Cart rounding" --source-branch fix/tansy-cart-rounding --target-branch main --yes ¦ open-pr ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
tea pulls create --title "Refunds" --base main --head feat/tansy-refunds ¦ open-pr ¦ opens a Gitea pull request ¦ yellow ¦ source=tea docs

@local-target
gcloud config configurations activate tansy-dev ¦ cloud-setting ¦ switches the CLI's configuration ¦ source=gcloud reference, config configurations
az config set defaults.group=tansy-dev-rg ¦ cloud-setting ¦ sets a default resource group ¦ source=Azure CLI reference, config set
aws configure set output json --profile tansy-dev ¦ cloud-setting ¦ sets the output format ¦ source=AWS CLI reference, configure set
kubectx kind-tansy ¦ cloud-setting ¦ switches to the local cluster ¦ source=kubectx README
kubens tansy ¦ cloud-setting ¦ switches the namespace ¦ source=kubectx README, kubens
hcloud context use tansy-dev ¦ cloud-setting ¦ switches hcloud's context ¦ source=hcloud CLI docs
ibmcloud target -g tansy-dev ¦ cloud-setting ¦ targets a resource group ¦ source=IBM Cloud CLI reference
aws sts get-caller-identity --profile tansy-dev ¦ identity ¦ asks who the caller is ¦ source=AWS CLI reference, sts get-caller-identity
oc whoami ¦ identity ¦ shows the OpenShift user ¦ source=OpenShift CLI reference

@deploy-local
helm create charts/tansy ¦ scaffold ¦ scaffolds a chart in the project ¦ source=Helm docs, helm create
helm dependency update charts/tansy ¦ build ¦ vendors chart dependencies into the project ¦ source=Helm docs, helm dependency
helm template tansy charts/tansy -f charts/tansy/values-dev.yaml ¦ render ¦ renders manifests ¦ source=Helm docs, helm template
helm lint charts/tansy --strict ¦ lint ¦ lints the chart ¦ source=Helm docs, helm lint
helm package charts/tansy -d dist/ ¦ build ¦ packages the chart into dist ¦ source=Helm docs, helm package
terraform -chdir=infra init -backend=false ¦ init ¦ initialises without a backend ¦ source=Terraform docs, init
terraform -chdir=infra validate ¦ validate ¦ validates the configuration ¦ source=Terraform docs, validate
tofu fmt -recursive infra/ ¦ format ¦ formats the configuration ¦ source=OpenTofu docs, fmt
tofu plan -var-file=envs/dev.tfvars -out=dev.plan ¦ plan ¦ plans the dev environment ¦ source=OpenTofu docs, plan
npx cdk synth TansyDevStack ¦ synth ¦ synthesises the dev stack ¦ source=AWS CDK docs, cdk synth
npx cdk diff TansyDevStack ¦ diff ¦ diffs the dev stack ¦ source=AWS CDK docs, cdk diff
sam local invoke TansyOrdersFn -e events/order.json ¦ local-run ¦ runs a function locally ¦ source=AWS SAM docs, sam local invoke
npx serverless invoke local -f orders ¦ local-run ¦ invokes a function locally ¦ source=Serverless docs, invoke local
pulumi preview -s dev --diff ¦ plan ¦ previews the dev stack ¦ source=Pulumi docs, pulumi preview
npx wrangler dev --port 8787 ¦ local-run ¦ runs the worker locally ¦ source=Cloudflare docs, wrangler dev
npx wrangler d1 execute tansy-db --local --command "SELECT * FROM orders LIMIT 5" ¦ local-db ¦ queries the local D1 database ¦ source=Cloudflare docs, wrangler d1 execute
npx netlify build ¦ build ¦ builds the site locally ¦ source=Netlify CLI docs, build
npx vercel build ¦ build ¦ builds locally ¦ source=Vercel CLI docs, vercel build
npx vercel dev --listen 3000 ¦ local-run ¦ runs the dev server ¦ source=Vercel CLI docs, vercel dev
docker buildx build --load -t tansy-api:dev . ¦ build ¦ builds a local image ¦ source=Docker docs, buildx build
pack build tansy-api --builder paketobuildpacks/builder-jammy-base ¦ build ¦ a buildpack image in the local daemon ¦ source=Cloud Native Buildpacks docs, pack build
nixpacks build . --name tansy-api ¦ build ¦ builds a local image ¦ source=Nixpacks docs
packer validate images/tansy.pkr.hcl ¦ validate ¦ validates a template ¦ source=Packer docs, validate
packer init images/ ¦ init ¦ installs Packer plugins for the project ¦ source=Packer docs, init
kubeconform -summary -strict k8s/ ¦ validate ¦ validates manifests ¦ source=kubeconform README
k3d cluster create tansy -p "8080:80@loadbalancer" ¦ local-cluster ¦ creates a local cluster ¦ source=k3d docs, cluster create
minikube start -p tansy --driver=docker ¦ local-cluster ¦ starts a local cluster ¦ source=minikube docs, start
kind load docker-image tansy-api:dev --name tansy ¦ local-cluster ¦ loads an image into kind ¦ source=kind docs, loading an image
k3d image import tansy-api:dev -c tansy ¦ local-cluster ¦ imports an image into k3d ¦ source=k3d docs, image import
kubectl --context kind-tansy apply -f k8s/dev/ ¦ local-cluster ¦ applies to the local cluster ¦ source=kubectl reference, apply
kubectl --context kind-tansy delete pod -l app=tansy-api ¦ local-cluster ¦ deletes pods on the local cluster ¦ source=kubectl reference, delete
kubectl --context k3d-tansy scale deploy tansy-api --replicas 0 ¦ local-cluster ¦ scales down on the local cluster ¦ source=kubectl reference, scale
kubectl --context kind-tansy rollout restart deploy/tansy-worker ¦ local-cluster ¦ restarts on the local cluster ¦ source=kubectl reference, rollout
kubectl --context minikube port-forward svc/tansy-api 8080:80 ¦ local-cluster ¦ forwards a local cluster port ¦ source=kubectl reference, port-forward
kind delete cluster --name tansy ¦ local-cluster ¦ deletes the local cluster ¦ source=kind docs, quick start
helm --kube-context kind-tansy upgrade --install tansy charts/tansy -n tansy --create-namespace ¦ local-cluster ¦ installs the chart on the local cluster ¦ source=Helm docs, helm upgrade
skaffold dev --kube-context kind-tansy --port-forward ¦ local-cluster ¦ develops against the local cluster ¦ source=Skaffold docs, skaffold dev
tilt up --context kind-tansy ¦ local-cluster ¦ runs Tilt on the local cluster ¦ source=Tilt docs
nomad job run -address=http://127.0.0.1:4646 jobs/tansy.nomad.hcl ¦ dev-agent ¦ runs a job on the local agent ¦ source=Nomad docs, job run
vault server -dev -dev-root-token-id=root ¦ dev-agent ¦ a dev-mode Vault ¦ source=Vault docs, dev server
docker compose -f compose.dev.yml up -d db redis ¦ local-run ¦ starts the dev database and cache ¦ source=Docker Compose docs, up
tflocal plan ¦ plan ¦ plans against LocalStack ¦ source=LocalStack docs, terraform-local
argocd app diff tansy-dev --local k8s/dev ¦ diff ¦ diffs the dev app with local manifests ¦ source=Argo CD docs, argocd app diff

@emulator
aws --endpoint-url http://localhost:4566 s3 mb s3://tansy-uploads ¦ emulator ¦ makes a bucket in LocalStack ¦ source=LocalStack docs, AWS CLI
awslocal sqs create-queue --queue-name tansy-jobs ¦ emulator ¦ makes a queue in LocalStack ¦ source=LocalStack docs, awslocal
awslocal s3 rm s3://tansy-uploads --recursive ¦ emulator ¦ empties a LocalStack bucket ¦ source=LocalStack docs, awslocal
aws dynamodb delete-table --table-name tansy-orders --endpoint-url http://localhost:8000 ¦ emulator ¦ drops a DynamoDB Local table ¦ source=DynamoDB Local docs
curl -X DELETE http://localhost:4443/storage/v1/b/tansy-test/o/a.txt ¦ emulator ¦ deletes an object from fake GCS ¦ source=fake-gcs-server README
mc rb --force local/tansy-test ¦ emulator ¦ removes a local MinIO bucket ¦ source=MinIO client docs, mc rb
swaks --to dev@tansy.test --server localhost:1025 ¦ emulator ¦ sends a mail to Mailpit ¦ source=swaks docs, Mailpit docs
curl -X DELETE http://localhost:8025/api/v1/messages ¦ emulator ¦ clears Mailpit ¦ source=Mailpit API docs
firebase emulators:exec --project demo-tansy "npm test" ¦ emulator ¦ runs tests against the emulators ¦ source=Firebase docs, emulators:exec
turso dev --db-file dev.db ¦ emulator ¦ a local libSQL server ¦ source=Turso CLI docs, dev
kafka-topics.sh --bootstrap-server localhost:9092 --delete --topic tansy-test ¦ emulator ¦ deletes a local topic ¦ source=Apache Kafka docs, operations
rpk topic create tansy-events -X brokers=localhost:19092 ¦ emulator ¦ creates a local topic ¦ source=Redpanda docs, rpk topic create
nats pub --server nats://localhost:4222 tansy.test hi ¦ emulator ¦ publishes to the local NATS ¦ source=NATS docs, nats pub
mosquitto_pub -h localhost -t tansy/test -m ping ¦ emulator ¦ publishes to the local broker ¦ source=mosquitto_pub(1)
gcloud pubsub topics create tansy-orders --project demo-tansy ¦ emulator ¦ creates a topic in the demo project ¦ source=gcloud reference, pubsub topics create

@bucket-to-project
aws s3 cp s3://tansy-dev-fixtures/orders.json testdata/ ¦ bucket-read ¦ copies a fixture into the project ¦ source=AWS CLI reference, s3 cp
gcloud storage cp "gs://tansy-dev-fixtures/*.csv" testdata/ ¦ bucket-read ¦ copies fixtures into the project ¦ source=gcloud reference, storage cp
rclone copy r2:tansy-dev-fixtures ./testdata/fixtures ¦ bucket-read ¦ copies fixtures from R2 into the project ¦ source=rclone docs, copy
az storage blob download -c fixtures -n users.json -f testdata/users.json --account-name tansydevstore ¦ bucket-read ¦ downloads a fixture ¦ source=Azure CLI reference, storage blob download
s5cmd cp "s3://tansy-dev-fixtures/*" testdata/ ¦ bucket-read ¦ copies fixtures with s5cmd ¦ source=s5cmd README
mc cp local/tansy-fixtures/seed.sql db/seed.sql ¦ bucket-read ¦ copies a seed file from local MinIO ¦ source=MinIO client docs, mc cp

@dev-http
curl -X POST http://0.0.0.0:8080/api/orders -H 'Content-Type: application/json' -d '{"sku":"A1","qty":2}' ¦ dev-post ¦ posts to the dev server ¦ source=curl(1)
curl -X DELETE http://api:8000/v1/carts/42 ¦ dev-delete ¦ deletes through a compose service ¦ source=curl(1), Docker Compose networking
curl -sS http://host.docker.internal:3000/healthz ¦ dev-get ¦ the host's dev server from a container ¦ source=Docker docs, host.docker.internal
curl -s http://localhost:4000/graphql -H 'Content-Type: application/json' -d '{"query":"{ orders(first: 5) { id total } }"}' ¦ graphql-read ¦ a GraphQL query on the dev server ¦ source=GraphQL docs, serving over HTTP
grpcurl -plaintext -d '{"id": 42}' localhost:50051 tansy.v1.Orders/GetOrder ¦ grpc ¦ calls a local gRPC method ¦ source=grpcurl README
http POST :8080/api/login email=dev@tansy.test password=dev ¦ dev-post ¦ HTTPie's localhost shorthand ¦ source=HTTPie docs, localhost shorthand
xh PUT localhost:8080/api/items/3 name=widget ¦ dev-put ¦ xh puts to the dev server ¦ source=xh README
hey -n 200 -c 10 http://localhost:8080/healthz ¦ load-test ¦ a small load test on the dev server ¦ source=hey README
wrk -t2 -c10 -d10s http://127.0.0.1:8080/ ¦ load-test ¦ a short local benchmark ¦ source=wrk README
curl --unix-socket /tmp/tansy.sock http://localhost/metrics ¦ unix-socket ¦ reads metrics over a local socket ¦ source=curl(1), --unix-socket
npx newman run tests/postman/tansy.postman_collection.json -e tests/postman/local.postman_environment.json ¦ api-test ¦ runs the API collection against local ¦ source=Newman README
hurl --test --variable host=http://localhost:8080 tests/api/orders.hurl ¦ api-test ¦ runs Hurl tests against local ¦ source=Hurl docs
curl -X PATCH "http://[::1]:8080/api/users/7" -H 'Content-Type: application/json' -d '{"name":"x"}' ¦ dev-patch ¦ patches over IPv6 loopback ¦ source=curl(1)
curl -s https://pypi.org/pypi/httpx/json ¦ public-read ¦ reads a package's public metadata ¦ source=PyPI JSON API docs
curl -sI https://registry.npmjs.org/zod ¦ public-read ¦ reads a registry's headers ¦ source=npm registry API docs

@project-files
dotenv-linter .env .env.development ¦ env-file ¦ lints env files ¦ source=dotenv-linter docs
grep -c '' .env.development ¦ env-file ¦ counts lines of the dev env file ¦ source=grep(1)
openssl x509 -in certs/dev-ca.crt -noout -subject -dates ¦ public-cert ¦ reads a certificate's subject and dates ¦ source=openssl-x509(1)
ls -la secrets/ ¦ listing ¦ lists a folder's names ¦ source=ls(1)
cat docker-compose.override.yml ¦ project-config ¦ the local compose override ¦ source=Docker Compose docs

@reversible
rm -rf results/ && python run_bench.py --out results/ ¦ rebuildable ¦ regenerates benchmark output ¦ source=rm(1)
kill $(lsof -t -i :8080) ¦ dev-server ¦ stops what listens on 8080 ¦ source=lsof(8)
truncate -s 100M build/disk.img ¦ disk-image ¦ a sparse file in the project ¦ source=truncate(1)
rsync -a --delete dist/ public/ ¦ project-sync ¦ syncs two project folders ¦ source=rsync(1)
chmod -R 777 storage/ bootstrap/cache ¦ project-perms ¦ Laravel's writable folders ¦ source=Laravel docs, directory permissions
docker tag tansy-api:dev tansy-api:test ¦ local-image ¦ a local tag ¦ source=Docker docs, docker tag
docker run --rm --gpus all tansy-train:dev python train.py --epochs 1 ¦ device ¦ a GPU in a container ¦ source=Docker docs, GPU support
docker run --rm --device /dev/ttyUSB0 tansy-flasher:dev ¦ device ¦ a USB serial device in a container ¦ source=Docker docs, --device
docker rm -f tansy-dev-db ¦ local-run ¦ removes a dev container, its volume kept ¦ source=Docker docs, docker rm

@git-local
git switch -c feat/tansy-refunds ¦ branch ¦ a new branch ¦ source=git-switch(1)
git add src/refunds && git commit -m "refunds: partial amounts" ¦ commit ¦ commits a change ¦ source=git-commit(1)
git tag v1.5.0-rc.1 ¦ tag ¦ a local tag ¦ source=git-tag(1)
git branch -m feat/refund feat/tansy-refunds ¦ branch ¦ renames a branch ¦ source=git-branch(1)
git cherry-pick 3f1a2b9 ¦ commit ¦ picks a commit ¦ source=git-cherry-pick(1)
git stash push -m "wip refunds" ¦ stash ¦ stashes work ¦ source=git-stash(1)
git branch -d feat/tansy-csv ¦ branch ¦ deletes a merged branch ¦ source=git-branch(1)
git commit --amend -m "refunds: partial and full amounts" ¦ commit ¦ amends an unpushed commit ¦ source=git-commit(1)
git log -p -- db/migrations ¦ read ¦ history of the migrations ¦ source=git-log(1)
git show HEAD~2:src/cart.ts ¦ read ¦ an old version of a file ¦ source=git-show(1)
git apply --check patches/0001-fix-rounding.patch ¦ patch ¦ checks a patch ¦ source=git-apply(1)
git am patches/0001-fix-rounding.patch ¦ patch ¦ applies a patch ¦ source=git-am(1)
git notes add -m "benchmarked on m7i" ¦ notes ¦ adds a local note ¦ source=git-notes(1)
git range-diff main...feat/tansy-refunds ¦ read ¦ compares two versions of a branch ¦ source=git-range-diff(1)
git grep -n TODO -- src/ ¦ read ¦ finds TODOs ¦ source=git-grep(1)
git lfs pull --include "testdata/*" ¦ fetch ¦ pulls LFS test data ¦ source=git-lfs-pull(1)
git blame -L 10,40 src/orders.ts ¦ read ¦ blames a range ¦ source=git-blame(1)
git worktree add ../tansy-hotfix hotfix/1.4.1 ¦ worktree ¦ a second worktree ¦ source=git-worktree(1)
jj new main -m "refunds" ¦ other-vcs ¦ a new Jujutsu change ¦ source=Jujutsu docs, jj new

@local-db
psql -h localhost -U tansy tansy_dev -c "TRUNCATE orders RESTART IDENTITY CASCADE" ¦ local-truncate ¦ truncates a dev table ¦ source=PostgreSQL docs, TRUNCATE
dropdb -h localhost tansy_test ¦ local-drop ¦ drops the test database ¦ source=dropdb docs
createdb -h localhost tansy_test ¦ local-create ¦ creates the test database ¦ source=createdb docs
psql -h localhost tansy_dev -c "\copy orders TO 'exports/orders.csv' CSV HEADER" ¦ local-export ¦ exports a dev table to the project ¦ source=psql docs, \copy
psql -h localhost tansy_dev -c "\copy products FROM 'testdata/products.csv' CSV HEADER" ¦ local-import ¦ imports a project file into dev ¦ source=psql docs, \copy
sqlite3 dev.db ".mode csv" ".import testdata/users.csv users" ¦ local-import ¦ imports CSV into SQLite ¦ source=SQLite docs, CLI
sqlite3 :memory: "CREATE TABLE t(x); INSERT INTO t VALUES (1); DROP TABLE t;" ¦ memory-db ¦ SQL on an in-memory database ¦ source=SQLite docs, in-memory databases
sqlite3 tansy.db ".backup backups/tansy-dev.db" ¦ local-export ¦ backs up SQLite into the project ¦ source=SQLite docs, CLI
psql -h localhost tansy_dev -c "CREATE TEMP TABLE t AS SELECT * FROM orders; DELETE FROM t;" ¦ temp-table ¦ deletes from a temporary table ¦ source=PostgreSQL docs, CREATE TABLE TEMP
mysql -h 127.0.0.1 -u root tansy_test -e "DELETE FROM sessions" ¦ local-delete ¦ clears a test table ¦ source=MySQL reference, DELETE
mongosh mongodb://localhost:27017/tansy_test --eval 'db.dropDatabase()' ¦ local-drop ¦ drops the local test database ¦ source=mongosh docs
pg_dump -h localhost -Fc tansy_dev -f dumps/dev.dump ¦ local-export ¦ dumps dev into the project ¦ source=pg_dump docs
pg_restore -h localhost -d tansy_test --clean dumps/dev.dump ¦ local-restore ¦ restores into the test database ¦ source=pg_restore docs
duckdb analytics.duckdb "DELETE FROM events WHERE day < '2026-01-01'" ¦ local-delete ¦ deletes from a project DuckDB file ¦ source=DuckDB docs, CLI
clickhouse-client --host localhost -q "TRUNCATE TABLE tansy_test.events" ¦ local-truncate ¦ truncates a local test table ¦ source=ClickHouse docs, TRUNCATE
cqlsh localhost -e "TRUNCATE tansy_test.events" ¦ local-truncate ¦ truncates a local Cassandra table ¦ source=CQL docs
usql pg://tansy@localhost/tansy_dev -c "select count(*) from orders" ¦ local-read ¦ a count on dev ¦ source=usql README
litecli dev.db -e "select count(*) from users" ¦ local-read ¦ a count on SQLite ¦ source=litecli docs
dbmate --url "postgres://tansy:tansy@localhost:5432/tansy_test?sslmode=disable" drop ¦ local-drop ¦ drops the local test database ¦ source=dbmate README
python manage.py flush --no-input --settings=tansy.settings.test ¦ local-delete ¦ empties the test database ¦ source=Django docs, flush
MIX_ENV=test mix ecto.reset ¦ local-drop ¦ resets the test database ¦ source=Ecto docs
npx prisma db push --skip-generate ¦ local-schema ¦ pushes the schema to the dev database ¦ source=Prisma docs, db push
redis-cli -n 1 FLUSHDB ¦ local-delete ¦ empties a local Redis database ¦ source=Redis docs, FLUSHDB
pg_dump -h localhost tansy_dev | psql -h 127.0.0.1 tansy_scratch ¦ local-copy ¦ copies dev into a local scratch database ¦ source=pg_dump docs

@inline-code
python3 -c "import sqlite3; print(sqlite3.connect('dev.db').execute('select count(*) from orders').fetchone())" ¦ inline-read ¦ reads a project SQLite file ¦ source=Python docs, sqlite3
python3 -c "import json, urllib.request as u; r = u.Request('http://127.0.0.1:5000/api/echo', data=json.dumps({'a': 1}).encode(), headers={'Content-Type': 'application/json'}); print(u.urlopen(r).read())" ¦ inline-local-http ¦ posts to the local server ¦ source=Python docs, urllib.request
node -e "fetch('http://localhost:3000/api/health').then(r => console.log(r.status))" ¦ inline-local-http ¦ checks the dev server ¦ source=Node.js docs, fetch
php -r 'echo json_encode(["php" => PHP_VERSION]), PHP_EOL;' ¦ inline-read ¦ prints PHP's version ¦ source=PHP manual, command line
node -e "console.log(Buffer.from(process.argv[1], 'base64').toString())" eyJhIjoxfQ== ¦ inline-decode ¦ decodes base64 in Node ¦ source=Node.js docs, Buffer
python3 -c "import sys, json; print(json.dumps(json.load(sys.stdin), indent=2))" < testdata/order.json ¦ inline-read ¦ pretty-prints a fixture ¦ source=Python docs, json

@heredoc-write
cat > src/orders/refund.go <<'EOF'⏎package orders⏎⏎func Refundable(total, paid int64) int64 { return paid - total }⏎EOF ¦ heredoc ¦ writes a Go file ¦ source=bash(1), here documents
cat <<'EOF' > tests/test_cart.py⏎from tansy.cart import Cart⏎⏎def test_empty():⏎    assert Cart().total() == 0⏎EOF ¦ heredoc ¦ writes a test file ¦ source=bash(1), here documents
tee docs/adr/0007-queues.md > /dev/null <<'EOF'⏎# 7. Queues⏎We use NATS for internal events.⏎EOF ¦ heredoc ¦ writes a decision record ¦ source=tee(1), bash(1)
cat > .env.local <<'EOF'⏎DATABASE_URL=postgres://tansy:tansy@localhost:5432/tansy_dev⏎EOF ¦ heredoc ¦ writes a local env file ¦ source=bash(1), here documents
cat >> Makefile <<'EOF'⏎⏎test-refunds:⏎	go test ./internal/orders -run Refund⏎EOF ¦ heredoc ¦ appends a make target ¦ source=bash(1), GNU make manual

@project-tests
go test ./internal/orders -run TestRefund -count=1 ¦ test ¦ one Go test ¦ source=go command docs, testing flags
cargo test -p tansy-core refund:: ¦ test ¦ a crate's refund tests ¦ source=Cargo book, cargo test
pytest tests/test_cart.py::test_discount -x ¦ test ¦ one pytest test ¦ source=pytest docs
npx vitest run src/cart.test.ts ¦ test ¦ one Vitest file ¦ source=Vitest docs, CLI
npx jest --testPathPattern orders ¦ test ¦ Jest by path ¦ source=Jest docs, CLI
bundle exec rspec spec/models/order_spec.rb:42 ¦ test ¦ one RSpec example ¦ source=RSpec docs
mix test test/tansy/orders_test.exs ¦ test ¦ one ExUnit file ¦ source=Mix docs, mix test
dotnet test --filter "FullyQualifiedName~Tansy.Orders" ¦ test ¦ filtered .NET tests ¦ source=.NET docs, dotnet test
./gradlew :orders:test --tests 'com.tansy.orders.*' ¦ test ¦ a Gradle module's tests ¦ source=Gradle docs, test filtering
mvn -pl orders -Dtest=RefundTest test ¦ test ¦ one Maven test class ¦ source=Maven Surefire docs
swift test --filter OrdersTests ¦ test ¦ filtered Swift tests ¦ source=Swift Package Manager docs
ctest --test-dir build -R orders ¦ test ¦ CTest by name ¦ source=ctest(1)
php artisan test --filter=OrderTest ¦ test ¦ Laravel tests by name ¦ source=Laravel docs, testing
bun test cart ¦ test ¦ Bun tests by name ¦ source=Bun docs, test runner
npx playwright test --project=chromium tests/e2e/checkout.spec.ts ¦ test ¦ one Playwright spec ¦ source=Playwright docs, running tests
npx cypress run --spec cypress/e2e/cart.cy.ts ¦ test ¦ one Cypress spec ¦ source=Cypress docs, command line

@lint-and-tools
npx @biomejs/biome check --write src/ ¦ lint ¦ lints and formats ¦ source=Biome docs
mypy src/tansy ¦ lint ¦ type-checks ¦ source=mypy docs
npx openapi-generator-cli generate -i api/openapi.yaml -g typescript-fetch -o web/src/api ¦ codegen ¦ generates an API client ¦ source=OpenAPI Generator docs
cmake --build build -j 8 ¦ build ¦ builds with CMake ¦ source=cmake(1)
meson compile -C build ¦ build ¦ builds with Meson ¦ source=Meson docs
bazel build //services/orders:all ¦ build ¦ builds a Bazel package ¦ source=Bazel docs
podman build -t tansy-api:dev . ¦ build ¦ builds a local image ¦ source=podman-build(1)
osv-scanner scan -r . ¦ scan ¦ scans for known vulnerabilities ¦ source=OSV-Scanner docs
cargo build --release -p tansy-cli ¦ build ¦ builds a release binary ¦ source=Cargo book
go build -o bin/tansy ./cmd/tansy ¦ build ¦ builds the binary ¦ source=go command docs
stylua src/ ¦ lint ¦ formats Lua ¦ source=StyLua README

@help
kubectl drain --help ¦ help ¦ help of drain ¦ source=kubectl reference
"""
GREEN += r"""
@yellow
bun add -d @types/bun@1.1.14 ¦ dep-install ¦ adds Bun's types at a version ¦ yellow ¦ source=Bun docs, bun add
bin/rails db:migrate:up VERSION=20261201093000 RAILS_ENV=development ¦ dev-migration ¦ runs one dev migration ¦ yellow ¦ source=Rails guides, running specific migrations
dotnet ef database update --connection "Host=localhost;Database=tansy_dev;Username=tansy;Password=tansy" ¦ dev-migration ¦ migrates the local database ¦ yellow ¦ source=EF Core docs, dotnet ef database update
git push --set-upstream origin docs/tansy-api-guide ¦ feature-push ¦ pushes a docs branch ¦ yellow ¦ source=git-push(1)

@local-target
gcloud config set project tansy-dev-4821 ¦ cloud-setting ¦ sets the CLI's dev project ¦ source=gcloud reference, config set
az account set --subscription "Tansy Dev" ¦ cloud-setting ¦ picks the dev subscription ¦ source=Azure CLI reference, account set
aws configure get region --profile tansy-dev ¦ cloud-setting ¦ reads a profile's region ¦ source=AWS CLI reference, configure get

@deploy-local
sam local invoke TansyRefundFn -e events/refund.json --env-vars env.local.json ¦ local-run ¦ runs a function locally with local settings ¦ source=AWS SAM docs, sam local invoke
npx serverless package --stage dev --package .serverless-dev ¦ build ¦ packages the dev stage into the project ¦ source=Serverless docs, package
ansible-playbook -i inventories/dev playbooks/tansy.yml --syntax-check ¦ validate ¦ checks a playbook's syntax ¦ source=ansible-playbook docs
kustomize build overlays/kind | kubectl --context kind-tansy apply -f - ¦ local-cluster ¦ applies an overlay to the local cluster ¦ source=Kustomize docs
terraform -chdir=infra/envs/prod plan -lock=false -out=prod.tfplan ¦ plan ¦ a plan changes nothing, whatever the target ¦ source=Terraform docs, plan
firebase emulators:start --only functions,firestore --project demo-tansy ¦ emulator ¦ starts the emulators on a demo project ¦ source=Firebase docs, local emulator suite
npx wrangler r2 object get tansy-assets/logo.png --local --file public/logo.png ¦ emulator ¦ reads from local R2 into the project ¦ source=Cloudflare docs, wrangler r2
docker compose -f compose.dev.yml down ¦ local-run ¦ stops the dev services ¦ source=Docker Compose docs, down
docker tag tansy-api:dev localhost:5000/tansy-api:dev && docker push localhost:5000/tansy-api:dev ¦ local-registry ¦ pushes to a registry on localhost ¦ source=Docker docs, deploy a registry

@emulator
awslocal dynamodb delete-table --table-name tansy-sessions ¦ emulator ¦ drops a LocalStack table ¦ source=LocalStack docs, awslocal
aws --endpoint-url=http://localhost:4566 sqs purge-queue --queue-url http://localhost:4566/000000000000/tansy-jobs ¦ emulator ¦ purges a LocalStack queue ¦ source=LocalStack docs
aws --endpoint-url http://localhost:4566 secretsmanager create-secret --name tansy/dev/db --secret-string devpass ¦ emulator ¦ stores a dummy secret in LocalStack ¦ source=LocalStack docs, Secrets Manager
redis-cli -h 127.0.0.1 -p 6380 DEL tansy:cache:products ¦ emulator ¦ deletes a key in the local Redis ¦ source=Redis docs, DEL
curl -X POST http://localhost:8025/api/v1/send -H 'Content-Type: application/json' -d '{"From":{"Email":"dev@tansy.test"},"To":[{"Email":"qa@tansy.test"}],"Subject":"hi"}' ¦ emulator ¦ sends through Mailpit's API ¦ source=Mailpit API docs
stripe refunds create --payment-intent pi_test_tansy42 ¦ emulator ¦ a refund in Stripe test mode ¦ source=Stripe CLI reference
gsutil -o "Credentials:gs_json_host=localhost" -o "Credentials:gs_json_port=4443" ls gs://tansy-test ¦ emulator ¦ lists a fake GCS bucket ¦ source=fake-gcs-server README

@dev-http
curl -s -X POST http://localhost:8080/graphql -H 'Content-Type: application/json' -d '{"query":"query { viewer { id email } }"}' ¦ graphql-read ¦ a GraphQL read on the dev server ¦ source=GraphQL docs
curl -fsS http://tansy.localhost:8080/api/status ¦ dev-get ¦ a .localhost name resolves to loopback ¦ source=RFC 6761, localhost names
curl -X DELETE "http://127.0.0.1:9200/tansy-test-*" ¦ dev-delete ¦ deletes local test indexes ¦ source=Elasticsearch docs, delete index
curl -X PUT http://localhost:5984/tansy_test ¦ dev-put ¦ creates a local CouchDB database ¦ source=CouchDB docs
curl -s http://web:3000/ -o /dev/null -w '%{http_code}\n' ¦ dev-get ¦ a compose service's status code ¦ source=curl(1)
grpcurl -plaintext -d '{"sku": "A1"}' 0.0.0.0:50051 tansy.v1.Cart/AddItem ¦ grpc ¦ a gRPC call on 0.0.0.0 ¦ source=grpcurl README
websocat -n1 ws://127.0.0.1:8080/ws/orders ¦ websocket ¦ reads one message from the dev websocket ¦ source=websocat README

@project-files
cat .env.development.example ¦ env-file ¦ the example dev env file ¦ source=dotenv docs
sed -i 's/^PORT=.*/PORT=3001/' .env.local ¦ env-file ¦ changes the dev port ¦ source=sed(1)
openssl x509 -in certs/tansy-dev.crt -noout -text ¦ public-cert ¦ reads a dev certificate ¦ source=openssl-x509(1)
openssl x509 -noout -issuer -enddate -in /etc/ssl/certs/ca-certificates.crt ¦ public-cert ¦ the first public CA of the bundle ¦ source=openssl-x509(1)
ssh-keygen -t ed25519 -N '' -f testdata/keys/test_ed25519 -C tansy-test ¦ test-key ¦ a test key made in the project ¦ source=ssh-keygen(1)
cat testdata/keys/test_ed25519.pub ¦ public-key ¦ the test key's public half ¦ source=ssh-keygen(1)
head -n 20 config/settings/local.py ¦ project-config ¦ the local settings file ¦ source=Django docs, settings
cat credentials.example.json ¦ project-config ¦ an example file with placeholders ¦ source=Google docs, credentials file format
jq '.compilerOptions' tsconfig.json ¦ project-config ¦ reads compiler options ¦ source=jq manual

@reversible
rm -rf .next/cache out/ ¦ rebuildable ¦ removes Next.js output ¦ source=Next.js docs, build cache
rm -rf results/run-*/ && make bench ¦ rebuildable ¦ regenerates benchmark results ¦ source=rm(1)
pkill -f "uvicorn tansy.main:app" ¦ dev-server ¦ stops the dev server ¦ source=pkill(1)
npx http-server dist -p 8081 ¦ dev-server ¦ serves the build locally ¦ source=http-server README
dd if=/dev/zero of=build/fat.img bs=1M count=64 ¦ disk-image ¦ a blank image file in the project ¦ source=dd(1)
mkfs.vfat build/fat.img ¦ disk-image ¦ formats an image file in the project ¦ source=mkfs.fat(8)
rsync -a --delete public/assets/ dist/assets/ ¦ project-sync ¦ syncs two project folders ¦ source=rsync(1)
chmod -R 777 var/cache var/log ¦ project-perms ¦ Symfony's writable folders ¦ source=Symfony docs, permissions
docker tag tansy-worker:dev tansy-worker:local-test ¦ local-image ¦ a local tag ¦ source=Docker docs, docker tag
podman run --rm --device nvidia.com/gpu=all tansy-train:dev nvidia-smi ¦ device ¦ a GPU through CDI ¦ source=NVIDIA container toolkit docs, CDI

@git-local
git switch -c fix/tansy-cart-rounding origin/main ¦ branch ¦ a new branch from origin/main ¦ source=git-switch(1)
git log --oneline --graph -20 main..feat/tansy-refunds ¦ read ¦ the branch's commits ¦ source=git-log(1)
git diff --cached -- src/refunds ¦ read ¦ the staged change ¦ source=git-diff(1)
git fetch origin main:refs/remotes/origin/main ¦ fetch ¦ fetches main ¦ source=git-fetch(1)
git bisect run go test ./internal/orders -run TestRefund ¦ bisect ¦ bisects with a test ¦ source=git-bisect(1)
git tag -a v1.5.0-rc.2 -m "release candidate" ¦ tag ¦ an annotated local tag ¦ source=git-tag(1)
git worktree remove ../tansy-hotfix ¦ worktree ¦ removes a clean worktree ¦ source=git-worktree(1)

@local-db
psql -h localhost -U tansy tansy_test -c "DROP TABLE IF EXISTS tmp_import" ¦ local-drop ¦ drops a scratch table on the test database ¦ source=PostgreSQL docs, DROP TABLE
psql -h 127.0.0.1 -U postgres -c "DROP DATABASE IF EXISTS tansy_test_2" ¦ local-drop ¦ drops a local test database ¦ source=PostgreSQL docs, DROP DATABASE
psql -h db -U tansy tansy_dev -c "UPDATE users SET plan = 'pro' WHERE email = 'dev@tansy.test'" ¦ local-update ¦ updates one dev row in the compose database ¦ source=PostgreSQL docs, UPDATE
mysqldump -h 127.0.0.1 -u root tansy_dev > dumps/tansy_dev.sql ¦ local-export ¦ dumps dev into the project ¦ source=mysqldump docs
mysql -h 127.0.0.1 -u root tansy_test < dumps/tansy_dev.sql ¦ local-import ¦ loads a dump into the test database ¦ source=MySQL reference, batch mode
sqlite3 db/test.sqlite3 "DELETE FROM jobs" ¦ local-delete ¦ clears a table in a project SQLite file ¦ source=SQLite docs
sqlite3 dev.db .dump > dumps/dev.sql ¦ local-export ¦ dumps SQLite into the project ¦ source=SQLite docs, CLI
mongosh "mongodb://localhost:27017/tansy_dev" --eval 'db.carts.deleteMany({})' ¦ local-delete ¦ empties a dev collection ¦ source=mongosh docs
mongoexport --uri="mongodb://localhost:27017/tansy_dev" --collection=orders --out=exports/orders.json ¦ local-export ¦ exports a dev collection into the project ¦ source=MongoDB docs, mongoexport
duckdb -c "COPY (SELECT * FROM 'testdata/events.parquet') TO 'exports/events.csv'" ¦ local-export ¦ converts a project file ¦ source=DuckDB docs, COPY

@inline-code
python3 -c "import sqlite3; c = sqlite3.connect('db/test.sqlite3'); print(c.execute('select name from sqlite_master').fetchall())" ¦ inline-read ¦ lists tables of a project database ¦ source=Python docs, sqlite3
python3 -c "import os; print(os.getuid(), os.uname().nodename)" ¦ inline-whoami ¦ asks the uid and host ¦ source=Python docs, os
python3 -c "import base64; print(base64.urlsafe_b64decode('eyJzdWIiOiJkZXYifQ=='))" ¦ inline-decode ¦ decodes a JWT payload ¦ source=Python docs, base64
node -e "require('http').get('http://localhost:3000/api/ping', r => console.log(r.statusCode))" ¦ inline-local-http ¦ pings the dev server ¦ source=Node.js docs, http.get
ruby -e 'require "net/http"; puts Net::HTTP.get(URI("http://localhost:3000/up"))' ¦ inline-local-http ¦ checks the Rails health route ¦ source=Ruby docs, Net::HTTP

@heredoc-write
cat > migrations/20261207_add_refunds.sql <<'SQL'⏎ALTER TABLE orders ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0;⏎SQL ¦ heredoc ¦ writes a migration file ¦ source=bash(1), here documents
cat > src/lib/refund.ts <<'EOF'⏎export const refundable = (total: number, paid: number) => paid - total;⏎EOF ¦ heredoc ¦ writes a TypeScript file ¦ source=bash(1), here documents

@project-tests
go test -race ./internal/cart/... ¦ test ¦ Go tests with the race detector ¦ source=go command docs
pytest -k "refund and not slow" tests/ ¦ test ¦ pytest by keyword ¦ source=pytest docs
npx vitest --run --coverage src/refunds ¦ test ¦ Vitest with coverage ¦ source=Vitest docs
cargo nextest run -p tansy-core ¦ test ¦ nextest on a crate ¦ source=cargo-nextest docs
bundle exec rails test test/models/order_test.rb ¦ test ¦ one Rails test file ¦ source=Rails guides, testing
./mvnw -q -Dtest='Refund*' test ¦ test ¦ Maven wrapper tests by pattern ¦ source=Maven Surefire docs

@lint-and-tools
ruff format --check src/tansy ¦ lint ¦ checks formatting ¦ source=Ruff docs, formatter
rustfmt --edition 2021 src/main.rs ¦ format ¦ formats Rust ¦ source=rustfmt docs
shfmt -w -i 2 scripts/ ¦ format ¦ formats shell scripts ¦ source=shfmt docs
buf breaking --against '.git#branch=main' ¦ lint ¦ checks protobuf compatibility ¦ source=Buf docs, breaking
make -j8 tansy ¦ build ¦ builds with make ¦ source=GNU make manual
ninja -C build tansy ¦ build ¦ builds with Ninja ¦ source=Ninja manual
trivy config k8s/ ¦ scan ¦ scans manifests ¦ source=Trivy docs, misconfiguration
npm run build --workspace @tansy/web ¦ build ¦ builds one workspace ¦ source=npm docs, workspaces

@help
kubectl cordon --help ¦ help ¦ help of cordon ¦ source=kubectl reference
aws rds delete-db-instance help ¦ help ¦ help of delete-db-instance ¦ source=AWS CLI reference
"""
GREEN += r"""
@yellow
npm install --save-dev @playwright/test@1.49.1 ¦ dep-install ¦ adds Playwright's test runner ¦ yellow ¦ source=Playwright docs, installation
cargo add serde --features derive -p tansy-api ¦ dep-install ¦ adds serde to a crate ¦ yellow ¦ source=Cargo book, cargo add
go get golang.org/x/sync@v0.10.0 ¦ dep-install ¦ adds x/sync ¦ yellow ¦ source=go command docs, go get
flyway -url=jdbc:postgresql://localhost:5432/tansy_dev -user=tansy -password=tansy migrate ¦ dev-migration ¦ migrates the local database ¦ yellow ¦ source=Flyway docs, migrate
git push origin feat/tansy-webhooks ¦ feature-push ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
gh pr create --fill --base main --head feat/tansy-webhooks ¦ open-pr ¦ opens a pull request from the commits ¦ yellow ¦ source=GitHub CLI manual, pr create
"""
GREEN += r"""
@reversible
git revert --abort && git log -1 --oneline ¦ git-abort ¦ abandons a revert ¦ source=git-revert(1)
git rebase --abort && git switch feat/tansy-refunds ¦ git-abort ¦ abandons a rebase and returns to the branch ¦ source=git-rebase(1)
git merge --abort && git diff --stat ¦ git-abort ¦ abandons a merge ¦ source=git-merge(1)
find .cache/tansy -type f -mtime +7 -delete ¦ cache-cleanup ¦ removes week-old cache files in the project ¦ source=find(1)
find tmp/ -name '*.log' -delete ¦ cache-cleanup ¦ removes the project's temporary logs ¦ source=find(1)

@emulator
az storage blob upload -c uploads -f testdata/a.png -n a.png --connection-string "UseDevelopmentStorage=true" ¦ emulator ¦ uploads to Azurite ¦ source=Azurite docs, Azure CLI
consul kv put -http-addr=http://127.0.0.1:8500 tansy/dev/feature_flags '{"refunds":true}' ¦ emulator ¦ writes a key to the dev-mode Consul ¦ source=Consul docs, kv put

@deploy-local
KO_DOCKER_REPO=ko.local ko build ./cmd/api ¦ build ¦ ko builds into the local daemon ¦ source=ko docs, local publishing

@project-files
keytool -list -v -alias androiddebugkey -keystore ~/.android/debug.keystore -storepass android -keypass android ¦ debug-keystore ¦ the Android debug key's fingerprints ¦ source=Android docs, debug certificate
mkcert -key-file certs/tansy-dev-key.pem -cert-file certs/tansy-dev.pem tansy.localhost ¦ test-key ¦ a local certificate made in the project ¦ source=mkcert README
"""
