package rules

import (
	"fmt"
	"path"
	"strings"

	"gatesh/parser"
)

// Scratch hosts are the operator's own test and scratch machines, named
// in the operator's config.toml (scratch_hosts), never in a project's
// file: gatesh cannot tell the operator's machine from anyone's, so by
// default a remote command's paths are read as this machine's and a copy
// to another host is red. For a host the operator named:
//
//   - what ssh runs there names that host's files: its home, its /tmp and
//     the folders its own cds reach are not this machine's home, /tmp or
//     the gate's files, and no rule about places here matches them. Its
//     system folders (/etc, /usr, /opt) stay system folders, and what a
//     file is by its name (a key, a credentials file) stays what it is,
//     as does everything that is not a path: a send out, a publish, a
//     pipe into a shell, sudo;
//   - a copy there (scp, sftp -b, rsync) goes no higher than a copy into
//     the project: the destination is the host's.
//
// A connection whose route the command can change (another config file,
// a control socket, a proxy command, HostName) reaches no named host, and
// neither does one that jumps through a host nobody named.

// remotePrefix marks a path on a scratch host that is that host's own:
// no pattern of this machine's places matches it, only name patterns
// ("**/.ssh/**", "*.pem"), as with containerPrefix.
const remotePrefix = "ssh:"

// CheckScratchHost reports why a scratch_hosts pattern could never match
// a host that ssh connects to, or nil: "[user@]host", where host is a
// name or an IPv4 address, and both may hold * and ? wildcards.
func CheckScratchHost(pat string) error {
	user, host, hasUser := strings.Cut(pat, "@")
	if !hasUser {
		user, host = "", pat
	}
	switch {
	case pat == "":
		return fmt.Errorf("scratch host %q: empty", pat)
	case hasUser && user == "":
		return fmt.Errorf("scratch host %q: no user before @", pat)
	case host == "":
		return fmt.Errorf("scratch host %q: no host", pat)
	case strings.HasPrefix(host, "-") || strings.HasPrefix(user, "-"):
		return fmt.Errorf("scratch host %q: ssh reads a leading - as an option", pat)
	}
	for _, part := range []struct{ name, text, extra string }{{"user", user, "."}, {"host", host, ".-_"}} {
		for _, r := range part.text {
			ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '*' || r == '?' || r == '-' || r == '_' || strings.ContainsRune(part.extra, r)
			if !ok {
				return fmt.Errorf("scratch host %q: %q cannot be in a %s name (want [user@]host, with * and ? as wildcards; no port, path or list)", pat, r, part.name)
			}
		}
	}
	return nil
}

// scratchHosts validates the operator's patterns and folds the hosts to
// lower case, as ssh compares host names.
func scratchHosts(pats []string) ([]string, error) {
	if len(pats) == 0 {
		return nil, nil
	}
	out := make([]string, 0, len(pats))
	for _, p := range pats {
		if err := CheckScratchHost(p); err != nil {
			return nil, err
		}
		user, host, ok := strings.Cut(p, "@")
		if !ok {
			out = append(out, strings.ToLower(p))
		} else {
			out = append(out, user+"@"+strings.ToLower(host))
		}
	}
	return out, nil
}

// scratchHost reports whether the operator named host (with user, "" for
// the default login) as a scratch host. A pattern with a user matches
// only that user named on the command line.
func (s *Set) scratchHost(user, host string) bool {
	host = strings.ToLower(host)
	for _, p := range s.scratch {
		pu, ph, withUser := strings.Cut(p, "@")
		if !withUser {
			ph = p
		}
		if withUser && (user == "" || !globMatch(pu, user)) {
			continue
		}
		if hostMatch(ph, host) {
			return true
		}
	}
	return false
}

