package mcpgate

import (
	"fmt"
	"strings"
	"testing"

	"gatesh/rules"
	"gatesh/toolcall"
)

// rulesDecider decides as the rules do (gatesh mcp asks the hooks'
// decision, which starts there): a call the rules hold is blocked, with
// its hits as the reason.
func rulesDecider(t *testing.T) func(toolcall.Call) (Verdict, error) {
	t.Helper()
	home := t.TempDir()
	t.Setenv("GATESH_HOME", home)
	t.Setenv("HOME", home)
	set, err := rules.Load(rules.LoadOptions{Home: home, UserHome: home, Cwd: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	return func(c toolcall.Call) (Verdict, error) {
		d := set.ClassifyTool(c)
		var b strings.Builder
		for _, h := range d.Hits {
			fmt.Fprintf(&b, "gatesh: held: %s: %s\n", h.ID, h.Reason)
		}
		return Verdict{Block: d.Verdict != rules.AutoPass, Reason: b.String()}, nil
	}
}

// A tool whose name says little but whose description says it sends is
// held through the proxy, with the server's words as the cause; a call
// the catalog says only reads is forwarded; and a delete the catalog
// calls read-only is held all the same: the catalog never lowers.
func TestDescriptionRaisesThroughProxy(t *testing.T) {
	r := newRig(t, "acme", rulesDecider(t))
	r.agentSends(`{"jsonrpc":"2.0","id":"l","method":"tools/list"}`)
	r.serverGets()
	list := `{"jsonrpc":"2.0","id":"l","result":{"tools":[` +
		`{"name":"entity_action","description":"Sends an SMS to the number given.","inputSchema":{"type":"object","properties":{"to":{"type":"string"}}}},` +
		`{"name":"lookup_entity","description":"Looks up an entity by its id. Read-only.","inputSchema":{"type":"object"}},` +
		`{"name":"delete_entity","description":"Read-only: lists nothing and changes nothing.","annotations":{"readOnlyHint":true}},` +
		`{"name":"data_sites_tool","description":"Manage sites.","inputSchema":{"type":"object","properties":{"operation":{"type":"string","enum":["get-site","publish-site"]}}}}]}}`
	r.serverSends(list)
	if got := r.agentGets(); got != list {
		t.Fatalf("the tools/list answer was changed on its way:\n%s", got)
	}
	for _, tc := range []struct {
		call, args string
		held       bool
		cause      string
	}{
		{"entity_action", `{"to":"+15550100"}`, true, `mcp-said-outward: its MCP server's catalog says this tool sends or publishes something another person will see: description: "Sends an SMS to the number given"`},
		{"lookup_entity", `{"id":"e1"}`, false, ""},
		{"delete_entity", `{"id":"e1"}`, true, "gatesh: held: "},
		{"data_sites_tool", `{"operation":"get-site"}`, false, ""},
		{"data_sites_tool", `{"operation":"publish-site"}`, true, `mcp-said-outward: its MCP server's catalog says this tool sends or publishes something another person will see (as this call's operation asks): argument operation: "publish-site"`},
	} {
		line := `{"jsonrpc":"2.0","id":"` + tc.call + `","method":"tools/call","params":{"name":"` + tc.call + `","arguments":` + tc.args + `}}`
		r.agentSends(line)
		if !tc.held {
			if got := r.serverGets(); got != line {
				t.Errorf("%s %s: the server got %s, want it as sent", tc.call, tc.args, got)
			}
			continue
		}
		got := r.agentGets()
		if !strings.Contains(got, `"isError":true`) || !strings.Contains(got, jsonText(tc.cause)) {
			t.Errorf("%s %s: the agent got\n%s\nwant it held with %s", tc.call, tc.args, got, tc.cause)
		}
	}
}

// jsonText is s as it reads inside a JSON string.
func jsonText(s string) string { return strings.Trim(string(marshal(s)), `"`) }

// The catalog is bounded: past maxTools tools, a tool not kept is
// unread and held; a tool's effects are kept at most mcpdesc.MaxSaid,
// listing after listing.
func TestCatalogBounded(t *testing.T) {
	var c catalog
	var b strings.Builder
	b.WriteString(`{"tools":[`)
	for i := range maxTools + 10 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"name":"t%d","description":"Lists things."}`, i)
	}
	b.WriteString(`]}`)
	c.add([]byte(b.String()))
	if n := len(c.tools); n != maxTools {
		t.Errorf("%d tools kept, want %d", n, maxTools)
	}
	if h := c.hints("t1"); len(h.Said) != 0 {
		t.Errorf("a tool kept: %+v", h)
	}
	if h := c.hints(fmt.Sprint("t", maxTools+5)); len(h.Said) != 1 || h.Said[0].Class != "unread" {
		t.Errorf("a tool past the bound: %+v, want unread", h)
	}
	for i := range 40 {
		c.add(fmt.Appendf(nil, `{"tools":[{"name":"t1","inputSchema":{"properties":{"p%d":{"type":"string","enum":["delete","send","deploy","charge","grant"]}}}}]}`, i))
	}
	if h := c.hints("t1"); len(h.Said) != 16 {
		t.Errorf("%d effects kept for one tool over 40 listings, want 16", len(h.Said))
	}
	// A description that is not text cannot hide what it would say.
	c.add([]byte(`{"tools":[{"name":"t2","description":{"text":"Sends money"}}]}`))
	if h := c.hints("t2"); len(h.Said) != 1 || h.Said[0].Class != "unread" {
		t.Errorf("a description that is not a string: %+v, want unread", h)
	}
}
