package rules_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/rules"
	"gatesh/toolcall"
)

// TestSec20LoopOverLsOfNamedFiles: for f in $(ls FILE FILE) takes the
// names ls prints, which for a file are the operands as named: the body
// is judged with them (a start-up file appended to, a key read). Named
// files of the project are read green, where the variable was text read
// at run time before and held.
func TestSec20LoopOverLsOfNamedFiles(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"append to the home's start-up files", `for f in $(ls ~/.bashrc ~/.profile); do echo x >> $f; done`, "held"},
		{"quoted, through sort", `for f in $(ls ~/.zshrc ~/.bashrc | sort); do printf 'x\n' >> "$f"; done`, "held"},
		{"one named start-up file", `for f in $(ls ~/.bashrc); do sed -i 's/a/b/' "$f"; done`, "held"},
		{"read named keys", `for f in $(ls ~/.ssh/id_rsa ~/.aws/credentials); do cat $f; done`, "held"},
		{"system files", `for f in $(ls /etc/cron.d/job /etc/hosts); do echo x >> "$f"; done`, "held"},

		{"project files", `for f in $(ls src/a.py src/b.py); do cat $f; done`, "pass"},
		{"project files formatted", `for f in $(ls src/app.ts src/util.ts); do prettier --write "$f"; done`, "pass"},
	})
}

// TestSec20AzuriteBesideAzConfig: the Azure CLI's storage commands fall
// back to the account, key, SAS token or connection string of its
// configuration (az config set storage.account=...) when the
// connection string names none, as UseDevelopmentStorage=true does not:
// a real account set there in the same script makes an Azurite command
// not local. The emulator's own account, and other settings, do not.
func TestSec20AzuriteBesideAzConfig(t *testing.T) {
	const upload = `az storage blob upload --connection-string UseDevelopmentStorage=true -c site -f dist/index.html -n index.html --overwrite`
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"a real account configured", `az config set storage.account=acmeprod && ` + upload, "held"},
		{"a key configured", `az config set storage.key=c2VjcmV0 && ` + upload, "held"},
		{"a SAS token configured", `az config set storage.sas_token='sv=2022&sig=x'; ` + upload, "held"},
		{"a connection string configured", `az config set storage.connection_string='AccountName=acmeprod;AccountKey=x' && ` + upload, "held"},

		{"the emulator's account configured", `az config set storage.account=devstoreaccount1 && ` + upload, "pass"},
		{"output configured", `az config set core.output=table && ` + upload, "pass"},
		{"Azurite alone", upload, "pass"},
	})
}

// linkedHome makes a home that holds ~/.ssh/id_ed25519 and two projects,
// ~/code/app (with docs and vendor folders) and ~/code/clean (with
// docs), and the links given as {target, name}: a name is below ~/code,
// a target that starts with ~/ is in the home. load returns the rule set
// of a folder, reading the links on disk from there.
func linkedHome(t *testing.T, links [][2]string) (home, proj, clean string, load func(cwd string) *rules.Set) {
	t.Helper()
	home = filepath.Join(t.TempDir(), "home")
	code := filepath.Join(home, "code")
	proj, clean = filepath.Join(code, "app"), filepath.Join(code, "clean")
	for _, d := range []string{filepath.Join(home, ".ssh"), filepath.Join(proj, "docs"), filepath.Join(proj, "vendor"), filepath.Join(clean, "docs")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(home, ".ssh", "id_ed25519"), []byte("key\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, l := range links {
		target := l[0]
		if rest, ok := strings.CutPrefix(target, "~/"); ok {
			target = filepath.Join(home, rest)
		}
		if err := os.Symlink(target, filepath.Join(code, l[1])); err != nil {
			t.Fatal(err)
		}
	}
	load = func(cwd string) *rules.Set {
		set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd,
			ReadLink: toolcall.ReadLinkFrom(cwd), ListLinks: toolcall.ListLinksFrom(cwd)})
		if err != nil {
			t.Fatal(err)
		}
		return set
	}
	return home, proj, clean, load
}

