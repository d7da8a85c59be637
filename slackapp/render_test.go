package slackapp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"gatesh/describe"
	"gatesh/internal/slacktest"
	"gatesh/page"
	"gatesh/toolcall"
)

var now = time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)

// card is a request as serve and the hub hand it over: the page's card.
func card(t *testing.T, tool, server, command, cwd string) Request {
	t.Helper()
	c := page.NewRequest(page.Facts{ID: "abcdefghijklm", Status: StatusPending, Command: command, Cwd: cwd, Tier: "red", Agent: "claude",
		Tool: tool, Server: server, Rules: []page.Rule{{ID: "tool-outward", Tier: "red", Reason: "sends something another person will see"}},
		CreatedAt: now, ExpiresAt: now.Add(time.Hour)}, now)
	return Request{Key: c.ID, Digest: strings.Repeat("a", 64), Channel: "CGATESH", Card: c, ExpiresAt: now.Add(time.Hour)}
}

func callText(t *testing.T, tool, server, input string) string {
	t.Helper()
	c, err := toolcall.New(tool, server, []byte(input))
	if err != nil {
		t.Fatal(err)
	}
	return c.Text()
}

func blocksJSON(t *testing.T, r Request, effects []string) json.RawMessage {
	t.Helper()
	blocks, _ := render(r, effects, now)
	data, err := json.Marshal(blocks)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestRenderShowsWhatThePageShows: the message carries describe's text,
// as the review page does: a diff for a write, the body of a message,
// the arguments of an MCP call.
func TestRenderShowsWhatThePageShows(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("keep\nold line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	write := callText(t, "Write", "", `{"file_path":"notes.txt","content":"keep\nnew line\n"}`)
	mcp := callText(t, "mcp__github__create_issue", "github", `{"title":"Release 2.0","body":"ships Friday"}`)
	for _, tc := range []struct {
		name    string
		r       Request
		effects []string
		want    []string
	}{
		{"a write", card(t, "Write", "", write, dir), describe.WhatToolWouldDo("Write", write, dir),
			[]string{"Tool call: Write", "-old line", "+new line", "What it would do"}},
		{"an MCP call", card(t, "mcp__github__create_issue", "github", mcp, dir), describe.ToolCallAsSent("mcp__github__create_issue", mcp, dir),
			[]string{"Tool call: mcp__github__create_issue of the MCP server github", "with:\nbody: ships Friday\ntitle: Release 2.0"}},
		{"a message", card(t, "", "", "gh issue comment 3 --body 'ship it'", dir), describe.WhatItWouldDo("gh issue comment 3 --body 'ship it'", dir, describe.Env{}),
			[]string{"Command", "gh issue comment 3 --body 'ship it'", "gh sends this text:\nship it"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := slacktest.Text(blocksJSON(t, tc.r, tc.effects))
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("the message does not say %q:\n%s", w, text)
				}
			}
		})
	}
}

// texts returns every text object or element of blocks with its type.
func texts(v any, out map[string][]string) {
	switch x := v.(type) {
	case map[string]any:
		if s, ok := x["text"].(string); ok {
			typ, _ := x["type"].(string)
			out[typ] = append(out[typ], s)
		}
		for _, y := range x {
			texts(y, out)
		}
	case []any:
		for _, y := range x {
			texts(y, out)
		}
	}
}

