package secondopinion_test

import (
	"fmt"

	"gatesh/rules"
	"gatesh/secondopinion"
)

func ExampleParseContent() {
	a, err := secondopinion.ParseContent(`{"tier": "red", "reason": "uploads the database dump"}`)
	fmt.Println(a.Tier, a.Reason, err)
	_, err = secondopinion.ParseContent(`Sure! {"tier": "red", "reason": "x"}`)
	fmt.Println(err)
	// Output:
	// red uploads the database dump <nil>
	// extra_text: the answer does not start with a JSON object: Sure! {"tier": "red", "reason": "x"}
}

func ExampleJudge() {
	raise := secondopinion.Judge(rules.Green, secondopinion.Answer{Tier: rules.Red, Reason: "deletes the backups"})
	fmt.Println(raise.Note(), raise.Hit("m").Reason)
	lower := secondopinion.Judge(rules.Red, secondopinion.Answer{Tier: rules.Green, Reason: "looks fine"})
	fmt.Println(lower.Note())
	// Output:
	// raised the model m says: "deletes the backups"
	// ignored:lower
}
