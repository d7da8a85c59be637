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
npx wrangler@3 whoami ¦ plain ¦ asks who is signed in ¦ source=Cloudflare Wrangler docs, whoami
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

@go
go test -shuffle=on -count=1 ./internal/billing/... ¦ plain ¦ runs tests in random order ¦ source=Go docs, testing flags -shuffle
go test -coverprofile=tmp/cover.out ./... && go tool cover -func=tmp/cover.out ¦ plain ¦ measures coverage ¦ source=Go docs, go tool cover
go build -trimpath -o bin/initechd ./cmd/initechd ¦ plain ¦ builds a binary into the project ¦ source=Go docs, go build
go vet -vettool=$(which shadow) ./... ¦ plain ¦ runs an extra vet analyser ¦ source=Go docs, go vet -vettool
go list -m -u all ¦ plain ¦ lists available module updates ¦ source=Go docs, go list -m
go mod why -m golang.org/x/text ¦ plain ¦ explains why a module is needed ¦ source=Go docs, go mod why
go mod graph | grep grpc ¦ plain ¦ reads the module graph ¦ source=Go docs, go mod graph
staticcheck -checks all ./... ¦ plain ¦ runs staticcheck ¦ source=Staticcheck docs
govulncheck -show verbose ./cmd/... ¦ plain ¦ checks for known vulnerabilities ¦ source=govulncheck docs
gofmt -s -l . ¦ plain ¦ lists files needing formatting ¦ source=gofmt docs
go run ./cmd/seed --dsn 'postgres://postgres@localhost:5432/initech_dev?sslmode=disable' ¦ plain ¦ seeds the dev database ¦ source=Go docs, go run
go tool pprof -top tmp/cpu.prof ¦ plain ¦ reads a CPU profile ¦ source=Go docs, pprof
air --build.cmd 'go build -o tmp/main ./cmd/api' --build.bin tmp/main ¦ plain ¦ runs the dev server with live reload ¦ source=air README
templ generate ./views ¦ plain ¦ generates templ components ¦ source=templ docs, generate
sqlc generate -f db/sqlc.yaml ¦ plain ¦ generates query code ¦ source=sqlc docs, generate

@rust
cargo check --all-targets --workspace ¦ plain ¦ checks the workspace ¦ source=Cargo book, cargo check
cargo test --doc -p initech-api ¦ plain ¦ runs doc tests ¦ source=Cargo book, cargo test --doc
cargo bench --bench parser -- --save-baseline main ¦ plain ¦ runs benchmarks ¦ source=Criterion docs, baselines
cargo tree -i serde --edges normal ¦ plain ¦ shows who depends on serde ¦ source=Cargo book, cargo tree
cargo expand --lib models ¦ plain ¦ expands macros ¦ source=cargo-expand README
cargo audit --deny warnings ¦ plain ¦ audits dependencies ¦ source=cargo-audit README
cargo deny --workspace check bans licenses ¦ plain ¦ checks licences ¦ source=cargo-deny docs
cargo run --example client -- --addr 127.0.0.1:7878 ¦ plain ¦ runs an example against the local server ¦ source=Cargo book, --example
cargo watch -x 'test -p initech-core' ¦ plain ¦ reruns tests on change ¦ source=cargo-watch README
cargo clean --release -p initech-api ¦ plain ¦ removes release build output of one package ¦ source=Cargo book, cargo clean
rustfmt --edition 2021 --check src/main.rs ¦ plain ¦ checks formatting of one file ¦ source=rustfmt docs
cargo llvm-cov --html --output-dir tmp/cov ¦ plain ¦ measures coverage ¦ source=cargo-llvm-cov README
cargo machete --with-metadata crates/ ¦ plain ¦ finds unused dependencies ¦ source=cargo-machete README

