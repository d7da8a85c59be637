package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestTraffic2Classes checks, class by class, what the second set of
// real agent traffic showed the classifier getting wrong: agents on the
// owners' own machines, whose projects live in the home folder and are
// named by their absolute paths. Each class has the everyday spellings
// that must pass and the dangerous ones beside them that must stay held.
// The commands are written here, not taken from the set.
func TestTraffic2Classes(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/Users/dev", Cwd: "/Users/dev/code/shop"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// A home is /home/NAME or /Users/NAME itself; a folder in it (the
		// project by its absolute path, a sibling project) is not.
		{"whole home", `grep -rn "brand-mark" /Users/dev/code/shop/src --include="*.css"`, false},
		{"whole home", `cp -r /tmp/run/* /Users/dev/code/shop/results/`, false},
		{"whole home", `cp /Users/dev/code/shop/coverage/favicon.png /Users/dev/code/shop/public/favicon.ico`, false},
		{"whole home", `cp -r /Users/dev/old-shop/* /Users/dev/code/shop/`, false},
		{"whole home", `grep -r AKIA /Users/dev`, true},
		{"whole home", `grep -r AKIA /Users/dev/`, true},
		{"whole home", `rg --hidden token /home/bob`, true},
		{"whole home", `tar czf /tmp/all.tgz /Users/dev/`, true},
		{"whole home", `cp -r ~/* /Volumes/usb/`, true},
		{"whole home", `zip -r /tmp/dots.zip /Users/dev/.*`, true},
		{"whole home", `rsync -a /home/bob/ /mnt/backup/`, true},
	})
}
