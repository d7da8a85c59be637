package parser

import "testing"

// The redirections of a shell or eval that runs a text apply to every
// command of the text: they are listed, so that the rules judge what
// they write.
func TestOuterRedirectionsOfANestedShell(t *testing.T) {
	for _, in := range []string{
		`bash -c 'echo x' >> /home/u/.bashrc`, `sh -c ls > /home/u/.bashrc`, `bash -lc ls 3> /home/u/.bashrc`,
		`eval 'echo x' > /home/u/.bashrc`, `eval ls 2> /home/u/.bashrc`,
	} {
		s := Parse(in, Options{})
		found := false
		for _, c := range s.Commands {
			for _, r := range c.Redirs {
				found = found || r.Target.Value == "/home/u/.bashrc"
			}
		}
		if !found {
			t.Errorf("%q: the redirection to /home/u/.bashrc is not listed: %+v", in, s.Commands)
		}
	}
}
