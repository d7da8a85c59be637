package parser

import (
	"path"
	"slices"
	"strings"
)

// Remote is the host that ssh runs a command on (Command.Remote), or the
// way scp, sftp and rsync reach the host of a HOST:PATH operand
// (CopyRoute): the destination as ssh sees it after its own options.
type Remote struct {
	// Host is the destination host as written, without user or port;
	// "" for a copy's route, whose operands name their hosts.
	Host string
	// User is the login user when the command names one (user@host, -l,
	// -o User=); "" when the default applies.
	User string
	// Hops are the jump hosts (-J, -o ProxyJump), each "[user@]host",
	// that the connection passes through, in order.
	Hops []string
	// Opaque is set when an option may take the connection somewhere
	// the host does not say: another config file (-F), a control socket
	// (-S, ControlPath), a proxy command, HostName, a different program
	// in ssh's place, or words not known statically.
	Opaque bool
	// Dir and CwdUnknown are Command.Dir and Command.CwdUnknown where
	// ssh ran: the commands it runs start in the host's login folder, and
	// a Command.Dir beyond this one is where their own cds took them.
	Dir        string
	CwdUnknown bool
}

// sshSafeKey reports the ssh -o settings (lower case) that do not change
// which machine a connection reaches. Any other key makes the route
// opaque: HostName, ProxyCommand, ControlPath, CanonicalDomains, ...
func sshSafeKey(key string) bool {
	switch key {
	case "addressfamily", "batchmode", "checkhostip", "ciphers", "compression", "connectionattempts", "connecttimeout",
		"exitonforwardfailure", "forwardagent", "forwardx11", "forwardx11trusted", "globalknownhostsfile",
		"hashknownhosts", "hostkeyalgorithms", "identitiesonly", "identityfile", "ipqos", "kbdinteractiveauthentication",
		"kexalgorithms", "loglevel", "macs", "numberofpasswordprompts", "passwordauthentication", "port",
		"preferredauthentications", "pubkeyauthentication", "requesttty", "sendenv", "serveraliveinterval",
		"serveralivecountmax", "setenv", "stricthostkeychecking", "tcpkeepalive", "updatehostkeys",
		"userknownhostsfile", "visualhostkey", "escapechar":
		return true
	}
	return false
}

// routeOptions reads the options of ssh, scp or sftp that decide where
// a connection goes into r.
func routeOptions(r *Remote, opts []opt, prog string) {
	for _, o := range opts {
		if o.val.Dynamic {
			r.Opaque = true
			continue
		}
		switch o.name {
		case "-F", "-S":
			// Another config file, a control socket of an open
			// connection, or another program in ssh's place.
			r.Opaque = true
		case "-D", "-s":
			// sftp -D talks to a local server, -s names what runs there.
			if prog == "sftp" {
				r.Opaque = true
			}
		case "-l":
			if prog == "ssh" {
				setUser(r, o.val.Value)
			}
		case "-J":
			r.Hops = append(r.Hops, jumpHosts(o.val.Value, r)...)
		case "-o":
			key, val := sshOption(o.val.Value)
			switch {
			case key == "user":
				setUser(r, val)
			case key == "proxyjump":
				if !strings.EqualFold(val, "none") {
					r.Hops = append(r.Hops, jumpHosts(val, r)...)
				}
			case key == "proxycommand" && strings.EqualFold(val, "none"):
			case !sshSafeKey(key):
				r.Opaque = true
			}
		}
	}
}

// setUser records a login user that -l or -o User names. ssh takes the
// first one it is given, wherever it stands; two that disagree make
// the route opaque rather than depend on that order.
func setUser(r *Remote, user string) {
	if r.User != "" && r.User != user {
		r.Opaque = true
	}
	r.User = user
}

// jumpHosts splits a -J list, "[user@]host[:port],...", into "[user@]host"
// entries; an ssh:// URI is read the same way.
func jumpHosts(list string, r *Remote) []string {
	var out []string
	for _, h := range strings.Split(list, ",") {
		user, host, ok := splitDest(strings.TrimSpace(h), true)
		if !ok {
			r.Opaque = true
			continue
		}
		if user != "" {
			host = user + "@" + host
		}
		out = append(out, host)
	}
	return out
}

// splitDest reads an ssh destination, "[user@]host", "ssh://[user@]host[:port]",
// or with port, "[user@]host[:port]" (jump hosts): user and host, and
// false for one ssh would not read as a host name.
func splitDest(s string, port bool) (user, host string, ok bool) {
	if rest, isURI := strings.CutPrefix(s, "ssh://"); isURI {
		s, port = strings.TrimSuffix(rest, "/"), true
	}
	if at := strings.LastIndexByte(s, '@'); at >= 0 {
		user, s = s[:at], s[at+1:]
	}
	if port {
		if i := strings.LastIndexByte(s, ':'); i >= 0 && !strings.Contains(s[:i], ":") {
			s = s[:i]
		}
	}
	if s == "" || strings.HasPrefix(s, "-") || strings.ContainsAny(s, "/: \t[]") {
		return "", "", false
	}
	return user, s, true
}

