// Command install-agents installs the pinned agent CLIs that the
// end-to-end tests drive into their cache folder, skipping those present.
//
//	go run ./e2e/cmd/install-agents [NAME...]
package main

import (
	"context"
	"fmt"
	"os"
	"slices"
	"time"

	"gatesh/e2e/agentcli"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(names []string) int {
	cache, err := agentcli.CacheDir()
	if err != nil {
		fmt.Fprintf(os.Stderr, "install-agents: error: %v\n", err)
		return 1
	}
	status := 0
	for _, c := range agentcli.All {
		if len(names) > 0 && !slices.Contains(names, c.Name) {
			continue
		}
		if p, err := c.Path(cache); err == nil {
			fmt.Printf("%s: present: %s\n", c.Spec(), p)
			continue
		}
		fmt.Printf("%s: installing into %s\n", c.Spec(), c.Dir(cache))
		start := time.Now()
		p, err := c.Install(context.Background(), cache, os.Stdout)
		if err != nil {
			fmt.Fprintf(os.Stderr, "install-agents: error: %v\n", err)
			fmt.Fprintf(os.Stderr, "install-agents: hint: the end-to-end tests of %s skip until it is installed\n", c.Name)
			status = 1
			continue
		}
		fmt.Printf("%s: installed in %s: %s\n", c.Spec(), time.Since(start).Round(time.Second), p)
	}
	return status
}
