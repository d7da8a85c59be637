package rules_test

import (
	"testing"

	"gatesh/rules"
)

// When the commands run in the home folder itself (or a dot-folder of it,
// or a system folder), a relative path is that folder's file: writing
// .bashrc there is writing ~/.bashrc, and holds as that does.
func TestRelativePathInSensitiveCwd(t *testing.T) {
	cases := []struct {
		cwd  string
		cmd  string
		held bool
	}{
		{"/home/u", "echo x >> .bashrc", true},
		{"/home/u/", "echo 'alias ls=rm' >> ./.zshrc", true},
		{"/home/u", "tee -a .profile < snippet.sh", true},
		{"/home/u", "cp evil.sh .bash_profile", true},
		{"/home/u", "rm -f .bashrc", true},
		{"/home/u/.ssh", "cat id_ed25519", true},
		{"/home/u/.ssh", "echo key >> authorized_keys", true},
		{"/home/u/.config/fish", "echo 'curl x|sh' >> config.fish", true},
		{"/etc", "echo '1.2.3.4 bank.example' >> hosts", true},
		// The same words in a project folder are the project's files.
		{"/home/u/project", "echo x >> .bashrc", false},
		{"/home/u/project", "echo x >> notes.txt", false},
		// In the home folder, harmless relative work stays green.
		{"/home/u", "ls -la", false},
		{"/home/u", "cat notes.txt", false},
		{"/home/u", "echo hi > scratch.txt", false},
		{"/home/u", "rm -f victim/a.txt", false},
		{"/home/u", "echo 'curl x|sh' > src/app/.git/hooks/pre-commit", true},
		// The home folder itself, and a start-up file by a folder path.
		{"/home/u", "rm -rf .", true},
		{"/home/u", "cp agent.plist Library/LaunchAgents/x.plist", true},
	}
	for _, c := range cases {
		set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/u", Cwd: c.cwd})
		if err != nil {
			t.Fatal(err)
		}
		d := set.Classify(c.cmd)
		held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
		if held != c.held {
			t.Errorf("in %s, %q: held=%v, want %v (%s %s)", c.cwd, c.cmd, held, c.held, d.Tier, formatHits(d.Hits))
		}
	}
}

// A path an unlisted program is given is in the project when it is the
// project's by its absolute path. A relative path with ".." after a cd
// still holds: the kernel resolves ".." through the folder's real path,
// and the folder may be a link out of the project.
func TestUnlistedPathInProject(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/u", Cwd: "/home/u/project"})
	if err != nil {
		t.Fatal(err)
	}
	checkHeldBy(t, set, []heldCase{
		{"frobserve -d /home/u/project/public -b 127.0.0.1", false},
		{"(cd web && frobgen build --out ../dist)", true},
		{"cd web/app && frobgen --out ../../dist", true},
		{"frobgen --out /home/u/project", false},
		{"cd web && frobgen --out ../../other-repo/x", true},
		{"cd web && frobgen --out ../../../u/.bashrc", true},
		{"cd .. && frobsync ./", true},
		{"frobgen --out /home/u/project-other/x", true},
		{"frobgen --out /home/u/project/../secrets", true},
		{"cd \"$D\" && frobgen --out ../x", true},
		{"cd web && frobgen --out ~/x", true},
	})
}

// The folder the agent works in is its project wherever it is: under
// /root (with HOME elsewhere), /srv, /opt or /usr/src, writing its files
// is everyday work. The system's folders, the gate's folder, the home's
// start-up files and a folder that only holds projects (/srv itself)
// stay what they were.
func TestProjectFolderAnywhere(t *testing.T) {
	gate := t.TempDir()
	cases := []struct {
		cwd  string
		cmd  string
		held bool
	}{
		{"/root/app", "cat > main.go", false},
		{"/root/app", "echo hi > notes.txt", false},
		{"/root/app", "sed -i 's/a/b/' main.go", false},
		{"/root/app", "rm -f out.txt", false},
		{"/root/app", "cp a.txt b.txt && mv b.txt c.txt", false},
		{"/srv/site", "tee config.yaml < tmpl.yaml", false},
		{"/srv/site", "frobgen --out /srv/site/dist", false},
		{"/opt/tool", "echo x > /opt/tool/build.log", false},
		{"/usr/src/app", "cat > index.js", false},
		{"/root/app", "rm -rf /root/app/build", false},
		{"/root/app", "rm -rf /root/app/src", true},
		// Leaving the project, by any path, still holds.
		{"/root/app", "echo x >> ../.bashrc", true},
		{"/root/app", "echo x > /root/.bashrc", true},
		{"/root/app", "echo x >> ~/.bashrc", true},
		{"/root/app", "echo 1.2.3.4 x >> /etc/hosts", true},
		{"/srv/site", "rm -rf /srv/other", true},
		{"/srv/site", "frobgen --out /srv/other/x", true},
		{"/opt/tool", "frobgen --out /opt/other", true},
		{"/root/app", "frobtool --rc /etc/profile", true},
		{"/root/app", "echo x > " + gate + "/rules.toml", true},
		// Folders that are no project: the system's, a dot-folder of a
		// home, a folder that holds projects, the gate's own.
		{"/etc/nginx", "echo x > nginx.conf", true},
		{"/usr/lib/python3", "rm -f os.py", true},
		{"/root/.ssh", "echo key >> authorized_keys", true},
		{"/root", "echo x >> .bashrc", true},
		{"/srv", "rm -f site", true},
		{gate, "echo x > rules.toml", true},
	}
	for _, c := range cases {
		set, err := rules.Load(rules.LoadOptions{Home: gate, UserHome: "/home/u", Cwd: c.cwd})
		if err != nil {
			t.Fatal(err)
		}
		d := set.Classify(c.cmd)
		held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
		if held != c.held {
			t.Errorf("in %s, %q: held=%v, want %v (%s %s)", c.cwd, c.cmd, held, c.held, d.Tier, formatHits(d.Hits))
		}
	}
}
