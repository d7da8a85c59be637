# Everyday commands of heldout14 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
@local-target
gcloud config set project initech-sandbox ¦ plain ¦ sets the CLI's default project ¦ source=gcloud reference, config set
gcloud config set compute/region europe-west4 ¦ plain ¦ sets the CLI's default region ¦ source=gcloud reference, config set
gcloud config configurations activate initech-dev ¦ plain ¦ switches the CLI's named configuration ¦ source=gcloud reference, config configurations activate
az config set defaults.location=northeurope core.output=table ¦ plain ¦ sets the CLI's default location ¦ source=Azure CLI reference, config set
az configure --defaults group=rg-dev ¦ plain ¦ sets the CLI's default resource group ¦ source=Azure CLI reference, configure
aws configure set output json --profile dev ¦ plain ¦ sets the dev profile's output format ¦ source=AWS CLI reference, configure set
aws configure list --profile initech-dev ¦ plain ¦ lists profile names ¦ source=AWS CLI reference, configure list-profiles
kubectl config use-context kind-initech ¦ plain ¦ switches to a local kind cluster ¦ source=kubectl reference, config use-context
kubectl config set-context --current --namespace=feature-login ¦ plain ¦ sets the namespace of the current context ¦ source=kubectl reference, config set-context
kubectx k3d-local ¦ plain ¦ switches to a local k3d cluster ¦ source=kubectx README
kubens default ¦ plain ¦ switches namespace ¦ source=kubectx README, kubens
doctl auth switch --context initech-sandbox ¦ plain ¦ switches the DigitalOcean CLI's context ¦ source=doctl reference, auth switch
hcloud context use initech-dev ¦ plain ¦ switches the Hetzner CLI's context ¦ source=hcloud README, context
pulumi stack select initech/dev ¦ plain ¦ selects the dev stack ¦ source=Pulumi docs, stack select
terraform workspace select -or-create dev-alice ¦ plain ¦ selects the dev workspace ¦ source=Terraform docs, workspace select
firebase use initech-dev ¦ plain ¦ selects the dev project alias ¦ source=Firebase CLI reference, use
vercel teams ls ¦ plain ¦ asks which account is logged in ¦ source=Vercel CLI docs, whoami
netlify sites:list ¦ plain ¦ shows the linked site and user ¦ source=Netlify CLI docs, status
gh auth status --hostname github.com ¦ plain ¦ shows login state without the token ¦ source=GitHub CLI manual, gh auth status
ibmcloud target -g dev-resources ¦ plain ¦ sets the CLI's target resource group ¦ source=IBM Cloud CLI docs, target
oc project initech-dev ¦ plain ¦ switches the OpenShift project ¦ source=OpenShift CLI docs, oc project
scw config set default-zone=nl-ams-1 ¦ plain ¦ sets the Scaleway CLI's default region ¦ source=Scaleway CLI docs, config set
linode-cli configure --default-region eu-central ¦ plain ¦ sets the Linode CLI's default region ¦ source=linode-cli docs, configure
doctl account get --format Email,Status ¦ plain ¦ asks which account is logged in ¦ source=doctl reference, account get
az account show --query '{name:name, user:user.name}' -o table ¦ plain ¦ asks who is logged in ¦ source=Azure CLI reference, account show
gcloud auth list --format=json ¦ plain ¦ lists the active account ¦ source=gcloud reference, auth list
heroku apps:info -a initech-staging ¦ plain ¦ shows a staging app's details ¦ source=Heroku CLI commands, apps:info
fly status -a initech-dev ¦ plain ¦ shows a dev app's status ¦ source=Fly.io docs, status
git remote add upstream https://github.com/initech/app.git ¦ plain ¦ adds an upstream remote ¦ source=git-remote(1)

