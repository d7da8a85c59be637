package binding

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"gatesh/queue"
)

// TestFilesPastTheBoundsStayBound: past the files and bytes FileFacts
// hashes, a file was left out (past 32 files) or bound by its length and
// modification time (past 64 MiB), which `touch -d` forges. Each is now
// bound by its length, inode, device and change time: the same length
// rewritten with its old modification time, or another file renamed
// onto the name, is a change; an untouched file reads the same.
func TestFilesPastTheBoundsStayBound(t *testing.T) {
	for _, tc := range []struct {
		name   string
		bounds fileBounds
	}{
		{"past the files hashed", fileBounds{hashedFiles: 2, hashedBytes: 1 << 20}},
		{"past the bytes hashed", fileBounds{hashedFiles: 32, hashedBytes: 10}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			var paths []string
			for i := range 3 {
				p := filepath.Join(dir, fmt.Sprintf("f%d.sh", i))
				must(t, os.WriteFile(p, []byte("echo harmless\n"), 0o755))
				paths = append(paths, p)
			}
			last := paths[2]
			b := tc.bounds
			b.boundFiles, b.settle, b.now = 100, 50*time.Millisecond, time.Now
			time.Sleep(60 * time.Millisecond)

			before := fileFacts(paths, nil, b)
			if len(before) != 3 {
				t.Fatalf("bound %d of 3 files: %v", len(before), before)
			}
			v := factOf(t, before, last)
			if !strings.Contains(v, "inode ") || !strings.Contains(v, "changed ") || strings.Contains(v, "no approval") {
				t.Fatalf("%s is not bound by its identity: %s", last, v)
			}
			if again := fileFacts(paths, nil, b); !slices.Equal(before, again) {
				t.Fatalf("an untouched file reads differently:\n%v\n%v", before, again)
			}

			// Rewritten in place, same length, modification time put back.
			fi, err := os.Stat(last)
			must(t, err)
			must(t, os.WriteFile(last, []byte("echo swapped!\n"), 0o755))
			must(t, os.Chtimes(last, fi.ModTime(), fi.ModTime()))
			time.Sleep(60 * time.Millisecond)
			if got := factOf(t, fileFacts(paths, nil, b), last); got == v {
				t.Errorf("a rewrite of the same length with its old modification time kept the fact: %s", got)
			}

			// Another file renamed onto the name.
			v = factOf(t, fileFacts(paths, nil, b), last)
			other := filepath.Join(dir, "other")
			must(t, os.WriteFile(other, []byte("echo harmless\n"), 0o755))
			time.Sleep(60 * time.Millisecond)
			must(t, os.Rename(other, last))
			time.Sleep(60 * time.Millisecond)
			if got := factOf(t, fileFacts(paths, nil, b), last); got == v {
				t.Errorf("a file renamed onto the name kept the fact: %s", got)
			}
		})
	}
}

// TestFileChangingAsItIsReadIsNotBound: change times come from a coarse
// clock, so a write just after the reading could leave the identity it
// read. A file bound by its identity that changed within the settle
// time reads differently each time: no approval covers it.
func TestFileChangingAsItIsReadIsNotBound(t *testing.T) {
	p := filepath.Join(t.TempDir(), "deploy.sh")
	must(t, os.WriteFile(p, []byte("echo harmless\n"), 0o755))
	b := fileBounds{hashedFiles: 0, boundFiles: 10, settle: time.Hour, now: time.Now}
	first, second := fileFacts([]string{p}, nil, b), fileFacts([]string{p}, nil, b)
	if len(first) != 1 || !strings.Contains(first[0].Value, "no approval covers it") || slices.Equal(first, second) {
		t.Errorf("a file that just changed is bound steadily:\n%v\n%v", first, second)
	}
}

// TestNoFileIsLeftOut: every file is bound, however many; past the most
// FileFacts looks at, the facts differ at each reading.
func TestNoFileIsLeftOut(t *testing.T) {
	dir := t.TempDir()
	var paths []string
	for i := range 40 {
		p := filepath.Join(dir, fmt.Sprintf("f%02d", i))
		must(t, os.WriteFile(p, []byte{byte(i)}, 0o644))
		paths = append(paths, p)
	}
	facts := FileFacts(strings.Join(append([]string{"cat"}, paths...), " "), dir, nil)
	if len(facts) != 40 {
		t.Fatalf("bound %d of 40 files", len(facts))
	}
	if v := factOf(t, facts, paths[39]); !strings.Contains(v, "not hashed: past 32 files") {
		t.Errorf("the 40th file: %s", v)
	}
	b := defaultBounds()
	b.boundFiles = 10
	first, second := fileFacts(paths, nil, b), fileFacts(paths, nil, b)
	if len(first) != 11 || slices.Equal(first, second) {
		t.Errorf("past the most files looked at, an approval could cover the command:\n%v\n%v", first, second)
	}
}

// TestConventionalFilesAreBound: a program that runs what a file it finds
// by convention says binds that file, at each place it looks.
func TestConventionalFilesAreBound(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"Makefile", "makefile", "x.mk", "sub/Makefile", "sub/y.mk", "package.json",
		"app/web/.keep", "Justfile", "Taskfile.yml", "other/taskfile.yaml"} {
		p := filepath.Join(dir, f)
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(f), 0o644))
	}
	for _, tc := range []struct {
		cmd  string
		want []string
	}{
		{"make deploy", []string{"makefile", "Makefile"}},
		{"gmake -j4 deploy", []string{"makefile", "Makefile"}},
		{"make --file=x.mk deploy", []string{"x.mk"}},
		{"make -sfx.mk deploy", []string{"x.mk"}},
		{"make -C sub deploy", []string{"sub/Makefile"}},
		{"make -kC sub -f y.mk deploy", []string{"sub/y.mk"}},
		{"make --directory=sub --makefile y.mk", []string{"sub/y.mk"}},
		{"cd sub && make deploy", []string{"sub/Makefile"}},
		{"cd app/web && npm run deploy", []string{"package.json"}},
		{"pnpm --dir app/web run deploy", []string{"package.json"}},
		{"yarn deploy", []string{"package.json"}},
		{"cd app/web && just deploy", []string{"Justfile"}},
		{"task deploy", []string{"Taskfile.yml"}},
		{"task -d other deploy", []string{"other/taskfile.yaml", "Taskfile.yml"}},
	} {
		var got []string
		for _, f := range FileFacts(tc.cmd, dir, nil) {
			if rel, err := filepath.Rel(dir, f.Name); err == nil && !strings.HasPrefix(rel, "..") {
				got = append(got, rel)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: bound %q, want %q", tc.cmd, got, tc.want)
		}
	}
}

func factOf(t *testing.T, facts []queue.Fact, name string) string {
	t.Helper()
	for _, f := range facts {
		if f.Name == name {
			return f.Value
		}
	}
	t.Fatalf("%s is not bound: %v", name, facts)
	return ""
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
