package mcpserver

import (
	"encoding/json"
	"os/exec"
)

// spawnTool starts a program with its arguments, as process servers do
// ({"program": "rm", "args": ["-rf", "DIR"]}): what it runs is in its
// arguments, not its name.
var spawnTool = map[string]any{
	"name":        "spawn",
	"description": "Start a program with the arguments given and return what it printed.",
	"inputSchema": map[string]any{
		"type": "object",
		"properties": map[string]any{
			"program": map[string]any{"type": "string", "description": "The program to start."},
			"args":    map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
		},
		"required":             []string{"program"},
		"additionalProperties": false,
	},
}

// spawn runs the program of a spawn call and answers with its output.
func spawn(args map[string]json.RawMessage) any {
	var program string
	var argv []string
	if json.Unmarshal(args["program"], &program) != nil || program == "" {
		return text("spawn: want a string program", true)
	}
	if raw, ok := args["args"]; ok && json.Unmarshal(raw, &argv) != nil {
		return text("spawn: want args as a list of strings", true)
	}
	out, err := exec.Command(program, argv...).CombinedOutput()
	if err != nil {
		return text("spawn: "+err.Error()+": "+string(out), true)
	}
	return text(string(out), false)
}