@deploy-local
terraform -chdir=infra/modules/vpc init -backend=false -input=false ¦ plain ¦ initialises providers without a backend ¦ source=Terraform docs, init
terraform -chdir=infra/modules/vpc validate -no-color ¦ plain ¦ validates the configuration ¦ source=Terraform docs, validate
terraform fmt -recursive -check ¦ plain ¦ checks formatting ¦ source=Terraform docs, fmt
tofu plan -out=tfplan -var-file=envs/dev.tfvars ¦ plain ¦ plans dev changes with OpenTofu ¦ source=OpenTofu docs, plan
terragrunt hclfmt --terragrunt-check ¦ plain ¦ checks HCL formatting ¦ source=Terragrunt docs, hclfmt
helm template initech-web ./deploy/chart --values deploy/values.local.yaml --namespace dev ¦ plain ¦ renders a chart locally ¦ source=Helm docs, template
helm dependency build ./deploy/chart ¦ plain ¦ fetches chart dependencies into the chart ¦ source=Helm docs, dependency update
helm package ./charts/api -d dist/ ¦ plain ¦ packages a chart into the project ¦ source=Helm docs, package
helm create deploy/charts/initech-cron ¦ plain ¦ scaffolds a chart ¦ source=Helm docs, create
kustomize build deploy/overlays/local --enable-helm ¦ plain ¦ renders manifests ¦ source=Kustomize docs, build
kubectl apply --dry-run=server --context kind-initech -f deploy/k8s/ ¦ plain ¦ a client-side dry run ¦ source=kubectl reference, apply --dry-run
kubectl --context kind-initech apply -f k8s/dev/ ¦ plain ¦ applies manifests to a local kind cluster ¦ source=kubectl reference, apply
kind create cluster --name initech --config kind.yaml ¦ plain ¦ creates a local cluster ¦ source=kind docs, quick start
k3d cluster create initech-local --servers 1 --agents 1 --port 8081:80@loadbalancer ¦ plain ¦ creates a local k3d cluster ¦ source=k3d docs, cluster create
minikube start --driver=docker --cpus=2 ¦ plain ¦ starts a local cluster ¦ source=minikube docs, start
skaffold build --push=false --file-output=tmp/build.json ¦ plain ¦ builds images without pushing ¦ source=Skaffold docs, build
skaffold dev --kube-context kind-initech ¦ plain ¦ runs the dev loop against a local cluster ¦ source=Skaffold docs, dev
tilt up --context kind-initech ¦ plain ¦ starts Tilt on a local cluster ¦ source=Tilt docs, tilt up
sam build --cached --parallel --template template.local.yaml ¦ plain ¦ builds a SAM application locally ¦ source=AWS SAM docs, sam build
sam local invoke OrdersFunction --event events/order-created.json --env-vars env.local.json ¦ plain ¦ invokes a function locally ¦ source=AWS SAM docs, sam local invoke
sam local start-api --port 3101 --warm-containers EAGER ¦ plain ¦ serves the API locally ¦ source=AWS SAM docs, sam local start-api
sam validate --lint --template template.local.yaml ¦ plain ¦ validates the template ¦ source=AWS SAM docs, sam validate
cdk diff --profile sandbox ¦ plain ¦ shows differences without deploying ¦ source=AWS CDK docs, diff
npx cdk init sample-app --language python ¦ plain ¦ scaffolds a CDK app ¦ source=AWS CDK docs, init
npx serverless offline start ¦ plain ¦ emulates the functions locally ¦ source=serverless-offline README
pulumi new aws-python --dir infra/sandbox --generate-only --yes --name initech-sandbox ¦ plain ¦ scaffolds a project without creating a stack ¦ source=Pulumi docs, new --generate-only
netlify build --context deploy-preview --dry ¦ plain ¦ runs the build locally ¦ source=Netlify CLI docs, build
netlify dev --port 8899 --targetPort 5173 ¦ plain ¦ runs the site locally ¦ source=Netlify CLI docs, dev
vercel build --target preview ¦ plain ¦ builds locally into .vercel/output ¦ source=Vercel CLI docs, build
vercel dev --listen 3005 ¦ plain ¦ runs the app locally ¦ source=Vercel CLI docs, dev
firebase emulators:start --only auth,firestore --import=./emulator-data --export-on-exit ¦ plain ¦ starts local emulators ¦ source=Firebase docs, emulator suite
wrangler dev --local --port 8788 ¦ plain ¦ runs a Worker locally ¦ source=Cloudflare Wrangler docs, dev
npx wrangler types --env-interface CloudflareEnv ¦ plain ¦ generates types for bindings ¦ source=Cloudflare Wrangler docs, types
supabase start -x studio,imgproxy ¦ plain ¦ starts the local Supabase stack ¦ source=Supabase CLI reference, start
supabase db diff -f add_profiles --local ¦ plain ¦ diffs the local database into a migration file ¦ source=Supabase CLI reference, db diff
supabase gen types typescript --local > src/db.types.ts ¦ plain ¦ generates types from the local database ¦ source=Supabase CLI reference, gen types
goreleaser build --snapshot --clean --single-target --id initechd ¦ plain ¦ builds a snapshot release without publishing ¦ source=GoReleaser docs, snapshot
goreleaser check .goreleaser.yaml ¦ plain ¦ checks the release config ¦ source=GoReleaser docs, check
ansible-playbook -i inventories/local/hosts.yml playbooks/web.yml --check --diff --connection=local ¦ plain ¦ check mode against dev ¦ source=Ansible docs, check mode
ansible-lint playbooks/ ¦ plain ¦ lints playbooks ¦ source=ansible-lint docs
molecule test -s default ¦ plain ¦ tests a role in local containers ¦ source=Molecule docs, test
packer validate . ¦ plain ¦ validates a Packer template ¦ source=Packer docs, validate
nomad job plan api.nomad.hcl -address=http://127.0.0.1:4646 ¦ plain ¦ plans a job against a local agent ¦ source=Nomad docs, job plan
nomad agent -dev ¦ plain ¦ starts a local dev agent ¦ source=Nomad docs, agent -dev
eas build --platform android --local --profile development ¦ plain ¦ builds an app locally ¦ source=Expo EAS docs, local builds
docker buildx build --platform linux/amd64,linux/arm64 -t initech/app:dev --load . ¦ plain ¦ builds images into the local store ¦ source=Docker docs, buildx build

@emulator
aws --endpoint-url http://localhost:4566 dynamodb create-table --cli-input-json file://table.json ¦ plain ¦ creates a table in LocalStack ¦ source=LocalStack docs, DynamoDB
awslocal s3 rb s3://dev-bucket --force ¦ plain ¦ removes a LocalStack bucket ¦ source=LocalStack docs, awslocal
awslocal lambda invoke --function-name hello out.json ¦ plain ¦ invokes a function in LocalStack ¦ source=LocalStack docs, Lambda
tflocal -chdir=infra/localstack apply -auto-approve ¦ plain ¦ applies Terraform against LocalStack ¦ source=LocalStack docs, terraform-local
cdklocal deploy --require-approval never ¦ plain ¦ deploys to LocalStack ¦ source=LocalStack docs, aws-cdk-local
samlocal deploy --stack-name dev --resolve-s3 ¦ plain ¦ deploys a SAM app to LocalStack ¦ source=LocalStack docs, aws-sam-cli-local
gcloud emulators firestore start --host-port=127.0.0.1:8095 --database-mode=datastore-mode ¦ plain ¦ starts the Firestore emulator ¦ source=gcloud docs, Firestore emulator
gcloud beta emulators bigtable start --host-port=127.0.0.1:8086 ¦ plain ¦ starts the Datastore emulator ¦ source=gcloud docs, Datastore emulator
azurite-blob --blobHost 127.0.0.1 --blobPort 10010 --location tmp/azurite ¦ plain ¦ starts Azurite with data in the project ¦ source=Azurite README
az storage blob upload --container-name dev -f fixtures/a.json -n a.json --connection-string "UseDevelopmentStorage=true" ¦ plain ¦ uploads into Azurite ¦ source=Azurite README
docker run -p 8000:8000 amazon/dynamodb-local -jar DynamoDBLocal.jar -inMemory ¦ plain ¦ starts DynamoDB Local ¦ source=AWS docs, DynamoDB local
aws dynamodb scan --table-name dev-orders --endpoint-url http://127.0.0.1:8000 --max-items 5 ¦ plain ¦ lists tables in DynamoDB Local ¦ source=AWS docs, DynamoDB local
mc alias set devminio http://localhost:9100 minioadmin minioadmin ¦ plain ¦ points mc at a local MinIO ¦ source=MinIO mc docs, alias set
mc mb --ignore-existing devminio/initech-test ¦ plain ¦ creates a bucket in local MinIO ¦ source=MinIO mc docs, mb
stripe listen --forward-to http://localhost:8000/billing/webhook --events invoice.paid ¦ plain ¦ forwards test webhooks to a local server ¦ source=Stripe CLI reference, listen
mailpit --listen 127.0.0.1:8025 --smtp 127.0.0.1:1026 ¦ plain ¦ starts a local mail catcher ¦ source=Mailpit docs
swaks --to dev@example.test --server 127.0.0.1:1025 ¦ plain ¦ sends a test mail to a local catcher ¦ source=swaks(1)
rpk container start -n 1 ¦ plain ¦ starts a local Redpanda container ¦ source=Redpanda docs, rpk container
rpk topic produce test-events -X brokers=127.0.0.1:9092 < fixtures/events.txt ¦ plain ¦ produces fixtures to a local broker ¦ source=Redpanda docs, rpk topic produce
kcat -b localhost:9092 -t dev-events -C -o beginning -e ¦ plain ¦ reads a local topic ¦ source=kcat README, consumer mode
amqp-publish -u amqp://guest:guest@127.0.0.1:5672/ -r dev-jobs -b ping ¦ plain ¦ publishes to a local RabbitMQ ¦ source=amqp-publish(1)
mosquitto_pub -h 127.0.0.1 -t dev/test -m hello ¦ plain ¦ publishes to a local broker ¦ source=mosquitto_pub(1)

