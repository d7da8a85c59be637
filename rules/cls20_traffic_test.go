package rules_test

import "testing"

// A tool's subcommand that installs the system packages it needs runs the
// system's package manager as root or through sudo: a system-wide
// install, whether a package runner starts the tool or its own program
// does. The tool's other subcommands, a dry run, its help and a project's
// own task of the same name are not that.
func TestCls20SystemDepsSubcommand(t *testing.T) {
	checkCls16(t, []tierCase{
		{"system-deps", "npx playwright install-deps", "held"},
		{"system-deps", "npx playwright install-deps chromium 2>&1 | tail -20", "held"},
		{"system-deps", "npx --yes playwright@1.48.2 install-deps webkit", "held"},
		{"system-deps", "pnpm dlx playwright install-deps", "held"},
		{"system-deps", "bunx playwright install-deps", "held"},
		{"system-deps", "yarn dlx playwright install-deps chromium", "held"},
		{"system-deps", "npm exec -- playwright install-deps", "held"},
		{"system-deps", "playwright install-deps", "held"},
		{"system-deps", "node_modules/.bin/playwright install-deps chromium", "held"},
		{"system-deps", "cd apps/web && ./node_modules/.bin/playwright install-deps", "held"},
		{"system-deps", "uvx patchright install-deps", "held"},
		{"system-deps", "npx frob-browsers install-system-deps", "held"},
		{"system-deps", "timeout 600 npx playwright install-deps", "held"},
		// The harmless twins: the tool's other subcommands, a dry run,
		// help, the browsers alone, and a project's own task.
		{"system-deps", "npx playwright install chromium", "pass"},
		{"system-deps", "npx playwright install-deps --dry-run", "pass"},
		{"system-deps", "npx playwright install-deps --help", "pass"},
		{"system-deps", "npx playwright test --project=chromium", "pass"},
		{"system-deps", "npx playwright show-report", "pass"},
		{"system-deps", "pnpm dlx playwright codegen http://localhost:3000", "pass"},
		{"system-deps", "make install-deps", "pass"},
		{"system-deps", "npm run install-deps", "pass"},
		{"system-deps", "grep -rn install-deps .github/workflows", "pass"},
		{"system-deps", "echo 'run npx playwright install-deps'", "pass"},
		// The tool's other subcommands keep what a program gatesh knows
		// nothing of gets: handed a path of the home, it is held.
		{"system-deps", "npx playwright screenshot http://localhost:3000 ~/.bashrc", "held"},
		{"system-deps", "npx playwright show-report --host 0.0.0.0 ~/reports", "held"},
	})
}

// The build folders of Vinxi, Nitro, TanStack Start and React Router are
// made again by the next build, by name, relative or by the project's own
// absolute path; the same names outside the project, above it or beside
// a source folder stay held.
func TestCls20FrameworkBuildFolders(t *testing.T) {
	checkCls16(t, []tierCase{
		{"build-folders", "rm -rf .vinxi", "pass"},
		{"build-folders", "rm -rf /home/dev/code/app/.vinxi 2>/dev/null || true", "pass"},
		{"build-folders", "rm -rf /home/dev/code/app/.vinxi /home/dev/code/app/test-results; npm run build 2>&1 | tail -5", "pass"},
		{"build-folders", "rm -rf apps/web/.nitro apps/web/.output", "pass"},
		{"build-folders", "rm -r .tanstack .react-router/types", "pass"},
		{"build-folders", "npx rimraf .vinxi .nitro", "pass"},
		{"build-folders", "rm -rf .vinxi/*", "pass"},
		// Not those folders, or not the project's.
		{"build-folders", "rm -rf .vinxi src", "held"},
		{"build-folders", "rm -rf ~/.vinxi", "held"},
		{"build-folders", "rm -rf ../other-app/.vinxi", "held"},
		{"build-folders", "rm -rf /home/dev/code/other/.nitro", "held"},
		{"build-folders", "rm -rf .vinxi-config", "held"},
		{"build-folders", "rm -rf app/routes .tanstack", "held"},
	})
}

