// Command teamforge makes a team machine's signed calls to the hub with a
// machine key read from a file: what a program the agent runs could do
// once it has read team/machine.key. Used only against the red team's own
// hub on 127.0.0.1.
//
//	teamforge -key K -machine M -hub URL requests < batch.json   POST a RequestBatch
//	teamforge -key K -machine M -hub URL audit < batch.json      POST an AuditBatch
//	teamforge -key K -machine M -hub URL get PATH                GET with the machine's signature
package main

import (
	"bytes"
	"crypto/ed25519"
	"crypto/x509"
	"encoding/pem"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"gatesh/teamapi"
)

func main() {
	keyPath := flag.String("key", "", "the machine's key (PEM)")
	machine := flag.String("machine", "", "the machine's id at the hub")
	hub := flag.String("hub", "http://127.0.0.1:18443", "the hub")
	flag.Parse()
	if !strings.HasPrefix(*hub, "http://127.0.0.1:") {
		fail(fmt.Errorf("only the red team's loopback hub"))
	}
	data, err := os.ReadFile(*keyPath)
	if err != nil {
		fail(err)
	}
	blk, _ := pem.Decode(data)
	if blk == nil {
		fail(fmt.Errorf("no PEM in %s", *keyPath))
	}
	k, err := x509.ParsePKCS8PrivateKey(blk.Bytes)
	if err != nil {
		fail(err)
	}
	key, ok := k.(ed25519.PrivateKey)
	if !ok {
		fail(fmt.Errorf("not an ed25519 key"))
	}
	args := flag.Args()
	if len(args) == 0 {
		fail(fmt.Errorf("requests, audit or get PATH"))
	}
	method, target := "POST", ""
	var body []byte
	switch args[0] {
	case "requests":
		target = teamapi.PathMachineRequests
		body, _ = io.ReadAll(os.Stdin)
	case "audit":
		target = teamapi.PathMachineAudit
		body, _ = io.ReadAll(os.Stdin)
	case "get":
		method, target = "GET", args[1]
	default:
		fail(fmt.Errorf("unknown %q", args[0]))
	}
	req, err := http.NewRequest(method, *hub+target, bytes.NewReader(body))
	if err != nil {
		fail(err)
	}
	req.Header.Set("Authorization", teamapi.MachineAuthHeader(key, *machine, method, target, time.Now(), body))
	req.Header.Set("Content-Type", "application/json")
	client := &http.Client{Timeout: 5 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		fail(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	fmt.Printf("%s\n%s\n", resp.Status, out)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "teamforge:", err)
	os.Exit(1)
}
