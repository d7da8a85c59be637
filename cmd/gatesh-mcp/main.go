// Command gatesh-mcp speaks MCP's streamable HTTP to a server for
// `gatesh mcp --url URL`, which decides every tools/call before it; it
// is a program of its own because gatesh links no network code.
//
//	gatesh-mcp --url URL [--header 'Name: value']...
package main

import (
	"os"

	"gatesh/mcphttp"
)

func main() { os.Exit(mcphttp.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }
