package mcpserver

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Main runs the server on stdin and stdout, as the program mcpcomments:
//
//	mcpcomments [--resources] [--spawn] --file PATH    (or COMMENTS_FILE=PATH mcpcomments)
//
// --resources offers resources and prompts as well; --spawn a tool that
// starts any program (spawn.go), for the gate's tests of commands carried
// in arguments. It returns the exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	file := os.Getenv("COMMENTS_FILE")
	resources, spawn := false, false
	for len(args) > 1 && (args[1] == "--resources" || args[1] == "--spawn") {
		resources = resources || args[1] == "--resources"
		spawn = spawn || args[1] == "--spawn"
		args = append(args[:1:1], args[2:]...)
	}
	if len(args) == 3 && args[1] == "--file" {
		file = args[2]
	} else if len(args) != 1 {
		fmt.Fprintln(stderr, "mcpcomments: error: usage: mcpcomments [--resources] [--spawn] [--file PATH]")
		return 2
	}
	if file == "" || !filepath.IsAbs(file) {
		fmt.Fprintln(stderr, "mcpcomments: error: name the comments file with --file or COMMENTS_FILE, as an absolute path")
		return 2
	}
	s := &server{file: file, resources: resources, spawn: spawn}
	if err := s.serve(stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "mcpcomments: error: %v\n", err)
		return 1
	}
	return 0
}
