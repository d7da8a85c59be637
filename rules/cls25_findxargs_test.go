package rules_test

import "testing"

// find's -exec CMD {} +, its -delete and xargs CMD fed by find are three
// spellings of one act; the files are the ones find matches, named by
// its -name patterns (find(1): -name takes a shell pattern; xargs(1)
// appends the lines it reads to the command). A cache cleanup by pattern
// (the compiled files and caches a Python test run leaves) passes in each
// spelling, and a pattern that reaches sources, secrets or everything
// stays held in each, as does a find whose start, branches or filters
// gatesh cannot read.
func TestCls25FindPatternThroughXargs(t *testing.T) {
	checkCls16(t, []tierCase{
		{"find-clean", `find . -name '*.pyc' -delete`, "pass"},
		{"find-clean", `find . -name '*.pyc' -exec rm -f {} +`, "pass"},
		{"find-clean", `find . -name '*.pyc' | xargs rm -f`, "pass"},
		{"find-clean", `find . -type d -name __pycache__ | xargs rm -rf`, "pass"},
		{"find-clean", `find . -name '*.pyc' -o -name '__pycache__' | xargs rm -rf`, "pass"},
		{"find-clean", `find . -name "*.pyc" -o -name "*.pyo" | xargs rm -f`, "pass"},
		{"find-clean", `find src tests -type d -name '*.egg-info' | xargs rm -rf`, "pass"},
		{"find-clean", `find . -name '*.py' | xargs grep -n "def main"`, "pass"},
		{"find-clean", `find . -name '*.md' | head -3 | xargs wc -l`, "pass"},
		{"find-clean", `rm -rf src/*.pyc tests/*.pyc`, "pass"},
		{"find-clean", `rm -rf src/*.py`, "held"},
		{"find-clean", `rm -rf ~/lib/*.pyc`, "held"},
		// Same shape, and held: sources, everything, secrets by their
		// pattern, a branch that names no file, a start outside the
		// project, a name chosen at run time.
		{"find-clean", `find . -name '*.py' | xargs rm -rf`, "held"},
		{"find-clean", `find . -name '*.py' -exec rm -rf {} +`, "held"},
		{"find-clean", `find . -name '*' | xargs rm -rf`, "held"},
		{"find-clean", `find . -name '*' -exec rm -rf {} +`, "held"},
		{"find-clean", `find . -name '.*' | xargs rm -rf`, "held"},
		{"find-clean", `find . -name '*.pyc' -o -type f | xargs rm -f`, "held"},
		{"find-clean", `find . -name '*.pyc' -o -name '*.py' | xargs rm -rf`, "held"},
		{"find-clean", `find . ! -name '*.pyc' | xargs rm -f`, "held"},
		{"find-clean", `find ~ -name '*.pyc' | xargs rm -f`, "held"},
		{"find-clean", `find .. -name '__pycache__' | xargs rm -rf`, "held"},
		{"find-clean", `find $D -name '*.pyc' | xargs rm -f`, "held"},
		{"find-clean", `find . -name "$P" | xargs rm -f`, "held"},
		{"find-clean", `find . -name '*.pyc' | sed 's/pyc/py/' | xargs rm -f`, "held"},
		{"find-clean", `find . -name '*.pem' | xargs cat`, "held"},
		{"find-clean", `find . -name '*.pem' -exec cat {} +`, "held"},
		{"find-clean", `find . -name 'id_*' | xargs cat`, "held"},
		{"find-clean", `find . -name '.env*' | xargs cat`, "held"},
		{"find-clean", `find . -iname '*.KEY' | xargs cat`, "held"},
		{"find-clean", `find . -name '*credentials*' | xargs cat`, "held"},
		{"find-clean", `find . -name '*.json' | head -1 | xargs cat`, "held"},
		{"find-clean", `find . -name '*.pyc' | xargs rm -f ~/.bashrc`, "held"},
		{"find-clean", `find . -name '*.pyc' | xargs -I {} rm -rf {}/..`, "held"},
		{"find-clean", `find . -name '*.sqlite3' | xargs rm -f`, "held"},
	})
}

// basename and dirname print parts of the names they are given and open
// no file (POSIX), so a secret's name handed to them is a mention, as
// with ls or wc; what reads the secret around them stays held.
func TestCls25NamePartsMention(t *testing.T) {
	checkCls16(t, []tierCase{
		{"name-parts", `basename -a config/*.json`, "pass"},
		{"name-parts", `basename -a config/credentials.json`, "pass"},
		{"name-parts", `dirname ~/.aws/credentials`, "pass"},
		{"name-parts", `basename ~/.ssh/id_rsa .pub`, "pass"},
		{"name-parts", `find . -name "*.json" -type f ! -name "*.bak*" | xargs basename -a`, "pass"},
		{"name-parts", `basename "$(cat ~/.aws/credentials)"`, "held"},
		{"name-parts", `cat ~/.aws/credentials | xargs basename`, "held"},
		{"name-parts", `basename config/credentials.json; cat config/credentials.json`, "held"},
		{"name-parts", `dirname ~/.ssh/id_rsa > ~/.bashrc`, "held"},
		{"name-parts", `find . -name '*.pem' | xargs cat`, "held"},
	})
}
