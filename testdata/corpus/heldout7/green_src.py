# Source of green.jsonl: one command a line, "cmd ¦ technique ¦ note ¦ source=DOC"
# (then "¦ yellow" for lines that must be exactly yellow, and "¦ cwd=/path"
# where the project is not /home/u/project), grouped under "@category"
# headers; "⏎" stands for a newline. ../gen_heldout.py turns it into JSON lines.
GREEN = r"""
@local-target
ibmcloud target -r us-south -g dev ¦ plain ¦ sets the CLI's own region and resource group ¦ source=IBM Cloud CLI reference, ibmcloud target
scw config set default-region=fr-par ¦ plain ¦ sets the CLI's default region ¦ source=Scaleway CLI docs, config set
oc project payments-dev ¦ plain ¦ switches the CLI's current project ¦ source=OpenShift CLI reference, oc project
az devops configure --defaults organization=https://dev.azure.com/acme project=App ¦ plain ¦ sets the CLI's default organization and project ¦ source=Azure DevOps CLI, configure --defaults
kubectl config view --minify ¦ plain ¦ shows the current context with secrets redacted ¦ source=kubectl reference, config view
kubectl config get-contexts ¦ plain ¦ lists contexts ¦ source=kubectl reference, config get-contexts
aws configure list --profile dev ¦ plain ¦ shows where a profile's settings come from, keys masked ¦ source=AWS CLI reference, configure list
aws sts get-caller-identity --profile dev --output table ¦ plain ¦ asks who the caller is ¦ source=AWS CLI reference, sts get-caller-identity
aws logs tail /aws/lambda/api-staging --since 10m --follow ¦ plain ¦ follows a function's logs ¦ source=AWS CLI reference, logs tail
aws ec2 describe-instances --filters Name=tag:env,Values=dev --query 'Reservations[].Instances[].InstanceId' ¦ plain ¦ lists instance ids, read-only ¦ source=AWS CLI reference, ec2 describe-instances
gcloud run services describe api --region europe-west1 --format yaml ¦ plain ¦ describes a service, read-only ¦ source=gcloud run services describe reference
az webapp log tail -g dev-rg -n acme-api-dev ¦ plain ¦ streams a dev app's logs ¦ source=Azure CLI reference, webapp log tail
kubectl logs deploy/api -n dev --tail=200 ¦ plain ¦ prints recent logs of a dev deployment ¦ source=kubectl reference, logs
kubectl port-forward svc/postgres 5432:5432 -n dev ¦ plain ¦ forwards a dev database port to loopback ¦ source=kubectl reference, port-forward
kubectl diff -f k8s/overlays/dev ¦ plain ¦ shows what apply would change, without applying ¦ source=kubectl reference, diff
kubectl apply --dry-run=server -f k8s/deployment.yaml ¦ plain ¦ validates a manifest on the server without persisting ¦ source=kubectl reference, --dry-run
helm template api ./charts/api -f values-dev.yaml ¦ plain ¦ renders a chart locally ¦ source=Helm docs, helm template
helm lint ./charts/api --strict ¦ plain ¦ lints a chart ¦ source=Helm docs, helm lint
terraform plan -out=tfplan -var-file=dev.tfvars ¦ plain ¦ plans changes without applying them ¦ source=Terraform CLI docs, plan
terraform init -backend=false && terraform validate ¦ and-list ¦ validates configuration without a backend ¦ source=Terraform CLI docs, validate
pulumi preview --diff --stack dev ¦ plain ¦ previews changes without applying ¦ source=Pulumi CLI reference, preview
ansible-playbook -i inventories/staging site.yml --check --diff ¦ plain ¦ dry-runs a playbook in check mode ¦ source=Ansible docs, check mode
nomad job plan jobs/api.nomad.hcl ¦ plain ¦ dry-runs a job to see what would change ¦ source=Nomad docs, job plan
npm publish --dry-run --tag next ¦ plain ¦ shows what would be published without publishing ¦ source=npm docs, publish --dry-run
cargo publish --dry-run ¦ plain ¦ packages and verifies without uploading ¦ source=Cargo book, publish --dry-run
npx semantic-release --dry-run --branches feature/ci ¦ plain ¦ computes the next release without publishing ¦ source=semantic-release docs, --dry-run
goreleaser release --snapshot --clean --skip=publish ¦ plain ¦ builds a local snapshot release without publishing ¦ source=GoReleaser docs, --snapshot
nixpacks build . --name acme-api ¦ plain ¦ builds a local image ¦ source=Nixpacks docs, build
pack build acme/api:dev --builder paketobuildpacks/builder-jammy-base ¦ plain ¦ builds a local image with buildpacks ¦ source=Buildpacks pack docs, pack build
docker buildx bake --load dev ¦ plain ¦ builds images into the local store ¦ source=Docker docs, buildx bake --load
kind create cluster --name dev --config kind.yaml ¦ plain ¦ creates a local cluster ¦ source=kind docs, create cluster
kind delete cluster --name e2e-$USER ¦ plain ¦ deletes the local throwaway cluster ¦ source=kind docs, delete cluster
helm upgrade --install api ./charts/api --kube-context kind-dev -f values-dev.yaml ¦ plain ¦ installs a chart into the local kind cluster ¦ source=Helm docs, upgrade --install
pg_ctl -D ./pgdata -l pgdata/server.log start ¦ plain ¦ starts a project-local PostgreSQL ¦ source=pg_ctl(1)
initdb -D ./pgdata -U postgres --auth=trust ¦ plain ¦ creates a project-local database cluster ¦ source=initdb(1)
mongod --dbpath ./data/db --port 27018 --bind_ip 127.0.0.1 ¦ plain ¦ runs a local MongoDB on loopback ¦ source=mongod docs
minio server ./minio-data --address 127.0.0.1:9000 ¦ plain ¦ runs a local object store ¦ source=MinIO docs, minio server
mc alias set dev http://localhost:9000 minio minio123 ¦ plain ¦ points the client at the local object store ¦ source=MinIO Client docs, alias set
nats-server -js -sd ./nats-data -a 127.0.0.1 ¦ plain ¦ runs a local NATS with JetStream ¦ source=NATS docs, nats-server
temporal server start-dev --db-filename ./temporal.db ¦ plain ¦ runs a local Temporal dev server ¦ source=Temporal CLI docs, server start-dev
gcloud emulators firestore start --host-port=127.0.0.1:8085 ¦ plain ¦ starts the Firestore emulator ¦ source=gcloud emulators firestore start reference
stripe listen --forward-to localhost:3000/webhooks/stripe ¦ plain ¦ forwards test-mode events to the dev server ¦ source=Stripe CLI docs, listen
mailpit --smtp 127.0.0.1:1025 --listen 127.0.0.1:8025 ¦ plain ¦ runs a local mail catcher ¦ source=Mailpit docs
swaks --server 127.0.0.1:1025 --to test@example.com --body 'hello' ¦ plain ¦ sends a test mail to the local catcher ¦ source=swaks(1), --server
wiremock --port 8089 --root-dir test/wiremock ¦ plain ¦ runs a local HTTP mock ¦ source=WireMock standalone docs
prism mock openapi.yaml -p 4010 ¦ plain ¦ runs a mock server from the spec ¦ source=Stoplight Prism docs, mock
json-server --watch db.json --port 3004 ¦ plain ¦ serves a fake REST API from a file ¦ source=json-server README
curl http://api.localhost:8080/health ¦ plain ¦ calls the dev server through a .localhost name ¦ source=RFC 6761 .localhost, curl(1)
curl -sk https://app.test/up ¦ plain ¦ calls a local Valet site on the .test domain ¦ source=Laravel Valet docs
curl --resolve app.acme.example:8443:127.0.0.1 https://app.acme.example:8443/ -k ¦ plain ¦ tests local TLS by pinning the name to loopback ¦ source=curl(1), --resolve
curl -X POST 'http://[::1]:3000/api/users' -H 'Content-Type: application/json' -d '{"name":"dev"}' ¦ plain ¦ posts to the dev server over IPv6 loopback ¦ source=curl(1)
http POST :3000/api/todos title=test ¦ plain ¦ posts to localhost with HTTPie's shorthand ¦ source=HTTPie docs, localhost shorthand
hey -n 1000 -c 20 http://localhost:8080/ ¦ plain ¦ load-tests the local server ¦ source=rakyll/hey README
ab -n 200 -c 10 http://127.0.0.1:8000/ ¦ plain ¦ benchmarks the local server ¦ source=ab(1)
oha -n 500 http://localhost:3000/api/ping ¦ plain ¦ load-tests the local API ¦ source=oha README
newman run postman/collection.json --env-var baseUrl=http://localhost:3000 ¦ plain ¦ runs API tests against the dev server ¦ source=Postman newman docs
schemathesis run http://localhost:8000/openapi.json --checks all ¦ plain ¦ fuzzes the local API from its schema ¦ source=Schemathesis docs
aws s3 sync s3://acme-dev-fixtures/golden ./test/golden ¦ plain ¦ copies fixtures from a bucket into the project ¦ source=AWS CLI reference, s3 sync
rclone copy remote:public-datasets/iris.csv ./data/ ¦ plain ¦ copies a data file into the project ¦ source=rclone docs, copy
git lfs pull --include 'assets/*' ¦ plain ¦ downloads LFS files into the work tree ¦ source=git-lfs-pull(1)
datalad get data/raw ¦ plain ¦ fetches a dataset's files into the project ¦ source=DataLad handbook, get
wget -P data/ https://archive.ics.uci.edu/static/public/53/iris.zip ¦ plain ¦ downloads a public dataset into the project ¦ source=wget manual, -P
helm diff upgrade api ./charts/api -f values-dev.yaml ¦ plain ¦ shows what an upgrade would change, without applying ¦ source=helm-diff plugin README
flux diff kustomization apps --path ./clusters/dev ¦ plain ¦ diffs local manifests against the cluster ¦ source=Flux CLI reference, diff kustomization
argocd app diff api-dev --local ./k8s/overlays/dev ¦ plain ¦ diffs local manifests against the app ¦ source=Argo CD CLI reference, app diff
kustomize build overlays/dev | kubeconform -strict -summary ¦ pipeline ¦ renders and validates manifests locally ¦ source=kustomize and kubeconform docs
aws cloudformation validate-template --template-body file://template.yaml ¦ plain ¦ validates a template, read-only ¦ source=AWS CLI reference, cloudformation validate-template
aws s3 ls s3://acme-dev-assets/ --recursive --human-readable ¦ plain ¦ lists a dev bucket ¦ source=AWS CLI reference, s3 ls
az storage blob list --account-name acmedevstore -c fixtures --auth-mode login -o table ¦ plain ¦ lists blobs, read-only ¦ source=Azure CLI reference, storage blob list
gcloud logging read 'severity>=ERROR' --limit 20 --project acme-dev ¦ plain ¦ reads recent error logs of the dev project ¦ source=gcloud logging read reference
bq query --dry_run --use_legacy_sql=false 'SELECT COUNT(*) FROM analytics.events' ¦ plain ¦ estimates a query without running it ¦ source=bq command-line tool reference, --dry_run
fly logs -a acme-staging --no-tail ¦ plain ¦ prints recent logs of a staging app ¦ source=Fly.io docs, fly logs
heroku ps -a acme-staging ¦ plain ¦ lists a staging app's dynos ¦ source=Heroku CLI commands, ps
doctl kubernetes cluster list ¦ plain ¦ lists clusters, read-only ¦ source=doctl reference
glab ci trace --branch feature/search ¦ plain ¦ follows the CI log of a feature branch ¦ source=GitLab CLI, glab ci trace
az pipelines runs list --top 5 -o table ¦ plain ¦ lists recent pipeline runs ¦ source=Azure DevOps CLI, pipelines runs list
dbt compile --select orders --target dev ¦ plain ¦ compiles models to SQL without running them ¦ source=dbt docs, compile
sqlfluff fix models/ --dialect bigquery ¦ plain ¦ formats the project's SQL ¦ source=SQLFluff docs, fix
aws s3 rm help ¦ plain ¦ reads the help of a delete command ¦ source=AWS CLI docs, help
kubectl delete --help ¦ plain ¦ reads the help of a delete command ¦ source=kubectl reference
tofu destroy -help ¦ plain ¦ reads the help of destroy ¦ source=OpenTofu CLI docs
gsutil help rm ¦ plain ¦ reads the help of gsutil rm ¦ source=gsutil help docs
git push --help ¦ plain ¦ opens the manual of git push ¦ source=git-help docs
man rsync ¦ plain ¦ reads the rsync manual ¦ source=man(1)
dd --help ¦ plain ¦ reads the help of dd ¦ source=dd(1)

@project-files
cp -n .env.example .env.local ¦ plain ¦ creates the project's env file from its template ¦ source=dotenv conventions
envsubst < .env.template > .env.local ¦ redirect ¦ fills the project's local env from a template ¦ source=envsubst(1)
diff .env.example .env.test ¦ plain ¦ compares the example and test env files ¦ source=diff(1)
dotenv -f .env set PORT 3001 ¦ plain ¦ sets a value in the project's .env ¦ source=python-dotenv CLI docs, set
grep -n '^DATABASE_URL' .env.development ¦ plain ¦ shows the dev database URL ¦ source=grep(1)
certtool -i --infile certs/ca.pem ¦ plain ¦ prints a public CA certificate ¦ source=certtool(1), -i
cfssl certinfo -cert certs/server.pem ¦ plain ¦ prints a public certificate ¦ source=cfssl docs, certinfo
openssl crl -in certs/crl.pem -noout -text ¦ plain ¦ prints a revocation list ¦ source=openssl-crl(1)
keytool -list -keystore src/main/resources/truststore.jks -storepass changeit ¦ plain ¦ lists the public certs of a truststore ¦ source=keytool docs, -list
openssl ecparam -genkey -name prime256v1 -out certs/dev-ec.key ¦ plain ¦ creates a dev key in the project ¦ source=openssl-genrsa(1)
mkcert -cert-file certs/local.pem -key-file certs/local-key.pem localhost 127.0.0.1 ¦ plain ¦ creates a local dev certificate in the project ¦ source=mkcert README
ssh-keygen -t ed25519 -f test/fixtures/id_test -N '' -C test ¦ plain ¦ creates a test key pair in the project ¦ source=ssh-keygen(1)
ssh-keygen -l -v -f ~/.ssh/id_ecdsa.pub ¦ plain ¦ prints the fingerprint of a public key ¦ source=ssh-keygen(1), -l
cat ~/.ssh/id_ecdsa.pub ¦ plain ¦ prints the user's public key ¦ source=ssh-keygen(1), public keys
gpg --verify SHA256SUMS.asc SHA256SUMS ¦ plain ¦ verifies a release signature ¦ source=GnuPG manual, --verify
minisign -Vm dist/tool.tar.gz -p minisign.pub ¦ plain ¦ verifies a download against a public key ¦ source=minisign docs
sha256sum -c SHA256SUMS --ignore-missing ¦ plain ¦ checks download hashes ¦ source=sha256sum(1)
apksigner verify --print-certs app/build/outputs/apk/release/app-release.apk ¦ plain ¦ prints the signing certificate of an APK ¦ source=Android docs, apksigner verify
jarsigner -verify -verbose build/libs/app.jar ¦ plain ¦ verifies a jar's signatures ¦ source=jarsigner docs
codesign -dv --verbose=4 build/Release/Acme.app ¦ plain ¦ shows an app's signature ¦ source=codesign(1)
security find-identity -v -p codesigning ¦ plain ¦ lists code-signing identities by name ¦ source=security(1), find-identity
git config --global --list ¦ plain ¦ prints git's global settings ¦ source=git-config docs
cat ~/.ssh/config ¦ plain ¦ prints the SSH client config ¦ source=ssh_config(5)
npm config get registry --location=project ¦ plain ¦ prints the registry URL ¦ source=npm docs, config get
pip config list ¦ plain ¦ prints pip's settings ¦ source=pip docs, config
cat .nvmrc .tool-versions rust-toolchain.toml ¦ plain ¦ prints the project's version pins ¦ source=nvm, asdf and rustup docs
cat /etc/os-release /etc/debian_version ¦ plain ¦ prints the OS version ¦ source=os-release(5)
cat /etc/hosts ¦ plain ¦ reads the hosts file ¦ source=hosts(5)
bat ~/.config/nvim/init.lua ¦ plain ¦ reads the editor config ¦ source=Neovim docs, init.lua

@reversible-local
docker image rm acme/api:dev ¦ plain ¦ removes a local image tag ¦ source=Docker docs, image rm
docker compose down --remove-orphans ¦ plain ¦ stops the dev stack, keeping volumes ¦ source=Docker docs, compose down
docker compose up -d --build ¦ plain ¦ rebuilds and starts the dev stack ¦ source=Docker docs, compose up
docker compose exec db psql -U postgres -c '\dt' ¦ plain ¦ lists tables of the dev database container ¦ source=Docker docs, compose exec
docker compose run --rm web python manage.py test ¦ plain ¦ runs tests in the dev stack ¦ source=Docker docs, compose run
docker run --rm -v "$PWD":/src -w /src golang:1.23 go build ./... ¦ plain ¦ builds the project in a container mounting only the project ¦ source=Docker docs, bind mounts
docker run --rm -p 127.0.0.1:5432:5432 -e POSTGRES_PASSWORD=postgres postgres:16 ¦ plain ¦ runs a throwaway local database ¦ source=postgres image docs
podman run --rm --device nvidia.com/gpu=all docker.io/nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi ¦ plain ¦ checks the GPU through CDI ¦ source=NVIDIA Container Toolkit docs, CDI
docker network prune --force --filter until=24h ¦ plain ¦ removes unused local networks ¦ source=Docker docs, network prune
find app tests -type d -name .mypy_cache -prune -exec rm -rf {} + ¦ find-exec ¦ removes Python caches in the project ¦ source=find(1), -prune -exec
rm -rf .next .turbo .parcel-cache coverage ¦ plain ¦ removes build caches and coverage ¦ source=Next.js, Turborepo and Parcel docs
cargo clean --doc ¦ plain ¦ removes one crate's build output ¦ source=Cargo book, cargo clean
go clean -testcache -fuzzcache ¦ plain ¦ empties Go's build and test caches ¦ source=go command docs, clean
npm cache clean --force ¦ plain ¦ empties npm's download cache ¦ source=npm docs, cache clean
pnpm store prune && pnpm store path ¦ plain ¦ removes unreferenced packages from the store ¦ source=pnpm docs, store prune
uv cache prune && uv cache dir ¦ plain ¦ empties uv's cache ¦ source=uv docs, cache clean
./gradlew clean ¦ plain ¦ removes build output ¦ source=Gradle docs, clean
flutter clean && flutter pub get --offline ¦ plain ¦ removes build output ¦ source=Flutter CLI docs
dotnet clean src/Api/Api.csproj -c Debug ¦ plain ¦ removes build output ¦ source=Microsoft Learn, dotnet clean
rm -rf ~/Library/Developer/Xcode/DerivedData/Acme-* ¦ plain ¦ removes Xcode's derived data for the project ¦ source=Apple docs, derived data
rm -rf .venv && python3 -m venv .venv ¦ and-list ¦ recreates the project's virtualenv ¦ source=Python docs, venv
kill "$(cat tmp/pids/server.pid)" ¦ substitution ¦ stops the Rails dev server ¦ source=Rails guides, server pid file
overmind start -f Procfile.dev ¦ plain ¦ starts the dev processes ¦ source=Overmind README
hivemind Procfile.dev ¦ plain ¦ starts the dev processes ¦ source=Hivemind README
nohup pnpm dev --port 5174 > tmp/dev.log 2>&1 & ¦ background ¦ starts the dev server in the background ¦ source=nohup(1)
tmux new -d -s dev 'npm run dev' ¦ plain ¦ starts the dev server in a tmux session ¦ source=tmux(1), new-session -d
screen -dmS worker bundle exec sidekiq ¦ plain ¦ starts a dev worker in a detached screen ¦ source=screen(1), -dm
brew services restart postgresql@16 ¦ plain ¦ restarts the local database service ¦ source=Homebrew docs, services
pg_ctl -D ./pgdata stop -m fast ¦ plain ¦ stops the project-local database ¦ source=pg_ctl(1)
git rebase --quit ¦ plain ¦ abandons a rebase in progress ¦ source=git-rebase docs, --abort
git merge --abort ¦ plain ¦ abandons a merge in progress ¦ source=git-merge docs, --abort
git bisect reset ¦ plain ¦ ends a bisect ¦ source=git-bisect docs, reset
git log --graph --oneline --decorate --all -n 40 ¦ plain ¦ shows history ¦ source=git-log docs
git reflog -n 20 ¦ plain ¦ shows recent ref moves ¦ source=git-reflog docs
git fsck --lost-found ¦ plain ¦ finds dangling commits ¦ source=git-fsck docs
git count-objects -vH ¦ plain ¦ shows repository size ¦ source=git-count-objects docs
git for-each-ref --sort=-committerdate --format='%(refname:short)' refs/heads/ ¦ plain ¦ lists branches by date ¦ source=git-for-each-ref docs
git branch --merged main ¦ plain ¦ lists merged branches ¦ source=git-branch docs
git cherry -v main ¦ plain ¦ lists commits not yet upstream ¦ source=git-cherry docs
git log --follow -p -- src/app.ts ¦ plain ¦ shows a file's history across renames ¦ source=git-log docs, --follow
git fetch --prune --tags upstream ¦ plain ¦ updates remote-tracking refs ¦ source=git-fetch docs, --prune
git pull --rebase --autostash upstream main ¦ plain ¦ updates the local branch on top of main ¦ source=git-pull docs, --rebase
git commit --amend --no-edit --date=now ¦ plain ¦ amends the last local commit ¦ source=git-commit docs, --amend
git reset --soft ORIG_HEAD ¦ plain ¦ undoes the last commit keeping changes ¦ source=git-reset docs, --soft
git branch -d feature/old-search ¦ plain ¦ deletes a merged local branch ¦ source=git-branch docs, -d
git tag -a v0.7.0-beta.2 -m 'beta 2' ¦ plain ¦ creates a local tag ¦ source=git-tag docs
git worktree add ../app-hotfix hotfix/login ¦ plain ¦ checks a branch out in a sibling worktree ¦ source=git-worktree docs, add
dd if=/dev/zero of=build/disk.img bs=1M count=64 ¦ plain ¦ creates a disk image in the project ¦ source=dd(1)
mkfs.vfat -n ESP build/esp.img ¦ plain ¦ formats a disk image file in the project ¦ source=mkfs.fat(8)
genisoimage -output build/seed.iso -volid cidata -joliet -rock user-data meta-data ¦ plain ¦ builds a cloud-init seed image in the project ¦ source=cloud-init docs, NoCloud
mksquashfs rootfs build/root.sqsh -noappend ¦ plain ¦ packs a project folder into an image ¦ source=mksquashfs(1)
qemu-system-x86_64 -m 2G -drive file=build/test.qcow2,if=virtio -nographic ¦ plain ¦ boots a test VM from a project image ¦ source=QEMU docs
rclone sync ./assets ./public/assets ¦ plain ¦ mirrors one project folder into another ¦ source=rclone docs, sync
csvsql --db sqlite:///data/dev.db --insert data/users.csv ¦ plain ¦ imports a CSV into the project's SQLite ¦ source=csvkit docs, csvsql
q -H -d , 'select count(*) from ./data/users.csv' ¦ plain ¦ runs SQL over a project CSV ¦ source=q (harelba) docs
clickhouse local --query "SELECT count() FROM file('data/events.parquet')" ¦ plain ¦ queries a project file with clickhouse-local ¦ source=ClickHouse docs, clickhouse-local
datafusion-cli -c "select count(*) from 'data/trips.parquet'" ¦ plain ¦ queries a project file ¦ source=DataFusion CLI docs
spark-submit --master 'local[4]' jobs/etl.py ¦ plain ¦ runs a Spark job locally ¦ source=Spark docs, local master
psql -h localhost -U postgres -d app_dev -c 'SELECT count(*) FROM users' ¦ plain ¦ counts rows in the local dev database ¦ source=psql docs
mongoimport --uri mongodb://127.0.0.1:27017/app_dev --collection users --file test/fixtures/users.json --jsonArray ¦ plain ¦ loads fixtures into the local MongoDB ¦ source=mongoimport docs
redis-cli -p 6380 --scan --pattern 'cache:user:*' --count 100 ¦ plain ¦ lists local session keys ¦ source=redis-cli docs, --scan
sqlc generate ¦ plain ¦ generates code from SQL ¦ source=sqlc docs
protoc --go_out=. --go-grpc_out=. api/v1/service.proto ¦ plain ¦ generates gRPC code ¦ source=protoc docs
openapi-generator-cli generate -i api.yaml -g typescript-axios -o src/api ¦ plain ¦ generates a client into the project ¦ source=OpenAPI Generator docs
chmod +x scripts/*.sh ¦ plain ¦ makes the project's scripts executable ¦ source=chmod(1)
sudo chown -R "$USER" ./pgdata ¦ sudo ¦ takes back a project folder a container created as root ¦ source=chown(1)
unzip -o fixtures.zip -d test/fixtures ¦ plain ¦ unpacks fixtures into the project ¦ source=unzip(1)
tar -xzf deps/vendor-2024.tgz -C third_party/ ¦ plain ¦ unpacks vendored code into the project ¦ source=tar(1)
: > log/test.log ¦ redirect ¦ empties the project's test log ¦ source=bash(1), redirections
emulator -avd Pixel_7_API_34 -no-snapshot-load ¦ plain ¦ starts the Android emulator ¦ source=Android docs, emulator command line
adb reverse tcp:8081 tcp:8081 ¦ plain ¦ lets the emulator reach the dev bundler ¦ source=Android docs, adb reverse
xcrun simctl erase all ¦ plain ¦ resets the local simulators ¦ source=simctl help
avdmanager create avd -n test34 -k 'system-images;android-34;google_apis;x86_64' ¦ plain ¦ creates an emulator image ¦ source=Android docs, avdmanager
npx cap run android --target emulator-5554 ¦ plain ¦ runs the app on the emulator ¦ source=Capacitor CLI docs, run
cargo tauri dev ¦ plain ¦ runs the desktop app in dev mode ¦ source=Tauri docs
npx electron-forge make ¦ plain ¦ packages the desktop app locally ¦ source=Electron Forge docs, make
zola serve --interface 127.0.0.1 ¦ plain ¦ serves the site locally ¦ source=Zola docs, serve
bundle exec jekyll serve --livereload ¦ plain ¦ serves the site locally ¦ source=Jekyll docs, serve
npx @11ty/eleventy --serve ¦ plain ¦ serves the site locally ¦ source=Eleventy docs
npx docusaurus start --port 3001 ¦ plain ¦ serves the docs locally ¦ source=Docusaurus CLI docs, start
sphinx-build -b html docs docs/_build/html ¦ plain ¦ builds the docs ¦ source=Sphinx docs, sphinx-build
mdbook serve -n 127.0.0.1 ¦ plain ¦ serves a book locally ¦ source=mdBook docs, serve
typst compile paper.typ ¦ plain ¦ compiles a document ¦ source=Typst docs
latexmk -pdf -interaction=nonstopmode thesis.tex ¦ plain ¦ builds a PDF ¦ source=latexmk(1)
php -S localhost:8081 -t web/ router.php ¦ plain ¦ serves the app on loopback ¦ source=PHP manual, built-in server
ruby -run -e httpd . -p 8000 ¦ plain ¦ serves the folder with Ruby's un library ¦ source=Ruby un.rb docs
symfony server:start -d ¦ plain ¦ starts the local dev server in the background ¦ source=Symfony CLI docs
./mvnw quarkus:dev ¦ plain ¦ runs the app in dev mode ¦ source=Quarkus docs, dev mode
zig build test --summary all ¦ plain ¦ runs the tests ¦ source=Zig build system docs
php-cs-fixer fix src ¦ plain ¦ formats the project's PHP ¦ source=PHP CS Fixer docs
cargo clippy --fix --allow-dirty ¦ plain ¦ applies lint fixes ¦ source=Clippy docs
git clean -ndx ¦ plain ¦ lists what a clean would delete, deleting nothing ¦ source=git-clean docs, -n
rsync -av --dry-run --delete dist/ preview/ ¦ plain ¦ shows what a mirror between project folders would do ¦ source=rsync(1), --dry-run
rm -rf target/ out/ .gradle/ ¦ plain ¦ removes build output ¦ source=Gradle and Maven docs
make distclean ¦ plain ¦ removes configure and build output ¦ source=GNU coding standards, distclean
docker rm -f $(docker ps -aq --filter name=acme-test) ¦ substitution ¦ removes the project's test containers ¦ source=Docker docs, ps --filter
pkill -f 'uvicorn app.main:app' ¦ plain ¦ stops the dev server ¦ source=pkill(1), -f
lsof -nP -i :5432 ¦ plain ¦ shows what listens on the database port ¦ source=lsof(8)
sudo lsof -nP -iTCP:80 -sTCP:LISTEN ¦ sudo ¦ shows which process holds port 80 ¦ source=lsof(8)
journalctl --user -u dev-proxy -n 50 --no-pager ¦ plain ¦ reads a user service's recent log ¦ source=journalctl(1)
find . | grep -E '(/__pycache__$)' | xargs rm -rf && rm -rf .pytest_cache/ build/ ¦ pipeline ¦ removes Python caches and build output the way a distclean target does ¦ source=42nerds/hitchhiker Makefile, distclean
docker compose -f docker-compose-local.yaml up -d && echo 'db on localhost:5432' ¦ and-list ¦ starts the local database stack ¦ source=evengul/mc-org webapp/scripts/start-db.sh
docker cp data/ddl.sql pgdev:/tmp/ddl.sql && docker exec pgdev psql -h localhost -U admin -d postgres -a -f /tmp/ddl.sql ¦ and-list ¦ loads the schema into the local database container ¦ source=Jefferson-Araujo-Silva/ProjetoApiJazz Makefile, local-env-create
while ! nc -z postgres 5432; do sleep 2; done; npm run start:dev ¦ while-loop ¦ waits for the compose database, then starts the dev server ¦ source=AndreDev385/tennis-api entrypoint-dev.sh
until docker compose exec -T db pg_isready -U postgres -q; do sleep 1; done ¦ until-loop ¦ waits for the local database to accept connections ¦ source=public dev scripts, pg_isready(1)
docker compose --profile seed up seed ¦ plain ¦ runs the stack's seed service once ¦ source=Docker docs, compose profiles; a public run-with-seed script
docker compose -f docker-compose.local.yml -f docker-compose.localstack.yml up -d --build ¦ plain ¦ brings up the app with LocalStack ¦ source=thuantq1-codebase/express-authen-knex-s3-ts docker/start-tools.sh
docker compose -f docker-compose.local.yml down --remove-orphans && docker compose -f docker-compose.local.yml up -d ¦ and-list ¦ restarts the local stack keeping volumes ¦ source=Docker docs, compose down

@inline-read
Rscript -e 'summary(read.csv("data/iris.csv"))' ¦ inline-r ¦ summarises a project CSV ¦ source=R docs, read.csv
julia -e 'println(filesize("data/trips.parquet"))' ¦ inline-julia ¦ prints a file's size ¦ source=Julia docs, filesize
bun -e 'console.log(Object.keys(require("./package.json").dependencies))' ¦ inline-js ¦ lists the project's dependencies ¦ source=Bun docs, bun -e
node -p "require('./package.json').engines" ¦ inline-node ¦ prints the project's version ¦ source=Node.js docs, -p
python3 -c "import json; print(json.load(open('tsconfig.json'))['compilerOptions'])" ¦ inline-python ¦ reads the TypeScript config ¦ source=Python docs, json
python3 -c "import urllib.request; print(urllib.request.urlopen('http://127.0.0.1:8000/health').read())" ¦ inline-python ¦ calls the local server ¦ source=Python docs, urllib.request
node -e "fetch('http://localhost:3000/api/ping').then(r => r.text()).then(console.log)" ¦ inline-node ¦ calls the local server ¦ source=Node.js docs, fetch
ruby -rjson -e 'puts JSON.parse(File.read("package.json"))["name"]' ¦ inline-ruby ¦ reads the package name ¦ source=Ruby docs, JSON
php -r 'echo PHP_VERSION, PHP_EOL;' ¦ inline-php ¦ prints the PHP version ¦ source=PHP manual, php -r
elixir -e 'IO.inspect(System.version())' ¦ inline-elixir ¦ prints the Elixir version ¦ source=Elixir docs, elixir -e
python3 -c "import sqlite3; print(sqlite3.connect('data/dev.db').execute('select count(*) from users').fetchone())" ¦ inline-python ¦ counts rows in the project's SQLite ¦ source=Python docs, sqlite3
python3 -c "import os, pwd; print(pwd.getpwuid(os.getuid()).pw_name)" ¦ inline-python ¦ asks who the caller is ¦ source=Python docs, getpass
node -e "console.log(require('os').userInfo().username)" ¦ inline-node ¦ asks who the caller is ¦ source=Node.js docs, os.userInfo
python3 -c "import base64, sys; print(base64.b64decode(sys.argv[1]).decode())" aGVsbG8gd29ybGQ= ¦ inline-python ¦ decodes base64 ¦ source=Python docs, base64
python3 -c 'import torch; print(torch.cuda.is_available())' ¦ inline-python ¦ checks the GPU ¦ source=PyTorch docs
deno eval 'console.log(Deno.version)' ¦ inline-deno ¦ prints versions ¦ source=Deno docs, eval
perl -MJSON::PP -e 'local $/; open my $f, "<", "composer.json"; print decode_json(<$f>)->{name}, "\n"' ¦ inline-perl ¦ reads the package name ¦ source=JSON::PP docs
lua -e 'print(_VERSION)' ¦ inline-lua ¦ prints the Lua version ¦ source=lua(1), -e
python3 -c "import tomllib; print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])" ¦ inline-python ¦ reads the project version ¦ source=Python docs, tomllib
node -e "console.log(Buffer.from(process.argv[1], 'base64').toString())" eyJhbGciOiJIUzI1NiJ9 ¦ inline-node ¦ decodes a token header ¦ source=Node.js docs, Buffer

@system-folder-project
npm ci && npm run build ¦ and-list ¦ installs and builds a site under /var/www ¦ source=npm docs, ci ¦ yellow ¦ cwd=/var/www/site
rm -rf dist .cache ¦ plain ¦ removes build output of a site under /var/www ¦ source=rm(1) ¦ cwd=/var/www/site
cat > index.php <<'EOF'⏎<?php⏎$name = $_GET['name'] ?? 'world';⏎echo "Hello, " . htmlspecialchars($name);⏎EOF ¦ heredoc-write ¦ writes a PHP page in a project under /var/www ¦ source=PHP manual ¦ cwd=/var/www/site
sed -i 's/APP_DEBUG=false/APP_DEBUG=true/' .env.local ¦ plain ¦ edits the local env of a project under /var/www ¦ source=sed(1) ¦ cwd=/var/www/site
php artisan route:list --path=api ¦ plain ¦ lists routes of a project under /var/www ¦ source=Laravel docs, route:list ¦ cwd=/var/www/site
go test ./... -run TestParse -count=1 ¦ plain ¦ runs tests in a project under /usr/src ¦ source=go command docs ¦ cwd=/usr/src/app
git checkout -b fix/timeout && git commit -am 'raise timeout' ¦ and-list ¦ commits on a branch in a project under /usr/src ¦ source=git docs ¦ cwd=/usr/src/app
rm -rf build && cmake -B build -G Ninja && ninja -C build ¦ and-list ¦ rebuilds a project under /usr/src ¦ source=CMake and Ninja docs ¦ cwd=/usr/src/app
cat > src/handler.py <<'EOF'⏎def handle(event, context):⏎    return {"status": 200, "body": event.get("body", "")}⏎EOF ¦ heredoc-write ¦ writes a module in a project under /app ¦ source=Python docs ¦ cwd=/app
pytest -q tests/ && rm -rf .pytest_cache ¦ and-list ¦ tests and cleans a project under /app ¦ source=pytest docs ¦ cwd=/app
touch tmp/restart.txt ¦ plain ¦ restarts a dev app server in a project under /app ¦ source=Passenger docs, restart.txt ¦ cwd=/app
cargo build --release && ls -la target/release ¦ and-list ¦ builds a project under /workspace ¦ source=Cargo book ¦ cwd=/workspace/repo
git stash push -m wip && git pull --rebase && git stash pop ¦ and-list ¦ updates a devcontainer project under /workspace ¦ source=git docs ¦ cwd=/workspace/repo
sed -i.bak 's/v1/v2/g' README.md ¦ plain ¦ edits a README in a project under /workspace, keeping a backup ¦ source=sed(1), -i SUFFIX ¦ cwd=/workspace/repo
./gradlew test --tests '*ParserTest' ¦ plain ¦ runs tests in a project under /opt ¦ source=Gradle docs ¦ cwd=/opt/acme-service
rm -f logs/*.log && mkdir -p logs ¦ and-list ¦ clears logs of a project under /opt ¦ source=rm(1) ¦ cwd=/opt/acme-service
cat > config/application-dev.yml <<'EOF'⏎server:⏎  port: 8081⏎spring:⏎  datasource:⏎    url: jdbc:h2:mem:dev⏎EOF ¦ heredoc-write ¦ writes a dev config in a project under /opt ¦ source=Spring Boot docs ¦ cwd=/opt/acme-service
make test && git diff --stat ¦ and-list ¦ tests a project under /root ¦ source=GNU make manual ¦ cwd=/root/work/parser
chmod -R u+w build && rm -rf build ¦ and-list ¦ removes read-only build output of a project under /root ¦ source=chmod(1), rm(1) ¦ cwd=/root/work/parser
mv src/lexer_old.c attic/ && git add -A ¦ and-list ¦ moves a file in a project under /root ¦ source=git-add docs ¦ cwd=/root/work/parser

@heredoc-write
cat > Dockerfile <<'EOF'⏎FROM python:3.12-slim⏎WORKDIR /app⏎COPY . .⏎RUN pip install --no-cache-dir -r requirements.txt && rm -rf /root/.cache⏎CMD ["gunicorn", "app:app", "-b", "0.0.0.0:$PORT"]⏎EOF ¦ heredoc-write ¦ writes a Dockerfile whose text holds rm -rf and $PORT ¦ source=Dockerfile reference
cat > deploy/nginx.conf <<'EOF'⏎server {⏎  listen 8080;⏎  location / { try_files $uri $uri/ /index.html; }⏎  location /api/ { proxy_pass http://api:3000; }⏎}⏎EOF ¦ heredoc-write ¦ writes an nginx config with $uri ¦ source=nginx docs, try_files
cat > infra/main.tf <<'EOF'⏎resource "aws_s3_bucket" "assets" {⏎  bucket = "${var.prefix}-assets"⏎  force_destroy = true⏎}⏎EOF ¦ heredoc-write ¦ writes Terraform with ${} and force_destroy in the text ¦ source=Terraform docs, aws_s3_bucket
cat > db/functions.sql <<'SQL'⏎CREATE OR REPLACE FUNCTION touch() RETURNS trigger AS $$⏎BEGIN⏎  NEW.updated_at := now(); RETURN NEW;⏎END;⏎$$ LANGUAGE plpgsql;⏎SQL ¦ heredoc-write ¦ writes PL/pgSQL with $$ quoting ¦ source=PostgreSQL docs, dollar quoting
cat > .gitlab-ci.yml <<'EOF'⏎test:⏎  image: node:20⏎  script:⏎    - npm ci⏎    - npm test -- --reporter=junit⏎  rules:⏎    - if: $CI_PIPELINE_SOURCE == "merge_request_event"⏎EOF ¦ heredoc-write ¦ writes a CI file with $CI variables ¦ source=GitLab CI docs, rules
cat > k8s/job.yaml <<EOF⏎apiVersion: batch/v1⏎kind: Job⏎metadata:⏎  name: migrate-$(date +%s)⏎spec:⏎  template:⏎    spec:⏎      containers: [{name: m, image: "api:dev", command: ["sh", "-c", "echo done"]}]⏎      restartPolicy: Never⏎EOF ¦ heredoc-unquoted ¦ writes a manifest with a substitution in an unquoted heredoc ¦ source=Kubernetes docs, Jobs
cat > flake.nix <<'EOF'⏎{⏎  outputs = { self, nixpkgs }: let pkgs = nixpkgs.legacyPackages.x86_64-linux; in {⏎    devShells.x86_64-linux.default = pkgs.mkShell { packages = [ pkgs.go ]; shellHook = ''echo "go ${pkgs.go.version}"''; };⏎  };⏎}⏎EOF ¦ heredoc-write ¦ writes Nix with '' strings and ${} ¦ source=Nix manual, mkShell
cat > lib/greeter.rb <<"RUBY"⏎class Greeter⏎  def hi(name) = "hi #{name}"⏎end⏎RUBY ¦ heredoc-dquote ¦ writes Ruby through a double-quoted delimiter ¦ source=bash(1), here documents
cat > scripts/count.awk <<\EOF⏎{ n[$1]++ } END { for (k in n) print k, n[k] }⏎EOF ¦ heredoc-backslash ¦ writes awk through a backslash-quoted delimiter ¦ source=bash(1), here documents
cat > justfile <<'EOF'⏎default: test⏎test:⏎    cargo test -- --nocapture⏎clean:⏎    rm -rf target/ && echo "clean {{justfile_directory()}}"⏎EOF ¦ heredoc-write ¦ writes a justfile with {{ }} ¦ source=just manual
cat > src/lib.rs <<'EOF'⏎pub const HELP: &str = r#"usage: tool [--force] <path>⏎  "quoted" and 'single'"#;⏎EOF ¦ heredoc-write ¦ writes Rust with a raw string ¦ source=Rust reference, raw strings
cat > test/cli.bats <<'EOF'⏎@test "prints help" {⏎  run ./tool --help⏎  [ "$status" -eq 0 ]⏎  [[ "$output" == *"usage"* ]]⏎}⏎EOF ¦ heredoc-write ¦ writes a bats test ¦ source=bats-core docs
cat > src/App.vue <<'EOF'⏎<template><p v-if="n > 0 && ok">{{ n }} items</p></template>⏎<script setup>⏎const n = 3, ok = true⏎</script>⏎EOF ¦ heredoc-write ¦ writes a Vue component ¦ source=Vue docs, SFC
cat > pyproject.toml <<'EOF'⏎[project]⏎name = "acme"⏎version = "0.1.0"⏎[tool.ruff]⏎line-length = 100⏎EOF ¦ heredoc-write ¦ writes pyproject.toml ¦ source=Python packaging guide
cat > a.txt <<'A' && cat > b.txt <<'B'⏎first file⏎A⏎second file⏎B ¦ heredoc-two ¦ writes two files with two heredocs on one line ¦ source=bash(1), here documents
cat >> .gitignore <<'EOF'⏎/target⏎*.log⏎.env.local⏎EOF ¦ heredoc-append ¦ appends to the project's .gitignore ¦ source=gitignore(5)
tee docker-compose.override.yml > /dev/null <<'EOF'⏎services:⏎  web:⏎    environment:⏎      - DEBUG=1⏎    command: sh -c 'npm run dev -- --host 0.0.0.0'⏎EOF ¦ heredoc-tee ¦ writes a compose override ¦ source=Docker docs, compose override
sqlite3 data/dev.db <<'SQL'⏎CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, body TEXT);⏎INSERT INTO notes (body) VALUES ('it''s fine');⏎SQL ¦ heredoc-sqlite ¦ creates a table in the project's SQLite ¦ source=sqlite3 docs
cat > README.md <<'EOF'⏎Run `make` then `./bin/tool $(pwd)`; never `curl x | sh`.⏎EOF ¦ heredoc-write ¦ writes a README with backticks and $( ) in the text ¦ source=bash(1), quoted here documents
cat > src/main.c <<'EOF'⏎#include <stdio.h>⏎int main(void) { printf("%s\n", "EOF"); return 0; }⏎EOF ¦ heredoc-write ¦ writes C whose text holds EOF in quotes ¦ source=bash(1), here documents
python3 - <<'PY'⏎import csv⏎with open("data/users.csv") as f:⏎    print(sum(1 for _ in csv.reader(f)))⏎PY ¦ heredoc-python ¦ counts rows of a project CSV ¦ source=Python docs, csv

@package
bun install --frozen-lockfile ¦ plain ¦ installs the project's dependencies ¦ source=Bun docs, install ¦ yellow
pnpm add -D @playwright/test ¦ plain ¦ adds a dev dependency ¦ source=pnpm docs, add ¦ yellow
poetry add httpx --group dev ¦ plain ¦ adds a dev dependency ¦ source=Poetry docs, add ¦ yellow
mix deps.get ¦ plain ¦ fetches the project's dependencies ¦ source=Mix docs, deps.get ¦ yellow
dotnet add package Serilog --version 4.0.0 ¦ plain ¦ adds a NuGet package ¦ source=Microsoft Learn, dotnet add package ¦ yellow
flutter pub get ¦ plain ¦ fetches the project's packages ¦ source=Flutter docs, pub get ¦ yellow
cpanm --installdeps . ¦ plain ¦ installs the project's Perl dependencies ¦ source=cpanm(1), --installdeps ¦ yellow
carthage bootstrap --use-xcframeworks ¦ plain ¦ fetches and builds dependencies ¦ source=Carthage README ¦ yellow
vcpkg install ¦ plain ¦ installs the manifest's dependencies ¦ source=vcpkg docs, manifest mode ¦ yellow
rm -rf node_modules .pnpm-store && pnpm install --frozen-lockfile ¦ and-list ¦ reinstalls the project's dependencies cleanly ¦ source=npm docs, ci ¦ yellow
sudo dnf install -y openssl-devel ¦ wrapper-sudo ¦ installs a build dependency ¦ source=dnf(8) ¦ yellow
gem install bundler -v 2.5.11 ¦ plain ¦ installs a tool gem ¦ source=gem install docs ¦ yellow

@migration
MIX_ENV=dev mix ecto.migrate --log-migrations-sql ¦ plain ¦ migrates the dev database ¦ source=Ecto docs, ecto.migrate ¦ yellow
dotnet ef database update --project src/Infrastructure ¦ plain ¦ migrates the dev database ¦ source=Microsoft Learn, EF Core tools ¦ yellow
flask --app app db upgrade ¦ plain ¦ migrates the dev database ¦ source=Flask-Migrate docs ¦ yellow
php artisan migrate --env=local ¦ plain ¦ migrates the local database ¦ source=Laravel docs, migrations ¦ yellow
npx mikro-orm migration:up ¦ plain ¦ migrates the dev database ¦ source=MikroORM docs, migrations ¦ yellow

@review
git push -u origin feature/login-form ¦ plain ¦ pushes a feature branch ¦ source=git-push docs, -u ¦ yellow
git push --set-upstream origin bugfix/null-check ¦ plain ¦ pushes a bugfix branch ¦ source=git-push docs ¦ yellow
git push -o merge_request.create -o merge_request.target=main origin feature/search ¦ plain ¦ pushes a feature branch and opens a merge request ¦ source=GitLab docs, push options ¦ yellow
az repos pr create --draft --source-branch feature/export --target-branch main --title 'WIP export' ¦ plain ¦ opens a draft pull request ¦ source=Azure DevOps CLI, az repos pr create ¦ yellow
tea pulls create --base main --head feature/cache --title 'cache layer' ¦ plain ¦ opens a pull request on Gitea ¦ source=Gitea tea CLI docs, pulls create ¦ yellow
git review -R --yes ¦ plain ¦ uploads a change to Gerrit for review ¦ source=git-review docs ¦ yellow
repo upload --current-branch --yes --no-verify ¦ plain ¦ uploads the branch to Gerrit for review ¦ source=Android repo command reference, repo upload ¦ yellow
"""
