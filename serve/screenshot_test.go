package serve

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"gatesh/internal/browsertest"
	"gatesh/internal/needs"
)

// park runs `gatesh -c text` so that it queues a request and parks at once.
func (s *scene) park(t *testing.T, text string) {
	t.Helper()
	cmd := exec.Command(filepath.Join(s.bin, "gatesh"), "-c", text)
	cmd.Dir = s.work
	cmd.Env = append(s.env, "GATESH_HOLD_WAIT=0s")
	out, _ := cmd.CombinedOutput()
	if cmd.ProcessState.ExitCode() != 75 {
		t.Fatalf("gatesh -c %q: %d, want 75 (parked):\n%s", text, cmd.ProcessState.ExitCode(), out)
	}
}

// gitRepo makes the work folder a repository whose origin/main holds a
// commit that the local main lacks: what a force-push would overwrite.
func (s *scene) gitRepo(t *testing.T) {
	t.Helper()
	git := needs.Program(t, "git")
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command(git, append([]string{"-C", s.work, "-c", "user.name=t", "-c", "user.email=t@example.com"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	run("init", "-q", "-b", "main")
	if err := os.WriteFile(filepath.Join(s.work, "README.md"), []byte("demo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run("add", "README.md")
	run("commit", "-q", "-m", "first")
	run("commit", "-q", "--allow-empty", "-m", "colleague: fix the login redirect")
	run("commit", "-q", "--allow-empty", "-m", "colleague: bump the API version")
	run("update-ref", "refs/remotes/origin/main", "HEAD")
	run("reset", "-q", "--hard", "HEAD~2")
}

// TestScreenshot saves the page with pending requests, as a desktop and a
// phone see it, in the folder GATESH_SCREENSHOTS names (else the test's
// own, removed at its end): gatesh-review-desktop.png and
// gatesh-review-phone.png (the first screen), and -full.png of each (the
// whole page), and gatesh-review-phone-dark.png. docs/ holds copies for
// the README.
func TestScreenshot(t *testing.T) {
	s := newScene(t)
	s.env = append(s.env, "GATESH_AGENT=claude-code", "GATESH_SESSION=4f1c2a")
	s.gitRepo(t)
	s.victim(t, "build-cache")
	for _, c := range []string{"ls -la", "git status --short", "cat README.md", "git log --oneline -3", "goose up"} {
		s.gatesh("-c", c) // goose is not installed: the decision is logged all the same
	}
	s.park(t, "git push --force origin main")
	s.park(t, "rm -rf build-cache")
	s.park(t, "gh pr comment 12 --body 'Looks good to me, merging now.'")
	srv := s.serve(t)
	ctx := browser(t)

	within(t, ctx, 20*time.Second, chromedp.Navigate(srv.login), chromedp.WaitVisible(`article[data-id]`))
	dir := browsertest.ScreenshotDir(t)
	shot := func(name string, full bool) {
		t.Helper()
		tctx, cancel := contextTimeout(ctx, 20*time.Second)
		defer cancel()
		capture := chromedp.CaptureScreenshot()
		if full {
			capture = chromedp.FullScreenshot(100)
		}
		png, err := chromedp.Run(tctx, capture)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", path)
	}
	// At 1280 px every filter shows: none hides past the edge of its row.
	if hidden := eval[int](t, ctx, `[...document.querySelectorAll('.filters')].filter(e => e.scrollWidth > e.clientWidth + 1).length`); hidden != 0 {
		t.Errorf("%d filter rows overflow at 1280 px", hidden)
	}
	shot("gatesh-review-desktop.png", false)
	shot("gatesh-review-desktop-full.png", true)
	within(t, ctx, 20*time.Second,
		chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile),
		chromedp.Reload(), chromedp.WaitVisible(`article[data-id]`))
	shot("gatesh-review-phone.png", false)
	shot("gatesh-review-phone-full.png", true)
	dark := []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: dark}); err != nil {
		t.Fatal(err)
	}
	shot("gatesh-review-phone-dark.png", false)
	title := eval[string](t, ctx, "document.title")
	if !strings.HasPrefix(title, "(3) ") {
		t.Errorf("title %q, want the count of 3 waiting", title)
	}
}
