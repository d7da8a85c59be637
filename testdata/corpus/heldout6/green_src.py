# Source of green.jsonl: one command a line, "cmd ¦ technique ¦ note ¦ source=DOC"
# (then "¦ yellow" for lines that must be exactly yellow, and "¦ cwd=/path"
# where the project is not /home/u/project), grouped under "@category"
# headers; "⏎" stands for a newline. ../gen_heldout.py turns it into JSON lines.
GREEN = r"""
@local-target
gcloud config set project acme-dev ¦ plain ¦ sets the CLI's own default project ¦ source=gcloud config set reference
gcloud config set compute/region europe-west1 ¦ plain ¦ sets the CLI's default region ¦ source=gcloud config set reference
gcloud config configurations activate staging ¦ plain ¦ switches the CLI's named configuration ¦ source=gcloud config configurations reference
aws configure set region eu-central-1 --profile dev ¦ plain ¦ sets a profile's default region ¦ source=AWS CLI reference, configure set
az account set --subscription 'Acme Dev' ¦ plain ¦ picks the CLI's current subscription ¦ source=Azure CLI reference, az account set
az config set defaults.location=westeurope ¦ plain ¦ sets the CLI's default location ¦ source=Azure CLI reference, az config set
kubectl config use-context kind-dev ¦ plain ¦ switches to a local kind cluster ¦ source=kubectl reference, config use-context
kubectl config set-context --current --namespace=sandbox ¦ plain ¦ sets the namespace of the current context ¦ source=kubectl reference, config set-context
doctl auth switch --context personal ¦ plain ¦ switches the CLI's account context ¦ source=doctl reference, auth switch
fly config validate ¦ plain ¦ validates the app's fly.toml ¦ source=Fly.io docs, fly config validate
sam build --use-container ¦ plain ¦ builds a serverless app locally ¦ source=AWS SAM CLI reference, sam build
sam local invoke HelloFunction -e events/event.json ¦ plain ¦ runs a function locally in a container ¦ source=AWS SAM CLI reference, sam local invoke
sam local start-api --port 3001 ¦ plain ¦ serves the API on loopback ¦ source=AWS SAM CLI reference, sam local start-api
cdk synth ¦ plain ¦ renders the CloudFormation templates locally ¦ source=AWS CDK Toolkit reference, synth
cdk init app --language typescript ¦ plain ¦ scaffolds a CDK app in the project ¦ source=AWS CDK Toolkit reference, init
serverless package --stage dev ¦ plain ¦ packages the service into .serverless without deploying ¦ source=Serverless Framework docs, package
serverless invoke local --function hello ¦ plain ¦ runs a function locally ¦ source=Serverless Framework docs, invoke local
helm dependency update ./charts/api ¦ plain ¦ fetches chart dependencies into charts/ ¦ source=Helm docs, helm dependency update
helm package ./charts/api -d dist ¦ plain ¦ packages a chart into the project ¦ source=Helm docs, helm package
helm create demo ¦ plain ¦ scaffolds a chart ¦ source=Helm docs, helm create
pulumi new typescript --generate-only --yes ¦ plain ¦ scaffolds a Pulumi project without creating a stack ¦ source=Pulumi docs, pulumi new --generate-only
netlify build ¦ plain ¦ runs the site build locally ¦ source=Netlify CLI docs, netlify build
vercel build ¦ plain ¦ builds the project into .vercel/output locally ¦ source=Vercel CLI docs, vercel build
npx wrangler dev --local --port 8788 src/index.ts ¦ plain ¦ runs a Worker locally ¦ source=Cloudflare Wrangler docs, wrangler dev
npx wrangler init my-worker --yes ¦ plain ¦ scaffolds a Worker ¦ source=Cloudflare Wrangler docs, wrangler init
firebase emulators:start --only firestore,auth,functions --import=./emulator-data ¦ plain ¦ starts the local emulators ¦ source=Firebase docs, Local Emulator Suite
firebase emulators:exec 'npm test' ¦ plain ¦ runs tests against the local emulators ¦ source=Firebase docs, emulators:exec
kamal build dev ¦ plain ¦ builds the image locally without deploying ¦ source=Kamal docs, kamal build
skaffold build --push=false ¦ plain ¦ builds images without pushing ¦ source=Skaffold docs, skaffold build
tilt ci --file Tiltfile ¦ plain ¦ brings up a local dev environment and runs its checks ¦ source=Tilt docs, tilt ci
aws --endpoint-url http://localhost:4566 s3 mb s3://test-bucket ¦ plain ¦ creates a bucket in the LocalStack emulator ¦ source=LocalStack docs, AWS CLI
aws --endpoint-url=http://127.0.0.1:8000 dynamodb create-table --cli-input-json file://table.json ¦ plain ¦ creates a table in DynamoDB Local ¦ source=AWS docs, DynamoDB Local
awslocal sqs send-message --queue-url http://localhost:4566/000000000000/jobs --message-body hi ¦ plain ¦ sends a message to a LocalStack queue ¦ source=LocalStack docs, awslocal
az storage blob upload --connection-string UseDevelopmentStorage=true -c test -f a.txt -n a.txt ¦ plain ¦ uploads to the Azurite emulator ¦ source=Microsoft Learn, Azurite
gcloud beta emulators pubsub start --project=acme-dev --host-port=127.0.0.1:8086 ¦ plain ¦ starts the Pub/Sub emulator ¦ source=Google Cloud docs, Pub/Sub emulator
PUBSUB_EMULATOR_HOST=localhost:8085 python publisher.py acme-dev topic-a ¦ env-prefix ¦ publishes to the local emulator ¦ source=Google Cloud docs, Pub/Sub emulator
STORAGE_EMULATOR_HOST=http://localhost:4443 gsutil ls ¦ env-prefix ¦ lists buckets of fake-gcs-server ¦ source=fake-gcs-server README
mc alias set local http://127.0.0.1:9000 minioadmin minioadmin ¦ plain ¦ points mc at a local MinIO ¦ source=MinIO Client docs, mc alias set
aws s3 cp s3://acme-datasets/sample.parquet ./data/sample.parquet ¦ plain ¦ copies an object from a bucket into the project ¦ source=AWS CLI reference, s3 cp
gsutil cp gs://acme-fixtures/golden.json tests/fixtures/ ¦ plain ¦ copies a fixture from a bucket into the project ¦ source=gsutil cp docs
rclone copy remote-s3:acme-datasets/images ./data/images --max-age 24h ¦ plain ¦ copies recent objects into the project ¦ source=rclone docs, rclone copy
curl -X POST http://0.0.0.0:8000/api/items -H 'Content-Type: application/json' -d '{"name":"x"}' ¦ plain ¦ posts to the local dev server ¦ source=curl(1), -X -d
curl -s -X POST http://web:3000/graphql -d '{"query":"{ health }"}' -H 'Content-Type: application/json' ¦ plain ¦ posts to a compose service ¦ source=Docker docs, compose networking
curl http://host.docker.internal:8080/healthz ¦ plain ¦ calls the host's dev server from a container ¦ source=Docker Desktop docs, host.docker.internal
curl -i -X OPTIONS http://localhost:5173/api/users -H 'Origin: http://localhost:3000' -H 'Access-Control-Request-Method: POST' ¦ plain ¦ sends a CORS preflight to the dev server ¦ source=MDN, Preflight request
curl -s http://localhost:4000/graphql -H 'Content-Type: application/json' -d '{"query":"query { viewer { id login } }"}' ¦ plain ¦ runs a read-only GraphQL query locally ¦ source=GraphQL docs, serving over HTTP
http POST :8080/api/login username=dev password=dev ¦ plain ¦ posts to localhost with HTTPie ¦ source=HTTPie docs, localhost shorthand
xh post localhost:3000/webhooks/test event=ping ¦ plain ¦ posts a test webhook to the dev server ¦ source=xh README
grpcurl -plaintext -d '{"id":1}' localhost:50051 acme.v1.Users/Get ¦ plain ¦ calls a local gRPC method ¦ source=grpcurl README

@project-files
cat .env.test ¦ plain ¦ reads the test environment file ¦ source=dotenv docs, environment files
cat .env.development ¦ plain ¦ reads the development environment file ¦ source=Vite docs, env files and modes
diff .env.example .env.development ¦ plain ¦ compares the example and development env files ¦ source=diff(1)
dotenv-linter .env .env.test ¦ plain ¦ lints env files ¦ source=dotenv-linter docs
sed -i 's/^PORT=3000$/PORT=4000/' .env ¦ plain ¦ changes the local port in the project's env file ¦ source=sed(1), -i
grep -c '=' .env.development ¦ plain ¦ counts the settings of the development env file ¦ source=grep(1), -c
openssl x509 -noout -text -in cert.pem ¦ plain ¦ prints a public certificate's fields ¦ source=openssl-x509(1), -noout -text
openssl x509 -in certs/fullchain.pem -noout -subject -issuer -dates ¦ plain ¦ prints a certificate chain's names and dates ¦ source=openssl-x509(1)
openssl x509 -in ca.crt -noout -fingerprint -sha256 ¦ plain ¦ prints a CA certificate's fingerprint ¦ source=openssl-x509(1), -fingerprint
openssl verify -CAfile certs/ca.pem certs/server.crt ¦ plain ¦ verifies a certificate against the project CA ¦ source=openssl-verify(1)
openssl s_client -connect localhost:8443 -servername localhost < /dev/null ¦ redirect-in ¦ inspects the local TLS server's certificate ¦ source=openssl-s_client(1)
openssl req -noout -text -in server.csr ¦ plain ¦ prints a certificate request ¦ source=openssl-req(1), -noout -text
head -n 40 certs/intermediate.crt ¦ plain ¦ prints a public certificate ¦ source=openssl docs, PEM certificates
keytool -list -v -keystore ~/.android/debug.keystore -alias androiddebugkey -storepass android -keypass android ¦ plain ¦ prints the debug keystore's fingerprints ¦ source=Android docs, debug keystore
./gradlew signingReport ¦ plain ¦ prints the debug signing fingerprints ¦ source=Android docs, signingReport
cat ~/.config/gh/config.yml ¦ plain ¦ reads the GitHub CLI's settings (no token) ¦ source=GitHub CLI manual, gh config
cat ~/.gitconfig ¦ plain ¦ reads the git settings ¦ source=git-config docs
cat ~/.aws/config ¦ plain ¦ reads the AWS profiles' regions and outputs (no keys) ¦ source=AWS CLI docs, config file
cat ~/.config/starship.toml ¦ plain ¦ reads the prompt settings ¦ source=Starship docs, configuration
cat ~/.editorconfig .editorconfig ¦ plain ¦ reads editor settings ¦ source=EditorConfig docs
cat ~/.config/pip/pip.conf ¦ plain ¦ reads the pip settings ¦ source=pip docs, configuration
cat .nvmrc .tool-versions ¦ plain ¦ reads the project's pinned tool versions ¦ source=nvm README, .nvmrc; asdf docs, .tool-versions
cat .terraformrc.example ¦ plain ¦ reads an example CLI config ¦ source=Terraform CLI configuration docs
ls -l ~/.ssh/*.pub ¦ plain ¦ lists the ssh folder without reading keys ¦ source=ls(1)
ssh-keygen -l -E md5 -f ~/.ssh/id_rsa.pub ¦ plain ¦ prints a public key's fingerprint ¦ source=ssh-keygen(1), -l -f
cat ~/.ssh/id_ecdsa.pub ~/.ssh/id_rsa.pub ¦ plain ¦ prints a public key ¦ source=ssh-keygen(1)

@reversible-local
docker tag acme/api:dev acme/api:test ¦ plain ¦ adds a local image tag ¦ source=Docker docs, docker tag
podman tag localhost/worker:latest localhost/worker:pr-12 ¦ plain ¦ adds a local image tag ¦ source=podman-tag(1)
docker run --rm --gpus all nvidia/cuda:12.4.0-base-ubuntu22.04 nvidia-smi ¦ plain ¦ runs a container with the GPU ¦ source=NVIDIA Container Toolkit docs
docker run --rm --device /dev/ttyUSB0 -v "$PWD":/work arduino-cli:latest compile ¦ plain ¦ runs a container with a USB serial device ¦ source=Docker docs, --device
docker run --rm --device /dev/dri:/dev/dri -v "$PWD":/src ffmpeg-vaapi -i /src/in.mp4 /src/out.mp4 ¦ plain ¦ transcodes with the GPU in a container ¦ source=Docker docs, --device
find src tests -name __pycache__ -type d -prune -exec rm -rf {} + ¦ find-exec ¦ removes Python caches in the project ¦ source=find(1), -prune -exec
find . -path ./.venv -prune -o -name '*.py[co]' -delete ¦ find-delete ¦ deletes compiled Python files in the project ¦ source=find(1), -delete
find . -path ./node_modules -prune -o -name '.DS_Store' -delete ¦ find-delete ¦ deletes Finder litter ¦ source=find(1)
find build -type f -name '*.o' -delete ¦ find-delete ¦ deletes object files under build ¦ source=find(1)
kill $(lsof -t -i:3000) ¦ substitution ¦ stops the dev server on port 3000 ¦ source=lsof(8), -t -i
fuser -k 8080/tcp ¦ plain ¦ kills the process listening on the dev port ¦ source=fuser(1), -k
npx kill-port 5173 ¦ plain ¦ frees the dev port ¦ source=kill-port README
pkill -f 'vite --port 5173' ¦ plain ¦ stops the local Vite server ¦ source=pkill(1), -f
git cherry-pick --abort ¦ plain ¦ abandons a cherry-pick in progress ¦ source=git-cherry-pick docs, --abort
git revert --abort ¦ plain ¦ abandons a revert in progress ¦ source=git-revert docs, --abort
git am --abort ¦ plain ¦ abandons a rebase in progress ¦ source=git-rebase docs, --abort
git log -S'parseConfig' --oneline -- src/ ¦ plain ¦ finds the commits that touched a string ¦ source=git-log docs, -S
git blame -L 40,60 src/server.ts ¦ plain ¦ shows who last changed some lines ¦ source=git-blame docs, -L
git shortlog -sn --since='3 months ago' ¦ plain ¦ counts commits per author ¦ source=git-shortlog docs
git bisect start HEAD v1.2.0 && git bisect run npm test ¦ and-list ¦ bisects a regression with the tests ¦ source=git-bisect docs, run
git range-diff main...feature ¦ plain ¦ compares two versions of a branch ¦ source=git-range-diff docs
git worktree add ../hotfix origin/main ¦ plain ¦ checks out a second work tree ¦ source=git-worktree docs
qemu-img create -f qcow2 vm/disk.qcow2 20G ¦ plain ¦ creates a disk image in the project ¦ source=qemu-img(1), create
truncate -s 1G test/fixtures/big.img ¦ plain ¦ creates a sparse test image in the project ¦ source=truncate(1), -s
mkfs.ext4 -F test/fixtures/big.img ¦ plain ¦ formats an image file in the project ¦ source=mke2fs(8), image files
fallocate -l 100M tmp/blob.bin ¦ plain ¦ allocates a test file in the project ¦ source=fallocate(1)
rsync -a --delete src/assets/ public/assets/ ¦ plain ¦ mirrors one project folder into another ¦ source=rsync(1), --delete
rsync -av --delete --exclude node_modules ./app/ ./dist/app/ ¦ plain ¦ mirrors the app into dist ¦ source=rsync(1), --exclude
sqlite3 dev.db '.mode csv' '.import data/users.csv users' ¦ plain ¦ imports a CSV into the local database ¦ source=SQLite CLI docs, .import
sqlite3 dev.db .dump > db/dump.sql ¦ redirect ¦ dumps the local database into the project ¦ source=SQLite CLI docs, .dump
sqlite3 :memory: 'CREATE TABLE t(x); INSERT INTO t VALUES (1); SELECT * FROM t;' ¦ plain ¦ runs SQL on an in-memory database ¦ source=SQLite docs, in-memory databases
sqlite3 -readonly prod-copy.db 'SELECT count(*) FROM orders' ¦ plain ¦ counts rows of a copy read-only ¦ source=SQLite CLI docs, -readonly
psql -h localhost -d app_dev -c "\copy users TO 'exports/users.csv' CSV HEADER" ¦ plain ¦ exports a dev table to a project file ¦ source=psql docs, \copy
psql -h localhost -d app_dev -c "\copy products FROM 'seed/products.csv' CSV HEADER" ¦ plain ¦ loads a seed file into the dev database ¦ source=psql docs, \copy
psql -d app_dev -c 'CREATE TEMP TABLE t AS SELECT * FROM orders LIMIT 10; DELETE FROM t; SELECT count(*) FROM t;' ¦ plain ¦ deletes rows of a temporary table only ¦ source=PostgreSQL docs, CREATE TEMPORARY TABLE
duckdb -c "SELECT count(*) FROM 'data/*.parquet'" ¦ plain ¦ queries project files with DuckDB ¦ source=DuckDB docs, reading Parquet
chmod 777 ./tmp/uploads ¦ plain ¦ opens a scratch folder of the project ¦ source=chmod(1)
chmod -R u+w ./vendor ¦ plain ¦ makes vendored files writable ¦ source=chmod(1)
ln -sf ../shared/config.js src/config.js ¦ plain ¦ links a shared config inside the project ¦ source=ln(1), -s -f
docker compose -f compose.dev.yml down --remove-orphans ¦ plain ¦ stops the local stack, keeping volumes ¦ source=Docker docs, compose down
docker image prune -f --filter 'until=24h' ¦ plain ¦ removes dangling local images ¦ source=Docker docs, image prune
docker builder prune --filter until=48h -f ¦ plain ¦ clears the local build cache ¦ source=Docker docs, builder prune
rm -rf build/ dist/ .turbo/ ¦ plain ¦ removes build outputs ¦ source=Turborepo docs, caching
rm -rf results/ runs/ wandb/ ¦ plain ¦ removes experiment outputs the scripts rebuild ¦ source=W&B docs, local run files
rm -rf .pytest_cache .mypy_cache .ruff_cache htmlcov ¦ plain ¦ removes tool caches ¦ source=pytest docs, cache
python -m http.server 8000 --bind 127.0.0.1 ¦ plain ¦ serves the project on loopback ¦ source=Python docs, http.server
pnpm dev --host 127.0.0.1 --port 5174 ¦ plain ¦ starts the dev server on loopback ¦ source=Vite docs, server.host
nohup uvicorn app.main:app --port 8000 > uvicorn.log 2>&1 & ¦ background ¦ starts the API locally in the background ¦ source=Uvicorn docs, settings

@inline-read
python3 -c "import sqlite3;print(sqlite3.connect('app.db').execute('select count(*) from users').fetchone())" ¦ inline-python ¦ counts rows of the local database ¦ source=Python docs, sqlite3
python3 -c "import sqlite3;c=sqlite3.connect('file:dev.db?mode=ro',uri=True);print(c.execute('select name from sqlite_master').fetchall())" ¦ inline-python ¦ lists tables read-only ¦ source=Python docs, sqlite3 URI mode=ro
python3 -c 'import getpass,os;print(getpass.getuser(),os.getuid())' ¦ inline-python ¦ asks who the caller is ¦ source=Python docs, getpass.getuser
node -e "console.log(require('os').userInfo())" ¦ inline-node ¦ asks who the caller is ¦ source=Node.js docs, os.userInfo
python3 -c "import base64;print(base64.b64decode('aGVsbG8gd29ybGQ=').decode())" ¦ inline-python ¦ decodes a base64 string ¦ source=Python docs, base64
node -e "console.log(Buffer.from('eyJhbGciOiJIUzI1NiJ9','base64').toString())" ¦ inline-node ¦ decodes a JWT header ¦ source=Node.js docs, Buffer
ruby -rjson -e 'puts JSON.parse(File.read("package.json"))["version"]' ¦ inline-ruby ¦ reads the package version ¦ source=Ruby docs, JSON
perl -ne 'print if /TODO/' src/*.c ¦ inline-perl ¦ prints TODO lines ¦ source=perlrun, -n -e
python3 -c "import json,sys;d=json.load(open('tsconfig.json'));print(d['compilerOptions'].get('strict'))" ¦ inline-python ¦ reads a compiler option ¦ source=Python docs, json
python3 -c "import pandas as pd;print(pd.read_csv('data/sales.csv').describe())" ¦ inline-python ¦ summarises a project CSV ¦ source=pandas docs, read_csv
python3 -c 'import socket;print(socket.gethostname())' ¦ inline-python ¦ prints the host name ¦ source=Python docs, socket.gethostname
python3 -c "import urllib.request;print(urllib.request.urlopen('http://127.0.0.1:8000/health').read())" ¦ inline-python ¦ calls the local server ¦ source=Python docs, urllib.request
python3 -c "import requests;r=requests.post('http://localhost:5000/api/echo',json={'a':1});print(r.status_code,r.json())" ¦ inline-python ¦ posts a test call to the local server ¦ source=Requests docs, POST
deno eval "console.log(Deno.cwd())" ¦ inline-deno ¦ prints the working folder ¦ source=Deno docs, deno eval
php -r 'echo json_encode(json_decode(file_get_contents("composer.json"))->require);' ¦ inline-php ¦ prints the project's requirements ¦ source=PHP manual, php -r

@system-folder-project
cat > main.go <<'EOF'⏎package main⏎⏎import "fmt"⏎⏎func main() {⏎	fmt.Println("hello")⏎}⏎EOF ¦ heredoc-write ¦ writes a Go file in a project under /root ¦ source=Go docs, tutorial ¦ cwd=/root/app
go build ./... && go test ./... ¦ and-list ¦ builds and tests a project under /root ¦ source=go command docs ¦ cwd=/root/app
sed -i 's/8080/9090/' config.yaml ¦ plain ¦ edits a config of a project under /root ¦ source=sed(1), -i ¦ cwd=/root/app
rm -rf bin/ ¦ plain ¦ removes build output of a project under /root ¦ source=rm(1) ¦ cwd=/root/app
git add -A && git commit -m 'wip: parser' ¦ and-list ¦ commits in a project under /root ¦ source=git-commit docs ¦ cwd=/root/app
mkdir -p internal/store && touch internal/store/store.go ¦ and-list ¦ adds a package in a project under /root ¦ source=mkdir(1) ¦ cwd=/root/app
python3 -m venv .venv && .venv/bin/python -m pytest -q ¦ and-list ¦ makes a venv and runs tests in a project under /srv ¦ source=Python docs, venv ¦ cwd=/srv/api
cat > app/routes.py <<'EOF'⏎from flask import Blueprint, jsonify⏎⏎bp = Blueprint("api", __name__)⏎⏎@bp.get("/health")⏎def health():⏎    return jsonify(ok=True)⏎EOF ¦ heredoc-write ¦ writes a module in a project under /srv ¦ source=Flask docs, blueprints ¦ cwd=/srv/api
cp app/settings.example.py app/settings_local.py ¦ plain ¦ copies a settings template in a project under /srv ¦ source=cp(1) ¦ cwd=/srv/api
rm -rf __pycache__ app/__pycache__ ¦ plain ¦ removes caches of a project under /srv ¦ source=Python docs, __pycache__ ¦ cwd=/srv/api
git stash push -m 'try other approach' ¦ plain ¦ stashes work in a project under /srv ¦ source=git-stash docs ¦ cwd=/srv/api
make -j4 && ./build/tool --version ¦ and-list ¦ builds a project under /opt ¦ source=GNU make manual ¦ cwd=/opt/tool
cat > src/util.c <<'EOF'⏎#include <stdio.h>⏎int add(int a, int b) { return a + b; }⏎EOF ¦ heredoc-write ¦ writes a C file in a project under /opt ¦ source=GCC docs ¦ cwd=/opt/tool
mv src/old_name.c src/parser.c && git add -A src ¦ and-list ¦ renames a file in a project under /opt ¦ source=git-add docs ¦ cwd=/opt/tool
cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build ¦ and-list ¦ configures and builds a project under /opt ¦ source=CMake docs ¦ cwd=/opt/tool
tee docs/NOTES.md < /dev/null ¦ redirect-in ¦ creates an empty notes file in a project under /opt ¦ source=tee(1) ¦ cwd=/opt/tool

@heredoc-write
cat > scripts/check.sh <<'EOF'⏎#!/usr/bin/env bash⏎set -euo pipefail⏎for f in "$@"; do⏎  case "$f" in⏎    *.json) jq . "$f" > /dev/null ;;⏎    *.yaml|*.yml) yq . "$f" > /dev/null ;;⏎    *) echo "skip $f" ;;⏎  esac⏎done⏎EOF ¦ heredoc-write ¦ writes a shell script with case arms and ;; ¦ source=bash(1), here documents
cat > src/quote.py <<'PY'⏎s = 'it'"'"'s'⏎t = "a \"quoted\" word and a ` backtick"⏎u = '''triple 'single' quotes'''⏎print(s, t, u, "$(not a substitution)")⏎PY ¦ heredoc-write ¦ writes Python with unbalanced-looking quotes and a $( in a string ¦ source=bash(1), quoted here-document delimiter
cat > Makefile <<'EOF'⏎.PHONY: test⏎test:⏎	go test ./... $(TESTFLAGS)⏎clean:⏎	rm -rf bin/ && echo "cleaned $$(date)"⏎EOF ¦ heredoc-write ¦ writes a Makefile with tabs, $( and rm in the body ¦ source=GNU make manual
cat <<'EOF' > web/index.html⏎<!doctype html>⏎<script>⏎  const re = /<\/?[a-z]+>/g; if (a < b && c > d) { fetch(`/api?q=${q}`) }⏎</script>⏎EOF ¦ heredoc-write ¦ writes HTML and JavaScript with < > && and a template string ¦ source=bash(1), here documents
cat > sql/seed.sql <<EOF⏎-- generated $(date +%F)⏎INSERT INTO users (name) VALUES ('dev');⏎DELETE FROM sessions WHERE expires_at < now();⏎EOF ¦ heredoc-write ¦ writes a SQL file with an unquoted delimiter and a date substitution ¦ source=bash(1), here documents with expansion
cat > .github/workflows/ci.yml <<'YAML'⏎on: [push]⏎jobs:⏎  test:⏎    runs-on: ubuntu-latest⏎    steps:⏎      - run: echo "${{ github.sha }}" && make test⏎YAML ¦ heredoc-write ¦ writes a workflow with ${{ }} expressions ¦ source=GitHub Actions docs, workflow syntax
cat > notes.md <<'END'⏎Run `rm -rf /` never. EOF is not the end here, END is.⏎  EOF⏎END ¦ heredoc-write ¦ writes text that mentions EOF and a dangerous command ¦ source=bash(1), here documents
cat >> CHANGELOG.md <<'EOF'⏎## 1.4.0⏎- fix: `git push --force` is no longer suggested in docs⏎EOF ¦ heredoc-append ¦ appends a changelog entry that mentions a force push ¦ source=Keep a Changelog
cat > test/fixtures/cases.json <<'EOF'⏎{"cases": [{"in": "a\\nb", "out": "a\nb"}, {"in": "}", "out": "{"}]}⏎EOF ¦ heredoc-write ¦ writes JSON with backslashes and lone braces ¦ source=bash(1), here documents
mkdir -p src/lib && cat > src/lib/parse.ts <<'TS' && npx tsc --noEmit⏎export const parse = (s: string): string[] => s.split(/\s*;\s*/).filter(Boolean);⏎TS ¦ heredoc-and-list ¦ writes TypeScript then type-checks ¦ source=TypeScript docs, tsc --noEmit
cat > src/Main.java <<'EOF'⏎class Main { public static void main(String[] a) { System.out.println("x < y && z > 0 ? \"ok\" : 'n'"); } }⏎EOF ¦ heredoc-write ¦ writes Java with mixed quotes ¦ source=Java tutorials
cat > lib/tasks/report.rake <<'RUBY'⏎task :report do⏎  puts %x(git log --oneline | wc -l)⏎  puts "done #{Time.now}"⏎end⏎RUBY ¦ heredoc-write ¦ writes a Rake task with %x() and #{} ¦ source=Rake docs
tee src/config.rs > /dev/null <<'EOF'⏎pub const NAME: &str = "acme"; // it's fine⏎pub fn r#match() -> u8 { 0 }⏎EOF ¦ heredoc-tee ¦ writes Rust through tee with a raw identifier ¦ source=tee(1); Rust reference
cat > deploy/values-dev.yaml <<-'EOF'⏎	replicaCount: 1⏎	image:⏎	  tag: dev⏎	EOF ¦ heredoc-dash ¦ writes YAML through a <<- heredoc with tab indents ¦ source=bash(1), <<- here documents
python3 - <<'EOF'⏎import pathlib⏎print(sum(1 for _ in pathlib.Path("src").rglob("*.py")))⏎EOF ¦ heredoc-python ¦ counts the project's Python files ¦ source=Python docs, command line (-)

@package
npm install --save-dev vitest@2 ¦ plain ¦ adds a dev dependency ¦ source=npm docs, npm install ¦ yellow
pip install -r requirements-dev.txt ¦ plain ¦ installs the development requirements ¦ source=pip docs, install -r ¦ yellow
uv add 'httpx>=0.27' --dev ¦ plain ¦ adds a dependency with uv ¦ source=uv docs, uv add ¦ yellow
cargo add tokio --features rt-multi-thread,macros ¦ plain ¦ adds a crate ¦ source=Cargo book, cargo add ¦ yellow
go get golang.org/x/sync@v0.8.0 ¦ plain ¦ adds a Go module ¦ source=Go docs, go get ¦ yellow
bundle add rspec --group test ¦ plain ¦ adds a gem to the Gemfile ¦ source=Bundler docs, bundle add ¦ yellow
composer require --dev phpstan/phpstan:^1.11 ¦ plain ¦ adds a PHP dev dependency ¦ source=Composer docs, require ¦ yellow
sudo apt-get install -y libpq-dev ¦ wrapper-sudo ¦ installs a build dependency ¦ source=apt-get(8) ¦ yellow
pip install -r requirements/base.txt -c constraints.txt ¦ plain ¦ installs requirements in a project under /srv ¦ source=pip docs ¦ yellow ¦ cwd=/srv/api
go mod download -x ¦ plain ¦ downloads modules of a project under /root ¦ source=go command docs, go mod download ¦ yellow ¦ cwd=/root/app

@migration
npx prisma migrate dev --name add_orders ¦ plain ¦ applies a dev migration ¦ source=Prisma CLI reference, migrate dev ¦ yellow
alembic -c alembic.dev.ini upgrade +1 ¦ plain ¦ migrates the local dev database ¦ source=Alembic docs, upgrade ¦ yellow
python manage.py migrate orders 0007 --settings=config.settings.dev ¦ plain ¦ migrates the dev database ¦ source=Django docs, migrate ¦ yellow

@review
gh pr create --draft --fill ¦ plain ¦ opens a draft pull request ¦ source=GitHub CLI manual, gh pr create --draft ¦ yellow
glab mr create --draft --title 'WIP: parser rewrite' --target-branch main --yes ¦ plain ¦ opens a draft merge request ¦ source=GitLab CLI, glab mr create --draft ¦ yellow
"""
