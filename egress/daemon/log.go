package daemon

import (
	"io"
	"log"
)

// quietLog drops the HTTP server's own messages (a client that hung up):
// refusals are what the audit log keeps.
func quietLog() *log.Logger { return log.New(io.Discard, "", 0) }