@bucket-to-project
aws s3 cp s3://initech-public-datasets/sample.csv data/sample.csv ¦ plain ¦ downloads a sample into the project ¦ source=AWS CLI reference, s3 cp
aws s3 sync s3://initech-fixtures/v3 ./fixtures --exact-timestamps ¦ plain ¦ syncs fixtures into the project ¦ source=AWS CLI reference, s3 sync
gcloud storage cp gs://initech-ml-models/tokenizer.json ./models/ ¦ plain ¦ downloads a model file into the project ¦ source=gcloud reference, storage cp
gsutil -m cp -r gs://initech-fixtures/images ./testdata/ ¦ plain ¦ downloads test images ¦ source=gsutil docs, cp
az storage blob download -c fixtures -n seed.sql -f ./db/seed.sql --account-name initechdev ¦ plain ¦ downloads a seed file ¦ source=Azure CLI reference, storage blob download
rclone copy remote-s3:initech-fixtures/json ./fixtures/json ¦ plain ¦ copies fixtures into the project ¦ source=rclone docs, copy
s5cmd cp 's3://initech-fixtures/parquet/*' data/parquet/ ¦ plain ¦ downloads parquet files ¦ source=s5cmd README
mc cp local/dev-uploads/avatar.png ./tmp/ ¦ plain ¦ copies from local MinIO into the project ¦ source=MinIO mc docs, cp
b2 file download b2://initech-fixtures/audio.wav ./testdata/audio.wav ¦ plain ¦ downloads a fixture ¦ source=Backblaze B2 CLI docs
aws s3 ls s3://initech-fixtures/ --recursive --human-readable ¦ plain ¦ lists a bucket ¦ source=AWS CLI reference, s3 ls

@dev-http
curl -X POST http://0.0.0.0:8001/api/session -H 'Content-Type: application/json' -d '{"email":"dev@example.test","password":"dev"}' ¦ plain ¦ logs in to the dev server ¦ source=curl(1)
curl -X PUT http://localhost:5000/items/3 -d name=updated ¦ plain ¦ updates a dev item ¦ source=curl(1)
curl -X DELETE http://127.0.0.1:8080/api/todos/12 ¦ plain ¦ deletes a dev record ¦ source=curl(1)
curl -X OPTIONS http://localhost:3000/api/users -H 'Origin: http://localhost:5173' -H 'Access-Control-Request-Method: POST' -i ¦ plain ¦ a CORS preflight ¦ source=MDN, preflight request
curl -s http://api:8000/health ¦ plain ¦ calls a compose service ¦ source=Docker docs, compose networking
curl -X POST http://host.docker.internal:4000/graphql -H 'Content-Type: application/json' -d '{"query":"{ me { id } }"}' ¦ plain ¦ a read-only GraphQL query to the host ¦ source=GraphQL docs, queries over HTTP
http POST localhost:8000/api/orders item=book qty:=2 ¦ plain ¦ HTTPie posts to the dev server ¦ source=HTTPie docs
xh put :3000/api/profile name=dev ¦ plain ¦ xh puts to localhost ¦ source=xh README, localhost shorthand
grpcurl -plaintext 127.0.0.1:50052 describe orders.v1.OrderService ¦ plain ¦ lists local gRPC services ¦ source=grpcurl README
grpcurl -plaintext -d '{"id": 1}' localhost:50051 orders.v1.OrderService/GetOrder ¦ plain ¦ calls a local gRPC method ¦ source=grpcurl README
websocat -1 ws://localhost:8787/live ¦ plain ¦ opens a websocket to the dev server ¦ source=websocat README
hey -n 300 -c 5 -m GET http://127.0.0.1:8081/api/products ¦ plain ¦ light load on a local server ¦ source=hey README
k6 run --vus 5 --duration 10s -e BASE_URL=http://localhost:3000 smoke.js ¦ plain ¦ a smoke test against localhost ¦ source=k6 docs
newman run collection.json -e env/local.json ¦ plain ¦ runs an API collection against local ¦ source=Newman README
hurl --test tests/api.hurl --variable host=http://localhost:8000 ¦ plain ¦ runs API tests against local ¦ source=Hurl docs
wget -qO- http://localhost:9090/metrics ¦ plain ¦ reads local metrics ¦ source=GNU Wget manual
curl -F 'file=@fixtures/upload.png' http://localhost:8000/upload ¦ plain ¦ uploads a fixture to the dev server ¦ source=curl(1), -F

