package rules_test

import "testing"

// A file outside the project made executable is a program something else
// will start (a launcher on the PATH, an agent's hook); the project's own
// scripts and hooks, the temporary folder and a mode that takes rights
// away are everyday work.
func TestCls19ExecBitOutsideProject(t *testing.T) {
	checkCls16(t, []tierCase{
		{"exec-outside", "chmod +x ~/.claude/hooks/post-edit.sh", "held"},
		{"exec-outside", "chmod +x /home/dev/.claude/hooks/post-edit.sh", "held"},
		{"exec-outside", "chmod u+x ~/.gemini/hooks/before-tool", "held"},
		{"exec-outside", "chmod 0755 ~/dotfiles/scripts/frob-launch", "held"},
		{"exec-outside", "chmod a+rx,u+w /home/dev/.local/bin/notes-sync", "held"},
		{"exec-outside", "chmod ug=rwx ~/bin/frob", "held"},
		{"exec-outside", "cd /home/dev/dotfiles && chmod +x ../bin/frob", "held"},
		{"exec-outside", "sudo chmod 775 /usr/local/bin/frobctl", "held"},
		{"exec-outside", "chmod -R u+x ~/.config/autostart", "held"},
		{"exec-outside", `chmod +x ~/Desktop/Start\ Frob.command`, "held"},
		{"exec-outside", "chmod +x /home/dev/code/other-repo/.git/hooks/pre-push", "held"},
		// The harmless twins.
		{"exec-outside", "chmod +x scripts/frob.sh", "pass"},
		{"exec-outside", "chmod +x /home/dev/code/app/scripts/frob.sh", "pass"},
		{"exec-outside", "chmod +x .claude/hooks/post-edit.sh", "pass"},
		{"exec-outside", "chmod 755 bin/frob", "pass"},
		{"exec-outside", "chmod +x ../sibling-repo/tools/release.sh", "pass"},
		{"exec-outside", "chmod +x ~/.local/state/frob/sessions/t2/probe.ts", "pass"},
		{"exec-outside", "chmod +x /tmp/frob-probe.sh", "pass"},
		{"exec-outside", "chmod 600 ~/.config/frob/token.json", "pass"},
		{"exec-outside", "chmod 700 ~/.gnupg", "pass"},
		{"exec-outside", "chmod go-rwx ~/notes", "pass"},
		{"exec-outside", "chmod -x ~/bin/frob", "pass"},
		{"exec-outside", "stat -c %a ~/.claude/hooks/post-edit.sh", "pass"},
	})
}

// Cypher's DETACH DELETE drops nodes with every relationship they have,
// from a driver in inline code or from the graph's shell, local or not;
// reads and relabelling of the same graph pass.
func TestCls19GraphDetachDelete(t *testing.T) {
	checkCls16(t, []tierCase{
		{"graph-delete", `python3 -c "from neo4j import GraphDatabase; g=GraphDatabase.driver('bolt://127.0.0.1:7687', auth=('neo4j','dev')); g.execute_query('MATCH (c:Concept) WHERE c.score < 0.2 DETACH DELETE c')"`, "held"},
		{"graph-delete", "uv run python -c \"import db; db.session().run('match (n:Draft) detach delete n')\"", "held"},
		{"graph-delete", "node -e \"await session.run('MATCH (p:Page {stale: true})\\nDETACH\\n DELETE p')\"", "held"},
		{"graph-delete", "python3 - <<'EOF'\nfrom neo4j import GraphDatabase\nwith GraphDatabase.driver('bolt://localhost:7687').session() as s:\n    s.run('MATCH (x:Orphan) DETACH DELETE x')\nEOF", "held"},
		{"graph-delete", "cypher-shell -u neo4j -p dev 'MATCH (n:Chunk) DETACH DELETE n'", "held"},
		// Reads and relabelling pass.
		{"graph-delete", `python3 -c "from neo4j import GraphDatabase; g=GraphDatabase.driver('bolt://127.0.0.1:7687', auth=('neo4j','dev')); print(g.execute_query('MATCH (c:Concept) RETURN count(c)'))"`, "pass"},
		{"graph-delete", "uv run python -c \"import db; db.session().run('MATCH (a:Writer) SET a:Person REMOVE a:Writer')\"", "pass"},
		{"graph-delete", "cypher-shell -u neo4j -p dev 'MATCH (n:Chunk) RETURN n LIMIT 5'", "pass"},
		{"graph-delete", "grep -rn 'DETACH DELETE' src/graph", "pass"},
	})
}

