package rules_test

import "testing"

// TestSec21DownloadToUnknownPlace: curl's -o, --output and --output-dir
// and wget's -O, --output-document and -P name the file or folder the
// body is saved to. Computed at run time ("$DEST", a value read from a
// file), it may be a start-up file or a folder on PATH: held as
// download-dest-unknown, as a bucket's download is. A value the script
// set to a path of the project, a file or folder it made with mktemp,
// and $HOME or $PWD (judged as what they are) are not unknown.
func TestSec21DownloadToUnknownPlace(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"curl -o of the environment's variable", `curl -sSL -o "$DEST" https://example.com/tool.tar.gz`, "held"},
		{"curl -o after the URL", `curl -fsSL https://example.com/tool.tar.gz -o "$DEST"`, "held"},
		{"curl --output", `curl --output "$OUT" https://example.com/x`, "held"},
		{"curl --output=", `curl --output="${OUT}" https://example.com/x`, "held"},
		{"curl in a cluster", `curl -sSLo "$DEST" https://example.com/x`, "held"},
		{"curl --output-dir", `curl --output-dir "$DIR" -O https://example.com/x.sh`, "held"},
		{"wget -O", `wget -O "$F" https://example.com/x.tar.gz`, "held"},
		{"wget -P", `wget -P "$DIR" https://example.com/x`, "held"},
		{"a value read from a file", `DEST=$(cat dest.txt); curl -o "$DEST" https://example.com/x`, "held"},
		{"a folder below the variable", `curl -o "$PREFIX/bin/tool" https://example.com/tool`, "held"},
		{"a file made in another folder", `f=$(mktemp -p ~/.config/autostart XXXX.desktop); curl -o "$f" https://example.com/x`, "held"},
		{"a file made after TMPDIR changed", `TMPDIR=/etc/cron.d; f=$(mktemp); curl -o "$f" https://example.com/x`, "held"},
		{"a made file replaced", `f=$(mktemp); f=$(cat where); curl -o "$f" https://example.com/x`, "held"},
		{"a start-up file by name", `DEST=~/.bashrc; curl -o "$DEST" https://example.com/x`, "held"},

		{"a project path set earlier", `DEST=build/x.tgz; curl -o "$DEST" https://example.com/x`, "pass"},
		{"a file made with mktemp", `tmp=$(mktemp); curl -fsSL -o "$tmp" https://example.com/install.sh && sha256sum "$tmp"`, "pass"},
		{"a file made under /tmp", `tmp=$(mktemp /tmp/dl.XXXXXX); wget -O "$tmp" https://example.com/x`, "pass"},
		{"a file made with -t", `tmp=$(mktemp -t dl.XXXXXX); curl -o "$tmp" https://example.com/x`, "pass"},
		{"a folder made with mktemp -d", `d=$(mktemp -d); curl --output-dir "$d" -O https://example.com/x.tgz`, "pass"},
		{"the working folder", `curl -o "$PWD/x.tgz" https://example.com/x.tgz`, "pass"},
		{"a literal file", `curl -o x.tgz https://example.com/x`, "pass"},
		{"standard output", `curl -o - https://example.com/x`, "pass"},
	})
}

// TestSec21OptionVerbAfterItsObject: an option's verb may come after the
// object it acts on (--users_drop, --database-destroy, --db-drop) or
// start a second clause (--keep-and-delete-all): the words of a long
// option are each read, not only the first. A word before the verb that
// turns it off or says when it happens (--no-delete, --skip-drop,
// --on-delete), or an object that is the command's own output
// (--cache-clear), does not make it one; nor does a word that is no
// verb (--hidden_dropout_prob).
func TestSec21OptionVerbAfterItsObject(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"object then verb, argparse", `./manage.py --users_drop`, "held"},
		{"object then verb, dashes", `./manage.py --db-drop`, "held"},
		{"database destroy", `python3 tools/admin.py --database_destroy`, "held"},
		{"data purge", `./bin/ops --data_purge --yes`, "held"},
		{"a second clause", `./tool --keep-and-delete-all`, "held"},
		{"records wipe", `./scripts/maint --records-wipe=true`, "held"},

		{"turned off", `./tool --no-delete`, "pass"},
		{"skipped", `./manage.py --skip-drop`, "pass"},
		{"when it happens", `./tool --on-delete=cascade`, "pass"},
		{"the own cache", `pytest --cache-clear -q`, "pass"},
		{"no verb", `python train.py --hidden_dropout_prob 0.1`, "pass"},
		{"keep going", `./tool --keep-going`, "pass"},
		{"a listing", `./manage.py --users-list`, "pass"},
	})
}

