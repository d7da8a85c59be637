// Command mcpcomments is a stdio MCP server named "comments" for the
// end-to-end tests: post_comment{body} appends a line to a file, the
// stand-in for a comment other people see, and list_comments{} reads it.
//
//	mcpcomments --file PATH    (or COMMENTS_FILE=PATH mcpcomments)
package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	file := os.Getenv("COMMENTS_FILE")
	if len(os.Args) == 3 && os.Args[1] == "--file" {
		file = os.Args[2]
	} else if len(os.Args) != 1 {
		fmt.Fprintln(os.Stderr, "mcpcomments: error: usage: mcpcomments [--file PATH]")
		os.Exit(2)
	}
	if file == "" || !filepath.IsAbs(file) {
		fmt.Fprintln(os.Stderr, "mcpcomments: error: name the comments file with --file or COMMENTS_FILE, as an absolute path")
		os.Exit(2)
	}
	s := &server{file: file}
	if err := s.serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "mcpcomments: error: %v\n", err)
		os.Exit(1)
	}
}
