package mcpdesc

import (
	"encoding/json"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"gatesh/toolcall"
)

func classes(said []toolcall.Said) []string {
	var out []string
	for _, s := range said {
		if s.Arg == "" && !slices.Contains(out, s.Class) {
			out = append(out, s.Class)
		}
	}
	slices.Sort(out)
	return out
}

// Each class is found in a description that says it in plain words,
// however it is spelled; reads and negations find nothing.
func TestReadDescriptions(t *testing.T) {
	checkClasses(t, []classCase{
		{Outward, []string{
			"Sends an SMS to the number.",
			"Send a message to a Slack channel",
			"Create and send an email to the recipients",
			"This tool posts a comment on the pull request.",
			"Publishes the site to its custom domains.",
			"Invites a user to the workspace by email",
			"Notifies the on-call engineer.",
			"Shares the document with the given addresses.",
			"Post a message to the channel.",
			"Adds a comment to the ticket.",
			"The comment will be published on the ticket.",
			"The message will be sent immediately to all subscribers.",
			"Forwards the email to the given address.",
			"Schedule a content release to be published at a specific time",
			"Respond to a calendar event invitation with Accept or Decline.",
			"Create a new forum post with an initial message",
			"Calls the phone number and plays the message.",
			"Dials a number.",
			"send_invoice sends the invoice to the customer",
		}},
		{Irreversible, []string{
			"Permanently deletes the project.",
			"Deletes a dashboard by its UID.",
			"Purges the deleted items from the trash.",
			"This action cannot be undone.",
			"Drop the collection and all of its documents",
			"Creates a file or overwrites an existing one.",
			"The records will be irreversibly removed.",
			"Removes the branch permanently",
			"Flush all keys from the database.",
			"delete_application deletes application",
			"Removes the specified database, deleting the associated data files",
			"Resets a branch to match its parent, effectively discarding all changes made on the branch.",
		}},
		{Money, []string{
			"Charges the customer's default card.",
			"Refunds a payment in full or in part.",
			"Buy 10 shares of a stock at the market price",
			"Places a market order for the symbol.",
			"Create a payout to the connected account.",
			"Pays the invoice with the stored payment method",
			"Transfers funds between two accounts.",
			"Use this tool to capture a previously authorized payment.",
			"Exercises a held option contract.",
			"Swap tokens on the exchange at the best price.",
			"Use this tool to create a normal refund for a payment",
		}},
		{Production, []string{
			"Deploys the service to the production cluster.",
			"Restarts the pod.",
			"Scale the deployment to the given number of replicas",
			"Enables the feature flag for all users.",
			"Disable a monitor",
			"Activates the workflow.",
			"Configures the webhook endpoint for the project.",
			"Updates the project's settings.",
			"Rolls back the release to the previous version",
			"Set environment variables on the service",
			"Releases the new version to all users.",
			"Upgrades the cluster to the given Kubernetes version.",
			"Applies the migration to the database.",
			"Suspends the account's servers.",
			"Power off a server.",
			"Resize a droplet",
			"Pause a DAG by ID",
			"Distribute a release bundle to a target environment",
		}},
		{Access, []string{
			"Assigns a role to the user.",
			"Grants the team access to the repository.",
			"Adds a member to the organization.",
			"Creates a new API key for the project.",
			"Resets the user's password.",
			"Revoke a token",
			"Update the permissions of a collaborator",
			"Bans a member from the server.",
			"Create a collaboration on a folder with a user specified by login.",
			"Allow anyone to download it (overrides role-based download permissions).",
		}},
		{Secrets, []string{
			"Returns the API key.",
			"Retrieves the secret value at the given path.",
			"Gets the connection string for the database",
			"Returns the project's CI/CD variables and their tokens",
			"Reveals the client secret of the application",
			"Get list of API keys",
			"List all secrets in a given project and environment",
			"List all API keys",
			"Lists the environment variables of a service with their values",
			"Returns the current auth token.",
			"Returns the access token of the service account.",
			"Gets a token that is available to the caller for the next hour.",
		}},
		{"", []string{
			"Lists the messages in a channel.",
			"Get posts from a user's timeline",
			"Retrieves charges and refunds for a customer.",
			"Search for published articles by keyword.",
			"Does not delete anything; it only lists the files.",
			"Returns the deployment status of a service.",
			"Lists the orders sorted by date",
			"Gets the members of a team.",
			"Shows the roles defined in the project.",
			"Read the settings of a repository.",
			"Returns the list of secret names, with values masked.",
			"Queries the logs. Requires an API key.",
			"Creates a draft email without sending it.",
			"Fetches issues using your API token.",
			// The caller's token says whose view is read; a token of an
			// object is its identifier (mcp-fix9).
			"Get data that is available to the current auth token.",
			"List audit logs visible to the authenticated Vantage access token.",
			"Lists the projects accessible to your API key.",
			"The Budget objects returned by this tool will have a field that contains the token of the Cost Report.",
			"Returns the report; its token of the dashboard identifies it.",
			"Returns the next page token along with the results.",
			"Checks whether the email was sent.",
			"Get the permanent link of a page",
			"Sends keys to an element, aka typing",
			"Sends a control character to the active terminal",
			"Enables AI agents to enumerate existing flags for inspection",
			"Adds a pending comment to a pull request that can be published later",
			"List recently sent emails",
			"Creates a new bucket with specified configuration",
			"Creates a new dataset with specified name and access settings",
			"Returns the names of the API keys for the merchant account",
			"List the available mounted secrets engines",
			"Use this tool to understand which environments are configured",
			"Logs are returned inline but may be truncated",
			"Modifies email labels",
			"Update the connection settings",
			"Use send-broadcast to send it",
			"Purges the CDN cache for the zone.",
			"Flush the cache of a CDN",
			"Add a pending (draft) comment to a pull request that can be published later",
			"Save a draft message to a chat.\n\nArgs:\nchat_id: The chat\nreply_to_msg_id: Optional message ID to reply to\n\nReturns:\nThe draft's id.",
			"Calls the API and returns the response.",
			"Forwards a local port to the pod.",
			"Gets the release notes of a version.",
			"Lists the environment variables of a service (names only).",
			"Captures a screenshot of the page.",
			"Creates a POST request template for the endpoint",
			"Alerting policies define the conditions under which you want to be notified.",
			"Gets the power usage of the device.",
			"Get a list of PKI roles which are able to issue certificates, allowing you to see all the roles.",
			"Setting limit too high causes token overflow",
			"Set CLICKHOUSE_ALLOW_WRITE_ACCESS=true to allow DDL and DML operations (DROP, TRUNCATE)",
			"Text to replace",
			"Returns API key names, IDs, and creation dates",
			"Saves a draft that you can review and send manually",
		}},
	})
}

