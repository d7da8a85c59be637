package rules

import "testing"

// An agent's project settings that start MCP servers, hooks or plugins
// run commands outside gatesh when that agent opens the project; Grok
// CLI's .grok/settings.json is where gatesh mcp is wired in front of its
// servers. A file tool writing one is held, whichever agent it is for;
// an instruction file beside them (steering, rules) runs nothing.
func TestToolAgentProjectSettings(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	var cases []toolCase
	for _, p := range []string{
		".grok/settings.json", ".kiro/hooks/lint.kiro.hook", ".kiro/settings/mcp.json", ".amazonq/mcp.json",
		".kilocode/mcp.json", ".continue/mcpServers/db.yaml", ".crush.json", "crush.json",
		".factory/settings.json", "app/.augment/settings.json",
	} {
		cases = append(cases, toolCase{"Write", `{"file_path":"/home/u/project/` + p + `","content":"{}"}`, Red, "gate-agent-project-settings"})
	}
	for _, p := range []string{".kiro/steering/product.md", ".amazonq/rules/style.md", "docs/crush.md", "factory/settings.json"} {
		cases = append(cases, toolCase{"Write", `{"file_path":"/home/u/project/` + p + `","content":"x"}`, Green, ""})
	}
	checkTools(t, s, cases)
}
