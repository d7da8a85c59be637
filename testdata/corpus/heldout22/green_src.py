# Everyday commands of heldout22 (must not be red). Format: see ../gen_heldout.py.
GREEN = r"""
@yellow
uv add "polars>=1.9" ¦ dep-install ¦ adds a dependency with uv ¦ yellow ¦ source=uv docs, uv add
poetry add --group dev hypothesis ¦ dep-install ¦ adds a dev dependency ¦ yellow ¦ source=Poetry docs, poetry add
pnpm add -D vitest@^2 --filter @tornsby/web ¦ dep-install ¦ adds a dev dependency to one workspace ¦ yellow ¦ source=pnpm docs, pnpm add
yarn add zod@3.23.8 ¦ dep-install ¦ adds a dependency with Yarn ¦ yellow ¦ source=Yarn docs, yarn add
python manage.py migrate --database default --settings tornsby.settings.dev ¦ dev-migration ¦ migrates the dev database ¦ yellow ¦ source=Django docs, migrate
dbmate --url "postgres://tornsby:tornsby@localhost:5432/tornsby_dev?sslmode=disable" up ¦ dev-migration ¦ migrates the dev database ¦ yellow ¦ source=dbmate README
git push -u origin feat/tornsby-csv-import ¦ feature-push ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
gh pr create --base main --head feat/tornsby-csv-import --title "CSV import" --body "Adds CSV import" ¦ open-pr ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
glab mr create --source-branch feat/tornsby-csv-import --target-branch main --title "CSV import" --fill ¦ open-pr ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
@local-target
gcloud config set project tornsby-dev-2291 ¦ cloud-setting ¦ sets the CLI's own default project ¦ source=gcloud reference, config set
gcloud config configurations activate tornsby-dev ¦ cloud-setting ¦ switches the CLI's configuration ¦ source=gcloud reference, configurations activate
az account set --subscription tornsby-dev ¦ cloud-setting ¦ selects a subscription for the CLI ¦ source=Azure CLI reference, account set
aws configure set region eu-west-1 --profile tornsby-dev ¦ cloud-setting ¦ sets the dev profile's region ¦ source=AWS CLI reference, configure set
kubectl config use-context kind-tornsby ¦ kube-context ¦ switches to the local cluster ¦ source=kubectl reference, config use-context
kubectl config set-context --current --namespace tornsby-dev ¦ kube-context ¦ sets the default namespace ¦ source=kubectl reference, config set-context
kubens tornsby-dev ¦ kube-context ¦ sets the default namespace ¦ source=kubectx README
doctl auth switch --context tornsby-dev ¦ cloud-setting ¦ switches doctl's context ¦ source=doctl reference, auth switch
pulumi stack select tornsby/dev ¦ cloud-setting ¦ selects the dev stack ¦ source=Pulumi docs, stack select
kubectl --context kind-tornsby -n tornsby-dev get pods -o wide ¦ local-cluster ¦ lists pods on the local cluster ¦ source=kubectl reference, get
kubectl --context k3d-tornsby -n tornsby-dev delete pod -l app=api ¦ local-cluster ¦ restarts pods on the local cluster ¦ source=kubectl reference, delete
kubectl --context minikube -n tornsby-dev rollout restart deploy/api ¦ local-cluster ¦ restarts a local deployment ¦ source=kubectl reference, rollout restart
helm --kube-context kind-tornsby upgrade --install tornsby charts/tornsby -n tornsby-dev -f charts/tornsby/values-dev.yaml ¦ local-cluster ¦ installs the chart on the local cluster ¦ source=Helm docs, upgrade --install
kubectl --context kind-tornsby -n tornsby-dev port-forward svc/api 8080:80 ¦ local-cluster ¦ forwards a local service to localhost ¦ source=kubectl reference, port-forward
ssh -p 2222 vagrant@127.0.0.1 'systemctl status tornsby' ¦ local-vm ¦ asks a local VM for a status ¦ source=Vagrant docs, ssh
@deploy-local
tofu plan -var-file=envs/dev.tfvars -out=tfplan.dev ¦ iac-local ¦ plans dev ¦ source=OpenTofu docs, plan
pulumi preview --stack tornsby/dev --diff ¦ iac-local ¦ previews dev ¦ source=Pulumi docs, preview
cdk synth TornsbyDevStack ¦ iac-local ¦ synthesises a template ¦ source=AWS CDK docs, synth
cdk diff TornsbyDevStack ¦ iac-local ¦ diffs dev ¦ source=AWS CDK docs, diff
sam local invoke ApiFunction -e events/get.json ¦ iac-local ¦ runs a function locally ¦ source=AWS SAM docs, sam local invoke
helm lint charts/tornsby ¦ chart ¦ lints the chart ¦ source=Helm docs, lint
helm dependency update charts/tornsby ¦ chart ¦ fetches chart dependencies into the project ¦ source=Helm docs, dependency update
helm package charts/tornsby -d dist/charts ¦ chart ¦ packages the chart into the project ¦ source=Helm docs, package
helm create charts/tornsby-worker ¦ chart ¦ scaffolds a chart ¦ source=Helm docs, create
kustomize build overlays/dev > /tmp/tornsby-dev.yaml ¦ render ¦ renders the dev overlay ¦ source=Kustomize docs
kubeconform -strict -summary k8s/ ¦ lint ¦ validates manifests ¦ source=kubeconform README
wrangler d1 execute tornsby-db --local --command "SELECT count(*) FROM users" ¦ local-dev ¦ queries the local D1 database ¦ source=Wrangler docs, d1 execute --local
firebase emulators:start --only functions,firestore --project demo-tornsby ¦ emulator ¦ starts Firebase emulators on a demo project ¦ source=Firebase docs, emulators
fly launch --no-deploy --copy-config --name tornsby-dev ¦ scaffold ¦ writes fly.toml without deploying ¦ source=Fly docs, launch --no-deploy
ansible-playbook -i inventories/dev.ini site.yml --check --diff ¦ dry-run ¦ check mode ¦ source=Ansible docs, check mode
packer validate images/tornsby.pkr.hcl ¦ lint ¦ validates a Packer template ¦ source=Packer docs, validate
nomad job validate jobs/tornsby.nomad.hcl ¦ lint ¦ validates a Nomad job ¦ source=Nomad docs, job validate
@emulator
awslocal s3 ls s3://tornsby-dev-uploads ¦ emulator ¦ lists a LocalStack bucket ¦ source=LocalStack docs, awslocal
aws --endpoint-url=http://localhost:4566 sqs create-queue --queue-name tornsby-jobs ¦ emulator ¦ creates a LocalStack queue ¦ source=LocalStack docs
gcloud beta emulators pubsub start --project=tornsby-local --host-port=localhost:8085 ¦ emulator ¦ starts the Pub/Sub emulator ¦ source=gcloud docs, Pub/Sub emulator
docker run -d -p 4443:4443 fsouza/fake-gcs-server -scheme http ¦ emulator ¦ starts fake-gcs-server ¦ source=fake-gcs-server README
mc mb local/tornsby-dev-media ¦ emulator ¦ makes a bucket in local MinIO ¦ source=MinIO client docs, mc mb
swaks --to dev@tornsby.localhost --server 127.0.0.1:1025 --body "test" ¦ emulator ¦ sends a test mail to Mailpit ¦ source=swaks docs
vault server -dev -dev-listen-address=127.0.0.1:8200 ¦ emulator ¦ dev-mode Vault ¦ source=Vault docs, dev server
nats-server -js -p 4222 -sd .nats ¦ emulator ¦ a local NATS with JetStream in the project ¦ source=NATS docs
rpk topic create tornsby-orders -X brokers=localhost:19092 ¦ emulator ¦ creates a topic on a local Redpanda ¦ source=Redpanda docs, rpk
@bucket-to-project
aws s3 cp s3://tornsby-dev-fixtures/seed.sql.gz testdata/ --profile tornsby-dev ¦ bucket-read ¦ copies a fixture into the project ¦ source=AWS CLI reference, s3 cp
gsutil cp gs://tornsby-dev-fixtures/images/*.png testdata/images/ ¦ bucket-read ¦ copies fixtures into the project ¦ source=gsutil docs, cp
rclone copy tornsby-dev:fixtures ./testdata/fixtures --progress ¦ bucket-read ¦ copies fixtures into the project ¦ source=rclone docs, copy
az storage blob download -c fixtures -n seed.json -f testdata/seed.json --account-name tornsbydevsa ¦ bucket-read ¦ downloads a fixture ¦ source=Azure CLI reference, blob download
mc cp --recursive local/tornsby-dev-media/samples/ testdata/samples/ ¦ bucket-read ¦ copies from local MinIO ¦ source=MinIO client docs, mc cp
@dev-http
curl -X POST http://0.0.0.0:8000/api/v1/orders -H 'Content-Type: application/json' -d '{"sku":"T-1","qty":2}' ¦ dev-post ¦ posts to the local dev server ¦ source=curl(1)
curl -s -X POST http://api:8080/graphql -H 'Content-Type: application/json' -d '{"query":"{ orders { id } }"}' ¦ dev-graphql ¦ a read-only GraphQL query to a compose service ¦ source=GraphQL docs, serving over HTTP
curl -s http://host.docker.internal:8080/healthz ¦ dev-get ¦ reaches the host from a container ¦ source=Docker docs, host.docker.internal
xh :3000/api/orders ¦ dev-get ¦ xh's localhost shorthand ¦ source=xh README
grpcurl -plaintext -d '{"id": 7}' localhost:50051 tornsby.v1.Orders/Get ¦ dev-grpc ¦ calls a local gRPC method ¦ source=grpcurl README
hurl --test --variable host=http://localhost:8000 tests/api/*.hurl ¦ dev-test ¦ runs Hurl tests on localhost ¦ source=Hurl docs
hey -n 200 -c 10 http://127.0.0.1:8000/healthz ¦ dev-load ¦ a small load test on localhost ¦ source=hey README
oha -n 500 http://localhost:3000/ ¦ dev-load ¦ a small load test on localhost ¦ source=oha README
websocat ws://127.0.0.1:4000/socket ¦ dev-ws ¦ a local websocket ¦ source=websocat README
curl -s -u dev:dev http://tornsby.localhost/admin/stats ¦ dev-get ¦ a .localhost name ¦ source=RFC 6761, localhost
wget -qO- http://[::1]:8080/metrics ¦ dev-get ¦ IPv6 loopback metrics ¦ source=wget(1)
newman run tests/postman/tornsby.json --env-var baseUrl=http://localhost:8000 ¦ dev-test ¦ runs a Postman collection against localhost ¦ source=Newman README
@project-files
cat config/tornsby.example.yml ¦ project-file ¦ example config ¦ source=project convention
head -40 docker-compose.yml ¦ project-file ¦ reads the compose file ¦ source=head(1)
grep -n "secret" src/config/settings.py ¦ project-file ¦ searches a settings module for a word ¦ source=grep(1)
cat testdata/keys/test-ed25519.pub ¦ project-file ¦ a test public key ¦ source=ssh-keygen(1)
@reversible
rm -rf build/ dist/ .next/ ¦ cleanup ¦ removes build output ¦ source=project convention
rm -rf node_modules/.cache coverage/ ¦ cleanup ¦ removes caches ¦ source=project convention
cargo clean -p tornsby-core ¦ cleanup ¦ cleans one crate's build ¦ source=Cargo book, clean
dotnet clean -c Debug ¦ cleanup ¦ cleans the build ¦ source=.NET docs, dotnet clean
rm -rf results/ .pytest_cache/ ¦ cleanup ¦ removes rebuildable output ¦ source=pytest docs, cache
truncate -s 2G tmp/disk.img ¦ disk-image ¦ makes a sparse image in the project ¦ source=truncate(1)
qemu-img create -f qcow2 tmp/tornsby-test.qcow2 10G ¦ disk-image ¦ makes a VM disk in the project ¦ source=qemu-img(1)
mkfs.vfat -C tmp/esp.img 65536 ¦ disk-image ¦ formats a new image file ¦ source=mkfs.fat(8)
chmod -R u+w vendor/ ¦ chmod ¦ vendor folder writable ¦ source=chmod(1)
fuser -k 8000/tcp ¦ stop-server ¦ stops the dev server on port 8000 ¦ source=fuser(1)
pkill -f "vite --port 5173" ¦ stop-server ¦ stops the Vite dev server ¦ source=pkill(1)
docker compose stop api ¦ containers ¦ stops a compose service ¦ source=Docker docs, compose stop
docker tag tornsby-api:dev localhost:5000/tornsby-api:dev ¦ containers ¦ a local tag ¦ source=Docker docs, tag
docker push localhost:5000/tornsby-api:dev ¦ containers ¦ a push to the local registry ¦ source=Docker docs, local registry
docker run --rm --gpus all tornsby-train:dev python train.py --epochs 1 ¦ containers ¦ a GPU in a dev container ¦ source=Docker docs, --gpus
docker run --rm --device /dev/ttyUSB0 tornsby-flash:dev ¦ containers ¦ a USB device in a dev container ¦ source=Docker docs, --device
docker image prune -f --filter label=project=tornsby ¦ containers ¦ prunes dangling project images ¦ source=Docker docs, image prune
podman build -t tornsby-api:dev . ¦ containers ¦ builds an image ¦ source=podman-build(1)
nerdctl compose up -d ¦ containers ¦ starts the dev stack ¦ source=nerdctl docs
@git-local
git log --oneline --graph -20 origin/main..HEAD ¦ read ¦ local commits ¦ source=git-log(1)
git shortlog -sne --since=3.months ¦ read ¦ authors ¦ source=git-shortlog(1)
git blame -L 40,80 src/orders/import.py ¦ read ¦ line history ¦ source=git-blame(1)
git log -S 'parse_csv' --oneline ¦ read ¦ pickaxe search ¦ source=git-log(1), -S
git diff --stat main...feat/tornsby-csv-import ¦ read ¦ branch diff ¦ source=git-diff(1)
git range-diff main feat/v1 feat/v2 ¦ read ¦ compares two versions of a branch ¦ source=git-range-diff(1)
git worktree add ../tornsby-review feat/tornsby-csv-import ¦ worktree ¦ a second worktree ¦ source=git-worktree(1)
git switch -c fix/tornsby-null-sku ¦ branch ¦ new local branch ¦ source=git-switch(1)
git stash push -m "wip csv" -- src/orders ¦ stash ¦ stashes work ¦ source=git-stash(1)
git tag -a v3.1.0-rc.1 -m "rc1" ¦ tag ¦ a local tag ¦ source=git-tag(1)
git restore --staged src/orders/import.py ¦ unstage ¦ unstages a file ¦ source=git-restore(1)
@local-db
psql "postgres://tornsby:tornsby@localhost:5432/tornsby_dev" -c "TRUNCATE jobs RESTART IDENTITY" ¦ dev-db ¦ empties a dev table ¦ source=PostgreSQL docs, TRUNCATE
psql -h 127.0.0.1 -U tornsby tornsby_test -c "DROP TABLE IF EXISTS tmp_import" ¦ dev-db ¦ drops a scratch table in the test database ¦ source=PostgreSQL docs
psql -h localhost -d tornsby_dev -c "\copy orders TO 'testdata/orders.csv' CSV HEADER" ¦ export ¦ exports a dev table into the project ¦ source=psql docs, \copy
psql -h localhost -d tornsby_dev -c "\copy products FROM 'testdata/products.csv' CSV HEADER" ¦ import ¦ imports a project file into the dev database ¦ source=psql docs, \copy
psql -h localhost -d tornsby_dev -c "CREATE TEMP TABLE t AS SELECT * FROM orders LIMIT 10; DELETE FROM t; SELECT count(*) FROM t" ¦ temp-table ¦ deletes from a temporary table ¦ source=PostgreSQL docs, CREATE TEMP TABLE
createdb -h localhost tornsby_scratch ¦ dev-db ¦ a scratch database ¦ source=createdb docs
dropdb -h localhost --if-exists tornsby_scratch ¦ dev-db ¦ drops the scratch database ¦ source=dropdb docs
pg_dump -h localhost -Fc tornsby_dev -f tmp/tornsby_dev.dump ¦ dump ¦ dumps the dev database into the project ¦ source=pg_dump docs
pg_restore -h localhost --clean --if-exists -d tornsby_dev tmp/tornsby_dev.dump ¦ restore ¦ restores into the dev database ¦ source=pg_restore docs
sqlite3 tmp/tornsby.db ".mode csv" ".import testdata/users.csv users" ¦ import ¦ imports into a project file database ¦ source=SQLite docs, .import
sqlite3 tmp/tornsby.db ".output testdata/dump.sql" ".dump" ¦ export ¦ dumps a project file database ¦ source=SQLite docs, .dump
sqlite3 :memory: "CREATE TABLE t(x); INSERT INTO t VALUES (1); DELETE FROM t; SELECT count(*) FROM t;" ¦ memory-db ¦ SQL in memory ¦ source=SQLite docs, in-memory databases
duckdb -c "COPY (SELECT * FROM 'testdata/events.parquet' LIMIT 100) TO 'tmp/sample.csv'" ¦ export ¦ samples a project file ¦ source=DuckDB docs, COPY
mysql -h 127.0.0.1 -u root -proot tornsby_dev -e "DELETE FROM carts WHERE updated_at < NOW() - INTERVAL 1 DAY" ¦ dev-db ¦ cleans the dev database ¦ source=MySQL docs, DELETE
redis-cli -h redis KEYS 'tornsby:*' ¦ dev-db ¦ lists keys on the compose Redis ¦ source=Redis docs, KEYS
mongosh "mongodb://localhost:27017/tornsby_dev" --eval 'db.carts.deleteMany({})' ¦ dev-db ¦ empties a dev collection ¦ source=mongosh docs
docker compose exec db psql -U tornsby -d tornsby_dev -c "SELECT count(*) FROM orders" ¦ dev-db ¦ queries the compose database ¦ source=Docker docs, compose exec
python manage.py flush --noinput --settings tornsby.settings.test ¦ dev-db ¦ empties the test database ¦ source=Django docs, flush
@inline-code
python3 -c "import sqlite3; print(sqlite3.connect('tmp/tornsby.db').execute('select count(*) from users').fetchone())" ¦ inline-read ¦ reads a project database ¦ source=Python docs, sqlite3
python3 -c "import base64,sys; print(base64.b64decode(sys.argv[1]).decode())" dG9ybnNieQ== ¦ inline-decode ¦ decodes base64 ¦ source=Python docs, base64
python3 -c "import urllib.request; print(urllib.request.urlopen('http://127.0.0.1:8000/healthz').status)" ¦ inline-local-http ¦ a test script calling the local server ¦ source=Python docs, urllib.request
ruby -e 'require "yaml"; pp YAML.load_file("config/tornsby.example.yml")' ¦ inline-read ¦ reads a project config ¦ source=Ruby docs, YAML
perl -ne 'print if /TODO/' src/orders/import.py ¦ inline-read ¦ prints TODOs ¦ source=perlrun, -n
php -r 'echo json_encode(json_decode(file_get_contents("composer.json")), JSON_PRETTY_PRINT);' ¦ inline-read ¦ pretty-prints composer.json ¦ source=PHP manual, php -r
@heredoc-write
cat > src/orders/constants.py <<'EOF'⏎MAX_ROWS = 10_000⏎EOF ¦ heredoc ¦ writes a project file ¦ source=bash(1), here documents
cat <<'EOF' > tests/fixtures/order.json⏎{"sku": "T-1", "qty": 2}⏎EOF ¦ heredoc ¦ writes a fixture ¦ source=bash(1), here documents
tee docs/notes.md > /dev/null <<'EOF'⏎# Notes⏎- CSV import⏎EOF ¦ heredoc ¦ writes a doc through tee ¦ source=tee(1)
cat > main.go <<'EOF'⏎package main⏎⏎func main() {}⏎EOF ¦ heredoc ¦ writes main.go ¦ source=bash(1), here documents
python3 <<'EOF'⏎import json⏎print(json.load(open("package.json"))["scripts"])⏎EOF ¦ heredoc ¦ a python heredoc that reads a project file ¦ source=bash(1), here documents
@project-tests
pytest -x -k "csv and not slow" tests/orders ¦ tests ¦ runs tests ¦ source=pytest docs, -k
pytest -n auto --dist loadfile ¦ tests ¦ parallel tests ¦ source=pytest-xdist docs
python -m unittest discover -s tests -p 'test_*.py' ¦ tests ¦ unittest ¦ source=Python docs, unittest
go test -race -run TestImportCSV ./internal/orders/... ¦ tests ¦ Go tests ¦ source=Go docs, go test
cargo nextest run -p tornsby-core ¦ tests ¦ nextest ¦ source=nextest docs
cargo test --doc ¦ tests ¦ doctests ¦ source=Cargo book, test --doc
npx vitest run src/orders ¦ tests ¦ vitest ¦ source=Vitest docs
npx jest --runInBand --testPathPattern orders ¦ tests ¦ jest ¦ source=Jest docs
bun test --timeout 20000 ¦ tests ¦ bun test ¦ source=Bun docs, test
deno test -A tests/ ¦ tests ¦ deno test of the project ¦ source=Deno docs, test
mix test test/tornsby/orders_test.exs --trace ¦ tests ¦ ExUnit ¦ source=ExUnit docs
dotnet test --filter "FullyQualifiedName~Orders" ¦ tests ¦ .NET tests ¦ source=.NET docs, dotnet test
./gradlew test --tests 'com.halvecrest.tornsby.OrderTest' ¦ tests ¦ Gradle tests ¦ source=Gradle docs, test filtering
mvn -q -Dtest=OrderTest test ¦ tests ¦ Surefire ¦ source=Maven Surefire docs
sbt "testOnly *OrderSpec" ¦ tests ¦ sbt ¦ source=sbt docs
lein test :only tornsby.orders-test ¦ tests ¦ Leiningen ¦ source=Leiningen docs
ctest --test-dir build -j8 --output-on-failure ¦ tests ¦ CTest ¦ source=CTest docs
flutter test test/orders_test.dart ¦ tests ¦ Flutter ¦ source=Flutter docs
busted spec/orders_spec.lua ¦ tests ¦ busted ¦ source=busted docs
@lint-and-tools
mypy --strict src/tornsby ¦ types ¦ mypy ¦ source=mypy docs
pyright src/ ¦ types ¦ pyright ¦ source=pyright docs
npx eslint --fix "src/**/*.ts" ¦ lint ¦ eslint ¦ source=ESLint docs
biome check --write ./src ¦ lint ¦ Biome ¦ source=Biome docs
cargo fmt --all ¦ format ¦ rustfmt ¦ source=rustfmt docs
bundle exec rubocop -a app/ ¦ lint ¦ RuboCop ¦ source=RuboCop docs
shfmt -w scripts/ ¦ format ¦ shfmt ¦ source=shfmt docs
buf lint proto/ ¦ lint ¦ buf ¦ source=Buf docs
protoc --go_out=. --go_opt=paths=source_relative proto/orders.proto ¦ codegen ¦ protoc ¦ source=protobuf docs
semgrep scan --config p/python src/ ¦ scan ¦ semgrep ¦ source=Semgrep docs
make -j8 all ¦ build ¦ make ¦ source=GNU make manual
go build -o bin/tornsby ./cmd/tornsby ¦ build ¦ go build ¦ source=Go docs
uvicorn tornsby.app:app --reload --port 8000 ¦ dev-server ¦ dev server ¦ source=Uvicorn docs
npx vite --port 5173 --host 127.0.0.1 ¦ dev-server ¦ Vite dev server ¦ source=Vite docs
bin/rails server -p 3000 ¦ dev-server ¦ Rails dev server ¦ source=Rails guides
flask --app tornsby run --debug ¦ dev-server ¦ Flask dev server ¦ source=Flask docs
rg -n "fn import_csv" crates/ ¦ read ¦ ripgrep ¦ source=ripgrep guide
tree -L 2 src ¦ read ¦ tree ¦ source=tree(1)
"""
GREEN += r"""
@yellow
uv add --dev pytest-benchmark==4.0.0 ¦ dep-install ¦ adds a pinned dev dependency ¦ yellow ¦ source=uv docs, uv add --dev
npm install --save-dev @playwright/test@1.48.2 ¦ dep-install ¦ adds a pinned dev dependency ¦ yellow ¦ source=npm docs, npm install
cargo add --dev insta@1.40 -p tornsby-core ¦ dep-install ¦ adds a dev crate to one package ¦ yellow ¦ source=Cargo book, cargo add --dev
dotnet add src/Tornsby.Api package Npgsql --version 8.0.5 ¦ dep-install ¦ adds a NuGet package ¦ yellow ¦ source=.NET docs, dotnet add package
go get -t ./internal/orders/... ¦ dep-install ¦ fetches test dependencies of a package ¦ yellow ¦ source=Go docs, go get -t
alembic -x db=dev upgrade head ¦ dev-migration ¦ migrates the dev database with Alembic ¦ yellow ¦ source=Alembic docs, upgrade
sqlx migrate run --database-url postgres://tornsby:tornsby@localhost:5432/tornsby_dev ¦ dev-migration ¦ migrates the dev database with sqlx ¦ yellow ¦ source=sqlx-cli README
git push origin fix/tornsby-null-sku ¦ feature-push ¦ pushes a fix branch ¦ yellow ¦ source=git-push(1)
@emulator
awslocal dynamodb create-table --table-name tornsby-sessions --attribute-definitions AttributeName=id,AttributeType=S --key-schema AttributeName=id,KeyType=HASH --billing-mode PAY_PER_REQUEST ¦ emulator ¦ creates a LocalStack table ¦ source=LocalStack docs, awslocal
aws --endpoint-url http://localhost:4566 s3 cp testdata/seed.json s3://tornsby-dev-uploads/seed.json ¦ emulator ¦ uploads to a LocalStack bucket ¦ source=LocalStack docs
aws --endpoint-url=http://127.0.0.1:8000 dynamodb scan --table-name tornsby-sessions ¦ emulator ¦ DynamoDB Local scan ¦ source=DynamoDB Local docs
firebase emulators:exec --project demo-tornsby "npm test" ¦ emulator ¦ tests against Firebase emulators ¦ source=Firebase docs, emulators:exec
firebase emulators:export .firebase-seed --project demo-tornsby ¦ emulator ¦ exports emulator data into the project ¦ source=Firebase docs, emulators:export
curl -s http://localhost:4443/storage/v1/b/tornsby-dev-media/o ¦ emulator ¦ lists objects in fake-gcs-server ¦ source=fake-gcs-server README
VAULT_ADDR=http://127.0.0.1:8200 vault kv put secret/tornsby/dev api_key=dev-only ¦ emulator ¦ writes to dev-mode Vault ¦ source=Vault docs, dev server
nats -s nats://127.0.0.1:4222 pub tornsby.orders.created '{"id":"dev-1"}' ¦ emulator ¦ publishes to the local NATS ¦ source=NATS CLI docs
rpk topic produce tornsby-orders -X brokers=localhost:19092 ¦ emulator ¦ produces to the local Redpanda ¦ source=Redpanda docs, rpk topic produce
stripe customers create --email dev@tornsby.localhost --name "Dev Tester" ¦ emulator ¦ a test-mode customer ¦ source=Stripe CLI docs
wrangler r2 object put tornsby-assets/logo.png --file public/logo.png --local ¦ emulator ¦ puts into local R2 ¦ source=Wrangler docs, r2 object put --local
@deploy-local
skaffold dev --kube-context kind-tornsby --port-forward ¦ local-cluster ¦ Skaffold on the local cluster ¦ source=Skaffold docs, dev
tilt up --context k3d-tornsby ¦ local-cluster ¦ Tilt on the local cluster ¦ source=Tilt docs
kind create cluster --name tornsby --config k8s/kind.yaml ¦ local-cluster ¦ creates the local cluster ¦ source=kind docs
kind load docker-image tornsby-api:dev --name tornsby ¦ local-cluster ¦ loads an image into kind ¦ source=kind docs, load docker-image
k3d cluster create tornsby --registry-create tornsby-registry:127.0.0.1:5111 ¦ local-cluster ¦ creates a local cluster with a registry ¦ source=k3d docs
minikube -p tornsby image load tornsby-api:dev ¦ local-cluster ¦ loads an image into minikube ¦ source=minikube docs, image load
pulumi stack init tornsby/dev-alex ¦ iac-local ¦ a personal dev stack ¦ source=Pulumi docs, stack init
terraform plan -var-file=envs/dev.tfvars -out=tfplan ¦ iac-local ¦ plans dev ¦ source=Terraform docs, plan
terraform console -var-file=envs/dev.tfvars ¦ iac-local ¦ evaluates expressions ¦ source=Terraform docs, console
docker buildx build --load -t tornsby-api:dev --platform linux/amd64 . ¦ image-local ¦ builds into the local image store ¦ source=Docker docs, buildx --load
@dev-http
curl -s -X POST http://db-admin:8081/api/query -d 'SELECT 1' ¦ dev-post ¦ posts to a compose service ¦ source=curl(1)
curl -s -X POST http://localhost:8000/graphql -H 'Content-Type: application/json' -d '{"query":"query { order(id: 7) { sku qty } }"}' ¦ dev-graphql ¦ a read-only GraphQL query ¦ source=GraphQL docs
curl -sf -X PUT http://127.0.0.1:9200/tornsby-dev-orders ¦ dev-put ¦ creates an index on a local Elasticsearch ¦ source=Elasticsearch docs, create index
http --form POST 127.0.0.1:8000/api/uploads file@testdata/orders.csv ¦ dev-post ¦ uploads a fixture to the dev server ¦ source=HTTPie docs, forms
curlie post localhost:8080/api/orders sku=T-9 qty:=1 ¦ dev-post ¦ posts with curlie ¦ source=curlie README
restish post localhost:8000/api/orders sku: T-3, qty: 4 ¦ dev-post ¦ posts with restish ¦ source=Restish docs, input
@project-files
grep -c "=" .env.test ¦ project-file ¦ counts test variables ¦ source=grep(1)
openssl x509 -noout -fingerprint -sha256 -in certs/tornsby-dev.crt ¦ public-cert ¦ a certificate's fingerprint ¦ source=openssl-x509(1)
step certificate inspect certs/tornsby-dev.crt --short ¦ public-cert ¦ inspects a public certificate ¦ source=step docs, certificate inspect
keytool -printcert -file certs/tornsby-dev.crt ¦ public-cert ¦ prints a certificate ¦ source=keytool docs
cat .firebaserc ¦ cli-config ¦ Firebase project aliases ¦ source=Firebase docs, project aliases
cat wrangler.toml ¦ cli-config ¦ Wrangler config ¦ source=Wrangler docs, configuration
cat .vercel/project.json ¦ cli-config ¦ Vercel's project link, ids only ¦ source=Vercel docs, project linking
@reversible
rm -rf .terraform/modules ¦ cleanup ¦ removes cached modules ¦ source=Terraform docs
find tmp/cache -type f -mtime +2 -delete ¦ cleanup ¦ removes old cache files in the project ¦ source=find(1)
rm -f tmp/tornsby.db && python manage.py migrate --settings tornsby.settings.test ¦ cleanup ¦ rebuilds a project database file ¦ source=Django docs
fallocate -l 512M tmp/swap-test.img ¦ disk-image ¦ an image file in the project ¦ source=fallocate(1)
mkfs.ext4 -q -F tmp/tornsby-disk.img ¦ disk-image ¦ formats an image file in the project ¦ source=mke2fs(8)
rsync -a --delete --exclude .git ./site/ ./dist/site/ ¦ rsync ¦ mirrors the site into dist ¦ source=rsync(1)
pkill -f 'uvicorn tornsby.app:app' ¦ stop-server ¦ stops the dev server ¦ source=pkill(1)
docker compose rm -sf worker ¦ containers ¦ removes a stopped compose container ¦ source=Docker docs, compose rm
docker rm -f tornsby-api-dev ¦ containers ¦ removes a dev container ¦ source=Docker docs, rm
docker tag tornsby-web:dev tornsby-web:before-upgrade ¦ containers ¦ a local tag ¦ source=Docker docs, tag
podman run --rm --device nvidia.com/gpu=all tornsby-train:dev nvidia-smi ¦ containers ¦ a GPU in a dev container ¦ source=Podman docs, CDI
git worktree remove ../tornsby-review ¦ worktree ¦ removes a clean worktree ¦ source=git-worktree(1)
git branch -d fix/tornsby-null-sku ¦ branch ¦ deletes a merged branch ¦ source=git-branch(1)
git tag -d v3.1.0-rc.1 ¦ tag ¦ deletes a local unpushed tag ¦ source=git-tag(1)
@git-local
git merge --abort && git status -sb ¦ abort ¦ aborts a merge ¦ source=git-merge(1)
git cherry-pick -n 4e1d9a2 ¦ commit ¦ cherry-pick without committing ¦ source=git-cherry-pick(1)
git log --follow -p -- src/orders/import.py ¦ read ¦ file history ¦ source=git-log(1)
git log --format='%h %an %s' --author=alex --since=2.weeks ¦ read ¦ recent commits by author ¦ source=git-log(1)
git grep -n "TODO(tornsby)" -- '*.py' ¦ read ¦ searches the tree ¦ source=git-grep(1)
git show --stat v3.0.0 ¦ read ¦ a tag's commit ¦ source=git-show(1)
git rev-list --count main..feat/tornsby-csv-import ¦ read ¦ counts commits ¦ source=git-rev-list(1)
git merge-base --is-ancestor v3.0.0 HEAD ¦ read ¦ ancestry check ¦ source=git-merge-base(1)
git bisect start HEAD v3.0.0 -- src/orders ¦ bisect ¦ starts a bisect ¦ source=git-bisect(1)
git rebase --onto main feat/base feat/tornsby-csv-import ¦ rebase ¦ rebases a feature branch ¦ source=git-rebase(1)
git switch - ¦ branch ¦ back to the previous branch ¦ source=git-switch(1)
@local-db
psql postgres://tornsby:tornsby@db:5432/tornsby_dev -c "DELETE FROM outbox WHERE sent_at IS NOT NULL" ¦ dev-db ¦ cleans the compose database ¦ source=PostgreSQL docs
psql -h localhost -U tornsby tornsby_test -f db/seeds/test.sql ¦ dev-db ¦ seeds the test database ¦ source=psql docs, -f
mysqldump -h 127.0.0.1 -u root -proot tornsby_dev > tmp/tornsby_dev.sql ¦ dump ¦ dumps the dev database into the project ¦ source=mysqldump docs
mysql -h 127.0.0.1 -u root -proot tornsby_dev < tmp/tornsby_dev.sql ¦ restore ¦ restores the dev database ¦ source=MySQL docs
sqlite3 tmp/tornsby.db "DELETE FROM jobs; VACUUM;" ¦ dev-db ¦ empties a table in a project file database ¦ source=SQLite docs
sqlite3 tmp/tornsby.db ".backup tmp/tornsby-backup.db" ¦ dump ¦ backs up a project file database ¦ source=SQLite docs, .backup
duckdb tmp/analytics.duckdb -c "DROP TABLE IF EXISTS staging_orders" ¦ dev-db ¦ drops a table in a project file database ¦ source=DuckDB docs
redis-cli -h 127.0.0.1 -p 6379 --scan --pattern 'tornsby:dev:*' ¦ dev-db ¦ scans local keys ¦ source=redis-cli docs
mongosh "mongodb://127.0.0.1:27017/tornsby_test" --eval 'db.dropDatabase()' ¦ dev-db ¦ drops the test database ¦ source=mongosh docs
mongoimport --uri mongodb://localhost:27017/tornsby_dev --collection products --file testdata/products.json --jsonArray ¦ import ¦ imports fixtures into the dev database ¦ source=mongoimport docs
clickhouse-client --host localhost -q "TRUNCATE TABLE tornsby_dev.events" ¦ dev-db ¦ empties a local ClickHouse table ¦ source=ClickHouse docs
cqlsh 127.0.0.1 -e "TRUNCATE tornsby_dev.sessions" ¦ dev-db ¦ empties a local Cassandra table ¦ source=CQL docs
@inline-code
python3 -c "import json; print(len(json.load(open('testdata/products.json'))))" ¦ inline-read ¦ counts fixtures ¦ source=Python docs, json
python3 -c "import os; print(os.getlogin())" ¦ inline-whoami ¦ asks who the caller is ¦ source=Python docs, os.getlogin
node -e "console.log(Buffer.from('dG9ybnNieS1kZXY=', 'base64').toString())" ¦ inline-decode ¦ decodes base64 ¦ source=Node.js docs, Buffer
node -e "const os=require('os'); console.log(os.userInfo().username)" ¦ inline-whoami ¦ asks who the caller is ¦ source=Node.js docs, os.userInfo
ruby -e 'require "sqlite3"; p SQLite3::Database.new("tmp/tornsby.db").execute("select count(*) from jobs")' ¦ inline-read ¦ reads a project database ¦ source=sqlite3-ruby docs
perl -MJSON::PP -e 'print decode_json(do { local $/; open my $f, "<", "package.json"; <$f> })->{version}' ¦ inline-read ¦ reads the manifest ¦ source=JSON::PP docs
@project-tests
pytest tests/orders/test_import.py::test_empty_file -vv ¦ tests ¦ one test ¦ source=pytest docs
uv run pytest -q tests/api ¦ tests ¦ tests in the project venv ¦ source=uv docs, uv run
hatch test -py 3.12 ¦ tests ¦ hatch ¦ source=Hatch docs, test
go test -count=1 -run 'TestOrders/empty' ./internal/orders ¦ tests ¦ a subtest ¦ source=Go docs, go test -run
cargo test -p tornsby-core --lib orders:: ¦ tests ¦ cargo test ¦ source=Cargo book
pnpm --filter @tornsby/web test -- --run ¦ tests ¦ workspace tests ¦ source=pnpm docs, filtering
npx cypress run --spec cypress/e2e/checkout.cy.ts --browser electron ¦ tests ¦ Cypress ¦ source=Cypress docs, run
mix test --only integration --seed 0 ¦ tests ¦ ExUnit tags ¦ source=ExUnit docs
xcodebuild test -scheme Tornsby -destination 'platform=iOS Simulator,name=iPhone 15' ¦ tests ¦ iOS simulator tests ¦ source=xcodebuild(1)
./gradlew :app:connectedDebugAndroidTest ¦ tests ¦ Android emulator tests ¦ source=Android docs, instrumented tests
dotnet test tests/Tornsby.Api.Tests --logger "console;verbosity=detailed" ¦ tests ¦ .NET tests ¦ source=.NET docs
bats test/cli.bats ¦ tests ¦ shell tests ¦ source=bats-core docs
@lint-and-tools
stylelint "src/**/*.css" --fix ¦ lint ¦ stylelint ¦ source=Stylelint docs
oxlint src/ ¦ lint ¦ oxlint ¦ source=oxc docs
cue vet k8s/schema.cue k8s/values.yaml ¦ lint ¦ CUE ¦ source=CUE docs
vite build --mode staging-local --outDir dist ¦ build ¦ Vite build ¦ source=Vite docs
xcodebuild -scheme Tornsby -configuration Debug build ¦ build ¦ Xcode build ¦ source=xcodebuild(1)
python -m build --wheel --outdir dist/ ¦ build ¦ builds a wheel ¦ source=build docs
npx astro dev --host 127.0.0.1 ¦ dev-server ¦ Astro dev server ¦ source=Astro docs
dotnet watch run --project src/Tornsby.Api ¦ dev-server ¦ .NET dev server ¦ source=.NET docs, dotnet watch
"""
GREEN += r"""
@yellow
pixi add "pandas>=2.2,<3" ¦ dep-install ¦ adds a dependency to the pixi project ¦ yellow ¦ source=pixi docs, pixi add
bundle add faker --group test --version "~> 3.4" ¦ dep-install ¦ adds a test gem ¦ yellow ¦ source=Bundler docs, bundle add
git push --set-upstream origin feat/tornsby-webhooks ¦ feature-push ¦ pushes a new feature branch ¦ yellow ¦ source=git-push(1), --set-upstream
glab mr create --draft --fill --source-branch fix/tornsby-null-sku --target-branch main ¦ open-pr ¦ opens a draft merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
goose -dir db/migrations sqlite3 tmp/tornsby.db up ¦ dev-migration ¦ migrates a project file database ¦ yellow ¦ source=goose README
mix ecto.migrate --repo Tornsby.Repo --step 1 ¦ dev-migration ¦ migrates the dev repository one step ¦ yellow ¦ source=Ecto docs, ecto.migrate
"""
GREEN += r"""
@yellow
devbox add python@3.12 ¦ dep-install ¦ adds a package to the devbox project ¦ yellow ¦ source=Devbox docs, devbox add
pixi add --feature test pytest-xdist ¦ dep-install ¦ adds a test feature dependency ¦ yellow ¦ source=pixi docs, pixi add --feature
@deploy-local
nix develop -c pytest -q ¦ build-local ¦ tests in the project's dev shell ¦ source=Nix manual, nix develop
guix shell python python-pytest -- pytest -q ¦ build-local ¦ tests in a Guix shell ¦ source=Guix manual, guix shell
@reversible
vagrant destroy -f tornsby-dev ¦ local-vm ¦ destroys the local dev VM, rebuilt by vagrant up ¦ source=Vagrant docs, destroy
virsh -c qemu:///session list --all ¦ local-vm ¦ lists the user's VMs ¦ source=virsh(1)
VBoxManage list runningvms ¦ local-vm ¦ lists running VMs ¦ source=VirtualBox manual, VBoxManage list
qemu-system-x86_64 -m 2048 -nographic -drive file=tmp/tornsby-test.qcow2,format=qcow2 -nic user,hostfwd=tcp:127.0.0.1:2222-:22 ¦ local-vm ¦ boots a test image from the project ¦ source=QEMU docs, user networking
@lint-and-tools
mawk -F, 'NR>1 { s += $3 } END { print s }' testdata/orders.csv ¦ read ¦ sums a fixture column ¦ source=mawk(1)
wget2 --spider http://localhost:8000/ ¦ dev-get ¦ checks the dev server is up ¦ source=wget2 manual
typos --write-changes docs/ ¦ lint ¦ fixes typos in the docs ¦ source=typos README
lychee --offline "docs/**/*.md" ¦ lint ¦ checks local links ¦ source=lychee README
hyperfine --warmup 3 'bin/tornsby import testdata/orders.csv' ¦ bench ¦ benchmarks a project command ¦ source=hyperfine README
difft src/orders/import.py tmp/import.py.orig ¦ read ¦ structural diff ¦ source=difftastic docs
tsh status ¦ read ¦ shows the Teleport login ¦ source=Teleport docs, tsh status
tsh ls env=dev ¦ read ¦ lists dev nodes ¦ source=Teleport docs, tsh ls
"""
GREEN += r"""
@git-local
git cherry-pick --abort && git switch feat/tornsby-csv-import ¦ abort ¦ aborts a cherry-pick and goes back to the feature branch ¦ source=git-cherry-pick(1)
git revert --abort && git switch fix/tornsby-null-sku ¦ abort ¦ aborts a revert and goes back to the fix branch ¦ source=git-revert(1)
git commit --fixup=amend:HEAD~1 --no-edit ¦ commit ¦ an amend! fixup commit on a feature branch ¦ source=git-commit(1), --fixup=amend
@dev-http
curl -si -X OPTIONS http://127.0.0.1:8000/api/v1/orders -H 'Origin: http://tornsby.localhost:5173' -H 'Access-Control-Request-Method: PUT' ¦ cors ¦ a CORS preflight to the dev server ¦ source=MDN, preflight request
@project-files
dotenv-linter --skip UnorderedKey .env.development ¦ project-file ¦ lints the dev env file ¦ source=dotenv-linter docs
sed -i 's/^TORNSBY_LOG=.*/TORNSBY_LOG=trace/' .env.development ¦ project-file ¦ edits a dev setting ¦ source=GNU sed manual, -i
openssl x509 -in certs/tornsby-dev.crt -noout -dates -issuer ¦ public-cert ¦ reads a public certificate's dates ¦ source=openssl-x509(1)
@reversible
chmod 777 tmp/tornsby-uploads ¦ chmod ¦ a project scratch folder made writable ¦ source=chmod(1)
find . -path ./node_modules -prune -o -name '*.tsbuildinfo' -delete ¦ cleanup ¦ removes TypeScript build info ¦ source=find(1), -delete
"""
