package rules_test

import "testing"

// A tool's subcommand that installs the system packages it needs runs the
// system's package manager as root or through sudo: a system-wide
// install, whether a package runner starts the tool or its own program
// does. The tool's other subcommands, a dry run, its help and a project's
// own task of the same name are not that.
func TestCls20SystemDepsSubcommand(t *testing.T) {
	checkCls16(t, []tierCase{
		{"system-deps", "npx playwright install-deps", "held"},
		{"system-deps", "npx playwright install-deps chromium 2>&1 | tail -20", "held"},
		{"system-deps", "npx --yes playwright@1.48.2 install-deps webkit", "held"},
		{"system-deps", "pnpm dlx playwright install-deps", "held"},
		{"system-deps", "bunx playwright install-deps", "held"},
		{"system-deps", "yarn dlx playwright install-deps chromium", "held"},
		{"system-deps", "npm exec -- playwright install-deps", "held"},
		{"system-deps", "playwright install-deps", "held"},
		{"system-deps", "node_modules/.bin/playwright install-deps chromium", "held"},
		{"system-deps", "cd apps/web && ./node_modules/.bin/playwright install-deps", "held"},
		{"system-deps", "uvx patchright install-deps", "held"},
		{"system-deps", "npx frob-browsers install-system-deps", "held"},
		{"system-deps", "timeout 600 npx playwright install-deps", "held"},
		// The harmless twins: the tool's other subcommands, a dry run,
		// help, the browsers alone, and a project's own task.
		{"system-deps", "npx playwright install chromium", "pass"},
		{"system-deps", "npx playwright install-deps --dry-run", "pass"},
		{"system-deps", "npx playwright install-deps --help", "pass"},
		{"system-deps", "npx playwright test --project=chromium", "pass"},
		{"system-deps", "npx playwright show-report", "pass"},
		{"system-deps", "pnpm dlx playwright codegen http://localhost:3000", "pass"},
		{"system-deps", "make install-deps", "pass"},
		{"system-deps", "npm run install-deps", "pass"},
		{"system-deps", "grep -rn install-deps .github/workflows", "pass"},
		{"system-deps", "echo 'run npx playwright install-deps'", "pass"},
		// The tool's other subcommands keep what a program gatesh knows
		// nothing of gets: handed a path of the home, it is held.
		{"system-deps", "npx playwright screenshot http://localhost:3000 ~/.bashrc", "held"},
		{"system-deps", "npx playwright show-report --host 0.0.0.0 ~/reports", "held"},
	})
}
