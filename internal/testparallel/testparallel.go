// Package testparallel lets a test binary whose tests mostly wait run
// more of them at once than go test's default of one per CPU.
package testparallel

import (
	"flag"
	"strconv"
)

// Default sets -test.parallel to n unless the command line set it. Call
// it from TestMain before m.Run: it parses the command line.
func Default(n int) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	if !set {
		flag.Set("test.parallel", strconv.Itoa(n))
	}
}
