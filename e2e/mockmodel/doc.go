// Package mockmodel is a local stand-in for the model APIs of Claude Code
// (Anthropic Messages), Codex (OpenAI Responses) and Gemini CLI (Gemini
// generateContent), which answers from a script and records every request.
package mockmodel