@python
pytest -x --lf -p no:cacheprovider tests/integration ¦ plain ¦ reruns failed integration tests ¦ source=pytest docs, --lf
pytest -n auto --dist loadfile tests/ ¦ plain ¦ runs tests in parallel ¦ source=pytest-xdist docs
python -m unittest discover -s tests -p 'test_*.py' -v ¦ plain ¦ runs unittest discovery ¦ source=Python docs, unittest discover
coverage run -m pytest && coverage html -d tmp/htmlcov ¦ plain ¦ measures coverage ¦ source=Coverage.py docs
ruff check --statistics src ¦ plain ¦ counts lint findings ¦ source=Ruff docs, --statistics
black --check --diff src tests ¦ plain ¦ checks formatting ¦ source=Black docs
isort --check-only --profile black src ¦ plain ¦ checks import order ¦ source=isort docs
pyright --outputjson src/initech ¦ plain ¦ type-checks ¦ source=Pyright docs, CLI
flake8 --max-line-length 100 src/ ¦ plain ¦ lints ¦ source=Flake8 docs
pylint --disable=C0114 src/initech/orders ¦ plain ¦ lints ¦ source=Pylint docs
bandit -r src -ll ¦ plain ¦ scans the project's code for risky calls ¦ source=Bandit docs
pip list --outdated --format=columns ¦ plain ¦ lists outdated packages ¦ source=pip docs, list
pip show -f requests ¦ plain ¦ shows an installed package ¦ source=pip docs, show
pipdeptree -p fastapi ¦ plain ¦ shows a dependency tree ¦ source=pipdeptree README
uv lock --check ¦ plain ¦ checks the lock file is current ¦ source=uv docs, lock
uv run --frozen pytest tests/unit ¦ plain ¦ runs tests with the locked env ¦ source=uv docs, run --frozen
poetry check --lock ¦ plain ¦ validates pyproject and lock ¦ source=Poetry docs, check
poetry run python -m initech.cli --help ¦ plain ¦ runs the project's CLI help ¦ source=Poetry docs, run
uvicorn initech.app:app --reload --host 127.0.0.1 --port 8001 ¦ plain ¦ runs the dev server ¦ source=Uvicorn docs
flask --app initech run --debug --port 5001 ¦ plain ¦ runs the Flask dev server ¦ source=Flask docs, run
python manage.py test orders --parallel 4 --keepdb ¦ plain ¦ runs Django tests ¦ source=Django docs, test
python manage.py check --deploy --fail-level WARNING ¦ plain ¦ runs Django's checks ¦ source=Django docs, check
python manage.py showmigrations orders ¦ plain ¦ lists migrations ¦ source=Django docs, showmigrations
python manage.py sqlmigrate orders 0012 ¦ plain ¦ prints a migration's SQL ¦ source=Django docs, sqlmigrate
celery -A initech worker -l info --concurrency 2 ¦ plain ¦ runs a local worker ¦ source=Celery docs, workers
jupyter lab --no-browser --ip 127.0.0.1 --port 8889 ¦ plain ¦ runs JupyterLab locally ¦ source=JupyterLab docs
mkdocs serve -a 127.0.0.1:8002 ¦ plain ¦ serves docs locally ¦ source=MkDocs docs, serve
sphinx-build -b html -W docs tmp/docs-html ¦ plain ¦ builds docs ¦ source=Sphinx docs, sphinx-build
python -m http.server 8003 --bind 127.0.0.1 --directory tmp/docs-html ¦ plain ¦ serves a folder on localhost ¦ source=Python docs, http.server
pre-commit run ruff --all-files ¦ plain ¦ runs one pre-commit hook ¦ source=pre-commit docs, run

