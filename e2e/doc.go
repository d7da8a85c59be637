// Package e2e drives the real agent CLIs (Claude Code, Codex, Gemini CLI)
// through gatesh, with a local mock model in place of the model's API.
package e2e
