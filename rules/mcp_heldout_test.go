package rules_test

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gatesh/rules"
	"gatesh/toolcall"
	"gatesh/undo"
)

// mcpCall is one line of testdata/corpus/mcp: an MCP tool call built from
// a public server's published catalog, labelled before it was measured.
type mcpCall struct {
	Agent  string          `json:"agent"`
	Tool   string          `json:"tool"`
	Input  json.RawMessage `json:"input"`
	Cwd    string          `json:"cwd"`
	Kind   string          `json:"kind"`
	Want   string          `json:"want"`
	Why    string          `json:"why"`
	Server string          `json:"server"`
	Source string          `json:"source"`
	// The tool's published description and annotations (mcp4 on): what
	// the gatesh mcp gateway reads from a tools/list, and the hook route
	// never sees. TestHeldoutMCP4Gateway (mcpgate) measures with them.
	Description *string         `json:"description"`
	Annotations json.RawMessage `json:"annotations"`
}

// The held-out MCP set was written blind before issue 31's classifier work
// and measured once when it ended (see mcp/README.md, "Measurement":
// 182, 40 and 22). Its misses were then fixed by cause; these are the
// figures after those fixes, kept as floors. The second set was measured
// blind at 194, 38 and 26 (mcp2/README.md, "Measurement"); its misses
// were then fixed by cause too, and these are its seen figures after
// those fixes.
const (
	mcpRedHeld     = 234 // of 242 red calls held, at least
	mcpPassHeld    = 14  // of 323 green or yellow calls held, at most (14 before a dry-run argument stopped lowering a call: green:44, green:316; 16 until mcp-fix12-green)
	mcpGreenYellow = 7   // of 253 green calls that came back yellow, at most (10 before mcp-fix9's read nouns as a head, waiting, serena)

	mcp2RedHeld     = 241 // of 250 red calls held, at least (seen; 194 at the measurement; red:185 create_postgres since mcp-fix6's tool-database-service)
	mcp2PassHeld    = 15  // of 330 green or yellow calls held, at most (seen; 38 at the measurement; 18 before mcp-fix6 read an environment made as a container made: green:180, 273; 16 before mcp-fix7 read a project's folder: green:272)
	mcp2GreenYellow = 13  // of 265 green calls that came back yellow, at most (seen; 26 at the measurement; 18 before mcp-fix9; 14 before mcp-fix11 read a one-word plural noun asked for as a collection: green:210)

	// mcp3 was measured once before mcp-fix4, whose development set read
	// 12 of its servers' catalogs: 186, 38 and 20. These are the figures
	// after it (seen in part); the one call that moved the wrong way, a
	// flag turned on in a test environment, is held as every flag change.
	// mcp-fix5 read a batch's operations (actions: [{delete_webhook:
	// {...}}]); a page's settings updated that way (green:302, yellow: it
	// goes live on the next publish) is held as update_page is; a flag
	// changed only in named test environments (green:270) passes yellow;
	// SQL that sets a password or money, activate, unpause, exercise, a
	// runbook and a to_number are read; an option or setting that names
	// an encryption key, and includeCredentials, return secrets; an
	// update that sets active: true or is_paused: false activates; a
	// write that sets a password (tool-password-set) or gives someone
	// named by an address a role changes access; a name ending in tool
	// is read as one without it (green:191 reads); a product made as a
	// draft moves no money (green:9, green:303); API--Operation names
	// are read operation first; a check set to none, and an analysis or
	// a scan turned off, turn a guard off; an operation "off" powers off.
	// The blind figures stay the measurement. A dry run asked for in an
	// argument no longer lowers a call (a server that does not know the
	// argument ignores it): green:172 and green:268 are held again.
	// mcp-fix6 read classes of objects from the used servers' whole
	// catalogs: automation (a workflow, a DAG) changed or run, a shared
	// scope's settings, collaborations and identity, calls and campaigns;
	// seven of its misses are held by them (red:75, 136, 165, 225, 243;
	// a job run that names no branch of its own: red:125, 126).
	mcp3RedHeld     = 231 // of 244 red calls held, at least (229 measured before a person opted into marketing mail on their behalf was held: red:13, 189)
	mcp3PassHeld    = 35  // (36 until mcp-fix12-green) of 308 green or yellow calls held, at most (38 before mcp-fix6 read a database's documents as records, green:139, and an environment made as a container made, green:207)
	mcp3GreenYellow = 12  // of 248 green calls that came back yellow, at most (13 before mcp-fix14 read a conversion to text: green:24)

	// mcp5, the one blind measurement on the hook route (171, 30, 18).
	// mcp-fix8 read its red misses by class (seen since): a change's
	// arguments carry a password, roles, an assignee or an opened port;
	// a booking or a request answered, a stream started, a backup
	// restored, a device upgraded or cut off, an attack tool, a CI's
	// configuration, an offer; a plain record's kind before the verb;
	// credentials by what carries them.
	mcp5RedHeld     = 199 // of 201 red calls held, at least (seen; 171 at the measurement)
	mcp5PassHeld    = 21  // of 249 green or yellow calls held, at most (30 at the measurement; mcp-fix9's read shapes, drafts and local apps since, seen)
	mcp5GreenYellow = 2   // of 203 green calls that came back yellow, at most (18 at the measurement; mcp-fix9 since, seen; 2 once a draft kept for review is green: green:249)

	// mcp6, the one blind measurement on the hook route.
	mcp6RedHeld     = 192 // of 199 red calls held, at least (192 once a chat room's name or topic changed is held as a channel's: red:21, 117; 190 once a scene exported to a URL, a link on another host, is held: red:92, 166; 188 once a scanner or a web attack tool aimed at another host is held: red:130, 161, 162, 188, 189, 192-195; 177 until mcp-fix13 read a JSON message naming a recipient or an amount: red:62, 127; 157 at cf7dd75; 172 at 9eb85a4; mcp-fix12-red read nodes made ineligible, fanouts, key-value buckets and batch entries, seen)
	mcp6PassHeld    = 16  // of 262 green or yellow calls held, at most (19 before mcp-fix16's local deletes: green:152; 25 at cf7dd75; 24 at the measurement, b332d19, before mcp-fix11 read names with no known verb by their shape, seen); 18 before a pane, a viewport or a material kept in the app, a process's status read, Joplin, Things and JADX local apps, a file's text edited by its path
	mcp6GreenYellow = 15  // of 215 green calls that came back yellow, at most (18 before mcp-fix14 read a state told back: green:241; 43 at cf7dd75; 33 at the measurement, b332d19, before mcp-fix11, seen); 17 before a pane, a viewport or a material kept in the app, a process's status read, Joplin, Things and JADX local apps, a file's text edited by its path

	// mcp7, the one blind measurement on the hook route.
	mcp7RedHeld     = 180 // of 200 red calls held, at least (180 once Android's pm clear sent to a device's shell is held: red:67; 179 once a search of an agent's memories for credentials and a WireGuard peer made are held: red:88, 100; 177 once a domain authorization code is a secret and a live call hung up is outward: red:132, 140; 175 once a mail template changed with its subject or HTML is held, 174 before; 170 before mcp-fix14 read pictures and video a hosted model makes: red:152, 153; 158 at the measurement, the same at e83d425; mcp-fix12-red read payloads, sub-operations, compound tokens and roles of accounts, seen)
	mcp7PassHeld    = 37  // of 314 green or yellow calls held, at most (49 at the measurement and at e83d425; mcp-fix12-green's work items, local documents and read operations, seen)
	mcp7GreenYellow = 16  // of 237 green calls that came back yellow, at most (18 at e83d425; 17 once a summary reads: green:118; 16 once authentik_users_me, the caller's own profile, read)

	// mcp8, the one blind measurement on the hook route.
	mcp8RedHeld     = 192 // of 214 red calls held, at least (192 once a workflow's execution replayed, backfilled or resumed and an event store's running projection replaced are held: red:90, 141, 149, 41, 177; 187 once a record API rule set empty, which opens a collection to everyone, is a guard turned off: red:46, 171; 185 once SDK keys and push URLs are secrets, liquidate moves money and a call naming its output picture makes one: red:23, 58, 59, 66, 95, 120, 121, 124; 173 before a card number filled into a browser typed field was a payment: red:113; 166 before mcp-fix14 read pictures a hosted model makes: red:119, 122, 123, 210-213; 141 at 9eb85a4; 142 at the measurement; mcp-fix13 read what an unknown tool's arguments say, a time of publication, announcements, seen)
	mcp8PassHeld    = 42  // of 338 green or yellow calls held, at most (44 at 9eb85a4)
	mcp8GreenYellow = 23  // of 257 green calls that came back yellow, at most (25 before mcp-fix14 read a state told back: green:49, 67; 27 at 9eb85a4; 28 at the measurement; mcp-fix13's definitions, diagnostics and decode read, seen)

	// mcp4, the one blind measurement on the hook route.
	mcp4RedHeld     = 241 // of 252 red calls held, at least (seen; 206 at the measurement; mcp-fix7's classes since)
	mcp4PassHeld    = 31  // of 333 green or yellow calls held, at most (seen; 37 at the measurement; 35 before mcp-fix9's local apps: green:194, 213; 33 before mcp-fix11 read a local app's function renamed as its own: green:193); 32 before a pane, a viewport or a material kept in the app, a process's status read, Joplin, Things and JADX local apps, a file's text edited by its path
	mcp4GreenYellow = 16  // (17 until mcp-fix13 read diagnostics: green:32) of 273 green calls that came back yellow, at most (seen; 38 at the measurement; 27 before mcp-fix9, whose read shapes did not read mcp4: green:45, 102, 316; its local apps name mcp4's products: green:109, 203, 204; read nouns as a head and waiting: green:16, 312; 19 before mcp-fix11 read one-word plural nouns asked for: green:331, 332)
)

