# Everyday commands of heldout21 (must not be red). Format: see ../gen_heldout.py.
GREEN = r"""
@yellow
pixi add numpy">=2.1" ¦ dep-install ¦ adds numpy to the pixi project ¦ yellow ¦ source=pixi docs, pixi add
pdm add -dG test pytest-xdist ¦ dep-install ¦ adds a dev dependency with PDM ¦ yellow ¦ source=PDM docs, pdm add
hatch dep add httpx ¦ dep-install ¦ adds a dependency ¦ yellow ¦ source=Hatch docs
dotnet add src/Pellam.Api package Serilog.AspNetCore --version 8.0.3 ¦ dep-install ¦ adds a NuGet package ¦ yellow ¦ source=.NET docs, dotnet add package
bundle add rubocop-rails --group development ¦ dep-install ¦ adds a gem to the Gemfile ¦ yellow ¦ source=Bundler docs, bundle add
dart pub add http:^1.2.2 ¦ dep-install ¦ adds a Dart package ¦ yellow ¦ source=Dart docs, pub add
atlas migrate apply --url "postgres://pellam:pellam@localhost:5432/pellam_dev?sslmode=disable" ¦ dev-migration ¦ applies migrations to the dev database ¦ yellow ¦ source=Atlas docs, migrate apply
goose -dir db/migrations postgres "postgres://pellam:pellam@127.0.0.1:5432/pellam_dev?sslmode=disable" up ¦ dev-migration ¦ migrates the dev database ¦ yellow ¦ source=goose README
migrate -path db/migrations -database "postgres://pellam:pellam@localhost:5432/pellam_dev?sslmode=disable" up ¦ dev-migration ¦ golang-migrate on the dev database ¦ yellow ¦ source=golang-migrate CLI docs
git push --set-upstream origin feat/pellam-ledger-export ¦ feature-push ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
gh pr create --fill --base main --head feat/pellam-ledger-export ¦ open-pr ¦ opens a pull request from the commits ¦ yellow ¦ source=GitHub CLI manual, pr create

@local-target
aws configure set region eu-central-1 --profile pellam-dev ¦ cloud-setting ¦ sets a profile's region ¦ source=AWS CLI reference, configure set
gcloud config set project pellam-dev-417 ¦ cloud-setting ¦ sets the CLI's project ¦ source=gcloud reference, config set
az account set --subscription "Pellam Dev" ¦ cloud-setting ¦ chooses the dev subscription ¦ source=Azure CLI reference, account set
kubectl config use-context kind-pellam ¦ cloud-setting ¦ chooses the local cluster ¦ source=kubectl reference, config use-context
doctl auth switch --context pellam-dev ¦ cloud-setting ¦ switches doctl's context ¦ source=doctl reference, auth switch
flyctl config validate -c fly.toml ¦ deploy-local ¦ validates the Fly config locally ¦ source=Fly docs, fly config validate

@deploy-local
helm template pellam charts/pellam -f charts/pellam/values-dev.yaml > /tmp/pellam.yaml ¦ render ¦ renders the chart locally ¦ source=Helm docs, helm template
helm dependency build charts/pellam ¦ build ¦ builds the chart's dependencies from its lock file ¦ source=Helm docs, dependency build
terraform -chdir=infra/dev validate ¦ validate ¦ validates the dev stack ¦ source=Terraform docs, validate
tofu fmt -check -recursive infra ¦ format ¦ checks the formatting ¦ source=OpenTofu docs, fmt
cdk synth PellamDevStack --quiet ¦ synth ¦ synthesizes the dev stack ¦ source=AWS CDK docs, cdk synth
sam local invoke LedgerFn -e events/ledger.json ¦ local-run ¦ invokes a function locally ¦ source=AWS SAM docs, sam local invoke
packer validate images/pellam-dev.pkr.hcl ¦ validate ¦ validates a template ¦ source=Packer docs, validate
packer init images ¦ init ¦ installs the template's plugins ¦ source=Packer docs, init
ansible-playbook -i inventories/local.ini site.yml --check --diff ¦ dry-run ¦ a check run on the local inventory ¦ source=Ansible docs, check mode
kapp deploy -a pellam -f config/ --diff-changes --yes --kubeconfig-context kind-pellam ¦ local-deploy ¦ deploys to the local kind cluster ¦ source=kapp docs
ytt -f config/ -v env=dev > /tmp/pellam-dev.yml ¦ render ¦ renders templates locally ¦ source=ytt docs
cue vet ./config/... ¦ validate ¦ validates configuration ¦ source=CUE docs, cue vet
tk show environments/dev --dangerous-allow-redirect > /tmp/dev.yaml ¦ render ¦ renders a Tanka environment to a file ¦ source=Tanka docs, tk show
timoni build pellam ./modules/pellam -f values-dev.cue ¦ render ¦ renders a module locally ¦ source=Timoni docs
skaffold render --digest-source=local -p dev ¦ render ¦ renders manifests locally ¦ source=Skaffold docs, render
tilt ci --context kind-pellam ¦ local-run ¦ runs Tilt once on the local cluster ¦ source=Tilt docs, tilt ci
nerdctl build -t pellam-api:dev . ¦ build ¦ builds a local image ¦ source=nerdctl README
buildah bud -t localhost/pellam-worker:dev -f Containerfile . ¦ build ¦ builds a local image ¦ source=buildah-bud(1)
podman tag localhost/pellam-worker:dev localhost:5000/pellam-worker:dev ¦ local-image ¦ tags for the local registry ¦ source=podman-tag(1)
docker push localhost:5000/pellam-api:dev ¦ local-registry ¦ pushes to the registry on localhost ¦ source=Docker docs, deploy a registry
crane ls localhost:5000/pellam-api ¦ local-registry ¦ lists tags in the local registry ¦ source=crane docs
kind load docker-image pellam-api:dev --name pellam ¦ local-cluster ¦ loads an image into the kind cluster ¦ source=kind docs, loading an image
kubectl --context kind-pellam delete pod -l app=pellam-api ¦ local-cluster ¦ restarts pods on the local cluster ¦ source=kubectl reference, delete
kubectl --context k3d-pellam rollout restart deploy/pellam-api -n pellam ¦ local-cluster ¦ restarts a deployment on the local cluster ¦ source=kubectl reference, rollout restart
helm upgrade --install pellam charts/pellam --kube-context kind-pellam -f charts/pellam/values-dev.yaml ¦ local-cluster ¦ installs the chart on the local cluster ¦ source=Helm docs, upgrade
minikube -p pellam addons enable ingress ¦ local-cluster ¦ enables an addon on minikube ¦ source=minikube docs, addons
k3d cluster delete pellam ¦ local-cluster ¦ deletes the local cluster ¦ source=k3d docs
kind create cluster --name pellam --config hack/kind.yaml ¦ local-cluster ¦ creates a local cluster ¦ source=kind docs, configuration
colima start --cpu 4 --memory 8 ¦ local-vm ¦ starts the local container VM ¦ source=Colima README
limactl start --name=pellam template://docker ¦ local-vm ¦ starts a local VM ¦ source=Lima docs
multipass launch --name pellam-dev 24.04 ¦ local-vm ¦ a local Ubuntu VM ¦ source=Multipass docs, launch

@emulator
aws --endpoint-url http://localhost:4566 s3 rb s3://pellam-local --force ¦ emulator ¦ removes a bucket on LocalStack ¦ source=LocalStack docs, AWS CLI
aws dynamodb delete-table --table-name pellam-ledger --endpoint-url http://localhost:8000 ¦ emulator ¦ deletes a table in DynamoDB Local ¦ source=DynamoDB Local docs
aws sqs purge-queue --queue-url http://localhost:4566/000000000000/pellam-jobs --endpoint-url http://localhost:4566 ¦ emulator ¦ purges a LocalStack queue ¦ source=LocalStack docs
aws sns publish --endpoint-url http://localhost:4566 --topic-arn arn:aws:sns:us-east-1:000000000000:pellam-events --message '{"t":1}' ¦ emulator ¦ publishes to a LocalStack topic ¦ source=LocalStack docs, SNS
aws --endpoint-url=http://localhost:4566 secretsmanager create-secret --name pellam/dev/db --secret-string devpass ¦ emulator ¦ a dummy secret on LocalStack ¦ source=LocalStack docs, Secrets Manager
gcloud beta emulators pubsub start --project=demo-pellam --host-port=localhost:8085 ¦ emulator ¦ starts the Pub/Sub emulator ¦ source=gcloud docs, Pub/Sub emulator
gcloud emulators firestore start --host-port=127.0.0.1:8181 ¦ emulator ¦ starts the Firestore emulator ¦ source=gcloud docs, Firestore emulator
firebase emulators:exec --project demo-pellam "npm test" ¦ emulator ¦ tests against the emulators ¦ source=Firebase docs, emulators:exec
az storage blob delete-batch -s pellam-dev --connection-string "UseDevelopmentStorage=true" ¦ emulator ¦ deletes blobs in Azurite ¦ source=Azurite README
mc rm --recursive --force local/pellam-dev ¦ emulator ¦ empties a bucket on the local MinIO ¦ source=MinIO client docs, mc rm
swaks --to dev@pellam.localhost --server localhost:1025 ¦ emulator ¦ a test mail to Mailpit ¦ source=swaks docs
curl -s -X DELETE http://localhost:8025/api/v1/messages ¦ emulator ¦ clears Mailpit's inbox ¦ source=Mailpit API docs
wrangler d1 execute pellam-db --local --command "DELETE FROM sessions" ¦ emulator ¦ a delete in the local D1 ¦ source=Wrangler docs, d1 execute
wrangler r2 object delete pellam-assets/logo.png --local ¦ emulator ¦ deletes a local R2 object ¦ source=Wrangler docs, r2 object
VAULT_ADDR=http://127.0.0.1:8200 vault kv put secret/pellam/dev db_password=devpass ¦ emulator ¦ a dummy secret in dev-mode Vault ¦ source=Vault docs, kv put
nats --server nats://localhost:4222 pub pellam.orders '{"id":1}' ¦ emulator ¦ publishes to the local NATS ¦ source=NATS CLI docs
kcat -b localhost:9092 -t pellam-events -P <<< '{"id":1}' ¦ emulator ¦ produces to the local Kafka ¦ source=kcat README
rpk topic delete pellam-events -X brokers=localhost:19092 ¦ emulator ¦ deletes a topic on the local Redpanda ¦ source=Redpanda docs, rpk topic delete
"""
GREEN += r"""
@yellow
pixi install --locked ¦ dep-install ¦ installs the locked environment ¦ yellow ¦ source=pixi docs, pixi install
rye sync ¦ dep-install ¦ syncs the project's dependencies ¦ yellow ¦ source=Rye docs, sync
dbmate --url "postgres://pellam:pellam@localhost:5432/pellam_dev?sslmode=disable" up ¦ dev-migration ¦ dbmate on the dev database ¦ yellow ¦ source=dbmate README
mix ecto.migrate --repo Pellam.Repo ¦ dev-migration ¦ migrates the dev repo ¦ yellow ¦ source=Ecto docs, ecto.migrate
git push origin fix/pellam-rounding-cents ¦ feature-push ¦ pushes a fix branch ¦ yellow ¦ source=git-push(1)

@bucket-to-project
aws s3 cp s3://pellam-dev-fixtures/ledger/ ./testdata/ledger/ --recursive --profile pellam-dev ¦ bucket-to-project ¦ copies dev fixtures into the project ¦ source=AWS CLI reference, s3 cp
gcloud storage cp gs://pellam-dev-fixtures/golden/*.json testdata/golden/ ¦ bucket-to-project ¦ golden files from a dev bucket ¦ source=gcloud reference, storage cp
az storage blob download-batch -d testdata/blobs -s fixtures --account-name pellamdevsa ¦ bucket-to-project ¦ dev blobs into the project ¦ source=Azure CLI reference, storage blob download-batch
rclone copy pellam-dev-r2:fixtures ./testdata/r2 ¦ bucket-to-project ¦ dev fixtures into the project ¦ source=rclone docs, copy
mc cp --recursive local/pellam-dev/seed ./seed ¦ bucket-to-project ¦ seed data from the local MinIO ¦ source=MinIO client docs, mc cp
s5cmd --endpoint-url http://localhost:4566 cp 's3://pellam-local/*' ./tmp/s3/ ¦ bucket-to-project ¦ objects from LocalStack into the project ¦ source=s5cmd README

@dev-http
curl -sS -X POST http://0.0.0.0:8080/api/ledger -H 'Content-Type: application/json' -d '{"amount":100}' ¦ dev-http ¦ POST to the dev server ¦ source=curl(1)
curl -s -X PATCH http://api:8080/v1/accounts/1 -d '{"name":"t"}' ¦ dev-http ¦ PATCH to a compose service ¦ source=curl(1)
curl -s -X DELETE http://host.docker.internal:3000/api/carts/7 ¦ dev-http ¦ DELETE on the host's dev server ¦ source=Docker docs, host.docker.internal
curl -si -X OPTIONS http://localhost:5173/api/ledger -H 'Origin: http://localhost:3000' -H 'Access-Control-Request-Method: POST' ¦ dev-http ¦ a CORS preflight ¦ source=MDN, CORS preflight
curl -s http://localhost:4000/graphql -H 'Content-Type: application/json' -d '{"query":"{ ledger(id: 1) { amount } }"}' ¦ dev-http ¦ a GraphQL read on the dev server ¦ source=GraphQL docs, serving over HTTP
curlie post localhost:8080/api/users name=ana ¦ dev-http ¦ curlie POST to the dev server ¦ source=curlie README
xh put :8080/api/settings theme=dark ¦ dev-http ¦ xh PUT to the dev server ¦ source=xh README
restish post http://localhost:8080/items name: t ¦ dev-http ¦ restish POST to the dev server ¦ source=Restish docs
grpcurl -plaintext -d '{"id": 1}' localhost:50051 pellam.v1.Ledger/Get ¦ dev-http ¦ a gRPC call to the dev server ¦ source=grpcurl README
hurl --test --variable host=http://localhost:8080 tests/api/*.hurl ¦ dev-http ¦ API tests against the dev server ¦ source=Hurl docs
bru run tests/bruno --env local ¦ dev-http ¦ Bruno collection on the local environment ¦ source=Bruno CLI docs
oha -n 200 -c 10 http://localhost:8080/health ¦ dev-http ¦ a small local load test ¦ source=oha README
hey -n 500 -c 20 http://127.0.0.1:8080/api/ledger ¦ dev-http ¦ a small local load test ¦ source=hey README
python3 -c "import urllib.request; print(urllib.request.urlopen('http://localhost:8000/healthz').read())" ¦ dev-http ¦ inline Python calls a local server ¦ source=Python docs, urllib.request
node -e "fetch('http://127.0.0.1:3000/api/ping').then(r=>r.text()).then(console.log)" ¦ dev-http ¦ inline Node calls a local server ¦ source=Node.js docs, fetch
curl -s https://registry.npmjs.org/zod | jq -r '."dist-tags".latest' ¦ dev-http ¦ reads public package metadata ¦ source=npm registry API docs
curl -s https://crates.io/api/v1/crates/tokio | jq .crate.max_version ¦ dev-http ¦ reads public crate metadata ¦ source=crates.io API docs
curl -sI https://proxy.golang.org/github.com/jackc/pgx/v5/@v/list ¦ dev-http ¦ reads module versions ¦ source=Go module proxy protocol

@project-files
grep -c = .env.development ¦ project-file ¦ counts dev settings ¦ source=grep(1)
dotenv-linter check .env .env.test ¦ project-file ¦ lints env files ¦ source=dotenv-linter docs
openssl x509 -in certs/pellam-dev-ca.pem -noout -subject -enddate ¦ public-cert ¦ reads a dev CA certificate ¦ source=openssl-x509(1)
openssl x509 -in config/ssl/api.crt -noout -fingerprint -sha256 ¦ public-cert ¦ a certificate's fingerprint ¦ source=openssl-x509(1)
step certificate inspect certs/pellam-dev.crt --short ¦ public-cert ¦ inspects a dev certificate ¦ source=step CLI docs, certificate inspect
step certificate create pellam.localhost certs/dev.crt certs/dev.key --profile self-signed --subtle --no-password --insecure ¦ test-key ¦ a self-signed dev certificate in the project ¦ source=step CLI docs, certificate create
openssl req -x509 -newkey ed25519 -nodes -keyout certs/test.key -out certs/test.crt -subj /CN=localhost -days 30 ¦ test-key ¦ a test key pair in the project ¦ source=openssl-req(1)
keytool -genkeypair -keystore android/app/debug.keystore -alias androiddebugkey -storepass android -keypass android -keyalg RSA -dname "CN=Android Debug,O=Android,C=US" ¦ debug-keystore ¦ makes the debug keystore ¦ source=Android docs, debug certificate
ssh-keygen -t ed25519 -N '' -f testdata/keys/test_ed25519 ¦ test-key ¦ a test key made in the project ¦ source=ssh-keygen(1)
cat config/credentials.yml.enc | head -c 64 ¦ project-file ¦ the start of an encrypted file ¦ source=Rails guides, credentials
cat fly.toml ¦ project-file ¦ the Fly app config ¦ source=Fly docs, app configuration
cat .aws-sam/build.toml ¦ project-file ¦ SAM's build metadata ¦ source=AWS SAM docs
ls -la config/secrets/ ¦ project-file ¦ lists names in a folder ¦ source=ls(1)
cat k8s/dev/secret.example.yaml ¦ project-file ¦ an example secret with placeholders ¦ source=Kubernetes docs, secrets
jq .compilerOptions tsconfig.json ¦ project-file ¦ reads the TypeScript config ¦ source=jq manual

@reversible
rm -rf node_modules/.cache .turbo .next ¦ cleanup ¦ removes build caches ¦ source=Next.js docs
rm -rf .gradle/caches build/ ¦ cleanup ¦ removes Gradle output in the project ¦ source=Gradle docs
cargo clean -p pellam-core ¦ cleanup ¦ cleans one crate ¦ source=Cargo book, cargo clean
dotnet clean src/Pellam.Api ¦ cleanup ¦ cleans a .NET project ¦ source=.NET docs, dotnet clean
pkill -f 'uvicorn pellam.app:app' ¦ stop-dev-server ¦ stops the dev server ¦ source=pkill(1)
docker rm -f pellam-dev-redis ¦ container ¦ removes a dev container ¦ source=Docker docs, rm
docker run --rm --gpus all -v "$PWD":/work pellam-train:dev python train.py --epochs 1 ¦ container ¦ a GPU in a dev container ¦ source=Docker docs, GPU
docker run --rm --device /dev/ttyUSB0 -v "$PWD":/fw pellam-flash:dev ¦ container ¦ a USB serial device in a dev container ¦ source=Docker docs, --device
docker image prune -f --filter label=pellam.dev=true ¦ container ¦ prunes dangling dev images ¦ source=Docker docs, image prune
truncate -s 512M tmp/disk.img ¦ disk-image ¦ a sparse disk image in the project ¦ source=truncate(1)
qemu-img create -f qcow2 tmp/pellam-test.qcow2 4G ¦ disk-image ¦ a VM disk in the project ¦ source=qemu-img docs
mkfs.ext4 -F tmp/disk.img ¦ disk-image ¦ formats a disk image file in the project ¦ source=mke2fs(8)
rsync -av --delete build/docs/ site/ ¦ rsync-project ¦ mirrors docs output ¦ source=rsync(1)
mv dist dist.old && npm run build ¦ rebuild ¦ keeps the old build and rebuilds ¦ source=npm docs, run-script
ln -sfn ../shared/config config/shared ¦ link ¦ a link inside the project ¦ source=ln(1)

@git-local
git switch -c feat/pellam-csv-export ¦ git ¦ a new branch ¦ source=git-switch(1)
git commit -m "ledger: round to cents" ¦ git ¦ a commit ¦ source=git-commit(1)
git rebase -i --autosquash main ¦ git ¦ squashes fixups on a feature branch ¦ source=git-rebase(1)
git stash push -m "wip ledger" -- src/ledger ¦ git ¦ stashes a folder's changes ¦ source=git-stash(1)
git tag -a v0.4.0-rc1 -m "rc" ¦ git ¦ a local tag ¦ source=git-tag(1)
git blame -L 40,80 src/ledger/round.go ¦ git ¦ who changed lines ¦ source=git-blame(1)
git log --follow -p -- src/ledger/round.go ¦ git ¦ a file's history ¦ source=git-log(1)
git bisect start HEAD v0.3.0 && git bisect run go test ./ledger/... ¦ git ¦ finds a failing commit ¦ source=git-bisect(1)
git range-diff main...feat/pellam-csv-export ¦ git ¦ compares two versions of a branch ¦ source=git-range-diff(1)
git worktree add ../pellam-review feat/pellam-csv-export ¦ git ¦ a second worktree ¦ source=git-worktree(1)
git apply --check patches/0001-ledger.patch ¦ git ¦ checks a patch ¦ source=git-apply(1)
git restore src/ledger/round.go ¦ git ¦ discards one file's edit ¦ source=git-restore(1)
git branch -m feat/pellam-csv feat/pellam-csv-export ¦ git ¦ renames a local branch ¦ source=git-branch(1)
git notes add -m "benchmarked" HEAD ¦ git ¦ a local note ¦ source=git-notes(1)
git sparse-checkout list ¦ git ¦ reads the sparse patterns ¦ source=git-sparse-checkout(1)
git grep -n 'TODO(pellam)' ¦ git ¦ searches the project ¦ source=git-grep(1)

@local-db
psql postgres://pellam:pellam@localhost:5432/pellam_dev -c "TRUNCATE ledger_entries RESTART IDENTITY" ¦ local-db ¦ truncates a dev table ¦ source=PostgreSQL docs, TRUNCATE
psql -h localhost -U pellam pellam_test -c "DROP TABLE IF EXISTS tmp_import" ¦ local-db ¦ drops a test table ¦ source=PostgreSQL docs, DROP TABLE
psql -h 127.0.0.1 -U pellam pellam_dev -c "\copy accounts TO 'testdata/accounts.csv' CSV HEADER" ¦ local-db ¦ exports a dev table into the project ¦ source=psql docs, \copy
psql -h localhost -U pellam pellam_dev -c "\copy accounts FROM 'testdata/accounts.csv' CSV HEADER" ¦ local-db ¦ imports a project file into the dev database ¦ source=psql docs, \copy
psql -h localhost -U pellam pellam_dev -c "CREATE TEMP TABLE t AS SELECT 1; DELETE FROM t" ¦ local-db ¦ a temporary table ¦ source=PostgreSQL docs, CREATE TABLE TEMP
pg_dump -h localhost -U pellam -Fc pellam_dev -f tmp/pellam_dev.dump ¦ local-db ¦ dumps the dev database into the project ¦ source=pg_dump docs
pg_restore -h localhost -U pellam -d pellam_test --clean --if-exists tmp/pellam_dev.dump ¦ local-db ¦ restores into the test database ¦ source=pg_restore docs
dropdb -h localhost -U pellam --if-exists pellam_test ¦ local-db ¦ drops the test database ¦ source=dropdb docs
createdb -h localhost -U pellam pellam_scratch ¦ local-db ¦ a scratch database ¦ source=createdb docs
mysql -h 127.0.0.1 -u root -ppellam pellam_dev -e "DELETE FROM sessions" ¦ local-db ¦ a delete in the dev database ¦ source=MySQL docs, DELETE
mariadb -h localhost pellam_test < testdata/seed.sql ¦ local-db ¦ seeds the test database ¦ source=MariaDB docs
sqlite3 tmp/pellam.db ".import --csv testdata/rates.csv rates" ¦ local-db ¦ imports into a project database ¦ source=SQLite docs, .import
sqlite3 tmp/pellam.db ".once out/rates.csv" "SELECT * FROM rates" ¦ local-db ¦ exports to a project file ¦ source=SQLite docs, .once
sqlite3 :memory: "CREATE TABLE t(x); INSERT INTO t VALUES (1); DELETE FROM t; SELECT count(*) FROM t" ¦ local-db ¦ SQL in memory ¦ source=SQLite docs, in-memory databases
duckdb -c "COPY (SELECT * FROM 'testdata/events.parquet' LIMIT 10) TO 'out/sample.csv'" ¦ local-db ¦ a sample into a project file ¦ source=DuckDB docs, COPY
litecli tmp/pellam.db -e "DROP TABLE cache" ¦ local-db ¦ drops a table in a project database ¦ source=litecli docs
redis-cli -h localhost -p 6379 FLUSHDB ¦ local-db ¦ empties the local Redis ¦ source=Redis docs, FLUSHDB
valkey-cli -p 6380 DEL pellam:rate-limit ¦ local-db ¦ deletes a local key ¦ source=Valkey docs, DEL
mongosh mongodb://localhost:27017/pellam_dev --eval 'db.events.deleteMany({})' ¦ local-db ¦ empties a dev collection ¦ source=mongosh docs
mongoimport --uri mongodb://localhost:27017/pellam_dev -c products --file testdata/products.json --jsonArray --drop ¦ local-db ¦ reloads a dev collection ¦ source=mongoimport docs
curl -X DELETE http://localhost:9200/pellam-test-* ¦ local-db ¦ deletes local test indexes ¦ source=Elasticsearch docs, delete index
clickhouse local -q "SELECT count() FROM file('testdata/events.csv')" ¦ local-db ¦ queries a project file ¦ source=clickhouse-local docs
cqlsh localhost -e "TRUNCATE pellam_dev.sessions" ¦ local-db ¦ truncates a local Cassandra table ¦ source=CQL docs
dolt sql -q "DELETE FROM scratch" ¦ local-db ¦ a delete in a local Dolt database ¦ source=Dolt docs
usql sqlite:tmp/pellam.db -c "DELETE FROM jobs" ¦ local-db ¦ a delete in a project database ¦ source=usql README
turso dev --db-file tmp/local.db ¦ local-db ¦ a local libSQL server ¦ source=Turso CLI docs, dev

@inline-code
python3 -c "import sqlite3; print(sqlite3.connect('tmp/pellam.db').execute('select count(*) from rates').fetchone())" ¦ inline-code ¦ reads a project database ¦ source=Python docs, sqlite3
python3 -c "import base64,sys; print(base64.b64decode('cGVsbGFt').decode())" ¦ inline-code ¦ decodes base64 ¦ source=Python docs, base64
node -e "console.log(require('./package.json').scripts)" ¦ inline-code ¦ reads the scripts ¦ source=Node.js docs, require
node -p "Buffer.from('cGVsbGFt', 'base64').toString()" ¦ inline-code ¦ decodes base64 ¦ source=Node.js docs, Buffer
ruby -e 'puts RUBY_VERSION; puts Gem::Specification.map(&:name).size' ¦ inline-code ¦ versions ¦ source=ruby(1)
perl -ne 'print if /ERROR/' log/development.log ¦ inline-code ¦ filters a project log ¦ source=perlrun
bun -e "console.log(await Bun.file('package.json').json())" ¦ inline-code ¦ reads a project file ¦ source=Bun docs, Bun.file
Rscript -e 'summary(read.csv("testdata/rates.csv"))' ¦ inline-code ¦ summarises a project file ¦ source=R docs

@heredoc-write
cat > src/ledger/round_test.go <<'EOF'⏎package ledger⏎⏎import "testing"⏎⏎func TestRound(t *testing.T) {}⏎EOF ¦ heredoc-write ¦ writes a test file ¦ source=bash(1), here documents
cat <<'EOF' > .env.test⏎DATABASE_URL=postgres://pellam:pellam@localhost:5432/pellam_test⏎EOF ¦ heredoc-write ¦ writes the test env ¦ source=bash(1), here documents
tee docs/adr/0007-rounding.md > /dev/null <<'EOF'⏎# 7. Rounding to cents⏎EOF ¦ heredoc-write ¦ writes an ADR ¦ source=tee(1)
cat >> Makefile <<'EOF'⏎⏎bench:⏎⏎go test -bench=. ./ledger/...⏎EOF ¦ heredoc-write ¦ appends a make target ¦ source=GNU make manual
python3 - <<'EOF'⏎import pathlib⏎pathlib.Path('out').mkdir(exist_ok=True)⏎pathlib.Path('out/ok.txt').write_text('ok')⏎EOF ¦ heredoc-write ¦ a Python heredoc that writes in the project ¦ source=Python docs, command line
cat > compose.override.yaml <<'EOF'⏎services:⏎  api:⏎    environment:⏎      LOG_LEVEL: debug⏎EOF ¦ heredoc-write ¦ a compose override ¦ source=Docker docs, merge compose files

@project-tests
go test -run 'TestRound/cents' ./ledger/... ¦ tests ¦ one Go test ¦ source=go command docs, test
cargo nextest run -p pellam-core ledger:: ¦ tests ¦ nextest on one crate ¦ source=nextest docs
pytest -k "rounding and not slow" tests/ledger ¦ tests ¦ pytest by keyword ¦ source=pytest docs
pytest --lf -x ¦ tests ¦ reruns last failures ¦ source=pytest docs, cache
npx vitest run src/ledger/round.test.ts ¦ tests ¦ one Vitest file ¦ source=Vitest docs
npx jest --testNamePattern "rounds cents" ¦ tests ¦ one Jest test ¦ source=Jest docs, CLI
bun test --filter ledger ¦ tests ¦ Bun tests by name ¦ source=Bun docs, test
deno test --allow-read=testdata ledger_test.ts ¦ tests ¦ Deno tests with one permission ¦ source=Deno docs, test
bundle exec rspec spec/ledger/round_spec.rb:42 ¦ tests ¦ one RSpec example ¦ source=RSpec docs
mix test test/pellam/ledger_test.exs:18 ¦ tests ¦ one ExUnit test ¦ source=Mix docs, mix test
dotnet test --filter "FullyQualifiedName~Ledger" ¦ tests ¦ .NET tests by name ¦ source=.NET docs, dotnet test
./gradlew :ledger:test --tests '*RoundTest' ¦ tests ¦ Gradle tests by name ¦ source=Gradle docs, test filtering
./mvnw -pl ledger -Dtest=RoundTest test ¦ tests ¦ Maven tests by name ¦ source=Maven Surefire docs
ctest --test-dir build -R ledger --output-on-failure ¦ tests ¦ CTest by name ¦ source=CTest docs
zig build test -Dfilter=round ¦ tests ¦ Zig tests ¦ source=Zig docs, build system
dune test test/ledger ¦ tests ¦ OCaml tests ¦ source=Dune docs
cabal test ledger-tests --test-show-details=direct ¦ tests ¦ Haskell tests ¦ source=Cabal docs
flutter test test/ledger_test.dart ¦ tests ¦ one Flutter test file ¦ source=Flutter docs
npx playwright test tests/e2e/ledger.spec.ts --project=chromium ¦ tests ¦ one e2e file on the dev server ¦ source=Playwright docs
php artisan test --filter=LedgerTest ¦ tests ¦ Laravel tests by name ¦ source=Laravel docs, testing
vendor/bin/pest --filter=rounding ¦ tests ¦ Pest tests by name ¦ source=Pest docs
busted spec/ledger_spec.lua ¦ tests ¦ Lua tests ¦ source=busted docs

@lint-and-tools
golangci-lint run ./ledger/... ¦ lint ¦ Go lint ¦ source=golangci-lint docs
cargo clippy -p pellam-core -- -D warnings ¦ lint ¦ Clippy ¦ source=Clippy docs
npx eslint --fix src/ledger ¦ lint ¦ ESLint fixes ¦ source=ESLint docs
npx prettier --write "src/**/*.ts" ¦ format ¦ formats TypeScript ¦ source=Prettier docs, CLI
npx oxlint src ¦ lint ¦ oxlint ¦ source=oxlint docs
mypy --strict src/pellam/ledger ¦ typecheck ¦ mypy ¦ source=mypy docs
tflint --chdir=infra/dev ¦ lint ¦ Terraform lint on the dev stack ¦ source=TFLint docs
rubocop -a app/models ¦ lint ¦ RuboCop autocorrect ¦ source=RuboCop docs
clang-tidy -p build src/ledger.cpp ¦ lint ¦ C++ lint ¦ source=clang-tidy docs
buf lint proto ¦ lint ¦ protobuf lint ¦ source=Buf docs
gitleaks detect --source . --no-banner --redact ¦ scan ¦ scans the project for leaked secrets, redacted ¦ source=Gitleaks README
just build ¦ build ¦ runs the project's build recipe ¦ source=just manual
make -j8 ¦ build ¦ builds the project ¦ source=GNU make manual
cmake --build build --target pellam -j 8 ¦ build ¦ builds a target ¦ source=CMake docs
uv run --frozen python -m pellam.cli --help ¦ build ¦ runs the project's CLI ¦ source=uv docs, run
npx vite --host 127.0.0.1 --port 5173 ¦ local-run ¦ the Vite dev server ¦ source=Vite docs
uvicorn pellam.app:app --reload --port 8000 ¦ local-run ¦ the dev server ¦ source=Uvicorn docs
php -S 127.0.0.1:8088 -t public ¦ local-run ¦ PHP's built-in server ¦ source=PHP manual, built-in web server
python3 -m http.server 8000 --bind 127.0.0.1 -d dist ¦ local-run ¦ a local static server ¦ source=Python docs, http.server
caddy file-server --root dist --listen 127.0.0.1:8089 ¦ local-run ¦ a local static server ¦ source=Caddy docs, file-server
tail -f log/development.log ¦ logs ¦ follows the dev log ¦ source=tail(1)
kubectl --context kind-pellam logs deploy/pellam-api -f ¦ logs ¦ follows logs on the local cluster ¦ source=kubectl reference, logs
stern --context kind-pellam pellam ¦ logs ¦ follows pods on the local cluster ¦ source=stern README

@help
"""
GREEN += r"""
@yellow
npm install --save-dev @pellam/eslint-config@0.3.1 ¦ dep-install ¦ adds the project's lint config ¦ yellow ¦ source=npm docs, install
uv sync --group docs ¦ dep-install ¦ installs the docs group ¦ yellow ¦ source=uv docs, sync
poetry add --group test pytest-httpx@^0.35 ¦ dep-install ¦ adds a test dependency ¦ yellow ¦ source=Poetry docs, add
gh pr create --title "Ledger CSV export" --body-file .github/pr-ledger.md --base main ¦ open-pr ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
tea pr create --title "Rounding to cents" --head fix/pellam-rounding-cents --base main ¦ open-pr ¦ opens a Gitea pull request ¦ yellow ¦ source=tea docs, pulls create
git push -u origin HEAD:feat/pellam-ledger-csv ¦ feature-push ¦ pushes HEAD to a new feature branch ¦ yellow ¦ source=git-push(1)
cargo add --dev proptest@1.5 -p pellam-core ¦ dep-install ¦ adds a dev dependency to a crate ¦ yellow ¦ source=Cargo book, cargo add
sqlx migrate run --source db/migrations --database-url sqlite://tmp/pellam.db ¦ dev-migration ¦ migrates the project's SQLite database ¦ yellow ¦ source=sqlx-cli README

@local-target
gcloud auth application-default set-quota-project pellam-dev-417 ¦ cloud-setting ¦ sets the quota project ¦ source=gcloud reference, auth application-default
az configure --defaults location=westeurope group=pellam-dev-rg ¦ cloud-setting ¦ CLI defaults ¦ source=Azure CLI reference, configure
aws sts get-caller-identity --profile pellam-dev ¦ identity ¦ asks who the caller is ¦ source=AWS CLI reference, sts get-caller-identity
kubectl config set-context --current --namespace=pellam ¦ cloud-setting ¦ sets the namespace of the current context ¦ source=kubectl reference, config set-context
kubens pellam ¦ cloud-setting ¦ switches the namespace ¦ source=kubectx README
flyctl apps list --org pellam-dev ¦ identity ¦ lists apps ¦ source=Fly docs
curl -s http://pellam.localhost:8080/api/health ¦ dev-http ¦ a *.localhost name ¦ source=RFC 6761, localhost
curl -sg 'http://[::1]:8080/api/health' ¦ dev-http ¦ the IPv6 loopback ¦ source=curl(1)
ssh -p 2222 dev@127.0.0.1 'ls /srv/app' ¦ local-target ¦ ssh into the local dev VM's forwarded port ¦ source=ssh(1)
psql "postgres://pellam:pellam@db:5432/pellam_dev" -c "select count(*) from accounts" ¦ local-target ¦ a compose database service ¦ source=psql docs
redis-cli -h redis -p 6379 KEYS 'pellam:*' ¦ local-target ¦ a compose Redis service ¦ source=redis-cli docs
curl -s http://minio:9000/minio/health/live ¦ local-target ¦ a compose MinIO service ¦ source=MinIO docs, healthcheck

@reversible
docker compose -f compose.dev.yaml stop api ¦ stop-dev-server ¦ stops one dev service ¦ source=Docker docs, compose stop
chmod 777 storage/framework/sessions ¦ permissions ¦ a Laravel folder writable ¦ source=Laravel docs, directory permissions
chmod -R a+rwX var/pellam-cache ¦ permissions ¦ a project cache folder writable ¦ source=chmod(1)
rsync -a --delete --exclude .git ./templates/ ./build/templates/ ¦ rsync-project ¦ mirrors templates into the build folder ¦ source=rsync(1)
find tmp/cache -type f -mtime +1 -delete ¦ cleanup ¦ deletes old cache files in the project ¦ source=find(1)
rm -rf results/ build/ dist/ ¦ cleanup ¦ removes rebuildable output ¦ source=rm(1)
rm -f tmp/pellam.db && bin/setup ¦ cleanup ¦ recreates the project database ¦ source=Rails guides, bin/setup
docker tag pellam-api:dev pellam-api:before-ledger ¦ local-image ¦ a local image tag ¦ source=Docker docs, tag
docker rmi pellam-api:before-ledger ¦ local-image ¦ removes a local tag ¦ source=Docker docs, rmi
git worktree remove ../pellam-review ¦ git ¦ removes the review worktree ¦ source=git-worktree(1)
git branch -d feat/pellam-csv ¦ git ¦ deletes a merged local branch ¦ source=git-branch(1)
git tag -d v0.4.0-rc1 ¦ git ¦ deletes a local tag ¦ source=git-tag(1)
git rebase --skip ¦ git ¦ skips one commit in a local rebase ¦ source=git-rebase(1)
git log --oneline --graph origin/main..HEAD ¦ git ¦ unpushed commits ¦ source=git-log(1)
git push --dry-run origin feat/pellam-csv-export ¦ git ¦ a dry-run push ¦ source=git-push(1)

@inline-code
python3 -c "import os; print(os.getlogin(), os.getcwd())" ¦ inline-code ¦ asks who the caller is and where ¦ source=Python docs, os
python3 -c "import base64; print(base64.urlsafe_b64decode('eyJhbGciOiJub25lIn0=').decode())" ¦ inline-code ¦ decodes a JWT header ¦ source=Python docs, base64
python3 -c "import duckdb; print(duckdb.sql('select count(*) from read_csv(\"testdata/rates.csv\")'))" ¦ inline-code ¦ reads a project file with DuckDB ¦ source=DuckDB Python docs
python3 -c "import psycopg; print(psycopg.connect('postgresql://pellam:pellam@localhost/pellam_dev').execute('select 1').fetchone())" ¦ inline-code ¦ reads the dev database ¦ source=psycopg docs
node -e "const os=require('os'); console.log(os.userInfo().username, os.hostname())" ¦ inline-code ¦ asks who the caller is ¦ source=Node.js docs, os
ruby -rjson -e 'puts JSON.parse(File.read("config/locales.json")).keys' ¦ inline-code ¦ reads a project file ¦ source=Ruby docs, JSON
ruby -rbase64 -e 'puts Base64.decode64("cGVsbGFt")' ¦ inline-code ¦ decodes base64 ¦ source=Ruby docs, Base64
perl -MMIME::Base64 -e 'print decode_base64("cGVsbGFt")' ¦ inline-code ¦ decodes base64 ¦ source=MIME::Base64 docs

@project-tests
go test -race -count=1 ./internal/ledger/... ¦ tests ¦ Go tests with the race detector ¦ source=go command docs
cargo test --doc -p pellam-core ¦ tests ¦ doc tests ¦ source=Cargo book
uv run pytest -n auto tests/ledger ¦ tests ¦ parallel pytest ¦ source=pytest-xdist docs
tox -e py312 -- -k ledger ¦ tests ¦ tox env ¦ source=tox docs
hatch test -k rounding ¦ tests ¦ Hatch test ¦ source=Hatch docs
pnpm --filter @pellam/web test -- --run ¦ tests ¦ one workspace's tests ¦ source=pnpm docs, filtering
bin/rails test test/models/ledger_test.rb ¦ tests ¦ Rails tests ¦ source=Rails guides, testing
sbt "ledger/testOnly *RoundSpec" ¦ tests ¦ sbt tests by name ¦ source=sbt docs
lein test :only pellam.ledger-test ¦ tests ¦ Leiningen tests ¦ source=Leiningen docs
stack test pellam:ledger-test ¦ tests ¦ Stack tests ¦ source=Stack docs
xcodebuild test -scheme Pellam -destination 'platform=iOS Simulator,name=iPhone 16' ¦ tests ¦ simulator tests ¦ source=xcodebuild(1)

@emulator
awslocal s3 mb s3://pellam-local-uploads ¦ emulator ¦ a bucket on LocalStack ¦ source=LocalStack docs, awslocal
samlocal deploy --resolve-s3 ¦ emulator ¦ deploys to LocalStack ¦ source=LocalStack docs, samlocal
gcloud pubsub topics create pellam-orders --project demo-pellam ¦ emulator ¦ a topic on the emulator's demo project ¦ source=gcloud docs, Pub/Sub emulator
firebase emulators:start --only firestore,auth --project demo-pellam ¦ emulator ¦ starts the emulators ¦ source=Firebase docs, emulators
curl -X POST http://localhost:4443/storage/v1/b?project=demo-pellam -d '{"name":"pellam-local"}' ¦ emulator ¦ a bucket on fake-gcs-server ¦ source=fake-gcs-server README
stripe customers create --email test@pellam.localhost ¦ emulator ¦ a test-mode customer ¦ source=Stripe CLI docs
"""
GREEN += r"""
@git-local
git cherry-pick --abort && git switch feat/pellam-csv-export ¦ git ¦ abandons a cherry-pick and returns to the branch ¦ source=git-cherry-pick(1)
git revert --abort; git status --short ¦ git ¦ abandons a revert and shows the state ¦ source=git-revert(1)
git rebase --abort && git log --oneline -5 ¦ git ¦ abandons a rebase and shows the log ¦ source=git-rebase(1)
git merge --abort && git branch --show-current ¦ git ¦ abandons a merge ¦ source=git-merge(1)

@reversible
kill $(lsof -t -i tcp:5173 -s tcp:LISTEN) ¦ stop-dev-server ¦ stops the process listening on the Vite port ¦ source=lsof(8)
pkill -INT -f 'bin/rails server -p 3000' ¦ stop-dev-server ¦ stops the Rails dev server ¦ source=pkill(1)
"""
