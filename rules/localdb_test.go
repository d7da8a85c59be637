package rules_test

import "testing"

// TestLocalDatabaseDataLoss: DESIGN.md's red tier names "delete data"
// and "drop tables" with no exception for a server of this machine. A
// table, schema, database or keyspace dropped or truncated, and every
// row deleted or updated, are held on localhost, 127.0.0.1, a socket
// and a dev database file alike, in every client: the same server
// reached by its socket was already held, and the data is as gone
// either way. Framework resets (migrate:fresh, db:drop, db:reset,
// doctrine:schema:drop) and a restore that drops first are held in
// their test and development environments too.
//
// What keeps nothing to lose still passes: sqlite3 :memory:, a
// temporary table the same SQL created; and so do scoped writes and
// migrations.
func TestLocalDatabaseDataLoss(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		// SQL clients on this machine's server.
		{"sql-local", "psql -h localhost -c 'DROP TABLE users'", "held"},
		{"sql-local", "psql -h 127.0.0.1 -U postgres -d app -c 'TRUNCATE orders'", "held"},
		{"sql-local", "psql postgres://postgres@localhost:5432/app -c 'DROP SCHEMA public CASCADE'", "held"},
		{"sql-local", "psql -h localhost -c 'DELETE FROM users'", "held"},
		{"sql-local", "psql -h localhost -c 'UPDATE users SET admin = true'", "held"},
		{"sql-local", "mysql -h 127.0.0.1 -u root -e 'DROP DATABASE app'", "held"},
		{"sql-local", "mysql -h localhost -u root app -e 'TRUNCATE TABLE sessions'", "held"},
		{"sql-local", "mysql -h 127.0.0.1 -u root app -e 'DELETE FROM orders'", "held"},
		{"sql-local", "sqlite3 dev.db 'DROP TABLE users'", "held"},
		{"sql-local", "sqlite3 db.sqlite3 'DELETE FROM sessions'", "held"},
		{"cql-local", `cqlsh 127.0.0.1 -e "TRUNCATE app.events"`, "held"},
		{"cql-local", `cqlsh localhost -e "DROP KEYSPACE app"`, "held"},
		{"pg-tools-local", "dropdb -h localhost app_dev", "held"},
		{"pg-tools-local", "pg_restore --clean -h localhost -d app_dev dump.tar", "held"},
		{"mongo-local", "mongorestore --drop --host localhost dump/", "held"},
		{"mongo-local", "mongosh mongodb://localhost:27017/app --eval 'db.dropDatabase()'", "held"},
		{"mongo-local", "mongosh --host 127.0.0.1 app --eval 'db.users.drop()'", "held"},
		{"mongo-local", "mongosh mongodb://127.0.0.1/app --eval 'db.users.deleteMany({})'", "held"},
		{"mongo-local", "mongosh mongodb://127.0.0.1/app --eval 'db.users.updateMany({}, {$set: {a: 1}})'", "held"},
		{"redis-local", "redis-cli -h localhost FLUSHALL", "held"},
		{"redis-local", "redis-cli -h 127.0.0.1 -p 6379 flushdb", "held"},

		// Framework and ORM resets in a test or development environment.
		{"reset-local", "RAILS_ENV=test rails db:purge", "held"},
		{"reset-local", "bin/rails db:reset RAILS_ENV=test", "held"},
		{"reset-local", "RAILS_ENV=development bin/rails db:drop", "held"},
		{"reset-local", "php artisan migrate:fresh --env=testing", "held"},
		{"reset-local", "python manage.py flush --settings=app.settings.dev", "held"},
		{"reset-local", "DATABASE_URL=postgres://postgres@localhost:5432/app npx prisma migrate reset --force", "held"},
		{"reset-local", "supabase db reset", "held"},
		{"reset-doctrine", "php bin/console doctrine:schema:drop --force", "held"},
		{"reset-doctrine", "php bin/console doctrine:database:drop --force", "held"},
		{"reset-doctrine", "symfony console doctrine:database:drop --force --if-exists", "held"},
		{"volumes", "docker compose down -v", "held"},
		{"volumes", "docker volume rm app_pgdata", "held"},

		// Nothing to lose: a transient database, a temporary table the
		// same SQL made.
		{"memory", "sqlite3 :memory: 'CREATE TABLE t(a); DROP TABLE t'", "pass"},
		{"memory", "sqlite3 :memory: 'CREATE TABLE t(a); DELETE FROM t'", "pass"},
		{"temp-table", "psql -h localhost -c 'CREATE TEMP TABLE t(a int); DROP TABLE t'", "pass"},
		{"temp-table", "psql app -c 'CREATE TEMPORARY TABLE scratch AS SELECT 1; TRUNCATE scratch'", "pass"},
		{"temp-table", "mysql -h 127.0.0.1 -u root app -e 'CREATE TEMPORARY TABLE t (a int); DROP TEMPORARY TABLE t'", "pass"},
		{"temp-table-other", "mysql -h 127.0.0.1 -u root app -e 'CREATE TEMPORARY TABLE t (a int); DROP TEMPORARY TABLE users'", "held"},
		{"temp-table-other", "psql -h localhost -c 'CREATE TEMP TABLE t(a int); DROP TABLE users'", "held"},

		// Scoped writes, reads and migrations stay as they were.
		{"scoped", "psql -h localhost -c 'DELETE FROM users WHERE id = 3'", "pass"},
		{"scoped", "mysql -h 127.0.0.1 -u root app -e 'UPDATE t SET a = 1 WHERE id = 2'", "pass"},
		{"read", "psql -h localhost -c 'SELECT count(*) FROM users'", "pass"},
		{"read", `cqlsh 127.0.0.1 -e "SELECT * FROM app.events LIMIT 5"`, "pass"},
		{"read", "redis-cli -h localhost GET k", "pass"},
		{"migrate", "php artisan migrate", "pass"},
		{"migrate", "rails db:migrate", "pass"},
		{"doctrine-dry", "php bin/console doctrine:schema:drop --dump-sql", "pass"},
		{"compose", "docker compose down", "pass"},
	})
}