@project-files
cp -n .env.sample .env.development.local ¦ plain ¦ creates a dev env file from the example ¦ source=dotenv docs
grep -v '^#' .env.test.local ¦ plain ¦ reads the test env file ¦ source=dotenv docs
dotenv-linter .env.development .env.test ¦ plain ¦ lints env files ¦ source=dotenv-linter README
sed -i 's/^PORT=.*/PORT=3001/' .env ¦ plain ¦ changes the port in the project's env file ¦ source=GNU sed manual
openssl x509 -in deploy/tls/public-chain.crt -noout -issuer -dates ¦ plain ¦ reads a public certificate ¦ source=openssl-x509(1)
openssl x509 -in server.crt -noout -fingerprint -sha256 ¦ plain ¦ fingerprints a public certificate ¦ source=openssl-x509(1)
keytool -exportcert -alias androiddebugkey -keystore ~/.android/debug.keystore -storepass android -rfc ¦ plain ¦ reads the debug keystore's fingerprint ¦ source=Android docs, debug keystore
cat .editorconfig .prettierrc ¦ plain ¦ reads formatter config ¦ source=EditorConfig docs
mkcert -cert-file tls/local.crt -key-file tls/local.key initech.localhost ¦ plain ¦ makes a local dev certificate ¦ source=mkcert README

