package rules_test

import "testing"

// TestFindRemoveByPattern checks that a delete of the files find picks by
// a name pattern (find(1): -exec, -execdir, -ok and -delete act on every
// file the tests before them match, at any depth; xargs(1) appends what
// find prints, -print0 with -0 alike) is held unless the pattern names
// what is rebuilt: rm ./*.go is checked when it runs, but no check sees
// what find reaches below, and the files are chosen when it runs.
func TestFindRemoveByPattern(t *testing.T) {
	checkCls16(t, []tierCase{
		// Sources, everything, documents, data: held in every spelling.
		{"source", `find . -name '*.go' -exec rm {} \;`, "held"},
		{"source", `find . -name '*.go' -exec rm -f {} +`, "held"},
		{"source", `find . -name '*.go' | xargs rm -f`, "held"},
		{"source", `find . -name '*.go' -print0 | xargs -0 rm -f`, "held"},
		{"source", `find . -name '*.go' -execdir rm {} +`, "held"},
		{"source", `find . -name '*.go' -ok rm {} \;`, "held"},
		{"source", `find . -name '*.go' -okdir rm {} \;`, "held"},
		{"source", `find . -name '*.go' -delete`, "held"},
		{"source", `find src -type f -name '*.ts' -exec rm {} +`, "held"},
		{"source", `find . -name main.go -exec rm {} \;`, "held"},
		{"source", `find . -name '*.go' -exec unlink {} \;`, "held"},
		{"source", `sudo find . -name '*.go' -exec rm {} +`, "held"},
		{"all", `find . -name '*' -exec rm -f {} +`, "held"},
		{"all", `find . -name '*' | xargs rm`, "held"},
		{"docs", `find . -name '*.md' -exec rm {} +`, "held"},
		{"docs", `find docs -name '*.md' | xargs rm -f`, "held"},
		{"data", `find . -name '*.sql' -exec rm {} +`, "held"},
		{"data", `find . -name '*.sql' | xargs rm`, "held"},
		{"data", `find . -name '*.json' -exec rm -f {} +`, "held"},
		{"data", `find . -name '*.csv' -print0 | xargs -0 rm -f`, "held"},
		// Case-blind, branched, negated, grouped: the words cannot say
		// which files go.
		{"iname", `find . -iname '*.GO' -exec rm {} +`, "held"},
		{"iname", `find . -iname '*.pyc' -exec rm {} +`, "held"},
		{"iname", `find . -iname '*.md' | xargs rm -f`, "held"},
		{"branch", `find . -name '*.pyc' -o -type f -exec rm {} +`, "held"},
		{"branch", `find . -name '*.pyc' -o -exec rm -f {} \;`, "held"},
		{"branch", `find . -name '*.pyc' -o -name '*.go' -exec rm {} +`, "held"},
		{"branch", `find . -name '*.go' -o -name '*.pyc' | xargs rm -f`, "held"},
		{"branch", `find . -name '*.pyc' -exec true \; -o -exec rm {} \;`, "held"},
		{"branch", `find . -name '*.pyc' -prune -o -exec rm {} +`, "held"},
		{"negated", `find . ! -name '*.pyc' -exec rm {} +`, "held"},
		{"negated", `find . -not -name '*.pyc' -exec rm -f {} +`, "held"},
		{"negated", `find . ! \( -name '*.pyc' \) -exec rm {} +`, "held"},
		{"negated", `find . ! \( -name '*.pyc' \) | xargs rm -f`, "held"},
		{"negated", `find . -not \( -name '*.pyc' \) | xargs rm -f`, "held"},
		{"grouped", `find . \( -name '*.pyc' -o -type f \) -exec rm {} +`, "held"},
		{"grouped", `find . \( -name '*.go' -o -name '*.pyc' \) -exec rm {} +`, "held"},
		{"grouped", `find . \( -name '*.pyc' -o \( -type f \) \) -exec rm {} +`, "held"},
		{"grouped", `find . -type f \( -name '*.pyc' -o -name '*.pyo' \) -exec rm -f {} +`, "pass"},
		{"grouped", `find docs -type f \( -name '*.md' -o -name '*.json' \) -exec wc -l {} +`, "pass"},
		// Caches and build output, by rm -r's list or find -delete's.
		{"cache", `find . -name '*.pyc' -exec rm {} +`, "pass"},
		{"cache", `find . -name '*.pyc' -exec rm -f {} \;`, "pass"},
		{"cache", `find . -name '*.pyc' | xargs rm -f`, "pass"},
		{"cache", `find . -name '*.pyc' -print0 | xargs -0 rm -f`, "pass"},
		{"cache", `find . -name '*.pyc' -delete`, "pass"},
		{"cache", `find . -name '*.tsbuildinfo' -exec rm -f {} +`, "pass"},
		{"cache", `find . -name '*.pyo' -exec rm -f {} +`, "pass"},
		{"cache", `find . -name .DS_Store -exec rm {} +`, "pass"},
		{"cache", `find . -type d -name __pycache__ -exec rm -rf {} +`, "pass"},
		{"cache", `find . -path ./node_modules -prune -o -name '*.pyc' -exec rm {} +`, "pass"},
		{"cache", `find src tests -type f -name '*.pyc' -exec rm -f {} +`, "pass"},
		// A cache pattern outside the project is another's.
		{"cache", `find ~ -name '*.pyc' -exec rm {} +`, "held"},
		{"cache", `find .. -name '*.pyc' -exec rm {} +`, "held"},
		// Not deletes.
		{"read", `find . -name '*.go' -exec ls {} +`, "pass"},
		{"read", `find . -name '*.go' | xargs grep -n TODO`, "pass"},
	})
}
