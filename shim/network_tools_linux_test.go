package shim

import (
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/egress/egresstest"
	"gatesh/internal/needs"
)

// reachable says whether this machine reaches url directly: the package
// registries are the only hosts the test machines reach, and not all of
// them everywhere. It asks without a proxy: run inside the allowlist's
// namespace (go test under gatesh), the test's own daemon would start in
// there, where nothing resolves, and these cases skip.
// reachable needs url to answer from this machine, outside any namespace.
func reachable(t *testing.T, c needs.Capability, url string) {
	t.Helper()
	out, err := exec.Command("curl", "--noproxy", "*", "-sS", "-o", "/dev/null", "--max-time", "10", url).CombinedOutput()
	if err != nil {
		err = fmt.Errorf("%s is not reachable from this machine: %v %s", url, err, out)
	}
	needs.Check(t, c, err)
}

// sumLines are the go.sum lines of gatesh's own go.sum for the modules
// named, so that a download needs the module proxy only.
func sumLines(t *testing.T, mods ...string) string {
	data, err := os.ReadFile("../go.sum")
	must(t, err)
	var keep []string
	for _, l := range strings.Split(string(data), "\n") {
		for _, m := range mods {
			if strings.HasPrefix(l, m+" ") {
				keep = append(keep, l)
			}
		}
	}
	return strings.Join(keep, "\n") + "\n"
}

// pip goes through the proxy: where PyPI cannot be reached, a package
// index on the test host stands in for it, allowed by address.
func TestNetworkPipThroughTheProxy(t *testing.T) {
	host := egresstest.New(t)
	needs.Program(t, "pip")
	w := newNetWorld(t, 0, 0)
	whl := filepath.Join(t.TempDir(), "localpkg-0.1-py3-none-any.whl")
	writeWheel(t, whl)
	data, err := os.ReadFile(whl)
	must(t, err)
	sum := sha256.Sum256(data)
	host.Serve("/simple/localpkg/", []byte(fmt.Sprintf("<html><body><a href=\"/files/localpkg-0.1-py3-none-any.whl#sha256=%x\">localpkg-0.1-py3-none-any.whl</a></body></html>\n", sum)))
	host.Serve("/files/localpkg-0.1-py3-none-any.whl", data)
	w.env = append(w.env, "PIP_FIND_LINKS=", "PIP_CACHE_DIR="+w.base+"/pip-cache", "PIP_DEFAULT_TIMEOUT=10", "PIP_RETRIES=0")
	pip := "pip download --no-deps --index-url http://" + host.A + "/simple/ --trusted-host " + host.A + " -d dl localpkg"

	w.config(t, "network = \"allowlist\"\n")
	if out, status := w.run(t, pip); status == 0 {
		t.Fatalf("pip reached an index that is not allowed: %s", out)
	}
	w.config(t, fmt.Sprintf("network = \"allowlist\"\nnetwork_allow = [%q]\n", host.A+":80"))
	if out, status := w.run(t, pip); status != 0 {
		t.Fatalf("pip download through the proxy: %d %s", status, out)
	}
	if _, err := os.Stat(w.project + "/dl/localpkg-0.1-py3-none-any.whl"); err != nil {
		t.Fatalf("the package was not downloaded: %v", err)
	}
}

// Everyday work still runs with the built-in list alone: the package
// managers reach their registries through the proxy.
func TestNetworkEverydayTools(t *testing.T) {
	w := newNetWorld(t, 0, 0)
	w.config(t, "network = \"allowlist\"\n")
	cache := filepath.Join(w.base, "cache")
	w.env = append(w.env, "GOTOOLCHAIN=local", "GOFLAGS=-modcacherw", "GOMODCACHE="+cache+"/gomod",
		"GOCACHE="+goEnv(t, "GOCACHE"), "npm_config_cache="+cache+"/npm", "PIP_CACHE_DIR="+cache+"/pip", "PIP_FIND_LINKS=")

	t.Run("go mod download", func(t *testing.T) {
		reachable(t, needs.GoProxy, "https://proxy.golang.org/")
		w.file(t, "go.mod", "module example.com/app\n\ngo 1.21\n\nrequire (\n\tgithub.com/mattn/go-isatty v0.0.24\n\tgolang.org/x/sys v0.50.0\n)\n")
		w.file(t, "go.sum", sumLines(t, "github.com/mattn/go-isatty v0.0.24", "golang.org/x/sys v0.50.0"))
		if out, status := w.run(t, "go mod download -x github.com/mattn/go-isatty golang.org/x/sys"); status != 0 {
			t.Fatalf("go mod download: %d %s", status, out)
		}
		if _, err := os.Stat(cache + "/gomod/github.com/mattn/go-isatty@v0.0.24/isatty_others.go"); err != nil {
			t.Fatalf("the module was not downloaded: %v", err)
		}
	})
	t.Run("go test of this repository", func(t *testing.T) {
		reachable(t, needs.GoProxy, "https://proxy.golang.org/")
		// From the repository's root, with the fresh module cache: the
		// modules these packages need come through the proxy.
		repo, err := filepath.Abs("..")
		must(t, err)
		w.project = repo
		defer func() { w.project = filepath.Join(w.base, "project") }()
		if out, status := w.run(t, "go vet ./egress && go test -count=1 ./egress"); status != 0 {
			t.Fatalf("go test: %d %s", status, out)
		}
		if _, err := os.Stat(cache + "/gomod/github.com/!burnt!sushi"); err != nil {
			t.Fatalf("the modules did not come through the proxy: %v", err)
		}
	})
	t.Run("npm install", func(t *testing.T) {
		needs.Program(t, "npm")
		reachable(t, needs.NPMRegistry, "https://registry.npmjs.org/")
		w.file(t, "package.json", "{\"name\": \"app\", \"version\": \"1.0.0\", \"private\": true}\n")
		if out, status := w.run(t, "npm install --no-audit --no-fund is-number@7.0.0"); status != 0 {
			t.Fatalf("npm install: %d %s", status, out)
		}
		if _, err := os.Stat(w.project + "/node_modules/is-number/package.json"); err != nil {
			t.Fatalf("the package was not installed: %v", err)
		}
	})
	t.Run("pip download", func(t *testing.T) {
		needs.Program(t, "pip")
		reachable(t, needs.PyPI, "https://pypi.org/simple/")
		if out, status := w.run(t, "pip download --no-deps -d dl six==1.16.0"); status != 0 {
			t.Fatalf("pip download: %d %s", status, out)
		}
		if m, _ := filepath.Glob(w.project + "/dl/six-*"); len(m) == 0 {
			t.Fatal("the package was not downloaded")
		}
	})
	for _, rec := range w.records(t, "network_refused") {
		t.Errorf("everyday work was refused a destination: %v", rec)
	}
}
