package agentsetup

import (
	"regexp"
	"strings"
)

// Every tool call reaches gatesh, not only the shell: file writes and
// reads, web fetches and MCP tools are gated like commands. The pre-tool
// hook's matcher therefore names every tool. Claude Code and Gemini CLI
// read a matcher as a JavaScript RegExp, Codex as a Rust regex, so a
// matcher uses only what the three share: no look-around (Rust has
// none). Each was checked against the pinned CLIs in the end-to-end
// tests (e2e/tools_test.go), MCP tools included.

// everyTool matches every tool name: the hook route, where the hook sees
// the shell too. (Claude Code would take "*"; Gemini CLI would read it as
// a broken regex.)
const everyTool = ".*"

// Each agent's shell tool, as its hook names it.
const (
	claudeShellTool = "Bash"
	codexShellTool  = "Bash" // exec_command, shell_command, and apply_patch run through them
	geminiShellTool = "run_shell_command"
)

// allBut matches every tool name except name itself: the shell route's
// hook, for the tools the shell never sees. The shell's own calls reach
// gatesh as its shell; the hook on them too would ask for every red
// command to be approved twice. Without look-around, "not Bash" is
// spelt as every way a name can differ from it: a different character
// at some position, shorter, or longer.
func allBut(name string) string {
	var alts []string
	for i, r := range name {
		alts = append(alts, regexp.QuoteMeta(name[:i])+"(?:[^"+quoteClass(r)+"].*)?")
	}
	alts = append(alts, regexp.QuoteMeta(name)+".+")
	return "^(?:" + strings.Join(alts, "|") + ")$"
}

// quoteClass escapes r for a character class.
func quoteClass(r rune) string {
	switch r {
	case '\\', ']', '[', '^', '-':
		return `\` + string(r)
	}
	return string(r)
}

// matcherMatches tells whether an agent's hook matcher selects the tool,
// as that agent reads the matcher; known is false when Go cannot read it
// the same way (a JavaScript-only construct), and the caller must not
// assume either answer.
func matcherMatches(agentName, matcher, tool string) (match, known bool) {
	if agentName == "claude" {
		// Claude Code: "*" and "" match all; a matcher of only name
		// characters is a list of exact names split on "|" (or ","); any
		// other character makes it an unanchored regex.
		if matcher == "" || matcher == "*" {
			return true, true
		}
		if strings.Trim(matcher, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-|, ") == "" {
			for _, n := range strings.FieldsFunc(matcher, func(r rune) bool { return r == '|' || r == ',' }) {
				if strings.TrimSpace(n) == tool {
					return true, true
				}
			}
			return false, true
		}
	}
	if agentName == "gemini" && matcher == "" {
		return true, true // no matcher: every tool
	}
	re, err := regexp.Compile(matcher)
	if err != nil {
		return false, false
	}
	return re.MatchString(tool), true
}
