// Package inline models the languages whose code a command line carries inline (python -c, node -e, perl -e, ...): which calls run commands or touch files, which modules a snippet imports, and which dangerous capabilities it reaches.
package inline
