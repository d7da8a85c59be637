package parser

import (
	"slices"
	"testing"
)

// TestDockerRun checks that docker run lists itself with the host paths it
// binds, and the command after the image as one running in the container,
// through shells and entrypoints.
func TestDockerRun(t *testing.T) {
	s := Parse(`docker run --rm -e A=1 -v ~/.ssh:/k:ro -v "$PWD":/w --mount type=bind,src=/srv/d,dst=/d,readonly -v cache:/c -w /w alpine sh -c 'rm -rf /d/x; ls'`, Options{})
	d := find(s, "docker run --rm -e A=1 -v ~/.ssh:/k:ro -v $PWD:/w --mount type=bind,src=/srv/d,dst=/d,readonly -v cache:/c -w /w alpine")
	if d == nil {
		t.Fatalf("docker itself, up to the image: %q", lines(s))
	}
	want := []Mount{
		{Host: Word{Value: "~/.ssh"}, Container: "/k", ReadOnly: true},
		{Host: Word{Value: "$PWD", Dynamic: true}, Container: "/w"},
		{Host: Word{Value: "/srv/d"}, Container: "/d", ReadOnly: true},
	}
	if len(d.Mounts) != len(want) {
		t.Fatalf("mounts: %+v", d.Mounts)
	}
	for i, m := range d.Mounts {
		if m.Host.Value != want[i].Host.Value || m.Host.Dynamic != want[i].Host.Dynamic || m.Container != want[i].Container || m.ReadOnly != want[i].ReadOnly {
			t.Errorf("mount %d: %+v, want %+v", i, m, want[i])
		}
	}
	rm := find(s, "rm -rf /d/x")
	if rm == nil || rm.Container == nil || rm.Container.Image != "alpine" || rm.Container.Workdir != "/w" || len(rm.Container.Mounts) != 3 {
		t.Fatalf("rm runs in the container: %+v", rm)
	}
	if rm.Context&InNested == 0 || !slices.Contains(rm.Wrappers, "docker run") {
		t.Errorf("rm's context and wrappers: %v %q", rm.Context, rm.Wrappers)
	}
	if d.Container != nil || find(s, "ls").Container == nil {
		t.Errorf("docker is on the host, ls in the container")
	}

	for in, want := range map[string]string{
		`docker run --rm --entrypoint git alpine/git push -f`: "git push -f",
		`docker run --rm alpine/git:2.45 push -f`:             "git push -f",
		`podman run -it --rm fedora rm -f /x`:                 "rm -f /x",
		`docker container run --net=host -p 80:80 nginx ls /`: "ls /",
		`nerdctl run --rm curlimages/curl -sS example.org`:    "curl -sS example.org",
	} {
		s := Parse(in, Options{})
		if c := find(s, want); c == nil || c.Container == nil {
			t.Errorf("%q: want %q in a container, got %q", in, want, lines(s))
		}
	}
	// create starts nothing; a run without a command runs the image's.
	for _, in := range []string{`docker create alpine rm -rf /x`, `docker run -d nginx`, `docker run --rm -v pg:/d postgres:16`} {
		s := Parse(in, Options{})
		if len(s.Commands) != 1 || s.Commands[0].Name != "docker" {
			t.Errorf("%q: only docker itself, got %q", in, lines(s))
		}
	}
	// docker exec keeps paths as they are: the container is not fresh.
	if c := find(Parse(`docker exec app rm -rf /data`, Options{}), "rm -rf /data"); c == nil || c.Container != nil {
		t.Errorf("exec: %+v", c)
	}
}
