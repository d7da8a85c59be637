# Everyday commands of heldout15 (must not be red; "yellow" lines must be exactly yellow). Format: see ../gen_heldout.py.
GREEN = r"""
@local-target
gcloud config set compute/zone europe-north1-b ¦ plain ¦ sets the CLI's own default region ¦ source=gcloud reference, config set
gcloud config configurations activate sandbox-eu ¦ plain ¦ switches the CLI's named configuration ¦ source=gcloud reference, config configurations activate
gcloud auth list --format='value(account)' ¦ plain ¦ lists signed-in accounts ¦ source=gcloud reference, auth list
aws configure set output json --profile sandbox ¦ plain ¦ sets a profile's region ¦ source=AWS CLI reference, configure set
aws configure list --profile sandbox ¦ plain ¦ lists profile names ¦ source=AWS CLI reference, configure list-profiles
aws sts get-caller-identity --profile dev --output text ¦ plain ¦ asks who the caller is ¦ source=AWS CLI reference, sts get-caller-identity
az account set --subscription initech-dev ¦ plain ¦ selects the CLI's subscription ¦ source=Azure CLI reference, account set
az account show --query name -o tsv ¦ plain ¦ shows the current subscription's name ¦ source=Azure CLI reference, account show
kubectl config use-context kind-payments ¦ plain ¦ switches to the local kind cluster ¦ source=kubectl reference, config use-context
kubectl config set-context --current --namespace=payments-dev ¦ plain ¦ sets the current context's namespace ¦ source=kubectl reference, config set-context
kubectl config get-contexts -o name ¦ plain ¦ lists context names ¦ source=kubectl reference, config get-contexts
kubectx k3d-initech ¦ plain ¦ switches to a local k3d cluster ¦ source=kubectx README
kubens payments-dev ¦ plain ¦ switches the namespace ¦ source=kubectx README, kubens
doctl auth list ¦ plain ¦ lists the CLI's contexts ¦ source=doctl reference, auth list
doctl account get -o json ¦ plain ¦ shows the account ¦ source=doctl reference, account get
fly auth whoami ¦ plain ¦ asks who is signed in ¦ source=Fly docs, flyctl auth whoami
vercel project ls --json ¦ plain ¦ asks who is signed in ¦ source=Vercel CLI docs, whoami
netlify status --verbose ¦ plain ¦ shows the signed-in user and linked site ¦ source=Netlify CLI docs, status
npx wrangler@3 whoami --account-id ¦ plain ¦ asks who is signed in ¦ source=Cloudflare Wrangler docs, whoami
firebase use --add initech-sandbox ¦ plain ¦ selects the dev project alias ¦ source=Firebase CLI reference, use
terraform -chdir=infra/sandbox workspace list ¦ plain ¦ selects the dev workspace ¦ source=Terraform docs, workspace select
pulumi stack ls --all ¦ plain ¦ selects the dev stack ¦ source=Pulumi docs, stack select
oc project -q ¦ plain ¦ switches the OpenShift project ¦ source=OpenShift CLI reference, oc project
gcloud projects list --filter='name:initech*' --format='value(projectId)' ¦ plain ¦ lists projects ¦ source=gcloud reference, projects list
az group list --query "[?location=='westeurope'].name" -o tsv ¦ plain ¦ lists resource groups ¦ source=Azure CLI reference, group list
helm repo list ¦ plain ¦ lists chart repositories ¦ source=Helm docs, repo list
docker context inspect default ¦ plain ¦ lists Docker contexts ¦ source=Docker CLI reference, context ls
docker context show ¦ plain ¦ switches back to the local engine ¦ source=Docker CLI reference, context use
hcloud context list ¦ plain ¦ lists Hetzner CLI contexts ¦ source=hcloud README
gh auth status --active ¦ plain ¦ shows the signed-in account with its token masked ¦ source=GitHub CLI manual, gh auth status
git remote get-url origin ¦ plain ¦ prints the remote's URL ¦ source=git-remote(1)

@deploy-local
terraform init -backend=false -input=false ¦ plain ¦ initialises without a backend ¦ source=Terraform docs, init
terraform -chdir=modules/network validate ¦ plain ¦ validates the configuration ¦ source=Terraform docs, validate
terraform fmt -recursive -check -diff ¦ plain ¦ checks formatting ¦ source=Terraform docs, fmt
terraform plan -lock=false -var-file=envs/sandbox.tfvars -out=sandbox.tfplan ¦ plain ¦ plans against the dev variables ¦ source=Terraform docs, plan
terraform show -json tfplan ¦ plain ¦ prints a saved plan ¦ source=Terraform docs, show
tofu validate -no-color ¦ plain ¦ validates with OpenTofu ¦ source=OpenTofu docs, validate
tflint --recursive --format compact ¦ plain ¦ lints Terraform ¦ source=TFLint README
helm template api ./charts/api -f charts/api/values-dev.yaml ¦ plain ¦ renders a chart locally ¦ source=Helm docs, template
helm lint charts/worker --values charts/worker/values-dev.yaml ¦ plain ¦ lints a chart ¦ source=Helm docs, lint
helm dependency build ./charts/api ¦ plain ¦ builds chart dependencies ¦ source=Helm docs, dependency build
kustomize build overlays/kind --enable-helm ¦ plain ¦ renders an overlay ¦ source=Kustomize docs, build
kubectl apply --dry-run=client --validate=strict -k overlays/kind ¦ plain ¦ a client-side dry run ¦ source=kubectl reference, apply --dry-run
kind create cluster --name payments --image kindest/node:v1.31.0 --wait 60s ¦ plain ¦ creates a local kind cluster ¦ source=kind docs, quick start
k3d cluster create sandbox --servers 1 -p '8081:80@loadbalancer' ¦ plain ¦ creates a local k3d cluster ¦ source=k3d docs, cluster create
minikube start --driver=docker --cpus 4 --memory 8g ¦ plain ¦ starts a local minikube ¦ source=minikube docs, start
skaffold diagnose --module api ¦ plain ¦ builds images locally without pushing ¦ source=Skaffold docs, build
sam validate --lint --template infra/template.yaml ¦ plain ¦ builds a SAM app locally ¦ source=AWS SAM CLI reference, build
sam local invoke OrdersFunction --event events/order-created.json --env-vars env.dev.json ¦ plain ¦ invokes a function locally ¦ source=AWS SAM CLI reference, local invoke
npx cdk synth SandboxStack --no-staging ¦ plain ¦ synthesises templates locally ¦ source=AWS CDK docs, cdk synth
serverless package --stage dev --package .serverless-dev ¦ plain ¦ packages a service without deploying ¦ source=Serverless docs, package
pulumi preview --stack sandbox --json ¦ plain ¦ previews the dev stack ¦ source=Pulumi docs, preview
docker compose config --quiet ¦ plain ¦ validates the compose file ¦ source=Docker docs, compose config
docker compose build --pull worker ¦ plain ¦ builds the api image ¦ source=Docker docs, compose build
docker build -t initech/api:dev -f docker/api.Dockerfile . ¦ plain ¦ builds a local image ¦ source=Docker docs, build
packer fmt -check . ¦ plain ¦ checks Packer formatting ¦ source=Packer docs, fmt
ansible-playbook -i inventories/vagrant site.yml --check --diff ¦ plain ¦ checks a playbook's syntax ¦ source=Ansible docs, ansible-playbook
ansible-lint --profile production roles/web ¦ plain ¦ lints playbooks ¦ source=ansible-lint docs
goreleaser healthcheck ¦ plain ¦ builds a local snapshot ¦ source=GoReleaser docs, build
eas build --local --platform ios --profile preview --non-interactive ¦ plain ¦ builds an app locally ¦ source=Expo docs, local builds
npx wrangler deploy --dry-run --outdir .wrangler/out --env staging ¦ plain ¦ bundles a Worker without deploying ¦ source=Cloudflare Wrangler docs, deploy --dry-run
netlify functions:build --src netlify/functions --functions .netlify/functions ¦ plain ¦ builds the site locally ¦ source=Netlify CLI docs, build
vercel dev --listen 127.0.0.1:3002 --yes ¦ plain ¦ builds the project locally ¦ source=Vercel CLI docs, build
firebase emulators:start --import=./emulator-data --export-on-exit ¦ plain ¦ starts local emulators ¦ source=Firebase docs, emulator suite
supabase migration new add_orders ¦ plain ¦ starts the local Supabase stack ¦ source=Supabase CLI reference, start
nomad job validate jobs/api.nomad.hcl ¦ plain ¦ validates a job file ¦ source=Nomad docs, job validate
earthly +test ¦ plain ¦ runs a build target locally ¦ source=Earthly docs, earthly command
act -j test ¦ plain ¦ runs a workflow job locally in containers ¦ source=act README
localstack status services ¦ plain ¦ starts LocalStack ¦ source=LocalStack docs, CLI

@emulator
awslocal s3 mb s3://dev-uploads ¦ plain ¦ makes a bucket in LocalStack ¦ source=LocalStack docs, awslocal
awslocal sns create-topic --name order-events ¦ plain ¦ creates a queue in LocalStack ¦ source=LocalStack docs, SQS
aws --endpoint-url=http://localhost:4566 dynamodb list-tables ¦ plain ¦ lists tables in LocalStack ¦ source=LocalStack docs, endpoint URL
aws dynamodb create-table --table-name orders-dev --attribute-definitions AttributeName=id,AttributeType=S --key-schema AttributeName=id,KeyType=HASH --billing-mode PAY_PER_REQUEST --endpoint-url http://localhost:8000 ¦ plain ¦ creates a table in DynamoDB Local ¦ source=AWS docs, DynamoDB Local
gcloud emulators pubsub start --host-port=localhost:8085 ¦ plain ¦ starts the Pub/Sub emulator ¦ source=gcloud reference, emulators pubsub start
gcloud beta emulators bigtable start --host-port=localhost:8086 ¦ plain ¦ starts the Datastore emulator ¦ source=gcloud reference, emulators datastore start
azurite-blob --blobHost 127.0.0.1 --blobPort 10000 --location .azurite ¦ plain ¦ starts Azurite ¦ source=Azurite README
az storage container create -n dev --connection-string 'UseDevelopmentStorage=true' ¦ plain ¦ creates a container in Azurite ¦ source=Azure docs, Azurite connection string
mc ls --recursive local/dev-bucket ¦ plain ¦ points mc at a local MinIO ¦ source=MinIO docs, mc alias set
mc mb local/dev-bucket ¦ plain ¦ makes a bucket in local MinIO ¦ source=MinIO docs, mc mb
firebase emulators:exec --only auth,firestore --project demo-initech 'npm run test:integration' ¦ plain ¦ runs tests against emulators ¦ source=Firebase CLI reference, emulators:exec
swaks --to dev@example.test --server localhost:1025 --body 'test mail' ¦ plain ¦ sends a test mail to the local Mailpit ¦ source=swaks(1); Mailpit docs
nats pub -s nats://localhost:4222 dev.test hello ¦ plain ¦ publishes to a local NATS ¦ source=NATS CLI docs, pub
kcat -b 127.0.0.1:19092 -t orders-dev -C -c 5 -f '%k %s\n' ¦ plain ¦ reads a local topic ¦ source=kcat README, consumer mode
redis-cli -h localhost PUBLISH dev:events ping ¦ plain ¦ publishes to a local Redis channel ¦ source=Redis docs, PUBLISH

@bucket-to-project
aws s3 cp s3://initech-dev-fixtures/sample.csv ./testdata/ ¦ plain ¦ copies a fixture into the project ¦ source=AWS CLI reference, s3 cp
gcloud storage cp gs://initech-dev-assets/logo.svg public/ ¦ plain ¦ copies an asset into the project ¦ source=gcloud reference, storage cp
az storage blob download --account-name initechdev -c fixtures -n users.json -f testdata/users.json ¦ plain ¦ downloads a fixture ¦ source=Azure CLI reference, storage blob download
rclone copy r2:initech-dev/fixtures ./fixtures ¦ plain ¦ copies fixtures into the project ¦ source=rclone docs, copy
s5cmd cp 's3://initech-dev-fixtures/*.json' testdata/ ¦ plain ¦ copies fixtures into the project ¦ source=s5cmd README
aws s3 sync s3://initech-dev-fixtures/images ./testdata/images ¦ plain ¦ syncs fixture images into the project ¦ source=AWS CLI reference, s3 sync

@dev-http
curl -X POST http://localhost:8080/api/orders -H 'Content-Type: application/json' -d '{"sku":"A1","qty":2}' ¦ plain ¦ posts to the local API ¦ source=curl(1)
curl -sS -X DELETE http://127.0.0.1:3000/api/todos/3 ¦ plain ¦ deletes a record through the local API ¦ source=curl(1), -X
http --form POST :8000/upload file@testdata/avatar.png ¦ plain ¦ HTTPie's localhost shorthand ¦ source=HTTPie docs, localhost shorthand
xh put localhost:4000/items/2 name=updated ¦ plain ¦ updates an item on the dev server ¦ source=xh README
curl -i -X OPTIONS http://localhost:5173/api -H 'Origin: http://localhost:3000' -H 'Access-Control-Request-Method: POST' ¦ plain ¦ a CORS preflight against the dev server ¦ source=MDN, preflight request
grpcurl -plaintext localhost:50051 describe initech.v1.Orders ¦ plain ¦ lists local gRPC services ¦ source=grpcurl README
grpcurl -plaintext -d '{"id": 1}' localhost:50051 initech.v1.Orders/Get ¦ plain ¦ calls a local gRPC method ¦ source=grpcurl README
websocat ws://localhost:8080/ws ¦ plain ¦ opens a local websocket ¦ source=websocat README
hey -z 20s -q 5 http://127.0.0.1:8080/api/products ¦ plain ¦ load-tests the local server ¦ source=hey README
curl -s http://api:8080/health ¦ plain ¦ checks a compose service ¦ source=Docker docs, compose networking
curl 'http://host.docker.internal:9200/_cat/indices?v' ¦ plain ¦ lists indices of a local Elasticsearch ¦ source=Elasticsearch docs, cat indices
curl -X PUT 'http://localhost:9200/dev-products' ¦ plain ¦ creates an index in a local Elasticsearch ¦ source=Elasticsearch docs, create index
curl -sf http://0.0.0.0:8000/docs -o /dev/null ¦ plain ¦ checks the dev server's docs page ¦ source=curl(1), -f
ab -n 500 -c 20 http://127.0.0.1:8080/ ¦ plain ¦ benchmarks the local server ¦ source=ab(1)
newman run postman/orders.json -e postman/local.json --env-var baseUrl=http://localhost:8080 ¦ plain ¦ runs API tests against the dev server ¦ source=Newman README
hurl --test --variable host=http://localhost:8080 tests/api.hurl ¦ plain ¦ runs Hurl tests against the dev server ¦ source=Hurl docs, --test
curl -s -X POST http://localhost:4000/graphql -H 'Content-Type: application/json' -d '{"query":"{ me { id name } }"}' ¦ plain ¦ a read-only GraphQL query to the dev server ¦ source=GraphQL docs, serving over HTTP

@project-files
less .env.defaults ¦ plain ¦ reads the example env file ¦ source=dotenv README
install -m 600 .env.sample .env.development.local ¦ plain ¦ creates a local env file from the example ¦ source=dotenv README
dotenv-linter .env.development ¦ plain ¦ lints a dev env file ¦ source=dotenv-linter docs
openssl x509 -in certs/dev-ca.crt -noout -subject -enddate ¦ plain ¦ reads a public certificate ¦ source=openssl-x509(1)
mkcert localhost 127.0.0.1 ::1 ¦ plain ¦ makes a local dev certificate ¦ source=mkcert README
keytool -exportcert -alias androiddebugkey -keystore ~/.android/debug.keystore -storepass android | openssl sha1 -binary | openssl base64 ¦ plain ¦ prints the debug keystore's certificate hash ¦ source=Meta for Developers, Android key hash
grep -c '=' .env.test.local ¦ plain ¦ reads the test env file ¦ source=grep(1)
sed -i 's/^PORT=.*/PORT=3001/' .env.development ¦ plain ¦ changes the dev port ¦ source=GNU sed manual
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout tmp/tls/dev.key -out tmp/tls/dev.crt -days 14 -subj '/CN=initech.localhost' ¦ plain ¦ makes a self-signed dev certificate in the project ¦ source=openssl-req(1)
cat tsconfig.json pyproject.toml ¦ plain ¦ reads project config ¦ source=cat(1)

@reversible
rm -rf node_modules/.cache dist ¦ plain ¦ removes build output ¦ source=rm(1)
rm -rf target/criterion ¦ plain ¦ removes Cargo's incremental cache ¦ source=Cargo book, build cache
find packages -maxdepth 3 -type d -name __pycache__ -exec rm -rf {} + ¦ plain ¦ removes Python caches ¦ source=find(1)
find . -path ./node_modules -prune -o -name '*.tsbuildinfo' -print -delete ¦ plain ¦ removes compiled Python files ¦ source=find(1), -delete
rm -rf .tox .nox htmlcov ¦ plain ¦ removes tool caches ¦ source=rm(1)
rm -rf out/ .next/ ¦ plain ¦ removes rebuildable output ¦ source=rm(1)
npx rimraf dist coverage ¦ plain ¦ removes output folders ¦ source=rimraf README
lsof -ti tcp:3000 | xargs kill ¦ plain ¦ stops the dev server on port 3000 ¦ source=lsof(8), -t
fuser -k -TERM 5173/tcp ¦ plain ¦ stops whatever holds the dev port ¦ source=fuser(1), -k
docker compose stop api worker ¦ plain ¦ stops the dev containers ¦ source=Docker docs, compose down
docker compose up -d --build --force-recreate web ¦ plain ¦ restarts a dev container ¦ source=Docker docs, compose restart
docker tag initech/api:dev localhost:5000/initech/api:dev ¦ plain ¦ tags an image for a local registry ¦ source=Docker docs, tag
docker push localhost:5000/initech/api:dev ¦ plain ¦ pushes to a local registry ¦ source=Docker docs, local registry
docker run --rm --gpus all initech/train:dev python train.py --epochs 1 ¦ plain ¦ runs a local image on the GPU ¦ source=Docker docs, --gpus
truncate -s 0 logs/dev.log ¦ plain ¦ empties the project's dev log ¦ source=truncate(1)
qemu-img resize vm/test.qcow2 +2G ¦ plain ¦ creates a disk image in the project ¦ source=qemu-img(1)
chmod -R 777 tmp/uploads ¦ plain ¦ opens a project folder for a container ¦ source=chmod(1)
rsync -av --delete --exclude '.gitkeep' assets/ build/assets/ ¦ plain ¦ mirrors between two project folders ¦ source=rsync(1)
docker image prune -f --filter label=project=initech ¦ plain ¦ removes dangling images ¦ source=Docker docs, image prune
docker builder prune -f --filter until=24h ¦ plain ¦ removes old build cache ¦ source=Docker docs, builder prune
npm cache verify ¦ plain ¦ checks the npm cache ¦ source=npm docs, cache

@git-local
git log --oneline --graph --all --since='2 weeks ago' ¦ plain ¦ reads history ¦ source=git-log(1)
git blame -L 10,40 src/app.ts ¦ plain ¦ reads line history ¦ source=git-blame(1)
git diff --name-status origin/main...HEAD ¦ plain ¦ compares with main ¦ source=git-diff(1)
git show HEAD~2:package.json ¦ plain ¦ reads an old version of a file ¦ source=git-show(1)
git shortlog -sne --since=2026-01-01 HEAD ¦ plain ¦ counts commits per author ¦ source=git-shortlog(1)
git bisect start HEAD v1.4.0 ¦ plain ¦ starts a bisect ¦ source=git-bisect(1)
git bisect run npm test ¦ plain ¦ bisects with the test suite ¦ source=git-bisect(1), run
git stash push -m wip -- src/ ¦ plain ¦ stashes changes ¦ source=git-stash(1)
git stash apply stash@{1} ¦ plain ¦ restores stashed changes ¦ source=git-stash(1)
git switch -c feature/search ¦ plain ¦ creates a branch ¦ source=git-switch(1)
git rebase --autosquash main ¦ plain ¦ rebases the local feature branch ¦ source=git-rebase(1)
git commit --fixup HEAD~1 ¦ plain ¦ makes a fixup commit ¦ source=git-commit(1)
git revert --no-edit -m 1 4f2a9c1 ¦ plain ¦ reverts a commit locally ¦ source=git-revert(1)
git fetch --prune --tags origin ¦ plain ¦ fetches and prunes remote-tracking refs ¦ source=git-fetch(1)
git remote show origin ¦ plain ¦ lists remotes ¦ source=git-remote(1)
git tag -l 'v1.*' ¦ plain ¦ lists tags ¦ source=git-tag(1)
git rev-parse --verify --short=12 HEAD ¦ plain ¦ prints the branch name ¦ source=git-rev-parse(1)
git reflog show --date=relative -n 15 feature/search ¦ plain ¦ reads the reflog ¦ source=git-reflog(1)
git log -S 'parseOrder' --oneline ¦ plain ¦ searches history for a string ¦ source=git-log(1), -S
git grep -n 'TODO' -- '*.go' ¦ plain ¦ searches the tree ¦ source=git-grep(1)
git format-patch --cover-letter -o tmp/patches origin/main ¦ plain ¦ writes patches into the project ¦ source=git-format-patch(1)
git apply --check patches/0001-fix.patch ¦ plain ¦ checks a patch ¦ source=git-apply(1)
git am --3way patches/0001-fix-null-check.patch ¦ plain ¦ abandons a patch series ¦ source=git-am(1)
git notes append -m 'perf checked' HEAD~1 ¦ plain ¦ adds a local note ¦ source=git-notes(1)
git range-diff main...feature/a ¦ plain ¦ compares two versions of a branch ¦ source=git-range-diff(1)
git status --porcelain=v2 --branch ¦ plain ¦ reads status ¦ source=git-status(1)
git merge --no-ff feature/search ¦ plain ¦ merges a branch locally ¦ source=git-merge(1)
git branch --delete feature/csv-export ¦ plain ¦ deletes a merged local branch ¦ source=git-branch(1), -d
git restore --staged -- src/app.ts src/lib.ts ¦ plain ¦ unstages a file ¦ source=git-restore(1), --staged
hg log -l 5 --template '{node|short} {desc|firstline}\n' ¦ plain ¦ reads Mercurial history ¦ source=hg help log
svn log -l 5 ¦ plain ¦ reads Subversion history ¦ source=svn book, svn log
jj log -r 'trunk()..@' ¦ plain ¦ reads Jujutsu history ¦ source=Jujutsu docs, revsets
fossil timeline -n 10 ¦ plain ¦ reads Fossil history ¦ source=Fossil docs, timeline

@local-db
sqlite3 dev.db '.tables' ¦ plain ¦ lists tables of a project database ¦ source=SQLite CLI docs
sqlite3 -csv dev.db '.import --skip 1 data/products.csv products' ¦ plain ¦ imports a CSV into a project database ¦ source=SQLite CLI docs, import
psql -h localhost -U postgres -d initech_dev -c '\dt' ¦ plain ¦ lists tables of the dev database ¦ source=psql docs
psql postgresql://postgres@localhost:5432/initech_test -c 'TRUNCATE events' ¦ plain ¦ empties a table of the test database ¦ source=PostgreSQL docs, TRUNCATE
pg_dump -h localhost -d initech_dev -Fc -f tmp/dev.dump ¦ plain ¦ dumps the dev database into the project ¦ source=pg_dump docs
createdb -h localhost initech_test ¦ plain ¦ creates a local test database ¦ source=createdb docs
dropdb -h localhost --if-exists initech_test ¦ plain ¦ drops a local test database ¦ source=dropdb docs
mysql -h 127.0.0.1 -u root -e 'SHOW DATABASES' ¦ plain ¦ lists local databases ¦ source=MySQL docs, mysql client
mysqldump -h 127.0.0.1 -u root initech_dev > tmp/dev.sql ¦ plain ¦ dumps the dev database into the project ¦ source=MySQL docs, mysqldump
redis-cli -h 127.0.0.1 --bigkeys ¦ plain ¦ lists keys of the local Redis ¦ source=Redis docs, redis-cli --scan
mongosh mongodb://localhost:27017/initech_dev --eval 'db.users.countDocuments()' ¦ plain ¦ counts documents in the dev database ¦ source=MongoDB docs, mongosh --eval
duckdb tmp/analysis.duckdb -c "CREATE TABLE events AS SELECT * FROM read_csv_auto('data/events.csv')" ¦ plain ¦ queries a project file ¦ source=DuckDB docs, CLI
sqlite3 :memory: '.read sql/schema.sql' '.schema' ¦ plain ¦ an in-memory database ¦ source=SQLite CLI docs
psql -h localhost -d initech_dev -c "CREATE TEMP TABLE t AS SELECT 1 AS x; SELECT * FROM t" ¦ plain ¦ SQL on a temporary table ¦ source=PostgreSQL docs, CREATE TABLE TEMP
psql -h localhost -d initech_dev -c "\copy users TO 'tmp/users.csv' CSV HEADER" ¦ plain ¦ exports a dev table into the project ¦ source=psql docs, \copy
cqlsh localhost -e 'DESCRIBE KEYSPACES' ¦ plain ¦ lists local Cassandra keyspaces ¦ source=cqlsh docs

@inline-code
python3 -c 'import sys; print(sys.executable, sys.prefix)' ¦ plain ¦ prints the Python version ¦ source=Python docs, sys.version
python3 -c "import tomllib; print(tomllib.load(open('pyproject.toml','rb'))['tool']['ruff'])" ¦ plain ¦ reads a project file ¦ source=Python docs, json
node -e "console.log(Object.keys(require('./package.json').scripts).join('\n'))" ¦ plain ¦ reads the package version ¦ source=Node.js docs, -e
node -p 'process.versions.v8' ¦ plain ¦ prints the V8 version ¦ source=Node.js docs, -p
python3 -c "import base64,sys; sys.stdout.write(base64.urlsafe_b64decode('eyJhbGciOiJIUzI1NiJ9').decode())" ¦ plain ¦ decodes base64 ¦ source=Python docs, base64
ruby -ryaml -e 'puts YAML.load_file("config/database.yml").keys' ¦ plain ¦ prints the Ruby version ¦ source=ruby(1)
perl -ne 'print if /ERROR/' logs/dev.log ¦ plain ¦ filters a project log ¦ source=perlrun(1), -n
python3 -c "import sqlite3; c=sqlite3.connect('file:dev.db?mode=ro', uri=True); print(c.execute('select name from sqlite_master').fetchall())" ¦ plain ¦ reads a local database ¦ source=Python docs, sqlite3
php -r 'var_dump(extension_loaded("intl"));' ¦ plain ¦ prints the PHP version ¦ source=PHP manual, -r
python3 -c "import os, socket; print(os.getuid(), socket.gethostname())" ¦ plain ¦ asks who the caller is ¦ source=Python docs, getpass.getuser
python3 -c "import json, urllib.request; print(json.load(urllib.request.urlopen('http://127.0.0.1:8000/api/version')))" ¦ plain ¦ calls the local server ¦ source=Python docs, urllib.request

@heredoc-write
cat > src/config.ts <<'EOF'⏎export const port = 3000;⏎export const apiBase = '/api';⏎EOF ¦ plain ¦ writes a source file through a heredoc ¦ source=Bash manual, here documents
tee tests/fixtures/user.json > /dev/null <<'JSON'⏎{"id": 1, "name": "dev"}⏎JSON ¦ plain ¦ writes a fixture through tee ¦ source=tee(1); Bash manual, here documents
cat >> docs/testing.md <<'MD'⏎## Running tests⏎make test⏎MD ¦ plain ¦ appends to a project doc ¦ source=Bash manual, here documents
python3 - <<'PY'⏎import json⏎print(json.load(open('package.json'))['name'])⏎PY ¦ plain ¦ runs a short read-only script from a heredoc ¦ source=Python docs, - argument
cat > internal/version/version.go <<EOF⏎package version⏎⏎const Version = "dev"⏎EOF ¦ plain ¦ writes a Go file through a heredoc ¦ source=Bash manual, here documents
"""
