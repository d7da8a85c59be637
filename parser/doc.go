// Package parser turns shell text into a flat static view of every command it would run, seeing through quoting, wrappers, nested shells, substitutions, functions, aliases, literal variables and inline code.
package parser