@js
npm run dev -- --port 5174 --host 127.0.0.1 ¦ plain ¦ runs the dev server ¦ source=Vite docs, server options
npm run test:unit -- --coverage ¦ plain ¦ runs unit tests with coverage ¦ source=npm docs, run-script
npm outdated --long ¦ plain ¦ lists outdated dependencies ¦ source=npm docs, outdated
npm explain react-dom ¦ plain ¦ explains why a package is installed ¦ source=npm docs, explain
npm pack --dry-run --json --workspace packages/ui ¦ plain ¦ lists what a package would contain ¦ source=npm docs, pack
pnpm why typescript ¦ plain ¦ explains why a package is installed ¦ source=pnpm docs, why
pnpm --filter @initech/api test -- --runInBand ¦ plain ¦ runs one package's tests ¦ source=pnpm docs, filtering
yarn workspaces foreach -A run build ¦ plain ¦ builds every workspace ¦ source=Yarn docs, workspaces foreach
npx tsc -p tsconfig.build.json --noEmit --pretty ¦ plain ¦ type-checks ¦ source=TypeScript docs, tsc
npx eslint . --ext .ts,.tsx --cache --cache-location tmp/.eslintcache ¦ plain ¦ lints with a cache ¦ source=ESLint docs, --cache
npx biome check --write src ¦ plain ¦ lints and formats ¦ source=Biome docs, check
npx stylelint 'src/**/*.css' ¦ plain ¦ lints styles ¦ source=Stylelint docs
npx next build --no-lint ¦ plain ¦ builds a Next.js app ¦ source=Next.js docs, next build
npx next dev -p 3005 ¦ plain ¦ runs the Next.js dev server ¦ source=Next.js docs, next dev
npx astro check ¦ plain ¦ type-checks an Astro site ¦ source=Astro docs, astro check
npx storybook dev -p 6007 --ci ¦ plain ¦ runs Storybook locally ¦ source=Storybook docs, CLI
npx cypress run --spec cypress/e2e/login.cy.ts --browser electron ¦ plain ¦ runs Cypress tests ¦ source=Cypress docs, cypress run
npx mocha --recursive test/unit --reporter dot ¦ plain ¦ runs Mocha tests ¦ source=Mocha docs
npx ava --match '*parser*' ¦ plain ¦ runs AVA tests ¦ source=AVA docs
npx knip --production ¦ plain ¦ finds unused files and exports ¦ source=Knip docs
npx depcheck --ignores='@types/*' packages/api ¦ plain ¦ finds unused dependencies ¦ source=depcheck README
npx tsx watch src/server.ts ¦ plain ¦ runs the server in watch mode ¦ source=tsx docs, watch
node --test --test-reporter=spec test/ ¦ plain ¦ runs Node's test runner ¦ source=Node.js docs, test runner
node --inspect=127.0.0.1:9229 dist/server.js ¦ plain ¦ runs with the debugger on localhost ¦ source=Node.js docs, --inspect
bun run --hot src/index.ts ¦ plain ¦ runs with hot reload ¦ source=Bun docs, --hot
deno test --allow-read=. --coverage=tmp/cov ¦ plain ¦ runs Deno tests with coverage ¦ source=Deno docs, test
deno lint --rules-exclude=no-explicit-any src/ tests/ ¦ plain ¦ lints with Deno ¦ source=Deno docs, lint
npx webpack --mode development --stats errors-only ¦ plain ¦ bundles for development ¦ source=webpack docs, CLI
npx esbuild src/index.ts --bundle --outfile=dist/index.js --sourcemap ¦ plain ¦ bundles with esbuild ¦ source=esbuild docs
npx turbo run test --filter=...[origin/main] ¦ plain ¦ runs tests of changed packages ¦ source=Turborepo docs, filtering
npx nx affected -t lint ¦ plain ¦ lints affected projects ¦ source=Nx docs, affected

@jvm
./gradlew check --continue --console=plain ¦ plain ¦ runs all checks ¦ source=Gradle docs, check
./gradlew :core:test --rerun --info ¦ plain ¦ reruns tests ¦ source=Gradle docs, --rerun
./gradlew :api:dependencies --configuration testRuntimeClasspath --console=plain ¦ plain ¦ lists dependencies ¦ source=Gradle docs, dependencies
./gradlew :api:bootRun --args='--spring.profiles.active=dev --server.port=8089' ¦ plain ¦ runs the app locally ¦ source=Spring Boot docs, Gradle plugin
./gradlew ktlintCheck detekt ¦ plain ¦ lints Kotlin ¦ source=ktlint-gradle and detekt docs
./gradlew clean assembleDebug ¦ plain ¦ builds a debug APK ¦ source=Android docs, build from the command line
mvn -B -q dependency:tree -Dincludes=com.fasterxml.jackson.core ¦ plain ¦ shows part of the dependency tree ¦ source=Maven dependency plugin docs
mvn -DskipTests package -pl service -am ¦ plain ¦ packages one module ¦ source=Maven docs, reactor options
./mvnw -q spotless:apply -pl service ¦ plain ¦ formats ¦ source=Spotless Maven docs
./mvnw versions:display-plugin-updates -DprocessDependencyManagement=false ¦ plain ¦ lists dependency updates ¦ source=Versions Maven plugin docs
./mvnw clean ¦ plain ¦ removes the target folder ¦ source=Maven docs, clean
sbt ~compile ¦ plain ¦ recompiles on change ¦ source=sbt docs, continuous build
sbt 'scalafmtCheckAll; scalafmtSbtCheck' ¦ plain ¦ checks Scala formatting ¦ source=scalafmt docs
lein test :only initech.core-test ¦ plain ¦ runs Clojure tests ¦ source=Leiningen docs
clojure -M:test -n initech.orders-test ¦ plain ¦ runs Clojure tests with deps.edn ¦ source=Cognitect test-runner README
kotlinc src/Main.kt -include-runtime -d tmp/main.jar ¦ plain ¦ compiles Kotlin ¦ source=Kotlin docs, command-line compiler
java -jar build/libs/initech-0.1.jar --server.port=8081 ¦ plain ¦ runs the built app locally ¦ source=Spring Boot docs, running
javac -d tmp/classes $(find src/main/java -name '*.java') ¦ plain ¦ compiles Java sources ¦ source=javac docs

