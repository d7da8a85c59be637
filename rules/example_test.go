package rules_test

import (
	"fmt"

	"gatesh/rules"
)

func ExampleSet_Classify() {
	d := rules.Default().Classify("git -C repo push origin +main")
	fmt.Println(d.Tier, d.Verdict)
	for _, h := range d.Hits {
		if h.Tier == rules.Red {
			fmt.Println(h.ID)
		}
	}
	// Output:
	// red hold
	// git-force-push-refspec
}

func ExampleBroken() {
	d := rules.Broken(fmt.Errorf("/home/u/.gatesh/rules.toml:3: unknown key rule.colour"))
	fmt.Println(d.Tier, d.Verdict, d.Hits[0].ID)
	// Output: red hold rules_error
}

func ExampleSet_ClassifyShell() {
	s := rules.Default()
	// bash -c TEXT with no more arguments: "$@" is nothing.
	fmt.Println(s.ClassifyShell(`"$@"; git status`, nil).Verdict)
	// bash -c TEXT _ rm -rf /srv/data: "$@" is that command.
	fmt.Println(s.ClassifyShell(`"$@"; git status`, []string{"rm", "-rf", "/srv/data"}).Verdict)
	// Classify does not know the arguments.
	fmt.Println(s.Classify(`"$@"; git status`).Verdict)
	// Output:
	// auto_pass
	// hold
	// hold
}
