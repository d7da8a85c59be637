// Package probe gathers cheap local facts at decision time, such as
// whether git can restore what a command would delete or discard, so
// that a command which loses nothing can be placed in a lower tier.
package probe
