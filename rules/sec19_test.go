package rules_test

import (
	"os"
	"path/filepath"
	"testing"

	"gatesh/rules"
)

// sec19Disk makes a home with a project in it under a temporary folder,
// writes files (paths relative to the home) and returns the project's
// folder, the home, and a rule set run in the project that reads that
// disk as the shim does.
func sec19Disk(t *testing.T, files map[string]string) (*rules.Set, string, string) {
	t.Helper()
	home := filepath.Join(t.TempDir(), "home")
	proj := filepath.Join(home, "code", "app")
	if err := os.MkdirAll(proj, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		p := filepath.Join(home, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	read := func(p string) ([]byte, error) {
		if !filepath.IsAbs(p) {
			p = filepath.Join(proj, p)
		}
		return os.ReadFile(p)
	}
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: proj, ReadFile: read})
	if err != nil {
		t.Fatal(err)
	}
	return set, proj, home
}

// TestSec19SshForwardsOtherwise: ssh's stdio forward (-W) and the
// forwards its configuration opens (LocalForward in the file -F names,
// in ~/.ssh/config or a file it includes) lead a loopback client of the
// same script to another machine, as -L does.
func TestSec19SshForwardsOtherwise(t *testing.T) {
	drop := ` && psql -h localhost -p 15432 app -c 'ALTER TABLE users DROP COLUMN email'`
	t.Run("stdio forward", func(t *testing.T) {
		checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
			{"ssh -W", `psql 'host=localhost port=15432 dbname=app' -c 'ALTER TABLE users DROP COLUMN email' & ssh -W prod-db:5432 bastion`, "held"},
			{"ssh -W glued", `ssh -Wprod-db:6379 bastion < f & redis-cli -h 127.0.0.1 DEL k`, "held"},
			{"ssh -W, no client", `printf 'PING\r\n' | ssh -W cache:6379 bastion`, "pass"},
			{"no forward", `psql -h localhost -p 15432 app -c 'ALTER TABLE users DROP COLUMN email'`, "pass"},
		})
	})
	t.Run("user config forwards", func(t *testing.T) {
		set, proj, home := sec19Disk(t, map[string]string{
			".ssh/config": "Host bastion\n  HostName bastion.acme.example\n  LocalForward 15432 prod-db:5432\n",
		})
		checkTiers(t, set, proj, home, []tierCase{
			{"LocalForward", `ssh -fN bastion` + drop, "held"},
			{"LocalForward, after the command", `ssh bastion sleep 60 & redis-cli -h localhost DEL k`, "held"},
		})
	})
	t.Run("user config with =, tab and include", func(t *testing.T) {
		set, proj, home := sec19Disk(t, map[string]string{
			".ssh/config":      "Include conf.d/work\nHost *\n  ServerAliveInterval 30\n",
			".ssh/conf.d/work": "Host db\n\tDynamicForward=1080\n",
		})
		checkTiers(t, set, proj, home, []tierCase{
			{"included DynamicForward", `ssh -fN db` + drop, "held"},
		})
	})
	t.Run("user config globbed include", func(t *testing.T) {
		set, proj, home := sec19Disk(t, map[string]string{
			".ssh/config": "Include ~/.orbstack/ssh/*\n",
		})
		checkTiers(t, set, proj, home, []tierCase{
			{"unread include", `ssh -fN bastion` + drop, "held"},
		})
	})
	t.Run("no forward configured", func(t *testing.T) {
		set, proj, home := sec19Disk(t, map[string]string{
			".ssh/config":              "Host bastion\n  User ops\n  # LocalForward 15432 prod-db:5432\n",
			"code/app/deploy/ssh.conf": "Host bastion\n  User ops\n",
		})
		checkTiers(t, set, proj, home, []tierCase{
			{"plain config", `ssh -fN bastion` + drop, "pass"},
			// A file in the project is the agent's to write: any forward.
			{"-F in the project", `ssh -F deploy/ssh.conf -fN bastion` + drop, "held"},
			{"-F glued", `ssh -Fdeploy/ssh.conf -fN bastion` + drop, "held"},
			{"-F /tmp", `ssh -F /tmp/ssh.conf -fN bastion` + drop, "held"},
			{"-F unreadable", `ssh -F ~/.ssh/missing -fN bastion` + drop, "held"},
		})
	})
	t.Run("no home config", func(t *testing.T) {
		set, proj, home := sec19Disk(t, nil)
		checkTiers(t, set, proj, home, []tierCase{
			{"missing config", `ssh -fN bastion` + drop, "pass"},
		})
	})
}