// A tool's session records in its folder of the home (an agent's
// transcripts, a history, a log), named as files, are searched as they
// are read: for anything but a credential's name the search prints
// records. A search for a credential's name or shape there, a folder of
// the tool searched whole, and its settings and credential files stay
// held.
func TestCls19ToolSessionRecordsSearch(t *testing.T) {
	checkCls16(t, []tierCase{
		{"records", "grep -n toolUseResult ~/.claude/projects/-home-dev-code-app/*.jsonl | head -5", "pass"},
		{"records", "grep -A5 '\"file\":' /home/dev/.claude/projects/-home-dev-code-app/5b1c.jsonl | head -20", "pass"},
		{"records", "rg -n 'parentUuid' ~/.frobagent/sessions/2026-12/rollout-1.jsonl", "pass"},
		{"records", "grep -c 'ERROR' ~/.frobtool/logs/daemon.log", "pass"},
		{"records", "grep -B5 -A5 README-66cb ~/.claude/projects/x/d27d.jsonl | head -20", "pass"},
		// A credential looked for in the same records, by name or by shape.
		{"records", "grep -n apiKey ~/.claude/projects/-home-dev-code-app/*.jsonl", "held"},
		{"records", "grep -in 'password' /home/dev/.frobagent/sessions/a.jsonl", "held"},
		{"records", "rg -o 'sk-ant-[A-Za-z0-9_-]+' ~/.claude/projects/x/a.jsonl", "held"},
		{"records", "grep -n ANTHROPIC_API_KEY ~/.claude/history.jsonl", "held"},
		// The folder whole, and the tool's settings and credentials.
		{"records", "grep -rn toolUseResult ~/.claude", "held"},
		{"records", "rg -n model ~/.frobagent/config.toml", "held"},
		{"records", "grep -n token ~/.claude/.credentials.json", "held"},
	})
}

// A hidden scratch folder (.tmp, .tmp-reports) is scratch as tmp-x is,
// by its relative or its absolute path in the project; the same name
// outside the project, or a folder of sources, stays held.
func TestCls19HiddenScratchFolder(t *testing.T) {
	checkCls16(t, []tierCase{
		{"scratch", "rm -rf .tmp-e2e-reports test-results", "pass"},
		{"scratch", "rm -rf /home/dev/code/app/.tmp-frob /home/dev/code/app/test-results", "pass"},
		{"scratch", "rm -rf packages/web/.tmp", "pass"},
		{"scratch", "rm -rf ~/.tmp-frob", "held"},
		{"scratch", "rm -rf ../.tmp-frob", "held"},
		{"scratch", "rm -rf /home/dev/code/app/.tmp-frob /home/dev/code/app/src", "held"},
		{"scratch", "rm -rf .tmpl", "held"},
		{"scratch", "rm -rf .git", "held"},
	})
}

// A project's own script named for capturing or subscribing, with no word
// of money, captures a screen, a page or a trace on this machine; one that
// names what is paid, or ships as well, stays held. A build system's
// reset of its own cache is a rebuild away.
func TestCls19BuildWordsReadAsOutward(t *testing.T) {
	checkCls16(t, []tierCase{
		{"script", "npm run capture 2>&1 | head -50", "pass"},
		{"script", "pnpm capture:screens", "pass"},
		{"script", "yarn run subscribe-events", "pass"},
		{"script", "./scripts/capture-traces.sh", "pass"},
		{"script", "npm run capture-payments", "held"},
		{"script", "npm run charge:customers", "held"},
		{"script", "npm run capture-and-deploy", "held"},
		{"script", "npm run capture:prod", "held"},
		{"script", "stripe payment_intents capture pi_123", "held"},
		{"script", "npm run publish", "held"},
		{"cache", "pnpm exec nx reset && pnpm exec nx run-many -t typecheck", "pass"},
		{"cache", "npx nx reset --only-cache", "pass"},
		{"cache", "bazel clean --expunge", "pass"},
		// rmdir's operands are folders, never subcommands: an empty
		// folder of the project goes whatever its name; outside the
		// project and the gate's folders stay held.
		{"rmdir", "rmdir frob-capture/node_modules && rmdir frob-capture", "pass"},
		{"rmdir", "rmdir deploy publish", "pass"},
		{"rmdir", "rmdir ~/frob-empty", "held"},
		{"rmdir", "rmdir .gatesh", "held"},
		{"cache", "acmectl reset --all", "held"},
		{"cache", "nx release publish", "held"},
	})
}

