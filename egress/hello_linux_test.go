package egress

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"testing"
)

// A published reply reads back as written; anything else is not one.
func TestHelloLine(t *testing.T) {
	rep := Reply{Pid: 4242, Port: 39001, Netns: "net:[4026532569]", Key: "0123456789abcdef"}
	line, err := helloLine(rep)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := parseHello([]byte(line)); err != nil || got != rep {
		t.Fatalf("%q read back as %+v, %v", line, got, err)
	}
	for _, bad := range []string{
		"", `{"pid":4242,"port":39001,"netns":"net:[1]","key":"k"}`,
		"gatesh-net-hello 1 4242 39001 net:[1] k", // no newline: cut short
		"gatesh-net-hello 1 4242 39001 net:[1] k extra\n",
		"gatesh-net-hello 1 -1 39001 net:[1] k\n",
		"gatesh-net-hello 1 4242 70000 net:[1] k\n",
		"gatesh-net-hello 2 4242 39001 net:[1] k\n",
		"gatesh-net-hello 1 4242 39001  k\n",
	} {
		if got, err := parseHello([]byte(bad)); err == nil {
			t.Errorf("%q read as %+v", bad, got)
		}
	}
	if _, err := helloLine(Reply{Pid: 1, Port: 2, Netns: "net:[1] 2", Key: "k"}); err == nil {
		t.Error("a namespace with a space was published")
	}
}

// The key names a running daemon's socket: written piece by piece, it is
// what it was, so that daemons started before keep being found.
func TestKeyOfIsStable(t *testing.T) {
	allow, err := Parse([]string{"example.org:443", "10.0.0.0/8"}, "config.toml")
	if err != nil {
		t.Fatal(err)
	}
	// The registries' built-in list too, and a list longer than the
	// buffer KeyOf starts with.
	registries, _, err := LoadRegistries(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var long []string
	for i := range 200 {
		long = append(long, fmt.Sprintf("host-%d.example.org:443", i))
	}
	longList, err := Parse(long, "a long reason for every one of these entries")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []*Allowlist{nil, allow, registries, allow.Join(registries), longList} {
		h := sha256.New()
		fmt.Fprintf(h, "%s\x00%s\x00%s\x00", "/home/u/.gatesh", "/work/p", "1:2")
		if a != nil {
			for _, e := range a.Entries {
				fmt.Fprintf(h, "%s\x00%s\x00", e.Text, e.Why)
			}
		}
		if want := hex.EncodeToString(h.Sum(nil))[:16]; KeyOf("/home/u/.gatesh", "/work/p", a, "1:2") != want {
			t.Errorf("KeyOf changed: %s, was %s", KeyOf("/home/u/.gatesh", "/work/p", a, "1:2"), want)
		}
	}
}

// The register line written by hand reads, with encoding/json, as what
// encoding/json would have written reads: commands hold any bytes.
func TestRegisterLineIsJSON(t *testing.T) {
	for _, o := range []Origin{
		{Decision: "d1", Command: "true", Cwd: "/p"},
		{Decision: "d2", Command: "echo \"a\\b\"\n\t\x00\x1f\x7f <>&", Cwd: "/p q", Session: "s", Agent: "claude"},
		{Decision: "d3", Command: "bad \xff\xfe utf-8 \u2028 ✓", Cwd: "/é"},
	} {
		line := registerLine("tok", o)
		if line[len(line)-1] != '\n' {
			t.Fatalf("%q does not end a line", line)
		}
		var got, want Request
		if err := json.Unmarshal(line, &got); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		std, _ := json.Marshal(Request{Op: "register", Token: "tok", Origin: o})
		if err := json.Unmarshal(std, &want); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%q read as %+v; encoding/json's as %+v", line, got, want)
		}
	}
}
