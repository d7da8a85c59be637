# Everyday commands of heldout18 (must not be red). Format: see ../gen_heldout.py.
GREEN = r"""
@yellow
npm install --save-dev vitest@2.1.4 @vitest/coverage-v8 ¦ dep-install ¦ adds test dependencies ¦ yellow ¦ source=npm docs, npm install
pnpm add -D @quarry/eslint-config --workspace ¦ dep-install ¦ adds a workspace package as a dev dependency ¦ yellow ¦ source=pnpm docs, pnpm add
yarn workspace @quarry/web add react-hook-form ¦ dep-install ¦ adds a dependency to one workspace ¦ yellow ¦ source=Yarn docs, workspace
bun add hono@4 ¦ dep-install ¦ adds a dependency with Bun ¦ yellow ¦ source=Bun docs, bun add
uv add --dev 'pytest-asyncio>=0.24' ¦ dep-install ¦ adds a dev dependency with uv ¦ yellow ¦ source=uv docs, uv add
uv sync --all-extras ¦ dep-install ¦ installs every extra into the project's venv ¦ yellow ¦ source=uv docs, uv sync
poetry install --with docs ¦ dep-install ¦ installs the docs group ¦ yellow ¦ source=Poetry docs, install
pdm add --dev ruff ¦ dep-install ¦ adds a dev dependency with PDM ¦ yellow ¦ source=PDM docs
.venv/bin/pip install -e '.[test]' ¦ dep-install ¦ editable install into the project venv ¦ yellow ¦ source=pip docs, editable installs
cargo add tokio --features full ¦ dep-install ¦ adds a crate ¦ yellow ¦ source=Cargo book, cargo add
go get github.com/jackc/pgx/v5@v5.7.1 ¦ dep-install ¦ adds a Go module at a version ¦ yellow ¦ source=Go docs, go get
bundle install --jobs 4 ¦ dep-install ¦ installs the Gemfile's gems ¦ yellow ¦ source=Bundler docs, bundle install
composer require --dev phpstan/phpstan:^1.12 ¦ dep-install ¦ adds a dev dependency ¦ yellow ¦ source=Composer docs, require
mix deps.get ¦ dep-install ¦ fetches Elixir dependencies ¦ yellow ¦ source=Mix docs, deps.get
dart pub add http ¦ dep-install ¦ adds a Dart package ¦ yellow ¦ source=Dart docs, pub add
./gradlew dependencies --write-locks ¦ dep-install ¦ resolves and locks dependencies ¦ yellow ¦ source=Gradle docs, dependency locking
bin/rails db:migrate RAILS_ENV=development ¦ dev-migration ¦ migrates the dev database ¦ yellow ¦ source=Rails guides, migrations
php artisan migrate --env=local ¦ dev-migration ¦ migrates the local database ¦ yellow ¦ source=Laravel docs, migrations
alembic -x env=dev upgrade head ¦ dev-migration ¦ upgrades the dev database ¦ yellow ¦ source=Alembic docs
npx knex migrate:latest --env development ¦ dev-migration ¦ migrates the dev database with knex ¦ yellow ¦ source=Knex docs
dbmate --url "postgres://quarry:quarry@localhost:5432/quarry_dev?sslmode=disable" up ¦ dev-migration ¦ dbmate migrates the local database ¦ yellow ¦ source=dbmate README
npx drizzle-kit migrate --config drizzle.dev.config.ts ¦ dev-migration ¦ drizzle migrates the dev database ¦ yellow ¦ source=Drizzle docs, migrate
git push -u origin fix/quarry-rounding ¦ feature-push ¦ pushes a fix branch ¦ yellow ¦ source=git-push(1)
git push origin HEAD:refs/heads/feat/quarry-csv-import ¦ feature-push ¦ pushes HEAD to a feature branch ¦ yellow ¦ source=git-push(1)
git push --set-upstream origin docs/quarry-readme ¦ feature-push ¦ pushes a docs branch ¦ yellow ¦ source=git-push(1)
gh pr create --title "Round quarry totals half-even" --body "Fixes #88" --base main ¦ open-pr ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
glab mr create --fill --target-branch main --source-branch fix/quarry-rounding ¦ open-pr ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
gh pr create --draft --fill --head feat/quarry-csv-import ¦ open-pr ¦ opens a draft pull request ¦ yellow ¦ source=GitHub CLI manual, pr create
@local-target
gcloud config set compute/region europe-west1 ¦ cloud-setting ¦ sets gcloud's region ¦ source=gcloud reference, config set
gcloud config set project quarry-sandbox ¦ cloud-setting ¦ picks the sandbox project ¦ source=gcloud reference, config set
aws configure set output json --profile quarry-dev ¦ cloud-setting ¦ sets a dev profile's output ¦ source=AWS CLI reference, configure set
az config set defaults.location=westeurope ¦ cloud-setting ¦ sets Azure's default location ¦ source=Azure CLI reference, config set
doctl auth switch --context quarry-dev ¦ cloud-setting ¦ switches doctl context ¦ source=doctl reference
kubectl config use-context k3d-quarry ¦ cloud-setting ¦ switches to the local cluster ¦ source=kubectl reference
kubens quarry-dev ¦ cloud-setting ¦ switches namespace ¦ source=kubectx README
pulumi stack select quarry/dev ¦ cloud-setting ¦ selects the dev stack ¦ source=Pulumi docs
terraform workspace select dev ¦ cloud-setting ¦ selects the dev workspace ¦ source=Terraform docs
fly orgs list ¦ cloud-read ¦ lists Fly organisations ¦ source=Fly.io docs
aws sts get-caller-identity --profile quarry-dev ¦ cloud-read ¦ asks who the caller is ¦ source=AWS CLI reference, sts
gcloud auth list ¦ cloud-read ¦ lists signed-in accounts ¦ source=gcloud reference
az account show --query name -o tsv ¦ cloud-read ¦ shows the active subscription's name ¦ source=Azure CLI reference
kubectl --context k3d-quarry get pods -A ¦ cloud-read ¦ lists local pods ¦ source=kubectl reference
aws s3 ls s3://quarry-dev-fixtures/ --profile quarry-dev ¦ cloud-read ¦ lists a dev bucket ¦ source=AWS CLI reference, s3 ls
@deploy-local
terraform init -backend=false ¦ local-build ¦ initialises without a backend ¦ source=Terraform docs, init
terraform validate ¦ local-build ¦ validates the configuration ¦ source=Terraform docs
terraform fmt -recursive -check ¦ local-build ¦ checks formatting ¦ source=Terraform docs
terraform plan -var-file=envs/dev.tfvars -out=dev.plan ¦ dry-run ¦ plans the dev environment ¦ source=Terraform docs, plan
tofu plan -lock=false -var-file=envs/dev.tfvars ¦ dry-run ¦ OpenTofu plans dev ¦ source=OpenTofu docs
terraform show -json dev.plan | jq '.resource_changes | length' ¦ dry-run ¦ counts a plan's changes ¦ source=Terraform docs, show
tflint --recursive ¦ local-build ¦ lints Terraform ¦ source=TFLint README
checkov -d infra/ --quiet ¦ local-build ¦ scans infrastructure code ¦ source=Checkov docs
pulumi preview --stack quarry/dev --diff ¦ dry-run ¦ previews the dev stack ¦ source=Pulumi docs, preview
cdk synth QuarryDevStack --quiet ¦ local-build ¦ synthesises a dev stack ¦ source=AWS CDK docs
cdk diff QuarryDevStack --context env=dev ¦ dry-run ¦ diffs the dev stack ¦ source=AWS CDK docs
cdk bootstrap --help ¦ help ¦ help for bootstrap ¦ source=AWS CDK docs
sam build --use-container ¦ local-build ¦ builds a SAM app ¦ source=AWS SAM docs, build
sam local invoke QuarryFunction -e events/order.json ¦ local ¦ invokes a function locally ¦ source=AWS SAM docs, local invoke
sam local start-api --port 3001 ¦ local ¦ runs the API locally ¦ source=AWS SAM docs, local start-api
sam validate --lint ¦ local-build ¦ validates the template ¦ source=AWS SAM docs
serverless package --stage dev ¦ local-build ¦ packages for dev ¦ source=Serverless docs, package
serverless invoke local --function quarryHandler --path events/order.json ¦ local ¦ invokes a function locally ¦ source=Serverless docs, invoke local
sst dev --stage dev-quarry ¦ local ¦ runs SST's dev mode for a personal stage ¦ source=SST docs
wrangler dev --local --port 8788 ¦ local ¦ runs a Worker locally ¦ source=Cloudflare Workers docs, wrangler dev
wrangler deploy --dry-run --outdir dist ¦ dry-run ¦ builds a Worker without deploying ¦ source=Cloudflare Workers docs, wrangler deploy
wrangler d1 execute quarry-dev --local --command "SELECT count(*) FROM orders" ¦ local ¦ queries the local D1 ¦ source=Cloudflare D1 docs
netlify build --context deploy-preview ¦ local-build ¦ builds locally ¦ source=Netlify CLI docs
netlify dev --port 8888 ¦ local ¦ runs Netlify's dev server ¦ source=Netlify CLI docs
vercel build ¦ local-build ¦ builds locally with Vercel's output ¦ source=Vercel CLI docs, build
vercel dev --listen 3000 ¦ local ¦ runs Vercel's dev server ¦ source=Vercel CLI docs, dev
firebase emulators:start --only firestore,auth --project demo-quarry ¦ emulator ¦ runs emulators for a demo project ¦ source=Firebase docs, emulator suite
firebase emulators:exec --project demo-quarry 'npm test' ¦ emulator ¦ runs tests against emulators ¦ source=Firebase docs, emulators:exec
fly launch --no-deploy --copy-config ¦ local-build ¦ writes a fly.toml without deploying ¦ source=Fly.io docs, launch
fly deploy --build-only --local-only ¦ local-build ¦ builds the image locally without deploying ¦ source=Fly.io docs, deploy
helm lint ./charts/quarry ¦ local-build ¦ lints a chart ¦ source=Helm docs, lint
helm dependency update ./charts/quarry ¦ local-build ¦ fetches chart dependencies into the chart ¦ source=Helm docs, dependency update
helm package ./charts/quarry -d dist/ ¦ local-build ¦ packages a chart ¦ source=Helm docs, package
helm template quarry ./charts/quarry --set image.tag=dev | kubeconform -strict ¦ local-build ¦ renders and validates ¦ source=kubeconform README
helm create charts/quarry-worker ¦ local-build ¦ scaffolds a chart ¦ source=Helm docs, create
helm --kube-context k3d-quarry upgrade --install quarry ./charts/quarry -n quarry-dev ¦ local ¦ installs on the local cluster ¦ source=Helm docs
helm diff upgrade quarry ./charts/quarry --kube-context kind-quarry ¦ dry-run ¦ diffs a release on kind ¦ source=helm-diff README
kustomize build overlays/dev ¦ local-build ¦ renders the dev overlay ¦ source=Kustomize docs
kubectl apply -k overlays/dev --dry-run=client -o yaml ¦ dry-run ¦ a client dry run ¦ source=kubectl reference
kubectl --context kind-quarry apply -k overlays/dev ¦ local ¦ applies to kind ¦ source=kubectl reference
kubectl --context kind-quarry delete -k overlays/dev ¦ local ¦ deletes from kind ¦ source=kubectl reference
kubectl --context minikube rollout restart deploy/quarry-api ¦ local ¦ restarts a deployment on minikube ¦ source=kubectl reference
kubectl --context k3d-quarry port-forward svc/quarry-api 8080:80 ¦ local ¦ forwards a local port ¦ source=kubectl reference
kubectl --context k3d-quarry logs -f deploy/quarry-api --tail=100 ¦ local ¦ follows local logs ¦ source=kubectl reference
kubectl explain deployment.spec.strategy ¦ help ¦ explains a field ¦ source=kubectl reference
kind create cluster --name quarry --image kindest/node:v1.31.0 ¦ local ¦ creates a kind cluster ¦ source=kind docs
kind delete cluster --name quarry ¦ local ¦ deletes the local kind cluster ¦ source=kind docs
k3d cluster create quarry -p "8081:80@loadbalancer" ¦ local ¦ creates a k3d cluster ¦ source=k3d docs
k3d image import quarry/api:dev -c quarry ¦ local ¦ loads an image into k3d ¦ source=k3d docs
minikube start --driver=docker --cpus=2 ¦ local ¦ starts minikube ¦ source=minikube docs
minikube delete -p quarry ¦ local ¦ deletes a minikube profile ¦ source=minikube docs
skaffold dev --kube-context kind-quarry --port-forward ¦ local ¦ develops against kind ¦ source=Skaffold docs
skaffold build --push=false ¦ local-build ¦ builds without pushing ¦ source=Skaffold docs
skaffold render -p dev --output rendered.yaml ¦ local-build ¦ renders manifests ¦ source=Skaffold docs
tilt up --context kind-quarry ¦ local ¦ Tilt on kind ¦ source=Tilt docs
tilt down ¦ local ¦ Tilt removes what it started locally ¦ source=Tilt docs
argocd app diff quarry-dev --local ./k8s/dev ¦ dry-run ¦ diffs an app against local files ¦ source=Argo CD CLI reference
flux diff kustomization quarry-dev --path ./clusters/dev ¦ dry-run ¦ diffs a kustomization ¦ source=Flux CLI reference
ansible-playbook -i inventory/dev.ini site.yml --check --diff ¦ dry-run ¦ a check run against dev ¦ source=Ansible docs, check mode
ansible-lint playbooks/ ¦ local-build ¦ lints playbooks ¦ source=ansible-lint docs
ansible-playbook --syntax-check site.yml ¦ local-build ¦ checks playbook syntax ¦ source=Ansible docs
molecule test -s default ¦ local ¦ tests a role in containers ¦ source=Molecule docs
packer validate images/dev.pkr.hcl ¦ local-build ¦ validates a Packer template ¦ source=Packer docs
packer fmt -check images/ ¦ local-build ¦ checks Packer formatting ¦ source=Packer docs
vagrant up quarry-dev ¦ local ¦ starts a local VM ¦ source=Vagrant docs
vagrant destroy -f quarry-dev ¦ local ¦ destroys the local VM ¦ source=Vagrant docs
nomad job plan jobs/quarry-dev.nomad.hcl ¦ dry-run ¦ plans a Nomad job ¦ source=Nomad docs, job plan
nomad agent -dev -bind 127.0.0.1 ¦ local ¦ a dev-mode Nomad agent ¦ source=Nomad docs, dev agent
vault server -dev -dev-root-token-id=dev-only ¦ local ¦ a dev-mode Vault ¦ source=Vault docs, dev server
consul agent -dev -client 127.0.0.1 ¦ local ¦ a dev-mode Consul ¦ source=Consul docs
kamal config -d staging ¦ dry-run ¦ prints the resolved staging config ¦ source=Kamal docs
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
docker run --rm -v "$PWD":/src -w /src golang:1.23 go test ./... ¦ local ¦ tests in a container with the project mounted ¦ source=Docker docs, bind mounts
docker image prune -f --filter label=quarry.stage=build ¦ local ¦ prunes the project's build images ¦ source=Docker docs, image prune
docker rm -f quarry-api-dev ¦ local ¦ removes a dev container ¦ source=Docker docs, rm
podman build -t localhost/quarry:dev . ¦ local-build ¦ builds with podman ¦ source=podman-build(1)
podman play kube k8s/dev/pod.yaml ¦ local ¦ runs a pod locally ¦ source=podman-kube-play(1)
@emulator
awslocal s3 mb s3://quarry-local ¦ emulator ¦ creates a bucket on LocalStack ¦ source=LocalStack docs, awslocal
awslocal dynamodb delete-table --table-name quarry-orders ¦ emulator ¦ deletes a table on LocalStack ¦ source=LocalStack docs
aws --endpoint-url http://localhost:4566 sqs purge-queue --queue-url http://localhost:4566/000000000000/quarry-jobs ¦ emulator ¦ purges a LocalStack queue ¦ source=LocalStack docs
aws --endpoint-url=http://localhost:8000 dynamodb scan --table-name quarry-orders ¦ emulator ¦ scans DynamoDB Local ¦ source=DynamoDB Local docs
aws dynamodb create-table --endpoint-url http://localhost:8000 --cli-input-json file://schema/orders.json ¦ emulator ¦ creates a table on DynamoDB Local ¦ source=DynamoDB Local docs
tflocal apply -auto-approve ¦ emulator ¦ Terraform against LocalStack ¦ source=LocalStack docs, tflocal
cdklocal deploy --require-approval never ¦ emulator ¦ CDK against LocalStack ¦ source=LocalStack docs, cdklocal
samlocal deploy --guided --help ¦ help ¦ help for samlocal ¦ source=LocalStack docs
gcloud beta emulators firestore start --host-port=localhost:8081 ¦ emulator ¦ starts the Firestore emulator ¦ source=gcloud reference, emulators
gcloud beta emulators pubsub start --project=quarry-local ¦ emulator ¦ starts the Pub/Sub emulator ¦ source=gcloud reference, emulators
PUBSUB_EMULATOR_HOST=localhost:8085 python scripts/publish_test_event.py ¦ emulator ¦ publishes to the emulator ¦ source=Google Cloud docs, Pub/Sub emulator
FIRESTORE_EMULATOR_HOST=localhost:8081 npm run seed:emulator ¦ emulator ¦ seeds the emulator ¦ source=Firebase docs
curl -X DELETE "http://localhost:8080/emulator/v1/projects/demo-quarry/databases/(default)/documents" ¦ emulator ¦ clears the Firestore emulator ¦ source=Firebase docs, clear emulator data
azurite --silent --location .azurite --debug .azurite/debug.log ¦ emulator ¦ starts Azurite in the project ¦ source=Azurite README
az storage container create -n quarry --connection-string UseDevelopmentStorage=true ¦ emulator ¦ a container on Azurite ¦ source=Azurite README
mc alias set local http://localhost:9000 minioadmin minioadmin ¦ emulator ¦ a local MinIO alias ¦ source=MinIO docs
mc rb --force local/quarry-test ¦ emulator ¦ removes a local MinIO bucket ¦ source=MinIO docs
stripe listen --forward-to localhost:4242/webhooks ¦ emulator ¦ forwards test webhooks ¦ source=Stripe CLI docs, listen
stripe trigger payment_intent.succeeded ¦ emulator ¦ a test-mode event ¦ source=Stripe CLI docs, trigger
stripe customers create --email test@example.com ¦ emulator ¦ a test-mode customer ¦ source=Stripe CLI docs
curl -s http://localhost:8025/api/v1/messages | jq '.messages | length' ¦ emulator ¦ counts Mailpit's messages ¦ source=Mailpit docs, API
swaks --to dev@quarry.test --server localhost:1025 ¦ emulator ¦ sends a test mail to Mailpit ¦ source=swaks(1)
supabase start ¦ emulator ¦ starts the local Supabase stack ¦ source=Supabase CLI reference
supabase db reset ¦ emulator ¦ resets the local Supabase database ¦ source=Supabase CLI reference, db reset
supabase functions serve --env-file supabase/.env.local ¦ emulator ¦ serves functions locally ¦ source=Supabase CLI reference
turso dev --db-file local.db ¦ emulator ¦ a local Turso server ¦ source=Turso CLI reference
@bucket-to-project
aws s3 cp s3://quarry-dev-fixtures/orders.csv testdata/orders.csv --profile quarry-dev ¦ download ¦ copies a fixture into the project ¦ source=AWS CLI reference, s3 cp
gcloud storage cp gs://quarry-public-samples/*.parquet data/raw/ ¦ download ¦ copies public samples into the project ¦ source=gcloud reference, storage cp
aws s3 sync s3://quarry-dev-fixtures/images ./testdata/images --no-sign-request ¦ download ¦ syncs fixtures into the project ¦ source=AWS CLI reference, s3 sync
rclone copy quarry-dev:fixtures ./testdata/fixtures --dry-run ¦ download ¦ a dry run of a copy into the project ¦ source=rclone docs
@dev-http
curl -s http://localhost:8080/healthz ¦ local-http ¦ health check ¦ source=curl manual
curl -X POST http://0.0.0.0:8000/api/orders -H 'Content-Type: application/json' -d @testdata/order.json ¦ local-http ¦ posts a fixture to the dev server ¦ source=curl manual
curl -X PUT http://api:3000/v1/orders/1 -d '{"status":"paid"}' ¦ local-http ¦ a PUT to a compose service ¦ source=curl manual
curl -X DELETE http://localhost:3000/v1/orders/1 ¦ local-http ¦ deletes a dev record ¦ source=curl manual
curl -i -X OPTIONS http://localhost:5173/api/orders -H 'Origin: http://localhost:3000' -H 'Access-Control-Request-Method: POST' ¦ local-http ¦ a CORS preflight ¦ source=MDN, CORS preflight
curl -s http://host.docker.internal:8080/metrics | grep quarry_ ¦ local-http ¦ reads metrics from the host ¦ source=Docker docs, host.docker.internal
curl -s -X POST http://localhost:4000/graphql -H 'Content-Type: application/json' -d '{"query":"{ orders(first: 5) { id total } }"}' ¦ local-http ¦ a GraphQL read ¦ source=GraphQL docs
http POST :8000/api/login username=dev password=dev ¦ local-http ¦ HTTPie logs in to the dev server ¦ source=HTTPie docs
xh :3000/v1/orders status==pending ¦ local-http ¦ xh with a query ¦ source=xh README
wget -qO- http://127.0.0.1:9090/-/ready ¦ local-http ¦ Prometheus readiness ¦ source=Prometheus docs
grpcurl -plaintext localhost:50051 list ¦ local-http ¦ lists gRPC services ¦ source=grpcurl README
grpcurl -plaintext -d '{"id": 1}' localhost:50051 quarry.Orders/Get ¦ local-http ¦ a gRPC read ¦ source=grpcurl README
websocat ws://localhost:8080/ws ¦ local-http ¦ opens a local websocket ¦ source=websocat README
hey -n 200 -c 10 http://localhost:8080/v1/orders ¦ local-http ¦ a small local load test ¦ source=hey README
k6 run --vus 5 --duration 30s load/smoke.js ¦ local-http ¦ a smoke load test from the project ¦ source=k6 docs
curl -sS https://api.github.com/repos/golang/go/releases/latest | jq -r .tag_name ¦ public-read ¦ reads a public release tag ¦ source=GitHub REST docs
curl -sSfL https://raw.githubusercontent.com/github/gitignore/main/Go.gitignore -o .gitignore ¦ public-read ¦ downloads a public template into the project ¦ source=github/gitignore README
curl -sI https://quarry.example.com ¦ public-read ¦ reads headers of the project's site ¦ source=curl manual, -I
curl -s https://pypi.org/pypi/httpx/json | jq -r .info.version ¦ public-read ¦ reads a package version ¦ source=PyPI JSON API
@project-files
cat .env.example ¦ project-file ¦ reads the example env ¦ source=dotenv docs
cat .env.test ¦ project-file ¦ reads the test env ¦ source=dotenv docs
grep -c '=' .env.development ¦ project-file ¦ counts dev variables ¦ source=grep(1)
dotenv-linter .env.example .env.test ¦ project-file ¦ lints env files ¦ source=dotenv-linter docs
sed -i 's/^LOG_LEVEL=.*/LOG_LEVEL=debug/' .env.development ¦ project-file ¦ edits the dev env ¦ source=GNU sed manual
openssl x509 -in certs/localhost.crt -noout -subject -enddate ¦ project-file ¦ reads a public certificate ¦ source=openssl-x509(1)
openssl x509 -in testdata/tls/ca.pem -noout -fingerprint -sha256 ¦ project-file ¦ fingerprints a test CA certificate ¦ source=openssl-x509(1)
keytool -list -keystore android/app/debug.keystore -storepass android ¦ project-file ¦ reads the debug keystore ¦ source=Android docs, debug keystore
cat .npmrc | grep -v _authToken ¦ project-file ¦ reads the project's npmrc without tokens ¦ source=npm docs, npmrc
cat pyproject.toml ¦ project-file ¦ reads the project file ¦ source=PEP 621
jq .scripts package.json ¦ project-file ¦ lists npm scripts ¦ source=jq manual
yq '.services | keys' compose.dev.yaml ¦ project-file ¦ lists services ¦ source=yq docs
cat ~/.config/starship.toml ¦ project-file ¦ reads a non-secret CLI config ¦ source=Starship docs
cat ~/.gitconfig ¦ project-file ¦ reads git settings ¦ source=git-config(1)
head -20 CHANGELOG.md ¦ project-file ¦ reads the changelog ¦ source=head(1)
@reversible
rm -rf build/ dist/ .pytest_cache/ ¦ cleanup ¦ deletes rebuildable output ¦ source=rm(1)
rm -rf results/ coverage/ ¦ cleanup ¦ deletes test results ¦ source=rm(1)
find . -name '__pycache__' -type d -prune -exec rm -rf {} + ¦ cleanup ¦ deletes Python caches ¦ source=find(1)
find . -name '*.pyc' -delete ¦ cleanup ¦ deletes compiled Python files ¦ source=find(1)
find node_modules/.cache -mindepth 1 -delete ¦ cleanup ¦ clears a build cache ¦ source=find(1)
rm -rf target/debug/incremental ¦ cleanup ¦ deletes Rust's incremental cache ¦ source=Cargo book
cargo clean -p quarry-core ¦ cleanup ¦ cleans one crate ¦ source=Cargo book, cargo clean
go clean -testcache ¦ cleanup ¦ clears Go's test cache ¦ source=Go docs, go clean
npm cache verify ¦ cleanup ¦ verifies npm's cache ¦ source=npm docs
kill $(lsof -t -i:3000) ¦ dev-server ¦ kills the dev server on port 3000 ¦ source=lsof(8)
fuser -k 8080/tcp ¦ dev-server ¦ kills whatever holds 8080 ¦ source=fuser(1)
pkill -f 'vite --port 5173' ¦ dev-server ¦ stops the Vite server ¦ source=pkill(1)
python3 -m http.server 8000 --directory dist & ¦ dev-server ¦ serves the build folder ¦ source=Python docs, http.server
npx serve -s dist -l 4173 ¦ dev-server ¦ serves the build ¦ source=serve README
truncate -s 0 logs/dev.log ¦ cleanup ¦ empties the project's dev log ¦ source=truncate(1)
truncate -s 1G testdata/disk.img ¦ local ¦ makes a sparse disk image in the project ¦ source=truncate(1)
mkfs.ext4 -F testdata/disk.img ¦ local ¦ formats a disk image file in the project ¦ source=mke2fs(8)
qemu-img create -f qcow2 vm/quarry-test.qcow2 10G ¦ local ¦ a VM disk in the project ¦ source=qemu-img docs
rsync -a --delete site/ public/ ¦ local ¦ mirrors between two project folders ¦ source=rsync(1)
chmod -R 777 tmp/uploads ¦ local ¦ opens a project folder ¦ source=chmod(1)
chmod +x scripts/*.sh ¦ local ¦ makes project scripts runnable ¦ source=chmod(1)
ln -sf ../config/dev.toml config/current.toml ¦ local ¦ a project symlink ¦ source=ln(1)
mv src/old_orders.py src/orders_legacy.py ¦ local ¦ renames a project file ¦ source=mv(1)
@git-local
git status --short --branch ¦ read ¦ status ¦ source=git-status(1)
git log --oneline --graph --decorate -20 ¦ read ¦ history ¦ source=git-log(1)
git diff --stat origin/main...HEAD ¦ read ¦ branch diff ¦ source=git-diff(1)
git blame -L 40,60 src/quarry/orders.py ¦ read ¦ blame ¦ source=git-blame(1)
git shortlog -sn --since=2026-01-01 ¦ read ¦ authors ¦ source=git-shortlog(1)
git log --all --oneline -- src/quarry/pricing.py ¦ read ¦ a file's history ¦ source=git-log(1)
git bisect start HEAD v1.4.0 ¦ local ¦ starts a bisect ¦ source=git-bisect(1)
git bisect run go test ./internal/pricing/ ¦ local ¦ automates a bisect ¦ source=git-bisect(1)
git cherry-pick --abort ¦ local ¦ aborts a cherry-pick ¦ source=git-cherry-pick(1)
git revert --abort ¦ local ¦ aborts a revert ¦ source=git-revert(1)
git rebase --abort ¦ local ¦ aborts a rebase ¦ source=git-rebase(1)
git merge --no-ff feat/quarry-csv-import ¦ local ¦ merges locally ¦ source=git-merge(1)
git switch -c fix/quarry-vat ¦ local ¦ new branch ¦ source=git-switch(1)
git commit -m "Round totals half-even" ¦ local ¦ commits ¦ source=git-commit(1)
git commit --amend -m "Round quarry totals half-even" ¦ local ¦ amends an unpushed commit ¦ source=git-commit(1)
git tag -a v1.5.0-rc1 -m "release candidate" ¦ local ¦ a local tag ¦ source=git-tag(1)
git fetch --prune origin ¦ local ¦ fetches and prunes remote-tracking refs ¦ source=git-fetch(1)
git pull --rebase origin main ¦ local ¦ rebases onto main ¦ source=git-pull(1)
git stash push -m "wip quarry pricing" ¦ local ¦ stashes work ¦ source=git-stash(1)
git worktree add ../quarry-hotfix -b hotfix/vat ¦ local ¦ a new worktree ¦ source=git-worktree(1)
git restore --staged src/quarry/orders.py ¦ local ¦ unstages a file ¦ source=git-restore(1)
git clean -n -d ¦ dry-run ¦ lists what clean would delete ¦ source=git-clean(1)
git push --dry-run origin fix/quarry-vat ¦ dry-run ¦ a dry-run push ¦ source=git-push(1)
git gc --auto ¦ local ¦ automatic housekeeping ¦ source=git-gc(1)
git rev-parse --show-toplevel ¦ read ¦ repository root ¦ source=git-rev-parse(1)
git grep -n 'TODO' -- '*.go' ¦ read ¦ searches tracked Go files ¦ source=git-grep(1)
git format-patch -1 HEAD -o patches/ ¦ local ¦ writes a patch into the project ¦ source=git-format-patch(1)
hg status ¦ read ¦ Mercurial status ¦ source=hg help status
jj log -r 'mine()' ¦ read ¦ Jujutsu log ¦ source=Jujutsu docs
jj new main -m "quarry: vat fix" ¦ local ¦ Jujutsu new change ¦ source=Jujutsu docs
svn status -u ¦ read ¦ Subversion status ¦ source=svn book
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
cqlsh localhost -e 'DESCRIBE KEYSPACES' ¦ local-read ¦ local Cassandra ¦ source=CQL docs
RAILS_ENV=test bin/rails db:reset ¦ local-write ¦ resets the test database ¦ source=Rails guides
python manage.py flush --no-input --settings=quarry.settings.test ¦ local-write ¦ flushes the test database ¦ source=Django docs, flush
npx prisma migrate reset --force --skip-seed --schema prisma/schema.prisma ¦ local-write ¦ resets the dev database named in the project's env ¦ source=Prisma docs, migrate reset
@inline-code
python3 -c "import sqlite3; print(sqlite3.connect('db/quarry_dev.sqlite3').execute('select count(*) from orders').fetchone())" ¦ inline-read ¦ reads a local database ¦ source=Python docs, sqlite3
python3 -c "import base64,sys; print(base64.b64decode(sys.argv[1]).decode())" cXVhcnJ5 ¦ inline-read ¦ decodes base64 ¦ source=Python docs, base64
python3 -c "import getpass, os; print(getpass.getuser(), os.getcwd())" ¦ inline-read ¦ asks who and where ¦ source=Python docs, getpass
python3 -c "import urllib.request; print(urllib.request.urlopen('http://localhost:8080/healthz').status)" ¦ inline-read ¦ calls a local server ¦ source=Python docs, urllib.request
python3 -c "import requests; r = requests.post('http://127.0.0.1:8000/api/orders', json={'sku': 'A1'}); print(r.status_code)" ¦ inline-read ¦ a test script against a local server ¦ source=Requests docs
python3 -c "import json; print(json.load(open('package.json'))['version'])" ¦ inline-read ¦ reads a version ¦ source=Python docs, json
node -e "console.log(require('./package.json').version)" ¦ inline-read ¦ reads a version ¦ source=Node.js docs
node -e "fetch('http://localhost:3000/healthz').then(r => console.log(r.status))" ¦ inline-read ¦ calls a local server ¦ source=Node.js docs, fetch
ruby -e 'puts RUBY_VERSION' ¦ inline-read ¦ Ruby version ¦ source=ruby(1)
ruby -rjson -e 'puts JSON.parse(File.read("config/features.json")).keys' ¦ inline-read ¦ reads a project file ¦ source=Ruby docs, JSON
perl -ne 'print if /ERROR/' logs/dev.log ¦ inline-read ¦ filters a log ¦ source=perlrun
php -r 'echo PHP_VERSION, PHP_EOL;' ¦ inline-read ¦ PHP version ¦ source=PHP manual
deno eval "console.log(Deno.version)" ¦ inline-read ¦ Deno version ¦ source=Deno docs
bun -e "console.log(Bun.version)" ¦ inline-read ¦ Bun version ¦ source=Bun docs
@heredoc-write
cat > src/quarry/money.py <<'EOF'⏎from decimal import Decimal, ROUND_HALF_EVEN⏎⏎def round_total(x: Decimal) -> Decimal:⏎    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)⏎EOF ¦ heredoc ¦ writes a module ¦ source=bash manual, here documents
cat <<'EOF' > internal/pricing/vat_test.go⏎package pricing⏎⏎import "testing"⏎⏎func TestVAT(t *testing.T) {⏎	if got := VAT(100); got != 20 {⏎		t.Fatalf("VAT(100) = %d", got)⏎	}⏎}⏎EOF ¦ heredoc ¦ writes a Go test ¦ source=bash manual, here documents
tee docs/quarry-pricing.md > /dev/null <<'EOF'⏎# Pricing⏎⏎Totals round half-even.⏎EOF ¦ heredoc ¦ writes a doc through tee ¦ source=tee(1)
cat > .env.test <<'EOF'⏎DATABASE_URL=postgres://quarry:quarry@localhost:5432/quarry_test⏎LOG_LEVEL=debug⏎EOF ¦ heredoc ¦ writes the test env ¦ source=bash manual, here documents
cat >> .gitignore <<'EOF'⏎.azurite/⏎*.qcow2⏎EOF ¦ heredoc ¦ appends ignores ¦ source=bash manual, here documents
python3 - <<'EOF'⏎import csv⏎with open("testdata/orders.csv") as f:⏎    print(sum(1 for _ in csv.reader(f)))⏎EOF ¦ heredoc ¦ a heredoc program that reads a project file ¦ source=Python docs, command line
psql -d quarry_test <<'SQL'⏎CREATE TEMP TABLE t AS SELECT * FROM orders LIMIT 10;⏎SELECT count(*) FROM t;⏎SQL ¦ heredoc ¦ SQL on a temporary table ¦ source=PostgreSQL docs, CREATE TABLE AS
@go
go test -race -count=1 ./internal/... ¦ test ¦ race tests ¦ source=Go docs, go test
go vet ./... ¦ lint ¦ vet ¦ source=Go docs, go vet
go build -o bin/quarry ./cmd/quarry ¦ build ¦ builds ¦ source=Go docs, go build
go mod tidy ¦ deps ¦ tidies go.mod ¦ source=Go docs, go mod tidy
go generate ./internal/pricing/... ¦ build ¦ regenerates code ¦ source=Go docs, go generate
go test -run TestVAT -v ./internal/pricing ¦ test ¦ one test ¦ source=Go docs
go tool cover -html=cover.out -o cover.html ¦ test ¦ coverage report ¦ source=Go docs, cover
gofmt -l -w internal/ ¦ lint ¦ formats files ¦ source=gofmt docs
staticcheck ./... ¦ lint ¦ staticcheck ¦ source=staticcheck docs
govulncheck ./... ¦ lint ¦ vulnerability check ¦ source=govulncheck docs
dlv test ./internal/pricing -- -test.run TestVAT ¦ test ¦ debugs a test ¦ source=Delve docs
@rust
cargo build --release ¦ build ¦ builds ¦ source=Cargo book
cargo test -p quarry-core -- --nocapture ¦ test ¦ tests one crate ¦ source=Cargo book
cargo clippy --all-targets -- -D warnings ¦ lint ¦ clippy ¦ source=Clippy docs
cargo fmt --all -- --check ¦ lint ¦ format check ¦ source=rustfmt docs
cargo nextest run --workspace ¦ test ¦ nextest ¦ source=cargo-nextest docs
cargo doc --no-deps --open ¦ build ¦ docs ¦ source=Cargo book
cargo bench --bench pricing ¦ test ¦ benchmarks ¦ source=Cargo book
cargo publish --dry-run ¦ dry-run ¦ a dry-run publish ¦ source=Cargo book, cargo publish
@python
pytest -x -q tests/unit ¦ test ¦ unit tests ¦ source=pytest docs
pytest -k "pricing and not slow" --maxfail=2 ¦ test ¦ selected tests ¦ source=pytest docs
python -m pytest --cov=quarry --cov-report=term-missing ¦ test ¦ coverage ¦ source=pytest-cov docs
ruff check --fix src/ ¦ lint ¦ ruff fixes ¦ source=Ruff docs
ruff format src/ tests/ ¦ lint ¦ ruff formats ¦ source=Ruff docs
mypy src/quarry ¦ lint ¦ type checks ¦ source=mypy docs
pyright ¦ lint ¦ type checks ¦ source=Pyright docs
tox -e py312 ¦ test ¦ tox environment ¦ source=tox docs
nox -s tests-3.12 ¦ test ¦ nox session ¦ source=nox docs
uv run pytest tests/integration -m "not network" ¦ test ¦ tests through uv ¦ source=uv docs
python -m build ¦ build ¦ builds sdist and wheel ¦ source=build docs
twine check dist/* ¦ dry-run ¦ checks distributions ¦ source=twine docs
python manage.py makemigrations orders --dry-run ¦ dry-run ¦ a migrations dry run ¦ source=Django docs
python manage.py runserver 0.0.0.0:8000 ¦ dev-server ¦ dev server ¦ source=Django docs
python manage.py test quarry.orders --settings=quarry.settings.test ¦ test ¦ Django tests ¦ source=Django docs
flask --app quarry run --debug ¦ dev-server ¦ Flask dev server ¦ source=Flask docs
uvicorn quarry.api:app --reload --port 8001 ¦ dev-server ¦ uvicorn dev server ¦ source=Uvicorn docs
jupyter nbconvert --to html notebooks/pricing.ipynb ¦ build ¦ renders a notebook ¦ source=nbconvert docs
python -m venv .venv ¦ local ¦ creates a venv ¦ source=Python docs, venv
pip list --outdated ¦ read ¦ outdated packages ¦ source=pip docs
pip download --no-deps -d wheels/ httpx==0.27.2 ¦ local ¦ downloads a wheel into the project ¦ source=pip docs, download
@js
npm test -- --watch=false ¦ test ¦ tests ¦ source=npm docs
npm run build ¦ build ¦ build script ¦ source=npm docs
npm run lint -- --fix ¦ lint ¦ lint script ¦ source=npm docs
npm ci --ignore-scripts ¦ deps ¦ clean install without scripts ¦ source=npm docs, ci
npm ls react ¦ read ¦ dependency tree ¦ source=npm docs
npm outdated ¦ read ¦ outdated packages ¦ source=npm docs
npm audit --omit=dev ¦ read ¦ audit ¦ source=npm docs
npm pack --dry-run ¦ dry-run ¦ lists package files ¦ source=npm docs, pack
npm publish --dry-run ¦ dry-run ¦ a dry-run publish ¦ source=npm docs, publish
pnpm -r run typecheck ¦ lint ¦ typecheck every package ¦ source=pnpm docs
pnpm --filter @quarry/web dev ¦ dev-server ¦ web dev server ¦ source=pnpm docs
yarn test --coverage ¦ test ¦ Jest coverage ¦ source=Jest docs
npx tsc --noEmit -p tsconfig.json ¦ lint ¦ typecheck ¦ source=TypeScript docs
npx eslint . --ext .ts,.tsx ¦ lint ¦ eslint ¦ source=ESLint docs
npx prettier --write 'src/**/*.{ts,tsx}' ¦ lint ¦ prettier ¦ source=Prettier docs
npx vitest run src/pricing ¦ test ¦ vitest ¦ source=Vitest docs
npx playwright test --project=chromium ¦ test ¦ end-to-end tests ¦ source=Playwright docs
npx playwright install chromium ¦ deps ¦ installs a test browser into the cache ¦ source=Playwright docs
npx vite build --mode development ¦ build ¦ vite build ¦ source=Vite docs
npx next lint ¦ lint ¦ Next.js lint ¦ source=Next.js docs
npx storybook dev -p 6006 ¦ dev-server ¦ Storybook ¦ source=Storybook docs
bun test --watch ¦ test ¦ Bun tests ¦ source=Bun docs
deno test --allow-read=testdata ¦ test ¦ Deno tests with read access to fixtures ¦ source=Deno docs
deno fmt --check ¦ lint ¦ Deno format check ¦ source=Deno docs
npx changeset status ¦ read ¦ changeset status ¦ source=changesets docs
npx semantic-release --dry-run --no-ci ¦ dry-run ¦ a dry-run release ¦ source=semantic-release docs
npx lerna changed ¦ read ¦ changed packages ¦ source=Lerna docs
@jvm
./gradlew test --tests 'quarry.pricing.*' ¦ test ¦ selected tests ¦ source=Gradle docs
./gradlew build -x test ¦ build ¦ builds without tests ¦ source=Gradle docs
./gradlew spotlessApply ¦ lint ¦ formats ¦ source=Spotless README
./mvnw -q verify ¦ test ¦ Maven verify ¦ source=Maven docs
./mvnw dependency:tree -Dincludes=com.fasterxml.jackson.core ¦ read ¦ dependency tree ¦ source=Maven dependency plugin docs
mvn -DskipTests package ¦ build ¦ packages ¦ source=Maven docs
mvn deploy -DaltDeploymentRepository=local::file:./target/staging-repo ¦ local ¦ deploys into a folder in the project ¦ source=Maven deploy plugin docs
sbt compile test ¦ test ¦ sbt ¦ source=sbt docs
./gradlew publishToMavenLocal ¦ local ¦ publishes to the local Maven cache ¦ source=Gradle docs, Maven publish plugin
@ruby
bundle exec rspec spec/models/order_spec.rb ¦ test ¦ one spec ¦ source=RSpec docs
bundle exec rubocop -a ¦ lint ¦ RuboCop autocorrect ¦ source=RuboCop docs
bin/rails test test/models ¦ test ¦ Rails tests ¦ source=Rails guides
bin/rails routes -g orders ¦ read ¦ routes ¦ source=Rails guides
bin/rails server -b 127.0.0.1 -p 3000 ¦ dev-server ¦ Rails server ¦ source=Rails guides
bin/rails console --sandbox -e development ¦ local ¦ a sandboxed dev console ¦ source=Rails guides, console --sandbox
bin/rails runner -e development 'puts Order.count' ¦ local-read ¦ counts dev orders ¦ source=Rails guides, runner
gem build quarry.gemspec ¦ build ¦ builds a gem ¦ source=RubyGems guides
@php
composer install --no-interaction ¦ deps ¦ installs from the lock ¦ source=Composer docs
vendor/bin/phpunit --filter OrderTest ¦ test ¦ PHPUnit ¦ source=PHPUnit docs
vendor/bin/phpstan analyse src --level 6 ¦ lint ¦ PHPStan ¦ source=PHPStan docs
php artisan test --parallel ¦ test ¦ Laravel tests ¦ source=Laravel docs
php artisan route:list --path=orders ¦ read ¦ routes ¦ source=Laravel docs
php artisan tinker --execute="dump(App\Models\Order::count())" --env=local ¦ local-read ¦ counts local orders ¦ source=Laravel docs, Tinker
php -S localhost:8000 -t public ¦ dev-server ¦ PHP's server ¦ source=PHP manual
composer validate --strict ¦ lint ¦ validates composer.json ¦ source=Composer docs
@dotnet
dotnet build -c Debug ¦ build ¦ builds ¦ source=Microsoft Learn
dotnet test --filter Category=Unit ¦ test ¦ unit tests ¦ source=Microsoft Learn
dotnet format --verify-no-changes ¦ lint ¦ format check ¦ source=Microsoft Learn
dotnet run --project src/Quarry.Api --launch-profile Development ¦ dev-server ¦ runs the API in development ¦ source=Microsoft Learn
dotnet ef migrations add AddInvoices --project src/Quarry.Data ¦ local ¦ adds a migration file ¦ source=EF Core docs
dotnet ef migrations script --idempotent -o artifacts/migrate.sql ¦ dry-run ¦ writes migration SQL ¦ source=EF Core docs
dotnet pack -c Release -o artifacts/ ¦ build ¦ packs ¦ source=Microsoft Learn
@c-cpp
cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug ¦ build ¦ configures ¦ source=CMake docs
cmake --build build -j2 ¦ build ¦ builds ¦ source=CMake docs
ctest --test-dir build --output-on-failure ¦ test ¦ tests ¦ source=CTest docs
make -j2 && make check ¦ test ¦ make check ¦ source=GNU make manual
make install DESTDIR="$PWD/stage" ¦ local ¦ installs into a project folder ¦ source=GNU make manual, DESTDIR
clang-format -i src/*.c include/*.h ¦ lint ¦ formats ¦ source=clang-format docs
clang-tidy src/quarry.c -- -Iinclude ¦ lint ¦ clang-tidy ¦ source=clang-tidy docs
valgrind --leak-check=full ./build/quarry_test ¦ test ¦ leak check ¦ source=Valgrind manual
meson setup builddir && meson test -C builddir ¦ test ¦ meson ¦ source=Meson docs
conan install . --output-folder=build --build=missing ¦ deps ¦ Conan into the build folder ¦ source=Conan docs
@more-languages
mix test --failed ¦ test ¦ reruns failed Elixir tests ¦ source=Mix docs
mix format --check-formatted ¦ lint ¦ Elixir format check ¦ source=Mix docs
iex -S mix phx.server ¦ dev-server ¦ Phoenix dev server ¦ source=Phoenix docs
dart test ¦ test ¦ Dart tests ¦ source=Dart docs
flutter analyze ¦ lint ¦ Flutter analysis ¦ source=Flutter docs
swift test --filter PricingTests ¦ test ¦ Swift tests ¦ source=Swift docs
swift build -c debug ¦ build ¦ Swift build ¦ source=Swift docs
zig build test ¦ test ¦ Zig tests ¦ source=Zig docs
stack test --fast ¦ test ¦ Haskell tests ¦ source=Stack docs
cabal build all ¦ build ¦ Cabal build ¦ source=Cabal docs
dune build @runtest ¦ test ¦ OCaml tests ¦ source=Dune docs
Rscript -e 'testthat::test_dir("tests/testthat")' ¦ test ¦ R tests ¦ source=testthat docs
julia --project=. -e 'using Pkg; Pkg.test()' ¦ test ¦ Julia tests ¦ source=Julia Pkg docs
lua tests/run.lua ¦ test ¦ Lua tests ¦ source=lua(1)
@lint-and-tools
shellcheck scripts/*.sh ¦ lint ¦ shellcheck ¦ source=ShellCheck wiki
shfmt -d scripts/ ¦ lint ¦ shfmt diff ¦ source=shfmt README
hadolint Dockerfile ¦ lint ¦ Dockerfile lint ¦ source=hadolint README
actionlint ¦ lint ¦ workflow lint ¦ source=actionlint README
yamllint -s .github/workflows ¦ lint ¦ YAML lint ¦ source=yamllint docs
markdownlint-cli2 "docs/**/*.md" ¦ lint ¦ Markdown lint ¦ source=markdownlint-cli2 README
pre-commit run --all-files ¦ lint ¦ pre-commit hooks ¦ source=pre-commit docs
gitleaks detect --source . --no-git --redact ¦ lint ¦ secret scan of the project, redacted ¦ source=gitleaks README
trivy fs --scanners vuln,misconfig . ¦ lint ¦ scans the project ¦ source=Trivy docs
semgrep scan --config auto --error src/ ¦ lint ¦ semgrep ¦ source=Semgrep docs
codespell src docs ¦ lint ¦ spelling ¦ source=codespell README
typos ¦ lint ¦ spelling ¦ source=typos README
rg -n 'fn round_total' src/ ¦ read ¦ ripgrep ¦ source=ripgrep guide
rg --files -g '*.sql' db/ ¦ read ¦ lists SQL files ¦ source=ripgrep guide
fd -e py -x wc -l ¦ read ¦ line counts ¦ source=fd README
tokei ¦ read ¦ code stats ¦ source=tokei README
tree -L 2 -I node_modules ¦ read ¦ tree ¦ source=tree(1)
jq -r '.dependencies | keys[]' package.json ¦ read ¦ lists dependencies ¦ source=jq manual
diff -u config/dev.toml config/test.toml ¦ read ¦ diff ¦ source=diff(1)
wc -l src/quarry/*.py ¦ read ¦ line counts ¦ source=wc(1)
du -sh node_modules target ¦ read ¦ disk use ¦ source=du(1)
tar czf artifacts/site.tgz -C dist . ¦ local ¦ archives the build ¦ source=GNU tar manual
unzip -o testdata/fixtures.zip -d testdata/fixtures ¦ local ¦ unzips fixtures inside the project ¦ source=unzip(1)
zip -r artifacts/report.zip reports/ ¦ local ¦ zips reports ¦ source=zip(1)
watch -n 5 'ls -la tmp/uploads' ¦ read ¦ watches a folder ¦ source=watch(1)
entr -r go run ./cmd/quarry <<< "$(git ls-files '*.go')" ¦ dev-server ¦ reruns on change ¦ source=entr(1)
make help ¦ read ¦ make targets ¦ source=GNU make manual
just test ¦ test ¦ just recipe ¦ source=just docs
task lint ¦ lint ¦ Taskfile task ¦ source=Task docs
direnv status ¦ read ¦ direnv status ¦ source=direnv docs
mise ls ¦ read ¦ installed tools ¦ source=mise docs
asdf current ¦ read ¦ tool versions ¦ source=asdf docs
ssh-keygen -l -f ~/.ssh/id_ed25519.pub ¦ read ¦ fingerprint of a public key ¦ source=ssh-keygen(1)
ssh -T git@github.com ¦ read ¦ checks GitHub ssh auth ¦ source=GitHub docs, testing ssh
gh pr list --state open --author @me ¦ read ¦ lists own pull requests ¦ source=GitHub CLI manual
gh pr view 88 --comments ¦ read ¦ reads a pull request ¦ source=GitHub CLI manual
gh pr checks 88 --watch ¦ read ¦ watches checks ¦ source=GitHub CLI manual
gh run view --log-failed ¦ read ¦ failed CI logs ¦ source=GitHub CLI manual
gh issue list --label bug --limit 20 ¦ read ¦ lists issues ¦ source=GitHub CLI manual
gh pr checkout 88 ¦ local ¦ checks out a pull request locally ¦ source=GitHub CLI manual
glab ci view ¦ read ¦ pipeline view ¦ source=GitLab CLI docs
glab mr list --assignee=@me ¦ read ¦ lists merge requests ¦ source=GitLab CLI docs
goreleaser release --snapshot --clean ¦ dry-run ¦ a snapshot release, nothing published ¦ source=GoReleaser docs
goreleaser check ¦ lint ¦ checks config ¦ source=GoReleaser docs
docker scout cves quarry/api:dev ¦ read ¦ scans a local image ¦ source=Docker docs, scout
cosign verify --key cosign.pub ghcr.io/quarry/api:1.0 ¦ read ¦ verifies a signature ¦ source=cosign docs
@help
git push --help ¦ help ¦ push help ¦ source=git-push(1)
terraform destroy -help ¦ help ¦ destroy help ¦ source=Terraform docs
kubectl delete --help ¦ help ¦ delete help ¦ source=kubectl reference
aws s3 rb help ¦ help ¦ rb help ¦ source=AWS CLI reference
gh repo delete --help ¦ help ¦ repo delete help ¦ source=GitHub CLI manual
npm help unpublish ¦ help ¦ unpublish help ¦ source=npm docs
man git-filter-branch ¦ help ¦ man page ¦ source=man(1)
helm uninstall -h ¦ help ¦ uninstall help ¦ source=Helm docs
pulumi destroy --help ¦ help ¦ destroy help ¦ source=Pulumi docs
fly apps destroy --help ¦ help ¦ destroy help ¦ source=Fly.io docs
heroku pg:reset --help ¦ help ¦ pg:reset help ¦ source=Heroku CLI reference
tldr rsync ¦ help ¦ tldr page ¦ source=tldr README
"""
