package rules

import (
	"net/netip"
	"net/url"
	"strings"

	"gatesh/internal/devhost"
	"gatesh/internal/lazy"
	"gatesh/parser"
)

// remoteURL finds a URL argument whose host is not this machine: a
// positional or a --url value that looks like a URL. A dynamic one counts
// as remote, since it can be anything.
func remoteURL(v *cmdView, pos []parser.Word) (parser.Span, bool) {
	for _, w := range pos {
		if looksLikeURL(w.Value) && (w.Dynamic && dynamicHost(w.Value) || !devDest(w.Value)) {
			return w.Span, true
		}
		if w.Dynamic && strings.HasPrefix(w.Value, "$") {
			return w.Span, true
		}
	}
	for _, f := range v.flags {
		if f.hasValue && (f.name == "--url" && !devDest(f.value) || proxyFlags.Get()[f.name] && !isLoopback(f.value)) {
			// A proxy on another host receives all that is sent.
			return f.valueSpan, true
		}
	}
	return parser.Span{}, false
}

// proxyFlags are curl's options that send everything through a proxy.
var proxyFlags = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"-x": true, "--proxy": true, "--preproxy": true, "--socks5": true, "--socks5-hostname": true,
		"--socks4": true, "--socks4a": true,
	}
}}

// remoteWrite finds a file written on another host: [user@]host:path, as
// scp and rsync name one, or an rsync:// or scp:// URL.
func remoteWrite(v *cmdView) (parser.Span, bool) {
	for _, w := range v.writes {
		if h := remoteHost(w.value); h != "" && !isLoopback(h) {
			return w.span, true
		}
	}
	return parser.Span{}, false
}

// remoteHost returns the host of [user@]host:path or of a URL, or "".
func remoteHost(s string) string {
	if scheme, rest, ok := strings.Cut(s, "://"); ok && scheme != "file" {
		host, _, _ := strings.Cut(rest, "/")
		return host
	}
	i := strings.IndexByte(s, ':')
	if i <= 0 || strings.ContainsAny(s[:i], "/") {
		return "" // a local path (with a colon after a slash)
	}
	host := s[:i]
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:]
	}
	return host
}

// looksLikeURL accepts "scheme://..." and scheme-less "host[:port][/path]"
// where the host has a dot or is localhost; "name=value" items and words
// without a dot are not URLs.
func looksLikeURL(s string) bool {
	if strings.Contains(s, "://") {
		return true
	}
	if strings.ContainsAny(s, "= ") || strings.HasPrefix(s, "@") || strings.HasPrefix(s, "-") {
		return false
	}
	host, _, _ := strings.Cut(s, "/")
	host = strings.TrimPrefix(host, ":")
	return strings.Contains(host, ".") || strings.HasPrefix(host, "localhost") || strings.HasPrefix(host, "[")
}

// devDest reports whether a URL a client sends to reaches this machine or
// a development host beside it (devhost.Local): http://0.0.0.0:8000,
// http://api:8000 in a compose network, host.docker.internal.
// Other schemes (slack://TEAM/...) name no host a dev server answers on.
func devDest(raw string) bool {
	u, ok := parseURL(raw)
	if !ok {
		return false
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https", "ws", "wss":
		return devhost.Local(u.Hostname())
	}
	return loopbackHost(u.Hostname())
}

// isLoopback reports whether the URL's host is localhost or a loopback
// address, parsed as curl would: userinfo before "@" and a fragment after
// "#" are not the host.
func isLoopback(raw string) bool {
	u, ok := parseURL(raw)
	return ok && loopbackHost(u.Hostname())
}

// parseURL parses a URL as curl reads one, with http:// when it names no
// scheme.
func parseURL(raw string) (*url.URL, bool) {
	if !strings.Contains(raw, "://") {
		raw = "http://" + raw
	}
	u, err := url.Parse(raw)
	return u, err == nil
}

func loopbackHost(host string) bool {
	if host == "localhost" || strings.HasSuffix(host, ".localhost") && !strings.Contains(strings.TrimSuffix(host, ".localhost"), ".") {
		return true
	}
	// net/netip rather than net: net links cgo into the binary, which
	// costs every command a dynamic loader at start.
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.IsLoopback()
}

// dynamicHost reports whether the host part of a URL holds a placeholder:
// http://localhost:3000/?t=$X goes to localhost, http://$H/ anywhere.
func dynamicHost(raw string) bool {
	rest := raw
	if _, after, ok := strings.Cut(raw, "://"); ok {
		rest = after
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	return strings.Contains(rest[:end], "$")
}
