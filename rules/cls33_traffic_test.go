package rules_test

import "testing"

// TestCls33ComposeRecreates: docker rm -f of containers by name before
// compose up in the same script clears their names for the stack compose
// makes again (volumes stay without -v): a removal of containers by name,
// yellow. Without compose up after it, with volumes, with names chosen at
// run time, on another daemon or host, it stays held.
func TestCls33ComposeRecreates(t *testing.T) {
	checkTiersIn(t, "/home/dev/work/app/repo", "/home/dev", nil, []tierCase{
		{"rm-then-up", `docker rm -f researchhub-redis researchhub-app researchhub-db 2>&1; docker compose up -d 2>&1 | tail -15`, "yellow"},
		{"rm-then-up", `docker rm -f harborworks-db harborworks-app 2>&1 | tail -5 && docker compose up -d 2>&1 | tail -10 && docker compose ps`, "yellow"},
		{"rm-then-up", `docker container rm --force app-web && docker-compose up --build -d`, "yellow"},

		{"rm-held", `docker rm -f researchhub-db`, "held"},
		{"rm-held", `docker rm -f researchhub-db; docker compose ps`, "held"},
		{"rm-held", `docker rm -f -v researchhub-db; docker compose up -d`, "held"},
		{"rm-held", `docker rm -fv researchhub-db; docker compose up -d`, "held"},
		{"rm-held", `docker rm -f $(docker ps -aq); docker compose up -d`, "held"},
		{"rm-held", `docker rm -f $NAME; docker compose up -d`, "held"},
		{"rm-held", `docker -H tcp://prod.example.com:2376 rm -f api; docker compose up -d`, "held"},
		{"rm-held", `docker --context prod rm -f api; docker compose up -d`, "held"},
		{"rm-held", `DOCKER_HOST=ssh://ops@prod docker rm -f api; docker compose up -d`, "held"},
		{"rm-held", `ssh prod docker rm -f api; docker compose up -d`, "held"},
		{"rm-held", `docker rm -f api; DOCKER_HOST=ssh://ops@prod docker compose up -d`, "held"},
		{"rm-held", `docker rm -f api; docker compose down -v`, "held"},
		{"rm-held", `docker rm -f api; (cd /srv/prod && docker compose up -d)`, "held"},
	})
}
