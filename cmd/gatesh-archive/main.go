// Command gatesh-archive prints the names of the entries of one archive (a tar, plain, gzip or bzip2, or a zip), each followed by a NUL byte; gatesh runs it, found beside itself, to judge what an extraction brings (docs/classifier.md). It is a program of its own so that gatesh, which starts before every command an agent runs, links no archive or decompression code.
package main

import (
	"os"

	"gatesh/archivelist"
)

func main() { os.Exit(archivelist.Run()) }
