package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestSixteenthRoundDanger checks, class by class, the senders issue 32's
// sixteenth round holds, each beside everyday spellings of the same
// shape that must keep passing. The commands are made up for the class
// from the tools' documentation (other programs, hosts and options than
// any set's where the class allows), not taken from a held-out set.
func TestSixteenthRoundDanger(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// Wrappers that run the command they are handed: the inner
		// command is judged.
		{"wrapper", `sshpass -e rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper", `sshpass -p "$PW" rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper", `gtimeout 60 rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper", `nocache rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper", `dtach -n /tmp/up.sock rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper", `abduco -n up rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper", `sem -j 2 'rsync -a out/ ops@app2.x.example:/var/www/out/'`, true},
		{"wrapper", `xpanes -c 'ssh {} sudo reboot' app1 app2`, true},
		{"wrapper", `tmux-xpanes -c 'rsync -a out/ {}:/var/www/out/' app1.x.example app2.x.example`, true},
		{"wrapper", `xpanes -e 'ssh app1 uptime' 'ssh app2 uptime'`, true},
		{"wrapper", `sshpass -p "$PW" ssh -V`, false},
		{"wrapper kin", `cpulimit -l 20 rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper kin", `run-one rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper kin", `lckdo /tmp/l rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper kin", `env-cmd -f .env.test rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper kin", `sops exec-env secrets.enc.json 'rsync -a out/ ops@app2.x.example:/var/www/out/'`, true},
		{"wrapper kin", `wsl -e rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper kin", `limactl shell default rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper kin", `crictl exec -it c1 rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper kin", `vagrant ssh -c 'rsync -a out/ ops@app2.x.example:/var/www/out/'`, true},
		{"wrapper kin", `sbatch --wrap 'rsync -a out/ ops@app2.x.example:/var/www/out/'`, true},
		{"wrapper kin", `bsub -q short rsync -a out/ ops@app2.x.example:/var/www/out/`, true},
		{"wrapper kin", `cpulimit -l 20 make`, false},
		{"wrapper kin", `env-cmd -f .env.test jest`, false},
		{"wrapper kin", `sops exec-env secrets.enc.json 'npm test'`, false},
		{"wrapper kin", `wsl --list --verbose`, false},
		{"wrapper kin", `limactl shell default uname -a`, false},
		{"wrapper kin", `vagrant ssh -c 'ls -la'`, false},
		{"wrapper kin", `sbatch --wrap 'python train.py'`, false},
		{"wrapper", `gtimeout 60 go test ./...`, false},
		{"wrapper", `nocache cp big.iso build/`, false},
		{"wrapper", `sem -j 2 'make -C sub test'`, false},
		{"wrapper", `xpanes -c 'tail -f {}' logs/a.log logs/b.log`, false},
		{"wrapper", `dtach -n /tmp/dev.sock npm run dev`, false},
		// A producer's verb (pub, produce, producer, emit, enqueue) of a
		// program nobody listed, on a broker that is not this machine.
		{"broker verb", `mqcli pub -h mq.x.example -t alerts/all -m down`, true},
		{"broker verb", `qtool producer --broker events.x.example:9092 --topic orders`, true},
		{"broker verb", `jobq enqueue --host redis.x.example reports.build`, true},
		{"broker verb", `mqcli pub -h localhost -t alerts/all -m down`, false},
		{"broker verb", `mqcli sub -h mq.x.example -t alerts/all`, false},
		{"broker verb", `mqcli simulate -sc tesla -h mq.x.example`, true},
		{"broker verb", `flutter pub get`, false},
		{"broker verb", `dart pub outdated`, false},
		// A broker's, relay's or socket server's own URL scheme on
		// another host, with a verb not known to only read.
		{"broker url", `relaytool note wss://nostr.x.example 'hello'`, true},
		{"broker url", `mqcli --url mqtts://mq.x.example:8883 -t a -m b`, true},
		{"broker url", `relaytool note --relay=wss://nostr.x.example hello`, true},
		{"broker url", `relaytool note ws://localhost:7000 hello`, false},
		{"broker url", `relaytool list wss://nostr.x.example`, false},
		// A client nobody listed with a remote server and a statement
		// that writes.
		{"remote statement", `streamsql https://ksql.x.example:8088 -e "DELETE FROM orders WHERE id = 1;"`, true},
		{"remote statement", `streamsql https://ksql.x.example:8088 -e "TERMINATE q1;"`, true},
		{"remote statement", `streamsql https://ksql.x.example:8088 -e "SELECT * FROM orders EMIT CHANGES LIMIT 5;"`, false},
		{"remote statement", `streamsql http://localhost:8088 -e "DROP TABLE t;"`, true},
		// A package registry's retire, deprecate, yank and owner
		// changes, whatever the tool.
		{"registry", `mix hex.retire acme 0.9.0 deprecated`, true},
		{"registry", `mix hex.owner remove acme alice@x.example`, true},
		{"registry", `mix hex.owner transfer acme bob@x.example`, true},
		{"registry", `ovsx unpublish acme.acme-inspect`, true},
		{"registry", `pkgx deprecate lib@1 'use lib2'`, true},
		{"registry", `rebar3 hex retire acme 0.9.0 security`, true},
		{"registry", `pod trunk add-owner Acme carol@x.example`, true},
		{"registry", `yarn npm tag add acme@2.0.0 next`, true},
		{"registry", `yarn npm tag list acme`, false},
		{"registry", `pod trunk info Acme`, false},
		{"registry", `mix hex.owner list acme`, false},
		{"registry", `mix hex.build`, false},
		{"registry", `ovsx get acme.acme-theme`, false},
		// A dotted operand after an outward verb is no read verb.
		{"dotted operand", `acmectl deploy web.status-page`, true},
		{"dotted operand", `acmectl status web.status-page`, false},
		// A git extension's push, publish or send; git ftp; Radicle.
		{"git extension", `git appraise push`, true},
		{"git extension", `git bug push upstream`, true},
		{"git extension", `git ftp push -u deploy sftp://web.x.example/www`, true},
		{"git extension", `git ftp catchup`, true},
		{"git extension", `git push rad main`, true},
		{"git extension", `git bug bridge push`, true},
		{"git extension", `git stash push -m wip`, false},
		{"git extension", `git bug pull upstream`, false},
		{"git extension", `git ftp log`, false},
		{"git extension", `git push origin feat/x`, false},
		// A forge's own CLI: python-gitlab, Radicle; an issue opened.
		{"forge", `gitlab project-note create --project-id 7 --body hi`, true},
		{"forge", `rad issue open --title 'flaky test'`, true},
		{"forge", `rad patch comment 9f1e --message lgtm`, true},
		{"forge", `forgecli issue open 'crash on start'`, true},
		{"forge", `hut todo ticket create -t ~acme/tracker`, true},
		{"forge", `hut todo ticket list -t ~acme/tracker`, false},
		{"forge", `gitlab project-issue list --project-id 7`, false},
		{"forge", `rad issue list`, false},
		{"forge", `rad patch show 9f1e`, false},
		// A builder told to build into an image on a registry.
		{"image target", `jib build --target=registry.x.example/api:2`, true},
		{"image target", `jib build --target=docker://api:dev`, false},
		{"image target", `jib build --target=tar://api.tar`, false},
		{"image push", `buildctl build --frontend dockerfile.v0 --local context=. --output type=image,name=registry.x.example/api,push=true`, true},
		{"image push", `werf build --repo registry.x.example/api`, true},
		{"image push", `skaffold build -d registry.x.example`, true},
		{"image push", `bazel run //images:api_push`, true},
		{"image push", `buildctl build --frontend dockerfile.v0 --local context=. --output type=oci,dest=api.tar`, false},
		{"image push", `werf build`, false},
		{"image push", `bazel run //cmd/api`, false},
		{"image push", `bazel build //images:api_push`, false},
		// Over-the-air patches and store uploads.
		{"ota", `shorebird patch ios --release-version 2.0.0+3`, true},
		{"ota", `eas update --branch main --message fix`, true},
		{"ota", `eas channel:edit production --branch hotfix`, true},
		{"ota", `eas update:list`, false},
		{"ota", `shorebird doctor`, false},
		{"ota", `eas build --platform ios`, false},
		{"store", `fastlane supply --track beta --apk app.apk`, true},
		{"store", `fastlane pilot distribute`, true},
		{"store", `fastlane supply init`, false},
		{"store", `fastlane pilot list`, false},
		// Fleet runners, remote flashing.
		{"fleet", `st2 run core.remote_sudo hosts=db1 cmd=reboot`, true},
		{"fleet", `rd adhoc -p ops -- uptime`, true},
		{"fleet", `st2 action list --pack=core`, false},
		{"fleet", `pyinfra hosts.py tasks/upgrade.py`, true},
		{"fleet", `pyinfra hosts.py tasks/upgrade.py --dry`, false},
		{"fleet", `tsh ssh ops@db2 systemctl stop postgresql`, true},
		{"fleet", `tsh ssh ops@db2 uptime`, false},
		{"store", `steamcmd +login ci +run_app_build build/app.vdf +quit`, true},
		{"store", `steamcmd +login anonymous +app_update 90 +quit`, false},
		{"flash", `particle flash --cloud lobby-3 tinker`, true},
		{"flash", `particle flash lobby-3 tinker`, true},
		{"flash", `particle flash --usb tinker.bin`, false},
		// Pastes, drops and uploads by option or by name.
		{"paste", `wgetpaste -s bpaste notes.txt`, true},
		{"paste", `dumbpipe connect TICKET < dump.sql`, true},
		{"paste", `tdl up -p ./report.pdf -c team`, true},
		{"paste", `tdl dl -u https://t.me/x/1`, false},
		{"paste", `pbpaste`, false},
		{"drop", `ffsend ./exports/customers.csv`, true},
		{"drop", `qrcp ./exports/customers.csv`, true},
		{"drop", `ffsend history`, false},
		{"drop", `qrcp receive --output ./in`, false},
		{"paste", `wl-paste`, false},
		{"paste", `pastel list`, false},
		{"paste", `dpaste < build.log`, true},
		{"paste", `nopaste build.log`, true},
		{"paste", `privatebin create --file build.log`, true},
		{"upload option", `clouddrive --sync --upload-only docs`, true},
		{"upload option", `clouddrive --sync --download-only docs`, false},
		{"uploader name", `vimeouploader -file talk.mp4 -privacy anybody`, true},
		{"uploader name", `vimeouploader --help`, false},
		// A mail server's own sender.
		{"mta", `exim4 -t < notice.eml`, true},
		{"mta", `exim -bp`, false},
	})
}
