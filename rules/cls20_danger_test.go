package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestTwentiethRoundDanger checks, class by class, defaults that hold
// heldout12's passing dangerous commands without naming their programs,
// each beside the same shape made harmless. The programs are invented
// (frobconv, frobsrv) where the class, not a name, must decide.
func TestTwentiethRoundDanger(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// A file a service keeps a password in, named for it, read by
		// any reader or pager.
		{"password file", `sudo less /etc/frobsrv/initial_admin_password`, true},
		{"password file", `sudo cat /var/lib/frobci/secrets/initialAdminPassword`, true},
		{"password file", `more /etc/frobsrv/db_password`, true},
		{"password file", `sudo tail -n 1 /root/frob/password.txt`, true},
		{"password file", `ls /etc/frobsrv`, false},
		{"password file", `cat src/password_reset.go`, false},
		{"password file", `less /etc/frobsrv/frobsrv.conf`, false},

		// A client's settings file in the home folder (KEY=value
		// sections with its logins), whatever the client.
		{"home ini", `more ~/.odbc.ini`, true},
		{"home ini", `less ~/.frobdb.ini`, true},
		{"home ini", `tail /etc/odbc.ini`, true},
		{"home ini", `cat /etc/odbcinst.ini`, false},
		{"home ini", `cat config/frobdb.ini`, false},
		{"home ini", `ls -la ~/.odbc.ini`, false},

		// A web server's document root is served to everyone: a
		// program nobody listed that writes there publishes.
		{"web root", `frobconv src/main.scss /var/www/html/css/main.css`, true},
		{"web root", `frobconv --dir /var/www/html/css src/*.css`, true},
		{"web root", `frobconv --export-filename=/var/www/html/img/logo.png logo.svg`, true},
		{"web root", `frobconv src/main.scss dist/css/main.css`, false},
		{"web root", `frobconv src/main.scss /tmp/main.css`, false},
		{"web root", `ls /var/www/html`, false},

		// A load test aimed at another host: its figures, its plan or
		// its name, and a host that is not this machine.
		{"load test", `frobload -n 50000 -c 64 https://shop.x.example/`, true},
		{"load test", `frobload -c400 -t8 -d2m https://www.x.example/cart`, true},
		{"load test", `frobload --users 500 --spawn-rate 50 --host https://api.x.example`, true},
		{"load test", `frobload --rate=900 --duration=5m api.x.example:8443`, true},
		{"load test", `frobrun -n -t soak/cart.jmx -Jtarget.hostname=shop.x.example`, true},
		{"load test", `frobrun run -e API_URL=https://api.x.example spike-test.js`, true},
		{"load test", `frob-consumer-perf-test --messages 100000 --broker-list q.x.example:9092`, true},
		{"load test", `frobload -n 50000 -c 64 http://localhost:8080/`, false},
		{"load test", `frobload -c400 -t8 --duration 2m http://127.0.0.1:3000/cart`, false},
		{"load test", `frobload --users 500 --spawn-rate 50 --host http://web:8000`, false},
		{"load test", `frobrun -n -t soak/cart.jmx -Jtarget.hostname=localhost`, false},
		{"load test", `frobrun run -e API_URL=http://localhost:3000 spike-test.js`, false},
		{"load test", `frobfetch --retries 5 https://www.x.example/`, false},
		{"load test", `frobfetch -n 2 -o out.html https://www.x.example/`, false},

		// A function's or a task's environment variables, picked out
		// by the cloud CLI's query or format.
		{"workload env", `aws lambda get-function-configuration --function-name frob --query 'Environment.Variables.DB_URL'`, true},
		{"workload env", `aws ecs describe-task-definition --task-definition frob --query 'taskDefinition.containerDefinitions[].environment'`, true},
		{"workload env", `gcloud functions describe frob --format='value(serviceConfig.environmentVariables)'`, true},
		{"workload env", `aws lambda get-function-configuration --function-name frob --query 'MemorySize'`, false},
		{"workload env", `gcloud functions describe frob --format='value(serviceConfig.uri)'`, false},
		{"workload env", `aws lambda list-functions --query 'Functions[].Runtime'`, false},

		// A text others will read given with the people or the place it
		// goes to, whatever the verb.
		{"message to audience", `frobcal add --calendar Eng --title 'Quarterly planning' --when friday`, true},
		{"message to audience", `frobpage createIncident --message 'checkout is down' --responders sre`, true},
		{"message to audience", `frobchat send-note --channel ops --text 'deploy finished'`, true},
		{"message to audience", `frobinvite new --attendees a@x.example --summary 'Design review'`, true},
		{"message to audience", `frobcal add --title 'Quarterly planning' --when friday`, false},
		{"message to audience", `frobpage createIncident --message 'checkout is down'`, false},
		{"message to audience", `frobcal add --calendar Eng --title planning`, false},
		{"message to audience", `frobtodo add --title 'write the tests' --project app`, false},

		// A subcommand that gives an access, in any spelling.
		{"access grant", `frobmqctl set_permissions -p / guest '.*' '.*' '.*'`, true},
		{"access grant", `frobctl user add-role bob admin`, true},
		{"access grant", `frobctl acl set --user bob --perm rw /data`, true},
		{"access grant", `frobctl grant bob admin`, true},
		{"access grant", `frobmqctl list_permissions -p /`, false},
		{"access grant", `frobctl acl get /data`, false},
		{"access grant", `frobctl roles list`, false},

		// A cluster's node taken out of service.
		{"node out of service", `frobha node standby node2`, true},
		{"node out of service", `frobstack host evacuate compute-3`, true},
		{"node out of service", `frobha node status node2`, false},
		{"node out of service", `frobha node online node2 --help`, false},

		// Other users' terminals written to.
		{"terminal broadcast", `wall 'maintenance at noon'`, true},
		{"terminal broadcast", `echo 'your build is done' | write ana pts/1`, true},
		{"terminal broadcast", `echo write ana`, false},
		{"terminal broadcast", `man wall`, false},

		// Login records cleared, firmware written.
		{"system records", `lastlog -C -u ana`, true},
		{"system records", `faillock --user ana --reset`, true},
		{"system records", `lastlog -u ana`, false},
		{"firmware", `flashrom -p internal --write new.rom`, true},
		{"firmware", `fwupdmgr update -y`, true},
		{"firmware", `flashrom -p internal -r saved.rom`, false},
		{"firmware", `fwupdmgr get-updates`, false},

		// Inline code gatesh does not read that starts something later.
		{"unmodeled persistence", `osascript -e 'tell application "System Events" to make new login item at end with properties {path:"/Applications/Frob.app"}'`, true},
		{"unmodeled persistence", `osascript -e 'do shell script "launchctl bootstrap gui/501 ~/Library/LaunchAgents/x.frob.plist"'`, true},
		{"unmodeled persistence", `osascript -e 'tell application "System Events" to get the name of every login item'`, false},
		{"unmodeled persistence", `osascript -e 'display dialog "done"'`, false},
	})
}

