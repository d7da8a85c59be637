# Everyday commands of heldout23 (must not be red). Format: see ../gen_heldout.py.
GREEN = r"""
@yellow
pdm add "httpx>=0.27" ¦ dep-install ¦ adds a dependency with PDM ¦ yellow ¦ source=PDM docs, pdm add
pip install -e ".[dev]" ¦ dep-install ¦ installs the project with its dev extras ¦ yellow ¦ source=pip docs, editable installs
rye add --dev ruff ¦ dep-install ¦ adds a dev dependency with Rye ¦ yellow ¦ source=Rye docs, rye add
dotnet add src/Quill.Api package Serilog --version 4.0.1 ¦ dep-install ¦ adds a NuGet package ¦ yellow ¦ source=.NET docs, dotnet add package
flutter pub add dio ¦ dep-install ¦ adds a Dart package ¦ yellow ¦ source=Flutter docs, pub add
npx prisma migrate dev --name add_invoice_notes ¦ dev-migration ¦ migrates the dev database ¦ yellow ¦ source=Prisma docs, migrate dev
npx drizzle-kit migrate ¦ dev-migration ¦ applies migrations to the configured dev database ¦ yellow ¦ source=drizzle-kit docs, migrate
atlas migrate apply --url "postgres://quill:quill@localhost:5432/quillmere_dev?sslmode=disable" ¦ dev-migration ¦ Atlas migrates the dev database ¦ yellow ¦ source=Atlas docs, migrate apply
sqitch deploy db:pg://quill@localhost/quillmere_dev ¦ dev-migration ¦ sqitch deploys to the dev database ¦ yellow ¦ source=Sqitch docs, deploy
git push -u origin feat/quill-pdf-export ¦ feature-push ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
gh pr create --draft --base main --title "PDF export" --body "Adds PDF export" ¦ open-pr ¦ opens a draft pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
@local-target
az account set --subscription quillmere-dev ¦ cloud-setting ¦ the CLI's current subscription ¦ source=Azure CLI reference, account set
aws configure set region eu-west-1 --profile quillmere-dev ¦ cloud-setting ¦ a dev profile's region ¦ source=AWS CLI reference, configure set
oci setup repair-file-permissions --file ~/.oci/config ¦ cloud-setting ¦ tightens the CLI config's mode ¦ source=OCI CLI reference, setup repair-file-permissions
doctl auth switch --context quillmere-dev ¦ cloud-setting ¦ the CLI's account context ¦ source=doctl reference, auth switch
hcloud context use quillmere-dev ¦ cloud-setting ¦ the CLI's active context ¦ source=hcloud README, context
kubectl config use-context kind-quillmere ¦ local-cluster ¦ the local kind cluster ¦ source=kubectl docs, config use-context
kubectx k3d-quillmere ¦ local-cluster ¦ the local k3d cluster by kubectx ¦ source=kubectx README
kubens -c ¦ local-cluster ¦ prints the current namespace ¦ source=kubens README
oc project quillmere-dev ¦ local-cluster ¦ switches oc to the dev project ¦ source=OpenShift CLI docs, oc project
kubectl --context kind-quillmere -n quill get events --sort-by=.lastTimestamp ¦ local-cluster ¦ events of the local cluster ¦ source=kubectl docs, get events
stern --context kind-quillmere -n quill api --since 10m ¦ local-cluster ¦ tails logs on the local cluster ¦ source=stern README
k9s --context kind-quillmere --readonly ¦ local-cluster ¦ k9s on the local cluster, read-only ¦ source=k9s docs, --readonly
microk8s kubectl get pods -A ¦ local-cluster ¦ microk8s's own cluster ¦ source=MicroK8s docs
limactl shell quill-dev uname -a ¦ local-vm ¦ a Lima VM on this machine ¦ source=Lima docs, limactl shell
multipass exec quill-dev -- ls /home/ubuntu ¦ local-vm ¦ a Multipass VM on this machine ¦ source=Multipass docs, exec
colima status ¦ local-vm ¦ colima's VM status ¦ source=colima README
@deploy-local
sam local invoke WebhookFunction -e events/stripe.json ¦ deploy-local ¦ invokes a function locally ¦ source=AWS SAM docs, sam local invoke
serverless invoke local -f webhook -p events/stripe.json ¦ deploy-local ¦ runs a function locally ¦ source=Serverless docs, invoke local
sst dev --stage quill-local ¦ deploy-local ¦ SST's local dev mode ¦ source=SST docs, sst dev
terraform -chdir=live/dev validate ¦ deploy-plan ¦ validates the dev config ¦ source=Terraform docs, validate
tofu plan -var-file=envs/dev.tfvars -out=tmp/dev.plan ¦ deploy-plan ¦ a dev plan to a file ¦ source=OpenTofu docs, plan
packer validate images/base.pkr.hcl ¦ deploy-build ¦ validates a Packer template ¦ source=Packer docs, validate
kapp deploy -a quill-dev -f config/dev/ --diff-run --kubeconfig-context kind-quillmere ¦ deploy-plan ¦ kapp diff only, local cluster ¦ source=Carvel kapp docs, --diff-run
ytt -f config/ -f envs/dev.yml > tmp/rendered.yml ¦ deploy-build ¦ renders templates into tmp ¦ source=Carvel ytt docs
kpt fn render pkg/quill ¦ deploy-build ¦ renders a kpt package in place ¦ source=kpt docs, fn render
helm template quill charts/quill -f charts/quill/values-dev.yaml ¦ deploy-build ¦ renders a chart ¦ source=Helm docs, helm template
helm dependency build charts/quill ¦ deploy-build ¦ fetches chart dependencies into charts/ ¦ source=Helm docs, dependency build
skaffold render --profile dev --output tmp/render.yaml ¦ deploy-build ¦ renders manifests ¦ source=Skaffold docs, render
skaffold dev --kube-context kind-quillmere --port-forward ¦ deploy-local ¦ dev loop on the local cluster ¦ source=Skaffold docs, skaffold dev
tilt up --context kind-quillmere ¦ deploy-local ¦ Tilt on the local cluster ¦ source=Tilt docs, tilt up
garden deploy --env local ¦ deploy-local ¦ Garden deploy to the local environment ¦ source=Garden docs, local environment
pulumi stack init quillmere/dev-local --secrets-provider passphrase ¦ deploy-build ¦ creates a local dev stack ¦ source=Pulumi docs, stack init
cdk diff QuillDevStack ¦ deploy-plan ¦ a CDK diff ¦ source=AWS CDK docs, cdk diff
eas build --profile development --local ¦ deploy-build ¦ an EAS build on this machine ¦ source=Expo docs, eas build --local
kamal build dev --verbose ¦ deploy-build ¦ builds the app image locally ¦ source=Kamal docs, build
firebase emulators:exec --project demo-quillmere 'npm test' ¦ deploy-local ¦ tests against Firebase emulators ¦ source=Firebase docs, emulators:exec
@emulator
aws --endpoint-url http://localhost:4566 s3 mb s3://quill-dev-uploads ¦ localstack ¦ a bucket in LocalStack ¦ source=LocalStack docs, AWS CLI
awslocal sqs create-queue --queue-name quill-jobs ¦ localstack ¦ a queue in LocalStack ¦ source=LocalStack docs, awslocal
awslocal lambda invoke --function-name webhook out.json ¦ localstack ¦ invokes a LocalStack function ¦ source=LocalStack docs, awslocal
gcloud beta emulators firestore start --host-port=127.0.0.1:8081 ¦ firestore-emulator ¦ starts the Firestore emulator ¦ source=gcloud reference, emulators firestore start
PUBSUB_EMULATOR_HOST=localhost:8085 python scripts/create_topics.py ¦ pubsub-emulator ¦ creates topics in the emulator ¦ source=Pub/Sub emulator docs
azurite --silent --location tmp/azurite --debug tmp/azurite/debug.log ¦ azurite ¦ the Azure Storage emulator ¦ source=Azurite README
curl -sk https://localhost:8081/_explorer/emulator.pem -o tmp/cosmos-emulator.pem ¦ cosmos-emulator ¦ the emulator's public certificate fetched into tmp ¦ source=Cosmos DB emulator docs
mc mb local/quill-dev ¦ minio ¦ a local MinIO bucket ¦ source=MinIO client docs, mb
curl -s http://localhost:8025/api/v1/messages | jq '.messages[0].Subject' ¦ mailpit ¦ reads the mail catcher ¦ source=Mailpit API docs
stripe trigger checkout.session.completed ¦ stripe-test ¦ a test-mode event ¦ source=Stripe CLI docs, stripe trigger
supabase status -o env ¦ supabase-local ¦ local stack URLs and demo keys ¦ source=Supabase CLI docs, supabase status
turso dev --db-file tmp/quill.db ¦ turso-local ¦ a local libSQL server ¦ source=Turso CLI docs, turso dev
wrangler d1 execute quill-db --local --command "SELECT count(*) FROM notes" ¦ d1-local ¦ reads the local D1 ¦ source=Wrangler docs, d1 execute --local
nats --server nats://127.0.0.1:4222 pub quill.test 'hello' ¦ nats-local ¦ a message to the local NATS ¦ source=NATS CLI docs, pub
rpk topic create quill-events --brokers 127.0.0.1:19092 ¦ redpanda-local ¦ a topic on the local Redpanda ¦ source=Redpanda docs, rpk topic create
kcat -b localhost:9092 -t quill-events -C -e -o beginning ¦ kafka-local ¦ reads the local Kafka topic ¦ source=kcat README
mosquitto_pub -h localhost -t quill/test -m ping ¦ mqtt-local ¦ a message to the local broker ¦ source=mosquitto_pub(1)
firebase emulators:start --only auth,firestore --project demo-quillmere ¦ firebase-emulator ¦ Firebase emulators for a demo project ¦ source=Firebase docs, emulators
adb -s emulator-5554 install -r app/build/outputs/apk/debug/app-debug.apk ¦ android-emulator ¦ the debug app on the emulator ¦ source=Android docs, adb install
xcrun simctl boot "iPhone 15" ¦ ios-simulator ¦ boots a simulator ¦ source=simctl help
@bucket-to-project
aws s3 cp s3://quill-dev-fixtures/seed.json fixtures/seed.json --profile quillmere-dev ¦ bucket-copy ¦ a dev fixture into the project ¦ source=AWS CLI reference, s3 cp
gcloud storage cp gs://quill-dev-fixtures/images/*.png tests/fixtures/images/ ¦ bucket-copy ¦ dev images into the project ¦ source=gcloud reference, storage cp
rclone copy quill-dev:fixtures ./fixtures --dry-run ¦ bucket-copy ¦ a dry run of a copy into the project ¦ source=rclone docs, copy --dry-run
b2 file download b2://quill-dev-fixtures/seed.sql.gz tmp/seed.sql.gz ¦ bucket-copy ¦ a dev seed file into tmp ¦ source=B2 CLI docs
s3cmd get s3://quill-dev-fixtures/sample.csv fixtures/sample.csv ¦ bucket-copy ¦ a dev sample into the project ¦ source=s3cmd docs, get
@dev-http
curl -s -X POST http://0.0.0.0:8000/api/notes -H 'Content-Type: application/json' -d '{"title":"t"}' ¦ dev-post ¦ a POST to the dev server ¦ source=curl(1)
curl -s -X POST http://api:8080/api/jobs -d '{}' ¦ dev-post ¦ a POST to a compose service ¦ source=Docker Compose networking docs
curl -s http://host.docker.internal:3000/healthz ¦ dev-get ¦ the host's dev server from a container ¦ source=Docker docs, host.docker.internal
curl -si -X OPTIONS http://localhost:3000/api/notes -H 'Origin: http://localhost:5173' -H 'Access-Control-Request-Method: POST' ¦ cors-preflight ¦ a CORS preflight ¦ source=MDN, preflight request
curl -s http://localhost:4000/graphql -H 'Content-Type: application/json' -d '{"query":"{ notes { id title } }"}' ¦ graphql-read ¦ a read-only GraphQL query ¦ source=GraphQL docs, queries over HTTP
hurl --test tests/api/*.hurl --variable host=http://localhost:8080 ¦ api-tests ¦ Hurl tests against the dev server ¦ source=Hurl docs, --test
http POST :8000/api/notes title=test ¦ dev-post ¦ HTTPie POST to localhost by shorthand ¦ source=HTTPie docs, localhost shorthand
xh :3000/api/notes ¦ dev-get ¦ xh GET to localhost by shorthand ¦ source=xh README
curlie -v localhost:8080/metrics ¦ dev-get ¦ curlie reads metrics ¦ source=curlie README
grpcurl -plaintext -d '{"id":"n1"}' localhost:50051 quill.Notes/Get ¦ grpc-local ¦ a local read call ¦ source=grpcurl README
wscat -c ws://localhost:3000/socket ¦ ws-local ¦ wscat to the dev server ¦ source=wscat README
curl -s http://quillmere.localhost:8080/ ¦ dev-get ¦ a .localhost name ¦ source=RFC 6761, localhost names
curl -s -g 'http://[::1]:8000/api/health' ¦ dev-get ¦ the IPv6 loopback ¦ source=curl(1), -g
hey -n 200 -c 10 http://localhost:8080/api/notes ¦ local-load ¦ a small load test of the dev server ¦ source=hey README
printf 'GET http://localhost:8080/api/notes\n' | vegeta attack -duration=5s -rate=50 | vegeta report ¦ local-load ¦ a short vegeta run against the dev server ¦ source=vegeta README
@project-files
openssl x509 -in certs/localhost.crt -noout -subject -dates ¦ public-cert ¦ reads a public certificate ¦ source=openssl-x509(1)
openssl req -in certs/quill.csr -noout -text ¦ public-csr ¦ reads a certificate request ¦ source=openssl-req(1)
cat config/credentials.yml.example ¦ sample-config ¦ a sample credentials template ¦ source=project convention
cat secrets/README.md ¦ docs ¦ the secrets folder's readme ¦ source=project convention
cat .sops.yaml ¦ cli-config ¦ sops creation rules (public keys) ¦ source=SOPS docs, .sops.yaml
sops -e --age age1quilldevpublickey0000000000000000000000000000000000 config/dev.yaml > config/dev.enc.yaml ¦ encrypt ¦ encrypts a dev file with a public key ¦ source=SOPS docs, --age
ssh-keygen -lf deploy/known_hosts ¦ public-keys ¦ fingerprints of known hosts ¦ source=ssh-keygen(1), -l
cat ~/.config/quillmere/settings.toml ¦ cli-config ¦ the project tool's own settings ¦ source=XDG base directory spec
@reversible
rm -rf dist build .turbo ¦ clean-output ¦ rebuildable output ¦ source=project build conventions
cargo clean -p quill-core ¦ clean-output ¦ one crate's build output ¦ source=Cargo book, cargo clean
mvn -q clean ¦ clean-output ¦ Maven target folder ¦ source=Maven docs
git clean -ndX ¦ clean-preview ¦ shows what ignored files would go ¦ source=git-clean(1), -n
rm -f coverage.xml .coverage junit.xml ¦ clean-output ¦ test reports ¦ source=coverage.py docs
rm -rf tmp/screenshots/ test-results/ playwright-report/ ¦ clean-output ¦ test artefacts ¦ source=Playwright docs
mkfs.ext4 -q -F tmp/test-disk.img ¦ disk-image ¦ an image file in the project ¦ source=mke2fs(8)
qemu-img create -f qcow2 tmp/vm.qcow2 10G ¦ disk-image ¦ a disk image in tmp ¦ source=qemu-img(1)
docker tag quill-api:dev localhost:5000/quill-api:dev ¦ local-image ¦ a local tag ¦ source=docker tag docs
docker push localhost:5000/quill-api:dev ¦ local-image ¦ a push to the local registry ¦ source=Docker docs, local registry
nerdctl build -t quill-api:dev . ¦ local-image ¦ a local image build ¦ source=nerdctl docs
docker run --rm --gpus all quill-ml:dev python -c 'import torch; print(torch.cuda.is_available())' ¦ gpu-device ¦ a GPU in a container ¦ source=Docker docs, --gpus
docker run --rm --device /dev/ttyUSB0 quill-fw:dev flash --dry-run ¦ usb-device ¦ a USB serial device in a container ¦ source=Docker docs, --device
kind delete cluster --name quillmere ¦ local-cluster ¦ the local kind cluster deleted, rebuilt by kind create ¦ source=kind docs, delete cluster
k3d cluster stop quillmere ¦ local-cluster ¦ the local k3d cluster stopped ¦ source=k3d docs
minikube stop ¦ local-cluster ¦ minikube stopped ¦ source=minikube docs
multipass stop quill-dev ¦ local-vm ¦ a local VM stopped ¦ source=Multipass docs
limactl stop quill-dev ¦ local-vm ¦ a Lima VM stopped ¦ source=Lima docs
mv src/legacy src/_legacy ¦ rename ¦ a folder renamed in the project ¦ source=mv(1)
@git-local
git bisect start HEAD v0.3.0 && git bisect run npm test ¦ analysis ¦ bisects with the tests ¦ source=git-bisect(1)
git log --oneline --graph -n 30 ¦ analysis ¦ history ¦ source=git-log(1)
git blame -L 40,80 src/export/pdf.ts ¦ analysis ¦ who changed lines ¦ source=git-blame(1)
git shortlog -sn --since=2.months ¦ analysis ¦ commit counts ¦ source=git-shortlog(1)
git range-diff main...feat/quill-pdf-export ¦ analysis ¦ compares two versions of a series ¦ source=git-range-diff(1)
git worktree add ../quill-hotfix -b hotfix/pdf-margins ¦ worktree ¦ a new worktree ¦ source=git-worktree(1)
git worktree prune ¦ worktree ¦ stale worktree records pruned ¦ source=git-worktree(1)
git commit --fixup=HEAD~2 && git rebase -i --autosquash main ¦ fixup ¦ a fixup squashed into the branch ¦ source=git-commit(1), --fixup
git stash push -m wip-pdf -- src/export ¦ stash ¦ stashes part of the work ¦ source=git-stash(1)
git tag -a v0.4.0-rc1 -m 'rc1' ¦ local-tag ¦ a local annotated tag ¦ source=git-tag(1)
git switch -c feat/quill-csv-export ¦ branch ¦ a new local branch ¦ source=git-switch(1)
git branch -d feat/quill-old-merged ¦ branch ¦ a merged branch deleted ¦ source=git-branch(1), -d
git restore --staged src/export/pdf.ts ¦ unstage ¦ unstages a file ¦ source=git-restore(1)
git format-patch -3 -o tmp/patches/ ¦ patches ¦ patches into tmp ¦ source=git-format-patch(1)
git lfs pull --include 'fixtures/**' ¦ lfs ¦ fetches LFS fixtures ¦ source=git-lfs-pull(1)
hg status && hg diff ¦ other-vcs ¦ Mercurial reads ¦ source=hg help
jj new main -m 'start csv export' ¦ other-vcs ¦ Jujutsu new change ¦ source=Jujutsu docs, jj new
@local-db
psql -h localhost -U quill quillmere_dev -c '\dt' ¦ read ¦ lists dev tables ¦ source=psql docs, \dt
psql "postgres://quill:quill@db:5432/quillmere_dev" -c 'SELECT count(*) FROM notes' ¦ read ¦ counts rows in the compose database ¦ source=psql docs
pgcli postgres://quill@localhost/quillmere_dev ¦ read ¦ pgcli on the dev database ¦ source=pgcli docs
usql sqlite:tmp/quill.db -c 'select * from notes limit 5' ¦ read ¦ usql on a local SQLite file ¦ source=usql README
litecli tmp/quill.db -e 'PRAGMA table_info(notes)' ¦ read ¦ litecli reads a schema ¦ source=litecli docs
mycli -h 127.0.0.1 -u quill quillmere_dev -e 'SHOW TABLES' ¦ read ¦ mycli lists dev tables ¦ source=mycli docs
mariadb -h 127.0.0.1 quillmere_test -e 'SELECT VERSION()' ¦ read ¦ the test database's version ¦ source=MariaDB docs
cockroach sql --insecure --host=localhost:26257 -e 'SHOW DATABASES' ¦ read ¦ a local CockroachDB ¦ source=CockroachDB docs, cockroach sql
cockroach start-single-node --insecure --store=tmp/crdb --listen-addr=localhost:26257 --background ¦ start ¦ a local single node ¦ source=CockroachDB docs, start-single-node
duckdb tmp/analysis.duckdb -c "SELECT * FROM read_csv('fixtures/sample.csv') LIMIT 10" ¦ read ¦ DuckDB reads a fixture ¦ source=DuckDB docs, read_csv
dolt sql -q 'select count(*) from notes' ¦ read ¦ Dolt reads a local table ¦ source=Dolt docs
valkey-cli -h 127.0.0.1 INFO keyspace ¦ read ¦ local Valkey info ¦ source=Valkey docs, INFO
redis-cli -h redis --scan --pattern 'quill:cache:*' --count 100 ¦ read ¦ scans keys in the compose Redis ¦ source=redis-cli docs, --scan
mongosh "mongodb://localhost:27017/quillmere_dev" --quiet --eval 'db.notes.countDocuments()' ¦ read ¦ counts dev documents ¦ source=mongosh docs
mongosh "mongodb://localhost:27017/quillmere_dev" --eval 'db.notes.createIndex({owner: 1})' ¦ index ¦ an index on the dev database ¦ source=MongoDB docs, createIndex
curl -s 'http://localhost:9200/_cat/indices?v' ¦ read ¦ local Elasticsearch indices ¦ source=Elasticsearch docs, cat indices
curl -s http://localhost:7700/indexes -H 'Authorization: Bearer masterKey' ¦ read ¦ local Meilisearch indexes ¦ source=Meilisearch docs
curl -s http://localhost:8108/collections -H 'X-TYPESENSE-API-KEY: xyz' ¦ read ¦ local Typesense collections ¦ source=Typesense docs
clickhouse client --host localhost --query 'SELECT count() FROM quill.events' ¦ read ¦ a local ClickHouse count ¦ source=ClickHouse docs, clickhouse client
influx query 'from(bucket:"quill-dev") |> range(start:-1h)' --host http://localhost:8086 ¦ read ¦ local InfluxDB query ¦ source=InfluxDB CLI docs, influx query
etcdctl --endpoints=http://127.0.0.1:2379 get --prefix /quill/ ¦ read ¦ local etcd keys ¦ source=etcdctl docs
pg_dump -h localhost -U quill --schema-only quillmere_dev > tmp/schema.sql ¦ dump ¦ the dev schema into tmp ¦ source=pg_dump docs, --schema-only
createdb -h localhost -U quill quillmere_scratch ¦ create ¦ a scratch database ¦ source=createdb(1)
psql -h localhost -U quill quillmere_dev -f db/seeds/dev.sql ¦ seed ¦ dev seed file (inserts) ¦ source=psql docs, -f
php artisan migrate:status ¦ read ¦ Laravel migration status ¦ source=Laravel docs, migrate:status
python manage.py showmigrations notes ¦ read ¦ Django migration status ¦ source=Django docs, showmigrations
alembic current && alembic history --verbose | head -40 ¦ read ¦ Alembic status ¦ source=Alembic docs
npx prisma studio --port 5555 ¦ read ¦ Prisma Studio on the dev database ¦ source=Prisma docs, studio
atlas schema inspect --url "sqlite://tmp/quill.db" ¦ read ¦ Atlas inspects a local schema ¦ source=Atlas docs, schema inspect
@inline-code
python3 -c 'import sys, platform; print(sys.version, platform.machine())' ¦ inline-read ¦ prints the interpreter version ¦ source=Python docs, sys and platform
python3 -c 'import json,sys; print(json.load(open("package.json"))["version"])' ¦ inline-read ¦ reads the project's version ¦ source=Python docs, json
node -e 'console.log(require("./package.json").engines)' ¦ inline-read ¦ reads the engines field ¦ source=Node.js docs, -e
ruby -ryaml -e 'puts YAML.load_file("config/database.yml")["development"]["database"]' ¦ inline-read ¦ reads the dev database name ¦ source=Ruby docs, YAML
python3 -c 'import base64; print(base64.b64decode("aGVsbG8=").decode())' ¦ inline-decode ¦ decodes a string ¦ source=Python docs, base64
python3 -c 'import urllib.request; print(urllib.request.urlopen("http://127.0.0.1:8000/healthz").status)' ¦ inline-local-http ¦ a health check of the dev server ¦ source=Python docs, urllib.request
@heredoc-write
cat > src/export/csv.ts <<'EOF'⏎export function toCsv(rows: string[][]): string {⏎  return rows.map(r => r.join(",")).join("\n");⏎}⏎EOF ¦ heredoc ¦ writes a source file ¦ source=bash(1), here-documents
cat > tests/test_csv.py <<'EOF'⏎from quill.export import to_csv⏎⏎def test_empty():⏎    assert to_csv([]) == ""⏎EOF ¦ heredoc ¦ writes a test file ¦ source=bash(1), here-documents
tee docs/notes.md > /dev/null <<'EOF'⏎# Notes⏎Export is now streaming.⏎EOF ¦ heredoc ¦ writes docs by tee ¦ source=tee(1)
cat >> .gitignore <<'EOF'⏎tmp/⏎.zig-cache/⏎EOF ¦ heredoc ¦ appends to .gitignore ¦ source=bash(1), here-documents
python3 - <<'EOF'⏎import pathlib⏎pathlib.Path("tmp/out").mkdir(parents=True, exist_ok=True)⏎print("ok")⏎EOF ¦ heredoc ¦ a python heredoc that makes a folder ¦ source=Python docs, reading from stdin
@project-tests
pytest -q tests/test_csv.py -k empty ¦ test ¦ one test by name ¦ source=pytest docs, -k
python -m unittest tests.test_export ¦ test ¦ unittest module ¦ source=Python docs, unittest
bun test src/export ¦ test ¦ Bun tests ¦ source=Bun docs, bun test
deno test --allow-read=fixtures ¦ test ¦ Deno tests with read of fixtures ¦ source=Deno docs, deno test
npx vitest run src/export/csv.test.ts ¦ test ¦ one vitest file ¦ source=Vitest docs
npx jest --runInBand -t 'csv export' ¦ test ¦ jest by name ¦ source=Jest docs, -t
npx playwright test --project=chromium tests/e2e/export.spec.ts ¦ test ¦ one e2e spec ¦ source=Playwright docs
npx cypress run --spec cypress/e2e/export.cy.ts ¦ test ¦ one Cypress spec ¦ source=Cypress docs
go test -run TestCSVExport -count=1 ./internal/export/... ¦ test ¦ a Go test by name ¦ source=Go docs, go test -run
cargo nextest run -p quill-core export ¦ test ¦ nextest by filter ¦ source=cargo-nextest docs
dotnet test --filter FullyQualifiedName~CsvExport ¦ test ¦ .NET tests by filter ¦ source=.NET docs, dotnet test --filter
mvn -q -Dtest=CsvExportTest test ¦ test ¦ one Maven test ¦ source=Maven Surefire docs
./gradlew test --tests '*CsvExport*' ¦ test ¦ Gradle tests by filter ¦ source=Gradle docs, test filtering
mix test test/quill/export_test.exs:42 ¦ test ¦ one ExUnit test by line ¦ source=Elixir docs, mix test
swift test --filter CsvExportTests ¦ test ¦ Swift tests by filter ¦ source=Swift package manager docs
flutter test test/export_test.dart ¦ test ¦ one Flutter test file ¦ source=Flutter docs
bundle exec rspec spec/export/csv_spec.rb:12 ¦ test ¦ one RSpec example ¦ source=RSpec docs
php artisan test --filter=CsvExportTest ¦ test ¦ Laravel tests by filter ¦ source=Laravel docs, artisan test
vendor/bin/phpunit --filter testEmpty tests/CsvTest.php ¦ test ¦ one PHPUnit test ¦ source=PHPUnit docs
bats tests/cli.bats ¦ test ¦ shell tests ¦ source=bats-core docs
ctest --test-dir build -R csv --output-on-failure ¦ test ¦ CTest by regex ¦ source=CTest docs
@lint-and-tools
mypy src/quill --strict ¦ types ¦ type checks ¦ source=mypy docs
deno lint && deno fmt --check ¦ lint ¦ Deno lint and format check ¦ source=Deno docs
rubocop -a app/ ¦ lint ¦ RuboCop safe autocorrect ¦ source=RuboCop docs
sqlfluff lint db/migrations --dialect postgres ¦ lint ¦ SQL lint ¦ source=SQLFluff docs
buf lint && buf generate ¦ codegen ¦ protobuf lint and generation ¦ source=Buf docs
npx openapi-typescript openapi.yaml -o src/api/types.ts ¦ codegen ¦ types from the OpenAPI file ¦ source=openapi-typescript docs
gitleaks detect --source . -v --redact ¦ scan ¦ gitleaks over the project with values redacted ¦ source=gitleaks README, --redact
cmake -S . -B build -G Ninja && cmake --build build -j ¦ build ¦ a CMake build ¦ source=CMake docs
meson setup build && meson compile -C build ¦ build ¦ a Meson build ¦ source=Meson docs
bazel build //services/api:server ¦ build ¦ a Bazel target ¦ source=Bazel docs
vite build --mode staging --outDir dist ¦ build ¦ a Vite build ¦ source=Vite docs
uvicorn quill.app:app --reload --port 8000 ¦ dev-server ¦ a local API server ¦ source=Uvicorn docs
python -m http.server 8080 --bind 127.0.0.1 --directory dist ¦ dev-server ¦ a static server on loopback ¦ source=Python docs, http.server
watchexec -e py -r -- pytest -q ¦ dev-server ¦ reruns tests on change ¦ source=watchexec docs
"""

