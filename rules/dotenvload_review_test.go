package rules_test

import (
	"os"
	"path/filepath"
	"testing"

	"gatesh/rules"
)

// TestDotenvLoadedHoldsWhatPrintsIt checks the ways a loaded .env's
// values reach the output without a variable in an argument: the
// shell's trace or verbose mode (set -x, bash -x, a nested shell whose
// options are not seen), the listings of declare and typeset with
// options alone, npm run env, make -p; and that the everyday loads
// beside them still pass.
func TestDotenvLoadedHoldsWhatPrintsIt(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set := loadAt(t, home, cwd, nil)
	checkTiers(t, set, cwd, home, []tierCase{
		{"dotenv-load", `set -x; source .env; npm test`, "held"},
		{"dotenv-load", `set -eux; source .env; npm test`, "held"},
		{"dotenv-load", `set -xv; . ./.env; npm test`, "held"},
		{"dotenv-load", `set -v; source .env && npm test`, "held"},
		{"dotenv-load", `set -o xtrace; . ./.env; npm test`, "held"},
		{"dotenv-load", `shopt -so xtrace; . ./.env; npm test`, "held"},
		{"dotenv-load", `bash -xc 'source .env; npm test'`, "held"},
		{"dotenv-load", `bash -x -c 'source .env; npm test'`, "held"},
		{"dotenv-load", `sh -v -c '. ./.env; npm test'`, "held"},
		{"dotenv-load", `bash -c 'source .env; npm test'`, "held"},
		{"dotenv-load", `echo 'source .env; npm test' | bash -x`, "held"},
		{"dotenv-load", `env SHELLOPTS=xtrace bash -c 'source .env; npm test'`, "held"},
		{"dotenv-load", `source .env && bash -x ./scripts/run.sh`, "held"},
		{"dotenv-load", `source .env && PS4='$API_KEY' bash -x ./scripts/run.sh`, "held"},
		{"dotenv-load", `set -a; . ./.env; set +a; declare -x; npm test`, "held"},
		{"dotenv-load", `source .env && declare -rx && npm test`, "held"},
		{"dotenv-load", `source .env && typeset -x && npm test`, "held"},
		{"dotenv-load", `source .env && npm run env`, "held"},
		{"dotenv-load", `source .env && pnpm run env`, "held"},
		{"dotenv-load", `source .env && make -p`, "held"},
		{"dotenv-load", `source .env && make --print-data-base`, "held"},
		// The everyday twins.
		{"dotenv-load", `set -a; . ./.env; set +a; npm test`, "pass"},
		{"dotenv-load", `set -e; source .env; npm test`, "pass"},
		{"dotenv-load", `set +x; source .env; npm test`, "pass"},
		{"dotenv-load", `eval 'source .env && npm test'`, "pass"},
		{"dotenv-load", `source .env && npm run dev`, "pass"},
		{"dotenv-load", `source .env && make build`, "pass"},
		{"dotenv-load", `source .env && bash ./scripts/run.sh`, "pass"},
		{"dotenv-load", `source .env && export NODE_ENV=test && npm test`, "pass"},
	})
}

// TestDotenvLoadedNotForAFetchedProgram checks that a program a package
// runner fetches from a registry is not the project's own tool, which
// the loaded values may be handed to: uvx, pipx run, bunx, pnpm dlx
// always, npx with a version or --yes, or one the project's
// node_modules/.bin does not hold. The project's installed tools pass.
func TestDotenvLoadedNotForAFetchedProgram(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	exists := func(p string) bool {
		return p == cwd+"/node_modules/.bin/jest" || p == cwd+"/node_modules/.bin/playwright"
	}
	set := loadAt(t, home, cwd, exists)
	checkTiers(t, set, cwd, home, []tierCase{
		{"dotenv-load", `source .env && uvx sometool`, "held"},
		{"dotenv-load", `set -a; . ./.env; set +a; pipx run sometool`, "held"},
		{"dotenv-load", `source .env && bunx sometool`, "held"},
		{"dotenv-load", `source .env && pnpm dlx sometool`, "held"},
		{"dotenv-load", `source .env && npx -y sometool`, "held"},
		{"dotenv-load", `source .env && npx sometool@latest`, "held"},
		{"dotenv-load", `source .env && npx @scope/tool@1.2.3`, "held"},
		{"dotenv-load", `source .env && npm exec --yes sometool`, "held"},
		{"dotenv-load", `source .env && npx sometool`, "held"},
		{"dotenv-load", `source .env && npx jest`, "pass"},
		{"dotenv-load", `set -a; . ./.env; set +a; npx playwright test`, "pass"},
		{"dotenv-load", `source .env && npm test`, "pass"},
	})
}

