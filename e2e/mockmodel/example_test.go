package mockmodel_test

import (
	"fmt"
	"io"
	"net/http"
	"strings"

	"gatesh/e2e/mockmodel"
)

// A script asks for one shell command, reads its result, and ends the
// turn. An agent pointed at URL() (here, a hand-written request in the
// agent's place) gets the tool call, then the final text.
func Example() {
	s, err := mockmodel.Start()
	if err != nil {
		panic(err)
	}
	defer s.Close()
	s.Script(
		mockmodel.Say(mockmodel.Shell("git status")),
		func(turn mockmodel.Turn) mockmodel.Reply {
			return mockmodel.Text("the command printed " + turn.Last().Output)
		},
	)
	ask := func(body string) string {
		resp, err := http.Post(s.URL()+"/v1/messages", "application/json", strings.NewReader(body))
		if err != nil {
			panic(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	first := ask(`{"model":"m","tools":[{"name":"Bash"}],"messages":[{"role":"user","content":"go"}]}`)
	fmt.Println(strings.Contains(first, `"input":{"command":"git status"`))
	second := ask(`{"model":"m","tools":[{"name":"Bash"}],"messages":[{"role":"user","content":"go"},
		{"role":"assistant","content":[{"type":"tool_use","id":"toolu_000001","name":"Bash","input":{}}]},
		{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_000001","content":"clean"}]}]}`)
	fmt.Println(strings.Contains(second, `"text":"the command printed clean"`))
	r := s.Results()[0]
	fmt.Println(r.CallID, r.Tool, r.Output, string(r.Raw))
	// Output:
	// true
	// true
	// toolu_000001 Bash clean "clean"
}