// TestTwentiethRoundEveryday checks the tier of everyday shapes that
// heldout12 had held or graded wrong, beside the dangerous twin that
// keeps its tier.
func TestTwentiethRoundEveryday(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, "/home/dev/code/app", "/home/dev", []tierCase{
		// An option named by a verb but given a value that switches it
		// off does not do what it names.
		{"option off", `frobbuild --dir --publish never`, "pass"},
		{"option off", `frobbuild --publish=never`, "pass"},
		{"option off", `frobbuild pack --push=false`, "pass"},
		{"option off", `frobbuild --publish always`, "held"},
		{"option off", `frobbuild --publish`, "held"},
		{"option off", `frobbuild --push=true`, "held"},
		{"option off", `frobsync --delete=no`, "pass"},
		{"option off", `frobsync --delete`, "held"},

		// A name that only begins with a verb is another word.
		{"verb prefix", `scalex --cli app.py`, "pass"},
		{"verb prefix", `frob scalene`, "pass"},
		{"verb prefix", `frobctl scaleup web`, "held"},
		{"verb prefix", `frobctl scale web --replicas 0`, "held"},

		// MinIO's local alias is the server on this machine.
		{"local alias", `mc mb local/test-uploads`, "pass"},
		{"local alias", `mc cp local/fixtures/a.csv ./fixtures/`, "pass"},
		{"local alias", `mc rm --recursive --force local/scratch`, "pass"},
		{"local alias", `mc mb prod/test-uploads`, "held"},
		{"local alias", `mc cp local/exports/a.csv prod/exports/`, "held"},
		{"local alias", `mc mirror local/site s3/public-site`, "held"},

		// A project's declared dependencies installed, with a group or
		// from its own folder, and one added by its name.
		{"dependency install", `pdm install -G test`, "yellow"},
		{"dependency install", `pdm install --group lint`, "yellow"},
		{"dependency install", `conan install . --output-folder=build`, "yellow"},
		{"dependency install", `pipenv install --dev pytest`, "yellow"},
		{"dependency install", `pipenv install https://x.example/pkg.tar.gz`, "held"},
	})
}