// TestDotenvLoadedOnlyInAProject checks that a .env loaded where the
// commands run in a home folder itself or a system folder is not a
// project's own: ~/.env is the user's.
func TestDotenvLoadedOnlyInAProject(t *testing.T) {
	const home = "/home/dev"
	for _, cwd := range []string{home, "/etc/app", "/"} {
		set := loadAt(t, home, cwd, nil)
		checkTiers(t, set, cwd, home, []tierCase{
			{"dotenv-load", `source .env && npm test`, "held"},
			{"dotenv-load", `set -a; . ./.env; set +a; npm run dev`, "held"},
			{"dotenv-load", `export $(grep -v '^#' .env | xargs) && go test ./...`, "held"},
		})
	}
	set := loadAt(t, home, home+"/code/app", nil)
	checkTiers(t, set, home+"/code/app", home, []tierCase{
		{"dotenv-load", `source .env && npm test`, "pass"},
	})
}

// TestDotenvLoadedNotThroughALink checks that a .env that is a symbolic
// link (to a key, into another folder), or sits in a folder that is one,
// is not the project's own .env, whichever way it is named, and that a
// plain .env beside it still loads.
func TestDotenvLoadedNotThroughALink(t *testing.T) {
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(root, "home")
	cwd := filepath.Join(home, "code", "app")
	for _, d := range []string{filepath.Join(home, ".ssh"), filepath.Join(cwd, "config"), filepath.Join(home, "elsewhere")} {
		must(os.MkdirAll(d, 0o755))
	}
	must(os.WriteFile(filepath.Join(home, ".ssh", "id_ed25519"), []byte("not a key\n"), 0o600))
	must(os.WriteFile(filepath.Join(home, "elsewhere", ".env"), []byte("A=1\n"), 0o600))
	must(os.WriteFile(filepath.Join(cwd, ".env"), []byte("A=1\n"), 0o600))
	must(os.WriteFile(filepath.Join(cwd, "config", ".env"), []byte("A=1\n"), 0o600))
	must(os.Symlink(filepath.Join(home, ".ssh", "id_ed25519"), filepath.Join(cwd, ".env.local")))
	must(os.Symlink(filepath.Join(home, "elsewhere"), filepath.Join(cwd, "shared")))
	isLink := func(p string) bool {
		if !filepath.IsAbs(p) {
			p = filepath.Join(cwd, p)
		}
		info, err := os.Lstat(p)
		return err == nil && info.Mode()&os.ModeSymlink != 0
	}
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd, IsLink: isLink})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, cwd, home, []tierCase{
		{"dotenv-load", `source .env.local && npm test`, "held"},
		{"dotenv-load", `. ./.env.local; npm test`, "held"},
		{"dotenv-load", `source ` + cwd + `/.env.local && npm test`, "held"},
		{"dotenv-load", `source shared/.env && npm test`, "held"},
		{"dotenv-load", `export $(cat .env.local | xargs) && npm test`, "held"},
		{"dotenv-load", `export $(grep -v '^#' shared/.env | xargs) && npm test`, "held"},
		{"dotenv-load", `source .env && npm test`, "pass"},
		{"dotenv-load", `source config/.env && npm test`, "pass"},
		{"dotenv-load", `source ` + cwd + `/.env && npm test`, "pass"},
		{"dotenv-load", `export $(grep -v '^#' .env | xargs) && npm test`, "pass"},
	})
}