// TestSec21FindFollowingLinksDeletes: find -L, or -follow anywhere in
// its expression, follows every link below its starting points, so a
// -delete of a disposable folder deletes what its links lead to,
// anywhere: held. The same cleanup without them stays a cleanup.
func TestSec21FindFollowingLinksDeletes(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"-L", `find -L build -mindepth 1 -delete`, "held"},
		{"-follow", `find build -follow -mindepth 1 -delete`, "held"},
		{"-L after -D", `find -D tree -L build -type f -delete`, "held"},
		{"-L of a pattern", `find -L build -name '*.o' -delete`, "held"},

		{"no link followed", `find build -mindepth 1 -delete`, "pass"},
		{"-P", `find -P build -mindepth 1 -delete`, "pass"},
		{"-L without a delete", `find -L build -name '*.o'`, "pass"},
	})
}

// TestSec21SettingsThatMoveOrDrop: npm pkg set KEY=VALUE with
// publishConfig.registry on another host sends the next publish there
// (held as npm config set registry URL is); kubectl config unset of a
// user's, a context's or a cluster's entry removes it as delete-user and
// delete-context do, credentials and all. A local registry, other
// package.json fields, a context's namespace and current-context are
// settings.
func TestSec21SettingsThatMoveOrDrop(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"publish registry", `npm pkg set publishConfig.registry=https://npm.evil.example.com`, "held"},
		{"publish registry quoted", `npm pkg set 'publishConfig.registry=https://npm.evil.example.com'`, "held"},
		{"a scope's publish registry", `npm pkg set 'publishConfig.@acme:registry=https://npm.other.example/'`, "held"},
		{"a user's entry", `kubectl config unset users.prod-admin`, "held"},
		{"a user's token", `kubectl config unset users.ci.token`, "held"},
		{"a context", `kubectl config unset contexts.prod`, "held"},
		{"a cluster", `kubectl config unset clusters.prod`, "held"},

		{"a local registry", `npm pkg set publishConfig.registry=http://localhost:4873`, "pass"},
		{"access", `npm pkg set publishConfig.access=public`, "pass"},
		{"version", `npm pkg set version=1.2.3`, "pass"},
		{"a context's namespace", `kubectl config unset contexts.kind-dev.namespace`, "pass"},
		{"current context", `kubectl config unset current-context`, "pass"},
	})
}

// TestSec21DatabaseClientsNotModelled: mycli's -e and MySQL Shell's -e
// and -f in SQL mode are read as SQL (MySQL Shell's JavaScript or Python
// is code gatesh does not read: held); mysqldump of the mysql database
// dumps every account's hash; Cassandra's system_auth.roles holds
// salted_hash; writes to the servers' own account tables grant as GRANT
// does; mongosh's user and role methods change who has access; a libpq
// connection string's host= names production as -h does.
func TestSec21DatabaseClientsNotModelled(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"mycli hash read", `mycli -e 'SELECT authentication_string FROM mysql.user'`, "held"},
		{"mysqlsh hash read", `mysqlsh --sql -e 'SELECT * FROM mysql.user'`, "held"},
		{"mysqlsh JavaScript", `mysqlsh --js -e 'session.runSql("DROP TABLE users")'`, "held"},
		{"mysqldump of the grant tables", `mysqldump mysql user > users.sql`, "held"},
		{"mysqldump --databases mysql", `mysqldump --databases mysql`, "held"},
		{"cqlsh roles read", `cqlsh -e 'SELECT * FROM system_auth.roles'`, "held"},
		{"cqlsh hash read", `cqlsh -e 'SELECT role, salted_hash FROM system_auth.roles'`, "held"},
		{"cqlsh superuser by update", `cqlsh -e "UPDATE system_auth.roles SET is_superuser = true WHERE role = 'app'"`, "held"},
		{"mongosh grant", `mongosh --eval 'db.grantRolesToUser("app", ["root"])'`, "held"},
		{"mongosh user made", `mongosh mongodb://localhost/app --eval 'db.createUser({user:"x",pwd:"y",roles:["readWrite"]})'`, "held"},
		{"conninfo production write", `psql "host=db.prod.example.com dbname=app" -c 'INSERT INTO users VALUES (1)'`, "held"},

		{"mycli read", `mycli -e 'SELECT * FROM users'`, "pass"},
		{"mysqlsh read", `mysqlsh --sql -e 'SELECT 1'`, "pass"},
		{"mysqldump of the app", `mysqldump -h mysql -u root app > dump.sql`, "pass"},
		{"cqlsh role names", `cqlsh -e 'SELECT role FROM system_auth.roles'`, "pass"},
		{"cqlsh app update", `cqlsh -e "UPDATE app.users SET name = 'x' WHERE id = 1"`, "pass"},
		{"mongosh users listed", `mongosh --eval 'db.getUsers()'`, "pass"},
		{"mongosh insert", `mongosh --eval 'db.users.insertOne({a:1})'`, "pass"},
		{"conninfo loopback", `psql "host=localhost dbname=app" -c 'INSERT INTO t VALUES (1)'`, "pass"},
	})
}

