package mcpdesc

import "testing"

// What a description says without one of the lexicon's verbs: a charge
// the call makes, a signature with the caller's key, a link anyone may
// open, a call hung up, a trading account's leverage, a domain's
// transfer code. Each raises, beside a harmless twin that says the same
// words of something else.
func TestReadPhrasesOfEffect(t *testing.T) {
	checkClasses(t, []classCase{
		{Money, []string{
			"Render a clip from a storyboard. COST WARNING: this tool calls the Vidloom API, which may incur costs.",
			"Each run incurs a fee on your Quillon account.",
			"The new avatar will be charged upon first use.",
			"You are billed per generated image.",
			"Set leverage for perpetual contracts",
			"Changes the margin mode of a position to isolated.",
			"Update the leverage of the account on the exchange",
		}},
		{"", []string{
			"Paused clusters are unavailable and do not incur compute costs.",
			"Get cost estimates for the current month",
			"Lists the amounts charged last month.",
			"Get margins",
			"Set the page margin of the printed report",
			"Create a prompt template to leverage large models",
			"Retrieves the account configuration, including margin settings.",
		}},
		{Access, []string{
			"Sign a message with the configured wallet.",
			"Signs the transaction using the stored private key",
			"Sign structured data (EIP-712) for permits.",
		}},
		{Secrets, []string{
			"Retrieve the authorization (EPP) code for a domain so it can be moved to another registrar.",
			"Returns the recovery codes of the account.",
		}},
		{"", []string{
			"Sign in a user with an email link",
			"Signs out the current session.",
			"Decode a function signature.",
			"Creates a wallet. Wallets can be used to sign transactions, deploy contracts, and execute calls.",
			"Signing keys are rotated every day.",
			"Exchanges a code using the authorization code flow.",
			"Returns the status code of the last request.",
		}},
		{Outward, []string{
			"Export the canvas to a shareable sketchpad.io URL.",
			"The board is uploaded; anyone with the link can view it.",
			"Creates a public URL for the service on a port.",
			"Makes the owner's record publicly visible.",
			"Hang up a call.",
			"Hangs up the active call on the line.",
			"Speak text on a call using text-to-speech.",
			"Plays the recording into the call.",
			"Execute a Portmole scan against a target.",
			"Run the Webgrind SQL injection scanner.",
			"Execute Spyglass web server scanner.",
			"Execute the CMS vulnerability scanner on a site.",
		}},
		{"", []string{
			"Gets the public URL of a stored file.",
			"Returns the shareable link of the document.",
			"The password is not leaked publicly.",
			"Does not create a public link.",
			"Reports whether the process hangs.",
			"Speak the text aloud on this machine.",
			"Play a sound when the build ends.",
			"Scan a container image for vulnerabilities.",
			"Scan keys in the database with the SCAN command.",
			"List the findings of the vulnerability scanner.",
			"Get details of a secret scanning alert.",
		}},
		{Production, []string{
			"Backfill executions for a flow within a time window.",
			"Backfills the daily rollups from the given date.",
		}},
		{"", []string{
			"Use this to size a backfill.",
			"Lists the backfills of a flow.",
		}},
	})
}

// A phrase of effect in a description applies to the call that chooses
// the operation its verb names, as the lexicon's verbs do.
func TestReadPhraseOperation(t *testing.T) {
	schema := []byte(`{"type":"object","properties":{"action":{"type":"string","enum":["sign","verify"]}}}`)
	said := Read("Sign or verify a payload with the wallet's key.", schema)
	found := false
	for _, s := range said {
		if s.Class == Access {
			found = true
			if s.Arg != "action" || s.Value != "sign" {
				t.Errorf("the signature is said of %s=%s, want action=sign", s.Arg, s.Value)
			}
		}
	}
	if !found {
		t.Errorf("no signature found: %+v", said)
	}
}

// Words of an effect that say something else: a token that is an asset
// or a count, a secret a scanner found, a message to a program that
// answers, an example question, a template, a function called, a
// precondition, a purpose, a picture resized, the tool's own memory.
// Each beside a twin whose same words say the effect.
func TestReadWordsThatSayNoEffect(t *testing.T) {
	checkClasses(t, []classCase{
		{"", []string{
			"Get the ERC-20 token balance for an address",
			"Retrieve token balances for a specified address",
			"Get all Solana assets (tokens, NFTs) owned by a specific wallet address",
			"Returns the entire paper (often 10K+ tokens)",
			"List secret incidents detected by the scanner",
			"Send a message to the Orbit AI assistant and get a response",
			"How do I configure pipelines in Flowline",
			"Create a new email template",
			"This function is called to get guidelines to test a projection",
			"This tool requires the ADMIN_TOOLS_ENABLED feature flag to be enabled",
			"Save a message as draft for later editing or sending",
			"Image scaling tool that resizes images by a percentage",
			"Wipe all browser logs from memory",
		}},
		{Secrets, []string{
			"Returns the access token for the wallet",
			"Lists the secrets found in the repository with their values",
			"Returns the user's refresh token and its token balance",
		}},
		{Outward, []string{
			"Send a message to the support agent",
			"Sends an email to the customer and returns the response code",
			"Sends the email template to every subscriber",
			"Creates the message and later sends it",
		}},
		{Production, []string{
			"The flag will be enabled for every user",
			"Requires admin rights, and the feature will be enabled for every user",
			"Resizes the cluster to three nodes",
		}},
		{Irreversible, []string{
			"Wipe all logs from the server",
			"Delete a memory",
		}},
	})
}
