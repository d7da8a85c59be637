package rules_test

import "testing"

// TestRemoteProductionChanges: what ssh runs on a host that is not a
// scratch host changes that host when it writes, makes folders, changes
// permissions or sends a request that changes state to a service there;
// on a host named as production, the login's home is the service's
// (a deploy user's ~/app/current), not scratch work. Each hold has a
// read of the same shape that stays green.
func TestRemoteProductionChanges(t *testing.T) {
	checkScratch(t, false, []tierCase{
		// A production host: the deploy login's home holds the live app.
		{"prod-home", `ssh deploy@prod.example.com 'cd ~/app/current && sed -i "s/workers: 2/workers: 4/" config/puma.yml'`, "held"},
		{"prod-home", `ssh deploy@web1.prod.example.net 'cd app/shared && echo "LOG_LEVEL=debug" >> config.env'`, "held"},
		{"prod-home", `ssh -J bastion.prod.example.net deploy@10.20.0.7 'cd app && touch tmp/restart.txt'`, "held"},
		{"prod-home", `ssh -l deploy live-web-2 'cd ~/app/releases && tar xzf /tmp/r42.tgz'`, "held"},
		{"prod-home-read", `ssh deploy@prod.example.com 'cd ~/app/current && cat config/puma.yml'`, "pass"},
		{"prod-home-read", `ssh deploy@web1.prod.example.net 'ls -la app/shared && tail -n 20 app/shared/log/production.log'`, "pass"},
		// /tmp stays the login's scratch space, even there.
		{"prod-temp", `ssh deploy@prod.example.com 'cd /tmp && tar xzf r42.tgz'`, "pass"},
		// Nor does a host named otherwise: a login's home there may be
		// the service's too (scratch_hosts names the operator's own).
		{"home", `ssh dev@build3.example.com 'cd ~/src/app && touch gen.c && make'`, "held"},
		{"home-read", `ssh dev@build3.example.com 'cd ~/src/app && make -n'`, "pass"},
		// Folders made, modes and owners changed on the server.
		{"remote-mkdir", `ssh deploy@203.0.113.20 'mkdir -p /var/www/app/releases/42'`, "held"},
		{"remote-mkdir", `ssh root@app1.example.com 'mkdir /etc/nginx/ssl'`, "held"},
		{"remote-mkdir", `ssh deploy@prod.example.com 'mkdir -p ~/app/releases/42'`, "held"},
		{"remote-mkdir", `ssh ops@203.0.113.20 'mkfifo /var/run/app/ctl'`, "held"},
		{"remote-mkdir-read", `ssh deploy@203.0.113.20 'ls -d /var/www/app/releases/*'`, "pass"},
		{"remote-mkdir-temp", `ssh root@app1.example.com 'mkdir -p /tmp/probe && ls /tmp/probe'`, "pass"},
		// Out of /tmp by the remote shell's own cd, or by ..: the system's.
		{"remote-mkdir", `ssh root@app1.example.com 'cd /tmp && mkdir -p ../etc/cron.d/x'`, "held"},
		{"remote-perm", `ssh root@app1.example.com 'chmod 666 /tmp/../etc/app/app.conf'`, "held"},
		{"remote-perm", `ssh root@app1.example.com 'cd /tmp; cd /etc/app && chown deploy app.conf'`, "held"},
		{"remote-perm", `ssh root@app1.example.com 'chown -R www-data:www-data /var/www/app'`, "held"},
		{"remote-perm", `ssh deploy@203.0.113.20 'chmod 640 /etc/app/app.conf'`, "held"},
		{"remote-perm", `ssh root@app1.example.com 'chgrp adm /var/log/app.log'`, "held"},
		{"remote-perm", `ssh root@app1.example.com 'setfacl -m u:deploy:rwx /srv/app'`, "held"},
		{"remote-perm", `ssh root@app1.example.com 'chmod --reference=/etc/app/a.conf /etc/app/b.conf'`, "held"},
		{"remote-perm-read", `ssh root@app1.example.com 'stat -c "%a %U" /var/www/app && ls -ld /srv/app'`, "pass"},
		{"remote-perm-temp", `ssh root@app1.example.com 'chmod +x /tmp/probe.sh && /tmp/probe.sh'`, "pass"},
		// localhost there is the host's live service: a request that
		// may change state is a change of that host.
		{"remote-request", `ssh root@203.0.113.20 'curl -X POST http://localhost:3334/chat -H "Content-Type: application/json" -d "{\"message\":\"test\"}"'`, "held"},
		{"remote-request", `ssh root@203.0.113.20 'curl -sS -X PUT http://127.0.0.1:8500/v1/kv/app/flag -d on'`, "held"},
		{"remote-request", `ssh deploy@app1.example.com 'curl -s --json "{\"enabled\":false}" localhost:8080/admin/features/x'`, "held"},
		{"remote-request", `ssh root@203.0.113.20 'curl -fsS -X POST http://localhost:9090/-/reload'`, "held"},
		{"remote-request", `ssh root@203.0.113.20 'wget -qO- --post-data="" http://localhost:8080/cache/flush'`, "held"},
		{"remote-request", `ssh root@203.0.113.20 'http POST :8080/api/jobs name=reindex'`, "held"},
		{"remote-request", `ssh root@203.0.113.20 'xh PATCH localhost:8080/api/users/7 role=admin'`, "held"},
		{"remote-request-read", `ssh root@203.0.113.20 'curl -s http://localhost:3334/health'`, "pass"},
		{"remote-request-read", `ssh root@203.0.113.20 'curl -sS http://127.0.0.1:8500/v1/kv/app/flag'`, "pass"},
		{"remote-request-read", `ssh root@203.0.113.20 'curl -s -X POST http://localhost:3333/mcp -H "Content-Type: application/json" -d "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}"'`, "pass"},
		{"remote-request-read", `ssh root@203.0.113.20 'http :8080/api/jobs status==running'`, "pass"},
		// A client that names no URL sends nothing.
		{"remote-request-read", `ssh dev@build3.example.com 'curl --version | head -1; wget --version | head -1'`, "pass"},
		// This machine's own dev server stays as it was.
		{"local-request", `curl -X POST http://localhost:3334/chat -d '{"message":"test"}'`, "pass"},
	})
	// A scratch host keeps the tier these have here.
	checkScratch(t, true, []tierCase{
		{"scratch-request", `ssh qa-mac1 'curl -X POST http://localhost:3334/chat -d "{\"message\":\"test\"}"'`, "pass"},
		{"scratch-mkdir", `ssh buildbox-2 'mkdir -p /var/tmp/run4 ~/w/out && chmod 700 ~/w/out'`, "pass"},
	})
}
