package agentsetup

import (
	"encoding/json"
	"strings"
)

// opencode has no command hooks; its plugins (JavaScript, loaded from
// ~/.config/opencode/plugins/ at start) get tool.execute.before for every
// tool call, with the tool's name and arguments, and a plugin that
// throws stops the call and hands the model the error's message
// (opencode.ai/docs/plugins). gatesh's plugin runs the hook command
// with a hook input in the layout of Claude Code's and throws on a deny,
// on an error exit and on anything it cannot read: it fails closed.
const opencodePluginJS = `// Written by ` + "`gatesh install --agent opencode`" + `; ` + "`gatesh uninstall --agent opencode`" + ` removes it.
// Hands every tool call to gatesh before it runs; a call gatesh holds does not run.
import { spawn } from "node:child_process"

const command = COMMAND

function decide(input) {
  return new Promise((resolve, reject) => {
    const child = spawn("/bin/sh", ["-c", command], { stdio: ["pipe", "pipe", "pipe"] })
    let out = "", err = ""
    child.stdout.on("data", (d) => { out += d })
    child.stderr.on("data", (d) => { err += d })
    child.on("error", (e) => reject(new Error("gatesh: error: the hook could not start: " + e.message)))
    child.on("close", (status) => {
      if (status !== 0) return reject(new Error(err.trim() || "gatesh: error: the hook failed with status " + status))
      const text = out.trim()
      if (text === "") return resolve()
      let answer
      try { answer = JSON.parse(text) } catch (e) { return reject(new Error("gatesh: error: the hook's answer is not JSON: " + text)) }
      const d = (answer && answer.hookSpecificOutput) || {}
      if (d.permissionDecision === "deny") return reject(new Error(d.permissionDecisionReason || "gatesh: held"))
      resolve()
    })
    child.stdin.end(JSON.stringify(input))
  })
}

export const Gatesh = async ({ directory }) => ({
  "tool.execute.before": async (input, output) => {
    await decide({
      hook_event_name: "tool.execute.before",
      session_id: input.sessionID || "",
      cwd: directory,
      tool_name: input.tool,
      tool_input: (output && output.args) || {},
    })
  },
})
`

// opencodePlugin is the plugin that runs command as gatesh's hook.
func opencodePlugin(command string) string {
	quoted, _ := json.Marshal(command)
	return strings.Replace(opencodePluginJS, "COMMAND", string(quoted), 1)
}
