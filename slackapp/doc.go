// Package slackapp is gatesh's Slack app over Socket Mode, which both
// gatesh serve (one machine) and gatesh-hub (a team) run: each held
// request becomes one message, updated in place until the request ends,
// and a click on Approve once or Reject becomes a decision through the
// backend's one decision path, checked and logged as any other.
package slackapp
