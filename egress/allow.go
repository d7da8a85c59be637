package egress

import (
	_ "embed"
	"errors"
	"fmt"
	"net/netip"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// Entry is one allowed destination: a host name, "*.domain" (the domain's
// subdomains, not the domain itself), or an address prefix; Port 0 is any
// port.
type Entry struct {
	Text   string // as written
	Host   string // lower case, no trailing dot; "" for a prefix
	Suffix bool   // Host is a domain whose subdomains match
	Prefix netip.Prefix
	Port   int
	Why    string
}

// ErrEntry is wrapped by every error about an allowlist entry.
var ErrEntry = errors.New("invalid network_allow entry")

// ParseEntry reads "host", "host:port", "*.domain", "*.domain:port",
// "10.0.0.0/8", "10.0.0.1", "[::1]:443" or "2001:db8::/32".
func ParseEntry(text string) (Entry, error) {
	e := Entry{Text: text}
	s := strings.TrimSpace(text)
	if s == "" || strings.ContainsAny(s, " \t/@#?\\") && !looksLikePrefix(s) {
		return e, fmt.Errorf("%w %q: want host, host:port, *.domain or an address with a prefix length", ErrEntry, text)
	}
	if p, err := netip.ParsePrefix(s); err == nil {
		e.Prefix = p.Masked()
		return e, nil
	}
	host, port := s, ""
	if h, p, err := splitHostPort(s); err == nil {
		host, port = h, p
	} else if strings.Count(s, ":") == 1 {
		return e, fmt.Errorf("%w %q: %v", ErrEntry, text, err)
	}
	if port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 {
			return e, fmt.Errorf("%w %q: port %q is not 1 to 65535", ErrEntry, text, port)
		}
		e.Port = n
	}
	if a, err := netip.ParseAddr(host); err == nil {
		e.Prefix = netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen())
		return e, nil
	}
	if rest, ok := strings.CutPrefix(host, "*."); ok {
		e.Suffix, host = true, rest
	}
	h, ok := canonicalName(host)
	if !ok || (e.Suffix && !strings.Contains(h, ".")) {
		return e, fmt.Errorf("%w %q: %q is not a host name", ErrEntry, text, host)
	}
	e.Host = h
	return e, nil
}

func looksLikePrefix(s string) bool {
	_, err := netip.ParsePrefix(s)
	return err == nil
}

// canonicalName is a DNS name in lower case without a trailing dot, or
// false when the text is not one: only letters, digits, '-', '_' and
// dots between labels of 1 to 63 characters.
func canonicalName(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSuffix(s, "."))
	if s == "" || len(s) > 253 {
		return "", false
	}
	for _, label := range strings.Split(s, ".") {
		if label == "" || len(label) > 63 {
			return "", false
		}
		for _, c := range label {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return "", false
			}
		}
	}
	return s, true
}

// Allowlist is the set of allowed destinations. A nil *Allowlist allows
// nothing.
type Allowlist struct {
	Entries []Entry
}

// Parse reads a list of entries; why is the reason each gets.
func Parse(texts []string, why string) (*Allowlist, error) {
	var a Allowlist
	for _, t := range texts {
		e, err := ParseEntry(t)
		if err != nil {
			return nil, err
		}
		e.Why = why
		a.Entries = append(a.Entries, e)
	}
	return &a, nil
}

// Dest is where a command asked to go: a host name or an address
// literal, and a port.
type Dest struct {
	Host string
	Port int
}

func (d Dest) String() string { return JoinHostPort(d.Host, strconv.Itoa(d.Port)) }

// ParseDest reads "host:port" as a client sends it in CONNECT or in a
// URL's authority; defPort is used when there is no port. Anything but a
// plain name or an address literal is an error: no user info, no
// percent signs, no zones.
func ParseDest(hostport string, defPort int) (Dest, error) {
	host, port := hostport, ""
	if h, p, err := splitHostPort(hostport); err == nil {
		host, port = h, p
	} else if strings.HasPrefix(hostport, "[") && strings.HasSuffix(hostport, "]") {
		host = hostport[1 : len(hostport)-1]
	}
	d := Dest{Port: defPort}
	if port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 || strconv.Itoa(n) != port {
			return d, fmt.Errorf("bad port in %q", hostport)
		}
		d.Port = n
	}
	if d.Port == 0 {
		return d, fmt.Errorf("no port in %q", hostport)
	}
	if a, err := netip.ParseAddr(host); err == nil && a.Zone() == "" {
		d.Host = a.Unmap().String()
		return d, nil
	}
	h, ok := canonicalName(host)
	if !ok || isNumericName(h) {
		return d, fmt.Errorf("%q is not a host name or an address", host)
	}
	d.Host = h
	return d, nil
}

