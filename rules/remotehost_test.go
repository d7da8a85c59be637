package rules_test

import (
	"testing"

	"gatesh/rules"
	"gatesh/undo"
)

// TestRemoteHostChanges: what ssh runs on a host the operator did not
// name as a scratch host changes a machine other people use. An effect
// that is yellow here (a service restart, a package install, a file or
// config written) is held there; a read stays green, and a scratch host
// keeps the tier it had.
func TestRemoteHostChanges(t *testing.T) {
	checkScratch(t, false, []tierCase{
		// Services restarted, stopped, enabled on the server.
		{"remote-service", `ssh root@65.108.24.131 "systemctl restart app && systemctl status app --no-pager"`, "held"},
		{"remote-service", `ssh deploy@web1.example.com 'sudo systemctl reload nginx'`, "held"},
		{"remote-service", `ssh -p 2222 root@10.0.4.12 'service postgresql restart'`, "held"},
		{"remote-service", `ssh root@65.108.24.131 'docker compose -f /opt/app/compose.yml restart web'`, "held"},
		{"remote-service", `ssh root@65.108.24.131 'pm2 restart all'`, "held"},
		// A unit whose name holds a read word (map) is still stopped.
		{"remote-service", `ssh root@simplemap.example.org "systemctl stop app-new-map && systemctl is-active app-new-map || echo stopped"`, "held"},
		// Config edited, files written on the server.
		{"remote-write", `ssh root@65.108.24.131 'sed -i "s/listen 80/listen 8080/" /etc/nginx/sites-available/app; nginx -s reload'`, "held"},
		{"remote-write", `ssh root@65.108.24.131 'echo "PORT=8080" >> /opt/app/.env.production'`, "held"},
		{"remote-write", `ssh root@65.108.24.131 'cd /opt/app && git pull && npm ci'`, "held"},
		{"remote-write", `ssh root@65.108.24.131 'mkdir -p app/releases && touch app/releases/current'`, "held"},
		{"remote-install", `ssh root@65.108.24.131 'apt-get install -y nginx'`, "held"},
		// Behind a jump host, or a route the command bends: still another
		// machine.
		{"remote-route", `ssh -J bastion root@10.0.0.5 'systemctl restart app'`, "held"},
		// A scratch file in the host's /tmp changes nothing others use;
		// one that climbs out of it does.
		{"remote-temp", `ssh root@65.108.24.131 'cd /tmp && cc -O2 -o probe probe.c && ./probe > /tmp/probe.log'`, "pass"},
		{"remote-temp", `ssh root@65.108.24.131 'cd /tmp && echo "* * * * * root /tmp/x" > ../etc/cron.d/x'`, "held"},
		// Below the home of any login: gatesh cannot tell the login's
		// own files from the service's, and nothing of its own stands
		// behind a change there (scratch_hosts names the operator's).
		{"remote-home", `ssh imacg3 'cd ~/port/src && touch gen.c && make'`, "held"},
		{"remote-home", `ssh root@65.108.24.131 'echo "PORT=8080" >> app/.env'`, "held"},
		{"remote-home", `ssh dev@65.108.24.131 'echo x > /etc/motd'`, "held"},
		// Red stays red.
		{"remote-red", `ssh root@65.108.24.131 'rm -rf /var/www/app'`, "held"},
		// A copy to the server stays held.
		{"remote-copy", `scp -r build root@65.108.24.131:/opt/app/`, "held"},
		// This machine by another name is this machine.
		{"remote-loopback", `ssh localhost 'cd ~/code/app && npm ci'`, "yellow"},
	})
	// Reads on the server stay green.
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	env := undo.Env{Cwd: "/home/dev/code/app", Home: "/home/dev", Getenv: func(string) string { return "" }}
	for _, cmd := range []string{
		`ssh root@65.108.24.131 'systemctl status app --no-pager'`,
		`ssh root@65.108.24.131 "journalctl -u app -n 100 --no-pager"`,
		`ssh root@65.108.24.131 'df -h && free -m && ps aux | head -20'`,
		`ssh root@65.108.24.131 'cat /etc/nginx/sites-available/app'`,
		`ssh root@65.108.24.131 'ls -la /opt/app'`,
		`ssh root@65.108.24.131 'tail -n 50 /var/log/nginx/error.log'`,
	} {
		d := undo.Refine(set.Classify(cmd), undo.Defaults(), env)
		if d.Tier != rules.Green {
			t.Errorf("%q: %s, want green (%s)", cmd, d.Tier, formatHits(d.Hits))
		}
	}
}

// TestRemoteHostScratch: on a host the operator named as scratch, the
// same effects keep the tier they have here.
func TestRemoteHostScratch(t *testing.T) {
	checkScratch(t, true, []tierCase{
		{"scratch-service", `ssh qa-mac1 'cd ~/w && npm ci'`, "yellow"},
		{"scratch-service", `ssh buildbox-2 'docker compose -f ~/w/compose.yml up -d'`, "pass"},
		{"scratch-write", `ssh qa-mac1 'mkdir -p ~/tmp/run4 && touch ~/tmp/run4/ready'`, "pass"},
	})
}
