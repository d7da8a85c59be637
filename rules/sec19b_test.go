package rules_test

import (
	"path/filepath"
	"testing"
)

// TestSec19bGlobInSecretFolder: a pattern of wildcards alone in a folder
// that holds secrets names those secrets (cat .aws/* reads
// .aws/credentials, /etc/* reads /etc/shadow), and find's {} stands for
// the files below its start at any depth (find . -name credentials finds
// ./.aws/credentials), as the xargs spelling is judged. A pattern in a
// folder of the project that holds none stays green, and the shell's *
// does not match a leading dot (~/* is not ~/.netrc).
func TestSec19bGlobInSecretFolder(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"project aws folder", `cat .aws/*`, "held"},
		{"etc", `cat /etc/*`, "held"},
		{"home dot names", `cat ~/.*`, "held"},
		{"find a secret folder, any name", `find .aws -name '*' -exec cat {} +`, "held"},
		{"find etc, any name", `find /etc -name '*' -exec cat {} +`, "held"},
		{"find the home, any name", `find ~ -maxdepth 2 -name '*' -exec cat {} +`, "held"},
		{"find a secret folder, no name", `find .aws -type f -exec cat {} +`, "held"},
		{"find a name that is a credential in its folder", `find . -name credentials -exec cat {} +`, "held"},
		{"project sources", `cat src/*`, "pass"},
		{"project sources by find", `find src -name '*' -exec cat {} +`, "pass"},
		{"find by name in the project", `find . -name package.json -exec cat {} +`, "pass"},
		{"find python files", `find . -name '*.py' -exec grep -n TODO {} +`, "pass"},
	})
}

// TestSec19bSearchFollowsLinksBelow: a search that follows every link
// below its folders (grep -R, rg -L) reads where a link of the project
// leads, found on disk: keys -> ~/.ssh makes grep -R token . a read of
// ~/.ssh. grep -r (which follows only named links) and rg without -L
// stay green, as does grep -R in a project whose links stay inside it.
func TestSec19bSearchFollowsLinksBelow(t *testing.T) {
	home, proj, clean, load := linkedHome(t, [][2]string{
		{"~/.ssh", filepath.Join("app", "docs", "keys")},
		{"docs", filepath.Join("clean", "manual")},
	})
	checkTiers(t, load(proj), proj, home, []tierCase{
		{"grep -R of the project", `grep -R token .`, "held"},
		{"grep -R, no folder", `grep -Rn token`, "held"},
		{"grep --dereference-recursive of a folder", `grep --dereference-recursive -n token docs`, "held"},
		{"rg -L", `rg -L token .`, "held"},
		{"rg -L n", `rg -L -n token .`, "held"},
		{"rg -L, no folder", `rg -L token`, "held"},
		{"rg --follow .", `rg --follow token .`, "held"},
		{"rg --follow docs", `rg --follow token docs`, "held"},
		{"rg --follow of a folder", `rg --follow -n token docs/`, "held"},
		{"grep -r does not follow", `grep -rn token .`, "pass"},
		{"rg does not follow", `rg -n token docs`, "pass"},
		{"names only", `grep -Rl token .`, "pass"},
	})
	checkTiers(t, load(clean), clean, home, []tierCase{
		{"links inside the project", `grep -R token .`, "pass"},
		{"rg -L, links inside", `rg -L token`, "pass"},
	})
}

// TestSec19bExportedEnvironment: a rule's env key reads the command's
// whole environment, what an earlier export of the script gave it as
// well as its own prefix: a Vagrant machine of a cloud provider is held
// however the default provider was set. A plain assignment that is not
// exported does not reach vagrant, and a local provider stays green.
func TestSec19bExportedEnvironment(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"export, then halt", `export VAGRANT_DEFAULT_PROVIDER=aws; vagrant halt`, "held"},
		{"set, exported by name", `VAGRANT_DEFAULT_PROVIDER=google; export VAGRANT_DEFAULT_PROVIDER; vagrant reload web`, "held"},
		{"declare -x", `declare -x VAGRANT_DEFAULT_PROVIDER=digital_ocean && vagrant suspend`, "held"},
		{"exported local provider", `export VAGRANT_DEFAULT_PROVIDER=virtualbox; vagrant halt`, "pass"},
		{"not exported", `VAGRANT_DEFAULT_PROVIDER=aws; vagrant halt`, "pass"},
		{"own prefix wins", `export VAGRANT_DEFAULT_PROVIDER=aws; VAGRANT_DEFAULT_PROVIDER=libvirt vagrant up`, "pass"},
	})
}

// TestSec19bDownloadFolders: a download's folder option (gh release
// download and gh run download -D, oras pull -o, aria2c -d) lands names
// nobody listed in that folder, judged as a copy of unknown names there;
// aria2c's -o names the file in it. Into the project or scratch it stays
// green.
func TestSec19bDownloadFolders(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"gh release assets into the home", `gh release download v1.2.0 -R acme/tool -D ~`, "held"},
		{"gh release assets, long option", `gh release download v1.2.0 -R acme/tool --dir=$HOME`, "held"},
		{"gh run artifacts into the home", `gh run download 123 -D ~/`, "held"},
		{"gh run artifacts into a PATH folder", `gh run download 123 -n bin --dir /usr/local/bin`, "held"},
		{"oras pull into the home", `oras pull ghcr.io/acme/cfg:1 --output ~`, "held"},
		{"aria2c file in the home", `aria2c -d ~ -o .bashrc https://dl.example.com/x`, "held"},
		{"aria2c into the home", `aria2c --dir=/home/dev https://dl.example.com/x.tgz`, "held"},
		{"gh release assets into the project", `gh release download v1.2.0 -R acme/tool -D ./dist`, "pass"},
		{"gh run artifacts into scratch", `gh run download 123 -D /tmp/artifacts`, "pass"},
		{"oras pull into the project", `oras pull ghcr.io/acme/model:1 -o ./models`, "pass"},
		{"aria2c into the project", `aria2c -d ./data -o dump.csv https://dl.example.com/dump.csv`, "pass"},
	})
}
