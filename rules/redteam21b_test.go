package rules_test

import (
	"path/filepath"
	"testing"
)

// TestRedteam21bComposeRecreates: docker rm -f before compose up reads as
// a removal by name only when compose up really follows (up is compose's
// subcommand, of the same engine, not --help or --dry-run) and nothing
// sends the engine to another daemon (a context or connection switched
// earlier in the script, DOCKER_* or CONTAINER_* exported with a value
// gatesh cannot know).
func TestRedteam21bComposeRecreates(t *testing.T) {
	checkTiersIn(t, "/home/dev/work/app/repo", "/home/dev", nil, []tierCase{
		{"still yellow", `docker rm -f app-db app-web; docker compose up -d`, "yellow"},
		{"still yellow", `docker rm -f app-web && docker compose -f compose.dev.yml --profile web up -d --build`, "yellow"},
		{"still yellow", `podman rm -f app-web; podman-compose up -d`, "yellow"},

		{"no compose up", `docker rm -f app-db; docker compose logs up`, "held"},
		{"no compose up", `docker rm -f app-db; docker compose config up`, "held"},
		{"no compose up", `docker rm -f app-db; docker compose run --rm web up`, "held"},
		{"no compose up", `docker rm -f app-db; docker compose up --help`, "held"},
		{"no compose up", `docker rm -f app-db; docker compose --dry-run up -d`, "held"},
		{"no compose up", `docker rm -f app-db; f() { docker compose up -d; }`, "held"},
		{"other engine", `docker rm -f app-db; podman compose up -d`, "held"},
		{"daemon switched", `docker context use prod && docker rm -f app-db && docker compose up -d`, "held"},
		{"daemon switched", `docker context use "$CTX"; docker rm -f app-db; docker compose up -d`, "held"},
		{"daemon switched", `podman system connection default prod && podman rm -f app-db && podman compose up -d`, "held"},
		{"daemon unknown", `export DOCKER_HOST=$(cat deploy/host.txt); docker rm -f app-db; docker compose up -d`, "held"},
		{"daemon unknown", `export DOCKER_HOST="$PROD_DOCKER"; docker rm -f app-db; docker compose up -d`, "held"},
		{"daemon unknown", `export DOCKER_CONFIG=./deploy/dockercfg; docker rm -f app-db; docker compose up -d`, "held"},
	})
}

// TestRedteam21bMountThroughLink: a container given a project folder that
// is a symbolic link (on disk, or made earlier in the script) gets what
// the link leads to, as the engine follows it: its writes and removals
// there are not the project's. rm, unlink and shred of a name below such
// a link remove what it leads to. The project mounted as it is, and
// names below a link that stays in the project, stay green.
func TestRedteam21bMountThroughLink(t *testing.T) {
	home, proj, _, load := linkedHome(t, [][2]string{
		{"~/.", filepath.Join("app", "homelink")},
		{"vendor", filepath.Join("app", "vendored")},
	})
	run := func(host string) string {
		return "docker run --rm -v " + host + ":/workspace -w /workspace alpine "
	}
	checkTiers(t, load(proj), proj, home, []tierCase{
		{"mount of a link to ~", run(filepath.Join(proj, "homelink")) + `sh -c 'rm -f .bashrc'`, "held"},
		{"mount of a link to ~", run(filepath.Join(proj, "homelink")) + `rm -f /workspace/.profile`, "held"},
		{"mount below a link to ~", run(filepath.Join(proj, "homelink", ".ssh")) + `sh -c 'rm -f known_hosts'`, "held"},
		{"rm below a link to ~", `rm -f homelink/.bashrc`, "held"},
		{"rm below a link to ~", `rm -f ` + filepath.Join(proj, "homelink", ".bashrc"), "held"},
		{"unlink below a link to ~", `unlink homelink/.profile`, "held"},

		{"the project mounted", run(proj) + `sh -c 'rm -f docs/x_test.go'`, "pass"},
		{"a link inside the project", run(filepath.Join(proj, "vendored")) + `sh -c 'rm -f x.go'`, "pass"},
		{"a link inside the project", `rm -f vendored/x.go`, "pass"},
		{"the link itself", `rm homelink`, "pass"},
	})
	checkTiersIn(t, "/home/dev/work/app/repo", "/home/dev", nil, []tierCase{
		{"a link the script makes", `ln -s /home/dev keys && docker run --rm -v /home/dev/work/app/repo/keys:/workspace -w /workspace alpine sh -c 'echo x > /workspace/notes.txt'`, "held"},
		{"a link the script makes", `ln -sfn ~ cache; docker run --rm -v /home/dev/work/app/repo/cache:/workspace alpine rm -f /workspace/notes.txt`, "held"},
		{"no link", `mkdir -p cache && docker run --rm -v /home/dev/work/app/repo/cache:/workspace alpine rm -f /workspace/notes.txt`, "pass"},
	})
}

