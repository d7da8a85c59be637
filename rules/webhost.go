package rules

import (
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

// fetchURLs are the URLs a web tool's argument names: every scheme://
// URL in its text (a prompt names them), or, when it is one word, the
// word itself if it starts with a web scheme and a colon, as a tool's
// URL parser (the WHATWG URL standard of browsers and Node) takes
// http:host/x and http:\\host\x for http://host/x.
func fetchURLs(v string) []string {
	if us := urlsIn(v); len(us) > 0 {
		return us
	}
	w := strings.TrimSpace(v)
	if w == "" || strings.ContainsAny(w, " \t\n\r") {
		return nil
	}
	scheme, _, ok := strings.Cut(w, ":")
	if ok && (specialScheme(scheme) || strings.EqualFold(scheme, "file")) {
		return []string{w}
	}
	return nil
}

// urlFetcher reports whether a program fetches the URLs its words name,
// a word with no scheme read as an http:// one, as curl and wget do.
func urlFetcher(name string) bool {
	switch name {
	case "curl", "wget", "fetch", "aria2c", "http", "https", "xh", "xhs", "httpie":
		return true
	}
	return false
}

// urlHostForm is a command word that is a web URL with the host a fetch
// reaches in place of the host as written (http://0xa9fea9fe/x is
// http://169.254.169.254/x), so that rules naming a host match every
// spelling of it; "" when the word names that host as written or is no
// URL. A fetcher's word with no scheme is read as curl and wget read it,
// an http:// URL, but only an address is put in its place: a word such
// as httpie's DELETE is no host.
func urlHostForm(word string, fetcher bool) string {
	at := 0
	if scheme, _, ok := strings.Cut(word, "://"); ok {
		if !specialScheme(scheme) {
			return ""
		}
		at = len(scheme) + 1
	} else if !fetcher || strings.HasPrefix(word, "-") {
		return ""
	}
	start, end := hostSpan(word[at:])
	start, end = start+at, end+at
	// Where curl and the WHATWG standard part ways (a backslash, two
	// "@"), the host is not known: no form, lest a form of a host the
	// tool does not reach meets a rule's exception.
	if start >= end || strings.Contains(word, `\`) || strings.Count(word[:end], "@") > 1 {
		return ""
	}
	written := word[start:end]
	h := webHost("http://" + word[start:])
	if h == "" || h == written {
		return ""
	}
	ip, err := netip.ParseAddr(h)
	if at == 0 && err != nil {
		return ""
	}
	if err == nil && ip.Is6() {
		h = "[" + h + "]"
		if h == written {
			return ""
		}
	}
	return word[:start] + h + word[end:]
}

// specialScheme reports whether the WHATWG URL standard reads a scheme's
// authority leniently: slashes and backslashes after the colon skipped,
// the host's IPv4 spellings read as numbers.
func specialScheme(s string) bool {
	switch strings.ToLower(s) {
	case "http", "https", "ws", "wss", "ftp":
		return true
	}
	return false
}

// webHost is the host a URL names as a web tool reaches it, "" for none.
// For the web's schemes it reads the URL as the WHATWG standard does:
// any slashes and backslashes after the scheme, userinfo before the last
// "@", a port, percent escapes; an IPv4 address as one number, in hex or
// octal parts (http://2852039166/ and http://0xa9.254.0251.254/ are
// 169.254.169.254); a final dot dropped; an IPv4 address inside IPv6
// (::ffff:a9fe:a9fe) that IPv4 address. Other schemes are read by Go's
// parser, their host made canonical the same way.
func webHost(raw string) string {
	scheme, rest, ok := strings.Cut(raw, ":")
	if !ok {
		return ""
	}
	if !specialScheme(scheme) {
		u, err := url.Parse(raw)
		if err != nil {
			return ""
		}
		return canonicalHost(u.Hostname())
	}
	start, end := hostSpan(rest)
	host := strings.TrimSuffix(strings.TrimPrefix(rest[start:end], "["), "]")
	if h, err := url.PathUnescape(host); err == nil {
		host = h
	}
	return canonicalHost(host)
}

// hostSpan is where the host stands in what follows a web URL's scheme
// and colon, as the WHATWG standard reads it: after any slashes and
// backslashes and the userinfo before the last "@", before a port; an
// IPv6 address with its brackets.
func hostSpan(rest string) (start, end int) {
	start = len(rest) - len(strings.TrimLeft(rest, `/\`))
	auth := rest[start:]
	if e := strings.IndexAny(auth, `/\?#`); e >= 0 {
		auth = auth[:e]
	}
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		start, auth = start+at+1, auth[at+1:]
	}
	if strings.HasPrefix(auth, "[") {
		if e := strings.IndexByte(auth, ']'); e >= 0 {
			auth = auth[:e+1]
		}
	} else if colon := strings.LastIndexByte(auth, ':'); colon >= 0 {
		auth = auth[:colon]
	}
	return start, start + len(auth)
}

// canonicalHost is a host in the one spelling rules name it by: lower
// case, no final dot, an IP address in its usual form.
func canonicalHost(h string) string {
	h = strings.ToLower(strings.Trim(h, "[]"))
	if ip, err := netip.ParseAddr(h); err == nil {
		return ip.Unmap().String()
	}
	if h != "." {
		h = strings.TrimSuffix(h, ".")
	}
	if ip, ok := numericIPv4(h); ok {
		return ip
	}
	return h
}

// numericIPv4 reads a host as the WHATWG IPv4 parser does: one to four
// parts, each decimal, hex (0x) or octal (a leading 0), the last filling
// the bytes the others leave.
func numericIPv4(h string) (string, bool) {
	parts := strings.Split(h, ".")
	if len(parts) > 4 || h == "" {
		return "", false
	}
	nums := make([]uint64, len(parts))
	for i, p := range parts {
		base := 10
		switch {
		case len(p) >= 2 && (p[:2] == "0x" || p[:2] == "0X"):
			p, base = p[2:], 16
			if p == "" {
				p = "0"
			}
		case len(p) >= 2 && p[0] == '0':
			p, base = p[1:], 8
		}
		n, err := strconv.ParseUint(p, base, 64)
		if err != nil || p == "" {
			return "", false
		}
		nums[i] = n
	}
	last := len(nums) - 1
	var v uint64
	for i, n := range nums[:last] {
		if n > 255 {
			return "", false
		}
		v |= n << (8 * (3 - i))
	}
	if nums[last] >= 1<<(8*(4-last)) {
		return "", false
	}
	v |= nums[last]
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}).String(), true
}
