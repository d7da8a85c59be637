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
	})
}
