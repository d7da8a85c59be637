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
kapp deploy -a pellam -f config/ --diff-changes --yes -c kind-pellam ¦ local-deploy ¦ deploys to the local kind cluster ¦ source=kapp docs
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
