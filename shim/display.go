package shim

import "gatesh/describe"

// The text helpers live in describe, which the review page shares.

func safeText(s string) (string, bool) { return describe.SafeText(s) }

func shown(s string) string { return describe.Shown(s) }

func indentLines(s, indent string) string { return describe.IndentLines(s, indent) }
