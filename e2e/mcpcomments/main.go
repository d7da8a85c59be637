// Command mcpcomments is a stdio MCP server named "comments" for the
// end-to-end tests: post_comment{body} appends a line to a file, the
// stand-in for a comment other people see, and list_comments{} reads it.
//
//	mcpcomments --file PATH    (or COMMENTS_FILE=PATH mcpcomments)
package main

import (
	"os"

	"gatesh/e2e/mcpserver"
)

func main() { os.Exit(mcpserver.Main(os.Args, os.Stdin, os.Stdout, os.Stderr)) }
