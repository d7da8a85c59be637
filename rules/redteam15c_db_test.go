package rules_test

import "testing"

// A database client told localhost (-h localhost) may still connect
// elsewhere: a connection string among its operands or in -d names its
// own host, hostaddr (PGHOSTADDR) is where libpq connects whatever the
// host's name says, and a libpq client's operand localhost:5432 is a
// database's name, not a host.
func TestRedteam15cLocalDatabase(t *testing.T) {
	checkScratch(t, false, []tierCase{
		{"db-conninfo", `pg_restore --clean -h localhost -d "host=db.corp.example dbname=app" dump.pgc`, "held"},
		{"db-conninfo", `psql -h localhost "host=db.corp.example dbname=app" -c 'DELETE FROM users'`, "held"},
		{"db-conninfo", `psql -h localhost -d 'dbname=app host=10.1.2.3' -c 'DELETE FROM users'`, "held"},
		{"db-conninfo", `psql -h localhost -d "hostaddr=10.1.2.3 dbname=app" -c 'UPDATE users SET admin = true'`, "held"},
		{"db-conninfo", `psql -h localhost --dbname="host=db.corp.example" -c 'DELETE FROM users'`, "held"},
		{"db-conninfo", `psql -h localhost -d "$DATABASE_URL" -c 'DELETE FROM users'`, "held"},
		{"db-hostaddr", `PGHOSTADDR=10.1.2.3 dropdb -h localhost app`, "held"},
		{"db-hostaddr", `PGHOSTADDR=10.1.2.3 psql -h localhost -c 'DELETE FROM users'`, "held"},
		{"db-hostaddr", `export PGHOSTADDR=10.1.2.3; dropdb -h localhost app`, "held"},
		{"db-two-hosts", `dropdb -h localhost --host=db.corp.example app`, "held"},
		{"db-two-hosts", `PGHOST=db.corp.example dropdb app`, "held"},
		{"db-joined", `dropdb -hdb.corp.example app`, "held"},
		{"db-operand", `dropdb localhost:5432`, "held"},
		{"db-operand", `psql -c 'DELETE FROM users' localhost:5432`, "held"},
		{"db-service", `PGSERVICE=prod dropdb app`, "held"},
		{"db-url", `psql -h localhost postgres://db.corp.example/app -c 'DELETE FROM users'`, "held"},
		{"db-mysql", `mysql -h localhost -h db.corp.example -e 'DELETE FROM users'`, "held"},
		// Twins that stay.
		{"db-local", `dropdb -h localhost app_test`, "held"},
		{"db-local", `psql -h localhost -d app_dev -c 'DELETE FROM sessions'`, "held"},
		{"db-local", `pg_restore --clean -h 127.0.0.1 -d app_dev dump.pgc`, "held"},
		{"db-local", `psql -h localhost -d "host=localhost dbname=app_dev" -c 'DELETE FROM sessions'`, "held"},
		{"db-local", `psql postgres://localhost/app_dev -c 'DELETE FROM sessions'`, "held"},
	})
}
