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
