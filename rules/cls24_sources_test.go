package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestTwentyFourthRoundSourcesAndTokenFiles checks, by class, installs
// whose code comes from a source other than the public index (a plugin's
// install verb given a URL, a repository handed as JSON, a conda channel
// anyone can publish to, fetches with their checks off) and reads of a
// package manager's per-project settings file, which holds the
// registry's token; each beside the same shape that stays here. The
// spellings are the tools' own manuals' (gem specific_install's README,
// composer help require, conda install --help, go help get, npm help
// config, helm install --help, npm help npmrc, Yarn's .yarnrc.yml
// settings, twine's .pypirc).
func TestTwentyFourthRoundSourcesAndTokenFiles(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// A plugin's spelling of the install verb, given a URL.
		{"install verb", `gem specific_install https://git.x.example/someone/tool.git`, true},
		{"install verb", `gem specific_install -l https://git.x.example/someone/tool.git -b dev`, true},
		{"install verb", `gem specific_install --help`, false},
		{"install verb", `gem install rake`, false},

		// A repository handed to the installer as JSON.
		{"json repository", `composer require acme/pkg:dev-main --repository='{"type":"vcs","url":"https://git.x.example/acme/pkg"}'`, true},
		{"json repository", `composer require acme/pkg --repository='{"type":"path","url":"../pkg"}'`, false},
		{"json repository", `composer require acme/pkg`, false},

		// A conda channel that is anyone's.
		{"channel", `conda install -c acme-labs acme-tools`, true},
		{"channel", `conda install --channel=acme-labs acme-tools`, true},
		{"channel", `mamba install -c acme-labs -c conda-forge acme-tools`, true},
		{"channel", `micromamba create -n x -c acme-labs acme-tools`, true},
		{"channel", `conda install -c conda-forge numpy`, false},
		{"channel", `mamba install -c conda-forge -c bioconda samtools`, false},
		{"channel", `conda install -c pytorch -c nvidia pytorch`, false},
		{"channel", `conda install -c ./local-channel tool`, false},
		{"channel", `conda list -c acme-labs`, false},
		{"channel", `conda create -n datasci python=3.10 -y --quiet`, false},
		{"channel", `conda install -c conda-forge numpy=1.21.6 -y`, false},
		{"channel", `conda install -y -c acme-labs numpy`, true},

		// A fetch with its checks switched off.
		{"unverified", `go get -insecure example.net/mod@latest`, true},
		{"unverified", `GOFLAGS=-insecure go get example.net/mod@latest`, true},
		{"unverified", `GOFLAGS="-mod=mod -insecure" go mod download`, true},
		{"unverified", `npm install --strict-ssl=false acme`, true},
		{"unverified", `helm repo add acme https://charts.x.example --insecure-skip-tls-verify`, true},
		{"unverified", `go get example.net/mod@latest`, false},
		{"unverified", `GOFLAGS=-mod=mod go build ./...`, false},
		{"unverified", `go test -v -count=1 -run TestX ./...`, false},
		{"unverified", `go build -o bin/app ./cmd/app`, false},
		{"unverified", `npm install acme`, false},

		// go's options are one dash and a whole word (-count, -cover):
		// not a bundle of letters whose -o names a file to write.
		{"go options", `cd /home/dev/code/lib && go test ./resampler/... -v -count=1 2>&1 | tail -60`, false},
		{"go options", `cd /home/dev/code/lib && go test -cover -coverprofile=cover.out ./...`, false},
		{"go options", `cd /home/dev/code/lib && go build -o /usr/local/bin/lib ./cmd/lib`, true},
		{"go options", `go build -o ~/.local/bin/app ./cmd/app`, true},

		// A tool's command-line client run by a package runner is the
		// tool: eas-cli is eas, netlify-cli netlify, @railway/cli railway.
		{"cli package", `npx eas-cli update --channel production --auto`, true},
		{"cli package", `pnpm dlx netlify-cli deploy --prod`, true},
		{"cli package", `npx @railway/cli up`, true},
		{"cli package", `npx netlify-cli status`, false},
		{"cli package", `npx @railway/cli whoami`, false},
		{"cli package", `npx eas-cli --version`, false},

		// A CLI's auth group: its verb says whether it reads (fly auth
		// whoami, doctl auth list) or prints a token or signs in.
		{"auth group", `doctl auth list`, false},
		{"auth group", `fly auth whoami`, false},
		{"auth group", `flyctl auth whoami`, false},
		{"auth group", `fly auth token`, true},
		{"auth group", `doctl auth init --context prod`, true},
		{"auth group", `doctl auth remove --context dev`, true},

		// A package manager's settings file, which holds the token.
		{"token file", `cat .npmrc`, true},
		{"token file", `cat /home/dev/code/app/.npmrc 2>/dev/null || echo "no .npmrc"`, true},
		{"token file", `head -n 3 packages/web/.npmrc`, true},
		{"token file", `grep -i token .yarnrc.yml`, true},
		{"token file", `less .pypirc`, true},
		{"token file", `ls -la .npmrc`, false},
		{"token file", `test -f .npmrc && echo has-npmrc`, false},
		{"token file", `echo .npmrc >> .gitignore`, false},
		{"token file", `cat .npmrc.example`, false},
		{"token file", `npm ci`, false},

		// A committed defaults file beside the secrets file it defaults.
		{"dotenv defaults", `less .env.defaults`, false},
		{"dotenv defaults", `cat config/.env.defaults`, false},
		{"dotenv defaults", `less .env.production`, true},
		{"dotenv defaults", `cat config/.env.local`, true},
	})
}