// TestSec21WriteThroughLinkMadeEarlier: a name an earlier command of the
// same script made into a link (ln -s, ln, cp -s, or a git-format patch
// that adds a file of mode 120000 through git apply, git am or patch)
// leads where the link leads: a later write through it is judged as a
// write there, as a link found on disk is. The disk does not have the
// link yet when gatesh looks, so only the script says so.
func TestSec21WriteThroughLinkMadeEarlier(t *testing.T) {
	const keysPatch = "git apply <<'EOF'\ndiff --git a/keys b/keys\nnew file mode 120000\nindex 0000000..1111111\n--- /dev/null\n+++ b/keys\n@@ -0,0 +1 @@\n+/home/dev/.ssh\n\\ No newline at end of file\nEOF\n"
	const rcPatch = "patch -p1 <<'EOF'\ndiff --git a/tools/rc b/tools/rc\nnew file mode 120000\n--- /dev/null\n+++ b/tools/rc\n@@ -0,0 +1 @@\n+../../../.bashrc\n\\ No newline at end of file\nEOF\n"
	const docsPatch = "git apply <<'EOF'\ndiff --git a/docs/latest b/docs/latest\nnew file mode 120000\n--- /dev/null\n+++ b/docs/latest\n@@ -0,0 +1 @@\n+v2\n\\ No newline at end of file\nEOF\n"
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"ln -s to cron's folder", `ln -s /etc/cron.d c; echo '* * * * * root id' > c/job`, "held"},
		{"ln -s to a folder on PATH", `ln -s /usr/local/bin b && cp tool b/git`, "held"},
		{"ln -s to autostart", `ln -sfn ~/.config/autostart a; cp x.desktop a/x.desktop`, "held"},
		{"a hard link to a start-up file", `ln ~/.bashrc rc; echo 'curl x | sh' >> rc`, "held"},
		{"cp -s", `cp -s /etc/profile.d ./pd; echo x > pd/dev.sh`, "held"},
		{"a relative link out of the project", `ln -s ../../.bashrc rc; printf 'x\n' >> rc`, "held"},
		{"a patch's link to ~/.ssh", keysPatch + "echo ssh-ed25519 AAAA >> keys/authorized_keys", "held"},
		{"a patch's relative link out", rcPatch + "echo 'curl x | sh' >> tools/rc", "held"},
		{"a link of unknown target", `ln -s "$T" out; echo x > out/job`, "held"},

		{"a link inside the project", `ln -s docs/v2 latest; echo x > latest/index.md`, "pass"},
		{"a patch's link inside the project", docsPatch + "echo x > docs/latest/index.md", "pass"},
		{"a patch's link alone", keysPatch, "pass"},
		{"a patch without links", "git apply <<'EOF'\ndiff --git a/src/a.txt b/src/a.txt\nnew file mode 100644\n--- /dev/null\n+++ b/src/a.txt\n@@ -0,0 +1 @@\n+hello\nEOF\necho more >> src/a.txt", "pass"},
		{"a patch checked only", "git apply --check <<'EOF'\ndiff --git a/keys b/keys\nnew file mode 120000\n--- /dev/null\n+++ b/keys\n@@ -0,0 +1 @@\n+/home/dev/.ssh\nEOF\necho x > keys.txt", "pass"},
		{"data moved in", `mv ../old/notes docs/notes; echo x >> docs/notes/a.md`, "pass"},
	})
}
