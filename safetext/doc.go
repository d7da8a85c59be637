// Package safetext makes command text safe to print on a person's terminal: what they read is what would run, and no escape sequence reaches the terminal.
package safetext
