// Command gatesh-model posts one second-opinion request to the model (see docs/model.md); gatesh runs it for each command it consults the model about. It is a program of its own so that gatesh, which starts before every command an agent runs, links no network code.
package main

import (
	"os"

	"gatesh/secondopinion/client"
)

func main() { os.Exit(client.Run()) }
