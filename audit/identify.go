package audit

import "strings"

// DoctorProbe begins the no-op command gatesh doctor sends through a
// shell or a hook, as the agent would, to see that it is logged (its
// session is "gatesh-doctor"); a 12-digit hex nonce follows.
const DoctorProbe = "true # gatesh doctor probe "

// DoctorToolProbes are the tools of the tool call gatesh doctor sends
// through a hook, an MCP read of a server that does not exist, as Claude
// Code and Codex name it and as Gemini CLI does; its input is
// {"probe":"<nonce>"}.
var DoctorToolProbes = []string{"mcp__gatesh_doctor__list_probes", "mcp_gatesh_doctor_list_probes"}

// IsDoctorProbe reports whether command is exactly a doctor probe, the
// shell's or the tool call's (as logged: the tool, a space, its input):
// the reports leave those out, and since the probe is a no-op, nothing an
// agent runs can hide behind it.
func IsDoctorProbe(command string) bool {
	if nonce, ok := strings.CutPrefix(command, DoctorProbe); ok {
		return isNonce(nonce)
	}
	for _, tool := range DoctorToolProbes {
		if rest, ok := strings.CutPrefix(command, tool+` {"probe":"`); ok {
			nonce, ok := strings.CutSuffix(rest, `"}`)
			return ok && isNonce(nonce)
		}
	}
	return false
}

func isNonce(s string) bool {
	if len(s) != 12 {
		return false
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// Identify names the agent and session that the environment reveals.
// GATESH_AGENT and GATESH_SESSION override what is detected.
func Identify(getenv func(string) string, environ []string) (agent, session string) {
	switch {
	case getenv("CLAUDECODE") != "":
		agent = "claude-code"
		session = first(getenv, "CLAUDE_CODE_SESSION_ID", "CLAUDE_SESSION_ID")
	case getenv("GEMINI_CLI") != "":
		agent = "gemini"
		session = first(getenv, "GEMINI_SESSION_ID")
	case hasPrefix(environ, "CODEX_"):
		agent = "codex"
		session = first(getenv, "CODEX_SESSION_ID", "CODEX_THREAD_ID")
	case getenv("CURSOR_AGENT") != "" || getenv("CURSOR_TRACE_ID") != "":
		agent = "cursor"
	case getenv("AIDER_MODEL") != "" || getenv("AIDER_CHAT_HISTORY_FILE") != "":
		agent = "aider"
	}
	if a := getenv("GATESH_AGENT"); a != "" {
		agent = a
	}
	if s := getenv("GATESH_SESSION"); s != "" {
		session = s
	}
	return agent, session
}

func first(getenv func(string) string, keys ...string) string {
	for _, k := range keys {
		if v := getenv(k); v != "" {
			return v
		}
	}
	return ""
}

func hasPrefix(environ []string, prefix string) bool {
	for _, kv := range environ {
		if strings.HasPrefix(kv, prefix) {
			return true
		}
	}
	return false
}
