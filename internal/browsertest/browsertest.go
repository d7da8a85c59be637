// Package browsertest starts headless Chromium for the pages' browser
// tests (Debian's chromium, driven by chromedp), with launch flags for a
// closed network: nothing calls out, nothing is kept.
package browsertest

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gatesh/internal/needs"
)

// Chromium returns the browser to run, or skips the test without one (in
// CI it fails: .ci/run installs it; see internal/needs).
func Chromium(t testing.TB) string {
	t.Helper()
	err := errors.New("chromium is not installed (apt-get install -y chromium); the browser tests need it")
	var p string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if found, lerr := exec.LookPath(name); lerr == nil {
			p, err = found, nil
			break
		}
	}
	needs.Check(t, needs.Chromium, err)
	return p
}

// Browser starts headless Chromium with an empty profile and nothing that
// calls out to the network, and returns a tab's context.
func Browser(t testing.TB) context.Context {
	t.Helper()
	path := Chromium(t)
	ctx, stop, err := start(path, t.TempDir(), socketTemp(t))
	t.Cleanup(stop)
	if err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return ctx
}

// socketTemp is a temporary folder for Chromium, removed when t ends, with
// a short name: Chromium puts its singleton socket two levels below its
// TMPDIR, and a socket's path longer than 107 bytes makes it end at once
// (SIGTRAP, "chrome failed to start"). Below t.TempDir() the path is that
// long for a test with a long name under a TMPDIR like CI's.
func socketTemp(t testing.TB) string {
	t.Helper()
	const socketSuffix = "/.org.chromium.Chromium.XXXXXX/SingletonSocket"
	parent := ""
	if len(os.TempDir())+len("/chromium-1234567890")+len(socketSuffix) > 107 {
		parent = "/tmp"
	}
	dir, err := os.MkdirTemp(parent, "chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// start starts Chromium with profile as its profile and tmp as its
// temporary folder, and returns a tab's context and what ends the browser.
func start(path, profile, tmp string) (context.Context, func(), error) {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(profile),
		// Chromium's own temporary files go with the test too.
		chromedp.Env("TMPDIR=" + tmp),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("metrics-recording-only", true),
		chromedp.Flag("no-pings", true),
		chromedp.WindowSize(1280, 900),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	stop := func() {
		cancel()
		cancelAlloc()
	}
	// The first Run starts the browser; it must not carry a timeout.
	return ctx, stop, chromedp.Do(ctx)
}

// Within runs steps with a timeout.
func Within(t testing.TB, ctx context.Context, d time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	tctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	if err := chromedp.Do(tctx, steps...); err != nil {
		t.Fatal(err)
	}
}

// Eval evaluates js in the tab and returns its value.
func Eval[T any](t testing.TB, ctx context.Context, js string) T {
	t.Helper()
	tctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(tctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

// ContextTimeout is context.WithTimeout, for steps of their own.
func ContextTimeout(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, d)
}

// ScreenshotDir is where the browser tests keep their screenshots:
// GATESH_SCREENSHOTS, to look at them after the run, else a folder the
// test removes.
func ScreenshotDir(t testing.TB) string {
	if d := os.Getenv("GATESH_SCREENSHOTS"); d != "" {
		return d
	}
	return t.TempDir()
}
