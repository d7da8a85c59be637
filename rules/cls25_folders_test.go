package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestTwentyFifthRoundFoldersAndStores checks, by class, a folder read
// whole (an archive or a copy of it) that holds a file a secret's rule
// names, and a key-value store's keys printed with their values, whole
// or below a production or secret prefix; each beside the same shape
// that stays here. The spellings are the tools' own manuals' (tar
// --help, zip -h, rsync --help, consul kv get -h, etcdctl get --help).
func TestTwentyFifthRoundFoldersAndStores(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// A tool's folder of the home, archived or copied whole.
		{"folder", `tar czf docker.tgz ~/.docker`, true},
		{"folder", `zip -r gh.zip ~/.config/gh`, true},
		{"folder", `tar -cf - ~/.aws | gzip > aws.tgz`, true},
		{"folder", `rsync -a ~/.ssh/ /tmp/keys/`, true},
		{"folder", `cp -r ~/.kube /tmp/k`, true},
		{"folder", `7z a home.7z /home/dev`, true},
		{"folder", `tar czf src.tgz src`, false},
		{"folder", `tar czf site.tgz ~/code/app/dist`, false},
		{"folder", `cp -r ~/.config/nvim ./nvim-backup`, false},
		{"folder", `zip -r notes.zip ~/notes`, false},
		{"folder", `ls ~/.docker`, false},
		{"folder", `du -sh ~/.config/gh`, false},

		// Every key below a prefix, printed with its value.
		{"store", `consul kv get -recurse`, true},
		{"store", `consul kv get -recurse prod/`, true},
		{"store", `consul kv get -recurse app/dev`, false},
		{"store", `etcdctl get --prefix /secrets`, true},
		{"store", `etcdctl get --prefix /config`, false},
		{"store", `etcdctl get --prefix /`, true},
		{"store", `consul kv get app/replicas`, false},
		{"store", `consul kv get -recurse -keys app/`, false},
		{"store", `etcdctl get --prefix --keys-only /prod`, false},
	})
}
