// Package cmdspec holds the [commands] tables of rules files: how each command reads its arguments and how it runs another command, shared by the parser and the rules engine.
package cmdspec