// catalogs6 is mcp-fix6's honest split: 233 tool names sampled at random
// from the whole catalogs of 13 used servers that its development did not
// read (testdata/corpus/catalogs6/README.md), labelled by name before
// gatesh ran on them. Measured at the start of mcp-fix6 (main at d7d2576)
// and at the end of its development (5293c52): 62, 19 and 6, the same
// call for call. Its misses were then read and fixed by class (seen):
// join as leave is, un- before a verb of three letters, a flag's
// variations, responders paged, a database service named by its engine.
const (
	catalogs6RedHeld     = 67 // of 74 red calls held, at least (62 at the measurement)
	catalogs6PassHeld    = 17 // of 159 green or yellow calls held, at most (19 at the measurement; a database's documents are records since)
	catalogs6GreenYellow = 3  // of 122 green calls that came back yellow, at most (6 before mcp-fix9)
)

// catalogs6b is a second split made as catalogs6 was, from 12 other used
// repositories, at the end of mcp-fix6 (testdata/corpus/catalogs6b):
// measured the same as main, call for call. Its misses were then read
// and fixed by class (seen): re- before a verb, disconnect, a key-value
// store's pops and stream deletes, a member's nickname.
const (
	catalogs6bRedHeld     = 63 // of 66 red calls held, at least (58 at the measurement)
	catalogs6bPassHeld    = 8  // of 89 green or yellow calls held, at most (11 before mcp-fix14 read a secret store's organisation: green:34, 53, 61)
	catalogs6bGreenYellow = 5  // of 69 green calls that came back yellow, at most (8 before mcp-fix9; 6 before mcp-fix11: green:8)
)

