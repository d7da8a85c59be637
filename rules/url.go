package rules

import (
	"net/netip"
	"net/url"
	"strings"

	"gatesh/parser"
)

// remoteURL finds a URL argument whose host is not this machine: a
// positional or a --url value that looks like a URL. A dynamic one counts
// as remote, since it can be anything.
func remoteURL(v *cmdView, pos []parser.Word) (parser.Span, bool) {
	for _, w := range pos {
		if looksLikeURL(w.Value) && (w.Dynamic || !isLoopback(w.Value)) {
			return w.Span, true
		}
		if w.Dynamic && strings.HasPrefix(w.Value, "$") {
			return w.Span, true
		}
	}
	for _, f := range v.flags {
		if f.name == "--url" && f.hasValue && !isLoopback(f.value) {
			return f.valueSpan, true
		}
	}
	return parser.Span{}, false
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

// isLoopback reports whether the URL's host is localhost or a loopback
// address, parsed as curl would: userinfo before "@" and a fragment after
// "#" are not the host.
func isLoopback(raw string) bool {
	if !strings.Contains(raw, "://") {
		raw = "http://" + raw
	}
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	host := u.Hostname()
	if host == "localhost" || strings.HasSuffix(host, ".localhost") && !strings.Contains(strings.TrimSuffix(host, ".localhost"), ".") {
		return true
	}
	// net/netip rather than net: net links cgo into the binary, which
	// costs every command a dynamic loader at start.
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.IsLoopback()
}
