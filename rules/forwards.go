package rules

import (
	"errors"
	"io/fs"
	"net/url"
	"path"
	"slices"
	"strings"

	"gatesh/parser"
)

// forwardsHere reports whether a command of the script opens on this
// machine a port or a socket that leads to another one: ssh's local
// forward (-L [bind:]port:host:hostport, -L socket:host:hostport, or
// -o LocalForward=...) and its SOCKS proxy (-D, -o DynamicForward=...),
// kubectl's and oc's port-forward, Cloud SQL's and AlloyDB's proxies,
// socat relaying a listening port to another host, and cloudflared
// access's local listener. ssh's stdio forward (-W host:port) counts
// too: what the script feeds it reaches that host's port. So does a
// forward ssh's configuration opens (sshConfigForwards). A client of the
// same script pointed at localhost or a socket path then reaches that
// other machine (ssh -fNL 15432:db:5432 bastion && psql -h localhost -p
// 15432 ...): its target is not local.
func (s *Set) forwardsHere(cmds []*parser.Command) bool {
	for _, c := range cmds {
		switch path.Base(c.Name) {
		case "ssh", "autossh":
			forward, config := sshLocalForward(c.Args, path.Base(c.Name) == "autossh")
			if forward || s.sshConfigForwards(config, c) {
				return true
			}
		case "cloud-sql-proxy", "cloud_sql_proxy", "alloydb-auth-proxy":
			// Google's proxies open a port or a socket here that leads
			// to a hosted database (cloud-sql-proxy INSTANCE --port N).
			return true
		case "socat":
			if socatRelay(c.Args) {
				return true
			}
		case "cloudflared":
			// cloudflared access tcp --hostname H --url localhost:N
			// listens here for Cloudflare Access's end at H (its tcp,
			// rdp, smb and ssh clients alike).
			if len(c.Args) > 0 && c.Args[0].Value == "access" && slices.ContainsFunc(c.Args, func(a parser.Word) bool {
				return a.Value == "--url" || strings.HasPrefix(a.Value, "--url=") || a.Value == "--listener" || strings.HasPrefix(a.Value, "--listener=")
			}) {
				return true
			}
		case "kubectl", "oc":
			for _, a := range c.Args {
				if a.Value == "port-forward" {
					return true
				}
			}
		}
	}
	return false
}

// sshValueOptions are ssh's options that take a value (ssh(1)): the
// value is the rest of the word or the next word.
const sshValueOptions = "BbcDEeFIiJLlmOopQRSWw"

// sshLocalForward reports whether ssh's arguments ask for a local
// forward: -L, alone or in a cluster (-fNL), -D, -W, or the
// LocalForward or DynamicForward option; and the word -F names as its
// configuration file (nil: none, the user's own). ssh reads options on
// both sides of the host (ssh bastion -fNL ...); they end at the word
// after it, the command. autossh takes -M PORT of its own before ssh's.
func sshLocalForward(args []parser.Word, autossh bool) (forward bool, config *parser.Word) {
	host := false
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		if a == "--" {
			return false, config
		}
		if len(a) < 2 || a[0] != '-' {
			if host {
				return false, config
			}
			host = true
			continue
		}
		opts := sshValueOptions
		if autossh {
			opts += "M"
		}
		for j := 1; j < len(a); j++ {
			if !strings.ContainsRune(opts, rune(a[j])) {
				continue
			}
			word := parser.Word{Value: a[j+1:], Dynamic: args[i].Dynamic}
			if word.Value == "" && i+1 < len(args) {
				i++
				word = args[i]
			}
			value := word.Value
			switch a[j] {
			case 'L', 'D', 'W':
				// -D [bind:]port: a SOCKS proxy here whose connections
				// leave from the host (ssh(1)), a forward to any port
				// there, its localhost too. -W host:port: ssh's standard
				// input and output are that port of that host, so the
				// script's other ends (a fifo, a relay) reach it.
				return true, config
			case 'F':
				config = &word
			case 'o':
				key, _, _ := strings.Cut(strings.TrimSpace(value), "=")
				key, _, _ = strings.Cut(key, " ")
				if strings.EqualFold(key, "LocalForward") || strings.EqualFold(key, "DynamicForward") {
					return true, config
				}
			}
			break
		}
	}
	return false, config
}

