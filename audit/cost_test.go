package audit

import (
	"encoding/base64"
	"math/rand"
	"testing"
	"unicode/utf8"
)

// Cost is what the encoder writes for a string, and Fit the longest start
// within a budget.
func TestCostMatchesEncoder(t *testing.T) {
	alphabet := []string{"a", " ", "\"", "\\", "\n", "\t", "\x01", "\x1f", "\xff", "é", "\u2028", "€", "<"}
	rng := rand.New(rand.NewSource(1))
	for range 2000 {
		var s string
		for range rng.Intn(40) {
			s += alphabet[rng.Intn(len(alphabet))]
		}
		want := len(appendJSONString(nil, s))
		if !utf8.ValidString(s) {
			want += len(base64.StdEncoding.EncodeToString([]byte(s))) + 2
		}
		if got := Cost(s); got != want {
			t.Fatalf("Cost(%q) = %d, want %d", s, got, want)
		}
		budget := rng.Intn(want + 5)
		fit := Fit(s, budget)
		if len(fit) > len(s) || s[:len(fit)] != fit || Cost(fit) > budget && fit != "" {
			t.Fatalf("Fit(%q, %d) = %q (cost %d)", s, budget, fit, Cost(fit))
		}
		if len(fit) < len(s) {
			_, size := utf8.DecodeRuneInString(s[len(fit):])
			if Cost(s[:len(fit)+size]) <= budget {
				t.Fatalf("Fit(%q, %d) = %q stops short", s, budget, fit)
			}
		}
	}
}