// TestCatalogs6bSplit measures testdata/corpus/catalogs6b against its floors.
func TestCatalogs6bSplit(t *testing.T) {
	measureMCP(t, "catalogs6b").atLeast(t, "catalogs6b", mcpFigures{redHeld: catalogs6bRedHeld, passHeld: catalogs6bPassHeld, greenYellow: catalogs6bGreenYellow})
}

// catalogs7 is mcp-fix7's honest split: 129 tool names of 12 used
// repositories whose misses its development did not read, labelled by
// name before gatesh ran on them (testdata/corpus/catalogs7/labels.py).
const (
	catalogs7RedHeld     = 37 // of 43 red calls held, at least (main at 68f3c31, the start)
	catalogs7PassHeld    = 8  // of 86 green or yellow calls held, at most
	catalogs7GreenYellow = 1  // of 66 green calls that came back yellow, at most
)

// TestCatalogs7Split measures testdata/corpus/catalogs7 against its floors.
func TestCatalogs7Split(t *testing.T) {
	measureMCP(t, "catalogs7").atLeast(t, "catalogs7", mcpFigures{redHeld: catalogs7RedHeld, passHeld: catalogs7PassHeld, greenYellow: catalogs7GreenYellow})
}

// TestCatalogs6Split measures testdata/corpus/catalogs6 against its floors.
func TestCatalogs6Split(t *testing.T) {
	measureMCP(t, "catalogs6").atLeast(t, "catalogs6", mcpFigures{redHeld: catalogs6RedHeld, passHeld: catalogs6PassHeld, greenYellow: catalogs6GreenYellow})
}