// sshConfigForwards reports whether the configuration ssh reads may open
// a local forward: a LocalForward or DynamicForward line, or an Include
// gatesh does not follow (ssh_config(5)). With -F FILE that file alone
// is read; one the agent may have written (anywhere but the user's
// ~/.ssh, which is held to write), or one gatesh cannot read, is taken
// to forward. Without -F, the user's ~/.ssh/config is read and the
// files it includes by a plain name; a missing one forwards nothing.
// Nothing is read when gatesh has no view of the file system.
func (s *Set) sshConfigForwards(config *parser.Word, c *parser.Command) bool {
	if config != nil {
		p := config.Value
		if config.Dynamic || s.readFile == nil || s.userHome == "" {
			return true
		}
		if rest, ok := strings.CutPrefix(p, "~/"); ok {
			p = path.Join(s.userHome, rest)
		}
		if !path.IsAbs(p) || c.Dir != "" || c.CwdUnknown || !within(path.Clean(p), path.Join(s.userHome, ".ssh")) {
			return true
		}
		return s.sshConfigFileForwards(path.Clean(p), 0, true)
	}
	if s.readFile == nil || s.userHome == "" {
		return false
	}
	return s.sshConfigFileForwards(path.Join(s.userHome, ".ssh", "config"), 0, false)
}

// sshConfigFileForwards reads one ssh configuration file for a forward
// (sshConfigForwards); named says whether -F named it, so that it must
// be there. An Include of a pattern, of more than a few levels, or of a
// file that cannot be read is taken to forward.
func (s *Set) sshConfigFileForwards(p string, depth int, named bool) bool {
	data, err := s.readFile(p)
	if err != nil {
		return named || !errors.Is(err, fs.ErrNotExist)
	}
	for _, line := range strings.Split(string(data), "\n") {
		// A keyword and its arguments, split by white space or one =.
		fields := strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '\t' || r == '=' || r == '\r' })
		if len(fields) == 0 {
			continue
		}
		key := fields[0]
		switch strings.ToLower(key) {
		case "localforward", "dynamicforward":
			return true
		case "include":
			for _, inc := range fields[1:] {
				inc = strings.Trim(inc, `"`)
				if r, ok := strings.CutPrefix(inc, "~/"); ok {
					inc = path.Join(s.userHome, r)
				} else if !path.IsAbs(inc) {
					inc = path.Join(s.userHome, ".ssh", inc)
				}
				if depth >= 4 || strings.ContainsAny(inc, "*?[%$") || s.sshConfigFileForwards(inc, depth+1, true) {
					return true
				}
			}
		}
	}
	return false
}

// socatRelay reports whether socat's two addresses relay a listening
// address of this machine (TCP-LISTEN, TCP4-LISTEN, UNIX-LISTEN,
// UDP-LISTEN ..., socat(1)) to one that may be another machine: a TCP,
// UDP, SSL, SOCKS or proxy address whose host is no loopback one, or a
// program it runs (EXEC, SYSTEM). A relay between two local ends (to
// localhost, to a local socket) forwards nothing elsewhere.
func socatRelay(args []parser.Word) bool {
	var addrs []string
	for _, a := range args {
		if a.Dynamic {
			return true
		}
		if strings.HasPrefix(a.Value, "-") && a.Value != "-" {
			continue
		}
		addrs = append(addrs, a.Value)
	}
	listen, away := false, false
	for _, a := range addrs {
		kind, rest, _ := strings.Cut(a, ":")
		kind = strings.ToUpper(kind)
		rest, _, _ = strings.Cut(rest, ",")
		switch {
		case strings.HasSuffix(kind, "-LISTEN") || strings.HasSuffix(kind, "-L") || strings.HasSuffix(kind, "-RECVFROM"):
			listen = true
		case kind == "EXEC" || kind == "SYSTEM" || kind == "SHELL":
			away = true
		case strings.HasPrefix(kind, "TCP") || strings.HasPrefix(kind, "UDP") || strings.HasPrefix(kind, "SCTP") ||
			strings.HasPrefix(kind, "SSL") || strings.HasPrefix(kind, "OPENSSL") || strings.HasPrefix(kind, "SOCKS") || strings.HasPrefix(kind, "PROXY"):
			if !forwardedEnd(rest) {
				away = true
			}
		}
	}
	return listen && away
}

