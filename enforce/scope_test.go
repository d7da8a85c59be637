package enforce

import (
	"slices"
	"strings"
	"testing"
)

// A secret rule whose paths are a search's scope ("~", "~/**": anywhere
// outside the project) once reached the kernel as a credential folder,
// and hid the whole home from every green command: a nested gatesh could
// not read its config, nor git its ~/.gitconfig. A path that holds the
// home, the working folder or gatesh's folder is never hidden; the
// credential paths inside them still are.
func TestSecretScopeNeverHidesTheWork(t *testing.T) {
	in := Inputs{
		Cwd:        "/home/u/work/proj/src",
		Home:       "/home/u",
		GateshHome: "/home/u/.gatesh",
		SecretPaths: []string{
			"~", "~/**", "/", "/**", "/home", "/home/u/work", "$GATESH_HOME",
			"~/.ssh/**", "~/.aws/credentials",
		},
		Getenv: func(name string) string {
			if name == "GATESH_HOME" {
				return "/home/u/.gatesh"
			}
			return ""
		},
	}
	pol := NewPolicy(in)
	for _, scope := range []string{"/home/u", "/", "/home", "/home/u/work", "/home/u/.gatesh"} {
		if slices.Contains(pol.Hidden, scope) {
			t.Errorf("%s hidden: it holds the command's own work", scope)
		}
	}
	for _, secret := range []string{"/home/u/.ssh", "/home/u/.aws/credentials", "/home/u/.gatesh/keys"} {
		if !slices.Contains(pol.Hidden, secret) {
			t.Errorf("%s not hidden: %q", secret, pol.Hidden)
		}
	}
	noted := strings.Join(pol.Notes, "\n")
	if !strings.Contains(noted, "secret path /home/u holds the home folder: not hidden") {
		t.Errorf("the scope left out is not noted: %q", pol.Notes)
	}
}
