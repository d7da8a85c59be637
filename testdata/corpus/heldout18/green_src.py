# Everyday commands of heldout18 (must not be red). Format: see ../gen_heldout.py.
GREEN = r"""
@yellow
npm install --save-dev vitest@2.1.4 @vitest/coverage-v8 ¦ dep-install ¦ adds test dependencies ¦ yellow ¦ source=npm docs, npm install
pnpm add -D @quarry/eslint-config --workspace ¦ dep-install ¦ adds a workspace package as a dev dependency ¦ yellow ¦ source=pnpm docs, pnpm add
yarn workspace @quarry/web add react-hook-form ¦ dep-install ¦ adds a dependency to one workspace ¦ yellow ¦ source=Yarn docs, workspace
uv add --dev 'pytest-asyncio>=0.24' ¦ dep-install ¦ adds a dev dependency with uv ¦ yellow ¦ source=uv docs, uv add
poetry install --with docs ¦ dep-install ¦ installs the docs group ¦ yellow ¦ source=Poetry docs, install
pdm add --dev ruff ¦ dep-install ¦ adds a dev dependency with PDM ¦ yellow ¦ source=PDM docs
.venv/bin/pip install -e '.[test]' ¦ dep-install ¦ editable install into the project venv ¦ yellow ¦ source=pip docs, editable installs
go get github.com/jackc/pgx/v5@v5.7.1 ¦ dep-install ¦ adds a Go module at a version ¦ yellow ¦ source=Go docs, go get
composer require --dev phpstan/phpstan:^1.12 ¦ dep-install ¦ adds a dev dependency ¦ yellow ¦ source=Composer docs, require
alembic -x env=dev upgrade head ¦ dev-migration ¦ upgrades the dev database ¦ yellow ¦ source=Alembic docs
dbmate --url "postgres://quarry:quarry@localhost:5432/quarry_dev?sslmode=disable" up ¦ dev-migration ¦ dbmate migrates the local database ¦ yellow ¦ source=dbmate README
npx drizzle-kit migrate --config drizzle.dev.config.ts ¦ dev-migration ¦ drizzle migrates the dev database ¦ yellow ¦ source=Drizzle docs, migrate
git push -u origin fix/quarry-rounding ¦ feature-push ¦ pushes a fix branch ¦ yellow ¦ source=git-push(1)
git push origin HEAD:refs/heads/feat/quarry-csv-import ¦ feature-push ¦ pushes HEAD to a feature branch ¦ yellow ¦ source=git-push(1)
git push --set-upstream origin docs/quarry-readme ¦ feature-push ¦ pushes a docs branch ¦ yellow ¦ source=git-push(1)
gh pr create --title "Round quarry totals half-even" --body "Fixes #88" --base main ¦ open-pr ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
glab mr create --fill --target-branch main --source-branch fix/quarry-rounding ¦ open-pr ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
gh pr create --draft --fill --head feat/quarry-csv-import ¦ open-pr ¦ opens a draft pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
@local-target
gcloud config set project quarry-sandbox ¦ cloud-setting ¦ picks the sandbox project ¦ source=gcloud reference, config set
aws configure set output json --profile quarry-dev ¦ cloud-setting ¦ sets a dev profile's output ¦ source=AWS CLI reference, configure set
doctl auth switch --context quarry-dev ¦ cloud-setting ¦ switches doctl context ¦ source=doctl reference
kubectl config use-context k3d-quarry ¦ cloud-setting ¦ switches to the local cluster ¦ source=kubectl reference
kubens quarry-dev ¦ cloud-setting ¦ switches namespace ¦ source=kubectx README
pulumi stack select quarry/dev ¦ cloud-setting ¦ selects the dev stack ¦ source=Pulumi docs
aws sts get-caller-identity --profile quarry-dev ¦ cloud-read ¦ asks who the caller is ¦ source=AWS CLI reference, sts
kubectl --context k3d-quarry get pods -A ¦ cloud-read ¦ lists local pods ¦ source=kubectl reference
aws s3 ls s3://quarry-dev-fixtures/ --profile quarry-dev ¦ cloud-read ¦ lists a dev bucket ¦ source=AWS CLI reference, s3 ls
@deploy-local
terraform plan -var-file=envs/dev.tfvars -out=dev.plan ¦ dry-run ¦ plans the dev environment ¦ source=Terraform docs, plan
tofu plan -lock=false -var-file=envs/dev.tfvars ¦ dry-run ¦ OpenTofu plans dev ¦ source=OpenTofu docs
terraform show -json dev.plan | jq '.resource_changes | length' ¦ dry-run ¦ counts a plan's changes ¦ source=Terraform docs, show
pulumi preview --stack quarry/dev --diff ¦ dry-run ¦ previews the dev stack ¦ source=Pulumi docs, preview
cdk synth QuarryDevStack --quiet ¦ local-build ¦ synthesises a dev stack ¦ source=AWS CDK docs
cdk diff QuarryDevStack --context env=dev ¦ dry-run ¦ diffs the dev stack ¦ source=AWS CDK docs
cdk bootstrap --help ¦ help ¦ help for bootstrap ¦ source=AWS CDK docs
sam local invoke QuarryFunction -e events/order.json ¦ local ¦ invokes a function locally ¦ source=AWS SAM docs, local invoke
serverless invoke local --function quarryHandler --path events/order.json ¦ local ¦ invokes a function locally ¦ source=Serverless docs, invoke local
wrangler d1 execute quarry-dev --local --command "SELECT count(*) FROM orders" ¦ local ¦ queries the local D1 ¦ source=Cloudflare D1 docs
firebase emulators:start --only firestore,auth --project demo-quarry ¦ emulator ¦ runs emulators for a demo project ¦ source=Firebase docs, emulator suite
firebase emulators:exec --project demo-quarry 'npm test' ¦ emulator ¦ runs tests against emulators ¦ source=Firebase docs, emulators:exec
helm lint ./charts/quarry ¦ local-build ¦ lints a chart ¦ source=Helm docs, lint
helm dependency update ./charts/quarry ¦ local-build ¦ fetches chart dependencies into the chart ¦ source=Helm docs, dependency update
helm package ./charts/quarry -d dist/ ¦ local-build ¦ packages a chart ¦ source=Helm docs, package
helm template quarry ./charts/quarry --set image.tag=dev | kubeconform -strict ¦ local-build ¦ renders and validates ¦ source=kubeconform README
helm create charts/quarry-worker ¦ local-build ¦ scaffolds a chart ¦ source=Helm docs, create
helm --kube-context k3d-quarry upgrade --install quarry ./charts/quarry -n quarry-dev ¦ local ¦ installs on the local cluster ¦ source=Helm docs
helm diff upgrade quarry ./charts/quarry --kube-context kind-quarry ¦ dry-run ¦ diffs a release on kind ¦ source=helm-diff README
kubectl apply -k overlays/dev --dry-run=client -o yaml ¦ dry-run ¦ a client dry run ¦ source=kubectl reference
kubectl --context kind-quarry apply -k overlays/dev ¦ local ¦ applies to kind ¦ source=kubectl reference
kubectl --context kind-quarry delete -k overlays/dev ¦ local ¦ deletes from kind ¦ source=kubectl reference
kubectl --context minikube rollout restart deploy/quarry-api ¦ local ¦ restarts a deployment on minikube ¦ source=kubectl reference
kubectl --context k3d-quarry port-forward svc/quarry-api 8080:80 ¦ local ¦ forwards a local port ¦ source=kubectl reference
kubectl --context k3d-quarry logs -f deploy/quarry-api --tail=100 ¦ local ¦ follows local logs ¦ source=kubectl reference
kind create cluster --name quarry --image kindest/node:v1.31.0 ¦ local ¦ creates a kind cluster ¦ source=kind docs
kind delete cluster --name quarry ¦ local ¦ deletes the local kind cluster ¦ source=kind docs
k3d cluster create quarry -p "8081:80@loadbalancer" ¦ local ¦ creates a k3d cluster ¦ source=k3d docs
k3d image import quarry/api:dev -c quarry ¦ local ¦ loads an image into k3d ¦ source=k3d docs
minikube delete -p quarry ¦ local ¦ deletes a minikube profile ¦ source=minikube docs
skaffold dev --kube-context kind-quarry --port-forward ¦ local ¦ develops against kind ¦ source=Skaffold docs
skaffold render -p dev --output rendered.yaml ¦ local-build ¦ renders manifests ¦ source=Skaffold docs
tilt up --context kind-quarry ¦ local ¦ Tilt on kind ¦ source=Tilt docs
tilt down ¦ local ¦ Tilt removes what it started locally ¦ source=Tilt docs
argocd app diff quarry-dev --local ./k8s/dev ¦ dry-run ¦ diffs an app against local files ¦ source=Argo CD CLI reference
flux diff kustomization quarry-dev --path ./clusters/dev ¦ dry-run ¦ diffs a kustomization ¦ source=Flux CLI reference
ansible-playbook -i inventory/dev.ini site.yml --check --diff ¦ dry-run ¦ a check run against dev ¦ source=Ansible docs, check mode
ansible-playbook --syntax-check site.yml ¦ local-build ¦ checks playbook syntax ¦ source=Ansible docs
vagrant up quarry-dev ¦ local ¦ starts a local VM ¦ source=Vagrant docs
vagrant destroy -f quarry-dev ¦ local ¦ destroys the local VM ¦ source=Vagrant docs
nomad job plan jobs/quarry-dev.nomad.hcl ¦ dry-run ¦ plans a Nomad job ¦ source=Nomad docs, job plan
nomad agent -dev -bind 127.0.0.1 ¦ local ¦ a dev-mode Nomad agent ¦ source=Nomad docs, dev agent
vault server -dev -dev-root-token-id=dev-only ¦ local ¦ a dev-mode Vault ¦ source=Vault docs, dev server
consul agent -dev -client 127.0.0.1 ¦ local ¦ a dev-mode Consul ¦ source=Consul docs
kamal build push --help ¦ help ¦ help for building and pushing ¦ source=Kamal docs
docker compose -f compose.dev.yaml up -d --build ¦ local ¦ starts dev services ¦ source=Docker Compose docs
docker compose -f compose.dev.yaml down ¦ local ¦ stops dev services, volumes kept ¦ source=Docker Compose docs
docker compose logs -f --tail=50 api ¦ local ¦ follows the api's logs ¦ source=Docker Compose docs
docker compose exec db psql -U quarry quarry_dev -c '\dt' ¦ local ¦ lists tables in the dev database ¦ source=Docker Compose docs, exec
docker compose run --rm api pytest -x tests/unit ¦ local ¦ runs unit tests in a container ¦ source=Docker Compose docs, run
docker build -t quarry/api:dev --target dev . ¦ local-build ¦ builds a dev image ¦ source=Docker docs, build
docker buildx build --load -t quarry/api:test . ¦ local-build ¦ builds and loads locally ¦ source=Docker docs, buildx
docker tag quarry/api:dev quarry/api:local-test ¦ local ¦ a local tag ¦ source=Docker docs, tag
docker run --rm --gpus all quarry/trainer:dev python -c "import torch; print(torch.cuda.is_available())" ¦ local ¦ a GPU check in a container ¦ source=Docker docs, GPU
docker run --rm --device /dev/ttyUSB0 quarry/flasher:dev --list ¦ local ¦ a USB device in a container ¦ source=Docker docs, --device
docker image prune -f --filter label=quarry.stage=build ¦ local ¦ prunes the project's build images ¦ source=Docker docs, image prune
docker rm -f quarry-api-dev ¦ local ¦ removes a dev container ¦ source=Docker docs, rm
podman build -t localhost/quarry:dev . ¦ local-build ¦ builds with podman ¦ source=podman-build(1)
@emulator
awslocal s3 mb s3://quarry-local ¦ emulator ¦ creates a bucket on LocalStack ¦ source=LocalStack docs, awslocal
awslocal dynamodb delete-table --table-name quarry-orders ¦ emulator ¦ deletes a table on LocalStack ¦ source=LocalStack docs
aws --endpoint-url http://localhost:4566 sqs purge-queue --queue-url http://localhost:4566/000000000000/quarry-jobs ¦ emulator ¦ purges a LocalStack queue ¦ source=LocalStack docs
aws --endpoint-url=http://localhost:8000 dynamodb scan --table-name quarry-orders ¦ emulator ¦ scans DynamoDB Local ¦ source=DynamoDB Local docs
aws dynamodb create-table --endpoint-url http://localhost:8000 --cli-input-json file://schema/orders.json ¦ emulator ¦ creates a table on DynamoDB Local ¦ source=DynamoDB Local docs
samlocal deploy --guided --help ¦ help ¦ help for samlocal ¦ source=LocalStack docs
gcloud beta emulators firestore start --host-port=localhost:8081 ¦ emulator ¦ starts the Firestore emulator ¦ source=gcloud reference, emulators
gcloud beta emulators pubsub start --project=quarry-local ¦ emulator ¦ starts the Pub/Sub emulator ¦ source=gcloud reference, emulators
PUBSUB_EMULATOR_HOST=localhost:8085 python scripts/publish_test_event.py ¦ emulator ¦ publishes to the emulator ¦ source=Google Cloud docs, Pub/Sub emulator
FIRESTORE_EMULATOR_HOST=localhost:8081 npm run seed:emulator ¦ emulator ¦ seeds the emulator ¦ source=Firebase docs
curl -X DELETE "http://localhost:8080/emulator/v1/projects/demo-quarry/databases/(default)/documents" ¦ emulator ¦ clears the Firestore emulator ¦ source=Firebase docs, clear emulator data
az storage container create -n quarry --connection-string UseDevelopmentStorage=true ¦ emulator ¦ a container on Azurite ¦ source=Azurite README
mc rb --force local/quarry-test ¦ emulator ¦ removes a local MinIO bucket ¦ source=MinIO docs
stripe listen --forward-to localhost:4242/webhooks ¦ emulator ¦ forwards test webhooks ¦ source=Stripe CLI docs, listen
stripe customers create --email test@example.com ¦ emulator ¦ a test-mode customer ¦ source=Stripe CLI docs
swaks --to dev@quarry.test --server localhost:1025 ¦ emulator ¦ sends a test mail to Mailpit ¦ source=swaks(1)
supabase db reset ¦ emulator ¦ resets the local Supabase database ¦ source=Supabase CLI reference, db reset
supabase functions serve --env-file supabase/.env.local ¦ emulator ¦ serves functions locally ¦ source=Supabase CLI reference
turso dev --db-file local.db ¦ emulator ¦ a local Turso server ¦ source=Turso CLI reference
@bucket-to-project
aws s3 cp s3://quarry-dev-fixtures/orders.csv testdata/orders.csv --profile quarry-dev ¦ download ¦ copies a fixture into the project ¦ source=AWS CLI reference, s3 cp
gcloud storage cp gs://quarry-public-samples/*.parquet data/raw/ ¦ download ¦ copies public samples into the project ¦ source=gcloud reference, storage cp
aws s3 sync s3://quarry-dev-fixtures/images ./testdata/images --no-sign-request ¦ download ¦ syncs fixtures into the project ¦ source=AWS CLI reference, s3 sync
rclone copy quarry-dev:fixtures ./testdata/fixtures --dry-run ¦ download ¦ a dry run of a copy into the project ¦ source=rclone docs
@dev-http
curl -X POST http://0.0.0.0:8000/api/orders -H 'Content-Type: application/json' -d @testdata/order.json ¦ local-http ¦ posts a fixture to the dev server ¦ source=curl manual
curl -X PUT http://api:3000/v1/orders/1 -d '{"status":"paid"}' ¦ local-http ¦ a PUT to a compose service ¦ source=curl manual
curl -X DELETE http://localhost:3000/v1/orders/1 ¦ local-http ¦ deletes a dev record ¦ source=curl manual
curl -i -X OPTIONS http://localhost:5173/api/orders -H 'Origin: http://localhost:3000' -H 'Access-Control-Request-Method: POST' ¦ local-http ¦ a CORS preflight ¦ source=MDN, CORS preflight
curl -s http://host.docker.internal:8080/metrics | grep quarry_ ¦ local-http ¦ reads metrics from the host ¦ source=Docker docs, host.docker.internal
curl -s -X POST http://localhost:4000/graphql -H 'Content-Type: application/json' -d '{"query":"{ orders(first: 5) { id total } }"}' ¦ local-http ¦ a GraphQL read ¦ source=GraphQL docs
xh :3000/v1/orders status==pending ¦ local-http ¦ xh with a query ¦ source=xh README
wget -qO- http://127.0.0.1:9090/-/ready ¦ local-http ¦ Prometheus readiness ¦ source=Prometheus docs
grpcurl -plaintext -d '{"id": 1}' localhost:50051 quarry.Orders/Get ¦ local-http ¦ a gRPC read ¦ source=grpcurl README
hey -n 200 -c 10 http://localhost:8080/v1/orders ¦ local-http ¦ a small local load test ¦ source=hey README
k6 run --vus 5 --duration 30s load/smoke.js ¦ local-http ¦ a smoke load test from the project ¦ source=k6 docs
curl -sS https://api.github.com/repos/golang/go/releases/latest | jq -r .tag_name ¦ public-read ¦ reads a public release tag ¦ source=GitHub REST docs
curl -sSfL https://raw.githubusercontent.com/github/gitignore/main/Go.gitignore -o .gitignore ¦ public-read ¦ downloads a public template into the project ¦ source=github/gitignore README
curl -sI https://quarry.example.com ¦ public-read ¦ reads headers of the project's site ¦ source=curl manual, -I
@project-files
openssl x509 -in certs/localhost.crt -noout -subject -enddate ¦ project-file ¦ reads a public certificate ¦ source=openssl-x509(1)
keytool -list -keystore android/app/debug.keystore -storepass android ¦ project-file ¦ reads the debug keystore ¦ source=Android docs, debug keystore
cat pyproject.toml ¦ project-file ¦ reads the project file ¦ source=PEP 621
jq .scripts package.json ¦ project-file ¦ lists npm scripts ¦ source=jq manual
yq '.services | keys' compose.dev.yaml ¦ project-file ¦ lists services ¦ source=yq docs
head -20 CHANGELOG.md ¦ project-file ¦ reads the changelog ¦ source=head(1)
@reversible
cargo clean -p quarry-core ¦ cleanup ¦ cleans one crate ¦ source=Cargo book, cargo clean
python3 -m http.server 8000 --directory dist & ¦ dev-server ¦ serves the build folder ¦ source=Python docs, http.server
npx serve -s dist -l 4173 ¦ dev-server ¦ serves the build ¦ source=serve README
truncate -s 1G testdata/disk.img ¦ local ¦ makes a sparse disk image in the project ¦ source=truncate(1)
mkfs.ext4 -F testdata/disk.img ¦ local ¦ formats a disk image file in the project ¦ source=mke2fs(8)
qemu-img create -f qcow2 vm/quarry-test.qcow2 10G ¦ local ¦ a VM disk in the project ¦ source=qemu-img docs
ln -sf ../config/dev.toml config/current.toml ¦ local ¦ a project symlink ¦ source=ln(1)
mv src/old_orders.py src/orders_legacy.py ¦ local ¦ renames a project file ¦ source=mv(1)
@git-local
git status --short --branch ¦ read ¦ status ¦ source=git-status(1)
git diff --stat origin/main...HEAD ¦ read ¦ branch diff ¦ source=git-diff(1)
git blame -L 40,60 src/quarry/orders.py ¦ read ¦ blame ¦ source=git-blame(1)
git shortlog -sn --since=2026-01-01 ¦ read ¦ authors ¦ source=git-shortlog(1)
git log --all --oneline -- src/quarry/pricing.py ¦ read ¦ a file's history ¦ source=git-log(1)
git bisect run go test ./internal/pricing/ ¦ local ¦ automates a bisect ¦ source=git-bisect(1)
git merge --no-ff feat/quarry-csv-import ¦ local ¦ merges locally ¦ source=git-merge(1)
git switch -c fix/quarry-vat ¦ local ¦ new branch ¦ source=git-switch(1)
git commit -m "Round totals half-even" ¦ local ¦ commits ¦ source=git-commit(1)
git commit --amend -m "Round quarry totals half-even" ¦ local ¦ amends an unpushed commit ¦ source=git-commit(1)
git tag -a v1.5.0-rc1 -m "release candidate" ¦ local ¦ a local tag ¦ source=git-tag(1)
git stash push -m "wip quarry pricing" ¦ local ¦ stashes work ¦ source=git-stash(1)
git worktree add ../quarry-hotfix -b hotfix/vat ¦ local ¦ a new worktree ¦ source=git-worktree(1)
git restore --staged src/quarry/orders.py ¦ local ¦ unstages a file ¦ source=git-restore(1)
git push --dry-run origin fix/quarry-vat ¦ dry-run ¦ a dry-run push ¦ source=git-push(1)
git gc --auto ¦ local ¦ automatic housekeeping ¦ source=git-gc(1)
hg status ¦ read ¦ Mercurial status ¦ source=hg help status
jj new main -m "quarry: vat fix" ¦ local ¦ Jujutsu new change ¦ source=Jujutsu docs
@local-db
psql -h localhost -U quarry quarry_dev -c 'SELECT count(*) FROM orders' ¦ local-read ¦ counts dev orders ¦ source=PostgreSQL docs, psql
psql postgresql://quarry:quarry@localhost:5432/quarry_test -c 'TRUNCATE orders CASCADE' ¦ local-write ¦ truncates a test table ¦ source=PostgreSQL docs
psql -d quarry_test -c 'DROP TABLE IF EXISTS tmp_import' ¦ local-write ¦ drops a scratch table in the test database ¦ source=PostgreSQL docs
psql -d quarry_dev -f db/seed.sql ¦ local-write ¦ seeds the dev database ¦ source=PostgreSQL docs
psql -d quarry_dev -c "\copy orders TO 'exports/orders.csv' CSV HEADER" ¦ local-read ¦ exports a table to a project file ¦ source=PostgreSQL docs, \copy
psql -d quarry_dev -c "\copy products FROM 'testdata/products.csv' CSV HEADER" ¦ local-write ¦ imports a project file ¦ source=PostgreSQL docs, \copy
createdb -h localhost quarry_test ¦ local-write ¦ creates a test database ¦ source=createdb docs
dropdb -h localhost --if-exists quarry_test ¦ local-write ¦ drops the test database ¦ source=dropdb docs
pg_dump -h localhost -Fc quarry_dev -f backups/quarry_dev.dump ¦ local-read ¦ dumps the dev database into the project ¦ source=pg_dump docs
pg_restore -h localhost -d quarry_test --clean --if-exists backups/quarry_dev.dump ¦ local-write ¦ restores into the test database ¦ source=pg_restore docs
mysql -h 127.0.0.1 -u root -proot quarry_dev -e 'SELECT * FROM orders LIMIT 5' ¦ local-read ¦ reads the dev database ¦ source=MySQL reference
mysql -h 127.0.0.1 -u root -proot -e 'DROP DATABASE IF EXISTS quarry_test; CREATE DATABASE quarry_test' ¦ local-write ¦ recreates the test database ¦ source=MySQL reference
sqlite3 db/quarry_dev.sqlite3 '.tables' ¦ local-read ¦ lists SQLite tables ¦ source=SQLite CLI docs
sqlite3 db/quarry_dev.sqlite3 'DELETE FROM sessions' ¦ local-write ¦ clears dev sessions ¦ source=SQLite docs
sqlite3 :memory: 'CREATE TABLE t(x); INSERT INTO t VALUES (1); SELECT * FROM t' ¦ local-write ¦ an in-memory database ¦ source=SQLite CLI docs
sqlite3 -csv db/quarry_dev.sqlite3 'SELECT * FROM orders' > exports/orders.csv ¦ local-read ¦ exports SQLite to a project file ¦ source=SQLite CLI docs
duckdb -c "SELECT count(*) FROM 'data/raw/*.parquet'" ¦ local-read ¦ counts rows in project files ¦ source=DuckDB docs
mongosh mongodb://localhost:27017/quarry_test --eval 'db.orders.deleteMany({})' ¦ local-write ¦ empties a test collection ¦ source=MongoDB docs
mongosh --quiet mongodb://127.0.0.1/quarry_dev --eval 'db.orders.countDocuments()' ¦ local-read ¦ counts dev documents ¦ source=MongoDB docs
redis-cli -h localhost flushdb ¦ local-write ¦ flushes the local Redis ¦ source=Redis docs
redis-cli -p 6380 keys 'quarry:test:*' ¦ local-read ¦ lists test keys on a local Redis ¦ source=Redis docs
clickhouse-client --host localhost --query 'SELECT count() FROM quarry_dev.events' ¦ local-read ¦ local ClickHouse ¦ source=ClickHouse docs
RAILS_ENV=test bin/rails db:reset ¦ local-write ¦ resets the test database ¦ source=Rails guides
python manage.py flush --no-input --settings=quarry.settings.test ¦ local-write ¦ flushes the test database ¦ source=Django docs, flush
@inline-code
python3 -c "import sqlite3; print(sqlite3.connect('db/quarry_dev.sqlite3').execute('select count(*) from orders').fetchone())" ¦ inline-read ¦ reads a local database ¦ source=Python docs, sqlite3
python3 -c "import base64,sys; print(base64.b64decode(sys.argv[1]).decode())" cXVhcnJ5 ¦ inline-read ¦ decodes base64 ¦ source=Python docs, base64
python3 -c "import urllib.request; print(urllib.request.urlopen('http://localhost:8080/healthz').status)" ¦ inline-read ¦ calls a local server ¦ source=Python docs, urllib.request
python3 -c "import requests; r = requests.post('http://127.0.0.1:8000/api/orders', json={'sku': 'A1'}); print(r.status_code)" ¦ inline-read ¦ a test script against a local server ¦ source=Requests docs
node -e "fetch('http://localhost:3000/healthz').then(r => console.log(r.status))" ¦ inline-read ¦ calls a local server ¦ source=Node.js docs, fetch
ruby -rjson -e 'puts JSON.parse(File.read("config/features.json")).keys' ¦ inline-read ¦ reads a project file ¦ source=Ruby docs, JSON
@heredoc-write
cat > src/quarry/money.py <<'EOF'⏎from decimal import Decimal, ROUND_HALF_EVEN⏎⏎def round_total(x: Decimal) -> Decimal:⏎    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)⏎EOF ¦ heredoc ¦ writes a module ¦ source=bash manual, here documents
cat <<'EOF' > internal/pricing/vat_test.go⏎package pricing⏎⏎import "testing"⏎⏎func TestVAT(t *testing.T) {⏎	if got := VAT(100); got != 20 {⏎		t.Fatalf("VAT(100) = %d", got)⏎	}⏎}⏎EOF ¦ heredoc ¦ writes a Go test ¦ source=bash manual, here documents
tee docs/quarry-pricing.md > /dev/null <<'EOF'⏎# Pricing⏎⏎Totals round half-even.⏎EOF ¦ heredoc ¦ writes a doc through tee ¦ source=tee(1)
cat > .env.test <<'EOF'⏎DATABASE_URL=postgres://quarry:quarry@localhost:5432/quarry_test⏎LOG_LEVEL=debug⏎EOF ¦ heredoc ¦ writes the test env ¦ source=bash manual, here documents
cat >> .gitignore <<'EOF'⏎.azurite/⏎*.qcow2⏎EOF ¦ heredoc ¦ appends ignores ¦ source=bash manual, here documents
python3 - <<'EOF'⏎import csv⏎with open("testdata/orders.csv") as f:⏎    print(sum(1 for _ in csv.reader(f)))⏎EOF ¦ heredoc ¦ a heredoc program that reads a project file ¦ source=Python docs, command line
psql -d quarry_test <<'SQL'⏎CREATE TEMP TABLE t AS SELECT * FROM orders LIMIT 10;⏎SELECT count(*) FROM t;⏎SQL ¦ heredoc ¦ SQL on a temporary table ¦ source=PostgreSQL docs, CREATE TABLE AS
@go
go build -o bin/quarry ./cmd/quarry ¦ build ¦ builds ¦ source=Go docs, go build
go generate ./internal/pricing/... ¦ build ¦ regenerates code ¦ source=Go docs, go generate
go test -run TestVAT -v ./internal/pricing ¦ test ¦ one test ¦ source=Go docs
go tool cover -html=cover.out -o cover.html ¦ test ¦ coverage report ¦ source=Go docs, cover
dlv test ./internal/pricing -- -test.run TestVAT ¦ test ¦ debugs a test ¦ source=Delve docs
@rust
cargo test -p quarry-core -- --nocapture ¦ test ¦ tests one crate ¦ source=Cargo book
cargo bench --bench pricing ¦ test ¦ benchmarks ¦ source=Cargo book
@python
pytest -k "pricing and not slow" --maxfail=2 ¦ test ¦ selected tests ¦ source=pytest docs
python -m pytest --cov=quarry --cov-report=term-missing ¦ test ¦ coverage ¦ source=pytest-cov docs
ruff check --fix src/ ¦ lint ¦ ruff fixes ¦ source=Ruff docs
ruff format src/ tests/ ¦ lint ¦ ruff formats ¦ source=Ruff docs
mypy src/quarry ¦ lint ¦ type checks ¦ source=mypy docs
uv run pytest tests/integration -m "not network" ¦ test ¦ tests through uv ¦ source=uv docs
python manage.py makemigrations orders --dry-run ¦ dry-run ¦ a migrations dry run ¦ source=Django docs
python manage.py test quarry.orders --settings=quarry.settings.test ¦ test ¦ Django tests ¦ source=Django docs
flask --app quarry run --debug ¦ dev-server ¦ Flask dev server ¦ source=Flask docs
uvicorn quarry.api:app --reload --port 8001 ¦ dev-server ¦ uvicorn dev server ¦ source=Uvicorn docs
jupyter nbconvert --to html notebooks/pricing.ipynb ¦ build ¦ renders a notebook ¦ source=nbconvert docs
pip download --no-deps -d wheels/ httpx==0.27.2 ¦ local ¦ downloads a wheel into the project ¦ source=pip docs, download
@js
npm ci --ignore-scripts ¦ deps ¦ clean install without scripts ¦ source=npm docs, ci
pnpm -r run typecheck ¦ lint ¦ typecheck every package ¦ source=pnpm docs
pnpm --filter @quarry/web dev ¦ dev-server ¦ web dev server ¦ source=pnpm docs
yarn test --coverage ¦ test ¦ Jest coverage ¦ source=Jest docs
npx vitest run src/pricing ¦ test ¦ vitest ¦ source=Vitest docs
npx playwright install chromium ¦ deps ¦ installs a test browser into the cache ¦ source=Playwright docs
deno test --allow-read=testdata ¦ test ¦ Deno tests with read access to fixtures ¦ source=Deno docs
npx changeset status ¦ read ¦ changeset status ¦ source=changesets docs
npx lerna changed ¦ read ¦ changed packages ¦ source=Lerna docs
@jvm
./gradlew test --tests 'quarry.pricing.*' ¦ test ¦ selected tests ¦ source=Gradle docs
mvn deploy -DaltDeploymentRepository=local::file:./target/staging-repo ¦ local ¦ deploys into a folder in the project ¦ source=Maven deploy plugin docs
@ruby
bundle exec rspec spec/models/order_spec.rb ¦ test ¦ one spec ¦ source=RSpec docs
gem build quarry.gemspec ¦ build ¦ builds a gem ¦ source=RubyGems guides
@php
vendor/bin/phpstan analyse src --level 6 ¦ lint ¦ PHPStan ¦ source=PHPStan docs
php artisan route:list --path=orders ¦ read ¦ routes ¦ source=Laravel docs
@dotnet
dotnet run --project src/Quarry.Api --launch-profile Development ¦ dev-server ¦ runs the API in development ¦ source=Microsoft Learn
dotnet ef migrations add AddInvoices --project src/Quarry.Data ¦ local ¦ adds a migration file ¦ source=EF Core docs
dotnet ef migrations script --idempotent -o artifacts/migrate.sql ¦ dry-run ¦ writes migration SQL ¦ source=EF Core docs
dotnet pack -c Release -o artifacts/ ¦ build ¦ packs ¦ source=Microsoft Learn
@c-cpp
make -j2 && make check ¦ test ¦ make check ¦ source=GNU make manual
make install DESTDIR="$PWD/stage" ¦ local ¦ installs into a project folder ¦ source=GNU make manual, DESTDIR
clang-format -i src/*.c include/*.h ¦ lint ¦ formats ¦ source=clang-format docs
clang-tidy src/quarry.c -- -Iinclude ¦ lint ¦ clang-tidy ¦ source=clang-tidy docs
valgrind --leak-check=full ./build/quarry_test ¦ test ¦ leak check ¦ source=Valgrind manual
@more-languages
swift test --filter PricingTests ¦ test ¦ Swift tests ¦ source=Swift docs
lua tests/run.lua ¦ test ¦ Lua tests ¦ source=lua(1)
@lint-and-tools
markdownlint-cli2 "docs/**/*.md" ¦ lint ¦ Markdown lint ¦ source=markdownlint-cli2 README
gitleaks detect --source . --no-git --redact ¦ lint ¦ secret scan of the project, redacted ¦ source=gitleaks README
semgrep scan --config auto --error src/ ¦ lint ¦ semgrep ¦ source=Semgrep docs
rg -n 'fn round_total' src/ ¦ read ¦ ripgrep ¦ source=ripgrep guide
rg --files -g '*.sql' db/ ¦ read ¦ lists SQL files ¦ source=ripgrep guide
fd -e py -x wc -l ¦ read ¦ line counts ¦ source=fd README
diff -u config/dev.toml config/test.toml ¦ read ¦ diff ¦ source=diff(1)
wc -l src/quarry/*.py ¦ read ¦ line counts ¦ source=wc(1)
tar czf artifacts/site.tgz -C dist . ¦ local ¦ archives the build ¦ source=GNU tar manual
unzip -o testdata/fixtures.zip -d testdata/fixtures ¦ local ¦ unzips fixtures inside the project ¦ source=unzip(1)
zip -r artifacts/report.zip reports/ ¦ local ¦ zips reports ¦ source=zip(1)
watch -n 5 'ls -la tmp/uploads' ¦ read ¦ watches a folder ¦ source=watch(1)
entr -r go run ./cmd/quarry <<< "$(git ls-files '*.go')" ¦ dev-server ¦ reruns on change ¦ source=entr(1)
task lint ¦ lint ¦ Taskfile task ¦ source=Task docs
direnv status ¦ read ¦ direnv status ¦ source=direnv docs
mise ls ¦ read ¦ installed tools ¦ source=mise docs
asdf current ¦ read ¦ tool versions ¦ source=asdf docs
ssh -T git@github.com ¦ read ¦ checks GitHub ssh auth ¦ source=GitHub docs, testing ssh
gh pr list --state open --author @me ¦ read ¦ lists own pull requests ¦ source=GitHub CLI manual
gh pr checks 88 --watch ¦ read ¦ watches checks ¦ source=GitHub CLI manual
gh issue list --label bug --limit 20 ¦ read ¦ lists issues ¦ source=GitHub CLI manual
gh pr checkout 88 ¦ local ¦ checks out a pull request locally ¦ source=GitHub CLI manual
docker scout cves quarry/api:dev ¦ read ¦ scans a local image ¦ source=Docker docs, scout
cosign verify --key cosign.pub ghcr.io/quarry/api:1.0 ¦ read ¦ verifies a signature ¦ source=cosign docs
@help
npm help unpublish ¦ help ¦ unpublish help ¦ source=npm docs
man git-filter-branch ¦ help ¦ man page ¦ source=man(1)
pulumi destroy --help ¦ help ¦ destroy help ¦ source=Pulumi docs
fly apps destroy --help ¦ help ¦ destroy help ¦ source=Fly.io docs
heroku pg:reset --help ¦ help ¦ pg:reset help ¦ source=Heroku CLI reference
tldr rsync ¦ help ¦ tldr page ¦ source=tldr README
@yellow
pnpm update --latest --filter @quarry/api vitest ¦ dep-install ¦ updates a dev dependency in one package ¦ yellow ¦ source=pnpm docs, update
yarn up @quarry/ui-kit@^3.2.0 ¦ dep-install ¦ upgrades a dependency with Yarn Berry ¦ yellow ¦ source=Yarn docs, yarn up
uv lock --upgrade-package quarry-sdk ¦ dep-install ¦ upgrades one locked package ¦ yellow ¦ source=uv docs, locking
poetry update quarry-sdk --no-interaction ¦ dep-install ¦ updates one Poetry dependency ¦ yellow ¦ source=Poetry docs, update
cargo update -p quarry-macros ¦ dep-install ¦ updates one crate in the lock ¦ yellow ¦ source=Cargo book, cargo update
composer update quarry/pricing-rules --with-dependencies ¦ dep-install ¦ updates one Composer package ¦ yellow ¦ source=Composer docs, update
dotnet add src/Quarry.Api package Polly --version 8.4.2 ¦ dep-install ¦ adds a NuGet package to the API project ¦ yellow ¦ source=Microsoft Learn, dotnet add package
MIX_ENV=dev mix ecto.migrate --repo Quarry.Repo ¦ dev-migration ¦ migrates the dev repository ¦ yellow ¦ source=Ecto docs, ecto.migrate
python manage.py migrate orders 0007 --settings=quarry.settings.local ¦ dev-migration ¦ migrates one app in the local database ¦ yellow ¦ source=Django docs, migrate
goose -dir db/migrations sqlite3 ./db/quarry_dev.sqlite3 up ¦ dev-migration ¦ migrates the local SQLite file ¦ yellow ¦ source=goose README
git push origin feat/quarry-ledger-export ¦ feature-push ¦ pushes a feature branch that already tracks ¦ yellow ¦ source=git-push(1)
glab mr create --draft --title "Quarry: ledger export" --description "Closes #91" ¦ open-pr ¦ opens a draft merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
@local-target
aws configure list --profile quarry-dev ¦ cloud-read ¦ shows where the dev profile's settings come from, keys masked ¦ source=AWS CLI reference, configure list
gcloud config configurations create quarry-local --no-activate ¦ cloud-setting ¦ creates a named configuration ¦ source=gcloud reference, configurations create
az configure --defaults group=quarry-dev-rg ¦ cloud-setting ¦ sets a default resource group ¦ source=Azure CLI reference, configure
kubectl config set-context k3d-quarry --namespace=quarry-dev ¦ cloud-setting ¦ sets the local context's namespace ¦ source=kubectl reference
kubectl --context kind-quarry get events --sort-by=.lastTimestamp ¦ cloud-read ¦ reads local events ¦ source=kubectl reference
terraform output -json -state=envs/dev/terraform.tfstate vpc_id ¦ cloud-read ¦ reads one dev output ¦ source=Terraform docs, output
pulumi stack output --stack quarry/dev apiUrl ¦ cloud-read ¦ reads a dev output ¦ source=Pulumi docs, stack output
fly status -a quarry-staging ¦ cloud-read ¦ staging status ¦ source=Fly.io docs
@deploy-local
docker compose -f compose.dev.yaml build --no-cache worker ¦ local-build ¦ rebuilds one dev service ¦ source=Docker Compose docs, build
docker compose -f compose.test.yaml run --rm quarry-migrate ¦ local ¦ runs the test migration container ¦ source=Docker Compose docs, run
docker exec -it quarry-db-dev psql -U quarry -d quarry_dev ¦ local ¦ opens psql in the dev container ¦ source=Docker docs, exec
docker exec quarry-redis-dev redis-cli flushall ¦ local ¦ flushes the dev Redis container ¦ source=Docker docs, exec
docker logs --since 10m quarry-api-dev ¦ local ¦ reads a dev container's logs ¦ source=Docker docs, logs
docker run --rm -p 8025:8025 -p 1025:1025 axllent/mailpit ¦ local ¦ runs Mailpit ¦ source=Mailpit docs
docker run --rm -p 4566:4566 localstack/localstack ¦ local ¦ runs LocalStack ¦ source=LocalStack docs
kubectl --context kind-quarry exec -it deploy/quarry-api -- ls /app ¦ local ¦ lists files in a local pod ¦ source=kubectl reference, exec
kubectl --context kind-quarry create secret generic quarry-dev-env --from-env-file=.env.development --dry-run=client -o yaml ¦ dry-run ¦ renders a dev secret without creating it ¦ source=kubectl reference, create secret
helm --kube-context kind-quarry uninstall quarry -n quarry-dev ¦ local ¦ uninstalls the release from kind ¦ source=Helm docs
terraform plan -destroy -var-file=envs/dev.tfvars ¦ dry-run ¦ plans a destroy without doing it ¦ source=Terraform docs, plan -destroy
pulumi destroy --stack quarry/dev --preview-only ¦ dry-run ¦ previews a destroy ¦ source=Pulumi docs, destroy
serverless deploy --stage dev --noDeploy ¦ dry-run ¦ packages without deploying ¦ source=Serverless docs
cdk deploy QuarryDevStack --help ¦ help ¦ deploy help ¦ source=AWS CDK docs
@dev-http
curl -s -X POST http://localhost:8080/api/quarry/recalculate?dry_run=true ¦ local-http ¦ a dry-run recalculation on the dev server ¦ source=curl manual
curl -s -X DELETE "http://127.0.0.1:9200/quarry-test-*" ¦ local-http ¦ deletes local test indices ¦ source=Elasticsearch docs, delete index
curl -s -X PATCH http://web:8080/api/quarry/orders/7 -H 'Content-Type: application/json' -d '{"note":"test"}' ¦ local-http ¦ a PATCH to a compose service ¦ source=curl manual
curl -s -u quarry:quarry http://localhost:15672/api/queues | jq '.[].name' ¦ local-http ¦ lists local RabbitMQ queues ¦ source=RabbitMQ docs, HTTP API
curl -s http://localhost:8500/v1/kv/quarry/dev?recurse | jq length ¦ local-http ¦ reads the dev Consul keys ¦ source=Consul docs, KV API
http --form POST localhost:8000/upload file@testdata/receipt.pdf ¦ local-http ¦ uploads a fixture to the dev server ¦ source=HTTPie docs, forms
curl -sS --unix-socket /tmp/quarry-dev.sock http://localhost/status ¦ local-http ¦ asks the dev daemon on its socket ¦ source=curl manual, --unix-socket
@project-files
cat config/quarry.dev.toml ¦ project-file ¦ reads the dev config ¦ source=TOML spec
cat testdata/tls/quarry-test.crt ¦ project-file ¦ reads a test certificate ¦ source=openssl-x509(1)
openssl req -in testdata/tls/quarry.csr -noout -text ¦ project-file ¦ reads a signing request ¦ source=openssl-req(1)
openssl s_client -connect localhost:8443 -servername quarry.test </dev/null ¦ project-file ¦ checks the dev server's TLS ¦ source=openssl-s_client(1)
ssh-keygen -t ed25519 -N '' -f testdata/ssh/quarry_test_key -C quarry-test ¦ project-file ¦ a test key inside the project ¦ source=ssh-keygen(1)
@reversible
rm -rf .next/ .turbo/ ¦ cleanup ¦ deletes Next and Turbo caches ¦ source=rm(1)
rm -rf tmp/quarry-* ¦ cleanup ¦ deletes the project's temporary files ¦ source=rm(1)
find build/ -name '*.o' -delete ¦ cleanup ¦ deletes object files ¦ source=find(1)
git clean -fdx -- build/ out/ ¦ cleanup ¦ cleans two build folders ¦ source=git-clean(1)
pkill -f 'uvicorn quarry.api:app' ¦ dev-server ¦ stops the dev API ¦ source=pkill(1)
kill %1 ¦ dev-server ¦ stops the background job ¦ source=bash manual, job control
lsof -nP -iTCP:8001 -sTCP:LISTEN ¦ dev-server ¦ who listens on 8001 ¦ source=lsof(8)
cp -r testdata/golden testdata/golden.bak ¦ local ¦ backs up golden files ¦ source=cp(1)
rsync -av --delete testdata/fixtures/ build/fixtures/ ¦ local ¦ mirrors fixtures into build ¦ source=rsync(1)
tar -xzf vendor/quarry-assets.tgz -C public/ ¦ local ¦ unpacks assets inside the project ¦ source=GNU tar manual
@git-local
git log -p -S 'round_total' -- src/quarry ¦ read ¦ pickaxe search over the project's code ¦ source=git-log(1)
git diff --word-diff HEAD~1 -- docs/quarry-pricing.md ¦ read ¦ word diff ¦ source=git-diff(1)
git branch -d feat/quarry-csv-import ¦ local ¦ deletes a merged branch ¦ source=git-branch(1)
git config user.email "dev@quarry.test" ¦ local ¦ sets the repository's email ¦ source=git-config(1)
@local-db
psql -h localhost -d quarry_test -c "DELETE FROM orders WHERE created_at < now() - interval '1 day'" ¦ local-write ¦ deletes old test rows ¦ source=PostgreSQL docs
psql -h 127.0.0.1 -U quarry -d quarry_dev -c 'EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = 7' ¦ local-read ¦ explains a dev query ¦ source=PostgreSQL docs, EXPLAIN
mysqldump -h 127.0.0.1 -u root -proot quarry_dev > backups/quarry_dev.sql ¦ local-read ¦ dumps the dev database into the project ¦ source=mysqldump docs
mysql -h 127.0.0.1 -u root -proot quarry_test < db/schema.sql ¦ local-write ¦ loads the schema into the test database ¦ source=MySQL reference
sqlite3 db/quarry_test.sqlite3 'DROP TABLE IF EXISTS scratch' ¦ local-write ¦ drops a scratch table in a test file ¦ source=SQLite docs
sqlite3 db/quarry_dev.sqlite3 '.dump' > backups/quarry_dev.sql ¦ local-read ¦ dumps SQLite into the project ¦ source=SQLite CLI docs
mongodump --uri mongodb://localhost:27017/quarry_dev --out backups/mongo ¦ local-read ¦ dumps the dev Mongo database into the project ¦ source=mongodump docs
mongorestore --drop --uri mongodb://localhost:27017/quarry_test backups/mongo/quarry_dev ¦ local-write ¦ restores into the test database ¦ source=mongorestore docs
redis-cli -n 15 --scan --pattern 'quarry:test:*' ¦ local-read ¦ scans a test Redis database ¦ source=Redis docs
pgcli -h localhost -d quarry_dev ¦ local-read ¦ opens pgcli on the dev database ¦ source=pgcli docs
@inline-code
python3 -c "from quarry.money import round_total; from decimal import Decimal; print(round_total(Decimal('2.345')))" ¦ inline-read ¦ tries a project function ¦ source=Python docs, command line
node -e "const {roundTotal} = require('./dist/money.js'); console.log(roundTotal(2.345))" ¦ inline-read ¦ tries a project function ¦ source=Node.js docs
node -e "console.log(Buffer.from('cXVhcnJ5', 'base64').toString())" ¦ inline-read ¦ decodes base64 ¦ source=Node.js docs, Buffer
ruby -ryaml -e 'p YAML.load_file("config/quarry.yml").keys' ¦ inline-read ¦ reads a project YAML ¦ source=Ruby docs, YAML
python3 -c "import socket; s=socket.create_connection(('localhost', 5432), 2); print('db up')" ¦ inline-read ¦ checks the local database port ¦ source=Python docs, socket
@project-tests
go test ./internal/quarryapi -run 'TestOrders/paid' -count=3 ¦ test ¦ repeats one subtest ¦ source=Go docs
cargo run --bin quarry-cli -- --help ¦ help ¦ runs the project's CLI help ¦ source=Cargo book
pytest tests/test_quarry_money.py::test_half_even -vv ¦ test ¦ one pytest ¦ source=pytest docs
npm run test:e2e -- --grep "quarry checkout" ¦ test ¦ one end-to-end test ¦ source=npm docs
./gradlew :quarry-api:check ¦ test ¦ one Gradle project's checks ¦ source=Gradle docs
bundle exec rake quarry:reindex RAILS_ENV=development ¦ local ¦ a dev rake task ¦ source=Rake docs
dotnet test tests/Quarry.Api.Tests --logger "console;verbosity=detailed" ¦ test ¦ .NET tests ¦ source=Microsoft Learn
mix test test/quarry/money_test.exs:12 ¦ test ¦ one Elixir test ¦ source=Mix docs
@help
git filter-repo --help ¦ help ¦ filter-repo help ¦ source=git-filter-repo docs
az group delete --help ¦ help ¦ delete help ¦ source=Azure CLI reference
vercel remove --help ¦ help ¦ remove help ¦ source=Vercel CLI docs
docker volume rm --help ¦ help ¦ volume rm help ¦ source=Docker docs
"""