@reversible
docker tag initech/app:dev localhost:5000/app:dev ¦ plain ¦ tags an image for a local registry ¦ source=Docker docs, tag
docker push 127.0.0.1:5001/initech-web:feature-login ¦ plain ¦ pushes to a local registry ¦ source=Docker docs, local registry
docker run --rm --gpus device=0 -v "$PWD":/ws pytorch/pytorch python /ws/train.py --epochs 1 ¦ plain ¦ GPU in a container ¦ source=NVIDIA Container Toolkit docs
docker run --rm --device=/dev/ttyUSB0 -v "$PWD":/work firmware-tools flash-check ¦ plain ¦ a USB device in a container ¦ source=Docker docs, --device
find src tests -type d -name __pycache__ -prune -exec rm -r {} + ¦ plain ¦ removes Python caches ¦ source=find(1)
find src -name '*.py[co]' -delete ¦ plain ¦ removes compiled files ¦ source=find(1), -delete
find .cache/eslint -type f -mtime +7 -delete ¦ plain ¦ empties a build cache ¦ source=find(1), -delete
rm -rf build dist src/*.egg-info .pytest_cache ¦ plain ¦ removes build output ¦ source=Python packaging guide
rm -rf target/debug/deps/initech_* ¦ plain ¦ removes Rust incremental caches ¦ source=Cargo book, target directory
rm -rf .next/cache .svelte-kit ¦ plain ¦ removes framework caches ¦ source=Next.js docs
fuser -k -TERM 4000/tcp ¦ plain ¦ kills the dev server on port 3000 ¦ source=fuser(1)
kill $(lsof -t -iTCP:5174 -sTCP:LISTEN) ¦ plain ¦ kills the dev server on port 5173 ¦ source=lsof(8)
npx kill-port 3000 3001 ¦ plain ¦ frees a dev port ¦ source=kill-port README
truncate -s 64M tmp/disk.img && mkfs.ext4 -F tmp/disk.img ¦ plain ¦ a disk image in the project ¦ source=truncate(1), mke2fs(8)
qemu-img create -f qcow2 vm/test.qcow2 10G ¦ plain ¦ a VM disk in the project ¦ source=qemu-img docs
rsync -av --delete ./dist/ ./site/public/ ¦ plain ¦ syncs between project folders ¦ source=rsync(1)
chmod -R 777 storage/framework/cache ¦ plain ¦ opens a project temp folder ¦ source=chmod(1)
chmod u+x bin/dev tools/*.sh ¦ plain ¦ makes project scripts executable ¦ source=chmod(1)
python3 -m http.server 8765 --directory site/_build ¦ plain ¦ serves the project locally ¦ source=Python docs, http.server
docker compose restart worker scheduler ¦ plain ¦ restarts a dev service ¦ source=Docker docs, compose restart
docker compose logs -f --tail 100 api ¦ plain ¦ follows dev logs ¦ source=Docker docs, compose logs
docker image prune -f --filter label=stage=builder ¦ plain ¦ removes dangling builder images ¦ source=Docker docs, image prune
ln -sf ../shared/config.ts src/config.ts ¦ plain ¦ links a shared file inside the project ¦ source=ln(1)
tar czf dist/app.tgz -C build . ¦ plain ¦ archives build output in the project ¦ source=GNU tar manual
unzip -o fixtures/sample.zip -d fixtures/sample ¦ plain ¦ unpacks a fixture in the project ¦ source=unzip(1)

@git-local
git cherry-pick --quit ¦ plain ¦ abandons a cherry-pick ¦ source=git-cherry-pick(1)
git revert --skip ¦ plain ¦ abandons a revert ¦ source=git-revert(1)
git rebase --show-current-patch ¦ plain ¦ shows the patch a stopped rebase is on ¦ source=git-rebase(1)
git am --abort && git status --short ¦ plain ¦ abandons a merge ¦ source=git-merge(1)
git log --oneline --graph --decorate -n 30 ¦ plain ¦ reads history ¦ source=git-log(1)
git blame -L 40,60 src/server.go ¦ plain ¦ reads authorship ¦ source=git-blame(1)
git shortlog -sne --no-merges v1.0.0..HEAD ¦ plain ¦ counts commits per author ¦ source=git-shortlog(1)
git bisect start --term-old=fast --term-new=slow HEAD v2.0.0 ¦ plain ¦ starts a bisect ¦ source=git-bisect(1)
git range-diff origin/feature/login@{1}...origin/feature/login ¦ plain ¦ compares two series ¦ source=git-range-diff(1)
git switch -c feature/login ¦ plain ¦ creates a branch ¦ source=git-switch(1)
git commit -am 'fix: handle empty input' ¦ plain ¦ commits to the branch ¦ source=git-commit(1)
git stash list --date=relative ¦ plain ¦ lists stashes ¦ source=git-stash(1)
git notes --ref=perf add -m 'p95 12ms' HEAD ¦ plain ¦ adds a local note ¦ source=git-notes(1)
git format-patch main..HEAD --cover-letter -o outgoing/ ¦ plain ¦ writes patches into the project ¦ source=git-format-patch(1)
git worktree add .worktrees/review origin/main ¦ plain ¦ adds a worktree ¦ source=git-worktree(1)
git fetch --prune --prune-tags --jobs=2 upstream ¦ plain ¦ fetches and prunes remote-tracking refs ¦ source=git-fetch(1)
git maintenance run --task=loose-objects ¦ plain ¦ writes the commit graph ¦ source=git-maintenance(1)
git diff --name-status origin/main...HEAD -- src/ ¦ plain ¦ summarises a branch's diff ¦ source=git-diff(1)
hg log -l 10 ¦ plain ¦ reads Mercurial history ¦ source=hg help log
svn status -u ¦ plain ¦ reads Subversion status ¦ source=Subversion book, svn status
jj log -r '::@ & mine()' --limit 20 ¦ plain ¦ reads Jujutsu history ¦ source=Jujutsu docs, log

@local-db
sqlite3 dev.db '.mode csv' '.import fixtures/users.csv users' ¦ plain ¦ imports a CSV into a project database ¦ source=SQLite CLI docs, .import
sqlite3 -header -csv db/development.sqlite3 'SELECT id, total FROM invoices' > tmp/invoices.csv ¦ plain ¦ exports a project database table ¦ source=SQLite CLI docs
sqlite3 :memory: 'CREATE TABLE t(x); INSERT INTO t VALUES (1); DELETE FROM t; SELECT count(*) FROM t' ¦ plain ¦ SQL on an in-memory database ¦ source=SQLite docs, in-memory databases
sqlite3 test.db '.dump' > backup/test.sql ¦ plain ¦ dumps a project database ¦ source=SQLite CLI docs, .dump
psql -h localhost -d initech_dev -c "\copy (SELECT id, email FROM users LIMIT 50) TO 'tmp/users.csv' CSV HEADER" ¦ plain ¦ exports a dev table to a project file ¦ source=PostgreSQL docs, \copy
psql -h localhost -d app_dev -c "\copy products FROM 'fixtures/products.csv' CSV HEADER" ¦ plain ¦ imports a project file into a dev table ¦ source=PostgreSQL docs, \copy
psql -h 127.0.0.1 -d app_test -c 'CREATE TEMP TABLE t AS SELECT 1; DROP TABLE t' ¦ plain ¦ a temporary table ¦ source=PostgreSQL docs, CREATE TEMP TABLE
psql -h localhost app_test -c 'TRUNCATE TABLE users, orders RESTART IDENTITY' ¦ plain ¦ empties test tables ¦ source=PostgreSQL docs, TRUNCATE
pg_dump -h localhost -Fc app_dev -f backups/app_dev.dump ¦ plain ¦ dumps a dev database into the project ¦ source=pg_dump(1)
createdb -h 127.0.0.1 -U postgres initech_test ¦ plain ¦ creates a local test database ¦ source=createdb(1)
dropdb -h localhost --if-exists app_test ¦ plain ¦ drops a local test database ¦ source=dropdb(1)
mysql -h 127.0.0.1 -u root app_dev -e 'SELECT COUNT(*) FROM users' ¦ plain ¦ counts dev rows ¦ source=MySQL docs
redis-cli -h localhost -n 1 FLUSHDB ¦ plain ¦ empties a local dev Redis database ¦ source=Redis docs, FLUSHDB
duckdb -c "COPY (SELECT * FROM 'data/events.parquet' LIMIT 100) TO 'tmp/sample.csv'" ¦ plain ¦ samples a parquet file ¦ source=DuckDB docs, COPY
mongosh mongodb://127.0.0.1:27017/initech_dev --quiet --eval 'db.orders.find().limit(3)' ¦ plain ¦ counts dev documents ¦ source=MongoDB docs
pgbench -h localhost -i -s 10 app_bench ¦ plain ¦ initialises a local benchmark ¦ source=pgbench docs

@inline-code
python3 -c "import sqlite3; c=sqlite3.connect('db/development.sqlite3'); print(c.execute('select name from sqlite_master').fetchall())" ¦ plain ¦ reads a local database ¦ source=Python docs, sqlite3
python3 -c "import base64; print(base64.b64decode('aGVsbG8=').decode())" ¦ plain ¦ decodes base64 ¦ source=Python docs, base64
python3 -c "import getpass, os; print(getpass.getuser(), os.getcwd())" ¦ plain ¦ asks who the caller is ¦ source=Python docs, getpass
python3 -c "import urllib.request as r; print(r.urlopen('http://localhost:8001/readyz').status)" ¦ plain ¦ calls a local server ¦ source=Python docs, urllib.request
node -p "Object.keys(require('./package.json').dependencies).length" ¦ plain ¦ prints the project's version ¦ source=Node.js docs, -e
node -e "fetch('http://127.0.0.1:4000/healthz').then(r => console.log(r.status))" ¦ plain ¦ calls a local server ¦ source=Node.js docs, fetch
ruby -e 'puts Dir.glob("spec/**/*_spec.rb").size' ¦ plain ¦ counts spec files ¦ source=Ruby docs, -e
perl -ne 'print "$ARGV:$.: $_" if /XXX/' lib/*.pm ¦ plain ¦ prints TODO lines ¦ source=perlrun, -n
echo 'eyJhbGciOiJIUzI1NiJ9' | base64 -d ¦ plain ¦ decodes a JWT header ¦ source=base64(1)

@heredoc-write
cat > src/hello.go <<'EOF'⏎package main⏎⏎import "fmt"⏎⏎func main() { fmt.Println("hello") }⏎EOF ¦ plain ¦ writes a Go file in the project ¦ source=Bash manual, here documents
cat <<'EOF' > tests/test_math.py⏎def test_add():⏎    assert 1 + 1 == 2⏎EOF ¦ plain ¦ writes a test file ¦ source=Bash manual, here documents
tee config/dev.yaml > /dev/null <<'YAML'⏎port: 8080⏎debug: true⏎YAML ¦ plain ¦ writes a dev config ¦ source=Bash manual, here documents
cat >> .gitignore <<'EOF'⏎/tmp⏎*.log⏎EOF ¦ plain ¦ appends to the project's gitignore ¦ source=Bash manual, here documents
python3 - <<'PY'⏎import json⏎print(json.dumps({"ok": True}))⏎PY ¦ plain ¦ runs a short local script ¦ source=Python docs, command line, -
cat > Dockerfile <<'EOF'⏎FROM python:3.12-slim⏎COPY . /app⏎CMD ["python", "/app/main.py"]⏎EOF ¦ plain ¦ writes a Dockerfile ¦ source=Docker docs, Dockerfile reference

@go
go test -race -count=1 -run TestOrder ./internal/orders/... ¦ plain ¦ runs tests with the race detector ¦ source=Go docs, go test
go vet -tags integration ./internal/store/... ¦ plain ¦ vets the code ¦ source=Go docs, go vet
go mod tidy -compat=1.22 ¦ plain ¦ tidies the module ¦ source=Go docs, go mod tidy
go generate ./internal/gen ¦ plain ¦ runs generators ¦ source=Go docs, go generate
golangci-lint run --timeout 3m ./internal/... ¦ plain ¦ runs linters ¦ source=golangci-lint docs
go test -bench=. -benchmem -run=^$ ./pkg/codec ¦ plain ¦ runs benchmarks ¦ source=Go docs, testing flags

@rust
cargo clippy -p initech-core --all-features -- -D warnings ¦ plain ¦ lints ¦ source=Clippy docs
cargo test -p initech-core --lib -- --nocapture ¦ plain ¦ runs tests ¦ source=Cargo book, cargo test
cargo fmt -p initech-core -- --check ¦ plain ¦ checks formatting ¦ source=rustfmt docs
cargo build --profile release-lto --bin initechd ¦ plain ¦ builds a release ¦ source=Cargo book, cargo build
cargo nextest run --workspace --retries 1 ¦ plain ¦ runs tests with nextest ¦ source=cargo-nextest docs
cargo doc --no-deps --open ¦ plain ¦ builds docs ¦ source=Cargo book, cargo doc

@python
pytest -q --maxfail=2 tests/unit/test_orders.py ¦ plain ¦ runs unit tests ¦ source=pytest docs
python -m pytest --cov=initech --cov-report=xml:tmp/coverage.xml ¦ plain ¦ runs tests with coverage ¦ source=pytest-cov docs
ruff check --fix --select I src tests ¦ plain ¦ lints and fixes ¦ source=Ruff docs
ruff format --diff src ¦ plain ¦ formats ¦ source=Ruff docs
mypy --strict src/ ¦ plain ¦ type-checks ¦ source=mypy docs
tox -e lint,py311 ¦ plain ¦ runs a tox env ¦ source=tox docs
nox -s tests-3.12 ¦ plain ¦ runs a nox session ¦ source=nox docs
python -m build --sdist --outdir tmp/dist ¦ plain ¦ builds a wheel ¦ source=PyPA build docs
python3 -m venv --upgrade-deps .venv-docs ¦ plain ¦ creates a virtualenv ¦ source=Python docs, venv
uv run pytest -k smoke ¦ plain ¦ runs tests in the project env ¦ source=uv docs, run
hatch run docs:build ¦ plain ¦ runs a hatch script ¦ source=Hatch docs
python manage.py makemigrations --check --dry-run ¦ plain ¦ checks for missing migrations ¦ source=Django docs, makemigrations
python manage.py runserver 0.0.0.0:8010 --settings=initech.settings.local ¦ plain ¦ runs the dev server ¦ source=Django docs, runserver
jupyter nbconvert --execute --to notebook --inplace notebooks/initech-churn.ipynb ¦ plain ¦ renders a notebook ¦ source=nbconvert docs

@js
npm test -- --watch=false ¦ plain ¦ runs tests ¦ source=npm docs, npm test
npm run build --workspace=@initech/web ¦ plain ¦ builds ¦ source=npm docs, run-script
pnpm -r run lint ¦ plain ¦ lints every workspace package ¦ source=pnpm docs, -r
yarn tsc --noEmit ¦ plain ¦ type-checks ¦ source=TypeScript docs
npx vitest run src/lib --reporter=verbose ¦ plain ¦ runs Vitest ¦ source=Vitest docs
npx jest --runInBand src/utils ¦ plain ¦ runs Jest ¦ source=Jest docs
npx eslint 'src/**/*.ts' --max-warnings 0 ¦ plain ¦ lints and fixes ¦ source=ESLint docs
npx prettier --write 'src/**/*.{ts,tsx}' ¦ plain ¦ formats ¦ source=Prettier docs
npx playwright test tests/e2e/login.spec.ts --headed --project=firefox ¦ plain ¦ runs browser tests ¦ source=Playwright docs
npx vite build --mode development ¦ plain ¦ builds with Vite ¦ source=Vite docs
bun test --bail src/lib ¦ plain ¦ runs Bun tests ¦ source=Bun docs, test
deno task check ¦ plain ¦ runs a Deno task ¦ source=Deno docs, task
npm ls --depth=0 ¦ plain ¦ lists dependencies ¦ source=npm docs, ls
npx tsx scripts/generate-icons.ts ¦ plain ¦ runs a project script ¦ source=tsx README