@ruby
bundle exec rspec --only-failures ¦ plain ¦ reruns failed specs ¦ source=RSpec docs, --only-failures
bundle exec rake -W db:seed ¦ plain ¦ lists rake tasks ¦ source=Rake docs
bundle exec standardrb --fix app lib ¦ plain ¦ lints and fixes ¦ source=Standard Ruby README
bundle outdated --only-explicit ¦ plain ¦ lists outdated gems ¦ source=Bundler docs, outdated
bundle exec brakeman -q --no-pager ¦ plain ¦ scans the app's code ¦ source=Brakeman docs
bin/rails db:migrate:status ¦ plain ¦ lists migration status ¦ source=Rails guides, migrations
bin/rails assets:precompile RAILS_ENV=development ¦ plain ¦ builds assets locally ¦ source=Rails guides, asset pipeline
bin/dev -p 3010 ¦ plain ¦ runs the app's dev processes ¦ source=Rails guides, bin/dev
bundle exec sidekiq -C config/sidekiq.yml -e development ¦ plain ¦ runs a local job worker ¦ source=Sidekiq wiki
ruby -Itest test/models/order_test.rb ¦ plain ¦ runs one test file ¦ source=Rails guides, testing
bin/rails tmp:clear log:clear ¦ plain ¦ clears tmp and log files ¦ source=Rails guides, command line

@php
composer validate --no-check-publish --strict composer.json ¦ plain ¦ validates composer.json ¦ source=Composer docs, validate
composer show --tree monolog/monolog ¦ plain ¦ shows a dependency tree ¦ source=Composer docs, show
composer dump-autoload --classmap-authoritative --dev ¦ plain ¦ rebuilds the autoloader ¦ source=Composer docs, dump-autoload
vendor/bin/phpunit --filter OrderTest --testdox ¦ plain ¦ runs PHPUnit tests ¦ source=PHPUnit docs
vendor/bin/phpstan analyse -l 8 src ¦ plain ¦ analyses code ¦ source=PHPStan docs
vendor/bin/php-cs-fixer check --diff src/Billing ¦ plain ¦ checks code style ¦ source=PHP CS Fixer docs
vendor/bin/psalm --show-info=false --threads=2 src/ ¦ plain ¦ analyses code ¦ source=Psalm docs
php artisan test --parallel --processes=4 ¦ plain ¦ runs Laravel tests ¦ source=Laravel docs, testing
php artisan route:list --method=POST --except-vendor ¦ plain ¦ lists routes ¦ source=Laravel docs, routing
php artisan serve --host=127.0.0.1 --port=8004 ¦ plain ¦ runs the dev server ¦ source=Laravel docs, serve
php artisan optimize:clear ¦ plain ¦ clears cached config, routes and views ¦ source=Laravel docs, optimization
php bin/console cache:pool:clear cache.app --env=dev ¦ plain ¦ clears the Symfony dev cache ¦ source=Symfony docs, cache
php bin/console debug:container --tags --env=dev ¦ plain ¦ lists Symfony routes ¦ source=Symfony docs, routing
php -S 127.0.0.1:8005 -t public ¦ plain ¦ runs PHP's built-in server ¦ source=PHP manual, built-in web server
php -l src/Controller/OrderController.php ¦ plain ¦ checks syntax ¦ source=PHP manual, -l

