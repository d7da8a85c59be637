package teamapi

import (
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"strings"
)

// ErrInsecureURL is a hub or issuer URL that is not https:// and not on a
// loopback address: tokens and decisions would cross the network in clear.
var ErrInsecureURL = errors.New("not an https:// URL, and not on a loopback address")

// CheckURL parses the URL of a hub (or an OpenID issuer) and refuses one
// that a machine must not talk to: anything but https://, except http://
// on a loopback address (127.0.0.0/8, ::1 or the name localhost) for
// local trials and tests. A URL with user information, a query or a
// fragment is refused too: none has a meaning here. The URL is returned
// without a trailing slash on its path, so paths can be appended.
func CheckURL(raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, fmt.Errorf("%q: %w", raw, err)
	}
	switch {
	case u.Host == "" || u.Opaque != "":
		return nil, fmt.Errorf("%q: want a URL such as https://hub.example.com", raw)
	case u.User != nil || u.RawQuery != "" || u.Fragment != "" || u.ForceQuery:
		return nil, fmt.Errorf("%q: a hub URL has no user, query or fragment", raw)
	case u.Scheme == "https":
	case u.Scheme == "http" && Loopback(u.Hostname()):
	default:
		return nil, fmt.Errorf("%q: %w", raw, ErrInsecureURL)
	}
	u.Path = strings.TrimRight(u.Path, "/")
	u.RawPath = ""
	return u, nil
}

// Loopback reports whether host (without a port) names this machine
// only: a loopback IP address, or localhost.
func Loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	a, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"))
	return err == nil && a.Unmap().IsLoopback()
}
