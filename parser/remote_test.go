package parser

import (
	"slices"
	"testing"
)

// TestSSHRemote checks where ssh runs the commands it is given: the host
// after ssh's own options, the user, the jump hosts, and opaque when an
// option may take the connection elsewhere. Several spellings per row.
func TestSSHRemote(t *testing.T) {
	for _, tc := range []struct {
		texts  []string
		cmd    string // the command run there
		host   string
		user   string
		hops   []string
		opaque bool
	}{
		{texts: []string{`ssh box7 'rm -f /tmp/x'`, `ssh -p 2222 box7 rm -f /tmp/x`, `ssh -o ConnectTimeout=5 box7 "rm -f /tmp/x"`, `ssh box7 -p 22 'rm -f /tmp/x'`, `ssh -tt -oBatchMode=yes box7 'rm -f /tmp/x'`},
			cmd: "rm -f /tmp/x", host: "box7"},
		{texts: []string{`ssh dev@box7 'make -C ~/w'`, `ssh -l dev box7 'make -C ~/w'`, `ssh -o User=dev box7 'make -C ~/w'`, `ssh ssh://dev@box7:2200 'make -C ~/w'`},
			cmd: "make -C ~/w", host: "box7", user: "dev"},
		{texts: []string{`ssh -J hop1,ops@hop2:2222 box7 'ls /srv'`, `ssh -o ProxyJump=hop1,ops@hop2 box7 'ls /srv'`},
			cmd: "ls /srv", host: "box7", hops: []string{"hop1", "ops@hop2"}},
		{texts: []string{`ssh -F ./cfg box7 'ls /srv'`, `ssh -o HostName=prod.example.org box7 'ls /srv'`, `ssh -o 'ProxyCommand nc prod 22' box7 'ls /srv'`, `ssh -S /tmp/ctl box7 'ls /srv'`, `ssh -oCanonicalDomains=example.org box7 'ls /srv'`, `h=box7; ssh "$H" 'ls /srv'`,
			`sudo ssh box7 'ls /srv'`, `doas ssh box7 'ls /srv'`, `ssh -l ops dev@box7 'ls /srv'`},
			cmd: "ls /srv", opaque: true},
	} {
		for _, text := range tc.texts {
			s := Parse(text, Options{})
			c := find(s, tc.cmd)
			if c == nil {
				t.Errorf("%s: no %q in %q", text, tc.cmd, lines(s))
				continue
			}
			r := c.Remote
			if r == nil {
				t.Errorf("%s: %q runs here, want on a host", text, tc.cmd)
				continue
			}
			if r.Opaque != tc.opaque || !tc.opaque && (r.Host != tc.host || r.User != tc.user || !slices.Equal(r.Hops, tc.hops)) {
				t.Errorf("%s: remote %+v, want host %q user %q hops %q opaque %v", text, *r, tc.host, tc.user, tc.hops, tc.opaque)
			}
			if ssh := s.Commands[0]; ssh.Name == "ssh" && ssh.Remote != nil {
				t.Errorf("%s: ssh itself runs here", text)
			}
		}
	}
}

// TestSSHRemoteNesting checks that a command ssh runs inside another ssh
// is the inner host's, that what follows ssh runs here again, and that
// the remote shell's cds start from its login folder.
func TestSSHRemoteNesting(t *testing.T) {
	s := Parse(`cd sub && ssh a 'cd w && ssh b "rm -rf x"; ls y' && rm z`, Options{})
	if c := find(s, "rm -rf x"); c == nil || c.Remote == nil || c.Remote.Host != "b" {
		t.Fatalf("rm -rf x runs on b: %q", lines(s))
	}
	if c := find(s, "ls y"); c == nil || c.Remote == nil || c.Remote.Host != "a" || c.Remote.Dir != "sub" || c.Dir != "sub/w" {
		t.Errorf("ls y runs on a, in its folder w: %+v", c)
	}
	if c := find(s, "rm z"); c == nil || c.Remote != nil || c.Dir != "sub" {
		t.Errorf("rm z runs here: %+v", c)
	}
	if c := find(s, "ssh b"); c == nil || c.Remote == nil || c.Remote.Host != "a" {
		t.Errorf("the inner ssh runs on a")
	}
	// ssh's redirections are this shell's: ssh itself carries them, the
	// text it runs there does not.
	s = Parse(`ssh a 'cat x' > ~/.bashrc`, Options{})
	if c := find(s, "ssh a"); c == nil || len(c.Redirs) != 1 || c.Redirs[0].Target.Value != "~/.bashrc" {
		t.Errorf("ssh's redirection: %q", lines(s))
	}
	if c := find(s, "cat x"); c == nil || len(c.Redirs) != 0 {
		t.Errorf("cat runs there, without the redirection: %+v", c)
	}
}

// TestCopyRoute checks how scp, sftp and rsync reach their hosts.
func TestCopyRoute(t *testing.T) {
	for _, tc := range []struct {
		text   string
		hops   []string
		opaque bool
	}{
		{text: `scp -P 2222 -o ConnectTimeout=3 a.txt box7:/tmp/`},
		{text: `scp -J hop a.txt box7:/tmp/`, hops: []string{"hop"}},
		{text: `scp -F cfg a.txt box7:/tmp/`, opaque: true},
		{text: `scp -S ./myssh a.txt box7:/tmp/`, opaque: true},
		{text: `scp -o HostName=prod a.txt box7:/tmp/`, opaque: true},
		{text: `sftp -b batch.txt box7`},
		{text: `sftp -D /usr/lib/sftp-server -b batch.txt box7`, opaque: true},
		{text: `rsync -av --exclude '.git' src/ box7:w/`},
		{text: `rsync -avz -e 'ssh -p 2222' src/ box7:w/`},
		{text: `rsync -av -e "ssh -J hop" src/ box7:w/`, hops: []string{"hop"}},
		{text: `rsync -avze ssh src/ box7:w/`},
		{text: `rsync --rsh='ssh -o ProxyCommand=x' src/ box7:w/`, opaque: true},
		{text: `rsync -e 'nc prod' src/ box7:w/`, opaque: true},
		{text: `RSYNC_RSH='ssh -F cfg' rsync src/ box7:w/`, opaque: true},
		{text: `rsync -a --rsync-path='sudo rsync' src/ box7:/etc/`, opaque: true},
	} {
		s := Parse(tc.text, Options{})
		c := s.Commands[len(s.Commands)-1]
		r, ok := CopyRoute(c.Name, c.Args, c.Assigns)
		if !ok || r.Opaque != tc.opaque || !slices.Equal(r.Hops, tc.hops) {
			t.Errorf("%s: %+v %v, want hops %q opaque %v", tc.text, r, ok, tc.hops, tc.opaque)
		}
	}
	if _, ok := CopyRoute("cp", nil, nil); ok {
		t.Errorf("cp has no route")
	}
}