@dotnet
dotnet build src/Api/Api.csproj -c Debug -warnaserror ¦ plain ¦ builds ¦ source=.NET CLI docs, build
dotnet test --filter 'Category=Unit' --logger 'console;verbosity=normal' ¦ plain ¦ runs unit tests ¦ source=.NET CLI docs, test
dotnet format whitespace --verify-no-changes --folder src ¦ plain ¦ checks formatting ¦ source=.NET CLI docs, format
dotnet watch --project src/Worker run -- --urls http://127.0.0.1:5080 ¦ plain ¦ runs with hot reload ¦ source=.NET CLI docs, watch
dotnet list src/Api package --vulnerable --include-transitive ¦ plain ¦ lists outdated packages ¦ source=.NET CLI docs, list package
dotnet clean src/Api -c Release -v minimal ¦ plain ¦ removes release build output ¦ source=.NET CLI docs, clean
dotnet ef migrations script --idempotent -o tmp/migrate.sql ¦ plain ¦ writes migration SQL into the project ¦ source=EF Core docs, migrations script

@c-cpp
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug ¦ plain ¦ configures a build ¦ source=CMake docs
cmake --build build --parallel 4 --target initech_tests ¦ plain ¦ builds a target ¦ source=CMake docs, --build
ctest --test-dir build --output-on-failure -R parser ¦ plain ¦ runs tests ¦ source=CTest docs
meson setup builddir --buildtype=debugoptimized ¦ plain ¦ configures a Meson build ¦ source=Meson docs
meson test -C builddir --suite unit --num-processes 2 ¦ plain ¦ runs Meson tests ¦ source=Meson docs
ninja -C build -t clean ¦ plain ¦ cleans build output ¦ source=Ninja manual, clean tool
bazel test //services/orders/... --test_output=errors ¦ plain ¦ runs Bazel tests ¦ source=Bazel docs, test
bazel query 'deps(//services/orders:server)' --output label ¦ plain ¦ queries the build graph ¦ source=Bazel docs, query
run-clang-tidy -p build -j 2 src/net ¦ plain ¦ lints a file ¦ source=clang-tidy docs
clang-format --dry-run --Werror src/*.cpp include/*.h ¦ plain ¦ checks formatting ¦ source=ClangFormat docs
cppcheck --enable=warning,performance --project=build/compile_commands.json ¦ plain ¦ analyses code ¦ source=Cppcheck manual
valgrind --leak-check=full ./build/initech_tests ¦ plain ¦ checks for leaks ¦ source=Valgrind manual
gdb -batch -ex run -ex bt ./build/initech_tests ¦ plain ¦ prints a backtrace of the tests ¦ source=GDB manual, batch mode
make -j4 CFLAGS='-O0 -g' ¦ plain ¦ builds a debug binary ¦ source=GNU make manual
./configure --prefix="$PWD/tmp/install" && make && make install ¦ plain ¦ installs into the project's tmp folder ¦ source=GNU coding standards, configure
conan profile detect --exist-ok ¦ plain ¦ installs C++ packages from the default remote into the build ¦ source=Conan docs, install

@more-languages
swift build -c debug ¦ plain ¦ builds a Swift package ¦ source=Swift Package Manager docs
swift test --parallel --filter InitechCoreTests.LexerTests ¦ plain ¦ runs Swift tests ¦ source=Swift Package Manager docs
xcodebuild test -scheme Initech -destination 'platform=iOS Simulator,name=iPhone 15' ¦ plain ¦ runs tests on a simulator ¦ source=Xcode docs, xcodebuild
swiftlint lint --reporter emoji Sources/ ¦ plain ¦ lints Swift ¦ source=SwiftLint README
flutter test test/widget/ --reporter expanded ¦ plain ¦ runs Flutter tests ¦ source=Flutter docs, testing
flutter analyze --no-fatal-infos ¦ plain ¦ analyses Dart code ¦ source=Flutter docs, analyze
dart fix --dry-run lib ¦ plain ¦ checks formatting ¦ source=Dart docs, format
flutter build apk --debug --target-platform android-arm64 ¦ plain ¦ removes build output ¦ source=Flutter docs, clean
mix test test/initech/orders_test.exs:42 --trace ¦ plain ¦ reruns failed Elixir tests ¦ source=Mix docs, test
mix format --dry-run --check-formatted 'lib/**/*.ex' ¦ plain ¦ checks formatting ¦ source=Mix docs, format
mix credo suggest --format=oneline lib/initech ¦ plain ¦ lints Elixir ¦ source=Credo docs
PORT=4010 mix phx.server ¦ plain ¦ runs the Phoenix dev server ¦ source=Phoenix docs
rebar3 ct --suite test/orders_SUITE ¦ plain ¦ runs Erlang tests ¦ source=rebar3 docs
gleam format --check src test ¦ plain ¦ runs Gleam tests ¦ source=Gleam docs
cabal build all && cabal test ¦ plain ¦ builds and tests Haskell ¦ source=Cabal docs
stack test --fast ¦ plain ¦ runs Haskell tests ¦ source=Stack docs
dune test --force --display short ¦ plain ¦ runs OCaml tests ¦ source=Dune docs
zig build -Dtarget=x86_64-linux-musl --summary all ¦ plain ¦ runs Zig tests ¦ source=Zig build system docs
nim c -r tests/test_parser.nim ¦ plain ¦ compiles and runs a Nim test ¦ source=Nim manual, compiler usage
crystal tool format --check src spec ¦ plain ¦ runs Crystal specs ¦ source=Crystal docs, spec
R CMD check --no-manual --as-cran tmp/initech_0.1.0.tar.gz ¦ plain ¦ runs R tests ¦ source=testthat docs
Rscript -e 'lintr::lint_dir("R")' ¦ plain ¦ lints R code ¦ source=lintr docs
julia --project=. --threads=2 test/runtests.jl ¦ plain ¦ runs Julia tests ¦ source=Pkg.jl docs, test
busted spec/ ¦ plain ¦ runs Lua tests ¦ source=busted docs
prove -j2 -l t/unit ¦ plain ¦ runs Perl tests ¦ source=prove(1)
luacheck src/ ¦ plain ¦ lints Lua ¦ source=luacheck docs