// isNumericName catches names a resolver may read as an address in
// another spelling (2130706433, 0x7f.1, 127.1): they are refused rather
// than guessed at.
func isNumericName(h string) bool {
	last := h[strings.LastIndexByte(h, '.')+1:]
	if last == "" {
		return false
	}
	if strings.HasPrefix(last, "0x") {
		return true
	}
	for _, c := range last {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// Match says which entry allows d, or nil. An address literal matches
// address entries only; a name matches name entries only, so an allowed
// name is never reached by its address and the reverse.
func (a *Allowlist) Match(d Dest) *Entry {
	if a == nil {
		return nil
	}
	addr, addrErr := netip.ParseAddr(d.Host)
	for i := range a.Entries {
		e := &a.Entries[i]
		if e.Port != 0 && e.Port != d.Port {
			continue
		}
		switch {
		case e.Prefix.IsValid():
			if addrErr == nil && e.Prefix.Contains(addr) {
				return e
			}
		case addrErr == nil:
		case e.Suffix:
			if strings.HasSuffix(d.Host, "."+e.Host) {
				return e
			}
		case d.Host == e.Host:
			return e
		}
	}
	return nil
}

// AllowsAddr says whether an address the proxy resolved may be dialled
// for a destination an entry allowed. Addresses of this machine are
// refused unless an address entry names them, so that an allowed name,
// or a wide range, does not open the machine's own services: loopback,
// unspecified and link-local addresses need an entry within those
// ranges, and any other address the machine has (own: a LAN address, a
// bridge's, a VPN's) an entry for that very address.
func (a *Allowlist) AllowsAddr(ip netip.Addr, port int, own bool) bool {
	ip = ip.Unmap()
	if !special(ip) && !own {
		return true
	}
	for _, e := range a.Entries {
		if !e.Prefix.IsValid() || !e.Prefix.Contains(ip) || e.Port != 0 && e.Port != port {
			continue
		}
		// 0.0.0.0/0 holds the loopback too, but does not name it: the
		// entry must lie within the special range itself.
		if special(ip) && e.Prefix.Bits() >= 8 && special(e.Prefix.Addr()) || !special(ip) && e.Prefix.IsSingleIP() {
			return true
		}
	}
	return false
}

// special are the addresses of this machine and of its link.
func special(ip netip.Addr) bool {
	return ip.IsLoopback() || ip.IsUnspecified() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() || ip.IsMulticast()
}

// Narrow is the part of a that b allows too: a project's list narrows
// the operator's. An entry of a survives when b allows it whole; an
// entry of b survives when a allows it whole. A nil b leaves a as it is.
func (a *Allowlist) Narrow(b *Allowlist) *Allowlist {
	if b == nil || a == nil {
		return a
	}
	var out Allowlist
	for _, e := range a.Entries {
		if b.covers(e) {
			out.Entries = append(out.Entries, e)
		}
	}
	for _, e := range b.Entries {
		if a.covers(e) && !slices.ContainsFunc(out.Entries, func(o Entry) bool { return o.Text == e.Text }) {
			e.Why = "project, within: " + a.covering(e).Text
			out.Entries = append(out.Entries, e)
		}
	}
	return &out
}

// covers says whether every destination e allows is allowed by a.
func (a *Allowlist) covers(e Entry) bool { return a.covering(e) != nil }

func (a *Allowlist) covering(e Entry) *Entry {
	for i := range a.Entries {
		o := &a.Entries[i]
		if o.Port != 0 && o.Port != e.Port {
			continue
		}
		switch {
		case e.Prefix.IsValid():
			if o.Prefix.IsValid() && o.Prefix.Bits() <= e.Prefix.Bits() && o.Prefix.Contains(e.Prefix.Addr()) {
				return o
			}
		case o.Prefix.IsValid():
		case o.Suffix:
			if strings.HasSuffix(e.Host, "."+o.Host) {
				return o
			}
		case !e.Suffix && o.Host == e.Host:
			return o
		}
	}
	return nil
}

// Registries is the built-in list of package registries, as shipped.
//
//go:embed registries.toml
var Registries []byte

// RegistriesFile is the name, in the gatesh folder, of a file that
// replaces the built-in list.
const RegistriesFile = "network-registries.toml"

type registriesFile struct {
	Allow []struct {
		Host   string `toml:"host"`
		Reason string `toml:"reason"`
	} `toml:"allow"`
}

// ParseRegistries reads a registries file: [[allow]] tables with a host
// entry and a one-line reason each.
func ParseRegistries(data []byte) (*Allowlist, error) {
	var f registriesFile
	md, err := toml.Decode(string(data), &f)
	if err != nil {
		return nil, err
	}
	if und := md.Undecoded(); len(und) > 0 {
		return nil, fmt.Errorf("unknown key %s", und[0])
	}
	var a Allowlist
	for _, r := range f.Allow {
		e, err := ParseEntry(r.Host)
		if err != nil {
			return nil, err
		}
		if strings.TrimSpace(r.Reason) == "" {
			return nil, fmt.Errorf("%s: every entry needs a reason", r.Host)
		}
		e.Why = r.Reason
		a.Entries = append(a.Entries, e)
	}
	return &a, nil
}

// LoadRegistries reads gateshHome/network-registries.toml when it exists,
// else the built-in list (registries_gen.go: registries.toml decoded
// beforehand, since a TOML decoder at every command costs more than
// everything else the allowlist does).
func LoadRegistries(gateshHome string) (*Allowlist, string, error) {
	path := gateshHome + "/" + RegistriesFile
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		a, err := FromSpec(builtinRegistries())
		return a, "built-in", err
	}
	if err != nil {
		return nil, path, err
	}
	a, err := ParseRegistries(data)
	if err != nil {
		return nil, path, fmt.Errorf("%s: %w", path, err)
	}
	return a, path, nil
}

// LoadProjectList reads a project's .gatesh/network.toml: allow = [...].
// An unreadable or invalid file is an error, which holds the command.
func LoadProjectList(path string) (*Allowlist, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f struct {
		Allow []string `toml:"allow"`
	}
	md, err := toml.Decode(string(data), &f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		return nil, fmt.Errorf("%s: unknown key %s", path, und[0])
	}
	a, err := Parse(f.Allow, "project "+path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return a, nil
}

// Join is the list with b's entries after a's.
func (a *Allowlist) Join(b *Allowlist) *Allowlist {
	out := &Allowlist{}
	if a != nil {
		out.Entries = append(out.Entries, a.Entries...)
	}
	if b != nil {
		out.Entries = append(out.Entries, b.Entries...)
	}
	return out
}

// Texts are the entries as written, for a key or a log line.
func (a *Allowlist) Texts() []string {
	var out []string
	if a != nil {
		for _, e := range a.Entries {
			out = append(out, e.Text)
		}
	}
	return out
}

// splitHostPort splits "host:port" and "[v6]:port" as net.SplitHostPort
// does. This package stays free of package net: gatesh links it, and net
// brings cgo and the dynamic loader into every start.
func splitHostPort(s string) (host, port string, err error) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return "", "", fmt.Errorf("%q: missing port", s)
	}
	host, port = s[:i], s[i+1:]
	if strings.HasPrefix(host, "[") {
		if !strings.HasSuffix(host, "]") {
			return "", "", fmt.Errorf("%q: missing ']'", s)
		}
		host = host[1 : len(host)-1]
	} else if strings.ContainsAny(host, ":[]") {
		return "", "", fmt.Errorf("%q: too many colons", s)
	}
	if strings.ContainsAny(port, "[]") {
		return "", "", fmt.Errorf("%q: bad port", s)
	}
	return host, port, nil
}

// JoinHostPort is net.JoinHostPort.
func JoinHostPort(host, port string) string {
	if strings.Contains(host, ":") {
		return "[" + host + "]:" + port
	}
	return host + ":" + port
}
