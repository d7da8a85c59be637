package audit

import "strings"

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
