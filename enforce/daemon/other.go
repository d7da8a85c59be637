//go:build !linux

package daemon

import (
	"fmt"
	"io"

	"gatesh/enforce"
)

// Landlock is Linux's: elsewhere there is nothing to prepare.

func Ruleset(string, enforce.Policy, int) (*enforce.Ruleset, string, error) {
	return nil, "", ErrNotHere
}

func Prepare(_, _ string, in enforce.Inputs, _ int) (enforce.Policy, *enforce.Ruleset, string, error) {
	return enforce.NewPolicy(in), nil, "", ErrNotHere
}

func Start(string, string) error { return ErrNotHere }

func Main(_ []string, _ io.Reader, _, stderr io.Writer) int {
	fmt.Fprintln(stderr, "gatesh: error: Landlock is Linux only")
	return 1
}
