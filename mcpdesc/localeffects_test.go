package mcpdesc

import "testing"

// A production verb whose object is this machine's desktop (a window
// brought forward, a key let go) or a local session's resources says no
// change to production; a capture of live traffic is a recording; a
// random password generated for the caller is a string, not a credential
// changed. The same verbs on a service, a release of software, a resize
// of a service's resources, a payment captured and a password put on an
// account or in a vault still raise.
func TestReadLocalEffects(t *testing.T) {
	checkClasses(t, []classCase{
		{"", []string{
			"Activate a window (bring it to the foreground) by matching its title",
			"Release a specific keyboard key",
			"Release the left mouse button",
			"Activates the browser tab with the given id.",
			"Close a user-mode (cdb) session and release its resources, addressed by session_id",
			"Capture live traffic and provide raw packet data as JSON for LLM analysis",
			"Captures the live screen of the emulator.",
			"Generate a cryptographically secure random password with configurable length and character types",
			"Generates a strong random passphrase of five words.",
		}},
		{Production, []string{
			"Activate the production deployment of the service",
			"Release the new version to all users",
			"Scale the resources of the deployment",
			"Stop the live trading bot",
			"Deactivates the webhook for every tenant",
			"Enables the maintenance window for the cluster",
			"Activate the maintenance window of the database",
			"Release the signing keys to the build servers",
		}},
		{Access, []string{
			"Generates a random password for the user and sets it",
			"Generate a secure password and store it in the vault item",
			"Generate a new password for the account",
			"Rotate the database password with a random secure password",
		}},
		{Money, []string{
			"Capture a payment that was authorized earlier",
			"Captures the live payment intent",
		}},
	})
}
