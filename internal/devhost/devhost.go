// Package devhost tells whether a host a command or inline code sends to
// is this machine or a development host beside it.
package devhost

import (
	"net/netip"
	"strconv"
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
	if _, ok := inetAton(host); ok {
		// http://182059266/ is 10.233.1.2 to curl, not a compose service.
		return false
	}
	// metadata is the cloud's instance metadata server (Google's short
	// name): it hands out the machine's credentials.
	return host != "" && host != "metadata" && !strings.ContainsAny(host, ".:$%{}") && host[0] != '-'
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
	if err != nil {
		var ok bool
		if ip, ok = inetAton(host); !ok {
			return false
		}
	}
	return ip.IsLoopback() || ip.IsUnspecified()
}

// inetAton reads host as curl and the C library read an IPv4 address
// given as one to four numbers, each decimal, 0x hexadecimal or 0 octal,
// the last filling the bytes left: 2130706433, 0x7f000001, 127.1 and
// 0177.0.0.1 are 127.0.0.1.
func inetAton(host string) (netip.Addr, bool) {
	parts := strings.Split(host, ".")
	if len(parts) > 4 {
		return netip.Addr{}, false
	}
	var vals []uint64
	for _, p := range parts {
		base, digits := 10, p
		switch {
		case strings.HasPrefix(p, "0x"):
			base, digits = 16, p[2:]
		case len(p) > 1 && p[0] == '0':
			base, digits = 8, p[1:]
		}
		v, err := strconv.ParseUint(digits, base, 64)
		if err != nil {
			return netip.Addr{}, false
		}
		vals = append(vals, v)
	}
	var n uint64
	for i, v := range vals {
		if i < len(vals)-1 {
			if v > 255 {
				return netip.Addr{}, false
			}
			n |= v << (8 * (3 - i))
			continue
		}
		if v >= 1<<(8*(4-i)) {
			return netip.Addr{}, false
		}
		n |= v
	}
	return netip.AddrFrom4([4]byte{byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}), true
}