// sshRemote reads where `ssh ARGS` runs its command: nil when args name
// no host.
func sshRemote(args []field) *Remote {
	spec := optionShells.Get()["ssh"]
	opts, i := scanOpts(args, spec.withArg, nil)
	if i >= len(args) {
		return nil
	}
	dest := args[i]
	// ssh reads options after the host too.
	more, _ := scanOpts(args[i+1:], spec.withArg, nil)
	r := &Remote{}
	user, host, ok := splitDest(dest.Value, false)
	if !ok || dest.Dynamic {
		r.Opaque = true
		r.Host = dest.Value
	} else {
		r.Host = host
	}
	routeOptions(r, append(opts, more...), "ssh")
	if user != "" {
		if r.User != "" && r.User != user {
			// user@host and -l or -o User disagree: which one ssh
			// takes depends on their order.
			r.Opaque = true
		}
		r.User = user
	}
	return r
}

// resolverVars are the variables with which glibc's resolver reads a
// host name as another (the resolver part of egress's loaderVars).
var resolverVars = []string{"HOSTALIASES", "LOCALDOMAIN", "RES_OPTIONS", "RESOLV_HOST_CONF"}

// resolverSet reports whether assigns, or the script before, set one of
// resolverVars (Command.ResolverSet).
func (p *parser) resolverSet(assigns []Assign) bool {
	for _, v := range resolverVars {
		if p.assigned[v] {
			return true
		}
	}
	for _, a := range assigns {
		if slices.Contains(resolverVars, a.Name) {
			return true
		}
	}
	return false
}

// asOtherUser reports wrappers that run their command as another user
// (sudo ssh HOST): that user's ssh config decides where HOST is.
func asOtherUser(wrappers []string) bool {
	for _, w := range wrappers {
		name, _, _ := strings.Cut(w, " ")
		switch name {
		case "sudo", "doas", "su", "run0", "pkexec", "runuser", "gosu", "su-exec", "setpriv", "chroot":
			return true
		}
	}
	return false
}

// CopyRoute reads how scp, sftp or rsync (name) reach the hosts their
// HOST:PATH operands name: the jump hosts and options of the ssh they
// run. ok is false for any other program.
func CopyRoute(name string, args []Word, assigns []Assign) (r Remote, ok bool) {
	fs := make([]field, len(args))
	for i, a := range args {
		fs[i] = field{Word: a}
	}
	switch name {
	case "scp", "sftp":
		spec := optionShells.Get()[name]
		opts, _ := scanOptsAll(fs, spec.withArg, spec.longArg)
		routeOptions(&r, opts, name)
		return r, true
	case "rsync":
		for _, a := range assigns {
			if a.Name == "RSYNC_RSH" {
				rshRoute(&r, a.Value)
			}
		}
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if v == "--" {
				break
			}
			if v == "--rsync-path" || strings.HasPrefix(v, "--rsync-path=") {
				// Another program in rsync's place there (sudo rsync).
				r.Opaque = true
				continue
			}
			var rsh Word
			switch {
			case v == "-e" || v == "--rsh" || len(v) > 2 && strings.HasPrefix("--rsh", v) && v[1] == '-':
				if i+1 >= len(args) {
					return r, true
				}
				i++
				rsh = args[i]
			case strings.HasPrefix(v, "--rsh="):
				rsh = Word{Value: strings.TrimPrefix(v, "--rsh="), Dynamic: args[i].Dynamic}
			case len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.IndexByte(v, 'e') > 0:
				// -avze ssh, -essh: e takes the rest or the next word.
				rest := v[strings.IndexByte(v, 'e')+1:]
				if rest == "" {
					if i+1 >= len(args) {
						return r, true
					}
					i++
					rsh = args[i]
				} else {
					rsh = Word{Value: rest, Dynamic: args[i].Dynamic}
				}
			default:
				continue
			}
			rshRoute(&r, rsh)
		}
		return r, true
	}
	return r, false
}

// SftpBatch reads `sftp ARGS`: the destination it connects to, and
// whether -b gives it a batch of commands rather than a terminal to read
// them from. ok is false unless there is exactly one destination.
func SftpBatch(args []Word) (dest string, batch, ok bool) {
	fs := make([]field, len(args))
	for i, a := range args {
		fs[i] = field{Word: a}
	}
	spec := optionShells.Get()["sftp"]
	opts, operands := scanOptsAll(fs, spec.withArg, spec.longArg)
	for _, o := range opts {
		if o.name == "-b" {
			batch = true
		}
	}
	if len(operands) != 1 || operands[0].Dynamic {
		return "", batch, false
	}
	return operands[0].Value, batch, true
}

// rshRoute reads rsync's remote shell, -e 'ssh -p 2222 -J hop': ssh and
// its options, or opaque for anything else.
func rshRoute(r *Remote, w Word) {
	words := strings.Fields(w.Value)
	if w.Dynamic || len(words) == 0 || strings.ContainsAny(w.Value, "'\"\\$`") || path.Base(words[0]) != "ssh" {
		r.Opaque = true
		return
	}
	fs := make([]field, len(words)-1)
	for i, x := range words[1:] {
		fs[i] = field{Word: Word{Value: x}}
	}
	spec := optionShells.Get()["ssh"]
	opts, operands := scanOptsAll(fs, spec.withArg, nil)
	if len(operands) > 0 {
		// A host or a command in the remote shell itself.
		r.Opaque = true
	}
	routeOptions(r, opts, "ssh")
}
