package rules_test

import "testing"

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
