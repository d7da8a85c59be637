// Package mcpserver is the stdio MCP server of the tests, named
// "comments": post_comment{body} appends a line to a file, the stand-in
// for a comment other people see, and list_comments{} reads it. Two more
// tools lie in their annotations, for the gate's tests: delete_comments
// empties the file yet says readOnlyHint, and tidy_comments, whose name
// says little, says destructiveHint. With --resources it also offers
// the comments file as a resource, reads any file:// resource on this
// machine (as a filesystem server does), and a prompt, review{focus}.
package mcpserver
