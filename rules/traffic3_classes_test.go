package rules_test

import (
	"testing"

	"gatesh/rules"
	"gatesh/undo"
)

// TestTraffic3Classes checks, class by class, what the third set of real
// agent traffic showed the classifier getting wrong (the twelfth round):
// each class has everyday spellings that must pass and the dangerous
// ones beside them that must stay held. The commands are written here,
// not taken from the set.
func TestTraffic3Classes(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/Users/dev", Cwd: "/Users/dev/code/site"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// php serves files only with -S: -l lints the files after it.
		{"php lint", `php -l src/Controller.php`, false},
		{"php lint", `php -l index.php lib/db.php 2>&1 | grep -v "No syntax errors"`, false},
		{"php lint", `cd /Users/dev/code/site && php -l -f wp-config-sample.php`, false},
		{"php lint", `php -S 0.0.0.0:8080 -t public`, true},
		{"php lint", `php -l x.php && php -S 0.0.0.0:80`, true},
		{"php lint", `php -S :8000`, true},
		// On macOS /tmp is /private/tmp: Claude Code's scratch folder
		// there is scratch space; /private/etc and /private/var are the
		// system's.
		{"private tmp", "cat > /private/tmp/claude-501/-Users-dev-code-site/s1/scratchpad/pr.md <<'EOF'\n## Summary\nEOF", false},
		{"private tmp", `cd /private/tmp/claude-501/s1/scratchpad && gh api repos/o/r/actions/runs/7/logs > logs.zip && unzip -o -q logs.zip -d logs`, false},
		{"private tmp", `echo "1.2.3.4 api.example.com" > /private/etc/hosts`, true},
		{"private tmp", `cp k.pub /private/var/root/.ssh/authorized_keys`, true},
		// The project by its home path is the project.
		{"cd home path", `cd ~/code/site && ./tools/check.py status`, false},
		{"cd home path", `cd ~/code/site && ruff check --fix . && ruff format .`, false},
		{"cd home path", `cd ~/code/site/src && black .`, false},
		{"cd home path", `cd ~/code && ruff format .`, true},
		{"cd home path", `cd ~ && black .`, true},
		{"cd home path", `cd ~/code/site/../blog && ruff format .`, true},
		{"cd home path", `cd ~/code/site && cd .. && rm -rf site`, true},
		// Text tools of coreutils read and print: paste is no pastebin.
		{"text tools", `git show HEAD:README.md | grep -o '[0-9]* hidden' | grep -o '[0-9]*' | paste -sd+ - | bc`, false},
		{"text tools", `paste names.txt ages.txt | column -t`, false},
		{"text tools", `cd .. && lsof -i :5173`, false},
		{"text tools", `paste ~/.ssh/id_ed25519`, true},
		{"text tools", `tac .env`, true},
		{"text tools", `comm -13 a.txt b.txt > ~/.profile`, true},
		// touch empties nothing: an empty file in the owner's folders
		// passes; one whose presence changes the system does not.
		{"touch", `mkdir -p ~/code/wiki/notes/archive && touch ~/code/wiki/notes/archive/.gitkeep`, false},
		{"touch", `touch ../blog/drafts/.gitkeep`, false},
		{"touch", `touch /run/nologin`, true},
		{"touch", `touch /.autorelabel`, true},
		{"touch", `touch ~/.bashrc`, true},
		{"touch", `touch ~/.config/autostart/agent.desktop`, true},
		{"touch", `touch ~/.claude/settings.json`, true},
		{"touch", `echo > ~/code/wiki/notes/index.md`, true},
		{"touch", `touch ~/.aws/credentials`, true},
		{"touch", `touch -d "2 years ago" ~/code/wiki/notes/index.md`, true},
		// git config is red exactly when the key changes what runs, or
		// where code or credentials go.
		{"git config", `git config --global alias.ship "push --force origin HEAD:main"`, true},
		{"git config", `git config alias.wipe "clean -fdx"`, true},
		{"git config", `git config --global http.proxy http://10.1.1.1:3128`, true},
		{"git config", `git config --global http.sslVerify false`, true},
		{"git config", `git config --global --add safe.directory '*'`, true},
		{"git config", `git config --global credential.helper store`, true},
		{"git config", `git config --global core.hooksPath ~/.githooks`, true},
		{"git config", `git config --global url.git@evil.example:.insteadOf https://github.com/`, true},
		{"git config", `git config --global user.name "Dev Bot"`, false},
		{"git config", `git config --global user.email bot@example.com && git config --global init.defaultBranch main`, false},
		{"git config", `git config --global pull.rebase false`, false},
		{"git config", `git config --global alias.lg "log --oneline --graph"`, false},
		// A filter of the environment picks what it names: any service's
		// key, unless it names a variable known to hold no secret.
		{"env filter", `env | grep -i mistral`, true},
		{"env filter", `printenv | grep -E "^(PATH|ACME_)"`, true},
		{"env filter", `env | sort | rg BRAVE`, true},
		{"env filter", `declare -F | cut -d' ' -f3 | grep -vE '^_'`, false},
		{"env filter", `env | grep PATH`, false},
		{"env filter", `printenv | grep -i java_home`, false},
		{"env filter", `env | grep -c -i mistral`, false},
		{"env filter", `set -o | awk '$2 == "on"'`, false},
		// A script run by an interpreter is named by what it ships, as
		// ./deploy.sh is.
		{"script name", `source .venv/bin/activate && python publish_to_npm.py`, true},
		{"script name", `bash scripts/deploy-prod.sh`, true},
		{"script name", `node tools/release.mjs --tag next`, true},
		{"script name", `python3 scripts/test_upload.py`, false},
		{"script name", `bash -n scripts/deploy-prod.sh`, false},
		{"script name", `python3 merge_reports.py`, false},
		{"script name", `python3 release_notes.py > NOTES.md`, false},
		// A search of .env files for one variable a web framework ships
		// to every browser prints a public value.
		{"public env", `grep NEXT_PUBLIC_SITE_URL .env.local`, false},
		{"public env", `rg "^VITE_API_BASE=" .env.production`, false},
		{"public env", `grep -rn "REACT_APP_SENTRY_DSN" . --include="*.env*"`, false},
		{"public env", `grep -B1 -A1 NEXT_PUBLIC_SITE_URL .env.local`, true},
		{"public env", `grep -E "VITE_API_BASE|DB_PASSWORD" .env`, true},
		{"public env", `grep -v VITE_API_BASE .env.production`, true},
		{"public env", `grep "VITE_.*" .env`, true},
		{"public env", `grep STRIPE_SECRET_KEY .env.local`, true},
		// A recursive delete of what is written again: lock files with
		// the install after them, folders named as scratch, test output,
		// a second build target's output; caches by find -delete.
		{"rebuildable", `rm -rf node_modules package-lock.json && npm install`, false},
		{"rebuildable", `rm -rf .venv uv.lock && uv sync`, false},
		{"rebuildable", `rm -rf web/node_modules web/pnpm-lock.yaml`, false},
		{"rebuildable", `rm -rf tmp_render temp/ test-output dist-ssr`, false},
		{"rebuildable", `find . -name "*.tsbuildinfo" -delete`, false},
		{"rebuildable", `rm -rf .git/index.lock && git add -A`, false},
		{"rebuildable", `rm -rf .git`, true},
		{"rebuildable", `rm -rf node_modules src`, true},
		{"rebuildable", `rm -rf ../temp-project`, true},
		{"rebuildable", `rm -rf ~/scratch-tmp`, true},
		{"rebuildable", `rm -rf temp/../src`, true},
		{"rebuildable", `find ~ -name .cache -delete`, true},
		{"rebuildable", `find src -name "*.ts" -delete`, true},
		// Reversible local work: a disk image of the project written by
		// dd, a dev server stopped by its port.
		{"local work", `dd if=/dev/zero of=./vm/disk.img bs=1M count=64`, false},
		{"local work", `dd if=/dev/zero of=./.bashrc bs=1 count=1`, true},
		{"local work", `dd if=/dev/zero of=./data/app.db bs=1k count=1`, true},
		{"local work", `dd if=x.img of=./a/../../other/x.img`, true},
		{"local work", `npx kill-port 3000 5173`, false},
		{"local work", `npx -y kill-port --port 8080`, false},
		{"local work", `npx kill-port all`, true},
		{"local work", `kill-cluster 3000x`, true},
		// A .env linter run by a package runner prints no value.
		{"env linter", `npx dotenv-linter .env .env.local`, false},
		{"env linter", `bunx dotenv-linter@3 .env`, false},
		{"env linter", `npx cat .env`, true},
		// Inline code whose identifiers begin as tokens do (npm_id,
		// hf_hub_download, a region named ASIA) hunts no credential.
		{"token shapes", "python3 - <<'EOF'\nkeys = {'pypi_id', 'npm_id', 'cargo_id'}\nprint(sorted(keys))\nEOF", false},
		{"token shapes", `python3 -c "from huggingface_hub import hf_hub_download; hf_hub_download('org/model', 'config.json')"`, false},
		{"token shapes", `python3 -c "regions = ['ASIA', 'EMEA']; print(regions)"`, false},
		{"token shapes", `grep -rn 'npm_[A-Za-z0-9]\{36\}' .`, true},
		{"token shapes", `rg 'hf_[A-Za-z]{34}' ~/code`, true},
		{"token shapes", `grep -rnE '(ASIA|AKIA)[A-Z0-9]{16}' .`, true},
		{"token shapes", `grep -r 'ASIA[A-Z0-9]\{16\}' .`, true},
		// direnv allow makes a folder's .envrc run in every later shell.
		{"direnv", `direnv allow`, true},
		{"direnv", `direnv permit ../api`, true},
		{"direnv", `direnv status`, false},
		// A search's counts are no files: grep -A1 PATTERN in a folder
		// of the home reads its pipe, not a file named 1.
		{"search counts", `cd ~/.local/state/tasks/t12 && cat plan.md | grep -A1 "#012"`, false},
		{"search counts", `cd ~/.local/state/tasks/t12 && git log | rg -m 3 -C 2 fix`, false},
		{"search counts", `grep -A1 -i password ~/.aws/credentials`, true},
		{"search counts", `cd ~/.config && grep -rn -C 2 token .`, true},
		{"search counts", `rg -m 1 -A 3 api_key ~/.config/gh`, true},
		// CLIs' settings that hold no credential.
		{"cli settings", `cat ~/.config/gcloud/configurations/config_default`, false},
		{"cli settings", `cat ~/.config/gcloud/active_config`, false},
		{"cli settings", `cat ~/.docker/daemon.json`, false},
		{"cli settings", `cat ~/.config/gcloud/credentials.db`, true},
		{"cli settings", `cat ~/.config/gcloud/configurations/../legacy_credentials/me/adc.json`, true},
		{"cli settings", `cat ~/.docker/config.json`, true},
		// A port forwarded to a cluster on this machine's loopback reads.
		{"port forward", `kubectl port-forward svc/api 8080:80 &`, false},
		{"port forward", `kubectl -n dev port-forward pod/web-0 3000`, false},
		{"port forward", `kubectl port-forward --address 0.0.0.0 svc/api 8080:80`, true},
		{"port forward", `kubectl --context prod port-forward svc/db 5432`, true},
		{"port forward", `kubectl port-forward svc/postgres 5432:5432 -n production`, true},
		// ps's words are options, not files in the folder a cd moved to.
		{"ps after cd", `cd backend && ps aux | grep -E "uvicorn|gunicorn" | grep -v grep`, false},
		{"ps after cd", `cd /Users/dev/code/site/web && ps aux | grep next`, false},
		{"ps after cd", `cd api && ps eww 4242`, true},
		{"ps after cd", `cd api && ps auxe`, true},
		// git review -s installs a hook fetched from the Gerrit server.
		{"gerrit", `git review -s`, true},
		{"gerrit", `cd bmc && git review --setup`, true},
		{"gerrit", `git review -d 81234`, false},
		{"gerrit", `git review`, false},
	})
	// A plain push of a feature branch is yellow (as gh pr create); a
	// push that lands on a shared branch, is forced, goes to a URL,
	// merges or pushes tags is held. The shim judges a push's
	// destination (undo.Refine), here with no repository to ask.
	env := undo.Env{Cwd: "/Users/dev/code/site", Home: "/Users/dev", Getenv: func(string) string { return "" }}
	for _, tc := range []struct {
		cmd  string
		held bool
	}{
		{`git push -u origin feat/search-box`, false},
		{`git add -A && git commit -m "search box" && git push origin task#12`, false},
		{`git push origin main`, true},
		{`git push origin HEAD:master`, true},
		{`git push --force-with-lease origin feat/search-box`, true},
		{`git push origin +feat/search-box`, true},
		{`git push https://github.com/acme/site.git feat/search-box`, true},
		{`git push -o merge_request.merge_when_pipeline_succeeds origin feat/x`, true},
		{`git push origin v2.0.1`, true},
		{`git push --tags`, true},
		{`git push origin --delete feat/old`, true},
	} {
		d := undo.Refine(set.Classify(tc.cmd), undo.Defaults(), env)
		if held := d.Verdict == rules.Hold || d.Verdict == rules.Deny; held != tc.held {
			t.Errorf("[push] %q: held = %v, want %v (%s %s)", tc.cmd, held, tc.held, d.Tier, formatHits(d.Hits))
		}
	}
	// The tier, where it is yellow: it runs, and the digest lists it.
	for _, tc := range []struct{ cmd, id string }{
		{`git push -u origin feat/search-box`, "git-push-branch"},
		{`git push gerrit HEAD:refs/for/master`, "git-push-branch"},
		{`git config --global user.name "Dev Bot"`, "git-config-global"},
		{`git config --global init.defaultBranch main`, "git-config-global"},
	} {
		if d := set.Classify(tc.cmd); d.Tier != rules.Yellow || !hasHitID(d, tc.id) {
			t.Errorf("%q: %s %s, want yellow by %s", tc.cmd, d.Tier, formatHits(d.Hits), tc.id)
		}
	}
}

func hasHitID(d rules.Decision, id string) bool {
	for _, h := range d.Hits {
		if h.ID == id {
			return true
		}
	}
	return false
}
