package rules

import (
	"slices"
	"strings"

	"gatesh/toolcall"
)

// injectionToolName reports whether w is one of the web attack tools that send injection
// payloads to the site they are pointed at (Kali Linux's web
// metapackage, kali.org/tools): a server that wraps one attacks the
// target as the shell's attack-tool rule says of the program.
func injectionToolName(w string) bool {
	switch w {
	case "sqlmap", "ghauri", "commix", "xsser", "nosqlmap", "xsstrike":
		return true
	}
	return false
}

// scannerAimedAway reports whether a call runs a network scanner or a
// web attack tool, named by a word of the tool's or the server's name
// (nmap_scan, sqlmap_scan, a kali server's gobuster_scan), at a host
// that is not this machine: a target, a URL, a host or a range given
// as an argument. The host's owner sees an attack, as with the shell's
// attack-scanner-remote rule. A call that names no target (a scan's
// results read back by its id) is not one, nor is a scan of localhost.
func scannerAimedAway(own, server []string, args map[string]any) bool {
	is := func(w string) bool { return scannerNames.Get()[w] || injectionToolName(w) }
	if !slices.ContainsFunc(own, is) && !slices.ContainsFunc(server, is) {
		return false
	}
	for _, kv := range stringArgs(args) {
		k, v := kv[0], strings.TrimSpace(kv[1])
		if v == "" || !scanTargetKey(toolcall.Words(k)) {
			continue
		}
		if !hereHostWord(v) {
			return true
		}
	}
	return false
}

// scanTargetKey reports whether a key names what a scanner is aimed at.
func scanTargetKey(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		switch w {
		case "target", "targets", "url", "urls", "host", "hosts", "hostname", "domain", "domains", "ip", "ips", "address", "range", "cidr", "network", "subnet":
			return true
		}
		return false
	})
}