@jvm
./gradlew test --tests '*OrderServiceTest' ¦ plain ¦ runs one test class ¦ source=Gradle docs, test filtering
./gradlew :api:build -x test -x check ¦ plain ¦ builds without tests ¦ source=Gradle docs
./gradlew :api:spotlessCheck ¦ plain ¦ formats ¦ source=Spotless README
mvn -q -pl api -am verify ¦ plain ¦ runs verification ¦ source=Maven docs, lifecycle
mvn test -Dtest=UserServiceTest ¦ plain ¦ runs one test ¦ source=Maven Surefire docs
./mvnw spring-boot:run -Dspring-boot.run.profiles=local -pl api ¦ plain ¦ runs the app with the dev profile ¦ source=Spring Boot docs, Maven plugin
sbt 'testOnly com.initech.OrderSpec' ¦ plain ¦ runs Scala tests ¦ source=sbt docs
./gradlew :api:dependencyInsight --dependency jackson-databind ¦ plain ¦ shows dependencies ¦ source=Gradle docs

@ruby
bundle exec rspec spec/requests/orders_spec.rb:42 ¦ plain ¦ runs specs ¦ source=RSpec docs
bundle exec rubocop --autocorrect app/models ¦ plain ¦ lints and fixes ¦ source=RuboCop docs
bin/rails test test/controllers/orders_controller_test.rb ¦ plain ¦ runs Rails tests ¦ source=Rails guides, testing
bin/rails routes --expanded -c orders ¦ plain ¦ lists routes ¦ source=Rails guides, routing
bin/rails server -b 0.0.0.0 -p 3100 -e development ¦ plain ¦ runs the dev server ¦ source=Rails guides, command line

