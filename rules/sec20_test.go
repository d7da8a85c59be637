package rules_test

import "testing"

// TestSec20ShellParamsBoundToFound: a shell that find -exec runs with {}
// after its script (find DIR -exec sh -c '... "$1"' _ {} \;) has its
// positional parameters bound to the files find names: $1, $0, "$@" and
// a for loop over them (for f; do) are judged as those files, a pattern
// for each. So are a pattern handed to sh -c and a function's pattern
// argument, and a loop's variable that stands for find's files handed on
// as $1. The same forms over the project's files stay green.
func TestSec20ShellParamsBoundToFound(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"find the home's rc files, append by $1", `find ~ -maxdepth 1 -name '.*rc' -exec sh -c 'echo x >> "$1"' _ {} \;`, "held"},
		{"find ssh keys, cat $1", `find ~/.ssh -type f -exec sh -c 'cat "$1"' _ {} \;`, "held"},
		{"find cron.d, append by $0", `find /etc/cron.d -type f -exec bash -c 'echo x >> "$0"' {} \;`, "held"},
		{"find ssh keys, for f over $@", `find ~/.ssh -type f -exec sh -c 'for f; do cat "$f"; done' _ {} +`, "held"},
		{"find ssh keys, cat $@", `find ~/.ssh -type f -exec sh -c 'cat "$@"' sh {} +`, "held"},
		{"find the home's rc files, sed by $1 under bash -c", `find ~ -maxdepth 1 -name '.*rc' -exec bash -c 'sed -i "s/a/b/" "$1"' _ {} \;`, "held"},
		{"a pattern handed to sh -c", `sh -c 'cat "$1"' _ ~/.ssh/id_*`, "held"},
		{"a pattern handed to a function", `f() { cat "$1"; }; f ~/.ssh/id_*`, "held"},
		{"a loop over find hands its variable on", `for f in $(find ~ -maxdepth 1 -name '.*rc'); do sh -c 'echo x >> "$1"' _ "$f"; done`, "held"},
		{"for f over sh -c's own words", `sh -c 'for f; do echo x >> "$f"; done' _ ~/.bashrc`, "held"},

		{"project sources by $1", `find src -name '*.ts' -exec sh -c 'sed -i "s/a/b/" "$1"' _ {} \;`, "pass"},
		{"project logs by $0", `find build -name '*.log' -exec bash -c 'wc -l "$0"' {} \;`, "pass"},
		{"project sources for f", `find src -name '*.ts' -exec sh -c 'for f; do prettier --write "$f"; done' _ {} +`, "pass"},
		{"a project pattern to sh -c", `sh -c 'wc -l "$1"' _ src/*.ts`, "pass"},
		{"shift after a pattern", `sh -c 'shift; cat "$1"' _ src/*.ts`, "pass"},
	})
}
