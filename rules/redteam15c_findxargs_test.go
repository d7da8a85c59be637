package rules_test

import "testing"

// find | xargs rm judged by find's -name patterns: a filter between
// them that cuts the lines (head -c, grep -o) passes a folder that no
// pattern names, and a pattern wider than it looks names sources.
func TestRedteam15cFindXargs(t *testing.T) {
	checkScratch(t, false, []tierCase{
		{"find-cut", `find . -name '*.pyc' | head -c 5 | xargs rm -rf`, "held"},
		{"find-cut", `find . -name '*.pyc' | head --bytes=5 | xargs rm -rf`, "held"},
		{"find-cut", `find . -name '*.pyc' | tail -c 6 | xargs rm -rf`, "held"},
		{"find-cut", `find . -name '*.pyc' | grep -o '^\./[^/]*' | xargs rm -rf`, "held"},
		{"find-cut", `find . -name '*.pyc' | grep --only-matching '^\./[^/]*' | xargs rm -rf`, "held"},
		{"find-cut", `find . -name '*.pyc' | sort -u -o /dev/stdout | xargs rm -rf`, "held"},
		{"find-cut", `find . -name '*.pyc' | uniq -c | xargs rm -rf`, "held"},
		{"find-cut", `find . -name '*.pyc' | grep -vc venv | xargs rm -rf`, "held"},
		{"find-wide", `find . -name '*.py*' | xargs rm -rf`, "held"},
		{"find-wide", `find . -name '[!.]*' | xargs rm -rf`, "held"},
		{"find-wide", `find . -name '?*' | xargs rm -rf`, "held"},
		{"find-wide", `find . -iname '*.PY' | xargs rm -rf`, "held"},
		{"find-wide", `find . -name '*.pyc' -o -name '*' | xargs rm -rf`, "held"},
		{"find-outside", `find .. -name '*.pyc' | xargs rm -rf`, "held"},
		{"find-outside", `find ~ -name '__pycache__' | xargs rm -rf`, "held"},
		{"find-runs", `find . -name '*.sh' | xargs -n1 bash`, "held"},
		{"find-negated", `find . -not \( -name '*.pyc' \) | xargs rm -rf`, "held"},
		{"find-negated", `find . \! -name '*.pyc' -name '*' | xargs rm -rf`, "held"},
		{"find-negated", `find . -name '*.pyc' -o \( ! -name '*.pyc' \) | xargs rm -rf`, "held"},
		// Twins that stay.
		{"find-clean", `find . -name '*.pyc' | xargs rm -f`, "pass"},
		{"find-clean", `find . -name '__pycache__' | head -20 | xargs rm -rf`, "pass"},
		{"find-clean", `find . -name '__pycache__' | grep -v .venv | head -n 5 | xargs rm -rf`, "pass"},
	})
}
