package rules_test

import "testing"

// TestLockedInstallsOfMoreTools checks that the documented "install what
// the project declares" of rye, pixi and uv, with the options that pick a
// group, an extra or an environment, is yellow as npm ci is, while an
// index given by URL stays held and a tool's run passes as it did; and
// that golang-migrate's up, after its Go-style options, is a migration
// (yellow) that stays held against production.
func TestLockedInstallsOfMoreTools(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"install", `uv sync --group docs`, "yellow"},
		{"install", `uv sync --extra web --frozen`, "yellow"},
		{"install", `uv sync --all-extras --only-group test`, "yellow"},
		{"install", `rye sync`, "yellow"},
		{"install", `rye sync --no-dev --features web`, "yellow"},
		{"install", `pixi install --locked`, "yellow"},
		{"install", `pixi install -e test --frozen`, "yellow"},
		{"index", `uv sync --index-url http://203.0.113.9/simple`, "held"},
		{"index", `uv sync --extra-index-url http://203.0.113.9/simple --group docs`, "held"},
		{"run", `rye run pytest`, "pass"},
		{"run", `pixi run test`, "pass"},
		{"migrate", `migrate -path db/migrations -database "postgres://app:app@localhost:5432/app_dev?sslmode=disable" up`, "yellow"},
		{"migrate", `migrate -source file://db/migrations -database "sqlite3://tmp/app_dev.db" down 1`, "yellow"},
		{"migrate", `migrate -path db/migrations -database "postgres://app@db.prod.acme.example/app" up`, "held"},
		{"migrate", `migrate -path db/migrations -database "postgres://app@localhost/app_dev" drop -f`, "held"},
	})
}

// TestFindDeleteInTmp checks that find -delete starting only in the
// project's scratch folder tmp passes, as rm -rf tmp does, while a start
// that climbs out of it, /tmp or another folder beside it stays held.
func TestFindDeleteInTmp(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"scratch", `find tmp -type f -mtime +7 -delete`, "pass"},
		{"scratch", `find tmp/ -name '*.log' -delete`, "pass"},
		{"scratch", `find web/tmp/cache -type f -mmin +60 -delete`, "pass"},
		{"elsewhere", `find tmp ../data -delete`, "held"},
		{"elsewhere", `find tmp/../src -mtime +1 -delete`, "held"},
		{"elsewhere", `find /tmp -delete`, "held"},
		{"elsewhere", `find ~/tmp -delete`, "held"},
		{"elsewhere", `find tmp src -name '*.go' -delete`, "held"},
	})
}

// TestCqlshHostOperand checks that cqlsh's host, its first operand
// (cqlsh [options] [host [port]]), names the server. A TRUNCATE or DROP
// is held on localhost too, as psql's is (DESIGN.md's red tier names
// dropping tables with no local exception), and so are another host, a
// host given by a variable, no host, a cloud bundle, or a cqlsh that ssh
// runs on another machine. The same for the other clients run
// through ssh: localhost there is the other machine's.
func TestCqlshHostOperand(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"here", `cqlsh localhost -e "TRUNCATE app_dev.sessions"`, "held"},
		{"here", `cqlsh 127.0.0.1 9042 -e "DROP TABLE app_dev.sessions"`, "held"},
		{"here", `cqlsh -u cassandra -p cassandra localhost -e "DROP KEYSPACE app_dev"`, "held"},
		{"elsewhere", `cqlsh cassandra.prod.acme.example -e "TRUNCATE app.sessions"`, "held"},
		{"elsewhere", `cqlsh 10.20.0.5 -e "TRUNCATE app.sessions"`, "held"},
		{"elsewhere", `cqlsh "$CASS_HOST" -e "TRUNCATE app.sessions"`, "held"},
		{"elsewhere", `cqlsh -e "TRUNCATE app.sessions"`, "held"},
		{"elsewhere", `cqlsh -e "TRUNCATE app.sessions" localhost.acme.example`, "held"},
		{"elsewhere", `cqlsh localhost -b secure-connect-app.zip -e "TRUNCATE app.sessions"`, "held"},
		{"elsewhere", `cqlsh --secure-connect-bundle=bundle.zip localhost -e "TRUNCATE app.sessions"`, "held"},
		{"through ssh", `ssh db1 cqlsh localhost -e "TRUNCATE app.sessions"`, "held"},
		{"through ssh", `ssh db1 'psql -h localhost app -c "DROP TABLE users"'`, "held"},
		{"through ssh", `ssh db1 mysql -h 127.0.0.1 app -e "DROP TABLE users"`, "held"},
		{"through ssh", `ssh -J bastion db1 'redis-cli -h 127.0.0.1 FLUSHALL'`, "held"},
		{"through ssh", `ssh localhost ssh db1 'mysql -h 127.0.0.1 -e "DROP DATABASE app"'`, "held"},
		{"here", `psql -h localhost app_dev -c "DROP TABLE users"`, "held"},
		{"here", `mysql -h 127.0.0.1 app_dev -e "DROP TABLE users"`, "held"},
	})
}
