package mcpdesc

import (
	"encoding/json"
	"slices"
	"testing"
)

// Words of an effect that say something else: a token in a clause about
// a balance, the caller's key that says whose things are listed, the
// details of a token (not its value), a page's JavaScript rendering
// enabled. Each beside a twin whose same words say the effect.
func TestReadWordsThatSayNoEffect14(t *testing.T) {
	checkClasses(t, []classCase{
		{"", []string{
			"Get comprehensive address balance information including ORB and tokens",
			"List out the applications that are attached to my API key",
			"Lists the projects linked to your access token",
			"Returns the details of the current ACL token being used for authentication.",
			"Get current ACL token details from the Meshcore cluster",
			"Get comprehensive information about the current API token including scopes",
			"Optionally enable JavaScript rendering for single page applications",
			"Get/update Android app permissions or iOS Simulator privacy services",
			"Update the app permissions on the Android emulator",
		}},
		{Access, []string{
			"Update the app permissions of the organisation",
			"Grant the Android team admin permissions",
			"Update the permissions of the simulator's shared folder",
		}},
		{Secrets, []string{
			"Returns the refresh token and the account balance",
			"Returns the API key attached to the application",
			"Returns the details of the ACL token, including its plaintext value",
			"Returns the access token of the current session",
			"Get the current ACL token from the Meshcore cluster",
		}},
		{Production, []string{
			"Enable the maintenance page for the site",
		}},
	})
}

// A description that numbers an argument's values in its own words
// ("Status 1 = draft, 2 = published") raises the call that gives the
// value whose word is an effect, and no other.
func TestReadInlineValues(t *testing.T) {
	cases := []struct {
		desc, args string
		want       string
	}{
		{"Create a help article. Status 1 = draft, 2 = published.", `{"status": 2}`, Outward},
		{"Create a help article. Status 1 = draft, 2 = published.", `{"status": "2"}`, Outward},
		{"Create a help article. Status 1 = draft, 2 = published.", `{"status": 1}`, ""},
		{"Create a help article. Status 1 = draft, 2 = published.", `{"title": "x"}`, ""},
		{"Update a record (state: 0 = active, 3 = deleted).", `{"state": 3}`, Irreversible},
		{"Update a record (state: 0 = active, 3 = deleted).", `{"state": 0}`, ""},
		{"Set the mode: 0 = disabled, 1 = enabled.", `{"mode": 1}`, ""},
		{"Set the sort: 1 = posted, 2 = ordered.", `{"sort": 1}`, ""},
		{"The payload's a=b pairs are kept.", `{"a": 1}`, ""},
		// An Args list that gives the type in parentheses (Freshdesk's
		// update_solution_article).
		{"Args:\n  - status (number, optional): 1=Draft, 2=Published", `{"status": 2}`, Outward},
		{"Args:\n  - status (number, optional): 1=Draft, 2=Published", `{"status": 1}`, ""},
		{"Args:\n  - state (integer): 0=active, 3=deleted", `{"state": 3}`, Irreversible},
	}
	schema := json.RawMessage(`{"type":"object","properties":{"status":{"type":"integer"},"state":{"type":"integer"}}}`)
	for _, tc := range cases {
		var args map[string]json.RawMessage
		if err := json.Unmarshal([]byte(tc.args), &args); err != nil {
			t.Fatal(err)
		}
		for _, sch := range []json.RawMessage{nil, schema} {
			var got []string
			for _, s := range Read(tc.desc, sch) {
				if s.Applies(args) {
					got = append(got, s.Class)
				}
			}
			switch {
			case tc.want == "" && len(got) > 0:
				t.Errorf("%q %s: %v, want nothing", tc.desc, tc.args, got)
			case tc.want != "" && !slices.Contains(got, tc.want):
				t.Errorf("%q %s: %v, want %s", tc.desc, tc.args, got, tc.want)
			}
		}
	}
}

