package mcpserver

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Main runs the server on stdin and stdout, as the program mcpcomments:
//
//	mcpcomments --file PATH    (or COMMENTS_FILE=PATH mcpcomments)
//
// It returns the exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	file := os.Getenv("COMMENTS_FILE")
	if len(args) == 3 && args[1] == "--file" {
		file = args[2]
	} else if len(args) != 1 {
		fmt.Fprintln(stderr, "mcpcomments: error: usage: mcpcomments [--file PATH]")
		return 2
	}
	if file == "" || !filepath.IsAbs(file) {
		fmt.Fprintln(stderr, "mcpcomments: error: name the comments file with --file or COMMENTS_FILE, as an absolute path")
		return 2
	}
	s := &server{file: file}
	if err := s.serve(stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "mcpcomments: error: %v\n", err)
		return 1
	}
	return 0
}
