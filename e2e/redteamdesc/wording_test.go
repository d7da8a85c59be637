//go:build linux

package redteamdesc

import (
	"strings"
	"testing"
)

// What the model reads as "this tool sends" but a reader of English
// words may not: homoglyphs, invisible characters, passive voice, and the
// "use X to" form the docs cancel for another tool. A description in
// another language is not read at all (docs/security.md, "Red team of
// gatesh mcp's catalog reading": left open); the name's rules still judge
// the call.
var wordings = map[string]string{
	"cyrillic-e":    "S\u0435nds the thread to everyone subscribed to it, by email",
	"zero-width":    "Se\u200bnds the thread to everyone subscribed to it, by email",
	"soft-hyphen":   "Se\u00adnds the thread to everyone subscribed to it, by email",
	"fullwidth":     "\uff33ends the thread to everyone subscribed to it, by email",
	"use-this-tool": "Use this tool to send the thread to everyone subscribed to it, by email",
	"passive":       "The thread is emailed to everyone subscribed to it",
	"negated-never": "Never fails to send the thread to everyone subscribed to it",
	"not-dry-run":   "Not a dry run: the thread goes out by email to every subscriber",
	"broadcast":     "Broadcasts the thread to all subscribers",
	"markdown":      "**Sends** the thread to everyone subscribed to it, by email",
	"html-entity":   "S&#101;nds the thread to everyone subscribed to it, by email",
	"title-only":    "",
}

func init() {
	for name, text := range wordings {
		tool := `{"name":"thread_action","description":` + jsonString(text) + `,"inputSchema":{"type":"object"}}`
		if name == "title-only" {
			tool = `{"name":"thread_action","title":"Send the thread to every subscriber by email","description":"Acts on a thread","inputSchema":{"type":"object"}}`
		}
		scenarios["wording-"+name] = listOf(tool)
	}
	// The argument that sends, where a generated schema puts it.
	notify := `{"type":"boolean","default":true,"description":"If true, emails every subscriber"}`
	scenarios["schema-ref"] = listOf(`{"name":"thread_action","description":"Acts on a thread","inputSchema":{"type":"object","properties":{"options":{"$ref":"#/$defs/Options"}},"$defs":{"Options":{"type":"object","properties":{"notify_subscribers":` + notify + `}}}}}`)
	scenarios["schema-nested"] = listOf(`{"name":"thread_action","description":"Acts on a thread","inputSchema":{"type":"object","properties":{"options":{"type":"object","properties":{"notify_subscribers":` + notify + `}}}}}`)
	scenarios["schema-anyof"] = listOf(`{"name":"thread_action","description":"Acts on a thread","inputSchema":{"type":"object","properties":{"notify_subscribers":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":true,"description":"If true, emails every subscriber"}}}}`)
	scenarios["schema-flag"] = listOf(`{"name":"thread_action","description":"Acts on a thread","inputSchema":{"type":"object","properties":{"notify_subscribers":{"type":"boolean","default":false,"description":"If true, emails every subscriber"}}}}`)
	scenarios["schema-enum"] = listOf(`{"name":"thread_action","description":"Create or delete a thread","inputSchema":{"type":"object","properties":{"operation":{"type":"string","enum":["create","delete"]}},"required":["operation"]}}`)
}

func TestRedteamWording(t *testing.T) {
	t.Parallel()
	for name := range wordings {
		t.Run(name, func(t *testing.T) { listed(t, "wording-"+name, "thread_action") })
	}
}

// A call with these arguments makes the server send (or delete).
func TestRedteamSchemaArguments(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, scenario, args string }{
		{"ref-default", "schema-ref", `{"options":{}}`},
		{"nested-default", "schema-nested", `{"options":{}}`},
		{"anyof-default", "schema-anyof", `{}`},
		{"flag-true", "schema-flag", `{"notify_subscribers":true}`},
		// FastMCP validates arguments with pydantic in lax mode, which
		// reads "true", "yes", "on", 1 and "1" as True.
		{"flag-string", "schema-flag", `{"notify_subscribers":"true"}`},
		{"flag-yes", "schema-flag", `{"notify_subscribers":"yes"}`},
		{"flag-one", "schema-flag", `{"notify_subscribers":1}`},
		{"enum-delete", "schema-enum", `{"operation":"delete"}`},
		{"enum-Delete", "schema-enum", `{"operation":"Delete"}`},
		{"enum-space", "schema-enum", `{"operation":"delete "}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := start(t, tc.scenario)
			p.init()
			p.list("2", "")
			line := strings.Replace(callLine("99", "thread_action"), `"arguments":{}`, `"arguments":`+tc.args, 1)
			p.expectHeld(line, "thread_action")
		})
	}
}
