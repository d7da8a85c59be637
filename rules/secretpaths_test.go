package rules

import (
	"slices"
	"strings"
	"testing"
)

// TestSecretPathsNameCredentials: the kernel enforcement hides the
// literal paths of the secret-* rules from every green command, so none
// of them may be a scope (the home, the root, the parent folder): a rule
// that searches anywhere outside the project is not a secret-* rule.
func TestSecretPathsNameCredentials(t *testing.T) {
	set, err := Load(LoadOptions{Home: t.TempDir(), UserHome: "/home/u"})
	if err != nil {
		t.Fatal(err)
	}
	paths, _ := set.SecretPaths()
	for _, p := range paths {
		switch strings.TrimSuffix(p, "/**") {
		case "", "~", "/", ".", "..", "$HOME", "${HOME}", "/home", "/root", "/Users":
			t.Errorf("a secret rule names %q: a scope, which the kernel would hide whole", p)
		}
	}
}

// TestSecretPathsOfTheDefault: the credential paths of the embedded
// default, found through the generator's list without building each
// rule, are those of every rule built and read.
func TestSecretPathsOfTheDefault(t *testing.T) {
	set, err := Load(LoadOptions{Home: t.TempDir(), UserHome: "/home/u"})
	if err != nil {
		t.Fatal(err)
	}
	paths, except := set.SecretPaths()
	var wantPaths, wantExcept []string
	for _, l := range set.rules {
		src := l.spec()
		if strings.HasPrefix(src.ID, "secret-") && src.Tier == Red.String() {
			wantPaths = append(wantPaths, src.Paths...)
			wantExcept = append(wantExcept, src.ExceptPaths...)
		}
	}
	if len(wantPaths) < 20 || !slices.Equal(paths, wantPaths) || !slices.Equal(except, wantExcept) {
		t.Errorf("SecretPaths:\n%q\n%q\nevery rule read:\n%q\n%q", paths, except, wantPaths, wantExcept)
	}
}
