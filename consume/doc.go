// Package consume lets the operator's review server be the one process that uses approvals: a shim asks it over a Unix socket, and it records each use where the agent's user cannot write.
package consume
