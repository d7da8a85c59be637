package rules_test

import "testing"

// TestForwardsSpelledOtherwise: ssh's SOCKS proxy (-D, DynamicForward),
// socat relaying a listening port to another host and cloudflared
// access's local listener open a port here that leads elsewhere, as
// ssh -L does: a client of the same script pointed at localhost reaches
// the other end. A socat relay between two local ends forwards nothing.
func TestForwardsSpelledOtherwise(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"ssh -D", `ssh -fN -D 1080 bastion && psql -h localhost -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"ssh -D, proxied curl", `ssh -fN -D 1080 bastion && curl --socks5-hostname localhost:1080 -X POST http://localhost:8080/admin/reset-all`, "held"},
		{"DynamicForward", `ssh -fN -o DynamicForward=1080 bastion && psql -h 127.0.0.1 app -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"socat relay", `socat TCP-LISTEN:15432,fork TCP:prod-db:5432 & psql -h localhost -p 15432 -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"socat socket relay", `socat UNIX-LISTEN:/tmp/pg.sock,fork TCP:prod-db:5432 & psql -h /tmp -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"cloudflared access", `cloudflared access tcp --hostname db.acme.example --url localhost:15432 & psql -h localhost -p 15432 -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		// Twins: no forward, or a relay between two local ends.
		{"no forward", `psql -h localhost -c 'ALTER TABLE users DROP COLUMN email'`, "pass"},
		{"local socat relay", `socat TCP-LISTEN:8080,fork TCP:localhost:3000 & curl -X DELETE http://localhost:8080/api/todos/1`, "pass"},
	})
}

// TestScriptAssignedTargets: a plain assignment of KUBECONFIG or of
// containerd's namespace reaches kubectl or nerdctl when the name is
// exported already or after set -a: kind-dev is then whatever that file
// names, as with export.
func TestScriptAssignedTargets(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"set -a", `set -a; KUBECONFIG=/tmp/prod.yaml; kubectl --context kind-dev delete ns payments`, "held"},
		{"allexport", `set -o allexport; KUBECONFIG=/tmp/prod.yaml; kubectl --context kind-dev delete ns payments`, "held"},
		{"exported already", `KUBECONFIG=/tmp/prod.yaml; kubectl --context kind-dev delete ns payments`, "held"},
		{"default kubeconfig", `KUBECONFIG=~/.kube/config; kubectl --context kind-dev delete ns payments`, "pass"},
	})
}

// TestPostconfAndDpkgSpellings: postconf edits main.cf with a
// name=value operand whether or not -e is given (its synopsis: postconf
// [-epv] parameter=value), and master.cf with -M, -F or -P and =; dpkg
// -i installs a package file whatever its name, and every one below a
// folder with -R.
func TestPostconfAndDpkgSpellings(t *testing.T) {
	checkHeld(t, []heldCase{
		{"postconf relayhost=[mx.x.example]:25", true},
		{"postconf 'mynetworks = 0.0.0.0/0'", true},
		{"postconf -P 'submission/inet/smtpd_sasl_auth_enable=no'", true},
		{"postconf -o relayhost=x -n", false},
		{"postconf -d mynetworks", false},
		{"dpkg --install --recursive /tmp/debs", true},
		{"sudo dpkg -i /tmp/agent_1.0_amd64", true},
		{"dpkg -x /tmp/x.deb /tmp/x", false},
		{"dpkg -i build/app.deb", false},
	})
}

// TestPythonModuleReachedOtherwise: os.path.os.system is os.system,
// though no call the model extracts is written so; sys.modules["os"]
// and globals()["os"] look a module up by a string (sys imports os at
// start-up). A read of sys.modules stays green.
func TestPythonModuleReachedOtherwise(t *testing.T) {
	checkHeld(t, []heldCase{
		{"python3 -c 'import os\nos.path.os.system(\"rm -rf /home/u/src\")'", true},
		{"python3 -c 'import sys\nsys.modules[\"os\"].system(\"rm -rf /home/u/src\")'", true},
		{"python3 -c 'import sys; sys.modules.get(\"os\").system(\"id\")'", true},
		{"python3 -c 'globals()[\"os\"].system(\"id\")'", true},
		{"python3 -c 'import os\nprint(os.path.join(\"a\", \"b\"))'", false},
		{"python3 -c 'import sys; print(sys.modules[\"numpy\"].__file__)'", false},
		{"node -e \"const fs = require('fs'); fs.promises.rm('dist', {recursive: true})\"", false},
	})
}
