// Package daemon keeps Landlock rulesets prepared, so that a green
// command does not pay for its ruleset at every start: one long-lived
// gatesh process per user and gatesh program (`gatesh __landlock-daemon`)
// builds the plan of a policy once, holds its paths open and watches,
// with inotify, every folder whose entries decided it; a shim asks it
// over a Unix socket and receives a new ruleset made from them. What a
// command may do is exactly what a plan built by the shim itself would
// allow: the daemon builds the same plan (package enforce), and drops
// it, before it answers, as soon as one of those folders changed.
package daemon