// TestSec20SearchFollowsLinkChains: a search that follows the links
// below its folders follows a link to a link to its end, as the kernel
// does (docs/keys -> ../vendor/k -> ~/.ssh reads ~/.ssh), and ugrep -R,
// ugrep -S (links to files) and pt -f/--follow follow every link as grep
// -R does. ugrep -r and pt without --follow, and a chain that stays in
// the project, stay green.
func TestSec20SearchFollowsLinkChains(t *testing.T) {
	home, proj, clean, load := linkedHome(t, [][2]string{
		{"~/.ssh", filepath.Join("app", "vendor", "k")},
		{filepath.Join("..", "vendor", "k"), filepath.Join("app", "docs", "keys")},
		{"docs", filepath.Join("clean", "manual")},
		{"manual", filepath.Join("clean", "guide")},
	})
	checkTiers(t, load(proj), proj, home, []tierCase{
		{"grep -R reaches a link to a link", `grep -R token docs`, "held"},
		{"rg -L reaches a link to a link", `rg -L token docs`, "held"},
		{"ugrep -R", `ugrep -R token .`, "held"},
		{"ugrep --dereference-recursive", `ugrep --dereference-recursive -n token`, "held"},
		{"ugrep -rS", `ugrep -rS token .`, "held"},
		{"pt --follow", `pt --follow token .`, "held"},
		{"pt -f", `pt -f token`, "held"},
		{"ugrep -r does not follow", `ugrep -rn token .`, "pass"},
		{"pt does not follow", `pt token .`, "pass"},
	})
	checkTiers(t, load(clean), clean, home, []tierCase{
		{"a chain inside the project", `grep -R token .`, "pass"},
		{"ugrep -R, links inside", `ugrep -R token .`, "pass"},
	})
}

// TestSec20ShellParamsBoundToFound: a shell that find -exec runs with {}
// after its script (find DIR -exec sh -c '... "$1"' _ {} \;) has its
// positional parameters bound to the files find names: $1, $0, "$@" and
// a for loop over them (for f; do) are judged as those files, a pattern
// for each. So are a pattern handed to sh -c and a function's pattern
// argument, and a loop's variable that stands for find's files handed on
// as $1. The same forms over the project's files stay green.
func TestSec20ShellParamsBoundToFound(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"find the home's rc files, append by $1", `find ~ -maxdepth 1 -name '.*rc' -exec sh -c 'echo x >> "$1"' _ {} \;`, "held"},
		{"find ssh keys, cat $1", `find ~/.ssh -type f -exec sh -c 'cat "$1"' _ {} \;`, "held"},
		{"find cron.d, append by $0", `find /etc/cron.d -type f -exec bash -c 'echo x >> "$0"' {} \;`, "held"},
		{"find ssh keys, for f over $@", `find ~/.ssh -type f -exec sh -c 'for f; do cat "$f"; done' _ {} +`, "held"},
		{"find ssh keys, cat $@", `find ~/.ssh -type f -exec sh -c 'cat "$@"' sh {} +`, "held"},
		{"find the home's rc files, sed by $1 under bash -c", `find ~ -maxdepth 1 -name '.*rc' -exec bash -c 'sed -i "s/a/b/" "$1"' _ {} \;`, "held"},
		{"a pattern handed to sh -c", `sh -c 'cat "$1"' _ ~/.ssh/id_*`, "held"},
		{"a pattern handed to a function", `f() { cat "$1"; }; f ~/.ssh/id_*`, "held"},
		{"a loop over find hands its variable on", `for f in $(find ~ -maxdepth 1 -name '.*rc'); do sh -c 'echo x >> "$1"' _ "$f"; done`, "held"},
		{"for f over sh -c's own words", `sh -c 'for f; do echo x >> "$f"; done' _ ~/.bashrc`, "held"},
		{"a pattern before another word is not bound (nullglob)", `shopt -s nullglob; sh -c 'rm -rf "$1"' _ *.none ~/docs`, "held"},
		{"a pattern as $0 before another word", `shopt -s nullglob; bash -c 'rm -rf "$0"' *.none ~/docs`, "held"},

		{"project sources by $1", `find src -name '*.ts' -exec sh -c 'sed -i "s/a/b/" "$1"' _ {} \;`, "pass"},
		{"project logs by $0", `find build -name '*.log' -exec bash -c 'wc -l "$0"' {} \;`, "pass"},
		{"project sources for f", `find src -name '*.ts' -exec sh -c 'for f; do prettier --write "$f"; done' _ {} +`, "pass"},
		{"a project pattern to sh -c", `sh -c 'wc -l "$1"' _ src/*.ts`, "pass"},
		{"shift after a pattern", `sh -c 'shift; cat "$1"' _ src/*.ts`, "pass"},
	})
}