@lint-and-tools
shellcheck -S warning -f gcc scripts/release-notes.sh ¦ plain ¦ lints shell scripts ¦ source=ShellCheck wiki
shfmt -d -i 2 scripts/ ¦ plain ¦ checks shell formatting ¦ source=shfmt README
hadolint docker/api.Dockerfile ¦ plain ¦ lints a Dockerfile ¦ source=hadolint README
yamllint -s .github/workflows ¦ plain ¦ lints YAML ¦ source=yamllint docs
actionlint -color -shellcheck= .github/workflows/*.yml ¦ plain ¦ lints workflows ¦ source=actionlint README
markdownlint-cli2 'docs/**/*.md' ¦ plain ¦ lints Markdown ¦ source=markdownlint-cli2 README
codespell -w docs/ ¦ plain ¦ fixes spelling in docs ¦ source=codespell README
typos --format brief ¦ plain ¦ finds typos ¦ source=typos README
editorconfig-checker -exclude '^vendor/' ¦ plain ¦ checks editorconfig rules ¦ source=editorconfig-checker README
taplo fmt --check ¦ plain ¦ checks TOML formatting ¦ source=Taplo docs
jq -r '.dependencies | keys[]' packages/api/package.json ¦ plain ¦ reads the project's scripts ¦ source=jq manual
yq -o json '.jobs.test.steps' .github/workflows/ci.yml ¦ plain ¦ lists compose services ¦ source=yq docs
tree -a -L 3 -I 'node_modules|.git|dist' packages ¦ plain ¦ shows the project layout ¦ source=tree(1)
tokei --exclude vendor ¦ plain ¦ counts lines of code ¦ source=tokei README
scc --by-file src | head -30 ¦ plain ¦ counts code per file ¦ source=scc README
rg --type-add 'tmpl:*.tmpl' -t tmpl 'range \.' templates ¦ plain ¦ searches the project ¦ source=ripgrep guide
fd -e proto . api/ ¦ plain ¦ finds proto files ¦ source=fd README
bat -n src/main.rs ¦ plain ¦ reads a source file ¦ source=bat README
head -n 40 Makefile ¦ plain ¦ reads the Makefile ¦ source=head(1)
wc -l src/**/*.py ¦ plain ¦ counts lines ¦ source=wc(1)
diff -u config/app.example.yml config/app.yml ¦ plain ¦ compares project config files ¦ source=diff(1)
make -n build ¦ plain ¦ prints what make would run ¦ source=GNU make manual, -n
just --list ¦ plain ¦ lists just recipes ¦ source=just manual
task --list-all ¦ plain ¦ lists Task tasks ¦ source=Taskfile docs
buf lint && buf format -d ¦ plain ¦ lints and checks protobuf formatting ¦ source=Buf docs
protoc --go_out=. --go_opt=paths=source_relative api/orders.proto ¦ plain ¦ generates Go code from protobuf ¦ source=protobuf docs, Go generated code
openapi-generator-cli validate -i api/openapi.yaml ¦ plain ¦ validates an OpenAPI spec ¦ source=OpenAPI Generator docs
trivy fs --scanners vuln,misconfig . ¦ plain ¦ scans the project for vulnerabilities ¦ source=Trivy docs, filesystem
semgrep scan --config p/ci --metrics=off src ¦ plain ¦ scans the project's code ¦ source=Semgrep docs

