package egress

import (
	"net/netip"
	"strings"
	"testing"
)

func TestAllowlistEntries(t *testing.T) {
	list, err := Parse([]string{"registry.npmjs.org:443", "*.example.org", "10.1.0.0/16", "192.0.2.7", "[2001:db8::1]:8443", "Files.PythonHosted.org."}, "test")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		dest string
		ok   bool
	}{
		{"registry.npmjs.org:443", true},
		{"REGISTRY.npmjs.org.:443", true},
		{"registry.npmjs.org:80", false},
		{"registry.npmjs.org.evil.net:443", false},
		{"evilregistry.npmjs.org:443", false},
		{"a.example.org:22", true},
		{"a.b.example.org:443", true},
		{"example.org:443", false}, // *.domain is the subdomains only
		{"badexample.org:443", false},
		{"10.1.200.3:5432", true},
		{"10.2.0.1:80", false},
		{"192.0.2.7:1", true},
		{"[2001:db8::1]:8443", true},
		{"[2001:db8::1]:443", false},
		{"files.pythonhosted.org:443", true},
	} {
		d, err := ParseDest(c.dest, 0)
		if err != nil {
			t.Fatalf("%s: %v", c.dest, err)
		}
		if got := list.Match(d) != nil; got != c.ok {
			t.Errorf("%s allowed = %v; want %v", c.dest, got, c.ok)
		}
	}
	for _, bad := range []string{"", "host:0", "host:99999", "a b", "user@host", "*", "*.com.", "http://x", "host/path", "*.", "a..b"} {
		if _, err := ParseEntry(bad); err == nil {
			t.Errorf("ParseEntry(%q) accepted", bad)
		}
	}
	for _, bad := range []string{"0x7f000001:80", "2130706433:80", "127.1:80", "host:080", "[fe80::1%eth0]:80", "host", "a@b:80"} {
		if _, err := ParseDest(bad, 0); err == nil {
			t.Errorf("ParseDest(%q) accepted", bad)
		}
	}
	// A name that resolves to this machine, or an address prefix wide
	// enough to hold its loopback, does not reach it.
	wide, _ := Parse([]string{"0.0.0.0/0"}, "test")
	for _, a := range []string{"127.0.0.1", "::1", "0.0.0.0", "169.254.169.254"} {
		if wide.AllowsAddr(netip.MustParseAddr(a), 80, false) {
			t.Errorf("0.0.0.0/0 lets the proxy dial %s", a)
		}
	}
	// Any other address this machine has is reached only by an entry
	// for that very address.
	for _, c := range []struct {
		allow string
		ok    bool
	}{{"192.0.2.0/24", false}, {"0.0.0.0/0", false}, {"192.0.2.7", true}, {"192.0.2.7:80", true}, {"192.0.2.7:81", false}} {
		l, _ := Parse([]string{c.allow}, "test")
		if l.AllowsAddr(netip.MustParseAddr("192.0.2.7"), 80, true) != c.ok {
			t.Errorf("%s and this machine's own 192.0.2.7:80: want %v", c.allow, c.ok)
		}
		if !l.AllowsAddr(netip.MustParseAddr("192.0.2.7"), 80, false) {
			t.Errorf("%s and another machine's 192.0.2.7:80 is refused", c.allow)
		}
	}
	lo, _ := Parse([]string{"127.0.0.1:5432"}, "test")
	if !lo.AllowsAddr(netip.MustParseAddr("127.0.0.1"), 5432, true) || lo.AllowsAddr(netip.MustParseAddr("127.0.0.1"), 22, true) {
		t.Error("an explicit loopback entry is not honoured exactly")
	}
}

func TestProjectNarrows(t *testing.T) {
	op, _ := Parse([]string{"*.example.org:443", "registry.npmjs.org:443", "10.0.0.0/8"}, "operator")
	proj, _ := Parse([]string{"api.example.org:443", "registry.npmjs.org", "10.1.0.0/16", "evil.net"}, "project")
	n := op.Narrow(proj)
	got := strings.Join(n.Texts(), " ")
	if got != "registry.npmjs.org:443 api.example.org:443 10.1.0.0/16" {
		t.Errorf("narrowed = %q", got)
	}
	for _, d := range []string{"evil.net:443", "other.example.org:443", "10.2.0.1:80"} {
		dest, _ := ParseDest(d, 0)
		if n.Match(dest) != nil {
			t.Errorf("the project widened the list to %s", d)
		}
	}
}

func TestRegistriesHaveReasons(t *testing.T) {
	list, err := ParseRegistries(Registries)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"proxy.golang.org:443", "registry.npmjs.org:443", "pypi.org:443", "files.pythonhosted.org:443", "index.crates.io:443", "deb.debian.org:80"}
	for _, w := range want {
		d, _ := ParseDest(w, 0)
		e := list.Match(d)
		if e == nil || len(e.Why) < 20 || strings.Contains(e.Why, "\n") {
			t.Errorf("%s: entry %+v; want it with a one-line reason", w, e)
		}
	}
	if _, err := ParseRegistries([]byte("[[allow]]\nhost = \"x.org\"\n")); err == nil {
		t.Error("an entry without a reason was accepted")
	}
}
