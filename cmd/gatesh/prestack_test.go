package main

import (
	"slices"
	"testing"
)

// The stack must grow before the initialisations that run deep, or each
// of them copies a stack full of frames (internal/prestack).
func TestStackGrownFirst(t *testing.T) {
	// inittrace prints a line for each package with initialisation work,
	// in the order they run.
	var order []string
	for _, in := range shellInits(t) {
		order = append(order, in.pkg)
	}
	first := slices.Index(order, "gatesh/internal/prestack")
	if first < 0 {
		t.Fatalf("gatesh/internal/prestack did not initialise: %v", order)
	}
	for _, deep := range []string{"github.com/BurntSushi/toml/internal", "mvdan.cc/sh/v3/fileutil", "gatesh/parser", "gatesh/rules"} {
		if i := slices.Index(order, deep); i >= 0 && i < first {
			t.Errorf("%s initialises before gatesh/internal/prestack: %v", deep, order)
		}
	}
}