// TestRenderIsLiteral: what the agent wrote reaches Slack as text Slack
// draws literally, never as mrkdwn: no mention, link or formatting comes
// from it; secrets are redacted; and no text passes Block Kit's limit.
func TestRenderIsLiteral(t *testing.T) {
	hostile := "curl -H 'Authorization: Bearer sk-live-0123456789abcdef0123' https://x <!channel> <https://evil.example|click> *bold* `code`"
	r := card(t, "", "", hostile+"\n"+strings.Repeat("y", 9000), "/work/<!here>")
	r.Card.Agent = "<@U0ADMIN>"
	var all any
	json.Unmarshal(blocksJSON(t, r, []string{"curl sends this text:\n<!everyone> " + strings.Repeat("z", 9000)}), &all)
	byType := map[string][]string{}
	texts(all, byType)
	for typ, list := range byType {
		for _, s := range list {
			if len([]rune(s)) > 3000 {
				t.Errorf("a %s text of %d characters", typ, len([]rune(s)))
			}
			if strings.Contains(s, "sk-live-0123456789abcdef0123") {
				t.Errorf("the token reached a %s text: %q", typ, s)
			}
			// The app's own mrkdwn is a date token: <!date^UNIX^FORMAT|FALLBACK>.
			own := regexp.MustCompile(`^Expires <!date\^[0-9]+\^\{date_short_pretty\} \{time\}\|[0-9: UTC-]+>$`)
			if typ == "mrkdwn" && !own.MatchString(s) {
				t.Errorf("agent text in mrkdwn: %q", s)
			}
		}
	}
	joined := strings.Join(append(byType["text"], byType["plain_text"]...), "\n")
	for _, w := range []string{"<!channel>", "<https://evil.example|click>", "Agent: <@U0ADMIN>", "Project: /work/<!here>", "<!everyone>", "more characters (gatesh show ID shows all)"} {
		if !strings.Contains(joined, w) {
			t.Errorf("%q is not shown as literal text", w)
		}
	}

	// The message's text (what a notification shows) is mrkdwn: escaped.
	r = card(t, "", "", "make && "+hostile, "/w")
	_, text := render(r, nil, now)
	for _, w := range []string{"make &amp;&amp; curl", "&lt;!channel&gt; &lt;https://evil.example|click&gt;"} {
		if !strings.Contains(text, w) {
			t.Errorf("the message's text lacks %q: %q", w, text)
		}
	}
	if strings.ContainsAny(text, "<>") || strings.Contains(text, "sk-live-0123456789abcdef0123") {
		t.Errorf("the message's text: %q", text)
	}
}

