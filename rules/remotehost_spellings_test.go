package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"gatesh/rules"
	"gatesh/undo"
)

// remoteSpellings are the ways ssh(1) is handed a command to run on
// another machine: the words after the host, one quoted string, options
// before and after the host, a user by -l, a jump host, a cd first, sudo
// there, and a shell there running the string. %s holds no quotes.
var remoteSpellings = []string{
	`ssh web1 %s`,
	`ssh web1.example.com '%s'`,
	`ssh dev@web1.example.com "%s"`,
	`ssh -p 2222 -i ~/.ssh/id_ed25519 ops@10.0.4.12 '%s'`,
	`ssh -l ops web1 -o ConnectTimeout=5 '%s'`,
	`ssh -J bastion.example.com web1 '%s'`,
	`ssh -t web1 'cd /srv/app && %s'`,
	`ssh web1 -- %s`,
	`ssh web1 "bash -c '%s'"`,
	`ssh web1 sudo %s`,
}

// remoteChanges write, delete, move, or change the modes or owners of
// files, or start and stop services (coreutils, util-linux, sed and
// systemd manuals): here the undo check and git may stand behind them,
// there nothing of gatesh's does.
var remoteChanges = []string{
	`rm -f x`,
	`rm notes.txt`,
	`rm -r build`,
	`unlink x`,
	`rmdir old`,
	`shred -u x`,
	`truncate -s 0 app.log`,
	`mv a b`,
	`mv /etc/nginx/sites-available/a /etc/nginx/sites-available/b`,
	`cp new.conf /etc/nginx/nginx.conf`,
	`cp -f a.txt b.txt`,
	`tee x`,
	`dd if=/dev/zero of=x bs=1M count=1`,
	`chmod 600 x`,
	`chmod -R 755 /srv/app`,
	`chown www-data x`,
	`chgrp www-data x`,
	`ln -sf /srv/app/v2 current`,
	`touch x`,
	`mkdir x`,
	`mkdir -p /srv/x`,
	`sed -i s/80/8080/ app.conf`,
	`install -m 755 tool /usr/local/bin/tool`,
	`systemctl restart nginx`,
	`systemctl stop nginx`,
	`systemctl start worker`,
	`systemctl enable --now worker`,
	`service nginx restart`,
}

// remoteReads only look.
var remoteReads = []string{
	`cat /etc/hosts`,
	`ls -la /srv`,
	`ls`,
	`df -h`,
	`uptime`,
	`free -m`,
	`systemctl status nginx --no-pager`,
	`journalctl -u nginx -n 50 --no-pager`,
	`tail -n 20 /var/log/syslog`,
	`ps aux`,
	`whoami`,
}

// TestRemoteChangesEverySpelling: a change made on another machine is
// held in every spelling ssh takes, whatever the login and wherever the
// file; a read there stays green. Before, a delete there had no rule at
// all and a write below a non-root login's home passed.
func TestRemoteChangesEverySpelling(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
	if err != nil {
		t.Fatal(err)
	}
	env := undo.Env{Cwd: cwd, Home: home, Getenv: func(string) string { return "" }}
	for _, sp := range remoteSpellings {
		for _, change := range remoteChanges {
			cmd := fmt.Sprintf(sp, change)
			d := undo.Refine(set.Classify(cmd), undo.Defaults(), env)
			if d.Tier != rules.Red || d.Verdict != rules.Hold && d.Verdict != rules.Deny {
				t.Errorf("%q: %s %s, want held (%s)", cmd, d.Tier, d.Verdict, formatHits(d.Hits))
			}
		}
		if strings.Contains(sp, "sudo") {
			continue
		}
		for _, read := range remoteReads {
			cmd := fmt.Sprintf(sp, read)
			d := undo.Refine(set.Classify(cmd), undo.Defaults(), env)
			if d.Tier != rules.Green {
				t.Errorf("%q: %s, want green (%s)", cmd, d.Tier, formatHits(d.Hits))
			}
		}
	}
}

// TestRemoteChangesByRedirection: what the remote shell writes through
// its own redirections, below the login's home or not, changes that host.
func TestRemoteChangesByRedirection(t *testing.T) {
	checkScratch(t, false, []tierCase{
		{"remote-redirect", `ssh web1 'echo hi > x'`, "held"},
		{"remote-redirect", `ssh web1 'echo PORT=8080 >> app/.env'`, "held"},
		{"remote-redirect", `ssh dev@web1 'cd ~/app && printf ok > status'`, "held"},
		{"remote-redirect", `ssh web1 'uptime > /dev/null'`, "pass"},
		// A scratch file in the host's own temporary folder changes
		// nothing others use; a delete there of names the shell
		// chooses (a glob) may be anyone's.
		{"remote-temp", `ssh web1 'cd /tmp && cc -o probe probe.c && ./probe > /tmp/probe.log && rm -f probe'`, "pass"},
		{"remote-temp", `ssh web1 'rm -f /tmp/*'`, "held"},
		{"remote-temp", `ssh web1 'rm -f /tmp/../etc/motd'`, "held"},
	})
}

// TestRemoteRoutesChange: the other routes that run a command on another
// machine hold the same changes.
func TestRemoteRoutesChange(t *testing.T) {
	checkScratch(t, false, []tierCase{
		{"gcloud", `gcloud compute ssh vm1 --zone us-central1-a --command 'rm -f x'`, "held"},
		{"gcloud", `gcloud compute ssh vm1 --command 'touch x'`, "held"},
		{"kubectl", `kubectl exec pod1 -- rm -f x`, "held"},
		{"kubectl", `kubectl exec -it pod1 -c app -- sh -c 'chmod 777 /data'`, "held"},
		{"docker-remote", `docker -H ssh://ops@web1 exec app rm -f x`, "held"},
		{"docker-remote", `DOCKER_HOST=tcp://10.0.4.12:2376 docker exec app mv a b`, "held"},
		{"ansible", `ansible web -a 'rm -f x'`, "held"},
		{"ansible", `ansible all -m shell -a 'systemctl restart nginx'`, "held"},
	})
}

// TestRemoteLoopbackIsLocal: ssh to this machine by another name is
// judged as the same command here: no change held as another machine's.
func TestRemoteLoopbackIsLocal(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
	if err != nil {
		t.Fatal(err)
	}
	for _, host := range []string{"localhost", "127.0.0.1", "dev@localhost", "app.localhost"} {
		for _, change := range remoteChanges {
			cmd := fmt.Sprintf(`ssh %s '%s'`, host, change)
			for _, h := range set.Classify(cmd).Hits {
				if h.ID == "remote-host-change" {
					t.Errorf("%q: %s, want it judged as here", cmd, h.Reason)
				}
			}
		}
	}
}
