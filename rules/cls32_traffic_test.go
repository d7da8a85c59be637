package rules_test

import "testing"

// TestCls32TrafficTestArtifacts: agents empty a test runner's artifacts
// folder before a run (rm -rf tests/e2e/artifacts/*.png
// tests/e2e/artifacts/*/), also through a throwaway container that
// mounts it. Hardhat compiles into artifacts/ and `hardhat clean`
// empties it; Playwright empties its outputDir at each run; Cypress
// trashes its screenshots and videos before each run. The folder's own
// name, or one below it, is disposable as build output is; a source
// folder beside it, the folder of another place, or a glob over the
// project stays held.
func TestCls32TrafficTestArtifacts(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"artifacts", "rm -rf tests/Playwright/artifacts/*.png tests/Playwright/artifacts/*/ && npx playwright test --reporter=list 2>&1 | tail -5", "pass"},
		{"artifacts", "rm -rf artifacts coverage", "pass"},
		{"artifacts", "rm -rf e2e/artifacts/*", "pass"},
		{"artifacts", "npx rimraf artifacts", "pass"},
		{"artifacts", "rm -rf cypress/screenshots cypress/videos", "pass"},
		{"artifacts", "docker run --rm -v \"$(pwd)/tests/Playwright/artifacts:/a\" alpine sh -c \"rm -rf /a/*\" 2>/dev/null; npx playwright test", "pass"},

		{"not-artifacts", "rm -rf tests/Playwright/*", "held"},
		{"not-artifacts", "rm -rf tests/Playwright/artifacts/../specs", "held"},
		{"not-artifacts", "rm -rf ~/artifacts", "held"},
		{"not-artifacts", "rm -rf ../artifacts/*", "held"},
		{"not-artifacts", "rm -rf /srv/artifacts", "held"},
		{"not-artifacts", "rm -rf artifacts src", "held"},
		{"not-artifacts", "rm -rf cypress/e2e", "held"},
		{"not-artifacts", "docker run --rm -v \"$(pwd)/tests:/a\" alpine sh -c \"rm -rf /a/*\"", "held"},
	})
}
