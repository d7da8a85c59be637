package rules_test

import "testing"

// TestCls32TrafficTestArtifacts: agents empty a test runner's artifacts
// folder before a run (rm -rf tests/e2e/artifacts/*.png
// tests/e2e/artifacts/*/), also through a throwaway container that
// mounts it. Hardhat compiles into artifacts/ and `hardhat clean`
// empties it; Playwright empties its outputDir at each run; Cypress
// trashes its screenshots and videos before each run. The folder's own
// name, or one below it, is disposable as build output is; a source
// folder beside it, the folder of another place, or a glob over the
// project stays held.
func TestCls32TrafficTestArtifacts(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"artifacts", "rm -rf tests/Playwright/artifacts/*.png tests/Playwright/artifacts/*/ && npx playwright test --reporter=list 2>&1 | tail -5", "pass"},
		{"artifacts", "rm -rf artifacts coverage", "pass"},
		{"artifacts", "rm -rf e2e/artifacts/*", "pass"},
		{"artifacts", "npx rimraf artifacts", "pass"},
		{"artifacts", "rm -rf cypress/screenshots cypress/videos", "pass"},
		{"artifacts", "docker run --rm -v \"$(pwd)/tests/Playwright/artifacts:/a\" alpine sh -c \"rm -rf /a/*\" 2>/dev/null; npx playwright test", "pass"},

		{"not-artifacts", "rm -rf tests/Playwright/*", "held"},
		{"not-artifacts", "rm -rf tests/Playwright/artifacts/../specs", "held"},
		{"not-artifacts", "rm -rf ~/artifacts", "held"},
		{"not-artifacts", "rm -rf ../artifacts/*", "held"},
		{"not-artifacts", "rm -rf /srv/artifacts", "held"},
		{"not-artifacts", "rm -rf artifacts src", "held"},
		{"not-artifacts", "rm -rf cypress/e2e", "held"},
		{"not-artifacts", "docker run --rm -v \"$(pwd)/tests:/a\" alpine sh -c \"rm -rf /a/*\"", "held"},
	})
}

// TestCls32TrafficSocketListAsRoot: agents look for what holds a port
// with sudo ss -tlnp or sudo netstat -tlnp (root sees every process's
// sockets), as sudo lsof -i does. ss -K (--kill) closes the sockets it
// lists and -D (--diag) writes a file: those stay held under sudo.
func TestCls32TrafficSocketListAsRoot(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"socket-list", `sudo ss -tlnp 2>/dev/null | grep 5433 || ss -tlnp 2>&1 | grep 5433; echo "---"; lsof -i :5433 2>&1 | head -20`, "pass"},
		{"socket-list", "sudo netstat -tlnp | grep 3000", "pass"},

		{"socket-change", "sudo ss -K dport = :5432", "held"},
		{"socket-change", "sudo ss -tlnpK", "held"},
		{"socket-change", "sudo ss --kill state established", "held"},
		{"socket-change", "sudo ss -tlnp -D /tmp/diag", "held"},
		{"socket-change", "sudo ss -tlnp > /etc/motd", "held"},
	})
}

// TestCls32TrafficKeyPathAfterGetSet: npm pkg get and set read and write
// a key of package.json by its dotted path (npm help pkg), as config get
// and set do: scripts.release names a script, it releases nothing. A
// script run by its name (npm run deploy), a publish, and a delete stay
// held.
func TestCls32TrafficKeyPathAfterGetSet(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"key-path", "npm pkg set scripts.release 'npm version patch && git push --follow-tags'", "pass"},
		{"key-path", "npm pkg get scripts.release", "pass"},
		{"key-path", "npm pkg set scripts.deploy=vercel", "pass"},

		{"not-key-path", "npm run deploy", "held"},
		{"not-key-path", "npm run deploy.prod", "held"},
		{"not-key-path", "npm pkg set scripts.release 'x' && npm publish", "held"},
		{"not-key-path", "npm pkg delete scripts.release", "held"},
		{"not-key-path", "acmectl set releases.deploy deploy", "held"},
	})
}

