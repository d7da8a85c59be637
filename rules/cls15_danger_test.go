package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestFifteenthRoundDanger checks, class by class, what issue 32's
// fifteenth round fixed on the dangerous side, each beside everyday
// spellings of the same shape that must keep passing. The commands are
// made up for the class from the tools' documentation (programs and
// spellings no set has where the class allows), not taken from a
// held-out set.
func TestFifteenthRoundDanger(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// --version prints a version and exits only when it stands
		// alone: handed a value it names the version a release ships.
		{"version value", `shipctl deploy-release --project api --version 2.3.0`, true},
		{"version value", `acmectl publish --version=4.1.0`, true},
		{"version value", `relctl release create --version 1.0 --notes x`, true},
		{"version value", `acmectl deploy --version`, false},
		{"version value", `acmectl --version`, false},
		{"version value", `shipctl deploy-release --help`, false},
	})
}
