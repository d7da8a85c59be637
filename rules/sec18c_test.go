package rules_test

import "testing"

// TestSec18cAliasedCodeBuiltins: a name bound to exec, eval, compile or
// __import__ and then called runs what it is given as the plain call
// does; one that is only saved and restored is never called.
func TestSec18cAliasedCodeBuiltins(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"alias", "python3 -c 'import sys\ne = exec; e(sys.stdin.read())'", "held"},
		{"alias", "python3 -c 'import sys, builtins\ne = builtins.exec; e(sys.stdin.read())'", "held"},
		{"alias", "python3 -c 'import sys\ne = eval; e(sys.stdin.read())'", "held"},
		{"alias", "python3 -c 'import sys\nf = compile\ng = f(sys.stdin.read(), \"x\", \"exec\")'", "held"},
		{"alias", "python3 -c 'import sys\nimp = __import__; imp(sys.argv[1])' os", "held"},
		{"alias", "python3 -c 'import sys\nf = exec\ng = f\ng(input())'", "held"},
		{"alias", "python3 -c 'import sys\nif (e := eval): e(input())'", "held"},
		{"alias", "python3 -c 'import sys\ndef run(s, e=exec):\n    e(s)\nrun(input())'", "held"},
		{"alias", "python3 -c 'import sys\na, e = print, exec\ne(input())'", "held"},
		{"alias", "python3 -c 'import sys\ne = exec\ne.__call__(input())'", "held"},
		{"attrgetter", "python3 -c 'import sys, builtins, operator\noperator.attrgetter(\"exec\")(builtins)(sys.stdin.read())'", "held"},
		{"attrgetter", "python3 -c 'import sys, builtins\nfrom operator import attrgetter\ne = attrgetter(\"eval\")(builtins)\ne(input())'", "held"},
		{"attrgetter", "python3 -c 'import sys, builtins, operator\noperator.attrgetter(sys.argv[1])(builtins)(sys.argv[2])'", "held"},

		{"alias", "python3 -c 'import sys\ne = exec\ndef run(s):\n    return e(s)\nrun(input())'", "held"},
		{"alias", "python3 -c 'import sys\ne = exec\nprint = lambda s: e(s)\nprint(input())'", "held"},
		{"methodcaller", "python3 -c 'import sys, builtins, operator\ncode = sys.stdin.read()\noperator.methodcaller(\"exec\", code)(builtins)'", "held"},

		{"save-restore", "python3 -c 'import builtins\nold = builtins.eval\nbuiltins.eval = None\nbuiltins.eval = old'", "pass"},
		{"wrapper", "python3 -c 'import builtins, sympy\norig_eval = builtins.eval\ndef debug_eval(code, *a):\n    r = orig_eval(code, *a)\n    print(code)\n    return r\nbuiltins.eval = debug_eval\nsympy.test()\nbuiltins.eval = orig_eval'", "pass"},
		{"wrapper", "python3 -c 'import builtins, sympy; orig_eval = builtins.eval; builtins.eval = lambda c, *a: orig_eval(c, *a); sympy.test(); builtins.eval = orig_eval'", "pass"},
		{"not-alias", "python3 -c 'import re\nc = re.compile\nprint(c(\"a+\").findall(\"aaa\"))'", "pass"},
		{"not-alias", "python3 -c 'mode = \"exec\"\nrun = print\nrun(mode)'", "pass"},
		{"not-alias", "python3 -c 'import builtins, operator\nprint(operator.attrgetter(\"len\")(builtins)(\"ab\"))'", "pass"},
	})
}

// TestSec18cVagrantCloudMachine: a machine named for development but
// also for a cloud provider is that provider's VM, not one here.
func TestSec18cVagrantCloudMachine(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"cloud", `vagrant destroy -f dev-aws`, "held"},
		{"cloud", `vagrant destroy -f test_gcp`, "held"},
		{"cloud", `vagrant destroy --force digital-ocean-dev`, "held"},
		{"cloud", `vagrant destroy -f dev --provider aws`, "held"},
		{"cloud", `vagrant destroy -f dev --provider=google`, "held"},

		{"local", `vagrant destroy -f app-dev`, "pass"},
		{"local", `vagrant destroy -f dev`, "pass"},
	})
}

// TestSec18cComposeProjectProd: a compose project named for production
// is not a developer's own project.
func TestSec18cComposeProjectProd(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"prod", `docker container prune --filter label=com.docker.compose.project=prod`, "held"},
		{"prod", `docker container prune -f --filter label=com.docker.compose.project=production`, "held"},
		{"prod", `docker container prune --filter=label=com.docker.compose.project=shop-prod -f`, "held"},
		{"prod", `podman container prune --filter label=com.docker.compose.project=api_live`, "held"},

		{"dev", `docker container prune --filter label=com.docker.compose.project=dev`, "pass"},
		{"dev", `docker container prune -f --filter label=com.docker.compose.project=app`, "pass"},
		{"dev", `docker container prune -f --filter label=com.docker.compose.project=product-api`, "pass"},
	})
}

// TestSec18cAzuriteBesideAccount: an az storage command that names an
// account by its own options beside an Azurite connection string is held
// unless those options are the emulator's too.
func TestSec18cAzuriteBesideAccount(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		{"real-account", `az storage blob delete -c data -n x --connection-string 'UseDevelopmentStorage=true' --account-name acmeprod --account-key abc`, "held"},
		{"real-account", `az storage blob delete -c data -n x --account-name=acmeprod --connection-string 'UseDevelopmentStorage=true'`, "held"},
		{"real-account", `az storage blob delete -c data -n x --connection-string 'UseDevelopmentStorage=true' --sas-token 'sv=2022&sig=x'`, "held"},
		{"real-account", `az storage blob delete -c data -n x --connection-string 'UseDevelopmentStorage=true' --blob-endpoint https://acmeprod.blob.core.windows.net`, "held"},

		{"emulator", `az storage blob delete -c data -n x --connection-string 'UseDevelopmentStorage=true' --account-name devstoreaccount1`, "pass"},
		{"emulator", `az storage blob delete -c data -n x --connection-string 'UseDevelopmentStorage=true' --blob-endpoint http://127.0.0.1:10000/devstoreaccount1`, "pass"},
	})
}