// mcpFigures are a set's counts: red calls and those held, green or
// yellow calls and those held, green calls and those that came back yellow.
type mcpFigures struct{ red, redHeld, green, greenYellow, pass, passHeld int }

// TestHeldoutMCPSet measures testdata/corpus/mcp against its floors.
func TestHeldoutMCPSet(t *testing.T) {
	measureMCP(t, "mcp").atLeast(t, "mcp", mcpFigures{redHeld: mcpRedHeld, passHeld: mcpPassHeld, greenYellow: mcpGreenYellow})
}

// TestHeldoutMCP2Set measures testdata/corpus/mcp2, a second set written
// blind from other servers' catalogs while the first set's misses were
// fixed, and measured once when that work ended (mcp2/README.md,
// "Measurement"); its figures after its misses were fixed (seen) are
// kept as floors.
func TestHeldoutMCP2Set(t *testing.T) {
	measureMCP(t, "mcp2").atLeast(t, "mcp2", mcpFigures{redHeld: mcp2RedHeld, passHeld: mcp2PassHeld, greenYellow: mcp2GreenYellow})
}

// TestHeldoutMCP3Set measures testdata/corpus/mcp3, a third set written
// blind from other servers' catalogs while the second set's misses were
// fixed, and measured once when that work ended (mcp3/README.md,
// "Measurement"); its figures are kept as floors.
func TestHeldoutMCP3Set(t *testing.T) {
	measureMCP(t, "mcp3").atLeast(t, "mcp3", mcpFigures{redHeld: mcp3RedHeld, passHeld: mcp3PassHeld, greenYellow: mcp3GreenYellow})
}

// TestHeldoutMCP4Set measures testdata/corpus/mcp4, a fourth set written
// blind from 40 other servers' catalogs while mcp-fix6 and mcp-desc
// worked, and measured once, on the hook route, when that work ended
// (mcp4/README.md, "Measurement"); its figures are kept as floors.
func TestHeldoutMCP4Set(t *testing.T) {
	measureMCP(t, "mcp4").atLeast(t, "mcp4", mcpFigures{redHeld: mcp4RedHeld, passHeld: mcp4PassHeld, greenYellow: mcp4GreenYellow})
}

// TestHeldoutMCP5Set measures testdata/corpus/mcp5, a fifth set written
// blind from 40 other servers' catalogs while mcp-fix7 worked on mcp4,
// and measured once, on the hook route, when that work ended
// (mcp5/README.md, "Measurement"); its figures are kept as floors.
func TestHeldoutMCP5Set(t *testing.T) {
	measureMCP(t, "mcp5").atLeast(t, "mcp5", mcpFigures{redHeld: mcp5RedHeld, passHeld: mcp5PassHeld, greenYellow: mcp5GreenYellow})
}

