package rules

import (
	"net/netip"
	"net/url"
	"strings"

	"gatesh/internal/devhost"
	"gatesh/parser"
)

// remoteEndpoint finds the server on another host that a command is
// pointed at by an option named for an endpoint (--address, --host,
// --server, --endpoint, --url, --dsn, --target, --broker,
// --destination-url...): its value is a URL (https://, grpc://, a
// database's gel:// or mongodb+srv://) whose host is not this machine or
// a development host beside it, or a host name with a dot or a port. A
// dynamic value may be anything: it counts. The option's name is read
// whatever the program, since a client's options say where it connects
// in these words. A URL given as an operand is not counted: it is as
// often what a program fetches (yt-dlp URL, a registry item added).
func remoteEndpoint(v *cmdView) (parser.Span, bool) {
	args := v.cmd.Args
	for i, w := range args {
		if w.Value == "--" {
			break
		}
		name, val, joined := strings.Cut(w.Value, "=")
		if !strings.HasPrefix(name, "--") || !endpointOption(strings.TrimPrefix(name, "--")) {
			continue
		}
		span, dynamic := w.Span, w.Dynamic
		if !joined {
			if i+1 >= len(args) || strings.HasPrefix(args[i+1].Value, "-") {
				continue
			}
			val, span, dynamic = args[i+1].Value, args[i+1].Span, args[i+1].Dynamic
		}
		if dynamic || remoteHostPort(val) {
			return span, true
		}
	}
	return parser.Span{}, false
}

// endpointOption reports whether an option's name (without its dashes)
// says that its value is a server to connect to: its last word is one
// of address, addr, host, hostname, server, endpoint, url, uri, dsn,
// target, broker or brokers (--address, --destination-url,
// --bootstrap-server, --api-endpoint).
func endpointOption(name string) bool {
	last := name
	if i := strings.LastIndexAny(name, "-_."); i >= 0 {
		last = name[i+1:]
	}
	switch strings.ToLower(last) {
	case "address", "addr", "host", "hostname", "server", "servers", "endpoint", "url", "uri", "dsn", "target", "broker", "brokers":
		return true
	}
	return false
}

// remoteSchemeHost reports whether a URL with a scheme names a host
// other than this machine or a development host beside it. A URL of a
// local store (file://, unix://, an image's tar:// or docker-daemon://),
// or one with no host (sqlite:///x.db), names none.
func remoteSchemeHost(raw string) bool {
	scheme, rest, _ := strings.Cut(raw, "://")
	switch strings.ToLower(scheme) {
	case "file", "unix", "npipe", "tar", "dir", "oci-archive", "docker-archive", "docker-daemon", "containers-storage":
		return false
	}
	var h string
	if u, err := url.Parse(raw); err == nil {
		h = u.Hostname()
	} else {
		// An image reference (docker://api:dev) is no URL to net/url:
		// its host is what comes before the path, less a user and a
		// port or tag.
		h, _, _ = strings.Cut(rest, "/")
		if at := strings.LastIndexByte(h, '@'); at >= 0 {
			h = h[at+1:]
		}
		if strings.HasPrefix(h, "[") {
			h, _, _ = strings.Cut(h[1:], "]")
		} else {
			h, _, _ = strings.Cut(h, ":")
		}
	}
	return h != "" && !devhost.Local(h) && !fileNamed(h)
}

// remoteHostPort reports whether an endpoint option's value without a
// scheme is a host on another machine: an address, a name with a dot
// that ends as a domain does and not as a file or a version
// (cadence.acme.example, db.internal:5432, 10.0.0.5:7233, not
// config.yaml, node18.x or 3.11), or a name with a port that is not this
// machine's (broker-1:9092).
func remoteHostPort(val string) bool {
	if strings.Contains(val, "://") {
		return remoteSchemeHost(val)
	}
	if val == "" || strings.ContainsAny(val, "/\\ ") || strings.HasPrefix(val, ".") {
		return false
	}
	// Several brokers or servers, comma separated: any remote one.
	for h := range strings.SplitSeq(val, ",") {
		host, port, hasPort := strings.Cut(h, ":")
		if strings.HasPrefix(h, "[") {
			end := strings.IndexByte(h, ']')
			if end < 0 {
				return true
			}
			host, port = h[1:end], strings.TrimPrefix(h[end+1:], ":")
			hasPort = port != ""
		} else if strings.Count(h, ":") > 1 {
			// An IPv6 address without brackets.
			host, hasPort = h, false
		}
		if host == "" || devhost.Local(host) {
			continue
		}
		if hasPort && isDigits(port) {
			return true
		}
		if _, err := netip.ParseAddr(host); err == nil {
			return true
		}
		if domainShaped(host) {
			return true
		}
	}
	return false
}

// domainShaped reports whether a dotted name ends as a domain does: a
// last label of two letters or more that is no file's extension.
func domainShaped(host string) bool {
	dot := strings.LastIndexByte(host, '.')
	if dot < 0 || dot == len(host)-1 {
		return false
	}
	tld := host[dot+1:]
	letters := strings.Trim(strings.ToLower(tld), "abcdefghijklmnopqrstuvwxyz") == ""
	return len(tld) >= 2 && letters && !fileNamed(host)
}

// fileNamed reports whether a dotted word ends as a file name does
// (config.yaml, hosts.txt, api.tar, main.go), not as a host name.
func fileNamed(w string) bool {
	dot := strings.LastIndexByte(w, '.')
	if dot < 0 {
		return false
	}
	switch strings.ToLower(w[dot+1:]) {
	case "json", "yaml", "yml", "toml", "txt", "conf", "cfg", "ini", "env", "csv", "xml", "pem", "crt", "key", "sock", "db", "sqlite", "log",
		"tar", "tgz", "gz", "zip", "img", "iso", "bin", "wasm", "jar", "war", "deb", "rpm", "dmg", "pkg", "lock", "sql", "dump", "bak",
		"go", "py", "js", "ts", "rs", "rb", "java", "kt", "swift", "c", "h", "cc", "cpp", "md", "html", "sh", "tf", "tfvars", "hcl", "nix", "dockerfile", "proto":
		return true
	}
	return false
}
