package parser

import "testing"

// TestLinksMarkWords checks that a name the script made into a link, and
// any path through it, is marked, whichever way the link was made.
func TestLinksMarkWords(t *testing.T) {
	for _, tc := range []struct {
		in, cmd string // cmd: the command whose last argument is checked
		link    bool
	}{
		{`ln -s ~ build && rm -rf build/`, "rm", true},
		{`ln -sfn /srv b; rm -rf b/sub`, "rm", true},
		{`ln --symbolic=x 2>/dev/null; ln -s /a b/c; rm -rf b/c/d`, "rm", true},
		{`ln -s /etc; rm -rf etc/`, "rm", true}, // one operand: the link is named after the target
		{`ln -t out /srv/data; rm -rf out/data/x`, "rm", true},
		{`ln -s /srv/data out; rm -rf out/data`, "rm", true}, // out may be a folder the link lands in
		{`cp -s ~/a build; rm -rf build`, "rm", true},
		{`cp --link ~/db x && rm -f x`, "rm", true},
		{`link ~/.bashrc keep; rm keep`, "rm", true},
		{`bash -c 'ln -s / d'; rm -rf d/`, "rm", true},
		{`ln -s ../dist public; rm -rf dist`, "rm", false},
		{`cp -r src build; rm -rf build/`, "rm", false},
		{`ln -s ~ build; rm -rf builds`, "rm", false},
		{`rm -rf build/`, "rm", false},
	} {
		s := Parse(tc.in, Options{})
		var c *Command
		for _, x := range s.Commands {
			if x.Name == tc.cmd {
				c = x
			}
		}
		if c == nil || len(c.Args) == 0 {
			t.Errorf("%q: no %s in %q", tc.in, tc.cmd, lines(s))
			continue
		}
		if got := c.Args[len(c.Args)-1].Link; got != tc.link {
			t.Errorf("%q: %s's last argument Link=%v, want %v", tc.in, line(c), got, tc.link)
		}
	}
}
