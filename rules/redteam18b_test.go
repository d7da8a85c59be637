package rules_test

import "testing"

// TestRedteam18bPerlSubstitutionVariables: in a substitution's
// replacement (a double-quoted string) $) and $| are variables, and a
// subscript after one is an expression perl evaluates: s/a/$)[`cmd`]/
// runs cmd with no e flag. In the pattern they are text (perlop: $( $)
// and $| are not interpolated in a regular expression).
func TestRedteam18bPerlSubstitutionVariables(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"perl-subst-runs", "perl -pe 's/a/$)[`rm -rf ~`]/' notes.md", "held"},
		{"perl-subst-runs", "perl -pe 's/a/$){`rm -rf ~`}/' notes.md", "held"},
		{"perl-subst-runs", "perl -pe 's/a/$|{`rm -rf ~`}/' notes.md", "held"},
		{"perl-subst-runs", "perl -pi -e 's/x$|[`rm -rf ~`]/$|[`rm -rf ~`]/' notes.md", "held"},

		{"perl-subst", "perl -pi -e 's/(a)$/`b`/' notes.md", "pass"},
		{"perl-subst", "perl -pi -e 's/`old`$|`x`/`new`/g' notes.md", "pass"},
	})
}

// TestRedteam18bWranglerLocal: Wrangler's --local form is local only
// while nothing turns it back: yargs' --no-local and --local false
// negate it, and --persist-to keeps the local copy in the folder it
// names, which outside the project is a write there.
func TestRedteam18bWranglerLocal(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"wrangler-remote", "wrangler d1 execute prod-db --local --no-local --command 'DROP TABLE users'", "held"},
		{"wrangler-remote", "wrangler d1 execute prod-db --local false --command 'DROP TABLE users'", "held"},
		{"wrangler-remote", "wrangler kv key delete --local --no-local --binding KV session", "held"},
		{"wrangler-persist", "wrangler d1 execute app-db --local --persist-to /home/dev/.config/x --command 'select 1'", "held"},
		{"wrangler-persist", "wrangler d1 execute app-db --local --persist-to=/etc/app --command 'select 1'", "held"},
		{"wrangler-persist", "wrangler d1 execute app-db --local --persist-to ../other/.wrangler --command 'select 1'", "held"},

		{"wrangler-local", "wrangler d1 execute app-db --local --command 'select 1'", "pass"},
		{"wrangler-local", "wrangler d1 execute app-db --local --persist-to .wrangler/state --command 'select 1'", "pass"},
	})
}

// TestRedteam18bNomadDevConnect: nomad agent -dev-connect is dev mode
// bound to a public interface rather than localhost (Nomad's agent
// options): what it serves, job submission included, is on the network.
func TestRedteam18bNomadDevConnect(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"nomad-public", "nomad agent -dev -dev-connect", "held"},
		{"nomad-public", "nomad agent -dev-connect", "held"},

		{"nomad-dev", "nomad agent -dev", "pass"},
		{"nomad-dev", "nomad agent -dev -bind 127.0.0.1", "pass"},
	})
}

// TestRedteam18bAzuriteConnection: UseDevelopmentStorage=true is
// Azurite's connection string, but a real account's name, key or
// endpoint suffix beside it in the same string reaches that account.
func TestRedteam18bAzuriteConnection(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"azure-real-account", `az storage blob delete -c data -n x --connection-string 'DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=abc;EndpointSuffix=core.windows.net;UseDevelopmentStorage=true'`, "held"},
		{"azure-real-account", `az storage blob delete-batch -s data --connection-string 'UseDevelopmentStorage=true;AccountName=acmeprod'`, "held"},

		{"azurite", `az storage blob delete -c data -n x --connection-string 'UseDevelopmentStorage=true'`, "pass"},
		{"azurite", `az storage blob delete -c data -n x --connection-string 'UseDevelopmentStorage=true;DevelopmentStorageProxyUri=http://127.0.0.1'`, "pass"},
	})
}

// TestRedteam18bPerlModuleOption: perl's -M'MODULE ...' puts "use
// MODULE ...;" before the program (perlrun), so whatever follows the
// module's name is code: -M'strict;system(...)' runs the command before
// any -e. A plain module, its import list and -M-warnings are no code.
func TestRedteam18bPerlModuleOption(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"perl-M-code", `perl -M'strict;system("rm -rf ~")' -e 1`, "held"},
		{"perl-M-code", `perl -M 'strict;system("rm -rf ~")' -e 1`, "held"},
		{"perl-M-code", `perl -w -M'strict;system("rm -rf ~")' script.pl`, "held"},
		{"perl-M-code", `perl -mstrict -M'warnings;unlink glob("~/.ssh/*")' -ne 'print' notes.md`, "held"},

		{"perl-M-module", `perl -MJSON::PP -e 'print 1'`, "pass"},
		{"perl-M-module", `perl -MList::Util=sum,max -le 'print sum(1,2)'`, "pass"},
		{"perl-M-module", `perl -M'List::Util qw(sum)' -le 'print sum(1,2)'`, "pass"},
		{"perl-M-module", `perl -M-warnings -ne 'print if /x/' notes.md`, "pass"},
	})
}

// TestRedteam18bNestedGetattrBuiltins: code-computed-name let an inner
// getattr be judged by itself, and getattr(builtins, 'exec') is the
// builtins' exec: the outer getattr of it reaches the call with what it
// is given (input() here). Held as before the inner getattr was let
// through; a harmless builtin by name stays green.
func TestRedteam18bNestedGetattrBuiltins(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"nested-builtins", `python3 -c "import builtins; getattr(getattr(builtins, 'exec'), '__call__')(input())"`, "held"},
		{"nested-builtins", `python3 -c "getattr(getattr(__builtins__, 'eval'), '__call__')(input())"`, "held"},
		{"nested-builtins", `python3 -c "import sys, builtins; getattr(getattr(builtins, '__import__'), '__call__')(sys.argv[1])" os`, "held"},

		{"nested-harmless", `python3 -c "import builtins; print(getattr(getattr(builtins, 'print'), '__name__'))"`, "pass"},
		{"nested-harmless", `python3 -c "import __main__; print(getattr(getattr(__main__, '__spec__', None), 'parent', 'N/A'))"`, "pass"},
	})
}