@local-server
docker compose up -d postgres redis ¦ plain ¦ starts local databases ¦ source=Docker docs, compose up
docker compose logs --since 10m --no-log-prefix worker ¦ plain ¦ follows a dev container's logs ¦ source=Docker docs, compose logs
docker compose exec postgres psql -U postgres -d initech_dev -c 'select now()' ¦ plain ¦ queries the compose database ¦ source=Docker docs, compose exec
docker run --rm -d --name pg-dev -p 127.0.0.1:5433:5432 -e POSTGRES_PASSWORD=dev postgres:16 ¦ plain ¦ starts a throwaway local Postgres ¦ source=Docker Hub, postgres image
docker stop pg-dev ¦ plain ¦ stops the throwaway Postgres ¦ source=Docker docs, stop
docker ps --format '{{.Names}} {{.Status}}' ¦ plain ¦ lists containers ¦ source=Docker docs, ps --format
pg_ctl -D tmp/pgdata -l tmp/pg.log start ¦ plain ¦ starts a Postgres cluster kept in the project ¦ source=pg_ctl docs
initdb -D tmp/pgdata -U postgres --auth=trust ¦ plain ¦ creates a Postgres cluster in the project ¦ source=initdb docs
redis-server --port 6390 --appendonly no --dir tmp/redis ¦ plain ¦ starts a throwaway Redis ¦ source=Redis docs, configuration
caddy file-server --listen 127.0.0.1:8006 --root dist ¦ plain ¦ serves the build on localhost ¦ source=Caddy docs, file-server
npx serve -l 5000 dist ¦ plain ¦ serves the build locally ¦ source=serve README
hugo server -D --bind 127.0.0.1 ¦ plain ¦ serves the site with drafts ¦ source=Hugo docs, server

@deploy-local
helm create charts/billing ¦ plain ¦ scaffolds a chart in the project ¦ source=Helm docs, create
helm dependency update charts/worker --skip-refresh ¦ plain ¦ updates a chart's dependencies into the project ¦ source=Helm docs, dependency update
npx cdk init app --language typescript --generate-only ¦ plain ¦ scaffolds a CDK app ¦ source=AWS CDK docs, cdk init
sam init --no-interactive --runtime python3.12 --dependency-manager pip --app-template hello-world --name orders-fn ¦ plain ¦ scaffolds a SAM app ¦ source=AWS SAM CLI reference, init

@project-files
sed -i.bak 's/^LOG_LEVEL=.*/LOG_LEVEL=debug/' .env ¦ plain ¦ switches on debug in the project's env file ¦ source=GNU sed manual
grep -A4 '^\[profile sandbox\]' ~/.aws/config ¦ plain ¦ reads the non-secret AWS CLI config ¦ source=AWS CLI docs, config and credentials files
gh config list ¦ plain ¦ reads the GitHub CLI's non-secret config ¦ source=GitHub CLI manual, gh config

