// Command gatesh-export writes gatesh's audit log and requests to a new SQLite file; `gatesh export` runs it.
package main

import (
	"os"

	"gatesh/report/sqlexport"
)

func main() {
	os.Exit(sqlexport.Main(os.Args, os.Stdout, os.Stderr, os.Getenv))
}
