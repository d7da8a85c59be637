package rules

import (
	"net/url"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
)

// listenOptions name the options through which servers take the address
// they listen on.
var listenOptions = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"bind": true, "b": true, "host": true, "ip": true, "listen": true, "address": true, "addr": true,
		"a": true, "S": true, "interface": true, "http-address": true, "http-host": true, "bind-address": true,
		"bind-addr": true, "l": true, "h": true, "H": true, "listen-address": true, "addr-listen": true, "bind_ip": true,
		"NotebookApp.ip": true, "ServerApp.ip": true, "server.address": true, "server.host": true,
	}
}}

// ownListenOptions are the listen options of programs whose other
// one-letter options mean something else: php serves only with -S (its
// -l lints the files after it, -h prints help, -a is its interactive
// shell), php-cgi binds its FastCGI socket with -b.
var ownListenOptions = &lazy.Value[map[string]map[string]bool]{New: func() map[string]map[string]bool {
	return map[string]map[string]bool{
		"php":     {"S": true},
		"php-cgi": {"b": true},
	}
}}

// listenAddresses returns the listen addresses a command is given:
// --bind=A, --bind A, -b A, -S A:PORT, --host A.
func listenAddresses(c *parser.Command) []parser.Word {
	var out []parser.Word
	args := c.Args
	options := listenOptions.Get()
	if own, ok := ownListenOptions.Get()[c.Name]; ok {
		options = own
	}
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		if len(a) < 2 || a[0] != '-' || a == "--" {
			continue
		}
		name, value, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !options[name] {
			continue
		}
		switch {
		case eq:
			out = append(out, parser.Word{Value: value, Span: args[i].Span, Dynamic: args[i].Dynamic})
		case i+1 < len(args) && !strings.HasPrefix(args[i+1].Value, "-"):
			out = append(out, args[i+1])
		}
	}
	return out
}

// loopback reports whether a listen address is this machine alone:
// 127.0.0.0/8, ::1 or localhost, with or without a port or scheme, or a
// unix socket.
func loopback(a string) bool {
	a = strings.ToLower(strings.TrimSpace(a))
	// A unix socket or a file descriptor is reached only from here.
	if strings.HasPrefix(a, "unix:") || strings.HasPrefix(a, "fd:") || strings.HasPrefix(a, "/") || strings.HasPrefix(a, "npipe:") {
		return true
	}
	if u, err := url.Parse(a); err == nil && u.Host != "" {
		a = u.Host
	}
	host := a
	switch {
	case strings.HasPrefix(a, "["):
		host, _, _ = strings.Cut(a[1:], "]")
	case strings.Count(a, ":") == 1:
		host, _, _ = strings.Cut(a, ":")
	}
	return host == "localhost" || host == "::1" || strings.HasPrefix(host, "127.") || strings.HasSuffix(host, ".localhost")
}

// listenPublic finds a listen address that is not loopback: 0.0.0.0,
// ::, a LAN address, a host name, ":PORT" (every interface), or one not
// known statically.
func listenPublic(v *cmdView) (parser.Span, bool) {
	for _, w := range listenAddresses(v.cmd) {
		if w.Dynamic || !loopback(w.Value) {
			return w.Span, true
		}
	}
	return parser.Span{}, false
}

// listenLoopbackOnly reports whether the command names listen addresses
// and every one is loopback.
func listenLoopbackOnly(v *cmdView) bool {
	as := listenAddresses(v.cmd)
	for _, w := range as {
		if w.Dynamic || !loopback(w.Value) {
			return false
		}
	}
	return len(as) > 0
}