// TestSec19PythonBuiltinHanded: exec, eval, compile or __import__ put in
// a container, returned by a lambda, chosen by a condition, or reached
// by operator's attrgetter or methodcaller (also under another name)
// and then called runs what it is given; the same shapes with other
// functions, and the builtins named as text, stay green.
func TestSec19PythonBuiltinHanded(t *testing.T) {
	set := leftoversSet(t)
	checkHeldOrGreen(t, set, []heldOrGreen{
		{"container", `python3 -c 'import sys; [exec][0](sys.stdin.read())'`, "held"},
		{"container", `python3 -c 'import sys; {"f": exec}["f"](sys.stdin.read())'`, "held"},
		{"container", `python3 -c 'import sys; next(iter([exec]))(sys.stdin.read())'`, "held"},
		{"container", `python3 -c 'import sys; fs = [print, eval]; fs[1](sys.argv[1])'`, "held"},
		{"container", "python3 -c 'import sys\nrun = {\n  \"go\": exec,\n}\nrun[\"go\"](sys.argv[1])'", "held"},
		{"container", `python3 -c '[__import__][0]("os").system(input())'`, "held"},
		{"lambda", `python3 -c 'import sys; (lambda: exec)()(sys.argv[1])'`, "held"},
		{"generator", `python3 -c 'import sys; next(exec for _ in [0])(sys.argv[1])'`, "held"},
		{"methodcaller with a call", `python3 -c 'import operator, builtins, sys; operator.methodcaller("exec", sys.stdin.read())(builtins)'`, "held"},
		{"attrgetter alias", `python3 -c 'import operator, builtins, sys; g = operator.attrgetter("exec"); g(builtins)(sys.argv[1])'`, "held"},
		{"attrgetter imported as", `python3 -c 'import builtins, sys; from operator import attrgetter as ag; ag("exec")(builtins)(sys.argv[1])'`, "held"},
		{"attrgetter assigned", `python3 -c 'import builtins, sys, operator; ag = operator.attrgetter; ag("eval")(builtins)(sys.argv[1])'`, "held"},
		{"twin", `python3 -c 'import sys; [print][0](sys.argv[1])'`, "green"},
		{"twin", `python3 -c "import re; p = re.compile('a+'); print({'p': p}['p'].findall('aa'))"`, "green"},
		{"twin", `python3 -c "d = {'mode': 'exec', 'eval': 1}; print(d['mode'])"`, "green"},
		{"twin", `python3 -c "from operator import attrgetter as ag; print(sorted([3, 1], key=ag('real')))"`, "green"},
	})
}

// TestSec19AzuriteBesideAccountVariables: the Azure CLI's storage
// commands take the account and key from AZURE_STORAGE_ACCOUNT,
// AZURE_STORAGE_KEY and AZURE_STORAGE_SAS_TOKEN when the connection
// string names none, as UseDevelopmentStorage=true does not: a real
// account there, set for the command, exported or assigned in the
// script, is no emulator.
func TestSec19AzuriteBesideAccountVariables(t *testing.T) {
	del := `az storage container delete -n data --connection-string 'UseDevelopmentStorage=true'`
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"prefix", `AZURE_STORAGE_ACCOUNT=acmeprod AZURE_STORAGE_KEY=abc123== ` + del, "held"},
		{"exported", `export AZURE_STORAGE_ACCOUNT=acmeprod; ` + del, "held"},
		{"assigned", `AZURE_STORAGE_ACCOUNT=acmeprod; ` + del, "held"},
		{"sas", `AZURE_STORAGE_SAS_TOKEN='sv=2022&sig=x' ` + del, "held"},
		{"key alone", `AZURE_STORAGE_KEY=abc123== ` + del, "held"},
		{"computed", `AZURE_STORAGE_ACCOUNT="$ACCT" ` + del, "held"},
		{"emulator", `AZURE_STORAGE_ACCOUNT=devstoreaccount1 ` + del, "pass"},
		{"unset", `AZURE_STORAGE_ACCOUNT= ` + del, "pass"},
		{"none", del, "pass"},
	})
}