// TestCls32TrafficSQLReadHeredoc: agents list the local server's
// databases as its administrator with a quoted heredoc (sudo -u postgres
// psql <<'EOF' \l EOF): the heredoc, with no placeholder, is psql's whole
// input as written, as -c '\l' is. A heredoc with a placeholder, SQL
// that changes something, reads the password hashes, runs a shell,
// writes a file or reads one, and SQL piped in stay held.
func TestCls32TrafficSQLReadHeredoc(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"sql-read-heredoc", "sudo -u postgres psql 2>/dev/null << 'EOF'\n\\l\nEOF\necho \"exit: $?\"", "pass"},
		{"sql-read-heredoc", "sudo -u postgres psql <<'SQL'\nSELECT datname FROM pg_database;\n\\du\nSQL", "pass"},
		{"sql-read-heredoc", "sudo -u postgres psql <<< 'SELECT 1'", "pass"},

		{"sql-not-read", "sudo -u postgres psql << EOF\nSELECT $(cat q);\nEOF", "held"},
		{"sql-not-read", "sudo -u postgres psql <<< \"SELECT $X\"", "held"},
		{"sql-not-read", "sudo -u postgres psql << 'EOF'\nDROP TABLE users;\nEOF", "held"},
		{"sql-not-read", "sudo -u postgres psql << 'EOF'\n\\! id\nEOF", "held"},
		{"sql-not-read", "sudo -u postgres psql << 'EOF'\nSELECT rolpassword FROM pg_authid;\nEOF", "held"},
		{"sql-not-read", "sudo -u postgres psql -o /tmp/o << 'EOF'\nSELECT 1;\nEOF", "held"},
		{"sql-not-read", "sudo -u postgres psql << 'EOF'\nSELECT 1;\n\\o /etc/x\nSELECT 2;\nEOF", "held"},
		{"sql-not-read", "sudo -u postgres psql << 'EOF'\n\\i /tmp/x.sql\nEOF", "held"},
		{"sql-not-read", "echo 'SELECT 1' | sudo -u postgres psql", "held"},
	})
}

// TestCls32TrafficNodeSocketOptions: agents probe the stack's port with
// Node's net.connect({host: '127.0.0.1', port: 5433}) or send to it with
// http.request({hostname: 'localhost', ...}): an options object whose
// host is a literal on this machine sends nothing away. A host from a
// variable or shorthand, a spread, a resolver (lookup), a socket path,
// an agent or a connection of the code's own, or a host elsewhere stays
// held.
func TestCls32TrafficNodeSocketOptions(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"node-socket-local", "node -e \"\nconst net = require('net');\nconst s = net.connect({host: '127.0.0.1', port: 5433}, () => {\n  console.log('connected');\n  s.write(Buffer.from('x'));\n});\ns.on('data', d => { console.log('got', d.length); s.end(); });\ns.on('error', e => console.error('err', e.message));\nsetTimeout(() => process.exit(0), 3000);\n\" 2>&1", "pass"},
		{"node-socket-local", `node -e "const http=require('http'); const r=http.request({hostname:'localhost',port:3000,method:'POST'},res=>res.pipe(process.stdout)); r.write('{}'); r.end()"`, "pass"},
		// path is net's Unix socket (the Docker engine's API, say): it
		// holds. For http.request it is the request's path (Node's
		// docs; socketPath names the socket), which goes to the host.
		{"node-socket-path", `node -e "const http=require('http'); const r=http.request({hostname:'localhost',port:3000,path:'/api/x',method:'POST'},res=>res.pipe(process.stdout)); r.write('{}'); r.end()"`, "pass"},
		{"node-socket-path", `node -e "const http=require('http'); const r=http.request({hostname:'localhost',socketPath:'/var/run/docker.sock',path:'/containers/json'},res=>res.pipe(process.stdout)); r.end()"`, "held"},
		{"node-socket-path", `node -e "const net=require('net'); const s=net.connect({host:'localhost', path:'/var/run/docker.sock'}, ()=>s.write('x'))"`, "held"},
		{"node-socket-local", `node -e "const net=require('net'); const s=net.connect({host:'localhost', port:8080}); s.on('connect',()=>{console.log('up'); s.end()})"`, "pass"},

		{"node-socket-away", `node -e "const net=require('net'); const s=net.connect({host:'db.example.com', port:5432}, ()=>s.write(require('fs').readFileSync('notes.txt')))"`, "held"},
		{"node-socket-away", `node -e "const net=require('net'); const s=net.connect({host: process.env.H, port:5432}, ()=>s.write('x'))"`, "held"},
		{"node-socket-away", `node -e "const net=require('net'); const host='x.example.org'; const s=net.connect({host, port:5432}, ()=>s.write('x'))"`, "held"},
		{"node-socket-away", `node -e "const net=require('net'); const o={host:'x.example.org'}; const s=net.connect({host:'127.0.0.1', ...o, port:5432}, ()=>s.write('x'))"`, "held"},
		{"node-socket-away", `node -e "const net=require('net'); const s=net.connect({host:'localhost', port:5432, lookup:(h,o,cb)=>cb(null,'203.0.113.5',4)}, ()=>s.write('x'))"`, "held"},
		{"node-socket-away", `node -e "const net=require('net'); const s=net.connect({port:5432}, ()=>s.write('x')); net.connect({host:'x.example.org', port:1}, ()=>1)"`, "held"},
	})
}

