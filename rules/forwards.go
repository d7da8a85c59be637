package rules

import (
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
// access's local listener. A client of the
// same script pointed at localhost or a socket path then reaches that
// other machine (ssh -fNL 15432:db:5432 bastion && psql -h localhost -p
// 15432 ...): its target is not local.
func forwardsHere(cmds []*parser.Command) bool {
	for _, c := range cmds {
		switch path.Base(c.Name) {
		case "ssh", "autossh":
			if sshLocalForward(c.Args, path.Base(c.Name) == "autossh") {
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
// forward: -L, alone or in a cluster (-fNL), or the LocalForward
// option. ssh reads options on both sides of the host (ssh bastion
// -fNL ...); they end at the word after it, the command. autossh takes
// -M PORT of its own before ssh's.
func sshLocalForward(args []parser.Word, autossh bool) bool {
	host := false
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		if a == "--" {
			return false
		}
		if len(a) < 2 || a[0] != '-' {
			if host {
				return false
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
			value := a[j+1:]
			if value == "" && i+1 < len(args) {
				i++
				value = args[i].Value
			}
			switch a[j] {
			case 'L', 'D':
				// -D [bind:]port: a SOCKS proxy here whose connections
				// leave from the host (ssh(1)), a forward to any port
				// there, its localhost too.
				return true
			case 'o':
				key, _, _ := strings.Cut(strings.TrimSpace(value), "=")
				key, _, _ = strings.Cut(key, " ")
				if strings.EqualFold(key, "LocalForward") || strings.EqualFold(key, "DynamicForward") {
					return true
				}
			}
			break
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