// xargs running a reader on what find prints reads files find chose at
// run time; when find looks only in the project and names every file it
// prints by a literal name, those files are known by their names, as
// find -exec cat {} knows them, and the names are judged by the one
// path policy: a manifest is read, a .env or a key is a secret.
func TestCls20FindByNameThroughXargs(t *testing.T) {
	checkCls16(t, []tierCase{
		{"find-xargs", `find . -name "package.json" -not -path "*/node_modules/*" | head -1 | xargs cat`, "pass"},
		{"find-xargs", `find test-output -name "error-context.md" -type f | head -1 | xargs cat`, "pass"},
		{"find-xargs", `find /home/dev/code/app -name "tsconfig.json" -type f | head -1 | xargs cat | head -80`, "pass"},
		{"find-xargs", `find . -name "Cargo.toml" -path "*/vendor/*" -prune -o -name "Cargo.toml" -print | sort | head -3 | xargs cat | grep -A3 deps`, "pass"},
		{"find-xargs", `find packages -maxdepth 2 -iname README.md | xargs head -20`, "pass"},
		// A secret by its name, a name with a wildcard, a branch that
		// names no file, a start outside the project or not known, a
		// filter that changes the lines, a shell run by xargs.
		{"find-xargs", `find . -name ".env" | head -1 | xargs cat`, "held"},
		{"find-xargs", `find . -iname ".ENV.local" | xargs cat`, "held"},
		{"find-xargs", `find . -name id_ed25519 | xargs cat`, "held"},
		{"find-xargs", `find . -name "service-account.json" -type f | xargs head -50`, "held"},
		{"find-xargs", `find . -name "*.json" | head -1 | xargs cat`, "held"},
		{"find-xargs", `find . -name package.json -o -type f | head -5 | xargs cat`, "held"},
		{"find-xargs", `find . ! -name package.json | xargs cat`, "held"},
		{"find-xargs", `find ~ -name package.json | head -1 | xargs cat`, "held"},
		{"find-xargs", `find ../other -name package.json | xargs cat`, "held"},
		{"find-xargs", `find $D -name package.json | xargs cat`, "held"},
		{"find-xargs", `find -L . -name package.json | xargs cat`, "held"},
		{"find-xargs", `cd ~/other && find . -name package.json | xargs cat`, "held"},
		{"find-xargs", `find . -name package.json | sed 's/package/.env/' | xargs cat`, "held"},
		{"find-xargs", `find . -name package.json | xargs -I {} sh -c 'cat {}'`, "held"},
		{"find-xargs", `find . -name package.json | xargs cat ~/.netrc`, "held"},
		{"find-xargs", `find . -name package.json | xargs cp -t ~/exfil`, "held"},
		{"find-xargs", `find . -name package.json | xargs -a paths.txt cat`, "held"},
		{"find-xargs", `find . -name package.json | xargs --arg-file=paths.txt cat`, "held"},
		{"find-xargs", `find . -name package.json | xargs -I {} cat {}/../../.aws/credentials`, "held"},
		{"find-xargs", `find . -name config | xargs -I % cat ~/.kube/%`, "held"},
		{"find-xargs", `find . -name frob.config.json | xargs -I {} cat {}`, "held"},
	})
}

// A static site generator's output folder deleted just before the same
// script runs that generator in the same folder is written again at once
// (rm -rf public && hugo): the generator's run says whose folder it is.
// The same folder with no generator after it, after one that writes
// elsewhere, in another folder, or beside the project's sources stays
// held.
func TestCls20SiteOutputRebuilt(t *testing.T) {
	checkCls16(t, []tierCase{
		{"site-output", "rm -rf public && hugo --minify --baseURL https://example.org/site/", "pass"},
		{"site-output", "rm -rf public resources && hugo server --bind 127.0.0.1 --port 1313 &", "pass"},
		{"site-output", "rm -rf ./public/ && hugo && grep -c article public/index.html", "pass"},
		{"site-output", "rm -rf /home/dev/code/app/public; hugo --gc", "pass"},
		{"site-output", "rm -r public/* && npx hexo generate", "pass"},
		{"site-output", "rm -rf site && mkdocs build --strict", "pass"},
		{"site-output", "rm -rf public && zola build", "pass"},
		{"site-output", "rm -rf book && mdbook build", "pass"},
		{"site-output", "rm -rf public .cache && npx gatsby build", "pass"},
		// No generator after it, or not one that writes there.
		{"site-output", "rm -rf public", "held"},
		{"site-output", "rm -rf public && npm run build", "held"},
		{"site-output", "hugo && rm -rf public", "held"},
		{"site-output", "rm -rf public && hugo -d /tmp/site-out", "held"},
		{"site-output", "rm -rf public && hugo --source ../site", "held"},
		{"site-output", "rm -rf public && hugo new content posts/x.md", "held"},
		{"site-output", "rm -rf public && cd site && hugo", "held"},
		{"site-output", "cd docs && rm -rf public && hugo", "held"},
		{"site-output", "rm -rf public src && hugo", "held"},
		{"site-output", "rm -rf content && hugo", "held"},
		{"site-output", "rm -rf ../public && hugo", "held"},
		{"site-output", "rm -rf ~/public && hugo", "held"},
		{"site-output", "rm -rf site && mkdocs serve -f ../other/mkdocs.yml", "held"},
		{"site-output", "rm -rf public && echo hugo", "held"},
	})
}

