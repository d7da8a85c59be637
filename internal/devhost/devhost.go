// Package devhost tells whether a host a command or inline code sends to
// is this machine or a development host beside it.
package devhost

import (
	"net/netip"
	"strings"
)

// Local reports whether host (a URL's host name, without port or
// brackets) reaches this machine or a container of its own: what Here
// says, and a name of one label, as a compose service is called (api,
// web, db).
func Local(host string) bool {
	if Here(host) {
		return true
	}
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	return host != "" && !strings.ContainsAny(host, ".:$%{}") && host[0] != '-'
}

// Here reports whether host reaches this machine: localhost and
// *.localhost, a loopback address, 0.0.0.0 and :: (which a client reaches
// as this machine), and the names container runtimes give the host
// (host.docker.internal, host.containers.internal).
func Here(host string) bool {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	switch host {
	case "":
		return false
	case "localhost", "host.docker.internal", "gateway.docker.internal", "host.containers.internal", "host.lima.internal":
		return true
	}
	if strings.HasSuffix(host, ".localhost") && !strings.Contains(strings.TrimSuffix(host, ".localhost"), ".") {
		return true
	}
	// net/netip rather than net: net links cgo into the binary.
	ip, err := netip.ParseAddr(host)
	return err == nil && (ip.IsLoopback() || ip.IsUnspecified())
}