// classCase is a class and descriptions that say it ("" for none).
type classCase struct {
	want  string // one class, or "" for none
	descs []string
}

// checkClasses reads each description alone and checks its class is
// found (or, for "", that nothing is).
func checkClasses(t *testing.T, cases []classCase) {
	t.Helper()
	for _, tc := range cases {
		for _, d := range tc.descs {
			got := classes(Read(d, nil))
			switch {
			case tc.want == "" && len(got) > 0:
				t.Errorf("%q: %v, want nothing", d, got)
			case tc.want != "" && !slices.Contains(got, tc.want):
				t.Errorf("%q: %v, want %s", d, got, tc.want)
			}
		}
	}
}

// The quote names the words that said it.
func TestReadQuotes(t *testing.T) {
	said := Read("Looks up a number. Sends an SMS to the number.", nil)
	if len(said) != 1 || said[0].Class != Outward || said[0].Quote != `description: "Sends an SMS to the number"` {
		t.Fatalf("%+v", said)
	}
}

// An operation enum that names the verb makes the effect apply to the
// calls that choose it; a boolean that says an effect applies when set.
func TestReadSchema(t *testing.T) {
	schema := json.RawMessage(`{"type":"object","properties":{
		"action":{"type":"string","enum":["list","get","create","delete"]},
		"notify_subscribers":{"type":"boolean","description":"If true, emails every subscriber."},
		"publish":{"type":"boolean","default":true},
		"body":{"type":"string","description":"The text to send"}}}`)
	said := Read("Manage labels: list, get, create or delete them.", schema)
	for args, want := range map[string]string{
		`{"action":"list","publish":false}`:                          "",
		`{"action":"delete","publish":false}`:                        "irreversible",
		`{"action":"get","publish":false,"notify_subscribers":true}`: "outward",
		`{"action":"get"}`:                                           "outward",      // publish defaults to true
		`{"publish":false}`:                                          "irreversible", // no action: the server's default, which may delete
		`{"action":"DELETE ","publish":false}`:                       "irreversible", // a server that trims and folds reads delete
		`{"action":["list","Delete"],"publish":false}`:               "irreversible",
		`{"action":"list","publish":false,"body":"hello"}`:           "",
	} {
		if got := appliedClasses(t, said, args); got != want {
			t.Errorf("%s: %q, want %q (%+v)", args, got, want, said)
		}
	}
}

// appliedClasses are the classes of what was said that apply to a
// call's arguments (a JSON object), sorted and joined by commas.
func appliedClasses(t *testing.T, said []toolcall.Said, args string) string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(args), &m); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, s := range said {
		if s.Applies(m) && !slices.Contains(out, s.Class) {
			out = append(out, s.Class)
		}
	}
	slices.Sort(out)
	return strings.Join(out, ",")
}

// Past its bound a tool's text is unread, which raises; at most MaxSaid
// effects are kept, each quote clipped.
func TestReadBounds(t *testing.T) {
	long := strings.Repeat("Lists things. ", MaxText/14+1)
	if got := Read(long, nil); len(got) != 1 || got[0].Class != Unread {
		t.Errorf("a description past MaxText: %+v", got)
	}
	var props []string
	for i := range 200 {
		props = append(props, `"p`+strings.Repeat("x", i)+`":{"type":"string","enum":["delete","send","deploy","charge","grant"]}`)
	}
	said := Read("Sends "+strings.Repeat("a very long message ", 100), json.RawMessage(`{"properties":{`+strings.Join(props, ",")+`}}`))
	if len(said) > MaxSaid {
		t.Errorf("%d effects kept, more than %d", len(said), MaxSaid)
	}
	for _, s := range said {
		if len(s.Quote) > MaxQuote+len("description: ")+len(`"..."`) {
			t.Errorf("quote of %d bytes: %q", len(s.Quote), s.Quote)
		}
	}
	deep := `{"type":"string"}`
	for range maxDepth + 3 {
		deep = `{"type":"object","properties":{"x":` + deep + `}}`
	}
	if got := Read("Lists things.", json.RawMessage(deep)); len(got) != 1 || got[0].Class != Unread {
		t.Errorf("a schema past maxDepth: %+v", got)
	}
}

