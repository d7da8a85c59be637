// Package describe shows a person what a held command would do, and prints its text so that what they read is what would run.
package describe