// forwardedEnd reports whether a target names this machine by a
// loopback name or address or a socket path: what a forward opened in
// the same script may lead elsewhere.
func forwardedEnd(v string) bool {
	if socketPath(v) {
		return true
	}
	v = strings.ToLower(v)
	if u, err := url.Parse(v); err == nil && u.Host != "" {
		v = u.Hostname()
	} else if h, _, ok := strings.Cut(v, ":"); ok && !strings.HasPrefix(v, "[") {
		v = h
	}
	v = strings.Trim(v, "[]")
	return loopbackHost(v) || v == "localhost" || strings.HasSuffix(v, ".localhost") || v == "host.docker.internal"
}

// chosenKubeconfig reports whether a command is handed a kubeconfig
// other than the default one (--kubeconfig FILE, KUBECONFIG=FILE, an
// earlier export of it, or a plain assignment of the script, given to
// the command when KUBECONFIG is already exported or after set -a): the
// cluster a context names is then whatever that file says, and kind-dev
// there may be any cluster.
func chosenKubeconfig(c *parser.Command, script []parser.Assign) bool {
	for i, a := range c.Args {
		v, ok := strings.CutPrefix(a.Value, "--kubeconfig=")
		if !ok && a.Value == "--kubeconfig" && i+1 < len(c.Args) {
			v, ok = c.Args[i+1].Value, true
			a = c.Args[i+1]
		}
		if ok && !defaultKubeconfig(v) {
			return true
		}
	}
	for _, as := range slices.Concat(c.Assigns, c.Exported, script) {
		if as.Name != "KUBECONFIG" {
			continue
		}
		for _, f := range strings.Split(as.Value.Value, ":") {
			if !defaultKubeconfig(f) {
				return true
			}
		}
	}
	return false
}

// defaultKubeconfig reports whether a path is the kubeconfig clients
// read when none is chosen: .kube/config in the home folder.
func defaultKubeconfig(p string) bool {
	for _, home := range []string{"~", "$HOME", "${HOME}"} {
		if p == home+"/.kube/config" {
			return true
		}
	}
	rest, ok := strings.CutPrefix(p, "/home/")
	return p == "/root/.kube/config" || ok && strings.Count(rest, "/") == 2 && strings.HasSuffix(rest, "/.kube/config")
}

// nerdctlElsewhere reports whether nerdctl is pointed at another
// containerd than this machine's default (--address, -a, --host, -H,
// CONTAINERD_ADDRESS) or at the namespace Kubernetes keeps its
// containers in (-n k8s.io, --namespace, CONTAINERD_NAMESPACE, set for
// it, exported, or assigned in the script): not the local dev engine,
// whatever its containers are called.
func nerdctlElsewhere(c *parser.Command, script []parser.Assign) bool {
	if path.Base(c.Name) != "nerdctl" {
		return false
	}
	for i, a := range c.Args {
		name, value, eq := strings.Cut(a.Value, "=")
		if !eq && i+1 < len(c.Args) {
			value = c.Args[i+1].Value
		}
		switch name {
		case "--address", "-a", "--host", "-H":
			return true
		case "--namespace", "-n":
			if value == "k8s.io" || a.Dynamic || !eq && i+1 < len(c.Args) && c.Args[i+1].Dynamic {
				return true
			}
		}
	}
	for _, as := range slices.Concat(c.Assigns, c.Exported, script) {
		if as.Name == "CONTAINERD_ADDRESS" || as.Name == "CONTAINERD_NAMESPACE" && (as.Value.Dynamic || as.Value.Value == "k8s.io") {
			return true
		}
	}
	return false
}
