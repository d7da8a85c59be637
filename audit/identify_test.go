package audit

import "testing"

func TestIdentify(t *testing.T) {
	for _, tc := range []struct {
		env            map[string]string
		agent, session string
	}{
		{map[string]string{"CLAUDECODE": "1", "CLAUDE_CODE_SESSION_ID": "s1"}, "claude-code", "s1"},
		{map[string]string{"GEMINI_CLI": "1"}, "gemini", ""},
		{map[string]string{"CODEX_SANDBOX": "seatbelt", "CODEX_SESSION_ID": "c9"}, "codex", "c9"},
		{map[string]string{"CLAUDECODE": "1", "GATESH_AGENT": "mine", "GATESH_SESSION": "x"}, "mine", "x"},
		{map[string]string{"HOME": "/h"}, "", ""},
	} {
		var environ []string
		for k, v := range tc.env {
			environ = append(environ, k+"="+v)
		}
		a, s := Identify(func(k string) string { return tc.env[k] }, environ)
		if a != tc.agent || s != tc.session {
			t.Errorf("%v: got %q %q, want %q %q", tc.env, a, s, tc.agent, tc.session)
		}
	}
}
