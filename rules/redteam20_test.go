package rules_test

import "testing"

// TestRedteam20DateFormat: $(date +FORMAT) counts as a number only when
// what date prints starts with a digit and cannot climb out of a folder.
// date(1) prints a format's literal text as written, so date +-delete
// prints an option and date +/etc/shadow a path; and a date that PATH,
// hash -p or a sourced file may have replaced is another program.
func TestRedteam20DateFormat(t *testing.T) {
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"date-digits", "sh -c \"cat logs/$(date +%Y%m%d)/app.log\"", "pass"},
		{"date-digits", "sh -c \"ls logs/$(date +%Y-%m-%dT%H%M%S)\"", "pass"},
		{"date-digits", "sh -c \"ls logs/$(date +%Y/%m)\"", "pass"},

		{"date-literal", "sh -c \"cat $(date +/etc/shadow)\"", "held"},
		{"date-literal", "sh -c \"find . $(date +-delete)\"", "held"},
		{"date-literal", "sh -c \"git $(date +push) --force\"", "held"},
		{"date-literal", "sh -c \"cat logs/$(date +%Y/../../../etc/shadow)\"", "held"},
		{"date-other", "export PATH=$PWD/bin:$PATH; sh -c \"echo $(date +%Y)\"", "held"},
		{"date-other", "PATH=./bin:$PATH; sh -c \"echo $(date +%Y)\"", "held"},
		{"date-other", "source ./lib.sh; sh -c \"echo $(date +%Y)\"", "held"},
		{"date-other", "hash -p ./bin/x date; sh -c \"echo $(date +%Y)\"", "held"},
	})
}
