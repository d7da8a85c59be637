// Package hook speaks the pre-tool hook protocols of coding agents (Claude
// Code, Codex CLI, Gemini CLI, Cursor): it reads one hook call, asks a
// Decider about its shell command, and answers in the agent's own format,
// blocking the call on any error.
package hook
