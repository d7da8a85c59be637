package rules

import (
	"strings"

	"gatesh/parser"
	"gatesh/toolcall"
)

// remoteTarget returns the host that a tool which runs a command runs it
// on, when its arguments name one: a site's or a server's address (fqdn,
// host, hostname, domain, site, server) or its id at the provider
// (site_id, server_id, instance_id). A hosting panel's or a managed
// WordPress host's command runs on the live site, as ssh HOST CMD would:
// what it changes there is held as a change on another machine is
// (remoteChange). A host that is this machine (localhost) is not one;
// an id names no host, so the route is opaque.
func remoteTarget(args map[string]any) *parser.Remote {
	for _, k := range sortedKeys(args) {
		v, ok := args[k].(string)
		if !ok || v == "" {
			continue
		}
		ws := toolcall.Words(k)
		switch {
		case len(ws) == 1 && remoteHostKey(ws[0]):
			host := strings.ToLower(v)
			if i := strings.Index(host, "://"); i >= 0 {
				host = host[i+3:]
			}
			host, _, _ = strings.Cut(host, "/")
			if h, _, ok := strings.Cut(host, ":"); ok {
				host = h
			}
			if hostIsLoopback(host) {
				return nil
			}
			return &parser.Remote{Host: host, CwdUnknown: true}
		case len(ws) == 2 && ws[1] == "id" && hostedNoun(ws[0]):
			return &parser.Remote{Opaque: true, CwdUnknown: true}
		}
	}
	return nil
}

// remoteHostKey reports whether an argument's key names a host by its address.
func remoteHostKey(w string) bool {
	switch w {
	case "fqdn", "host", "hostname", "domain", "site", "server", "servername":
		return true
	}
	return false
}

// hostedNoun reports whether a word names a machine or a hosted site
// that a provider gives an id.
func hostedNoun(w string) bool {
	switch w {
	case "site", "server", "instance", "droplet", "vm", "machine", "node", "host", "website", "app", "environment", "env":
		return true
	}
	return false
}