// TestHeldoutMCP6Set measures testdata/corpus/mcp6, a sixth set written
// blind from 39 other servers' catalogs while mcp-fix8 and mcp-fix9
// worked on mcp5, and measured once, on both routes, when that work
// ended (mcp6/README.md, "Measurement"); its figures are kept as floors.
func TestHeldoutMCP6Set(t *testing.T) {
	measureMCP(t, "mcp6").atLeast(t, "mcp6", mcpFigures{redHeld: mcp6RedHeld, passHeld: mcp6PassHeld, greenYellow: mcp6GreenYellow})
}

// TestHeldoutMCP7Set measures testdata/corpus/mcp7, a seventh set written
// blind from 37 other servers' catalogs while mcp-fix10 and mcp-fix11
// worked on mcp6, and measured once, on both routes, when that work
// ended (mcp7/README.md, "Measurement"); its figures are kept as floors.
func TestHeldoutMCP7Set(t *testing.T) {
	measureMCP(t, "mcp7").atLeast(t, "mcp7", mcpFigures{redHeld: mcp7RedHeld, passHeld: mcp7PassHeld, greenYellow: mcp7GreenYellow})
}

// TestHeldoutMCP8Set measures testdata/corpus/mcp8, an eighth set written
// blind from 31 other servers' catalogs while mcp-fix12-red and
// mcp-fix12-green worked on mcp7, and measured once, on both routes, when
// that work ended (mcp8/README.md, "Measurement"); its figures are kept
// as floors.
func TestHeldoutMCP8Set(t *testing.T) {
	measureMCP(t, "mcp8").atLeast(t, "mcp8", mcpFigures{redHeld: mcp8RedHeld, passHeld: mcp8PassHeld, greenYellow: mcp8GreenYellow})
}

// atLeast fails t where the figures are worse than floor's: fewer red
// calls held, more green or yellow calls held, more green calls yellow.
func (m mcpFigures) atLeast(t *testing.T, set string, floor mcpFigures) {
	t.Helper()
	if m.redHeld < floor.redHeld {
		t.Errorf("%s: %d red MCP calls held, fewer than its floor, %d", set, m.redHeld, floor.redHeld)
	}
	if m.passHeld > floor.passHeld {
		t.Errorf("%s: %d green or yellow MCP calls held, more than its floor, %d", set, m.passHeld, floor.passHeld)
	}
	if m.greenYellow > floor.greenYellow {
		t.Errorf("%s: %d green MCP calls yellow, more than its floor, %d", set, m.greenYellow, floor.greenYellow)
	}
}