@php
vendor/bin/phpunit tests/Unit/OrderTest.php --testdox ¦ plain ¦ runs one test ¦ source=PHPUnit docs
vendor/bin/phpstan analyse app tests --memory-limit=1G ¦ plain ¦ static analysis ¦ source=PHPStan docs
php artisan test --filter=OrderTest --stop-on-failure ¦ plain ¦ runs Laravel tests ¦ source=Laravel docs, testing
php artisan route:list --path=api --except-vendor ¦ plain ¦ lists routes ¦ source=Laravel docs
php -S localhost:8080 -t web router.php ¦ plain ¦ runs the built-in server ¦ source=PHP docs, built-in web server
composer validate --no-check-publish ¦ plain ¦ validates composer.json ¦ source=Composer docs

@dotnet
dotnet build -c Debug ¦ plain ¦ builds ¦ source=.NET CLI docs, build
dotnet test tests/Api.Tests --filter FullyQualifiedName~Orders ¦ plain ¦ runs unit tests ¦ source=.NET CLI docs, test
dotnet format whitespace --verify-no-changes src/Api ¦ plain ¦ checks formatting ¦ source=.NET CLI docs, format
dotnet run --project src/Api --launch-profile Development ¦ plain ¦ runs the API locally ¦ source=.NET CLI docs, run
dotnet new nunit -o tests/Worker.Tests ¦ plain ¦ scaffolds a test project ¦ source=.NET CLI docs, new

@c-cpp
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DENABLE_ASAN=ON ¦ plain ¦ configures a build ¦ source=CMake docs
cmake --build build-asan --target initech_tests -j 2 ¦ plain ¦ builds ¦ source=CMake docs
ctest --test-dir build-asan -R parser --output-on-failure ¦ plain ¦ runs tests ¦ source=CTest docs
make -j2 check ¦ plain ¦ builds and checks ¦ source=GNU make manual
clang-format -i src/*.cpp include/*.h ¦ plain ¦ formats sources ¦ source=clang-format docs
valgrind --leak-check=full ./build/app_test ¦ plain ¦ checks leaks ¦ source=Valgrind manual
meson setup builddir && meson compile -C builddir ¦ plain ¦ configures and builds with Meson ¦ source=Meson docs

@mobile-and-more
flutter test test/orders/order_list_test.dart ¦ plain ¦ runs Flutter tests ¦ source=Flutter docs
flutter analyze --no-fatal-infos lib/ ¦ plain ¦ analyses Dart code ¦ source=Flutter docs
xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' ¦ plain ¦ runs iOS tests on a simulator ¦ source=Apple docs, xcodebuild
./gradlew :app:assembleDebug --offline ¦ plain ¦ builds a debug APK ¦ source=Android docs, build from command line
mix test --cover ¦ plain ¦ runs Elixir tests ¦ source=Elixir docs, mix test
swift test --filter InitechCoreTests ¦ plain ¦ runs Swift tests ¦ source=Swift docs
Rscript -e 'devtools::test(filter = "orders")' ¦ plain ¦ runs R tests ¦ source=testthat docs
zig build test -Doptimize=ReleaseSafe --summary all ¦ plain ¦ runs Zig tests ¦ source=Zig docs
stack test --fast initech-core ¦ plain ¦ runs Haskell tests ¦ source=Stack docs

@lint-and-tools
shellcheck -x -S warning bin/dev tools/*.sh ¦ plain ¦ lints shell scripts ¦ source=ShellCheck README
hadolint --ignore DL3008 docker/api.Dockerfile ¦ plain ¦ lints a Dockerfile ¦ source=hadolint README
pre-commit run ruff --files src/initech/orders.py ¦ plain ¦ runs the hooks ¦ source=pre-commit docs
markdownlint-cli2 'docs/**/*.md' '#node_modules' ¦ plain ¦ lints markdown ¦ source=markdownlint-cli2 README
actionlint -shellcheck= .github/workflows/release.yml ¦ plain ¦ lints workflow files ¦ source=actionlint README
yamllint -c .yamllint.yml deploy/ ¦ plain ¦ lints YAML ¦ source=yamllint docs
jq '.scripts' package.json ¦ plain ¦ reads scripts ¦ source=jq manual
rg -n 'TODO|FIXME' src/ ¦ plain ¦ searches the project ¦ source=ripgrep guide
fd -e ts -E node_modules . src ¦ plain ¦ finds files ¦ source=fd README
tokei ¦ plain ¦ counts lines ¦ source=tokei README
tree -a -L 3 -I '.git|node_modules|.venv' src ¦ plain ¦ shows the tree ¦ source=tree(1)
docker compose -f compose.yaml -f compose.dev.yaml config --services ¦ plain ¦ renders the compose file ¦ source=Docker docs, compose config
trivy fs --scanners vuln,misconfig --severity HIGH,CRITICAL ./services/api ¦ plain ¦ scans dependencies ¦ source=Trivy docs
semgrep scan --config auto --metrics=off ¦ plain ¦ scans code ¦ source=Semgrep docs
gitleaks git --redact --log-opts='origin/main..HEAD' . ¦ plain ¦ scans the project for secrets, redacted ¦ source=gitleaks README
codespell -w docs/guide ¦ plain ¦ checks spelling ¦ source=codespell README