@reversible
docker run --rm --device /dev/ttyUSB0 initech/flasher:dev --port /dev/ttyUSB0 ¦ plain ¦ gives a local container a USB serial device ¦ source=Docker docs, --device
git cherry-pick --abort && git status -sb ¦ plain ¦ abandons a cherry-pick ¦ source=git-cherry-pick(1)
git revert --quit && git log -1 --oneline ¦ plain ¦ abandons a revert ¦ source=git-revert(1)
@yellow
npm install --save-dev vitest@2.1.4 ¦ plain ¦ adds a dev dependency ¦ yellow ¦ source=npm docs, install
npm ci --no-audit --no-fund ¦ plain ¦ installs dependencies from the lock file ¦ yellow ¦ source=npm docs, ci
pnpm add zod --save-exact ¦ plain ¦ adds a dependency ¦ yellow ¦ source=pnpm docs, add
yarn add -D @types/node@22 ¦ plain ¦ adds a dev dependency ¦ yellow ¦ source=Yarn docs, add
bun add -d @biomejs/biome ¦ plain ¦ adds a dev dependency ¦ yellow ¦ source=Bun docs, add
pip install 'fastapi[standard]==0.115.0' ¦ plain ¦ installs a dependency ¦ yellow ¦ source=pip docs, install
python -m pip install --editable '.[test,docs]' ¦ plain ¦ installs the project with its dev extras ¦ yellow ¦ source=pip docs, editable installs
uv add --dev pytest-asyncio ¦ plain ¦ adds a dev dependency ¦ yellow ¦ source=uv docs, add --dev
poetry add 'sqlalchemy@^2.0' ¦ plain ¦ adds a dependency ¦ yellow ¦ source=Poetry docs, add
pipenv install requests==2.32.3 ¦ plain ¦ adds a dependency ¦ yellow ¦ source=Pipenv docs, install
cargo add --dev proptest@1.5 -p initech-parser ¦ plain ¦ adds a crate ¦ yellow ¦ source=Cargo book, cargo add
go get -u=patch google.golang.org/grpc ¦ plain ¦ adds a module ¦ yellow ¦ source=Go docs, go get
bundle add rubocop-rails --group development --require false ¦ plain ¦ adds a gem ¦ yellow ¦ source=Bundler docs, add
composer require --dev phpstan/phpstan-symfony:^1.4 -W ¦ plain ¦ adds a package ¦ yellow ¦ source=Composer docs, require
dotnet add src/Worker package Quartz.Extensions.Hosting --prerelease ¦ plain ¦ adds a NuGet package ¦ yellow ¦ source=.NET CLI docs, add package
flutter pub add 'dev:mocktail:^1.0.4' ¦ plain ¦ adds a Dart package ¦ yellow ¦ source=Flutter docs, pub add
mix deps.get && mix deps.compile --skip-umbrella-children ¦ plain ¦ updates an Elixir dependency ¦ yellow ¦ source=Mix docs, deps.update
bin/rails db:migrate:redo STEP=2 RAILS_ENV=development ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Rails guides, migrations
python manage.py migrate orders 0013 ¦ plain ¦ migrates one app of the dev database ¦ yellow ¦ source=Django docs, migrate
npx prisma migrate dev --name add_order_notes ¦ plain ¦ creates and applies a dev migration ¦ yellow ¦ source=Prisma docs, migrate dev
alembic -c migrations/alembic.ini upgrade +2 ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Alembic docs, upgrade
php artisan migrate --path=database/migrations/2026_12_01_000000_add_notes_to_orders.php ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Laravel docs, migrations
npx knex migrate:up 20261201_add_order_notes.js --env development ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Knex docs, migrate:latest
git push --set-upstream origin feature/order-notes ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
git push origin fix/rounding-error ¦ plain ¦ pushes a fix branch ¦ yellow ¦ source=git-push(1)
gh pr create --title 'Add order notes' --body 'Closes #12' --base main --head feature/order-notes ¦ plain ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, gh pr create
glab mr create --title 'Fix rounding' --target-branch main --yes ¦ plain ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
"""