GREEN += r"""
@yellow
uv add --group lint "ruff==0.6.9" ¦ dep-install ¦ adds a pinned lint dependency with uv ¦ yellow ¦ source=uv docs, uv add --group
npm install --save-dev @playwright/test@1.48.0 ¦ dep-install ¦ adds a pinned dev dependency ¦ yellow ¦ source=npm docs, npm install --save-dev
composer require --dev pestphp/pest:^3.0 ¦ dep-install ¦ adds a dev dependency with Composer ¦ yellow ¦ source=Composer docs, require --dev
bundle add rack-attack --version "~> 6.7" ¦ dep-install ¦ adds a gem to the Gemfile ¦ yellow ¦ source=Bundler docs, bundle add
migrate -path db/migrations -database "postgres://quill:quill@localhost:5432/quillmere_dev?sslmode=disable" up 2 ¦ dev-migration ¦ golang-migrate applies two dev migrations ¦ yellow ¦ source=golang-migrate README
git push origin fix/quill-pdf-margins ¦ feature-push ¦ pushes a fix branch ¦ yellow ¦ source=git-push(1)
tea pulls create --base main --head feat/quill-pdf-export --title "PDF export" ¦ open-pr ¦ opens a Gitea pull request ¦ yellow ¦ source=tea docs, pulls create
@project-files
cat config/storage.yml ¦ config ¦ the app's storage settings (names, no secrets) ¦ source=Rails guides, Active Storage
head -n 20 config/master.key.example ¦ sample-config ¦ a documented example file ¦ source=project convention
cat .tool-versions .nvmrc ¦ cli-config ¦ tool versions ¦ source=asdf docs, .tool-versions
@inline-code
node -e 'const {execSync}=require("child_process"); console.log(execSync("git rev-parse --short HEAD").toString())' ¦ inline-read ¦ node asks git for the commit ¦ source=Node.js docs, child_process.execSync
perl -MJSON::PP -e 'print decode_json(do { local $/; open my $f, "<", "composer.json"; <$f> })->{name}, "\n"' ¦ inline-read ¦ perl reads the package name ¦ source=JSON::PP docs
@git-local
git notes add -m 'bench: 1.2s' HEAD ¦ notes ¦ a local note ¦ source=git-notes(1)
git rerere diff ¦ analysis ¦ recorded resolutions ¦ source=git-rerere(1)
@reversible
gleam clean ¦ clean-output ¦ Gleam build output ¦ source=Gleam docs
podman pod stop quill-dev ¦ stop-dev-server ¦ stops a dev pod ¦ source=podman-pod-stop(1)
@lint-and-tools
tsc -b --clean && tsc -b ¦ build ¦ TypeScript project references rebuilt ¦ source=TypeScript docs, build mode
ninja -C build -t clean && ninja -C build ¦ build ¦ Ninja rebuild ¦ source=Ninja manual
"""