@yellow
npm install --save zod@3.23.8 ¦ plain ¦ adds a dependency ¦ yellow ¦ source=npm docs, install
pnpm add -D @vitest/coverage-v8 --filter @initech/web ¦ plain ¦ adds a dev dependency ¦ yellow ¦ source=pnpm docs, add
yarn add @tanstack/react-query@^5 ¦ plain ¦ adds a dependency ¦ yellow ¦ source=Yarn docs, add
bun add hono@4 @hono/zod-validator ¦ plain ¦ adds a dependency ¦ yellow ¦ source=Bun docs, add
pip install -r requirements/dev.txt -c constraints.txt ¦ plain ¦ installs dev requirements ¦ yellow ¦ source=pip docs, -r
uv add 'httpx>=0.27' --optional http ¦ plain ¦ adds a dependency ¦ yellow ¦ source=uv docs, add
poetry add --group dev pytest-mock ¦ plain ¦ adds a dev dependency ¦ yellow ¦ source=Poetry docs, add
cargo add tokio --features full -p initech-core ¦ plain ¦ adds a crate ¦ yellow ¦ source=Cargo book, cargo add
go get github.com/jackc/pgx/v5@v5.6.0 ¦ plain ¦ adds a module ¦ yellow ¦ source=Go docs, go get
bundle add pry --group development ¦ plain ¦ adds a gem ¦ yellow ¦ source=Bundler docs, add
composer require --dev pestphp/pest:^2.0 --with-all-dependencies ¦ plain ¦ adds a dev package ¦ yellow ¦ source=Composer docs, require
dotnet add src/Api package Polly --version 8.4.1 ¦ plain ¦ adds a NuGet package ¦ yellow ¦ source=.NET CLI docs, add package
dart pub add dev:build_runner ¦ plain ¦ adds a Dart package ¦ yellow ¦ source=Dart docs, pub add
mix deps.get --only dev --check-locked ¦ plain ¦ fetches Elixir dependencies ¦ yellow ¦ source=Elixir docs, mix deps.get
bin/rails db:migrate:up VERSION=20261201120000 RAILS_ENV=development ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Rails guides, migrations
python manage.py migrate --database=default ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Django docs, migrate
npx prisma migrate dev --name add_invoice_due_date --create-only ¦ plain ¦ creates and applies a dev migration ¦ yellow ¦ source=Prisma docs, migrate dev
alembic -x db=dev upgrade +1 ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Alembic docs
php artisan migrate:rollback --step=1 ¦ plain ¦ rolls back one dev migration ¦ yellow ¦ source=Laravel docs, migrations
dotnet ef database update --project src/Api --connection 'Host=localhost;Database=initech_dev' ¦ plain ¦ applies EF Core migrations to the dev database ¦ yellow ¦ source=EF Core docs, dotnet ef
git push -u origin feature/login ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
git push origin HEAD:refs/heads/fix/null-check ¦ plain ¦ pushes a fix branch ¦ yellow ¦ source=git-push(1)
gh pr create --fill --base main ¦ plain ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, gh pr create
glab mr create --fill --draft --target-branch develop --source-branch feature/invoices ¦ plain ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
gh pr create --draft --title 'WIP: login' --body 'early feedback' ¦ plain ¦ opens a draft pull request ¦ yellow ¦ source=GitHub CLI manual, gh pr create

@dev-http
nmap -sT -p 1-10000 127.0.0.1 ¦ plain ¦ checks which ports this machine's dev services listen on ¦ source=Nmap reference guide
nping --tcp -p 5432 -c 1 127.0.0.1 ¦ plain ¦ checks the local database port answers ¦ source=Nping reference guide
ffuf -w wordlists/routes.txt -u http://localhost:8000/FUZZ -mc 200,301 ¦ plain ¦ checks the dev server's routes ¦ source=ffuf README
gobuster dir -u http://127.0.0.1:8080 -w wordlists/common.txt -t 4 ¦ plain ¦ path discovery against the local dev server ¦ source=gobuster README
nuclei -u http://localhost:3000 -t security-checks/ ¦ plain ¦ the project's own checks against the local app ¦ source=nuclei docs
kafka-producer-perf-test.sh --topic perf-dev --num-records 1000 --record-size 100 --throughput 100 --producer-props bootstrap.servers=localhost:9092 ¦ plain ¦ a small producer benchmark on a local broker ¦ source=Apache Kafka docs, producer performance tool

@reversible
tcpdump -r fixtures/handshake.pcap -nn -c 20 ¦ plain ¦ reads a capture file in the project ¦ source=tcpdump(8), -r
tshark -r tests/data/http2.pcapng -q -z io,stat,1 ¦ plain ¦ summarises a project capture file ¦ source=tshark(1)
mitmdump -nr flows/recorded.mitm --flow-detail 1 ¦ plain ¦ reads recorded flows from the project ¦ source=mitmproxy docs, mitmdump -r
mutagen sync list ¦ plain ¦ lists sync sessions ¦ source=Mutagen docs, sync list
john --test=5 --format=bcrypt ¦ plain ¦ benchmarks a hash format ¦ source=John the Ripper docs, --test
hashcat --benchmark -m 3200 ¦ plain ¦ benchmarks a hash mode ¦ source=hashcat wiki, benchmark

@lint-and-tools
makepkg --printsrcinfo > .SRCINFO ¦ plain ¦ regenerates the package metadata in the project ¦ source=makepkg(8)
yay -Ss ripgrep ¦ plain ¦ searches packages ¦ source=yay README
sea-orm-cli generate entity -u sqlite://dev.db -o src/entities ¦ plain ¦ generates entities from the project database ¦ source=SeaORM docs, codegen
npx mikro-orm schema:update --dump ¦ plain ¦ prints the schema diff without running it ¦ source=MikroORM docs, schema generator CLI
grubby --info=ALL ¦ plain ¦ lists the boot entries ¦ source=grubby(8)
"""