// hostMatch matches a host name or address against a pattern label by
// label: a wildcard stands within one label, so that buildbox-* or
// 10.0.0.* does not match buildbox-1.example.net or 10.0.0.7.example.net,
// names in a domain the command chooses.
func hostMatch(pat, host string) bool {
	pl, hl := strings.Split(pat, "."), strings.Split(host, ".")
	if len(pl) != len(hl) {
		return false
	}
	for i := range pl {
		if !globMatch(pl[i], hl[i]) {
			return false
		}
	}
	return true
}

// globMatch matches a host or user against a pattern of * and ? (the
// patterns hold no / [ or \, see CheckScratchHost).
func globMatch(pat, name string) bool {
	ok, err := path.Match(pat, name)
	return ok && err == nil
}

// scratchRoute reports whether a connection by route r to user@host
// reaches a scratch host: the host and every jump host named, nothing
// that may take it elsewhere.
func (s *Set) scratchRoute(r *parser.Remote, user, host string) bool {
	if r.Opaque || host == "" || !s.scratchHost(user, host) {
		return false
	}
	for _, h := range r.Hops {
		u, hh, ok := strings.Cut(h, "@")
		if !ok {
			u, hh = "", h
		}
		if !s.scratchHost(u, hh) {
			return false
		}
	}
	return true
}

// onScratch reports whether ssh runs c on a scratch host.
func (s *Set) onScratch(c *parser.Command) bool {
	return len(s.scratch) > 0 && c != nil && c.Remote != nil && !c.ResolverSet && s.scratchRoute(c.Remote, c.Remote.User, c.Remote.Host)
}

// scratchOperand returns the path part of a HOST:PATH operand of scp,
// sftp or rsync (c) when HOST is a scratch host reached by c's route.
func (s *Set) scratchOperand(value string, c *parser.Command) (string, bool) {
	if len(s.scratch) == 0 || c == nil || c.ResolverSet || strings.Contains(value, "::") {
		return "", false
	}
	dest := value
	if rest, ok := strings.CutPrefix(value, "scp://"); ok {
		// scp://[user@]host[:port]/path
		hostPart, p, _ := strings.Cut(rest, "/")
		if i := strings.LastIndexByte(hostPart, ':'); i >= 0 {
			hostPart = hostPart[:i]
		}
		dest = hostPart + ":" + p
	} else if strings.Contains(value, "://") {
		return "", false
	}
	i := strings.IndexByte(dest, ':')
	if i <= 0 || strings.ContainsAny(dest[:i], "/[") {
		return "", false
	}
	user, host, ok := strings.Cut(dest[:i], "@")
	if !ok {
		user, host = "", dest[:i]
	}
	if strings.Contains(host, "@") {
		return "", false
	}
	r, known := parser.CopyRoute(c.Name, c.Args, c.Assigns)
	if r.User != "" {
		// -o User= in the ssh it runs: the login unless the operand
		// names another, which then depends on ssh's order.
		if user != "" && user != r.User {
			return "", false
		}
		user = r.User
	}
	if !known || !s.scratchRoute(&r, user, host) {
		return "", false
	}
	return dest[i+1:], true
}

// scratchBatch reports an sftp -b batch to a scratch host: a copy there,
// the batch file the project's own (sftp with no -b reads what the agent
// types, unseen).
func (s *Set) scratchBatch(c *parser.Command) bool {
	if c.Name != "sftp" {
		return false
	}
	dest, batch, ok := parser.SftpBatch(c.Args)
	if !ok || !batch {
		return false
	}
	if i := strings.IndexByte(dest, ':'); i > 0 && !strings.Contains(dest, "://") {
		dest = dest[:i]
	}
	_, scratch := s.scratchOperand(dest+":", c)
	return scratch
}

