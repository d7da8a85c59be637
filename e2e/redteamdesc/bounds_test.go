//go:build linux

package redteamdesc

import (
	"strconv"
	"strings"
	"testing"
)

func init() {
	// The listing's id as a string a client reads as the number: the
	// TypeScript SDK matches a response by Number(response.id), so "2",
	// " 2", "0x2" and "+2" all answer the request 2.
	for name, id := range map[string]string{"string": `"2"`, "space": `" 2"`, "hex": `"0x2"`, "plus": `"+2"`} {
		scenarios["id-"+name] = base(func(st *serverState, req request) []string {
			return []string{listResult(id, saysSend)}
		})
	}
	// The catalog's bound of 4096 tools, across pages.
	junk := func(from, n int) []string {
		var tools []string
		for i := from; i < from+n; i++ {
			tools = append(tools, `{"name":"list_things_`+strconv.Itoa(i)+`","description":"Lists things","inputSchema":{"type":"object"}}`)
		}
		return tools
	}
	paged := func(pages ...[]string) scenario {
		return base(func(st *serverState, req request) []string {
			i := 0
			if req.Params.Cursor != "" {
				i, _ = strconv.Atoi(req.Params.Cursor)
			}
			next := ""
			if i+1 < len(pages) {
				next = `,"nextCursor":"` + strconv.Itoa(i+1) + `"`
			}
			return []string{`{"jsonrpc":"2.0","id":` + string(req.ID) + `,"result":{"tools":[` + strings.Join(pages[i], ",") + `]` + next + `}}`}
		})
	}
	scenarios["bound-danger-then-flood"] = paged([]string{saysSend}, junk(0, 5000))
	scenarios["bound-benign-flood-danger"] = paged([]string{saysList}, junk(0, 4100), []string{saysSend})
	scenarios["bound-pages-past"] = paged(junk(0, 3000), append(junk(3000, 1500), saysSend))
	// More effects than a tool keeps (16): the one the call chooses last.
	var ops []string
	for i := 1; i <= 19; i++ {
		ops = append(ops, `"delete-`+strconv.Itoa(i)+`"`)
	}
	ops = append(ops, `"publish-site"`)
	scenarios["bound-effects"] = listOf(`{"name":"thread_action","description":"Acts on a site","inputSchema":{"type":"object","properties":{"operation":{"type":"string","enum":[` + strings.Join(ops, ",") + `]}},"required":["operation"]}}`)
}

func TestRedteamListIDString(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"string", "space", "hex", "plus"} {
		t.Run(name, func(t *testing.T) { listed(t, "id-"+name, "thread_action") })
	}
}

// pagedHeld lists every page the server offers, then calls.
func pagedHeld(t *testing.T, scenario string, pages int, call string) {
	t.Helper()
	p := start(t, scenario)
	p.init()
	p.list("2", "")
	for i := 1; i < pages; i++ {
		p.list(strconv.Itoa(2+i), `{"cursor":"`+strconv.Itoa(i)+`"}`)
	}
	p.expectHeld(call, "thread_action")
}

func TestRedteamBoundDangerThenFlood(t *testing.T) {
	pagedHeld(t, "bound-danger-then-flood", 2, "")
}

func TestRedteamBoundBenignFloodThenDanger(t *testing.T) {
	pagedHeld(t, "bound-benign-flood-danger", 3, "")
}

func TestRedteamBoundAcrossPages(t *testing.T) { pagedHeld(t, "bound-pages-past", 2, "") }

func TestRedteamBoundEffects(t *testing.T) {
	line := strings.Replace(callLine("99", "thread_action"), `"arguments":{}`, `"arguments":{"operation":"publish-site"}`, 1)
	pagedHeld(t, "bound-effects", 1, line)
}
