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
// home or gatesh's folder is never hidden; the credential paths inside
// them still are.
func TestSecretScopeNeverHidesTheWork(t *testing.T) {
	in := Inputs{
		Cwd:        "/home/u/work/proj/src",
		Home:       "/home/u",
		GateshHome: "/home/u/.gatesh",
		SecretPaths: []string{
			"~", "~/**", "/", "/**", "/home", "$GATESH_HOME",
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
	for _, scope := range []string{"/home/u", "/", "/home", "/home/u/.gatesh"} {
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

// The working folder does not unhide what holds it: a green command run
// from inside a credential folder (cd ~/.ssh, then a program that reads
// ./id_ed25519) still finds it hidden. The kernel then refuses the
// command its own folder, which fails closed.
func TestSecretFolderStaysHiddenFromInside(t *testing.T) {
	in := Inputs{
		Cwd:         "/home/u/.ssh",
		Home:        "/home/u",
		GateshHome:  "/home/u/.gatesh",
		SecretPaths: []string{"~/.ssh/**", "~/work"},
	}
	pol := NewPolicy(in)
	if !slices.Contains(pol.Hidden, "/home/u/.ssh") {
		t.Errorf("~/.ssh not hidden from a command run inside it: %q", pol.Hidden)
	}
	in.Cwd = "/home/u/work/proj"
	if pol := NewPolicy(in); !slices.Contains(pol.Hidden, "/home/u/work") {
		t.Errorf("a secret folder that holds the project is unhidden: %q", pol.Hidden)
	}
}

// isWithin says what strings.HasPrefix(path, dir+"/") said, for paths
// that share a prefix, differ by a slash, or are each other's parents.
func TestIsWithinIsThePrefixTest(t *testing.T) {
	paths := []string{"", "/", "//", "/a", "/a/", "/a//", "/ab", "/a/b", "/a/b/c", "/a.b", "/b", "a", "a/b", "/home/u", "/home/u2", "/home/u/.ssh"}
	for _, p := range paths {
		for _, d := range paths {
			want := d == "/" || p == d || strings.HasPrefix(p, d+"/")
			if got := isWithin(p, d); got != want {
				t.Errorf("isWithin(%q, %q) = %v, want %v", p, d, got, want)
			}
		}
	}
}
