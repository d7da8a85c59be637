package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestFourteenthRoundClasses checks, class by class, what issue 32's
// fourteenth round fixed after heldout7 and traffic4 were measured, each
// beside everyday spellings of the same shape that must keep passing.
// The commands are made up for the class (programs no set has), not
// taken from a held-out set.
func TestFourteenthRoundClasses(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// A program nobody listed copying a local file or folder to a
		// store or host named by a URL uploads it, whatever it is called.
		{"unlisted upload", `qscli cp ./dist qs://acme-web/`, true},
		{"unlisted upload", `blobby sync ./backup oss://acme-archive/nightly`, true},
		{"unlisted upload", `mirrorit ./site sftp://web2.acme.example/var/www`, true},
		{"unlisted upload", `frobcp put report.pdf ftp://files.acme.example/pub/`, true},
		{"unlisted upload", `bkt cp -r build/ gcsx://assets-prod/ -f`, true},
		{"unlisted upload", `qscli cp qs://acme-web/index.html ./index.html`, false},
		{"unlisted upload", `blobby ls oss://acme-archive/`, false},
		{"unlisted upload", `mirrorit ./site ./site-copy`, false},
		{"unlisted upload", `frobcp put report.pdf http://localhost:9000/bucket/`, false},
		{"unlisted upload", `frobcp put report.pdf sftp://127.0.0.1:2222/up/`, false},
		{"unlisted upload", `vidget -f "best[h=720]" -o "clip.%(ext)s" https://video.example/watch?v=1`, false},
		{"unlisted upload", `qscli cp --dry-run ./dist qs://acme-web/`, false},
		// A build tool's cross-version prefix (sbt's +task) before a
		// publishing task word.
		{"task prefix", `sbt +publish`, true},
		{"task prefix", `scalabuild +releaseAll`, true},
		{"task prefix", `sbt ++deployArtifacts`, true},
		{"task prefix", `sbt +test`, false},
		{"task prefix", `scalabuild +compile`, false},
		{"task prefix", `sbt +publishLocal`, false},
		// Making an access token or API key prints the new credential;
		// a noun-then-verb task word reads a secret out as well.
		{"mint credential", `acmectl token create --name ci`, true},
		{"mint credential", `streamctl api-key create --resource lkc-1`, true},
		{"mint credential", `orbit workspace token generate --role admin`, true},
		{"mint credential", `clusterctl join-token new`, true},
		{"mint credential", `taskrun credentials:show`, true},
		{"mint credential", `taskrun password-print prod`, true},
		{"mint credential", `acmectl secret create app-settings`, false},
		{"mint credential", `acmectl tokens list`, false},
		{"mint credential", `streamctl api-keys list`, false},
		{"mint credential", `taskrun credentials:edit`, false},
		{"mint credential", `acmectl create token-dashboard`, false},
		// A variable that moves a package manager's index or registry,
		// whatever command it is set for.
		{"index env", `PIP_INDEX_URL=https://mirror.x.example/simple ./scripts/setup.sh`, true},
		{"index env", `UV_EXTRA_INDEX_URL=https://py.x.example/simple uv pip install acme`, true},
		{"index env", `NPM_CONFIG_REGISTRY=https://npm.x.example bun install`, true},
		{"index env", `CONDA_CHANNELS=https://conda.x.example/main micromamba install acme`, true},
		{"index env", `TWINE_X_INDEX_URL=https://x.example/simple make deps`, true},
		{"index env", `PIP_NO_CACHE_DIR=1 pip install -r requirements.txt`, false},
		{"index env", `NPM_CONFIG_LOGLEVEL=warn npm ci`, false},
		{"index env", `SCHEMA_REGISTRY_URL=http://localhost:8081 ./gradlew test`, false},
		// Secret stores no rule named, read by the verbs stores share.
		{"secret store", `psono get 8f1c`, true},
		{"secret store", `envkey get DB_URL`, true},
		{"secret store", `bao kv get -mount=kv app/api`, true},
		{"secret store", `credstash get prod.db`, true},
		{"secret store", `credstash list`, false},
		{"secret store", `bao status`, false},
		{"secret store", `keyctl show @s`, false},
		// A program nobody listed handed a phone number sends to it, as
		// one handed a mail address does.
		{"phone number", `textit --to +15550100999 -m 'call me'`, true},
		{"phone number", `phonectl --device pixel --sms 'late' --destination +447700900123`, true},
		{"phone number", `pagerline +33 6 12 34 56 78`, false},
		{"phone number", `textit --list-devices`, false},
		{"phone number", `frob 15550100999`, false},
	})
}
