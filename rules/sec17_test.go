package rules_test

import (
	"os"
	"path/filepath"
	"testing"

	"gatesh/rules"
)

// TestForwardedLocalTargets: a client pointed at localhost or a socket
// path after a forward of the same script (ssh -L, -o LocalForward,
// kubectl port-forward) reaches the forward's other end, a database
// elsewhere: its local reading does not apply. Without a forward the
// local database is as local as before.
func TestForwardedLocalTargets(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"ssh forward", `ssh -fNL 15432:db.internal:5432 bastion && psql -h localhost -p 15432 -U app app -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"ssh forward", `ssh -fNL 15432:db.internal:5432 bastion; psql -h 127.0.0.1 -p 15432 app -c 'DELETE FROM users'`, "held"},
		{"ssh forward", `ssh -f -N -L 15432:db.internal:5432 bastion && psql "postgres://app@localhost:15432/app" -c 'TRUNCATE users'`, "held"},
		{"ssh forward", `ssh -f -N -L15432:db.internal:5432 bastion && psql -h localhost -p 15432 app -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"ssh forward", `ssh -f -N -o LocalForward='15432 db.internal:5432' bastion && psql -h localhost -p 15432 app -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"ssh forward after host", `ssh bastion -fNL 15432:db.internal:5432 && psql -h localhost -p 15432 app -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"autossh forward", `autossh -M 0 -f -N -L 15432:db.internal:5432 bastion && psql -h localhost -p 15432 app -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"ssh socket forward", `ssh -f -N -L /tmp/pg/.s.PGSQL.5432:db.internal:5432 bastion && psql -h /tmp/pg app -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"ssh forward mysql", `ssh -fNL 13306:db.internal:3306 bastion && mysql -h 127.0.0.1 -P 13306 app -e 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"port-forward", `kubectl port-forward svc/db 15432:5432 & psql -h localhost -p 15432 app -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"cloud proxy", `cloud-sql-proxy acme:us-central1:main --port 15432 & psql -h 127.0.0.1 -p 15432 app -c 'ALTER TABLE users DROP COLUMN email'`, "held"},
		{"ssh forward, http", `ssh -fNL 19200:search.internal:9200 bastion && curl -X DELETE http://localhost:19200/logs`, "held"},
		{"ssh forward, redis", `ssh -fNL 16379:cache.internal:6379 bastion && redis-cli -h 127.0.0.1 -p 16379 DEL k`, "held"},
		{"no forward, http", `curl -X DELETE http://localhost:19200/logs`, "pass"},
		{"no forward, redis", `redis-cli -h 127.0.0.1 -p 16379 DEL k`, "pass"},
		{"forward, read", `ssh -fNL 15432:db.internal:5432 bastion && psql -h localhost -p 15432 app -c 'SELECT count(*) FROM users'`, "pass"},
		{"no forward", `psql -h localhost -p 5432 app -c 'ALTER TABLE users DROP COLUMN email'`, "pass"},
		{"no forward", `mysql -h 127.0.0.1 -P 3306 app -e 'ALTER TABLE users DROP COLUMN email'`, "pass"},
	})
}

// TestChosenKubeconfig: a kind or minikube context read from a
// kubeconfig other than the default one may name any cluster; the
// default kubeconfig keeps the local reading.
func TestChosenKubeconfig(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"kubeconfig env", `KUBECONFIG=/home/dev/.kube/prod.yaml kubectl --context kind-dev delete ns app`, "held"},
		{"kubeconfig env", `export KUBECONFIG=./ops/cluster.yaml; kubectl --context kind-dev delete ns app`, "held"},
		{"kubeconfig env", `KUBECONFIG=$HOME/.kube/config:/srv/other.yaml kubectl --context minikube delete deploy web`, "held"},
		{"kubeconfig flag", `helm --kube-context minikube --kubeconfig /tmp/other uninstall app`, "held"},
		{"kubeconfig flag", `helm uninstall app --kube-context kind-dev --kubeconfig=ops/kc.yaml`, "held"},
		{"default kubeconfig", `KUBECONFIG=~/.kube/config kubectl --context kind-dev delete ns app`, "pass"},
		{"no kubeconfig", `kubectl --context kind-dev delete ns app`, "pass"},
		{"no kubeconfig", `helm --kube-context minikube uninstall app`, "pass"},
	})
}

// TestNerdctlElsewhere: nerdctl pointed at another containerd socket or
// at Kubernetes' namespace is not the local dev engine, whatever its
// containers are called.
func TestNerdctlElsewhere(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"other socket", `nerdctl --address /run/k3s/containerd/containerd.sock rm -f dev-web`, "held"},
		{"other socket", `nerdctl -a /run/containerd/other.sock rm dev-web`, "held"},
		{"other socket", `CONTAINERD_ADDRESS=/run/k3s/containerd/containerd.sock nerdctl rm -f dev-web`, "held"},
		{"kubernetes namespace", `nerdctl -n k8s.io rm -f dev-web`, "held"},
		{"kubernetes namespace", `nerdctl --namespace=k8s.io rm -f dev-web`, "held"},
		{"kubernetes namespace", `nerdctl --namespace k8s.io container rm --force dev-web`, "held"},
		{"kubernetes namespace", `CONTAINERD_NAMESPACE=k8s.io nerdctl rm -f dev-web`, "held"},
		{"local engine", `nerdctl rm -f dev-web`, "pass"},
		{"local engine", `nerdctl -n default rm -f dev-web`, "pass"},
	})
}

// TestSqliteInitFile: sqlite3 -init FILE runs FILE's SQL and
// dot-commands first: judged by the file's text where it can be read,
// held where it cannot.
func TestSqliteInitFile(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"drop.sql":  "ALTER TABLE users DROP COLUMN email;\n",
		"shell.sql": ".shell rm -rf /home/dev/.ssh\n",
		"rc.sql":    ".headers on\n.mode column\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: dir,
		ReadFile: func(p string) ([]byte, error) { return os.ReadFile(abs(p)) }})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, dir, "/home/dev", []tierCase{
		{"init drops", `sqlite3 -init drop.sql app.db .quit`, "held"},
		{"init drops", `sqlite3 -init ` + filepath.Join(dir, "drop.sql") + ` app.db`, "held"},
		{"init shell", `sqlite3 -init shell.sql app.db .quit`, "held"},
		{"init unread", `sqlite3 -init missing.sql app.db .quit`, "held"},
		{"init unread", `sqlite3 -init "$RC" app.db .quit`, "held"},
		{"init settings", `sqlite3 -init rc.sql app.db .quit`, "pass"},
	})
}
