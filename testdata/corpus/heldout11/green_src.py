# Everyday commands of heldout11 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
@local-target
gcloud config set project globex-dev ¦ plain ¦ sets the CLI's own default project ¦ source=gcloud reference, config set
aws configure set output table ¦ plain ¦ sets the CLI's output format ¦ source=AWS CLI reference, configure set
az account set --subscription 'Globex Dev' ¦ plain ¦ chooses the CLI's active subscription ¦ source=Azure CLI reference, account set
terraform workspace select dev ¦ plain ¦ switches the local working workspace ¦ source=Terraform CLI docs, workspace select
terraform workspace list ¦ plain ¦ lists workspaces ¦ source=Terraform CLI docs, workspace list
heroku git:remote -a globex-dev ¦ plain ¦ adds a git remote for a Heroku app ¦ source=Heroku CLI docs, git:remote
docker context ls ¦ plain ¦ lists docker contexts ¦ source=Docker CLI reference, context ls
@deploy-local
sam local invoke HelloWorldFunction --event events/event.json ¦ plain ¦ runs a function locally ¦ source=AWS SAM CLI reference, sam local invoke
serverless invoke local --function hello --path tests/data.json ¦ plain ¦ runs a function locally ¦ source=Serverless docs, invoke local
helm package ./charts/app -d dist ¦ plain ¦ packages a chart into a local archive ¦ source=Helm docs, helm package
helmfile lint ¦ plain ¦ lints the releases' charts ¦ source=helmfile docs, lint
terraform providers lock -platform=linux_amd64 -platform=darwin_arm64 ¦ plain ¦ writes provider checksums into the lock file ¦ source=Terraform CLI docs, providers lock
packer init . ¦ plain ¦ installs the template's plugins ¦ source=Packer docs, init
packer validate -syntax-only . ¦ plain ¦ checks the template's syntax ¦ source=Packer docs, validate
func init api --worker-runtime python ¦ plain ¦ scaffolds an Azure Functions project ¦ source=Azure Functions Core Tools reference, func init
func new --template 'HTTP trigger' --name HttpExample ¦ plain ¦ adds a function to the local project ¦ source=Azure Functions Core Tools reference, func new
func start --port 7072 ¦ plain ¦ runs the functions host locally ¦ source=Azure Functions Core Tools reference, func start
az bicep build --file infra/main.bicep ¦ plain ¦ compiles Bicep to a local ARM template ¦ source=Azure CLI reference, bicep build
wrangler types ¦ plain ¦ generates types for the Worker's bindings ¦ source=Cloudflare Wrangler docs, types
firebase emulators:start --only functions,firestore ¦ plain ¦ starts local emulators ¦ source=Firebase docs, Local Emulator Suite
chalice local --port 8001 ¦ plain ¦ serves the app locally ¦ source=Chalice docs, chalice local
zappa package dev ¦ plain ¦ builds the deployment zip locally ¦ source=Zappa README, package
kamal init ¦ plain ¦ writes a deploy config skeleton ¦ source=Kamal docs, init
pack build globex-app --builder paketobuildpacks/builder-jammy-base ¦ plain ¦ builds a local image with buildpacks ¦ source=Buildpacks docs, pack build
docker buildx bake --load ¦ plain ¦ builds the bake targets into the local image store ¦ source=Docker docs, buildx bake
earthly +build ¦ plain ¦ runs a build target locally ¦ source=Earthly docs, earthly +target
dagger call build --source=. ¦ plain ¦ runs a build pipeline locally ¦ source=Dagger docs, dagger call
nixpacks build . --name globex-app ¦ plain ¦ builds a local image ¦ source=Nixpacks docs, build
kubectl apply --dry-run=client -f k8s/ -o yaml ¦ plain ¦ renders the manifests without sending them ¦ source=kubectl reference, apply --dry-run
ansible-playbook site.yml --syntax-check ¦ plain ¦ checks a playbook's syntax ¦ source=Ansible docs, ansible-playbook
cfn-lint templates/*.yaml ¦ glob ¦ lints CloudFormation templates ¦ source=cfn-lint README
eas build --local --platform android --profile development ¦ plain ¦ builds the app on this machine ¦ source=Expo EAS docs, local builds
@emulator
aws --endpoint-url=http://localhost:4566 s3 mb s3://test-bucket ¦ plain ¦ creates a bucket in LocalStack ¦ source=LocalStack docs, AWS CLI
aws dynamodb create-table --endpoint-url http://localhost:8000 --table-name Music --attribute-definitions AttributeName=Artist,AttributeType=S --key-schema AttributeName=Artist,KeyType=HASH --billing-mode PAY_PER_REQUEST ¦ plain ¦ creates a table in DynamoDB Local ¦ source=AWS docs, DynamoDB Local
aws --endpoint-url http://localhost:4566 sqs send-message --queue-url http://localhost:4566/000000000000/jobs --message-body test ¦ plain ¦ sends a test message to the LocalStack queue ¦ source=LocalStack docs, SQS
localstack start -d ¦ plain ¦ starts LocalStack in the background ¦ source=LocalStack docs, CLI
gcloud emulators firestore start --host-port=localhost:8080 ¦ plain ¦ starts the Firestore emulator ¦ source=gcloud reference, emulators firestore start
BIGTABLE_EMULATOR_HOST=localhost:8086 cbt -project test -instance test ls ¦ env ¦ lists tables of the Bigtable emulator ¦ source=Google Cloud docs, Bigtable emulator
az storage container create --name test --connection-string 'UseDevelopmentStorage=true' ¦ plain ¦ creates a container in Azurite ¦ source=Azure docs, Azurite
stripe listen --forward-to localhost:4242/webhook ¦ plain ¦ forwards test-mode webhooks to a local server ¦ source=Stripe CLI reference, listen
nats pub -s nats://localhost:4222 orders.test 'hello' ¦ plain ¦ publishes to a local NATS server ¦ source=NATS docs, nats pub
mosquitto_sub -h localhost -t 'test/#' -v ¦ plain ¦ reads messages from a local broker ¦ source=mosquitto_sub(1)
kafka-console-consumer.sh --bootstrap-server localhost:9092 --topic test --from-beginning ¦ plain ¦ reads a local topic ¦ source=Apache Kafka quickstart
@bucket-to-project
aws s3 cp s3://globex-dev-fixtures/orders.csv ./data/orders.csv ¦ plain ¦ copies a file from a bucket into the project ¦ source=AWS CLI reference, s3 cp
aws s3 sync s3://globex-ml/datasets/v3 ./data/v3 ¦ plain ¦ copies a dataset into the project ¦ source=AWS CLI reference, s3 sync
gcloud storage cp 'gs://globex-fixtures/*.json' tests/fixtures/ ¦ plain ¦ copies fixtures into the project ¦ source=gcloud reference, storage cp
az storage blob download --account-name globexdev --container-name fixtures --name users.json --file ./tests/fixtures/users.json --auth-mode login ¦ plain ¦ downloads a blob into the project ¦ source=Azure CLI reference, storage blob download
azcopy copy 'https://globexdev.blob.core.windows.net/fixtures/*' ./fixtures --recursive ¦ plain ¦ downloads blobs into the project ¦ source=AzCopy docs, copy
rclone copy gdrive:Shared/specs ./docs/specs ¦ plain ¦ copies documents into the project ¦ source=rclone docs, copy
s5cmd cp 's3://globex-datasets/2026/*' data/raw/ ¦ plain ¦ copies objects into the project ¦ source=s5cmd README, cp
b2 file download b2://globex-dev/fixtures/seed.sql ./db/seed.sql ¦ plain ¦ downloads a file into the project ¦ source=Backblaze B2 CLI docs, file download
hf download distilbert/distilbert-base-uncased --local-dir models/distilbert ¦ plain ¦ downloads a model into the project ¦ source=huggingface_hub CLI docs, download
kaggle datasets download -d zynicide/wine-reviews -p data/ --unzip ¦ plain ¦ downloads a public dataset into the project ¦ source=Kaggle API README, datasets download
dvc pull data/raw.dvc ¦ plain ¦ fetches tracked data into the project ¦ source=DVC docs, pull
oras pull ghcr.io/globex/fixtures:v1 -o fixtures/ ¦ plain ¦ pulls artifact files into the project ¦ source=ORAS docs, oras pull
@dev-http
curl -sf http://api:8080/healthz ¦ plain ¦ checks a compose service's health ¦ source=Docker Compose docs, networking
curl -X POST http://host.docker.internal:3000/webhooks/test -d @tests/fixtures/event.json ¦ plain ¦ posts a fixture to the host's dev server from a container ¦ source=Docker Desktop docs, host.docker.internal
curl -i -X OPTIONS http://localhost:8080/api/users -H 'Origin: http://localhost:5173' -H 'Access-Control-Request-Method: POST' ¦ plain ¦ sends a CORS preflight to the local API ¦ source=MDN, preflight request
curl -s http://localhost:4000/graphql -H 'Content-Type: application/json' -d '{"query":"{ users { id name } }"}' ¦ plain ¦ sends a read-only GraphQL query to the local server ¦ source=GraphQL docs, serving over HTTP
curl -s -X POST 'http://localhost:9200/products/_search' -H 'Content-Type: application/json' -d '{"query":{"match":{"name":"lamp"}}}' ¦ plain ¦ searches a local Elasticsearch ¦ source=Elasticsearch docs, search API
http POST :5000/api/login username=dev password=dev ¦ plain ¦ posts to the local server with HTTPie ¦ source=HTTPie docs, localhost shorthand
http --form POST localhost:8000/upload file@tests/fixtures/a.png ¦ plain ¦ uploads a fixture to the local server ¦ source=HTTPie docs, forms
xh post localhost:3000/todos title=milk ¦ plain ¦ posts to the local server with xh ¦ source=xh README
grpcurl -plaintext -d '{"name":"dev"}' localhost:50051 helloworld.Greeter/SayHello ¦ plain ¦ calls a local gRPC method ¦ source=grpcurl README
websocat ws://127.0.0.1:8080/ws ¦ plain ¦ opens a websocket to the local server ¦ source=websocat README
hey -n 200 -c 10 http://localhost:8080/ ¦ plain ¦ load-tests the local server ¦ source=hey README
newman run tests/api.postman_collection.json -e envs/local.postman_environment.json ¦ plain ¦ runs API tests against the local environment ¦ source=Postman docs, newman run
hurl --test tests/api.hurl ¦ plain ¦ runs HTTP tests ¦ source=Hurl docs, --test
wget -qO- http://localhost:8080/metrics ¦ plain ¦ reads the local server's metrics ¦ source=wget manual, -O
python3 -c "import requests; print(requests.post('http://localhost:8000/api/echo', json={'a': 1}).json())" ¦ inline ¦ calls the local server from a test snippet ¦ source=Requests docs, quickstart
node -e "fetch('http://127.0.0.1:3000/api/health').then(r => r.json()).then(console.log)" ¦ inline ¦ calls the local server ¦ source=Node.js docs, fetch
php -S localhost:8000 -t public ¦ plain ¦ starts PHP's built-in server ¦ source=PHP manual, built-in web server
@project-files
dotenv-linter .env .env.example ¦ plain ¦ lints env files without printing values ¦ source=dotenv-linter README
sed -i 's/^PORT=.*/PORT=4000/' .env ¦ plain ¦ changes the dev port in the project's env file ¦ source=sed(1), -i
openssl x509 -in certs/server.crt -noout -subject -issuer -dates ¦ plain ¦ prints a public certificate's fields ¦ source=openssl-x509(1)
openssl x509 -in tests/fixtures/client.crt -noout -fingerprint -sha256 ¦ plain ¦ prints a certificate's fingerprint ¦ source=openssl-x509(1)
openssl s_client -connect localhost:8443 -servername localhost -showcerts < /dev/null ¦ redirect-in ¦ prints the local server's certificate chain ¦ source=openssl-s_client(1)
cat ~/.config/containers/registries.conf ¦ plain ¦ reads the registry search list ¦ source=containers-registries.conf(5)
@reversible
docker tag globex-api:dev globex-api:test ¦ plain ¦ adds a local image tag ¦ source=Docker CLI reference, tag
docker image tag globex-web:latest localhost:5000/globex-web:latest ¦ plain ¦ tags an image for a local registry ¦ source=Docker docs, deploy a registry server
docker run --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi ¦ plain ¦ checks the GPU from a container ¦ source=NVIDIA Container Toolkit docs
docker run --rm --device=/dev/ttyUSB0 -v "$PWD":/project -w /project espressif/idf idf.py build ¦ plain ¦ builds firmware with a USB device passed in ¦ source=ESP-IDF docs, docker image
podman run --rm --device /dev/dri -v "$PWD":/src:Z localhost/globex-ml:dev python train.py ¦ plain ¦ runs training with the GPU device ¦ source=podman-run(1), --device
find node_modules/.cache -mindepth 1 -delete ¦ plain ¦ empties the build cache ¦ source=find(1), -mindepth
find build -name '*.o' -delete ¦ plain ¦ removes object files ¦ source=find(1)
rm -rf build dist .pytest_cache ¦ plain ¦ removes rebuildable output ¦ source=rm(1)
rm -rf results/ coverage/ ¦ plain ¦ removes test output ¦ source=rm(1)
kill $(lsof -t -i :3000) ¦ subst ¦ stops the dev server on port 3000 ¦ source=lsof(8), -t
fuser -k 5173/tcp ¦ plain ¦ stops the process on the dev port ¦ source=fuser(1), -k
truncate -s 64M build/disk.img ¦ plain ¦ creates a sparse file in the project ¦ source=truncate(1)
mkfs.ext4 -F build/disk.img ¦ plain ¦ formats an image file in the project ¦ source=mke2fs(8)
dd if=/dev/zero of=build/blank.img bs=1M count=16 ¦ plain ¦ writes a blank image in the project ¦ source=dd(1)
fallocate -l 100M tmp/big.bin ¦ plain ¦ allocates a test file in the project ¦ source=fallocate(1)
rsync -a --delete public/ dist/public/ ¦ plain ¦ mirrors one project folder into another ¦ source=rsync(1), --delete
rsync -av --delete --exclude node_modules src/ build/src/ ¦ plain ¦ mirrors sources into the build folder ¦ source=rsync(1), --exclude
chmod -R 775 storage bootstrap/cache ¦ plain ¦ makes the framework's cache folders writable ¦ source=Laravel docs, directory permissions
docker compose restart web ¦ plain ¦ restarts a dev service ¦ source=Docker docs, compose restart
docker compose logs -f --tail 100 web ¦ plain ¦ follows a dev service's logs ¦ source=Docker docs, compose logs
@git-local
git shortlog -sne --no-merges ¦ plain ¦ counts commits by author ¦ source=git-shortlog(1)
git blame -L 10,30 src/main.go ¦ plain ¦ shows who changed lines ¦ source=git-blame(1)
git log -S 'parseConfig' --oneline ¦ plain ¦ finds commits that added or removed a string ¦ source=git-log(1), -S
git for-each-ref --sort=-committerdate refs/heads/ --format='%(refname:short) %(committerdate:relative)' ¦ plain ¦ lists branches by date ¦ source=git-for-each-ref(1)
git log --since='2 weeks ago' --numstat --format= | awk '{a+=$1; d+=$2} END {print a, d}' ¦ pipe ¦ sums added and deleted lines ¦ source=git-log(1), --numstat
git switch -c feature/search-filters ¦ plain ¦ creates a local branch ¦ source=git-switch(1)
git commit -am 'Add search filters' ¦ plain ¦ commits to the local branch ¦ source=git-commit(1)
git range-diff main feature/v1 feature/v2 ¦ plain ¦ compares two versions of a branch ¦ source=git-range-diff(1)
@local-db
sqlite3 data/app.db .dump > backups/app.sql ¦ redirect ¦ exports the project's database to a project file ¦ source=SQLite docs, CLI .dump
sqlite3 -csv -header data/app.db 'select * from orders' > exports/orders.csv ¦ redirect ¦ exports a table to CSV in the project ¦ source=SQLite docs, CSV export
sqlite3 dev.db < db/schema.sql ¦ redirect-in ¦ creates the schema in a dev database file ¦ source=SQLite docs, CLI
psql -d app_dev -c "\copy (select * from users limit 100) to 'tmp/users.csv' csv header" ¦ plain ¦ exports rows from the dev database to a project file ¦ source=PostgreSQL docs, psql \copy
psql -d app_test -c 'CREATE TEMP TABLE t AS SELECT * FROM orders; SELECT count(*) FROM t' ¦ plain ¦ works on a temporary table ¦ source=PostgreSQL docs, CREATE TABLE AS
psql -d app_dev -c "\copy products from 'db/products.csv' csv header" ¦ plain ¦ imports a project file into the dev database ¦ source=PostgreSQL docs, psql \copy
duckdb -c "SELECT * FROM 'data/*.parquet' LIMIT 5" ¦ plain ¦ reads project files with an in-memory database ¦ source=DuckDB docs, reading Parquet
redis-cli -p 6379 --scan --pattern 'session:*' ¦ plain ¦ lists keys of the local Redis ¦ source=Redis docs, redis-cli --scan
pg_dump -d app_dev -s -f db/structure.sql ¦ plain ¦ writes the dev schema into the project ¦ source=PostgreSQL docs, pg_dump -s
@inline-code
python3 -c "import sqlite3; c = sqlite3.connect('data/app.db'); print(c.execute('select count(*) from users').fetchone())" ¦ inline ¦ counts rows of the project's database ¦ source=Python docs, sqlite3
python3 -c 'import getpass, os; print(getpass.getuser(), os.getuid())' ¦ inline ¦ prints who the caller is ¦ source=Python docs, getpass
node -e "console.log(Buffer.from('eyJhbGciOiJIUzI1NiJ9', 'base64').toString())" ¦ inline ¦ decodes a JWT header ¦ source=Node.js docs, Buffer
ruby -e 'require "etc"; puts Etc.getlogin' ¦ inline ¦ prints the login name ¦ source=Ruby docs, Etc
ruby -rjson -e 'puts JSON.pretty_generate(JSON.parse(File.read("package.json")))' ¦ inline ¦ pretty-prints a project file ¦ source=Ruby docs, JSON
perl -MMIME::Base64 -e 'print decode_base64("aGVsbG8=")' ¦ inline ¦ decodes base64 ¦ source=MIME::Base64 docs
php -r 'echo base64_decode("aGVsbG8="), PHP_EOL;' ¦ inline ¦ decodes base64 ¦ source=PHP manual, base64_decode
Rscript -e 'print(sessionInfo())' ¦ inline ¦ prints R session info ¦ source=Rscript man page
echo 'eyJzdWIiOiIxMjMifQ' | base64 -d ¦ pipe ¦ decodes a JWT payload ¦ source=base64(1), -d
gcloud auth list --filter=status:ACTIVE --format='value(account)' ¦ plain ¦ prints the active account ¦ source=gcloud reference, auth list
az account show --query user.name -o tsv ¦ plain ¦ prints the signed-in user ¦ source=Azure CLI reference, account show
kubectl auth whoami ¦ plain ¦ prints the cluster user ¦ source=kubectl reference, auth whoami
kubectl auth can-i create deployments -n dev ¦ plain ¦ checks a permission ¦ source=kubectl reference, auth can-i
gh api user --jq .login ¦ plain ¦ prints the GitHub login ¦ source=GitHub CLI manual, gh api
bin/rails runner 'puts User.count' ¦ plain ¦ counts users in the dev database ¦ source=Rails guides, bin/rails runner
python manage.py shell -c 'from blog.models import Post; print(Post.objects.count())' ¦ plain ¦ counts rows through the framework console ¦ source=Django docs, shell -c
php artisan tinker --execute='dump(App\Models\User::count())' ¦ plain ¦ counts users through Tinker ¦ source=Laravel docs, tinker
@heredoc-write
cat <<'EOF' > Dockerfile⏎FROM python:3.12-slim⏎WORKDIR /app⏎COPY . .⏎RUN pip install -r requirements.txt⏎CMD ["python", "app.py"]⏎EOF ¦ heredoc ¦ writes the project's Dockerfile ¦ source=bash(1), here documents; Dockerfile reference
tee src/settings.py > /dev/null <<'EOF'⏎DEBUG = True⏎ALLOWED_HOSTS = ["localhost"]⏎EOF ¦ heredoc ¦ writes a settings file through tee ¦ source=tee(1), bash(1) here documents
cat > tests/test_math.py <<EOF⏎def test_add():⏎    assert 1 + 1 == 2⏎EOF ¦ heredoc ¦ writes a test file ¦ source=bash(1), here documents
python3 - <<'EOF'⏎import json⏎with open("package.json") as f:⏎    print(json.load(f)["scripts"])⏎EOF ¦ heredoc ¦ runs a short script that reads a project file ¦ source=Python docs, command line
mkdir -p k8s && cat > k8s/ns.yaml <<'EOF'⏎apiVersion: v1⏎kind: Namespace⏎metadata:⏎  name: dev⏎EOF ¦ heredoc ¦ writes a manifest ¦ source=bash(1), here documents
cat >> .gitignore <<'EOF'⏎.venv/⏎__pycache__/⏎EOF ¦ heredoc ¦ appends to the project's ignore file ¦ source=gitignore(5)
@go
go test -race -count=1 ./internal/... ¦ plain ¦ runs tests with the race detector ¦ source=Go docs, go test
go build -trimpath -o bin/ ./cmd/... ¦ plain ¦ builds the commands ¦ source=Go docs, go build
go tool pprof -top cpu.out ¦ plain ¦ summarises a profile ¦ source=Go docs, pprof
go test -bench . -benchmem ./parser ¦ plain ¦ runs benchmarks ¦ source=Go docs, testing flags
go test -coverprofile=cover.out ./... && go tool cover -html=cover.out -o cover.html ¦ plain ¦ writes a coverage report ¦ source=Go docs, cover
go work sync ¦ plain ¦ syncs the workspace's requirements ¦ source=Go modules reference, go work sync
golangci-lint run --fix ./... ¦ plain ¦ lints and fixes project files ¦ source=golangci-lint docs, run
@rust
cargo fmt --all -- --check ¦ plain ¦ checks formatting ¦ source=rustfmt README
cargo test --workspace --no-fail-fast ¦ plain ¦ runs every test ¦ source=The Cargo Book, cargo test
cargo build --release --target x86_64-unknown-linux-musl ¦ plain ¦ builds a static binary ¦ source=The Cargo Book, cargo build
cargo tree -d ¦ plain ¦ shows duplicate dependencies ¦ source=The Cargo Book, cargo tree
cargo nextest run --partition count:1/2 ¦ plain ¦ runs half of the tests ¦ source=cargo-nextest docs, partitioning
cargo bench --bench parse ¦ plain ¦ runs a benchmark ¦ source=The Cargo Book, cargo bench
cargo check --features full ¦ plain ¦ type-checks with a feature ¦ source=The Cargo Book, cargo check
cargo doc --no-deps ¦ plain ¦ builds the crate's docs ¦ source=The Cargo Book, cargo doc
cargo llvm-cov --html ¦ plain ¦ writes a coverage report ¦ source=cargo-llvm-cov README
cargo insta test --accept ¦ plain ¦ runs snapshot tests and accepts new snapshots ¦ source=insta docs, cargo insta
rustup target add wasm32-unknown-unknown ¦ plain ¦ adds a compile target to the toolchain ¦ source=rustup book, cross-compilation
@python
pytest -x -q tests/unit ¦ plain ¦ runs unit tests ¦ source=pytest docs, usage
pytest -k 'not slow' --maxfail=2 ¦ plain ¦ runs fast tests ¦ source=pytest docs, -k
python -m pytest --cov=src --cov-report=term-missing ¦ plain ¦ runs tests with coverage ¦ source=pytest-cov docs
ruff check . --fix ¦ plain ¦ lints and fixes project files ¦ source=Ruff docs, --fix
ruff format src tests ¦ plain ¦ formats project files ¦ source=Ruff docs, formatter
black --check --diff . ¦ plain ¦ checks formatting ¦ source=Black docs
isort --profile black src ¦ plain ¦ sorts imports ¦ source=isort docs, profiles
nox -s lint ¦ plain ¦ runs one session ¦ source=nox docs, sessions
uv lock --upgrade-package httpx ¦ plain ¦ updates one package in the lock file ¦ source=uv docs, locking
pip list --outdated ¦ plain ¦ lists outdated packages ¦ source=pip docs, pip list
poetry show --tree ¦ plain ¦ prints the dependency tree ¦ source=Poetry docs, show
python manage.py runserver 0.0.0.0:8000 ¦ plain ¦ starts Django's dev server ¦ source=Django docs, runserver
python manage.py makemigrations blog ¦ plain ¦ writes migration files ¦ source=Django docs, makemigrations
flask --app app routes ¦ plain ¦ lists routes ¦ source=Flask docs, CLI
flask --app app run --debug ¦ plain ¦ starts the dev server ¦ source=Flask docs, run
uvicorn app.main:app --reload --port 8001 ¦ plain ¦ starts the dev server ¦ source=Uvicorn docs
jupyter nbconvert --execute --to notebook --inplace notebooks/eda.ipynb ¦ plain ¦ runs a project notebook in place ¦ source=nbconvert docs
coverage html -d htmlcov ¦ plain ¦ writes a coverage report ¦ source=Coverage.py docs
alembic revision --autogenerate -m 'add users table' ¦ plain ¦ writes a migration file ¦ source=Alembic docs, autogenerate
mkdocs build --strict ¦ plain ¦ builds the docs site ¦ source=MkDocs docs, build
@js
npx jest --coverage --runInBand ¦ plain ¦ runs tests with coverage ¦ source=Jest docs, CLI
npx prettier --check 'src/**/*.{ts,tsx}' ¦ plain ¦ checks formatting ¦ source=Prettier CLI docs
pnpm -r build ¦ plain ¦ builds every workspace package ¦ source=pnpm docs, -r
pnpm --filter web dev ¦ plain ¦ starts one package's dev server ¦ source=pnpm docs, filtering
yarn workspace @globex/ui test ¦ plain ¦ runs one workspace's tests ¦ source=Yarn docs, workspace
npx playwright show-report ¦ plain ¦ opens the last report locally ¦ source=Playwright docs, reporters
npx cypress run --spec cypress/e2e/login.cy.ts ¦ plain ¦ runs one end-to-end spec ¦ source=Cypress docs, cypress run
npm audit --omit=dev ¦ plain ¦ checks for advisories ¦ source=npm docs, audit
npx vite build --mode staging ¦ plain ¦ builds with the staging env file ¦ source=Vite docs, modes
npx nx affected -t test ¦ plain ¦ tests affected projects ¦ source=Nx docs, affected
npx turbo run lint --filter=web ¦ plain ¦ lints one package ¦ source=Turborepo docs, run
npx @biomejs/biome check --write ./src ¦ plain ¦ lints and formats project files ¦ source=Biome docs, check
node --test test/ ¦ plain ¦ runs Node's test runner ¦ source=Node.js docs, test runner
node --watch server.js ¦ plain ¦ starts the server and restarts on change ¦ source=Node.js docs, --watch
deno test --allow-read ¦ plain ¦ runs tests ¦ source=Deno docs, deno test
npx madge --circular src ¦ plain ¦ finds circular imports ¦ source=madge README
npx knip ¦ plain ¦ finds unused files and exports ¦ source=Knip docs
npx tsx scripts/gen-icons.ts ¦ plain ¦ runs a project script ¦ source=tsx docs
npm pack --dry-run ¦ plain ¦ lists what a package would contain ¦ source=npm docs, pack
npm version prerelease --no-git-tag-version ¦ plain ¦ bumps the version in package.json ¦ source=npm docs, version
@jvm
./mvnw -q -DskipTests package ¦ plain ¦ builds the jar ¦ source=Maven Wrapper docs
mvn -pl api -am test ¦ plain ¦ tests one module and what it needs ¦ source=Maven docs, reactor options
mvn dependency:tree -Dincludes=com.fasterxml.jackson.core ¦ plain ¦ prints part of the dependency tree ¦ source=Maven Dependency Plugin docs
mvn spotless:apply ¦ plain ¦ formats project files ¦ source=Spotless Maven plugin README
./gradlew test --tests 'com.globex.parser.*' ¦ plain ¦ runs matching tests ¦ source=Gradle docs, test filtering
./gradlew :app:lint ¦ plain ¦ runs Android lint ¦ source=Android docs, lint
java -jar target/app.jar --server.port=8081 ¦ plain ¦ runs the app locally ¦ source=Spring Boot docs, running
jar tf build/libs/app.jar ¦ plain ¦ lists a jar's contents ¦ source=jar(1)
javap -c -p build/classes/java/main/com/globex/App.class ¦ plain ¦ disassembles a class ¦ source=javap(1)
@ruby
bundle exec rubocop -a app/models ¦ plain ¦ lints and fixes project files ¦ source=RuboCop docs, autocorrect
bin/rails routes -g users ¦ plain ¦ lists matching routes ¦ source=Rails guides, routing
bin/rails test test/models/user_test.rb ¦ plain ¦ runs one test file ¦ source=Rails guides, testing
bin/rails generate model Post title:string body:text ¦ plain ¦ generates a model and its migration ¦ source=Rails guides, generators
bundle exec rake -T ¦ plain ¦ lists tasks ¦ source=Rake docs
bundle outdated ¦ plain ¦ lists outdated gems ¦ source=Bundler docs, outdated
ruby -c app.rb ¦ plain ¦ checks syntax ¦ source=ruby(1), -c
@php
composer dump-autoload -o ¦ plain ¦ regenerates the autoloader ¦ source=Composer docs, dump-autoload
composer validate --strict ¦ plain ¦ validates composer.json ¦ source=Composer docs, validate
vendor/bin/phpunit --filter UserTest ¦ plain ¦ runs matching tests ¦ source=PHPUnit docs, --filter
vendor/bin/phpstan analyse src --level=8 ¦ plain ¦ runs static analysis ¦ source=PHPStan docs
php artisan route:list ¦ plain ¦ lists routes ¦ source=Laravel docs, routing
php artisan make:controller PhotoController --resource ¦ plain ¦ scaffolds a controller ¦ source=Laravel docs, controllers
php bin/console debug:router ¦ plain ¦ lists routes ¦ source=Symfony docs, routing
php bin/console cache:clear ¦ plain ¦ clears the dev cache ¦ source=Symfony docs, cache
php -l src/Kernel.php ¦ plain ¦ checks syntax ¦ source=PHP manual, -l
@dotnet
dotnet run --project src/Api -- --urls http://localhost:5080 ¦ plain ¦ runs the API locally ¦ source=.NET CLI docs, dotnet run
dotnet new webapi -o src/Api ¦ plain ¦ scaffolds a project ¦ source=.NET CLI docs, dotnet new
dotnet watch run ¦ plain ¦ runs with hot reload ¦ source=.NET docs, dotnet watch
dotnet ef migrations add InitialCreate ¦ plain ¦ writes migration files ¦ source=EF Core docs, migrations
dotnet list package --outdated ¦ plain ¦ lists outdated packages ¦ source=.NET CLI docs, dotnet list package
@c-cpp
cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug ¦ plain ¦ configures a build folder ¦ source=CMake docs, cmake(1)
cmake --build build -j 4 ¦ plain ¦ builds ¦ source=CMake docs, --build
meson setup builddir ¦ plain ¦ configures a build folder ¦ source=Meson docs, quickstart
meson compile -C builddir ¦ plain ¦ builds ¦ source=Meson docs, compile
clang-tidy -p build src/parser.cpp ¦ plain ¦ runs checks on a file ¦ source=clang-tidy docs
cppcheck --enable=all --inline-suppr src ¦ plain ¦ runs static analysis ¦ source=Cppcheck manual
valgrind --leak-check=full ./build/tests ¦ plain ¦ checks for leaks ¦ source=Valgrind manual
gcc -Wall -g -o build/hello src/hello.c ¦ plain ¦ compiles a program ¦ source=gcc(1)
nm -C build/libparse.a ¦ plain ¦ lists symbols ¦ source=nm(1)
ldd build/app ¦ plain ¦ lists shared libraries ¦ source=ldd(1)
strace -f -o trace.txt ./build/app ¦ plain ¦ traces the project's program into a file ¦ source=strace(1)
gdb -batch -ex run -ex bt ./build/app ¦ plain ¦ prints a backtrace of a crash ¦ source=gdb docs, batch mode
@lint-and-tools
shfmt -d scripts ¦ plain ¦ shows formatting differences ¦ source=shfmt docs
actionlint .github/workflows/ci.yml ¦ plain ¦ lints a workflow ¦ source=actionlint docs
yamllint .github ¦ plain ¦ lints YAML ¦ source=yamllint docs
codespell src docs ¦ plain ¦ finds misspellings ¦ source=codespell README
make -j4 check ¦ plain ¦ runs the check target ¦ source=GNU make manual
task build ¦ plain ¦ runs the build task ¦ source=Task docs
docker build -t globex-api:dev . ¦ plain ¦ builds a local image ¦ source=Docker CLI reference, build
docker exec app_dev-db-1 psql -U postgres -c 'select 1' ¦ plain ¦ queries the dev database container ¦ source=Docker CLI reference, exec
@yellow
npm install zod ¦ plain ¦ adds a dependency ¦ yellow ¦ source=npm docs, install
pnpm add -D vitest @vitest/coverage-v8 ¦ plain ¦ adds dev dependencies ¦ yellow ¦ source=pnpm docs, add
yarn add react-router-dom ¦ plain ¦ adds a dependency ¦ yellow ¦ source=Yarn docs, add
poetry add httpx ¦ plain ¦ adds a dependency ¦ yellow ¦ source=Poetry docs, add
uv add 'fastapi[standard]' ¦ plain ¦ adds a dependency ¦ yellow ¦ source=uv docs, uv add
go get github.com/spf13/cobra@latest ¦ plain ¦ adds a dependency ¦ yellow ¦ source=Go modules reference, go get
bundle add pagy ¦ plain ¦ adds a gem ¦ yellow ¦ source=Bundler docs, add
dotnet add package Serilog.AspNetCore ¦ plain ¦ adds a NuGet package ¦ yellow ¦ source=.NET CLI docs, dotnet add package
git push -u origin feature/search-filters ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1), -u
git push --set-upstream origin fix/login-timeout ¦ plain ¦ pushes a fix branch ¦ yellow ¦ source=git-push(1), --set-upstream
gh pr create --fill --draft ¦ plain ¦ opens a draft pull request ¦ yellow ¦ source=GitHub CLI manual, gh pr create
gh pr create --base main --title 'Add search filters' --body 'Closes #42' ¦ plain ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, gh pr create
glab mr create --fill --target-branch main ¦ plain ¦ opens a merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
az repos pr create --source-branch feature/search --target-branch main --title 'Add search' ¦ plain ¦ opens a pull request ¦ yellow ¦ source=Azure DevOps CLI reference, repos pr create
yarn install --immutable ¦ plain ¦ installs the locked dependencies ¦ yellow ¦ source=Yarn docs, install
pip install -e '.[test]' ¦ plain ¦ installs the project and its test extras ¦ yellow ¦ source=pip docs, editable installs
uv sync --all-extras ¦ plain ¦ installs the project's dependencies ¦ yellow ¦ source=uv docs, syncing
poetry install --with dev ¦ plain ¦ installs the project's dependencies ¦ yellow ¦ source=Poetry docs, install
bundle install --jobs 4 ¦ plain ¦ installs the bundle ¦ yellow ¦ source=Bundler docs, install
composer install --no-interaction ¦ plain ¦ installs the locked dependencies ¦ yellow ¦ source=Composer docs, install
flutter pub add http ¦ plain ¦ adds a dependency ¦ yellow ¦ source=Flutter docs, pub add
pod install ¦ plain ¦ installs the pods of the Podfile ¦ yellow ¦ source=CocoaPods guides, pod install
RAILS_ENV=development bin/rails db:migrate ¦ env ¦ migrates the development database ¦ yellow ¦ source=Rails guides, migrations
python manage.py migrate blog 0003 ¦ plain ¦ migrates one app of the dev database ¦ yellow ¦ source=Django docs, migrate
npx sequelize-cli db:migrate ¦ plain ¦ migrates the dev database ¦ yellow ¦ source=Sequelize docs, migrations
php artisan migrate --seed ¦ plain ¦ migrates and seeds the dev database ¦ yellow ¦ source=Laravel docs, migrations
migrate -path db/migrations -database 'postgres://localhost:5432/app_dev?sslmode=disable' up ¦ plain ¦ migrates a local dev database ¦ yellow ¦ source=golang-migrate CLI README
git push origin feature/checkout-v2 ¦ plain ¦ pushes a feature branch ¦ yellow ¦ source=git-push(1)
gh pr create --reviewer alice --label enhancement --fill ¦ plain ¦ opens a pull request and asks for a review ¦ yellow ¦ source=GitHub CLI manual, gh pr create
glab mr create --draft --title 'WIP: search' --description 'Adds search' ¦ plain ¦ opens a draft merge request ¦ yellow ¦ source=GitLab CLI docs, mr create
npm install --save-exact dayjs@1.11.13 ¦ plain ¦ adds a pinned dependency ¦ yellow ¦ source=npm docs, install --save-exact
pnpm add express@5 ¦ plain ¦ adds a dependency ¦ yellow ¦ source=pnpm docs, add
cargo add clap --features derive,env ¦ plain ¦ adds a dependency ¦ yellow ¦ source=The Cargo Book, cargo add
alembic upgrade +1 ¦ plain ¦ applies the next migration to the dev database ¦ yellow ¦ source=Alembic docs, relative migration identifiers
dotnet ef database update AddProfiles ¦ plain ¦ migrates the dev database to a migration ¦ yellow ¦ source=EF Core docs, dotnet ef database update
git push -u origin docs/readme-typos ¦ plain ¦ pushes a docs branch ¦ yellow ¦ source=git-push(1), -u
gh pr create --head docs/readme-typos --title 'Fix typos in README' --body 'Small fixes' ¦ plain ¦ opens a pull request ¦ yellow ¦ source=GitHub CLI manual, gh pr create
@build-tools
autoreconf -fi ¦ plain ¦ regenerates the configure script ¦ source=Autoconf manual, autoreconf
./configure --prefix="$PWD/_install" ¦ plain ¦ configures an install into the project ¦ source=GNU coding standards, configure
gn gen out/Default ¦ plain ¦ generates ninja files ¦ source=GN quick start
lcov --capture --directory build --output-file build/coverage.info ¦ plain ¦ collects coverage into the build folder ¦ source=lcov(1)
genhtml build/coverage.info --output-directory build/coverage ¦ plain ¦ writes a coverage report ¦ source=genhtml(1)
gcovr -r . --html-details -o build/coverage.html ¦ plain ¦ writes a coverage report ¦ source=gcovr docs
doxygen Doxyfile ¦ plain ¦ builds API docs ¦ source=Doxygen manual
ccache -s ¦ plain ¦ prints cache statistics ¦ source=ccache manual
heaptrack ./build/app ¦ plain ¦ profiles the project's program's memory ¦ source=heaptrack README
tsc --build --verbose ¦ plain ¦ builds project references ¦ source=TypeScript docs, project references
tsup src/index.ts --format esm,cjs --dts ¦ plain ¦ bundles a library ¦ source=tsup docs
parcel build src/index.html ¦ plain ¦ builds the app ¦ source=Parcel docs, CLI
rollup -c --watch ¦ plain ¦ bundles on change ¦ source=rollup.js docs, CLI
c8 npm test ¦ plain ¦ runs tests with coverage ¦ source=c8 README
mocha --recursive test/unit ¦ plain ¦ runs unit tests ¦ source=Mocha docs
volta pin node@20 ¦ plain ¦ pins the project's Node version in package.json ¦ source=Volta docs, pin
pip-audit -r requirements.txt ¦ plain ¦ checks requirements for advisories ¦ source=pip-audit README
pipdeptree -p requests ¦ plain ¦ prints the tree under a package ¦ source=pipdeptree README
pylint src/globex ¦ plain ¦ lints a package ¦ source=Pylint docs
flake8 --max-line-length 100 src ¦ plain ¦ lints ¦ source=Flake8 docs
pdoc -o docs/api globex ¦ plain ¦ writes API docs ¦ source=pdoc docs
py-spy record -o profile.svg -- python app.py ¦ plain ¦ profiles the project's program ¦ source=py-spy README
memray run -o build/memray.bin app.py ¦ plain ¦ profiles memory of a project script ¦ source=memray docs
towncrier build --draft ¦ plain ¦ previews the changelog ¦ source=towncrier docs
mockgen -source=store/store.go -destination=store/mocks/store.go ¦ plain ¦ generates a mock into the project ¦ source=go.uber.org/mock README
goimports -w ./internal ¦ plain ¦ fixes imports of project files ¦ source=goimports docs
templ generate ¦ plain ¦ generates Go code from templates ¦ source=templ docs, generate
wire ./cmd/server ¦ plain ¦ generates dependency injection code ¦ source=Wire docs
air -c .air.toml ¦ plain ¦ rebuilds and restarts the dev server on change ¦ source=air README
cross build --target aarch64-unknown-linux-gnu ¦ plain ¦ cross-compiles in a container ¦ source=cross README
cargo watch -x test ¦ plain ¦ runs tests on change ¦ source=cargo-watch README
bacon clippy ¦ plain ¦ runs clippy on change ¦ source=bacon docs
cargo deny check licenses ¦ plain ¦ checks dependency licences ¦ source=cargo-deny docs
brakeman -q -o brakeman.html ¦ plain ¦ scans the app and writes a report ¦ source=Brakeman docs
yard doc lib ¦ plain ¦ builds API docs ¦ source=YARD docs
foreman start -f Procfile.dev ¦ plain ¦ starts the dev processes ¦ source=Foreman docs
phpcs --standard=PSR12 src ¦ plain ¦ checks code style ¦ source=PHP_CodeSniffer docs
phpcbf --standard=PSR12 src ¦ plain ¦ fixes code style of project files ¦ source=PHP_CodeSniffer docs
rector process src --dry-run ¦ plain ¦ previews refactorings ¦ source=Rector README
dotnet publish -c Release -o out ¦ plain ¦ publishes into a project folder ¦ source=.NET CLI docs, dotnet publish
dotnet test --collect:'XPlat Code Coverage' ¦ plain ¦ runs tests with coverage ¦ source=.NET docs, code coverage
reportgenerator -reports:'**/coverage.cobertura.xml' -targetdir:coveragereport ¦ plain ¦ writes a coverage report ¦ source=ReportGenerator README
dotnet sln add src/Api/Api.csproj ¦ plain ¦ adds a project to the solution ¦ source=.NET CLI docs, dotnet sln
mvn versions:display-dependency-updates ¦ plain ¦ lists newer dependency versions ¦ source=Versions Maven Plugin docs
mvn -Dtest=ParserTest test ¦ plain ¦ runs one test class ¦ source=Maven Surefire docs, single test
jdeps --print-module-deps build/libs/app.jar ¦ plain ¦ prints needed modules ¦ source=jdeps(1)
jlink --add-modules java.base,java.sql --output build/runtime ¦ plain ¦ builds a runtime image in the project ¦ source=jlink(1)
./gradlew jacocoTestReport ¦ plain ¦ writes a coverage report ¦ source=Gradle docs, JaCoCo plugin
@mobile-and-more
swift test --parallel ¦ plain ¦ runs tests in parallel ¦ source=Swift Package Manager docs, test
xcodebuild test -scheme Globex -destination 'platform=iOS Simulator,name=iPhone 15' ¦ plain ¦ runs tests on a simulator ¦ source=Xcode docs, xcodebuild
dart format --set-exit-if-changed lib test ¦ plain ¦ checks formatting ¦ source=Dart docs, dart format
adb logcat -d -s GlobexApp ¦ plain ¦ prints the app's log from a device ¦ source=Android docs, logcat
rebar3 ct ¦ plain ¦ runs Common Test suites ¦ source=rebar3 docs
clj -M:test ¦ plain ¦ runs the test alias ¦ source=Clojure CLI docs, aliases
lein test :only globex.parser-test ¦ plain ¦ runs one namespace's tests ¦ source=Leiningen docs, test
@local-target
gcloud config set run/region us-central1 ¦ plain ¦ sets the CLI's default Cloud Run region ¦ source=gcloud reference, config set
aws configure set region us-west-2 --profile sandbox ¦ plain ¦ sets the region of a sandbox profile ¦ source=AWS CLI reference, configure set
@dev-http
curl -sS -X POST http://0.0.0.0:5000/predict -H 'Content-Type: application/json' -d @tests/fixtures/sample.json ¦ plain ¦ posts a fixture to the local model server ¦ source=curl manual, -d @file
@project-files
head -n 20 .env.development ¦ plain ¦ prints the project's development settings ¦ source=head(1)
awk -F= '!/^#/ {print $1}' .env.test ¦ plain ¦ lists the names set in the project's test settings ¦ source=GNU awk manual, -F
cat ~/.config/gcloud/active_config ¦ plain ¦ prints the name of gcloud's active configuration ¦ source=gcloud docs, configurations
keytool -list -keystore ~/.android/debug.keystore -storepass android ¦ plain ¦ lists the debug keystore's entries ¦ source=Android docs, debug keystore
@reversible
chmod -R 777 var/cache ¦ plain ¦ opens the project's cache folder to the web server ¦ source=Symfony docs, setting up permissions
git cherry-pick --abort && git status --short ¦ plain ¦ abandons a cherry-pick in progress and shows the tree ¦ source=git-cherry-pick(1)
@containers
docker compose run --rm web bin/rails test ¦ plain ¦ runs tests in a dev container ¦ source=Docker docs, compose run
docker compose config --services ¦ plain ¦ lists the compose services ¦ source=Docker docs, compose config
docker logs --since 10m globex-api ¦ plain ¦ prints a dev container's recent logs ¦ source=Docker CLI reference, logs
docker inspect --format '{{.State.Health.Status}}' globex-api ¦ plain ¦ prints a container's health ¦ source=Docker CLI reference, inspect
dive globex-api:dev ¦ plain ¦ inspects a local image's layers ¦ source=dive README
"""
