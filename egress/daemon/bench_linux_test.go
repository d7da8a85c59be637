package daemon

import (
	"errors"
	"os"
	"os/exec"
	"testing"

	"gatesh/egress"
	"gatesh/egress/egresstest"
	"gatesh/internal/needs"
)

// BenchmarkDownload fetches the test host's large file with curl: from
// this machine directly, and from inside the namespace through the proxy
// (plain HTTP, and HTTPS through a CONNECT tunnel), side by side in one
// run. The MB/s columns compare the proxy's throughput with the direct
// one.
//
//	go test -run '^$' -bench Download -benchtime 3x ./egress/daemon
func BenchmarkDownload(b *testing.B) {
	host := egresstest.New(b)
	_, err := egress.Nsenter()
	needs.Check(b, "nsenter", err)
	needs.Program(b, "curl")
	dir := b.TempDir() + "/run"
	if err := os.Mkdir(dir, 0o700); err != nil {
		b.Fatal(err)
	}
	allow, _ := egress.Parse([]string{host.A + ":80", host.A + ":443"}, "bench")
	exe, _ := os.Executable()
	sess, err := egress.Join(egress.Spec{GateshHome: b.TempDir(), Project: "/bench", Allow: allow, Exe: exe,
		Env: []string{"PATH=" + os.Getenv("PATH")}}, dir)
	if errors.Is(err, egress.ErrUnavailable) {
		needs.Skip(b, needs.UserNamespaces, "%v", err)
	}
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { killHolder(sess.Pid) })
	curlPath, _ := exec.LookPath("curl")
	curl := func(b *testing.B, inside bool, url string) {
		prog, args := curlPath, []string{"curl", "-fsSk", "-o", "/dev/null", url}
		env := []string{"PATH=" + os.Getenv("PATH")}
		if inside {
			var err error
			if prog, args, err = sess.Wrap(curlPath, args); err != nil {
				b.Fatal(err)
			}
			env = append(env, sess.Env()...)
		}
		c := &exec.Cmd{Path: prog, Args: args, Env: env}
		if out, err := c.CombinedOutput(); err != nil {
			b.Fatalf("%v: %v %s", args, err, out)
		}
	}
	for _, c := range []struct {
		name   string
		inside bool
		url    string
	}{
		{"direct/http", false, "http://" + host.A + "/big"},
		{"proxy/http", true, "http://" + host.A + "/big"},
		{"direct/https", false, "https://" + host.A + "/big"},
		{"proxy/https-tunnel", true, "https://" + host.A + "/big"},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(host.BigSize))
			for b.Loop() {
				curl(b, c.inside, c.url)
			}
		})
	}
}