// An effect of a nested property applies through objects and lists.
func TestReadNestedSchema(t *testing.T) {
	said := Read("Manage sites.", json.RawMessage(`{"properties":{"selectSchema":{"type":"object","properties":{
		"operation":{"type":"string","enum":["get-site","deploy-site"]},
		"options":{"type":"object","properties":{"notify":{"type":"boolean"}}}}}}}`))
	for args, want := range map[string]bool{
		`{"selectSchema":{"operation":"get-site"}}`:                               false,
		`{"selectSchema":{"operation":"deploy-site"}}`:                            true,
		`{"selectSchema":{"operation":"get-site","options":{"notify":true}}}`:     true,
		`{"selectSchema":{"operation":"get-site","options":{"notify":false}}}`:    false,
		`{"selectSchema":[{"operation":"get-site"},{"operation":"deploy-site"}]}`: true,
		`{"selectSchema":"deploy everything"}`:                                    true,
	} {
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(args), &m); err != nil {
			t.Fatal(err)
		}
		got := false
		for _, s := range said {
			got = got || s.Applies(m)
		}
		if got != want {
			t.Errorf("%s: %v, want %v (%+v)", args, got, want, said)
		}
	}
}

// Whatever a server writes, Read neither panics nor keeps more than its
// bounds.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"Sends an SMS.", "'", "' , and or", "Permanently", "cannot be undone", "Use", "DROP, TRUNCATE", "a_b c", "e's"} {
		f.Add(s, `{"properties":{"a":{"type":"boolean","description":"`+s+`"}}}`)
	}
	f.Fuzz(func(t *testing.T, desc, schema string) {
		if got := Read(desc, json.RawMessage(schema)); len(got) > MaxSaid {
			t.Fatalf("%d effects", len(got))
		}
	})
}

// A server's text costs time in proportion to its length: a clause of
// a thousand joined verbs is not followed back through each of them
// (32 KiB of it took 2.9 s before maxChain; 128 KiB takes about 20 ms).
// Compared with a quarter of the text, not with a clock: four times the
// text may cost about four times the processor time, where following
// chains back cost sixteen times and more. Processor time, the best of
// three runs each, because a loaded machine's waits are not the text's.
func TestReadCostBounded(t *testing.T) {
	best := func(d string) time.Duration {
		var least time.Duration
		for i := 0; i < 3; i++ {
			start := cpuTime(t)
			Read(d, nil)
			if took := cpuTime(t) - start; i == 0 || took < least {
				least = took
			}
		}
		return max(least, time.Millisecond)
	}
	for _, unit := range []string{"send , ", "creates and deletes ", "permanently ", "Returns the API key, "} {
		n := (MaxText - 100) / len(unit)
		whole, quarter := best(strings.Repeat(unit, n)), best(strings.Repeat(unit, n/4))
		ratio := float64(whole) / float64(quarter)
		t.Logf("%q x %d: %v, a quarter %v (%.1fx)", unit, n, whole, quarter, ratio)
		if ratio > 10 {
			t.Errorf("%q x %d: %v, against %v for a quarter of it (%.1fx)", unit, n, whole, quarter, ratio)
		}
	}
}

// A line of a list of operations gives its effect to that operation
// alone (Said.Op); prose before a dash, a hyphenated word and a line
// with no dash are not such lines, and what they say is the tool's.
func TestReadMenuLines(t *testing.T) {
	ops := func(desc string) map[string]string {
		out := map[string]string{}
		for _, s := range Read(desc, nil) {
			out[s.Class] = s.Op
		}
		return out
	}
	for _, tc := range []struct {
		desc, class, op string
	}{
		{"Actions:\n  send_message — send a notification\n  list_messages — list messages", Outward, "send_message"},
		{"- delete_all_messages – delete all messages [destructive]", Irreversible, "delete_all_messages"},
		{"* channel.post - posts a message to the channel", Outward, "channel.post"},
		{"Note - this tool sends a message to the channel", Outward, ""},
		{"send_message sends a notification", Outward, ""},
		{"send_message-sends a notification", Outward, ""},
		{"Sends a notification to the operator's phone", Outward, ""},
	} {
		got, ok := ops(tc.desc)[tc.class]
		if !ok || got != tc.op {
			t.Errorf("%q: %s said of %q (found %v), want of %q", tc.desc, tc.class, got, ok, tc.op)
		}
	}
}

// cpuTime is the processor time this process has used so far.
func cpuTime(t *testing.T) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
