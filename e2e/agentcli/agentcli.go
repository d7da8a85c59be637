package agentcli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// A CLI is one agent's command-line program at a pinned npm version.
type CLI struct {
	Name    string // claude, codex, gemini, qwen, copilot, opencode, cline, grok
	Package string // the npm package
	Version string
	Bin     string // its program in node_modules/.bin
}

// The versions the end-to-end tests drive.
var (
	Claude = CLI{Name: "claude", Package: "@anthropic-ai/claude-code", Version: "2.1.328", Bin: "claude"}
	Codex  = CLI{Name: "codex", Package: "@openai/codex", Version: "0.169.0", Bin: "codex"}
	Gemini = CLI{Name: "gemini", Package: "@google/gemini-cli", Version: "0.61.0", Bin: "gemini"}
	// The agents added by their hooks or plugins (issue 31), chosen by
	// how many people use them (npm downloads a month, late 2026).
	Qwen     = CLI{Name: "qwen", Package: "@qwen-code/qwen-code", Version: "0.24.4", Bin: "qwen"}
	Copilot  = CLI{Name: "copilot", Package: "@github/copilot", Version: "1.0.102", Bin: "copilot"}
	OpenCode = CLI{Name: "opencode", Package: "opencode-ai", Version: "1.18.33", Bin: "opencode"}
	Cline    = CLI{Name: "cline", Package: "cline", Version: "3.0.65", Bin: "cline"}
	// Grok CLI has no hook or plugin API: gatesh reaches its MCP
	// servers through `gatesh mcp` alone.
	Grok = CLI{Name: "grok", Package: "@vibe-kit/grok-cli", Version: "0.0.34", Bin: "grok"}
	All  = []CLI{Claude, Codex, Gemini, Qwen, Copilot, OpenCode, Cline, Grok}
)

// DirEnv names the variable that overrides the cache folder.
const DirEnv = "GATESH_AGENTS_DIR"

// CacheDir is where the CLIs are installed: $GATESH_AGENTS_DIR, else
// gatesh-agents in the user's cache folder (~/.cache/gatesh-agents).
func CacheDir() (string, error) {
	if d := os.Getenv(DirEnv); d != "" {
		return d, nil
	}
	c, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache folder (set %s): %w", DirEnv, err)
	}
	return filepath.Join(c, "gatesh-agents"), nil
}

// Spec is the CLI as npm names it: PACKAGE@VERSION.
func (c CLI) Spec() string { return c.Package + "@" + c.Version }

// Dir is the npm prefix the CLI is installed under, one per package and
// version: @openai/codex 0.169.0 goes to _openai_codex_0.169.0.
func (c CLI) Dir(cache string) string {
	name := strings.NewReplacer("@", "_", "/", "_").Replace(c.Package) + "_" + c.Version
	return filepath.Join(cache, name)
}

// ErrMissing reports a CLI that is not installed at its pinned version.
var ErrMissing = errors.New("not installed")

// Path returns the CLI's program in cache, after checking that the
// installed package has the pinned version.
func (c CLI) Path(cache string) (string, error) {
	dir := c.Dir(cache)
	prog := filepath.Join(dir, "node_modules", ".bin", c.Bin)
	if _, err := os.Stat(prog); err != nil {
		return "", fmt.Errorf("%s: %w at %s", c.Spec(), ErrMissing, dir)
	}
	data, err := os.ReadFile(filepath.Join(dir, "node_modules", filepath.FromSlash(c.Package), "package.json"))
	if err != nil {
		return "", fmt.Errorf("%s: %w: %v", c.Spec(), ErrMissing, err)
	}
	var pkg struct{ Version string }
	if err := json.Unmarshal(data, &pkg); err != nil || pkg.Version != c.Version {
		return "", fmt.Errorf("%s: %w: %s holds version %q", c.Spec(), ErrMissing, dir, pkg.Version)
	}
	return prog, nil
}

// Install runs `npm install --prefix DIR PACKAGE@VERSION` into a fresh
// folder beside DIR and renames it into place, so that an interrupted
// install never looks complete. npm's output goes to log.
func (c CLI) Install(ctx context.Context, cache string, log io.Writer) (string, error) {
	if p, err := c.Path(cache); err == nil {
		return p, nil
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		return "", fmt.Errorf("%s: npm is not on PATH: %w", c.Spec(), err)
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return "", err
	}
	dir := c.Dir(cache)
	tmp, err := os.MkdirTemp(cache, filepath.Base(dir)+".partial-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	cmd := exec.CommandContext(ctx, npm, "install", "--prefix", tmp, "--no-audit", "--no-fund", "--save-exact", c.Spec())
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("npm install %s: %w", c.Spec(), err)
	}
	if err := os.RemoveAll(dir); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, dir); err != nil {
		return "", err
	}
	return c.Path(cache)
}

// FixedTemp are the folders the pinned CLIs make in /tmp whatever TMPDIR
// says: Claude Code's sockets when their path would be too long, Codex's
// daemon.
func FixedTemp() []string { return FixedTempOf(os.Getuid()) }

// FixedTempOf are FixedTemp's folders for the user uid.
func FixedTempOf(uid int) []string {
	return []string{fmt.Sprintf("/tmp/cc-socks-%d", uid), fmt.Sprintf("/tmp/codex-daemon-%d", uid)}
}
