package parser_test

import (
	"fmt"

	"gatesh/parser"
)

func ExampleParse() {
	s := parser.Parse(`x=rm; sudo bash -c "$x -rf /tmp/build" && echo done`, parser.Options{})
	for _, c := range s.Commands {
		fmt.Println(c)
	}
	fmt.Println(len(s.Problems), "problems")
	// Output:
	// rm -rf /tmp/build  (via sudo, bash -c)
	// echo done
	// 0 problems
}

func ExampleParseArgv() {
	s := parser.ParseArgv([]string{"xargs", "-0", "rm", "-f"}, parser.Options{})
	c := s.Commands[0]
	fmt.Println(c, c.MoreArgs)
	// Output:
	// rm -f  (via xargs) true
}