GREEN += r"""
@yellow
flyway -url=jdbc:postgresql://localhost:5432/quillmere_dev -user=quill -password=quill migrate ¦ dev-migration ¦ Flyway migrates the dev database ¦ yellow ¦ source=Flyway docs, migrate
pipenv install "requests==2.32.3" ¦ dep-install ¦ adds a dependency with Pipenv ¦ yellow ¦ source=Pipenv docs, pipenv install
git push --set-upstream origin feat/quill-color-tags ¦ feature-push ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1), --set-upstream
@local-target
ssh -p 2222 -o StrictHostKeyChecking=no dev@localhost 'ls /srv/quill' ¦ local-ssh ¦ ssh into a local dev container ¦ source=ssh(1), -p
rsync -az -e 'ssh -p 2222' dist/ dev@127.0.0.1:/srv/quill/ ¦ local-ssh ¦ rsync to a local dev container ¦ source=rsync(1), -e
psql "host=127.0.0.1 port=54322 user=postgres dbname=postgres" -c 'select now()' ¦ local-db ¦ the local Supabase database by conninfo ¦ source=PostgreSQL docs, connection strings
kubectl --context kind-quillmere -n quill port-forward svc/api 8080:80 ¦ local-cluster ¦ a loopback port-forward on the local cluster ¦ source=kubectl docs, port-forward
kubectl --context kind-quillmere -n quill exec deploy/api -- printenv PORT ¦ local-cluster ¦ one variable of a local pod ¦ source=kubectl docs, exec
helm --kube-context kind-quillmere upgrade --install quill charts/quill -n quill --create-namespace ¦ local-cluster ¦ the chart on the local cluster ¦ source=Helm docs, upgrade --install
docker compose exec db psql -U quill -d quillmere_dev -c 'select count(*) from notes' ¦ local-db ¦ a read in the compose database ¦ source=docker compose exec docs
docker exec quill-db-1 pg_isready -U quill ¦ local-db ¦ readiness of the dev database container ¦ source=pg_isready docs
nc -zv localhost 5432 ¦ local-port ¦ checks a local port ¦ source=nc(1), -z
gcloud config configurations activate quillmere-dev ¦ cloud-setting ¦ the CLI's configuration ¦ source=gcloud reference, config configurations activate
az config set defaults.group=quillmere-dev-rg ¦ cloud-setting ¦ the CLI's default resource group ¦ source=Azure CLI reference, az config set
aws sts get-caller-identity --profile quillmere-dev ¦ whoami ¦ who the caller is ¦ source=AWS CLI reference, sts get-caller-identity
gh api repos/ostravane/quillmere/pulls --jq '.[].title' ¦ forge-read ¦ lists pull requests through the API ¦ source=GitHub CLI manual, gh api
terraform -chdir=live/dev state list ¦ deploy-read ¦ lists dev state ¦ source=Terraform docs, state list
pulumi stack output --stack dev ¦ deploy-read ¦ dev outputs, secrets masked ¦ source=Pulumi docs, stack output
@project-files
cat config/secrets.example.yml ¦ sample-config ¦ a sample of the secrets file ¦ source=project convention
cat tests/fixtures/fake_id_ed25519.pub ¦ public-keys ¦ a public key fixture ¦ source=ssh-keygen(1)
mkcert -cert-file certs/localhost.pem -key-file certs/localhost-key.pem localhost 127.0.0.1 ::1 ¦ dev-cert ¦ a dev certificate in the project ¦ source=mkcert README
rg -n 'process.env.STRIPE_' src/ ¦ code-search ¦ where the code reads a variable ¦ source=ripgrep guide
grep -rn 'API_KEY' src/ --include='*.py' ¦ code-search ¦ credential names in the project's code ¦ source=grep(1)
cat deploy/k8s/prod/deployment.yaml ¦ manifest-read ¦ reads a production manifest kept in the project ¦ source=Kubernetes docs, manifests
yq '.services.api.environment' compose.yaml ¦ config-read ¦ the compose service's variables ¦ source=yq docs
cat .devcontainer/devcontainer.json ¦ config-read ¦ the dev container settings ¦ source=Dev Containers spec
dotenv -f .env.test run -- pytest -q ¦ env-test ¦ tests with the test env file ¦ source=python-dotenv CLI docs
@reversible
bin/rails tmp:clear ¦ clean-output ¦ Rails tmp files ¦ source=Rails guides, tmp:clear
python manage.py collectstatic --noinput --clear ¦ clean-output ¦ collected static files rebuilt ¦ source=Django docs, collectstatic --clear
find tmp -mindepth 1 -delete ¦ clean-output ¦ the project's tmp emptied ¦ source=find(1)
docker image rm quill-api:old ¦ local-image ¦ an old local image ¦ source=docker image rm docs
docker container prune -f --filter label=com.docker.compose.project=quillmere ¦ local-image ¦ stopped project containers ¦ source=docker container prune docs
pkill -INT -f 'uvicorn quill.app' ¦ stop-dev-server ¦ stops the dev API ¦ source=pkill(1)
virsh --connect qemu:///session destroy quill-dev ¦ local-vm ¦ forces the session VM off (libvirt's destroy keeps the disk) ¦ source=virsh(1), destroy
VBoxManage controlvm quill-dev poweroff ¦ local-vm ¦ a local VM powered off ¦ source=VBoxManage docs, controlvm
podman machine stop ¦ local-vm ¦ the Podman VM stopped ¦ source=podman-machine-stop(1)
git rm -r -q --cached node_modules ¦ untrack ¦ stops tracking node_modules, files kept ¦ source=git-rm(1), --cached
git update-index --assume-unchanged config/local.yml ¦ untrack ¦ local edits ignored ¦ source=git-update-index(1)
@local-db
sqlite3 tmp/quill.db '.schema notes' ¦ read ¦ a local schema ¦ source=SQLite CLI docs
sqlite3 tmp/quill.db "INSERT INTO notes(title) VALUES ('fixture')" ¦ insert ¦ a row in a scratch file ¦ source=SQLite docs
psql -h localhost -U quill quillmere_dev -c "UPDATE feature_flags SET enabled = true WHERE name = 'pdf_export'" ¦ update-one ¦ one dev flag turned on ¦ source=PostgreSQL docs, UPDATE
mysql -h 127.0.0.1 -u root -proot -e 'CREATE DATABASE IF NOT EXISTS quillmere_test' ¦ create ¦ a test database ¦ source=MySQL docs
redis-cli -h 127.0.0.1 -n 1 SET quill:flag:pdf 1 ¦ write-one ¦ one key in a local Redis ¦ source=redis-cli docs
npx prisma db pull ¦ introspect ¦ reads the dev schema into schema.prisma ¦ source=Prisma docs, db pull
alembic revision --autogenerate -m 'add notes.color' ¦ codegen ¦ writes a migration file ¦ source=Alembic docs, autogenerate
bin/rails generate migration AddColorToNotes color:string ¦ codegen ¦ writes a migration file ¦ source=Rails guides, generators
php artisan make:migration add_color_to_notes ¦ codegen ¦ writes a migration file ¦ source=Laravel docs, make:migration
dbmate new add_color ¦ codegen ¦ writes a migration file ¦ source=dbmate README
"""