// TestSec19UnknownDestinations: a download's, a mount's or an extract's
// destination named by a variable may be anywhere (a start-up file, a
// PATH folder): it is no project folder. A folder the script made with
// mktemp -d, one below a literal folder of the project, $PWD, and a
// computed source stay what they were.
func TestSec19UnknownDestinations(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"dpkg", `dpkg -x pkg.deb "$DEST"`, "held"},
		{"dpkg", `dpkg-deb --extract pkg.deb "${ROOT}/usr"`, "held"},
		{"dpkg", `dpkg -x pkg.deb "$(cat dest.txt)"`, "held"},
		{"rclone", `rclone copy remote:bucket "$DEST"`, "held"},
		{"az", `az storage blob download -c c -n n --file "$F" --connection-string 'UseDevelopmentStorage=true'`, "held"},
		{"tar", `tar -xzf dots.tgz -C "$TARGET"`, "held"},
		{"unzip", `unzip -o kit.zip -d "$INSTALL_DIR"`, "held"},
		{"mount", `rclone mount --read-only remote:bucket "$MNT"`, "held"},
		{"mktemp", `d=$(mktemp -d); dpkg -x pkg.deb "$d" && ls "$d"`, "pass"},
		{"mktemp", `w=$(mktemp -d); tar -xzf dist.tgz -C "$w" && ls "$w"`, "pass"},
		{"literal", `dpkg -x pkg.deb ./out`, "pass"},
		{"literal", `DEST=./out; dpkg -x pkg.deb "$DEST"`, "pass"},
		{"below the project", `rclone copy remote:bucket ./data/"$NAME"`, "pass"},
		{"pwd", `rclone copy remote:bucket "$PWD/data"`, "pass"},
		{"computed source", `dpkg -x "$f" ./out`, "pass"},
	})
}

// TestSec19MountsAndCloudMachines: rclone mount is read-write unless
// --read-only, so a later write or delete in its folder changes the
// remote; a read-only mount covers its folder as a download's
// destination does. vagrant halt, suspend, reload, resume, up and
// provision of a machine a cloud provider runs (named for it, or the
// default provider a cloud one) act on a hosted VM, as aws ec2
// stop-instances does.
func TestSec19MountsAndCloudMachines(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"mount", `rclone mount remote:bucket ./mnt --daemon`, "held"},
		{"mount", `rclone nfsmount remote:bucket ./mnt`, "held"},
		{"mount", `rclone mount remote:bucket /usr/local/bin --read-only --daemon`, "held"},
		{"mount", `rclone mount --read-only remote:bucket .`, "held"},
		{"mount", `rclone mount --read-only remote:bucket ./mnt --daemon`, "pass"},
		{"mount", `rclone mount --read-only remote:bucket /tmp/mnt`, "pass"},
		{"bisync", `rclone bisync remote:bucket ./data`, "held"},
		{"bisync", `rclone bisync remote:bucket ./data --dry-run`, "pass"},
		{"vagrant", `vagrant halt dev-aws`, "held"},
		{"vagrant", `vagrant halt -f web-google`, "held"},
		{"vagrant", `vagrant suspend db-azure`, "held"},
		{"vagrant", `vagrant reload app-digital-ocean`, "held"},
		{"vagrant", `VAGRANT_DEFAULT_PROVIDER=aws vagrant halt`, "held"},
		{"vagrant", `vagrant halt`, "pass"},
		{"vagrant", `vagrant halt dev`, "pass"},
		{"vagrant", `vagrant reload web`, "pass"},
		{"vagrant", `VAGRANT_DEFAULT_PROVIDER=virtualbox vagrant halt`, "pass"},
		{"vagrant", `vagrant status dev-aws`, "pass"},
	})
}
