// Package audit appends hash-chained JSON lines to gatesh's audit log and verifies the chain.
package audit