// remoteDir returns the folder a command on a scratch host runs in, as
// that host sees it: "" for its login folder (its home), a path relative
// to it, or an absolute one; false when a cd to a folder not known
// statically leaves it unknown.
func remoteDir(c *parser.Command) (string, bool) {
	r := c.Remote
	dir := c.Dir
	switch {
	case dir == r.Dir:
		return "", true
	case r.Dir != "" && strings.HasPrefix(dir, r.Dir+"/"):
		dir = dir[len(r.Dir)+1:]
	case r.Dir != "" && relativePath(dir):
		return "", false
	}
	if strings.HasPrefix(dir, "$") && !strings.HasPrefix(dir, "$HOME") && !strings.HasPrefix(dir, "${HOME}") {
		return "", false
	}
	return dir, true
}

// hostOwn reports whether an absolute or home path on a scratch host is
// that host's own to work in: below its home folders or its temporary
// folders. The home folder itself, and every other absolute path (the
// host's system), are not.
func hostOwn(p string) bool {
	for _, top := range []string{"~", "$HOME", "${HOME}", "/home", "/Users"} {
		if rest, ok := strings.CutPrefix(p, top); ok && strings.HasPrefix(rest, "/") {
			if top == "/home" || top == "/Users" {
				// /home/USER/x: below a user's home, not the home itself.
				_, below, _ := strings.Cut(rest[1:], "/")
				return below != ""
			}
			return len(rest) > 1
		}
	}
	return hostTemp(p)
}

// hostTemp reports whether an absolute path on a host is in its
// temporary folders.
func hostTemp(p string) bool {
	for _, tmp := range []string{"/tmp", "/var/tmp", "/private/tmp", "/private/var/tmp", "/dev/shm"} {
		if p == tmp || strings.HasPrefix(p, tmp+"/") {
			return true
		}
	}
	return false
}

// deleter reports the programs whose rules ask whether the files they
// delete are disposable (rm-recursive, rm-outside-project, truncate, ...):
// on a scratch host, the host's own files are. Other rules that ask of
// their words (a search's file types, git config's keys) are not about
// places, and keep their lists there.
func deleter(name string) bool {
	switch name {
	case "rm", "unlink", "rmdir", "truncate", "rimraf", "srm", "shred":
		return true
	}
	return false
}

// scratchOwn reports whether every form of a word that a command on a
// scratch host names is a file of the host's own (hostOwn): one below its
// home or temporary folders, or a plain name in its login folder.
func (s *Set) scratchOwn(value string, c *parser.Command) bool {
	forms := s.remoteForms(value, c)
	for _, f := range forms {
		if !strings.HasPrefix(f, remotePrefix) && (!relativePath(f) || looksLikePath(f)) {
			return false
		}
	}
	return len(forms) > 0
}

// remoteForms returns the forms of a word that a command on a scratch
// host names (pathForms): a path of the host's own is remotePrefix and
// the path, any other path of the host is its system path as written,
// and a word that is no path stays as it is.
func (s *Set) remoteForms(value string, c *parser.Command) []string {
	out := make([]string, 0, 2)
	add := func(x string) {
		if x == "" {
			return
		}
		p := x
		if relativePath(x) && (looksLikePath(x) || c.Dir != c.Remote.Dir) {
			dir, known := remoteDir(c)
			if !known {
				out = append(out, s.pathForms(x, nil)...)
				return
			}
			if dir == "" || relativePath(dir) {
				dir = path.Join("~", dir)
			}
			p = path.Join(dir, x)
			if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "~") && !strings.HasPrefix(p, "$") {
				// Above the folder it started from (~/..): not told.
				out = append(out, s.pathForms(x, nil)...)
				return
			}
		} else if relativePath(x) {
			out = append(out, x)
			return
		}
		p = path.Clean(p)
		if hostOwn(p) {
			out = append(out, remotePrefix+p)
			return
		}
		out = append(out, s.pathForms(p, nil)...)
	}
	add(value)
	if _, after, ok := strings.Cut(value, "="); ok {
		add(after)
	}
	if rest, ok := strings.CutPrefix(value, "@"); ok {
		add(rest)
	}
	return out
}
