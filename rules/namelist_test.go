package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestArchiverNameLists checks that an archiver given the names of its
// files on standard input (cpio -o, zip -@, tar -T -) reads what the
// command piping in names (find's start folders, echo's operands), or
// what an earlier command wrote to the list file it reads. The same
// shape over the project's own files passes.
func TestArchiverNameLists(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		{"find names", `find ~/.ssh | cpio -o > /tmp/x.cpio`, true},
		{"find names", `find ~/.ssh -name id_rsa | cpio -ov > /tmp/x.cpio`, true},
		{"find names", `find /home/dev/.ssh -type f | cpio --create -H newc > k.cpio`, true},
		{"find names", `find ~/.ssh | cpio -pdm /tmp/out`, true},
		{"find names", `find ~/.aws | zip out.zip -@`, true},
		{"find names", `find -L ~/.aws -type f | sort | zip -q out.zip -@`, true},
		{"find names", `find ~/.gnupg -print0 | tar --null -T - -czf /tmp/k.tgz`, true},
		{"find names", `find ~/.ssh -type f | tar -cf x.tar --files-from=-`, true},
		{"find names", `find ~/.ssh | bsdtar -cf x.tar -T -`, true},
		{"find names", `find src ~/.kube | tar -czf out.tgz -T -`, true},
		{"find names", `echo ~/.ssh/id_ed25519 | cpio -o > k.cpio`, true},
		{"find names", `ls ~/.aws/credentials | zip c.zip -@`, true},
		{"find names", `find src | cpio -o > /tmp/x.cpio`, false},
		{"find names", `find . -name '*.go' | zip out.zip -@`, false},
		{"find names", `find src -print0 | tar --null -T - -czf /tmp/k.tgz`, false},
		{"find names", `find src -type f | sort | tar -cf x.tar -T -`, false},
		{"find names", `echo README.md | cpio -o > r.cpio`, false},
		{"find names", `tar -cf x.tar -T list.txt`, false},
		{"find names", `find ~/.ssh | wc -l`, false},

		// The names written to a list file earlier in the script.
		{"name list", `find ~/.ssh > list.txt; tar -cf x.tar -T list.txt`, true},
		{"name list", `find ~/.ssh -type f > /tmp/l && tar -czf k.tgz --files-from /tmp/l`, true},
		{"name list", `find ~/.aws >> l.txt; zip out.zip -@ < l.txt`, true},
		{"name list", `echo ~/.ssh/id_rsa > l; cpio -o < l > k.cpio`, true},
		{"name list", `find src > list.txt; tar -cf x.tar -T list.txt`, false},
		{"name list", `find ~/.ssh > other.txt; tar -cf x.tar -T list.txt`, false},
		{"name list", `find . -name '*.go' > l.txt && zip out.zip -@ < l.txt`, false},
	})
}
