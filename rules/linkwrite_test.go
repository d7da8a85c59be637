package rules

import (
	"os"
	"path/filepath"
	"testing"
)

// A write to a name in the project that is a link made before the
// command (by a green script, or a cloned repository's tree) lands where
// the link leads: echo x >> rc, with rc a link to ~/.bashrc, changes the
// shell's start-up file. The same writes to the project's own files, and
// through a link to another file of the project, stay green.
func TestLinkedWriteTarget(t *testing.T) {
	home := filepath.Join(t.TempDir(), "home")
	proj := filepath.Join(home, "proj")
	linkedTree(t, proj, []string{proj, filepath.Join(home, ".gatesh"), filepath.Join(home, ".ssh"), filepath.Join(proj, "src"), filepath.Join(proj, "conf"), filepath.Join(proj, "keys")}, nil)
	for _, f := range []string{filepath.Join(home, ".bashrc"), filepath.Join(proj, "notes.txt"), filepath.Join(proj, "plain")} {
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := linkedSet(t, home, proj, nil, map[string]string{
		"rc":       filepath.Join(home, ".bashrc"),
		"gh":       filepath.Join(home, ".gatesh"),
		"sshd":     filepath.Join(home, ".ssh"),
		"relrc":    "../.bashrc", // relative to the link's folder
		"chain":    "rc",         // a link to a link
		"inner":    "notes.txt",
		"innerdir": "src",
		"absinner": filepath.Join(proj, "notes.txt"),
	})
	checkHeld(t, s, []heldCase{
		{"echo x >> rc", true},
		{"echo {} > gh/config.toml", true},
		{"cat k.pub >> sshd/authorized_keys", true},
		{"echo x >> ./rc", true},
		{"echo x >| rc", true},
		{"echo x &> rc", true},
		{"echo x | tee -a rc", true},
		{"cp a rc", true},
		{"cp k.pub sshd/authorized_keys", true},
		{"sed -i s/a/b/ rc", true},
		{"touch sshd/authorized_keys", true},
		{"echo x >> relrc", true},
		{"echo x >> chain", true},
		{"cd src && echo x >> ../rc", true},
		// Without a link: the project's own files.
		{"echo x >> plain", false},
		{"echo {} > conf/config.toml", false},
		{"cat k.pub >> keys/authorized_keys", false},
		{"echo x | tee -a plain", false},
		// A link to another file of the project.
		{"echo x >> inner", false},
		{"echo x > innerdir/a.txt", false},
		{"echo x >> absinner", false},
		// rm removes the link, not what it leads to.
		{"rm rc", false},
	})
	if d := s.Classify("echo x >> chain"); !hasHit(d, "link_not_followed") {
		t.Errorf("a link to a link: %s %v, want link_not_followed", d.Tier, ids(d))
	}
}