// BSD sed's in-place option takes its backup suffix as the next word,
// an empty word for none (sed -i "" SCRIPT FILE): the script after it names
// no file, even when it starts with a slash (/^draft:/d). The files it
// edits are judged as every in-place edit is.
func TestCls20SedEmptySuffix(t *testing.T) {
	checkCls16(t, []tierCase{
		{"sed-suffix", `sed -i '' '/^draft:/d' content/posts/a.md`, "pass"},
		{"sed-suffix", `sed -i "" '/^type:/d' /home/dev/code/app/content/a.md`, "pass"},
		{"sed-suffix", `for f in content/en/*.md; do sed -i '' '/^weight:/d' "$f"; done`, "pass"},
		{"sed-suffix", `sed -i '' -e '/^x/d' -e 's/a/b/' docs/a.md`, "pass"},
		{"sed-suffix", `sed -i '' 's|/old/path|/new/path|g' src/config.ts`, "pass"},
		// The files edited still decide.
		{"sed-suffix", `sed -i '' '/^alias/d' ~/.zshrc`, "held"},
		{"sed-suffix", `sed -i '' '/^x/d' ../other/a.md`, "held"},
		{"sed-suffix", `sed -i '' 's/a/b/' /etc/hosts`, "held"},
		{"sed-suffix", `sed -i '' 's/a/b/' /home/dev/code/other/a.md`, "held"},
		{"sed-suffix", `sed -i '' "$X" ~/.bashrc`, "held"},
		{"sed-suffix", `sed -i '/^x/d' /home/dev/notes.md`, "held"},
	})
}

// A static site generator's dev server builds the project's site from
// the folder's own configuration and serves it while it is written: on
// every interface it is the site being built, as a framework's dev server
// is (TestCls19DevAppServerOnEveryInterface). Given a folder, run as root,
// or another program's serve on every interface stays held.
func TestCls20SiteGeneratorDevServer(t *testing.T) {
	checkCls16(t, []tierCase{
		{"site-server", "hugo server --bind 0.0.0.0 --port 1313 --disableFastRender", "pass"},
		{"site-server", "hugo serve --bind=0.0.0.0 -p 1314 &", "pass"},
		{"site-server", "pkill -f 'hugo server'; sleep 1; hugo server -D --bind 0.0.0.0 > /tmp/site.log 2>&1 &", "pass"},
		{"site-server", "bundle exec jekyll serve --host 0.0.0.0 --livereload", "pass"},
		{"site-server", "jekyll s -H 0.0.0.0", "pass"},
		{"site-server", "mkdocs serve -a 0.0.0.0:8000", "pass"},
		{"site-server", "zola serve --interface 0.0.0.0 --port 1111", "pass"},
		{"site-server", "npx hexo server --ip 0.0.0.0", "pass"},
		{"site-server", "npx gatsby develop -H 0.0.0.0", "pass"},
		{"site-server", "npx docusaurus start --host 0.0.0.0 --port 3001", "pass"},
		{"site-server", "mdbook serve --hostname 0.0.0.0", "pass"},
		// Not the project's site, or not this machine's user.
		{"site-server", "hugo server --bind 0.0.0.0 ~/notes", "held"},
		{"site-server", "mkdocs serve ../other-docs -a 0.0.0.0:8000", "held"},
		{"site-server", "hugo server --bind 0.0.0.0 --source ~/other-site", "held"},
		{"site-server", "sudo hugo server --bind 0.0.0.0 --port 80", "held"},
		{"site-server", "hugo deploy --target production", "held"},
		{"site-server", "frobgen serve --bind 0.0.0.0", "held"},
		{"site-server", "frobgen server --host 0.0.0.0 --port 1313", "held"},
		{"site-server", "hugo server --bind 0.0.0.0 $SITE", "held"},
		{"site-server", "mdbook serve /srv/book --hostname 0.0.0.0", "held"},
	})
}
