package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestRemoteShellsUploadsAndHTTPSQL checks, class by class, the shapes
// held after the twentieth round's measurement: other tools' remote
// shells whose command line runs on another host, a host firewall
// switched by a setting, a secret store's
// read with Go-style options, and SQL sent as a form field or a URL
// query. Each dangerous shape stands beside its harmless twin.
func TestRemoteShellsFirewallAndHTTPSQL(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// The words after the host are one shell command line, read as
		// ssh HOST CMD's are.
		{"remote shell", `tsh ssh ops@web3.x.example 'systemctl stop nginx'`, true},
		{"remote shell", `tsh ssh -l root web3 'rm -rf /srv/app'`, true},
		{"remote shell", `tsh ssh --proxy=tp.x.example web3 "cat ~/.aws/credentials"`, true},
		{"remote shell", `tailscale ssh ops@web3 'systemctl stop nginx'`, true},
		{"remote shell", `tsh ssh ops@web3 'uptime; df -h'`, false},
		{"remote shell", `tsh ssh web3 'cat /etc/hostname'`, false},
		{"remote shell", `tailscale ssh web3 uptime`, false},
		{"remote shell", `tsh ls`, false},
		// A host firewall switched by a setting, whatever the CLI.
		{"firewall", `esxcli network firewall set --enabled false`, true},
		{"firewall", `esxcli network firewall set -e 0`, true},
		{"firewall", `pvesh set /nodes/pve2/firewall/options --enable 0`, true},
		{"firewall", `esxcli network firewall get`, false},
		{"firewall", `pvesh get /cluster/firewall/options`, false},
		{"firewall", `esxcli network firewall ruleset list`, false},
		// A secret store's read, its options in Go's single-dash form.
		{"secret store", `nomad var get -address=https://nomad.x.example:4646 nomad/jobs/web`, true},
		{"secret store", `nomad var get -namespace=ops -address=https://nomad.x.example:4646 nomad/jobs/web`, true},
		{"secret store", `nomad var list -address=https://nomad.x.example:4646`, false},
		{"secret store", `nomad job status -address=https://nomad.x.example:4646 web`, false},
		{"secret store", `nomad var get -h`, false},
		// SQL in a form field or a URL query is SQL.
		{"http sql", `curl -G --data-urlencode 'query=DROP TABLE orders' https://tsdb.x.example:9000/exec`, true},
		{"http sql", `curl --get --data-urlencode 'q=drop measurement cpu' http://influx.x.example:8086/query`, true},
		{"http sql", `curl -G -d 'sql=TRUNCATE TABLE orders' https://tsdb.x.example/exec`, true},
		{"http sql", `curl 'https://tsdb.x.example:9000/exec?query=DROP%20TABLE%20orders'`, true},
		{"http sql", `curl 'https://ch.x.example:8123/?query=DROP+TABLE+events'`, true},
		{"http sql", `wget -qO- 'https://ch.x.example:8123/?query=DELETE+FROM+events'`, true},
		{"http sql", `http GET tsdb.x.example:9000/exec query=='DROP TABLE orders'`, true},
		{"http sql", `curl -G --data-urlencode 'query=SELECT count(*) FROM orders' https://tsdb.x.example:9000/exec`, false},
		{"http sql", `curl 'https://tsdb.x.example:9000/exec?query=SELECT%201'`, false},
		{"http sql", `curl -G --data-urlencode 'query=DELETE FROM orders' https://tsdb.x.example:9000/exec`, true},
		{"http sql", `curl -G --data-urlencode 'q=how to drop a table' https://search.x.example/`, false},
		// Prose that begins with an SQL word is not SQL.
		{"http sql", `curl -d 'text=Update the docs please' http://localhost:3000/api/notes`, false},
		{"http sql", `curl -G --data-urlencode 'q=update the docs' https://api.x.example/search/issues`, false},
		{"http sql", `curl 'https://search.x.example/?q=delete+from+list+python'`, false},
		{"http sql", `curl -d 'title=Drop the old build' http://localhost:8080/log`, false},
		{"http sql", `curl -G --data-urlencode 'query=DROP TABLE orders' http://localhost:9000/exec`, true},
	})
}