// A database file named for the tests is the test run's own and is made
// again by the next run; a data set's test split, a database named
// otherwise and a test database outside the project stay held.
func TestCls19TestDatabaseRemoved(t *testing.T) {
	checkCls16(t, []tierCase{
		{"test-db", "cd db && rm -f prisma/test.db && NODE_ENV=test npm test", "pass"},
		{"test-db", "rm -f test_frob.sqlite3 && pytest -q", "pass"},
		{"test-db", "rm -f var/frob.test.db var/frob-test.sqlite", "pass"},
		{"test-db", "rm -f data/test.csv", "held"},
		{"test-db", "rm -f prisma/dev.db", "held"},
		{"test-db", "rm -f prisma/test.db prisma/frob.db", "held"},
		{"test-db", "rm -f latest.db", "held"},
		{"test-db", "rm -f ~/frob/test.db", "held"},
	})
}

// A server of the project's own app on every interface (an app object
// module:attr, a framework's dev server, run of a code file of the
// project) shows the app being built: not outward by itself on a
// developer's machine. A folder, the home, a shell, a tunnel or an
// unknown daemon served to the network stays held, and so do the servers
// gatesh knows to expose files, a debugger or a store.
func TestCls19DevAppServerOnEveryInterface(t *testing.T) {
	checkCls16(t, []tierCase{
		{"app-server", "granian --interface asgi shop.api:app --host 0.0.0.0 --port 8001", "pass"},
		{"app-server", "cd backend && ../.venv/bin/asgi-run 'app.main:create_app()' --host 0.0.0.0 --reload", "pass"},
		{"app-server", "nohup frob-asgi src.web.main:application --bind 0.0.0.0:9000 > web.log 2>&1 &", "pass"},
		{"app-server", "frobchat run ui/app.py --host 0.0.0.0 --port 8502", "pass"},
		{"app-server", "frob-web dev --host 0.0.0.0 --port 5174", "pass"},
		{"app-server", "frob-web preview --host=0.0.0.0 --port 4173", "held"},
		{"app-server", "frobkit dev server.ts --hostname=0.0.0.0", "pass"},
		// What is served is not the project's app.
		{"app-server", "frob-serve --host 0.0.0.0 --port 8080 ~/", "held"},
		{"app-server", "frob-serve run ~/notes --host 0.0.0.0", "held"},
		{"app-server", "frob-web dev ../other-project --host 0.0.0.0", "held"},
		{"app-server", "frob-web dev /srv/www --host 0.0.0.0", "held"},
		{"app-server", "frob-serve run . --host 0.0.0.0", "held"},
		{"app-server", "frobd -l 0.0.0.0 -p 7000", "held"},
		{"app-server", "frob-tunnel -L tcp://:2222/127.0.0.1:22", "held"},
		{"app-server", "frob-shelld --addr=0.0.0.0:4444 --exec /bin/bash", "held"},
		{"app-server", "sudo granian shop.api:app --host 0.0.0.0 --port 80", "held"},
		{"app-server", "frob-web dev --host 0.0.0.0 $DIR", "held"},
		{"app-server", "http-server -a 0.0.0.0 -p 8080", "held"},
		{"app-server", "jupyter lab --ip 0.0.0.0 --no-browser", "held"},
		{"app-server", "flask --app shop.web:app run --debug --host=0.0.0.0", "held"},
		{"app-server", "redis-server --bind 0.0.0.0", "held"},
	})
}