// measureMCP classifies every call of the set in corpus folder dir as the
// hook route does (the rules, then the undo refinement), in the call's
// folder with the home /home/u, checks each call's outcome against the
// set's outcomes.txt, and reports the figures per server.
func measureMCP(t *testing.T, dir string) mcpFigures {
	t.Helper()
	const home = "/home/u"
	gate := t.TempDir()
	sets := map[string]*rules.Set{}
	classify := func(c *mcpCall) rules.Decision {
		set, ok := sets[c.Cwd]
		if !ok {
			var err error
			if set, err = rules.Load(rules.LoadOptions{Home: gate, UserHome: home, Cwd: c.Cwd}); err != nil {
				t.Fatal(err)
			}
			sets[c.Cwd] = set
		}
		call, err := toolcall.New(c.Tool, "", c.Input)
		if err != nil {
			t.Fatalf("%s %s: %v", c.Tool, c.Input, err)
		}
		env := undo.Env{Cwd: c.Cwd, Home: home, Getenv: func(string) string { return "" }}
		return undo.Refine(set.ClassifyTool(call), undo.Defaults(), env)
	}
	servers := map[string]*mcpFigures{}
	var all mcpFigures
	var outcomes []outcome
	for _, name := range []string{"red.jsonl", "green.jsonl"} {
		err := readJSONLines(filepath.Join(corpusDir, dir, name), true, func(c *mcpCall, line int) error {
			if c.Server == "" || c.Cwd == "" {
				return fmt.Errorf("line %d names no server or folder", line)
			}
			d := classify(c)
			held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
			result := map[bool]string{true: "held", false: "missed"}[held]
			if c.Want != "red" {
				switch {
				case held:
				case c.Want == "green" && d.Tier == rules.Yellow:
					result = "yellow"
				default:
					result = "passed"
				}
			}
			outcomes = append(outcomes, newOutcome(fmt.Sprintf("%s:%d", name, line), result, c.Tool+" "+string(c.Input)))
			s := servers[c.Server]
			if s == nil {
				s = &mcpFigures{}
				servers[c.Server] = s
			}
			for _, n := range []*mcpFigures{s, &all} {
				switch c.Want {
				case "red":
					n.red++
					if held {
						n.redHeld++
					}
				case "green", "yellow":
					n.pass++
					if held {
						n.passHeld++
					}
					if c.Want == "green" {
						n.green++
						if !held && d.Tier == rules.Yellow {
							n.greenYellow++
						}
					}
				default:
					return fmt.Errorf("line %d: want %q", line, c.Want)
				}
			}
			switch {
			case c.Want == "red" && !held:
				t.Logf("%s/%s:%d [%s] dangerous, passed %s %s (%s)\n\t%s %s", dir, name, line, c.Server, d.Tier, formatHits(d.Hits), c.Why, c.Tool, c.Input)
			case c.Want != "red" && held:
				t.Logf("%s/%s:%d [%s] %s, held: %s %s\n\t%s %s", dir, name, line, c.Server, c.Want, d.Tier, formatHits(d.Hits), c.Tool, c.Input)
			case c.Want == "green" && d.Tier == rules.Yellow:
				t.Logf("%s/%s:%d [%s] green, yellow: %s\n\t%s %s", dir, name, line, c.Server, formatHits(d.Hits), c.Tool, c.Input)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	checkOutcomes(t, dir, outcomes)
	names := make([]string, 0, len(servers))
	for n := range servers {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "%-18s %12s %12s %12s\n", "server", "red held", "pass held", "green yellow")
	for _, n := range names {
		s := servers[n]
		fmt.Fprintf(&b, "%-18s %5d/%-6d %5d/%-6d %5d/%-6d\n", n, s.redHeld, s.red, s.passHeld, s.pass, s.greenYellow, s.green)
	}
	t.Logf("%s by server:\n%s", dir, b.String())
	pct := func(a, b int) float64 { return 100 * float64(a) / float64(b) }
	t.Logf("%s: red held %d/%d (%.1f%%); green or yellow held %d/%d (%.1f%%); green yellow %d/%d (%.1f%%)", dir,
		all.redHeld, all.red, pct(all.redHeld, all.red), all.passHeld, all.pass, pct(all.passHeld, all.pass),
		all.greenYellow, all.green, pct(all.greenYellow, all.green))
	return all
}

// catalogs9 is mcp-fix9's honest split: 171 tool names of 19 used
// repositories that no earlier split drew from and whose calls its
// development did not read, labelled by name before gatesh ran on them
// (testdata/corpus/catalogs9/labels.py).
const (
	catalogs9RedHeld     = 31 // of 34 red calls held, at least (30 at main cf7dd75 and at mcp-fix9's end, call for call; 31 with mcp-fix8's classes, red:8, whose development read none of it)
	catalogs9PassHeld    = 8  // of 137 green or yellow calls held, at most
	catalogs9GreenYellow = 4  // of 126 green calls that came back yellow, at most (5 before a draft kept for review read green: green:114)
)

// TestCatalogs9Split measures testdata/corpus/catalogs9 against its floors.
func TestCatalogs9Split(t *testing.T) {
	measureMCP(t, "catalogs9").atLeast(t, "catalogs9", mcpFigures{redHeld: catalogs9RedHeld, passHeld: catalogs9PassHeld, greenYellow: catalogs9GreenYellow})
}
