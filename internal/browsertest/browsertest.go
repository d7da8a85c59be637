// Package browsertest starts headless Chromium for the pages' browser
// tests (Debian's chromium, driven by chromedp), with launch flags for a
// closed network: nothing calls out, nothing is kept.
package browsertest

import (
	"context"
	"errors"
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

// startAttempts is how many times Browser starts Chromium before it
// gives up. On a loaded machine Chromium sometimes ends before it answers
// its first command (chromedp: "chrome failed to start"), which says
// nothing of the page under test.
const startAttempts = 3

// Browser starts headless Chromium with an empty profile and nothing that
// calls out to the network, and returns a tab's context. A start that
// fails is logged and tried again with a fresh profile.
func Browser(t testing.TB) context.Context {
	t.Helper()
	path := Chromium(t)
	var err error
	for attempt := 1; attempt <= startAttempts; attempt++ {
		var ctx context.Context
		var stop func()
		if ctx, stop, err = start(path, t.TempDir()); err == nil {
			t.Cleanup(stop)
			return ctx
		}
		stop()
		t.Logf("starting chromium, attempt %d of %d: %v", attempt, startAttempts, err)
	}
	t.Fatalf("starting chromium: %v", err)
	return nil
}

// start starts Chromium with profile as its profile and temporary folder,
// and returns a tab's context and what ends the browser.
func start(path, profile string) (context.Context, func(), error) {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(profile),
		// Chromium's own temporary files go with the test too.
		chromedp.Env("TMPDIR=" + profile),
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