// TestEscape: Slack's three characters, and nothing else, are escaped;
// an escaped text is not escaped into something else again.
func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"<!channel> <@U0ADMIN> <!subteam^S0|team>": "&lt;!channel&gt; &lt;@U0ADMIN&gt; &lt;!subteam^S0|team&gt;",
		"<https://evil.example|click here>":        "&lt;https://evil.example|click here&gt;",
		"a && b > c < d":                           "a &amp;&amp; b &gt; c &lt; d",
		"&lt;!here&gt;":                            "&amp;lt;!here&amp;gt;",
		"*bold* _it_ `code` ~x~ 'q' \"q\"":         "*bold* _it_ `code` ~x~ 'q' \"q\"",
	} {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestRenderOutcome: once a request ends, its buttons go and a line says
// how it ended.
func TestRenderOutcome(t *testing.T) {
	base := card(t, "", "", "rm -rf build", "/w")
	for _, tc := range []struct {
		status  string
		revoked bool
		want    string
	}{
		{StatusApproved, false, "Approved by alice"},
		{StatusUsed, false, "it ran once at 2026-03-02 10:05:00 UTC"},
		{StatusRejected, false, "Rejected by alice at 2026-03-02 10:01:00 UTC: too risky"},
		{StatusRejected, true, "The approval was revoked by alice"},
		{StatusExpired, false, "it expired, which counts as rejected"},
	} {
		r := base
		r.Card.Status, r.Revoked = tc.status, tc.revoked
		r.DecidedBy, r.DecidedAt, r.Reason, r.UsedAt = []string{"alice"}, now.Add(time.Minute), "too risky", now.Add(5*time.Minute)
		data := blocksJSON(t, r, nil)
		if !strings.Contains(slacktest.Text(data), tc.want) || len(slacktest.Buttons(data)) != 0 {
			t.Errorf("%s (revoked %v): want %q and no buttons:\n%s", tc.status, tc.revoked, tc.want, slacktest.Text(data))
		}
		if shown(r) == shown(base) {
			t.Errorf("%s: the state shown does not change", tc.status)
		}
	}
	data := blocksJSON(t, base, nil)
	if b := slacktest.Buttons(data); len(b) != 2 || b[0].Value != base.Key+" "+base.Digest {
		t.Errorf("pending buttons %+v", b)
	}
}

// A click approves the whole request, so a message offers Approve only
// when it shows all that the approval signs: on the hub as on one
// machine, a command past the cut, a redaction that hides more than a
// token, a folder or a fact cut or with its spacing folded, and more
// facts than it lists, leave Reject alone.
func TestRenderOffersApproveOnlyForWhatItShowsWhole(t *testing.T) {
	long := strings.Repeat("/deep", 70)
	for _, tc := range []struct {
		name    string
		command string
		cwd     string
		bound   []string
		approve bool
	}{
		{"plain", "rm -rf build", "/w", nil, true},
		{"a token redacted", "curl -H 'Authorization: Bearer sk-live-0123456789abcdef0123' https://x", "/w", nil, true},
		{"a password in a URL", "git push https://u:hunter2hunter2@example.com/r.git", "/w", nil, true},
		{"a fact in full", "git push", "/w", []string{"git-push main -> main on origin: 9f3c"}, true},
		{"the command past the cut", ": " + strings.Repeat("x", maxShown) + " ; rm -rf ~", "/w", nil, false},
		{"a command in the redaction", "echo Authorization: x; rm -rf ~", "/w", nil, false},
		{"a long folder", "rm -rf build", long, nil, false},
		{"a folder whose spacing folds", "rm -rf build", "/w/a  b", nil, false},
		{"a long fact", "git push", "/w", []string{"git-config core.sshCommand: " + strings.Repeat("x", maxItem)}, false},
		{"more facts than listed", "git push", "/w", strings.Split(strings.Repeat("link a,", maxBound+1), ","), false},
	} {
		r := card(t, "", "", tc.command, tc.cwd)
		r.Card.Bound = tc.bound
		data := blocksJSON(t, r, nil)
		b := slacktest.Buttons(data)
		if got := len(b) == 2 && b[0].ActionID == actionApprove; got != tc.approve {
			t.Errorf("%s: buttons %+v, want Approve %v:\n%s", tc.name, b, tc.approve, slacktest.Text(data))
		}
		if !tc.approve && !strings.Contains(slacktest.Text(data), "gatesh approve "+r.Card.ID) {
			t.Errorf("%s: the message does not say where it can be approved:\n%s", tc.name, slacktest.Text(data))
		}
	}
}

// What an approval binds besides git's (a startup file bash reads, the
// links along a path) is listed too, as the review page lists it.
func TestRenderListsEveryBoundFact(t *testing.T) {
	r := card(t, "", "", "rm -rf build", "/w")
	r.Card.Bound = []string{"env BASH_ENV: /w/start.sh (sha256 1a2b)"}
	if text := slacktest.Text(blocksJSON(t, r, nil)); !strings.Contains(text, "env BASH_ENV: /w/start.sh (sha256 1a2b)") {
		t.Errorf("the message does not list the startup file the approval binds:\n%s", text)
	}
}

// A request the machine redacted in a way that may hide shell syntax
// offers only Reject: approving what nobody can read is refused by the
// hub, and the message must not invite it.
func TestRenderHiddenSyntaxOffersRejectOnly(t *testing.T) {
	r := card(t, "", "", "echo [REDACTED]", "/w")
	r.Card.Redacted, r.Card.HiddenSyntax = true, true
	data := blocksJSON(t, r, nil)
	b := slacktest.Buttons(data)
	if len(b) != 1 || b[0].ActionID != actionReject {
		t.Fatalf("buttons %+v, want Reject alone", b)
	}
	if !strings.Contains(slacktest.Text(data), "approved on the machine itself") {
		t.Errorf("the message does not say where it can be approved:\n%s", slacktest.Text(data))
	}
}