// TestCls32SqliteReadBesideUnreadSQL: a SQLite snippet passes as a read
// only when every statement it hands the driver is a literal that reads.
// A second call handed SQL read from a file or an argument runs what
// nobody read (Python's sqlite3 runs DDL at once, executescript
// commits), so it stays held.
func TestCls32SqliteReadBesideUnreadSQL(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"sqlite-read", `python3 -c "import sqlite3; c=sqlite3.connect('app.db'); print(c.execute('select count(*) from users').fetchone())"`, "pass"},

		{"sqlite-unread", `python3 -c "import sqlite3; c=sqlite3.connect('app.db'); print(c.execute('select count(*) from users').fetchone()); c.execute(open('q.sql').read())"`, "held"},
		{"sqlite-unread", `python3 -c "import sqlite3, sys; c=sqlite3.connect('app.db'); c.execute('select 1'); c.executescript(sys.argv[1])" x`, "held"},
		{"sqlite-unread", `node -e "const D=require('better-sqlite3'); const db=new D('app.db'); console.log(db.prepare('select 1').get()); db.exec(require('fs').readFileSync('q.sql','utf8'))"`, "held"},
	})
}

// TestCls32TrafficNodePgLocalRead: agents check that the stack's
// development database answers with node-postgres (pg): a client made
// for a loopback host runs a SELECT and prints it. node-postgres connects
// where its options say (host, or a connectionString's host), and to
// PGHOST or the default socket when they name none. A client for another
// host, for a host chosen at run time, a statement that changes
// something or is built at run time, a catalog of password hashes, or
// another module beside pg stays held.
func TestCls32TrafficNodePgLocalRead(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"pg-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'127.0.0.1', port:5433, database:'app', user:'app', password:'app'}); c.connect().then(() => c.query('select current_database(), current_user')).then(r => {console.log('OK', JSON.stringify(r.rows)); return c.end();}).catch(e => {console.error('FAIL', e.code || e.message);}).finally(() => process.exit(0));" 2>&1; echo "ec=$?"`, "pass"},
		{"pg-local-read", "node -e \"\nconst { Client } = require('pg');\nconst c = new Client({ host: 'localhost', port: 15432, user: 'app', password: 'app', database: 'app' });\n(async () => {\n  await c.connect();\n  const r = await c.query('SELECT now() as t');\n  console.log('OK', r.rows[0]);\n  await c.end();\n})();\n\" 2>&1", "pass"},
		{"pg-local-read", `node -e "const {Pool}=require('pg'); const p=new Pool({connectionString:'postgres://app:app@127.0.0.1:5433/app'}); p.query('SELECT count(*) FROM users').then(r=>console.log(r.rows)).finally(()=>p.end())"`, "pass"},

		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'db.example.com', database:'app'}); c.connect().then(() => c.query('select 1'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({database:'app'}); c.connect().then(() => c.query('select 1'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host: process.env.H, database:'app'}); c.connect().then(() => c.query('select 1'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const h='127.0.0.1'; const c = new Client({host, database:'app'}); c.connect().then(() => c.query('select 1'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'127.0.0.1', ...JSON.parse(process.argv[1])}); c.connect().then(() => c.query('select 1'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client(process.env.DATABASE_URL); c.connect().then(() => c.query('select 1'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Pool}=require('pg'); const p=new Pool({connectionString:'postgres://app@db.example.com/app'}); p.query('SELECT 1')"`, "held"},
		{"pg-not-local-read", `node -e "const {Pool}=require('pg'); const p=new Pool({connectionString:'postgres://app@127.0.0.1/app?host=db.example.com'}); p.query('SELECT 1')"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'127.0.0.1'}); c.connect().then(() => c.query('delete from users'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'127.0.0.1'}); c.connect().then(() => c.query('select 1; drop table users'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'127.0.0.1'}); c.connect().then(() => c.query('select 1')).then(() => c.query(process.argv[1]))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'127.0.0.1'}); c.connect().then(() => c.query({text: 'delete from users'}))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'127.0.0.1'}); const q = c.query.bind(c); c.connect().then(() => c.query('select 1')).then(() => q('delete from users'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'127.0.0.1'}); c.connect().then(() => c.query('select 1')).then(() => c['query']('delete from users'))"`, "held"},
		{"pg-not-local-read", "node -e \"const {Client} = require('pg'); const c = new Client({host:'127.0.0.1'}); const t='users'; c.connect().then(() => c.query(`select 1; delete from ${t}`))\"", "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'127.0.0.1'}); c.connect().then(() => c.query('select rolname, rolpassword from pg_authid'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const cp = require('child_process'); const c = new Client({host:'127.0.0.1'}); c.connect().then(() => c.query('select 1'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const K = Client; const c = new K({host:'db.example.com'}); c.connect().then(() => c.query('select 1'))"`, "held"},
		{"pg-not-local-read", `node -e "const {Client} = require('pg'); const c = new Client({host:'127.0.0.1'}); const d = new Client(); c.connect().then(() => c.query('select 1')); d.connect().then(() => d.query('select 1'))"`, "held"},
	})
}

// TestCls32TrafficUserSitePackages: agents grep an installed package's
// source in the user site-packages folder that pip install --user fills
// (PEP 370: ~/.local/lib/pythonX.Y/site-packages), to compare it with
// the project's copy. That folder holds the packages' published code,
// as ~/.pyenv/versions does, not a credential. The rest of ~/.local
// (keyrings in ~/.local/share) and a search for a credential's name
// stay held.
func TestCls32TrafficUserSitePackages(t *testing.T) {
	checkTiersIn(t, "/code/scikit-learn", "/home/ubuntu", nil, []tierCase{
		{"site-packages", "grep -n \"min_samples <= 1\" /home/ubuntu/.local/lib/python3.12/site-packages/sklearn/cluster/_optics.py", "pass"},
		{"site-packages", "rg -n 'def fit' ~/.local/lib/python3.11/site-packages/sklearn/", "pass"},

		{"local-other", "grep -r token ~/.local/share", "held"},
		{"local-other", "grep -r password ~/.local", "held"},
		{"local-other", "rg -n secret ~/.local/share/keyrings", "held"},
		{"local-other", "grep -r min_samples ~/.local/lib", "held"},
	})
}
