package parser

import "testing"

func TestUnescape(t *testing.T) {
	for _, tc := range []struct{ in, double, heredoc string }{
		{`plain`, `plain`, `plain`},
		{`a\$b`, `a$b`, `a$b`},
		{"a\\`b", "a`b", "a`b"},
		{`a\"b`, `a"b`, `a\"b`}, // a quote is special only inside double quotes
		{`a\\b`, `a\b`, `a\b`},
		{`a\nb`, `a\nb`, `a\nb`}, // other backslashes stay
		{"a\\\nb", "ab", "ab"},   // line continuation
		{`a\`, `a\`, `a\`},       // a trailing backslash stays
	} {
		if got := unescapeDouble(tc.in); got != tc.double {
			t.Errorf("unescapeDouble(%q) = %q, want %q", tc.in, got, tc.double)
		}
		if got := unescapeHeredoc(tc.in); got != tc.heredoc {
			t.Errorf("unescapeHeredoc(%q) = %q, want %q", tc.in, got, tc.heredoc)
		}
	}
}
