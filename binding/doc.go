// Package binding finds what an approval binds besides a command's text: the git hooks and the configured programs a git command will run, and the refs and objects a push would publish.
package binding
