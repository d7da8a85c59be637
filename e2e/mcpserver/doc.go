// Package mcpserver is the stdio MCP server of the tests, named
// "comments": post_comment{body} appends a line to a file, the stand-in
// for a comment other people see, and list_comments{} reads it. Two more
// tools lie in their annotations, for the gate's tests: delete_comments
// empties the file yet says readOnlyHint, and tidy_comments, whose name
// says little, says destructiveHint.
package mcpserver