// TestRedteam21bCatIntoCount: cat FILE | wc reads as wc FILE only when
// the wc is the system's and asked for counts: a wc by path, a function
// of the script named wc, PATH changed, variables given to it, and wc
// --files0-from abbreviated (GNU wc takes --files0=- and prints the names
// it reads, the file's text, in its errors) stay held.
func TestRedteam21bCatIntoCount(t *testing.T) {
	checkTiersIn(t, "/home/dev/work/app", "/home/dev", nil, []tierCase{
		{"counted", `cat ~/.ssh/id_ed25519 | wc -c`, "pass"},
		{"counted", `cat ~/.ssh/id_ed25519 | wc -lw`, "pass"},
		{"counted", `docker exec app sh -c 'cat /app/secrets/jwt.enc | wc --bytes'`, "pass"},

		{"not the system's wc", `cat ~/.ssh/id_ed25519 | ./wc -c`, "held"},
		{"not the system's wc", `cat ~/.ssh/id_ed25519 | /tmp/bin/wc -c`, "held"},
		{"not the system's wc", `wc() { cat; }; cat ~/.ssh/id_ed25519 | wc -c`, "held"},
		{"not the system's wc", `PATH=/tmp/bin:$PATH; cat ~/.ssh/id_ed25519 | wc -c`, "held"},
		{"not the system's wc", `export PATH=./bin:$PATH; cat ~/.ssh/id_ed25519 | wc -c`, "held"},
		{"not the system's wc", `cat ~/.ssh/id_ed25519 | PATH=./bin wc -c`, "held"},
		{"not the system's wc", `hash -p ./bin/tool wc; cat ~/.ssh/id_ed25519 | wc -c`, "held"},
		{"names read from the text", `cat ~/.ssh/id_ed25519 | wc --files0=-`, "held"},
		{"names read from the text", `cat ~/.ssh/id_ed25519 | wc --files=-`, "held"},
		{"names read from the text", `cat ~/.aws/credentials | wc --f -`, "held"},
	})
}

// TestRedteam21bBrokerLocal: rpk -X brokers=localhost reads the brokers
// as this machine's, but a topic, its records or a group's offsets
// deleted there are data lost (DESIGN.md: deleting data is red, a local
// database's too), and the Admin API's and Schema Registry's hosts given
// with -X are targets as the brokers are.
func TestRedteam21bBrokerLocal(t *testing.T) {
	checkTiersIn(t, "/home/dev/work/app", "/home/dev", nil, []tierCase{
		{"local produce", `rpk topic produce orders -X brokers=localhost:19092`, "pass"},
		{"local produce", `rpk topic list -X brokers=localhost:19092`, "pass"},

		{"local delete", `rpk topic delete orders -X brokers=localhost:19092`, "held"},
		{"local delete", `rpk topic trim-prefix orders -p 0 -o end -X brokers=127.0.0.1:9092 --no-confirm`, "held"},
		{"local delete", `rpk group delete billing -X brokers=localhost:9092`, "held"},
		{"admin host", `rpk cluster config set retention.ms 1 -X brokers=localhost:19092 -X admin.hosts=redpanda-prod.acme.example:9644`, "held"},
		{"admin host", `rpk topic produce orders -X brokers=localhost:19092 -X registry.hosts=schema-prod.acme.example:8081`, "held"},
	})
}

// TestRedteam21bContextSwitch: docker context use and podman system
// connection default store the daemon every later command goes to; a
// switch to a context other than a local engine's is held, as exporting
// DOCKER_CONTEXT is.
func TestRedteam21bContextSwitch(t *testing.T) {
	checkTiersIn(t, "/home/dev/work/app/repo", "/home/dev", nil, []tierCase{
		{"switch away", `docker context use prod`, "held"},
		{"switch away", `docker context use prod && docker compose up -d`, "held"},
		{"switch away", `docker context use prod && docker rm api`, "held"},
		{"switch away", `podman system connection default prod-server`, "held"},

		{"local engines", `docker context use default`, "pass"},
		{"local engines", `docker context use colima`, "pass"},
		{"local engines", `docker context use desktop-linux && docker compose up -d`, "pass"},
		{"local engines", `docker context ls`, "pass"},
		{"local engines", `podman system connection default podman-machine-default`, "pass"},
	})
}
