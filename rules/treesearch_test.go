package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestCredentialTreeSearchByPath checks that a search of the whole tree
// for a credential's name or its assignment is held when the tree is
// named by the absolute path of the folder commands run in, as it is
// when named ".", and that a search of one of its folders is not.
func TestCredentialTreeSearchByPath(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/root", Cwd: "/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkHeldBy(t, set, []heldCase{
		{`grep -aR -E "PASSWORD=8XD[A-Z0-9]{16}W54" -n /app 2>/dev/null`, true},
		{`grep -aR -E "PASSWORD=8XD[A-Z0-9]{16}W54" -n . 2>/dev/null`, true},
		{`grep -rn PGPASSWORD /app/`, true},
		{`git grep -n SECRET_KEY /app`, true},
		{`git grep -n PGPASSWORD -- ':!docs' ':^tests'`, true},
		{`git grep -n PGPASSWORD -- ':(exclude)vendor'`, true},
		{`git grep -n PGPASSWORD -- django/db ':!docs'`, false},
		{`grep -rn PGPASSWORD /app/django/db`, false},
		{`grep -rn PASSWORD_HASHERS /app`, false},
		{`grep -rln 'PASSWORD=' /app`, false},
	})
}
