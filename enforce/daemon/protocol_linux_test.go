package daemon

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"reflect"
	"testing"

	"gatesh/enforce"
	"gatesh/internal/peercred"
)

// Two policies that differ in any field, or in how a list splits into
// strings, never share a key: the daemon would hand one's ruleset to
// the other. A field added to Policy and not to RequestKey fails here.
func TestRequestKeyTellsEveryFieldApart(t *testing.T) {
	base := enforce.Policy{Project: "/p", Write: []enforce.Root{{Path: "/p", Why: "project"}},
		Hidden: []string{"/h"}, Except: []string{"e"}, Protected: []string{"/q"},
		Devices: []string{"/dev/null"}, Notes: []string{"n"}}
	keys := map[string]string{RequestKey(base, 5): "base"}
	seen := func(what, k string) {
		t.Helper()
		if other, ok := keys[k]; ok {
			t.Errorf("%s has the key of %s", what, other)
		}
		keys[k] = what
	}
	seen("another ABI", RequestKey(base, 6))
	typ := reflect.TypeOf(base)
	for i := range typ.NumField() {
		p := base
		v := reflect.ValueOf(&p).Elem().Field(i)
		switch v.Interface().(type) {
		case string:
			v.SetString("/other")
		case []string:
			v.Set(reflect.ValueOf(append(append([]string(nil), v.Interface().([]string)...), "x")))
		case []enforce.Root:
			v.Set(reflect.ValueOf([]enforce.Root{{Path: "/p", Why: "git"}}))
		case *enforce.WorkdirError:
			v.Set(reflect.ValueOf(&enforce.WorkdirError{Project: "/p", Place: "/p", Why: "is on PATH"}))
		default:
			t.Fatalf("field %s of a type RequestKey does not know", typ.Field(i).Name)
		}
		seen("a change of "+typ.Field(i).Name, RequestKey(p, 5))
	}
	split := base
	split.Hidden = []string{"/h", "/i"}
	joined := base
	joined.Hidden = []string{"/h/i"}
	seen("two hidden paths", RequestKey(split, 5))
	seen("one hidden path", RequestKey(joined, 5))
	moved := base
	moved.Hidden, moved.Except = nil, []string{"/h", "e"}
	seen("a path moved from one list to the next", RequestKey(moved, 5))
}

// The published index reads back as written; a summary with a newline
// is left out rather than read as another ruleset, and a link whose
// path holds a newline rather than read as another link. An index of
// another version (1, before links) is not read.
func TestIndexLines(t *testing.T) {
	idx := index{Gen: 7, At: 1700000000, Rulesets: map[string]published{
		"k1": {FD: 1024, ABI: 6, Summary: "landlock v6: 12 rules; hidden 3"},
		"k2": {FD: 1025, ABI: 5, Summary: "x"},
		"k3": {FD: 1026, ABI: 5, Summary: "a\nk4 1027 5 forged"},
		"/k": {FD: 1027, ABI: 5, Summary: "a key read as a link"},
	}, Links: map[string]string{
		"/home/u/bin":         "/home/u/tools/bin",
		"/usr/local/bin":      "/usr/local/bin",
		"/home/u/.codex":      "",
		"/a b/c":              "/d e",
		"/x\n/usr/bin":        "/home/u/project",
		"/y":                  "/z\n/usr/bin\x00/home/u/project",
		"/home/u/.config\x00": "/p",
	}}
	got, err := decodeIndexText(idx.encode())
	if err != nil {
		t.Fatal(err)
	}
	delete(idx.Rulesets, "k3")
	delete(idx.Rulesets, "/k")
	delete(idx.Links, "/x\n/usr/bin")
	delete(idx.Links, "/y")
	delete(idx.Links, "/home/u/.config\x00")
	if !reflect.DeepEqual(got, idx) {
		t.Errorf("read back %+v, wrote %+v", got, idx)
	}
	for _, bad := range []string{"", "gatesh-landlock-index 1 7 1\nk1 x 6 s\n", "gatesh-landlock-index 1 7 1\n",
		"gatesh-landlock-index 3 7 1\n", "{}\n", "gatesh-landlock-index 2 7 1", "gatesh-landlock-index 2 7 1\n/a\n",
		"gatesh-landlock-index 2 7 1\n/a\x00b\n"} {
		if _, err := decodeIndexText([]byte(bad)); err == nil {
			t.Errorf("%q read as an index", bad)
		}
	}
}

// An index with more links than a shim reads leaves the rest out: it
// stays within maxIndex, keeps every ruleset, and what it holds reads
// back as written.
func TestIndexKeepsWithinWhatAShimReads(t *testing.T) {
	idx := index{Gen: 1, At: 1700000000, Rulesets: map[string]published{}, Links: map[string]string{}}
	for i := range maxEntries {
		idx.Rulesets[fmt.Sprintf("%064d", i)] = published{FD: firstSlot + i, ABI: 6, Summary: "landlock v6: 194 rules; writes: project /home/u/app, temp, 9 caches; 20 credential paths hidden"}
	}
	for i := range maxEntries * maxResolve {
		// Folders of 100 bytes and more: 8 plans of 64 of them are
		// more than the index may hold.
		idx.Links[fmt.Sprintf("/home/u/a-rather-long-folder-name-for-the-tools-of-a-project-with-a-long-name/%04d/bin", i)] =
			fmt.Sprintf("/opt/another-rather-long-folder-name-for-the-tools-of-a-project-with-a-long-name/%04d/bin", i)
	}
	b := idx.encode()
	if len(b) > maxIndex {
		t.Fatalf("an index of %d bytes, more than a shim reads (%d)", len(b), maxIndex)
	}
	got, err := decodeIndexText(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Rulesets, idx.Rulesets) {
		t.Error("a ruleset was left out")
	}
	if len(got.Links) == 0 || len(got.Links) == len(idx.Links) {
		t.Errorf("%d links of %d kept", len(got.Links), len(idx.Links))
	}
	for p, r := range got.Links {
		if idx.Links[p] != r {
			t.Errorf("%s read back as leading to %s", p, r)
		}
	}
}

// TestIdentityKeyIsStable: the key that names a daemon's socket and pid
// file is the one gatesh computed before (fmt into the hash), so that a
// shim finds the daemon another gatesh of the same program started.
func TestIdentityKeyIsStable(t *testing.T) {
	for _, id := range []identity{
		{exe: "803:1a2b", status: peercred.Status{UID: "0 0 0 0", GID: "0 0 0 0", Groups: ""}},
		{exe: "fd01:99", status: peercred.Status{UID: "1000 1000 1000 1000", GID: "100 100 100 100", Groups: "4 24 27 100"}},
	} {
		h := sha256.New()
		fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s", id.exe, id.status.UID, id.status.GID, id.status.Groups)
		if want := hex.EncodeToString(h.Sum(nil))[:16]; id.key() != want {
			t.Errorf("key of %+v = %s, want %s", id, id.key(), want)
		}
	}
}