// What a description says of a paid call, a live system acted on, a
// configuration reloaded, a credential handed back or stored, with other
// words than the lexicon's: each raises, beside a twin whose same words
// say something harmless.
func TestReadPaidLiveReloadAndCredentials(t *testing.T) {
	checkClasses(t, []classCase{
		{Money, []string{
			// a paid tool, said by what it costs beside other versions
			"Sharpen a photo with Pixmoor. This version is much cheaper and faster than the deep version.",
			"This version of the voice clone is expensive and slower than the quick one.",
			"Cheap and fast tool to double a picture's resolution.",
			"Renders a clip. In general, don't use this (expensive) tool unless asked to.",
			// positions sold
			"Liquidate and stop a running strategy.",
			"Liquidates every open position of the account.",
		}},
		{"", []string{
			"This is a relatively expensive operation that reads every entity.",
			"Prefer the list tool for plain reads, which are cheaper.",
			"Extract the text. Cheapest route that works.",
			"Only the best passages are returned, which is far cheaper than pulling a whole page.",
			"Avoid expensive queries against empty streams.",
			"Get the liquidation price of a position.",
			"Lists the cheapest hotels near a station.",
			"Returns the cheapest shipping service for a parcel.",
			"Answer with the fast model, which is cheaper than the large models.",
			"Get pricing for the cheapest hosting plan.",
		}},
		{Money, []string{
			// a picture or a video a model makes from a prompt
			"Generate an image using Pixmoor from a text prompt.",
			"Generates images from an input image and a prompt.",
			"Create a video with the Motion 2 diffusion models.",
			"Produce an illustration based on the prompt.",
		}},
		{"", []string{
			"Generates a static map image from the Tilemap Static Images API.",
			"Render the current view to an image file.",
			"Generate an image of the chart from a local model.",
			"Create a video call with the model's owner.",
			"Lists the images generated from a prompt.",
			"Save the prompt used for an image.",
			"Generate a preview image of the 3D model.",
			"Create an image of the model's architecture.",
		}},
		{Production, []string{
			"Create a live algorithm.",
			"Stop the live trading bot.",
			"Updates an existing live site's banner.",
			"Replaces the live pricing table.",
			"Triggers the agent to reload its configuration.",
			"Reloads the configuration of the proxy.",
		}},
		{"", []string{
			"Read out the portfolio state of a live algorithm.",
			"List all your past and current live trading deployments.",
			"Query live streaming traffic statistics for a time range.",
			"Launch a BrowserStack Live session.",
			"Render the route on a live map.",
			"Go to a URL, or back, forward, or reload.",
			"Reload the page.",
			"Returns no live re-fetch of the papers.",
			"Stop the live server of the project.",
			"Update the live preview of the page.",
			"Stop the live session on the device.",
		}},
		{Secrets, []string{
			"Returns the leaf certificate representing the specified service.",
			"Gets the client certificate issued to the node.",
			"This endpoint returns the SDK Key for your Config in a specified Environment.",
		}},
		{"", []string{
			"Returns the CA certificate bundle that can be used to verify a TLS connection.",
			"Returns the trusted CA root certificates of the cluster.",
			"Returns the SSL certificates, hostnames and open ports of an IP address.",
			"Get the SDK documentation for a language.",
		}},
		{Secrets, []string{
			// a key-value store handed back whole
			"Returns all key-value pairs under a given prefix recursively from the Ledgerkv store.",
			"Exports every key/value pair of the bucket.",
			"Dump the whole store's KV pairs as JSON.",
		}},
		{"", []string{
			"Returns the value for a specific key from the Ledgerkv store.",
			"Returns the list of keys with a given prefix from the Ledgerkv store.",
			"List all KV store collections across apps.",
			"Returns all key-value pairs of the bucket, with values masked.",
			"Tags: comma-separated key=value pairs.",
			"Set all key-value pairs of the run's labels.",
		}},
		{Access, []string{
			"Create an authentication configuration for accessibility scans.",
			"Adds a login profile for the crawler to use.",
			"Update the auth config of the scanner.",
			"Create a new WireGuard peer on a tunnel",
			"Adds a VPN peer with its public key.",
		}},
		{Outward, []string{
			// a host's users and shares asked for
			"Execute Enumly Windows/Samba enumeration tool.",
			"Run the SMB enumeration tool on a target.",
		}},
		{"", []string{
			"Search for Common Platform Enumeration (CPE) entries by product name.",
			"Lists the values of an enumeration tool option.",
		}},
		{"", []string{
			"Get the authentication configuration of the scanner.",
			"Create a scan with authentication settings.",
			"Lists the login profiles.",
			"Lists WireGuard peers on the router.",
			"Ping a peer device",
			"Update the peer clusters",
		}},
	})
}
