// Package rules classifies parsed shell commands against layered TOML rules
// and returns a tier and verdict for the whole script.
package rules
