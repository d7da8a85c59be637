// Package agentwrap tells the command an agent's model asked for from the
// wrapper its CLI puts around it (Claude Code's snapshot and eval, Gemini
// CLI's trap subshell), so that a person reads the command first.
package agentwrap
